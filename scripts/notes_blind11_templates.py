# ruff: noqa: E501
"""The fourteen hand-written templates of notes_blind11 (two per family, three notes each).
`[[TYPE:value]]` marks gold PHI, `<<kind:value>>` a clinical value that must be kept; `{key}`
is filled from scripts/blind11_fill.py."""

from __future__ import annotations

ANAES_UK = """<<heading:ANAESTHETIC RECORD>> - Theatre 4, [[LOCATION:{hospital}]]
Patient: [[PERSON:{PTC}]]   Age [[AGE:{age}]]   DOB [[DATE:{bG}]]   NHS No [[SSN:{nhs}]]   Hosp No [[MRN:{mrn}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   NOK daughter [[PERSON:{rg} {ps}]] [[PHONE:{mob}]]
Date [[DATE:{tA}]]   Procedure: <<procedure:Left hemiarthroplasty>> (<<condition:intracapsular NOF fracture>>)
Surgeon: [[PERSON:{d2s}]]   Anaesthetist: Dr [[PERSON:{d1gi}]]. [[PERSON:{d1s}]] (GMC [[LICENSE:{gmc}]])   ODP: [[PERSON:{n1gl}]]
<<heading:Pre-op>>: <<score:ASA 3>>, <<score:Clinical Frailty Scale 6>>, <<score:4AT 2>>. <<condition:AF>> on <<drug:Apixaban>> <<dose:2.5 mg>> <<freq:BD>> - last dose [[DATE:{vA}]] 08:00. <<condition:Aortic stenosis>>, <<test:Echo>> <<finding:AVA 1.1 cm2>>, <<lab:mean gradient 28 mmHg>>.
<<lab:Hb 104 g/L>>, <<lab:eGFR 41>>, <<lab:K 4.8>>. Airway: <<score:Mallampati II>>, dentures out. Seen on ward by [[PERSON:{word}]] (F2) and [[PERSON:{n2g}]] from Orthogeriatrics.
<<heading:Technique>>: <<procedure:Fascia iliaca block>> <<drug:Levobupivacaine>> <<dose:0.25% 30 mL>> in ED, then <<procedure:spinal>> <<drug:Marcain Heavy>> <<dose:0.5% 2.2 mL>> + <<drug:fentanyl>> <<dose:15 micrograms>> at L3/4, 25G <<device:Whitacre>>. <<drug:Propofol TCI>> <<dose:Ce 0.5-1.0>> for sedation.
<<vital:NIBP 3-min>>, <<vital:SpO2 97% on 2 L>>. <<drug:Metaraminol>> infusion <<dose:0.5 mg/mL>> to keep <<vital:SBP 110-140>>. <<drug:Tranexamic acid>> <<dose:1 g>>. <<drug:Cefuroxime>> <<dose:1.5 g>> 09:12.
Cemented stem - <<condition:BCIS>> watch: <<vital:SpO2 dipped 91%>> at cementing, settled.
Fluids <<drug:Hartmann's>> <<dose:750 mL>>, EBL 300 mL. Warmer <<device:Bair Hugger>> s/n [[DEVICE_ID:{dev}]]; infusion pump [[DEVICE_ID:{dev2}]].
<<heading:Post-op>>: to Ward [[LOCATION:{town2}]] bay, <<drug:Paracetamol>> <<dose:1 g>> <<freq:QDS>>, no NSAIDs (renal), <<drug:Oramorph>> <<dose:2.5 mg>> <<freq:PRN>>. <<guideline:NHFD>> and <<trial:WHiTE 10>> data form done.
Relative [[PERSON:{rg}]] updated by phone [[DATE:{tD}]]; email copy to GP [[EMAIL:{email2}]]
Obs chart scanned [[URL:{url}]] from theatre PC [[IP_ADDRESS:{ip}]]   Theatre acct [[ACCOUNT:{acct}]]   Case [[ID:{job}]]
Hospital transport [[VEHICLE_ID:{rego}]] booked for [[DATE:{uB}]]; GP practice code [[HEALTH_PLAN_ID:{hpid}]]
Signed [[PERSON:{D1SU}]] / checked [[PERSON:{N1SU}]]"""

ANAES_AU = """<<heading:ANAESTHESIA RECORD>> / <<heading:Day Surgery>>     [[LOCATION:{hospital}]]
UR [[MRN:{mrn2}]]   [[PERSON:{PSU}]], [[PERSON:{pg}]] ([[PERSON:{word}]])   DOB [[DATE:{bA}]]   Medicare [[HEALTH_PLAN_ID:{medicare}]]
[[ADDRESS:{street}]] [[LOCATION:{town}]] NSW [[ZIP:{pc}]]   Ph [[PHONE:{mob}]]   IHI [[SSN:{ihi}]]
Date of op: [[DATE:{tE}]]   List: Dr [[PERSON:{d2g} {d2s}]] (<<department:Gastroenterology>>)
Anaesthetist: [[PERSON:{d1g}]] [[PERSON:{d1s}]], AHPRA [[LICENSE:{ahpra}]]   Nurse: [[PERSON:{n1g}]]   Tech: [[PERSON:{n2gl}]]
<<heading:Procedure>>: <<procedure:Gastroscopy>> + <<procedure:Colonoscopy>> for <<condition:iron deficiency anaemia>>, <<lab:ferritin 6>>.
<<heading:PMHx>>: <<condition:T2DM>> on <<drug:Jardiance>> <<dose:25 mg>> (<<finding:withheld 3 days>> per <<guideline:ADS-ANZCA alert>>), <<drug:Metformin XR>> <<dose:1 g>>; <<condition:OSA>> on CPAP (<<device:ResMed AirSense 10>> s/n [[DEVICE_ID:{dev}]]). <<score:STOP-BANG 6>>.
Fasting: solids 22:00, <<drug:Moviprep>> complete, clear fluids to 06:00. <<lab:BGL 8.9>>, <<test:ketones>> <<lab:0.3>>.
<<heading:Anaesthetic>>: <<procedure:Propofol sedation>> - <<drug:Propofol>> <<dose:180 mg>> titrated, <<drug:Fentanyl>> <<dose:50 mcg>>, <<drug:Midazolam>> <<dose:1 mg>>. <<device:HFNO>> <<dose:40 L/min>>. Lowest <<vital:SpO2 93%>>, <<vital:HR 58-74>>, <<vital:MAP over 65>>.
<<heading:Recovery>>: <<score:Aldrete 10>> at 20 min. <<score:PONV score 1>>. Discharged with carer [[PERSON:{rg} {rs}]] ([[PHONE:{ph2}]]).
No driving 24 h - car rego [[VEHICLE_ID:{rego}]] left in Car Park B.
Restart <<drug:Jardiance>> on [[DATE:{uA}]] once eating.
Private fund member no [[ACCOUNT:{acct}]]; hospital claim [[ID:{crn}]]
Results to GP [[PERSON:{d2sl}]] via [[EMAIL:{email2}]] and [[URL:{url}]] (PACS node [[IP_ADDRESS:{ip}]])
Pt's own email for survey: [[EMAIL:{email}]]   Booking [[ID:{job}]]   Pre-admit seen [[DATE:{vB}]] by [[PERSON:{n2g}]]"""

PHYSIO_NZ = """<<heading:PHYSIOTHERAPY / OT INITIAL ASSESSMENT>> - [[LOCATION:{clinic}]]
Client: [[PERSON:{pg} {ps}]]   NHI [[SSN:{nhi}]]   DOB [[DATE:{bE}]]   ACC claim [[HEALTH_PLAN_ID:{claim}]]
Whare: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mob [[PHONE:{mob}]]   email [[EMAIL:{email}]]
Whānau support: [[PERSON:{rg}]] (sister), [[PHONE:{ph2}]]   Referred by Dr [[PERSON:{d1s}]] ([[LOCATION:{hospital}]])
Seen [[DATE:{tB}]] by [[PERSON:{n1g} {n1s}]], physio (HPI [[LICENSE:{hcpc}]]), with OT [[PERSON:{n2gl}]]
<<heading:Subjective>>: fall off the shearing board, <<condition:L distal radius fracture>> <<procedure:ORIF>> (volar plate) [[DATE:{vA}]]. <<symptom:Stiffness>>, <<symptom:pins and needles in thumb>>. <<score:PRWE 62/100>>, <<score:QuickDASH 54.5>>. Pain <<score:NPRS 5/10>>. Takes <<drug:Panadol>> and <<drug:Nurofen>>.
<<heading:Objective>>: Wrist <<finding:ext 35 deg>>, <<finding:flex 30 deg>>. Grip (<<device:Jamar>> dynamometer) <<lab:L 9 kg R 38 kg>>. <<test:Phalen's>> <<finding:positive 40 s>>, <<test:Tinel's>> <<finding:positive>>. <<test:Finkelstein>> <<finding:negative>>.
<<heading:OT>>: <<score:COPM>> goals - return to <<service:shearing gang>> and <<service:kapa haka>>; thermoplastic splint made. <<score:Kessler K10 18>>.
Plan: <<procedure:tendon gliding>>, <<procedure:graded motor imagery>>, review with surgeon [[PERSON:{d2g} {d2s}]] on [[DATE:{uE}]].
<<guideline:ACC Distal Radius Pathway>> - 8 sessions approved. Employer [[PERSON:{word}]] [[PERSON:{rs}]] (gang boss) aware.
Ute for rural visits [[VEHICLE_ID:{rego}]]. TENS unit on loan s/n [[DEVICE_ID:{dev}]].
Notes saved [[URL:{url}]] from clinic laptop [[IP_ADDRESS:{ip}]]   Invoice [[ACCOUNT:{acct}]]   Provider no [[ID:{hpid}]]
cc GP [[PERSON:{d1gl}]] [[PERSON:{d1sl}]]; kaiāwhina [[PERSON:{ini}]]. attended.   Next appt [[DATE:{uD}]]"""

PHYSIO_CA = """<<heading:REHABILITATION PROGRESS NOTE>> (PT/OT) - <<department:Inpatient Rehab>>, [[LOCATION:{hospital}]]
[[PERSON:{PTC}]]   MRN [[MRN:{mrn2}]]   DOB [[DATE:{bF}]]   PHIN [[HEALTH_PLAN_ID:{phn}]]   SIN on file [[SSN:{sin}]]
Home: [[ADDRESS:{street}]], [[LOCATION:{town}]], MB [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]   Spouse [[PERSON:{rg}]] cell [[PHONE:{ph2}]]
Admitted [[DATE:{vF}]]; today [[DATE:{tF}]]. Attending physiatrist Dr [[PERSON:{d1g} {d1s}]] (CPSM [[LICENSE:{cpso}]]).
<<department:Stroke>>
<<condition:R MCA ischemic stroke>> s/p <<drug:TNK>> (<<trial:AcT>> protocol) at [[LOCATION:{hosp2}]]. <<condition:L hemiparesis>>, <<condition:neglect>>. <<drug:Clopidogrel>> <<dose:75 mg>> <<freq:daily>>, <<drug:Lipitor>> <<dose:80 mg>>.
<<heading:PT>>: <<score:Berg Balance Scale 31/56>> (was 18), <<test:10MWT>> <<finding:0.42 m/s>> with <<device:hemi-walker>>, <<score:FIM motor 48>>. <<score:Chedoke-McMaster>> arm 3, leg 4.
<<heading:OT>>: <<test:MoCA>> <<score:21/30>>, <<test:Star cancellation>> <<finding:misses left 14/27>>. Dressing with min assist. Kitchen assessment booked; <<device:tub transfer bench>> ordered.
<<heading:SLP>>: <<test:FEES>> [[DATE:{uF}]] - <<finding:IDDSI level 6>> diet, <<finding:thin fluids>>.
Team: PT [[PERSON:{n1g} {n1s}]], OT [[PERSON:{n2g} {n2s}]], SW [[PERSON:{word}]]
Family meeting [[DATE:{uH}]] with son [[PERSON:{rs}]]; emailed [[EMAIL:{email}]].
Driving: licence plate [[VEHICLE_ID:{rego}]] - <<guideline:CCMTA>> medical standards, no driving 1 month.
Wheelchair (Quickie) serial [[DEVICE_ID:{dev}]]; client account [[ACCOUNT:{acct}]]; equipment req [[ID:{job}]]
Goals sheet [[URL:{url}]] (ward terminal [[IP_ADDRESS:{ip}]])   co-signed [[PERSON:{n1sl}]]"""

MIDWIFE_IE = """<<heading:MATERNITY - LABOUR & BIRTH RECORD>> / <<heading:NEWBORN EXAMINATION>>
Mother: [[PERSON:{pg}]] [[PERSON:{ps}]]   DOB [[DATE:{bA}]]   MRN [[MRN:{mrn}]]   PPSN [[SSN:{ppsn}]]   GMS [[HEALTH_PLAN_ID:{gms}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]], Co. [[LOCATION:{town2}]] [[ZIP:{pc}]]   Mob [[PHONE:{mob}]]   Partner [[PERSON:{rg}]] [[PERSON:{rs}]]
<<score:G2 P1>>, <<finding:40+3>> by dating scan. Booked <<service:DOMINO>> scheme, [[LOCATION:{hospital}]]. <<lab:Rh neg>> - <<drug:Rhophylac>> <<dose:1500 IU>> at 28 wks.
<<department:Obstetrics>>
SROM [[DATE:{tA}]] 03:40, clear liquor. <<test:CTG>> <<finding:normal>> per <<guideline:NICE CG190>> / <<guideline:Dawes-Redman>>. <<drug:Entonox>>, then <<procedure:epidural>> <<drug:Chirocaine>> <<dose:0.1%>> + <<drug:fentanyl>> <<dose:2 mcg/mL>>. <<drug:Syntocinon>> augmentation.
Birth [[DATE:{tD}]] 14:22: <<procedure:SVD>>, <<finding:2nd degree tear>> sutured with <<drug:Vicryl Rapide>>. <<drug:Syntometrine>> <<dose:1 mL IM>>. EBL 450 mL.
Midwife: [[PERSON:{n1g} {n1s}]] (NMBI PIN [[LICENSE:{imc}]]); second MW [[PERSON:{n2gl}]]; Registrar [[PERSON:{d1s}]].
Baby [[PERSON:{word}]] [[PERSON:{ps}]], born [[DATE:{tB}]], <<finding:3.62 kg>>. <<score:Apgar 8 and 9>>. <<drug:Konakion>> <<dose:1 mg IM>> given. <<test:Cord pH>> <<lab:7.27>>.
<<department:Neonatal>>
<<test:NIPE>> by ANNP [[PERSON:{d2g} {d2s}]] on [[DATE:{uA}]]: <<finding:red reflex present>>, hips <<test:Barlow>>/<<test:Ortolani>> <<finding:negative>>, <<finding:no murmur>>. <<test:SpO2 screen>> <<lab:98/99%>>. <<test:Heel prick>> card [[ID:{job}]].
Baby's MRN [[MRN:{mrn2}]]. <<test:Transcutaneous bilirubin>> <<lab:142 umol/L>> at 40 h - below line.
Public Health Nurse [[PERSON:{word2}]] notified; PHN fax [[PHONE:{fax}]]. Breastfeeding well.
Discharge letter [[URL:{url}]] from [[IP_ADDRESS:{ip}]]   Car seat check - car [[VEHICLE_ID:{rego}]]   Incubator [[DEVICE_ID:{dev}]]
Private insurer policy [[ACCOUNT:{acct}]]; email [[EMAIL:{email}]]"""

MIDWIFE_IN = """<<heading:DEPARTMENT OF OBSTETRICS & GYNAECOLOGY>> - [[LOCATION:{hospital}]]
<<heading:ANTENATAL / INTRAPARTUM CASE SHEET>>      IP No: [[ID:{ipno}]]    UHID [[MRN:{mrn}]]
Name: Smt. [[PERSON:{pg}]] W/o [[PERSON:{rg} {rs}]]   DOB [[DATE:{bA}]]   Aadhaar [[SSN:{aadhaar}]]   ABHA [[HEALTH_PLAN_ID:{abha}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] - [[ZIP:{pc}]], Kerala   Ph [[PHONE:{mob}]]   Husband ph [[PHONE:{ph2}]]
LMP [[DATE:{vA}]], EDD [[DATE:{uA}]]   <<score:G3P1L1A1>>   Booked under Dr. [[PERSON:{d1g} {d1s}]] (TCMC Reg. [[LICENSE:{tcmc}]])
<<heading:History>>: <<condition:GDM>> on <<drug:Metformin>> <<dose:500 mg>> <<freq:BD>>, <<lab:OGTT 2h 168>>. <<condition:Hypothyroid>> - <<drug:Thyronorm>> <<dose:75 mcg>>. Prev <<procedure:LSCS>> for <<condition:breech>>. Counselled for <<procedure:TOLAC>>.
<<heading:Admission>> [[DATE:{tA}]]: <<vital:BP 146/94>>, <<lab:urine albumin 1+>>, <<lab:platelets 1.6 lakh>>. <<condition:Gestational hypertension>> - <<drug:Labetalol>> <<dose:100 mg>> <<freq:TDS>>, <<drug:Magnesium sulphate>> <<guideline:Pritchard regimen>> not needed.
<<test:NST>> <<finding:reactive>>. <<score:Bishop score 7>>. <<procedure:ARM>> 10:05, <<drug:Oxytocin>> <<dose:2.5 U in 500 mL>>.
Labour notes: <<test:partograph>> crossed alert line - <<procedure:Emergency LSCS>> 18:40 for <<condition:scar tenderness>>. Baby boy, <<finding:2.9 kg>>, <<score:APGAR 7, 9>>.
<<heading:Neonatal>> (<<department:NICU>>): Baby of [[PERSON:{pg}]], [[MRN:{mrn2}]]. <<lab:GRBS 38>> at 1 h - <<drug:10% dextrose>> <<dose:2 mL/kg>>; <<procedure:KMC>> started. Paediatrician Dr [[PERSON:{d2s}]].
Staff nurse [[PERSON:{n1g}]] / sister [[PERSON:{N1SU}]]; ASHA worker [[PERSON:{word}]] to visit [[DATE:{uB}]].
<<guideline:PMSMA>> and <<service:JSY>> forms done. Insurance (KASP) card [[ACCOUNT:{acct}]].
Ambulance 108 - vehicle [[VEHICLE_ID:{rego}]]   Warmer s/n [[DEVICE_ID:{dev}]]   report [[URL:{url}]] [[IP_ADDRESS:{ip}]]   [[EMAIL:{email}]]"""

DENTAL_AU = """<<heading:DENTAL CHART & CLINICAL NOTES>> - [[LOCATION:{clinic}]] (<<service:Public Dental Service>>)
Pt [[PERSON:{pt}]]   DOB [[DATE:{bA}]]   Chart no [[MRN:{mrn2}]]   Medicare [[HEALTH_PLAN_ID:{medicare}]]   CDBS eligible
[[ADDRESS:{street}]], [[LOCATION:{town}]] NSW [[ZIP:{pc}]]   Mob [[PHONE:{mob}]]   Mum: [[PERSON:{rg}]] [[PHONE:{ph2}]]
Visit [[DATE:{tA}]] - Dentist [[PERSON:{d1g} {d1s}]] (AHPRA [[LICENSE:{ahpra}]]), DA [[PERSON:{n1gl}]]
MHx: <<condition:asthma>> - <<drug:Symbicort>> <<dose:200/6>>; <<condition:ADHD>> - <<drug:Vyvanse>> <<dose:30 mg>>. <<finding:NKDA>>. Allergy to <<drug:Elastoplast>>.
Chart (FDI):
16 <<finding:O amalgam>> | 26 <<finding:MO caries>> | 36 <<finding:fissure sealant>> | 46 <<finding:deep D caries - near pulp>> | 11 <<finding:fractured incisal edge>> | 55 <<finding:retained>>
<<test:Bitewings>> x2 (<<device:Planmeca ProX>> sensor s/n [[DEVICE_ID:{dev}]]). <<score:BPE 2 2 1 / 2 2 2>>. <<score:DMFT 5>>. <<score:Caries risk HIGH>>.
Tx: 46 <<procedure:indirect pulp cap>> <<drug:Biodentine>> + <<drug:Fuji IX>> GIC; LA <<drug:Septanest>> <<dose:4% 1:100,000 2.2 mL>> IDB. 26 <<procedure:MO composite>> <<drug:Filtek Z350>> A2.
<<drug:Duraphat>> <<dose:5% fluoride varnish>> applied. OHI given - <<drug:Neutrafluor 5000>> nocte.
Next: 11 build-up with Dr [[PERSON:{d2s}]]; recall [[DATE:{uB}]]. Referred <<department:Orthodontics>> at [[LOCATION:{hospital}]] - <<score:IOTN 4d>>.
Transport: community bus [[VEHICLE_ID:{rego}]]. Fees: family acct [[ACCOUNT:{acct}]]; voucher [[ID:{crn}]]
Photos [[URL:{url}]] uploaded from [[IP_ADDRESS:{ip}]]; recall SMS and [[EMAIL:{email}]]
Consent signed by [[PERSON:{rg} {ps}]] (guardian); IHI [[SSN:{ihi}]]; seen previously [[DATE:{vB}]] by [[PERSON:{word}]] ([[PERSON:{ini}]].)"""

DENTAL_IE = """<<heading:DENTAL RECORD>> - [[LOCATION:{clinic}]]      <<service:DTSS>> / <<service:PRSI Treatment Benefit>>
Patient: [[PERSON:{PTC}]]   [[AGE:{age}]] yrs   DOB [[DATE:{bC}]]   PPSN [[SSN:{ppsn}]]   Medical card [[HEALTH_PLAN_ID:{gms}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{mob}]]   Email [[EMAIL:{email}]]
Attended [[DATE:{tB}]] with daughter [[PERSON:{rg}]]; Dentist [[PERSON:{d1g}]] [[PERSON:{d1s}]] (Dental Council reg [[LICENSE:{imc}]])
<<heading:Medical history>>: <<condition:AF>> - <<drug:Warfarin>>, <<lab:INR 2.6>> checked [[DATE:{vC}]] at anticoag clinic; <<condition:osteoporosis>> - <<drug:Alendronic acid>> <<dose:70 mg>> weekly 6 yrs (<<condition:MRONJ>> risk); <<drug:Prolia>> once.
Pacemaker (<<device:Medtronic Azure>>) s/n [[DEVICE_ID:{dev}]] - no ultrasonic scaler.
<<heading:Charting>> (Palmer): UR7 <<finding:MOD amalgam, cusp fractured>>; UL6 <<finding:crown>>; LL8 <<finding:partially erupted>>; LR4 <<finding:grossly carious, unrestorable>>.
<<test:OPG>>: <<finding:periapical area LR4>>. <<score:BPE 3 3 2 / 4 3 3>>.
Plan: LR4 <<procedure:XLA>> with <<drug:Surgicel>> and <<drug:tranexamic acid mouthwash>> <<dose:5%>> per <<guideline:SDCEP anticoagulant guidance>>; <<drug:Lidocaine 2% with adrenaline>> <<dose:2 cartridges>>; no <<drug:Amoxicillin>> needed.
Discussed with GP Dr [[PERSON:{d2s}]] ([[PHONE:{ph2}]]; fax [[PHONE:{fax}]]) re <<drug:Alendronate>> holiday.
Partial denture (<<device:Co-Cr>>) lab docket [[ID:{job}]]; lab van [[VEHICLE_ID:{rego}]]
Account [[ACCOUNT:{acct}]]; X-rays [[URL:{url}]] [[IP_ADDRESS:{ip}]]   Nurse [[PERSON:{n1g}]] [[PERSON:{N1SU}]]   Hosp chart [[MRN:{mrn}]] at [[LOCATION:{hospital}]]
Review [[DATE:{uD}]]   cc [[PERSON:{word}]] (dental hygienist)"""

MDT_IN = """<<heading:TUMOUR BOARD / MDT LIST>> - [[LOCATION:{hospital}]]   <<department:Medical Oncology>>, <<department:Radiation Oncology>>, <<department:Surgical Oncology>>
Date: [[DATE:{tG}]]   Chair: Dr [[PERSON:{d1g} {d1s}]]   Co-ord: [[PERSON:{n1g}]] ([[PHONE:{ph2}]])
1. [[PERSON:{PTC}]], UHID [[MRN:{mrn}]], [[DATE:{bA}]], [[LOCATION:{town}]]. <<condition:Ca left breast>> <<finding:cT2N1M0>>, <<finding:ER 8/8 PR 6/8 HER2 3+>>. Plan <<drug:TCHP>> x6 (<<drug:Herceptin>> + <<drug:Perjeta>>), then surgery. <<trial:KATHERINE>> criteria discussed. ABHA [[HEALTH_PLAN_ID:{abha}]].
2. [[PERSON:{rg} {rs}]], [[MRN:{mrn2}]], 58 y, <<condition:Ca cervix>> <<finding:FIGO IIIB>> - <<procedure:chemoradiation>> <<drug:Cisplatin>> <<dose:40 mg/m2>> weekly + <<procedure:brachytherapy>>. <<trial:INTERLACE>> induction offered. Ph [[PHONE:{mob}]].
3. [[PERSON:{word}]] [[PERSON:{n2s}]], [[ID:{ipno}]], <<condition:Ca oral tongue>> (gutka), <<procedure:WLE + MND>> done [[DATE:{vA}]] by Dr [[PERSON:{d2s}]]; <<finding:PNI+, margin 3 mm>> - adjuvant RT <<dose:60 Gy/30#>>.
4. Chemo day-care: [[PERSON:{n2gl}]] [[PERSON:{psl}]], cycle [[ID:{cycle}]], <<drug:FOLFOX>> - <<lab:ANC 0.9>>, defer 1 week, <<drug:Filgrastim>>. <<score:ECOG 1>>. Port (<<device:BardPort>>) s/n [[DEVICE_ID:{dev}]].
<<department:Haematology>>
5. [[PERSON:{pgi}]]. [[PERSON:{ps}]], Aadhaar [[SSN:{aadhaar}]], <<condition:DLBCL>> <<score:IPI 3>> - <<drug:R-CHOP>> x6, <<test:PET-CT>> <<finding:Deauville 2>>. Dialysis unit note: <<condition:CKD 5D>> - <<drug:Cyclophosphamide>> dose cut.
Action: Dr [[PERSON:{d1sl}]] to email [[EMAIL:{email2}]]; tumour board minutes [[URL:{url}]] (VC from [[IP_ADDRESS:{ip}]]). Van for home chemo [[VEHICLE_ID:{rego}]].
PMJAY package acct [[ACCOUNT:{acct}]]; Reg. [[LICENSE:{tcmc}]]; pt 1 address [[ADDRESS:{street}]], [[ZIP:{pc}]]; family email [[EMAIL:{email}]]; next MDT [[DATE:{uG}]]"""

MDT_SC = """<<heading:Lung Cancer MDM>> - Highland - [[DATE:{tE}]] 08:00 (MS Teams from [[LOCATION:{hospital}]])
Present: [[PERSON:{d1s}]] (resp), [[PERSON:{d2s}]] (thoracic surg, via link from [[LOCATION:{hosp2}]]), [[PERSON:{n1s}]] (CNS), radiology [[PERSON:{word2}]]
Patient	CHI	Summary	Outcome
[[PERSON:{PSU}]] [[PERSON:{pg}]]	[[SSN:{chi}]]	<<condition:RUL adenocarcinoma>> <<finding:EGFR exon 19 del>>, <<finding:cT1cN0M0>>, <<lab:FEV1 78%>> <<lab:TLCO 64%>>	<<procedure:VATS lobectomy>>, adjuvant <<drug:Osimertinib>> (<<trial:ADAURA>>)
[[PERSON:{rg} {rs}]]	[[SSN:{chi2}]]	<<condition:SCLC>> <<finding:extensive stage>>, <<score:PS 2>>, lives [[LOCATION:{town}]]	<<drug:Carboplatin>>/<<drug:Etoposide>> + <<drug:Atezolizumab>> (<<trial:IMpower133>>)
[[PERSON:{n2g}]] [[PERSON:{n2s}]]	[[SSN:{chi3}]]	<<condition:mesothelioma>>, ex-shipyard, <<finding:epithelioid>>	<<drug:Nivolumab>> + <<drug:Ipilimumab>> (<<trial:CheckMate 743>>); IIDB form
<<department:Renal>>
[[PERSON:{word}]] [[PERSON:{ps}]], aged [[AGE:{age}]] - <<condition:CKD 4>>, <<lab:eGFR 22>>; <<test:contrast CT>> needs <<procedure:pre-hydration>>. On <<drug:Forxiga>> (<<trial:DAPA-CKD>>).
Actions: CNS [[PERSON:{n1gl}]] to phone [[PERSON:{pg}]] on [[PHONE:{mob}]] ([[ADDRESS:{street}]], [[ZIP:{pc}]]); GP Dr [[PERSON:{d2g}]] [[PHONE:{ph2}]]
<<guideline:SIGN 137>>, <<guideline:Scottish Cancer Referral Guidelines>>; 31/62 day pathway - breach date [[DATE:{uA}]].
Hospital nos [[MRN:{mrn}]], [[MRN:{mrn2}]]; MDT ref [[ID:{ref}]]; GMC [[LICENSE:{gmc}]]; Board code [[HEALTH_PLAN_ID:{hpid}]]; Fund acct [[ACCOUNT:{acct}]]
Minutes [[URL:{url}]] ([[IP_ADDRESS:{ip}]]), to [[EMAIL:{email2}]]. Patient transport [[VEHICLE_ID:{rego}]]; EBUS scope [[DEVICE_ID:{dev}]]
Next MDM [[DATE:{uB}]]; patient email [[EMAIL:{email}]]; born [[DATE:{bA}]]"""

DIALYSIS_SC = """<<heading:HAEMODIALYSIS RUN SHEET>> - [[LOCATION:{clinic}]] satellite unit (<<department:Renal Services>>, [[LOCATION:{hospital}]])
Session [[DATE:{tA}]]  Shift 2  Chair 6   Machine <<device:Fresenius 5008S>> no. [[DEVICE_ID:{dev}]]
Patient [[PERSON:{PTC}]]   CHI [[SSN:{chi}]]   Unit no [[MRN:{mrn2}]]   Renal Reg no [[ID:{ref}]]
Home [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]   Wife [[PERSON:{rg}]] [[PHONE:{mob}]]
Consultant Dr [[PERSON:{d1g} {d1s}]] (GMC [[LICENSE:{gmc}]])   Named nurse [[PERSON:{n1g} {n1s}]]
<<condition:ESKD>> secondary to <<condition:IgA nephropathy>>; <<procedure:L radiocephalic AVF>>, <<procedure:buttonhole needling>>.
Prescription: 4 h, <<lab:Qb 350>>, <<lab:Qd 500>>, dialysate <<lab:K 2 Ca 1.25>>, <<drug:Heparin>> <<dose:2000 units bolus + 1000 units/h>>. Dry weight <<finding:74.5 kg>>.
Pre: weight <<finding:77.1 kg>>, <<vital:BP 168/92>>, <<vital:HR 78>>, <<vital:Temp 36.6>>. Post: weight <<finding:74.9 kg>>, <<vital:BP 132/80>>.
UF goal <<dose:2.6 L>> achieved. Cramp at 3 h - <<drug:0.9% saline>> <<dose:200 mL>>. <<lab:Kt/V 1.38>>, <<lab:URR 71%>> (monthly bloods [[DATE:{vC}]]).
Meds given on HD: <<drug:Mircera>> <<dose:120 mcg>>, <<drug:Venofer>> <<dose:100 mg>>, <<drug:Alfacalcidol>> <<dose:0.5 mcg>>. <<lab:Hb 98>>, <<lab:PO4 2.1>>, <<lab:PTH 48>> - <<drug:Sevelamer>> increased.
<<department:Renal>>
Ferry cancelled on [[DATE:{vA}]] so short run; transport from [[LOCATION:{town2}]] in taxi [[VEHICLE_ID:{rego}]] (driver [[PERSON:{word}]]).
Holiday dialysis request to [[LOCATION:{hosp2}]] for [[DATE:{uB}]] - sent by [[EMAIL:{email2}]]; MRSA screen <<finding:negative>>, <<test:HBsAg>> <<finding:negative>>.
Transplant list: <<service:Scottish Transplant Unit>>, <<finding:suspended>> pending <<test:coronary angiogram>>.
Patient app [[URL:{url}]], logged in from [[IP_ADDRESS:{ip}]]; patient email [[EMAIL:{email}]]
Travel claims acct [[ACCOUNT:{acct}]]; Board code [[HEALTH_PLAN_ID:{hpid}]]; pharmacist GPhC [[LICENSE:{gphc}]]
Signed on [[PERSON:{n1gl}]] / off [[PERSON:{n2gl}]]; HCSW [[PERSON:{ini}]].[[PERSON:{n2s}]]"""

DIALYSIS_AU = """<<heading:Far West Renal Unit>> | <<heading:HD TREATMENT RECORD>> | [[DATE:{tE}]]
Name | [[PERSON:{pg} {ps}]] ([[PERSON:{wordl}]] to family) | UR [[MRN:{mrn2}]] | DOB [[DATE:{bA}]]
Medicare | [[HEALTH_PLAN_ID:{medicare}]] | IHI [[SSN:{ihi}]] | Aboriginal Liaison [[PERSON:{rg} {rs}]] [[PHONE:{ph2}]]
Address | [[ADDRESS:{street}]], [[LOCATION:{town}]] NSW [[ZIP:{pc}]] | mob [[PHONE:{mob}]]
Nephrologist | Dr [[PERSON:{d1s}]] AHPRA [[LICENSE:{ahpra}]] | visits from [[LOCATION:{hospital}]] monthly
Access | <<procedure:Tunnelled CVC>> R IJ (<<device:Palindrome>>) - <<drug:TauroLock>> lock; fistula maturing
Machine | <<device:Nipro Surdial X>> [[DEVICE_ID:{dev}]] | Chair 3 | Nurse [[PERSON:{n1gl}]] [[PERSON:{n1s}]]
Pre | wt <<finding:92.4 kg>> | <<vital:BP 174/98>> | <<lab:BGL 13.2>> | <<lab:K 6.1>>
Run | 3.5 h (cut short, <<symptom:cramps>>) | <<lab:Qb 300>> | UF <<dose:3.1 L>> | <<drug:Clexane>> <<dose:40 mg>>
Post | wt <<finding:89.6 kg>> | <<vital:BP 138/84>>
Meds | <<drug:Aranesp>> <<dose:40 mcg>> weekly, <<drug:Resonium A>> <<dose:15 g>> given, <<drug:Calcitriol>> <<dose:0.25 mcg>>, <<drug:Lantus>> <<dose:22 units>> nocte
Bloods | <<lab:Hb 91>> | <<lab:Albumin 31>> | <<lab:URR 64%>> - below target <<guideline:KHA-CARI>>
<<department:Nephrology>>
Notes | Missed Tuesday run ([[DATE:{vB}]]) - sorry business in [[LOCATION:{town2}]]. Bus [[VEHICLE_ID:{rego}]] to be arranged with [[PERSON:{word2}]] at [[LOCATION:{clinic}]].
Remote home HD training enquiry - email [[EMAIL:{email}]]; PATS claim [[ACCOUNT:{acct}]]; Centrelink ref [[ID:{crn}]]
Chart [[URL:{url}]] | workstation [[IP_ADDRESS:{ip}]] | Next review [[DATE:{uC}]] | cc [[EMAIL:{email2}]]"""

OUTBREAK_CA = """<<heading:INFECTION PREVENTION AND CONTROL - OUTBREAK LINE LIST>>
Facility: [[LOCATION:{hospital}]], 3 North (<<department:Medicine>>)   Outbreak # [[ID:{outb}]]   Declared [[DATE:{vF}]]
Organism: <<condition:Norovirus GII>> (<<test:PCR>>)   Case definition: 2+ loose stools/24 h or vomiting x2, per <<guideline:PIDAC Best Practices>>
Lead: [[PERSON:{n1g} {n1s}]], ICP, [[PHONE:{ph}]], [[EMAIL:{email2}]]   MOH: Dr [[PERSON:{d1g} {d1s}]] (CPSM [[LICENSE:{cpso}]])
#	Name	MRN	Room	Onset	Symptoms	Specimen
1	[[PERSON:{PTC}]]	[[MRN:{mrn2}]]	312B	[[DATE:{vF}]]	<<symptom:V x3>>, <<symptom:D x4>>	<<test:stool PCR>> <<finding:pos>>
2	[[PERSON:{rg} {rs}]]	[[MRN:{mrn}]]	314A	[[DATE:{vH}]]	<<symptom:D x2>>, <<vital:T 38.1>>	<<finding:pending>>
3	[[PERSON:{PSU}]], [[PERSON:{word}]]	PHIN [[HEALTH_PLAN_ID:{phn}]]	316	[[DATE:{tF}]]	<<symptom:vomiting>>	<<finding:pos>>
Staff	[[PERSON:{n2gl}]] [[PERSON:{n2s}]] (HCA)	emp [[ID:{emp}]]	-	[[DATE:{tH}]]	<<symptom:D x3>>	off 48 h
Visitor	[[PERSON:{d2g}]] (daughter of #1), [[PHONE:{ph2}]]	-	-	[[DATE:{vF}]]	<<symptom:vomiting>>	not tested
Measures: unit closed to admissions; <<procedure:Contact Plus precautions>>; <<drug:Accel TB>> wipes replaced by <<drug:bleach 5000 ppm>>; <<drug:Gravol>> <<dose:25 mg>> <<freq:PRN>>; <<drug:Ringer's lactate>> for #1.
<<department:Public Health>>
Notified Public Health [[DATE:{tF}]] by fax [[PHONE:{fax}]]. Daily count to [[URL:{url}]] from IPAC PC [[IP_ADDRESS:{ip}]].
Housekeeping van [[VEHICLE_ID:{rego}]] for linen; <<device:UV-C robot>> s/n [[DEVICE_ID:{dev}]].
#1 home [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] (LTC transfer from [[LOCATION:{town2}]]). SIN on old chart [[SSN:{sin}]]. Billing [[ACCOUNT:{acct}]]; patient email [[EMAIL:{email}]]
Outbreak declared over [[DATE:{uF}]] if no new cases (2 incubation periods)."""

OUTBREAK_UK = """<<heading:IPC INCIDENT LOG>> - <<condition:COVID-19>> / <<condition:Influenza A>> cluster - [[LOCATION:{hospital}]]
Ward [[LOCATION:{town2}]] (<<department:Care of the Elderly>>)   Incident ref [[ID:{outb}]]   Datix [[ID:{job}]]
OCT chair: Dr [[PERSON:{d1g} {d1s}]], Consultant Microbiologist, GMC [[LICENSE:{gmc}]]; IPC nurse [[PERSON:{n1g}]] ([[PHONE:{ph2}]])
[[DATE:{vD}]]: Bay C - [[PERSON:{PTC}]], aged [[AGE:{age}]], NHS [[SSN:{nhs}]], <<test:Flu A PCR>> <<finding:positive>>; <<drug:Oseltamivir>> <<dose:75 mg>> <<freq:BD>> x5 (<<lab:CrCl 52>>).
[[DATE:{vA}]]: bed 4 [[PERSON:{word}]] [[PERSON:{rs}]] ([[MRN:{mrn}]]) <<test:SARS-CoV-2 PCR>> <<finding:positive, Ct 24>> - <<drug:Paxlovid>> not given (on <<drug:Amiodarone>>); <<drug:Molnupiravir>> per <<guideline:NICE TA878>>.
Contacts: beds 1-6 screened; <<drug:Oseltamivir>> <<dose:75 mg>> <<freq:OD>> prophylaxis x10 days per <<guideline:UKHSA guidance>>.
Staff: HCSW [[PERSON:{n2gl}]], RN [[PERSON:{N1SU}]] off sick from [[DATE:{tA}]].
<<department:Microbiology>>
Relatives: [[PERSON:{rg}]] (son of bed 4) told by phone [[PHONE:{mob}]]; visiting restricted.
Bed 4 home address [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - discharge delayed, care package via [[EMAIL:{email}]].
Mattress (<<device:Dyna-Form Mercury>>) asset [[DEVICE_ID:{dev}]] sent for decon in van [[VEHICLE_ID:{rego}]].
Ward reopened [[DATE:{uB}]]. <<guideline:PHW>> notified; GP practice [[HEALTH_PLAN_ID:{hpid}]]; Trust finance code [[ACCOUNT:{acct}]]
Log [[URL:{url}]] edited from [[IP_ADDRESS:{ip}]]; <<trial:PANORAMIC>> enrolment declined; sent to [[EMAIL:{email2}]]
Entered [[PERSON:{n1sl}]]/[[PERSON:{d1sl}]] [[DATE:{tB}]]"""

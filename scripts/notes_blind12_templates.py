# ruff: noqa: E501
"""The fourteen hand-written templates of notes_blind12 (two per family, three notes each).
`[[TYPE:value]]` marks gold PHI, `<<kind:value>>` a clinical value that must be kept; `{key}`
is filled from scripts/blind12_fill.py (shared keys, region-specific shapes)."""

from __future__ import annotations

WOUND_ZA = """<<heading:WOUND ASSESSMENT & TREATMENT CHART>> - <<service:Community Based Services>>, [[LOCATION:{clinic}]]
Client: [[PERSON:{pSU} {pg}]]   ID no: [[SSN:{ssn}]]   Folder: [[MRN:{mrn}]]   Med aid: [[HEALTH_PLAN_ID:{plan}]]
Res: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Cell [[PHONE:{mob}]]   NOK [[PERSON:{rg}]] (works nights, SMS only)
Date of visit: [[DATE:{tO}]]   Wound since [[DATE:{wB}]]   Ref by Dr [[PERSON:{d1s}]] ([[LICENSE:{lic}]]) at [[LOCATION:{hospital}]]
Hx: <<condition:T2DM>> on <<drug:Metformin>> <<dose:850 mg>> <<freq:bd>> + <<drug:Gliclazide MR>> <<dose:60 mg>>; <<lab:HbA1c 10.2%>>; <<condition:PAD>>, <<test:ABPI>> <<finding:0.62>> R. Smokes 10/day. Also <<eponym:Addison's disease>> on <<drug:Hydrocortisone>> <<dose:10/5/5 mg>>; Dr [[PERSON:{cs}]] (<<department:Endocrinology>>) reviews the steroid plan.
Wound: <<finding:R lateral malleolus>>, <<finding:4.2 x 3.1 x 0.4 cm>>, 60% <<finding:slough>>, 40% <<finding:granulation>>, <<finding:moderate serous exudate>>, <<finding:maceration 0.5 cm>>. <<score:TIME>> framework used.
<<score:Braden 14>> - <<score:Waterlow 18>> - <<score:PUSH 12>> - <<test:Doppler>> <<finding:biphasic DP>>
Plan: cleanse <<drug:Prontosan>>, <<drug:Iodosorb>> to slough, <<device:Aquacel Ag+ Extra>> secondary <<device:Mepilex Border Flex 10 x 10>>, <<device:Coban 2 Lite>> (reduced compression, ABPI under 0.8). <<drug:Flucloxacillin>> <<dose:500 mg>> <<freq:qid>> x 7 days per <<guideline:SA EML PHC 2024>>.
Sister [[PERSON:{n1gl}]] uploaded photo [[PERSON:{psa}]]_[[DATE:{tK}]]_RLM.jpg to [[URL:{url}]] from clinic tablet [[IP_ADDRESS:{ip}]]; Doppler s/n [[DEVICE_ID:{dev3}]] (<<device:Huntleigh Dopplex DMX>>).
<<device:Smith+Nephew PICO 7>> considered, unit [[DEVICE_ID:{dev}]] on loan until [[DATE:{uA}]].
Transport: son's bakkie [[VEHICLE_ID:{rego}]]; HomeCare account [[ACCOUNT:{acct}]]; referral [[ID:{idno}]]. Vascular OPD at [[LOCATION:{hosp2}]].
<<department:Vascular>>
Next visit [[DATE:{uL}]] - [[PERSON:{n1g} {n1s}]], PN ([[LICENSE:{lic2}]]), queries to [[EMAIL:{email3}]]"""

WOUND_JM = """<<heading:DISTRICT NURSING - LEG ULCER / PRESSURE INJURY RECORD>>
[[LOCATION:{clinic}]] | Parish: [[LOCATION:St Catherine]] | Docket [[MRN:{mrn}]]
Patient: [[PERSON:{pg} {ps}]]  called "[[PERSON:{word}]]" by family   DOB [[DATE:{bA}]] ([[AGE:{age}]] yrs)   TRN [[SSN:{ssn}]]
Address [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]   Next of kin [[PERSON:{rg} {rs}]] [[PHONE:{mob}]]
Insurer Sagicor [[HEALTH_PLAN_ID:{plan}]]   NHF card also held.   Seen [[DATE:{tC}]]
PMHx: <<eponym:Graves' disease>> (RAI 1990s) now <<drug:Levothyroxine>> <<dose:75 mcg>> <<freq:od>>; <<condition:HTN>>, <<condition:CCF>> EF 35%; <<condition:sickle cell trait>>.
<<heading:Pressure injury>>: sacrum, <<finding:Category 3>>, <<finding:5 x 4 cm>>, undermining 1 cm at 12 o'clock. <<score:Braden 11>>, <<score:MUST 2>>, <<test:Albumin>> <<lab:28 g/L>>.
<<heading:Leg ulcer>>: L gaiter, <<condition:venous>>, <<test:ABPI>> <<finding:0.94>>. <<procedure:4-layer bandaging>> (<<device:Profore>>).
Dressing: <<drug:Medihoney>> gel, <<device:Allevyn Life 15.4 cm>>; <<device:alternating air mattress>> s/n [[DEVICE_ID:{dev2}]] requested; <<drug:Paracetamol>> <<dose:1 g>> <<freq:qds>>.
Thyroid follow-up with Dr [[PERSON:{cs}]], <<department:Endocrinology>>; <<test:TSH>> <<lab:2.1 mU/L>>.
<<guideline:EPUAP/NPIAP 2019>> staging. Photos: [[PERSON:{pgl}]]-[[PERSON:{psl}]]-sacrum-[[DATE:{tP}]].png uploaded [[URL:{url}]].
Nurse: [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])  | MO Dr [[PERSON:{d1gi}. {d1s}]] [[LICENSE:{lic}]]
Pharmacy acct [[ACCOUNT:{acct2}]]; visit request [[ID:{idno3}]]; JUTC route, neighbour drives taxi [[VEHICLE_ID:{rego}]].
Next [[DATE:{uF}]]. e-mail family [[EMAIL:{email}]]; district office PC [[IP_ADDRESS:{ip}]]"""

DIET_SG = """<<heading:DIETETICS REVIEW - HOME ENTERAL NUTRITION>>  [[LOCATION:{clinic}]] / [[LOCATION:{hospital}]]
Name: [[PERSON:{pSU} {pg}]]   NRIC [[SSN:{ssn}]]   MRN [[MRN:{mrn}]]   Ward 9{bed}   Review [[DATE:{tM}]]
Addr: [[ADDRESS:{street}]], Singapore [[ZIP:{pc}]] ([[LOCATION:{town}]])   HP [[PHONE:{mob}]]   Caregiver: FDW [[PERSON:{g7}]], son [[PERSON:{rg}]] [[PHONE:{ph}]]
Insurer [[HEALTH_PLAN_ID:{plan}]]; MediSave a/c [[ACCOUNT:{acct}]]
Dx: <<condition:Nasopharyngeal carcinoma>> post <<procedure:chemoradiation>> (completed [[DATE:{wE}]]), <<condition:radiation-induced dysphagia>>, <<condition:PEG in situ>>.
<<test:FEES>> [[DATE:{vB}]]: <<finding:silent aspiration thin fluids>>; <<score:IDDSI Level 0>> unsafe, <<score:IDDSI 4>> trial only. <<score:PAS 8>>.
Anthro: Wt 48.2 kg (UBW 57 kg), <<vital:BMI 17.9>>, <<finding:11% wt loss in 3 mo>>. <<score:SGA C>>, <<score:NRS-2002 5>>, <<test:HGS>> 14 kg.
Labs: <<lab:Na 131>>, <<lab:PO4 0.62>>, <<lab:Mg 0.68>> - refeeding risk per <<guideline:NICE CG32>>; <<drug:Thiamine>> <<dose:100 mg>> <<freq:om>> x 10/7.
Regimen: <<drug:Ensure Plus Advance>> / <<drug:Nutren Optimum>> <<dose:1500 mL>> via <<device:Kangaroo Joey>> pump s/n [[DEVICE_ID:{dev}]] at 75 mL/h x 20 h, flush 50 mL 4-hrly. <<device:Freka PEG 15 Fr>> placed by Dr [[PERSON:{d1g} {d1s}]].
Goal 1800 kcal, 75 g protein (1.5 g/kg). <<drug:Lansoprazole FDT>> <<dose:30 mg>> via PEG.
Signed: [[PERSON:{n1g} {n1s}]], Senior Dietitian ([[LICENSE:{lic2}]]); cc Dr [[PERSON:{d2s}]] ([[LICENSE:{lic}]]) <<department:ENT>>
Next tele-review [[DATE:{uL}]] on [[URL:{url}]]; caregiver e-mail [[EMAIL:{email}]]; workstation [[IP_ADDRESS:{ip}]]
Feed delivery to lorry-bay; son's car [[VEHICLE_ID:{rego}]]; MSW referral [[ID:{idno}]]"""

DIET_EN = """<<department:Dietetics>>
<<heading:Home Enteral Feeding Team - annual review>> | [[LOCATION:{clinic}]]
[[PERSON:{PTC}]] | DOB [[DATE:{bE}]] | age [[AGE:{age}]] | NHS [[SSN:{ssn}]] | Hosp [[MRN:{mrn}]] | GP [[HEALTH_PLAN_ID:{plan}]]
Lives [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] with spouse [[PERSON:{rg}]] (LPA). Tel [[PHONE:{ph}]] / [[PHONE:{mob}]]
Visit [[DATE:{tD}]] by [[PERSON:{n1g} {n1s}]] RD, HCPC [[LICENSE:{lic2}]]
Indication: <<condition:Parkinson's disease>> (dx [[DATE:{wG}]]) with <<symptom:dysphagia>>; <<procedure:RIG>> [[DATE:{vA}]]. GP Dr [[PERSON:{cs}]] at [[LOCATION:{site}]] agrees with the plan.
Meds via tube: <<drug:Madopar dispersible>> <<dose:62.5 mg>> <<freq:5x/day>> (time-critical, <<guideline:Get It On Time>>), <<drug:Rotigotine patch>> <<dose:4 mg/24 h>>, <<drug:Movicol>> 1 sachet.
Feed: <<drug:Nutrison Multi Fibre>> <<dose:1000 mL>> + <<drug:Fortisip Compact Protein>> bolus, <<device:Flocare Infinity>> pump [[DEVICE_ID:{dev2}]]; protein redistributed away from levodopa doses.
Weight 61.3 kg, <<vital:BMI 20.1>>; <<score:MUST 1>>; <<score:Hoehn and Yahr 4>>; <<score:MDS-UPDRS III 48>>. <<test:U&E>> normal, <<lab:vitamin D 31 nmol/L>> -> <<drug:Colecalciferol>> <<dose:800 units>>.
Stoma: <<finding:overgranulation 3 mm>> -> <<drug:Kenalog>> cream; balloon water 5 mL checked.
<<service:Speech and Language Therapy>> and <<service:PD Nurse Specialist>> aware. Consultant Dr [[PERSON:{d1gi} {d1s}]] (GMC [[LICENSE:{lic}]]).
Nutricia Homeward ref [[ID:{idno3}]], supply account [[ACCOUNT:{acct2}]]; Blue Badge car [[VEHICLE_ID:{rego}]].
Letter saved as HEF_[[PERSON:{psa}]]_[[DATE:{tK}]].docx via [[URL:{url}]] from [[IP_ADDRESS:{ip}]]; copy to [[EMAIL:{email2}]] and spouse [[EMAIL:{email}]]
Review [[DATE:{uB}]]"""

IR_HK = """<<heading:INTERVENTIONAL RADIOLOGY PROCEDURE RECORD>> - <<department:Radiology>>, [[LOCATION:{hospital}]]
Patient: [[PERSON:{pSU} {pg}]]   HKID [[SSN:{ssn}]]   HN [[MRN:{mrn}]]   Age [[AGE:{age}]]   DOB [[DATE:{bG}]]
Addr [[ADDRESS:{street}]], [[LOCATION:{town}]]   Tel [[PHONE:{ph}]]   NOK [[PERSON:{rg} {rSU}]] [[PHONE:{mob}]]
CSMS eligible, card [[HEALTH_PLAN_ID:{plan}]]   Procedure date [[DATE:{tJ}]]   Booking [[ID:{idno}]]
Indication: <<condition:obstructive jaundice>>, <<condition:hilar cholangiocarcinoma>> <<finding:Bismuth IIIa>>; <<lab:bilirubin 214>>, <<lab:INR 1.3>>, <<lab:Plt 188>>. <<score:ECOG 2>>.
Procedure: <<procedure:PTBD>> right + <<procedure:metal stent>> (<<device:Boston Wallflex 10 x 80 mm>>), <<device:Cook 8.5 Fr Dawson-Mueller>> drain.
Consent by Dr [[PERSON:{d1SU} {d1g}]] (MCHK [[LICENSE:{lic}]]). Sedation <<drug:Midazolam>> <<dose:2 mg>> + <<drug:Fentanyl>> <<dose:50 mcg>>; <<drug:Cefazolin>> <<dose:1 g>>.
Contrast <<drug:Omnipaque 300>> 35 mL. Fluoro 11.2 min, <<finding:DAP 48 Gy.cm2>>. <<device:Siemens Artis Q>> room 2; US <<device:Philips EPIQ 7>> s/n [[DEVICE_ID:{dev3}]].
Complications: <<finding:nil immediate>>. <<score:SIR adverse event grade A>>. Post-proc: bed rest 4 h, <<vital:BP q15m>>.
Note: a clerk called out the English name "[[PERSON:{word}]]" in the waiting room; complaint [[ID:{idno3}]].
<<guideline:CIRSE 2021>> checklist done. Nurse [[PERSON:{n1g} {n1SU}]] ([[LICENSE:{lic2}]]); radiographer [[PERSON:{n2gl}]].
Images PACS acc [[ACCOUNT:{acct}]]; export [[PERSON:{pga}]]_[[PERSON:{psa}]]_PTBD_[[DATE:{tK}]].dcm to [[URL:{url}]] via [[IP_ADDRESS:{ip}]]; family e-mail [[EMAIL:{email}]]
Non-emergency ambulance plate [[VEHICLE_ID:{rego}]] collected the patient. Drain review [[DATE:{uM}]] with Dr [[PERSON:{d2s}]]."""

IR_PH = """<<heading:IR OUTPATIENT SUITE - PROCEDURE NOTE>> ([[LOCATION:{clinic}]])
Pt: [[PERSON:{ps}, {pg} {rs}]]   PhilSys [[SSN:{ssn}]]   PhilHealth PIN [[HEALTH_PLAN_ID:{plan}]]   Hosp # [[MRN:{mrn}]]
Address: [[ADDRESS:{street}]], [[LOCATION:Brgy. San Roque]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mobile [[PHONE:{mob}]]   Spouse [[PERSON:{rg}]] (seafarer, abroad) [[EMAIL:{email}]]
DOB [[DATE:{bH}]]   Date: [[DATE:{tH}]]   Referred by Dr [[PERSON:{d1g} {d1s}]], PRC Lic. [[LICENSE:{lic}]], <<department:Nephrology>>
Indication: <<condition:ESKD>> on <<procedure:HD>> 3x/wk, <<condition:AVF dysfunction>> L brachiocephalic; <<test:Duplex>> <<finding:juxta-anastomotic stenosis 70%>>, <<finding:flow 380 mL/min>>.
Procedure: <<procedure:fistuloplasty>> with <<device:Mustang 6 x 40 mm>> balloon, then <<device:Lutonix 035 DCB 6 x 60>>; <<drug:Heparin>> <<dose:3000 units>> IV; <<drug:Lidocaine 2%>> local.
Result: <<finding:residual stenosis under 30%>>, thrill restored. <<score:Mallampati II>>, <<score:ASA 3>>. <<vital:BP 162/94>> pre, <<vital:148/88>> post.
Meds: <<drug:Amlodipine>> <<dose:10 mg>> <<freq:OD>>, <<drug:Sevelamer>> <<dose:800 mg>> <<freq:TID>>, <<drug:Epoetin alfa>> <<dose:4000 IU>> <<freq:2x/wk>>, <<drug:Clopidogrel>> <<dose:75 mg>> continue.
<<guideline:KDOQI 2019>> vascular access. Trial screen: not eligible for <<trial:PATENCY-2>>.
RT [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); nurse [[PERSON:{n2gl}]].
Billing SOA [[ACCOUNT:{acct2}]]; Malasakit ref [[ID:{idno}]]; images [[URL:{url}]] from [[IP_ADDRESS:{ip}]]; fluoro unit s/n [[DEVICE_ID:{dev}]].
Tricycle driver nephew [[PERSON:{g7}]] - plate [[VEHICLE_ID:{rego}]]. Next HD [[DATE:{uA}]] at [[LOCATION:{hosp2}]]; clinic tel [[PHONE:{ph}]]"""

ANTICOAG_MY = """<<heading:KLINIK WARFARIN - INR MONITORING RECORD>>
Klinik: [[LOCATION:{clinic}]]   RN: [[MRN:{mrn}]] (RN here is the hospital registration no.)   MyKad [[SSN:{ssn}]]
Nama: [[PERSON:{pg} {ps}]] (waris [[PERSON:{rg}]])   Tel [[PHONE:{mob}]]   Alamat [[ADDRESS:{street}]], [[ZIP:{pc}]] [[LOCATION:{town}]], Pulau Pinang
Insurance [[HEALTH_PLAN_ID:{plan}]]   Date [[DATE:{tA}]]   Pharmacist [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])
Indication: <<condition:AF>> + <<condition:mechanical MVR>> (On-X, [[DATE:{wB}]]), target <<lab:INR 2.5-3.5>>. <<score:CHA2DS2-VASc 4>>, <<score:HAS-BLED 2>>, <<score:SAMe-TT2R2 3>>.
Today <<lab:INR 1.8>> on <<device:CoaguChek XS Pro>> s/n [[DEVICE_ID:{dev3}]]; <<lab:TTR 52%>> (<<test:Rosendaal>>). Missed 2 doses over Deepavali.
Dose: <<drug:Warfarin>> <<dose:3 mg>> Mon-Fri, <<dose:4 mg>> Sat-Sun (weekly 23 mg, +10%). <<drug:Bisoprolol>> <<dose:2.5 mg>> <<freq:OD>>; <<drug:Atorvastatin>> <<dose:20 mg>> <<freq:ON>>.
Interactions: <<drug:Tongkat Ali>> and <<drug:Ginkgo>> stopped; <<drug:Fluconazole>> from Klinik Kesihatan - counselled.
DOAC not an option (<<condition:mechanical valve>>; <<trial:RE-ALIGN>>). Diet: ulam raja, kangkung - vitamin K steady.
<<symptom:No bleeding>>, <<finding:no bruising>>. <<guideline:MOH CPG AF 2021>>.
Next INR [[DATE:{uJ}]]. Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]), <<department:Cardiology>>.
SMS reminder to [[PERSON:{g8}]] [[PHONE:{ph}]]; e-mail [[EMAIL:{email}]]; e-Warfarin record [[URL:{url}]] (terminal [[IP_ADDRESS:{ip}]]); appt [[ID:{idno2}]]
Parking pass car [[VEHICLE_ID:{rego}]]; pharmacy acct [[ACCOUNT:{acct}]]"""

ANTICOAG_NI = """<<heading:ANTICOAGULANT SERVICE - DOSING RECORD>> - [[LOCATION:{clinic}]]
[[PERSON:{PTC}]] (middle initial [[PERSON:{ini2}]])   H&C [[SSN:{ssn}]]   Hosp [[MRN:{mrn}]]   DOB [[DATE:{bI}]]   Age [[AGE:{age}]]   GP cypher [[HEALTH_PLAN_ID:{plan}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Landline [[PHONE:{ph}]]   NOK [[PERSON:{rg} {ps}]] [[PHONE:{mob}]] / [[EMAIL:{email}]]
Indication: <<condition:VTE>> recurrent ([[DATE:{wA}]]) + <<condition:AF>>; <<condition:CKD G4>> (<<lab:eGFR 24>>, <<lab:CrCl 19 mL/min>>). Ward clerk [[PERSON:{cs}]] booked the domiciliary visits.
<<score:CHA2DS2-VASc 5>>, <<score:HAS-BLED 3>>, <<score:ORBIT 2>>, <<score:Rockwood CFS 6>>.
<<drug:Apixaban>> <<dose:2.5 mg>> <<freq:bd>> stopped -> <<drug:Warfarin>> (CrCl under 25, <<trial:ARISTOTLE>> excluded CrCl below 25). <<lab:INR 3.9>> today, <<dose:skip 1 dose>> then <<dose:2 mg>> daily.
Checked on <<device:CoaguChek Pro II>> s/n [[DEVICE_ID:{dev2}]]; venous <<test:INR>> sent. <<lab:Hb 101>>. <<symptom:Melaena>> denied. <<eponym:Barrett's oesophagus>> on <<drug:Omeprazole>> <<dose:20 mg>>.
Advised <<guideline:BSH 2011>> / <<guideline:NICE NG196>>. Yellow book given.
Community nurse [[PERSON:{n1gl} {n1sl}]] (NMC [[LICENSE:{lic2}]]) to do domiciliary INR [[DATE:{uC}]]; consultant haematologist Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]].
<<department:Haematology>>
DAWN record [[ID:{idno}]]; dosing letter [[PERSON:{psa}]]-inr-[[DATE:{tE}]].pdf -> [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); reception ([[PERSON:{n2gl}]]) rang family.
Transport: Rural Transport car [[VEHICLE_ID:{rego}]]; prescription charge acct [[ACCOUNT:{acct2}]]"""

VENT_US = """<<heading:HOME MECHANICAL VENTILATION - RT VISIT NOTE>>  [[LOCATION:{clinic}]]
Pt: [[PERSON:{pt}]]   MRN [[MRN:{mrn}]]   DOB [[DATE:{bN}]]   SSN [[SSN:{ssn}]]   Medicare MBI [[HEALTH_PLAN_ID:{plan}]]
Home: [[ADDRESS:{street}]], [[LOCATION:{town}]], MA [[ZIP:{pc}]]   Ph [[PHONE:{ph}]]   Spouse/HCP [[PERSON:{rg} {ps}]] [[PHONE:{mob}]]
Visit [[DATE:{tN}]] 10:40   RT: [[PERSON:{n1g} {n1s}]], RRT (NPI [[LICENSE:{lic}]])   Pulm: Dr [[PERSON:{d1s}]] (DEA [[LICENSE:{lic2}]])
Dx: <<condition:ALS>> bulbar onset (dx [[DATE:{wN}]]), <<procedure:trach>> [[DATE:{vF}]]. <<score:ALSFRS-R 17>>. <<eponym:Cushing's syndrome>> hx from steroids; covering pulmonologist Dr [[PERSON:{cs}]] agrees.
Vent: <<device:Philips Trilogy Evo>> s/n [[DEVICE_ID:{dev}]], mode <<finding:AC/VC>>, <<finding:Vt 450 mL>>, <<finding:RR 14>>, <<finding:PEEP 5>>, <<finding:FiO2 28%>>. Backup <<device:ResMed Astral 150>> s/n [[DEVICE_ID:{dev3}]].
<<device:Shiley 6 DCFS>> changed; <<device:Passy-Muir PMV 007>> trial 20 min. Cough assist <<device:CoughAssist E70>> +40/-40.
<<vital:SpO2 96%>>, <<vital:EtCO2 41>>, <<vital:HR 88>>. Secretions thick -> <<drug:Glycopyrrolate>> <<dose:1 mg>> <<freq:TID>> via G-tube; <<drug:Riluzole>> <<dose:50 mg>> <<freq:BID>>; <<drug:Relyvrio>> stopped after <<trial:PHOENIX>>.
<<guideline:AARC 2023>> home vent guidance; alarms tested. Emergency plan filed with Eversource (life-support customer acct [[ACCOUNT:{acct}]]) and fire dept.
Adult child [[PERSON:{word}]] (yes, that is the name) trained in suctioning. <<service:Hospice of the South Shore>> not yet.
Case [[ID:{idno}]]; DME order [[ID:{idno3}]]. Remote monitoring [[URL:{url}]] modem [[IP_ADDRESS:{ip}]]; team inbox [[EMAIL:{email2}]]
Accessible van plate [[VEHICLE_ID:{rego}]]. Next visit [[DATE:{uN}]] - <<department:Pulmonary>>"""

VENT_NS = """<<heading:Respiratory Therapy - Home NIV Clinic>>
[[LOCATION:{clinic}]] / [[LOCATION:{hosp2}]]
Client [[PERSON:{PTC}]] ("[[PERSON:{word}]]")   MSI [[HEALTH_PLAN_ID:{plan}]]   SIN on file [[SSN:{ssn}]]   Unit # [[MRN:{mrn}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]], NS [[ZIP:{pc}]]   [[PHONE:{ph}]]   partner [[PERSON:{rg} {rs}]] [[PHONE:{mob}]]
Seen [[DATE:{tF}]]; DOB [[DATE:{bF}]]
Dx: <<condition:obesity hypoventilation>> + <<condition:severe OSA>> (<<score:AHI 64>>, [[DATE:{wH}]]); <<eponym:Paget's disease>> of bone; chart flag: another client, [[PERSON:{cs}]], shares the DOB - use two identifiers.
<<test:ABG>> <<lab:pH 7.36>>, <<lab:PaCO2 58>>, <<lab:HCO3 33>>. <<score:ESS 14>>, <<score:STOP-BANG 7>>, <<vital:BMI 47>>.
Device <<device:ResMed Lumis 150 VPAP ST>> s/n [[DEVICE_ID:{dev}]]: <<finding:IPAP 22>>, <<finding:EPAP 10>>, <<finding:BUR 14>>; mask <<device:AirFit F30 M>>; <<finding:usage 6.8 h/night>>, <<finding:leak 18 L/min>>.
<<drug:O2>> bleed-in 2 L/min. <<drug:Semaglutide>> <<dose:1 mg>> weekly; <<drug:Furosemide>> <<dose:40 mg>> <<freq:daily>>. Referred to <<service:Bariatric Surgery>> (<<trial:SURMOUNT-OSA>> discussed).
<<guideline:CTS 2011 home MV>> / <<guideline:AASM 2024>>. Driving: <<guideline:CCMTA medical standards>> - advised no commercial driving; truck plate [[VEHICLE_ID:{rego}]] reported as per NS MVA.
RT [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); respirologist Dr [[PERSON:{d1gi}. {d1s}]] (CPSNS [[LICENSE:{lic}]])
<<department:Respirology>>
Download [[PERSON:{psa}]]_[[PERSON:{pga}]]_[[DATE:{tK}]].edf via [[URL:{url}]], clinic PC [[IP_ADDRESS:{ip}]]; client e-mail [[EMAIL:{email}]]
Equipment loan [[ID:{idno}]], VitalAire acct [[ACCOUNT:{acct2}]]. Follow-up [[DATE:{uH}]]"""

TX_NG = """<<heading:KIDNEY TRANSPLANT CLINIC - FOLLOW-UP>>  [[LOCATION:{clinic}]]
Name: [[PERSON:{pSU}, {pg} {g7}]]   Hosp no [[MRN:{mrn}]]   NIN [[SSN:{ssn}]]   NHIA [[HEALTH_PLAN_ID:{plan}]]
Addr: [[ADDRESS:{street}]], [[LOCATION:{town}]], Lagos [[ZIP:{pc}]]   GSM [[PHONE:{mob}]]   Sibling/donor [[PERSON:{rg} {ps}]] [[PHONE:{ph}]]
Clinic date [[DATE:{tO}]]   Tx date [[DATE:{wD}]] (living related, at [[LOCATION:{hospital}]])   Registry [[ID:{idno}]]
Native disease: <<condition:hypertensive nephrosclerosis>> ?<<condition:APOL1>>. <<condition:HBV>> neg, <<test:HCV Ab>> neg, <<test:CMV>> D+/R+.
Immuno: <<drug:Tacrolimus>> (<<drug:Prograf>>) <<dose:3 mg>> <<freq:bd>> - <<lab:trough 7.8 ng/mL>>; <<drug:Mycophenolate mofetil>> <<dose:750 mg>> <<freq:bd>>; <<drug:Prednisolone>> <<dose:5 mg>> <<freq:od>>. <<drug:Valganciclovir>> done.
<<lab:Creatinine 118 umol/L>>, <<lab:eGFR 62>>, <<lab:uPCR 28>>, <<lab:K 5.4>>, <<lab:BK PCR not detected>>, <<test:DSA>> negative. <<vital:BP 138/86>>.
Counsel: sun protection, <<drug:Amlodipine>> <<dose:5 mg>>; no herbal (bitter leaf, agbo). <<guideline:KDIGO 2009 transplant>>; <<trial:TRANSFORM>> regimen not used (cost).
Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]); CNS [[PERSON:{n1gl}]] ([[LICENSE:{lic2}]])
<<department:Nephrology>>
Middle name "[[PERSON:{word}]]"; pharmacist [[PERSON:{cs}]] dispensed; <<service:Transplant Coordinator>> files by hospital number only.
Drug fund acct [[ACCOUNT:{acct}]] (GTBank ref [[ACCOUNT:{acct2}]]); pharmacy portal [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]
Tac level from <<device:Abbott Architect i1000SR>> analyser s/n [[DEVICE_ID:{dev}]]. Car [[VEHICLE_ID:{rego}]] for BRT parking. Next [[DATE:{uO}]]"""

TX_KE = """<<heading:Renal Transplant Follow-up | Upper Hill>>
patient: [[PERSON:{pgl} {psl}]] | ID no [[SSN:{ssn}]] | SHA [[HEALTH_PLAN_ID:{plan}]] | IP/OP [[MRN:{mrn}]]
[[ADDRESS:{street}]], [[ADDRESS:P.O. Box 4{room}]]-[[ZIP:{pc}]] [[LOCATION:{town}]] | [[PHONE:{mob}]] | spouse [[PERSON:{rg}]] [[PHONE:{ph}]]
seen [[DATE:{tB}]] by Dr [[PERSON:{d1s}]] (KMPDC [[LICENSE:{lic}]]) and [[PERSON:{n1g} {n1s}]] [[LICENSE:{lic2}]]
tx [[DATE:{wB}]] at [[LOCATION:{hospital}]], donor sibling [[PERSON:{g7}]]; <<condition:ESKD>> from <<condition:FSGS>>. <<test:HLA>> 3/6 mismatch. <<score:cPRA 0%>>.
Meds: <<drug:Envarsus XR>> <<dose:5 mg>> <<freq:mane>> (switched from <<drug:Advagraf>>), <<drug:Myfortic>> <<dose:360 mg>> <<freq:bd>>, <<drug:Prednisone>> <<dose:5 mg>>, <<drug:Cotrimoxazole>> <<dose:480 mg>> <<freq:od>>, <<drug:Isoniazid>> <<dose:300 mg>> (<<condition:LTBI>>, <<test:IGRA>> pos).
Labs: <<lab:Cr 142>>, <<lab:Tac level 5.1>>, <<lab:Hb 118>>, <<lab:HbA1c 6.9%>> - <<condition:PTDM>>, <<drug:Linagliptin>> <<dose:5 mg>>. <<test:Renal USS>> <<finding:RI 0.68>>.
Chaperone nurse [[PERSON:{cs}]]; <<department:Cardiology>> letter copied to [[PERSON:{ps}]].
<<guideline:KDIGO 2020 candidate>>; eligible for <<trial:HARMONY>> follow-on? No. <<service:Renal Social Work>> for SHA paperwork.
M-Pesa paybill acct [[ACCOUNT:{acct}]] for tacrolimus; lab request [[ID:{idno2}]]; results [[URL:{url}]] (LIS [[IP_ADDRESS:{ip}]])
boda rider brings samples, plate [[VEHICLE_ID:{rego}]]. <<device:Tacrolimus level on Siemens Atellica>> s/n [[DEVICE_ID:{dev2}]]. e-mail [[EMAIL:{email}]]
next [[DATE:{uA}]]"""

HAEMO_GH = """<<heading:HAEMOPHILIA TREATMENT CENTRE - ANNUAL COMPREHENSIVE REVIEW>>
Centre: [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]
Patient: [[PERSON:{pg} {ps}]] ([[PERSON:{word}]] at school)   Ghana Card (father's) [[SSN:{ssn}]]   NHIS [[HEALTH_PLAN_ID:{plan}]]   Folder [[MRN:{mrn}]]
DOB [[DATE:{bA}]]   Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] GPS [[ZIP:{pc}]]   Parent [[PERSON:{rg} {ps}]] [[PHONE:{mob}]]; parent [[PERSON:{g7}]] [[PHONE:{ph}]]
Review [[DATE:{tB}]]; WFH registry [[ID:{idno}]]
Dx: <<condition:severe haemophilia A>> (<<lab:FVIII under 1%>>), <<test:Bethesda>> <<lab:inhibitor 0.3 BU>> (negative). Intron 22 inversion.
Bleeds: <<score:ABR 6>>, target joint R knee; <<score:HJHS 2.1>> total 14. <<test:HEAD-US>> <<finding:synovitis grade 1>>.
Rx: <<drug:Emicizumab>> (<<drug:Hemlibra>>) <<dose:3 mg/kg>> <<freq:every 2 weeks>> via HHP; breakthrough <<drug:Advate>> <<dose:25 IU/kg>>. <<drug:Tranexamic acid>> for dental work. <<trial:HAVEN 3>> data reviewed with parents.
Physio: <<service:Haemophilia Physiotherapy>>, <<score:FISH 28>>.
<<guideline:WFH Guidelines 2020>>. School letter: no contact sport. <<drug:NSAIDs>> avoided; <<drug:Paracetamol>> ok.
Nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); Dr [[PERSON:{d1gi}. {d1s}-{d2s}]] ([[LICENSE:{lic}]])
<<department:Haematology>>
Cold-chain fridge logger s/n [[DEVICE_ID:{dev}]]; Novo/Roche humanitarian programme acct [[ACCOUNT:{acct2}]]; mobile money [[ACCOUNT:{acct}]].
Bleed app MyWBDR user [[PERSON:{pga}]].[[PERSON:{psa}]] - e-mail [[EMAIL:{email}]]; record [[URL:{url}]] ([[IP_ADDRESS:{ip}]])
Trotro driver uncle, vehicle [[VEHICLE_ID:{rego}]], brings him. Next [[DATE:{uG}]]"""

HAEMO_PK = """<<heading:Bleeding Disorders Clinic - follow-up (English)>>  [[LOCATION:{clinic}]]
MR No: [[MRN:{mrn}]]   CNIC [[SSN:{ssn}]]   Panel/insurer [[HEALTH_PLAN_ID:{plan}]]   Date [[DATE:{tA}]]
Name [[PERSON:{pg}]], guardian [[PERSON:{rg}]] ([[PERSON:{pSU}]] family)   DOB [[DATE:{bO}]]   Cell [[PHONE:{mob}]]   PTCL [[PHONE:{ph}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Sibling [[PERSON:{g7}]] also haemophilic (cousin [[PERSON:{g8}]] - <<condition:VWD type 3>>).
Dx: <<condition:haemophilia B>>, moderate (<<lab:FIX 3%>>), <<test:inhibitor screen>> negative. Consanguinity +.
Joints: <<finding:L elbow arthropathy>>, <<score:HJHS 22>>, <<score:Pettersson 6>>. <<test:X-ray>> [[DATE:{vA}]]. <<condition:HCV Ab positive>> (old plasma), <<test:HCV RNA>> neg after <<drug:Sofosbuvir/Daclatasvir>>.
On-demand <<drug:Factor IX concentrate>> <<dose:40 IU/kg>> (<<drug:Octanine F>> 1000 IU, lot {lot}); <<drug:FEIBA>> not needed. Prophylaxis not affordable; <<drug:Refixia>> via <<service:WFH Humanitarian Aid Program>>.
Physio at [[LOCATION:{site}]]; <<drug:Ibuprofen>> avoided, <<drug:Celecoxib>> <<dose:100 mg>> short course. <<vital:BP 118/76>>.
<<guideline:WFH 2020>>; <<guideline:PHS haemophilia protocol 2022>>. <<trial:HOPE-B>> gene therapy info leaflet given.
Dr [[PERSON:{d1g} {d1s}]] (PMDC [[LICENSE:{lic}]]), nurse [[PERSON:{n1gl}]] ([[LICENSE:{lic2}]])
<<department:Paediatric Haematology>>
Zakat fund acct [[ACCOUNT:{acct}]]; donor bank ref [[ACCOUNT:{acct2}]]. Case [[ID:{idno}]]. Factor fridge s/n [[DEVICE_ID:{dev2}]].
WhatsApp images sent to [[PHONE:{mob}]] - filename IMG-[[DATE:{tK}]]-WA00{room} ([[PERSON:{pgl}]] elbow).jpg; portal [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]
Motorbike [[VEHICLE_ID:{rego}]]. Next [[DATE:{uE}]]"""

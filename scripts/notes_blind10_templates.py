# ruff: noqa: E501
"""The fourteen hand-written templates of notes_blind10 (two per family, three notes each).
`[[TYPE:value]]` marks gold PHI, `<<kind:value>>` a clinical value that must be kept; `{key}`
is filled from scripts/blind10_fill.py and the per-template numbers in build_notes_blind10.py."""

from __future__ import annotations

DIVE_AU = """<<heading:AS/NZS 2299.1 OCCUPATIONAL DIVER MEDICAL>> - Form DM-3
Examinee: [[PERSON:{PTC}]] ("[[PERSON:{nick}]]")   DOB [[DATE:{bA}]]   Medicare [[HEALTH_PLAN_ID:{medicare}]]
IHI [[SSN:{ihi}]]   Address [[ADDRESS:{street}]], [[LOCATION:{town}]] QLD [[ZIP:{pc}]]
Mob [[PHONE:{mob}]]   email [[EMAIL:{email}]]   Employer dive super: [[PERSON:{rg} {rs}]] (ph [[PHONE:{ph2}]])
Exam date [[DATE:{tA}]] at [[LOCATION:{clinic}]]; previous cert [[ID:{cert0}]] issued [[DATE:{vB}]].
<<heading:Hx>>: 14 yrs <<service:commercial diving>> (scallop and pearl), ~40 dives/month to 30 msw. One episode <<condition:Type 1 DCS>> (knee pain) treated at [[LOCATION:{chamber}]] with <<procedure:USN Treatment Table 6>>, full resolution. No <<condition:pulmonary barotrauma>>. <<drug:Sudafed>> used before dives - advised to stop.
<<heading:Exam>>: <<vital:BP 128/82>>, <<vital:HR 64>>, <<vital:BMI 27.4>>. TMs mobile on <<test:Valsalva>> bilat. <<test:Spirometry>> <<lab:FEV1/FVC 0.79>>, <<lab:FEV1 104% predicted>>. <<test:Audiogram>>: <<finding:4 kHz notch L 35 dB>>. <<test:Chest X-ray>> clear. <<test:Exercise test>> reached <<score:13 METs>> on <<procedure:Bruce protocol>>.
Hb <<lab:148 g/L>>, <<test:HbA1c>> <<lab:5.4%>>. <<finding:Colour vision normal>> on <<test:Ishihara>>. <<test:Urinalysis>> <<finding:NAD>>.
Dive computer (Shearwater Perdix 2) serial [[DEVICE_ID:{dev}]] log reviewed - no rapid ascents.
<<heading:Outcome>>: <<finding:FIT>> for <<service:AS/NZS 2299.1 Part 1>> diving, restriction nil. Next due 12 months.
Cert no [[ID:{cert}]].  Examining diver med: Dr [[PERSON:{d1g} {d1s}]] AHPRA [[LICENSE:{ahpra}]]
cc [[PERSON:{d2sl}]] (dive co OHS) - [[URL:{url}]]   upload from [[IP_ADDRESS:{ip}]]   fleet ute [[VEHICLE_ID:{rego}]]
typed [[PERSON:{n1gl}]]/dm [[DATE:{tC}]]"""

DIVE_SC = """ABERDEEN OFFSHORE <<heading:HSE DIVING MEDICAL EXAMINATION>> (<<guideline:MA1 2023>>)
Name: [[PERSON:{ps}]] [[PERSON:{pg}]] (surname first as per passport)   CHI [[SSN:{chi}]]
DOB [[DATE:{bC}]]   Home: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]
Diver ID [[ID:{diverid}]]   Company MRN [[MRN:{mrn}]]   Seen [[DATE:{tD}]], 0830
<<heading:Background>>: saturation diver, last sat 21 days at 110 m. <<condition:Dysbaric osteonecrosis>> screen due. Takes <<drug:Ventolin>> <<dose:100 micrograms>> <<freq:PRN>> - no use in 3 yrs. Brother [[PERSON:{rg}]] ([[PERSON:{ini}]].) also diving, same crew.
<<heading:Examination>>: <<vital:BP 134/86>>, <<vital:SpO2 98%>>, weight 96 kg. <<test:Romberg>> negative, <<test:sharpened Romberg>> 60 s. Ears: <<finding:right TM scarred, mobile>>. <<test:Peak flow>> <<lab:610 L/min>>.
<<test:Long bone MRI>> at [[LOCATION:{hospital}]]: <<finding:no osteonecrosis>>. <<test:ECG>> <<finding:sinus rhythm, QTc 412 ms>>.
<<test:Step test>> recovery HR <<vital:92 bpm>>. <<lab:Cholesterol 5.9 mmol/L>> - dietary advice.
spoke to dive sup [[PERSON:{word}]] [[PERSON:{rs}]] on [[PHONE:{ph2}]] re bell run.
<<heading:Result>>: <<finding:Fit>> - <<service:saturation and surface supplied>>; certificate [[ID:{cert}]] valid to [[DATE:{uA}]].
Medical examiner approved by HSE: Dr [[PERSON:{d1s}]] GMC [[LICENSE:{gmc}]], [[EMAIL:{email}]]
Invoice acct [[ACCOUNT:{acct}]]   CPAP in use (ResMed AirSense 11 s/n [[DEVICE_ID:{dev}]]) for mild <<condition:OSA>>, <<score:AHI 9>>
portal [[URL:{url}]] ([[IP_ADDRESS:{ip}]])   car park pass [[VEHICLE_ID:{rego}]]   dict [[PERSON:{d1sl}]]-[[PERSON:{n1gl}]]"""

POISON_IE = """<<heading:NATIONAL POISONS INFORMATION CENTRE - CALL RECORD>>   Call ref [[ID:{callref}]]
Date [[DATE:{tA}]]  time 02:14   Caller: public - mother ([[PERSON:{rg} {ps}]]) on [[PHONE:{mob}]]
Patient: [[PERSON:{pgl}]] [[PERSON:{psl}]], 3 yrs, 14 kg   Eircode [[ZIP:{pc}]] ([[LOCATION:{town}]], Co. [[LOCATION:{county}]])
GMS card [[HEALTH_PLAN_ID:{gms}]]   PPSN [[SSN:{ppsn}]]
<<heading:Exposure>>: found with blister pack of <<drug:Nurofen for Children>> and nana's <<drug:amlodipine>> <<dose:5 mg>> - up to 2 tabs missing. Also licked <<drug:Calpol>> syringe.
Est. <<dose:ibuprofen 90 mg/kg>> worst case; <<dose:amlodipine 0.7 mg/kg>> - <<finding:potentially toxic>>.
<<heading:Clinical features at call>>: <<symptom:vomited once>>, <<symptom:flushed>>, <<symptom:drowsy but rousable>>.
<<heading:Advice>>: attend ED now (named: [[LOCATION:{hospital}]]), <<test:ECG>>, <<vital:BP>> and <<test:glucose>> monitoring x 12 h for <<drug:amlodipine>>; <<drug:activated charcoal>> <<dose:1 g/kg>> if within 1 h and airway safe. <<guideline:TOXBASE>> entry viewed.
Spoke to ED reg Dr [[PERSON:{d1g}]] [[PERSON:{d1s}]] ([[PHONE:{ph2}]]) 02:40; faxed to [[PHONE:{fax}]].
Follow-up call [[DATE:{uB}]]: <<vital:BP 84/46>> at 6 h, given <<drug:calcium gluconate>> <<dose:0.3 mL/kg>>, <<drug:insulin>> not needed. Discharged well.
GP: Dr [[PERSON:{d2s}]], [[ADDRESS:{street}]]; IMC [[LICENSE:{imc}]].  Grandmother's pharmacy acct [[ACCOUNT:{acct}]]
SPI: [[PERSON:{n1g}]] [[PERSON:{n1s}]] (poisons specialist)   entered from [[IP_ADDRESS:{ip}]]   ref link [[URL:{url}]]
Ambulance [[VEHICLE_ID:{rego}]] not dispatched; [[EMAIL:{email}]] copied. inhaler device n/a; home BP monitor s/n [[DEVICE_ID:{dev}]]
MRN at receiving hosp [[MRN:{mrn}]]"""

POISON_NZ = """<<heading:National Poisons Centre>> | enquiry [[ID:{callref}]] | [[DATE:{tE}]] | 21:05
caller | [[PERSON:{word}]] (partner) | [[PHONE:{mob}]]
patient | [[PERSON:{PTC}]] | NHI [[SSN:{nhi}]] | DOB [[DATE:{bA}]] | 71 kg
location | [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]
agent | <<drug:paracetamol>> <<dose:500 mg>> x 40 (<<drug:Panadol>>) + <<drug:quetiapine>> <<dose:25 mg>> x 10 + wine
time | approx 1 h before call
dose | <<dose:280 mg/kg paracetamol>> - <<finding:above treatment line>>
advice | ED [[LOCATION:{hospital}]] now; <<test:4 h paracetamol level>>, <<test:LFTs>>, <<test:INR>>; start <<drug:acetylcysteine>> <<dose:two-bag regimen>> per <<guideline:2023 ANZ paracetamol guideline>>
risk | <<score:GCS 14>>, <<condition:QT prolongation>> risk with quetiapine - <<test:ECG>>
ED call back | Dr [[PERSON:{d1s}]] ([[PERSON:{d1gl}]]) [[PHONE:{ph2}]] - <<lab:paracetamol 1,620 umol/L>> at 4 h, <<lab:ALT 48 U/L>>
mental health | crisis team ([[PERSON:{n2gl}]]) aware; ACC claim [[ACCOUNT:{acct}]] n/a - self harm
GP | [[PERSON:{d2g}]] [[PERSON:{d2s}]] MCNZ [[LICENSE:{mcnz}]] | [[EMAIL:{email}]]
hospital NHI check [[MRN:{mrn}]] | car [[VEHICLE_ID:{rego}]] left at address | phone IMEI [[DEVICE_ID:{dev}]]
logged by [[PERSON:{n1gl}]] from [[IP_ADDRESS:{ip}]] | [[URL:{url}]] | Southern DHB funded [[HEALTH_PLAN_ID:{hpid}]]"""

AEFI_CA = """<<heading:REPORT OF ADVERSE EVENT FOLLOWING IMMUNIZATION (AEFI)>> - Ontario
Client: [[PERSON:{pg}]] [[PERSON:{ps}]]   DOB [[DATE:{bE}]]   OHIP [[HEALTH_PLAN_ID:{ohip}]]
Address [[ADDRESS:{street}]], [[LOCATION:{town}]], ON [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]
Parent/guardian: [[PERSON:{rg}]] [[PERSON:{rs}]]   [[EMAIL:{email}]]
<<heading:Vaccine>>: <<drug:Prevnar 20>> lot [[ID:{lot}]] and <<drug:MMR II>>, given [[DATE:{tE}]] at [[LOCATION:{clinic}]] by [[PERSON:{n1gl}]] rn
<<heading:Event>>: onset 7 days post: <<symptom:fever 39.6>> then <<condition:febrile seizure>> 3 min, generalized. <<score:Brighton level 1>>.
Seen ED [[LOCATION:{hospital}]] chart [[MRN:{mrn}]]: <<vital:T 39.2>>, <<vital:HR 168>>, <<finding:no focal deficit>>; <<drug:acetaminophen>> <<dose:15 mg/kg>> <<freq:q4h PRN>>. <<test:CBC>> <<lab:WBC 13.1>>.
<<heading:Outcome>>: recovered. Recommendation per <<guideline:CIG 2024>>: <<finding:may receive future MMR>>, counsel re fever.
Reporter: Dr [[PERSON:{d1g}]] [[PERSON:{d1s}]], CPSO [[LICENSE:{cpso}]], [[PHONE:{ph2}]]
PHU file [[ID:{phu}]]   CIIS upload [[URL:{url}]] [[IP_ADDRESS:{ip}]]   SIN (not required, given by parent) [[SSN:{sin}]]
fridge logger [[DEVICE_ID:{dev}]] excursion nil   clinic acct [[ACCOUNT:{acct}]]
transported by family car [[VEHICLE_ID:{rego}]]; older sib [[PERSON:{word}]] had <<drug:Varivax>> same day - no AEFI.
received [[DATE:{uC}]] [[PERSON:{n2gl}]] (PHN)"""

AEFI_KE = """PHARMACY AND POISONS BOARD - <<heading:SUSPECTED ADVERSE EVENT FOLLOWING IMMUNIZATION>>
Facility: [[LOCATION:{clinic}]], [[LOCATION:{county}]] County   MFL code [[ID:{mfl}]]
Patient [[PERSON:{PTC}]]   Sex F   DOB [[DATE:{bA}]]   ID No [[SSN:{kid}]]   SHA [[HEALTH_PLAN_ID:{sha}]]
Residence: [[ADDRESS:{street}]], [[LOCATION:{town}]], P.O. Box [[ZIP:{pobox}]]   Mobile [[PHONE:{mob}]]
Next of kin: husband [[PERSON:{rg}]] (mpesa till [[ACCOUNT:{acct}]])
<<heading:Vaccine>>: <<drug:Cervarix>> HPV dose 1, batch [[ID:{lot}]], given [[DATE:{tC}]] by [[PERSON:{n1g}]] ([[PERSON:{ini}]]) - outreach
<<heading:Reaction>>: <<symptom:syncope>> 5 min after, <<finding:brief clonic jerks>>, then <<symptom:urticaria>> arms. <<vital:BP 92/58>>, <<vital:PR 104>>, <<vital:SpO2 97%>>.
<<heading:Treatment>>: <<drug:adrenaline>> <<dose:0.5 mg IM>> given at 10 min (<<guideline:MOH anaphylaxis chart 2022>>), <<drug:chlorphenamine>> <<dose:4 mg>>; observed 2 h. <<score:Brighton level 2>> <<condition:anaphylaxis>>.
<<heading:Outcome>>: <<finding:recovered>>; <<finding:no further Cervarix doses>> - <<service:County AEFI committee>> review, <<test:serum tryptase>> <<lab:tryptase 14 ug/L>>.
Referred [[LOCATION:{hospital}]] IP no [[MRN:{mrn}]] - discharged [[DATE:{uB}]].
Reporter: [[PERSON:{d1g}]] [[PERSON:{d1sl}]] clinical officer, COC [[LICENSE:{coc}]], [[EMAIL:{email}]], tel [[PHONE:{ph2}]]
PvERS ref [[ID:{pvers}]] via [[URL:{url}]] from [[IP_ADDRESS:{ip}]]   cold box logger [[DEVICE_ID:{dev}]]
motorbike ambulance [[VEHICLE_ID:{rego}]]; rider [[PERSON:{word}]] [[PERSON:{rs}]]"""

DICT_IE = """voice file [[ID:{job}]] - <<heading:GP REFERRAL>> - dictated [[DATE:{tD}]]
to the <<role:consultant rheumatologist>> comma [[LOCATION:{hospital}]] full stop new line
re [[PERSON:{pgl}]] [[PERSON:{psl}]] comma date of birth [[DATE:{bA}]] comma [[ADDRESS:{street}]] comma [[LOCATION:{town}]] comma [[ZIP:{pc}]] full stop new line
mobile [[PHONE:{mob}]] full stop GMS number [[HEALTH_PLAN_ID:{gms}]] full stop PPS [[SSN:{ppsn}]] full stop new paragraph
dear colleague comma I would be grateful if you would see this patient with <<condition:inflammatory back pain>> full stop <<symptom:morning stiffness 90 minutes>> comma <<finding:better with exercise>> comma <<finding:worse with rest>> comma better with <<drug:naproxen>> <<dose:500 mg>> <<freq:bd>> full stop <<lab:CRP 38>> comma <<test:HLA-B27>> <<finding:positive>> full stop <<test:MRI sacroiliac joints>> at [[LOCATION:{clinic}]] showed <<finding:bilateral sacroiliitis>> full stop new line
also <<condition:anterior uveitis>> last year under doctor [[PERSON:{d2sl}]] in the <<service:eye and ear>> full stop <<test:FBC>> and <<test:LFTs>> <<finding:normal>> comma <<test:QuantiFERON>> <<finding:negative>> comma <<test:hepatitis B serology>> <<finding:negative>> full stop <<score:BASDAI 6.2>> full stop <<drug:omeprazole>> <<dose:20 mg>> <<freq:od>> full stop new line
keen on a <<drug:biologic>> such as <<drug:Humira>> <<dose:40 mg>> <<freq:every 2 weeks>> if appropriate per <<guideline:ASAS-EULAR 2022>> full stop sibling [[PERSON:{word}]] has <<condition:psoriasis>> full stop new paragraph
yours sincerely comma new line
[[PERSON:{d1g}]] [[PERSON:{d1s}]] comma IMC [[LICENSE:{imc}]] comma [[ADDRESS:{street2}]] comma [[LOCATION:{town2}]] full stop [[EMAIL:{email}]] full stop new line
practice phone [[PHONE:{ph2}]] full stop end of dictation
[typist: [[PERSON:{n1gl}]]/[[PERSON:{d1gl}]] - typed [[DATE:{uC}]] - healthlink [[URL:{url}]] - [[IP_ADDRESS:{ip}]]]
pt chart [[MRN:{mrn}]]; private cover acct [[ACCOUNT:{acct}]]; drives - reg [[VEHICLE_ID:{rego}]]; dictaphone [[DEVICE_ID:{dev}]]"""

DICT_CA = """[Fluency dictation - job [[ID:{job}]] - author [[PERSON:{d1sl}]] - [[DATE:{tH}]]]
<<heading:CONSULTATION REQUEST>> period new paragraph
patient [[PERSON:{pg}]] [[PERSON:{ps}]] comma PHN [[HEALTH_PLAN_ID:{phn}]] comma born [[DATE:{bH}]] comma lives at [[ADDRESS:{street}]] comma [[LOCATION:{town}]] B C [[ZIP:{pc}]] period phone [[PHONE:{ph}]] period next paragraph
reason colon <<condition:atrial fibrillation>> with <<symptom:palpitations>> and <<symptom:exertional dyspnea>> comma <<score:EHRA class 2b>> with <<score:CHA2DS2-VASc 4>> period on <<drug:Eliquis>> <<dose:5 mg>> <<freq:BID>> comma <<drug:metoprolol>> <<dose:25 mg>> <<freq:BID>> period <<test:Holter>> showed <<finding:AF burden 38 percent>> comma max rate 150 period <<test:echo>> at [[LOCATION:{hospital}]] <<finding:LVEF 50 percent>> comma <<finding:LA dilated>> period next paragraph
he wants to discuss <<procedure:pulmonary vein isolation>> per <<guideline:CCS 2020 AF guidelines>> period wife [[PERSON:{rg}]] attends comma she is his driver period
his Apple Watch serial [[DEVICE_ID:{dev}]] flags episodes period <<lab:TSH 1.9>> comma <<lab:creatinine 88>> comma <<lab:hemoglobin 141>> period <<test:12-lead ECG>> <<finding:AF at 112>> comma <<finding:QRS 96 ms>> period new paragraph
copy to doctor [[PERSON:{d2g}]] [[PERSON:{d2s}]] at [[LOCATION:{clinic}]] comma fax [[PHONE:{fax}]] period
thank you period new line
dictated by doctor [[PERSON:{d1g}]] [[PERSON:{d1s}]] comma CPSBC [[LICENSE:{cpsbc}]] comma [[EMAIL:{email}]]
transcribed [[DATE:{uA}]] by [[PERSON:{n1gl}]] / MSP billing acct [[ACCOUNT:{acct}]] / chart [[MRN:{mrn}]]
SIN on intake form [[SSN:{sin}]] / pathway [[URL:{url}]] / [[IP_ADDRESS:{ip}]] / parking [[VEHICLE_ID:{rego}]] / friend [[PERSON:{word}]]"""

OCR_IN = """[scanned fax p1/2 - OCR]  [[LOCATION:{hospital}]], [[LOCATION:{town}]] - [[ZIP:{pc}]]
<<heading:DISCHARGE SUMMARY>>
UHlD: [[MRN:{mrn}]]      IP N0: [[ID:{ipno}]]      Ward: MICU-2
Name : [[PERSON:{PTC}]]   Age/Sex : [[AGE:{age}]] Y / F   DOB: [[DATE:{bC}]]
Aadhaar : [[SSN:{aadhaar}]]   ABHA : [[HEALTH_PLAN_ID:{abha}]]
Add: [[ADDRESS:{street}]], [[LOCATION:{town2}]]   Ph: [[PHONE:{mob}]]
D.O.A : [[DATE:{vA}]]     D.O.D : [[DATE:{tA}]]
Consultant : Dr. [[PERSON:{d1g}]] [[PERSON:{d1s}]] MD (Gen Med)   KMC Reg No. [[LICENSE:{kmc}]]
<<heading:DIAGNOSIS>> : 1. <<condition:Community acquired pneumonia>> (<<score:CURB-65 3>>) 2. <<condition:Type 2 DM>> 3. <<condition:CKD stage 3b>>
<<heading:INVESTIGATIONS>> : <<lab:Hb 10.2 g/dl>> , <<lab:TLC 16,400>> , <<lab:S.Creat l.8 mg/dl>> , <<lab:HbAlc 8.1%>> , <<test:CXR>> - <<finding:R lower zone consolidation>> . <<test:Sputum CBNAAT>> <<finding:MTB not detected>>.
<<heading:TREATMENT GIVEN>> : <<drug:Inj. Piptaz>> <<dose:4.5 gm>> <<freq:IV 8th hrly>> x 5 days, <<drug:Tab. Azee>> <<dose:500 mg>> <<freq:OD>> x 3 days, <<drug:Inj. Human Actrapid>> sliding scale.
<<heading:ADVICE ON DISCHARGE>> : <<drug:Tab. Augmentin 625>> <<freq:1-0-1>> x 5 days, <<drug:Tab. Glycomet-GP 1>> <<freq:1-0-0>>, review in OPD with Dr. [[PERSON:{d2sl}]] on [[DATE:{uC}]].
Attendant: son [[PERSON:{rg}]] ([[PHONE:{ph2}]]); daughter-in-law [[PERSON:{word}]].
lnsurance TPA claim no. [[ACCOUNT:{claim}]]   Ambulance [[VEHICLE_ID:{rego}]]
emai1: [[EMAIL:{email}]]   reports [[URL:{url}]]   HIS node [[IP_ADDRESS:{ip}]]   BiPAP s/n [[DEVICE_ID:{dev}]]
[p2 illegible] ... age [[AGE:{age}]] yrs, signed [[PERSON:{n1g}]] (staff nurse) - [[PERSON:{d1sl}]]/[[PERSON:{n1gl}]]"""

OCR_ZA = """**FAX**  from [[PHONE:{fax}]]  [[DATE:{tE}]] 14:22  P.01
[[LOCATION:{hospital}]] - Department of Internal Medicine - <<heading:DISCHARGE SUMMARY>>
Hosp no [[MRN:{mrn}]]    Name [[PERSON:{ps}]], [[PERSON:{pg}]]    ID no [[SSN:{said}]]
Age [[AGE:{age}]]   Born [[DATE:{bA}]]   Medical aid [[HEALTH_PLAN_ID:{aid}]] (dependant code 01)
Address [[ADDRESS:{street}]], [[LOCATION:{town}]], [[ZIP:{pc}]]    Cell [[PHONE:{mob}]]
NOK grand-daughter [[PERSON:{rg}]] [[PERSON:{rs}]]
Admitted [[DATE:{vE}]] via [[LOCATION:{clinic}]] (EMS [[VEHICLE_ID:{rego}]])
<<heading:Diagnoses>>: <<condition:Hyperosmolar hyperglycaemic state>>; <<condition:AKI KDIGO 2>>; <<condition:HIV>> on <<drug:TLD>> (<<lab:VL LDL>>, <<lab:CD4 412>>)
<<heading:Course>>: <<lab:glucose 42 mmol/l>>, <<lab:Na 151>>, <<lab:osmolality 356>>. <<drug:Sodium chloride 0.9%>> <<dose:1 L/h>> then <<drug:Actrapid>> <<dose:0.05 U/kg/h>>. <<test:U+E>> normalised day 4 (<<lab:creat 96>>).
Rl ankle wound - <<procedure:debridement>> by surg reg [[PERSON:{d2g}]] ([[PERSON:{ini}]]).
<<heading:Meds on d/c>>: <<drug:Lantus>> <<dose:14 U>> <<freq:nocte>>, <<drug:metformin>> stopped (<<lab:eGFR 38>>), <<drug:TLD>> <<dose:1 tab>> <<freq:daily>>.
F/u diabetes clinic [[DATE:{uA}]] - sister [[PERSON:{n1gl}]] [[PERSON:{n1s}]]
Dr [[PERSON:{d1s}]] [[PERSON:{d1g}]] (MO)  HPCSA [[LICENSE:{hpcsa}]]  [[EMAIL:{email}]]
pharmacy acct [[ACCOUNT:{acct}]]  CCMDD ref [[ID:{ccmdd}]]  glucometer [[DEVICE_ID:{dev}]]
results [[URL:{url}]]  ([[IP_ADDRESS:{ip}]])  dict [[PERSON:{d1sl}]]/[[PERSON:{word}]]"""

OST_SC = """<<heading:SUPERVISED CONSUMPTION RECORD>> - community pharmacy, [[LOCATION:{town}]]
Patient [[PERSON:{pt}]] aka "[[PERSON:{nick}]]"   CHI [[SSN:{chi}]]   DOB [[DATE:{bC}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   mob [[PHONE:{mob}]]
Prescriber: Dr [[PERSON:{d1sl}]] ([[LOCATION:{clinic}]] Substance Use Service) GMC [[LICENSE:{gmc}]], [[PHONE:{ph2}]]
Keyworker: [[PERSON:{word}]] [[PERSON:{n2s}]]   NRS ref [[ID:{nrs}]]
Script: <<drug:Methadone oral solution 1 mg/mL>> <<dose:70 mL>> <<freq:daily>> supervised, 14-day instalment, from [[DATE:{tA}]]
| date | dose | sup | note |
| [[DATE:{tC}]] | <<dose:70 mL>> | [[PERSON:{n1gl}]] | <<finding:fine, no smell of alcohol>> |
| [[DATE:{uC}]] | missed | - | 2nd missed dose |
| [[DATE:{vC}]] | <<dose:70 mL>> | [[PERSON:{n2gl}]] | <<symptom:drowsy>>, pupils pinpoint - withheld, Dr informed |
<<heading:Notes>>: 3 missed -> do not give, contact prescriber (<<guideline:Scottish MAT Standards 2021>>). <<drug:Naloxone>> kit (<<drug:Prenoxad>> <<dose:2 mg/2 mL>>) issued, batch [[ID:{batch}]].
Also on <<drug:pregabalin>> <<dose:150 mg>> <<freq:bd>> and <<drug:diazepam>> (street) - <<finding:overdose risk high>>; <<test:urine drug screen>> <<finding:benzodiazepine positive>>. <<test:ECG>> <<finding:QTc 468 ms>>.
Partner [[PERSON:{rg}]] collects on Sundays (ID seen). Pharmacist [[PERSON:{d2g}]] [[PERSON:{d2s}]] GPhC [[LICENSE:{gphc}]]
PMR [[MRN:{mrn}]] | [[EMAIL:{email}]] | [[URL:{url}]] | [[IP_ADDRESS:{ip}]] | van [[VEHICLE_ID:{rego}]] | MDS tray acct [[ACCOUNT:{acct}]] | fob [[DEVICE_ID:{dev}]] | CHI-linked [[HEALTH_PLAN_ID:{hpid}]]"""

OST_AU = """<<heading:Pharmacotherapy clinic - LAI buprenorphine review>>  [[DATE:{tB}]]
Client [[PERSON:{pg}]] [[PERSON:{ps}]] ([[PERSON:{pgl}]] on SMS)   DOB [[DATE:{bB}]]   UR [[MRN:{mrn}]]
Medicare [[HEALTH_PLAN_ID:{medicare}]]   IHI [[SSN:{ihi}]]   permit [[ID:{permit}]]
Lives [[ADDRESS:{street}]], [[LOCATION:{town}]] VIC [[ZIP:{pc}]]   ph [[PHONE:{mob}]]
Current: <<drug:Buvidal>> <<dose:128 mg>> <<freq:monthly>> SC (last [[DATE:{vB}]], abdomen L). Prior <<drug:Suboxone film>> <<dose:16/4 mg>>.
<<heading:Review>>: <<score:COWS 2>>, <<score:K10 24>>. <<symptom:No cravings>>; using <<drug:cannabis>> 2-3x/wk. Injection site: <<finding:small nodule, non-tender>>.
<<test:UDS>>: <<finding:buprenorphine +, methamphetamine neg>>. <<test:Hep C RNA>> <<finding:not detected>> post <<drug:Maviret>>. <<lab:ALT 22>>.
Plan: continue <<drug:Buvidal>> <<dose:128 mg>>, next [[DATE:{uB}]]; <<drug:Nyxoid>> <<dose:1.8 mg>> nasal given. <<guideline:Victorian Policy for MATOD 2024>>.
Case worker [[PERSON:{rg}]] ([[EMAIL:{email}]]) re housing; mum [[PERSON:{word}]] on [[PHONE:{ph2}]].
NP [[PERSON:{n1g}]] [[PERSON:{n1s}]] AHPRA [[LICENSE:{ahpra}]]; Dr [[PERSON:{d1s}]] co-sign.
Centrelink CRN [[ACCOUNT:{crn}]] | eScript [[URL:{url}]] | [[IP_ADDRESS:{ip}]] | rego [[VEHICLE_ID:{rego}]] | fridge probe [[DEVICE_ID:{dev}]]
[[PERSON:{n1gl}]]-np"""

MASS_UK = """<<heading:FESTIVAL MEDICAL CENTRE - PATIENT LOG>>  site: [[LOCATION:{site}]]  day 2 [[DATE:{tB}]]
| time | pt | age | presentation | tx | dispo | clinician |
| 23:40 | [[PERSON:{psl}]], [[PERSON:{pgl}]] (wristband [[ID:{band}]]) | 22 | <<condition:MDMA toxicity>>, <<vital:T 39.1>>, <<vital:HR 142>> | <<drug:diazepam>> <<dose:10 mg PO>>, cooling | EMS to [[LOCATION:{hospital}]] ([[VEHICLE_ID:{rego}]]) | [[PERSON:{d1sl}]] |
| 00:15 | [[PERSON:{word}]] (surname unk) | 19 | <<condition:asthma>>, <<lab:PEFR 220>> | <<drug:salbutamol>> <<dose:5 mg neb>> | back to camp | [[PERSON:{n1g}]] |
| 01:02 | [[PERSON:{rg}]] [[PERSON:{rs}]] | 31 | <<symptom:head injury>> (crowd surf), <<score:GCS 15>> | <<test:Canadian CT head rule>> <<finding:negative>> | home w/ friend | [[PERSON:{n2gl}]] |
| 02:30 | "[[PERSON:{nick}]]" [[PERSON:{ini}]]. | ? | <<condition:hypoglycaemia>>, <<lab:BM 2.1>> | <<drug:GlucoGel>>, <<drug:Dextrogel>> | Libre sensor [[DEVICE_ID:{dev}]] checked | [[PERSON:{d2sl}]] |
Main pt [[PERSON:{pt}]]: DOB [[DATE:{bA}]], NHS [[SSN:{nhs}]], home [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], mum on [[PHONE:{mob}]]
<<heading:Handover to ED>>: <<drug:diazepam>> at 23:50, <<test:ECG>> <<finding:sinus tachy 138>>, <<lab:Na 131>> on <<test:i-STAT>>. <<guideline:JRCALC 2022>>.
Medical lead Dr [[PERSON:{d1g}]] [[PERSON:{d1s}]] GMC [[LICENSE:{gmc}]] | control [[PHONE:{ph2}]] | [[EMAIL:{email}]]
EPR [[MRN:{mrn}]] | [[URL:{url}]] | tablet [[IP_ADDRESS:{ip}]] | ticket acct [[ACCOUNT:{acct}]] | GP surgery ref [[HEALTH_PLAN_ID:{hpid}]]"""

MASS_SG = """MARATHON <<heading:MEDICAL STATION 4 - CASUALTY RECORD>>   race [[DATE:{tF}]]
Bib\t[[ID:{bib}]]\tName\t[[PERSON:{PTC}]]\tNRIC\t[[SSN:{nric}]]
DOB\t[[DATE:{bE}]]\tMobile\t[[PHONE:{mob}]]\tEmergency contact\t[[PERSON:{rg}]] [[PHONE:{ph2}]]
Address\t[[ADDRESS:{street}]], Singapore [[ZIP:{pc}]]
Arrival 09:12 at km 38, carried by marshal [[PERSON:{word}]] [[PERSON:{word2}]]
<<heading:Findings>>: <<symptom:collapse>>, <<symptom:confusion>> after finish line sprint, <<vital:rectal T 41.2>>, <<score:GCS 12>>, <<vital:BP 96/60>>, <<vital:HR 150>>.
<<condition:Exertional heat stroke>> - <<procedure:ice-water immersion>> 14 min (<<guideline:SAF heat injury protocol 2023>>), T to <<vital:38.9>>. <<lab:Na 129 mmol/L>> on <<test:i-STAT>>, <<lab:glucose 6.1>>.
<<drug:Normal saline>> <<dose:500 mL>> IV. No <<drug:NSAIDs>>.
Conveyed SCDF [[VEHICLE_ID:{rego}]] to [[LOCATION:{hospital}]] (case [[MRN:{mrn}]]). Garmin Forerunner 965 [[DEVICE_ID:{dev}]] data: avg HR 176.
Doctor i/c: Dr [[PERSON:{d1g}]] [[PERSON:{d1s}]] MCR [[LICENSE:{mcr}]]; nurse [[PERSON:{n1gl}]]
MediSave [[HEALTH_PLAN_ID:{medisave}]]  insurer claim [[ACCOUNT:{acct}]]  [[EMAIL:{email}]]  [[URL:{url}]]  [[IP_ADDRESS:{ip}]]
recorded [[PERSON:{n2gl}]]/[[PERSON:{d1sl}]] [[DATE:{tI}]]   zone: [[LOCATION:{site}]]"""

# ruff: noqa: E501
"""The fourteen hand-written templates of notes_blind13 (seven families, two regions each, three
notes a template). `[[TYPE:value]]` marks gold PHI, `<<kind:value>>` a clinical value that must be
kept; `{key}` is filled from scripts/blind13_fill.py (shared keys, region-specific shapes)."""

from __future__ import annotations

HBOT_NZ = """<<heading:HYPERBARIC OXYGEN THERAPY - TREATMENT LOG>> | [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]
Patient: [[PERSON:{pg} {ps}]] | NHI [[SSN:{ssn}]] | ACC claim [[HEALTH_PLAN_ID:{plan}]] | Hosp no [[MRN:{mrn}]] | DOB [[DATE:{bC}]]
Address [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] | mob [[PHONE:{mob}]] | whānau contact [[PERSON:{rg}]] (aunty) [[PHONE:{ph}]]
Referral [[ID:{ref}]] from Dr [[PERSON:{d1s}]] ([[LICENSE:{lic}]]), <<service:Radiation Oncology>>, received [[DATE:{vC}]]
Indication: <<condition:radiation cystitis>> after <<procedure:EBRT 70 Gy>> for <<condition:prostate adenocarcinoma>> ([[DATE:{wJ}]]); <<finding:LENT-SOMA grade 3>> haematuria, <<lab:Hb 94 g/L>>.
Session 14 of 40 on [[DATE:{tB}]]: <<procedure:Table 9>> profile, <<finding:2.4 ATA>> x 90 min with two 5-min air breaks, <<device:Sechrist 3300H monoplace>> chamber s/n [[DEVICE_ID:{dev}]].
Pre-dive: <<vital:BSL 6.8 mmol/L>>, <<vital:BP 142/80>>, <<test:otoscopy>> <<finding:TEED grade 1>> L. <<drug:Pseudoephedrine>> <<dose:60 mg>> before dive. <<symptom:No confinement anxiety>>.
Contraindications screen: no <<drug:Bleomycin>>, no <<condition:untreated pneumothorax>>; <<eponym:Wilson's disease>> on <<drug:Zinc acetate>> <<dose:50 mg>> <<freq:tds>> - Dr [[PERSON:{es}]] (no relation) reviews copper.
Attendant [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); diving medical officer [[PERSON:{d2g} {d2s}]]. <<guideline:UHMS 2023 indications>>, <<trial:HOT2>> explained.
Transport: hospital shuttle for [[PERSON:{pgl}]]; own car [[VEHICLE_ID:{rego}]] only on non-treatment days.
Chamber log [[URL:{url}]] from console [[IP_ADDRESS:{ip}]]; invoice to ACC [[ACCOUNT:{acct2}]]; patient e-mail [[EMAIL:{email}]]
Next block from [[DATE:{uH}]]"""

HBOT_MT = """<<heading:Hyperbaric Unit - Multiplace Chamber Record>>
[[LOCATION:{clinic}]] / [[LOCATION:{hosp2}]]
Name [[PERSON:{PTC}]]   ID card [[SSN:{ssn}]]   Age [[AGE:{age}]]   DOB [[DATE:{bG}]]   Entitlement [[HEALTH_PLAN_ID:{plan}]]   Reg no [[MRN:{mrn}]]
Residence: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{ph}]]   Son [[PERSON:{rg} {ps}]] [[PHONE:{mob}]]
Dive date [[DATE:{tG}]]   Referred [[DATE:{vG}]] by Mr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]), <<department:Vascular Surgery>>
Indication: <<condition:diabetic foot ulcer>> <<score:Wagner 3>> R hallux; <<test:TcPO2>> <<finding:22 mmHg>> room air, <<finding:310 mmHg>> at depth. <<lab:HbA1c 8.4%>>.
Profile <<procedure:2.4 ATA 90 min>> in <<device:Haux Starmed 2200>> (chamber s/n [[DEVICE_ID:{dev}]]); hood <<device:Amron Oxy-Hood>>.
Meds: <<drug:Insulin glargine>> <<dose:22 units>> <<freq:nocte>>, <<drug:Flucloxacillin>> <<dose:1 g>> <<freq:qds>>, <<drug:Aspirin>> <<dose:75 mg>>. <<vital:CBG 7.2>> pre-dive.
Ears: <<test:tympanometry>> <<finding:type A>> both. <<symptom:Mild myopia drift>> noted. <<eponym:Baker's cyst>> L knee - Nurse [[PERSON:{es}]] measured calf.
Inside attendant [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]). <<guideline:ECHM 2016 consensus>>. <<trial:DAMOCLES>> evidence discussed.
Scan of wound photo [[PERSON:{psa}]]_[[DATE:{tI}]].jpg on [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail to family [[EMAIL:{email}]]
Minibus [[VEHICLE_ID:{rego}]]; pharmacy acct [[ACCOUNT:{acct}]]. Next [[DATE:{uG}]]"""

CI_SC = """<<heading:COCHLEAR IMPLANT PROGRAMME - AUDIOLOGY REVIEW>>   [[LOCATION:{clinic}]]
[[PERSON:{pSU} {pg}]]   CHI [[SSN:{ssn}]]   Unit no [[MRN:{mrn}]]   DOB [[DATE:{bE}]]   Age [[AGE:{age}]]   GP practice [[HEALTH_PLAN_ID:{plan}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Tel [[PHONE:{ph}]] (text relay)   daughter [[PERSON:{rg} {rs}]] [[PHONE:{mob}]]
Seen [[DATE:{tE}]]; activation was [[DATE:{wE}]] at [[LOCATION:{hospital}]]
Implant: <<device:Cochlear Nucleus CI632 Slim Modiolar>> R, serial [[DEVICE_ID:{dev}]]; processor <<device:Nucleus 8 Sound Processor>> s/n [[DEVICE_ID:{dev2}]].
Aetiology <<condition:presbycusis>> + <<condition:otosclerosis>>; <<eponym:Crohn's disease>> in remission on <<drug:Azathioprine>> <<dose:100 mg>> <<freq:od>> (Dr [[PERSON:{es}]] at <<department:Gastroenterology>>).
Mapping: <<finding:impedances normal>> all 22 electrodes, <<finding:C-levels raised 5 CL>>, <<test:AutoNRT>> present. <<test:BKB sentences>> <<score:BKB 72%>>, <<score:CUNY 81%>>, <<score:SSQ-12 5.9>>.
Unaided <<test:PTA>> L <<finding:85 dB HL>>; <<device:Phonak Naída P90>> L hearing aid (bimodal). <<symptom:Tinnitus>> <<score:THI 22>>.
<<guideline:NICE TA566>> criteria met at assessment. <<trial:RECOVER>> not applicable.
Audiologist [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); ENT Mr [[PERSON:{d1s}]] (GMC [[LICENSE:{lic}]])
<<department:Audiology>>
Remote Check upload [[URL:{url}]] from [[IP_ADDRESS:{ip}]]; app user [[PERSON:{pga}]][[PERSON:{psa}]]; e-mail [[EMAIL:{email}]]
Ferry booking [[ID:{ref}]] for car [[VEHICLE_ID:{rego}]]; travel claim acct [[ACCOUNT:{acct}]]. Next [[DATE:{uE}]]"""

CI_AE = """<<heading:Hearing Implant Clinic - Post-Activation Follow-up>>
Facility [[LOCATION:{clinic}]]   MRN [[MRN:{mrn}]]   Emirates ID [[SSN:{ssn}]]   Insurance [[HEALTH_PLAN_ID:{plan}]]
Patient [[PERSON:{pg} {ps}]] ("[[PERSON:{word}]]" to the nannies)   DOB [[DATE:{bD}]]   Father [[PERSON:{rg} {ps}]] [[PHONE:{mob}]], home [[PHONE:{ph}]]
Address [[ADDRESS:{street}]], [[LOCATION:{town}]], [[ADDRESS:{pc}]]   Visit [[DATE:{tD}]]; surgery [[DATE:{wD}]] at [[LOCATION:{hospital}]]
History: <<condition:congenital CMV>>, <<condition:bilateral profound SNHL>>; <<test:MRI IAM>> normal. <<eponym:Horner's syndrome>> after neonatal line - Dr [[PERSON:{es}]] (ophthalmology) unrelated surname, noted.
Devices: <<device:MED-EL SYNCHRONY 2>> bilateral, L s/n [[DEVICE_ID:{dev}]], R s/n [[DEVICE_ID:{dev2}]]; <<device:SONNET 2>> processors; <<device:Roger Touchscreen Mic>> for nursery.
<<test:Aided thresholds>> <<finding:25-30 dB HL>>; <<score:LittlEARS 27/35>>, <<score:CAP 5>>, <<score:SIR 3>>. <<test:eCAP>> present.
<<drug:Amoxicillin-clavulanate>> <<dose:45 mg/kg/day>> for <<condition:acute otitis media>> last month. <<drug:Pneumococcal PCV13>> and <<drug:PPSV23>> given per <<guideline:ACIP CI vaccine schedule>>.
<<service:Auditory-Verbal Therapy>> twice weekly; <<trial:CDaCI>> outcomes shared with parents.
Audiologist [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); surgeon Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]])
<<department:Otolaryngology>>
Pre-approval [[ID:{claim}]]; invoice [[ACCOUNT:{acct2}]]; fitting software export [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); mother's e-mail [[EMAIL:{email}]]
Driver brings child in [[VEHICLE_ID:{rego}]]. Next mapping [[DATE:{uD}]]"""

APHERESIS_IE = """<<heading:THERAPEUTIC APHERESIS UNIT - PLASMA EXCHANGE SESSION RECORD>>   [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]
Patient [[PERSON:{pg} {ps}]]   PPSN [[SSN:{ssn}]]   MRN [[MRN:{mrn}]]   DOB [[DATE:{bJ}]]   Age [[AGE:{age}]]   Medical card [[HEALTH_PLAN_ID:{plan}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]], [[ZIP:{pc}]]   Ph [[PHONE:{ph}]]   NOK niece [[PERSON:{rg} {rs}]] [[PHONE:{mob}]]
Session 3 of 5 on [[DATE:{tJ}]]; course started [[DATE:{vJ}]]; referred by Dr [[PERSON:{d1s}]] ([[LICENSE:{lic}]]), <<department:Neurology>>
Indication: <<eponym:Guillain-Barré syndrome>>, <<condition:AIDP>> variant, <<score:Hughes grade 4>>, <<score:MRC sum score 38/60>>; <<test:nerve conduction>> <<finding:conduction block>>. <<guideline:ASFA 2023 Category I>>.
Procedure: <<procedure:TPE>> <<finding:1.0 plasma volume (2.9 L)>> on <<device:Spectra Optia>> s/n [[DEVICE_ID:{dev}]], replacement <<drug:Human albumin 4.5%>>; access <<device:Vascath 13 Fr Quinton-Mahurkar>> R IJ, lot {lot}.
Anticoagulant <<drug:ACD-A>> ratio <<finding:1:13>>; <<drug:Calcium gluconate 10%>> <<dose:10 mL>> for <<symptom:perioral tingling>>. <<vital:BP 104/62>> at 40 min -> <<drug:Albumin 20%>> <<dose:100 mL>>.
Pre: <<lab:fibrinogen 1.6 g/L>>, <<lab:ionised Ca 1.02>>, <<lab:Hb 112>>, <<lab:platelets 188>>. <<test:FVC>> <<finding:1.9 L>> (no ICU criteria). <<drug:IVIg>> not given (<<trial:Plasma Exchange/Sandoglobulin GBS Trial>>).
Also <<drug:Enoxaparin>> <<dose:40 mg>> held 12 h before line work. <<eponym:Colles' fracture>> R wrist from the fall at onset; physio [[PERSON:{es}]] saw her.
Apheresis nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); haematologist on call Dr [[PERSON:{d2g} {d2s}]]
<<department:Haematology>>
Run file [[ID:{ref}]] -> [[URL:{url}]] (machine data port [[IP_ADDRESS:{ip}]]); unit mailbox [[EMAIL:{email2}]]
Nephew's car [[VEHICLE_ID:{rego}]] for discharge; parking acct [[ACCOUNT:{acct}]]. Next session [[DATE:{uJ}]]"""

APHERESIS_AU = """<<heading:Apheresis Unit - Red Cell Exchange / Stem Cell Collection>> | [[LOCATION:{clinic}]]
Pt: [[PERSON:{pgl} {psl}]] | IHI [[SSN:{ssn}]] | Medicare [[HEALTH_PLAN_ID:{plan}]] | UR [[MRN:{mrn}]] | DOB [[DATE:{bC}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] | [[PHONE:{mob}]] | partner [[PERSON:{rg}]] [[PHONE:{ph}]]
Procedure date [[DATE:{tC}]] | mobilisation from [[DATE:{vC}]] at [[LOCATION:{hospital}]] | haematologist Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]])
Dx: <<condition:multiple myeloma>> <<score:R-ISS II>>, <<finding:VGPR>> after <<drug:VRd>> x 4 (<<drug:Bortezomib>>, <<drug:Lenalidomide>>, <<drug:Dexamethasone>>); <<eponym:Bowen's disease>> L shin (Dr [[PERSON:{es}]] derm, cryo done).
Mobilisation: <<drug:Filgrastim>> <<dose:10 mcg/kg>> <<freq:daily>> x 4 + <<drug:Plerixafor>> <<dose:0.24 mg/kg>>; <<lab:peripheral CD34+ 18/uL>> (threshold 10).
Collection: <<procedure:large-volume leukapheresis>> <<finding:3 blood volumes>> on <<device:Spectra Optia CMNC>> s/n [[DEVICE_ID:{dev}]]; bag ID [[DEVICE_ID:{udi}]]; yield <<lab:CD34+ 4.2 x 10^6/kg>>.
<<drug:ACD-A>> with <<drug:Heparin>> <<dose:5000 units>> in the prime; <<drug:Calcium carbonate>> <<dose:1.25 g>> oral for <<symptom:tingling>>. <<lab:platelets 96>> post (<<finding:drop 41%>>).
Plan: <<procedure:ASCT>> with <<drug:Melphalan>> <<dose:200 mg/m2>>; <<trial:IFM 2009>> and <<trial:DETERMINATION>> explained. <<guideline:ASFA 2023>> / <<guideline:FACT-JACIE 8th ed>>.
Nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); cryo lab accession [[ID:{acc}]]; <<service:Cell Therapy Laboratory>>
<<department:Clinical Haematology>>
Label [[PERSON:{psa}]]_[[DATE:{tI}]]_HPC-A; report [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]; gap invoice [[ACCOUNT:{acct2}]]
Ute rego [[VEHICLE_ID:{rego}]] (Ronald McDonald House car park). Review [[DATE:{uC}]]"""

IVI_LK = """<<heading:RETINA CLINIC - INTRAVITREAL INJECTION RECORD>>  [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]
Name: [[PERSON:{pSU} {pg}]]   NIC [[SSN:{ssn}]]   Hosp no [[MRN:{mrn}]]   Insurance [[HEALTH_PLAN_ID:{plan}]]   DOB [[DATE:{bA}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mobile [[PHONE:{mob}]]   Husband [[PERSON:{rg} {rs}]] [[PHONE:{ph}]]
Date [[DATE:{tA}]] (injection 7 in series since [[DATE:{wA}]])
Dx: <<condition:centre-involving DMO>> L, <<condition:PDR>> R post-<<procedure:PRP>>. <<lab:HbA1c 9.1%>>, <<vital:BP 150/90>>.
<<test:OCT>> <<finding:CST 412 um>> L (prev 468), <<finding:intraretinal fluid>>; <<test:VA>> L <<finding:6/24>> -> <<finding:6/18>>; <<test:IOP>> <<finding:16 mmHg>>.
Injection: <<drug:Bevacizumab>> <<dose:1.25 mg/0.05 mL>> L, lot {lot}; <<drug:Povidone-iodine 5%>>, <<drug:Proparacaine>>; <<device:30G needle>>, <<device:Barraquer speculum>>.
Post: <<finding:CF vision at 1 m>>, optic disc perfused. <<drug:Moxifloxacin>> drops not given (<<guideline:ESASO 2023>>). <<trial:Protocol T>> reviewed: switch to <<drug:Aflibercept>> <<dose:2 mg>> if funds.
Co-morbidity <<eponym:Hartmann's procedure>> 2019 (stoma) - theatre list clerk [[PERSON:{es}]] cross-checked.
Surgeon Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]); nurse [[PERSON:{n1gl}]] ([[LICENSE:{lic2}]])
<<department:Ophthalmology>>
OCT image [[PERSON:{psa}]]-[[DATE:{tC}]]-OS.dcm on [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); drug purchase receipt [[ACCOUNT:{acct2}]]
Three-wheeler driver son [[PERSON:{g7}]] - [[VEHICLE_ID:{rego}]]. Clinic no [[ID:{ref}]]; e-mail [[EMAIL:{email}]]. Next [[DATE:{uA}]]"""

IVI_TT = """<<heading:Eye Clinic - Anti-VEGF Treatment Sheet>>
[[LOCATION:{clinic}]] | Reg [[MRN:{mrn}]] | ID [[SSN:{ssn}]] | Plan [[HEALTH_PLAN_ID:{plan}]]
[[PERSON:{pg} {ps}]], [[AGE:{age}]] yrs, DOB [[DATE:{bE}]] | [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]
Tel [[PHONE:{ph}]]; granddaughter [[PERSON:{rg}]] [[PHONE:{mob}]] brings her
Visit [[DATE:{tE}]]; first injection [[DATE:{wE}]] at [[LOCATION:{hosp2}]]
<<condition:neovascular AMD>> R, <<condition:geographic atrophy>> L. <<eponym:Down syndrome>> grandson at home - social worker [[PERSON:{es}]] aware of carer strain.
<<test:OCT>> <<finding:subretinal fluid resolved>>, <<finding:CST 288 um>>; <<test:BCVA>> R <<finding:6/36>>; <<test:IOP>> <<finding:14 mmHg>>. <<score:AREDS category 4>>.
<<drug:Faricimab>> (<<drug:Vabysmo>>) <<dose:6 mg>> R, treat-and-extend <<freq:q12w>> (<<trial:TENAYA>>/<<trial:LUCERNE>>); <<drug:Chloramphenicol>> drops x 3 days.
Systemic: <<drug:Losartan>> <<dose:50 mg>> <<freq:daily>>, <<drug:Warfarin>> for <<condition:AF>> - <<lab:INR 2.4>> today, no need to stop.
<<guideline:RCOphth AMD 2024>>. <<service:Low Vision Clinic>> referral.
Dr [[PERSON:{d1s}]]-[[PERSON:{d2s}]] ([[LICENSE:{lic}]]); nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])
<<department:Medical Retina>>
Maxi-taxi [[VEHICLE_ID:{rego}]] from [[LOCATION:{town2}]]; CDAP acct [[ACCOUNT:{acct}]]; booking [[ID:{ref}]]; images [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]
Return [[DATE:{uE}]]"""

STOMA_BD = """<<heading:STOMA CARE CLINIC - REVIEW>>   [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]
Patient [[PERSON:{pg} {ps}]]   NID [[SSN:{ssn}]]   Reg [[MRN:{mrn}]]   Scheme [[HEALTH_PLAN_ID:{plan}]]   DOB [[DATE:{bH}]] (as on NID)
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mobile [[PHONE:{mob}]] (bKash same no.)   Wife [[PERSON:{rg}]] [[PHONE:{ph}]]
Date [[DATE:{tH}]] (file copy [[DATE:{tG}]])   Surgery [[DATE:{wG}]]
Operation: <<eponym:Hartmann's procedure>> for <<condition:perforated sigmoid diverticulitis>>; surgeon Prof [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]). Ward boy [[PERSON:{es}]] is not related.
Stoma: <<finding:end colostomy LIF>>, <<finding:size 35 mm>>, <<finding:spout 5 mm>>; <<finding:peristomal skin irritant dermatitis>>, <<score:SACS L2 TV>>, <<score:DET score 5>>.
Products: <<device:Coloplast SenSura Mio 1-piece>> cut-to-fit, <<device:Brava Protective Seal>>, <<device:Brava Stoma Powder>>. <<drug:Loperamide>> <<dose:2 mg>> <<freq:prn>>.
<<lab:Hb 10.9 g/dL>>, <<lab:albumin 31 g/L>>. Reversal candidate: <<test:contrast enema>> planned. <<symptom:Parastomal bulge>> on cough - <<finding:Stage I hernia>>, <<device:support belt>>.
Diet: ramadan fasting advice, <<drug:ORS>> sachets. <<guideline:WCET 2020 ostomy guideline>>. <<trial:PREVENT>> mesh data discussed.
Stoma nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])
<<department:Colorectal Surgery>>
Supplies via Ostomy Association member no [[ID:{ref}]]; payment bKash [[ACCOUNT:{acct}]]; photo [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]
CNG rickshaw driver brother [[PERSON:{g7}]] - [[VEHICLE_ID:{rego}]]. Next [[DATE:{uH}]]"""

STOMA_FJ = """<<heading:Stoma Nurse Clinic - Community Follow-up>>
Clinic: [[LOCATION:{clinic}]], [[LOCATION:{hospital}]]   Hosp no [[MRN:{mrn}]]   Birth reg/ID [[SSN:{ssn}]]   Care plan [[HEALTH_PLAN_ID:{plan}]]
Name: [[PERSON:{pg} {ps}]] (called "[[PERSON:{word}]]" in the village)   Age [[AGE:{age}]]   DOB [[DATE:{bB}]]
Home: [[ADDRESS:{street}]], [[LOCATION:{town}]]   Ph [[PHONE:{ph}]] / [[PHONE:{mob}]] (grandson [[PERSON:{rg} {ps}]])
Visit [[DATE:{tB}]]; stoma formed [[DATE:{wB}]]
<<procedure:Abdominoperineal resection>> for <<condition:low rectal adenocarcinoma>> (<<score:TNM T3N0>>); <<eponym:Whipple's disease>> was a wrong early diagnosis - Dr [[PERSON:{es}]] the pathologist corrected.
<<finding:End colostomy>> <<finding:30 mm>> flush; <<finding:mucocutaneous separation 2 cm>> healing with <<device:Aquacel Extra>>. <<score:Ostomy Skin Tool DET 3>>.
Appliance: <<device:ConvaTec Esteem+ Flex Convex>> 1-piece, <<device:Eakin Cohesive Seal>>. <<drug:Psyllium>> <<dose:3.4 g>> <<freq:daily>>; <<drug:Metformin>> <<dose:500 mg>> <<freq:bd>>.
<<lab:CEA 2.1>>, <<lab:Hb 112>>, <<lab:eGFR 48>>. <<symptom:Kava drinking>> at church - hydration advice. <<guideline:ASCRS 2022>>.
Supplies by boat to [[LOCATION:{town2}]]; carrier [[VEHICLE_ID:{rego}]]. <<service:Fiji Cancer Society>> for pouches.
Nurse [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); surgeon Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]])
<<department:General Surgery>>
M-PAiSA acct [[ACCOUNT:{acct}]]; order [[ID:{ref}]]; stoma photo [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); grandson e-mail [[EMAIL:{email}]]
Next [[DATE:{uB}]]"""

OCC_BW = """<<heading:OCCUPATIONAL HEALTH - FITNESS FOR WORK ASSESSMENT>>   [[LOCATION:{clinic}]]
Employee [[PERSON:{pSU}, {pg}]]   Omang [[SSN:{ssn}]]   Staff no [[ID:{ref}]]   Medical aid [[HEALTH_PLAN_ID:{plan}]]   File [[MRN:{mrn}]]
DOB [[DATE:{bD}]]   [[ADDRESS:{street}]], [[LOCATION:{town}]]   Cell [[PHONE:{mob}]]   Emergency [[PERSON:{rg} {rs}]] [[PHONE:{ph}]]
Assessment [[DATE:{tD}]] (periodic, underground); last [[DATE:{vD}]]
Job: <<finding:heavy plant operator>>, <<finding:diamond mine level 3>>. Exposures: <<finding:silica>>, <<finding:noise 92 dBA>>, <<finding:whole-body vibration>>.
<<test:Spirometry>> <<lab:FEV1 3.1 L (84%)>>, <<lab:FVC 3.9 L>>, <<lab:FEV1/FVC 0.79>>; <<test:chest X-ray>> <<score:ILO 0/0>>. <<test:Audiogram>> <<finding:4 kHz notch 40 dB>> L.
<<condition:HIV>> on <<drug:TLD>> (<<drug:Tenofovir/Lamivudine/Dolutegravir>>) <<dose:1 tab>> <<freq:od>>, <<lab:viral load suppressed>>; <<test:GeneXpert>> TB screen neg. <<eponym:Still's disease>> in childhood - occ nurse [[PERSON:{es}]] confirmed.
<<vital:BP 134/86>>, <<vital:BMI 29>>; <<test:vision>> <<finding:6/6>>; <<test:drug screen>> negative. <<score:Epworth 6>>.
Outcome: <<finding:Fit with restrictions>> - hearing protection <<device:3M E-A-R Classic>>, review in 6 months. <<guideline:Mines Health and Safety Act>> / <<guideline:ILO C176>>.
OMP Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]); OHN [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])
<<department:Occupational Medicine>>
Audiometer <<device:Amplivox 270+>> s/n [[DEVICE_ID:{dev}]]; report [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); HR e-mail [[EMAIL:{email2}]]
Licence to drive haul truck [[VEHICLE_ID:{rego}]]; payroll acct [[ACCOUNT:{acct}]]. Next [[DATE:{uD}]]"""

OCC_NP = """<<heading:Pre-Departure Medical Examination - Migrant Worker>>
Centre [[LOCATION:{clinic}]]   Passport/citizenship no [[SSN:{ssn}]]   Registration [[MRN:{mrn}]]   Insurance [[HEALTH_PLAN_ID:{plan}]]
Candidate [[PERSON:{pg} {ps}]]   DOB [[DATE:{bF}]] (citizenship card) / [[DATE:{bC}]] (passport) - mismatch noted
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mobile [[PHONE:{mob}]]   Father [[PERSON:{rg} {ps}]] [[PHONE:{ph}]]
Exam [[DATE:{tF}]]; agency demand letter [[ID:{ref}]] dated [[DATE:{vF}]]
Destination job: <<finding:construction labourer>>, heat exposure. <<vital:BP 128/78>>, <<vital:BMI 22>>, <<vital:HR 72>>.
<<test:Chest X-ray>> <<finding:no active TB>>; <<test:HIV 1/2 Ab>> non-reactive; <<test:HBsAg>> neg; <<test:VDRL>> non-reactive; <<lab:Hb 14.2 g/dL>>; <<lab:fasting glucose 5.1>>.
<<test:Stool R/E>> ova of <<finding:Ascaris>> -> <<drug:Albendazole>> <<dose:400 mg>> <<freq:single dose>>. <<drug:Typhoid conjugate vaccine>> given.
<<eponym:Wilson's disease>> in a cousin - Dr [[PERSON:{es}]] (no relation) ordered <<lab:ceruloplasmin 0.28 g/L>>: normal. <<test:Colour vision>> <<finding:Ishihara 17/17>>.
Result: <<finding:FIT>>; valid 90 days per <<guideline:GAMCA 2024 standards>> / <<guideline:IOM health assessment>>.
Examining doctor Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]); lab tech [[PERSON:{n1gl} {n1sl}]] ([[LICENSE:{lic2}]])
<<department:Occupational Health>>
X-ray unit s/n [[DEVICE_ID:{dev}]]; result upload [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]; fee receipt [[ACCOUNT:{acct2}]]
Came by bus [[VEHICLE_ID:{rego}]] from [[LOCATION:{town2}]]. Fly-out [[DATE:{uF}]]"""

LIMB_ZM = """<<heading:PROSTHETICS & ORTHOTICS CENTRE - LIMB FITTING RECORD>>   [[LOCATION:{clinic}]]
Client [[PERSON:{pg} {ps}]]   NRC [[SSN:{ssn}]]   File [[MRN:{mrn}]]   Cover [[HEALTH_PLAN_ID:{plan}]]   DOB [[DATE:{bA}]]
Wife [[PERSON:{rg} {rs}]]   Cell [[PHONE:{mob}]] / [[PHONE:{ph}]]   [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]
Fitting [[DATE:{tA}]]; amputation [[DATE:{wA}]] at [[LOCATION:{hospital}]]; cast taken [[DATE:{vA}]]
Level: <<procedure:transtibial amputation>> L, <<finding:residual limb 14 cm>>, <<finding:well-healed>>; cause <<condition:diabetic foot sepsis>>, <<lab:HbA1c 7.9%>>. <<score:K-level K2>>, <<score:AMPPRO 31>>.
Prosthesis: <<device:ICRC polypropylene PTB socket>>, <<device:Ossur Iceross Dermo liner 26>>, <<device:ICRC SACH foot 26 cm>>, pylon s/n [[DEVICE_ID:{dev}]], adapter [[DEVICE_ID:{dev2}]].
Gait: <<test:TUG>> <<finding:19 s>>, <<test:6MWT>> <<finding:210 m>>, <<score:Houghton 6>>; <<symptom:phantom limb pain>> <<score:NRS 4/10>> -> <<drug:Amitriptyline>> <<dose:25 mg>> <<freq:nocte>>.
Meds: <<drug:Metformin>> <<dose:1 g>> <<freq:bd>>, <<drug:Gliclazide>> <<dose:80 mg>>, <<drug:Enalapril>> <<dose:10 mg>>. <<eponym:Baker's cyst>> R knee (sound side) - Dr [[PERSON:{es}]] in orthopaedics to aspirate.
Contralateral foot: <<test:monofilament>> <<finding:4/10 sites>>, <<finding:IWGDF risk 3>> (<<guideline:IWGDF 2023>>). <<guideline:ISPO 2017 standards>>; <<trial:ICRC SACH field study>> results shown.
Prosthetist [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); rehab doctor Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]])
<<department:Physical Rehabilitation>>
Workshop job [[ID:{ref}]]; photo [[PERSON:{psa}]]/[[DATE:{uI}]] on [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]; invoice [[ACCOUNT:{acct2}]]
Minibus [[VEHICLE_ID:{rego}]] from [[LOCATION:{town2}]]; next review [[DATE:{uA}]]"""

LIMB_UG = """<<heading:Orthopaedic Workshop - Prosthetic Review>>
[[LOCATION:{clinic}]] | [[LOCATION:{hospital}]]
Client: [[PERSON:{pgl} {psl}]] | NIN [[SSN:{ssn}]] | IP no [[MRN:{mrn}]] | cover [[HEALTH_PLAN_ID:{plan}]] | DOB [[DATE:{bD}]]
Brother [[PERSON:{rg}]] ([[PERSON:{rs}]] clan) | [[PHONE:{mob}]] | office [[PHONE:{ph}]] | [[ADDRESS:{street}]], [[LOCATION:{town}]]
Review [[DATE:{tD}]]; first limb [[DATE:{wD}]]; boda crash [[DATE:{wB}]]
Level: <<procedure:transfemoral amputation>> R after <<condition:open tibial fracture Gustilo IIIC>>; <<finding:residual limb 22 cm>>, <<finding:adductor roll>>. <<score:K-level K3>>.
Prosthesis: <<device:LIMBS M1 knee>> s/n [[DEVICE_ID:{dev}]], <<device:quadrilateral socket>>, <<device:Jaipur foot>>; liner UDI [[DEVICE_ID:{udi}]]. <<finding:socket loose 3 ply>> -> new socket.
<<test:TUG>> <<finding:12 s>>, <<test:10MWT>> <<finding:0.9 m/s>>, <<score:PEQ-MS 2.8>>. <<symptom:skin abrasion>> at ischial seat; <<drug:Silver sulfadiazine 1%>> <<freq:bd>>.
<<drug:Ibuprofen>> <<dose:400 mg>> <<freq:prn>>, <<drug:Tetanus toxoid>> booster done. <<condition:HIV>> neg, <<lab:Hb 13.4>>. <<eponym:Colles' fracture>> L wrist in the same crash - Dr [[PERSON:{es}]] (ortho) removed the cast.
<<guideline:WHO 2017 prosthetics standards>>; <<trial:LIMBS knee field trial>> follow-up form filled. <<service:Peer support group>> with [[PERSON:{n2g}]] (clan-name only on file).
Orthopaedic technologist [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]); Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]])
<<department:Orthopaedic Technology>>
Workshop accession [[ID:{acc}]]; MoMo [[ACCOUNT:{acct}]]; gait video [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); e-mail [[EMAIL:{email}]]
Boda rider (brother) [[VEHICLE_ID:{rego}]]; cane tag [[DEVICE_ID:{dev2}]]"""

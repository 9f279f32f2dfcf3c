# ruff: noqa: E501
"""Hand-written PHI frames of pii_languages_blind12: fifty (region, age band or None, text with
`[[TYPE:{key}]]` marks) filled three times by build_pii_languages_blind12.py, in voices earlier
rounds did not use (tissue-viability WhatsApps, home-ventilation pagers, IR booking clerks,
transplant coordinators, haemophilia nurses, warfarin reminders, feed-delivery drivers,
switchboards, subject-access clerks, insurers' pre-authorisation lines, community health
workers, foreign domestic helpers, ward clerks, couriers, locum agencies)."""

from __future__ import annotations

FRAMES: tuple[tuple[str, tuple[int, int] | None, str], ...] = (
    (
        "za",
        None,
        "Wound nurse WhatsApp: pic of [[PERSON:{pgl}]]'s heel attached ([[PERSON:{psa}]]_heel_[[DATE:{tK}]].jpg), Braden 12, slough 70%, starting Iodosorb + Kerramax Care, pls tell Sr [[PERSON:{n1s}]] to bring the PICO 7 box",
    ),
    (
        "za",
        None,
        "Home-based carer log: [[PERSON:{pSU} {pg}]], ID [[SSN:{ssn}]], [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - dressing done 09:20, Metformin 850 mg given, CBS nurse [[PERSON:{n1gl}]] to visit [[DATE:{uL}]]",
    ),
    (
        "za",
        None,
        "Medical aid pre-auth line: member [[PERSON:{rg} {ps}]], scheme no [[HEALTH_PLAN_ID:{plan}]], beneficiary [[PERSON:{pg}]] for NPWT 14 days, treating Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]], auth ref [[ID:{idno}]]",
    ),
    (
        "jm",
        (90, 96),
        "Ward clerk bed board: Bed 7 - [[PERSON:{pg} {ps}]] '[[PERSON:{word}]]', [[AGE:{age}]] yrs, TRN [[SSN:{ssn}]], docket [[MRN:{mrn}]], Graves' disease, for Profore 4-layer, NOK [[PHONE:{mob}]]",
    ),
    (
        "jm",
        None,
        "District nurse voicemail: hi it's [[PERSON:{n1gl}]] from [[LOCATION:{clinic}]], calling for [[PERSON:{rg}]] about Miss [[PERSON:{ps}]]'s sacral sore, Category 3 per EPUAP, ring [[PHONE:{ph}]] before [[DATE:{uD}]]",
    ),
    (
        "jm",
        None,
        "Taxi voucher: pick up [[PERSON:{pt}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] for leg ulcer clinic [[DATE:{uF}]] 8am, car [[VEHICLE_ID:{rego}]], driver [[PERSON:{g7}]]",
    ),
    (
        "sg",
        None,
        "FDW message to dietitian: Ma'am, [[PERSON:{pSU} {pg}]] feed stop at 600 mL, pump Kangaroo Joey say FLOW ERROR, serial [[DEVICE_ID:{dev}]], I give water flush 50 mL already. From [[PERSON:{g7}]] [[PHONE:{mob}]]",
    ),
    (
        "sg",
        None,
        "Polyclinic SMS: Dear [[PERSON:{pg}]], your appointment at [[LOCATION:{clinic}]] on [[DATE:{uM}]] for HbA1c and Ensure Plus review is confirmed. Reply N to cancel. Ref [[ID:{idno2}]]",
    ),
    (
        "sg",
        None,
        "Insurer e-mail: claim for PEG change under policy [[HEALTH_PLAN_ID:{plan}]], insured [[PERSON:{PTC}]], MediSave [[ACCOUNT:{acct}]], attending Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]), documents to [[EMAIL:{email}]]",
    ),
    (
        "en",
        (90, 95),
        "Feed delivery driver log: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - 28 x Nutrison Multi Fibre 1000 mL left with [[PERSON:{rg}]], customer [[PERSON:{pt}]] ([[AGE:{age}]]) asleep, van [[VEHICLE_ID:{rego}]], acct [[ACCOUNT:{acct2}]]",
    ),
    (
        "en",
        None,
        "Switchboard log: [[DATE:{tL}]] 02:14 caller [[PERSON:{rgl}]] for Ward 23 re dad [[PERSON:{ps}]] (Parkinson's, Madopar due 02:00), put through to nurse in charge [[PERSON:{n1g}]]; caller no. [[PHONE:{mob}]]",
    ),
    (
        "en",
        None,
        "Subject access request: [[PERSON:{pt}]], NHS [[SSN:{ssn}]], DOB [[DATE:{bA}]], wants RIG insertion notes from [[LOCATION:{hospital}]] sent to [[EMAIL:{email}]]; ID checked by [[PERSON:{n2gl}]], SAR [[ID:{idno3}]]",
    ),
    (
        "en",
        None,
        "PD nurse to GP ([[HEALTH_PLAN_ID:{plan}]]): [[PERSON:{PTC}]] Hoehn and Yahr 4, MDS-UPDRS III 48, please add Rotigotine 4 mg/24 h; Dr [[PERSON:{cs}]] in Blood Sciences says the ferritin 12 is real",
    ),
    (
        "hk",
        (91, 99),
        "Elderly home warden note: [[PERSON:{pSU} {pg}]], [[AGE:{age}]], bed 3{bed}, HKID [[SSN:{ssn}]], PTBD drain output 350 mL, bag changed, HN [[MRN:{mrn}]], escort by NEATS plate [[VEHICLE_ID:{rego}]] on [[DATE:{uJ}]]",
    ),
    (
        "hk",
        None,
        "IR booking clerk: PTBD exchange for [[PERSON:{pgl} {psl}]] booked [[DATE:{uM}]] 14:00, Dawson-Mueller 10.2 Fr, INR 1.2 ok, family [[PERSON:{rg}]] [[PHONE:{mob}]], booking [[ID:{idno}]]",
    ),
    (
        "hk",
        None,
        "Radiographer e-mail: exported [[PERSON:{psa}]]_[[PERSON:{pga}]]_TACE.dcm to [[URL:{url}]] from workstation [[IP_ADDRESS:{ip}]], Artis Q room 2, DAP 61 Gy.cm2; cc [[EMAIL:{email2}]]",
    ),
    (
        "ph",
        None,
        "Barangay health worker report: [[PERSON:{pg} {ps}]] of [[ADDRESS:{street}]], [[LOCATION:Brgy. Malanday]], [[LOCATION:{town}]] - HD 3x/wk at [[LOCATION:{hosp2}]], AV fistula thrill weak, PhilHealth [[HEALTH_PLAN_ID:{plan}]]",
    ),
    (
        "ph",
        None,
        "Text from OFW spouse [[PERSON:{rg}]]: pls update me re fistulogram of [[PERSON:{pgl}]], my number abroad [[PHONE:{mob}]], email [[EMAIL:{email}]], Malasakit ref [[ID:{idno}]]",
    ),
    (
        "ph",
        None,
        "IR nurse endorsement: [[PERSON:{PTC}]], PSN [[SSN:{ssn}]], s/p fistuloplasty Mustang 6 x 40 + Lutonix 035, Heparin 3000 u, RT [[PERSON:{n1g}]] ([[LICENSE:{lic2}]]); SOA [[ACCOUNT:{acct2}]]",
    ),
    (
        "my",
        None,
        "Warfarin clinic SMS: Salam [[PERSON:{pg}]], INR anda 1.8 pada [[DATE:{tA}]]. Dos baru Warfarin 3 mg Isnin-Jumaat, 4 mg Sabtu-Ahad. Temujanji [[DATE:{uJ}]], [[LOCATION:{clinic}]]. Tel [[PHONE:{ph}]]",
    ),
    (
        "my",
        None,
        "Pharmacist note (English): [[PERSON:{pg} {ps}]], MyKad [[SSN:{ssn}]], RN [[MRN:{mrn}]], On-X MVR, TTR 48% by Rosendaal, stop Tongkat Ali and Ginkgo; CoaguChek XS Pro s/n [[DEVICE_ID:{dev3}]]",
    ),
    (
        "my",
        None,
        "Insurer panel letter: [[PERSON:{pt}]] of [[ADDRESS:{street}]], [[ZIP:{pc}]] [[LOCATION:{town}]], policy [[HEALTH_PLAN_ID:{plan}]], treated by Dr [[PERSON:{d1g}]] (MMC [[LICENSE:{lic}]]) for AF with CHA2DS2-VASc 4",
    ),
    (
        "ni",
        (90, 99),
        "Domiciliary INR list: 1) [[PERSON:{PTC}]] [[AGE:{age}]] H&C [[SSN:{ssn}]] [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - INR 3.9, skip one dose; CoaguChek Pro II s/n [[DEVICE_ID:{dev2}]]",
    ),
    (
        "ni",
        None,
        "Anticoag nurse voicemail: it's [[PERSON:{n1gl}]] for [[PERSON:{rg} {ps}]], your INR was 2.4 on [[DATE:{tE}]], stay on 3 mg, next check [[DATE:{uC}]], ring [[PHONE:{ph}]]; Dr [[PERSON:{cs}]] says no Apixaban with CrCl 19",
    ),
    (
        "ni",
        None,
        "GP cypher [[HEALTH_PLAN_ID:{plan}]] practice letter for [[PERSON:{pt}]], Barrett's oesophagus and AF; dosing letter [[PERSON:{psa}]]-inr-[[DATE:{tE}]].pdf at [[URL:{url}]]",
    ),
    (
        "us",
        None,
        "RT pager: vent alarm HIGH PRESSURE at [[ADDRESS:{street}]], [[LOCATION:{town}]] MA [[ZIP:{pc}]] - pt [[PERSON:{pt}]], Trilogy Evo s/n [[DEVICE_ID:{dev}]], spouse [[PERSON:{rg}]] suctioned, call [[PHONE:{mob}]]",
    ),
    (
        "us",
        None,
        "Home health aide timesheet: client [[PERSON:{pSU}, {pg}]] MRN [[MRN:{mrn}]] Medicare [[HEALTH_PLAN_ID:{plan}]], trach care + CoughAssist E70, aide [[PERSON:{n2g}]] (employee [[ID:{idno2}]]), [[DATE:{tN}]] 7a-3p",
    ),
    (
        "us",
        None,
        "Utility life-support form: account holder [[PERSON:{rg} {ps}]], acct [[ACCOUNT:{acct}]], SSN last four only - full on file [[SSN:{ssn}]], ventilator-dependent resident [[PERSON:{pg}]], physician NPI [[LICENSE:{lic}]]",
    ),
    (
        "us",
        None,
        "ALS clinic portal message from [[EMAIL:{email}]]: hi it's [[PERSON:{word}]], [[PERSON:{pgl}]]'s kid - ALSFRS-R went 21 to 17, can Dr [[PERSON:{cs}]] renew Riluzole 50 mg? modem IP [[IP_ADDRESS:{ip}]] keeps dropping",
    ),
    (
        "ns",
        None,
        "Respiratory therapy referral: [[PERSON:{PTC}]], MSI [[HEALTH_PLAN_ID:{plan}]], [[ADDRESS:{street}]], [[LOCATION:{town}]], NS [[ZIP:{pc}]], AHI 64, PaCO2 58, for VPAP ST; referring Dr [[PERSON:{d1gi}. {d1s}]] (CPSNS [[LICENSE:{lic}]])",
    ),
    (
        "ns",
        None,
        "Home oxygen vendor ticket [[ID:{idno3}]]: Lumis 150 s/n [[DEVICE_ID:{dev}]] swapped at [[PERSON:{pgl} {psl}]]'s, truck [[VEHICLE_ID:{rego}]], client phone [[PHONE:{ph}]], VitalAire acct [[ACCOUNT:{acct2}]]",
    ),
    (
        "ns",
        None,
        "Clinic e-mail: Dr [[PERSON:{cs}]] please see [[PERSON:{word} {ps}]] (DOB [[DATE:{bF}]]) before [[DATE:{uH}]] - ESS 14, Paget's disease of bone, download at [[URL:{url}]]",
    ),
    (
        "ng",
        None,
        "Transplant coordinator SMS: [[PERSON:{pg}]], your Tacrolimus trough on [[DATE:{tO}]] was 7.8, keep Prograf 3 mg bd. Pay drug fund [[ACCOUNT:{acct}]]. Call [[PERSON:{n1gl}]] [[PHONE:{mob}]]",
    ),
    (
        "ng",
        None,
        "Donor work-up list: donor [[PERSON:{rg} {ps}]] NIN [[SSN:{ssn}]], recipient [[PERSON:{pSU}, {pg}]] NHIA [[HEALTH_PLAN_ID:{plan}]], HLA 3/6, CMV D+/R+, crossmatch [[DATE:{uO}]] at [[LOCATION:{hospital}]]",
    ),
    (
        "ng",
        None,
        "Pharmacy portal receipt: patient [[PERSON:{pt}]] '[[PERSON:{word}]]', hosp no [[MRN:{mrn}]], Mycophenolate 750 mg x 120, paid from [[ACCOUNT:{acct2}]], logged from [[IP_ADDRESS:{ip}]], receipt at [[URL:{url}]]",
    ),
    (
        "ke",
        None,
        "CHV report: visited [[PERSON:{pgl} {psl}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] on [[DATE:{tB}]], took Envarsus 5 mg and Isoniazid, SHA [[HEALTH_PLAN_ID:{plan}]], spouse [[PERSON:{rg}]] [[PHONE:{mob}]]",
    ),
    (
        "ke",
        None,
        "Boda rider sample log: 2 EDTA + 1 SST from [[PERSON:{pg} {ps}]] IP/OP [[MRN:{mrn}]] for Tac level, rider [[PERSON:{g7}]], plate [[VEHICLE_ID:{rego}]], delivered [[DATE:{tB}]] 08:40 to [[LOCATION:{clinic}]]",
    ),
    (
        "ke",
        None,
        "Renal social work: [[PERSON:{PTC}]] ID no [[SSN:{ssn}]], [[ADDRESS:P.O. Box 4{room}]]-[[ZIP:{pc}]] [[LOCATION:{town}]], M-Pesa paybill [[ACCOUNT:{acct}]], FSGS, PTDM on Linagliptin; Heart Failure clinic not needed",
    ),
    (
        "gh",
        None,
        "Haemophilia nurse voicemail: hello, [[PERSON:{n1g}]] from [[LOCATION:{clinic}]] for [[PERSON:{rg} {ps}]] - [[PERSON:{pg}]]'s Hemlibra is ready, 3 mg/kg every 2 weeks, bring the cold box, call [[PHONE:{mob}]]",
    ),
    (
        "gh",
        None,
        "School nurse letter: [[PERSON:{pt}]] ('[[PERSON:{word}]]'), DOB [[DATE:{bA}]], severe haemophilia A, ABR 6, no contact sport; Ghana Card of parent [[SSN:{ssn}]]; NHIS [[HEALTH_PLAN_ID:{plan}]]; GPS [[ZIP:{pc}]]",
    ),
    (
        "gh",
        None,
        "WFH registry upload [[ID:{idno}]]: [[PERSON:{pSU}, {pg}]] folder [[MRN:{mrn}]], HJHS 14, Advate 25 IU/kg breakthrough, fridge logger [[DEVICE_ID:{dev}]], trotro [[VEHICLE_ID:{rego}]]",
    ),
    (
        "pk",
        None,
        "Lady Health Worker report: [[PERSON:{pg}]] (guardian [[PERSON:{rg}]]) of [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], left elbow bleed, Factor IX 40 IU/kg given at [[LOCATION:{clinic}]], CNIC [[SSN:{ssn}]]",
    ),
    (
        "pk",
        None,
        "WhatsApp to clinic: Dr sahib [[PERSON:{d1s}]], elbow swollen again, photo IMG-[[DATE:{tK}]]-WA0012 ([[PERSON:{pgl}]]).jpg sent from [[PHONE:{mob}]], Octanine F lot {lot} finished, MR [[MRN:{mrn}]]",
    ),
    (
        "pk",
        None,
        "Zakat committee form: applicant [[PERSON:{rg} {ps}]], CNIC [[SSN:{ssn}]], for patient [[PERSON:{pg}]] (haemophilia B, FIX 3%), bank [[ACCOUNT:{acct}]], verified by Dr [[PERSON:{d1g} {d1s}]] PMDC [[LICENSE:{lic}]]",
    ),
    (
        "za",
        None,
        "Locum agency e-mail to [[EMAIL:{email3}]]: Sr [[PERSON:{n1g} {n1s}]] (SANC [[LICENSE:{lic2}]]) booked [[DATE:{uL}]]-[[DATE:{uO}]] at [[LOCATION:{clinic}]], Tissue Viability, rate per CBS tariff; IT login from [[IP_ADDRESS:{ip}]]",
    ),
    (
        "en",
        None,
        "Lab courier manifest [[DATE:{tE}]]: box 4 - INR + U&E for [[PERSON:{pSU} {pgi}]] ([[MRN:{mrn}]]), vitamin D for [[PERSON:{rgl} {rsl}]], collected by [[PERSON:{g7}]], van [[VEHICLE_ID:{rego}]]",
    ),
    (
        "us",
        None,
        "DME prior auth: [[PERSON:{pt}]] DOB [[DATE:{bN}]] Medicare [[HEALTH_PLAN_ID:{plan}]] for ResMed Astral 150 (E0466), order [[ID:{idno}]], prescriber DEA [[LICENSE:{lic2}]], fax [[PHONE:{ph}]]",
    ),
    (
        "sg",
        None,
        "Caregiver training record: son [[PERSON:{rg}]] and helper [[PERSON:{g8}]] trained on Freka PEG 15 Fr care by [[PERSON:{n1gl}]] (AHPC [[LICENSE:{lic2}]]) on [[DATE:{tM}]], address [[ADDRESS:{street}]], Singapore [[ZIP:{pc}]]",
    ),
    (
        "ke",
        None,
        "Transplant clinic e-mail from [[EMAIL:{email}]]: this is [[PERSON:{rg}]], [[PERSON:{pg}]]'s spouse, Cr 142 on [[DATE:{tB}]] at [[LOCATION:{hospital}]] - is HARMONY trial still open? results [[URL:{url}]]",
    ),
    (
        "my",
        None,
        "Courier slip: CoaguChek strips to [[PERSON:{pSU} {pg}]], [[ADDRESS:{street}]], [[ZIP:{pc}]] [[LOCATION:{town}]], tel [[PHONE:{mob}]], COD acct [[ACCOUNT:{acct2}]], rider plate [[VEHICLE_ID:{rego}]]",
    ),
)

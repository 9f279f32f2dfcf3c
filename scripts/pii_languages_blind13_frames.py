# ruff: noqa: E501
"""Hand-written PHI frames of pii_languages_blind13: (region, age band or None, text with
`[[TYPE:{key}]]` marks) filled three times by build_pii_languages_blind13.py, in voices earlier
rounds did not use: chamber intercom logs, processor-app alerts, remote-monitoring alerts,
injection-day reminders, ostomy supply orders, fitness-for-work e-mails to HR, embryology witness
logs, interpreter bookings, device recall letters, lab accession labels, referral fax covers,
insurer denials, locum hand-over texts and lost-property desks."""

from __future__ import annotations

F = tuple[str, tuple[int, int] | None, str]
FRAMES: tuple[F, ...] = (
    (
        "nz",
        None,
        "Chamber intercom log [[DATE:{tI}]]: [[PERSON:{pg}]] clearing ears OK at 2.4 ATA, attendant [[PERSON:{n1gl}]] inside, Table 9 on the Sechrist 3300H s/n [[DEVICE_ID:{dev}]]",
    ),
    (
        "nz",
        None,
        "ACC decline letter: claim [[HEALTH_PLAN_ID:{plan}]] for [[PERSON:{pt}]], NHI [[SSN:{ssn}]], of [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - hyperbaric oxygen for radiation proctitis is not covered; review ref [[ID:{ref}]]",
    ),
    (
        "nz",
        None,
        "Whānau text to HBOT unit: kia ora it's [[PERSON:{rg}]], [[PERSON:{pgl}]] can't make the [[DATE:{uH}]] dive, car [[VEHICLE_ID:{rego}]] broke down in [[LOCATION:{town2}]], ring me on [[PHONE:{mob}]]",
    ),
    (
        "mt",
        (90, 97),
        "Ambulance booking: [[PERSON:{PTC}]], [[AGE:{age}]], ID [[SSN:{ssn}]], from [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] to [[LOCATION:{clinic}]] on [[DATE:{uG}]] at 07:30, oxygen 2 L, son [[PERSON:{rg}]] [[PHONE:{mob}]]",
    ),
    (
        "mt",
        None,
        "Pharmacy of Your Choice note: entitlement [[HEALTH_PLAN_ID:{plan}]] for [[PERSON:{pg} {ps}]] covers Insulin glargine 100 units/mL; collect from [[LOCATION:{town}]] after [[DATE:{uG}]], tel [[PHONE:{ph}]]",
    ),
    (
        "mt",
        None,
        "Diving medical certificate: [[PERSON:{pg} {ps}]], DOB [[DATE:{bG}]], fit to dive per ECHM 2016 and EUBS standards, signed Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]] on [[DATE:{tG}]]",
    ),
    (
        "sc",
        (90, 99),
        "Processor app alert: Nucleus 8 s/n [[DEVICE_ID:{dev2}]] paired to [[PERSON:{pgl}]]'s phone, battery low; carer [[PERSON:{rg}]] notified at [[EMAIL:{email}]] [[DATE:{tE}]], user aged [[AGE:{age}]]",
    ),
    (
        "sc",
        None,
        "Text relay call log: caller [[PERSON:{pg} {ps}]], CHI [[SSN:{ssn}]], asking to move the mapping at [[LOCATION:{clinic}]] from [[DATE:{tE}]] to [[DATE:{uE}]]; call back [[PHONE:{ph}]]",
    ),
    (
        "sc",
        None,
        "Ferry desk: CalMac booking [[ID:{ref}]] for [[PERSON:{pt}]] and car [[VEHICLE_ID:{rego}]], [[LOCATION:{town}]] to Ullapool [[DATE:{uA}]], NHS travel claim acct [[ACCOUNT:{acct}]], postcode [[ZIP:{pc}]]",
    ),
    (
        "ae",
        None,
        "Insurer pre-approval: member [[PERSON:{pg} {ps}]], Emirates ID [[SSN:{ssn}]], card [[HEALTH_PLAN_ID:{plan}]], MED-EL SYNCHRONY 2 bilateral approved under [[ID:{claim}]], surgeon Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]]",
    ),
    (
        "ae",
        None,
        "Nanny WhatsApp: madam, baby [[PERSON:{pg}]] coil fell off in the mall, SONNET 2 s/n [[DEVICE_ID:{dev}]] is safe in bag, driver [[PERSON:{g7}]] bringing us home in [[VEHICLE_ID:{rego}]]; call [[PHONE:{mob}]]",
    ),
    (
        "ae",
        None,
        "Interpreter booking: Arabic for [[PERSON:{rg} {ps}]] at [[LOCATION:{clinic}]] [[DATE:{uD}]] 10:00, MRN [[MRN:{mrn}]], address [[ADDRESS:{street}]], [[LOCATION:{town}]], [[ADDRESS:{pc}]]",
    ),
    (
        "ie",
        (90, 102),
        "Remote-monitoring alert: CareLink [[ID:{ref}]] for [[PERSON:{pg} {ps}]] ([[AGE:{age}]]), MRN [[MRN:{mrn}]], AT/AF burden 6% on [[DATE:{vJ}]], generator s/n [[DEVICE_ID:{dev}]]; physiologist [[PERSON:{n1g}]] to phone [[PHONE:{ph}]]",
    ),
    (
        "ie",
        None,
        "Device recall letter: Dear [[PERSON:{pg}]], your lead (s/n [[DEVICE_ID:{dev2}]]) is under a field safety notice; please attend [[LOCATION:{clinic}]] on [[DATE:{uJ}]]. [[ADDRESS:{street}]], [[LOCATION:{town}]], [[ZIP:{pc}]]",
    ),
    (
        "ie",
        None,
        "Medical card renewal: [[PERSON:{pt}]], PPSN [[SSN:{ssn}]], card [[HEALTH_PLAN_ID:{plan}]] expires [[DATE:{uJ}]]; GP Dr [[PERSON:{d1s}]] ([[LICENSE:{lic}]]) supports Apixaban 2.5 mg cover",
    ),
    (
        "au",
        None,
        "Licence check: ICD patient [[PERSON:{pgl} {psl}]] holds licence and ute [[VEHICLE_ID:{rego}]]; Austroads 2022 says 6 months off after a shock, last shock [[DATE:{vC}]]",
    ),
    (
        "au",
        None,
        "LATITUDE alert e-mail to [[EMAIL:{email2}]]: patient [[PERSON:{pg} {ps}]], IHI [[SSN:{ssn}]], UR [[MRN:{mrn}]], 2 VT episodes untreated, EMBLEM S-ICD s/n [[DEVICE_ID:{dev}]]",
    ),
    (
        "au",
        None,
        "Medicare gap invoice: [[PERSON:{pt}]], Medicare [[HEALTH_PLAN_ID:{plan}]], [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], item 11721 on [[DATE:{tC}]], invoice [[ACCOUNT:{acct2}]], phone [[PHONE:{mob}]]",
    ),
    (
        "lk",
        None,
        "Injection day SMS: [[PERSON:{pg}]], Bevacizumab injection at [[LOCATION:{clinic}]] on [[DATE:{uA}]] 8.00 am, bring [[MRN:{mrn}]] and NIC [[SSN:{ssn}]]. Enquiries [[PHONE:{ph}]]",
    ),
    (
        "lk",
        None,
        "Drug purchase receipt: Aflibercept 2 mg vial for [[PERSON:{pSU} {pg}]], receipt [[ACCOUNT:{acct2}]], paid by [[PERSON:{rg} {rs}]] of [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] on [[DATE:{tA}]]",
    ),
    (
        "lk",
        None,
        "Three-wheeler hire: [[PERSON:{g7}]] takes [[PERSON:{pt}]] from [[LOCATION:{town}]] to eye clinic [[DATE:{uA}]], vehicle [[VEHICLE_ID:{rego}]], mobile [[PHONE:{mob}]]",
    ),
    (
        "tt",
        (90, 98),
        "CDAP refill note: [[PERSON:{pg} {ps}]], [[AGE:{age}]] yrs, ID [[SSN:{ssn}]], Losartan 50 mg x 30 collected [[DATE:{tE}]] at [[LOCATION:{town}]], acct [[ACCOUNT:{acct}]], granddaughter [[PERSON:{rg}]] signed",
    ),
    (
        "tt",
        None,
        "Maxi-taxi driver message: picked up [[PERSON:{pt}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], dropping at [[LOCATION:{clinic}]] for Faricimab shot, maxi [[VEHICLE_ID:{rego}]], call [[PHONE:{ph}]]",
    ),
    (
        "tt",
        None,
        "Referral fax cover: to Dr [[PERSON:{d1g} {d1s}]] ([[LICENSE:{lic}]]) re [[PERSON:{pg} {ps}]], Reg [[MRN:{mrn}]], neovascular AMD R, seen [[DATE:{tE}]]; fax from [[LOCATION:{hosp2}]]",
    ),
    (
        "bd",
        None,
        "Ostomy supply order: member [[ID:{ref}]] [[PERSON:{pg} {ps}]], 30 x SenSura Mio 35 mm, Brava Seal x 10, deliver to [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], bKash [[ACCOUNT:{acct}]]",
    ),
    (
        "bd",
        None,
        "Stoma nurse call note: [[PERSON:{rg}]] phoned from [[PHONE:{mob}]] about [[PERSON:{pgl}]]'s leaking bag since [[DATE:{vH}]], NID [[SSN:{ssn}]], reg [[MRN:{mrn}]]; advised Brava Powder",
    ),
    (
        "bd",
        None,
        "Pharmacy courier slip: Loperamide 2 mg for [[PERSON:{pt}]], scheme [[HEALTH_PLAN_ID:{plan}]], rider [[PERSON:{g7}]], vehicle [[VEHICLE_ID:{rego}]], delivered [[DATE:{tH}]]",
    ),
    (
        "fj",
        (90, 96),
        "Church visit note: Bu [[PERSON:{pg}]] ([[AGE:{age}]]), end colostomy, pouches from [[LOCATION:{clinic}]] run out [[DATE:{uB}]]; grandson [[PERSON:{rg} {ps}]] [[PHONE:{mob}]], card [[HEALTH_PLAN_ID:{plan}]]",
    ),
    (
        "fj",
        None,
        "Boat manifest: supplies for [[PERSON:{pt}]] (hosp no [[MRN:{mrn}]]) to [[LOCATION:{town2}]] on carrier [[VEHICLE_ID:{rego}]], [[DATE:{uB}]], M-PAiSA [[ACCOUNT:{acct}]]",
    ),
    (
        "fj",
        None,
        "Cancer Society e-mail: [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]]) asks [[EMAIL:{email}]] to confirm [[PERSON:{pg}]]'s ID [[SSN:{ssn}]] for the Esteem+ Convex order [[ID:{ref}]]",
    ),
    (
        "bw",
        None,
        "Fitness-for-work e-mail to HR: employee [[PERSON:{pSU}, {pg}]], staff no [[ID:{ref}]], Omang [[SSN:{ssn}]], Fit with restrictions from [[DATE:{tD}]]; OMP Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]]",
    ),
    (
        "bw",
        None,
        "Medical aid claim: [[HEALTH_PLAN_ID:{plan}]], member [[PERSON:{pt}]], audiogram and spirometry [[DATE:{tD}]], Amplivox 270+ s/n [[DEVICE_ID:{dev}]], pay acct [[ACCOUNT:{acct}]]",
    ),
    (
        "bw",
        None,
        "Security gate log: haul truck [[VEHICLE_ID:{rego}]] driver [[PERSON:{pg} {ps}]] turned back [[DATE:{tD}]], no valid medical; emergency contact [[PERSON:{rg}]] [[PHONE:{mob}]] in [[LOCATION:{town}]]",
    ),
    (
        "np",
        None,
        "Agency demand letter: candidate [[PERSON:{pg} {ps}]], citizenship [[SSN:{ssn}]], medical [[MRN:{mrn}]] FIT on [[DATE:{tF}]] at [[LOCATION:{clinic}]], fly-out [[DATE:{uF}]], father [[PERSON:{rg}]] [[PHONE:{mob}]]",
    ),
    (
        "np",
        None,
        "Result upload notice: X-ray s/n [[DEVICE_ID:{dev}]] image for [[PERSON:{pt}]] at [[URL:{url}]] from [[IP_ADDRESS:{ip}]]; address [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]",
    ),
    (
        "np",
        None,
        "Lost property desk: citizenship card [[SSN:{ssn}]] in the name [[PERSON:{pg} {ps}]] handed in [[DATE:{tF}]]; health insurance card [[HEALTH_PLAN_ID:{plan}]] with it; bus [[VEHICLE_ID:{rego}]]",
    ),
    (
        "zm",
        None,
        "Embryology witness log: [[DATE:{uI}]] ICSI, dish [[DEVICE_ID:{dev2}]] checked against [[PERSON:{psa}]]/[[PERSON:{rsa}]], file [[MRN:{mrn}]], witness [[PERSON:{n1g} {n1s}]] ([[LICENSE:{lic2}]])",
    ),
    (
        "zm",
        None,
        "Lab accession label: [[ID:{acc}]] E2 and progesterone, [[PERSON:{PTC}]], NRC [[SSN:{ssn}]], drawn [[DATE:{tA}]] 07:40, scheme [[HEALTH_PLAN_ID:{plan}]]",
    ),
    (
        "zm",
        None,
        "Clinic WhatsApp: [[PERSON:{pg}]], your trigger Triptorelin 0.2 mg is tonight 21:30, OPU [[DATE:{uA}]] - partner [[PERSON:{rg}]] sample at 07:00. Questions [[PHONE:{ph}]] / [[EMAIL:{email2}]]",
    ),
    (
        "ug",
        None,
        "Mobile money receipt: MoMo [[ACCOUNT:{acct}]] from [[PERSON:{rg}]] ([[PHONE:{mob}]]) for FET of [[PERSON:{pgl} {psl}]], NIN [[SSN:{ssn}]], [[DATE:{tD}]]",
    ),
    (
        "ug",
        None,
        "Boda rider note: rider [[PERSON:{g7}]], bike [[VEHICLE_ID:{rego}]], carried cryo-shipper s/n [[DEVICE_ID:{dev}]] from [[LOCATION:{hospital}]] to [[LOCATION:{clinic}]] [[DATE:{tD}]]",
    ),
    (
        "ug",
        None,
        "Portal notice: beta-hCG for [[PERSON:{pg} {ps}]] ready at [[URL:{url}]] ([[IP_ADDRESS:{ip}]]), accession [[ID:{acc}]], IP no [[MRN:{mrn}]], cover [[HEALTH_PLAN_ID:{plan}]]",
    ),
    (
        "sc",
        None,
        "Locum hand-over text: bed 12 [[PERSON:{pSU} {pg}]], CHI [[SSN:{ssn}]], CI processor lost on the ward - IT ticket at [[URL:{url}]] from [[IP_ADDRESS:{ip}]], e-mail [[EMAIL:{email2}]] by [[DATE:{uE}]]",
    ),
    (
        "ie",
        None,
        "Parking permit: [[PERSON:{pt}]] for [[LOCATION:{clinic}]], car [[VEHICLE_ID:{rego}]], acct [[ACCOUNT:{acct}]], valid to [[DATE:{uJ}]], Eircode [[ZIP:{pc}]], e-mail [[EMAIL:{email}]]",
    ),
    (
        "mt",
        None,
        "IT audit line: user [[PERSON:{n1ga}]].[[PERSON:{n1sa}]] opened record [[MRN:{mrn}]] of [[PERSON:{pg} {ps}]] at [[URL:{url}]] from [[IP_ADDRESS:{ip}]] on [[DATE:{tG}]]",
    ),
    (
        "au",
        None,
        "Rural flying clinic list: [[PERSON:{pg} {ps}]], DOB [[DATE:{bC}]], [[LOCATION:{town}]], ICD check; pilot rego [[VEHICLE_ID:{rego}]]; nurse [[PERSON:{n1g}]] ([[LICENSE:{lic2}]]), sat phone [[PHONE:{ph}]]",
    ),
    (
        "lk",
        None,
        "Ward clerk register: [[PERSON:{pg} {ps}]] admitted [[DATE:{tJ}]] for vitrectomy, NIC [[SSN:{ssn}]], insurance [[HEALTH_PLAN_ID:{plan}]], surgeon Dr [[PERSON:{d1s}]] [[LICENSE:{lic}]]",
    ),
    (
        "tt",
        None,
        "Voicemail from eye clinic: hi, this is [[PERSON:{n1gl}]] for [[PERSON:{pt}]] - your next treat-and-extend visit is [[DATE:{uE}]], please call [[PHONE:{mob}]] or e-mail [[EMAIL:{email2}]]",
    ),
    (
        "bd",
        (90, 94),
        "Death-register query: [[PERSON:{pg} {ps}]], aged [[AGE:{age}]], NID [[SSN:{ssn}]], last stoma review [[DATE:{tH}]] at [[LOCATION:{clinic}]]; son [[PERSON:{rg}]] [[PHONE:{mob}]]",
    ),
    (
        "ug",
        None,
        "Consent witness line: I, [[PERSON:{rg} {rs}]], husband of [[PERSON:{pg} {ps}]], of [[ADDRESS:{street}]], [[LOCATION:{town}]], consent to freeze-all on [[DATE:{tD}]]; witness [[PERSON:{n1g}]]",
    ),
)

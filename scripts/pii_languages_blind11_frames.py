# ruff: noqa: E501
"""Hand-written PHI frames of pii_languages_blind11: fifty (region, age band or None, text with
`[[TYPE:{key}]]` marks) filled three times by build_pii_languages_blind11.py, in voices earlier
rounds did not use (anaesthetic pre-assessment calls, dialysis and chemo day-unit handovers,
infection-control logs, tribunal clerks, dental receptionists, OH nurses, MDT coordinators,
porters, interpreters, chaplains, prison healthcare, student reflections, coroner's officers)."""

from __future__ import annotations

FRAMES: tuple[tuple[str, tuple[int, int] | None, str], ...] = (
    (
        "uk",
        None,
        "Pre-op assessment call: spoke to [[PERSON:{pgl}]] re stopping Apixaban 48 h before [[DATE:{uD}]], daughter [[PERSON:{rg}]] will drive, call back [[PHONE:{mob}]]",
    ),
    (
        "uk",
        (90, 99),
        "Anaesthetic chart - [[PERSON:{PTC}]], [[AGE:{age}]] y, NOF, ASA 3, spinal + fascia iliaca, hosp no [[MRN:{mrn}]]",
    ),
    (
        "uk",
        None,
        "Dialysis run sheet, chair [[ID:{job}]]: [[PERSON:{pg}]] [[PERSON:{ps}]] pre-weight 78.4, UF goal 2.5 L, machine [[DEVICE_ID:{dev}]], Fistula L arm",
    ),
    (
        "uk",
        None,
        "IPC outbreak log [[ID:{outb}]] - Norovirus bay 3: [[PERSON:{pgl}]] [[PERSON:{psl}]] (NHS [[SSN:{nhs}]]) first case [[DATE:{vE}]], visitor [[PERSON:{rg} {rs}]] also symptomatic",
    ),
    (
        "uk",
        None,
        "Tribunal clerk email: hearing for [[PERSON:{PTC}]] moved to [[DATE:{uH}]], please send RC report to [[EMAIL:{email2}]] by Friday",
    ),
    (
        "uk",
        None,
        "hiya its [[PERSON:{n1gl}]] from the chemo unit, [[PERSON:{pg}]]'s neuts are 0.6 so we're deferring cycle [[ID:{cycle}]], ring us on [[PHONE:{ph2}]]",
    ),
    (
        "uk",
        None,
        "Porter log: collected [[PERSON:{word}]] [[PERSON:{ps}]] from Ward 9 at 14:10 to CT, wristband [[MRN:{mrn}]], returned to [[LOCATION:{hospital}]] A&E by mistake",
    ),
    (
        "uk",
        None,
        "Reflective log (student nurse): I should not have written that Mrs [[PERSON:{ps}]] of [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] had Sepsis Six delayed",
    ),
    (
        "sc",
        None,
        "Lithium clinic text: [[PERSON:{pg}]] your level on [[DATE:{tB}]] was 0.9, keep Priadel at 800 mg, CPN [[PERSON:{n1g}]] will phone from [[PHONE:{ph}]]",
    ),
    (
        "sc",
        None,
        "MHO note: [[PERSON:{pg} {ps}]], CHI [[SSN:{chi}]], STDC ends [[DATE:{uB}]]; Named Person [[PERSON:{rg}]] lives at [[ADDRESS:{street}]], [[LOCATION:{town}]]",
    ),
    (
        "sc",
        None,
        "MDM coordinator: add [[PERSON:{PSU}]] [[PERSON:{pg}]] (CHI [[SSN:{chi2}]]) to Thursday's Lung MDM, CT from [[LOCATION:{hospital}]] on [[DATE:{vA}]]",
    ),
    (
        "sc",
        None,
        "Ferry delayed so [[PERSON:{pgl}]] missed dialysis; Lewis unit nurse [[PERSON:{n1gl}]] called [[PHONE:{ph2}]], car [[VEHICLE_ID:{rego}]] left at the pier",
    ),
    (
        "sc",
        (91, 99),
        "Chaplain's note: sat with [[PERSON:{pg}]] [[PERSON:{ps}]], [[AGE:{age}]], who asked for Psalm 23 in Gaelic; niece [[PERSON:{word}]] informed",
    ),
    (
        "sc",
        None,
        "Prison healthcare: [[PERSON:{PTC}]], prison no [[ID:{ref}]], methadone 60 mL, GP [[PERSON:{d1s}]] GMC [[LICENSE:{gmc}]], liberation date [[DATE:{uE}]]",
    ),
    (
        "au",
        None,
        "Dental reception voicemail: hi [[PERSON:{pg}]] it's Murrumbidgee Dental, your 46 root canal is moved to [[DATE:{uF}]], please ring [[PHONE:{ph2}]]",
    ),
    (
        "au",
        None,
        "Medicare [[HEALTH_PLAN_ID:{medicare}]] rejected for [[PERSON:{pt}]] - CDBS cap used, DOB [[DATE:{bA}]], bill to acct [[ACCOUNT:{acct}]]",
    ),
    (
        "au",
        None,
        "Renal unit handover | [[PERSON:{word}]] [[PERSON:{ps}]] | IHI [[SSN:{ihi}]] | K 6.4 pre-dialysis | Resonium given | ph [[PHONE:{mob}]]",
    ),
    (
        "au",
        None,
        "Day surgery: [[PERSON:{pgl}]] discharged to [[PERSON:{rg} {rs}]], no driving 24 h, rego [[VEHICLE_ID:{rego}]] stays in car park till [[DATE:{uA}]]",
    ),
    (
        "au",
        None,
        "Anaes review by Dr [[PERSON:{d1s}]] (AHPRA [[LICENSE:{ahpra}]]): STOP-BANG 6, CPAP s/n [[DEVICE_ID:{dev}]] to come in with [[PERSON:{pg}]]",
    ),
    (
        "au",
        None,
        "IPC: CPE screen positive - [[PERSON:{pt}]], UR [[MRN:{mrn2}]], transferred from [[LOCATION:{hospital}]], home [[LOCATION:{town}]] NSW [[ZIP:{pc}]]",
    ),
    (
        "au",
        (90, 96),
        "Palliative care: [[PERSON:{PTC}]] aged [[AGE:{age}]], syringe driver started, son [[PERSON:{rs}]] flying in from [[LOCATION:{town2}]] on [[DATE:{uC}]]",
    ),
    (
        "ie",
        None,
        "Midwife WhatsApp: [[PERSON:{pgl}]] SROM at 03:40, clear liquor, coming in to [[LOCATION:{hospital}]] with [[PERSON:{rg}]], Eircode [[ZIP:{pc}]]",
    ),
    (
        "ie",
        None,
        "PHN visit booked for baby [[PERSON:{word}]] [[PERSON:{ps}]] on [[DATE:{uD}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]]; mam's mobile [[PHONE:{mob}]]",
    ),
    (
        "ie",
        None,
        "DTSS claim for [[PERSON:{PTC}]] - medical card [[HEALTH_PLAN_ID:{gms}]], PPSN [[SSN:{ppsn}]], LR4 extraction [[DATE:{tB}]]",
    ),
    (
        "ie",
        None,
        "Dentist [[PERSON:{d1g}]] [[PERSON:{d1s}]], Dental Council reg [[LICENSE:{imc}]], spoke to GP re Warfarin, INR 2.6, fax [[PHONE:{fax}]]",
    ),
    (
        "ie",
        None,
        "Interpreter booking [[ID:{job}]]: Polish for [[PERSON:{pg}]] [[PERSON:{ps}]], Antenatal clinic [[DATE:{uB}]] 10:30, confirm to [[EMAIL:{email2}]]",
    ),
    (
        "ie",
        None,
        "Neonatal unit: Baby of [[PERSON:{pg}]], MRN [[MRN:{mrn2}]], TcB 142 at 40 h, incubator [[DEVICE_ID:{dev2}]], phototherapy not needed",
    ),
    (
        "ie",
        None,
        "coroner's officer here, re [[PERSON:{pt}]] who died [[DATE:{vD}]] at [[ADDRESS:{street}]], need the GP notes sent to [[EMAIL:{email}]]",
    ),
    (
        "nz",
        None,
        "ACC physio: [[PERSON:{pg}]] [[PERSON:{ps}]] claim [[HEALTH_PLAN_ID:{claim}]], NHI [[SSN:{nhi}]], distal radius ORIF, 8 sessions approved from [[DATE:{tE}]]",
    ),
    (
        "nz",
        None,
        "kia ora [[PERSON:{pgl}]], physio here - home visit [[DATE:{uE}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]], text [[PHONE:{mob}]] if no good",
    ),
    (
        "nz",
        None,
        "OH nurse [[PERSON:{n1g} {n1s}]]: RSE worker [[PERSON:{word}]] ([[ID:{emp}]]) Hep B booster given, QuantiFERON negative, van [[VEHICLE_ID:{rego}]]",
    ),
    (
        "nz",
        None,
        "Whānau hui for [[PERSON:{pg}]] at [[LOCATION:{hospital}]] whānau room [[DATE:{uB}]]; kaumātua [[PERSON:{rg} {rs}]] to open, [[PHONE:{ph2}]]",
    ),
    (
        "nz",
        None,
        "Dr [[PERSON:{d1s}]] MCNZ [[LICENSE:{mcnz}]] signed the medical certificate; report at [[URL:{url}]] uploaded from [[IP_ADDRESS:{ip}]]",
    ),
    (
        "nz",
        (90, 98),
        "District nurse: [[PERSON:{PTC}]], [[AGE:{age}]] yrs, leg ulcer dressing Tuesdays, lives alone [[ADDRESS:{street}]], [[LOCATION:{town}]]",
    ),
    (
        "ca",
        None,
        "Rehab note: [[PERSON:{PTC}]], PHIN [[HEALTH_PLAN_ID:{phn}]], Berg 31/56, 10MWT 0.42 m/s, family meeting [[DATE:{uH}]] with spouse [[PERSON:{rg}]]",
    ),
    (
        "ca",
        None,
        "WCB RTW letter to [[PERSON:{rg} {rs}]] ([[EMAIL:{email2}]]): employee [[ID:{emp}]] fit for modified duties [[DATE:{uF}]], SIN [[SSN:{sin}]] not disclosed",
    ),
    (
        "ca",
        None,
        "OT home safety: [[PERSON:{pg}]] [[PERSON:{ps}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] MB [[ZIP:{pc}]] needs tub transfer bench, call [[PHONE:{ph}]]",
    ),
    (
        "ca",
        None,
        "Infection control: C. diff cluster [[ID:{outb}]] on 4 West, index [[PERSON:{pgl}]] [[PERSON:{psl}]], MRN [[MRN:{mrn2}]], onset [[DATE:{vF}]]",
    ),
    (
        "ca",
        None,
        "Forklift fitness - [[PERSON:{pt}]], CPAP s/n [[DEVICE_ID:{dev}]], AHI 3.2, truck [[VEHICLE_ID:{rego}]], Dr [[PERSON:{d1s}]] CPSM [[LICENSE:{cpso}]]",
    ),
    (
        "ca",
        None,
        "Chemo day unit triage line: [[PERSON:{word}]] [[PERSON:{ps}]] temp 38.4 on FOLFOX day 9, told to come to [[LOCATION:{hospital}]] ED, partner [[PHONE:{ph2}]]",
    ),
    (
        "in",
        None,
        "Tumour board: [[PERSON:{PTC}]], UHID [[MRN:{mrn}]], Ca breast ER+ HER2 3+, TCHP x6, ABHA [[HEALTH_PLAN_ID:{abha}]], next [[DATE:{uG}]]",
    ),
    (
        "in",
        None,
        "Sister please note Smt. [[PERSON:{pg}]] W/o [[PERSON:{rg} {rs}]], Aadhaar [[SSN:{aadhaar}]], GDM on Metformin, EDD [[DATE:{uA}]]",
    ),
    (
        "in",
        None,
        "Dialysis point [[LOCATION:{town}]]: [[PERSON:{pgl}]] [[PERSON:{psl}]] missed Tuesday HD, machine [[DEVICE_ID:{dev}]] free, call husband [[PHONE:{mob}]]",
    ),
    (
        "in",
        None,
        "ASHA worker [[PERSON:{word}]] visited [[ADDRESS:{street}]], [[LOCATION:{town}]] - [[ZIP:{pc}]]; baby KMC going well, mother BP 138/88",
    ),
    (
        "in",
        None,
        "KASP claim [[ACCOUNT:{acct}]] for [[PERSON:{pt}]], IP No [[ID:{ipno}]], LSCS on [[DATE:{tA}]], Dr [[PERSON:{d1s}]] Reg. [[LICENSE:{tcmc}]]",
    ),
    (
        "in",
        None,
        "108 ambulance [[VEHICLE_ID:{rego}]] brought [[PERSON:{pg}]] from [[LOCATION:{town2}]] to [[LOCATION:{hospital}]], GRBS 38, email report to [[EMAIL:{email}]]",
    ),
    (
        "uk",
        None,
        "IT ticket: RiO login for [[PERSON:{n1g} {n1s}]] locked at [[IP_ADDRESS:{ip}]] after viewing [[URL:{url}]]; patient [[MRN:{mrn}]] access audit",
    ),
    (
        "uk",
        None,
        "Dental nurse [[PERSON:{N1SU}]] [[PERSON:{n1g}]], GDC [[LICENSE:{gdc}]], chaperoned [[PERSON:{pg}]] for the XLA, account [[ACCOUNT:{acct}]]",
    ),
    (
        "sc",
        None,
        "Outbreak log [[ID:{outb}]]: Flu A on Ward [[LOCATION:{town2}]], staff [[PERSON:{n2g}]] off from [[DATE:{vC}]], Oseltamivir prophylaxis for [[PERSON:{rg} {rs}]]",
    ),
    (
        "au",
        None,
        "Email from [[EMAIL:{email}]] to the renal CNS: [[PERSON:{pgi}]]. [[PERSON:{ps}]] wants holiday dialysis in [[LOCATION:{town2}]] from [[DATE:{uB}]]",
    ),
)

# ruff: noqa: E501
"""Hand-written PHI frames of pii_languages_blind10: fifty (region, age band or None, text with
`[[TYPE:{key}]]` marks) filled three times by build_pii_languages_blind10.py."""

from __future__ import annotations

FRAMES: tuple[tuple[str, tuple[int, int] | None, str], ...] = (
    (
        "ie",
        None,
        "hi [[PERSON:{pgl}]] its the practice, your bloods are back, dr [[PERSON:{d1sl}]] wants a word - ring [[PHONE:{ph2}]] before Friday",
    ),
    (
        "ie",
        None,
        "new line dear doctor [[PERSON:{d1sl}]] comma thank you for seeing [[PERSON:{pg}]] [[PERSON:{ps}]] full stop date of birth [[DATE:{bA}]] full stop",
    ),
    (
        "ie",
        None,
        "Eircode [[ZIP:{pc}]], PPSN [[SSN:{ppsn}]], GMS [[HEALTH_PLAN_ID:{gms}]] - medical card holder, reviewed by [[PERSON:{d1g}]] on [[DATE:{tB}]]",
    ),
    (
        "ie",
        None,
        "School nurse note: [[PERSON:{word}]] [[PERSON:{ps}]] (5th class) had her Epipen used at lunch, mam [[PERSON:{rg}]] collected, [[PHONE:{mob}]]",
    ),
    (
        "ie",
        None,
        "Poisons line call [[ID:{callref}]]: toddler [[PERSON:{pgl}]] ate two of granny's tablets at [[ADDRESS:{street}]], [[LOCATION:{town}]]",
    ),
    (
        "ca",
        None,
        "OHIP [[HEALTH_PLAN_ID:{ohip}]] expired - [[PERSON:{pg}]] [[PERSON:{ps}]] asked to renew at ServiceOntario before the [[DATE:{uH}]] visit",
    ),
    (
        "ca",
        None,
        "period new paragraph patient [[PERSON:{pgl}]] [[PERSON:{psl}]] PHN [[HEALTH_PLAN_ID:{phn}]] seen with wife [[PERSON:{rg}]] period",
    ),
    (
        "ca",
        None,
        "AEFI report [[ID:{phu}]] filed by nurse [[PERSON:{n1gl}]] at [[LOCATION:{clinic}]]; reporter CPSO [[LICENSE:{cpso}]]",
    ),
    (
        "ca",
        None,
        "Mail to [[ADDRESS:{street}]], [[LOCATION:{town}]] ON [[ZIP:{pc}]], attn [[PERSON:{PTC}]], re SIN [[SSN:{sin}]] on the disability form",
    ),
    (
        "ca",
        None,
        "Hospice day 3: [[PERSON:{pg}]] settled on the syringe driver, daughter [[PERSON:{word}]] staying overnight, son [[PERSON:{rg}]] flying in [[DATE:{uF}]]",
    ),
    (
        "in",
        (90, 98),
        "Pt [[PERSON:{PTC}]], [[AGE:{age}]] yrs, UHID [[MRN:{mrn}]], Aadhaar [[SSN:{aadhaar}]], attendant son [[PERSON:{rg}]] [[PHONE:{mob}]]",
    ),
    (
        "in",
        None,
        "ABHA [[HEALTH_PLAN_ID:{abha}]] linked; discharge summary sent to [[EMAIL:{email}]] from [[IP_ADDRESS:{ip}]]",
    ),
    (
        "in",
        None,
        "Dr. [[PERSON:{d1s}]] KMC Reg No. [[LICENSE:{kmc}]] advised review on [[DATE:{uC}]] at [[LOCATION:{hospital}]]",
    ),
    (
        "in",
        None,
        "ambulance [[VEHICLE_ID:{rego}]] brought [[PERSON:{pgl}]] from [[ADDRESS:{street}]], [[LOCATION:{town}]] - [[ZIP:{pc}]]",
    ),
    (
        "za",
        (91, 99),
        "Gogo [[PERSON:{ps}]] is [[AGE:{age}]] and lives alone in [[LOCATION:{town}]]; ID [[SSN:{said}]]; medical aid [[HEALTH_PLAN_ID:{aid}]]",
    ),
    (
        "za",
        None,
        "Fax from [[PHONE:{fax}]] re [[PERSON:{ps}]], [[PERSON:{pg}]]: Rl ankle dressing done by sister [[PERSON:{n1gl}]] on [[DATE:{tE}]]",
    ),
    (
        "za",
        None,
        "Dr [[PERSON:{d1sl}]] HPCSA [[LICENSE:{hpcsa}]] - CCMDD parcel [[ID:{ccmdd}]] ready at [[LOCATION:{clinic}]] for [[PERSON:{pg}]]",
    ),
    (
        "za",
        None,
        "Dental: [[PERSON:{pg}]] [[PERSON:{ps}]] 36 extracted under LA, recall [[DATE:{uA}]], card [[ACCOUNT:{acct}]]",
    ),
    (
        "sc",
        None,
        "CHI [[SSN:{chi}]] [[PERSON:{pt}]] missed 3 doses - pharmacist [[PERSON:{d2g}]] phoned Dr [[PERSON:{d1s}]] on [[PHONE:{ph2}]]",
    ),
    (
        "sc",
        None,
        "keyworker [[PERSON:{wordl}]] says [[PERSON:{pgl}]] moved to [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]",
    ),
    (
        "sc",
        None,
        "Diving medical for [[PERSON:{ps}]] [[PERSON:{pg}]], diver ID [[ID:{diverid}]], GMC [[LICENSE:{gmc}]] examiner [[PERSON:{d1s}]]",
    ),
    (
        "sc",
        None,
        "Sexual health: client code [[ID:{nrs}]] ('[[PERSON:{nick}]]'), partner [[PERSON:{rg}]] notified by text to [[PHONE:{mob}]]",
    ),
    (
        "au",
        None,
        "Medicare [[HEALTH_PLAN_ID:{medicare}]], IHI [[SSN:{ihi}]], [[PERSON:{PTC}]] - Buvidal due [[DATE:{uB}]]",
    ),
    (
        "au",
        None,
        "dive computer [[DEVICE_ID:{dev}]] logged by [[PERSON:{pg}]] off [[LOCATION:{town}]]; AHPRA [[LICENSE:{ahpra}]] doctor signed",
    ),
    (
        "au",
        None,
        "NP [[PERSON:{n1gl}]] texted mum [[PERSON:{word}]] on [[PHONE:{mob}]] - ute [[VEHICLE_ID:{rego}]] still at the clinic",
    ),
    (
        "au",
        None,
        "CRN [[ACCOUNT:{crn}]] for [[PERSON:{pg}]] [[PERSON:{ps}]] at [[ADDRESS:{street}]] [[LOCATION:{town}]] VIC [[ZIP:{pc}]]",
    ),
    (
        "nz",
        None,
        "NHI [[SSN:{nhi}]] - [[PERSON:{pg}]] [[PERSON:{ps}]] took 40 Panadol, partner [[PERSON:{word}]] rang from [[PHONE:{mob}]]",
    ),
    (
        "nz",
        None,
        "Poisons Centre advice to Dr [[PERSON:{d1s}]] at [[LOCATION:{hospital}]] on [[DATE:{tE}]], MCNZ [[LICENSE:{mcnz}]]",
    ),
    (
        "nz",
        None,
        "kuia [[PERSON:{pg}]] at [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]] - district nurse [[PERSON:{n1gl}]] visits Tuesdays",
    ),
    (
        "ke",
        None,
        "AEFI: [[PERSON:{PTC}]] ID [[SSN:{kid}]] SHA [[HEALTH_PLAN_ID:{sha}]] fainted after Cervarix at [[LOCATION:{clinic}]]",
    ),
    (
        "ke",
        None,
        "CO [[PERSON:{d1gl}]] [[PERSON:{d1sl}]] COC [[LICENSE:{coc}]] - report [[ID:{pvers}]] sent via [[URL:{url}]]",
    ),
    (
        "ke",
        None,
        "Nurse [[PERSON:{n1g}]] ([[PERSON:{ini}]]) called [[PHONE:{mob}]]; husband [[PERSON:{rg}]] pays by till [[ACCOUNT:{acct}]]",
    ),
    (
        "ke",
        None,
        "Boda ambulance [[VEHICLE_ID:{rego}]] rider [[PERSON:{word}]] took her to [[LOCATION:{hospital}]] from [[LOCATION:{town}]]",
    ),
    (
        "uk",
        None,
        "festival log: [[PERSON:{psl}]], [[PERSON:{pgl}]] wristband [[ID:{band}]] - MDMA, to [[LOCATION:{hospital}]] in [[VEHICLE_ID:{rego}]]",
    ),
    ("uk", None, "NHS [[SSN:{nhs}]] - [[PERSON:{pt}]], DOB [[DATE:{bA}]], mum on [[PHONE:{mob}]]"),
    (
        "uk",
        None,
        'Libre sensor [[DEVICE_ID:{dev}]] read by medic [[PERSON:{d2sl}]] for "[[PERSON:{nick}]]" [[PERSON:{ini}]]. at [[LOCATION:{site}]]',
    ),
    (
        "uk",
        None,
        "Medical lead Dr [[PERSON:{d1g}]] [[PERSON:{d1s}]], GMC [[LICENSE:{gmc}]], [[EMAIL:{email}]]",
    ),
    ("sg", None, "Bib [[ID:{bib}]]\t[[PERSON:{PTC}]]\tNRIC [[SSN:{nric}]]\tT 41.2\theat stroke"),
    (
        "sg",
        None,
        "Ah Ma [[PERSON:{pg}]] stay at [[ADDRESS:{street}]], Singapore [[ZIP:{pc}]] lah, call her grandson [[PERSON:{rg}]] at [[PHONE:{ph2}]]",
    ),
    (
        "sg",
        None,
        "MediSave [[HEALTH_PLAN_ID:{medisave}]] claim [[ACCOUNT:{acct}]] for [[PERSON:{pg}]] [[PERSON:{ps}]] - Dr [[PERSON:{d1s}]] MCR [[LICENSE:{mcr}]]",
    ),
    (
        "sg",
        None,
        "SCDF [[VEHICLE_ID:{rego}]] conveyed runner [[PERSON:{pg}]] to [[LOCATION:{hospital}]], case [[MRN:{mrn}]]",
    ),
    (
        "ie",
        None,
        "portal login for [[PERSON:{pgl}]] from [[IP_ADDRESS:{ip}]] at [[URL:{url}]], chart [[MRN:{mrn}]]",
    ),
    (
        "ca",
        None,
        "Fridge logger [[DEVICE_ID:{dev}]] at [[LOCATION:{clinic}]]; lot [[ID:{lot}]] given to [[PERSON:{pg}]] on [[DATE:{tE}]]",
    ),
    (
        "za",
        None,
        "typist [[PERSON:{n1gl}]]/[[PERSON:{d1sl}]] | [[DATE:{tA}]] | [[EMAIL:{email}]] | [[URL:{url}]]",
    ),
    (
        "nz",
        None,
        "car [[VEHICLE_ID:{rego}]] left at [[ADDRESS:{street}]]; phone IMEI [[DEVICE_ID:{dev}]] belongs to [[PERSON:{pg}]]",
    ),
    (
        "au",
        (90, 96),
        "[[PERSON:{PTC}]] [[AGE:{age}]]yo, DOB [[DATE:{bB}]], UR [[MRN:{mrn}]], hospice bed 4",
    ),
    (
        "ke",
        None,
        "Mama [[PERSON:{rg}]] reports baby [[PERSON:{word}]] and twin [[PERSON:{word2}]] had fever after Pentavalent; MFL [[ID:{mfl}]]; P.O. Box [[ZIP:{pobox}]]",
    ),
    (
        "in",
        None,
        "Ref fax to Dr. [[PERSON:{d2sl}]] re [[PERSON:{pg}]] - IP N0 [[ID:{ipno}]], claim [[ACCOUNT:{claim}]], [[IP_ADDRESS:{ip}]]",
    ),
    (
        "uk",
        None,
        "school nurse: [[PERSON:{word2}]] [[PERSON:{ps}]] asthma plan shared with [[EMAIL:{email}]] and [[URL:{url}]] from [[IP_ADDRESS:{ip}]]",
    ),
    (
        "sc",
        None,
        "Prenoxad batch [[ID:{batch}]] given to [[PERSON:{pt}]]'s partner [[PERSON:{rg}]]; PMR [[MRN:{mrn}]]; van [[VEHICLE_ID:{rego}]]",
    ),
)

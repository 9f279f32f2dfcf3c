# ruff: noqa: E501
#!/usr/bin/env python3
"""Build the ninth blind note set (src/clinrag/data/eval/notes_blind9/notes.jsonl).

Seven document families no earlier note set has, each in two national formats, three notes per
template. Gold PHI is marked [[TYPE:value]] and clinical content that must survive
<<kind:value>> in each template; offsets are computed from the marks, never typed. Surrogate
values come from hand-written lists and seeded random numbers (standard library only).

Run: python scripts/build_notes_blind9.py   (rebuilds the file byte for byte)
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import digits, letters, ordinal

SEED = 20261129
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind9/notes.jsonl"
MONTH = "January February March April May June July August September October November December"
MONTHS = MONTH.split()

# Given names that are also words, and names from the countries of this round.
GIVEN = {
    "nz": ["Aroha", "Wiremu", "Hope", "Mere", "Drew", "Tama", "Rose", "Manaia", "Sterling"],
    "au": ["Bill", "May", "Shazza", "Dawn", "Rocky", "Kylie", "Merv", "Faith", "Brooke"],
    "sg": ["Wei Ling", "Muthu", "Siti Nurhaliza", "Jun Hao", "Kavitha", "May", "Hui Min", "Rose"],
    "ph": ["Ma. Cristina", "Jun-Jun", "Bong", "Precious", "Rowena", "Baby", "Marivic", "Joy"],
    "ke": ["Wanjiru", "Otieno", "Akinyi", "Kiprop", "Faith", "Mercy", "Baraka", "Chebet"],
    "ng": ["Chukwuemeka", "Blessing", "Oluwaseun", "Patience", "Ngozi", "Godswill", "Bisi"],
    "uk": ["Bill", "Hope", "Drew", "Sterling", "Rose", "Kieran", "Lorna", "Gethin", "May"],
    "us": ["Drew", "Bill", "Sterling", "Hope", "Dakota", "LaToya", "Rosario", "Brandt"],
}  # fmt: skip
SURNAME = {
    "nz": ["Ngata", "Te Whata", "Tipene", "Hohaia", "Faleolo", "Pomare", "McKinnon", "Rose"],
    "au": ["Kowalczyk", "Nguyen", "Bill", "Blackwood", "Papadakis", "Tjungurrayi", "Hope"],
    "sg": ["Tan", "Ng", "Lim", "Pillai", "binte Rahman", "Goh", "Subramaniam", "Ong"],
    "ph": ["dela Cruz", "Bautista", "Macaraeg", "Santos", "Villanueva", "De Guzman", "Lim"],
    "ke": ["Kamau", "Ochieng", "Wafula", "Cheruiyot", "Mutua", "Njoroge", "Hope", "Adhiambo"],
    "ng": ["Okonkwo", "Adeyemi", "Bello", "Eze", "Ogunleye", "Abubakar", "Nwachukwu"],
    "uk": ["Sterling", "May", "Drew", "Bevan", "Hussain", "Pryce", "Winter", "Moss"],
    "us": ["Bill", "Sterling", "Hope", "Delacroix", "Yazzie", "Kowalski", "Mays", "Rivera"],
}  # fmt: skip
TOWN = {
    "nz": ["Whanganui", "Gisborne", "Ōpōtiki", "Invercargill", "Kaitāia", "Greymouth"],
    "au": ["Broken Hill", "Charleville", "Tennant Creek", "Mount Isa", "Ceduna", "Longreach"],
    "sg": ["Tampines", "Jurong West", "Ang Mo Kio", "Woodlands", "Bedok", "Sengkang"],
    "ph": ["Tacloban City", "Dumaguete", "Cabanatuan", "Iloilo City", "Tuguegarao", "Marawi"],
    "ke": ["Kisumu", "Eldoret", "Nakuru", "Machakos", "Kakamega", "Nyeri"],
    "ng": ["Ibadan", "Enugu", "Kaduna", "Abeokuta", "Onitsha", "Jos"],
    "uk": ["Catterick Garrison", "Tidworth", "Aldershot", "Colchester", "Brize Norton"],
    "us": ["Killeen", "Fayetteville", "Clarksville", "Lawton", "Tacoma", "Junction City"],
}  # fmt: skip
STREET = {
    "nz": ["Wicksteed Street", "Te Rapa Road", "Gloucester Street", "Moana Avenue"],
    "au": ["Argent Street", "Alfred Street", "Paterson Street", "Eagle Street"],
    "sg": ["Tampines Street 81", "Jurong West Avenue 1", "Ang Mo Kio Avenue 10", "Bedok North Road"],
    "ph": ["Rizal Avenue", "Burgos Street", "Mabini Street", "Gen. Luna Street"],
    "ke": ["Oginga Odinga Street", "Uganda Road", "Kenyatta Avenue", "Moi Avenue"],
    "ng": ["Awolowo Road", "Ogui Road", "Ahmadu Bello Way", "Lalubu Street"],
    "uk": ["Scotton Road", "Station Road", "Queen's Avenue", "Abbey Field Lane"],
    "us": ["Rancier Avenue", "Bragg Boulevard", "Tiny Town Road", "Cache Road"],
}  # fmt: skip


def postcode(rng: random.Random, c: str) -> str:
    shapes = {
        "nz": lambda: digits(rng, 4), "au": lambda: "4" + digits(rng, 3),
        "sg": lambda: "5" + digits(rng, 5), "ph": lambda: "6" + digits(rng, 3),
        "ke": lambda: "40" + digits(rng, 3), "ng": lambda: "2" + digits(rng, 5),
        "uk": lambda: f"DL{rng.randint(1, 9)} {rng.randint(1, 9)}{letters(rng, 2)}",
        "us": lambda: f"76{digits(rng, 3)}-{digits(rng, 4)}",
    }  # fmt: skip
    return shapes[c]()


def phone(rng: random.Random, c: str) -> str:
    shapes = {
        "nz": lambda: f"(06) 555 {digits(rng, 4)}", "au": lambda: f"(08) 5550 {digits(rng, 4)}",
        "sg": lambda: f"+65 6555 {digits(rng, 4)}", "ph": lambda: f"0917 555 {digits(rng, 4)}",
        "ke": lambda: f"+254 (0)700 555 {digits(rng, 3)}", "ng": lambda: f"0803 555 {digits(rng, 4)}",
        "uk": lambda: f"01632 96{digits(rng, 4)}", "us": lambda: f"(254) 555-01{digits(rng, 2)}",
    }  # fmt: skip
    return shapes[c]()


def national_id(rng: random.Random, c: str, born: dt.date) -> str:
    shapes = {
        "nz": lambda: letters(rng, 3) + digits(rng, 2) + letters(rng, 2),
        "au": lambda: digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3),
        "sg": lambda: rng.choice("ST") + f"{born.year % 100:02d}" + digits(rng, 5) + letters(rng, 1),
        "ph": lambda: f"{digits(rng, 2)}-{digits(rng, 9)}-{digits(rng, 1)}",
        "ke": lambda: digits(rng, 8), "ng": lambda: digits(rng, 11),
        "uk": lambda: f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}", "us": lambda: f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}",
    }  # fmt: skip
    return shapes[c]()


def date_forms(prefix: str, day: dt.date) -> dict[str, str]:
    """One date in the shapes this round's templates use, keyed `prefix` + shape."""
    mon = MONTHS[day.month - 1]
    return {
        f"{prefix}": f"{day.day:02d}/{day.month:02d}/{day.year}",
        f"{prefix}l": f"{day.day} {mon} {day.year}",
        f"{prefix}us": f"{day.month}/{day.day}/{day.year}",
        f"{prefix}ph": f"{mon[:3]}. {day.day}, {day.year}",
        f"{prefix}mil": f"{day.day:02d}{mon[:3].upper()}{day.year % 100:02d}",
        f"{prefix}iso": day.isoformat(),
        f"{prefix}o": f"{ordinal(day.day)} {mon}",
        f"{prefix}d": f"{day.day}.{day.month}.{day.year % 100:02d}",
    }


def slots_for(rng: random.Random, c: str, aged: bool) -> dict[str, str]:
    """Surrogate values for one note in country `c`."""
    pg, cg, dg, kg = rng.sample(GIVEN[c], 4)
    ps, cs, ds, ks = rng.sample(SURNAME[c], 4)
    base = dt.date(2026, 9, 1) + dt.timedelta(days=rng.randint(0, 80))
    age = rng.randint(90, 101) if aged else rng.randint(19, 70)
    born = dt.date(base.year - age - 1, rng.randint(1, 12), rng.randint(1, 28))
    if (born.month, born.day) <= (base.month, base.day):
        born = born.replace(year=born.year + 1)
    s = {
        "pg": pg, "ps": ps, "pgl": pg.lower(), "psl": ps.lower(), "psu": ps.upper(),
        "pi": pg[0], "cg": cg, "cs": cs, "cgl": cg.lower(), "dgl": dg.lower(), "kgl": kg.lower(), "csl": cs.lower(), "ci": cg[0] + cs[0],
        "dg": dg, "ds": ds, "kg": kg, "ks": ks, "age": str(age),
        "town": rng.choice(TOWN[c]), "town2": rng.choice(TOWN[c]),
        "street": f"{rng.randint(2, 198)} {rng.choice(STREET[c])}", "zip": postcode(rng, c),
        "ph1": phone(rng, c), "ph2": phone(rng, c), "ph3": phone(rng, c),
        "nid": national_id(rng, c, born), "mrn": digits(rng, 7), "mrn2": letters(rng, 1) + digits(rng, 6),
        "plan": digits(rng, 4) + "-" + digits(rng, 5), "lic": digits(rng, 5), "lic2": letters(rng, 2) + digits(rng, 5),
        "acct": digits(rng, 3) + "-" + digits(rng, 6), "dev": letters(rng, 2) + digits(rng, 8),
        "veh": letters(rng, 3) + digits(rng, 3), "ip": f"10.{rng.randint(1, 250)}.{rng.randint(1, 250)}.{rng.randint(2, 250)}",
        "id1": digits(rng, 6), "id2": letters(rng, 2) + digits(rng, 5), "id3": digits(rng, 4),
        "email": f"{cg.split()[0].lower().replace('.', '')}.{cs.replace(' ', '').lower()}@health.example.org",
        "url": f"https://portal.example.org/case/{letters(rng, 2)}{digits(rng, 6)}",
    }  # fmt: skip
    s.update(date_forms("d1", base))
    s.update(date_forms("d2", base + dt.timedelta(days=rng.randint(2, 20))))
    s.update(date_forms("d0", base - dt.timedelta(days=rng.randint(3, 40))))
    s.update(date_forms("dob", born))
    return s


TEMPLATES: list[tuple[str, str, str]] = []
TEMPLATES += [
    (
        "aeromedical_retrieval_record",
        "nz",
        """<<heading:AEROMEDICAL RETRIEVAL RECORD>> - Rescue 2 / tasking [[ID:AMR-{id1}]]
Tasked [[DATE:{d1o}]] 0412 by [[PERSON:{cg} {cs}]] (flight nurse) from [[LOCATION:{town} Hospital]] to [[LOCATION:Waikato Hospital]]
Patient: [[PERSON:{psu}, {pg}]] NHI [[SSN:{nid}]] DOB [[DATE:{dob}]] NOK [[PERSON:{kg}]] (whānau) [[PHONE:{ph1}]]
Home: [[ADDRESS:{street}]], [[LOCATION:{town2}]] [[ZIP:{zip}]]; rural RD, vehicle on site [[VEHICLE_ID:{veh}]]
<<heading:Mechanism>>: <<finding:quad bike rollover, pinned under bike approx 40 min>>
<<heading:Primary survey>>: <<vital:GCS 13 (E3 V4 M6)>>, <<vital:HR 124>>, <<vital:BP 92/58>>, <<vital:SpO2 91% on room air>>, <<vital:RR 28>>
<<finding:decreased air entry left base>>, <<finding:pelvis stable>>, <<finding:left femur deformity>>
<<heading:Interventions>>: <<drug:ketamine>> <<dose:20 mg IV>> x2, <<drug:fentanyl>> <<dose:50 mcg IN>>, <<drug:tranexamic acid>> <<dose:1 g IV>> over 10 min,
<<procedure:finger thoracostomy left>>, <<device:Sager traction splint>>, <<procedure:pelvic binder applied>>; <<lab:iSTAT lactate 4.1 mmol/L>>, <<lab:Hb 108 g/L>>
Monitor <<device:Corpuls3>> s/n [[DEVICE_ID:{dev}]]; blood on board: <<drug:O negative red cells>> <<dose:2 units>> (unit nos. with lab [[ID:BB{id3}]])
Handover [[DATE:{d1}]] 0559 to ED consultant dr [[PERSON:{dgl}]] [[PERSON:{ds}]] (MCNZ [[LICENSE:{lic}]]), <<service:Trauma team>> activated
Accident Compensation claim [[ACCOUNT:{acct}]] lodged; ACC45 to GP [[PERSON:{cs}]] at [[LOCATION:{town2} Medical Centre]] [[PHONE:{ph2}]]
Clinical lead review [[DATE:{d2l}]] ([[PERSON:{ci}]]); upload [[URL:{url}]] from [[IP_ADDRESS:{ip}]]. dict [[PERSON:{csl}]]/rh2
""",
    ),
    (
        "aeromedical_retrieval_record",
        "au",
        """<<heading:ROYAL FLYING DOCTOR SERVICE - PRIMARY EVACUATION>> Job [[ID:RF-{id1}]]
Date [[DATE:{d1}]]. Pilot log aircraft on ground at [[LOCATION:{town}]] airstrip 14:20
Pt: [[PERSON:{pg} {ps}]], aged [[AGE:{age}]], DOB [[DATE:{dob}]], Medicare [[HEALTH_PLAN_ID:{nid}]]
Lives alone on station, [[ADDRESS:{street}]], [[LOCATION:{town2}]] QLD [[ZIP:{zip}]]; neighbour [[PERSON:{kg} {ks}]] [[PHONE:{ph1}]]
Called by RN [[PERSON:{cg}]] at [[LOCATION:{town} Primary Health Centre]] ([[PHONE:{ph2}]])
<<heading:History>>: <<symptom:central chest pain>> since 0900, <<condition:atrial fibrillation>> on <<drug:apixaban>> <<dose:2.5 mg>> <<freq:BD>>
<<test:12-lead ECG>>: <<finding:ST elevation II, III, aVF>>; <<lab:i-STAT troponin I 2.31 ng/mL>>; <<lab:K+ 4.6 mmol/L>>; <<lab:creatinine 142 umol/L>>
<<heading:Treatment>>: <<drug:aspirin>> <<dose:300 mg>> chewed, <<drug:ticagrelor>> <<dose:180 mg>>, <<drug:tenecteplase>> <<dose:30 mg IV>> per <<guideline:Queensland Clinical Guideline 2024>> after tele-consult
with cardiologist [[PERSON:{ds}]] via satellite [[PHONE:{ph3}]]; <<drug:enoxaparin>> <<dose:30 mg IV>>
<<vital:HR 58>>, <<vital:BP 104/62>>, <<vital:SpO2 95% on 2 L>>; <<device:Medtronic Azure pacemaker>> s/n [[DEVICE_ID:{dev}]] interrogated, <<finding:normal function>>
Flight doctor [[PERSON:{cg} {cs}]] (AHPRA [[LICENSE:MED00{lic}]]) - handed to <<service:CCU>> [[LOCATION:Mount Isa Base Hospital]] UR [[MRN:{mrn}]]
Station ute left at strip rego [[VEHICLE_ID:{veh}]]; pharmacy account [[ACCOUNT:{acct}]] for <<drug:GTN spray>>
Transfer summary faxed [[DATE:{d2}]]; images at [[URL:{url}]]; [[EMAIL:{email}]]. <<role:Senior Medical Officer>> sign-off [[PERSON:{dg}]]
""",
    ),
]
TEMPLATES += [
    (
        "telehealth_video_consult_transcript",
        "ph",
        """<<heading:TELECONSULTATION RECORD - Konsulta Package>> Session [[ID:TC-{id1}]] [[DATE:{d1ph}]]
Link [[URL:{url}]] joined from [[IP_ADDRESS:{ip}]] (patient side, barangay health station)
PhilHealth PIN [[HEALTH_PLAN_ID:{nid}]]. Patient [[PERSON:{psu}, {pg}]] ([[PERSON:{pi}.]]), b. [[DATE:{dobph}]], [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{zip}]]
Companion: daughter-in-law [[PERSON:{kgl}]] ("ate [[PERSON:{kg}]]") cp [[PHONE:{ph1}]]
DR: good morning po, can you hear me? PT: opo doc, <<symptom:nahihilo>> (dizzy) since [[DATE:{d0ph}]]
DR: still taking the <<drug:amlodipine>> <<dose:10 mg>> <<freq:once a day>> and <<drug:losartan>> <<dose:50 mg>>? PT: yes, and the <<drug:metformin>> <<dose:500 mg>> <<freq:twice daily>>
BHW [[PERSON:{cg}]] reads: <<vital:BP 168/98>>, <<vital:PR 96>>, <<vital:CBG 14.2 mmol/L>>; last <<lab:HbA1c 9.1%>> at [[LOCATION:{town} Doctors' Hospital]] lab no. [[ID:LAB{id3}]]
DR: any <<symptom:chest pain>>, <<symptom:slurred speech>>? PT: wala po. <<test:FAST screen>> <<finding:negative on camera>>
<<heading:Plan>>: add <<drug:gliclazide>> <<dose:30 mg MR>> <<freq:OD>>; <<test:12-lead ECG>> and <<test:lipid profile>> at RHU; <<guideline:PSH 2023 hypertension guideline>> targets
e-Rx sent to [[LOCATION:Generika {town}]] acct [[ACCOUNT:{acct}]]; GCash ref quoted by patient [[ACCOUNT:{id2}]]
Physician: [[PERSON:{dg} {ds}]], MD PRC Lic. No. [[LICENSE:0{lic}]] / [[EMAIL:{email}]]; follow-up [[DATE:{d2ph}]]
Tricycle driver's plate for home visit [[VEHICLE_ID:{veh}]] · RHU landline [[PHONE:{ph2}]]. transcribed [[PERSON:{csl}]]-tc
""",
    ),
    (
        "telehealth_video_consult_transcript",
        "ke",
        """<<heading:DIGITAL HEALTH CONSULTATION (video)>> - ref [[ID:KE-TH-{id1}]]
[[DATE:{d1l}]] 19:40 EAT. Call from [[IP_ADDRESS:{ip}]]; meeting [[URL:{url}]]
Client: [[PERSON:{pg} {ps}]], ID No. [[SSN:{nid}]], SHA member [[HEALTH_PLAN_ID:{plan}]], DOB [[DATE:{dob}]]
Location: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{zip}]]; M-Pesa till for fee [[ACCOUNT:{acct}]]
Husband [[PERSON:{kg}]] on line (Safaricom [[PHONE:{ph1}]]); CHV [[PERSON:{cgl}]] [[PERSON:{csl}]] present with <<device:Omron HEM-7120>> cuff
Clinician: habari, mama. Client: nzuri daktari, but <<symptom:headache>> and <<symptom:swollen feet>> since [[DATE:{d0o}]].
<<heading:Obstetric>>: <<finding:G3P2 at 34 weeks>>; <<vital:BP 158/104>> repeated <<vital:BP 162/106>>; <<test:urine dipstick>> <<finding:protein 2+>>
<<heading:Assessment>>: <<condition:pre-eclampsia with severe features>> per <<guideline:Kenya MOH Obstetric Guidelines 2022>>
<<heading:Plan>>: <<drug:nifedipine>> <<dose:20 mg>> stat, <<drug:magnesium sulphate>> <<dose:4 g IV loading>> on arrival; referral to [[LOCATION:Jaramogi Oginga Odinga Teaching and Referral Hospital]]
Ambulance [[VEHICLE_ID:K{veh}]] dispatched, driver [[PERSON:{ks}]] [[PHONE:{ph2}]]; <<test:CBC>>, <<test:LFTs>>, <<lab:platelets>> on arrival; continue <<drug:low-dose aspirin>> <<dose:150 mg>>
Clinician Dr. [[PERSON:{dg} {ds}]], KMPDC reg [[LICENSE:A{lic}]], [[EMAIL:{email}]]; facility OP no. [[MRN:{mrn}]]
Review call booked [[DATE:{d2}]]. Note keyed by [[PERSON:{ci}]]/[[PERSON:{pgl}]]-vc
""",
    ),
    (
        "military_medical_board",
        "uk",
        """<<heading:MEDICAL BOARD - JMES REVIEW>> (OFFICIAL-SENSITIVE)
Service No. [[ID:{id2}]] Rank/Name: LCpl [[PERSON:{psu} {pg}]] ([[PERSON:{pi}.{ps}]]) Unit: 4 Bn, [[LOCATION:{town}]]
NHS No. [[SSN:{nid}]] DMICP ref [[MRN:{mrn2}]] DOB [[DATE:{dobd}]] Board date [[DATE:{d1mil}]]
Home address on JPA: [[ADDRESS:{street}]], [[LOCATION:{town2}]] [[ZIP:{zip}]]; mob [[PHONE:{ph1}]]
<<heading:Condition>>: <<condition:anterior cruciate ligament rupture, right knee>>, <<procedure:ACL reconstruction (hamstring graft)>> [[DATE:{d0}]] at [[LOCATION:DMRC Stanford Hall]]
<<test:Lysholm score>> <<score:72/100>>; <<test:single-leg hop test>> <<finding:78% of uninjured side>>; <<test:MRI>> <<finding:graft intact>>
<<drug:naproxen>> <<dose:500 mg>> <<freq:BD PRN>> with <<drug:omeprazole>> <<dose:20 mg>>; <<vital:BMI 26>>
<<heading:Outcome>>: <<score:MLD>> <<finding:L3 M2 E1 S1>>, not fit <<finding:PFA run>> for 6 months; review at <<service:PCRF>>
Board: Maj [[PERSON:{cg} {cs}]] RAMC (GMC [[LICENSE:7{lic}]]), Capt [[PERSON:{ds}]], physio [[PERSON:{dg}]] (HCPC [[LICENSE:PH{lic}]])
Unit welfare officer [[PERSON:{kg} {ks}]] [[PHONE:{ph2}]]; pass vehicle [[VEHICLE_ID:{veh}]] for base access to be surrendered
Travel claim JPA [[ACCOUNT:{acct}]]; board papers [[URL:{url}]]; enquiries [[EMAIL:{email}]]
typed [[PERSON:{cgl}]]/mb [[DATE:{d2d}]]
""",
    ),
    (
        "military_medical_board",
        "us",
        """<<heading:MEDICAL EVALUATION BOARD - NARRATIVE SUMMARY (NARSUM)>> IDES case [[ID:MEB-{id1}]]
SM: SGT [[PERSON:{ps}, {pg} {pi}.]] DoD ID [[ID:{id2}{id3}]] SSN [[SSN:{nid}]] DOB [[DATE:{dobus}]]
TRICARE [[HEALTH_PLAN_ID:{plan}]]; Unit: 1st Cav, [[LOCATION:Fort Cavazos]]; POC spouse [[PERSON:{kg}]] [[PHONE:{ph1}]]
Off-post residence [[ADDRESS:{street}]], [[LOCATION:{town}]], TX [[ZIP:{zip}]]
<<heading:Diagnoses>>: <<condition:post-traumatic stress disorder>>, <<condition:mild TBI>> after <<finding:IED blast>> [[DATE:{d0us}]]
<<test:PCL-5>> <<score:58>>; <<test:PHQ-9>> <<score:19>>; <<test:MoCA>> <<score:24/30>>; <<test:audiogram>> <<finding:bilateral high-frequency loss>>
<<drug:prazosin>> <<dose:5 mg>> <<freq:qHS>>, <<drug:sertraline>> <<dose:150 mg>> <<freq:daily>>; <<device:Oticon hearing aids>> s/n [[DEVICE_ID:{dev}]]
Profile: <<finding:P3 S3>>, <<finding:no weapons>>; does not meet <<guideline:AR 40-501 chapter 3>> retention standards
Examiner: [[PERSON:{cg} {cs}]], MD, [[LOCATION:Carl R. Darnall Army Medical Center]], TX lic [[LICENSE:{lic2}]], NPI [[LICENSE:1{lic}{id3}]]
PEBLO [[PERSON:{ds}]] [[EMAIL:{email}]] [[PHONE:{ph2}]]; POV [[VEHICLE_ID:{veh}]] registered on post
VA claim [[ACCOUNT:{acct}]]; MEB upload [[URL:{url}]] workstation [[IP_ADDRESS:{ip}]]. Dictated [[PERSON:{cs}]]/[[PERSON:{dgl}]] [[DATE:{d1us}]]
""",
    ),
]
TEMPLATES += [
    (
        "fitness_to_drive_assessment",
        "nz",
        """<<heading:MEDICAL CERTIFICATE FOR DRIVER LICENCE (DL9)>> - Waka Kotahi
Applicant: [[PERSON:{ps}]], [[PERSON:{pg}]] (known as "[[PERSON:{kg}]]") DL no. [[LICENSE:{lic2}]] NHI [[SSN:{nid}]]
DOB [[DATE:{dob}]]; [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{zip}]]; ph [[PHONE:{ph1}]]
Seen [[DATE:{d1l}]] at [[LOCATION:{town} Family Health]], practice acct [[ACCOUNT:{acct}]]
<<heading:Conditions>>: <<condition:type 2 diabetes on insulin>>, <<condition:obstructive sleep apnoea>>
<<drug:insulin glargine>> <<dose:32 units>> <<freq:nocte>>, <<drug:empagliflozin>> <<dose:10 mg>>; <<lab:HbA1c 58 mmol/mol>>; no <<symptom:severe hypoglycaemia>> in 12 months
<<device:ResMed AirSense 10>> s/n [[DEVICE_ID:{dev}]]: <<finding:AHI 3.1>>, <<finding:usage 6.8 h/night>>; <<test:Epworth Sleepiness Scale>> <<score:7>>
<<test:Visual acuity>> <<finding:6/9 both eyes>>; <<test:Esterman visual field>> <<finding:full>>; <<test:Monofilament test>> <<finding:normal sensation both feet>>
<<heading:Outcome>>: <<finding:fit for class 1 licence>> per <<guideline:NZTA Medical aspects of fitness to drive 2022>>; review 1 year
Vehicle [[VEHICLE_ID:{veh}]] (work ute). Sleep physician [[PERSON:{ds}]] at [[LOCATION:Wellington Regional Hospital]] [[PHONE:{ph2}]]
Medical practitioner [[PERSON:{cg} {cs}]] MCNZ [[LICENSE:{lic}]] [[EMAIL:{email}]]; cert no. [[ID:DL9-{id1}]] [[DATE:{d1}]]
eform submitted [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); rec'd by [[PERSON:{cgl}]]/[[PERSON:{dg}]]
""",
    ),
    (
        "fitness_to_drive_assessment",
        "sg",
        """<<heading:MEDICAL EXAMINATION FOR DRIVING LICENCE RENEWAL (AGE 65 AND ABOVE)>> - Traffic Police
Name (as in NRIC): [[PERSON:{psu} {pg}]] NRIC [[SSN:{nid}]] Age [[AGE:{age}]] DOB [[DATE:{dob}]]
Address: Blk [[ADDRESS:{street} #0{id3}]] [[LOCATION:Singapore]] [[ZIP:{zip}]] HP [[PHONE:{ph1}]]
Driving licence [[LICENSE:{nid}]] class 3; car plate [[VEHICLE_ID:S{veh}]]
Accompanied by grandson [[PERSON:{kg} {ks}]] ([[PHONE:{ph2}]]); MediSave acct [[HEALTH_PLAN_ID:{plan}]]
<<heading:History>>: <<condition:hypertension>>, <<condition:early cataract>>, <<condition:osteoarthritis of knees>>; on <<drug:amlodipine>> <<dose:5 mg>> <<freq:OM>>, <<drug:atorvastatin>> <<dose:20 mg>> <<freq:ON>>
<<test:AMT>> <<score:9/10>>; <<test:Clock Drawing Test>> <<finding:normal>>; <<test:Timed Up and Go>> <<finding:11 seconds>>
<<vital:BP 142/84>>; <<test:visual acuity>> <<finding:6/12 R, 6/9 L with glasses>>; <<test:Ishihara>> <<finding:passed>>
<<heading:Certification>>: <<finding:physically and mentally fit to drive>>, <<finding:glasses required>>; <<guideline:SMC guidelines on fitness to drive 2020>>
Doctor: [[PERSON:{cg} {cs}]] MCR [[LICENSE:M{lic}J]] clinic [[LOCATION:{town} Polyclinic]] [[PHONE:{ph3}]]
Report [[ID:TP{id1}]] keyed [[DATE:{d1iso}]] from [[IP_ADDRESS:{ip}]] to [[URL:{url}]]; GIRO acct [[ACCOUNT:{acct}]]
c.c. [[EMAIL:{email}]] · seen again [[DATE:{d2}]] ([[PERSON:{ci}]])
""",
    ),
    (
        "police_custody_medical_record",
        "uk",
        """<<heading:CUSTODY HEALTHCARE RECORD>> - Forensic Healthcare Practitioner (FHP) assessment
Custody No. [[ID:{id2}/{id1}]] Suite: [[LOCATION:{town} Police Station]] Arrested [[DATE:{d1}]] 02:15
Detained person: [[PERSON:{psl} {pgl}]] (gave name as "[[PERSON:Bill]]") PNC [[ID:26/{id1}{pi}]] DOB [[DATE:{dob}]]
NHS [[SSN:{nid}]]; address [[ADDRESS:{street}]], [[LOCATION:{town2}]] [[ZIP:{zip}]]; vehicle seized [[VEHICLE_ID:{veh}]]
Appropriate adult [[PERSON:{kg}]] ([[PERSON:{kg} {ks}]]) [[PHONE:{ph1}]]; solicitor [[PERSON:{ds}]] [[PHONE:{ph2}]]
<<heading:Presenting>>: <<symptom:intoxicated>>, <<symptom:head laceration>> 3 cm, <<finding:GCS 14>>, <<finding:pupils equal and reactive>>
<<condition:opioid dependence>> on <<drug:methadone>> <<dose:60 mg>> <<freq:daily>> (confirmed with [[LOCATION:Boots {town}]] pharmacy [[PHONE:{ph3}]])
<<drug:buprenorphine>> not given; <<test:COWS>> <<score:9>>; <<vital:CBG 6.1 mmol/L>>, <<vital:SpO2 97%>>, <<vital:RR 14>>
<<heading:Fitness>>: <<finding:fit to detain>>, <<finding:fit for interview with appropriate adult>>; <<finding:rousing checks every 30 min>> per <<guideline:APP Detention and custody>>
FHP: [[PERSON:{cg} {cs}]] RN, NMC PIN [[LICENSE:{id3}{pi}{lic}]] [[EMAIL:{email}]]; DSN ref [[ID:DSN{id3}]]
Prescription account [[ACCOUNT:{acct}]]; body-worn footage ref [[URL:{url}]]; EMIS terminal [[IP_ADDRESS:{ip}]]
Reviewed [[DATE:{d1o}]] 09:10 by Dr [[PERSON:{dg}]]; note ends [[PERSON:{ci}]]/[[PERSON:{csl}]]
""",
    ),
    (
        "police_custody_medical_record",
        "ke",
        """<<heading:P3 FORM - POLICE MEDICAL EXAMINATION REPORT>> Part II
OB No. [[ID:OB/{id3}/{d1d}]] Police station: [[LOCATION:{town} Central]] Officer: Cpl [[PERSON:{ks}]] No. [[ID:{id1}]]
Examinee: [[PERSON:{pg} {ps}]] ([[PERSON:{psu}]]), ID No. [[SSN:{nid}]], DOB [[DATE:{dob}]] of [[LOCATION:{town2}]] village
Residence [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{zip}]]; phone [[PHONE:{ph1}]]; NHIF/SHA [[HEALTH_PLAN_ID:{plan}]]
Boda boda plate [[VEHICLE_ID:KM{veh}]] involved
Date and time of examination: [[DATE:{d1l}]] 16:30 at [[LOCATION:{town} County Referral Hospital]] OP No. [[MRN:{mrn}]]
<<heading:Injuries>>: <<finding:laceration 4 cm left parietal scalp>>, <<finding:bruising both forearms (defensive)>>, <<finding:tender right 8th rib>>
<<test:chest X-ray>> <<finding:undisplaced fracture right 8th rib>>; <<lab:Hb 12.9 g/dL>>
<<heading:Treatment>>: <<procedure:wound toilet and suturing>>, <<drug:tetanus toxoid>> <<dose:0.5 mL IM>>, <<drug:diclofenac>> <<dose:50 mg>> <<freq:TDS>>
<<heading:Degree of injury>>: <<finding:HARM>>; <<finding:probable weapon blunt object>>
Examining officer: [[PERSON:{cg} {cs}]], Clinical Officer, COC reg [[LICENSE:{lic}]] [[PHONE:{ph2}]] [[EMAIL:{email}]]
Copy to DCIO [[PERSON:{dg}]]; form scanned [[URL:{url}]] ([[IP_ADDRESS:{ip}]]); receipt [[ACCOUNT:{acct}]]
signed [[DATE:{d2}]] - [[PERSON:{ci}]]
""",
    ),
]
TEMPLATES += [
    (
        "organ_donation_referral",
        "sg",
        """<<heading:NATIONAL ORGAN TRANSPLANT UNIT - POTENTIAL DONOR REFERRAL>> (HOTA)
Referral [[ID:NOTU-{id1}]] [[DATE:{d1}]] 23:05 from <<service:SICU>> [[LOCATION:Tan Tock Seng Hospital]]
Potential donor: [[PERSON:{pg} {ps}]] NRIC [[SSN:{nid}]] DOB [[DATE:{dob}]] MRN [[MRN:{mrn2}]]
NOK: wife [[PERSON:{kg}]] ([[PERSON:{kg} {ks}]]) HP [[PHONE:{ph1}]]; home [[ADDRESS:{street}]] [[LOCATION:Singapore]] [[ZIP:{zip}]]
<<heading:Cause>>: <<condition:spontaneous intracerebral haemorrhage>>, <<finding:GCS 3>>, <<finding:pupils fixed and dilated>>; <<test:CT brain>> <<finding:midline shift 14 mm>>
<<heading:Brainstem death tests>>: first set [[DATE:{d1o}]] by Dr [[PERSON:{cs}]], second set by Dr [[PERSON:{ds}]]; <<test:apnoea test>> <<finding:PaCO2 8.6 kPa>>
<<drug:noradrenaline>> <<dose:0.12 mcg/kg/min>>, <<drug:vasopressin>> <<dose:0.03 units/min>>, <<drug:desmopressin>> <<dose:1 mcg IV>> for <<condition:diabetes insipidus>>
<<lab:Na 154 mmol/L>>, <<lab:creatinine 88 umol/L>>, <<lab:ALT 42 U/L>>, <<lab:HbsAg non-reactive>>, <<lab:HIV Ag/Ab non-reactive>>
Transplant coordinator [[PERSON:{cg} {cs}]] (SNB [[LICENSE:R{lic}]]) [[PHONE:{ph2}]] [[EMAIL:{email}]]
MOH eHINTS upload [[URL:{url}]] from [[IP_ADDRESS:{ip}]]; police IO for coroner's case [[PERSON:{dg}]] [[PHONE:{ph3}]]; car [[VEHICLE_ID:SG{veh}]] at scene
Funeral parlour acct [[ACCOUNT:{acct}]]. <<heading:Outcome>>: <<finding:kidneys and liver allocated>> per <<guideline:HOTA 2023 allocation rules>>
ventilator <<device:Hamilton C6>> s/n [[DEVICE_ID:{dev}]]; entry by [[PERSON:{csl}]] [[DATE:{d2iso}]]
""",
    ),
    (
        "organ_donation_referral",
        "nz",
        """<<heading:Organ Donation New Zealand - donor referral and family conversation>>
ODNZ ref [[ID:OD{id1}]] / ICU [[LOCATION:Christchurch Hospital]] NHI [[SSN:{nid}]]
Patient [[PERSON:{pg} {ps}]] ([[PERSON:{pi}. {ps}]]) DOB [[DATE:{dob}]] DL donor flag YES, licence [[LICENSE:{lic2}]]
Whānau: mother [[PERSON:{kg}]] and koro [[PERSON:{ks}]]; contact [[PHONE:{ph1}]], [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{zip}]]
<<heading:Clinical>>: <<condition:hypoxic ischaemic brain injury>> after <<finding:drowning>> at [[LOCATION:Lake {town2}]] on [[DATE:{d0l}]]
<<test:CT angiogram>> <<finding:no intracranial flow>>; <<finding:brain death confirmed>> [[DATE:{d1}]] by [[PERSON:{cg} {cs}]] and [[PERSON:{ds}]]
<<vital:MAP 72>>, <<vital:urine output 2.1 mL/kg/h>>; <<drug:noradrenaline>> <<dose:8 mcg/min>>, <<drug:hydrocortisone>> <<dose:50 mg IV>> <<freq:6-hourly>>, <<drug:levothyroxine>> <<dose:20 mcg IV>>
<<lab:lactate 1.4 mmol/L>>, <<lab:bilirubin 12 umol/L>>, <<lab:eGFR >90>>; <<test:echo>> <<finding:LVEF 55%>>
<<heading:Tikanga>>: karakia before retrieval; kaumātua [[PERSON:{dg}]] ([[PHONE:{ph2}]]) present
Donor coordinator [[PERSON:{cgl}]] [[EMAIL:{email}]]; NZ Blood lab no. [[ID:NZB{id3}]]; upload [[URL:{url}]] [[IP_ADDRESS:{ip}]]
Funeral director account [[ACCOUNT:{acct}]]; whānau van [[VEHICLE_ID:{veh}]] parked in ED bay
<<role:Intensivist>> sign-off [[DATE:{d2o}]] - [[PERSON:{ci}]]/[[PERSON:{dgl}]]
""",
    ),
    (
        "tb_contact_tracing_record",
        "ng",
        """<<heading:NTBLCP CONTACT INVESTIGATION FORM>> - DOTS clinic, [[LOCATION:University College Hospital, {town}]]
Index case: [[PERSON:{psu} {pg}]] TB reg no. [[ID:OY/{id3}/26]] hospital no. [[MRN:{mrn}]] NIN [[SSN:{nid}]]
DOB [[DATE:{dob}]]; [[ADDRESS:{street}]], [[LOCATION:{town2}]] [[ZIP:{zip}]]; GSM [[PHONE:{ph1}]]; NHIA [[HEALTH_PLAN_ID:{plan}]]
Diagnosed [[DATE:{d0}]]: <<test:GeneXpert MTB/RIF Ultra>> <<finding:MTB detected, rifampicin resistance not detected>>; <<test:sputum AFB>> <<finding:2+>>
Regimen <<drug:RHZE>> <<dose:4 FDC tablets>> <<freq:daily>> (weight 58 kg) per <<guideline:National TB Guidelines 2021>>
<<heading:Household contacts>>:
1. wife [[PERSON:{kg}]] - <<symptom:cough 3 weeks>>, <<test:CXR>> <<finding:right upper zone opacity>> - referred
2. son "[[PERSON:{ks}]]" 4 yrs - <<test:TST>> <<finding:12 mm>>, no symptoms - <<drug:isoniazid>> <<dose:10 mg/kg>> <<freq:daily>> x 6 months (<<procedure:TPT>>)
3. tenant [[PERSON:{dg} {ds}]] - <<test:symptom screen negative>>
Keke driver contact [[PERSON:{cgl}]], plate [[VEHICLE_ID:{veh}]]
DOTS officer [[PERSON:{cg} {cs}]] (MDCN [[LICENSE:{lic}]]) [[PHONE:{ph2}]] [[EMAIL:{email}]]
Adherence app [[URL:{url}]]; phone used [[IP_ADDRESS:{ip}]]; transport refund acct [[ACCOUNT:{acct}]]
Next visit [[DATE:{d2}]]; <<lab:ALT 31 U/L>> baseline, <<lab:HIV test non-reactive>>, <<lab:FBS 5.2 mmol/L>>. entered [[PERSON:{ci}]]/[[PERSON:{pgl}]]
""",
    ),
    (
        "tb_contact_tracing_record",
        "ph",
        """<<heading:NTP CONTACT TRACING / TB CASE RECORD>> - RHU [[LOCATION:{town}]]
Case no. [[ID:TB-{id1}]] Patient [[PERSON:{ps}, {pg}]] Lola "[[PERSON:{kg}]]", age [[AGE:{age}]], b. [[DATE:{dobph}]]
PhilHealth [[HEALTH_PLAN_ID:{nid}]]; PhilSys [[SSN:{id3}-{mrn}-{id3}]]; Purok 3, [[ADDRESS:{street}]], [[LOCATION:{town2}]] [[ZIP:{zip}]]
Grandson [[PERSON:{ks}]] cp [[PHONE:{ph1}]]
<<heading:Diagnosis>>: <<condition:bacteriologically confirmed pulmonary TB>>, <<test:Xpert MTB/RIF>> [[DATE:{d0ph}]] <<finding:MTB detected low, RIF not detected>>
<<test:CXR>> <<finding:bilateral upper lobe cavities>>; <<lab:creatinine 98 umol/L>>; <<vital:weight 41 kg>>
Regimen <<drug:2HRZE/4HR>> <<dose:3 FDC tablets>> <<freq:daily>>, <<drug:pyridoxine>> <<dose:25 mg>> per <<guideline:NTP MOP 6th edition>>
<<heading:Contacts>>: [[PERSON:{kg}]]'s companion [[PERSON:{dg} {ds}]] <<test:CXR>> <<finding:clear>>; apo [[PERSON:{dgl}]] 6 yrs <<test:TST>> <<finding:8 mm>> - <<procedure:3HP TPT>>
Treatment partner: BHW [[PERSON:{cg}]] [[PHONE:{ph2}]]
Nurse [[PERSON:{cg} {cs}]] RN PRC [[LICENSE:0{lic}]] [[EMAIL:{email}]]; ITIS entry [[URL:{url}]] [[IP_ADDRESS:{ip}]]
Pharmacy acct [[ACCOUNT:{acct}]]; jeepney route plate [[VEHICLE_ID:{veh}]]; follow-up [[DATE:{d2ph}]] - [[PERSON:{ci}]]
""",
    ),
]


def marked_notes() -> list[tuple[str, str, str]]:
    """(family, template id, marked text) for every note, in file order."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    out = []
    for t, (family, country, template) in enumerate(TEMPLATES):
        number = sum(1 for f, _, _ in TEMPLATES[:t] if f == family) + 1
        for _ in range(3):
            slots = slots_for(rng, country, "{age}" in template)
            out.append((family, f"{family}/{number}", template.format(**slots)))
    return out


NOTES = kit.NoteSet(OUT, "blind9", marked_notes, leftovers=kit.NO_MARKUP)
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()

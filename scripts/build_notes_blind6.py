# ruff: noqa: E501
"""Builds the sixth blind note set, src/clinrag/data/eval/notes_blind6/notes.jsonl.

Written blind (branch ``blindpii6``): the author read neither the de-identifier nor more than
three rows of an earlier note set. Seven families no earlier set has (urology clinic letters, sleep
study reports, speech and language therapy assessments, endoscopy reports, allergy clinic
letters, oncology MDT outcomes, community nursing visit logs), two templates each in different hands, three notes per template.
Templates mark gold PHI as ``[[TYPE:value]]`` and clinical content that must survive as
``<<kind:value>>``; offsets are computed from the markup, never typed. Surrogates are written by
hand below; numbers come from a seeded generator, so the file is rebuilt byte for byte.

``python scripts/build_notes_blind6.py`` writes the file and prints its counts.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sys
from functools import partial
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import digits, ordinal

SEED = 20261206
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind6/notes.jsonl"

# Surrogate people: (given, family) written by hand, many origins, several that are ordinary
# words or places (Hope, Faith, Will, Grace, Rose Hill, Bath, Marsh, Wood, Lane, Sterling).
PATIENTS = [
    ("Rose", "Hill"),
    ("Hope", "Adeyemi"),
    ("Will", "Bath"),
    ("Faith", "Okonkwo-Reid"),
    ("Wojciech", "Nowak"),
    ("Xiu Ying", "Chen"),
    ("Siobhán", "Ní Bhriain"),
    ("Bilal", "Haddad"),
    ("Priya", "Venkataraman"),
    ("Kwame", "Asante"),
    ("Grace", "Marsh"),
    ("Dmitri", "Petrov"),
    ("Niamh", "O'Rourke"),
    ("Fatima", "Al-Rashid"),
    ("Tomasz", "Kowalczyk"),
    ("Amara", "Mensah"),
    ("Jun", "Zhang"),
    ("Eilidh", "MacLeod"),
    ("Hamza", "Chaudhry"),
    ("Ngozi", "Eze"),
    ("Pádraig", "Fitzgerald"),
    ("Zofia", "Wiśniewska"),
    ("Ravi", "Shah"),
    ("Dawn", "Sterling"),
    ("Sunny", "Banks"),
    ("Ivy", "Lane"),
    ("Candy", "Cook"),
    ("Mei", "Wong"),
    ("Oluwaseun", "Bakare"),
    ("Aoife", "Gallagher"),
    ("Yusuf", "Demir"),
    ("Summer", "Wood"),
    ("Lakshmi", "Raman"),
    ("Ciarán", "Byrne"),
    ("Agnieszka", "Lewandowska"),
    ("Precious", "Moyo"),
    ("Florence", "Nightingale-Ebo"),
    ("Ikechukwu", "Obi"),
    ("Hanna", "Kovač"),
    ("Albert", "Hall"),
    ("Joy", "Fisher"),
    ("Mohammed", "Al-Amin"),
]
STAFF = [
    ("Chinedu", "Okafor"),
    ("Harriet", "Fenwick-Hart"),
    ("Anil", "Kapoor"),
    ("Marta", "Szabo"),
    ("Liam", "Brennan"),
    ("Yewande", "Adebayo"),
    ("Hui", "Lin"),
    ("Orla", "Keane"),
    ("Omar", "Farouk"),
    ("Beth", "Major"),
    ("Rhys", "Pritchard"),
    ("Sadia", "Rahman"),
    ("Tobias", "Field"),
    ("Ines", "Moreira"),
    ("Declan", "Moss"),
    ("Anjali", "Nair"),
    ("Kofi", "Boateng"),
    ("Joanna", "Smith-Ogunleye"),
    ("Pavel", "Horák"),
    ("Layla", "Haddad"),
    ("Ewan", "Gray"),
    ("Mariam", "Siddiqui"),
    ("Ruth", "Heath"),
    ("Sandeep", "Gill"),
]
RELATIVES = [
    ("daughter", "Jo"),
    ("son", "Kieran"),
    ("wife", "Bernadette"),
    ("husband", "Tunde"),
    ("partner", "Ash"),
    ("niece", "Shreya"),
    ("mum", "Lorraine"),
    ("dad", "Aziz"),
    ("sister", "Oksana"),
    ("brother", "Malachy"),
    ("carer", "Patience"),
    ("grandson", "Rowan"),
]
PARENTS = [
    ("mum", "Abimbola"),
    ("dad", "Gareth"),
    ("mum", "Krystyna"),
    ("dad", "Imran"),
    ("mum", "Shona"),
]
NICKNAMES = ["Bunny", "Sonny", "Babs", "Taff", "Kiki", "Dolly"]
TOWNS = [
    "Kingsmere",
    "Little Oakley",
    "Sandford-on-Tame",
    "Ashby Vale",
    "Port Carrow",
    "Bramhope",
    "Mistley Cross",
    "Redhaven",
    "Hexworth",
    "Wyvern Bay",
    "Eastwick Green",
    "Corrie Bridge",
]
STREETS = [
    "27 Cromwell Road",
    "Flat 3, 88 Holloway Street",
    "5 Nightingale Close",
    "The Old Forge, Mill Lane",
    "19 Kestrel Way",
    "112 Victoria Terrace",
    "Apartment 6, Quayside House, Harbour Row",
    "2 Primrose Bank",
    "41a Chapel Street",
    "Orchard Cottage, Back Lane",
    "63 Rowan Drive",
    "9 St Bride's Court",
]
POSTCODES = [
    "KM4 7RT",
    "LO12 9PL",
    "ST2 6WD",
    "AV9 1QN",
    "PC14 3EE",
    "BH7 8JA",
    "MX3 5UF",
    "RH11 2ND",
    "HX6 4BB",
    "WB1 9ZZ",
    "EG5 3LP",
    "CB8 6TY",
]
HOSPITALS = [
    "Kingsmere General Hospital",
    "St Aldhelm's Hospital",
    "Royal Carrow Infirmary",
    "Hexworth Community Hospital",
    "Northbrook University Hospital",
    "Wyvern Bay District Hospital",
]
PRACTICES = [
    "Riverside Surgery",
    "The Elms Medical Practice",
    "Wellspring Health Centre",
    "Castle Mead Surgery",
    "Orchard Lane Practice",
    "Harbour View Medical Centre",
]
SCHOOLS = ["Brookfield Primary School", "St Winifred's Academy", "Oakley Vale High School"]
WORKPLACES = ["Tesco Extra Kingsmere", "Carrow Bus Depot", "Redhaven Fire Station"]
DOMAINS = ["nhs.example", "carrow-trust.example", "kingsmere.example"]
MAILHOSTS = ["mail.example", "inbox.example", "post.example"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
PLATE_LETTERS = "ABCDEFGHJKLMNPRSTVWXY"
letters = partial(kit.letters, alphabet=PLATE_LETTERS)


def date_shapes(prefix: str, day: dt.date) -> dict[str, str]:
    """One date in the shapes notes write it."""
    return {
        f"{prefix}_long": f"{WEEKDAYS[day.weekday()]} {day.day} {kit.MONTHS[day.month - 1]} {day.year}",
        f"{prefix}_dmy": f"{day.day:02d}/{day.month:02d}/{day.year}",
        f"{prefix}_dot": f"{day.day:02d}.{day.month:02d}.{day.year % 100:02d}",
        f"{prefix}_short": f"{day.day}/{day.month}",
        f"{prefix}_us": f"{day.month}/{day.day}/{day.year % 100:02d}",
        f"{prefix}_iso": day.isoformat(),
        f"{prefix}_mon": f"{day.day:02d}-{MONTHS[day.month - 1]}-{day.year}",
        f"{prefix}_ord": ordinal(day.day),
        f"{prefix}_prose": f"{ordinal(day.day)} {kit.MONTHS[day.month - 1]}",
        f"{prefix}_compact": f"{day.day:02d}{day.month:02d}{day.year % 100:02d}",
        f"{prefix}_wk": f"{WEEKDAYS[day.weekday()]} {day.day}/{day.month}",
    }


def ascii_word(name: str) -> str:
    """A name as an e-mail local part or a file name would carry it."""
    table = str.maketrans("áéíóúśńçÁ", "aeiousncA")
    return re.sub(r"[^A-Za-z-]", "", name.translate(table))


def slots_for(rng: random.Random, index: int) -> dict[str, str]:
    """Every surrogate one note may use, drawn afresh for each note."""
    given, family = PATIENTS[index]
    staff = rng.sample(STAFF, 5)
    rel, rel_name = rng.choice(RELATIVES)
    parent, parent_name = rng.choice(PARENTS)
    town, town2 = rng.sample(TOWNS, 2)
    hosp, hosp2 = rng.sample(HOSPITALS, 2)
    street, prac_street = rng.sample(STREETS, 2)
    postcode, prac_pc = rng.sample(POSTCODES, 2)
    seen = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randrange(300))
    slots: dict[str, str] = {
        "pt": f"{given} {family}",
        "pt_first": given,
        "pt_last": family,
        "pt_last_up": family.upper(),
        "pt_up": f"{family.upper()}, {given}",
        "pt_lc": f"{given} {family}".lower(),
        "pt_first_lc": given.lower(),
        "pt_init": f"{given[0]}{family[0]}",
        "pt_file": f"{ascii_word(family).upper()}_{ascii_word(given)[0]}",
        "pt_mail": f"{ascii_word(given).lower()}.{ascii_word(family).lower()}{digits(rng, 2)}@{rng.choice(MAILHOSTS)}",
        "nick": rng.choice(NICKNAMES),
        "rel": rel,
        "rel_name": rel_name,
        "rel_lc": rel_name.lower(),
        "parent": parent,
        "parent_name": parent_name,
        "dl": f"{ascii_word(family).upper()[:5]:9<5}{digits(rng, 6)}{given[0]}{family[0]}{digits(rng, 1)}{letters(rng, 2)}",
        "age": str(rng.randrange(90, 103)),
        "mrn": f"K{digits(rng, 7)}",
        "mrn_wrap": "",
        "mrn_dash": f"RCI-{digits(rng, 3)}-{digits(rng, 4)}",
        "nhs": f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "nhs_dash": f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 4)}",
        "phone": f"01{digits(rng, 3)} {digits(rng, 6)}",
        "mob": f"07{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "switch": f"0{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "ext": digits(rng, 4),
        "bleep": digits(rng, 4),
        "fax": f"01{digits(rng, 3)} {digits(rng, 6)}",
        "addr": street,
        "prac_addr": prac_street,
        "prac_pc": prac_pc,
        "town": town,
        "town2": town2,
        "pc": postcode,
        "hosp": hosp,
        "hosp2": hosp2,
        "prac": rng.choice(PRACTICES),
        "school": rng.choice(SCHOOLS),
        "work": rng.choice(WORKPLACES),
        "domain": rng.choice(DOMAINS),
        "gmc": digits(rng, 7),
        "nmc": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
        "hcpc": f"SL{digits(rng, 5)}",
        "serial": f"{letters(rng, 2)}{digits(rng, 8)}",
        "scope": f"{digits(rng, 7)}",
        "plate": f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}",
        "acct": f"SP-{digits(rng, 6)}",
        "hpid": f"{letters(rng, 3)}{digits(rng, 8)}",
        "accn": f"EN{digits(rng, 2)}-{digits(rng, 6)}",
        "episode": f"{digits(rng, 4)} {digits(rng, 4)}",
        "ref": f"MDT/{seen.year % 100}/{digits(rng, 4)}",
        "ip": f"10.{rng.randrange(1, 250)}.{rng.randrange(1, 250)}.{rng.randrange(2, 250)}",
        "portal": f"https://myrecord.{rng.choice(DOMAINS)}/letters/{digits(rng, 8)}",
        "dob_year": str(rng.randrange(1940, 1990)),
    }
    slots["mrn_wrap"] = f"{slots['mrn'][:4]}\n{slots['mrn'][4:]}"
    for n, (s_given, s_family) in enumerate(staff, start=1):
        slots[f"s{n}"] = f"{s_given} {s_family}"
        slots[f"s{n}_first"] = s_given
        slots[f"s{n}_last"] = s_family
        slots[f"s{n}_fused"] = f"{s_given[0]}{ascii_word(s_family.split('-')[0])}"
        slots[f"s{n}_init"] = f"{s_given[0]}{s_family[0]}"
        slots[f"s{n}_mail"] = (
            f"{ascii_word(s_given).lower()}.{ascii_word(s_family).lower()}@{slots['domain']}"
        )
    dob = dt.date(int(slots["dob_year"]), rng.randrange(1, 13), rng.randrange(1, 29))
    old_dob = dt.date(seen.year - int(slots["age"]) - 1, rng.randrange(1, 13), rng.randrange(1, 29))
    # the age written is the age on the day seen, over 89 by construction
    before_birthday = (seen.month, seen.day) < (old_dob.month, old_dob.day)
    slots["age"] = str(seen.year - old_dob.year - before_birthday)
    slots.update(date_shapes("seen", seen))
    slots.update(date_shapes("dob", dob))
    slots.update(date_shapes("odob", old_dob))
    child_dob = dt.date(rng.randrange(2016, 2022), rng.randrange(1, 13), rng.randrange(1, 29))
    slots.update(date_shapes("cdob", child_dob))
    slots["cdob_year"] = str(child_dob.year)
    slots.update(date_shapes("ref", seen - dt.timedelta(days=rng.randrange(20, 90))))
    slots.update(date_shapes("next", seen + dt.timedelta(days=rng.randrange(14, 120))))
    slots.update(date_shapes("typed", seen + dt.timedelta(days=rng.randrange(1, 6))))
    return slots


TEMPLATES: dict[str, list[str]] = {
    "urology_clinic_letter": [
        # A typed consultant letter with a cc list and a footer.
        """[[LOCATION:$hosp]] - <<service:Department of Urology>>
<<service:Lower Urinary Tract Symptoms Clinic>>   Secretary tel [[PHONE:$switch]] extension [[PHONE:$ext]]   Fax [[PHONE:$fax]]

Dictated [[DATE:$seen_dmy]]   Typed [[DATE:$typed_dmy]]

Dr [[PERSON:$s2]]
[[LOCATION:$prac]], [[ADDRESS:$prac_addr]], [[LOCATION:$town]] [[ZIP:$prac_pc]]

Dear Dr [[PERSON:$s2_last]]

Re: [[PERSON:$pt_up]]   DOB [[DATE:$dob_dmy]]   NHS No [[SSN:$nhs]]   Hosp No [[MRN:$mrn]]
[[ADDRESS:$addr]], [[LOCATION:$town]], [[ZIP:$pc]]

Private patient - insurer membership [[HEALTH_PLAN_ID:$hpid]]

<<heading:DIAGNOSIS>>: <<condition:overactive bladder>> with <<symptom:nocturia x3>>; <<score:ICIQ-OAB>> 12, <<score:QoL score>> 4.
<<heading:MEDICATION>>: <<drug:Mirabegron>> <<dose:50 mg>> <<freq:once daily>>, <<drug:Solifenacin>> <<dose:5 mg>> <<freq:od>> (stopped, dry mouth).

I saw [[PERSON:$pt_first]] in clinic today with their $rel [[PERSON:$rel_lc]]. <<test:Flow rate>> showed <<finding:Qmax 14 ml/s>> with a voided volume of <<finding:190 ml>> and a <<test:bladder scan>> residual of <<finding:40 ml>>. <<test:Urine dipstick>> was negative on [[DATE:$ref_prose]]. <<anatomy:Bladder>> wall 4 mm on <<test:ultrasound KUB>>. <<test:Urodynamics>> showed <<finding:detrusor overactivity>>.

We discussed <<procedure:Botox bladder injections>> versus <<procedure:PTNS>>; [[PERSON:$pt_first]] would like to read the <<guideline:NICE NG123>> leaflet first. A <<test:frequency volume chart>> is enclosed; please return it to [[EMAIL:$s1_mail]]. Results are also on [[URL:$portal]].

Follow-up in the <<service:Urology Day Case Unit>> on [[DATE:$next_long]].

Yours sincerely

[[PERSON:$s1]]   <<role:Consultant Urological Surgeon>>   GMC [[LICENSE:$gmc]]

cc: [[PERSON:$pt]] (patient); [[PERSON:$s3]], <<role:Urology Nurse Specialist>>; [[LOCATION:$hosp2]] <<service:Continence Service>>
[[PERSON:$s1_fused]]/[[PERSON:$s4_init]] [[DATE:$typed_short]]    page 1 of 1""",
        # A registrar's terse stone-clinic entry.
        """<<service:STONE CLINIC>> - [[LOCATION:$hosp]]   [[DATE:$seen_wk]] 14:20
Pt: [[PERSON:$pt_lc]]  ([[PERSON:$nick]])   MRN [[MRN:$mrn_dash]]   DOB [[DATE:$odob_dot]] (aged [[AGE:$age]])
Ref by GP [[PERSON:$s2]] ([[LOCATION:$prac]]) on [[DATE:$ref_short]].
Hx: L <<symptom:renal colic>> since the [[DATE:$ref_ord]], <<condition:hydronephrosis>> on <<test:CTKUB>>; <<finding:8 mm stone at the L PUJ>>. <<drug:Diclofenac>> <<dose:75 mg>> PR in ED. <<score:STONE score>> 9.
O/E: <<vital:T 36.9>>, <<vital:HR 84>>, <<vital:BP 148/86>>. <<eponym:Murphy's sign>> neg.
Bloods: <<lab:Cr 118>>, <<lab:eGFR 41>>, <<lab:CRP 12>>, <<lab:urate 0.46>>.
Imp: not for <<procedure:MET>> (<<guideline:EAU 2024>> - stone > 6 mm). Plan <<procedure:flexible ureteroscopy and laser>>, <<device:Holmium:YAG laser>>, <<device:Boston Scientific LithoVue>> scope.
Lives at [[ADDRESS:$addr]], [[LOCATION:$town2]], [[ZIP:$pc]]; $rel [[PERSON:$rel_lc]] drives them in - car reg [[VEHICLE_ID:$plate]] for the blue badge bay. Contact [[PHONE:$mob]].
Booked onto the <<service:Day Surgery Unit>> list [[DATE:$next_mon]]. <<procedure:Consent>> FORM 1 signed.
[[PERSON:$s1_first]] [[PERSON:$s1_last]] <<role:ST4 Urology>> bleep [[PHONE:$bleep]] / [[PERSON:$s1_fused]] [[DATE:$seen_short]]""",
    ],
    "sleep_study_report": [
        # A formal polysomnography report with a file name and an acquisition workstation.
        """<<service:RESPIRATORY SLEEP SERVICE>> - [[LOCATION:$hosp]]
<<heading:POLYSOMNOGRAPHY REPORT>>   Report no. [[ID:$accn]]
Patient: [[PERSON:$pt_up]]   Hospital no: [[MRN:$mrn]]   NHS: [[SSN:$nhs_dash]]   DOB: [[DATE:$dob_iso]]
Study night: [[DATE:$seen_long]]   Recording file: PSG_[[PERSON:$pt_file]]_[[DATE:$seen_compact]].edf   Home oximetry uploaded by the patient from [[IP_ADDRESS:$ip]]
Device: <<device:Compumedics Grael>> serial [[DEVICE_ID:$serial]]
Referrer: Dr [[PERSON:$s2]], [[LOCATION:$prac]] (fax [[PHONE:$fax]])

<<heading:INDICATION>>: <<symptom:witnessed apnoeas>> reported by $rel [[PERSON:$rel_name]], <<score:Epworth Sleepiness Scale>> 16/24, <<score:STOP-Bang>> 6. Drives for work (HGV, driving licence [[LICENSE:$dl]]).
<<heading:RESULTS>>: <<finding:TST 6 h 12 min>>, <<finding:sleep efficiency 81%>>. <<finding:AHI 38.4/h>> (<<guideline:AASM 2012>> 3% rule), <<finding:ODI 35>>, <<vital:nadir SpO2 74%>>. <<finding:Cheyne-Stokes respiration>> not seen. <<finding:REM-predominant>> events; <<finding:PLMI 4>>.
<<heading:CONCLUSION>>: <<condition:severe obstructive sleep apnoea>>. Recommend <<procedure:auto-titrating CPAP>> (<<device:ResMed AirSense 11>>), <<guideline:NICE NG202>>. The DVLA must be told; advice given.

Reported by [[PERSON:$s1]], <<role:Clinical Scientist (Sleep)>>, HCPC [[LICENSE:$hcpc]]
Verified [[PERSON:$s3_fused]] [[DATE:$typed_short]]   Queries: [[EMAIL:$s1_mail]]""",
        # A physiologist's CPAP set-up and download log, informal.
        """cpap set-up / download log - <<service:Sleep Physiology>>, [[LOCATION:$hosp2]]
[[DATE:$seen_dot]] 09:10  [[PERSON:$pt_lc]] attended w/ $rel ([[PERSON:$rel_name]]). hosp no [[MRN:$mrn]]
issued <<device:ResMed AirSense 10 AutoSet>> SN [[DEVICE_ID:$serial]] + <<device:AirFit F20>> mask size M. <<procedure:Mask fitting>> ok, <<finding:leak 12 L/min>>.
pressure <<dose:5-15 cmH2O>> <<device:EPR 2>>. humidifier on 4.
prefers to be called [[PERSON:$nick]]. Lives [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]]. mob [[PHONE:$mob]], landline [[PHONE:$phone]].
Machine on loan from the trust, loan account [[ACCOUNT:$acct]]. <<device:AirView>> monitoring consented - email for reminders [[EMAIL:$pt_mail]].
[[DATE:$next_wk]] phone review: usage <<finding:5 h 40 min/night>>, <<finding:residual AHI 3.2>>, <<score:Epworth>> down to 7. <<symptom:Dry mouth>> - chin strap offered.
<<heading:PLAN>>: continue; <<service:Sleep Clinic>> review 3/12. Letter to Dr [[PERSON:$s2_last]] at [[LOCATION:$prac]].
[[PERSON:$s4_first]] (<<role:Band 6 Respiratory Physiologist>>) [[PERSON:$s4_fused]] [[DATE:$next_short]]""",
    ],
    "speech_language_therapy_assessment": [
        # An inpatient dysphagia assessment with a structured header.
        """<<service:SPEECH AND LANGUAGE THERAPY>> - <<heading:SWALLOW ASSESSMENT>>
[[LOCATION:$hosp]], <<unit:Ward 7 (Elderly Care)>>   Date: [[DATE:$seen_mon]]   Time 11:45
Name: [[PERSON:$pt]]   DOB: [[DATE:$odob_dmy]] ([[AGE:$age]] yrs)   MRN: [[MRN:$mrn]]   NHS: [[SSN:$nhs]]
Referred by <<role:Ward Sister>> ([[PERSON:$s2_first]]) for <<symptom:coughing on thin fluids>> after <<condition:aspiration pneumonia>>.
Background: <<condition:Parkinson's disease>> (<<drug:Madopar>> <<dose:62.5 mg>> <<freq:QDS>>), <<condition:vascular dementia>>, <<score:MoCA>> 14/30.
<<test:Oro-motor exam>>: <<finding:reduced lingual range>>, <<finding:weak volitional cough>>. <<anatomy:Larynx>> elevation reduced on palpation.
Trials: <<finding:IDDSI Level 0>> - coughing x3; <<finding:IDDSI Level 2>> (mildly thick) via teaspoon - clear. <<test:Cervical auscultation>> clear.
<<heading:RECOMMENDATIONS>>: <<finding:IDDSI Level 2 fluids>>, <<finding:Level 5 minced and moist>> diet, upright 90 degrees, <<procedure:oral care>> BD. Consider <<test:FEES>> if <<lab:CRP>> rises. Discussed with $rel [[PERSON:$rel_lc]] by phone ([[PHONE:$mob]]).
To go home to [[LOCATION:$town]] with the same plan; copy to [[LOCATION:$prac]].
[[PERSON:$s1]] <<role:Highly Specialist SLT>> (Band 7) HCPC [[LICENSE:$hcpc]] - ext [[PHONE:$ext]]""",
        # A community paediatric speech assessment in prose, school referral.
        """<<service:Children's Speech and Language Therapy>> - community clinic, [[LOCATION:$town]] Health Centre
Assessment report   [[DATE:$seen_prose $seen_year]]

Child: [[PERSON:$pt_first]] [[PERSON:$pt_last_up]]   DOB [[DATE:$cdob_short/$cdob_year]]   NHS [[SSN:$nhs_dash]]
School: [[LOCATION:$school]] (<<role:SENCo>> [[PERSON:$s3]], [[EMAIL:$s3_mail]])
Parent: $parent [[PERSON:$parent_name]], [[ADDRESS:$addr]], [[LOCATION:$town2]], [[ZIP:$pc]]; tel [[PHONE:$phone]]

[[PERSON:$pt_first]] was seen with $parent on the [[DATE:$seen_ord]]. <<test:CELF-5>> core language standard score 72 (<<finding:below the 5th centile>>); <<test:DEAP>> showed <<finding:fronting of velars>> and <<finding:cluster reduction>>. <<test:Renfrew Action Picture Test>> information 24. <<test:Hearing screen>> passed at the <<service:Audiology Department>> on [[DATE:$ref_mon]].
<<heading:IMPRESSION>>: <<condition:Developmental Language Disorder>> with a <<condition:phonological delay>>; no sign of <<condition:childhood apraxia of speech>>.
<<heading:PLAN>>: a block of six sessions using <<procedure:Nuffield Dyspraxia Programme>> targets and <<procedure:Colourful Semantics>>; targets to the <<role:Teaching Assistant>> ([[PERSON:$s4_first]]). Review [[DATE:$next_wk]].
Videos uploaded to [[URL:$portal]] with parental consent.

[[PERSON:$s1]], <<role:Specialist Speech and Language Therapist>>
[[PERSON:$s1_fused]] [[DATE:$typed_short]]""",
    ],
    "endoscopy_report": [
        # A reporting-system printout of an OGD.
        """<<service:ENDOSCOPY UNIT>> [[LOCATION:$hosp]]        Procedure report  [[ID:$accn]]
Patient  [[PERSON:$pt_up]]      MRN  [[MRN:$mrn]]      DOB  [[DATE:$dob_dmy]]      NHS  [[SSN:$nhs]]
Date  [[DATE:$seen_mon]]  09:32      Room  <<unit:Endoscopy Room 2>>      Scope  <<device:Olympus GIF-H190>> s/n [[DEVICE_ID:$scope]]
Endoscopist  Dr [[PERSON:$s1]] (<<role:Consultant Gastroenterologist>>, GMC [[LICENSE:$gmc]])
Nurses  [[PERSON:$s2_first]] / [[PERSON:$s3_first]]      Referrer  [[PERSON:$s4]], [[LOCATION:$prac]]
<<heading:PROCEDURE>>  <<procedure:Oesophagogastroduodenoscopy>>
Indication  <<symptom:dysphagia>>, <<symptom:weight loss 6 kg>>, <<condition:iron-deficiency anaemia>> (<<lab:Hb 94 g/L>>, <<lab:ferritin 8>>)
Sedation  <<drug:Midazolam>> <<dose:2 mg>> IV, <<drug:Fentanyl>> <<dose:50 micrograms>>.  Throat spray <<drug:Xylocaine>>.
Findings  <<finding:Prague C2M4>> <<condition:Barrett's oesophagus>>; <<finding:LA Grade B>> <<condition:oesophagitis>>. <<anatomy:Stomach>>: <<finding:Forrest III ulcer>> at the angularis. <<anatomy:Duodenum>> normal to D2.
Biopsies  <<procedure:Seattle protocol>> (pots 1-4), <<test:CLO test>> positive.
<<score:Comfort score>> 2. <<score:GRS>> completed.
Plan  <<drug:Omeprazole>> <<dose:40 mg>> <<freq:BD>>; <<procedure:H. pylori eradication>>; repeat OGD booked for [[DATE:$next_dmy]] per <<guideline:BSG 2017>>.
Patient given the unit's leaflet; discharge to $rel [[PERSON:$rel_name]] ([[PHONE:$mob]]).
Signed electronically [[PERSON:$s1_fused]] [[DATE:$seen_short]]""",
        # A dictated colonoscopy report for the bowel screening programme.
        """<<service:Bowel Cancer Screening Programme>> - [[LOCATION:$hosp2]]
Colonoscopy report, dictated by <<role:Screening Colonoscopist>> [[PERSON:$s1]] on [[DATE:$seen_long]].
Screening episode [[ID:$episode]]. Patient [[PERSON:$pt]], born [[DATE:$dob_prose $dob_year]], hospital number [[MRN:$mrn_dash]], of [[ADDRESS:$addr]], [[LOCATION:$town]], [[ZIP:$pc]].
<<test:FIT>> result 212 micrograms/g. Bowel prep with <<drug:Plenvu>> was good, <<score:Boston Bowel Preparation Scale>> 8. <<procedure:Caecal intubation>> confirmed by the <<anatomy:Ileocaecal valve>> and <<finding:appendix orifice>> photographs. Withdrawal time 11 minutes. <<drug:Buscopan>> <<dose:20 mg>> IV.
Findings: a <<finding:22 mm Paris 0-IIa+Is>> lesion in the sigmoid, <<finding:JNET 2A>>, removed by <<procedure:EMR>> with <<device:Olympus PCF-H290DL>>; two <<device:Resolution 360>> clips. <<finding:Diverticulosis>> of the left colon.
<<score:Gloucester Comfort Scale>> 2. No <<finding:post-polypectomy bleeding>>.
Plan: surveillance per <<guideline:BSG/ACPGBI/PHE 2020>>. Histology to the <<service:Specialist Screening Practitioner>>, [[PERSON:$s2_first]], who will ring [[PERSON:$pt_first_lc]] on [[PHONE:$phone]]. The patient's $rel, [[PERSON:$rel_name]], took them home ([[PERSON:$rel_lc]] asked for the report at [[EMAIL:$pt_mail]]).
Typed by [[PERSON:$s5_init]] [[DATE:$typed_dot]]""",
    ],
    "allergy_clinic_letter": [
        # A consultant letter to a GP about a drug allergy challenge.
        """[[LOCATION:$hosp]] - <<service:Adult Allergy Service>>
Tel [[PHONE:$switch]] ext [[PHONE:$ext]]   secretary [[EMAIL:$s5_mail]]

[[DATE:$typed_long]]

Private and confidential
Dr [[PERSON:$s2]], [[LOCATION:$prac]], [[ADDRESS:$prac_addr]], [[LOCATION:$town2]] [[ZIP:$prac_pc]]

Dear [[PERSON:$s2_first]],

[[PERSON:$pt]] - DOB [[DATE:$dob_dot]] - NHS [[SSN:$nhs]] - MRN [[MRN:$mrn]]
Insurer: member no [[HEALTH_PLAN_ID:$hpid]] (seen as a private patient, account [[ACCOUNT:$acct]])

<<heading:DIAGNOSES>>
1. <<condition:Penicillin allergy label>> - removed after a negative <<procedure:direct oral challenge>> to <<drug:Amoxicillin>> <<dose:500 mg>> on [[DATE:$seen_dmy]].
2. <<condition:Oral allergy syndrome>> to birch-related fruit.

[[PERSON:$pt_first]] had a rash as a child, recalled by $rel [[PERSON:$rel_name]]; the label was recorded again at [[LOCATION:$hosp2]] on [[DATE:$ref_mon]]. <<test:Skin prick testing>>: <<finding:birch 7 mm>>, <<finding:histamine 5 mm>>, <<finding:saline 0 mm>>. <<test:ImmunoCAP>>: <<lab:Bet v 1 12.4 kUA/L>>, <<lab:total IgE 310>>. <<test:PEN-FAST>> score 1. After the challenge: <<vital:BP 124/78>>, <<vital:PEFR 440>>, no <<finding:urticaria>>.

Please remove the label and code "<<finding:Penicillin allergy delabelled>>". An <<device:EpiPen>> is not needed. The pre-clinic questionnaire was sent from [[IP_ADDRESS:$ip]] on [[DATE:$ref_short]]. The <<guideline:BSACI 2022>> leaflet was given.

Yours sincerely,
Dr [[PERSON:$s1]] <<role:Consultant Allergist>>, GMC [[LICENSE:$gmc]]
cc [[PERSON:$pt_lc]], [[ADDRESS:$addr]], [[LOCATION:$town2]]; <<service:Antimicrobial Pharmacy Team>> ([[PERSON:$s3]])
[[PERSON:$s1_init]]/[[PERSON:$s5_init]]   letter generated [[DATE:$typed_iso]] 16:02""",
        # A nurse-led food challenge day-case record, paediatric.
        """<<service:PAEDIATRIC ALLERGY>> food challenge - <<unit:Children's Day Unit>>, [[LOCATION:$hosp]]
[[DATE:$seen_dmy]] 08:30  child: [[PERSON:$pt_first]] [[PERSON:$pt_last]] ([[PERSON:$nick]] at home)   hosp no [[MRN:$mrn]]   DOB [[DATE:$cdob_dmy]]
Accompanied by $parent ([[PERSON:$parent_name]]) - mob [[PHONE:$mob]]. School: [[LOCATION:$school]].
Hx: <<condition:IgE-mediated peanut allergy>>; <<test:SPT>> <<finding:peanut 4 mm>>; <<lab:Ara h 2 0.21 kUA/L>>. <<condition:Asthma>> well controlled on <<drug:Clenil Modulite>> <<dose:100 micrograms>> <<freq:BD>>; <<score:ACT>> 23. No <<drug:Cetirizine>> for 5 days.
Baseline: <<vital:HR 96>>, <<vital:RR 20>>, <<vital:SpO2 99%>>, <<vital:PEFR 260>>.
Doses (<<guideline:PRACTALL>>): 3 mg, 10 mg, 30 mg, 100 mg, 300 mg, 1 g, 3 g peanut protein - all tolerated, <<finding:no objective signs>>. <<device:Jext 150>> checked in date.
Observed 2 h post final dose. <<heading:OUTCOME>>: negative challenge - introduce peanut <<freq:twice weekly>>. <<service:Dietitian>> letter to follow.
Discharged home to [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]].
[[PERSON:$s2]] <<role:Paediatric Allergy CNS>> (Band 7), NMC [[LICENSE:$nmc]]  [[PERSON:$s2_fused]] [[DATE:$seen_short]]""",
    ],
    "oncology_mdt_outcome": [
        # An MDT outcome proforma, template style.
        """<<service:UPPER GI CANCER MDT>> - OUTCOME   Meeting [[DATE:$seen_long]]   Ref [[ID:$ref]]
Host site: [[LOCATION:$hosp]]   Video link from [[LOCATION:$hosp2]]
Patient: [[PERSON:$pt_up]]   DOB [[DATE:$dob_dmy]]   NHS [[SSN:$nhs]]   MRN [[MRN:$mrn_wrap]]
Address: [[ADDRESS:$addr]], [[LOCATION:$town]], [[ZIP:$pc]]   Tel [[PHONE:$phone]]
GP: Dr [[PERSON:$s5]], [[LOCATION:$prac]]
Presenting: Dr [[PERSON:$s1_last]] (<<role:Consultant Upper GI Surgeon>>)   Key worker: [[PERSON:$s2]] (<<role:CNS>>), ext [[PHONE:$ext]]
<<heading:HISTOLOGY>>: <<condition:adenocarcinoma of the gastro-oesophageal junction>>, <<finding:Siewert II>>, <<lab:HER2 negative>>, <<lab:PD-L1 CPS 7>>, <<lab:MMR proficient>>.
<<heading:STAGING>>: <<test:CT TAP>> [[DATE:$ref_dmy]], <<test:PET-CT>> on the [[DATE:$ref_ord]]: <<finding:cT3 N1 M0>>. <<test:EUS>> agrees. <<score:ECOG PS>> 1. <<score:Charlson>> 4.
<<heading:DISCUSSION>>: fit for <<procedure:perioperative FLOT>> (<<guideline:FLOT4-AIO>>) then <<procedure:Ivor Lewis oesophagectomy>>. Consider <<trial:NEEDS>> trial - <<role:Research Nurse>> ([[PERSON:$s3_first]]) to approach.
<<heading:OUTCOME>>: refer to <<service:Medical Oncology>> (Dr [[PERSON:$s4]]); <<procedure:Staging laparoscopy>> to be booked.
Patient to be told by: <<role:CNS>>   Date told: [[DATE:$typed_short]]   Recorded by MDT co-ordinator [[PERSON:$s5_first]] [[DATE:$typed_dot]]""",
        # A clinic note after the MDT, free prose with an older patient and family.
        """Oncology clinic - <<service:Lung Cancer Service>>, [[LOCATION:$hosp]], [[DATE:$seen_wk]]

Seen: [[PERSON:$pt]] ([[AGE:$age]]), DOB [[DATE:$odob_dmy]], MRN [[MRN:$mrn]]. With Pt's $rel ([[PERSON:$rel_name]]) and a neighbour, [[PERSON:$s5]], who gives them a lift (car [[VEHICLE_ID:$plate]]).
<<service:Lung MDT>> of the [[DATE:$ref_ord]] ([[ID:$ref]]): <<condition:non-small cell lung cancer>>, <<condition:adenocarcinoma>>, <<finding:T2a N0 M0>>, <<lab:EGFR exon 19 deletion>>, <<lab:PD-L1 TPS 60%>>. <<anatomy:Right upper lobe>> 31 mm. <<test:Spirometry>> <<finding:FEV1 1.1 L>>. <<score:WHO performance status>> 2, <<score:Rockwood Clinical Frailty Scale>> 5.
Not fit for <<procedure:lobectomy>>. We discussed <<procedure:SABR>> 54 Gy in 3 fractions (<<guideline:ESMO 2023>>) and the patient agreed. <<drug:Osimertinib>> was mentioned for later (<<trial:ADAURA>>). <<symptom:Breathless>> on one flight; <<drug:Fostair>> <<dose:100/6>> <<freq:two puffs BD>>.
Letters to go to the $rel at [[EMAIL:$pt_mail]] and by post to [[ADDRESS:$addr]], [[LOCATION:$town2]], [[ZIP:$pc]]. <<role:Macmillan Nurse>> [[PERSON:$s2_first]] will ring [[PHONE:$mob]] on [[DATE:$next_prose]].
<<procedure:Planning CT>> at [[LOCATION:$hosp2]] on [[DATE:$next_dmy]].
Dr [[PERSON:$s1]] <<role:ST6 Clinical Oncology>>, GMC [[LICENSE:$gmc]] - [[PERSON:$s1_fused]] [[DATE:$seen_short]]""",
    ],
    "community_nursing_visit_log": [
        # District nurses' timed visit entries over a week, several hands.
        """<<service:DISTRICT NURSING>> - [[LOCATION:$town]] <<unit:North Neighbourhood Team>>   Visit log
Patient: [[PERSON:$pt]] ([[PERSON:$nick]])   DOB [[DATE:$odob_dmy]] - aged [[AGE:$age]]   NHS [[SSN:$nhs]]
Address: [[ADDRESS:$addr]], [[LOCATION:$town]], [[ZIP:$pc]]   Key holder: $rel [[PERSON:$rel_name]] [[PHONE:$mob]]
GP: [[LOCATION:$prac]] (Dr [[PERSON:$s5_last]])

[[DATE:$seen_wk]] 09:40 - <<procedure:Wound care>> L gaiter <<condition:venous leg ulcer>> 6 x 4 cm, <<finding:moderate exudate>>, <<finding:slough 30%>>. Cleansed with <<drug:Prontosan>>, <<device:Aquacel Ag+ Extra>>, <<device:K-Two>> reduced compression. <<score:Waterlow>> 18, <<score:PURPOSE-T>> completed. [[PERSON:$s1_first]] (<<role:Band 5>>) [[PERSON:$s1_init]]
[[DATE:$typed_wk]] 14:05 - <<test:Doppler ABPI>> R 0.94 L 0.88 - ok for full compression per <<guideline:NWCSP 2023>> pathway. <<drug:Oramorph>> <<dose:2.5 mg>> before dressing. <<vital:BP 138/74>>. [[PERSON:$s2]] <<role:Band 6 District Nurse>>
[[DATE:$next_wk]] 11:20 - no answer; rang $rel ([[PERSON:$rel_lc]]) - pt at the <<service:Leg Club>>. Revisit booked. [[PERSON:$s1_fused]] [[DATE:$next_short]]
<<heading:SAFEGUARDING>>: none. <<heading:EQUIPMENT>>: <<device:Repose>> cushion, pressure mattress asset [[DEVICE_ID:$serial]] from the <<service:Community Equipment Service>>.
Parking: patient's $rel's car [[VEHICLE_ID:$plate]] in the bay - nurses use the street. Team line [[PHONE:$switch]] ext [[PHONE:$ext]].""",
        # A community nurse's referral and care plan in prose.
        """[[LOCATION:$hosp]] <<service:Integrated Community Nursing>> - referral and care plan   Received [[DATE:$seen_iso]]

Referred by [[PERSON:$s3]] (<<role:Discharge Coordinator>>, <<unit:Ward 9>>) on discharge: [[PERSON:$pt_up]], DOB [[DATE:$dob_dot]], hosp no [[MRN:$mrn]], NHS [[SSN:$nhs_dash]], of [[ADDRESS:$addr]], [[LOCATION:$town2]] [[ZIP:$pc]], tel [[PHONE:$phone]].
Reason: <<procedure:Insulin administration>> - <<drug:Humulin I>> <<dose:18 units>> via <<device:KwikPen>> <<freq:mane>>, <<test:capillary glucose>> <<freq:BD>>; <<condition:type 2 diabetes>> with <<condition:diabetic retinopathy>> so cannot see the dial. <<lab:HbA1c 71 mmol/mol>>. Also <<procedure:catheter care>>: <<device:Foley 14Ch>> long-term, changed [[DATE:$ref_dmy]].
Lives with Pt's $rel ([[PERSON:$rel_name]]), who works shifts at [[LOCATION:$work]]. <<score:Barthel Index>> 55. <<score:MUST>> 1. <<anatomy:Sacrum>> intact, <<finding:grade 1 pressure damage>> R heel.
Care plan: visits <<freq:twice daily>>; teach the $rel to use the <<device:FreeStyle Libre 2>> (sensor serial [[DEVICE_ID:$scope]]). Escalate to the <<service:Diabetes Specialist Nursing Team>> if glucose < 4 or > 20. Consent recorded; portal copy at [[URL:$portal]].
Allocated to [[PERSON:$s4]] (<<role:Community Staff Nurse>>, NMC [[LICENSE:$nmc]]), [[EMAIL:$s4_mail]]. Reviewed by <<role:Caseload Holder>> [[PERSON:$s5_first]] [[DATE:$typed_short]].""",
    ],
}


def fill(template: str, slots: dict[str, str]) -> str:
    return Template(template).substitute({**slots, "seen_year": slots["seen_iso"][:4]})


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    order = rng.sample(range(len(PATIENTS)), len(PATIENTS))

    def note(family: str, template: str, number: int) -> str:
        return fill(template, slots_for(rng, order[number % len(order)]))

    return kit.family_notes(TEMPLATES, note)


NOTES = kit.NoteSet(OUT, "blind6", marked_notes, kit.keep_kinds(6))
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()

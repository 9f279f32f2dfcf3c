# ruff: noqa: E501
"""Writes src/clinrag/data/eval/notes_blind4/notes.jsonl, the fourth blind held-out set of notes.

A held-out set for ``clinrag eval pii --notes --blind-set notes_blind4``, in the record format of
``notes_blind2`` (``family``, ``id``, ``template``, ``text``, gold ``spans``, ``keep``). Its seven
families appear in no earlier note set: mental health tribunal reports, hospice and palliative
care notes, prison healthcare notes, paediatric growth clinic letters, sexual health clinic
notes, cardiac device clinic checks and renal dialysis session notes. Every template and every surrogate value below was
written by hand for this set on 2026-11-25 by an author who read neither the redactor nor more
than three rows of the earlier sets, and did not run the PHI evaluations.

This round puts PHI where a rule written for one set would miss it: ordinals mid-sentence ("seen
on the 10th by MB"), initials acting inside prose, lower-case names after relation words, names
inside e-mail local parts, identifiers broken across a line, staff named by first name alone and
nicknames. The clinical text around them is dense with content that must survive (device makes
and models, eponymous signs and scores, drug brands, British and American shorthand, job titles,
generic unit names such as "Ward 4" or "the discharge lounge", guideline names with years).

Templates carry inline markup: ``[[TYPE:value]]`` marks a gold PHI span and ``<<kind:value>>``
clinical content that must survive; ``$slot`` is a surrogate drawn for the note. The markup is
stripped, offsets are computed here, never typed, and every span's text is checked against its
value before anything is written. Conventions: titles, roles and credentials stay outside the
name; a year alone, an age of 89 or less and a clock time are not PHI (a time beside a date stays
outside the date's span; a weekday inside a written date is part of it; in "the 10th" only
"10th" is the date); phones, mobiles, faxes, bleeps, pagers and extensions are PHONE; hospital,
prison and clinic numbers are MRN; NHS and national insurance numbers are SSN; episode, report,
tribunal, referral, GUM clinic and cell references are ID; device and lead serials are DEVICE_ID;
professional registration numbers are LICENSE; hospitals, hospices, practices, prisons, schools
and towns are LOCATION (a generic unit such as "Ward 4" is not); a vehicle registration is
VEHICLE_ID. The output is fully determined by SEED, so running this again rewrites the file byte
for byte:

    python scripts/build_notes_blind4.py
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import MONTHS, WEEKDAYS, ascii_word, digits, letters, ordinal

SEED = 20261127
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind4/notes.jsonl"

# ---------------------------------------------------------------------------------------------
# Surrogates written for this set: (given, family, sex, nickname). Several are also words or
# places (Rose Hill, Sterling Bath, Hazel Gardner, Miles Stanton, Dawn Chorley, Lincoln Shore).
PATIENTS: list[tuple[str, str, str, str]] = [
    ("Rose", "Hill", "F", "Rosie"),
    ("Sterling", "Bath", "M", "Stel"),
    ("Hazel", "Gardner", "F", "Haze"),
    ("Miles", "Stanton", "M", "Milo"),
    ("Dawn", "Chorley", "F", "Dee"),
    ("Lincoln", "Shore", "M", "Linc"),
    ("Oluwaseun", "Adeyemi-Clarke", "M", "Seun"),
    ("Maeve", "Ó Súilleabháin", "F", "Mae"),
    ("Benedikt", "zu Salm", "M", "Ben"),
    ("Ximena", "Ortega-Ruiz", "F", "Mena"),
    ("Kacper", "Zieliński", "M", "Kac"),
    ("Precious", "Mahlangu", "F", "Prec"),
    ("Tane", "Whaanga", "M", "T-bone"),
    ("Zofia", "Ferreira-Lund", "F", "Zosia"),
    ("Dmitri", "Volkov", "M", "Dima"),
    ("Ebony", "St John", "F", "Ebs"),
    ("Alfie", "Marsh", "M", "Alf"),
    ("Iolanthe", "Pryce-Jones", "F", "Lanth"),
]
RELATIVES: dict[str, list[tuple[str, str]]] = {
    "adult": [
        ("gwen", "mum"), ("stuart", "dad"), ("beryl", "nan"), ("ruby", "sister"),
        ("kieran", "brother"), ("lorna", "aunt"), ("clemmie", "wife"), ("rafe", "husband"),
        ("noor", "partner"),
    ],
    "elder": [
        ("clemmie", "wife"), ("rafe", "husband"), ("ruby", "sister"), ("kieran", "nephew"),
        ("tilly", "niece"), ("marnie", "daughter"), ("jonty", "son"),
    ],
    "child": [("gwen", "mum"), ("ayesha", "mum"), ("bernadette", "mum"), ("nell", "mum")],
}  # fmt: skip
ELDER_FAMILIES = frozenset(
    {"hospice_palliative_note", "cardiac_device_clinic_check", "renal_dialysis_session_note"}
)
CHILD_FAMILIES = frozenset({"paediatric_growth_clinic_letter"})
STAFF: list[tuple[str, str]] = [
    ("Philippa", "Okoro"), ("Hugo", "Ravenscroft"), ("Anjali", "Deshmukh"), ("Cillian", "Brady"),
    ("Marisol", "Quintero"), ("Gethin", "Prosser"), ("Folake", "Odunsi"), ("Leopold", "Haas"),
    ("Tamsin", "Trelawny"), ("Ishaan", "Mehrotra"), ("Birgit", "Solberg"), ("Ewan", "Lockhart"),
    ("Comfort", "Asamoah"), ("Fergus", "Doyle"), ("Raisa", "Khodorova"), ("Barnaby", "Tull"),
]  # fmt: skip
HOSPITALS = [
    "Calderbrook Royal Infirmary", "St Winifred's General Hospital", "Fenmarsh University Hospital",
    "Lowther Vale Community Hospital",
]  # fmt: skip
CHILDRENS_HOSPITALS = ["Princess Elspeth Children's Hospital", "Lantern Hill Children's Hospital"]
FATHERS = ["Rhodri", "Dominic", "Idris", "Marek", "Obi", "Crispin"]
HOSPICES = ["St Brendan's Hospice", "Willowmere Hospice", "Kestrel House Hospice"]
PRISONS = ["HMP Garside", "HMP Corran Moor", "HMYOI Thornleigh"]
PRACTICES = [
    "Quarry Lane Medical Centre", "The Ropewalk Surgery", "Highcliffe Family Practice",
    "Millbeck Health Centre",
]  # fmt: skip
SCHOOLS = ["Hawksworth Primary School", "St Cuthbert's Academy", "Rushmere Infant School"]
STREETS = [
    "14 Tannery Row", "Flat 3, 27 Orchard Gate", "2 Coastguard Cottages", "88 Paxton Avenue",
    "Apartment 12, Weavers Court", "5 The Sidings",
]  # fmt: skip
TOWNS = [
    ("Dunmoor", "DM6 3HX"), ("Kelbrook Cross", "KB14 9NF"), ("Ravensholt", "RH2 5TA"),
    ("Ashwater", "AW9 1PL"), ("Pellingford", "PF3 8QE"), ("Tarnside", "TS21 4GW"),
]  # fmt: skip
MAIL_HOSTS = ["mailbox.example.org", "inbox.example.co.uk", "nhs.example.net"]


def dates(prefix: str, day: dt.date) -> dict[str, str]:
    """The shapes one date takes in these notes, as slots ``<prefix>_<shape>``."""
    month, weekday = MONTHS[day.month - 1], WEEKDAYS[day.weekday()]
    shapes = {
        "uk": f"{day:%d/%m/%Y}",
        "uk2": f"{day.day}/{day.month}/{day:%y}",
        "dm": f"{day.day}/{day.month}",
        "md": f"{day.month}/{day.day}",
        "dots": f"{day:%d.%m.%y}",
        "nth": ordinal(day.day),
        "long": f"{day.day} {month} {day:%Y}",
        "wk": f"{weekday} {ordinal(day.day)} {month}",
        "wk3": f"{weekday[:3]} {day.day}/{day.month}",
        "iso": f"{day:%Y-%m-%d}",
        "dmy3": f"{day.day:02d}{month[:3].upper()}{day:%y}",
        "us_long": f"{month[:3]}. {day.day}, {day:%Y}",
        "mon_nth": f"{ordinal(day.day)} {month[:3]}",
    }
    return {f"{prefix}_{k}": v for k, v in shapes.items()}


def mobile(rng: random.Random) -> str:
    return f"07{digits(rng, 3)} {digits(rng, 6)}"


def landline(rng: random.Random) -> str:
    return f"0{rng.randint(113, 199)} {digits(rng, 3)} {digits(rng, 4)}"


def person(prefix: str, given: str, family: str) -> dict[str, str]:
    """A name in the forms these notes write it, as slots ``<prefix>[_form]``."""
    surname = family.split()[-1] if " " in family and family[0].islower() else family
    forms = {
        "": f"{given} {family}",
        "_first": given,
        "_last": family,
        "_lc": f"{given} {family}".lower(),
        "_first_lc": given.lower(),
        "_last_lc": family.lower(),
        "_rev": f"{family.upper()}, {given}",
        "_upper": f"{given} {family}".upper(),
        "_ini": f"{given[0]}{surname[0].upper()}",
        "_ini_dot": f"{given[0]}.{surname[0].upper()}.",
        "_fi": f"{given[0]}. {family}",
    }
    return {prefix + k: v for k, v in forms.items()}


def slots_for(
    rng: random.Random, patient: tuple[str, str, str, str], relatives: str
) -> dict[str, str]:
    given, family, sex, nick = patient
    today = dt.date(2025, 2, 1) + dt.timedelta(days=rng.randint(0, 300))
    dob = dt.date(rng.randint(1950, 1999), rng.randint(1, 12), rng.randint(1, 28))
    child_dob = today - dt.timedelta(days=rng.randint(1900, 4000))
    old_dob = dt.date(today.year - rng.randint(91, 99), rng.randint(1, 12), rng.randint(1, 28))
    staff = rng.sample(STAFF, 6)
    kin_first, kin_rel = rng.choice(RELATIVES[relatives])
    town, postcode = rng.choice(TOWNS)
    town2, _ = rng.choice([t for t in TOWNS if t[0] != town])
    host = rng.choice(MAIL_HOSTS)
    slots: dict[str, str] = {
        "nick": nick,
        "kin_first": kin_first,
        "kin_rel": kin_rel,
        "kin_cap": kin_first.capitalize(),
        "they": "she" if sex == "F" else "he",
        "them": "her" if sex == "F" else "him",
        "their": "her" if sex == "F" else "his",
        "hosp": rng.choice(CHILDRENS_HOSPITALS if relatives == "child" else HOSPITALS),
        "dad_first": rng.choice(FATHERS),
        "hosp2": rng.choice(HOSPITALS),
        "hospice": rng.choice(HOSPICES),
        "prison": rng.choice(PRISONS),
        "practice": rng.choice(PRACTICES),
        "school": rng.choice(SCHOOLS),
        "street": rng.choice(STREETS),
        "town": town,
        "town2": town2,
        "postcode": postcode,
        "age_old": str(today.year - old_dob.year),
        "mrn": f"{letters(rng, 1)}{digits(rng, 6)}",
        "mrn_a": digits(rng, 4),
        "mrn_b": digits(rng, 4),
        "nhs": f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "nino": f"{letters(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}",
        "prison_no": f"{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 2)}",
        "cell": f"{rng.choice('ABCDE')}{rng.randint(1, 4)}-{rng.randint(1, 40):02d}",
        "tribunal": f"MP/{today:%Y}/{digits(rng, 5)}",
        "ref": f"{letters(rng, 3)}-{digits(rng, 6)}",
        "gum": f"GU{digits(rng, 5)}",
        "episode": f"EP{digits(rng, 8)}",
        "mob": mobile(rng),
        "mob2": mobile(rng),
        "tel": landline(rng),
        "fax": landline(rng),
        "bleep": digits(rng, 4),
        "ext": digits(rng, 5),
        "gmc": digits(rng, 7),
        "nmc": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
        "hcpc": f"PA{digits(rng, 5)}",
        "gphc": digits(rng, 7),
        "serial": f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
        "lead1": f"{letters(rng, 2)}{digits(rng, 7)}",
        "lead2": f"{letters(rng, 2)}{digits(rng, 7)}",
        "plate": f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}",
        "ip": f"10.{rng.randint(1, 250)}.{rng.randint(1, 250)}.{rng.randint(2, 250)}",
        "url": f"https://remote-monitor.example.org/pt/{digits(rng, 7)}",
        "url2": f"www.hospice-referrals.example.co.uk/r/{letters(rng, 4)}{digits(rng, 3)}",
        "plan": f"BUPA-{digits(rng, 8)}",
        "account": f"{digits(rng, 8)}",
        "email": f"{ascii_word(given)}.{ascii_word(family)}@{host}",
        "email_nick": f"{ascii_word(nick)}{rng.randint(70, 99)}@{host}",
        "email_kin": f"{kin_first}{ascii_word(family)[:4]}@{host}",
        "email_staff": f"{staff[2][0][0].lower()}.{staff[2][1].lower()}@{MAIL_HOSTS[2]}",
    }
    slots.update(person("pt", given, family))
    for i, (s_given, s_family) in enumerate(staff, start=1):
        slots.update(person(f"s{i}", s_given, s_family))
    slots.update(dates("dob", dob))
    slots.update(dates("cdob", child_dob))
    slots.update(dates("odob", old_dob))
    slots.update(dates("d0", today))
    for i in range(1, 5):
        slots.update(dates(f"d{i}", today - dt.timedelta(days=rng.randint(3 * i, 30 * i))))
    slots.update(dates("next", today + dt.timedelta(days=rng.randint(14, 120))))
    return slots


# ---------------------------------------------------------------------------------------------
# Templates: family -> its templates. Written as different clinicians write.
TEMPLATES: dict[str, list[str]] = {
    "mental_health_tribunal_report": [
        """FIRST-TIER TRIBUNAL (MENTAL HEALTH) - RESPONSIBLE CLINICIAN'S REPORT
Tribunal ref: [[ID:$tribunal]]   Hearing: [[DATE:$next_long]] at 10:30, <<unit:Ward 4>> meeting room
Patient: [[PERSON:$pt_rev]]   DOB [[DATE:$dob_uk]]   Hospital no. [[MRN:$mrn]]   NHS [[SSN:$nhs]]
Detained: <<guideline:s.3 MHA 1983>> since [[DATE:$d3_long]] at [[LOCATION:$hosp]].
1. I am Dr [[PERSON:$s1]], <<role:Consultant Psychiatrist>> and <<role:Responsible Clinician>> (GMC [[LICENSE:$gmc]]). I have known [[PERSON:$pt_first]] since the [[DATE:$d4_nth]] of last month.
2. Diagnosis: <<condition:paranoid schizophrenia>> (<<guideline:ICD-10 F20.0>>) with comorbid <<condition:cannabis use disorder>>.
3. Before admission [[PERSON:$pt_first]] was living at [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]] with $their $kin_rel [[PERSON:$kin_first]], who rang police on [[DATE:$d3_wk]] after $they barricaded the kitchen.
4. Treatment: <<drug:clozapine>> titrated to <<dose:350 mg>> <<freq:nocte>>; level <<lab:0.42 mg/L>> on [[DATE:$d1_dm]]. <<lab:ANC 3.1>>. Registered with <<device:ZTAS>> monitoring, patient ID [[ID:$ref]].
5. Mental state: <<finding:no formal thought disorder>>, residual <<symptom:persecutory beliefs>> about a neighbour, <<score:PANSS positive 18>>. <<score:HCR-20>> risk of violence moderate.
6. [[PERSON:$s2_ini]] (<<role:named nurse>>) reports two <<procedure:escorted leave>> periods to [[LOCATION:$town2]] without incident, the latest on the [[DATE:$d1_nth]].
7. The <<role:Nearest Relative>> is $their $kin_rel, [[PERSON:$kin_cap $pt_last]], tel [[PHONE:$mob2]]; who does not object to discharge to the <<unit:rehabilitation unit>>.
8. The <<role:social supervisor>>, [[PERSON:$s3]] (<<role:AMHP>>), e-mail [[EMAIL:$email_staff]], is preparing a <<guideline:s.117>> aftercare plan.
Recommendation: detention remains necessary; review under <<guideline:CPA>> on [[DATE:$next_dm]].
Signed [[PERSON:$s1_upper]]   [[DATE:$d0_uk]]
""",
        """tribunal report - nursing (dictated, typed by [[PERSON:$s4_first]] in med secs)
re: [[PERSON:$pt_lc]], hosp no [[MRN:$mrn_a
$mrn_b]], [[AGE:$age_old]] yrs?? - no, DOB [[DATE:$dob_dots]], so that needs correcting before it goes to the panel
ok so. [[PERSON:$pt_first]] - "[[PERSON:$nick]]" to everyone on the ward - came to <<unit:the PICU>> on [[DATE:$d2_us_long]] from the <<unit:136 suite>>.
seen daily by [[PERSON:$s2_first]] and me; <<score:BPRS 41>> on arrival, now <<score:BPRS 22>>. takes <<drug:Abilify Maintena>> <<dose:400 mg>> <<freq:monthly>> ([[DATE:$d1_mon_nth]] last given, R glute), also <<drug:procyclidine>> <<dose:5 mg>> <<freq:prn>>.
<<symptom:EPSE>> mild, <<score:Simpson-Angus 3>>. <<vital:BMI 31>>, <<lab:HbA1c 44>>, <<lab:prolactin 610>>. ECG <<finding:QTc 438 ms>>.
one incident on the [[DATE:$d3_nth]] - threw a chair at HCA [[PERSON:$s5_first]]; datix [[ID:$episode]]. no <<procedure:rapid tranquillisation>> needed.
visits from $kin_rel [[PERSON:$kin_first]] every sunday, and from friend [[PERSON:$s6_first_lc]] from church. $their $kin_rel texts the ward mobile [[PHONE:$mob]].
advocate (IMHA) [[PERSON:$s3_fi]] - [[EMAIL:$email_staff]]. solicitor letter said hearing [[DATE:$next_wk3]].
<<role:Band 6 primary nurse>> [[PERSON:$s4]], NMC [[LICENSE:$nmc]]
""",
    ],
    "hospice_palliative_note": [
        """[[LOCATION:$hospice]] - IPU medical review    [[DATE:$d0_wk]] 14:20
[[PERSON:$pt_rev]]   Hosp no [[MRN:$mrn]]   NHS [[SSN:$nhs]]   Age [[AGE:$age_old]]
DOB [[DATE:$odob_uk]]. <<condition:metastatic NSCLC>>, <<finding:EGFR negative>>. <<score:AKPS 30>>, <<score:PPS 30%>>, <<score:IPOS>> worst item pain 3.
S: "Just tired." $kin_rel [[PERSON:$kin_first]] present; reports <<symptom:terminal agitation>> overnight, settled after <<drug:midazolam>> <<dose:2.5 mg>> <<freq:sc prn>> x2.
O: <<vital:RR 24>>, <<finding:mottled knees>>, <<finding:Cheyne-Stokes breathing>>. <<device:McKinley T34>> syringe driver (serial [[DEVICE_ID:$serial]]) sited [[DATE:$d1_dm]]:
<<drug:morphine sulfate>> <<dose:15 mg>> + <<drug:levomepromazine>> <<dose:6.25 mg>> + <<drug:glycopyrronium>> <<dose:1.2 mg>> <<freq:over 24 h>>.
A: likely last days of life. <<procedure:ReSPECT form>> completed with Dr [[PERSON:$s1_last]] on the [[DATE:$d2_nth]]; <<guideline:DNACPR>> in place.
P: continue <<guideline:ICS 2014 last days of life>> care plan. <<procedure:mouth care>> 2-hourly. Chaplain [[PERSON:$s3_first]] to visit.
Son [[PERSON:$s6_first]] [[PERSON:$pt_last]] driving from [[LOCATION:$town2]]; car [[VEHICLE_ID:$plate]] - please let him park in the ambulance bay.
Family contact: [[PERSON:$kin_cap]] [[PHONE:$mob]] (first call, any hour), landline [[PHONE:$tel]].
GP: Dr [[PERSON:$s4_fi]], [[LOCATION:$practice]]; fax [[PHONE:$fax]].
[[PERSON:$s2]], <<role:Specialty Doctor>> (GMC [[LICENSE:$gmc]]), bleep [[PHONE:$bleep]]
""",
        """community palliative CNS - phone + home visit log
pt: [[PERSON:$pt_first_lc]] [[PERSON:$pt_last_lc]] ([[MRN:$mrn]]) - [[ADDRESS:$street]], [[LOCATION:$town]], [[ZIP:$postcode]]
[[DATE:$d2_wk3]] 09:10 tc from $kin_rel ([[PERSON:$kin_first]]): breakthrough pain x4, using <<drug:Oramorph>> <<dose:10 mg>>. advised <<drug:MST Continus>> up to <<dose:30 mg>> <<freq:bd>>. - [[PERSON:$s3_ini]]
[[DATE:$d1_wk3]] HV with DN [[PERSON:$s5_first]]. <<condition:malignant bowel obstruction>> ?, <<symptom:vomiting>> faeculent x2. started <<drug:hyoscine butylbromide>> <<dose:60 mg>> / 24 h via <<device:BD BodyGuard T>> pump (asset [[DEVICE_ID:$serial]]).
<<score:Waterlow 22>> - <<device:Nimbus 4>> mattress ordered. <<procedure:JIC box>> in the house (<<drug:Buscopan>>, <<drug:haloperidol>>, <<drug:midazolam>>, <<drug:morphine>>).
pt wants to die at home, not at [[LOCATION:$hosp]]. <<guideline:Gold Standards Framework>> register updated; ePaCCS [[URL:$url2]].
gp [[PERSON:$s4_last_lc]] aware, rang surgery [[PHONE:$tel]] ext [[PHONE:$ext]].
NOK email for out-of-hours: [[EMAIL:$email_kin]]
next visit [[DATE:$next_dm]] or sooner. [[PERSON:$s3]], <<role:Macmillan CNS>>
""",
    ],
    "prison_healthcare_note": [
        """[[LOCATION:$prison]] Healthcare - reception screen (first night)
Name: [[PERSON:$pt_upper]]   Prison no: [[MRN:$prison_no]]   Cell: [[ID:$cell]]   DOB: [[DATE:$dob_dots]]
Arrived from [[LOCATION:$town2]] Magistrates [[DATE:$d0_uk]] 18:40 in van [[VEHICLE_ID:$plate]].
Previous GP: [[LOCATION:$practice]], [[LOCATION:$town]]. NHS no [[SSN:$nhs]].
<<symptom:opiate withdrawal>>: <<score:COWS 14>> at 19:00. Last used <<drug:heroin>> the [[DATE:$d1_nth]]. On community <<drug:methadone>> <<dose:60 ml>> <<freq:daily>> (<<drug:Methadose>>), confirmed by chemist [[PERSON:$s5]] on [[PHONE:$tel]].
<<lab:UDS>> +ve opiates, +ve <<drug:benzodiazepines>>. <<procedure:BBV screen>> offered and accepted.
Mental health: previous <<condition:EUPD>>, <<procedure:ACCT>> opened by officer [[PERSON:$s6_last]] (cell-sharing risk assessment medium).
Obs: <<vital:BP 138/86>>, <<vital:HR 104>>, <<vital:SpO2 97%>>, <<vital:temp 37.4>>.
Next of kin: [[PERSON:$kin_first]] ($kin_rel), mob [[PHONE:$mob2]]. Solicitor: [[PERSON:$s4_fi]].
Plan: <<drug:methadone>> <<dose:30 mg>> stat then review by <<role:substance misuse nurse>> [[PERSON:$s2_first]] on [[DATE:$next_wk3]]. <<guideline:NICE CG52>>.
Screened by [[PERSON:$s3]], RMN (NMC [[LICENSE:$nmc]])
""",
        """healthcare wing - nurse entry [[DATE:$d0_dm]]
[[PERSON:$pt_last_lc]] ([[MRN:$prison_no]]) seen at cell door [[ID:$cell]] w/ officer [[PERSON:$s6_first]].
c/o <<symptom:chest pain>> since lunch, <<symptom:pleuritic>>. <<vital:HR 112>>, <<vital:SpO2 93% RA>>. <<score:Wells score 4.5>>; <<score:PERC>> positive.
known <<condition:IVDU>>, groin <<finding:abscess R femoral>>. <<lab:D-dimer>> not available on site.
escort to [[LOCATION:$hosp]] ED arranged - 2 officers, cuffs per security; ED nurse in charge [[PERSON:$s1_first]] ext [[PHONE:$ext]].
$their cellmate "[[PERSON:$nick]]" - NO, sorry, that's the pt's own nickname - asked us to ring $their $kin_rel [[PERSON:$kin_first]] at [[PHONE:$mob]]; told $them we can't w/o consent.
GP [[PERSON:$s2_lc]] informed. meds: <<drug:Espranor>> <<dose:16 mg>> <<freq:od>>, <<drug:mirtazapine>> <<dose:30 mg>> <<freq:on>>.
secure email sent to [[EMAIL:$email_staff]] and appt note via [[URL:$url]] (SystmOne term [[IP_ADDRESS:$ip]]).
DOB [[DATE:$dob_iso]]. - [[PERSON:$s3_ini_dot]], <<role:Band 5 RGN>>
""",
    ],
    "paediatric_growth_clinic_letter": [
        """Paediatric Endocrinology, [[LOCATION:$hosp]]
Growth clinic [[DATE:$d0_long]]    Hosp no [[MRN:$mrn]]    NHS [[SSN:$nhs]]
Dear Dr [[PERSON:$s4_last]],
Re: [[PERSON:$pt_first]] [[PERSON:$pt_last]], DOB [[DATE:$cdob_uk]], [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]
I saw [[PERSON:$pt_first]] with $their $kin_rel [[PERSON:$kin_first]] today. [[PERSON:$pt_ini]] was referred by the school nurse at [[LOCATION:$school]] for <<condition:short stature>>.
Height <<vital:98.2 cm>> (<<score:0.4th centile>>, <<score:SDS -2.7>>), weight <<vital:14.1 kg>>. Mid-parental height <<score:25th centile>>. <<finding:Tanner stage 1>>.
Bone age (<<eponym:Greulich and Pyle>>) <<finding:delayed by 2 years>>, report [[ID:$episode]] dated [[DATE:$d2_dm]].
<<lab:IGF-1 38 ng/mL>>, <<lab:TSH 2.1>>, <<lab:free T4 14>>, <<lab:tTG negative>>, no dysmorphic features of <<eponym:Noonan syndrome>> or <<eponym:Silver-Russell syndrome>>.
<<procedure:glucagon stimulation test>> on [[DATE:$next_wk]] in the <<unit:day case unit>>; peak GH < 6.7 would support <<condition:GH deficiency>> and a start of <<drug:Norditropin>> <<dose:0.025 mg/kg/day>> under <<guideline:NICE TA188>>.
Mum asks that letters also go to her e-mail, [[EMAIL:$email_kin]], and to dad at [[ADDRESS:2 Coastguard Cottages]], [[LOCATION:$town2]].
Yours sincerely,
Dr [[PERSON:$s1]], <<role:Consultant Paediatric Endocrinologist>>     secretary [[PERSON:$s5_first]] [[PHONE:$tel]]
cc: [[PERSON:$s3]], <<role:Paediatric Endocrine Nurse Specialist>>; parents
""",
        """growth clinic - nurse measurements [[DATE:$d0_dots]]
[[PERSON:$pt_rev]]  ([[MRN:$mrn]])  dob [[DATE:$cdob_dmy3]]
on <<drug:Omnitrope>> <<dose:1.4 mg>> <<freq:6 nights/wk>> via <<device:SurePal 10>> pen since the [[DATE:$d4_nth]].
ht <<vital:112.6 cm>> (prev <<vital:108.9>> on [[DATE:$d3_dm]]), <<score:HV 7.8 cm/yr>>. wt <<vital:19.3 kg>>. <<vital:BP 96/58>>.
inj sites ok, <<finding:no lipohypertrophy>>. <<lab:IGF-1 SDS +0.8>>.
mum ([[PERSON:$kin_first]]) says [[PERSON:$pt_first_lc]] hates the pen - goes by [[PERSON:$nick]] at home & wants the <<device:easypod>> instead.
homecare delivery co. account [[ACCOUNT:$account]]; private top-up via [[HEALTH_PLAN_ID:$plan]].
dad [[PERSON:$dad_first]] [[PERSON:$pt_last]] on [[PHONE:$mob]]. discussed with [[PERSON:$s1_ini]] ([[PERSON:$s1_first]]), plan same dose, review [[DATE:$next_mon_nth]].
[[PERSON:$s3_first]] <<role:CNS>> ext [[PHONE:$ext]]
""",
    ],
    "sexual_health_clinic_note": [
        """<<unit:GUM clinic>> - [[LOCATION:$hosp]]    clinic no [[ID:$gum]]
Seen [[DATE:$d0_wk3]] 16:15 by [[PERSON:$s2_fi]] (<<role:SpR GUM>>), chaperone [[PERSON:$s5_first]].
Registered as [[PERSON:$pt_first]] - prefers "[[PERSON:$nick]]". DOB [[DATE:$dob_uk2]]. Postcode [[ZIP:$postcode]] only (declined full address).
PC: <<symptom:dysuria>> 5/7, <<symptom:urethral discharge>>. Last sexual contact the [[DATE:$d1_nth]], condomless.
O/E <<finding:mucopurulent discharge>>, <<finding:no inguinal lymphadenopathy>>. <<procedure:Gram stain>>: <<finding:GNDC seen>>.
Dx: presumptive <<condition:gonorrhoea>>. Rx <<drug:ceftriaxone>> <<dose:1 g>> <<freq:IM stat>> per <<guideline:BASHH 2019>>. <<procedure:NAAT>> for <<condition:chlamydia>>, <<lab:HIV/syphilis serology>>.
<<procedure:PN>>: 2 contacts; one named as [[PERSON:$s6_first_lc]], no surname, contact via app only.
<<drug:PrEP>> discussed - keen; <<lab:creatinine 81>>, start <<drug:emtricitabine/tenofovir DF>> <<dose:200/245 mg>> <<freq:od>>.
Results by text to [[PHONE:$mob]] (consent given); backup e-mail [[EMAIL:$email_nick]].
HA: [[PERSON:$s3]], <<role:Health Adviser>>, ext [[PHONE:$ext]]
""",
        """SHS triage & results line - call log
[[DATE:$d2_iso]] 11:02 pt [[ID:$gum]] ("[[PERSON:$pt_first_lc]]") rang from [[PHONE:$mob]] re results. ID confirmed (DOB [[DATE:$dob_long]] and postcode on file).
<<lab:CT NAAT positive>>, <<lab:GC NAAT negative>>, <<lab:syphilis EIA negative>>, <<lab:HIV Ag/Ab negative>>.
rx <<drug:doxycycline>> <<dose:100 mg>> <<freq:bd>> x <<dose:7 days>> - collect from clinic pharmacy (<<role:pharmacist>> [[PERSON:$s4_first]], GPhC [[LICENSE:$gphc]]).
partner - "that's [[PERSON:$kin_first]], my $kin_rel's friend, not my partner" - pt will tell own partner; PN slip code [[ID:$ref]].
[[DATE:$d1_dm]] 15:40 [[PERSON:$s3_ini]] rang back: collected. <<procedure:TOC>> not needed per <<guideline:BASHH 2018 CT guideline>>.
<<procedure:cervical screening>> overdue - letter to [[LOCATION:$practice]], Dr [[PERSON:$s1_last]], fax [[PHONE:$fax]].
note: pt's work email [[EMAIL:$email]] must NOT be used.
- [[PERSON:$s3_first]], <<role:sexual health nurse>>
""",
    ],
    "cardiac_device_clinic_check": [
        """CARDIAC PHYSIOLOGY - DEVICE CLINIC   [[LOCATION:$hosp]]
Patient: [[PERSON:$pt]]   MRN [[MRN:$mrn]]   DOB [[DATE:$odob_uk]] (age [[AGE:$age_old]])   Check date [[DATE:$d0_uk]]
Device: <<device:Medtronic Azure XT DR MRI>> <<device:DDD pacemaker>>, serial [[DEVICE_ID:$serial]], implanted [[DATE:$d4_long]] at [[LOCATION:$hosp2]].
Leads: RA <<device:CapSureFix Novus 5076>> [[DEVICE_ID:$lead1]]; RV <<device:5076-58>> [[DEVICE_ID:$lead2]].
Indication: <<condition:complete heart block>>, <<finding:Mobitz II>> on ECG.
Battery <<finding:8.5 years>>; RA <<finding:sensing 2.8 mV>>, <<finding:threshold 0.75 V @ 0.4 ms>>, <<finding:impedance 513 ohms>>; RV <<finding:sensing 11.2 mV>>, <<finding:threshold 0.5 V @ 0.4 ms>>.
Pacing: <<finding:AP 12%>>, <<finding:VP 99%>>. <<finding:AHRE 3 episodes>>, longest 6 min on the [[DATE:$d2_nth]] - <<score:CHA2DS2-VASc 5>>, discussed with Dr [[PERSON:$s1_last]].
Mode <<finding:DDDR 60-130>> unchanged. <<procedure:MRI conditional>> status confirmed.
Remote: <<device:CareLink MyCareLink Smart>> paired, [[URL:$url]]; transmission [[DATE:$next_uk]]. Clinic PC [[IP_ADDRESS:$ip]].
Patient's $kin_rel [[PERSON:$kin_cap]] holds the DVLA letter: pt may drive 1 week post check (licence [[LICENSE:$licence]]).
Physiologist: [[PERSON:$s2]] (HCPC [[LICENSE:$hcpc]]), ext [[PHONE:$ext]]
""",
        """ICD remote check - triage note
[[PERSON:$pt_rev]] [[MRN:$mrn]] - <<device:Boston Scientific Resonate X4 CRT-D>> (sn [[DEVICE_ID:$serial]])
alert [[DATE:$d1_us_long]] 02:14: <<finding:VT 188 bpm>>, <<procedure:ATP>> x1 successful, <<finding:no shock>>. <<finding:LV pacing 97%>>, <<finding:HeartLogic index 18>> (threshold 16).
rang pt on [[PHONE:$tel]] - spoke to $kin_rel [[PERSON:$kin_first]] (pt out), then pt rang back from [[PHONE:$mob]] at 11:30.
<<symptom:SOBOE>> worse, <<symptom:orthopnoea>> 3 pillows, <<vital:wt up 2.4 kg>>. on <<drug:Entresto>> <<dose:97/103 mg>> <<freq:bd>>, <<drug:bisoprolol>> <<dose:5 mg>>, <<drug:dapagliflozin>> <<dose:10 mg>>, <<drug:eplerenone>> <<dose:25 mg>>.
advised <<drug:furosemide>> <<dose:40 mg>> <<freq:extra x3 days>> per HF nurse [[PERSON:$s3_first]]; <<lab:U&E>> at [[LOCATION:$practice]] on the [[DATE:$next_nth]].
<<procedure:LATITUDE>> transmissions from the home hub at [[ADDRESS:$street]], [[LOCATION:$town]].
seen in <<unit:heart failure clinic>> by [[PERSON:$s1_ini]] on [[DATE:$d3_dm]]; NYHA <<score:III>>, <<finding:EF 25%>>. <<guideline:ESC 2021 HF guideline>>.
pt's email (for appt letters): [[EMAIL:$email]]
[[PERSON:$s2_first]] - <<role:cardiac physiologist>>, device clinic
""",
    ],
    "renal_dialysis_session_note": [
        """<<unit:Satellite Haemodialysis Unit>>, [[LOCATION:$town]] (part of [[LOCATION:$hosp]])
Session [[DATE:$d0_wk3]] - <<unit:Station 6>>, <<unit:afternoon shift>>
[[PERSON:$pt_rev]]  Renal no [[MRN:$mrn]]  DOB [[DATE:$odob_dots]] ([[AGE:$age_old]])  NHS [[SSN:$nhs]]
Access: <<procedure:L radiocephalic AVF>>, <<finding:good thrill>>, <<finding:no aneurysm>>. 15G needles, <<finding:Qb 300 ml/min>>.
Machine <<device:Fresenius 5008S>> (asset [[DEVICE_ID:$serial]]), dialyser <<device:FX80>>, 4 h, <<lab:K 2 / Ca 1.25>> bath.
Pre: <<vital:wt 71.8 kg>> (dry weight <<vital:69.5 kg>>), <<vital:BP 168/92>>. Post: <<vital:wt 69.9 kg>>, <<vital:BP 131/74>>. <<finding:UF 1.9 L>>.
<<symptom:cramp>> at 3 h - <<drug:0.9% saline>> <<dose:200 ml>> bolus. <<lab:Kt/V 1.31>>, <<lab:URR 71%>> (bloods of the [[DATE:$d1_nth]]).
<<drug:Mircera>> <<dose:100 micrograms>> <<freq:monthly>> given; <<drug:Venofer>> <<dose:100 mg>>; <<lab:Hb 104>>, <<lab:ferritin 412>>, <<lab:PTH 38>>.
Transport: hospital car, driver [[PERSON:$s6_first]], reg [[VEHICLE_ID:$plate]]; patient transport account [[ACCOUNT:$account]].
$kin_rel [[PERSON:$kin_first]] asked whether holiday dialysis can be arranged near [[LOCATION:$town2]] (insurer ref [[HEALTH_PLAN_ID:$plan]]).
Named nurse [[PERSON:$s2]], <<role:Dialysis Charge Nurse>>; <<role:renal registrar>> Dr [[PERSON:$s1_last]] bleep [[PHONE:$bleep]].
""",
        """HD unit - nursing note, twilight shift
[[PERSON:$pt_first_lc]] ([[MRN:$mrn]]), [[AGE:$age_old]] - came in late, taxi [[VEHICLE_ID:$plate]] got lost.
<<device:Tesio line>> R IJ, <<finding:exit site clean>>, <<drug:TauroLock>> lock post. line inserted by [[PERSON:$s1_ini]] on [[DATE:$d4_long]].
pre <<vital:BP 102/58>> so UF goal cut to <<finding:1.2 L>>; <<vital:temp 36.9>>. <<score:NEWS2 2>>.
[[PERSON:$nick]] (what $they likes to be called) says $their $kin_rel [[PERSON:$kin_first]] will drop off the <<drug:sevelamer>> <<dose:800 mg>> <<freq:tds with meals>> from [[LOCATION:$practice]].
<<lab:K 6.1>> on arrival (sample [[ID:$episode]]) - discussed with [[PERSON:$s2_first]]; extra hr on <<device:AK 98>>. <<lab:phosphate 2.1>>.
transplant wait-list: <<finding:suspended>> since [[DATE:$d3_uk]] for <<procedure:coronary angiogram>> at [[LOCATION:$hosp2]].
self-funded top-up: private insurer member [[HEALTH_PLAN_ID:$plan]]; direct debit [[ACCOUNT:$account]] for the parking permit.
$kin_rel's email for rota changes: [[EMAIL:$email_kin]]; home [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]].
next session [[DATE:$next_wk3]]. - [[PERSON:$s3_lc]], <<role:Band 5 staff nurse>>, NMC [[LICENSE:$nmc]]
""",
    ],
}


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    patients = rng.sample(PATIENTS, len(PATIENTS))

    def note(family: str, template: str, number: int) -> str:
        relatives = (
            "elder"
            if family in ELDER_FAMILIES
            else "child"
            if family in CHILD_FAMILIES
            else "adult"
        )
        slots = slots_for(rng, patients[number % len(patients)], relatives)
        slots["licence"] = driving_licence(slots["pt_last"], slots["odob_iso"], rng)
        return Template(template).substitute(slots)

    return kit.family_notes(TEMPLATES, note)


def driving_licence(surname: str, dob_iso: str, rng: random.Random) -> str:
    """A UK-shaped driving licence number: surname letters, birth digits, initials, check."""
    initials = "".join(c for c in surname.upper() if "A" <= c <= "Z")
    year, month, day = dob_iso.split("-")
    return f"{(initials + '99999')[:5]}{year[2]}{month}{day}{year[3]}{letters(rng, 2)}9{letters(rng, 2)}"


NOTES = kit.NoteSet(OUT, "blind4", marked_notes, kit.keep_kinds(4))
records, build = NOTES.records, NOTES.build
keep_share = kit.keep_share  # the set's test counts kept words with it

if __name__ == "__main__":
    NOTES.main()

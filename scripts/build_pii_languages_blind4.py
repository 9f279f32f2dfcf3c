# ruff: noqa: E501
"""Writes src/clinrag/data/eval/pii_languages_blind4/sentences.jsonl: the fourth blind PHI set, English only.

A held-out set for ``clinrag eval pii --languages --blind-set pii_languages_blind4``, in the
record format of ``pii_languages`` (``id``, ``lang``, ``source``, ``text``, gold ``spans``,
``phi_free``). Every sentence was written by hand for this set on 2026-11-25 by an author who
read neither the redactor nor more than three rows of the earlier sets, and did not run the PHI
evaluations. English only, in the registers the service meets: clinicians' questions typed into
a search box, handover lines, referral fragments and chat-style messages, many in lower case or
with typos. This round puts PHI where a set-specific rule would miss it: ordinals and dates in
the middle of a sentence, initials acting as subjects, lower-case names after relation words,
names inside e-mail local parts, numbers broken across a line, staff by first name alone and
nicknames. A third of the sentences are PHI-free and built to tempt a redactor (eponyms, drug
and device brands, capitalised clinical nouns, guideline names and years, generic ward names,
clinical words that look like places or people).

``[[TYPE:value]]`` marks a gold span; the markup is stripped and the offsets are computed here,
never typed. Conventions: titles and roles outside the name; a year alone, a clock time, a
weekday alone and an age of 89 or less are not PHI; a weekday inside a written date is part of
it; in "the 9th" only "9th" is the date; fax numbers, bleeps and extensions are PHONE; hospital
numbers are MRN; NHS and national insurance numbers are SSN; case, episode, referral, accession
and bed numbers are ID; insurance numbers are HEALTH_PLAN_ID; bank accounts are ACCOUNT;
registration numbers are LICENSE; towns, hospitals, practices, care homes, hospices and named
wards are LOCATION (a generic unit such as "Ward 7" or "the discharge lounge" is not); device
serials are DEVICE_ID; car plates are VEHICLE_ID. Running it again rewrites the file byte for
byte:

    python scripts/build_pii_languages_blind4.py
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind4/sentences.jsonl"

PHI: list[str] = [
    # questions typed into the search box
    "max dose of haloperidol for delirium in [[PERSON:winifred cole]], she is [[AGE:94]] with parkinsons",
    "Is it safe to restart apixaban for Mr [[PERSON:Bath]] after his subdural on the [[DATE:2nd]]?",
    "guidance on hypercalcaemia - [[PERSON:Lionel Ashgrove]] adj Ca 3.4 on [[DATE:Tuesday 4th March]]",
    "cant find the CKD-EPI equation, need it for [[PERSON:prudence okwu]] (hosp no [[MRN:K5519032]])",
    "what does a raised lactate of 4 mean for [[PERSON:HB]] post-op? seen on the [[DATE:10th]] by [[PERSON:MB]] with sepsis",
    "does [[PERSON:Rose Hill]] need VTE prophylaxis? she's on Ward 7, DOB [[DATE:14/08/1931]]",
    "alternatives to co-trimoxazole for my pt [[PERSON:Dafydd ap Rhys]] who is G6PD deficient",
    "Best antiemetic in pregnancy for [[PERSON:Nkechi]] - 9 weeks, hyperemesis, lives in [[LOCATION:Barnsworth]]",
    "steroid dose for croup, baby [[PERSON:Teddy Grange]] 14 kg, brought in by nan [[PERSON:pauline]]",
    "when to repeat INR in mr [[PERSON:marlow]] started warfarin [[DATE:3/12]]",
    "search: falls risk tools used at [[LOCATION:Hollybank Care Home]] for residents like [[PERSON:Edith Mayhew]], [[AGE:97]]",
    "lithium level 1.6 in [[PERSON:Kwame Asante-Boateng]] ([[SSN:485 221 7730]]) - stop or hold?",
    "pls find the sepsis six pathway, asking for [[PERSON:jj]] in bay 3 (bed [[ID:B3-14]])",
    "how long after Ms [[PERSON:Forsyth]]'s TURBT on [[DATE:Fri 21/2]] can she fly?",
    "Any RCTs on melatonin for ICU delirium? we have grandad [[PERSON:Joe]] - sorry, [[PERSON:Joseph Kell]], [[AGE:91]]",
    "ferritin 8 in [[PERSON:Saoirse Malloy]], 17 weeks - IV iron or oral? booked at [[LOCATION:Thornbury Maternity Unit]]",
    "what antibiotics for the cellulitis of Mr [[PERSON:Lane]] on [[LOCATION:Kingfisher Ward]], penicillin allergic",
    "dr [[PERSON:pemberton]] asked me to look up hyperkalaemia treatment for [[PERSON:ivor daley]] - K 6.9",
    "duration of clopidogrel after the stent [[PERSON:Albert Quince]] had on [[DATE:2025-01-17]]?",
    "CURB-65 for [[PERSON:Mabel]] is 3, she's [[AGE:93]], lives alone in [[LOCATION:Pendleby]] - admit?",
    # handover lines
    "bed [[ID:12]] [[PERSON:Gorecki]], 2/7 post hemi, for mobilising with physio [[PERSON:Dan]] tmrw",
    "[[PERSON:OT]] is the patient, not occupational therapy - [[PERSON:Oliver Tremlett]], bay 2, confused overnight",
    "side room 4: mrs [[PERSON:ebenezer]] - c diff, on oral vanc, daughter [[PERSON:kemi]] visiting",
    "[[PERSON:ANWAR, Tariq]] [[MRN:RX40912]] - NBM from midnight for ERCP, consent done by [[PERSON:Priya]]",
    "handover from [[PERSON:Lou]] (nights): [[PERSON:Sid Jarvis]] pulled his NG out x2, mitts on",
    "Mr [[PERSON:Welsh]] in bed [[ID:9]] is NOT Welsh-speaking, interpreter is for Polish - ring [[PHONE:0161 496 0732]]",
    "K+ 2.9 for [[PERSON:hattie]] - replacing via PICC, repeat at 6, her son [[PERSON:dominic]] on [[PHONE:07700 900461]]",
    "[[PERSON:FD]] remains on the discharge lounge list, TTOs pending, transport booked for [[DATE:Thurs 6th]]",
    "new admit [[PERSON:Ruth Everdeen]], [[AGE:90]], from [[ADDRESS:11 Sorrel Way]], [[LOCATION:Hexley]] [[ZIP:HX7 2QB]], NEWS2 6",
    "pt in [[ID:B6]] ([[PERSON:Cornelius Abara]]) asks we call his wife [[PERSON:ngozi]] after the ward round, mob [[PHONE:07700 900 118]]",
    "Mr [[PERSON:Stone]] - Barrett's surveillance next on [[DATE:12.06.25]], hosp no [[MRN:PT 8821\n4470]]",
    "dressings for nan [[PERSON:kettle]] - aka [[PERSON:Annie Kettleborough]] - grade 3 sacral, Waterlow 24",
    "[[PERSON:LJ]] reviewed the ECG at 0400, AF with RVR, [[PERSON:lj]] wants digoxin not metoprolol",
    # referral fragments
    "Dear Dr [[PERSON:Fairweather]], thank you for seeing [[PERSON:Clement Oduya]] (DOB [[DATE:03-Nov-1948]])",
    "Re: [[PERSON:Jessamy Thorne]], [[ADDRESS:Flat 9, Cobbler's Yard]], [[LOCATION:Wyke Regis]] [[ZIP:DT4 9XX]] - ?temporal arteritis",
    "Referred by Dr. [[PERSON:Amaka Eze]] of [[LOCATION:Saltergate Surgery]], fax [[PHONE:01246 555 0192]]",
    "NHS no [[SSN:943 476 5919]], [[PERSON:BRIGHTWELL, Lorcan]], urgent 2WW for haematuria",
    "pt's GP is [[PERSON:Hamish Dunlop]] at [[LOCATION:Cross Keys Practice]], ref [[ID:RFX-220471]]",
    "insured with Aviva, policy [[HEALTH_PLAN_ID:AV-66201948]], for Mrs [[PERSON:Peacock]]",
    "pacemaker check: [[PERSON:Hubert Lowe]] - device sn [[DEVICE_ID:PJN408822S]], last seen [[DATE:Oct 3rd]]",
    "please see [[PERSON:Marguerite Oyelaran-Hess]], [[AGE:99]], for TAVI work-up; lives with her grandson [[PERSON:tobias]]",
    "Discharge summary to [[EMAIL:gp.harrowgate@nhs.example.net]] please, pt [[PERSON:Wendell Pike]]",
    "referral for [[PERSON:Anouk de Vries]] to the memory clinic, [[LOCATION:Ashcombe House]], episode [[ID:EP20459917]]",
    "letter for [[PERSON:carmel]] (pt [[MRN:A660143]]) cc her husband [[PERSON:declan]] and Dr [[PERSON:Sampson]]",
    "[[PERSON:K. Obi]] (paramedic, HCPC [[LICENSE:PA48210]]) handed over at 1410 from the crew of [[VEHICLE_ID:YX23 KLM]]",
    "Please reimburse via account [[ACCOUNT:20-45-77 31926647]] for [[PERSON:Glenys Arkwright]]'s travel",
    "DVLA: [[PERSON:Fenton]] holds licence [[LICENSE:FENTO709125RJ9AB]], seizure on the [[DATE:30th]]",
    # chat-style messages
    "hey can u chase the MRI for [[PERSON:becky]]? its [[PERSON:rebecca hollins]] on ward 5, req no [[ID:MR449021]]",
    "[[PERSON:tom]] here - mrs [[PERSON:o'dowd]] has gone to theatre, her daughter [[PERSON:siobhan]] is in the relatives room",
    "just emailed [[EMAIL:ffion.bevan@inbox.example.co.uk]] re [[PERSON:ffion]]'s bloods, shes at [[LOCATION:Ysbyty Glan Tywi]]",
    "fyi [[PERSON:chris]] (pt not nurse) [[PERSON:Christopher Nyland]] [[MRN:N774120]] self-discharged at 2am",
    "can someone ring Mr [[PERSON:Goodfellow]]'s wife [[PERSON:june]]? [[PHONE:01632 960 445]] x[[PHONE:2281]]",
    "is the [[DATE:12/11]] clinic still on? [[PERSON:Lettice Fry]] says shes coming from [[LOCATION:Nether Wallop]]",
    "bleep [[PHONE:4417]] for [[PERSON:Arjun]] (surgical reg) about [[PERSON:Stanley Moss]]",
    "uploaded the photos for [[PERSON:Dorothea Lyle]] to [[URL:https://derm-share.example.org/case/55102]] from [[IP_ADDRESS:10.14.22.197]]",
    "[[PERSON:gemma]] is on leave so the [[DATE:Friday 14 November]] list is with Dr [[PERSON:Haywood]]",
    "pt [[PERSON:vic]] ([[PERSON:Victoria Strand]]) wants her results sent to [[EMAIL:vicstrand77@mailbox.example.org]]",
    "sorry typo in my last msg - Mr [[PERSON:Hardcastle]]'s DOB is [[DATE:9.4.36]] not 1963",
    "nurse [[PERSON:pat]] says [[PERSON:Clarissa]] wants to go home to [[LOCATION:Little Snoring]] before the weekend",
    "[[PERSON:Bunty]] (that's what Mrs [[PERSON:Pargeter]] likes to be called) refused her dalteparin",
    # lower-case, typo'd
    "wat is the dose of vit k for [[PERSON:jon smyth]] inr 9 no bleding",
    "pt [[PERSON:aleksandra]] [[PERSON:wojcik]] dob [[DATE:7/2/52]] c/o chest pain, trop pending",
    "seen [[PERSON:rosemary]] today - her husbnd [[PERSON:geoff]] says she fell on [[DATE:sunday 9th]]",
    "need ct head for mr [[PERSON:rajan]] ([[MRN:hx220931]]) pls, on edoxaban, hit head",
    "[[PERSON:albie]] [[PERSON:fitch]] [[AGE:95]] from [[LOCATION:meadowcroft nursing home]] ?uti ?aki",
    "spoke 2 [[PERSON:ellas]] mum [[PERSON:donna]] on [[PHONE:07700900337]] re the asthma plan",
    "[[PERSON:kofi]] s discharge letter says [[DATE:31/10]] but he left [[DATE:1/11]]",
    "nhs num [[SSN:4851237760]] for [[PERSON:brenda]] plz, cant find her on the system",
    "dose adj for gent in [[PERSON:bilal hussain]] egfr 22, hes in ward 3b [[LOCATION:sycamore]]",
    "ni no [[SSN:QQ 12 34 56 C]] for [[PERSON:Harvey Brook]] on the fit note",
    "[[PERSON:tilly]] mum said [[PERSON:tilly]] had a fit at [[LOCATION:Greenacres Primary]] on the [[DATE:5th]]",
    "resus status for [[PERSON:Queenie Barlow]] [[AGE:102]]? family ([[PERSON:maureen]], niece) want a chat",
]

PHI_FREE: list[str] = [
    "What is the Wells score threshold for CTPA?",
    "dose of Augmentin Duo for otitis media in a 14 kg child",
    "Does Mounjaro need stopping before a Whipple procedure?",
    "NICE NG136 2019 hypertension: step 2 drugs in Black African patients",
    "is the Acute Medical Unit the same as the discharge lounge? - no, just asking where TTOs go",
    "Parkinson's disease on levodopa: time-critical meds on Ward 4",
    "Glasgow Coma Scale vs AVPU for the Ottawa ankle rules patient",
    "Ehlers-Danlos and Marfan: echo surveillance intervals per ESC 2024",
    "Can Ozempic be given with Jardiance and Trulicity stopped?",
    "Hodgkin lymphoma staging, Lugano 2014 vs Ann Arbor",
    "Rovsing's sign, Murphy's sign and McBurney's point: sensitivity",
    "MUST score 2 - refer to the dietitian on the stroke unit?",
    "Berlin definition of ARDS, PaO2/FiO2 under 200",
    "Barthel index 45 and Rockwood Clinical Frailty Scale 6 - suitable for TAVI?",
    "Medtronic Micra AV leadless pacemaker MRI conditions",
    "Dexcom G7 vs FreeStyle Libre 3 accuracy in DKA",
    "Bristol stool chart type 7 x5 - stool sample for C diff per PHE 2019",
    "Christmas disease (haemophilia B) and Von Willebrand: DDAVP use",
    "ward round on Ward 10 moved to 10:00 on Mondays, Consultant Nurse leading",
    "Addisonian crisis: hydrocortisone 100 mg IM stat then 50 mg qds",
    "Tinel and Phalen tests for carpal tunnel, then nerve conduction studies",
    "Do we still use the Liverpool Care Pathway? no - replaced 2014",
    "Lyme disease serology after a tick bite while hillwalking",
    "Cushing's triad in raised ICP: bradycardia, hypertension, irregular breathing",
    "SIGN 158 asthma: MART with Symbicort 200/6 in adolescents",
    "Entresto 49/51 mg bd started, hold ramipril 36 h before",
    "Charcot foot vs cellulitis - offloading with an Aircast boot",
    "Kernig and Brudzinski signs negative, Lumbar Puncture still indicated?",
    "KDIGO 2024 CKD: SGLT2i at eGFR 20 and above",
    "Apgar 7 at 1 min, 9 at 5 min - routine care on the postnatal ward",
    "Tanner stage 3, Prader orchidometer 8 ml: normal for 13?",
    "The trust IV Policy says flush PICC lines with 10 ml Normal Saline",
    "Mirena coil and Nexplanon: which for a patient on carbamazepine?",
    "West Haven grade 2 encephalopathy - lactulose and rifaximin",
    "Child-Pugh B, MELD 14: hepatology referral per BSG 2020?",
]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "r")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())

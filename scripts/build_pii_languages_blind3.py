# ruff: noqa: E501
"""Writes src/clinrag/data/eval/pii_languages_blind3/sentences.jsonl: the third blind PHI set, English only.

A held-out set for ``clinrag eval pii --languages --blind-set pii_languages_blind3``, in the
record format of ``pii_languages`` (``id``, ``lang``, ``source``, ``text``, gold ``spans``,
``phi_free``). Every sentence was written by hand for this set on 2026-11-25 by an author who
read neither the redactor nor more than three rows of the earlier sets, and did not run the PHI
evaluations. English only, in the registers the service meets: clinicians' questions typed into
a search box, handover lines, referral fragments and chat-style messages, some in lower case or
with typos, carrying names (lower case, initials, surname first, names that are also words or
places), dates in many shapes, ages over 89, phone, bleep and fax numbers, addresses, postcodes
and towns, hospital and NHS numbers, references, e-mails, links, device serials and plates.
Precision counts as much as recall: a third of the sentences are PHI-free and built to tempt a
redactor (eponyms, drug and device brands, capitalised clinical nouns, guideline names and
years, clinical words that look like places or names).

``[[TYPE:value]]`` marks a gold span; the markup is stripped and the offsets are computed here,
never typed. Conventions: titles and roles outside the name; a year alone, a clock time and an
age of 89 or less are not PHI; a weekday inside a written date is part of it; fax numbers,
bleeps and extensions are PHONE; hospital and record numbers are MRN; NHS, national insurance
and social security numbers are SSN; case, episode, referral, accession, bed and room numbers
are ID; insurance numbers are HEALTH_PLAN_ID; bank accounts are ACCOUNT; registration numbers
are LICENSE; towns, hospitals, practices, care homes and named wards are LOCATION; device
serials are DEVICE_ID; car plates are VEHICLE_ID. Running it again rewrites the file byte for
byte:

    python scripts/build_pii_languages_blind3.py
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind3/sentences.jsonl"

PHI: list[str] = [
    # questions typed into the search box
    "dose of tranexamic acid for mrs [[PERSON:okafor]]'s epistaxis, shes [[AGE:92]] and on clopidogrel",
    "What eGFR cut-off for metformin applies to [[PERSON:Reginald Amesbury]] (hosp no [[MRN:T4471093]])?",
    "evidence for steroids in [[PERSON:Tallulah Brightwater]]'s bells palsy seen [[DATE:3/11]]",
    "does the [[DATE:14th]] count as day 5 post op for Mr [[PERSON:Pennywhistle]]? he had his TKR on the [[DATE:9th]]",
    "Find guidance on hyponatraemia: [[PERSON:Dorcas Mwangi]], Na 118 on [[DATE:Friday 7 March]], thiazide stopped.",
    "can i give baby [[PERSON:Orla Fitzgibbon]] paracetamol at 6 weeks, mum [[PERSON:Caoimhe]] asking",
    "pls summarise trials of DOAC in over 90s - asking for Mr [[PERSON:Isaiah Crabtree]], [[AGE:96]], AF + falls",
    "Is [[PERSON:Florence Derby]] too frail for TAVI? [[AGE:91]], lives in [[LOCATION:Matlock]].",
    "what was [[PERSON:jones, Evan]]'s last potassium - think it was done at [[LOCATION:Pontypridd Cottage Hospital]]",
    "max safe lidocaine for [[PERSON:Winston Sharpe]] 72kg, booked for excision [[DATE:22/04/25]]",
    "Any interaction between sertraline and tramadol? Pt [[PERSON:A.K.]], ref [[ID:MH-551203]].",
    "latest NICE advice on gout flare for Mr [[PERSON:Chalke]] (NHS [[SSN:485 777 3461]])",
    "how long to hold apixaban before [[PERSON:Marjorie Vance]]'s hip op on [[DATE:Tues 18th]]",
    "steroid cover for [[PERSON:Hendrik de Vries]] on hydrocortisone, scope booked [[DATE:29.09.2025]]",
    "Paeds: weight-based amoxicillin for [[PERSON:Kayden]] (4 yrs, 17 kg), GP Dr [[PERSON:Olusola]] at [[LOCATION:Birchfield Surgery]]",
    # handover lines
    "Bed [[ID:14]]: [[PERSON:Ernestine Lowery]], [[AGE:94]], UTI, on IV gent day 2, level due Thurs am.",
    "side room [[ID:3]] - [[PERSON:PEMBERTON, Arthur]] - C diff, barrier nursing, son [[PERSON:Neil]] visiting 6pm",
    "mrs [[PERSON:ffion gwilt]] bay 2 bed [[ID:5]] for TTO tomorrow, transport booked, tel daughter [[PHONE:07700 900 812]]",
    "Handover from Dr [[PERSON:Tamsin Oyelaran]]: Mr [[PERSON:Rook]] needs repeat trop at 22:00, bleep [[PHONE:2287]] if up.",
    "[[PERSON:KP]] on [[LOCATION:Heron Ward]] pulled out his NG again, reinserted, xray [[ID:RX-0098213]] reviewed, ok to feed",
    "overnight: [[PERSON:Hazel Marsh]] spiked 38.9, cultures sent, sr [[PERSON:bernadette]] aware, MEWS 4",
    "[[PERSON:Lionel]] in [[ID:B12]] is for DNACPR per Dr [[PERSON:Quayle]] after talk with wife [[PERSON:Maude]] on [[DATE:2/2]]",
    "Pt [[PERSON:Yevgenia Sokolova]] (MRN [[MRN:0093381]]) - [[AGE:99]] yo, palliative, syringe driver reloaded 08:00",
    "Mr [[PERSON:Bishop]] (not the bishop from chaplaincy!) needs his warfarin dose, INR 3.4 today",
    "ED: [[PERSON:Chantelle Rose]], [[DATE:12/12/1990]], overdose, Dr [[PERSON:Patel-Winter]] accepting for AMU",
    "night sister [[PERSON:Gwendolyn Ashe]] ext [[PHONE:44512]] wants an update on [[PERSON:frank o'hare]] in resus",
    # referral fragments
    "Referral: Mr [[PERSON:Percival Lamb]], [[ADDRESS:11 Chandlers Wharf]], [[LOCATION:Burnmouth]] [[ZIP:TD14 5SL]], ?temporal arteritis, ESR 88.",
    "Dear colleague, I'd be grateful if you could see [[PERSON:Nkechi Adebanjo-Hart]], DOB [[DATE:08-Jan-1951]], with a 3-month history of dysphagia.",
    "2WW referral for [[PERSON:Roderick Fanshawe]], hosp no [[MRN:RF00731445]], NHS [[SSN:9434765919]], PSA 14.2.",
    "Please see Ms [[PERSON:Amber Hale]] from [[LOCATION:The Larches Care Home]], [[ADDRESS:Station Road]], [[LOCATION:Kirkby Stephen]] - recurrent falls.",
    "Referred by Dr [[PERSON:Whitlow]], [[LOCATION:Castlegate Medical Group]], fax [[PHONE:01904 551 203]], for urgent ECHO.",
    "ref [[ID:ERS-0440-1928-0071]]: [[PERSON:S. Mahmood]], [[AGE:90]], new LBBB, please expedite",
    "[[PERSON:Leopold Sterne]] was seen in our clinic at [[LOCATION:Wexham Park]] on the [[DATE:2nd of June]] and is referred on to your TIA service.",
    "GP letter: [[PERSON:Patience Ogunleye]] ([[DATE:4.7.38]]), [[ADDRESS:Flat 2, 7 Rope Walk]], [[LOCATION:Lydney]] [[ZIP:GL15 5AA]].",
    "Private referral, insurer AXA, policy [[HEALTH_PLAN_ID:PPH-77410293]], for Mr [[PERSON:Jolyon Cavendish]].",
    "US patient visiting: [[PERSON:Bobbie-Jo Kowalski]], Medicaid [[HEALTH_PLAN_ID:MC4418302917]], SSN [[SSN:534-21-9087]], from [[LOCATION:Duluth]], [[ZIP:55802]].",
    "Referral back to [[LOCATION:Oakridge Practice]] for [[PERSON:Ellis Grey]], episode [[ID:EPI-2209113]], stable on lithium, level 0.6.",
    "Re: Miss [[PERSON:Autumn Reed]], [[DATE:17 Oct 2001]], [[ADDRESS:48 Dovecote Lane]], [[LOCATION:Saxilby]], [[ZIP:LN1 2HH]] - ?coeliac, TTG 128.",
    "Please book Rev. [[PERSON:Clement Ashby]] (hospital no [[MRN:K883102]]) into the Parkinson's clinic with Dr [[PERSON:Ingleby]].",
    # chat-style messages
    "hey can someone cover mr [[PERSON:lister]] obs at 2, im stuck with [[PERSON:ruth]] in bay 4",
    "fyi [[PERSON:vicky]] from pharmacy says Mr [[PERSON:Dunmore]]'s tacrolimus level is back at 14",
    "just spoke to Dr [[PERSON:Amadi]] re Sister [[PERSON:Grace Kilbride]] - shes [[AGE:101]] and refusing the cannula lol",
    "Can you ring [[PERSON:Carys]] back on [[PHONE:029 2074 8811]]? It's about her dad [[PERSON:Idris Pugh-Morgan]].",
    "Dr [[PERSON:Nakamura-Blythe]] is on the rota for [[DATE:Sat 21st]], swap with [[PERSON:Kofi]]?",
    "results for [[PERSON:wiliam jonse]] (sp?) went to the wrong ward, pls forward to [[EMAIL:ward7.admin@hospital.example.org]]",
    "Ms [[PERSON:Tremayne]] daughter emailed from [[EMAIL:kerensa.tremayne@example.com]] asking about visiting",
    "anyone know [[PERSON:Hugh Bolton]]'s NOK number? his notes say [[PHONE:+44 7700 900 377]] but its dead",
    "pt [[PERSON:beatrix holloway]] discharged to [[ADDRESS:22 Clover Rise]], [[LOCATION:Amesbury]], DN visit Monday",
    "the bariatric bed for Mr [[PERSON:Goodchild]] arrived, serial [[DEVICE_ID:BB-750-33817]], on [[LOCATION:Swift ward]]",
    "[[PERSON:Reuben]] is coming in by car, plate [[VEHICLE_ID:YK19 WPD]], can security let him into the drop off bay",
    "teams link for MDT on [[PERSON:Agatha Strode]]: [[URL:https://meet.example.com/j/8839201174]]",
    "pump for Mrs [[PERSON:Halliwell]] alarming, serial [[DEVICE_ID:AP16-99204]], biomed on ext [[PHONE:3390]]",
    "PACS down for [[PERSON:N.O.]]'s CT - workstation [[IP_ADDRESS:10.14.220.61]] cant reach the server",
    "who is dr [[PERSON:eleri vaughan]]? she signed Mr [[PERSON:Stanton]]'s TTA",
    # discharge and clinic fragments
    "Discharged [[DATE:Wednesday 5th Feb]] to [[LOCATION:Holly Bank Nursing Home]], [[LOCATION:Ilkley]]; Mr [[PERSON:Ambrose Tolley]] remains on furosemide 40 mg od.",
    "Clinic [[DATE:01/03]]: [[PERSON:Jessamy Clare]], [[AGE:93]], BP 168/90, started amlodipine 5 mg.",
    "[[PERSON:ZHANG Wei]] attended on [[DATE:6 Aug]] with his nephew [[PERSON:Jun]] interpreting.",
    "Seen by Ms [[PERSON:Harriet Boateng]], ANP, registration [[LICENSE:NMC 14E0993F]], on [[DATE:3rd Sept]].",
    "Signed: Dr [[PERSON:Cormac Devlin]], GMC [[LICENSE:7201884]], [[DATE:19/5/2025]].",
    "Weight 38 kg, [[PERSON:Violet Chambers]] aged [[AGE:97]] - dietitian [[PERSON:Rosa]] to review on [[DATE:Fri 13th]].",
    "Mrs [[PERSON:Beverley Moss]] asks for her clinic letters to go to [[EMAIL:bev.moss52@example.net]] not [[ADDRESS:9 Wren Court]].",
    "DNA x2 - [[PERSON:Jayden Price]], mob [[PHONE:07700 900 129]], discharged back to [[LOCATION:Riverside Medical Centre]] [[DATE:09/10/25]]",
    "Wound clinic: [[PERSON:Owain Llewellyn]] ([[DATE:31/12/1929]]) - venous ulcer improving, next dressing [[DATE:Thursday 4 December]].",
    "Outcome: Mrs [[PERSON:Primrose Hill]] of [[LOCATION:Chalfont St Giles]] to stay on Ward [[LOCATION:Ash]] until OT assessment.",
    "[[PERSON:Bill Shepherd]], room [[ID:211]], [[LOCATION:St Oswald's Hospice]], family [[PERSON:Lorraine]] and [[PERSON:Trevor]] present at time of death [[DATE:20/11/2025]] 03:40.",
    "Interpreter (Polish) [[PERSON:Zofia Nowak]] booked for Mr [[PERSON:Kaczmarek]] on [[DATE:October 30th]], call [[PHONE:0121 496 0077]].",
    "Pay the travel refund to Mr [[PERSON:Gethin Rowlands]], account [[ACCOUNT:30-95-11 00419872]].",
    "Lasting power of attorney: [[PERSON:Delia Farthing]] for her mother [[PERSON:Ida Farthing]], [[AGE:95]], reg [[ID:7000-4412-9930]].",
    "Transfer: [[PERSON:Kwesi Mensah]], [[DATE:1 Jan 1933]], from [[LOCATION:North Tees]] to [[LOCATION:James Cook]] for PCI.",
    "Podiatry: [[PERSON:fenella marsh-gibbon]] at [[ADDRESS:Lower Farm, Cold Aston]], [[ZIP:GL54 3BN]], home visit [[DATE:25th]].",
    "consent witnessed by HCA [[PERSON:Lottie Baines]]; pt [[PERSON:Ivor Trent]] signed with an X on [[DATE:11/06]]",
    "[[PERSON:Victoria]] from [[LOCATION:Victoria Ward]] rang about Mr [[PERSON:Albert Hall]]'s sats",
    "MRI [[ID:ACC55102874]] for [[PERSON:Maximilian Rhodes]], pacemaker [[DEVICE_ID:PJN442187S]] is MR conditional - checked by [[PERSON:Sandeep]] in physiology.",
]

PHI_FREE: list[str] = [
    "What is the evidence for colchicine after an MI, per the COLCOT and LoDoCo2 trials?",
    "Compare Addison's disease and Cushing's syndrome presentations in the elderly.",
    "Is Entresto better than ramipril in HFrEF per ESC 2021?",
    "Dose of Augmentin for a Bartholin's abscess?",
    "Wells score 5 and D-dimer 1200 - does the patient need a CTPA?",
    "can a pt with Graves disease have Lugol's iodine before thyroidectomy",
    "NICE NG28 2022 update on SGLT2 inhibitors in type 2 diabetes",
    "Barrett's oesophagus surveillance interval with no dysplasia",
    "Describe the Epley manoeuvre and the Dix-Hallpike test.",
    "Apgar 7 at one minute, 9 at five minutes; Ballard score consistent with 38 weeks.",
    "Ottawa ankle rules versus Ottawa knee rules: which applies here?",
    "West Nile virus and Rocky Mountain spotted fever in returning travellers",
    "Lyme serology negative but erythema migrans present - treat with doxycycline?",
    "Is Stevens-Johnson syndrome more likely with lamotrigine or carbamazepine?",
    "Hartmann's procedure versus primary anastomosis for perforated diverticulitis",
    "Child-Pugh class B, MELD 14 - is TIPS appropriate?",
    "Glasgow-Blatchford score 0, discharge from ED per BSG 2019?",
    "Mounjaro, Ozempic and Wegovy: which is licensed for weight loss alone?",
    "Tinel's and Phalen's signs positive; nerve conduction for carpal tunnel?",
    "Bishop score of 4 - propess or balloon for induction?",
    "Pt on Eliquis 5 mg bd needs a Colles fracture MUA, hold or continue?",
    "Is Guillain-Barré syndrome after Campylobacter enteritis an indication for IVIG?",
    "CURB-65 of 3 and a PSI class IV - admit to ICU or ward?",
    "Whipple's procedure outcomes in the elderly per the 2020 ESPAC data",
    "kawasaki disease vs scarlet fever in a 4 year old, strawberry tongue both?",
    "Libre 2 and Dexcom G7 sensors: accuracy in DKA?",
    "Meckel's diverticulum rule of twos",
    "Ebstein's anomaly with lithium exposure in pregnancy - how strong is the association?",
    "Berlin definition of ARDS versus the 2023 global definition",
    "Which is first line for Tourette's tics: clonidine or aripiprazole?",
    "Hodgkin lymphoma staging: Lugano 2014 versus Ann Arbor",
    "Mediterranean diet and the PREDIMED trial: was it retracted?",
    "Scottish Intercollegiate Guidelines Network SIGN 158 on asthma in pregnancy",
    "Is a Mirena coil effective for heavy menstrual bleeding with fibroids?",
    "Down syndrome screening: combined test at 11 to 14 weeks, Down's risk 1 in 150",
]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "r")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())

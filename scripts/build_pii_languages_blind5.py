# ruff: noqa: E501
"""Writes src/clinrag/data/eval/pii_languages_blind5/sentences.jsonl: the fifth blind PHI set, English only.

A held-out set for ``clinrag eval pii --languages --blind-set pii_languages_blind5``, in the
record format of ``pii_languages`` (``id``, ``lang``, ``source``, ``text``, gold ``spans``,
``phi_free``). Every sentence was written by hand for this set on 2026-11-25 by an author who
read neither the redactor nor more than three rows of the earlier sets, and did not run the PHI
evaluations. English only, in the registers the service meets: clinicians' questions typed into
a search box, handover lines, referral fragments and chat-style messages, many in lower case or
with typos. This round mixes names that are ordinary words or places (Hope, Faith, Will, Grace,
Mr Wood, Dr Marsh, Ms Sandy Lane, Mr Heath) with capitalised clinical phrases that look like
names and must survive, and names from many origins (South Asian, West African, Eastern
European, Chinese, Arabic, Irish) with and without titles, in sign-offs, cc lines and prose.
A third of the sentences are PHI-free and built to tempt a redactor (eponyms, drug and device
brands, named scales, trial acronyms, guideline names and years, generic unit names, clinical
words that look like places or people).

``[[TYPE:value]]`` marks a gold span; the markup is stripped and the offsets are computed here,
never typed. Conventions: titles and roles outside the name; a year alone, a clock time, a
weekday alone and an age of 89 or less are not PHI; a weekday inside a written date is part of
it; in "the 3rd" only "3rd" is the date; fax numbers, bleeps and extensions are PHONE; hospital
numbers are MRN; NHS numbers are SSN; episode, referral, sample, request and bed-booking numbers
are ID; insurance numbers are HEALTH_PLAN_ID; bank and transport accounts are ACCOUNT;
registration numbers and driving licences are LICENSE; towns, hospitals, practices, care homes,
schools and named streets' places are LOCATION (a generic unit such as "Ward 9" or "the
Hyperacute Stroke Unit" is not); device serials are DEVICE_ID; car plates are VEHICLE_ID.
Running it again rewrites the file byte for byte:

    python scripts/build_pii_languages_blind5.py
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind5/sentences.jsonl"
"""Ids are ``en-vNNN``: a prefix of their own so this set's halves are drawn afresh."""

PHI: list[str] = [
    # search-box questions that drag a patient in
    "max dose of gabapentin in renal impairment? pt is [[PERSON:hope winter]], eGFR 22",
    "is it safe to give Ozempic to Mr [[PERSON:Wood]]s wife? she is pregnant - [[PERSON:Gurpreet]] asking for a friend lol",
    "does [[PERSON:Faith Brook]] need her INR checked before the Eylea injection on the [[DATE:14th]]",
    "what Wells score for [[PERSON:chukwuemeka]] (bed 12) - calf 3 cm bigger, previous DVT [[DATE:3/2019]]",
    "can [[PERSON:Will Fields]] drive after a TIA? he has an HGV licence [[LICENSE:FIELD703145WF9KL]]",
    "interaction between clarithromycin and the apixaban Mrs [[PERSON:Adjei]] takes?",
    "how long to keep baby [[PERSON:Huang]] under phototherapy if SBR 260 at 72h, born [[DATE:2/11]]",
    "rivaroxaban reversal for a [[AGE:93]] yo on warfarin too?? from [[LOCATION:The Laurels Nursing Home]]",
    "whats the ACE-III cut off, [[PERSON:sandy lane]] scored 79 and her son [[PERSON:darragh]] is worried",
    "pt [[PERSON:Radu Ionescu]] hosp no [[MRN:QAU4471920]] - can he have contrast with metformin",
    # handover lines
    "Bed 7: [[PERSON:Grace Chester]], [[AGE:96]], #NOF day 2, Abbey Pain Scale 4, daughter [[PERSON:bernie]] visiting 6pm",
    "bay 3 - mr [[PERSON:krawczyk]] (polish speaker, interpreter booked, son [[PERSON:marek]] on [[PHONE:0161 555 0173]]) NBM for ERCP tomorrow",
    "[[PERSON:AO]] in side room 2 is MRSA +ve, on Octenisan wash, wife [[PERSON:adaeze]] knows",
    "[[PERSON:Siobhán Ní Bhriain]] back from theatre 14:20, PCA morphine, obs q30 min, husband [[PERSON:ciarán]] on [[PHONE:07700 900 418]]",
    "Handover from [[PERSON:Deepa]]: [[PERSON:Yusuf]] in bed 22 spiked 38.6 after his 2nd unit, transfusion stopped, blood bank informed ext [[PHONE:44127]]",
    "new admission from [[LOCATION:Kingsmere District Hospital]]: [[PERSON:BARTHOLOMEW REED]], DOB [[DATE:09.06.31]], known to Dr [[PERSON:Marsh]]",
    "[[PERSON:pat]] (not the nurse, the lady in bed 5) refused her Fragmin again",
    "[[PERSON:Mei Ling Tan]] - NEWS2 6, sepsis six started 03:10, Dr [[PERSON:Boateng]] aware, bleep [[PHONE:2291]]",
    "[[PERSON:wojtek]] ran off the ward again, security called, his brother [[PERSON:piotr]] says he goes to [[LOCATION:Marlow Fen]] station",
    "please chase [[PERSON:Abena Owusu]]'s MRI, request [[ID:R58219033]], booked for [[DATE:Thursday 20 March]] but no slot showing",
    "[[PERSON:Declan Mac Giolla]] stepped down from HDU, NIV weaned, wife [[PERSON:róisín]] wants a call before 9",
    "side room 4 = [[PERSON:Hope]]; end of life, Liverpool-style care plan replaced by the Priorities of Care, syringe driver serial [[DEVICE_ID:T34-1186402]]",
    "[[PERSON:Priyanka R]] discharged to [[ADDRESS:12 Saddlers Walk]], [[LOCATION:Sandbury]] [[ZIP:SY8 4PB]] with district nurses",
    "[[PERSON:MK]] (the patient, not Dr [[PERSON:MK]]) needs a falls review - 3 falls since the [[DATE:1st]]",
    "twin 2 of [[PERSON:joanna]] still on CPAP; she asked if dad [[PERSON:andrei]] can stay overnight",
    # referral fragments
    "Dear Dr [[PERSON:Heath]], thank you for seeing [[PERSON:Patience Adjei]], [[DATE:23/07/1988]], with sickle cell disease and recurrent crises",
    "Referred by [[PERSON:Kwame Mensah]] (GP, [[LOCATION:Canal Street Surgery]], fax [[PHONE:0121 496 0277]]) for urgent 2WW colposcopy",
    "NHS no. [[SSN:485 777 3456]], [[PERSON:Yusuf Al-Khatib]], lives at [[ADDRESS:Flat 2, 88 Wharf Road]], [[LOCATION:Whitstead]], [[ZIP:WS11 7AA]]",
    "re: [[PERSON:HUANG, Wei]] - seen in fracture clinic on [[DATE:Mon 12 May]] by [[PERSON:Rory]], cast change 2/52",
    "cc: [[PERSON:Harpreet Sandhu]], Diabetes Specialist Nurse; Dr [[PERSON:Xiaoming Zhou]], Consultant Endocrinologist",
    "Please send the report to [[EMAIL:agnieszka.nowak@nhsmail.example.net]] and copy [[EMAIL:f.haddad@post.example.co.uk]]",
    "Dictated but not read: [[PERSON:L. Mansour]], Stroke Registrar, GMC [[LICENSE:7741259]], [[DATE:08/04/25]]",
    "[[PERSON:Oksana]] at [[LOCATION:Bridgefoot Health Centre]] asked us to see Mrs [[PERSON:Lane]] sooner - her hope is that we can fit her in before the [[DATE:22nd]]",
    "transfer to [[LOCATION:Queen Adela University Hospital]] for thrombectomy, their ref [[ID:TX-240917]], crew plate [[VEHICLE_ID:YX71 KDP]]",
    "Pt's insurer: policy [[HEALTH_PLAN_ID:AXA-GB-44810927]], pre-auth from [[PERSON:Florin]] in the billing office",
    "the patient's daughter, [[PERSON:Faith Okonkwo-Reilly]], holds LPA (health and welfare), phone [[PHONE:+44 7911 123 084]]",
    "Audiology: [[PERSON:Gurpreet Dhillon]], hearing aid serials [[DEVICE_ID:2231-PHN-0071]] / [[DEVICE_ID:2231-PHN-0072]], repair sent [[DATE:04-Feb-2025]]",
    "please fwd to [[PERSON:nuala]] (memory clinic) - mr [[PERSON:reed]] is [[AGE:91]] now and his wife [[PERSON:joan]] cant cope",
    "OT home visit [[DATE:Wednesday the 5th]] to [[ADDRESS:The Old Forge, Pound Hill]], [[LOCATION:Castle Ardley]], key safe code with son [[PERSON:cormac]]",
    # chat-style messages
    "[[PERSON:OB]] to review [[PERSON:wei]]'s bloods after the ward round, then bleep [[PHONE:3318]] if the K+ is still 6.1",
    "hey [[PERSON:Aoife]] can u cover [[PERSON:Rhys]]'s clinic on the [[DATE:9th]]? hes off with his kid",
    "[[PERSON:faisal]] pls check ur email, [[PERSON:victor moss]] sent the rota",
    "anyone know [[PERSON:Yaw]]'s bleep? mrs [[PERSON:owusu]] asking for him",
    "[[PERSON:DV]] says the pt in cubicle 6 is [[PERSON:Will]] from the taxi rank, known to us, hosp no [[MRN:KDH\n0093317]]",
    "ffs the ward pc at [[IP_ADDRESS:10.44.12.87]] is still logged in as [[PERSON:Layla]] from last night",
    "lol [[PERSON:grace]] just asked if the GRACE score is named after her",
    "[[PERSON:ngozi]] - your Mr [[PERSON:Chester]] is on the phone, says he missed his appt on [[DATE:6/14]]",
    "reminder: [[PERSON:Deepa V]] leaving do fri, collection via [[URL:https://whip.example.org/deepa-farewell]]",
    "pt [[PERSON:sunil]] keeps asking for 'dr [[PERSON:marsh]]' - pretty sure he means Dr [[PERSON:Marsh]] from gastro",
    "[[PERSON:emeka]]s mum [[PERSON:chiamaka]] rang, she's at [[LOCATION:Oakhurst Bridge]] bus station, wants to know visiting",
    "can someone scan [[PERSON:radu]]'s consent form and put it in [[URL:https://docs.example.net/s/9QkLr2]]",
    # lower-case and typo'd
    "pt wnts to knw if her daugher [[PERSON:mariam]] can cum to the ct scan",
    "mrs [[PERSON:brook]] hs had no bowels open since [[DATE:tues 3/6]]",
    "husbnd [[PERSON:tomasz]] sed she fell down the stairs at [[ADDRESS:7 bellfounder close]]",
    "[[PERSON:siobhan]] needs her enoxaprin dose checked, wt 48kg, crcl 25",
    "ring [[PERSON:grace]]'s neice on [[PHONE:07723 456 019]] b4 discharge",
    "nok is [[PERSON:kofi owusu]] [[PHONE:0113 496 0021]] ext [[PHONE:216]] (work)",
    "[[PERSON:bart]] in bed 9 pulled his cannula out agn, [[PERSON:xiaoming]] resited it",
    "mr [[PERSON:al khatib]] dob [[DATE:27/7/32]] [[AGE:93]]yrs for ttO",
    "email frm [[EMAIL:sandylane1962@mail.example.org]] re her sons appt",
    "[[PERSON:hope]] n [[PERSON:faith]] (twins) both for heel prick on the [[DATE:2nd]]",
    # identifiers of every kind
    "sample [[ID:25.H.881203]] haemolysed - please repeat on [[PERSON:Priyanka Raghunathan]], [[MRN:SRI2209871]]",
    "[[PERSON:Wei Huang]]'s NHS number is [[SSN:9434765919]] (no spaces on the old system)",
    "Transport account [[ACCOUNT:TRN-00448172]] in the name of [[PERSON:Bartholomew Reed]]",
    "refund to sort code 20-45-77, account [[ACCOUNT:41920388]], Mr [[PERSON:Dhillon]]",
    "NMC pin [[LICENSE:09I2764E]] for [[PERSON:Nuala Considine]], revalidation due [[DATE:March 31st]]",
    "HCPC [[LICENSE:PH118422]] - [[PERSON:Florin Popescu]], physio, left the trust on the [[DATE:17th]]",
    "pacemaker check: Mr [[PERSON:Fields]], device serial [[DEVICE_ID:RNB604812S]], remote link [[URL:https://carelink.example.com/p/77120]]",
    "IP [[IP_ADDRESS:10.8.201.16]] logged into [[PERSON:abena]]'s record at 02:14 - Caldicott Guardian informed",
    "her car [[VEHICLE_ID:WN19 FTA]] is in the multi-storey, parking permit for [[PERSON:Sandy Lane]] please",
    "episode [[ID:EP-771204]] for [[PERSON:Hope Winter]] opened [[DATE:2025-01-09]] at [[LOCATION:Brackenfield General Hospital]]",
    "[[PERSON:chukwuemeka obiora-banks]], [[ADDRESS:2 Gasworks Terrace]], [[LOCATION:Nethercombe]] [[ZIP:NC2 7EW]], school: [[LOCATION:Holy Cross High School]]",
    "Bupa member [[HEALTH_PLAN_ID:BUP77310024]] - Ms [[PERSON:Raghunathan]] wants her knee done privately",
    "Mr [[PERSON:Wood]] ([[PERSON:Rhys]]'s dad, not Dr [[PERSON:Wood]]) is [[AGE:90]] next week, born the [[DATE:30th of November]]",
    "[[PERSON:Kwabena]] rang from [[LOCATION:Heron Wharf Care Centre]] re [[PERSON:Patience]], 0700 obs fine",
    "driving licence [[LICENSE:OWUSU751223AB9XY]] scanned for [[PERSON:Abena]]'s blue badge form",
    "please book [[PERSON:HOPE WINTER]] into the Memory Clinic, GP Dr [[PERSON:Mensah]] at [[LOCATION:Larkspur Medical Practice]] (reply to [[EMAIL:k.mensah@nhsmail.example.net]])",
]

PHI_FREE: list[str] = [
    "Is the Canadian C-spine rule valid in patients over 65 from the Falls Clinic?",
    "What does a Mallampati class IV mean for the anaesthetist on the Day Surgery Unit?",
    "Compare the Abbey Pain Scale with PAINAD in advanced dementia.",
    "Eylea versus Lucentis in neovascular AMD: what did the VIEW trials show?",
    "Grace score above 140 after NSTEMI - which patients go to the cath lab within 24 hours?",
    "Is the CHIME framework (Connectedness, Hope, Identity, Meaning, Empowerment) used on the Acute Mental Health Unit?",
    "Will tenecteplase replace alteplase under the ESO 2023 guidance?",
    "start Donepezil 5 mg at night, review at the Memory Clinic in 6 weeks",
    "Faith-based objections to blood transfusion: how does the Blood Bank manage Jehovah's Witness patients?",
    "ACE-III, MoCA and the Addenbrooke's score all drop with low education - which to use?",
    "Phonak Audéo Lumity or Oticon Intent for a severe sloping loss?",
    "Charcot foot on the Diabetes Foot Clinic list: offload in a TCC or an Aircast walker?",
    "Colles, Smith and Barton fractures - which need an ORIF per BOAST 2017?",
    "what is the Silverman-Andersen score and when do we start CPAP in Nursery 1",
    "Is Curosurf dosed at 200 mg/kg for the first dose per the European Consensus 2022?",
    "How is Van Herick grading done at the slit lamp?",
    "NIHSS 4 but disabling aphasia - thrombolyse under the WAKE-UP or EXTEND criteria?",
    "Fresh Frozen Plasma or Octaplex for warfarin reversal with an ICH?",
    "Does Glanzmann thrombasthenia need platelets before a dental extraction at the Dental Hospital?",
    "Apgar 6 at 1 minute and 9 at 5 minutes - does the baby go to the Postnatal Ward?",
    "Ward 9 has no Giraffe OmniBed free, use the Resuscitaire in the Labour Ward",
    "Parkinson's patients on Madopar need doses on time: ask the Parkinson's Nurse Specialist",
    "The Hyperacute Stroke Unit takes referrals from the Emergency Department 24/7.",
    "Is Bell's palsy an indication for prednisolone 50 mg daily for 10 days?",
    "should we use the Wells or the Geneva score in pregnancy?",
    "is the Edmonton Frail Scale or the Rockwood Clinical Frailty Scale better on the Frailty Unit?",
    "Weil's disease with jaundice: benzylpenicillin or doxycycline 100 mg BD?",
    "Stevens-Johnson after lamotrigine: SCORTEN on admission to the Burns Unit",
    "Why is Cushing's triad a late sign of raised ICP?",
    "Sister on the Transfusion Team says the Rhesus D immunoglobulin goes before 72 hours",
    "the Charge Nurse and the Discharge Coordinator want the TTOs ready by noon",
    "Addison's crisis: hydrocortisone 100 mg IM, then 200 mg over 24 hours per the Society for Endocrinology 2020 card",
    "Garden III intracapsular NOF - hemiarthroplasty under NICE CG124?",
    "Does Manchester triage put chest pain with a normal ECG in orange?",
    "Are Down syndrome babies screened with the Newborn Hearing Screening Programme protocol differently?",
    "Glasgow-Blatchford 0 - discharge from the Acute Medical Unit without endoscopy?",
]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "v")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())

# ruff: noqa: E501
"""Builds the seventh blind PHI sentence set (English only),
src/clinrag/data/eval/pii_languages_blind7/sentences.jsonl.

Written blind (branch ``blindpii7``): the author read neither the de-identifier nor its
evaluation, only the earlier blind build scripts (for the record format and to avoid their
shapes and surrogate values). Each sentence is written by hand below with its PHI marked
``[[TYPE:value]]``; offsets are computed from the markup, never typed. Rows are in the record
format of ``pii_languages`` (``id`` ``en-yNNN``, ``lang``, ``source``, ``text``, gold ``spans``,
``phi_free``); the language loader splits them into dev and test halves by id. This round's
shapes: voice-dictation transcripts with dates, phones and numbers spoken in words, rows pasted
from spreadsheets and ward lists (tabs and pipes), specimen and wristband labels, e-mail and
text-message headers, United States records (SSN, Medicare number, ZIP), and PHI-free sentences
where names, places and ordinary words live inside clinical terms (Frank haematuria, Pearl
Index, Lyme disease, Lassa fever, Pierre Robin sequence, Sister Mary Joseph nodule).

``python scripts/build_pii_languages_blind7.py`` writes the file and prints its counts.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind7/sentences.jsonl"

PHI = [
    # Voice-dictation transcripts: no capitals, numbers and dates spoken in words.
    "dictation begins letter to doctor [[PERSON:farrell]] re [[PERSON:kezia moyo]] date of birth [[DATE:fourth of march nineteen thirty one]] full stop",
    "her mobile is [[PHONE:oh seven seven double oh nine hundred four five six]] new paragraph she lives with her son [[PERSON:lorcan]]",
    "hospital number [[MRN:F R H seven two one three three nine eight]] comma seen in the diabetic foot clinic today",
    "mister [[PERSON:abernethy]] is [[AGE:ninety four]] and still drives full stop reviewed on the [[DATE:twenty third of november]]",
    "copy to [[PERSON:anneliese]] at [[EMAIL:anneliese dot brandt at homemail dot example]] end of dictation",
    "the patient [[PERSON:tobias lindqvist]] attended with his wife [[PERSON:solveig]] open bracket interpreter not required close bracket",
    "please book mrs [[PERSON:ifeoma nnadi]]'s angiogram for next [[DATE:tuesday the first of december]] thank you",
    # Rows pasted from spreadsheets, ward lists and bed boards.
    "[[MRN:FRH4471902]]\t[[PERSON:ACHTERBERG, Ilona]]\t[[DATE:1939-05-17]]\tBay 2 bed 6\tNEWS2 3",
    "| [[DATE:03/11]] | [[PERSON:T. Okoro]] | eGFR 22 | AKI stage 2 | renal r/v |",
    "Bed 9 | [[PERSON:Marchetti, Dario]] ([[AGE:97]]) | #NOF day 2 | Oramorph PRN | NOK [[PERSON:Luisa]] [[PHONE:07700 900 518]]",
    "SR3\t[[PERSON:Hollis-Brown]]\tC. diff +ve\tisolate\t[[PERSON:KT]] to swab [[DATE:Wed 25th]]",
    "row 14: [[PERSON:oyelowo b]], [[SSN:612 309 4478]], [[ZIP:DM4 2RQ]], declined flu jab",
    "Chair 3 - [[PERSON:Beatrix Underhill]] - cycle 4 Pembrolizumab - pump SN [[DEVICE_ID:41-77302]] - collect [[DATE:Fri 27/11]]",
    # Specimen labels, wristbands and stickers.
    "Specimen label: [[PERSON:DRUMMOND Fiona]] / [[DATE:12.12.1948]] / [[MRN:FRH 552 0193]] / collected [[DATE:24/11/26]] 06:40",
    "Wristband reads [[PERSON:KOWALCZYK-HART, Ewa]] [[DATE:09-Jan-1944]] [[SSN:478 220 1936]] - allergy band red (penicillin)",
    "Addressograph: Mr [[PERSON:Desmond Achebe-Clarke]]  [[DATE:02/02/1941]]  [[SSN:467 301 8825]]  [[MRN:FRH0091157]]",
    "Sticker: [[PERSON:SANTOS, Rafael]]  [[MRN:H-0094-3371]]  Ward 8  Cons: Dr [[PERSON:P. Laine]]",
    # E-mail and message headers.
    "Subject: RE: urgent 2WW - Mrs [[PERSON:Halvorsen]] ([[SSN:943 476 5919]]) biopsy result",
    "From: [[PERSON:Orla Tierney]] <[[EMAIL:orla.tierney@adelaide-trust.example]]>  To: cardiac day unit  Date: [[DATE:Thu, 19 Nov 2026]] 08:02",
    "Fwd: semen analysis for [[PERSON:Gareth Pryce]] - partner [[PERSON:Cerys]] is on day 3 of stims",
    "text from [[PHONE:+44 7700 900 641]]: hi its [[PERSON:delphine]] [[PERSON:noah]]s mum he has a temp of 38.9 after chemo what do i do",
    "WhatsApp from Dr [[PERSON:Iqbal]] ([[PHONE:07700 900 377]]): pls see [[PERSON:ghosh]] in resus, trop 900, cath lab aware",
    "Voicemail left for Ms [[PERSON:Farah Siddiqui]] on [[PHONE:01632 960 114]] re her Zika test",
    # Clinic and search-box questions.
    "can [[PERSON:Lorna Quigley]] have her Shingrix while on methotrexate, she flies to Peru on [[DATE:14 Dec]]",
    "malaria prophylaxis for [[PERSON:Joseph Mwangi]] ([[AGE:91]]) visiting family in Uganda, eGFR 29",
    "is it ok to give Ixiaro to Mrs [[PERSON:Nakamura]]'s daughter [[PERSON:Emi]], she's breastfeeding",
    "dose of clindamycin for osteomyelitis, Mr [[PERSON:Boateng-Ward]] [[MRN:FRH 771 0283]], 118 kg",
    "does [[PERSON:Fenella Crisp]] need to stop apixaban before her Mohs on the [[DATE:8th]]?",
    "[[PERSON:harold]] in bay 4 asks if he can fly to Spain after his stent on [[DATE:2nd December]]",
    "what FSH is too high for IVF - asking for [[PERSON:Imogen Slater]] (DOB [[DATE:3/7/88]])",
    "ticagrelor and warfarin together? [[PERSON:Albert Osei]] [[SSN:625-448-1093]] PCI last [[DATE:Thursday 19/11]]",
    # Referral, letter and report fragments.
    "Referred by Dr [[PERSON:Gideon Ashworth]], [[LOCATION:Millstream Surgery]], [[ADDRESS:2 Ferrier Lane]], [[LOCATION:Ravensholt]] [[ZIP:RV3 8TN]]",
    "Dear Professor [[PERSON:Oyinlola]], I saw [[PERSON:Arwen Price-Jenkins]] in the Teledermatology clinic on [[DATE:November 12, 2026]]",
    "Home address: [[ADDRESS:Rose Cottage, 41 Bishops Walk]], [[LOCATION:Calder Heath]], [[ZIP:CH2 5QL]] - access via the side gate",
    "NHS number [[SSN:702 556 8813]] / unit number [[MRN:FRH6610043]] / date of birth [[DATE:31st of January 1930]] ([[AGE:96]])",
    "Travel insurance [[HEALTH_PLAN_ID:TRV-2291-448-GB]] with the assistance line, case handler [[PERSON:Brigitte]]",
    "Self-funded cycle: invoice account [[ACCOUNT:INV4408821]], paid by card at reception",
    "Passport [[ID:548812930]] seen for the yellow fever exemption letter for [[PERSON:Kwame Asiedu-Boateng]]",
    "Trial participant [[ID:PRT-019-0442]], randomisation [[ID:R20913]], initials [[PERSON:J.W.]] - visit 3 completed [[DATE:2026/11/20]]",
    "Loop recorder Reveal LINQ serial [[DEVICE_ID:RLA884120G]] implanted in Mr [[PERSON:Calloway]] on [[DATE:14NOV26]]",
    "Insulin pump Omnipod 5 PDM [[DEVICE_ID:PDM-7730-1192]] paired for [[PERSON:Saffron Leigh]] ([[PERSON:saffy]])",
    "CGM transmitter ID [[DEVICE_ID:8JK4M2]] shared with the clinic by [[PERSON:Ahmad Karimi]]'s wife",
    "Images uploaded from [[IP_ADDRESS:192.168.4.77]] by the patient's niece [[PERSON:Taini]] via [[URL:https://teleskin.example/upload/k9f2m]]",
    "eCRF locked for [[ID:STR-044-1178]] from terminal [[IP_ADDRESS:172.20.14.9]] by [[PERSON:LBrooks]]",
    "Results on [[URL:https://patient.ravensholt-ivf.example/cycle/449102]] - password sent to [[PHONE:07700 900 262]]",
    "HCPC [[LICENSE:CH30442]] - [[PERSON:Aled Rees]], Specialist Podiatrist (Band 6), tel [[PHONE:01632 960 587 x21106]]",
    "GPhC [[LICENSE:2081377]] - prescribing pharmacist [[PERSON:Sunita Bhatt]], Travel Clinic",
    "Dr [[PERSON:Wilhelmina Agyeman]] GMC [[LICENSE:7719023]] (ST4 Dermatology) countersigned by [[PERSON:HB]]",
    "driving licence [[LICENSE:PRICE802146AB9QX]] - told not to drive for 4 weeks after the NSTEMI",
    "Hospital transport booked [[ACCOUNT:PTS/772013]], ambulance car [[VEHICLE_ID:YX21 KDO]] to collect Mrs [[PERSON:Dunleavy]] at 07:15",
    "Parking permit for [[VEHICLE_ID:GN68 TPW]] issued to Mr [[PERSON:Varga]] for daily chemo",
    "the pt's grandson [[PERSON:Kaelan]] parks his van ([[VEHICLE_ID:BV15 HYR]]) outside [[ADDRESS:9 Weavers Yard]], [[LOCATION:Fenmoor]]",
    "Attended from [[LOCATION:Lavender Court Care Home]] with carer [[PERSON:Blessing]]; [[LOCATION:Abbeyfield Surgery]] informed",
    "Seen at [[LOCATION:Broadwater Heart Centre]] Cath Lab 2; referred from [[LOCATION:Penhallow District Hospital]]",
    "Works as a chef at [[LOCATION:The Anchor Inn]], [[LOCATION:Saltmarsh St Mary]] - handles raw fish, so hep A given",
    # United States records.
    "Pt [[PERSON:Marisol Reyes-Ortiz]], DOB [[DATE:7/4/1952]], SSN [[SSN:531-88-2046]], Medicare ID [[HEALTH_PLAN_ID:2KD7-RT3-PN41]], visiting from [[LOCATION:Tucson]]",
    "US address [[ADDRESS:4410 Sycamore Bend Road]], [[LOCATION:Asheville]], NC [[ZIP:28803]]; cell [[PHONE:(828) 555-0147]]",
    "Blue Cross member [[HEALTH_PLAN_ID:XKP907731246]], group [[HEALTH_PLAN_ID:00418]] - pre-auth for the PCI faxed to [[PHONE:+1 828 555 0199]]",
    # Sign-offs, footers and typists.
    "Typed by [[PERSON:mjs]] [[DATE:26.11.2026]] / dictated [[DATE:24.11.2026]] / Dr [[PERSON:K. Oduya]]",
    "[[PERSON:PMenon]] [[DATE:25/11]] 14:32 - photos reviewed, for 2WW list",
    "signed [[PERSON:rosalind achebe]] rn [[DATE:23/11/26]] 22:15 (nights)",
    "Page 1 of 2  [[PERSON:TREVITHICK J]]  [[MRN:FRH 208 4417]]  printed [[DATE:2026-11-25]] 09:14 by [[PERSON:cbarrow]]",
    "file saved as [[PERSON:NAGY_Zsofia]]_travel_[[DATE:20261117]].pdf",
    "Scan [[PERSON:Walsh_B]]_echo_[[DATE:17Nov2026]].dcm attached",
    # Chat, handover and ward talk.
    "[[PERSON:bertie]] ([[AGE:99]]) in side room 1 keeps taking his TR band off, daughter [[PERSON:val]] says hes always been like that",
    "[[PERSON:JJ]] can you chase mr [[PERSON:oduya]]'s bone biopsy, sent [[DATE:mon 23rd]]",
    "handover: [[PERSON:Honor]] in bay 5 - post egg collection, 11 eggs, partner [[PERSON:Rhodri]] to phone extension [[PHONE:40117]] at 2",
    "can u ring [[PERSON:shazia]]s husband [[PERSON:tariq]] on [[PHONE:0161 496 0823]] - she's back from Pakistan with a fever",
    "[[PERSON:Wren]] from the Research team says Mrs [[PERSON:Adebayo-Cole]] withdrew consent on [[DATE:20/11]]",
    "nurse [[PERSON:Mercy]] says pt from [[ADDRESS:Flat 4, 19 Tolpuddle Street]] missed her podiatry again",
    "[[PERSON:Cliff Stone]] in bed 7, not Mr [[PERSON:Stone]] in bed 2 - the kidney stone is bed 7's",
    "pls tell Dr [[PERSON:Frank]] that [[PERSON:Frank Mills]] has frank haematuria again",
    "email from [[EMAIL:bev.okafor58@inbox.example]] asking for her mum's dressing plan, mum is [[PERSON:Grace Okafor]] ([[AGE:93]])",
    "portal message from [[PERSON:Paget, Dennis]]: my alk phos was 412 on [[DATE:Oct 30th]], is that the Paget's?",
]

PHI_FREE = [
    "Frank haematuria with clots; Urology Nurse Specialist to arrange a flexible cystoscopy within 2 weeks",
    "Pearl Index for the combined pill is about 0.3 with perfect use; Gardner syndrome needs a colectomy discussion",
    "Paget's disease of bone: alkaline phosphatase 412, Zoledronic acid 5 mg IV, recheck in 3 months",
    "Lyme disease after a tick bite while hill walking: Doxycycline 100 mg BD for 21 days per NICE NG95",
    "Lassa fever, Marburg and Ebola are Hazard Group 4 - call the Imported Fever Service before any sample leaves",
    "West Nile virus and Japanese encephalitis are both flaviviruses; Ixiaro covers only the latter",
    "Rift Valley fever, Crimean-Congo haemorrhagic fever and Kyasanur Forest disease are on the UKHSA list",
    "German measles in pregnancy: Rubella IgM and IgG, refer to the Fetal Medicine Unit",
    "Pierre Robin sequence: Tübingen palatal plate, Cleft Lip and Palate Team, Special Care Baby Unit",
    "Sister Mary Joseph nodule and Virchow's node both raise concern for gastric cancer; CT TAP and OGD",
    "Guillain-Barré syndrome: Hughes grade 3, IVIG 2 g/kg over 5 days, monitor FVC four times a day",
    "Bell's palsy: House-Brackmann grade IV, Prednisolone 60 mg for 5 days, eye care with Lacri-Lube",
    "Horner's syndrome and Pancoast tumour: MRI brachial plexus, Lung MDT on Tuesday",
    "Argyll Robertson pupils, Romberg's sign positive - Syphilis serology and the GUM Clinic",
    "Chvostek's and Trousseau's signs with calcium 1.78 - Calcium Gluconate 10% 10 ml over 10 minutes",
    "Cushing's syndrome vs Conn's syndrome: overnight Dexamethasone suppression test, then aldosterone-renin ratio",
    "Hodgkin lymphoma stage IIA, Deauville 2 on interim PET-CT, ABVD to continue",
    "Burkitt lymphoma and Wilms tumour both need the Children's Cancer and Leukaemia Group protocols",
    "Kaposi sarcoma and Merkel cell carcinoma were excluded on histology; Breslow thickness 0.6 mm, Clark level III",
    "Dukes' B adenocarcinoma, Nottingham grade 2 elsewhere - Gleason 3+4 on the prostate biopsy",
    "Bishop score 4, Apgar 9 at 5 minutes, Edinburgh Postnatal Depression Scale 14 at the 6-week check",
    "Manchester Triage System orange, Canadian C-spine rule applied, San Francisco Syncope Rule negative",
    "Kansas City Cardiomyopathy Questionnaire 58 and Duke Activity Status Index 21 before the TAVI",
    "Duke criteria for endocarditis: one major, three minor; Jones criteria not met for rheumatic fever",
    "Los Angeles grade C oesophagitis, Sydney system for gastritis biopsies, Atlanta classification for pancreatitis",
    "Rotterdam criteria met for PCOS; Amsterdam criteria and Bethesda guidelines prompt Lynch syndrome testing",
    "Berlin definition: moderate ARDS, PaO2/FiO2 18 kPa, prone for 16 hours per the Faculty of Intensive Care Medicine",
    "Tokyo Guidelines 2018 grade II cholecystitis; Murphy sign positive; Hartmann's procedure not needed",
    "Whipple's procedure for ampullary carcinoma; Roux-en-Y reconstruction; Creon 25000 with meals",
    "Seldinger technique for the Swan-Ganz catheter; Hickman line for TPN; Foley 12Ch in situ",
    "Lichtenstein mesh repair vs Shouldice repair for the inguinal hernia - Pfannenstiel incision not relevant",
    "Stockholm syndrome and Munchausen syndrome by proxy are covered in the Safeguarding Children Level 3 module",
    "Alzheimer's disease with Lewy bodies: Addenbrooke's Cognitive Examination 71, Montreal Cognitive Assessment 19",
    "Huntington's disease, Tourette syndrome and Asperger profile all seen in the Neuropsychiatry Clinic",
    "Ehlers-Danlos syndrome hypermobile type, Beighton score 7, Crigler-Najjar excluded on bilirubin",
    "Waterlow 18, Braden scale 12, Norton scale 11 - Repose mattress and 2-hourly turns",
    "Mallampati 3, Cormack-Lehane grade 2 with the McGrath videolaryngoscope, Difficult Airway Alert",
    "Humira pen 40 mg fortnightly, Dupixent 300 mg, Keytruda every 3 weeks - Homecare via Sciensus",
    "Ozempic, Mounjaro and Trulicity shortages: switch per the Regional Medicines Optimisation Committee",
    "Buccolam 10 mg, Glucogel and Emerade 300 in the School Medicines Box at the Children's Centre",
    "Kidney stone 6 mm at the PUJ; Swift recovery after ureteroscopy, Stone Clinic in 6 weeks",
]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "y")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())

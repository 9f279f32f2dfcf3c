# ruff: noqa: E501
"""Build the eighth blind PHI sentence set (src/clinrag/data/eval/pii_languages_blind8).

Why a script: every gold span is marked `[[TYPE:value]]` in the sentence it belongs to and its
offsets are computed, so no offset is typed by hand. English only; this round's voices are
spoken dictation, chat and team messages, e-mails and web or paper forms. PHI-free sentences
carry clinical look-alikes (eponyms, places in disease names, brands, scores, device names).

Run: python scripts/build_pii_languages_blind8.py   (standard library only)
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/clinrag/data/eval/pii_languages_blind8/sentences.jsonl"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]", re.DOTALL)

# Spoken dictation: lower case, numbers in words, punctuation spoken or missing.
DICTATION = [
    "this is doctor [[PERSON:okonkwo]] dictating on [[PERSON:marguerite lefèvre]] hospital number [[MRN:k four four nine one two zero]] seen today in the falls clinic",
    "patient is a [[AGE:ninety seven]] year old lady from [[LOCATION:kilmurry north]] admitted on the [[DATE:third of november]] with a urinary tract infection",
    "please copy to her daughter [[PERSON:siobhan]] on [[PHONE:oh eight seven five five five two one four six]] full stop",
    "date of birth [[DATE:twelfth of july nineteen twenty nine]] new paragraph impression delirium secondary to constipation",
    "the gp is doctor [[PERSON:ruairi mac an tsaoir]] at [[LOCATION:carrigbawn primary care centre]] comma please send a copy",
    "email the letter to [[EMAIL:p dot iyer at clinicmail dot example]] and mark it urgent",
    "dictated by [[PERSON:hamish macaskill]] consultant geriatrician typed by [[PERSON:jb]] date typed [[DATE:eighteenth november]]",
    "he lives at [[ADDRESS:forty one kiln road]] [[LOCATION:aldermoor]] postcode [[ZIP:a l seven three q t]] with his wife",
    "nhs number [[SSN:four eight five seven seven two one nine nine three]] i'll spell the surname [[PERSON:n g u y e n]]",
    "right so mister [[PERSON:van der merwe]] turned [[AGE:one hundred and one]] last week and the family threw a party on the ward",
    "follow up in the clinic on [[DATE:monday the seventh of december]] with a repeat echo",
    "his carer [[PERSON:thandiwe]] rang from [[PHONE:oh seven seven hundred nine hundred double four one]] about the pressure sore",
    "scan requested under accession [[ID:r a d nine nine two zero four one]] please chase",
    "medicare number is [[HEALTH_PLAN_ID:two nine five one four four eight two seven one]] and she's a pensioner",
    "okay the patient's daughter [[PERSON:dorota kowalczyk]] wants a call back before five",
    "seen in [[LOCATION:strathkeld dental care]] on the [[DATE:ninth]] by the hygienist [[PERSON:eilidh]]",
    "chi number [[SSN:one seven zero three four one two two eight six]] next line presenting complaint",
    "she was born in [[DATE:march nineteen thirty three]] so she's [[AGE:ninety three]] now",
    "voice note to self ring [[PERSON:declan]] at the coroner's office on [[PHONE:oh one six three two nine six oh four two two]] extension [[PHONE:three one]]",
    "the pump serial number is [[DEVICE_ID:n g three seven seven zero one nine]] and the battery is flat",
    "brought in by her neighbour mrs [[PERSON:ó dálaigh]] who found her on the floor",
]

# Chat and team messages, texts and voicemail transcripts.
CHAT = [
    "@[[PERSON:mei-ling.nguyen]] can you see bed 14 - [[PERSON:Björn Lindqvist]], K+ is 6.4 on the gas",
    "anyone free to cannulate [[PERSON:Zoë D'Souza]] in side room 3? vein finder is in the sluice",
    "FYI [[PERSON:Tariq bin Rashid]] (DOB [[DATE:4/9/51]]) has gone to CT, porter is [[PERSON:Kwame]]",
    "Thx [[PERSON:Renée]]! I've told the family, son's number is [[PHONE:07700 900418]] if you need him",
    "re [[PERSON:Abernethy]] - pharmacy say the apixaban is on the TTO, collect after 2",
    "[[PERSON:Priya]] pls chase the MRI for [[MRN:RBH7738214]] - radiology said Thursday",
    "Hi it's [[PERSON:Ewa]] from the community team, can't get into [[ADDRESS:Flat 3, 88 Rope Walk]], key safe code changed?",
    "ward clerk: transport booked for [[PERSON:Oisín Fitzgerald-Byrne]], pick-up [[DATE:Fri 27th]] 10:30, booking ref [[ACCOUNT:PTS-440917]]",
    "Text from [[PHONE:0491 570 156]]: 'Mum's inhaler ran out, can the doctor send a script to the chemist in [[LOCATION:Bellbird Ridge]]?'",
    "Voicemail 09:14 from [[PERSON:Chidi Okonkwo]], [[PHONE:(613) 555-0172]], asking about his wife's biopsy results",
    "Reminder: your appointment with Dr [[PERSON:Haddad]] is on [[DATE:12/3]] at 9:40 at [[LOCATION:Maple Narrows Family Health Team]]. Reply Y to confirm",
    "🙏 thanks [[PERSON:Nomvula]], Gogo is home safe, the bakkie [[VEHICLE_ID:CA 481-227]] broke down on the way tho",
    "@here who has the bleep for Ward 7B nights? [[PERSON:Callum]] is off sick",
    "[[PERSON:jlefevre]] joined the chat. [[PERSON:jlefevre]]: sorry late, was in resus with the [[AGE:94]]yo",
    "can someone tell Mr [[PERSON:Papadopoulos]]'s wife the ward number is [[PHONE:01632 960771]] not the switchboard",
    "Teams msg from [[PERSON:Anaïs Moreau]]: the IVF couple ID is [[ID:CPL-20817]], embryology has the straws",
    "omg the label says [[PERSON:HADDAD Farah]] but the wristband says [[PERSON:HADDAD Yusuf]] - DO NOT RUN the sample",
    "New msg (WhatsApp) [[PERSON:Lakshmi Iyer]]: doctor my father [[PERSON:Venkatesh]] sugar 312 after food what to do",
    "ok booked [[PERSON:Jean-Luc St-Pierre]] into the [[DATE:Dec 2]] list, consent form in his folder",
    "Missed call from [[PHONE:+27 (0)21 555 0193]] - probably the daughter in [[LOCATION:Rondebosch East]]",
    "[[PERSON:Hemi]] says Koro is refusing the CPAP again, can physio pop by",
    "pls update [[PERSON:Wiremu Kealoha]]'s address to [[ADDRESS:62 Jacaranda Street]], [[LOCATION:Wattle Downs]] [[ZIP:2793]]",
    "Slack #bed-flow: [[PERSON:Declan Mulcahy]] 11am discharge, waiting on the TTO and the [[LOCATION:Mercy Lodge Nursing Home]] bed",
    "hey its [[PERSON:Malia]] 😊 can i move my smear to next [[DATE:Tuesday the 8th]]",
    "DM from the registrar: [[PERSON:Ngaio]], patient in cubicle 4 is on Medicaid [[HEALTH_PLAN_ID:44120938871]], social work aware",
    "The portal login for [[PERSON:Saoirse Quinlan]] is locked, last attempt from [[IP_ADDRESS:10.44.18.202]]",
]

# E-mails: headers, greetings, bodies and sign-offs.
EMAIL = [
    "From: [[PERSON:Gráinne Ó Briain]] <[[EMAIL:grainne.obriain@hse.example.ie]]> Sent: [[DATE:Tuesday 24 November 2026]] 16:02",
    "To: [[EMAIL:omfs.referrals@nhs.example.org]]; Cc: [[PERSON:Hamish Cruickshank]] Subject: Urgent - [[PERSON:MACASKILL, Morag]] CHI [[SSN:2104461193]]",
    "Dear Dr [[PERSON:van Wyk]], thank you for seeing [[PERSON:Pieter Botha]] (folder [[MRN:PB204417]]) in the movement disorders clinic.",
    "Hi [[PERSON:Søren]], the coroner's officer ([[PERSON:Rhiannon Gill]], [[PHONE:01632 960553]]) needs your statement by [[DATE:4 Dec]].",
    "Please find attached the I-693 for [[PERSON:DE LA CRUZ, Joaquín]], A-Number [[ID:A204-883-119]].",
    "Kind regards, [[PERSON:Anne-Sophie Beaulieu]] | Clinical Pharmacist | [[LOCATION:Port Ashgrove Regional Health Centre]] | [[PHONE:613-555-0148]] ext. [[PHONE:2291]]",
    "Re: SIN [[SSN:046 454 286]] on the disability form - the claimant's name is spelled [[PERSON:Lefèvre]], with the accent.",
    "I am writing on behalf of my mother, [[PERSON:Ingrid ter Horst]], who is [[AGE:96]] and lives alone in [[LOCATION:Harlow Springs]].",
    "The invoice (account [[ACCOUNT:ME-INV-77310]]) for the records of [[PERSON:Elif Szabó]] has been paid.",
    "Sent from my iPhone - [[PERSON:Kylie]] [[PHONE:0491 570 110]]",
    "Our ref: [[ID:COR/60331/26]]. Your ref: [[PERSON:RH]]/[[PERSON:kmo]]. Date of death: [[DATE:17.11.26]].",
    "Please update the record: new address [[ADDRESS:Apt 1504, 77 Lakeshore Blvd W]], [[LOCATION:Riverbend]], ON [[ZIP:M8V 2B4]].",
    "Dr [[PERSON:Subramanian]] (KSDC [[LICENSE:A-40921]]) has confirmed the biopsy for [[DATE:2nd December]].",
    "Could you send the discharge letter for [[PERSON:Jun-ho Nakamura]], UR [[MRN:3310982]], to the GP fax [[PHONE:(02) 5550 4471]]?",
    "The school nurse, [[PERSON:Bronwyn Whitehorse]], has the new seizure plan; the VNS serial is [[DEVICE_ID:118904]].",
    "Hello, this is [[PERSON:Adaeze Oyelaran]] from [[LOCATION:Cedar Hollow Medical Center]] billing; your claim [[HEALTH_PLAN_ID:XGB118832607]] was denied.",
    "Out of office until [[DATE:30/11]]; for urgent safeguarding queries contact [[PERSON:Callum MacNeacail]] on [[PHONE:07700 900512]].",
    "The MASH referral for [[PERSON:Ruth Hodgkin]] was submitted from [[IP_ADDRESS:192.168.40.17]] at 14:37.",
    "Link to the recording: [[URL:https://teams.example.com/meet/safeguarding-7731]] (passcode in the next e-mail).",
    "Mr [[PERSON:Parkinson]] asked whether his Parkinson's disease nurse can come to the house in [[LOCATION:Kinnear Falls]].",
    "Best wishes, [[PERSON:Dafydd]] (he/him), on behalf of the team at [[LOCATION:Penrhos Bay Surgery]]",
    "Attached: [[PERSON:Glasgow_Eilidh]]_OPT_[[DATE:20261119]].png and the referral letter.",
    "Her sister [[PERSON:Farah El-Amin]] ([[EMAIL:farah.elamin@mail.example.net]]) is the named contact.",
    "FW: pharmacy account [[ACCOUNT:440219-KX]] for [[LOCATION:Coolabah Creek Pharmacy]] - discharge meds for Mrs [[PERSON:Achterberg]]",
]

# Forms: intake, web, insurance and consent forms, as filled in.
FORMS = [
    "Surname: [[PERSON:O'Sullivan]]  Forename(s): [[PERSON:Tadhg Ciarán]]  PPSN: [[SSN:7716204KA]]  Eircode: [[ZIP:V94 T2X8]]",
    "Patient name (Last, First MI): [[PERSON:Kealoha, Malia K.]]  DOB (MM/DD/YYYY): [[DATE:03/14/1958]]  Sex: F",
    "Policy holder: [[PERSON:Raúl Hernández-Ruiz]]  Member ID: [[HEALTH_PLAN_ID:W88310746]]  Group #: [[HEALTH_PLAN_ID:00417]]",
    "Emergency contact: [[PERSON:Inés da Silva]] / relationship: niece / tel: [[PHONE:+1 416 555 0139]]",
    "Address line 1: [[ADDRESS:H.No. 7-1-44, Station Road]]  City: [[LOCATION:Davanagere]]  PIN: [[ZIP:577001]]",
    "Aadhaar No.: [[SSN:4821 7730 1195]]  Mobile: [[PHONE:+91 98450 22714]]  Blood group: B+",
    "ID number: [[SSN:3907150408085]]  Date of birth: [[DATE:1939/07/15]]  Age: 87",
    "Name of deceased: [[PERSON:Mulcahy, Brendan]]  Age at death: [[AGE:99]]  Place of death: [[LOCATION:St Brigid's University Hospital]]",
    "Vehicle registration (if parking permit required): [[VEHICLE_ID:KX19 FTW]]",
    "Health card number: [[HEALTH_PLAN_ID:4482-117-930-TR]]  Version code: TR  Expiry: [[DATE:2029/05]]",
    "Signature of parent/guardian: [[PERSON:D. Whitehorse]]  Date: [[DATE:Nov 19 2026]]",
    "Prescriber: [[PERSON:Chloé Moreau]]  Prescriber number: [[LICENSE:2277419]]  Practice: [[LOCATION:Bellbird Ridge Medical Clinic]]",
    "Device: Tandem t:slim X2  Serial: [[DEVICE_ID:90044118]]  Warranty ends: [[DATE:8/2028]]",
    "Employer: [[LOCATION:Millbrook Falls Elementary]]  Occupation: school bus driver  CDL: [[LICENSE:OH4410928]]",
    "Web form submitted by [[EMAIL:kowalczyk.d@post.example.com]] from IP [[IP_ADDRESS:172.20.3.77]] on [[DATE:2026-11-21]]",
    "Referral source: self  |  How did you hear about us: [[URL:www.fertilitycentre.example.org/open-evening]]",
    "Bank details for the grant: account holder [[PERSON:Sipho Nkosi]], account no. [[ACCOUNT:62841190375]]",
    "UCI: [[ID:1190-4471]]  Passport no.: [[ID:P3398210]]  Country of citizenship: Philippines",
    "Dental Council reg.: [[LICENSE:DCI-A-11872]]  Clinic: [[LOCATION:Vidyanagar Dental Clinic]], [[LOCATION:Hubballi]]",
    "Occupational therapist: [[PERSON:Olusegun Ferreira-Lobo]] HCPC [[LICENSE:OT71208]]  Visit date: [[DATE:Wed 25/11]]",
    "Hospital number: [[MRN:M0098714]]  Ward: Acute Medical Unit  Consultant: Dr [[PERSON:Ó Dálaigh]]",
    "Child's name: [[PERSON:Anaïs Le Roux]]  School: [[LOCATION:Riverbend Elementary School]]  Grade: 4",
    "GP name and address: Dr [[PERSON:L. Achterberg]], [[ADDRESS:2 Orchard Mews]], [[LOCATION:Caxley]] [[ZIP:CX4 9LR]]",
    "Medicare card: [[HEALTH_PLAN_ID:5170 33921 2]]  IRN: 2  DVA file no.: [[HEALTH_PLAN_ID:QX418831]]",
]

# Phone calls, radio handovers, portal messages and notes typed in a hurry.
CALLS = [
    "Caller: [[PERSON:Lucía Fernandes]], says she is the patient's power of attorney, call-back [[PHONE:(937) 555-0118]].",
    "Ambulance pre-alert: [[AGE:92]]-year-old male from [[LOCATION:Ashby Fenton]], GCS 11, ETA 8 minutes, crew [[PERSON:Dagný]] and [[PERSON:Mateusz]].",
    "Pharmacy rang: [[PERSON:Arjun Sandhu]]'s methadone pick-up moved to [[LOCATION:Kinnear Falls Pharmasave]] from [[DATE:Monday 30 November]].",
    "Telephone consultation with [[PERSON:Yusuf Haddad]] (identity checked: DOB [[DATE:2 Feb 1962]] and first line of address [[ADDRESS:19 Quarry Hill Rd]]).",
    "Portal message from [[PERSON:Ingrid]]: 'My husband [[PERSON:Björn]] fell again, his walking frame serial is [[DEVICE_ID:WF-2218840]] if the supplier needs it.'",
    "Spoke to Sgt [[PERSON:Quinlan]] at [[LOCATION:Dromkeen]] station; PULSE incident [[ID:19920417]].",
    "Interpreter booked: [[PERSON:Mei-Ling Tran]], Mandarin, job number [[ID:INT-58821]], for [[DATE:1 December]] at 10:00.",
    "Husband ([[PERSON:Kalani]]) called from the car park, silver Camry [[VEHICLE_ID:7HRK392]], asking for help with the wheelchair.",
    "Message left for [[PERSON:Tomás]] on [[PHONE:087 555 2041]] - no answer, will try again tomorrow.",
    "Call from [[LOCATION:Glenmorrie Health Centre]]: district nurse [[PERSON:Morag Abernethy]] reports the syringe driver alarmed overnight.",
    "Remote login to the PACS from [[IP_ADDRESS:10.12.200.45]] by user [[PERSON:svanessen]] flagged by IG.",
    "Patient's son [[PERSON:Ravinder Kaur-Gill]] asked us to stop posting letters to [[ADDRESS:5 Bóthar na Trá]], [[LOCATION:Ballinacrag]].",
    "Handover: bay 2 bed 4 is Mrs [[PERSON:Nkosi]], no wait, Mrs [[PERSON:Dlamini]], the [[PERSON:Nkosi]] lady went home",
    "Medical examiner [[PERSON:El-Amin]] confirms case [[ID:ME-26-40117]] is released to [[LOCATION:Harlow Springs Funeral Home]].",
    "OT visit to [[ADDRESS:Unit 4/17 Banksia Parade]], [[LOCATION:Kurrajong Flats]] [[ZIP:2756]] on [[DATE:25/11]]: rails fitted.",
    "Safeguarding: the niece, [[PERSON:Kwame Mbeki-Hart]], holds the bank card; account ending [[ACCOUNT:88413207]].",
    "Discharge summary e-mailed to [[EMAIL:reception@wattledowns-gp.example.com.au]] on [[DATE:20 Nov]].",
    "The consent video is at [[URL:https://consent.example.org/v/omfs-44190]] - send to [[PERSON:Joaquín]] before his biopsy.",
    "Allergy clinic letter for [[PERSON:Zoë]] (UR [[MRN:611402]]) - peanut sIgE 14.2, EpiPen Jr prescribed.",
    "Transferred from [[LOCATION:Mthatha Regional Hospital]] on [[DATE:11/18/2026]]; referring doctor [[PERSON:Nomvula Pillay]], HPCSA [[LICENSE:MP0612284]].",
    "He was a miner in [[LOCATION:Polokwane]] until [[DATE:March 1998]]; now [[AGE:91]] and on home oxygen.",
    "Recorded line: this is [[PERSON:Chloé]] from the fertility unit returning a call to [[PHONE:01632 960 884]].",
    "Results for [[PERSON:ST-PIERRE, Jean-Luc]] (OHIP [[HEALTH_PLAN_ID:1182-553-094-KQ]]) sent to the family physician.",
    "Home visit: lives with partner [[PERSON:Ewa]] and two dogs at [[ADDRESS:Croft 4, Achnaba]], [[LOCATION:Inverallan]] [[ZIP:IV36 2QE]].",
    "A-Number [[ID:A087-114-552]] belongs to the brother, not to [[PERSON:Nur Aisyah bin Rashid]]; corrected by [[PERSON:ab]].",
    "The coroner's inquest into the death of [[PERSON:Brendan Gallagher]] opens [[DATE:January 14, 2027]].",
    "Radio: [[LOCATION:Cedar Hollow]] Medic 4 to base, patient [[PERSON:Harlan Whitmore]], [[AGE:103]], DNR on file, en route.",
    "'Hi Doc, it's [[PERSON:Bronwyn]] again, [[PERSON:Liam]]'s school nurse rang about his seizure plan' - voicemail, [[DATE:Thurs 26th]].",
    "SMS to [[PHONE:082 555 0376]]: Your grant medical assessment is on [[DATE:03/12]] at [[LOCATION:Bellville South Community Health Centre]].",
    "Call log: [[DATE:11/24]] 15:10, [[PERSON:Gallagher]] re refill of OxyContin, told to see Dr [[PERSON:Hernández]].",
]

# Labels, lists and lines pasted between systems.
PASTED = [
    "[[PERSON:VAN DEN BERG, Annelie]] | [[MRN:RBH4410273]] | [[DATE:07-Nov-2026]] | Ward 12 | NEWS2 5",
    "[[PERSON:bin Rashid, T]]\t[[DATE:19/11/26]]\tCRP 212\tfor CT abdo",
    "Bed 6: [[PERSON:Ó Briain, Ruairí]], [[AGE:95]], #NOF day 2, Hb 84 - transfuse 1 unit",
    "Specimen: [[ID:LAB-26-0044812]]  Patient: [[PERSON:DA SILVA, Inés]]  Collected [[DATE:11/25/26]] 06:40",
    "Wristband: [[PERSON:NAKAMURA Jun-ho]] [[DATE:15.03.2019]] [[MRN:K4471890]]",
    "Sticker: [[PERSON:Mbeki-Hart, Thandiwe]] / [[SSN:943 476 5919]] / [[ADDRESS:31 Voortrekker Road]]",
    "File: [[PERSON:ODALAIGH_Tadhg]]_coroner_statement_[[DATE:2026-11-20]].docx",
    "Printed [[DATE:26/11/2026]] 07:12 by [[PERSON:mkowalczyk]] on PC [[IP_ADDRESS:172.28.14.9]]",
    "1. [[PERSON:Naidoo, Lakshmi]] - OSMF, biopsy booked\n2. [[PERSON:Iyer, Venkatesh]] - denture review",
    "Barcode [[ID:PM2026/0417]] | post-mortem | Dr [[PERSON:Bell]] | Bell's palsy noted in history",
    "Kit return label: [[PERSON:Renée Beaulieu]], [[ADDRESS:4432 Rang Saint-Joseph]], [[LOCATION:Sainte-Odile-du-Lac]] QC [[ZIP:G0R 3K0]]",
    "Attendance: [[PERSON:K. Nguyen]] (chair), [[PERSON:A. Haddad]], [[PERSON:S. MacAskill]], [[PERSON:T. Dlamini]] - apologies [[PERSON:P. Iyer]]",
    "CGM transmitter [[DEVICE_ID:8G4KX7]] paired to phone of [[PERSON:Elif]] on [[DATE:Nov 20th]]",
    "Parking permit [[VEHICLE_ID:241-KY-1187]] issued to [[PERSON:Siobhán Mulcahy]] (carer)",
    "Driver licence [[LICENSE:D2201-44819-77014]] seen as ID for [[PERSON:Raúl]]",
    "Donor no. [[ID:EGG-0914]] - recipient [[PERSON:Anne-Sophie Tremblay]] - transfer day 5, [[DATE:28/11]]",
    "Prescription: [[PERSON:Ngaio Kealoha]] [[DATE:26.11.2026]] amoxicillin 500 mg tds 5/7 - Dr [[PERSON:Lindqvist]] MCNZ [[LICENSE:49921]]",
    "QR code on the plan links to [[URL:https://plans.example.net/s/8814a2]] ([[PERSON:Liam Whitehorse]])",
    "Next of kin: [[PERSON:Fitzgerald-Byrne, Oisín]] (son), [[ADDRESS:Apt 12, The Maltings]], [[LOCATION:Dromkeen]], [[ZIP:V42 K8P3]]",
    "Ledger: hospice account [[ACCOUNT:31187-0442]] closed for [[PERSON:Ngaio MacNeacail]]",
    "Rota swap: Dr [[PERSON:Papadopoulos]] covers [[DATE:Sat 5 Dec]], pager [[PHONE:4471]]",
    "To: [[PERSON:Achterberg]], [[PERSON:Szabó]], [[PERSON:Oyelaran]] - the MDT is moved to [[DATE:1/12]]",
    "Tel triage: [[PERSON:Jean-Luc]] [[PHONE:+1 (613) 555-0107]] - chest pain, 911 advised",
    "Clinic list [[DATE:Friday 4 December]]: 09:00 [[PERSON:Morag Crohn]] (Crohn's disease review), 09:20 [[PERSON:Emile Addison]]",
    "Contact the family liaison officer, DC [[PERSON:Haddad]], [[EMAIL:fl.officer@police.example.org]]",
]

PHI = [*DICTATION, *CHAT, *EMAIL, *FORMS, *CALLS, *PASTED]

# PHI-free: clinical look-alikes in the same voices (eponyms, places in disease names, brands).
PHI_FREE = [
    "dictation continues impression Parkinson's disease Hoehn and Yahr stage three start Madopar sixty two point five milligrams three times a day",
    "glasgow coma scale fourteen out of fifteen E four V four M six pupils equal and reactive",
    "plan repeat CT in two weeks and review in the Hodgkin Lymphoma MDT on Thursday",
    "past history Crohn's disease on Humira forty milligrams every other week last Harvey Bradshaw Index three",
    "Bell's palsy on the left House-Brackmann grade four started prednisolone fifty milligrams for ten days",
    "new paragraph Addison's disease sick day rules discussed Plenadren five milligrams and emergency Solu-Cortef kit",
    "Graves' disease on carbimazole twenty milligrams once daily TSH receptor antibodies positive",
    "query Cushing's syndrome overnight dexamethasone suppression test requested with Synacthen if needed",
    "Romberg positive Lhermitte's sign present Uhthoff phenomenon in the shower EDSS four point five",
    "Ross River virus serology IgM positive after the camping trip arthralgia in both wrists",
    "Murray Valley encephalitis and Japanese Encephalitis vaccine status unknown send Flavivirus serology",
    "Q fever vaccine Q-Vax given skin test negative abattoir worker",
    "Rocky Mountain spotted fever is on the differential doxycycline one hundred milligrams twice daily started",
    "Norwalk-like virus on Ward 5 closed to admissions Infection Prevention aware",
    "Coxsackie hand foot and mouth disease in the nursery Calpol and fluids advised",
    "Hendra virus exposure ruled out by the State Health Department the horse tested negative",
    "@here Sepsis Six bundle audit is due, Sepsis Lead wants the CQUIN data by Friday",
    "anyone know if the Dexcom G7 sensors are on the Formulary yet or still the Libre 2 Plus",
    "FYI the new Omnipod 5 pumps come with the Controller, not the Tandem Mobi app",
    "pharmacy says Ozempic is back in stock but Mounjaro 5 mg pens are short until January",
    "can physio see the #NOF in bay 3, Waterlow 18, Braden 12, Norton 11",
    "NEWS2 7, qSOFA 2, lactate 4.1 - Sepsis Pathway started, Tazocin 4.5 g given 14:20",
    "reminder: Schwartz Rounds on Wednesday in the Education Centre, topic is moral injury",
    "VNS magnet swipe aborted the cluster, LivaNova rep coming Tuesday to interrogate the SenTiva",
    "the Hickman line needs a Heparin Lock 50 units/5 mL, not TauroLock",
    "the CPAP is a ResMed AirSense 11, mask Quattro Air size M",
    "Ethics Committee approved the Vanguard phase; SPIRIT checklist attached",
    "Mercy ward is closed for refurbishment, Hope ward taking the overflow from Acute Medical Unit",
    "Victoria Ward and Albert Ward swap the Falls Champion role this month",
    "the Glasgow Admission Prediction Score is 19, flag to the Frailty Team",
    "Beers Criteria and STOPP/START both flag the temazepam; deprescribe via the Medicines Optimisation Team",
    "Dear Colleague, please note the revised Children First guidance and the Tusla referral thresholds",
    "Subject: MASH training - Care Act 2014 section 42 enquiries and Making Safeguarding Personal",
    "Kind regards, Safeguarding Adults Team (Nursing Directorate)",
    "Please find attached the NICE NG12 suspected cancer criteria for oral ulcers over three weeks",
    "The SDCEP guidance on MRONJ risk covers alendronic acid, zoledronic acid and denosumab",
    "We have updated the Khanna and Andrade classification sheet for Oral Submucous Fibrosis",
    "The ASCIA Action Plan (red for EpiPen, orange for Anapen) is the only version schools accept",
    "The I-693 now needs the QuantiFERON-TB Gold Plus or T-SPOT.TB; the Mantoux is no longer accepted",
    "IRCC asks the Panel Physician to upload the chest X-ray through eMedical within 5 working days",
    "CDC Technical Instructions list Class B1 TB, Class B2 TB and Class B3 TB contacts",
    "Subject: Medical Examiner scrutiny - MCCD wording for Idiopathic Pulmonary Fibrosis",
    "The Coroners and Justice Act 2009 Schedule 5 allows a Prevention of Future Deaths report",
    "Out of office: Pharmacy Aseptic Unit closed Boxing Day, Homecare deliveries via Sciensus and Healthnet",
    "Form SA1 replaced by the new Disability Grant assessment; HPCSA guidance applies",
    "The SSA Blue Book Listing 11.09 covers Multiple Sclerosis; Listing 12.04 covers Depressive Disorders",
    "EDSS 5.0, Timed 25-Foot Walk 11.2 s, 9-Hole Peg Test 31 s - MSFC composite attached",
    "Barthel Index 35/100 and Lawton IADL 2/8 recorded on the Functional Assessment form",
    "Hoehn and Yahr stage 4, MDS-UPDRS Part III 48 off medication",
    "Surname: ______  Forename(s): ______  PPSN: ______  (leave blank if not known)",
    "Date of birth (DD/MM/YYYY): __/__/____   Sex: M / F / X   Eircode: ___ ____",
    "Medicare card: [ ] yes [ ] no   DVA card: Gold / White / Orange",
    "Allergies: Penicillin (rash), Elastoplast (blisters) - NKDA crossed out",
    "Blood group O RhD negative, antibody screen negative, Kleihauer not required",
    "Vaccine batch FK4471 (Comirnaty JN.1) - expiry on the box, not recorded here",
    "Lot number 2218840 on the Fresubin carton, not the patient's number",
    "Room 512-B is the Negative Pressure Room; use FFP3 and the Donning Checklist",
    "Bay 4 bed 12: Hickman, TPN, Cyclizine 50 mg tds PRN",
    "Medication: Levetiracetam 500 mg BD, Clobazam 10 mg nocte, Buccal Midazolam 10 mg PRN",
    "Score: CURB-65 2, Wells score 4.5, HAS-BLED 3, CHA2DS2-VASc 5",
    "Device: Medtronic MiniMed 780G with Guardian 4; Serial: see pump screen, not on this form",
    "Occupation: Farmer (Cattle); exposures: Leptospirosis risk, Q Fever vaccinated",
    "Referral reason: Leukoplakia, Lateral Border of Tongue, two-week wait (2WW)",
    "Diagnosis: Lennox-Gastaut Syndrome; Plan: Fenfluramine via Managed Access Programme",
    "Diagnosis: Hashimoto's thyroiditis; Levothyroxine 100 micrograms OD; TFTs in 6/52",
    "Spoke to the Duty Pharmacist: Rivaroxaban 15 mg OD for CrCl 38 per the SmPC",
    "Voicemail from the Blood Bank: O negative stock low, Major Haemorrhage Protocol still active",
    "Call from the Poisons Information Centre re Paracetamol 150 mg/kg ingestion - start NAC",
    "Radio: Medic 12 to Control, STEMI pre-alert, Cath Lab activated, ETA 9",
    "Ambulance pre-alert: FAST positive, onset 40 minutes, NIHSS 14, Thrombectomy Centre notified",
    "Pre-alert from HEMS: Burns 30 % TBSA, Parkland formula running, Regional Burns Unit accepting",
    "Discussed with Microbiology: Clostridioides difficile toxin positive, start Vancomycin 125 mg QDS",
    "Handover: Stroke Unit bed 9, Modified Rankin Scale 4, NG feeding via Corflo tube",
    "Phone triage: Kawasaki disease criteria 4 of 5, refer to Paediatric Cardiology today",
    "Telephone advice: Marburg and Ebola excluded by the Imported Fever Service, malaria RDT negative",
    "Pharmacy: Paxlovid interacts with Tacrolimus; hold and check level on day 5",
    "Portal message: can I take Nurofen with my Eliquis? - replied: no, use Paracetamol",
    "Portal message: when is the Spanish flu anniversary talk? - that's the Medical History Society",
    "Reply: the Hong Kong flu strain (H3N2) is in this year's Fluad Tetra",
    "SMS reminder: Your Bowel Screening kit (FIT) is due; call the Hub with questions",
    "Text: Flu Clinic Saturday at the Health Centre, bring your Red Book for the Fluenz",
    "Crohn's Disease Activity Index 220; Faecal Calprotectin 640; start Ustekinumab induction",
    "Addisonian crisis protocol: Hydrocortisone 100 mg IV then 50 mg QDS, Sodium Chloride 0.9 %",
    "Parkinson's UK nurse line and the Glasgow Benefit Inventory were both mentioned in clinic",
    "Hodgkin Reed-Sternberg cells on the Core Biopsy; PET-CT Deauville 3 after ABVD",
    "Burkitt Lymphoma protocol R-CODOX-M/R-IVAC; Tumour Lysis Prophylaxis with Rasburicase",
    "Wilson's disease screen: Caeruloplasmin 0.12 g/L, Kayser-Fleischer rings on Slit Lamp",
    "Tourette syndrome clinic: Aripiprazole 5 mg, Comprehensive Behavioural Intervention for Tics",
    "Munchausen by proxy is rarely used now; Fabricated or Induced Illness is the RCPCH term",
    "Stevens-Johnson syndrome after Lamotrigine; SCORTEN 2; transfer to the Burns Unit",
    "Wernicke's encephalopathy risk - Pabrinex IV TDS for 3 days then Thiamine PO",
    "Dupuytren's contracture, Tubiana stage 2; Xiapex no longer available, refer Hand Surgery",
    "Osgood-Schlatter disease in both knees; Ibuprofen 200 mg PRN and Physiotherapy",
    "Baker's cyst rupture mimics DVT; Wells score 1, D-dimer negative, no Doppler needed",
    "Colles' fracture, Manipulation Under Anaesthesia, Fracture Clinic in 1/52",
    "Down syndrome annual review: TSH, Coeliac Serology, Audiology and Atlanto-Axial review",
    "Kaplan-Meier curves in the KEYNOTE trial; Keytruda 200 mg every 3 weeks",
    "Lambert-Eaton syndrome with Small Cell Lung Cancer; Amifampridine 10 mg TDS",
]


def parse(marked: str) -> tuple[str, list[dict[str, Any]]]:
    """The text without markup and its PHI spans, offsets computed from the marks."""
    pieces: list[str] = []
    spans: list[dict[str, Any]] = []
    length = last = 0
    for match in MARK.finditer(marked):
        before = marked[last : match.start()]
        pieces.append(before)
        length += len(before)
        phi_type, value = match.groups()
        spans.append({"start": length, "end": length + len(value), "type": phi_type})
        pieces.append(value)
        length += len(value)
        last = match.end()
    pieces.append(marked[last:])
    return "".join(pieces), spans


def rows() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for number, marked in enumerate([*PHI, *PHI_FREE], start=1):
        text, spans = parse(marked)
        if "[[" in text or "]]" in text:
            raise ValueError(f"{number}: a mark left in {text!r}")
        phi_free = not spans
        if phi_free != (number > len(PHI)):
            raise ValueError(f"{number}: PHI sentence without a span or the reverse: {text!r}")
        out.append(
            {"id": f"en-z{number:03d}", "lang": "en", "source": "phi-free" if phi_free else "phi",
             "text": text, "spans": spans, "phi_free": phi_free}
        )  # fmt: skip
    return out


def build() -> str:
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows())


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")


if __name__ == "__main__":
    main()

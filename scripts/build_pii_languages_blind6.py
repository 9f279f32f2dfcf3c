# ruff: noqa: E501
"""Builds the sixth blind PHI sentence set (English only),
src/clinrag/data/eval/pii_languages_blind6/sentences.jsonl.

Written blind (branch ``blindpii6``): the author read neither the de-identifier nor more than
three rows of an earlier sentence set. Each sentence is written by hand below with its PHI marked
``[[TYPE:value]]``; offsets are computed from the markup, never typed. Rows are in the record
format of ``pii_languages`` (``id`` ``en-xNNN``, ``lang``, ``source``, ``text``, gold ``spans``,
``phi_free``). PHI-free sentences are clinical text full of capitalised phrases (eponyms, brands,
services, guidelines and years, trial acronyms, scores) that must not be redacted.

``python scripts/build_pii_languages_blind6.py`` writes the file and prints its counts.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind6/sentences.jsonl"

PHI = [
    # Questions typed into the search box.
    "dose of apixaban for Mr [[PERSON:Bath]]'s AF, he is [[AGE:94]] and 52 kg, Cr 140",
    "can [[PERSON:grace o'donnell]] have a CT with contrast if her eGFR was 28 on [[DATE:3/14]]?",
    "is Mounjaro ok with warfarin - asking for [[PERSON:Kofi]] in bay 3 (dob [[DATE:02.09.41]])",
    "[[PERSON:will fenton]] on clozapine, ANC 1.4 today, does the Clozaril Patient Monitoring Service need to know?",
    "what does the BTS 2023 guideline say about home oxygen for Mrs [[PERSON:Rose Hill]] who still smokes",
    "Pt [[PERSON:Jaswinder Kaur Sandhu]] MRN [[MRN:K 448 2091]] - can she restart Xarelto 48h after her TURBT?",
    "renal dosing of co-trimoxazole, pt [[PERSON:LIU, Wen]] [[SSN:482 117 9036]] eGFR 35",
    "best antiemetic in Parkinson's? [[PERSON:bernard kowalski]] ([[AGE:91]]) vomiting since the [[DATE:4th]]",
    "does [[PERSON:Aisling]] need a Hep B booster before her placement at [[LOCATION:Carrow Bus Depot]]?",
    "interaction between Paxlovid and tacrolimus - Mr [[PERSON:Oyelaran]] transplant clinic [[LOCATION:St Aldhelm's]]",
    "max paracetamol for a 41kg lady, [[PERSON:Hope Dunmore]], LFTs deranged since [[DATE:Friday 7 Feb]]",
    "[[PERSON:Tariq]] from Ward 4 at [[LOCATION:Kingsmere General]] asking: is a QTc of 510 ok for ondansetron?",
    # Handover lines.
    "bed 12 [[PERSON:faith nwosu]] - for OGD tmrw, NBM from midnight, daughter ([[PERSON:Ebele]]) to be called on [[PHONE:07700 914 236]]",
    "side room 2: MR [[PERSON:PATRICK MOONEY]], [[AGE:96]], NEWS2 5, on Tazocin, family aware - wife [[PERSON:Peggy]] staying",
    "Dr [[PERSON:Sterling]] (ST3) reviewed Mrs [[PERSON:Anand]] at 02:10, CXR shows L lower lobe consolidation",
    "pls chase the CTPA for [[PERSON:Yaw Mensah-Bonsu]], req no [[ID:RAD-2291-0437]], booked [[DATE:Tue 12/3]]",
    "[[PERSON:zara]] in bay 6 (the one with the Hickman line) - her nan [[PERSON:maureen]] visiting, needs a sharps bin",
    "handover from [[PERSON:Siân]] (Band 6): Mr [[PERSON:Lane]] had 2 units, Hb now 84, Cannula R ACF [[DATE:12.03.24]]",
    "Mrs [[PERSON:Iwu]]'s son [[PERSON:chidi]] wants a call back re DNACPR on [[PHONE:01632 960 415 ext 2207]]",
    "[[PERSON:Hendrik]] from the Outreach team saw Ms [[PERSON:Bakshi]], qSOFA 2, lactate 3.1, started Sepsis Six",
    "Tell [[PERSON:Anjum]] the TTO for Rev. [[PERSON:Okafor]] is ready - Pharmacy ext [[PHONE:4471]]",
    "1. [[PERSON:SMITH-WARD, Lily]] [[MRN:RCI-402-8817]] post lap chole day 1, Oramorph PRN, obs stable",
    # Referral and letter fragments.
    "Referred by Dr [[PERSON:Obi Nwankwo]], [[LOCATION:Riverside Surgery]], [[ADDRESS:14 Quarry Lane]], [[LOCATION:Hexworth]] [[ZIP:HX4 7RT]]",
    "Dear Dr [[PERSON:Meadows]], thank you for referring Mr [[PERSON:Chalk]] to the Hand Therapy Clinic on [[DATE:03/11/2026]]",
    "cc: [[PERSON:Rosalind Achterberg]], Urology CNS; [[PERSON:Fionnuala Breathnach]], District Nurse, [[LOCATION:Bramhope]] Community Team",
    "Pt lives at [[ADDRESS:Flat 9, Tannery Wharf, 33 Mill Street]], [[LOCATION:Port Carrow]], [[ZIP:PC3 1XY]], with her carer ([[PERSON:Jo]])",
    "NHS no. [[SSN:601-448-2975]], hosp no [[MRN:H0067213]], DOB [[DATE:29-Feb-1932]] ([[AGE:94]])",
    "Please reply to [[EMAIL:rosie.halloran@carrow-trust.example]] or fax [[PHONE:01632 960 988]] with the histology",
    "Insurance: AXA member no [[HEALTH_PLAN_ID:7730 1145 22]], policy holder [[PERSON:Devendra Joshi]]",
    "Seen in the Travel Clinic on the [[DATE:22nd]] by SN [[PERSON:Ayodele]] - typhoid and Hep A given, batch numbers in the chart",
    "Reason for referral: school nurse (Mrs [[PERSON:Penhaligon]]) at [[LOCATION:Brookfield Primary School]] worried about [[PERSON:Tommy]]'s weight",
    "Endoscopy report [[ID:EN24-118730]] for [[PERSON:PRZYBYLSKI, Jerzy]] scanned into the record [[DATE:2026-10-08]]",
    "GP: Dr [[PERSON:Adaeze Chukwu-Lawson]], [[LOCATION:Harbour View Medical Centre]], tel [[PHONE:01632 961 200]]",
    "Bariatric MDT: Ms [[PERSON:Delphine Aubert-Cole]], BMI 47, listed for sleeve at [[LOCATION:Northbrook University Hospital]] [[DATE:Jan 2027]]",
    "Attended with partner [[PERSON:sam]]; lives in [[LOCATION:Little Oakley]] and works at [[LOCATION:Redhaven Fire Station]]",
    "Sleep study file PSG_[[PERSON:OKONJO_A]]_[[DATE:140326]].edf uploaded by [[PERSON:Lewis]] (Band 5 physiologist)",
    "Driving licence [[LICENSE:GALLA711158AG9XZ]] - DVLA informed by pt after the OSA diagnosis on [[DATE:11/11]]",
    "Community nurse visit log: [[DATE:Mon 2/3]] 10:15 [[PERSON:JPerkins]] dressing change, [[DATE:Wed 4/3]] [[PERSON:KB]] leg ulcer reviewed",
    "Insulin pump serial [[DEVICE_ID:OM-4471-2290-A]] replaced under warranty for [[PERSON:Ishaan Verma]]",
    "Pacemaker check: Medtronic Azure XT DR, serial [[DEVICE_ID:RNB604712S]], pt Mr [[PERSON:Alfred Winter]]",
    "the ambulance crew brought Mrs [[PERSON:Desta]] from [[ADDRESS:6 Larkspur Rise]], [[LOCATION:Ashby Vale]]",
    "GMC [[LICENSE:7180442]] - Dr [[PERSON:Nkechi Obi]], FY2, signed the TTO on [[DATE:12th November]]",
    "Patient portal link for [[PERSON:Carys Pugh]]: [[URL:https://myrecord.kingsmere.example/p/55190273]]",
    "Logged in from [[IP_ADDRESS:192.168.14.203]] to view her results - Ms [[PERSON:Ekwueme]] rang to say it was her",
    "Transport booked, car reg [[VEHICLE_ID:LK19 HXP]] (Mr [[PERSON:Doherty]]'s son drives), account [[ACCOUNT:PT-448120]]",
    "Oncology MDT outcome [[ID:MDT/26/3307]] - Mr [[PERSON:Quentin Ashdown-Rees]]: for SABR, told by CNS [[PERSON:Gemma]] on [[DATE:18/11/26]]",
    # Chat-style messages, lower case and typos.
    "hi its [[PERSON:ade]] on nights, can u prescribe mrs [[PERSON:kelly]]s enoxaparin before 10",
    "just spoke to [[PERSON:noor]]s mum [[PERSON:huda]] on [[PHONE:07911 123 480]], happy for the SALT assmnt tmrw",
    "[[PERSON:bianca]] cant find the consent form for mr [[PERSON:ferreira]] - was it signed on the [[DATE:6th]]?",
    "ward 10 here, pt [[PERSON:hussain]] (the [[AGE:99]] yr old) pulled out his PEG again",
    "can someone ring dr [[PERSON:chaudhry]]s sec - [[PHONE:0113 496 0717 extension 5530]] - re the allergy clinic letter",
    "fyi [[PERSON:JS]] + [[PERSON:RK]] covering urology clinic [[DATE:thurs 19/11]] as Mr [[PERSON:Oduya]] on leave",
    "[[PERSON:magda]] (daughter) says her dad [[PERSON:zbigniew]] gets confused after 6pm, sundowning?",
    "is [[PERSON:sunny patel]] still on the ICU list? theatre at [[LOCATION:wyvern bay]] keep asking",
    "email the sleep clinic letter to [[EMAIL:m.adeyemi-king@post.example]] - thats his daughters address",
    "[[PERSON:pete]] from the chest clinic says mr [[PERSON:o'shea]] missed his bronch on [[DATE:wed 11/11]]",
    "wht time is baby [[PERSON:fern]]'s hearing screen, mum [[PERSON:kayleigh]] asking",
    "lovely news - [[PERSON:Autumn Greaves]] from bay 2 went home to [[LOCATION:Sandford-on-Tame]] yday",
    "dr [[PERSON:ng]] please review bloods for mr [[PERSON:hart]] [[MRN:k2209871]], K+ 6.1",
    "pt nicknamed [[PERSON:Smiler]] on the ward ([[PERSON:Clarence Ibe]]), not for escalation per TEP [[DATE:9/11/26]]",
    # Sign-offs, headers, footers.
    "[[PERSON:AMcGregor]] [[DATE:12/3]] - Band 6 Community Nurse",
    "Dictated by Mr [[PERSON:Rahul Iyer]], Consultant Urologist. Typed [[PERSON:LB]]/[[DATE:14.11.26]]",
    "Signed: Dr [[PERSON:Ifeoma Eze]] (ST3 Gastro) bleep [[PHONE:6218]] [[DATE:Fri 13 Nov 2026]] 17:45",
    "Page 2 of 3 - [[PERSON:NOWICKI, Helena]] - [[MRN:K3308154]] - printed [[DATE:25/11/2026]] 09:02",
    "Reviewed with [[PERSON:Will]] (Speech and Language Therapist) and [[PERSON:Faith]] (Dietitian)",
    "Letter: [[PERSON:Dunne_Marie]]_allergy_[[DATE:2026-11-02]].docx saved to the shared drive",
    "From: [[EMAIL:olusegun.adebisi@nhs.example]]  Sent: [[DATE:Tuesday 24 November 2026]] 14:12  Re: Mrs [[PERSON:Goldberg]] - MDT",
    "Discussed with on-call Microbiologist, Dr [[PERSON:Xu]] (ext [[PHONE:3320]]), re: Mr [[PERSON:Bird]]'s blood cultures",
    "NMC PIN [[LICENSE:09I2481E]] - Sister [[PERSON:Bronagh Quinn]], Endoscopy Unit",
    "bp meds for [[PERSON:bridget o'malley-finch]] pls, on amlodipine 10 and still 168/94 - seen by [[PERSON:Tom]] (HCA) yesterday [[DATE:23/11]]",
    "Urology clinic letter for [[PERSON:Ahmed El-Sayed]] posted to [[ADDRESS:3 Rope Walk]], [[LOCATION:Mistley Cross]] [[ZIP:MX2 8QT]] on [[DATE:17.11.26]]",
    "speech therapy for little [[PERSON:ruby]]? mum [[PERSON:shannon]] says she says tat for cat, aged 3, goes to [[LOCATION:Little Acorns Nursery]]",
    "Hand therapy: Mr [[PERSON:Ogunbanjo]]'s thermoplastic splint (serial [[DEVICE_ID:DS-20931-K]]) cracked, re-made by [[PERSON:Caoimhe]] OT on [[DATE:Thu 26 Nov]]",
    "cardiac rehab: [[PERSON:desmond]] ([[AGE:90]]) drove himself in, reg [[VEHICLE_ID:YD08 KLM]], despite advice after his PCI on [[DATE:28/10]]",
    "Home address confirmed: [[ADDRESS:221 Elm Avenue, Apt 4C]], [[LOCATION:Springfield]], MA [[ZIP:01103]] (US visitor)",
]

PHI_FREE = [
    "Does the NICE NG28 algorithm still put metformin first line before an SGLT2 inhibitor?",
    "Murphy's sign positive, Rovsing's sign negative, Courvoisier's law applies if the gallbladder is palpable",
    "Apply the Wells score and PERC rule before requesting a CTPA under the BTS 2023 guidance",
    "Started Entresto 24/26 mg BD as per the PARADIGM-HF data, stop ramipril 36 hours before",
    "Sleep Clinic review: Epworth Sleepiness Scale 14, AHI 31 on the Compumedics Grael, start ResMed AirSense 11",
    "Barrett's oesophagus Prague C3M5, repeat OGD with Seattle protocol biopsies in 3 years per BSG 2017",
    "Endoscopy Unit list: Olympus GIF-H190 and PCF-H290DL scopes checked, Buscopan and Midazolam in stock",
    "Speech and Language Therapy: IDDSI Level 2 fluids, Level 5 minced and moist diet, FEES if no change",
    "Allergy Clinic: negative direct oral challenge to Amoxicillin, PEN-FAST 1, delabel as per BSACI 2022",
    "Lung MDT: T2a N0 M0 adenocarcinoma, EGFR exon 19, consider Osimertinib as in ADAURA",
    "Upper GI Cancer MDT recommends perioperative FLOT then Ivor Lewis oesophagectomy, Siewert II",
    "Urology Day Case Unit: TURP versus Rezum versus UroLift discussed, IPSS 21, Qmax 8 ml/s",
    "Hand Therapy Clinic: Dupuytren's contracture, Tubiana stage 2, Xiapility not available so needle fasciotomy",
    "Cardiac Rehab phase III: Borg scale 13, Duke Activity Status Index 34, start in the Cardiac Rehab gym",
    "Bariatric Clinic: BMI 46, Edmonton Obesity Staging System 2, Wegovy not funded, refer for Roux-en-Y",
    "Travel Clinic: Dukoral, Vivotif and Stamaril given, Yellow Card scheme explained, Malarone for Kenya",
    "Community Nursing: Doppler ABPI 0.92, Leg Club referral, K-Two compression, Aquacel Ag to the wound bed",
    "School Nurse Service: Peak flow 260, Salbutamol Easyhaler spare inhaler in the office, Asthma UK plan",
    "Grace period for the Lantus pen is 28 days once opened; Hope that helps - Pharmacy",
    "Will the Marsh score change the Coeliac Disease pathway if tTG-IgA is over 10 times the upper limit?",
    "Glasgow Coma Scale 14, Rockall score 5 and Glasgow-Blatchford score 9 before the OGD",
    "Addison's disease on Hydrocortisone 10/5/5, Sick Day Rules and the Steroid Emergency Card given",
    "Hashimoto's thyroiditis, TSH 8.2, start Levothyroxine 50 micrograms, recheck TFTs in 6/52",
    "Sjögren's syndrome with Raynaud's phenomenon: Schirmer test 3 mm, refer Rheumatology",
    "Parkinson's Nurse advises Madopar CR at night and the Get It On Time campaign for ward staff",
    "Trendelenburg gait, Thomas test positive, Harris Hip Score 61, listed for THR with the Exeter stem",
    "Christmas disease (Haemophilia B) and von Willebrand disease both need the Haemophilia Centre",
    "Wolff-Parkinson-White on the ECG, delta waves, refer to the Arrhythmia Nurse Specialist",
    "Kings Fund report 2024 and the GIRFT Urology programme both cite day-case TURBT rates",
    "Ottawa ankle rules negative, Weber B fracture excluded, Aircast boot and Fracture Clinic in 1/52",
    "Mallampati 3, STOP-Bang 6, anaesthetic alert for Difficult Airway Society 2015 guidance",
    "Mini-BESTest 17, Berg Balance Scale 38, Timed Up and Go 19 s, Falls Clinic referral",
    "Ventolin Evohaler via AeroChamber Plus, Clenil Modulite 100 BD, Montelukast 5 mg nocte",
    "Child-Pugh B, MELD 14, Terlipressin and Albumin per the BSG ascites guideline 2020",
    "HOLD: Lithium level 1.3, Priadel held, Bipolar Disorder care plan, Crisis Team aware",
    "Goodpasture's syndrome vs granulomatosis with polyangiitis: ANCA and anti-GBM sent to Immunology",
    "Tinel's and Phalen's positive, Boston Carpal Tunnel Questionnaire 3.4, nerve conduction studies requested",
    "Stanford Sleepiness Scale 5, Multiple Sleep Latency Test mean 6 minutes, Narcolepsy Type 1 likely",
    "Oxford Knee Score 18, Kellgren-Lawrence grade 4, Attune knee templated on TraumaCad",
    "Dr Foster ratios and the Charlson Comorbidity Index are not part of the Bowel Cancer Screening Programme",
]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "x")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())

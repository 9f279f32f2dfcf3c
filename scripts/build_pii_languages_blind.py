# ruff: noqa: E501, RUF001
"""Writes src/clinrag/data/eval/pii_languages_blind/sentences.jsonl: a blind PHI set per language.

A held-out set for ``clinrag eval pii --languages --blind`` (issue 15), in the record format of
``pii_languages`` (``id``, ``lang``, ``source``, ``text``, gold ``spans``, ``phi_free``). Every
sentence was written by hand for this set, independently in each language (English, German,
French, Spanish, Italian, Portuguese; none a translation of another or of the ``pii_languages``
sentences), by an author who did not read the redactor: clinicians' questions and note fragments
with names (double surnames, particles such as de la, van, von, dos), local titles, local date
formats, ages over 89, national phone and fax numbers, addresses, postcodes and towns, hospital,
record, case and insurance numbers under local labels, national identifiers, e-mails, wards,
rooms and beds, and PHI-free clinical sentences.

``{TYPE:value}`` marks a gold span; the markup is stripped and the offsets are computed here,
never typed, and ``check`` verifies every span's text, type and boundaries before anything is
written. Conventions (LICENSE.md beside the data): titles outside the name; a year alone and an
age of 89 or less are not PHI; a weekday is outside the date; fax numbers are PHONE; hospital and
record numbers are MRN; case, episode, request, room, bed, pager and identity-card numbers are ID;
national social-security, tax and identity numbers (NIR, SV-Nr., AHV, DNI/NIE, codice fiscale,
NIF, CPF, PPSN, CURP) are SSN; insurance and health-card member numbers are HEALTH_PLAN_ID;
professional registration numbers are LICENSE; bank accounts are ACCOUNT; towns, hospitals,
practices, care homes and named wards are LOCATION. Running it again rewrites the file byte for
byte:

    python scripts/build_pii_languages_blind.py
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/clinrag/data/eval/pii_languages_blind/sentences.jsonl"
DEV_SET = ROOT / "src/clinrag/data/eval/pii_languages/sentences.jsonl"
PHI_TYPES = frozenset(
    {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS", "ID",
    }
)  # fmt: skip
MARK = re.compile(r"\{([A-Z_]+):([^{}]+)\}")
TITLES = re.compile(
    r"^(Mr|Mrs|Ms|Dr|Sr|Herr|Frau|Prof|M\.|Mme|Mlle|Sra?\.|Dra?\.|Doña|Don|D\.|Sig|Dott|Dona)\b"
)
MIN_PHI, MIN_FREE, MIN_SPANS = 40, 10, 80

EN = (
    "Can Mrs {PERSON:Aoife Ní Bhriain} (NHS {MRN:943 476 5919}) have her methotrexate restarted after the chest infection?",
    "Seen in clinic {DATE:03/04/2024} with her son {PERSON:Declan Moriarty}; BP still 170/95 on amlodipine 10 mg.",
    "{PERSON:Tomasz Wiśniewski}, DOB {DATE:12.09.1961}, {LOCATION:Ashdown Ward}, bed {ID:14}: query opioid toxicity, RR 9.",
    "Pls ring Dr {PERSON:Gwen Llewellyn-Price} on {PHONE:029 2018 0457} re the warfarin plan before Friday.",
    "{AGE:94} y/o lady from {LOCATION:Whitley Bay} admitted with a UTI and new confusion; is nitrofurantoin OK with an eGFR of 38?",
    "Home: {ADDRESS:Flat 3, 27 Chapel Lane}, {LOCATION:Keighley} {ZIP:BD21 5QT}. Lives alone, carers twice a day.",
    "Discharge letter for Mr {PERSON:Rafael de Souza} to go to {EMAIL:referrals.millbrook@example.nhs.uk} today please.",
    "Hospital no. {MRN:RX1204887}: CT head on {DATE:14th March 2024} showed an old lacunar infarct, nothing acute.",
    "Mr {PERSON:Ruud van Dijk}'s daughter {PERSON:Femke} wants a call back on {PHONE:07700 900461} after the ward round.",
    "Is a sodium of 121 on {DATE:2/5/24} a reason to stop the sertraline in Mrs {PERSON:Okonkwo-Bell}?",
    "Fax the referral to {PHONE:0161 496 0783}, FAO Dr {PERSON:Hamish McLeod}, rheumatology.",
    "Patient {PERSON:Sinéad O'Rourke}, MRN {MRN:G5501823}, {LOCATION:St Columba's Hospital}, {LOCATION:Galway}: is IV iron OK in the second trimester?",
    "Her brother-in-law {PERSON:Bill Cartwright} will collect her from {ADDRESS:14 Wattle Street}, {LOCATION:Fremantle} WA {ZIP:6160} on Sunday {DATE:7 April}.",
    "Medicare no. {HEALTH_PLAN_ID:2950 17463 1}: can Mr {PERSON:Nguyen Van Thanh} get apixaban on the PBS?",
    "Mrs {PERSON:Mary-Kate Fitzgerald}, {AGE:101}, fractured neck of femur, listed for theatre on {DATE:9 Jan}.",
    "Can you email the clinic letter to {EMAIL:jabernethy47@example.co.uk}? He has lost the paper copy.",
    "Dr {PERSON:Priyanka Chaudhary} (GMC {LICENSE:7045128}) started the clozapine; who signs the monitoring form?",
    "Bleep {ID:2291} for the on-call registrar if Mr {PERSON:Achterberg}'s lactate goes above 4.",
    "Next of kin: {PERSON:Lorraine Bassett} (wife), {ADDRESS:9 Rowan Close}, {LOCATION:Bury St Edmunds}, {ZIP:IP33 2LJ}.",
    "{PERSON:Jean-Luc Marchetti}, born {DATE:1938-02-27}, is on apixaban and has a new subdural; how do we reverse it?",
    "Clinic moved from {DATE:21/06} to {DATE:28/06/2024} at Mrs {PERSON:Hollis}'s request; bloods the week before.",
    "Case ref {ID:CR-2024-00391}: safeguarding strategy meeting for {PERSON:Kayden Stirling}, aged 4.",
    "Mr {PERSON:Vusi Dlamini} in room {ID:6} on {LOCATION:Larch Ward} keeps desaturating to 86% overnight.",
    "Her GP is Dr {PERSON:Fiona MacAskill} at {LOCATION:Portree Medical Centre}, tel {PHONE:01478 612954}.",
    "Pharmacy say {PERSON:Ahmed Al-Rashidi}'s methadone script runs out on the {DATE:18th of May}.",
    "{AGE:92} yo gentleman, PPSN {SSN:7391045TA}, asks whether he still needs his statin.",
    "Reviewed by Sister {PERSON:Bronagh Keane} on Tues {DATE:12/3}: pressure areas intact.",
    "Mum ({PERSON:Chantelle Rigby}) asks if {PERSON:Tyler} can have ibuprofen with chickenpox; mobile {PHONE:+44 7700 900118}.",
    "Mrs {PERSON:Dorothea Pemberton-Hale}, {AGE:96}, of {LOCATION:Harrogate}: is a DOAC sensible with her falls?",
    "Please update his address to {ADDRESS:112 Gladstone Road}, {LOCATION:Dunedin} {ZIP:9016}.",
    "ED attendance {DATE:30 Dec 2023}, attendance no. {ID:ED23-118402}: cellulitis, home on flucloxacillin.",
    "The portal lists {EMAIL:mo.farouk@example.org} as the contact for {PERSON:Mohammed Farouk}; is that still right?",
    "CHI {MRN:0102537845}, {PERSON:Isla Henderson}: referred to {LOCATION:Ninewells} with a breast lump.",
    "{PERSON:Kwame Asante-Boateng} was found collapsed at {ADDRESS:Unit 4, Brook Trading Estate}, {LOCATION:Slough}; CK 48,000.",
    "Dr {PERSON:O'Sullivan} rang from {LOCATION:Mercyfield Hospital} ({PHONE:+353 21 490 1174}) about the transfer.",
    "{PERSON:Grace van der Merwe}, NHI {MRN:ZAC4471}: can she breastfeed on lamotrigine?",
    "Son {PERSON:Gareth Pryce} lives at {ADDRESS:3 Bryn Terrace}, {LOCATION:Aberystwyth} {ZIP:SY23 1PQ} and can bring her to anticoag clinic.",
    "Mrs {PERSON:Elspeth Drummond}, {AGE:99}, DNACPR signed {DATE:02.01.24}; family aware and in agreement.",
    "Referral from Dr {PERSON:Sunil Anand}, {LOCATION:Lakeside Surgery}, {PHONE:0113 496 0552}: ?temporal arteritis, ESR 88.",
    "Refund to sort code {ACCOUNT:40-11-62}, account {ACCOUNT:31926819}, in the name of {PERSON:Doreen Whitlock}.",
    "Mr {PERSON:Lachlan Mackenzie-Ross} (UR {MRN:1184502}) from {LOCATION:Ballarat} wants his next infusion on {DATE:16/08/2024}.",
    "Passport no. {ID:533182946} was scanned into the notes of {PERSON:Jozef Novák} by mistake; can it be removed?",
)
EN_FREE = (
    "What is the maximum daily dose of paracetamol for an adult under 50 kg?",
    "Is it safe to give co-amoxiclav to someone who had a penicillin rash as a child?",
    "Wound swab grew MRSA: doxycycline or clindamycin for a 70 kg adult?",
    "How long after a TIA should someone stop driving?",
    "Frail, on four antihypertensives, postural drop of 30 mmHg: which do we stop first?",
    "Chest clear, calves soft, afebrile; mobilising with a frame.",
    "Does Parkinson's disease change the choice of antiemetic after surgery?",
    "INR 4.8, no bleeding, dose due tonight: omit one and recheck?",
    "Any interaction between clarithromycin and simvastatin worth stopping the statin for?",
    "Graves' disease on carbimazole with a sore throat: what bloods today?",
)

DE = (
    "Frau {PERSON:Annegret Vogelsang-Timm}, geb. {DATE:03.04.1941}, klagt seit gestern über Dysurie – Fosfomycin oder Nitrofurantoin?",
    "Herr {PERSON:Friedrich von Arnim} (Fallnr. {ID:2024-0087713}) soll am {DATE:5. März} entlassen werden; Apixaban weiter?",
    "Die Tochter ({PERSON:Sabine Oelschläger}, {PHONE:0711 26394118}) möchte beim Aufklärungsgespräch dabei sein.",
    "Hausbesuch {ADDRESS:Am Lindenhof 7}, {ZIP:79102} {LOCATION:Freiburg im Breisgau}: {AGE:93}-jährige Patientin, Treppe geht nicht mehr.",
    "Dr. med. {PERSON:Jörg Wendeborn} (LANR {LICENSE:463827501}) bittet um den Befund per Fax an {PHONE:+49 231 9842-77}.",
    "Versichertennr. {HEALTH_PLAN_ID:K839204716}: übernimmt die Kasse das Langzeit-EKG bei Herrn {PERSON:Kuşkaya}?",
    "Herr {PERSON:Henk van der Laan}, Zi. {ID:312}, Station {LOCATION:Rosengarten}: Kalium 6,4 mmol/l, was zuerst?",
    "Aufnahme am {DATE:17.11.23} über die ZNA, Einweisung durch Dr. {PERSON:Mehmet Yıldırım} aus {LOCATION:Gelsenkirchen}.",
    "Die SV-Nr. {SSN:4381 120432} von Frau {PERSON:Hedwig Pichler} fehlt auf dem Überweisungsschein.",
    "Frau {PERSON:Ursula Gerber-Zbinden} aus {ZIP:3012} {LOCATION:Bern}, AHV-Nr. {SSN:756.4821.9034.57}, braucht eine Kostengutsprache für die Reha.",
    "Patientennr. {MRN:00481927}: Kreatinin am {DATE:2.2.2024} bei 2,1 mg/dl – Metformin pausieren?",
    "Mail vom Sohn ({EMAIL:t.brandstaetter@example.de}): Darf sein Vater mit {AGE:91} noch Auto fahren?",
    "Herr Prof. Dr. {PERSON:Ludger Hoppenstedt} hat die Chemo für den {DATE:8. Mai 2024} angesetzt.",
    "Frau {PERSON:Małgorzata Zielińska} wohnt jetzt {ADDRESS:Hauptstraße 112a}, {ZIP:67061} {LOCATION:Ludwigshafen}; Pflegedienst bitte informieren.",
    "Rückfragen an Schwester {PERSON:Ilona Fechner}, Station {LOCATION:Birke}, Tel. {PHONE:0351 458-4417}.",
    "{PERSON:Karl-Heinz Schulte-Bockholt}, {AGE:97}, Z. n. Schenkelhalsfraktur {DATE:Jan. 2024}, jetzt Dekubitus Grad 3.",
    "Befund an {EMAIL:kardio.sekretariat@example-klinikum.de} und an den Hausarzt, Dr. {PERSON:Alexandros Papadakis}.",
    "Die Enkelin {PERSON:Lea-Sophie Krämer} ist unter {PHONE:0176 48392017} erreichbar.",
    "Geburtsdatum laut Ausweis {DATE:29.02.1932}, also {AGE:92} – Enoxaparin-Dosis anpassen?",
    "Fall {ID:A-88210933}, {LOCATION:Klinikum Nordstadt}: darf Frau {PERSON:Çelik} nach der Koronarangiographie stillen?",
    "Herr {PERSON:Ernst-August Lindemann} aus {LOCATION:Wolfenbüttel} kommt am Mittwoch, {DATE:12.6.}, zur Port-Anlage.",
    "Herr {PERSON:Dragan Petrović} hat nur den Personalausweis ({ID:L01X00T47}) dabei, keine Versichertenkarte – trotzdem aufnehmen?",
    "Frau Dr. {PERSON:Johanna zu Eltz}, Oberärztin, fragt nach dem Vancomycin-Spiegel von Herrn {PERSON:Büttner}.",
    "Rentnerin, {AGE:95}, aus {LOCATION:Bad Kissingen}; Natrium 119 – wie schnell ausgleichen?",
    "Herr {PERSON:Weißenberger} wurde am {DATE:24.12.2023} um 23:40 Uhr reanimiert, ROSC nach 8 Minuten.",
    "Lebensgefährte {PERSON:Uwe Brinkmann}, {ADDRESS:Kolpingweg 3}, {ZIP:33098} {LOCATION:Paderborn}, hat die Vorsorgevollmacht.",
    "KVNR {HEALTH_PLAN_ID:T482910375}, Frau {PERSON:Gisela Ahlers}: Lymphdrainage weiter verordnen?",
    "Labor-Auftragsnr. {ID:L24-559012}: Troponin bei Herrn {PERSON:Olufemi Adeyemi} bitte nachfordern.",
    "Telefonat mit der Tochter, Frau {PERSON:de Vries}, am {DATE:3.4.24}: Patientenverfügung liegt vor.",
    "Die Hausarztpraxis in {LOCATION:Dachau}, Fax {PHONE:08131 / 51 60 23}, bittet um den Entlassbrief für Herrn {PERSON:Anton Huber}.",
    "Pat.-ID {MRN:7720-4415-03}, Frau {PERSON:Rosemarie Kuhn}: HbA1c 9,8 % am {DATE:11. Oktober}.",
    "Ehemann {PERSON:Heiner Voss} meldet telefonisch ({PHONE:+49 40 35 71 08 62}), dass seine Frau das Marcumar doppelt genommen hat.",
    "{PERSON:Vanessa Ostrowski-Lange}, Zimmer {ID:21}, Bett {ID:2}: Schmerzen 7/10 trotz Novaminsulfon.",
    "Herr {PERSON:Gottlieb Ammann}, {AGE:90}, aus {LOCATION:Winterthur}: Heimaufnahme am {DATE:1. Juli 2024} geplant.",
    "Die Mutter, Frau {PERSON:Aylin Demirtaş}, schickt per Mail ({EMAIL:aylin.d@example.com}) ein Foto vom Ausschlag ihres Sohnes und fragt, ob er in die Kita darf.",
    "Arztbrief bitte an das {LOCATION:St.-Marien-Hospital} in {LOCATION:Lünen}, z. Hd. Frau Dr. {PERSON:Brigitte Hülsmann}.",
    "Erstattung auf {ACCOUNT:DE44 5001 0517 5407 3249 31}, Kontoinhaber {PERSON:Manfred Lück}.",
    "Herr {PERSON:Bastian Oberhuber}, SVNR {SSN:2219 150385}, aus {ZIP:6020} {LOCATION:Innsbruck}: Allergie auf Cotrimoxazol.",
    "{PERSON:Frieda Thalmann} (geb. {DATE:7.8.1929}) – ist mit {AGE:94} eine TAVI noch sinnvoll?",
    "Nachtdienst: Herr {PERSON:Lorenz van Hoorn} ruft ständig nach seiner Frau {PERSON:Marianne}; Melperon oder Haloperidol?",
    "Station {LOCATION:Ahorn}, Zi. {ID:7}: Sturz um 03:10, Herr {PERSON:Wilhelm Brückner} hat eine Platzwunde an der Stirn.",
    "Gerinnungsambulanz am {DATE:18.04.2024} um 9:30 Uhr für Frau {PERSON:Elke Rohwedder}, Tel. {PHONE:05251 77 90 31}.",
)
DE_FREE = (
    "Welche Amoxicillin-Dosis bei Pneumonie und einer GFR von 25?",
    "Kalium 5,9 mmol/l unter Ramipril und Spironolacton – beides absetzen?",
    "Pat. wach, orientiert, Wunde reizlos, Drainage gezogen.",
    "Ab welchem Hb transfundieren wir bei stabiler KHK?",
    "Darf man Metamizol und Ibuprofen kombinieren?",
    "Verdacht auf Morbus Crohn: welche Diagnostik zuerst?",
    "Nach dem Sturz neurologisch unauffällig, GCS 15, Pupillen isokor und lichtreagibel.",
    "Wie lange nach einer Lungenembolie wird antikoaguliert?",
    "Ist bei Morbus Bechterew eine Spinalanästhesie schwieriger?",
    "Nüchtern-BZ 182 mg/dl trotz Metformin, HbA1c 8,4 %: wie geht es weiter?",
)

FR = (
    "Mme {PERSON:Ghislaine Le Goff}, née le {DATE:14/07/1939}, sous fluindione : INR à 5,2 ce matin, que faire ?",
    "M. {PERSON:Jean-Baptiste de La Roche-Aymon} est hospitalisé en chambre {ID:214} depuis le {DATE:3 avril}.",
    "Mme {PERSON:Nadia Benali}, la fille, a laissé un message : elle trouve sa mère plus confuse depuis le Seresta. Tél. {PHONE:06 12 48 93 07}.",
    "Patiente de {AGE:92} ans vivant seule au {ADDRESS:17 rue des Tanneurs}, {ZIP:67000} {LOCATION:Strasbourg}.",
    "IPP {MRN:800462917} : peut-on reprendre l'apixaban après la ponction pleurale ?",
    "NIR {SSN:2 52 08 69 387 112 45}, Mme {PERSON:Odile Chassagne} : la prise en charge à 100 % au titre de l'ALD est-elle ouverte ?",
    "Courrier à adresser au Dr {PERSON:Thibault Marchand} (RPPS {LICENSE:10003845721}), cabinet de {LOCATION:Saint-Malo}.",
    "N° de venue {ID:V24-0091872} : M. {PERSON:Amadou Diallo} a-t-il bien reçu sa ceftriaxone de midi ?",
    "Mlle {PERSON:Clémence Vautrin} a appelé le lundi {DATE:18 mars} pour une éruption sous lamotrigine.",
    "Le fils a donné son adresse ({EMAIL:p.rousseau-vidal@example.fr}) pour recevoir le compte rendu ; le patient est d'accord.",
    "M. {PERSON:Hervé N'Diaye}, {AGE:90} ans, a chuté dans la nuit du {DATE:02/05/2024} ; scanner cérébral ?",
    "Le Dr {PERSON:Sophie Van Damme}, CHU de {LOCATION:Liège}, tél. {PHONE:+32 4 366 72 15}, demande le compte rendu opératoire.",
    "Mme {PERSON:Yvette Carpentier}, adhérente mutuelle n° {HEALTH_PLAN_ID:0471229855} : le transport en VSL est-il remboursé ?",
    "Mme {PERSON:Marie-Thérèse Dos Santos}, {AGE:97} ans, EHPAD {LOCATION:Les Glycines} à {LOCATION:Annecy} : escarre talonnière.",
    "Le Dr {PERSON:Kerbrat} souhaite revoir M. {PERSON:Loïc Guéguen} le {DATE:22/10/24} en consultation.",
    "Domicile : {ADDRESS:4 allée des Peupliers, bât. C}, {ZIP:33600} {LOCATION:Pessac}. IDE à domicile matin et soir.",
    "Mme {PERSON:Françoise Jaquier}, de {LOCATION:Lausanne}, n° AVS {SSN:756.3047.5009.62}, sort demain sous morphine orale.",
    "M. {PERSON:Ahmed Ben Youssef}, né le {DATE:1er janvier 1950}, a une HbA1c à 10,2 % : on passe à l'insuline ?",
    "Le compte rendu part par fax au {PHONE:01 45 87 32 10} ; le Dr {PERSON:Lefebvre-Desmoulins} le veut avant sa consultation de 14 h.",
    "Dossier n° {MRN:0011783264}, Mme {PERSON:Rose-Aimée Baptiste} : allergie à la pénicilline, céfazoline possible ?",
    "Entré aux urgences le {DATE:3/4/24} à 2 h, sorti le {DATE:5/4/24} : M. {PERSON:Gaspard Lemaire}, pyélonéphrite.",
    "Son compagnon, M. {PERSON:Bruno Ferracci}, joignable au {PHONE:04 95 21 66 08}, est la personne de confiance.",
    "Mme {PERSON:Héloïse de Kerguelen}, {AGE:94} ans, malentendante : prévoir un amplificateur pour la consultation d'annonce.",
    "Patient transféré de la {LOCATION:Clinique du Parc} ({LOCATION:Lyon}) le {DATE:8 juin 2024} pour un AVC ischémique.",
    "M. {PERSON:Julien Perrot-Morel}, chambre {ID:8}, lit {ID:2} : douleur thoracique à 4 h du matin.",
    "L'infirmière {PERSON:Sandrine Moulin}, unité {LOCATION:Saint-Exupéry}, signale une glycémie à 0,45 g/l.",
    "Mme {PERSON:Nguyen Thi Lan} habite au {ADDRESS:56 boulevard Gambetta}, {ZIP:59200} {LOCATION:Tourcoing} ; le kiné passe le mardi et le vendredi.",
    "Certificat de décès de M. {PERSON:Armand Villeneuve}, {AGE:99} ans, décédé le {DATE:12 février}.",
    "Résultats à envoyer à {EMAIL:secretariat.cardio@example-ch.fr} avant le {DATE:30/06}.",
    "Mme {PERSON:Lucienne Fabre}, {AGE:93} ans (INS {SSN:2 31 05 13 055 214 67}) : faut-il adapter la dose de gabapentine ?",
    "RDV en hôpital de jour le mardi {DATE:9 juillet} pour M. {PERSON:Rémi Castagnet}, perfusion de fer.",
    "Le fils, {PERSON:Karim Haddad}, {ADDRESS:9 impasse du Moulin}, {LOCATION:Chambéry}, demande à voir le médecin.",
    "Médecin traitant : Dr {PERSON:Anne-Laure Bouvier}, {LOCATION:Dijon}, {PHONE:03 80 41 27 59}.",
    "M. {PERSON:Pieter Van den Broeck}, {ZIP:1050} {LOCATION:Ixelles}, carte d'identité {ID:592-1148732-41} : allergie à l'iode.",
    "Ordonnance du {DATE:15.03.2024} pour Mme {PERSON:Colette Aubry} : tramadol 50 mg trois fois par jour.",
    "M. {PERSON:Théo Lacombe}, né en 1988, a donné le numéro de sa mère : {PHONE:+33 6 71 20 44 93}.",
    "Mme {PERSON:Jeanne d'Harcourt}, {AGE:102} ans, refuse de s'alimenter ; directives anticipées rédigées le {DATE:4 mars 2021}.",
    "Le bureau des entrées demande si la caution de Mme {PERSON:Brigitte Ollivier} peut être prélevée sur {ACCOUNT:FR76 3000 4028 3700 0104 5821 932}.",
    "Examen {ID:IRM-24-06612} de M. {PERSON:Samuel Cohen-Tanugi} : lésion hépatique à caractériser.",
    "Appel de l'EHPAD {LOCATION:Le Clos Fleuri} au {PHONE:02 98 44 61 30} : Mme {PERSON:Anne Le Bihan} a 39,2 °C.",
    "M. {PERSON:Mathis Girard}, 34 ans, {EMAIL:mathis.girard84@example.net}, demande ses sérologies.",
    "Mme {PERSON:Paule Delacroix-Martin} est sortie le jeudi {DATE:3 octobre} vers la résidence {LOCATION:Les Tilleuls}.",
)
FR_FREE = (
    "Peut-on écraser un comprimé de rivaroxaban pour le passer dans une sonde gastrique ?",
    "Natrémie à 128 sous hydrochlorothiazide : faut-il arrêter le diurétique ?",
    "Patient apyrétique, constantes stables, reprise du transit.",
    "Peut-on associer tramadol et sertraline ?",
    "Faut-il un ECG avant de prescrire de l'hydroxyzine chez le sujet âgé ?",
    "Syndrome de Guillain-Barré suspecté : quels examens en urgence ?",
    "Plaie propre, pas de signe infectieux, ablation des fils à J10.",
    "Quel antibiotique pour une cystite chez la femme enceinte ?",
    "Crise d'asthme sévère, DEP à 40 % : sulfate de magnésium en IV ?",
    "Maladie de Horton sans signe visuel : quelle dose initiale de prednisone ?",
)

ES = (
    "La Sra. {PERSON:María del Carmen Ruiz de la Fuente}, NHC {MRN:3341087}, ingresó el {DATE:3/4/24} por disnea.",
    "Vive en {ADDRESS:C/ Alcalá 214, 3.º B} ({ZIP:28028} {LOCATION:Madrid}) con su hija; con {AGE:91} años sube tres pisos sin ascensor, ¿es razonable el alta a domicilio?",
    "{PERSON:Iñaki Etxeberria}, el hijo, deja su móvil ({PHONE:688 42 19 07}) y se ofrece como donante de riñón para su padre.",
    "DNI {SSN:47382915K}, Sr. {PERSON:José Antonio Fernández-Villaverde}: ¿se puede pautar enoxaparina con ese filtrado?",
    "Con la tarjeta sanitaria {HEALTH_PLAN_ID:MRTN480215118013} no aparece ninguna receta activa de la Sra. {PERSON:Merino}, pero dice que se pone insulina.",
    "El Dr. {PERSON:Álvaro Quintana} (n.º de colegiado {LICENSE:282849317}) solicita interconsulta a Digestivo.",
    "Episodio {ID:E24-0077218}, habitación {ID:507}: la Sra. {PERSON:Remedios Castaño} tiene 38,9 de fiebre.",
    "N.º de afiliación a la Seguridad Social {SSN:08 47193826 55} de la paciente {PERSON:Montserrat Puig i Soler}, pendiente de verificar.",
    "Escribir a la trabajadora social ({EMAIL:tsocial.hgu@example.es}) por el Sr. {PERSON:Eusebio Garrido}, que vive solo.",
    "{PERSON:Wilson Andrés Cárdenas} llegó del {LOCATION:Hospital Comarcal de Baza} el {DATE:12 de enero de 2024} sin el informe de la endoscopia.",
    "Doña {PERSON:Pilar Ibáñez}, {AGE:95} años, pide que no la reanimen; ¿cómo lo dejamos registrado?",
    "La Dra. {PERSON:Inmaculada Rengel} no recibe el informe: ¿lo mandamos otra vez al {PHONE:954 31 27 80}, que es el fax del centro de salud?",
    "La nieta, {PERSON:Lucía Domínguez}, pide información por teléfono ({PHONE:+34 611 903 274}); no consta autorización.",
    "Sr. {PERSON:Ramón de los Santos Ortega}, cama {ID:12B}: dolor mal controlado tras la prótesis de cadera.",
    "Fecha de nacimiento {DATE:05-11-1933}: ¿sigue indicada la estatina a los {AGE:90} años?",
    "Vive con su esposa en {ADDRESS:Avda. de la Constitución 8}, {ZIP:41001} {LOCATION:Sevilla}; ella es su única cuidadora.",
    "El Sr. {PERSON:Xosé Manuel Outeiriño} acudió a Urgencias el domingo {DATE:7 de abril} con dolor torácico.",
    "PCR de {PERSON:Valentina Ríos} enviada a {EMAIL:vrios.lab@example.com.mx} el {DATE:14/02/2024}.",
    "La Sra. {PERSON:Graciela Benítez}, DNI {SSN:27.418.903}, de {LOCATION:Rosario}, consulta por la dosis de levotiroxina.",
    "NIE {SSN:X4829103L}: el Sr. {PERSON:Oleksandr Kovalenko} necesita intérprete para el consentimiento.",
    "¿Puedes llamar a la Dra. {PERSON:Begoña Arrizabalaga} al busca {ID:4471} por el potasio del Sr. {PERSON:Cifuentes}?",
    "La madre, {PERSON:Yolanda Herrero Nieto}, vive en {ADDRESS:Calle Mayor 3}, {ZIP:50001} {LOCATION:Zaragoza}.",
    "Alta prevista el {DATE:15.05.2024} con curas en su centro de salud de {LOCATION:Lorca}.",
    "El Sr. {PERSON:Gonzalo Peña}, {AGE:98} años, de la residencia {LOCATION:San Rafael}, lleva tres días con deposiciones líquidas; hay dos casos más en su planta.",
    "Historia clínica {MRN:HC-00912744}: ¿cuándo reintroducimos el clopidogrel tras la hemorragia digestiva?",
    "Teléfono fijo del domicilio {PHONE:91 543 27 16}; móvil de la cuidadora, {PERSON:Rosa Lema}: {PHONE:622 15 48 90}.",
    "El Dr. {PERSON:Pieter van Houten}, cooperante, ingresado en la {LOCATION:Clínica Santa Brígida} con malaria: ¿artesunato intravenoso?",
    "Nos escribe {PERSON:Marisol Aguirre} ({EMAIL:marisol.aguirre@example.org}) por si puede tomar ibuprofeno con el Sintrom.",
    "Fecha de la última regla: {DATE:3 de marzo}; test de embarazo negativo en la Sra. {PERSON:Itziar Goñi}.",
    "Residente en {LOCATION:Vigo}, CP {ZIP:36204}, {AGE:93} años, vacunado de la gripe hace una semana y ahora con fiebre.",
    "Sra. {PERSON:Ana Belén Moreno-Lozano}, SIP {HEALTH_PLAN_ID:01847293}: ambulancia para diálisis lunes, miércoles y viernes.",
    "La ambulancia privada se cargó por error a la cuenta {ACCOUNT:ES91 2100 0418 4502 0005 1332} del Sr. {PERSON:Félix Carrasco}.",
    "El Sr. {PERSON:Juan de Dios Moya} firmó el consentimiento el {DATE:2/4/2024} y lo revocó el {DATE:4/4/2024}.",
    "¿Es normal una TSH de 7 en la Sra. {PERSON:Conchita Blázquez}, de {LOCATION:Albacete}?",
    "Traslado solicitado por el Dr. {PERSON:Tomás Aranda} ({PHONE:928 44 70 12}) para cateterismo urgente.",
    "CURP {SSN:GOMA850312HDFNRL09}: el Sr. {PERSON:Alejandro Gómez Marín} pregunta por la vacuna de la hepatitis B.",
    "Su pareja, {PERSON:Jordi Vidal}, la encontró inconsciente en su piso de {ADDRESS:Carrer de Provença 215}, {LOCATION:Barcelona}.",
    "Doña {PERSON:Amparo Soler}, nacida el {DATE:24.06.1930}, {AGE:94} años: ¿vacuna antigripal de alta carga?",
    "N.º de petición {ID:P24-338190}: hemocultivos del Sr. {PERSON:Rigoberto Salazar} con cocos grampositivos.",
    "La enfermera {PERSON:Nerea Ugalde}, de la unidad {LOCATION:5.ª Norte}, avisa de que el Sr. {PERSON:Lisandro Paz} se ha arrancado la vía.",
    "Informe para la mutua: póliza {HEALTH_PLAN_ID:ADS-7719302}, asegurado {PERSON:Fernando Ugarte Zabala}.",
    "Cita en consultas externas el lunes {DATE:8 jul.} para el Sr. {PERSON:Basilio Cuesta}, móvil {PHONE:699 20 31 75}.",
)
ES_FREE = (
    "¿Ajustamos la vancomicina si la creatinina ha subido a 2,3?",
    "Tensión 180/110 sin clínica: ¿tratamiento oral o intravenoso?",
    "Deambula con andador por el pasillo y come la mitad de la dieta.",
    "¿Se puede dar metamizol a un paciente con úlcera péptica activa?",
    "¿Cuánto tiempo se mantiene la doble antiagregación tras un stent farmacoactivo?",
    "Sospecha de enfermedad de Still del adulto: ¿qué pedimos además de la ferritina?",
    "Glucemia de 45 mg/dl con una sulfonilurea: ¿cuántas horas vigilamos?",
    "Fibrilación auricular de menos de 48 horas: ¿cardioversión sin anticoagular?",
    "¿Hay que suspender el clopidogrel antes de una colonoscopia con polipectomía?",
    "¿Qué profilaxis antibiótica antes de una extracción dental con prótesis valvular?",
)

IT = (
    "La sig.ra {PERSON:Maria Grazia De Santis}, nata il {DATE:03/04/1942}, ha una lombalgia acuta: il ketorolac è permesso con il suo filtrato?",
    "Il sig. {PERSON:Gianfranco Lo Presti} (cartella clinica n. {MRN:2024/018842}) può riprendere la metformina dopo la TC con contrasto?",
    "Codice fiscale {SSN:BNCLRD41C15H501X}: il sig. {PERSON:Leonardo Bianchi} ha diritto all'esenzione per la BPCO?",
    "Ha telefonato {PERSON:Chiara Mancuso}, la figlia: il padre è molto sonnolento da quando prende il Tavor. Richiamare al {PHONE:347 882 1930}.",
    "Rientro a domicilio in {ADDRESS:via dei Mille 23}, {ZIP:80121} {LOCATION:Napoli}: la badante c'è solo di giorno e lui ha {AGE:96} anni.",
    "Il sig. {PERSON:Salvatore Pappalardo} (nosologico {ID:24012873}) passa dalla stanza {ID:9} alla {ID:12} per l'isolamento da Clostridium.",
    "Tessera sanitaria n. {HEALTH_PLAN_ID:80380000500041278563}: la sig.ra {PERSON:Rosa Esposito} chiede il rinnovo del piano terapeutico.",
    "Il dott. {PERSON:Massimo Dalla Torre} (iscrizione all'Ordine n. {LICENSE:12847}) richiede una consulenza cardiologica.",
    "L'ambulatorio di diabetologia ({EMAIL:ambulatorio.diabete@example-asl.it}) ha anticipato la visita al {DATE:15 maggio} per le ipoglicemie notturne.",
    "Il sig. {PERSON:Vittorio Zanetti} è ricoverato dal {DATE:12.01.2024} in {LOCATION:Medicina 2} per polmonite.",
    "La sig.ra {PERSON:Assunta Di Giacomo}, {AGE:99} anni, non deglutisce più le compresse: si può frantumare la Cardioaspirin?",
    "La RSA {LOCATION:Villa Serena} vuole la lettera di dimissione via fax ({PHONE:0521 98 47 12}) prima del rientro; referente {PERSON:Lorena Ferrari}.",
    "Il sig. {PERSON:Heinz Oberrauch} di {ZIP:39042} {LOCATION:Bressanone} chiede la lettera di dimissione anche in tedesco.",
    "Il figlio {PERSON:Davide Rinaldi} ({EMAIL:davide.rinaldi78@example.it}) contesta la terapia con aloperidolo e vuole parlare con il primario.",
    "Data di nascita {DATE:7/8/33}, quindi {AGE:90} anni: la geriatra propone di sospendere cinque dei nove farmaci.",
    "Emoglobina 8,1: il prof. {PERSON:Ottavio Della Valle} vuole trasfondere prima dell'intervento del {DATE:23 settembre 2024}.",
    "Verbale di PS n. {ID:PS-2024-55102}: la sig.ra {PERSON:Immacolata Russo} è caduta in casa.",
    "Indirizzo aggiornato: {ADDRESS:corso Vittorio Emanuele II 188}, {ZIP:10138} {LOCATION:Torino}.",
    "Il sig. {PERSON:Kofi Mensah}, codice STP {ID:STP0900012345678}, deve iniziare la terapia antiretrovirale.",
    "La dott.ssa {PERSON:Federica Cavalli}, reperibile al {PHONE:+39 02 6444 2210}, aspetta l'emogas.",
    "Sig. {PERSON:Pasquale D'Amico}, {AGE:91} anni, di {LOCATION:Bari}: da due giorni non urina, globo vescicale all'ecografia.",
    "La moglie, {PERSON:Loredana Fumagalli}, non vuole che il marito sappia delle metastasi; la si trova al {PHONE:031 27 48 66}.",
    "Controllo anticipato a giovedì {DATE:4/7}: la sig.ra {PERSON:Ornella Pace} ha di nuovo le caviglie gonfie.",
    "Dimessa il {DATE:30 giugno} al domicilio di {ADDRESS:via Garibaldi 5}, {LOCATION:Sulmona}; attivata l'ADI.",
    "Il sig. {PERSON:Matteo van der Velde}, turista olandese, in stanza {ID:14} con una frattura di polso.",
    "Ricetta NRE {ID:1200A4000012345} per il sig. {PERSON:Bruno Galli}: amoxicillina 1 g ogni 8 ore.",
    "La sig.ra {PERSON:Anna Maria dos Reis}, codice fiscale {SSN:DSRNMR70E52Z602K}, è alla 30ª settimana di gravidanza.",
    "Consulenza del {DATE:18.03.2024}: il dott. {PERSON:Fabrizio Longo} consiglia di sospendere l'amiodarone.",
    "Medico di famiglia: dott. {PERSON:Enzo Marchetti}, studio di {LOCATION:Rimini}, {PHONE:0541 78 22 90}.",
    "La sig.ra {PERSON:Giuseppina La Rosa}, {AGE:94} anni, ospite della RSA {LOCATION:Il Gelso}, è caduta di notte e ora non vuole più camminare.",
    "Il sig. {PERSON:Reto Caflisch} di {LOCATION:Lugano} (n. AVS {SSN:756.9217.4430.18}) è in vacanza e ha finito il levetiracetam.",
    "La sig.ra {PERSON:Carla Sartori} ha pagato il ticket due volte; il CUP le rimborsa la differenza sull'IBAN {ACCOUNT:IT60 X054 2811 1010 0000 0123 456}.",
    "La sig.ra {PERSON:Noemi Rota} è tornata in PS il {DATE:3 aprile}, tre giorni dopo la colecistectomia, con febbre e ittero.",
    "Il nipote {PERSON:Alessio Greco} abita in {ADDRESS:via Roma 41}, {ZIP:90133} {LOCATION:Palermo}, e accompagna la nonna ai controlli.",
    "Referto istologico n. {ID:IST-24-7781} della sig.ra {PERSON:Marta Bortolotti}: carcinoma duttale infiltrante.",
    "La sig.ra {PERSON:Elena Petrescu} scrive ({EMAIL:elena.petrescu@example.com}) che il neonato è molto sonnolento da quando lei prende il tramadolo.",
    "Il sig. {PERSON:Giacomo Dell'Orto}, operato il {DATE:2/5/2024}: quando togliamo i punti?",
    "Sig.ra {PERSON:Nives Tomasin}, nata a {LOCATION:Trieste} l'{DATE:11 novembre 1931}, {AGE:92} anni, con scompenso cardiaco.",
    "Il caregiver, sig. {PERSON:Umberto Fontana}, chiede se può fare lui la morfina sottocute.",
    "Prenotazione CUP n. {ID:B24-0917263} per la sig.ra {PERSON:Teresa Colombo}: ecocardiogramma.",
    "Il sig. {PERSON:Ahmed El Amrani} ({PHONE:+39 328 415 0073}) non si è presentato alla dialisi di lunedì.",
    "La dott.ssa {PERSON:Silvia Amato}, guardia medica di {LOCATION:Cefalù}, chiede la troponina del sig. {PERSON:Carmelo Vitale}.",
)
IT_FREE = (
    "Con una clearance di 20, la dose di levetiracetam va dimezzata?",
    "Calcio 3,2 mmol/l in una paziente oncologica: idratazione e poi bifosfonato?",
    "Notte tranquilla, diuresi conservata, alvo chiuso da tre giorni.",
    "Quando si passa dall'eparina per via endovenosa al warfarin?",
    "Quanti giorni di antibiotico per una polmonite comunitaria non complicata?",
    "Nella sindrome di Cushing iatrogena come si scala il cortisone?",
    "Febbre e neutrofili a 400: quale antibiotico empirico?",
    "Quando si ripete l'ecocardiogramma dopo un infarto anteriore?",
    "La colchicina va ridotta con la claritromicina?",
    "Dolore addominale in fossa iliaca destra, Blumberg positivo: ecografia o TC?",
)

PT = (
    "A Sra. D. {PERSON:Maria de Fátima dos Santos Pereira}, n.º de processo {MRN:4402917}, teve alta ontem e voltou hoje com a mesma dispneia.",
    "O Sr. {PERSON:Joaquim Albuquerque}, n.º SNS {HEALTH_PLAN_ID:287430915}, pergunta se o SNS paga a bomba de insulina.",
    "A {PERSON:Ana Rita Gonçalves} deixou o contacto ({PHONE:912 448 103}) e pede para ser avisada antes de mudarem a medicação da mãe.",
    "Morada para a visita domiciliária: {ADDRESS:Rua de Cedofeita, 412, 3.º esq.}, {ZIP:4050-174} {LOCATION:Porto}; a doente tem {AGE:95} anos e já não sai de casa.",
    "O NIF {SSN:218493760} da Sra. {PERSON:Graça Meireles} está errado na fatura.",
    "Cédula profissional n.º {LICENSE:48213}, Dr. {PERSON:Tiago Sarmento}: pede-se reavaliação pela Cardiologia.",
    "Internado desde {DATE:03.04.2024} na enfermaria {LOCATION:São Lucas}, cama {ID:18}: o Sr. {PERSON:Abílio Ferraz} está confuso.",
    "O paciente {PERSON:Wellington Souza da Silva}, CPF {SSN:341.208.776-52}, de {LOCATION:Belo Horizonte}, tem suspeita de dengue: pode tomar dipirona?",
    "Cartão SUS {HEALTH_PLAN_ID:708 2034 1195 8127}: a Sra. {PERSON:Francisca Alves} precisa de insulina NPH.",
    "O relatório da colonoscopia foi por engano para {EMAIL:consulta.externa@example-hospital.pt} a {DATE:15 de maio}; o doente ainda não o recebeu.",
    "A Dra. {PERSON:Inês Vasconcelos}, do {LOCATION:Centro de Saúde de Alvalade}, pede o resultado da biópsia por fax: {PHONE:217 935 284}.",
    "O Sr. {PERSON:Manuel da Cunha}, {AGE:93} anos, caiu em casa a {DATE:2 de janeiro}: pode fazer enoxaparina?",
    "Endereço atualizado: {ADDRESS:Avenida Paulista, 1578, apto. 92}, {LOCATION:São Paulo}, CEP {ZIP:01310-200}.",
    "Urgência n.º {ID:U24-0173355}: criança {PERSON:Matheus Oliveira Lima}, 4 anos, com febre há 5 dias.",
    "A neta, {PERSON:Beatriz Nogueira}, escreve de {EMAIL:bia.nogueira@example.com.br} a perguntar pela alta da avó.",
    "No pedido de exame consta o RG {ID:MG-14.892.301} em vez do prontuário da Sra. {PERSON:Luzia Batista}; o laboratório recusou a amostra.",
    "Sr. {PERSON:Fernando Van-Dúnem}, quarto {ID:305}, voltou de {LOCATION:Luanda} há uma semana com febre: pedimos gota espessa?",
    "Nasceu a {DATE:17/10/1930}; aos {AGE:94} anos, a Sra. {PERSON:Adelaide Moura} faz hemodiálise três vezes por semana e diz estar cansada de tudo.",
    "O marido, {PERSON:Rui Tavares} ({PHONE:+351 936 112 480}), pergunta se pode passar a noite no serviço com ela.",
    "A Sra. {PERSON:Conceição Magalhães}, {ZIP:3000-075} {LOCATION:Coimbra}, faz metotrexato semanal: pode levar a vacina da gripe?",
    "O Dr. {PERSON:Gustavo Pimentel} só tem vaga a {DATE:9/7}; a biópsia pode esperar até lá?",
    "Telefone da residência: {PHONE:(21) 2556-3490}; cuidadora D. {PERSON:Neide Ramos}.",
    "Prontuário {MRN:0098123-4}: o paciente {PERSON:Josué Ribeiro} teve reação à vancomicina.",
    "O Sr. {PERSON:Álvaro Sequeira Brandão}, {AGE:97} anos, tem a terceira pneumonia de aspiração este ano; a família pergunta pela sonda nasogástrica.",
    "Fax da clínica: {PHONE:(11) 3062-4471}, aos cuidados da Dra. {PERSON:Patrícia Lemos}.",
    "A D. {PERSON:Albertina Cruz} vive sozinha no {ADDRESS:Largo do Chafariz, 6}, {LOCATION:Viseu}.",
    "Resultado enviado a {DATE:14.02.2024} ao médico de família, Dr. {PERSON:Hélder Frias}.",
    "O Sr. {PERSON:Domingos dos Reis} deu entrada a {DATE:3 de abril} com pneumonia e foi transferido para o {LOCATION:Hospital de São Brás}.",
    "Gestante {PERSON:Jéssica Ferreira Cardoso}, DUM {DATE:12/01/2024}, glicemia de jejum de 98.",
    "A conta indicada para o reembolso, {ACCOUNT:PT50 0035 0651 0000 1234 5678 9}, não é da doente mas do genro, {PERSON:Carlos Amaral}.",
    "O enfermeiro {PERSON:Vítor Correia} (extensão {ID:4127}) pede que se reveja a morfina do Sr. {PERSON:Lopes}.",
    "A Sra. {PERSON:Olívia Rebelo} (ADSE n.º {HEALTH_PLAN_ID:018227451}) prefere fazer a fisioterapia perto de casa.",
    "Vive na {ADDRESS:Rua das Flores, 27, 1.º dto.}, {ZIP:2750-312} {LOCATION:Cascais}, e é o filho, {PERSON:Duarte}, quem a traz às consultas.",
    "A Sra. {PERSON:Maria José de Sousa Brito} faz {AGE:101} anos amanhã e a família quer levá-la a almoçar fora: pode sair com a algália?",
    "O Dr. {PERSON:Henrique van Zeller}, médico assistente, telefonou de {LOCATION:Braga} a pedir a nota de alta.",
    "E-mail do doente: {EMAIL:jcarvalho1952@example.pt}; pede a segunda via da receita de bisoprolol.",
    "A Sra. {PERSON:Kátia Monteiro} teve o parto a {DATE:5 de junho de 2023} na {LOCATION:Maternidade Santa Clara}.",
    "Sr. {PERSON:Nuno Figueiredo}, telemóvel {PHONE:965 480 227}, ficou de trazer a lista dos medicamentos.",
    "Requisição n.º {ID:R2024-091834}: TAC abdominal da Sra. {PERSON:Filomena Teixeira}.",
    "A paciente {PERSON:Rosângela Pereira dos Anjos}, de {LOCATION:Recife}, CEP {ZIP:50050-180}, tem mastite e quer um antibiótico compatível com a amamentação.",
    "Alta na sexta, {DATE:12 de abril}, para o lar {LOCATION:Boa Esperança} em {LOCATION:Setúbal}.",
    "CRM-SP {LICENSE:148902}: o Dr. {PERSON:Rodrigo Matsumoto} assina a declaração de óbito.",
)
PT_FREE = (
    "Qual a dose de ceftriaxona numa meningite num adulto de 80 kg?",
    "Potássio de 2,9 com furosemida: reposição oral ou endovenosa?",
    "Tolerou a dieta líquida, sem vómitos, dor controlada com paracetamol.",
    "A amiodarona interage com a varfarina ao ponto de reduzir a dose?",
    "Durante quanto tempo se mantém a profilaxia após uma artroplastia da anca?",
    "Suspeita de doença de Addison: que análises pedimos de manhã?",
    "Saturação de 88 % com DPOC conhecida: que débito de oxigénio?",
    "Pode-se dar paracetamol endovenoso a um doente com cirrose?",
    "Criança de 2 anos com sibilância recorrente: quando iniciar corticoide inalado?",
    "Que antibiótico para uma pielonefrite sem complicações em ambulatório?",
)

LANGUAGES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (EN, EN_FREE), "de": (DE, DE_FREE), "fr": (FR, FR_FREE),
    "es": (ES, ES_FREE), "it": (IT, IT_FREE), "pt": (PT, PT_FREE),
}  # fmt: skip


Span = tuple[int, int, str]
"""start, end, PHI type"""


def parse(marked: str) -> tuple[str, list[Span]]:
    """The plain text and its gold spans, offsets computed from the markup."""
    text, spans, last = "", [], 0
    for match in MARK.finditer(marked):
        kind, value = match.group(1), match.group(2)
        text += marked[last : match.start()]
        spans.append((len(text), len(text) + len(value), kind))
        text += value
        last = match.end()
    return text + marked[last:], spans


def check(marked: str, text: str, spans: list[Span]) -> None:
    """Every span is a known type on exactly its value, trimmed, in order, without a title."""
    values = [m.group(2) for m in MARK.finditer(marked)]
    if "{" in text or "}" in text:
        raise ValueError(f"unbalanced markup in {marked!r}")
    end = 0
    for (start, stop, kind), value in zip(spans, values, strict=True):
        if kind not in PHI_TYPES:
            raise ValueError(f"unknown PHI type {kind!r} in {marked!r}")
        if text[start:stop] != value or value != value.strip() or start < end:
            raise ValueError(f"span {value!r} does not sit on its text in {marked!r}")
        if kind == "PERSON" and TITLES.match(value):
            raise ValueError(f"title inside the name {value!r}")
        if kind == "AGE" and int(value) <= 89:
            raise ValueError(f"age {value} is not PHI")
        end = stop


def records() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, (with_phi, phi_free) in LANGUAGES.items():
        for number, marked in enumerate(with_phi + phi_free, start=1):
            text, spans = parse(marked)
            check(marked, text, spans)
            if (number > len(with_phi)) == bool(spans):
                raise ValueError(f"{lang} sentence {number} is in the wrong list: {marked!r}")
            rows.append({
                "id": f"{lang}-b{number:03d}", "lang": lang,
                "source": "phi-free" if not spans else "phi", "text": text,
                "spans": [{"start": a, "end": b, "type": kind} for a, b, kind in spans],
                "phi_free": not spans,
            })  # fmt: skip
    return rows


def check_set(rows: list[dict[str, Any]]) -> None:
    """Counts per language, no sentence twice, none taken from the development set."""
    texts = Counter(str(row["text"]) for row in rows)
    repeated = [text for text, n in texts.items() if n > 1]
    if repeated:
        raise ValueError(f"sentences repeated: {repeated[:3]}")
    dev = {json.loads(line)["text"] for line in DEV_SET.read_text(encoding="utf-8").splitlines()}
    if dev & set(texts):
        raise ValueError(f"sentences of the development set: {sorted(dev & set(texts))[:3]}")
    for lang in LANGUAGES:
        mine = [row for row in rows if row["lang"] == lang]
        spans = sum(len(row["spans"]) for row in mine)
        free = sum(bool(row["phi_free"]) for row in mine)
        if len(mine) - free < MIN_PHI or free < MIN_FREE or spans < MIN_SPANS:
            raise ValueError(f"{lang}: {len(mine) - free} with PHI, {free} free, {spans} spans")


def main() -> None:
    rows = records()
    check_set(rows)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} sentences to {OUT.relative_to(ROOT)}")
    for lang in LANGUAGES:
        kinds = Counter(
            str(span["type"]) for row in rows if row["lang"] == lang for span in row["spans"]
        )
        print(f"  {lang}: {sum(kinds.values())} spans, {dict(sorted(kinds.items()))}")


if __name__ == "__main__":
    main()

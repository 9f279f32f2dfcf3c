# ruff: noqa: E501, RUF001
"""Writes src/clinrag/data/eval/pii_languages_blind2/sentences.jsonl: the second blind PHI set per language.

A held-out set for ``clinrag eval pii --languages --blind-set pii_languages_blind2`` (issue 15),
in the record format of ``pii_languages`` (``id``, ``lang``, ``source``, ``text``, gold
``spans``, ``phi_free``). Every sentence was written by hand for this set, on 2026-11-25, by an
author who read neither the redactor nor more than three rows of the earlier sets, and
independently in each language (none is a translation of another): clinicians' questions,
handover lines, referral letters and discharge fragments with names (particles, double surnames,
local titles), local date formats, ages over 89, phone and fax numbers, addresses, postcodes and
towns, hospital, case and insurance numbers under local labels, national identifiers, e-mails,
wards and rooms. Precision counts as much as recall here: each language also has PHI-free
sentences built to tempt a redactor (eponyms, drug and device brands, capitalised clinical nouns,
town-like words in clinical use, guideline names and years).

``[[TYPE:value]]`` marks a gold span; the markup is stripped and the offsets are computed here,
never typed. Conventions: titles outside the name; a year alone and an age of 89 or less are not
PHI; fax numbers are PHONE; hospital and record numbers are MRN; case, episode, room and bed
numbers are ID; national social-security, tax and identity numbers are SSN; insurance and
health-card numbers are HEALTH_PLAN_ID; bank accounts are ACCOUNT; towns, hospitals, practices
and named wards are LOCATION. Running it again rewrites the file byte for byte:

    python scripts/build_pii_languages_blind2.py
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/clinrag/data/eval/pii_languages_blind2/sentences.jsonl"
PHI_TYPES = frozenset(
    {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "SSN", "HEALTH_PLAN_ID", "ACCOUNT", "LICENSE",
    }
)  # fmt: skip
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]")
LANGUAGES = ("en", "de", "fr", "es", "it", "pt")

PHI: dict[str, list[str]] = {
    "en": [
        "Could Dr [[PERSON:Priya Ramanathan-Holt]] see Mr [[PERSON:Ebenezer Quaye]] on [[LOCATION:Larkspur Ward]] before the 2 pm board round?",
        "Handover: [[PERSON:Winifred Achterberg]], [[AGE:97]], bed [[ID:22]], fell at 03:10, no head strike, obs stable.",
        "Referral from [[LOCATION:Brackenfield Surgery]], [[ADDRESS:41 Tanner's Row]], [[LOCATION:Kettleby]] [[ZIP:LE14 7QW]]: ?polymyalgia.",
        "DOB [[DATE:29/02/1932]], NHS no. [[SSN:612 404 8837]], hospital no. [[MRN:K0884213]].",
        "Daughter [[PERSON:Mairead O'Driscoll-Kane]] asks to be called on [[PHONE:07700 918 246]] before any change to the DNACPR.",
        "Is it safe to restart apixaban in Mrs [[PERSON:Hollis]] now that her Hb is 92 and the scope on [[DATE:14 October]] was clear?",
        "Please fax the summary to [[PHONE:0161 496 0732]] for the attention of Dr [[PERSON:Oluwaseun Adebayo-Fitch]].",
        "Seen [[DATE:2nd Jan 2025]] with [[PERSON:Tobias van der Merwe]], who is [[AGE:91]] and still drives.",
        "Case ref [[ID:EP-2025-00417]]; GP [[PERSON:Harriet Moncrieff]], e-mail [[EMAIL:h.moncrieff@larchwood-med.example.org]].",
        "US transfer: [[PERSON:Dolores Esquivel]], SSN [[SSN:419-62-0385]], Medicare ID [[HEALTH_PLAN_ID:7QW2-TK9-MR41]].",
        "Mr [[PERSON:Jędrzej Kowalczyk]] (hosp no [[MRN:RX7741902]]) refused the night-time enoxaparin again.",
        "Lives alone at [[ADDRESS:Flat 6, 19 Quarry Bank]], [[LOCATION:Stourholt]], key safe code with the warden [[PERSON:Lenny Bream]].",
        "Bleep the SHO about [[PERSON:Agnieszka Zielińska]] in side room [[ID:4]]: NEWS2 now 7.",
        "Discharge letter: [[PERSON:Cornelius St John-Mildmay]], admitted [[DATE:17.03.2025]], discharged [[DATE:24.03.2025]].",
        "Can a [[AGE:93]]-year-old with an eGFR of 21 have gabapentin, asked by Dr [[PERSON:Fenella Quist]]?",
        "Wife ([[PERSON:Beryl]]) on [[PHONE:+44 1632 960 418]]; son in [[LOCATION:Auckland]] on [[PHONE:+64 21 555 0193]].",
        "Private insurer policy [[HEALTH_PLAN_ID:BUPA-88310274]] for Mr [[PERSON:Rashid Al-Mansouri]].",
        "Mrs [[PERSON:de Souza-Whitlock]] was seen at [[LOCATION:St Ninian's Community Hospital]] on [[DATE:Tuesday 9 September 2025]].",
        "Refund to sort code [[ACCOUNT:40-18-27 31106654]] for [[PERSON:Ifeoma Chukwuemeka]] after the duplicate charge.",
        "Patient [[PERSON:Gideon Thistlewood]], [[AGE:102]], from [[LOCATION:Marlow Court care home]]: new AF on the ECG.",
        "Physio note: [[PERSON:Sunniva Haugland]] mobilised with a frame on [[DATE:5/11/25]], goal is home to [[LOCATION:Wrenford]].",
        "Email the clinic letter to [[EMAIL:quaye.family@mailbox.example.com]] as Mr [[PERSON:Quaye]] asked.",
        "Ward [[LOCATION:Foxglove]], room [[ID:12]]: [[PERSON:Yusuf Demirci]], post-op day 2, drain output 40 ml.",
        "Is [[PERSON:Lorcan Mac Giolla Phádraig]] still on the list for TAVI on [[DATE:November 3rd]]?",
        "[[PERSON:B. Okonkwo-Reyes]], MRN [[MRN:004471925]], dialysis Mon/Wed/Fri at [[LOCATION:Ravensholme Renal Unit]].",
        "The coroner's officer [[PERSON:Gareth Pryce-Evans]] will call from [[PHONE:029 2179 4410]] about Mr [[PERSON:Ludd]].",
        "Home address [[ADDRESS:3 Ferrymans Walk]], [[LOCATION:Upper Hebden]], [[ZIP:HX7 2RD]]; district nurse to visit.",
        "NOK [[PERSON:Anastasia Petrakis]], [[EMAIL:a.petrakis77@example.net]], prefers text messages.",
        "Remind me: did [[PERSON:Ottoline Farquharson]] get her zoledronic acid on [[DATE:the 8th of April]]?",
        "[[AGE:95]] yo man, bed [[ID:7]] on [[LOCATION:Heron Ward]], for palliative review; son [[PERSON:Kwame Boateng]] aware.",
        "Clinic code [[ID:RHEU-2231]] booked for [[PERSON:Ingrid Solheim-Beck]] on [[DATE:12/12/2025]].",
        "Tel [[PHONE:(01865) 220 947]] ext [[PHONE:4471]], ask for Sister [[PERSON:Colquhoun]].",
        "Mr [[PERSON:Aurelio Bianchi]] from [[LOCATION:Penrith]] declined the CT; capacity assessed by Dr [[PERSON:Nnamdi Eze]].",
        "Born [[DATE:March 1, 1934]], so [[AGE:91]]; ID badge number [[ID:VS-448213]] on the transfer form.",
        "Left a message for [[PERSON:Perpetua Hinds]] at [[PHONE:07911 123 580]] about the biopsy result.",
        "Referral letter to Prof [[PERSON:Saoirse Ní Chonaill]], [[LOCATION:Royal Brigstock Infirmary]], [[ZIP:NN14 6XT]].",
    ],
    "de": [
        "Frau [[PERSON:Hannelore Krüger-Wendt]], geb. [[DATE:14.07.1931]], Station [[LOCATION:Lindenhof]], Zimmer [[ID:214]].",
        "Kann Herr [[PERSON:Friedhelm von Ostheim]] bei einer GFR von 28 noch Metformin bekommen?",
        "Übergabe: Pat. [[PERSON:Zeynep Aydın]], [[AGE:94]] J., Sturz in der Nacht, kein Kopfanprall.",
        "Überweisung durch Dr. med. [[PERSON:Ulrike Brandstätter]], [[ADDRESS:Mühlgasse 7]], [[ZIP:79098]] [[LOCATION:Freiburg im Breisgau]].",
        "Fallnummer [[ID:2025-0817734]], Patientennummer [[MRN:PN 44019283]], bitte im Entlassbrief angeben.",
        "Versichertennummer [[HEALTH_PLAN_ID:K287405519]] bei der AOK Niedersachsen hinterlegt.",
        "Tochter, Frau [[PERSON:Brigitte Schulze-Hamann]], erreichbar unter [[PHONE:0511 / 48 27 93 0]].",
        "Aufnahme am [[DATE:3. März 2025]], Entlassung am [[DATE:11.03.2025]] nach Hause in [[LOCATION:Bad Oeynhausen]].",
        "Rückfragen bitte an OA Dr. [[PERSON:Kasimir Lewandowski]], Tel. [[PHONE:+49 89 4140 7712]], Fax [[PHONE:+49 89 4140 7799]].",
        "Herr [[PERSON:Ole Thiessen]] ([[AGE:99]]) lebt allein in [[ADDRESS:Am Deichtor 12a]], [[ZIP:25813]] [[LOCATION:Husum]].",
        "Steuer-ID [[SSN:48 712 036 915]] fehlt noch im Pflegeantrag von Frau [[PERSON:Irmgard Pohl]].",
        "Sozialversicherungsnummer [[SSN:12 150731 P 046]] von Herrn [[PERSON:Detlef Pawelczyk]] laut Rentenbescheid.",
        "Bitte Befund an [[EMAIL:praxis.hoffmann-yilmaz@example.de]] schicken, z. Hd. Frau Dr. [[PERSON:Hoffmann-Yılmaz]].",
        "Hat Frau [[PERSON:Elfriede zu Sayn]] ihre Vitamin-K-Gabe am [[DATE:Montag, den 6. Oktober]] bekommen?",
        "Pflegeheim [[LOCATION:Haus Abendsonne]], [[ADDRESS:Kirchweg 3]], [[LOCATION:Wittmund]]; Bezugspflegerin [[PERSON:Svetlana Rausch]].",
        "Herr [[PERSON:Matthias Grünewald-Öztürk]], Zi. [[ID:08]], Bett [[ID:2]], bekommt ab heute Piperacillin.",
        "Österreichischer Patient, SV-Nr. [[SSN:1237 010338]], Frau [[PERSON:Theresia Hinterberger]] aus [[LOCATION:Kufstein]].",
        "Schweizer Pat., AHV-Nr. [[SSN:756.1234.5678.97]], Hausarzt Dr. [[PERSON:Reto Gisler]], [[LOCATION:Chur]].",
        "Patientin ist [[AGE:96]] und möchte keine Reanimation; Betreuer Herr [[PERSON:Lothar Weimann]] informiert.",
        "Arztbrief an Prof. Dr. [[PERSON:Annegret de Vries]], [[LOCATION:Klinikum Hildesheimer Land]], vom [[DATE:27.10.25]].",
        "Herr [[PERSON:Bogdan Marinescu]] hat seine Handynummer geändert: [[PHONE:0176 2849 3310]].",
        "Kostenübernahme über Konto [[ACCOUNT:DE44 5001 0517 5407 3249 31]] für Herrn [[PERSON:Anselm Kreuzer]].",
        "Geburtsdatum [[DATE:02.12.1929]], also [[AGE:95]] Jahre; Aufnahme über die ZNA.",
        "E-Mail des Sohnes: [[EMAIL:j.brandl@posteo.example]]; Frau [[PERSON:Brandl]] wünscht Rückruf.",
        "Station [[LOCATION:Weidenhof 3B]]: Herr [[PERSON:Karl-Heinz Möbius]] ist seit gestern delirant.",
        "Labor für Frau [[PERSON:Roswitha Ebner]], Auftragsnummer [[ID:L-9913028]], Kalium 6,1.",
        "Wohnhaft [[ADDRESS:Hauptstraße 118]], [[ZIP:04109]] [[LOCATION:Leipzig]]; Anfahrt über den Hinterhof.",
        "Ist Herr [[PERSON:Jens-Uwe Kalinowski]] für die Koronarangiographie am [[DATE:18.11.]] nüchtern?",
        "Konsil Neurologie für Frau [[PERSON:Mehtap Kılıç]], Rückruf Dr. [[PERSON:Vogelsang]] unter Durchwahl [[PHONE:4431]].",
        "Herr [[PERSON:Eberhard Freiherr von Lützow]], [[AGE:90]], Z. n. Hüft-TEP, Entlassung in die Reha nach [[LOCATION:Bad Driburg]].",
        "Krankenkassenkarte abgelaufen; neue Nummer [[HEALTH_PLAN_ID:T552018374]] von der Techniker Krankenkasse.",
        "Telefonnotiz [[DATE:20.11.2025]]: Ehemann [[PERSON:Rüdiger Stolz]] fragt nach dem Befund.",
        "Patientin [[PERSON:Ilse Marggraf]], MRN [[MRN:0003318472]], kommt aus [[LOCATION:Gelsenkirchen-Buer]].",
        "Bitte Entlassbrief auch an [[EMAIL:hausarzt.dr.ruppert@praxis-ruppert.example.de]] faxen bzw. mailen.",
        "Frau [[PERSON:Aleksandra Nowak-Behrens]], [[ADDRESS:Gartenstr. 4]], [[LOCATION:Celle]], Tel. [[PHONE:05141 902 883]].",
        "Herr [[PERSON:Volkmar Heß]] kommt am [[DATE:Donnerstag, 4.12.]] zur Portanlage.",
    ],
    "fr": [
        "Mme [[PERSON:Ghislaine Lefèvre-Duroc]], née le [[DATE:8 mai 1930]], chambre [[ID:312]], service de gériatrie.",
        "Peut-on reprendre le Préviscan chez M. [[PERSON:Anatole de La Rochefoucauld]] après la ponction ?",
        "Transmission : Mme [[PERSON:Yasmina Belkacem]], [[AGE:93]] ans, chute à 4 h, pas de perte de connaissance.",
        "Adressée par le Dr [[PERSON:Bertrand Lacombe]], [[ADDRESS:12 rue des Tanneurs]], [[ZIP:67000]] [[LOCATION:Strasbourg]].",
        "NIR : [[SSN:2 31 05 75 114 236 48]] ; IPP [[MRN:800417259]].",
        "Numéro de séjour [[ID:S25-0088142]], à reporter sur le compte rendu d'hospitalisation.",
        "La fille, Mme [[PERSON:Solène Marchetti]], souhaite être appelée au [[PHONE:06 48 21 93 07]].",
        "Entrée le [[DATE:03/02/2025]], sortie le [[DATE:12/02/2025]] vers l'EHPAD [[LOCATION:Les Tilleuls]] à [[LOCATION:Vierzon]].",
        "Contact : Dr [[PERSON:Hervé N'Diaye]], tél. [[PHONE:01 45 17 62 30]], fax [[PHONE:01 45 17 62 39]].",
        "M. [[PERSON:Jean-Baptiste Le Goff]], [[AGE:98]] ans, vit seul à [[ADDRESS:4 impasse du Moulin]], [[ZIP:29200]] [[LOCATION:Brest]].",
        "Courrier à envoyer à [[EMAIL:secretariat.cardio@clinique-vauban.example.fr]], à l'attention du Pr [[PERSON:Mathieu Oberlin]].",
        "Mme [[PERSON:Odette Vasseur]] a-t-elle bien reçu son injection de Prolia le [[DATE:lundi 6 octobre]] ?",
        "Patient suisse, n° AVS [[SSN:756.9821.4470.13]], M. [[PERSON:Laurent Favre-Bulle]] de [[LOCATION:La Chaux-de-Fonds]].",
        "Mutuelle [[HEALTH_PLAN_ID:MGEN 1784432905]] ; carte Vitale au nom de Mme [[PERSON:Colette Rivière]].",
        "Infirmière référente : [[PERSON:Maëlle Quéméner]], unité [[LOCATION:Bleuets]], poste [[PHONE:4472]].",
        "Mme [[PERSON:Fatoumata Diallo-Bernard]], lit [[ID:2]], chambre [[ID:17]], sous noradrénaline depuis cette nuit.",
        "Vu en consultation le [[DATE:17 septembre 2025]] avec son époux, M. [[PERSON:Gérard Pichon]].",
        "Patient belge, numéro national [[SSN:31.07.22-147.58]], domicilié à [[LOCATION:Namur]].",
        "Personne de confiance : M. [[PERSON:Thibault d'Harcourt]], joignable au [[PHONE:+33 7 81 44 29 65]].",
        "Mme [[PERSON:Eugénie Pradel]], [[AGE:101]] ans, est arrivée de la maison de retraite [[LOCATION:Le Clos Fleuri]].",
        "Remboursement sur le compte [[ACCOUNT:FR76 3000 4012 3400 0100 8427 913]] de M. [[PERSON:Rodolphe Tessier]].",
        "Date de naissance [[DATE:11/11/1933]] ; adresse [[ADDRESS:27 avenue Jean-Jaurès]], [[ZIP:31400]] [[LOCATION:Toulouse]].",
        "Le Dr [[PERSON:Isabelle Nguyen-Thanh]] demande si le scanner du [[DATE:21/10]] a été relu.",
        "M. [[PERSON:Kévin Lemaire]] souhaite recevoir ses résultats sur [[EMAIL:kevin.lemaire84@example.fr]].",
        "Compte rendu opératoire de Mme [[PERSON:Apolline de Villiers]], IPP [[MRN:000734219]], bloc [[ID:B4]].",
        "Appel du fils, M. [[PERSON:Karim Haddad]], depuis [[LOCATION:Marseille]] : il arrive demain.",
        "Mme [[PERSON:Renée Bouchard-Lévesque]], patiente québécoise, NAM [[HEALTH_PLAN_ID:BOUR 3005 1412]].",
        "Kiné : M. [[PERSON:Armand Rigaud]] a marché 40 m avec déambulateur le [[DATE:5 nov.]]",
        "Ordonnance faxée à la pharmacie [[LOCATION:du Vieux Port]] au [[PHONE:04 91 33 27 18]].",
        "M. [[PERSON:Yves-Marie Kerhervé]], [[AGE:92]] ans, refuse la sonde urinaire ; tutelle par Mme [[PERSON:Guéguen]].",
        "Hospitalisé à [[LOCATION:l'hôpital Saint-Vincent de Lannion]] du [[DATE:2]] au [[DATE:9 août 2025]].",
        "N° de dossier [[MRN:DOS-2025-44810]] pour Mme [[PERSON:Liliane Mercadier]].",
        "Le patient habite [[ADDRESS:Résidence Les Pins, bât. C, 8 allée Colbert]], [[LOCATION:Antibes]].",
        "Prévenir Mme [[PERSON:Chantal Aubry]] (voisine) au [[PHONE:02 99 41 73 56]] en cas de sortie.",
        "Mme [[PERSON:Sabine Roux]] a été vue par l'équipe mobile de soins palliatifs le [[DATE:mardi 25/11/2025]].",
        "Interne de garde : [[PERSON:Clément Baudry]], bip [[ID:5123]] ; senior : Dr [[PERSON:Hélène Garnier-Lopez]].",
    ],
    "es": [
        "Sra. [[PERSON:María del Pilar Echeverría Uriarte]], nacida el [[DATE:9 de enero de 1931]], habitación [[ID:418]].",
        "¿Se puede reiniciar el Sintrom al Sr. [[PERSON:Faustino Garrido de la Fuente]] tras la endoscopia?",
        "Relevo: [[PERSON:Remedios Ocaña]], [[AGE:95]] años, caída a las 5:00, sin traumatismo craneal.",
        "Derivada por la Dra. [[PERSON:Nuria Bofill i Casals]], [[ADDRESS:c/ Mallorca 214, 3.º 2.ª]], [[ZIP:08036]] [[LOCATION:Barcelona]].",
        "DNI [[SSN:48371925T]]; NHC [[MRN:1184203]]; CIP [[HEALTH_PLAN_ID:GAUR 0310512004]].",
        "Número de episodio [[ID:EP-25-0092217]], indicar en el informe de alta.",
        "Su hija, [[PERSON:Begoña Arrieta]], pide que la llamen al [[PHONE:655 38 21 94]].",
        "Ingreso el [[DATE:04/03/2025]], alta el [[DATE:13/03/2025]] a la residencia [[LOCATION:San Rafael]] de [[LOCATION:Albacete]].",
        "Contacto: Dr. [[PERSON:Iñaki Goikoetxea]], tel. [[PHONE:+34 943 00 71 58]], fax [[PHONE:943 00 71 59]].",
        "El Sr. [[PERSON:Anselmo Quiroga]], de [[AGE:97]] años, vive solo en [[ADDRESS:Rúa do Franco 22, 1.º]], [[LOCATION:Santiago de Compostela]].",
        "NIE [[SSN:X4827193L]] del paciente [[PERSON:Oleksandr Melnyk]], pendiente de tarjeta sanitaria.",
        "Número de afiliación a la Seguridad Social [[SSN:28 10472839 55]] de la Sra. [[PERSON:Consuelo Pardo]].",
        "Enviar el informe a [[EMAIL:consultas.neumo@hospital-levante.example.es]], a la atención del Dr. [[PERSON:Soler]].",
        "¿Recibió la Sra. [[PERSON:Amparo Vidal-Quadras]] el ácido zoledrónico el [[DATE:lunes 6 de octubre]]?",
        "Residencia [[LOCATION:Virgen del Carmen]], [[ADDRESS:avda. de la Constitución 45]], [[ZIP:41001]] [[LOCATION:Sevilla]].",
        "Sr. [[PERSON:José Antonio Villanueva Etxeberria]], cama [[ID:3]], box [[ID:12]] de la UCI, con noradrenalina.",
        "Paciente mexicano, CURP [[SSN:GOHR310822HDFNRM04]], Sr. [[PERSON:Ramiro González Hernández]].",
        "Paciente argentino, DNI [[SSN:11.482.903]], derivado desde [[LOCATION:Rosario]].",
        "La paciente tiene [[AGE:99]] años y no desea RCP; su sobrino [[PERSON:Ernesto Calvo]] está informado.",
        "Informe para el Prof. [[PERSON:Leopoldo de Haro]], [[LOCATION:Hospital Comarcal de Valdeorras]], del [[DATE:27-10-2025]].",
        "La Sra. [[PERSON:Khadija El Amrani]] ha cambiado de móvil: [[PHONE:612 904 337]].",
        "Devolución a la cuenta [[ACCOUNT:ES91 2100 0418 4502 0005 1332]] del Sr. [[PERSON:Baltasar Ruiz]].",
        "Fecha de nacimiento [[DATE:1-XII-1932]], es decir [[AGE:92]] años; ingresa por Urgencias.",
        "Correo del hijo: [[EMAIL:jmiralles.sanz@correo.example.es]]; la Sra. [[PERSON:Miralles]] pide que la llamen.",
        "Planta [[LOCATION:4.ª Norte]]: el Sr. [[PERSON:Cayetano Morales]] está desorientado desde ayer.",
        "Analítica de la Sra. [[PERSON:Rocío Benavente]], petición [[ID:LAB-7731029]], potasio 6,2.",
        "Domicilio: [[ADDRESS:calle del Pez 9, bajo B]], [[ZIP:28004]] [[LOCATION:Madrid]].",
        "¿Está en ayunas el Sr. [[PERSON:Demetrio Lozano]] para el cateterismo del [[DATE:18/11]]?",
        "Interconsulta a Neurología para la Sra. [[PERSON:Itziar Olaizola]]; Dr. [[PERSON:Bermejo]], extensión [[PHONE:5532]].",
        "El Sr. [[PERSON:Gonzalo Fernández de Córdoba]], [[AGE:90]], tras PTC, se traslada a [[LOCATION:Hospital de Guadarrama]].",
        "Tarjeta sanitaria individual [[HEALTH_PLAN_ID:BBVR 6042011935]] caducada; pedir otra en el centro de salud.",
        "Llamada del [[DATE:20 de noviembre]]: su marido [[PERSON:Abelardo Peña]] pregunta por la biopsia.",
        "Paciente [[PERSON:Guadalupe Ibarra]], historia [[MRN:HC-0045128]], procedente de [[LOCATION:Ponferrada]].",
        "Mandar el alta también a [[EMAIL:cs.arrabal@salud.example.es]], centro de salud [[LOCATION:Arrabal]].",
        "Sra. [[PERSON:Wilma Ortega Saavedra]], [[ADDRESS:plaza Mayor 3]], [[LOCATION:Trujillo]], tel. [[PHONE:927 32 18 40]].",
        "El Sr. [[PERSON:Celestino Maroto]] viene el [[DATE:jueves 4 de diciembre]] a implantar el reservorio.",
    ],
    "it": [
        "Sig.ra [[PERSON:Graziella Bonfiglio-Ranieri]], nata il [[DATE:12 giugno 1930]], stanza [[ID:207]], letto [[ID:B]].",
        "Si può riprendere il Coumadin al sig. [[PERSON:Ottavio De Santis]] dopo la colonscopia?",
        "Consegna: [[PERSON:Assunta Lo Presti]], [[AGE:96]] anni, caduta alle 4, nessun trauma cranico.",
        "Inviata dal dott. [[PERSON:Fabrizio Zanella]], [[ADDRESS:via dei Mille 18]], [[ZIP:80121]] [[LOCATION:Napoli]].",
        "Codice fiscale [[SSN:BNFGZL30H52F839K]]; nosologico [[MRN:2025004417]].",
        "Numero di ricovero [[ID:RIC-25-008813]], da riportare nella lettera di dimissione.",
        "La figlia, [[PERSON:Donatella Ferraris]], chiede di essere chiamata al [[PHONE:347 218 90 54]].",
        "Ricovero il [[DATE:03/03/2025]], dimissione il [[DATE:12/03/2025]] alla RSA [[LOCATION:Villa Serena]] di [[LOCATION:Pavia]].",
        "Riferimento: dott.ssa [[PERSON:Chiara Dell'Acqua]], tel. [[PHONE:02 5503 4412]], fax [[PHONE:02 5503 4419]].",
        "Il sig. [[PERSON:Aldo Scognamiglio]], [[AGE:98]] anni, vive solo in [[ADDRESS:vico Lungo Gelso 7]], [[LOCATION:Napoli]].",
        "Tessera sanitaria [[HEALTH_PLAN_ID:80380000500123456789]] intestata alla sig.ra [[PERSON:Rosaria Cuccurullo]].",
        "Inviare il referto a [[EMAIL:segreteria.nefro@ospedale-valtrompia.example.it]], alla c.a. del prof. [[PERSON:Mariani]].",
        "La sig.ra [[PERSON:Ornella Pellegrino]] ha fatto il Prolia [[DATE:lunedì 6 ottobre]]?",
        "RSA [[LOCATION:Casa del Sole]], [[ADDRESS:piazza Garibaldi 2]], [[ZIP:25065]] [[LOCATION:Lumezzane]].",
        "Sig. [[PERSON:Pierluigi Acquaviva]], letto [[ID:6]] della terapia intensiva, in noradrenalina.",
        "Paziente svizzero, n. AVS [[SSN:756.3047.5009.62]], sig. [[PERSON:Mirko Pedrazzini]] di [[LOCATION:Bellinzona]].",
        "La paziente ha [[AGE:94]] anni e non vuole la rianimazione; il nipote [[PERSON:Samuele Galli]] è informato.",
        "Lettera al prof. [[PERSON:Ludovico degli Esposti]], [[LOCATION:Ospedale Civile di Sondrio]], del [[DATE:27.10.2025]].",
        "Il sig. [[PERSON:Hamza Benali]] ha un nuovo cellulare: [[PHONE:+39 333 871 2096]].",
        "Rimborso sull'IBAN [[ACCOUNT:IT60 X054 2811 1010 0000 0123 456]] del sig. [[PERSON:Gino Tarantino]].",
        "Data di nascita [[DATE:01/12/1932]], quindi [[AGE:92]] anni; ingresso dal Pronto Soccorso.",
        "Mail del figlio: [[EMAIL:marco.sannino@posta.example.it]]; la sig.ra [[PERSON:Sannino]] chiede un colloquio.",
        "Reparto [[LOCATION:Medicina 2 - Ala Est]]: il sig. [[PERSON:Cosimo Lattanzi]] è confuso da ieri.",
        "Esami della sig.ra [[PERSON:Vittoria Crespi]], richiesta n. [[ID:LAB-5541907]], potassio 6,0.",
        "Residente in [[ADDRESS:corso Vittorio Emanuele II 144]], [[ZIP:10121]] [[LOCATION:Torino]].",
        "Il sig. [[PERSON:Eraldo Furlan]] è a digiuno per la coronarografia del [[DATE:18 novembre]]?",
        "Consulenza neurologica per la sig.ra [[PERSON:Maddalena Orrù]]; dott. [[PERSON:Pinna]], interno [[PHONE:6120]].",
        "Il sig. [[PERSON:Gianfranco Della Valle]], [[AGE:91]], dopo protesi d'anca va in riabilitazione a [[LOCATION:Montecatone]].",
        "Telefonata del [[DATE:20/11/2025]]: il marito [[PERSON:Silvano Rota]] chiede l'esito della biopsia.",
        "Paziente [[PERSON:Annunziata Caruso]], cartella [[MRN:CC-2025-11873]], proveniente da [[LOCATION:Caltanissetta]].",
        "Dimissione da inviare anche a [[EMAIL:mmg.lombardo@studiomedico.example.it]], medico curante dott. [[PERSON:Lombardo]].",
        "Sig.ra [[PERSON:Teresa Mancuso Arena]], [[ADDRESS:via Roma 55]], [[LOCATION:Cefalù]], tel. [[PHONE:0921 42 33 17]].",
        "Il sig. [[PERSON:Benedetto Farina]] viene [[DATE:giovedì 4 dicembre]] per il posizionamento del port.",
        "Codice fiscale del sig. [[PERSON:Adriano Colombo]]: [[SSN:CLMDRN29A14F205X]], esenzione 048.",
        "Infermiera referente [[PERSON:Loredana Gatti]], turno di notte, stanza [[ID:11]].",
        "Visto in ambulatorio il [[DATE:17 settembre 2025]] con la moglie, sig.ra [[PERSON:Ida Ferri]].",
    ],
    "pt": [
        "Sra. [[PERSON:Maria da Conceição Figueiredo Sarmento]], nascida a [[DATE:7 de maio de 1931]], quarto [[ID:309]].",
        "Pode retomar a varfarina o Sr. [[PERSON:Joaquim dos Santos Pereira]] depois da colonoscopia?",
        "Passagem de turno: [[PERSON:Deolinda Carvalho]], [[AGE:95]] anos, queda às 4h, sem TCE.",
        "Referenciada pela Dra. [[PERSON:Filipa Meireles]], [[ADDRESS:Rua de Cedofeita 301, 2.º Esq.]], [[ZIP:4050-180]] [[LOCATION:Porto]].",
        "Nº de utente SNS [[HEALTH_PLAN_ID:284 117 390]]; NIF [[SSN:213 458 907]]; processo [[MRN:PR 1093382]].",
        "Episódio de internamento [[ID:INT-2025-07731]], a indicar na nota de alta.",
        "A filha, [[PERSON:Lurdes Ventura]], pede que lhe liguem para o [[PHONE:912 384 075]].",
        "Internamento a [[DATE:03/03/2025]], alta a [[DATE:12/03/2025]] para o lar [[LOCATION:Santa Isabel]] em [[LOCATION:Viseu]].",
        "Contacto: Dr. [[PERSON:Rui Gouveia]], tel. [[PHONE:+351 21 791 4420]], fax [[PHONE:21 791 4429]].",
        "O Sr. [[PERSON:Albino Rebelo]], de [[AGE:97]] anos, vive sozinho na [[ADDRESS:Travessa do Alecrim 4]], [[LOCATION:Évora]].",
        "Cartão de Cidadão [[SSN:12849375 1 ZY4]] do Sr. [[PERSON:Firmino Guedes]].",
        "Enviar o relatório para [[EMAIL:secretariado.pneumo@hospital-alto-minho.example.pt]], ao cuidado do Dr. [[PERSON:Amorim]].",
        "A Sra. [[PERSON:Olímpia Teixeira]] fez o denosumab na [[DATE:segunda-feira, 6 de outubro]]?",
        "Lar [[LOCATION:Nossa Senhora da Luz]], [[ADDRESS:Largo do Pelourinho 2]], [[ZIP:7000-505]] [[LOCATION:Évora]].",
        "Sr. [[PERSON:Valdemar Cunha]], cama [[ID:5]] da UCI, em noradrenalina.",
        "Paciente brasileiro, CPF [[SSN:318.442.907-15]], Sr. [[PERSON:Cláudio Nascimento]] de [[LOCATION:Belo Horizonte]].",
        "Cartão SUS [[HEALTH_PLAN_ID:898 0012 3456 7890]] da Sra. [[PERSON:Jussara Almeida]].",
        "A doente tem [[AGE:99]] anos e não quer reanimação; o sobrinho [[PERSON:Tiago Brandão]] foi informado.",
        "Carta para o Prof. [[PERSON:Duarte de Albuquerque]], [[LOCATION:Hospital Distrital de Santarém]], de [[DATE:27-10-2025]].",
        "O Sr. [[PERSON:Adilson Tavares]] mudou de telemóvel: [[PHONE:963 110 284]].",
        "Reembolso para o IBAN [[ACCOUNT:PT50 0035 0123 0000 4567 8901 2]] do Sr. [[PERSON:Henrique Lobo]].",
        "Data de nascimento [[DATE:01.12.1932]], portanto [[AGE:92]] anos; entrada pela urgência.",
        "E-mail do filho: [[EMAIL:nuno.pestana@correio.example.pt]]; a Sra. [[PERSON:Pestana]] pede contacto.",
        "Serviço [[LOCATION:Medicina B, piso 5]]: o Sr. [[PERSON:Armindo Lopes]] está confuso desde ontem.",
        "Análises da Sra. [[PERSON:Graça Moutinho]], requisição [[ID:REQ-8830214]], potássio 6,1.",
        "Morada: [[ADDRESS:Avenida da Liberdade 190, 5.º Dto.]], [[ZIP:1250-147]] [[LOCATION:Lisboa]].",
        "O Sr. [[PERSON:Custódio Neves]] está em jejum para o cateterismo de [[DATE:18 de novembro]]?",
        "Pedido de colaboração à Neurologia para a Sra. [[PERSON:Benedita Sá]]; Dra. [[PERSON:Couto]], extensão [[PHONE:2217]].",
        "O Sr. [[PERSON:Fernão Mascarenhas]], [[AGE:90]], após artroplastia vai para a [[LOCATION:Unidade de Cuidados Continuados de Tomar]].",
        "Telefonema de [[DATE:20/11/2025]]: o marido [[PERSON:Aurélio Pinto]] pergunta pela biópsia.",
        "Doente [[PERSON:Rosa Maria Quintela]], processo [[MRN:0049912]], vinda de [[LOCATION:Bragança]].",
        "Mandar a nota de alta também a [[EMAIL:usf.ribeirinha@saude.example.pt]], USF [[LOCATION:Ribeirinha]].",
        "Sra. [[PERSON:Ermelinda Calado Reis]], [[ADDRESS:Rua Direita 12]], [[LOCATION:Tavira]], tel. [[PHONE:281 320 415]].",
        "O Sr. [[PERSON:Baltazar Matos]] vem na [[DATE:quinta-feira, 4 de dezembro]] colocar o cateter.",
        "Enfermeira de referência [[PERSON:Sónia Araújo]], turno da noite, enfermaria [[ID:3]].",
        "Visto em consulta a [[DATE:17 de setembro de 2025]] com a esposa, D. [[PERSON:Irene Fontes]].",
    ],
}

PHI_FREE: dict[str, list[str]] = {
    "en": [
        "Known Parkinson's disease on Madopar; Hoehn and Yahr stage 3.",
        "Crohn's colitis flare, started on Entyvio after failing Humira.",
        "Hashimoto's thyroiditis, TSH 6.8, levothyroxine increased to 100 micrograms.",
        "Per ESC 2021 guidance, CHA2DS2-VASc of 4 means anticoagulate with Eliquis 5 mg BD.",
        "Freestyle Libre sensor fitted; Dexcom declined because of the cost.",
        "Whipple's procedure planned for the ampullary lesion after the Tuesday MDT.",
        "Bell's palsy on the left; prednisolone 50 mg for ten days per NICE NG guidance.",
        "Chest drain inserted in the Triangle of Safety; Rocket catheter at 12 cm.",
        "Cushing's syndrome screen: overnight dexamethasone suppression test ordered.",
        "Barrett's oesophagus on OGD, Prague C2M4; repeat surveillance in 3 years.",
        "Lasting Power of Attorney discussed in general terms; no decision made.",
        "The 68-year-old had a Wells score of 5, so CTPA rather than D-dimer.",
        "GOLD 2023 group E: start Trelegy Ellipta and refer for pulmonary rehab.",
        "Stevens-Johnson syndrome after lamotrigine; stop it and flag the allergy.",
        "Clexane 40 mg SC daily and TEDs as per the Caprini score.",
        "Addison's disease: double the hydrocortisone on sick days (sick day rules).",
    ],
    "de": [
        "Bekannter Morbus Parkinson unter Madopar, Hoehn-und-Yahr-Stadium 3.",
        "Morbus Crohn mit Schub, Umstellung von Humira auf Entyvio.",
        "Hashimoto-Thyreoiditis, TSH 7,1, L-Thyroxin auf 100 µg erhöht.",
        "Nach ESC-Leitlinie 2021 CHA2DS2-VASc-Score 4, daher Eliquis 5 mg zweimal täglich.",
        "Die Blutgasanalyse zeigt eine metabolische Azidose mit erhöhter Anionenlücke.",
        "Marcumar pausiert, Überbrückung mit Clexane nach Bridging-Schema.",
        "Beim Aufnahmebefund fiel ein positives Babinski-Zeichen links auf.",
        "Herzkatheteruntersuchung mit Stentimplantation in die RIVA, Xience 3,0 x 18 mm.",
        "Der Schrittmacher (Medtronic Azure) wurde nach MRT-Protokoll umprogrammiert.",
        "Wundversorgung mit Octenisept und Aquacel Ag, Verbandswechsel alle drei Tage.",
        "Die Patientin ist 84 Jahre alt und lebt mit Pflegegrad 3 zu Hause.",
        "Leitliniengerecht nach S3-Leitlinie Sepsis 2025 Antibiose binnen einer Stunde.",
        "Kontrolle der Schilddrüse in der Sonographie: Knoten links, TIRADS 3.",
        "Morbus Bechterew, HLA-B27 positiv, Therapie mit Cosentyx.",
        "Das Basedow-Syndrom wird mit Thiamazol 20 mg behandelt.",
        "Glasgow Coma Scale 14, Pupillen isokor, Lichtreaktion prompt.",
    ],
    "fr": [
        "Maladie de Parkinson connue, sous Modopar, stade 3 de Hoehn et Yahr.",
        "Poussée de maladie de Crohn, relais de l'Humira par Entyvio.",
        "Thyroïdite de Hashimoto, TSH à 7,2, Lévothyrox augmenté à 100 µg.",
        "Selon les recommandations ESC 2021, CHA2DS2-VASc à 4 : Eliquis 5 mg deux fois par jour.",
        "Signe de Babinski à gauche, réflexes vifs, pas de déficit moteur.",
        "Pose d'un PICC line et d'une sonde de Foley aux urgences.",
        "Syndrome de Guillain-Barré suspecté, ponction lombaire prévue.",
        "Stimulateur Medtronic Azure reprogrammé avant l'IRM.",
        "Score de Glasgow à 14, pupilles symétriques et réactives.",
        "Maladie de Horton : bolus de Solumédrol puis Cortancyl 60 mg.",
        "Le patient a 86 ans et vit à domicile avec un passage infirmier quotidien.",
        "Protocole HAS 2024 pour la prévention des escarres, matelas à air Nimbus.",
        "Insuffisance cardiaque FEVG 30 %, Entresto introduit à petite dose.",
        "Fracture de Pouteau-Colles traitée par plâtre antébrachio-palmaire.",
        "Lovenox 4000 UI par jour et bas de contention.",
        "Maladie de Basedow sous Néomercazole, contrôle de la NFS.",
    ],
    "es": [
        "Enfermedad de Parkinson conocida, en tratamiento con Sinemet, estadio 3 de Hoehn y Yahr.",
        "Brote de enfermedad de Crohn, cambio de Humira a Entyvio.",
        "Tiroiditis de Hashimoto, TSH 6,9, se sube Eutirox a 100 mcg.",
        "Según la guía ESC 2021, CHA2DS2-VASc de 4: Eliquis 5 mg cada 12 horas.",
        "Signo de Murphy positivo, ecografía con colelitiasis.",
        "Se coloca una sonda Foley y un catéter central de inserción periférica.",
        "Síndrome de Guillain-Barré en estudio, punción lumbar mañana.",
        "Marcapasos Medtronic Azure reprogramado antes de la resonancia.",
        "Glasgow 14, pupilas isocóricas y normorreactivas.",
        "Arteritis de Horton: bolos de Urbasón y luego prednisona 60 mg.",
        "La paciente tiene 87 años y vive en su domicilio con ayuda a domicilio.",
        "Escala de Norton de 11, riesgo alto de úlceras por presión.",
        "Insuficiencia cardíaca con FEVI del 30 %, se inicia Entresto a dosis bajas.",
        "Fractura de Colles tratada con férula antebraquial.",
        "Clexane 40 mg cada 24 horas y medias de compresión.",
        "Enfermedad de Graves-Basedow tratada con Tirodril.",
    ],
    "it": [
        "Morbo di Parkinson noto, in terapia con Sinemet, stadio 3 di Hoehn e Yahr.",
        "Riacutizzazione di malattia di Crohn, passaggio da Humira a Entyvio.",
        "Tiroidite di Hashimoto, TSH 7,0, Eutirox aumentato a 100 mcg.",
        "Secondo le linee guida ESC 2021, CHA2DS2-VASc 4: Eliquis 5 mg due volte al giorno.",
        "Segno di Murphy positivo, ecografia con calcolosi della colecisti.",
        "Posizionato catetere di Foley e un PICC in Pronto Soccorso.",
        "Sospetta sindrome di Guillain-Barré, rachicentesi programmata.",
        "Pacemaker Medtronic Azure riprogrammato prima della risonanza.",
        "Glasgow 14, pupille isocoriche e isocicliche.",
        "Arterite di Horton: boli di Solu-Medrol poi prednisone 60 mg.",
        "La paziente ha 85 anni e vive a casa con assistenza domiciliare.",
        "Scala di Braden 12, rischio elevato di lesioni da pressione.",
        "Scompenso cardiaco con FE 30 %, avviato Entresto a basse dosi.",
        "Frattura di Colles trattata con apparecchio gessato.",
        "Clexane 4000 UI al giorno e calze elastiche.",
        "Morbo di Basedow in terapia con Tapazole.",
    ],
    "pt": [
        "Doença de Parkinson conhecida, medicada com Sinemet, estádio 3 de Hoehn e Yahr.",
        "Agudização de doença de Crohn, mudança de Humira para Entyvio.",
        "Tiroidite de Hashimoto, TSH 7,3, Eutirox aumentado para 100 mcg.",
        "Segundo as recomendações ESC 2021, CHA2DS2-VASc de 4: Eliquis 5 mg de 12 em 12 horas.",
        "Sinal de Murphy positivo, ecografia com litíase vesicular.",
        "Colocada algália Foley e PICC no Serviço de Urgência.",
        "Suspeita de síndrome de Guillain-Barré, punção lombar amanhã.",
        "Pacemaker Medtronic Azure reprogramado antes da ressonância.",
        "Escala de Glasgow 14, pupilas isocóricas e fotorreativas.",
        "Arterite de Horton: pulsos de Solu-Medrol e depois prednisolona 60 mg.",
        "A doente tem 88 anos e vive em casa com apoio domiciliário.",
        "Escala de Braden 12, risco elevado de úlcera de pressão.",
        "Insuficiência cardíaca com FEVE de 30 %, iniciou Entresto em dose baixa.",
        "Fratura de Colles tratada com tala gessada.",
        "Enoxaparina 40 mg por dia e meias de compressão.",
        "Doença de Graves tratada com Metibasol.",
    ],
}


def parse(marked: str) -> tuple[str, list[dict[str, Any]]]:
    """The text without markup and its gold spans, offsets counted on the stripped text."""
    text = ""
    spans: list[dict[str, Any]] = []
    last = 0
    for match in MARK.finditer(marked):
        text += marked[last : match.start()]
        kind, value = match.group(1), match.group(2)
        spans.append({"start": len(text), "end": len(text) + len(value), "type": kind})
        text += value
        last = match.end()
    text += marked[last:]
    return text, spans


def check(row: dict[str, Any], values: list[str]) -> None:
    text = row["text"]
    if "[[" in text or "]]" in text:
        raise ValueError(f"{row['id']}: markup left in the text")
    for span, value in zip(row["spans"], values, strict=True):
        if span["type"] not in PHI_TYPES:
            raise ValueError(f"{row['id']}: unknown type {span['type']}")
        piece = text[span["start"] : span["end"]]
        if piece != value or piece.strip() != piece:
            raise ValueError(f"{row['id']}: span {piece!r} is not {value!r}")
    if row["phi_free"] == bool(row["spans"]):
        raise ValueError(f"{row['id']}: phi_free disagrees with its spans")


def rows() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for lang in LANGUAGES:
        sentences = [(s, False) for s in PHI[lang]] + [(s, True) for s in PHI_FREE[lang]]
        for number, (marked, phi_free) in enumerate(sentences, start=1):
            text, spans = parse(marked)
            row = {
                "id": f"{lang}-r{number:03d}",
                "lang": lang,
                "source": "phi-free" if phi_free else "phi",
                "text": text,
                "spans": spans,
                "phi_free": phi_free,
            }
            check(row, [m.group(2) for m in MARK.finditer(marked)])
            out.append(row)
    return out


def build() -> str:
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows())


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")
    records = rows()
    print(f"wrote {len(records)} sentences to {OUT.relative_to(ROOT)}")
    for lang in LANGUAGES:
        mine = [r for r in records if r["lang"] == lang]
        kinds = Counter(s["type"] for r in mine for s in r["spans"])
        free = sum(1 for r in mine if r["phi_free"])
        print(
            f"{lang}: {len(mine) - free} with PHI, {free} PHI-free, {sum(kinds.values())} spans: "
            + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        )


if __name__ == "__main__":
    main()

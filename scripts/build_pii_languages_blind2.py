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
        "Remind me: did [[PERSON:Ottoline Farquharson]] get her zoledronic acid on the [[DATE:8th of April]]?",
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
        "Bonjour, interne de garde : puis-je donner du Tramadol à Mme [[PERSON:Marie-Odile Schaeffer]] (IPP [[MRN:7700314862]]) avec une clairance à 25 ?",
        "Cher confrère, je vous adresse M. [[PERSON:Pierre-Yves Le Bihan]], [[AGE:91]] ans, pour le bilan d'une anémie ferriprive.",
        "Sortie prévue le [[DATE:jeudi 3 avril]] vers le SSR [[LOCATION:Les Oyats]] à [[LOCATION:Berck-sur-Mer]].",
        "RPPS du prescripteur : [[LICENSE:10101234567]], Dr [[PERSON:Aïssatou Sow]], service de néphrologie.",
        "Le petit-fils, [[PERSON:Enzo Barbier-Mouret]], a appelé du [[PHONE:07 62 18 44 09]] pour prendre des nouvelles.",
        "Patiente de [[AGE:104]] ans hospitalisée pour déshydratation, vit en EHPAD à [[LOCATION:Saint-Flour]].",
        "NDA [[ID:925004417]] ; médecin traitant Dr [[PERSON:Philippe Casanova]] à [[LOCATION:Ajaccio]].",
        "Adresse : [[ADDRESS:lieu-dit La Croix Blanche]], [[ZIP:43300]] [[LOCATION:Langeac]] ; accès difficile l'hiver.",
        "Mme [[PERSON:Bernadette Le Meur]] est-elle toujours sous Eliquis depuis son AVC du [[DATE:2 janvier 2025]] ?",
        "HAD contactée au [[PHONE:05 59 44 18 70]] pour la sortie de M. [[PERSON:Iñigo Etcheverry]] à [[LOCATION:Hasparren]].",
        "Né le [[DATE:24.12.1933]] à [[LOCATION:Oran]], M. [[PERSON:Maurice Benguigui]] a donc [[AGE:91]] ans.",
        "Résultats à transmettre à [[EMAIL:dr.fontaine.cabinet@example.fr]] (Dr [[PERSON:Agathe Fontaine]], [[LOCATION:Quimper]]).",
        "Visite du [[DATE:12/06/25]] : Mme [[PERSON:Jocelyne Tardieu-Blanc]] se plaint de vertiges ; TA 160/90.",
        "N° de sécurité sociale [[SSN:1 29 11 13 055 214 93]], mutuelle Harmonie n° [[HEALTH_PLAN_ID:004482193]].",
        "Chambre [[ID:17]], lit porte : M. [[PERSON:Noël Grangier]], retour de coronarographie à 15 h.",
        "La tutrice, Mme [[PERSON:Véronique Dumas-Leclerc]] (UDAF), veut être informée par mail : [[EMAIL:v.dumas@udaf.example.fr]].",
        "Mlle [[PERSON:Océane Mabille]], 19 ans, adressée par le centre de planification de [[LOCATION:Roubaix]].",
        "Prochain rendez-vous le [[DATE:lundi 17 novembre]] à 9 h 30 avec le Pr [[PERSON:Castelnau]].",
        "Transfert en réanimation de M. [[PERSON:Abdelkader Mansouri]], box [[ID:6]], à [[LOCATION:l'hôpital Édouard-Herriot]].",
        "Téléphone fixe [[PHONE:03 88 27 15 40]] ; portable du fils [[PHONE:06 11 92 73 58]].",
        "Mme [[PERSON:Yvonne Hoarau]], de [[LOCATION:Saint-Pierre]], [[AGE:95]] ans, diabète déséquilibré.",
        "Le Dr [[PERSON:Jean-Luc Vanderbeken]] demande un avis sur le TEP du [[DATE:08/10/2025]] de M. [[PERSON:Olivier Dassault-Perret]].",
        "Domicilié [[ADDRESS:3 place de la Mairie]], [[ZIP:71250]] [[LOCATION:Cluny]], il vit avec sa sœur [[PERSON:Arlette]].",
        "Patient luxembourgeois, matricule [[SSN:1934 0612 345]], hospitalisé à [[LOCATION:Thionville]].",
        "Compte rendu envoyé par messagerie sécurisée à [[EMAIL:cardio.sud@mssante.example.fr]] le [[DATE:5 mai 2025]].",
        "M. [[PERSON:Ghislain de Kersauson]] refuse la transfusion ; témoin de l'entretien : IDE [[PERSON:Karine Pelletier]].",
        "Appeler le secrétariat du Dr [[PERSON:Nadia Ferhat]] au [[PHONE:02 40 08 33 61]] (poste [[PHONE:2310]]).",
        "[[PERSON:Suzanne Lavergne]], [[AGE:99]] ans, a chuté dans sa chambre [[ID:208]] de l'EHPAD [[LOCATION:Le Grand Chêne]].",
        "Consultation d'anesthésie du [[DATE:mardi 14/10]] : Mme [[PERSON:Rose-Marie Caillaud]], ASA 2.",
        "Le conjoint, M. [[PERSON:Didier Cassagne]], est la personne de confiance ; tél. [[PHONE:+33 5 61 22 48 90]].",
        "Facture à régler par virement : IBAN [[ACCOUNT:FR14 2004 1010 0505 0001 3M02 606]] au nom de M. [[PERSON:Lucien Vidal]].",
        "M. [[PERSON:Théo N'Guessan]] a été vu aux urgences de [[LOCATION:Créteil]] le [[DATE:28 octobre]] pour une crise d'asthme.",
        "Numéro d'épisode [[ID:EP-5589201]], dossier papier archivé sous le n° [[MRN:A-1933-0448]].",
        "Ordonnance envoyée à la pharmacie par fax au [[PHONE:01 64 90 12 77]], Mme [[PERSON:Claudine Roussel]] prévenue.",
        "Mme [[PERSON:Gisèle van den Broeck]], née le [[DATE:1er février 1930]], adressée de [[LOCATION:Tourcoing]].",
        "La sage-femme [[PERSON:Manon Riou]] signale que Mme [[PERSON:Laetitia Bouvier]] est sortie le [[DATE:15/11]] contre avis médical.",
    ],
    "es": [
        "¿Alguien sabe si a don [[PERSON:Eusebio Carrasco Mena]] le pusieron la vacuna de la gripe el [[DATE:13 de octubre]]?",
        "Paciente de [[AGE:92]] años traída desde [[LOCATION:Villanueva de la Serena]] por disnea.",
        "NUHSA [[HEALTH_PLAN_ID:AN0421807394]]; avisar a su nuera [[PERSON:Macarena Lucena]] al [[PHONE:678 402 115]].",
        "Estimado compañero: remito a la Sra. [[PERSON:Ainhoa Zubizarreta Larrañaga]] para valorar un nódulo tiroideo.",
        "Alta a domicilio en [[ADDRESS:c/ San Vicente Mártir 61, pta. 8]], [[ZIP:46002]] [[LOCATION:Valencia]].",
        "El Dr. [[PERSON:Ignacio Sáenz de Buruaga]] (n.º de colegiado [[LICENSE:282864193]]) firma el consentimiento.",
        "Chilena, RUT [[SSN:8.412.337-K]], vive en [[LOCATION:Getafe]] desde hace dos años.",
        "Ingresó el [[DATE:sábado 22 de febrero]] y se operó el [[DATE:24/02/25]] con el Dr. [[PERSON:Alcántara]].",
        "Sr. [[PERSON:Braulio Vidal Pons]], box [[ID:7]] de Observación, pendiente de TAC craneal.",
        "Su marido, [[PERSON:Jacinto Moya]], prefiere que le escriban a [[EMAIL:jmoya.lucena@example.es]].",
        "Colombiano, cédula [[SSN:79.481.226]], trabaja en una obra en [[LOCATION:Alcobendas]].",
        "La enfermera [[PERSON:Yolanda Cid]], de la planta [[LOCATION:6.ª Sur]], avisa de que el paciente de la habitación [[ID:612]] no ha orinado.",
        "Fecha de nacimiento [[DATE:30/06/1931]]; edad [[AGE:94]]; procede de la residencia [[LOCATION:Los Almendros]].",
        "Contactar con el Centro de Salud [[LOCATION:Delicias Sur]], teléfono [[PHONE:976 55 31 20]], fax [[PHONE:976 55 31 29]].",
        "La Sra. [[PERSON:Montserrat Puig i Ferrer]] vive en [[ADDRESS:carrer de Sants 142, 4t 1a]], [[LOCATION:Barcelona]].",
        "Cita en consultas externas el [[DATE:3 de diciembre de 2025]] a las 10:15, sala 4.",
        "¿Puedo pautar Nolotil al Sr. [[PERSON:Florencio Aguado]] con una neutropenia previa? Lo pregunta la Dra. [[PERSON:Pastor]].",
        "Hermana de contacto: [[PERSON:Pilar Beltrán de Lis]], [[PHONE:+34 629 410 887]].",
        "Número de historia clínica [[MRN:00728341]], episodio [[ID:U25-114092]].",
        "El Sr. [[PERSON:Ramón Aizpurua]], [[AGE:97]], se traslada al [[LOCATION:Hospital Santa Marina]] de [[LOCATION:Bilbao]].",
        "Código postal [[ZIP:29680]], [[LOCATION:Estepona]]: fuera de la zona de hospitalización a domicilio.",
        "Hoja de interconsulta del [[DATE:11-11-2025]] firmada por el Dr. [[PERSON:Óscar Mendizábal]].",
        "La paciente [[PERSON:Dolores Heredia Fajardo]] pide copia del informe en [[EMAIL:lola.heredia@example.com]].",
        "TSI [[HEALTH_PLAN_ID:MRTN450312008015]]; DNI [[SSN:05432178K]].",
        "Se comenta con su médica de familia, la Dra. [[PERSON:Covadonga Álvarez]], de [[LOCATION:Cangas de Onís]].",
        "Mexicana, [[AGE:90]] años, llega con su nieto [[PERSON:Brandon Yáñez]], que hace de intérprete.",
        "Cargo en la cuenta [[ACCOUNT:ES76 0049 1500 0512 3456 7892]], titular [[PERSON:Fulgencio Ródenas]].",
        "Avisar al busca [[PHONE:3417]] si la Sra. [[PERSON:Encarnación Rubio]] tiene fiebre.",
        "La Sra. [[PERSON:Leire Otxoa]] no acudió a la revisión del [[DATE:martes 4/11]]; se la llama al [[PHONE:944 12 07 63]].",
        "El Sr. [[PERSON:Wenceslao de Miguel]] reside en [[ADDRESS:avenida de Portugal 8, 2.º C]], [[ZIP:37006]] [[LOCATION:Salamanca]].",
        "Viene de la residencia [[LOCATION:Nuestra Señora de Begoña]]; su tutor legal es [[PERSON:Aitor Lasa]].",
        "Cambio de guardia: cama [[ID:21]], [[PERSON:Purificación Soto]], con sonda nasogástrica desde ayer.",
        "Remitido desde Urgencias del [[LOCATION:Hospital de Jarrio]] el [[DATE:19 de septiembre]] por un síncope.",
        "Teléfono del domicilio [[PHONE:958 20 14 77]], móvil del paciente [[PHONE:690 318 224]].",
        "La Sra. [[PERSON:Guadalupe Rentería]], nacida el [[DATE:2 de agosto de 1928]], ha cumplido [[AGE:97]] años en planta.",
        "Informe de alta entregado al hijo, [[PERSON:Jonatan Rivas]], con cita en el [[LOCATION:CAP Raval Nord]].",
    ],
    "it": [
        "Il sig. [[PERSON:Nazzareno Quagliarella]] (letto [[ID:5]]) ha la glicemia a 412: chiamo il medico di guardia?",
        "Referto istologico da consegnare alla sig.ra [[PERSON:Carmela Li Causi]] in busta chiusa.",
        "Trasferimento all'hospice [[LOCATION:Casa di Gaia]] di [[LOCATION:Assisi]] previsto per [[DATE:venerdì 21 marzo]].",
        "Firma: dott. [[PERSON:Emiliano Ceccarelli]], iscrizione all'Ordine dei Medici n. [[LICENSE:48117]].",
        "Chi ha parlato con [[PERSON:Fausto Brambilla]]? Ha lasciato un messaggio in segreteria dal [[PHONE:338 901 2247]].",
        "Anziana di [[AGE:100]] anni, sammarinese, residente a [[LOCATION:Borgo Maggiore]]: chiede il certificato di invalidità.",
        "Medico curante dott.ssa [[PERSON:Serena Bianchini-Morelli]], studio in [[ADDRESS:via Emilia Ponente 212]], [[LOCATION:Faenza]].",
        "CAP [[ZIP:52026]], frazione [[LOCATION:Pian di Scò]]: l'ADI non copre la zona.",
        "Ultima dose di Xarelto il [[DATE:2 gennaio]] alle 20, poi sospeso per l'intervento del sig. [[PERSON:Nunzio Galati]].",
        "Referente ADI [[PERSON:Katia Zeni]], distretto di [[LOCATION:Rovereto]], tel. [[PHONE:0464 403 118]].",
        "Il sig. [[PERSON:Renato Haddad]], nato a [[LOCATION:Tripoli]], ha compiuto [[AGE:92]] anni il [[DATE:24 dicembre]].",
        "Scrivere a [[EMAIL:studio.dottor.gallo@example.it]] per le ricette ripetibili della sig.ra [[PERSON:Tina Lazzari]].",
        "Consegna notturna: letto [[ID:12]], sig. [[PERSON:Gino Parisi]], agitato, Talofen 10 gocce alle 2.",
        "Tessera TEAM [[HEALTH_PLAN_ID:80380001200456789012]] e codice fiscale [[SSN:SPNRNN41D63H224P]] della sig.ra [[PERSON:Rosa Anna Spanò]].",
        "Esame istologico n. [[ID:IST-25-06671]] del sig. [[PERSON:Tullio Baldassarre]]: adenocarcinoma G2.",
        "La badante, [[PERSON:Oksana Hrytsenko]], accompagna la paziente e risponde al [[PHONE:371 448 2096]].",
        "Vaccino antinfluenzale eseguito il [[DATE:23/10/2025]] presso l'ambulatorio di [[LOCATION:Porto Recanati]].",
        "Domanda: il sig. [[PERSON:Cirillo]], [[AGE:96]] anni, può fare la TAC con mezzo di contrasto con creatinina 2,1?",
        "Genitori di [[PERSON:Edoardo Santangelo]]: padre [[PERSON:Davide]], madre [[PERSON:Noemi Ruggiero]]; allergia alle arachidi.",
        "Residenza: [[ADDRESS:via Pescheria 9, int. 4]], [[ZIP:34121]] [[LOCATION:Trieste]]; d'estate sta a [[LOCATION:Grado]].",
        "Pratica INPS n. [[ID:2025-INV-448102]] per l'invalidità della sig.ra [[PERSON:Annamaria Sorrentino]].",
        "Il dott. [[PERSON:Ruggero Altieri]] della guardia medica di [[LOCATION:Sulmona]] ha chiamato alle 23 dal [[PHONE:0864 499 310]].",
        "Il sig. [[PERSON:Gaetano Amato]] è caduto a [[DATE:Ferragosto]] e da allora non cammina.",
        "Cittadino svizzero, numero AVS [[SSN:756.5512.0834.41]], ricoverato a [[LOCATION:Como]] dopo un incidente in moto.",
        "Consulenza: la prof.ssa [[PERSON:Ilaria Degli Innocenti]], ematologia, cerca il sig. [[PERSON:Filippo Orsini]], [[AGE:90]] anni.",
        "Appuntamento per l'ecodoppler il [[DATE:3 marzo 2026]] alle 11, ambulatorio 5.",
        "Il sig. [[PERSON:Ettore de' Medici Ricasoli]] rifiuta la trasfusione; presente la nipote [[PERSON:Beatrice]].",
        "Centralino [[PHONE:06 3017 5521]], chiedere della nefrologia, interno [[PHONE:4128]].",
        "Cartella n. [[MRN:25/003341]], ricovero in day hospital il [[DATE:lunedì 9 giugno]].",
        "Pz [[PERSON:Berardi Italo]], [[AGE:102]] aa, allettato, lesione sacrale di III stadio.",
        "Bonifico per la copia della cartella: IBAN [[ACCOUNT:IT02 L012 3412 3450 0000 0003 210]], causale il nome di [[PERSON:Nicola Greco]].",
        "Mail dell'infermiera di famiglia: [[EMAIL:ifec.mirandola@ausl.example.it]], distretto di [[LOCATION:Mirandola]].",
        "Nosologico [[MRN:2025017733]]; il sig. [[PERSON:Olindo Bertolini]] torna a [[LOCATION:Sassuolo]] con la figlia [[PERSON:Morena]].",
        "La sig.ra [[PERSON:Gisella Vanoni]], nata il [[DATE:1° febbraio 1930]], non ricorda il nome del suo medico.",
        "Per il trasporto chiamare la Croce Verde di [[LOCATION:Pinerolo]] al [[PHONE:0121 322 008]].",
        "Colloquio del [[DATE:15/11/2025]] con il figlio [[PERSON:Ivano Pozzi]]: si concorda la sedazione palliativa.",
    ],
    "pt": [
        "Alguém viu a D. [[PERSON:Albertina Gouveia]]? Saiu da enfermaria [[ID:4]] sem avisar.",
        "Prontuário [[MRN:0094417-3]], paciente [[PERSON:Josefa Aparecida dos Reis]], [[AGE:98]] anos, internada pela UPA de [[LOCATION:Guarulhos]].",
        "CRM-SP [[LICENSE:148203]], Dra. [[PERSON:Thaís Mendonça Vilela]], plantonista.",
        "Endereço: [[ADDRESS:Rua Augusta 1508, apto 72]], CEP [[ZIP:01304-001]], [[LOCATION:São Paulo]].",
        "RG [[SSN:28.447.913-6]] e CNS [[HEALTH_PLAN_ID:702 4083 1190 5527]] conferidos na admissão.",
        "Cédula profissional n.º [[LICENSE:51207]] do Dr. [[PERSON:Gonçalo Sequeira]], Ordem dos Médicos.",
        "O neto, [[PERSON:Diogo Vasconcelos]], ligou do [[PHONE:+351 934 227 610]] a perguntar pela avó.",
        "Alta para a ERPI [[LOCATION:Casa do Povo de Alvalade]] na [[DATE:sexta-feira, 7 de março]].",
        "A Sra. [[PERSON:Ivone Bettencourt]] foi vista na consulta de [[DATE:13/01/2025]], vinda de [[LOCATION:Ponta Delgada]].",
        "Enviar os exames para [[EMAIL:consultorio.dra.helena@example.com.br]], Dra. [[PERSON:Helena Kowalski]].",
        "Sr. [[PERSON:Anacleto Pimenta]], [[AGE:93]] anos, vive com a filha em [[ADDRESS:Bairro da Pasteleira, bloco 12, 3.º]], [[LOCATION:Porto]].",
        "Cama [[ID:14]]: o Sr. [[PERSON:Emídio Correia]] recusou o jantar e a insulina das 20h.",
        "Pergunta do Dr. [[PERSON:Pedro Aguiar]]: posso dar Ben-u-ron ao Sr. [[PERSON:Martins]] com a ALT a 300?",
        "Telefone da USF [[LOCATION:Mondego]]: [[PHONE:239 488 120]]; fax [[PHONE:239 488 129]].",
        "Nascida a [[DATE:29 de fevereiro de 1932]] em [[LOCATION:Luanda]], a D. [[PERSON:Esperança Kiala]] tem [[AGE:93]] anos.",
        "N.º de processo [[MRN:HSM-2231094]], episódio de urgência [[ID:U-25-889102]].",
        "A cuidadora, [[PERSON:Marli Souza]], pede que mandem a receita para [[EMAIL:marli.souza.cuidados@example.com]].",
        "O Sr. [[PERSON:Zacarias Nhantumbo]] foi transferido para o [[LOCATION:Hospital Garcia de Orta]] às 3h.",
        "Reunião familiar a [[DATE:20.11.2025]] com os filhos [[PERSON:Rui]] e [[PERSON:Sandra Teles]].",
        "CPF [[SSN:047.815.392-60]] do paciente [[PERSON:Wellington Ferreira Lima]], carteirinha Unimed [[HEALTH_PLAN_ID:0032 5584 1700 9]].",
        "Morada antiga: [[ADDRESS:Rua do Sol ao Rato 33]], [[ZIP:1250-262]] [[LOCATION:Lisboa]]; atualizar no sistema.",
        "O Sr. [[PERSON:Custódio Figueira]] faz hemodiálise às terças em [[LOCATION:Setúbal]]; contacto da clínica [[PHONE:265 709 400]].",
        "Nota de enfermagem de [[DATE:2 de novembro]]: a D. [[PERSON:Laurinda]] está mais orientada.",
        "A Dra. [[PERSON:Mariana Lobo Antunes]] pede parecer de Cardiologia para a cama [[ID:22]].",
        "Aniversário do doente hoje, [[DATE:11 de novembro]]: faz [[AGE:100]] anos e o serviço preparou um bolo.",
        "Paciente mineiro de [[LOCATION:Juiz de Fora]], CEP [[ZIP:36010-002]], encaminhado pela Dra. [[PERSON:Priscila Tavares]].",
        "Transferência para o NIB [[ACCOUNT:0035 0567 00012345678 42]] do Sr. [[PERSON:Leonel Azevedo]].",
        "Contacto de emergência: [[PERSON:Cátia Moreira]], [[PHONE:969 450 381]] (sobrinha).",
        "Internado no piso [[LOCATION:6 - Cirurgia Geral]], quarto [[ID:608]], desde [[DATE:3/11]].",
        "Médica de família: Dra. [[PERSON:Raquel Sampaio]], [[LOCATION:Centro de Saúde de Vila Real]].",
        "O Sr. [[PERSON:João Baptista de Almeida Garrett]] assinou o consentimento para a colonoscopia.",
        "Número de utente [[HEALTH_PLAN_ID:197 884 003]]; sem subsistema de saúde.",
        "Recebido e-mail de [[EMAIL:r.farinha@hospital-example.pt]] sobre a doente [[PERSON:Glória Farinha]].",
        "Sr. [[PERSON:Valentim Ramalho]], [[AGE:96]], vindo do lar [[LOCATION:São José]] em [[LOCATION:Amarante]].",
        "Próxima consulta: [[DATE:9 de janeiro de 2026]], com o Dr. [[PERSON:Tomé]].",
        "Pager do interno de cirurgia: [[PHONE:7742]]; chamar se a Sra. [[PERSON:Joana Bastos]] tiver febre.",
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
        "Idiopathisches Parkinson-Syndrom, L-Dopa-Test positiv, Beginn mit Rasagilin.",
        "Morbus Crohn mit Fistel, Infliximab-Talspiegel vor der nächsten Gabe.",
        "Hashimoto-Thyreoiditis, TPO-Antikörper deutlich erhöht, Euthyrox 75 µg.",
        "Gemäß ESC-Leitlinie 2019 zu Dyslipidämien LDL-Ziel unter 55 mg/dl, Ezetimib ergänzt.",
        "Die Blutgasanalyse zeigt eine metabolische Azidose mit erhöhter Anionenlücke.",
        "Marcumar pausiert, Überbrückung mit Clexane nach Bridging-Schema.",
        "Beim Aufnahmebefund fiel ein positives Babinski-Zeichen links auf.",
        "Herzkatheteruntersuchung mit Stentimplantation in die RIVA, Xience 3,0 x 18 mm.",
        "Der Schrittmacher (Medtronic Azure) wurde nach MRT-Protokoll umprogrammiert.",
        "Wundversorgung mit Octenisept und Aquacel Ag, Verbandswechsel alle drei Tage.",
        "Die Patientin ist 84 Jahre alt und lebt mit Pflegegrad 3 zu Hause.",
        "Leitliniengerecht nach S3-Leitlinie Sepsis 2025 Antibiose binnen einer Stunde.",
        "Borreliose nach Zeckenstich, Lyme-Serologie ausstehend.",
        "Morbus Bechterew, HLA-B27 positiv, Therapie mit Cosentyx.",
        "Das Basedow-Syndrom wird mit Thiamazol 20 mg behandelt.",
        "Glasgow Coma Scale 14, Pupillen isokor, Lichtreaktion prompt.",
    ],
    "fr": [
        "Maladie de Parkinson évoluée, fluctuations sous Stalevo, pompe Duodopa discutée.",
        "Fièvre de Malte écartée : sérologie de Wright négative.",
        "Signe de Lasègue positif à 40° à droite, pas de déficit moteur.",
        "Selon les recommandations ESC 2023, on maintient l'Entresto et le Jardiance.",
        "Doliprane 1 g toutes les six heures, sans dépasser 4 g par jour.",
        "Kardégic 75 mg le matin et Tahor 40 mg le soir.",
        "Maladie de Crohn iléale, sous Stelara depuis 2022.",
        "Thyroïdite d'Hashimoto, Lévothyrox 75 µg, TSH à contrôler dans six semaines.",
        "Pose d'une chambre implantable PowerPort, contrôle radiologique satisfaisant.",
        "Score de Glasgow à 15, NIHSS à 2, pas d'indication de thrombolyse.",
        "Le patient a 78 ans et marche avec une canne anglaise.",
        "Fracture de Lisfranc traitée par botte en résine.",
        "Ostéo-arthropathie de Charcot du pied diabétique, décharge par botte plâtrée.",
        "Infection à virus Coxsackie probable, syndrome pieds-mains-bouche.",
        "SDRA selon la définition de Berlin : décubitus ventral 16 heures.",
        "Lasilix 40 mg IV puis relais per os, objectif poids sec 72 kg.",
    ],
    "es": [
        "Enfermedad de Parkinson con discinesias; se reparte el Sinemet Plus en cuatro tomas.",
        "Maniobra de Valsalva sin respuesta, se administra adenosina 6 mg.",
        "Serología de Lyme negativa; se descarta neuroborreliosis.",
        "Según la GesEPOC 2021, fenotipo agudizador eosinofílico: Trimbow dos inhalaciones cada 12 horas.",
        "Adiro 100 mg en la comida y Omeprazol 20 mg en ayunas.",
        "Nolotil ampolla IV si dolor, como máximo cada 8 horas.",
        "Colitis de Crohn en tratamiento con Stelara.",
        "Hipotiroidismo por Hashimoto, Eutirox 88 mcg.",
        "Portador de marcapasos Biotronik Edora en modo DDD.",
        "Signo de Blumberg negativo, abdomen blando y depresible.",
        "Varón de 81 años, independiente para las actividades básicas.",
        "Índice de Barthel 60, dependencia moderada.",
        "Síndrome de Down con hipotiroidismo asociado.",
        "Esclerosis lateral amiotrófica: valorar Rilutek y ventilación no invasiva.",
        "Clexane 60 mg cada 12 horas hasta INR en rango con Sintrom.",
        "Virus de Marburgo descartado pese al antecedente de viaje.",
    ],
    "it": [
        "Morbo di Parkinson con freezing, si aggiunge Xadago 50 mg.",
        "Tachipirina 1000 mg al bisogno, massimo tre volte al giorno.",
        "Manovra di Valsalva inefficace, adenosina 6 mg in bolo.",
        "Compilata la Nota AIFA 97 per l'avvio del Lixiana.",
        "Linee guida KDIGO 2024: sistolica sotto 120 se tollerata.",
        "Febbre di Malta esclusa, sieroagglutinazione di Wright negativa.",
        "Sindrome di Sjögren con secchezza oculare, lacrime artificiali.",
        "Lasix 25 mg due compresse al mattino, controllo del peso giornaliero.",
        "Tiroidite di Hashimoto in terapia con Tirosint 75 mcg.",
        "Morbo di Crohn ileale in terapia con Stelara.",
        "Portatore di pacemaker Boston Scientific Accolade, controllo annuale.",
        "Manovra di Giordano negativa bilateralmente.",
        "Uomo di 79 anni, autonomo nelle attività di base.",
        "Scala di Conley 3, rischio di caduta moderato.",
        "Frattura di Pouteau-Colles, gesso per 30 giorni.",
        "Sospetta malattia di Lyme dopo un morso di zecca, eritema migrante.",
    ],
    "pt": [
        "Doença de Parkinson com flutuações motoras; ajustar o Sinemet e associar Ongentys.",
        "Ben-u-ron 1 g de 8 em 8 horas em SOS.",
        "Brufen 400 mg depois das refeições, no máximo três dias.",
        "Norma da DGS de 2022 para a vacinação contra a gripe acima dos 65 anos.",
        "GOLD 2024: iniciar Trimbow e encaminhar para reabilitação respiratória.",
        "Fratura de Lisfranc imobilizada com bota gessada.",
        "Doença de Lyme improvável, eritema atípico.",
        "Tiroidite de Hashimoto medicada com Letter 75 mcg.",
        "Doença de Crohn ileocólica, a fazer Entyvio de 8 em 8 semanas.",
        "Portador de CDI Medtronic Cobalt, interrogado sem eventos.",
        "Sinal de Godet positivo até aos joelhos.",
        "Homem de 83 anos, autónomo, vive com a esposa.",
        "Escala de Morse 45, risco de queda elevado.",
        "Síndrome de Cushing iatrogénica por corticoterapia prolongada.",
        "Victan 1 mg à noite durante cinco dias.",
        "Manobra de Epley para a vertigem posicional paroxística benigna.",
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

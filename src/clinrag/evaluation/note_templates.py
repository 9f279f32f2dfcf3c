"""The clinical-note templates of the note-level PHI set, by document family (data only).

Each family has several independent templates in different house styles (US hospital, UK
letter, terse dictation, structured EHR export), so that a rule written while reading one style
is tested on the others. ``{slot}`` takes a fresh value each time (``note_dataset`` lists the
slots); ``{P.last}`` is a form of one person of the note (P patient, A author or attending, R
referring or copied physician, T transcriptionist, F family member, C consultant), the same
person wherever the note names them again. The forms: ``first``, ``last``, ``name`` (First
Last), ``full`` (First M. Last), ``rev`` (Last, First), ``LAST``, ``NAME``, ``REV`` (upper
case), ``lower`` (last name in lower case), ``ini`` (JD), ``ini3`` (JMD), ``inil`` (jd),
``dotted`` (J. Last).
"""

from __future__ import annotations

ADMISSION: tuple[str, ...] = (
    """ADMISSION HISTORY AND PHYSICAL
{hospital} - Department of Medicine
Patient: {P.REV}    MRN: {mrn}    DOB: {date}
Room {room}, Bed {bed}    Admit date: {date}
Attending: {A.LAST}    Resident: {C.name}, MD (pager {pager})

CHIEF COMPLAINT: {symptom} for {duration}.

HPI: {P.name} is a {age}-year-old with {condition} and {eponym} who was seen {md} in clinic
and sent in for {symptom}. Symptoms worse since {myy}. Home meds: {drug} {dose} {freq},
{drug} {dose} {freq}.

VITALS: BP {bp}, HR {hr}, RR {rr}, T {temp}, SpO2 {spo2}% RA.
EXAM: {finding}. {finding}.
LABS: {lab_result}, {lab_result}, {lab_result}.

ASSESSMENT/PLAN: {condition}; start {drug} {dose} {freq}. Daughter {F.name} ({phone})
updated at bedside. Code status full.
{A.ini}/{T.inil}
""",
    """Admission Note -- {date}
Pt: {P.last}, {P.first}  | MR# {mrn} | Unit {ward}, rm {room}
PCP: Dr. {R.last} ({phone} x{ext})
Source: ED at {hospital}

Subjective
Mr. {P.last} is a {age90} y/o man, lives at {street}, {city}, {state} {zip}, with his
son {F.first}. Presents with {symptom}; last well {md}. PMH: {condition}, {eponym}.
Meds: {drug} {dose} {freq}; {drug} {dose}.

Objective
Vitals {bp}, {hr} bpm, {spo2}% on 2L. {finding}.
{lab_result}; {lab_result}.

A/P
1. {condition} -- {drug} {dose} {freq}, trend {lab_result}.
2. {eponym} -- continue home regimen.
Discussed with attending Dr {A.NAME}. Signed: {C.dotted}, MD, pgr {pager}
""",
    """H&P | {hospital}
Name: {P.NAME}    Age: {age90}    Acct: {account}
Admitted {md} from home ({street}, {city})
Contact: {F.name} (wife) {phone}, {email}

History: {age90}-year-old woman with {eponym}, {condition}. Since {myy} she has had
{symptom}. Seen {md} by cardiology; {procedure} in {year}.
Allergies: {drug}.
Medications: {drug} {dose} {freq}, {drug} {dose} {freq}, {drug} {dose}.
Exam: {finding}; {finding}.
Data: {lab_result}, {lab_result}; BP {bp}.
Impression: {condition}. Plan: {drug} {dose}, {procedure} to be discussed.
Admitting MD: {A.rev}, MD  ID {user_id}  Bed {ward}-{bed}
""",
)

DISCHARGE: tuple[str, ...] = (
    """DISCHARGE SUMMARY

PATIENT NAME: {P.REV}
MEDICAL RECORD #: {mrn}
ADMISSION DATE: {date}
DISCHARGE DATE: {date}
ATTENDING PHYSICIAN: {A.NAME}, M.D.
PRIMARY CARE: {R.full}, MD

DIAGNOSES: 1. {condition}. 2. {eponym}.
PROCEDURES: {procedure} on {md}.
HOSPITAL COURSE: Ms. {P.last} was admitted with {symptom}. She improved on {drug} {dose}
{freq}. {lab_result} on discharge.
DISCHARGE MEDICATIONS: {drug} {dose} {freq}; {drug} {dose} {freq}; {drug} {dose}.
FOLLOW-UP: Dr. {R.last} in {duration}; call {phone} with questions.
Home health via {hospital}, fax {phone}.

{A.NAME}, M.D.
{A.ini}:{T.ini}  D: {dd}  T: {dd}
Job #: {job}   Doc ID: {report_id}
cc: {R.name}, MD
""",
    """Discharge summary -- {hospital}
{P.name}, {age90} | NHS no. {nhs} | Ward {ward}, bed {bed}
Consultant: {A.title} {A.last}    Discharged: {date}

Presenting complaint: {symptom}.
Diagnosis: {condition} on background of {eponym}.
Course: treated with {drug} {dose} {freq}, then {drug}. {lab_result}; {lab_result}.
Seen by physio {md}; mobilising with frame.
Changes to medicines: stop {drug}; start {drug} {dose} {freq}.
Follow up: clinic in {duration}. GP: Dr {R.last}, {street}, {city} {zip}.
Summary completed by {C.name} (FY1), bleep {pager}, {dd}
""",
    """DC SUMMARY  {date}
pt {P.name}  mrn {mrn}
adm {md} -> dc {md}
dx: {condition}; {eponym}
course: {symptom} resolved on {drug} {dose}. {lab_result}. BP {bp}.
dispo: home w/ {F.first} ({F.lower}), {phone}
meds: {drug} {dose} {freq} | {drug} {dose} | {drug} {dose} {freq}
f/u: {R.dotted} {md}; labs since {myy} reviewed.
device: {device} serial {serial}
signed {A.lower} ({user_id}) {dd}
""",
)

CONSULT: tuple[str, ...] = (
    """CONSULTATION NOTE
Date of service: {date}
Requesting physician: Dr. {R.name}
Consultant: {C.name}, MD, Cardiology, ext. {ext}
Patient: {P.name}   MRN {mrn}   Location: {ward} {room}

Reason for consult: {condition}.
HPI: {age}-year-old with {eponym}, seen {md}, with {symptom} since {myy}.
Current meds: {drug} {dose} {freq}, {drug} {dose}.
Exam: BP {bp}, HR {hr}. {finding}.
Data: {lab_result}; {lab_result}.
Recommendations: 1) {drug} {dose} {freq}. 2) {procedure}. 3) Repeat {lab_result}.
Thank you for this consult. Please page {pager} with questions.
{C.name}, MD
""",
    """{hospital}
Department of Rheumatology
{street}, {city}, {state} {zip}
Tel {phone}  Fax {phone}

{date}

Dr {R.name}
{street}
{city} {zip}

Dear Dr {R.last},

Re: {P.name}, DOB {date}, Hospital no. {mrn}

Thank you for referring this {age}-year-old lady whom I saw in clinic on {md}. She has
{eponym} and {condition}. {lab_result}; {lab_result}. I have started {drug} {dose} {freq}.
I will see her again in {duration}.

Yours sincerely,

{C.title} {C.first} {C.last}
Consultant Rheumatologist
{C.ini}/{T.ini}
""",
    """Inpatient consult -- ID
Pt {P.LAST}, {P.first} | {age90}F | {ward} bed {bed}
Asked by {R.dotted} (primary team) re {condition}
ID: {P.last} has {eponym}; febrile since {md}. Cultures {md}: {finding}.
Abx: {drug} {dose} {freq} (since {myy}).
Imp: {condition}. Rec: {drug} {dose}, TTE, ID will follow.
-- {C.lower}/{T.lower}, ID fellow, pgr {pager}, {email}
""",
)

RADIOLOGY: tuple[str, ...] = (
    """RADIOLOGY REPORT
Exam: CT abdomen and pelvis with contrast
Accession: {report_id}    Ordered by: {R.REV}
Patient: {P.REV}    MRN: {mrn}    DOB: {date}
Exam date: {date}

CLINICAL HISTORY: {symptom}; {condition}.
COMPARISON: {md}.
FINDINGS: {finding}. {imaging}. No free air.
IMPRESSION:
1. {imaging}.
2. {finding}.
Dictated by: {A.name}, MD   Signed: {dd}
Reading room ext {ext}. Transcribed by {T.ini} {dd}
""",
    """MRI BRAIN W/WO  |  {hospital}
Pt: {P.name}  Age {age90}  ID {mrn}
Ref: Dr {R.last}    Device: {device}, SN {serial}
Report no. {report_id}
History: {eponym}. Since {myy} worsening {symptom}.
Technique: standard protocol; gadolinium.
Findings: {imaging}. {finding}.
Impression: {imaging}.
Electronically signed: {A.LAST}, {A.first} {dd}  user {user_id}
""",
    """CHEST X-RAY PA/LAT  {date}
{P.last}, {P.first}  ({mrn})  {ward} {room}
Indication: {condition}, {symptom}
Prior: {md}
Lines/tubes: {device} tip at cavoatrial junction (serial {serial}).
Lungs: {finding}. Heart size normal. {imaging}.
IMPRESSION: {imaging}.
Results called to {R.dotted} at {phone} on {md} by {A.dotted}.
{A.inil}/{T.inil}  rpt {report_id}
""",
)

DICTATED: tuple[str, ...] = (
    """{hospital}
{street}, {city}, {state} {zip}

{date}

{R.full}, MD
{street}
{city}, {state} {zip}

RE: {P.NAME}
DOB: {date}

Dear Dr. {R.last}:

I had the pleasure of seeing {P.first} in follow-up on {md}. As you know, she is a
{age}-year-old with {condition} and {eponym}. Since {myy} she reports {symptom}.
Medications: {drug} {dose} {freq}, {drug} {dose}. BP today {bp}. {lab_result}.
Plan: increase {drug} to {dose} {freq}; recheck {lab_result} in {duration}.

Sincerely,

{A.name}, MD
{A.ini}/{T.inil}
D: {dd}
T: {dd}
cc: Dr. {C.name}
    {P.name}
""",
    """Dictated letter -- clinic {ward}

Dear {R.title} {R.last},

Your patient {P.name} ({mrn}) attended on {md}. {P.first} is {age90} and lives with
{F.name} at {street}, {city}. She has {eponym}; {lab_result}. I have added {drug} {dose}
{freq}. Her daughter can be reached on {phone} or {email}.

With kind regards

{A.title} {A.name}
Consultant Geriatrician
Dictated but not read by {A.lower}/{T.lower}
DD {dd}  DT {dd}  Job {job}
Copy to: {C.dotted}; patient
""",
    """OFFICE VISIT LETTER
To: {R.name}, MD, {hospital}
From: {A.name}, DO
Date: {date}
Patient: {P.rev} / MRN {mrn}

{P.first} was seen {md} for {condition}. She had {procedure} in {year}. Exam: {finding}.
{lab_result}, {lab_result}. We will continue {drug} {dose} {freq}.

Electronically signed by {A.NAME} on {dd} at {time}
{A.ini3}:{T.ini3}   D {dd}  T {dd}   Document {report_id}
Portal: {url}
cc: {R.LAST}; {C.REV}
""",
)

FAMILIES: dict[str, tuple[str, ...]] = {
    "admission": ADMISSION,
    "discharge": DISCHARGE,
    "consult": CONSULT,
    "radiology": RADIOLOGY,
    "dictated_letter": DICTATED,
}

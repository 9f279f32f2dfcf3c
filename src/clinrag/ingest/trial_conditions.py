"""The closed list of conditions a trial report's ``condition`` field may take, with the title
words that name each (``ingest/trial_metadata.py``). Closed so that filters and the bucket schema
see a small, stable vocabulary; a condition outside it gives no field rather than a free-text
one. Glaucoma covers ocular hypertension and raised intraocular pressure, which trials of the
same drugs treat together.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_I = re.IGNORECASE
CONDITIONS: Mapping[str, re.Pattern[str]] = {
    name: re.compile(pattern, _I)
    for name, pattern in {
        "glaucoma": r"glaucoma|ocular hypertens"
        r"|(?:elevated|increased|raised|high) (?:intraocular pressure|IOP)"
        r"|\bNTG\b",
        "type 2 diabetes": r"type[- ]?(?:2|II) diabet|\bT2DM?\b|type-2 diabetics",
        "type 1 diabetes": r"type[- ]?(?:1|I) diabet|\bT1DM\b",
        "diabetic foot ulcer": r"diabetic foot",
        "autism": r"autis|\bASD\b|pervasive developmental",
        "pulmonary hypertension": r"pulmonary (?:arterial )?hypertension",
        "hypertension": r"(?<!ocular )(?<!pulmonary )(?<!arterial )hypertensi(?:on|ve)"
        r"|high blood pressure",
        "heart failure": r"heart failure",
        "atrial fibrillation": r"atrial fibrillation|\bAF\b",
        "coronary artery disease": r"coronary (?:artery|heart) disease|angina",
        "myocardial infarction": r"myocardial infarction|\bSTEMI\b|heart attack",
        "cardiac arrest": r"cardiac arrest|cardiopulmonary resuscitation",
        "stroke": r"\bstroke",
        "asthma": r"asthma",
        "COPD": r"chronic obstructive pulmonary|\bCOPD\b",
        "pneumonia": r"pneumonia",
        "sepsis": r"\bsepsis|\bseptic\b",
        "major depression": r"depressi(?:on|ve disorder)",
        "schizophrenia": r"schizophreni",
        "bipolar disorder": r"bipolar disorder",
        "anxiety disorder": r"\banxiety",
        "ADHD": r"attention[- ]deficit|\bADHD\b",
        "obsessive-compulsive disorder": r"obsessive[- ]compulsive|\bOCD\b",
        "PTSD": r"post-?traumatic stress|\bPTSD\b",
        "insomnia": r"insomnia",
        "migraine": r"migraine",
        "epilepsy": r"\bepilep|(?<!nonepileptic )seizure",
        "Alzheimer's disease": r"alzheimer",
        "Parkinson's disease": r"parkinson",
        "obesity": r"\bobes(?:e|ity)|overweight",
        "dyslipidaemia": r"hypercholesterol|dyslipid|hyperlipid|hypertriglycerid"
        r"|(?:high|raised|elevated) cholesterol",
        "GERD": r"gastro-?o?esophageal reflux|\bGERD\b|\bGORD\b|heartburn",
        "rheumatoid arthritis": r"rheumatoid arthritis",
        "osteoarthritis": r"osteoarthritis",
        "osteoporosis": r"osteoporo",
        "low back pain": r"low back pain",
        "chronic kidney disease": r"chronic kidney|\bCKD\b|renal failure|renal impairment"
        r"|haemodialysis"
        r"|hemodialysis",
        "HIV": r"\bHIV\b",
        "hepatitis C": r"hepatitis C",
        "breast cancer": r"breast cancer",
        "colorectal cancer": r"colorectal cancer",
        "prostate cancer": r"prostate cancer",
        "lung cancer": r"lung cancer",
        "psoriasis": r"psoria",
        "pancreatitis": r"pancreatitis",
        "benign prostatic hyperplasia": r"benign prostatic|\bBPH\b|lower urinary tract symptoms",
        "endometriosis": r"endometriosis",
        "urinary incontinence": r"incontinen",
        "smoking": r"smoking cessation|\bsmokers?\b",
    }.items()
}

"""Write the thirteenth blind agent split (``test13``) into the agent question set.

44 questions over the bucketed agent corpus, written without reading the agent's code or the
earlier blind rows: trials recalled by what was tested on whom (gold read in the abstract, two
short trial lists found by a drug's name and read), formulary and protocol questions whose gold
is every written document the gold filter selects (computed here from ``corpus.jsonl``), lists,
counts, tables, impossible filters and overloads that need a clarification, and constraints no
field holds, asked as a microbiologist on call, a night-shift F1, a hospice nurse, a labour
ward coordinator, a cath-lab fellow, a sports physio and a governance clerk would. Re-running
replaces the ``test13`` rows, so the output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind13_agent.py
"""

from __future__ import annotations

from blind_split_writer import NO, OVER, AgentRow, agent_rows, replace_split

from clinrag.evaluation.agent_set import TRIAL_BUCKET
from clinrag.shipped_data import AGENT_QUESTIONS

SPLIT = "test13"
T, F, P = TRIAL_BUCKET, "formulary", "protocols"
NONE: tuple[str, ...] = ()
# (question, intent, bucket, filters, unmappable, trial or named gold (None: every written
# document the filter selects), clarify reason or "", format)
ROWS: tuple[AgentRow, ...] = (
    # -- trials: gold read in the abstracts ------------------------------------------------
    (
        "Neurodisability nurse: in the single-blind study of tongue acupuncture for autistic "
        "children, how many sessions did the treated group get, over how many weeks, and what "
        "did the control group get instead?",
        "qa",
        T,
        {"condition": "autism", "blinding": "single_blind"},
        NONE,
        (f"{T}/476",),
        "",
        "text",
    ),
    (
        "The scanner study where adults with Asperger syndrome and neurotypical controls "
        "matched faces and houses after a nasal spray of oxytocin or placebo: how many were "
        "in each group, and what dose did they get?",
        "qa",
        T,
        {"condition": "autism", "design": "randomized_crossover"},
        NONE,
        (f"{T}/327",),
        "",
        "text",
    ),
    (
        "Which autism studies gave one dose of intranasal oxytocin and placebo in turn, "
        "crossover fashion, with brain imaging?",
        "list",
        T,
        {"condition": "autism", "design": "randomized_crossover"},
        NONE,
        (f"{T}/327", f"{T}/359"),
        "",
        "list",
    ),
    (
        "Glaucoma studies that tested levobunolol (Betagan) - table with what it was compared "
        "against, the masking and how long each ran.",
        "list",
        T,
        {"condition": "glaucoma"},
        NONE,
        (f"{T}/016", f"{T}/052", f"{T}/120"),
        "",
        "table",
    ),
    (
        "Dynastat in theatre: set the thoracoscope-assisted thoracotomy trial beside the "
        "craniotomy trial - when parecoxib was given, how many patients, and what it did to "
        "morphine needs and pain.",
        "compare",
        T,
        {},
        NONE,
        (f"{T}/408", f"{T}/410"),
        "",
        "table",
    ),
    (
        "Autism clinic: the ARA-plus-DHA supplement trial versus the glutathione supplement "
        "trial - blinding, number of children, length and what each actually changed, side by "
        "side.",
        "compare",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/355", f"{T}/374"),
        "",
        "table",
    ),
    (
        "Travel clinic: in the double-blind Kolkata trial of the live oral cholera vaccine "
        "VA1.3, by how many percentage points did the vibriocidal response rate beat placebo?",
        "compute",
        T,
        {"blinding": "double_blind"},
        NONE,
        (f"{T}/406",),
        "",
        "text",
    ),
    (
        "Cath-lab fellow: BIOFLOW V recruited thousands of patients but randomised fewer - what "
        "percentage of those recruited were actually randomised?",
        "compute",
        T,
        {},
        NONE,
        (f"{T}/438",),
        "",
        "text",
    ),
    (
        "Cardiology MDT: a short summary of the trial that put bone-marrow stem cells both "
        "into the coronary artery and into the heart muscle, early versus late after an MI.",
        "summarize",
        T,
        {},
        NONE,
        (f"{T}/378",),
        "",
        "text",
    ),
    (
        "Sports physio: summarise the six-week iron supplement trial in non-anaemic female "
        "rowers for the club's coaches.",
        "summarize",
        T,
        {"duration_weeks": 6},
        NONE,
        (f"{T}/477",),
        "",
        "text",
    ),
    (
        "In the double-masked levobunolol study published around 1990 that measured ocular "
        "pulsatile flow, how far did the pressure fall in glaucomatous eyes two hours after "
        "the drop?",
        "qa",
        T,
        {"condition": "glaucoma", "blinding": "double_blind"},
        ("published around 1990",),
        (f"{T}/120",),
        "",
        "text",
    ),
    (
        "Open-label crossover trials in migraine with more than 2,000 patients - any?",
        "list",
        T,
        {
            "condition": "migraine",
            "blinding": "open_label",
            "design": "randomized_crossover",
            "sample_size": {">": 2000},
        },
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Single-blind PTSD trials that followed people for more than two years?",
        "list",
        T,
        {"condition": "PTSD", "blinding": "single_blind", "duration_weeks": {">": 104}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "List the double-blind asthma trials that enrolled over 10,000 people.",
        "list",
        T,
        {"condition": "asthma", "blinding": "double_blind", "sample_size": {">": 10000}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    # -- formulary: gold every monograph the filter selects --------------------------------
    (
        "Microbiologist on call: which antibiotics are restricted, so they need my sign-off? "
        "Table with route and when each monograph was reviewed.",
        "list",
        F,
        {"drug_class": "antibiotic", "formulary_status": "restricted"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Which drugs are off formulary altogether, so I'd need a non-formulary request?",
        "list",
        F,
        {"formulary_status": "non_formulary"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Monographs signed off in 2025 - table with drug, class and formulary status.",
        "list",
        F,
        {"year_reviewed": 2025},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Which of the on-formulary blood thinners are OK for a breastfeeding mum?",
        "list",
        F,
        {"drug_class": "anticoagulant", "formulary_status": "formulary"},
        ("safe in breastfeeding",),
        None,
        "",
        "list",
    ),
    (
        "Which of our intravenous drugs can be pushed as a slow bolus instead of being infused?",
        "list",
        F,
        {"route": "intravenous"},
        ("can be given as a bolus",),
        None,
        "",
        "list",
    ),
    (
        "Any opioids that are non-formulary?",
        "list",
        F,
        {"drug_class": "opioid analgesic", "formulary_status": "non_formulary"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Anticoagulant monographs that were reviewed in 2025?",
        "list",
        F,
        {"drug_class": "anticoagulant", "year_reviewed": 2025},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Just list everything that's on formulary.",
        "list",
        F,
        {"formulary_status": "formulary"},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "How many of the antibiotic monographs say no renal dose change is needed?",
        "compute",
        F,
        {"drug_class": "antibiotic", "renal_adjustment": False},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Medicines governance clerk: how many monographs were last reviewed in 2021 or earlier?",
        "compute",
        F,
        {"year_reviewed": {"<=": 2021}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Night F1: 84-year-old lady, 58 kg, creatinine 110, on Eliquis for AF - what dose "
        "should she be on according to our monograph?",
        "qa",
        F,
        {"drug": "apixaban"},
        NONE,
        ("formulary/apixaban",),
        "",
        "text",
    ),
    (
        "Gentamicin: how long can a course run before micro has to approve it, and when after "
        "the dose is the level taken?",
        "qa",
        F,
        {"drug": "gentamicin"},
        NONE,
        ("formulary/gentamicin",),
        "",
        "text",
    ),
    (
        "Zyvox: who has to approve it, and roughly what does a ten-day course cost us?",
        "qa",
        F,
        {"drug": "linezolid"},
        ("what a course costs",),
        ("formulary/linezolid",),
        "",
        "text",
    ),
    (
        "Losec versus Nexium: which one do we actually stock, and what happens to a patient "
        "admitted on Nexium?",
        "compare",
        F,
        {"drug": {"in": ["omeprazole", "esomeprazole"]}},
        NONE,
        ("formulary/omeprazole", "formulary/esomeprazole"),
        "",
        "text",
    ),
    (
        "Hospice nurse: a summary of the Haldol monograph, especially the doses for nausea at "
        "the end of life and who must not have it.",
        "summarize",
        F,
        {"drug": "haloperidol"},
        NONE,
        ("formulary/haloperidol",),
        "",
        "text",
    ),
    # -- protocols: gold every document the filter selects ---------------------------------
    (
        "Labour ward coordinator: what documents has obstetrics got?",
        "list",
        P,
        {"department": "obstetrics"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Paediatric guidelines in a table, with when each is due for review.",
        "list",
        P,
        {"department": "paediatrics", "document_type": "guideline"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Infection control policies that come with an easy-read version for patients?",
        "list",
        P,
        {"department": "infection control", "document_type": "policy"},
        ("with an easy-read version for patients",),
        None,
        "",
        "list",
    ),
    (
        "What is the newest paperwork - anything put out in 2025?",
        "list",
        P,
        {"year": 2025},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Documents whose review date was 2023 or earlier - long overdue - as a table with "
        "department and document type.",
        "list",
        P,
        {"review_due_year": {"<=": 2023}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Obstetric guidelines (guidelines only, not protocols)?",
        "list",
        P,
        {"department": "obstetrics", "document_type": "guideline"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Policies that were issued in 2025?",
        "list",
        P,
        {"document_type": "policy", "year": 2025},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Everything written from 2023 onwards, please.",
        "list",
        P,
        {"year": {">=": 2023}},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "How many guidelines were issued before 2023?",
        "compute",
        P,
        {"document_type": "guideline", "year": {"<": 2023}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "How many emergency department documents were due for review in 2025 or earlier?",
        "compute",
        P,
        {"department": "emergency", "review_due_year": {"<=": 2025}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "ICU registrar: potassium 6.8 with peaked T waves - what does the renal hyperkalaemia "
        "protocol give first, and what's the insulin-glucose dose?",
        "qa",
        P,
        {"department": "renal", "document_type": "protocol"},
        NONE,
        ("protocols/hyperkalaemia",),
        "",
        "text",
    ),
    (
        "Midwife: for severe pre-eclampsia, what's the magnesium loading dose and when do we "
        "stop the infusion and check a level?",
        "qa",
        P,
        {"department": "obstetrics"},
        NONE,
        ("protocols/pre-eclampsia-magnesium",),
        "",
        "text",
    ),
    (
        "Summarise the alcohol withdrawal protocol for a night-shift F1 clerking in A&E.",
        "summarize",
        P,
        {"department": "emergency", "document_type": "protocol"},
        NONE,
        ("protocols/alcohol-withdrawal",),
        "",
        "text",
    ),
    (
        "Summarise the fever-in-young-infants guideline for new paediatric nurses, and say "
        "whether the regional network has approved it.",
        "summarize",
        P,
        {"department": "paediatrics", "document_type": "guideline"},
        ("approved by the regional network",),
        ("protocols/infant-fever",),
        "",
        "text",
    ),
    (
        "A hypoglycaemic patient who is alcohol dependent: how do the alcohol withdrawal "
        "protocol and the inpatient hypoglycaemia protocol fit together on glucose and "
        "Pabrinex?",
        "compare",
        P,
        {"document_type": "protocol"},
        NONE,
        ("protocols/alcohol-withdrawal", "protocols/hypoglycaemia-adult"),
        "",
        "text",
    ),
)


def main() -> None:
    replace_split(AGENT_QUESTIONS, SPLIT, agent_rows(SPLIT, "agent13", ROWS))


if __name__ == "__main__":
    main()

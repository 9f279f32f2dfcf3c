"""Write the eleventh blind agent split (``test11``) into the agent question set.

44 questions over the bucketed agent corpus, written without reading the agent's code or the
earlier blind rows: trials recalled by what was tested, on whom and how (gold read in the
abstract), formulary and protocol questions whose gold is every written document the gold
filter selects (computed here from ``corpus.jsonl``), lists, counts, tables, impossible
filters and overloads that need a clarification, and constraints no field holds, in the words
of nurses, pharmacists, GPs and ward staff. Re-running replaces the ``test11`` rows, so the
output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind11_agent.py
"""

from __future__ import annotations

from blind_split_writer import NO, OVER, AgentRow, agent_rows, replace_split

from clinrag.evaluation.agent_set import TRIAL_BUCKET
from clinrag.shipped_data import AGENT_QUESTIONS

SPLIT = "test11"
T, F, P = TRIAL_BUCKET, "formulary", "protocols"
NONE: tuple[str, ...] = ()
# (question, intent, bucket, filters, unmappable, trial or named gold (None: every written
# document the filter selects), clarify reason or "", format)
ROWS: tuple[AgentRow, ...] = (
    # -- trials: gold read in the abstracts ------------------------------------------------
    (
        "Eye clinic: that open-label study putting Lumigan against timolol in open-angle "
        "glaucoma - did the switch do anything for blood flow to the eye?",
        "qa",
        T,
        {"condition": "glaucoma", "blinding": "open_label"},
        NONE,
        (f"{T}/045",),
        "",
        "text",
    ),
    (
        "Adults with Asperger's given one sniff of oxytocin before a face-matching scan: did "
        "everyone get both oxytocin and placebo, i.e. was it a crossover?",
        "qa",
        T,
        {"condition": "autism", "design": "randomized_crossover"},
        NONE,
        (f"{T}/327",),
        "",
        "text",
    ),
    (
        "Headache nurse: give me the gist of the chilli-gel study on the sore temple artery in "
        "migraine.",
        "summarize",
        T,
        {"condition": "migraine"},
        NONE,
        (f"{T}/218",),
        "",
        "text",
    ),
    (
        "The little double-blind crossover in heart failure with CoQ10 and exercise training - "
        "did the capsules help the arteries dilate?",
        "qa",
        T,
        {
            "condition": "heart failure",
            "blinding": "double_blind",
            "design": "randomized_crossover",
        },
        NONE,
        (f"{T}/497",),
        "",
        "text",
    ),
    (
        "Side by side please, as a table: the two crossover studies of oxytocin nasal spray in "
        "autistic adults - how many took part, was it blinded, what did they measure.",
        "compare",
        T,
        {"condition": "autism", "design": "randomized_crossover"},
        NONE,
        (f"{T}/327", f"{T}/359"),
        "",
        "table",
    ),
    (
        "Heart failure patients monitored at home by a talking voice assistant for 90 days - "
        "did they end up in hospital more or less than usual care?",
        "qa",
        T,
        {"condition": "heart failure"},
        NONE,
        (f"{T}/443",),
        "",
        "text",
    ),
    (
        "Are there glaucoma trials with more than twenty thousand patients in there?",
        "list",
        T,
        {"condition": "glaucoma", "sample_size": {">": 20000}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Double-blind migraine studies that went on for over five years - list them.",
        "list",
        T,
        {"condition": "migraine", "blinding": "double_blind", "duration_weeks": {">": 260}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Crossover trials in enlarged prostate with more than 10,000 men?",
        "list",
        T,
        {
            "condition": "benign prostatic hyperplasia",
            "design": "randomized_crossover",
            "sample_size": {">": 10000},
        },
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Was there a double-blind placebo trial of the swallowed killed cholera vaccine done in "
        "Ethiopia, and did the children respond as well as the adults?",
        "qa",
        T,
        {"blinding": "double_blind"},
        ("done in Ethiopia",),
        (f"{T}/141",),
        "",
        "text",
    ),
    (
        "The double-blind homeopathy trial for hay fever with 164 patients - did the D6 "
        "actually beat placebo?",
        "qa",
        T,
        {"blinding": "double_blind", "sample_size": 164},
        NONE,
        (f"{T}/293",),
        "",
        "text",
    ),
    (
        "Speech therapist: add up the autistic children in the Hanen 'More Than Words' trial "
        "and the classroom picture-exchange (PECS) trial.",
        "compute",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/136", f"{T}/259"),
        "",
        "text",
    ),
    (
        "Summarise the unblinded Oslo trial of nurse follow-up visits for ICU survivors with "
        "post-traumatic stress.",
        "summarize",
        T,
        {"condition": "PTSD", "blinding": "open_label"},
        NONE,
        (f"{T}/301",),
        "",
        "text",
    ),
    # -- formulary: gold every monograph the filter selects --------------------------------
    (
        "Which of our blood thinners need the dose changed when the kidneys are poor?",
        "list",
        F,
        {"drug_class": "anticoagulant", "renal_adjustment": True},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Pharmacist on call: table of the IV antibiotics that need micro approval (restricted), "
        "with when each monograph was last reviewed.",
        "list",
        F,
        {"drug_class": "antibiotic", "route": "intravenous", "formulary_status": "restricted"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "How many of our drug monographs haven't been looked at since before 2021?",
        "compute",
        F,
        {"year_reviewed": {"<": 2021}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Any opioid patches we list as non-formulary?",
        "list",
        F,
        {
            "drug_class": "opioid analgesic",
            "route": "transdermal",
            "formulary_status": "non_formulary",
        },
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Just list every tablet and capsule in the formulary for me.",
        "list",
        F,
        {"route": "oral"},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "The renal one among the statins - which of the two needs adjusting in CKD, and how?",
        "qa",
        F,
        {"drug_class": "statin", "renal_adjustment": True},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Is Eliquis on formulary here and when was its monograph last reviewed?",
        "qa",
        F,
        {"drug": "apixaban"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Nexium or Losec: which one can a junior prescribe without a non-formulary request?",
        "compare",
        F,
        {"drug": {"in": ["esomeprazole", "omeprazole"]}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "New F1 starting on the diabetes ward: summarise the Ozempic monograph for them.",
        "summarize",
        F,
        {"drug": "semaglutide"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Is there an anti-seizure drug we give by drip?",
        "list",
        F,
        {"drug_class": "antiepileptic", "route": "intravenous"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "How many of the diabetes medicines can be given at full dose whatever the kidney "
        "function?",
        "compute",
        F,
        {"drug_class": "antidiabetic", "renal_adjustment": False},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Which anticoagulant tablets are OK for a mum who is breastfeeding?",
        "list",
        F,
        {"drug_class": "anticoagulant", "route": "oral"},
        ("OK in breastfeeding",),
        None,
        "",
        "list",
    ),
    (
        "Restricted drugs whose monograph was reviewed in 2023 or later, as a table please.",
        "list",
        F,
        {"formulary_status": "restricted", "year_reviewed": {">=": 2023}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Of the stomach-acid tablets we stock on formulary, which is the cheapest?",
        "qa",
        F,
        {"drug_class": "proton pump inhibitor", "formulary_status": "formulary"},
        ("cheapest",),
        None,
        "",
        "text",
    ),
    (
        "Anything for sickness or for psychosis whose monograph dates from 2020 or earlier?",
        "list",
        F,
        {"drug_class": {"in": ["antiemetic", "antipsychotic"]}, "year_reviewed": {"<=": 2020}},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Ramipril and bisoprolol: does either need a lower dose in renal impairment?",
        "compare",
        F,
        {"drug": {"in": ["ramipril", "bisoprolol"]}},
        NONE,
        None,
        "",
        "text",
    ),
    # -- protocols: gold every document the filter selects ----------------------------------
    (
        "Anything from cardiology newer than 2019?",
        "list",
        P,
        {"department": "cardiology", "year": {">": 2019}},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Which of our policies are past their review date (due before this year)? Table with "
        "the due year, please.",
        "list",
        P,
        {"document_type": "policy", "review_due_year": {"<": 2026}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "How many documents do the maternity and children's teams have between them? Only "
        "the ones with a patient leaflet.",
        "compute",
        P,
        {"department": {"in": ["obstetrics", "paediatrics"]}},
        ("with a patient leaflet",),
        None,
        "",
        "text",
    ),
    (
        "Radiology policies issued in 2025?",
        "list",
        P,
        {"department": "radiology", "document_type": "policy", "year": 2025},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Give me all the protocols - not the guidelines or policies, just protocols.",
        "list",
        P,
        {"document_type": "protocol"},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "The renal one - what does our high-potassium protocol say to give first?",
        "qa",
        P,
        {"department": "renal"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Ward sister: the gist of our falls policy for the new healthcare assistants.",
        "summarize",
        P,
        {"document_type": "policy", "department": "nursing"},
        NONE,
        ("protocols/falls-prevention",),
        "",
        "text",
    ),
    (
        "Do the critical care sedation guideline and the alcohol withdrawal protocol agree on "
        "benzodiazepines?",
        "compare",
        P,
        {"document_type": {"in": ["guideline", "protocol"]}},
        NONE,
        ("protocols/icu-sedation", "protocols/alcohol-withdrawal"),
        "",
        "text",
    ),
    (
        "Anaesthetics documents in a table with the year each is due for review.",
        "list",
        P,
        {"department": "anaesthesia"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Infection control policies that apply to visitors as well as staff?",
        "list",
        P,
        {"department": "infection control", "document_type": "policy"},
        ("apply to visitors",),
        None,
        "",
        "list",
    ),
    (
        "How many documents come up for review in 2027?",
        "compute",
        P,
        {"review_due_year": 2027},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Oncology guidelines written before 2020?",
        "list",
        P,
        {"department": "oncology", "document_type": "guideline", "year": {"<": 2020}},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Which ED protocols have been signed off by the medical director?",
        "list",
        P,
        {"department": "emergency", "document_type": "protocol"},
        ("signed off by the medical director",),
        None,
        "",
        "list",
    ),
    (
        "Haematology documents due for review this year or already overdue, as a table.",
        "list",
        P,
        {"department": "haematology", "review_due_year": {"<=": 2026}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Summarise the pharmacy protocol on once-a-day gentamicin for a newly qualified "
        "pharmacist.",
        "summarize",
        P,
        {"department": "pharmacy", "document_type": "protocol"},
        NONE,
        ("protocols/gentamicin-dosing",),
        "",
        "text",
    ),
)


def main() -> None:
    replace_split(AGENT_QUESTIONS, SPLIT, agent_rows(SPLIT, "agent11", ROWS))


if __name__ == "__main__":
    main()

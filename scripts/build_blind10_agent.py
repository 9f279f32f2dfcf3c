"""Write the tenth blind agent split (``test10``) into the agent question set.

44 questions over the bucketed agent corpus, written without reading the agent's code or the
earlier blind rows: trials asked by brand, size, length and masking (gold read in the
abstract), formulary and protocol questions whose gold is every written document the gold
filter selects (computed here from ``corpus.jsonl``), lists, counts, tables, impossible
filters and overloads that need a clarification, and constraints no field holds. Re-running
replaces the ``test10`` rows, so the output is deterministic.

    PYTHONPATH=src python scripts/build_blind10_agent.py
"""

from __future__ import annotations

from blind_split_writer import AgentRow, agent_rows, replace_split

from clinrag.evaluation.agent_set import TRIAL_BUCKET
from clinrag.shipped_data import AGENT_QUESTIONS

SPLIT = "test10"
T, F, P = TRIAL_BUCKET, "formulary", "protocols"
NONE: tuple[str, ...] = ()
# (question, intent, bucket, filters, unmappable, trial numbers or None to compute, clarify,
# format)
ROWS: tuple[AgentRow, ...] = (
    # -- trials: gold read in the abstracts ------------------------------------------------
    (
        "Memory clinic here: the single-infusion ponezumab study in mild-to-moderate Alzheimer's "
        "- was it properly double-blind and did people tolerate the drip?",
        "qa",
        T,
        {"condition": "Alzheimer's disease", "blinding": "double_blind"},
        NONE,
        ("173",),
        "",
        "text",
    ),
    (
        "Sum up the slow-release melatonin with or without CBT trial for autistic kids who can't "
        "sleep, the one with 160 children.",
        "summarize",
        T,
        {"condition": "autism", "sample_size": 160},
        NONE,
        ("146",),
        "",
        "text",
    ),
    (
        "For a 13-year-old with Asperger's and bad anxiety, did 16 sessions of modular CBT beat "
        "usual care in that small trial of 31 youngsters?",
        "qa",
        T,
        {"condition": "autism", "sample_size": 31},
        NONE,
        ("440",),
        "",
        "text",
    ),
    (
        "Give me the gist of the PLAY Project home-consultation trial in preschoolers on the "
        "spectrum (128 kids).",
        "summarize",
        T,
        {"condition": "autism", "sample_size": 128},
        NONE,
        ("446",),
        "",
        "text",
    ),
    (
        "Januvia versus Galvus on sensor glucose swings in type 2 diabetics already on insulin - "
        "how did the two compare?",
        "compare",
        T,
        {"condition": "type 2 diabetes"},
        NONE,
        ("068",),
        "",
        "text",
    ),
    (
        "Does Uroxatral XL 10 mg once a day wreck the sex life of men with an enlarged prostate?",
        "qa",
        T,
        {"condition": "benign prostatic hyperplasia"},
        NONE,
        ("437",),
        "",
        "text",
    ),
    (
        "Lumigan or Travatan on their own, not the timolol combinations: which pulled the "
        "pressure down further in the Egyptian hospital glaucoma study?",
        "compare",
        T,
        {"condition": "glaucoma"},
        NONE,
        ("027",),
        "",
        "text",
    ),
    (
        "That eight-week open-label study from Brazil and Argentina, Combigan against Cosopt: "
        "was either better tolerated?",
        "qa",
        T,
        {"condition": "glaucoma", "blinding": "open_label", "duration_weeks": 8},
        NONE,
        ("017",),
        "",
        "text",
    ),
    (
        "Three weeks of Vraylar against placebo for acute mania in a double-blind trial: did it "
        "work, and what side effects came up?",
        "qa",
        T,
        {"blinding": "double_blind", "duration_weeks": 3},
        NONE,
        ("429",),
        "",
        "text",
    ),
    (
        "Dexamethasone iontophoresis for tennis elbow, placebo-controlled and double-blinded - "
        "still worth it at one month?",
        "qa",
        T,
        {"blinding": "double_blind"},
        NONE,
        ("414",),
        "",
        "text",
    ),
    (
        "List the open-label Alzheimer's trials that enrolled more than 5,000 patients.",
        "list",
        T,
        {"condition": "Alzheimer's disease", "blinding": "open_label", "sample_size": {">": 5000}},
        NONE,
        (),
        "no_results",
        "list",
    ),
    (
        "Show me the cross-over migraine trials that ran for longer than two years.",
        "list",
        T,
        {"condition": "migraine", "design": "randomized_crossover", "duration_weeks": {">": 104}},
        NONE,
        (),
        "no_results",
        "list",
    ),
    (
        "The eight-week double-blind D-cycloserine add-on trial in 47 people with negative "
        "symptoms - was it funded by the NIMH?",
        "qa",
        T,
        {"blinding": "double_blind", "sample_size": 47, "duration_weeks": 8},
        ("funding source",),
        ("393",),
        "",
        "text",
    ),
    (
        "Summarise the dofequidar plus CAF breast cancer trial, but only if it was published "
        "in a Japanese journal.",
        "summarize",
        T,
        {},
        ("published in a Japanese journal",),
        ("140",),
        "",
        "text",
    ),
    # -- formulary: gold is every monograph the filter selects -------------------------------
    (
        "Which of our blood thinners need the dose tweaked for the kidneys? Names only.",
        "list",
        F,
        {"drug_class": "anticoagulant", "renal_adjustment": True},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "How many of the IV antibiotics in the Northgate formulary are restricted?",
        "compute",
        F,
        {"drug_class": "antibiotic", "route": "intravenous", "formulary_status": "restricted"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Table please: the diabetes drugs we give by injection, with formulary status and the "
        "year each was reviewed.",
        "list",
        F,
        {"drug_class": "antidiabetic", "route": "subcutaneous"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Can an F1 prescribe Eliquis here, or is it one of the restricted ones?",
        "qa",
        F,
        {"drug": "apixaban"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Lipitor versus Crestor: which needs a dose change in kidney impairment, and are both "
        "on formulary?",
        "compare",
        F,
        {"drug_class": "statin"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Show me the antibiotic patches on the formulary.",
        "list",
        F,
        {"drug_class": "antibiotic", "route": "transdermal"},
        NONE,
        None,
        "no_results",
        "list",
    ),
    (
        "List every drug on the formulary that goes in by mouth.",
        "list",
        F,
        {"route": "oral"},
        NONE,
        None,
        "overload",
        "list",
    ),
    (
        "Which monographs haven't been looked at by the D&T committee since before 2021?",
        "list",
        F,
        {"year_reviewed": {"<": 2021}},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "How many monographs did the committee sign off in 2025?",
        "compute",
        F,
        {"year_reviewed": 2025},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Summarise what the Ozempic monograph says, especially who is allowed to start it.",
        "summarize",
        F,
        {"drug": "semaglutide"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "What does a month of Xarelto cost the trust?",
        "qa",
        F,
        {"drug": "rivaroxaban"},
        ("price",),
        None,
        "",
        "text",
    ),
    (
        "Which of the non-formulary drugs are safe while breastfeeding?",
        "list",
        F,
        {"formulary_status": "non_formulary"},
        ("safe while breastfeeding",),
        None,
        "",
        "list",
    ),
    (
        "Put the two PPIs side by side: route, status and when each was last reviewed.",
        "compare",
        F,
        {"drug_class": "proton pump inhibitor"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Counting the opioids too, how many of our painkillers need no renal adjustment?",
        "compute",
        F,
        {"drug_class": {"in": ["opioid analgesic", "analgesic"]}, "renal_adjustment": False},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Restricted drugs whose monograph was reviewed between 2023 and 2025 inclusive?",
        "list",
        F,
        {"formulary_status": "restricted", "year_reviewed": {">=": 2023, "<=": 2025}},
        NONE,
        None,
        "",
        "list",
    ),
    # -- protocols: gold is every document the filter selects --------------------------------
    (
        "What have the cardiologists got written down for us - their protocols and guidelines?",
        "list",
        P,
        {"department": "cardiology"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "How many of our documents are due or overdue for review, that is due in 2025 or earlier?",
        "compute",
        P,
        {"review_due_year": {"<=": 2025}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Pharmacy's policies please, not their dosing protocols.",
        "list",
        P,
        {"department": "pharmacy", "document_type": "policy"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Midwife on labour ward: walk me through the obstetric protocol written in 2023.",
        "summarize",
        P,
        {"department": "obstetrics", "year": 2023},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Any radiology documents written before 2020?",
        "list",
        P,
        {"department": "radiology", "year": {"<": 2020}},
        NONE,
        None,
        "no_results",
        "list",
    ),
    (
        "Give me all the guidelines and all the policies in one go.",
        "list",
        P,
        {"document_type": {"in": ["guideline", "policy"]}},
        NONE,
        None,
        "overload",
        "list",
    ),
    (
        "A table of the infection prevention team's documents with the year written and the "
        "review date.",
        "list",
        P,
        {"department": "infection control"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Compare the two anaesthetic protocols: which is more out of date?",
        "compare",
        P,
        {"department": "anaesthesia"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Who wrote the kidney team's protocol and what's their bleep number?",
        "qa",
        P,
        {"department": "renal"},
        ("author", "bleep number"),
        None,
        "",
        "text",
    ),
    (
        "Which guidelines were written in 2024?",
        "list",
        P,
        {"document_type": "guideline", "year": 2024},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "How many documents does haematology own, of any type?",
        "compute",
        P,
        {"department": "haematology"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Children's ward protocols written in 2025 - which ones?",
        "list",
        P,
        {"department": "paediatrics", "year": 2025},
        NONE,
        None,
        "no_results",
        "list",
    ),
    (
        "Endocrine protocols the diabetes specialist nurses can run without a doctor?",
        "list",
        P,
        {"department": "endocrinology", "document_type": "protocol"},
        ("run by nurses without a doctor",),
        None,
        "",
        "list",
    ),
    (
        "Give me the gist of the oncology document that comes due for review in 2028.",
        "summarize",
        P,
        {"department": "oncology", "review_due_year": 2028},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Surgical and anaesthetic documents last written 2021 to 2023, as a table?",
        "list",
        P,
        {"department": {"in": ["surgery", "anaesthesia"]}, "year": {">=": 2021, "<=": 2023}},
        NONE,
        None,
        "",
        "table",
    ),
)


def main() -> None:
    named = [
        (*row[:5], None if row[5] is None else tuple(f"{T}/{n}" for n in row[5]), *row[6:])
        for row in ROWS
    ]
    rows = agent_rows(SPLIT, "agent10", tuple(named), check_clarify=False)  # one count is of 16
    replace_split(AGENT_QUESTIONS, SPLIT, rows)


if __name__ == "__main__":
    main()

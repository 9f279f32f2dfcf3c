"""Write the twelfth blind agent split (``test12``) into the agent question set.

44 questions over the bucketed agent corpus, written without reading the agent's code or the
earlier blind rows: trials recalled by what was tested on whom (gold read in the abstract),
formulary and protocol questions whose gold is every written document the gold filter selects
(computed here from ``corpus.jsonl``), lists, counts, tables, impossible filters and overloads
that need a clarification, and constraints no field holds, asked as a formulary committee
pharmacist, a commissioner, a trainee preparing journal club, a farm vet, a governance lead and
ward staff would. Re-running replaces the ``test12`` rows, so the output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind12_agent.py
"""

from __future__ import annotations

from blind_split_writer import NO, NONE, OVER, AgentRow, F, P, T, agent_rows, replace_split

from clinrag.shipped_data import AGENT_QUESTIONS

SPLIT = "test12"
# (question, intent, bucket, filters, unmappable, trial or named gold (None: every written
# document the filter selects), clarify reason or "", format)
ROWS: tuple[AgentRow, ...] = (
    # -- trials: gold read in the abstracts ------------------------------------------------
    (
        "Trainee doing journal club on the autism fish-oil study that was run entirely over "
        "the internet: how many kids were randomised and for how many weeks?",
        "qa",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/187",),
        "",
        "text",
    ),
    (
        "That deep TMS study in high-functioning autistic adults - how was the dummy "
        "stimulation hidden from them, and was the assessor masked too?",
        "qa",
        T,
        {"condition": "autism", "blinding": "double_blind"},
        NONE,
        (f"{T}/422",),
        "",
        "text",
    ),
    (
        "Stroke MDT wants a short digest of the placebo-controlled G-CSF trial that tried to "
        "mobilise bone-marrow stem cells a few weeks after the stroke.",
        "summarize",
        T,
        {"condition": "stroke", "blinding": "double_blind"},
        NONE,
        (f"{T}/219",),
        "",
        "text",
    ),
    (
        "Put the internet omega-3 trial and the deep rTMS trial in autism side by side: who was "
        "studied, what the control was, and which one found a significant effect.",
        "compare",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/187", f"{T}/422"),
        "",
        "table",
    ),
    (
        "Formulary committee: in the glaucoma study where people had six weeks on Xalacom and "
        "six on the two separate bottles, then swapped, how far apart were the pressures?",
        "qa",
        T,
        {"condition": "glaucoma", "design": "randomized_crossover"},
        NONE,
        (f"{T}/113",),
        "",
        "text",
    ),
    (
        "Breast clinic: the year-long, double-blind trial of weekly risedronate after "
        "chemo-induced menopause - how many women stayed in to the end?",
        "qa",
        T,
        {"blinding": "double_blind", "duration_weeks": 52},
        NONE,
        (f"{T}/401",),
        "",
        "text",
    ),
    (
        "Give me the gist of the small randomised study that sent over-75s leaving medical "
        "intensive care either to a geriatric ward or to standard care.",
        "summarize",
        T,
        {"design": "randomized_controlled"},
        NONE,
        (f"{T}/176",),
        "",
        "text",
    ),
    (
        "Dizzy over-50s in general practice: the online vestibular rehab trial published after "
        "2015 - did the physio home visits add anything over the stand-alone course?",
        "qa",
        T,
        {},
        ("published after 2015",),
        (f"{T}/445",),
        "",
        "text",
    ),
    (
        "Compare the double-blind pioglitazone study in coronary patients with the G-CSF "
        "stroke study: how much did each raise circulating progenitor or CD34+ cells?",
        "compare",
        T,
        {"blinding": "double_blind"},
        NONE,
        (f"{T}/385", f"{T}/219"),
        "",
        "text",
    ),
    (
        "List the open-label autism trials that enrolled more than 5,000 children.",
        "list",
        T,
        {"condition": "autism", "blinding": "open_label", "sample_size": {">": 5000}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Stroke studies with a crossover design that ran for over three years - which are there?",
        "list",
        T,
        {"condition": "stroke", "design": "randomized_crossover", "duration_weeks": {">": 156}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Any single-blind crossover trials in heart failure with more than a thousand patients?",
        "list",
        T,
        {
            "condition": "heart failure",
            "blinding": "single_blind",
            "design": "randomized_crossover",
            "sample_size": {">": 1000},
        },
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Farm vet: in the housed beef-cattle study of three fluke-and-worm products, how many "
        "seconds per batch of five did the single injection save over the oral drench?",
        "compute",
        T,
        {},
        NONE,
        (f"{T}/200",),
        "",
        "text",
    ),
    # -- formulary: gold every monograph the filter selects --------------------------------
    (
        "Ward pharmacist: the anticoagulants we give by subcut injection, as a table with "
        "their formulary status.",
        "list",
        F,
        {"drug_class": "anticoagulant", "route": "subcutaneous"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "OPAT team: which IV antibiotics need their dose changing when eGFR drops, and are "
        "suitable for outpatient use? Table please.",
        "list",
        F,
        {"drug_class": "antibiotic", "route": "intravenous", "renal_adjustment": True},
        ("suitable for outpatient use",),
        None,
        "",
        "table",
    ),
    (
        "Are any antibiotics non-formulary here?",
        "list",
        F,
        {"drug_class": "antibiotic", "formulary_status": "non_formulary"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Which beta-blockers do we stock for IV use?",
        "list",
        F,
        {"drug_class": "beta blocker", "route": "intravenous"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "PPIs that are on the restricted list - which?",
        "list",
        F,
        {"drug_class": "proton pump inhibitor", "formulary_status": "restricted"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Give me every monograph that carries a renal dose adjustment.",
        "list",
        F,
        {"renal_adjustment": True},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "Governance: how many drug monographs had their last review in 2024?",
        "compute",
        F,
        {"year_reviewed": 2024},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Restricted-list drugs whose monograph hasn't been looked at since 2023 or earlier - "
        "table with drug class and review year.",
        "list",
        F,
        {"formulary_status": "restricted", "year_reviewed": {"<=": 2023}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Xarelto - what does our monograph say about dosing when the kidneys are struggling?",
        "qa",
        F,
        {"drug": "rivaroxaban"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Clexane or Innohep: which one is actually on formulary, and how do their renal rules "
        "differ?",
        "compare",
        F,
        {"drug": {"in": ["enoxaparin", "tinzaparin"]}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Summarise the Lyrica entry for a pharmacy technician starting on the wards.",
        "summarize",
        F,
        {"drug": "pregabalin"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Which of our tablet statins are licensed for use in children?",
        "list",
        F,
        {"drug_class": "statin", "route": "oral"},
        ("licensed for use in children",),
        None,
        "",
        "list",
    ),
    (
        "Diabetes tablets in the formulary that don't cause hypos?",
        "list",
        F,
        {"drug_class": "antidiabetic", "route": "oral"},
        ("don't cause hypos",),
        None,
        "",
        "list",
    ),
    (
        "How many of the strong painkillers (opioids) in our monographs need a renal dose change?",
        "compute",
        F,
        {"drug_class": "opioid analgesic", "renal_adjustment": True},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Anaesthetist asking: sugammadex is restricted, isn't it - who is allowed to use it "
        "and when?",
        "qa",
        F,
        {"drug": "sugammadex"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Formulary drugs whose monograph was last reviewed before 2021, in a table, so we can "
        "schedule them.",
        "list",
        F,
        {"formulary_status": "formulary", "year_reviewed": {"<": 2021}},
        NONE,
        None,
        "",
        "table",
    ),
    # -- protocols: gold every document the filter selects ---------------------------------
    (
        "Guidelines - not protocols or policies - that fall due for review in 2027, as a table.",
        "list",
        P,
        {"document_type": "guideline", "review_due_year": 2027},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "What policies has pharmacy issued?",
        "list",
        P,
        {"department": "pharmacy", "document_type": "policy"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Anything from the nursing directorate?",
        "list",
        P,
        {"department": "nursing"},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Renal policies, please.",
        "list",
        P,
        {"department": "renal", "document_type": "policy"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Microbiology documents written before 2022?",
        "list",
        P,
        {"department": "microbiology", "year": {"<": 2022}},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Critical care documents not due for review until 2030 or later?",
        "list",
        P,
        {"department": "intensive care", "review_due_year": {">=": 2030}},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "List every document whose review date is 2026 or later.",
        "list",
        P,
        {"review_due_year": {">=": 2026}},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "How many of the hospital's documents were first issued in 2022?",
        "compute",
        P,
        {"year": 2022},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Haematology: how many of our documents had a review date before 2026 and so are overdue?",
        "compute",
        P,
        {"department": "haematology", "review_due_year": {"<": 2026}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Medical registrar: in the DKA protocol, at what glucose level do we add dextrose to "
        "the fluids?",
        "qa",
        P,
        {"department": "endocrinology", "document_type": "protocol"},
        NONE,
        ("protocols/dka-adult",),
        "",
        "text",
    ),
    (
        "Summarise the radiology guidance on iodinated contrast and kidney function for the "
        "CT radiographers.",
        "summarize",
        P,
        {"department": "radiology"},
        NONE,
        ("protocols/contrast-kidney",),
        "",
        "text",
    ),
    (
        "How do the adult sepsis protocol and the neutropenic sepsis protocol differ on the "
        "time to first antibiotic dose?",
        "compare",
        P,
        {"document_type": "protocol"},
        NONE,
        ("protocols/sepsis-adult", "protocols/neutropenic-sepsis"),
        "",
        "text",
    ),
    (
        "Is there an anaesthetics protocol for the unexpected difficult intubation that comes "
        "with a wall poster flowchart? What's the first step?",
        "qa",
        P,
        {"department": "anaesthesia", "document_type": "protocol"},
        ("comes with a wall poster flowchart",),
        ("protocols/difficult-airway",),
        "",
        "text",
    ),
    (
        "A&E documents that are available in Welsh?",
        "list",
        P,
        {"department": "emergency"},
        ("available in Welsh",),
        None,
        "",
        "list",
    ),
    (
        "Summarise the morphine PCA protocol for the acute pain team, and flag if it's past "
        "its review.",
        "summarize",
        P,
        {"department": "anaesthesia"},
        NONE,
        ("protocols/pca-morphine",),
        "",
        "text",
    ),
)


def main() -> None:
    replace_split(AGENT_QUESTIONS, SPLIT, agent_rows(SPLIT, "agent12", ROWS))


if __name__ == "__main__":
    main()

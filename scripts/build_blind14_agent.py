"""Write the fourteenth blind agent split (``test14``) into the agent question set.

44 questions over the bucketed agent corpus, written without reading the agent's code or the
earlier blind rows: trials recalled by what was tested on whom (gold read in the abstract, two
short trial lists found by a drug's name and read), formulary and protocol questions whose gold
is every written document the gold filter selects (computed here from ``corpus.jsonl``), lists,
counts, tables, impossible filters and overloads that need a clarification, and constraints no
field holds, asked as a ward pharmacist, a commissioner, a research nurse, a medical student, a
coronary care nurse, a diabetes specialist nurse and an eye-clinic optometrist would. Re-running
replaces the ``test14`` rows, so the output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind14_agent.py
"""

from __future__ import annotations

from blind_split_writer import NO, OVER, AgentRow, agent_rows, replace_split

from clinrag.evaluation.agent_set import TRIAL_BUCKET
from clinrag.shipped_data import AGENT_QUESTIONS

SPLIT = "test14"
T, F, P = TRIAL_BUCKET, "formulary", "protocols"
NONE: tuple[str, ...] = ()
# (question, intent, bucket, filters, unmappable, trial or named gold (None: every written
# document the filter selects), clarify reason or "", format)
ROWS: tuple[AgentRow, ...] = (
    # -- trials: gold read in the abstracts ------------------------------------------------
    (
        "Research nurse here. The ten-week study that added Celebrex to risperidone in "
        "autistic kids, double-blind against placebo - what doses were they titrated up to, "
        "and which behaviour subscales shifted?",
        "qa",
        T,
        {"condition": "autism", "blinding": "double_blind"},
        NONE,
        (f"{T}/124",),
        "",
        "text",
    ),
    (
        "Eye-clinic optometrist: in the 12-week masked trial of Xalatan versus timolol in "
        "children and teenagers with glaucoma, how many youngsters were treated and what "
        "strength of timolol did the under-threes get?",
        "qa",
        T,
        {"condition": "glaucoma", "blinding": "double_blind", "duration_weeks": 12},
        NONE,
        (f"{T}/030",),
        "",
        "text",
    ),
    (
        "Only the one run in Switzerland, please: in the open-label trial that pitted "
        "embolising the prostate arteries against TURP for an enlarged prostate, how much did "
        "the symptom score drop in each arm by three months?",
        "qa",
        T,
        {"condition": "benign prostatic hyperplasia", "blinding": "open_label"},
        ("run in Switzerland",),
        (f"{T}/364",),
        "",
        "text",
    ),
    (
        "Pancreatitis prophylaxis: in the carbapenem head-to-head (meropenem three times a day "
        "against imipenem four times a day) in necrotising pancreatitis, what were the rates "
        "of infected necrosis in the two groups?",
        "qa",
        T,
        {},
        NONE,
        (f"{T}/058",),
        "",
        "text",
    ),
    (
        "Eye-clinic optometrist: which masked trials tested tafluprost (Saflutan)? Put them in "
        "a table - comparator, number of patients, length of treatment.",
        "list",
        T,
        {"condition": "glaucoma", "blinding": "double_blind"},
        NONE,
        (f"{T}/024", f"{T}/026"),
        "",
        "table",
    ),
    (
        "Which eight-week parallel-group studies put Xalatan up against unoprostone (Rescula) "
        "in open-angle glaucoma or raised eye pressure?",
        "list",
        T,
        {"condition": "glaucoma", "design": "randomized_controlled", "duration_weeks": 8},
        NONE,
        (f"{T}/096", f"{T}/106", f"{T}/107"),
        "",
        "list",
    ),
    (
        "Two melatonin studies for sleepless children on the autism spectrum - the big "
        "four-arm one with CBT and the tiny crossover - lay them out side by side: design, "
        "numbers, how long, what changed.",
        "compare",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/146", f"{T}/148"),
        "",
        "table",
    ),
    (
        "Headache clinic audit: in the capsaicin-on-the-scalp-arteries study, what share of "
        "the 23 migraine patients halved their artery pain with capsaicin versus with the "
        "Vaseline jelly, outside an attack - and the gap in percentage points?",
        "compute",
        T,
        {"condition": "migraine"},
        NONE,
        (f"{T}/218",),
        "",
        "text",
    ),
    (
        "Commissioner: SUSTAIN 3 ran weekly Ozempic against Bydureon for 56 weeks open-label - "
        "how many more kilos did the semaglutide arm lose than the exenatide arm?",
        "compute",
        T,
        {"condition": "type 2 diabetes", "blinding": "open_label", "duration_weeks": 56},
        NONE,
        (f"{T}/086",),
        "",
        "text",
    ),
    (
        "Medical student presenting at journal club: a short summary of the naltrexone trial "
        "in young autistic inpatients - design, what it helped and what it did not.",
        "summarize",
        T,
        {"condition": "autism"},
        NONE,
        (f"{T}/220",),
        "",
        "text",
    ),
    (
        "Renal dietitian: give me the gist of the Fosrenol (lanthanum) versus placebo trial in "
        "Chinese haemodialysis patients with high phosphate.",
        "summarize",
        T,
        {},
        NONE,
        (f"{T}/166",),
        "",
        "text",
    ),
    (
        "Any open-label Alzheimer's studies with upwards of five thousand participants?",
        "list",
        T,
        {
            "condition": "Alzheimer's disease",
            "blinding": "open_label",
            "sample_size": {">": 5000},
        },
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Rheumatoid arthritis trials of crossover design that lasted over three years?",
        "list",
        T,
        {
            "condition": "rheumatoid arthritis",
            "design": "randomized_crossover",
            "duration_weeks": {">": 156},
        },
        NONE,
        NONE,
        NO,
        "list",
    ),
    (
        "Heart failure trials with only the assessors blinded that enrolled 20k or more?",
        "list",
        T,
        {"condition": "heart failure", "blinding": "single_blind", "sample_size": {">=": 20000}},
        NONE,
        NONE,
        NO,
        "list",
    ),
    # -- formulary: gold every monograph the filter selects --------------------------------
    (
        "Ward pharmacist: restricted drugs that go in through a vein - table with class and "
        "the year each monograph was last reviewed.",
        "list",
        F,
        {"route": "intravenous", "formulary_status": "restricted"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Diabetes specialist nurse: which of our glucose-lowering medicines need the dose "
        "altered when the kidneys are failing?",
        "list",
        F,
        {"drug_class": "antidiabetic", "renal_adjustment": True},
        NONE,
        None,
        "",
        "list",
    ),
    (
        "Which monographs have not been looked at since 2019 or before? Table: drug, class, "
        "formulary status.",
        "list",
        F,
        {"year_reviewed": {"<=": 2019}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Which of the IV antibiotics are fine to run through a peripheral cannula rather than "
        "needing a central line?",
        "list",
        F,
        {"drug_class": "antibiotic", "route": "intravenous"},
        ("suitable for a peripheral cannula",),
        None,
        "",
        "list",
    ),
    (
        "Diabetes specialist nurse: which on-formulary diabetes drugs are safe to keep going "
        "while a patient fasts for Ramadan?",
        "list",
        F,
        {"drug_class": "antidiabetic", "formulary_status": "formulary"},
        ("safe while fasting for Ramadan",),
        None,
        "",
        "list",
    ),
    (
        "Any anti-seizure medicines that have been taken off the formulary?",
        "list",
        F,
        {"drug_class": "antiepileptic", "formulary_status": "non_formulary"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Skin patches whose monograph was reviewed in 2025?",
        "list",
        F,
        {"route": "transdermal", "year_reviewed": 2025},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Medical student: can you just list every medicine we give by mouth?",
        "list",
        F,
        {"route": "oral"},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "Commissioner: how many medicines sit on our restricted list?",
        "compute",
        F,
        {"formulary_status": "restricted"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "How many monographs have been brought up to date in 2024 or since?",
        "compute",
        F,
        {"year_reviewed": {">=": 2024}},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Ward pharmacist: a 70 kg man with a creatinine clearance of 25 needs Clexane for a "
        "DVT - what dose does our monograph give, and when would we switch to unfractionated "
        "heparin?",
        "qa",
        F,
        {"drug": "enoxaparin"},
        NONE,
        ("formulary/enoxaparin",),
        "",
        "text",
    ),
    (
        "Bridion: in which situations are we allowed to use it, and what dose for a deep block?",
        "qa",
        F,
        {"drug": "sugammadex"},
        NONE,
        ("formulary/sugammadex",),
        "",
        "text",
    ),
    (
        "Keppra: what is the top maintenance dose with a clearance of 40 mL/min, and is it on "
        "the homecare delivery scheme?",
        "qa",
        F,
        {"drug": "levetiracetam"},
        ("on the homecare delivery scheme",),
        ("formulary/levetiracetam",),
        "",
        "text",
    ),
    (
        "Medical student revising: summarise the Lyrica monograph - what it's for, the renal "
        "dosing and the warnings.",
        "summarize",
        F,
        {"drug": "pregabalin"},
        NONE,
        ("formulary/pregabalin",),
        "",
        "text",
    ),
    (
        "Xarelto or Pradaxa: how do the two monographs differ on formulary status and on what "
        "to do when the kidneys are poor?",
        "compare",
        F,
        {"drug": {"in": ["rivaroxaban", "dabigatran"]}},
        NONE,
        ("formulary/rivaroxaban", "formulary/dabigatran"),
        "",
        "text",
    ),
    # -- protocols: gold every document the filter selects ---------------------------------
    (
        "Ward pharmacist: the pharmacy department's policies, in a table with year issued and "
        "when each comes up for review.",
        "list",
        P,
        {"department": "pharmacy", "document_type": "policy"},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Haematology paperwork dated 2023 or earlier - table with the type of document and "
        "review year.",
        "list",
        P,
        {"department": "haematology", "year": {"<=": 2023}},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Governance: which documents fell due for review in 2024? Table with department.",
        "list",
        P,
        {"review_due_year": 2024},
        NONE,
        None,
        "",
        "table",
    ),
    (
        "Oncology documents that were co-written with patient representatives?",
        "list",
        P,
        {"department": "oncology"},
        ("co-written with patient representatives",),
        None,
        "",
        "list",
    ),
    (
        "Surgical guidelines that come with an audit tool attached?",
        "list",
        P,
        {"department": "surgery", "document_type": "guideline"},
        ("with an audit tool attached",),
        None,
        "",
        "list",
    ),
    (
        "Does paediatrics have any protocols, as opposed to guidelines?",
        "list",
        P,
        {"department": "paediatrics", "document_type": "protocol"},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Radiology documents issued before 2022?",
        "list",
        P,
        {"department": "radiology", "year": {"<": 2022}},
        NONE,
        None,
        NO,
        "list",
    ),
    (
        "Research nurse: send me everything that is not due for review until 2026 or later.",
        "list",
        P,
        {"review_due_year": {">=": 2026}},
        NONE,
        None,
        OVER,
        "list",
    ),
    (
        "Coronary care nurse: how many documents has cardiology got?",
        "compute",
        P,
        {"department": "cardiology"},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "How many protocols (not policies or guidelines) came out in 2024?",
        "compute",
        P,
        {"document_type": "protocol", "year": 2024},
        NONE,
        None,
        "",
        "text",
    ),
    (
        "Labour ward: she's bleeding after delivery and the uterus is boggy - what oxytocin "
        "doses does the PPH protocol give, and what's the tranexamic acid dose?",
        "qa",
        P,
        {"department": "obstetrics", "document_type": "protocol"},
        NONE,
        ("protocols/pph",),
        "",
        "text",
    ),
    (
        "CT booking: an inpatient with an eGFR of 25 needs contrast - how old can the eGFR "
        "result be, and what fluids does the contrast guideline want around the scan?",
        "qa",
        P,
        {"department": "radiology", "document_type": "guideline"},
        NONE,
        ("protocols/contrast-kidney",),
        "",
        "text",
    ),
    (
        "Summarise the neutropenic sepsis protocol for a medical student starting on the "
        "chemotherapy day unit.",
        "summarize",
        P,
        {"department": "oncology", "document_type": "protocol"},
        NONE,
        ("protocols/neutropenic-sepsis",),
        "",
        "text",
    ),
    (
        "Research nurse: the critical care sedation guideline and the morphine PCA protocol - "
        "which opioids does each use, and how does each say to watch for too much sedation?",
        "compare",
        P,
        {"department": {"in": ["intensive care", "anaesthesia"]}},
        NONE,
        ("protocols/icu-sedation", "protocols/pca-morphine"),
        "",
        "text",
    ),
    (
        "Nursing: set the falls policy beside the pressure ulcer policy - what does each ask "
        "us to do when a patient is admitted?",
        "compare",
        P,
        {"department": "nursing", "document_type": "policy"},
        NONE,
        ("protocols/falls-prevention", "protocols/pressure-ulcers"),
        "",
        "text",
    ),
)


def main() -> None:
    replace_split(AGENT_QUESTIONS, SPLIT, agent_rows(SPLIT, "agent14", ROWS))


if __name__ == "__main__":
    main()

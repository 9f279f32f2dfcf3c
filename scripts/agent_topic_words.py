"""Topic keywords for the blind agent splits' trial questions that narrow by a drug, a population
or a subject no field holds: ``check_agent_split.py`` keeps only the abstracts that also match
the question's keyword. Chosen per split when its keyword check was first run (until branch
dedup14 one ``check_agent_testN.py`` script a split); ``test2`` has none.
"""

from __future__ import annotations

TEST3 = {
    "agent3-001": r"fluticasone",
    "agent3-002": r"aminophylline",
    "agent3-004": r"transcranial magnetic|rTMS",
    "agent3-007": r"fimasartan",
    "agent3-008": r"ambulatory",
    "agent3-009": r"coenzyme Q",
    "agent3-011": r"single(-| | intravenous )dose[^.]*secretin",
    "agent3-012": r"melatonin",
    "agent3-015": r"\bNPH\b|isophane",
    "agent3-016": r"liraglutide|albiglutide|semaglutide|exenatide|lixisenatide|dulaglutide|GLP-1",
    "agent3-017": r"lixisenatide",
    "agent3-018": r"tafluprost",
    "agent3-020": r"tafluprost",
    "agent3-021": r"Egypt",
    "agent3-024": r"secretin",
}

TEST4_GLIPTINS = r"gliptin|DPP-?4|dipeptidyl peptidase"
TEST4 = {
    "agent4-001": r"levobunolol",
    "agent4-002": r"liraglutide",
    "agent4-003": r"naltrexone",
    "agent4-004": r"atrial fibrillation",
    "agent4-005": r"caries",
    "agent4-006": r"tofacitinib",
    "agent4-007": r"exenatide",
    "agent4-008": r"sildenafil",
    "agent4-010": TEST4_GLIPTINS,
    "agent4-011": TEST4_GLIPTINS,
    "agent4-012": r"pediatric|paediatric|children|infant",
    "agent4-016": r"observational|cohort",
    "agent4-017": r"omarigliptin|once-weekly DPP",
    "agent4-018": r"vildagliptin[^.]*sitagliptin|sitagliptin[^.]*vildagliptin",
    "agent4-019": r"omega-3|polyunsaturated|docosahexaenoic|fish oil",
}

TEST5 = {
    "agent5-001": r"physostigmine",
    "agent5-002": r"aminophylline",
    "agent5-003": r"coenzyme Q",
    "agent5-004": r"scrub typhus",
    "agent5-005": r"supraventricular tachycardia",
    "agent5-006": r"albiglutide",
    "agent5-007": r"immunotherapy",
    "agent5-008": r"earthquake",
    "agent5-009": r"albiglutide|faster aspart",
    "agent5-011": r"unoprostone[^.]*latanoprost|latanoprost[^.]*unoprostone",
    "agent5-020": r"fluticasone",
}

TEST6 = {
    "agent6-001": r"risperidone",
    "agent6-002": r"secretin",
    "agent6-003": r"oxytocin",
    "agent6-004": r"\badults?\b",
    "agent6-006": r"massage",
    "agent6-007": r"omega-3",
    "agent6-010": r"\badults?\b",
    "agent6-012": r"nurse",
    "agent6-014": r"capsaicin",
    "agent6-015": r"tofacitinib",
    "agent6-016": r"emboli",
}

TEST7_SGLT2 = r"gliflozin|sodium-glucose"
TEST7_DPP4 = r"gliptin|DPP-?4|dipeptidyl"
TEST7 = {
    "agent7-001": TEST7_SGLT2,
    "agent7-002": TEST7_SGLT2,
    "agent7-003": TEST7_DPP4,
    "agent7-004": TEST7_DPP4,
    "agent7-005": r"omarigliptin",
    "agent7-011": r"\badults?\b",
    "agent7-012": r"unoprostone",
    "agent7-013": r"buspirone",
    "agent7-014": r"smokeless tobacco",
    "agent7-015": r"sublingual fentanyl",
    "agent7-016": r"immunotherapy",
    "agent7-017": r"empagliflozin",
}

TEST8_PROSTAGLANDIN_TIMOLOL = r"(latanoprost|travoprost|bimatoprost)[ /-]*(plus )?timolol"
TEST8 = {
    "agent8-001": r"cefotiam",
    "agent8-002": r"endotracheal adrenaline",
    "agent8-003": r"topiramate.*aripiprazole",
    "agent8-004": rf"(?=.*{TEST8_PROSTAGLANDIN_TIMOLOL})(?=.*dorzolamide[ /-]*timolol)",
    "agent8-005": r"\byoga\b|tai chi",
    "agent8-006": r"chin(a|ese)",
    "agent8-009": r"linagliptin",
    "agent8-010": r"sertraline.*fluvoxamine|fluvoxamine.*sertraline",
    "agent8-011": r"amiodarone",
    "agent8-012": r"sotalol",
    "agent8-013": r"once[- ]daily.*aminoglycoside|aminoglycoside.*once[- ]daily",
}

TEST9 = {
    "agent9-001": r"amoxy?cillin",
    "agent9-002": r"tofacitinib",
    "agent9-003": r"nurse-led",
    "agent9-004": r"ponezumab",
    "agent9-005": r"self-test",
    "agent9-006": r"zonisamide",
    "agent9-007": r"fenofibrate",
    "agent9-008": r"aspirin",
    "agent9-009": r"alfuzosin|enucleation",
    "agent9-010": r"metformin",
    "agent9-011": r"resurfacing",
    "agent9-014": r"amoxy?cillin",
}

TEST10 = {
    "agent10-001": r"ponezumab",
    "agent10-002": r"melatonin",
    "agent10-003": r"cognitive-behavio|CBT",
    "agent10-004": r"PLAY",
    "agent10-005": r"sitagliptin plus insulin",
    "agent10-006": r"alfuzosin",
    "agent10-007": r"bimatoprost versus travoprost in an Egyptian",
    "agent10-008": r"brimonidine",
    "agent10-009": r"cariprazine",
    "agent10-010": r"iontophore",
    "agent10-013": r"cycloserine",
    "agent10-014": r"dofequidar",
}

TEST11 = {
    "agent11-001": r"bimatoprost.*timolol|timolol.*bimatoprost",
    "agent11-002": r"oxytocin",
    "agent11-003": r"capsaicin",
    "agent11-004": r"coenzyme Q|CoQ",
    "agent11-005": r"oxytocin",
    "agent11-006": r"voice",
    "agent11-010": r"cholera",
    "agent11-011": r"homeopath|Galphimia",
    "agent11-012": r"Hanen|Picture Exchange|PECS",
    "agent11-013": r"nurse-led",
}

TEST12 = {
    "agent12-001": r"omega-3",
    "agent12-002": r"rTMS|transcranial magnetic",
    "agent12-003": r"G-CSF|granulocyte",
    "agent12-004": r"omega-3|rTMS",
    "agent12-005": r"latanoprost.*timolol",
    "agent12-006": r"risedronate",
    "agent12-007": r"geriatric",
    "agent12-008": r"vestibular",
    "agent12-009": r"pioglitazone|G-CSF",
    "agent12-013": r"cattle",
}

TOPIC_WORDS: dict[str, dict[str, str]] = {
    "test2": {},
    "test3": TEST3,
    "test4": TEST4,
    "test5": TEST5,
    "test6": TEST6,
    "test7": TEST7,
    "test8": TEST8,
    "test9": TEST9,
    "test10": TEST10,
    "test11": TEST11,
    "test12": TEST12,
}

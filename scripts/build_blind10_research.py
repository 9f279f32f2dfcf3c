"""Write the tenth blind research split (``test10``) into the research question set.

36 yes/no questions, 12 per stance, each on a sample abstract no earlier split asks about, in
the words clinicians use at the bedside (brands, patient situations, lay words, negations).
The ``reference`` is the abstract's own finding or conclusion sentence, checked here to be
quoted verbatim. Re-running replaces the ``test10`` rows, so the output is deterministic.

    PYTHONPATH=src python scripts/build_blind10_research.py
"""

from __future__ import annotations

from blind_split_writer import ResearchRow, replace_split, research_rows

from clinrag.shipped_data import RESEARCH_QUESTIONS

SPLIT = "test10"
ROWS: tuple[ResearchRow, ...] = (
    (
        "004",
        "yes",
        "My patient is on timolol plus a second non-prostaglandin drop; can I swap her to "
        "Xalatan alone or to Xalacom and expect it to hold her pressure?",
        "Both latanoprost and fixed-combination latanoprost-timolol may be viable substitutes "
        "for timolol and another nonprostaglandin medication in glaucoma or ocular hypertension "
        "patients.",
    ),
    (
        "091",
        "yes",
        "Timolol isn't getting his eye pressure low enough. Is switching to latanoprost on its "
        "own a reasonable option instead of adding Trusopt on top?",
        "Latanoprost monotherapy can be an alternative to combined treatment with two aqueous "
        "flow suppressors in patients whose IOP is insufficiently controlled by timolol alone.",
    ),
    (
        "017",
        "yes",
        "Over two months, do both Combigan and Cosopt actually bring the daytime eye pressure "
        "down in people with raised IOP?",
        "Both fixed combinations were capable of significantly reducing the mean diurnal IOP, "
        "mean diurnal peak, and mean WDT peak after 8 weeks of treatment.",
    ),
    (
        "140",
        "yes",
        "For a woman with advanced breast cancer who hasn't had chemo before, is adding "
        "dofequidar to CAF tolerable and worth something?",
        "Dofequidar + CAF was well tolerated and is suggested to have efficacy in patients who "
        "had not received prior therapy.",
    ),
    (
        "146",
        "yes",
        "Our autistic son still can't get to sleep on slow-release melatonin. Would adding "
        "behavioural sleep therapy on top help more than the tablets alone?",
        "This study demonstrates that adding behavioural intervention to melatonin treatment "
        "seems to result in a better treatment response, at least in the short term.",
    ),
    (
        "173",
        "yes",
        "A single drip of the anti-amyloid antibody ponezumab in mild-to-moderate Alzheimer's: "
        "do patients cope with it without safety problems?",
        "A 2-hour infusion of 0.1 to 10 mg/kg ponezumab was well tolerated in subjects with "
        "mild-to-moderate AD.",
    ),
    (
        "215",
        "yes",
        "Runner recovering from an Achilles injury: would putting heel raises in her shoes "
        "take some of the load off the tendon?",
        "Therefore, heel lifts could be used to reduce AT loading and strain during the "
        "rehabilitation of AT injuries.",
    ),
    (
        "367",
        "yes",
        "Does a combined package of evidence-based treatments for disruptive kids calm the "
        "hyperactivity and early aggression?",
        "The treatment condition resulted in significant reduction in hyperactivity/impulsivity "
        "and early aggressive and delinquent behavior, as well as significant improvement in "
        "several other functional domains.",
    ),
    (
        "440",
        "yes",
        "A 13-year-old with high-functioning autism and crippling anxiety: does tailored "
        "modular CBT do better than his usual care?",
        "Youth randomized to CBT demonstrated superior improvement across primary outcomes "
        "relative to those receiving TAU.",
    ),
    (
        "418",
        "yes",
        "Is stepping patients down from the ventilator onto non-invasive ventilation to wean "
        "them good value for money for the NHS?",
        "The within-trial economic evaluation showed that NIV was associated with a lower net "
        "cost and a higher net effect, and was dominant in health economic terms.",
    ),
    (
        "344",
        "yes",
        "Years after a stroke, does doing balance rehab with his eyes deprived of visual cues "
        "improve balance more than normal rehab with vision?",
        "Balance improved more in the vision-deprived group than in the free-vision group.",
    ),
    (
        "446",
        "yes",
        "Would the PLAY Project home consultant visits help a four-year-old with autism on "
        "the ADOS?",
        "PLAY children improved in diagnostic categories on the Autism Diagnostic Observation "
        "Schedule (ADOS).",
    ),
    (
        "370",
        "no",
        "After the districts ran Helping Mothers Survive bleeding training, did fewer women "
        "with a postpartum haemorrhage die of it?",
        "There was an increase in overall reported near miss cases (difference-in-difference "
        "1.24, 95% CI, 0.37-2.10; P<0.001) and an increase in PPH case fatality rate "
        "(difference-in-difference 2.13, 95% CI, 0.14-4.12; P<0.05).",
    ),
    (
        "345",
        "no_difference",
        "Months after the horse-riding simulator sessions stop, is my daughter with cerebral "
        "palsy still sitting more steadily than the children who did not have them?",
        "The improvements in sitting balance were not maintained over the follow-up period.",
    ),
    (
        "320",
        "no",
        "In septic shock, can we just stop the hydrocortisone without any rebound in the "
        "circulation or the inflammation?",
        "Hydrocortisone withdrawal induced hemodynamic and immunologic rebound effects.",
    ),
    (
        "456",
        "no",
        "Is melasma less likely to come back after stopping hydroquinone cream than after "
        "stopping the methimazole cream?",
        "Both groups showed a reduction in the MASI score at the 8th week which was more "
        "significant in hydroquinone group but higher relapse rate was also observed in this "
        "group after discontinuing the drug.",
    ),
    (
        "420",
        "no",
        "Does a course of oral prednisone during allergy shots help the immunotherapy build "
        "up regulatory T cells?",
        "Concomitantly, we found that intervention with prednisone significantly impaired the "
        "induction of T regulatory lymphocytes.",
    ),
    (
        "329",
        "no_difference",
        "After a theory-of-mind training course, do parents of a child with autism report "
        "better social behaviour than parents of children who did not train?",
        "The results showed that, compared to controls, the treated children with ASD improved "
        "in their conceptual ToM skills, but their elementary understanding, self reported "
        "empathic skills or parent reported social behaviour did not improve.",
    ),
    (
        "419",
        "no",
        "Is the seven-item child intermittent exotropia symptom questionnaire good enough "
        "to rely on in clinic as it stands?",
        "The seven-item Rasch-scored Child Intermittent Exotropia Symptom Questionnaire is "
        "limited by suboptimal performance.",
    ),
    (
        "482",
        "no",
        "Acute stroke with a bad chest: is it safe for his oxygen whichever side we turn him "
        "on, left included?",
        "About 10% of patients, especially those with a severe stroke, with right hemiparesis "
        "and concomitant chest disease, experienced falls in SaO(2) to 90% or less for >/=2 "
        "min in certain positions; the hypoxia was more likely when they were lying on their "
        "left side.",
    ),
    (
        "059",
        "no",
        "Can I reassure a newly pregnant woman that her biotin levels are almost always fine "
        "in the first trimester?",
        "The conclusion that marginal biotin deficiency occurs frequently in the first "
        "trimester further raises concern about potential human teratogenicity.",
    ),
    (
        "068",
        "no_difference",
        "He's on insulin plus standard-dose Januvia. Does doubling the Januvia or switching "
        "him to Galvus change his glucose swings on the sensor much?",
        "Increasing sitagliptin dose and switching to vildagliptin had limited effects in "
        "improving MAGE in type 2 diabetic patients treated with standard doses of "
        "sitagliptin.",
    ),
    (
        "467",
        "no",
        "Do melanoma patients on adjuvant Sylatron keep a quality of life as good as those "
        "just watched after lymph node surgery?",
        "From a clinical point of view, important differences were found for five scales: two "
        "functioning scales (social and role functioning) and three symptom scales (appetite "
        "loss, fatigue, and dyspnea), with the PEG-IFN-alpha-2b arm being most impaired.",
    ),
    (
        "350",
        "no",
        "Does giving doctors the opioid guideline as a summary instead of a story cut down "
        "what they misremember?",
        "In the summary arm, 54% of responses were found to contain falsely recalled or "
        "extraneous information versus 21% of responses in the narrative arm (difference = "
        "33%, 95% CI = 14% to 53%).",
    ),
    (
        "430",
        "no",
        "HIV-positive woman, not sexually active at the moment: can she use the microbicide "
        "gel twice a day without any extra side effects compared with once a day?",
        "There was no increase in AE by frequency of gel use or sexual activity with the "
        "exception of abdominal/pelvic pain which was noted more frequently with twice daily "
        "use among sexually abstinent women.",
    ),
    (
        "353",
        "no",
        "Class II-III heart failure: does three months of oral enoximone make the ejection "
        "fraction worse than placebo?",
        "Ejection fraction improved from 30.1 +/- 6.8% to 33.9 +/- 9.9% in the enoximone group "
        "while it remained unchanged with placebo (23.4 +/- 6.5% to 23.4 +/- 1.5%).",
    ),
    (
        "395",
        "no",
        "For discoid lupus patches, do lesions shrink less on R-salbutamol cream than on the "
        "plain base cream?",
        "Moreover, the percentage of patients without induration was significantly higher in "
        "the active group compared with the placebo group (P = 0.013), and a statistically "
        "significantly greater decrease in the size of the lesional area was also seen in the "
        "overall analysis of the R-salbutamol-treated patients (P = 0.0197).",
    ),
    (
        "110",
        "no_difference",
        "Is the once-a-day long-acting carteolol drop better at lowering pressure than "
        "ordinary carteolol twice daily?",
        "The new alginate formulation of long-acting carteolol 1% given once daily is as "
        "effective as standard 1% carteolol given twice daily, with no meaningful differences "
        "regarding safety.",
    ),
    (
        "437",
        "no_difference",
        "Men with BPH and ejaculation problems: does Uroxatral make their ejaculation any "
        "different from a dummy pill?",
        "For patients with EjD at baseline, the mean change from baseline in ejaculatory "
        "function with alfuzosin was comparable to that with placebo.",
    ),
    (
        "461",
        "no_difference",
        "Did the Seattle community mobilisation and youth development programme get "
        "neighbourhoods mobilised more than the control areas?",
        "Survey results showed that mobilization increased to the same degree in both "
        "intervention and control neighborhoods with no evidence of an overall intervention "
        "effect.",
    ),
    (
        "393",
        "no_difference",
        "In deficit-syndrome schizophrenia, does adding D-cycloserine to the antipsychotic "
        "sharpen thinking on the cognitive tests compared with placebo?",
        "No differences were found in performance on any cognitive test between groups or in "
        "changes in any other clinical measure.",
    ),
    (
        "469",
        "no_difference",
        "Extubating ventilated infants early onto non-invasive support: are more of them "
        "dying or getting laryngeal oedema than with the usual approach?",
        "There was no significant difference in mortality or the incidence of laryngeal edema "
        "after extubation in the three groups.",
    ),
    (
        "371",
        "no_difference",
        "For an epiretinal membrane, does the 27-gauge non-vitrectomizing operation lead to "
        "more recurrences than standard vitrectomy?",
        "Epiretinal membrane recurred in 5.1% of eyes in the Standard-group and in 7.5% of "
        "eyes in the NVS-group (Fisher's exact test, P = 1.000).",
    ),
    (
        "414",
        "no_difference",
        "Tennis elbow: a month after dexamethasone iontophoresis, are patients more improved "
        "than with the placebo patches?",
        "More patients treated with dexamethasone than those treated with placebo scored "
        "moderate or better on the investigator's global improvement scale (52% versus 33%) at "
        "2 days, but the difference was not significant at 1 month (54% versus 49%).",
    ),
    (
        "342",
        "no_difference",
        "Does the six-month community programme for older people with diabetes and other "
        "conditions save money on their total healthcare costs?",
        "No group differences were seen in PCS score, anxiety, self-efficacy, or total "
        "healthcare costs.",
    ),
    (
        "429",
        "no_difference",
        "Will Vraylar for acute mania mess up her weight, lipids and sugars more than "
        "placebo in the short run?",
        "Mean change from baseline in metabolic parameters were generally small and similar "
        "between groups.",
    ),
)


def main() -> None:
    rows = research_rows(RESEARCH_QUESTIONS, SPLIT, "rq10", ROWS)
    replace_split(RESEARCH_QUESTIONS, SPLIT, rows)


if __name__ == "__main__":
    main()

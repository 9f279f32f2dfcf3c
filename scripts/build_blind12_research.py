"""Write the twelfth blind research split (``test12``) into the research question set.

36 yes/no questions, 12 per stance, each on a sample abstract no other split asks about
(checked here from the other rows' ``source``), asked as a hospital pharmacist reviewing the
formulary, a relative writing an e-mail, a trainee preparing journal club, a commissioner, a
farm vet and ward staff ask: brands, lay words, abbreviations, indirect, negated and reversed
comparisons, and secondary outcomes or harms whose answer differs from the headline. The
``reference`` is the abstract's conclusion sentence where it answers the question, else the
answering results sentence, checked here to be quoted verbatim. Re-running replaces the
``test12`` rows, so the output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind12_research.py
"""

from __future__ import annotations

from blind_split_writer import ResearchRow, replace_split, research_rows

from clinrag.shipped_data import RESEARCH_QUESTIONS

SPLIT = "test12"
# (abstract number, stance, question, reference sentence quoted from the abstract)
ROWS: tuple[ResearchRow, ...] = (
    # -- yes ------------------------------------------------------------------------------
    (
        "203",
        "yes",
        "Commissioning our stop-smoking service: are automated IVR phone calls any use for "
        "pulling low-income smokers who relapsed back into another round of Quitline help?",
        "Proactive IVR outreach is a promising tool to engage low income, relapsed smokers "
        "back into a new cycle of treatment.",
    ),
    (
        "276",
        "yes",
        "Journal club prep: I know MBCT on top of usual care didn't significantly cut symptom "
        "scores in chronic, treatment-resistant depression on ITT - but did those patients "
        "report a better quality of life?",
        "However, compared to TAU, the MBCT + TAU group reported significantly higher remission "
        "rates (χ(2) (2) = 4.25, φ = 0.22, P = 0.04), lower levels of rumination (-3.85 [-7.55 "
        "to -0.15], d = 0.39, P = 0.04), a higher quality of life (4.42 [0.03-8.81], d = 0.42, "
        "P = 0.048), more mindfulness skills (11.25 [6.09-16.40], d = 0.73, P < 0.001), and more "
        "self-compassion (2.91 [1.17-4.65], d = 0.64, P = 0.001).",
    ),
    (
        "401",
        "yes",
        "Subject: sister's bones. Hi, Marta here - my sister's periods stopped with her breast "
        "cancer chemo and the clinic wants her on Actonel once a week. Does it actually stop "
        "her bones thinning?",
        "After 12 months, bone mineral density increased by 1.2% at the spine and 1.3% at the "
        "hip in women on risedronate vs. significant decreases for women in the placebo group "
        "of 0.9% at the spine and 0.8% at the hip (P < 0.01, difference between groups).",
    ),
    (
        "445",
        "yes",
        "GP: for my over-50s with chronic dizziness, would the do-it-yourself online vestibular "
        "rehab course leave them less anxious than carrying on with me?",
        "Participants in the stand alone and blended VR groups also experienced less dizziness "
        "related impairment, less anxiety, and more subjective improvement of vestibular "
        "symptoms at three and six months.",
    ),
    (
        "464",
        "yes",
        "Screening commissioner: for women who keep ignoring their smear letters, does posting "
        "them a DIY HPV swab get more of them tested than ringing them up?",
        "The total response rate in the self-testing arm was 24.5%, significantly higher than "
        "in the telephone arm (18%, RR 1.36, 95% CI 1.19-1.57) and the control group (10.6%, RR "
        "2.33, 95% CI 2.00-2.71).",
    ),
    (
        "472",
        "yes",
        "Pain clinic registrar: in cervical dorsal rami entrapment, when a fortnight of NSAIDs "
        "fails and we step up to a diagnostic block, do people's grip and shoulder strength "
        "come back better too?",
        "Maximal muscle power after treatment was significantly greater in the experimental "
        "group compared with the control group for shoulder abduction (P<0.001), thumb pinch "
        "force (P=0.001), and grasp (P<0.001).",
    ),
    (
        "435",
        "yes",
        "Stroke registrar: malignant MCA infarct - rather than taking the bone flap off, would "
        "stereotactic aspiration of the clot leave more of them alive at six months?",
        "The follow-up results at 1 and 6 months after treatment showed that in comparison with "
        "the control group, stereotactic aspiration led to a higher survival rate and lower "
        "mortality rate; the latter had superior NIHSS score and mRS score and better prognosis.",
    ),
    (
        "384",
        "yes",
        "Care home manager: could a behavioural bladder-training programme mean our residents "
        "wet themselves fewer times a day?",
        "By the final months of training, the treatment participants' wet episodes had been "
        "reduced by 0.6 episode per day, or a 26 percent reduction over baseline, and "
        "improvement was maintained during the follow-up period.",
    ),
    (
        "422",
        "yes",
        "Dear Dr Okafor, Hannelore again. Our son is 20 and has Asperger's, and a study is "
        "offering him deep TMS to the front of the brain. Compared with the dummy version, "
        "does it help him relate to people?",
        "Participants in the active condition showed a near significant reduction in "
        "self-reported social relating symptoms from pre-treatment to one month follow-up, and "
        "a significant reduction in social relating symptoms (relative to sham participants) "
        "for both post-treatment assessments.",
    ),
    (
        "188",
        "yes",
        "Special-care dentist: is it worth dimming the lights and making the surgery "
        "sensory-friendly for scale-and-polish visits with autistic kids?",
        "Preliminary positive benefit of SADE in children with ASD warrants moving forward with "
        "a large-scale clinical trial.",
    ),
    (
        "421",
        "yes",
        "Menopause clinic dietitian: in women a few years past the change, does a bigger daily "
        "dose of vit D3 mean more calcium gets absorbed?",
        "A statistically significant linear trend of an increase in calcium absorption adjusted "
        "for age and body mass index with increasing vitamin D₃ dose or serum 25(OH)D "
        "concentration was observed.",
    ),
    (
        "473",
        "yes",
        "Practice pharmacist: the urine-test feedback for people on statins didn't shift "
        "adherence, I gather - did it at least bring their diastolic pressure down?",
        "The adjusted mean difference between the groups (in favour of the intervention group) "
        "for diastolic blood pressure (- 4.28 mmHg (95% CI - 0.98 to - 1.58, P = 0.002)) and "
        "waist circumference (- 2.55 cm (95% CI - 4.55 to - 0.55, P = 0.012)).",
    ),
    # -- no -------------------------------------------------------------------------------
    (
        "400",
        "no",
        "Vascular trainee: in the randomised comparison before leg revascularisation, are we "
        "more certain of the plan with a CTA than with a DSA?",
        "CT had a lower confidence score than did DSA (7.2 vs 8.2, P < .001).",
    ),
    (
        "113",
        "no",
        "Formulary query: patients on Xalatan at night plus timolol twice daily - if we move "
        "them onto once-daily Xalacom, will their pressures be at least as low?",
        "The difference in mean within-patient diurnal IOP was 1.1 mmHg favouring the unfixed "
        "combination (95% CI 0.8 to 1.4 mmHg).",
    ),
    (
        "200",
        "no",
        "Farm vet at housing time: is the levamisole-triclabendazole drench quicker to get "
        "through a batch of bullocks than the single ivermectin-clorsulon jab?",
        "The mean time needed to administer ivermectin + clorsulon (single injection) to five "
        "cattle was 31 seconds, which was significantly less than the 100 seconds needed for "
        "ivermectin + closantel (two injections) and the 126 seconds needed for levamisole + "
        "triclabendazole (P < .001).",
    ),
    (
        "217",
        "no",
        "Haematology nurse: young adults with sickle cell who had the care-seeking coaching - "
        "did they come away feeling less stigmatised by doctors?",
        "Findings suggest that the CSI was associated with significant increased awareness of "
        "perceived total stigma and stigma by doctors compared with the attention control "
        "group.",
    ),
    (
        "362",
        "no",
        "School nurse: by eighth grade, were pupils from the Positive Action schools in Chicago "
        "more anxious than those from the comparison schools?",
        "Students in PA schools, compared with those in control schools, had more favorable "
        "change over the course of the study in positive affect (standardized mean difference "
        "effect size [ES] = .17) and life satisfaction (ES = .13) as well as significantly "
        "lower depression (ES = -.14) and anxiety (ES = -.26) at study end point.",
    ),
    (
        "136",
        "no",
        "Speech therapist: Hanen More Than Words for toddlers with early autism signs - does "
        "it speed up talking in the ones who are really fixated on objects?",
        "Children with lower levels of Time 1 object interest exhibited facilitated growth in "
        "communication; children with higher levels of object interest exhibited growth "
        "attenuation.",
    ),
    (
        "082",
        "no",
        "Journal club: in the weekly omarigliptin monotherapy trial that went wrong, was the "
        "banned metformin mostly being taken by people in the active-drug arm?",
        "Metformin was used by more patients in the placebo group (57% [25 of 44]) than in the "
        "omarigliptin group (29% [14 of 48]).",
    ),
    (
        "349",
        "no",
        "High cholesterol in someone already on a thiazide for blood pressure - will Zocor "
        "20 mg push the LDL up?",
        "After 24 weeks treatment, simvastatin induced a 37% reduction in cholesterol plasma "
        "levels, a 9% increase of HDL and a 16% reduction of LDL.",
    ),
    (
        "385",
        "no",
        "Cardiology journal club: stable coronary disease, normal glucose tolerance - does a "
        "month of Actos deplete circulating endothelial progenitor cells?",
        "Pioglitazone increased CD34(+)/kinase insert domain receptor(+) EPCs to 142 +/- 9% and "
        "cultured 1,1'-dioctadecyl-3,3,3',3'-tetramethylindocarbocyanine-labeled acetylated "
        "LDL(+)/lectin(+) EPCs to 180 +/- 3% (P < 0.05).",
    ),
    (
        "484",
        "no",
        "Chest radiologist: with several solid lung nodules, does the old Brock calculator "
        "predict cancer better than the new PKU-ML machine-learning model?",
        "In the test set, the performance of the PKU-ML model (AUC=0.838, 95%CI: 0.754 to "
        "0.921) was better than the models designed for single pulmonary nodules (Brock model: "
        "AUC=0.709, 95%CI: 0.603 to 0.816, P=0.04; Mayo model: AUC=0.756, 95%CI: 0.656 to 0.856, "
        "P=0.01; VA model: AUC=0.674, 95%CI: 0.561 to 0.787, P<0.01), similar with PKUPH model "
        "(AUC=0.750, 95%CI: 0.649 to 0.851, P=0.07).",
    ),
    (
        "195",
        "no",
        "Dear doctor, Joe here, grandad of an autistic lad with endless energy; Buspar has "
        "been mentioned for him. Is he likely to get a lot of side effects from it?",
        "Buspirone was found to be safe and efficacious, without side effects, for decreasing "
        "hyperactivity and increasing completed performance tasks.",
    ),
    (
        "423",
        "no",
        "Thoracic surgery: does fixing broken ribs through the thoracoscope stir up a bigger "
        "stress response (cortisol, sugar, CRP) than doing it open?",
        "Cortisol, blood sugar, C-reactive protein, and other indicators were increased in both "
        "groups, but compared with the control group, the study group had decreased "
        "postoperative cortisol, blood sugar, C-reactive protein, and other stress response "
        "indicators (P < 0.05).",
    ),
    # -- no difference --------------------------------------------------------------------
    (
        "176",
        "no_difference",
        "Over-75s leaving medical ICU: do they get back more of their independence in daily "
        "living if they go to a geriatric ward instead of a standard one?",
        "The mean Barthel indexes were 81.5+/-30.4 in the geriatric management arm and "
        "70.5+/-33.4 in the standard management arm (p=0.4).",
    ),
    (
        "187",
        "no_difference",
        "Re: fish oil - Tomasz writing, father of an autistic boy who never sits still. Would "
        "fish-oil capsules calm his hyperactivity more than dummy capsules would?",
        "Children in the omega-3 fatty acid group had a greater reduction in hyperactivity "
        "(-5.3 points) compared to the placebo group (-2.6 points), but the difference was not "
        "statistically significant (1.9-point greater improvement in the omega-3 group, 95% "
        "CI = -2.2 to 5.2).",
    ),
    (
        "352",
        "no_difference",
        "Formulary: facet-joint low back pain - does Synvisc-One into the joints beat a "
        "plain triamcinolone injection enough to justify it?",
        "No significant intergroup differences (P > 0.05) in outcomes were noted in the 30 "
        "recruited subjects.",
    ),
    (
        "458",
        "no_difference",
        "Nutrition programme commissioner: Malawian babies from six months - does the "
        "fortified spread at 50 g a day put more weight on them over a year than the fortified "
        "maize-soy flour?",
        "Mean weight and length gains in the LP, FS50, and FS25 groups were 2.37, 2.47, and "
        "2.37 kg (P = .66) and 12.7, 13.5, and 13.2 cm (P = .23), respectively.",
    ),
    (
        "481",
        "no_difference",
        "Pathology lead planning to go digital: do pathologists reading whole-slide images on "
        "screen make more major diagnostic misses than at the microscope?",
        "The difference between major discordance rates for microscopy and WSI was 0.4% (95% "
        "confidence interval, -0.30% to 1.01%).",
    ),
    (
        "470",
        "no_difference",
        "Trainee: in the first-in-human selisistat study (the Huntington's SirT1 inhibitor), "
        "did healthy volunteers on the drug have more drug-related adverse events than on "
        "placebo?",
        "The incidence of drug related adverse events showed no correlation with dose level or "
        "number of doses received and was comparable with the placebo group.",
    ),
    (
        "288",
        "no_difference",
        "Hospital pharmacist: if we switch suppliers of the NAC mucolytic, does the test "
        "product get a different amount into the blood from the reference one?",
        "The ratios of the geometric means for the test vs. reference treatment, with baseline "
        "correction, were 1.0961 (90% confidence interval: 1.0228, 1.1746) for area under the "
        "plasma concentration curve of test N-acetylcysteine plasma concentrations and 1.0938 "
        "(90% confidence interval: 1.0142, 1.1796) for maximum postdose concentration; both "
        "were within the predefined range to demonstrate bioequivalence.",
    ),
    (
        "292",
        "no_difference",
        "Urology: after PCNL, is there more leftover stone on the ultrasound when we leave "
        "both a nephrostomy tube and a ureteric catheter than with a catheter alone?",
        "Ultrasonic evaluation showed mild residue in 3, 1 and 1 cases of groups A, B and C, "
        "respectively (P = 0.2).",
    ),
    (
        "361",
        "no_difference",
        "ICU dietitian: on the fish-oil and borage-oil tube feed for ARDS, does IL-6 in the "
        "lavage fluid come down more than on the standard feed?",
        "BALF levels of IL-6 declined similarly during the study in both groups.",
    ),
    (
        "387",
        "no_difference",
        "In the lavage-injured pig lungs, does the pumpless AV-ECLA circuit on its own lift "
        "arterial oxygen?",
        "No significant increase of Pao2 attributable to AV-ECLA alone was detected.",
    ),
    (
        "398",
        "no_difference",
        "Paediatric oncology nurse: does the psycho-educational programme help children with "
        "cancer cope better than standard care alone?",
        "No significant difference in coping scores was found between groups, but the "
        "experimental group reported significantly lower scores in gastrointestinal problems "
        "and pain.",
    ),
    (
        "219",
        "no_difference",
        "Stroke commissioner: is anyone less likely to be dead or dependent at 90 days after "
        "G-CSF injections in the weeks after their stroke, versus placebo?",
        "There were no significant differences between groups in the number of participants "
        "with serious adverse events: G-CSF 15 (37.5%) of 40 versus placebo 7 (35%) of 20, "
        "death or dependency (modified Rankin Score: G-CSF 3.3 ± 1.3, placebo 3.0 ± 1.3) at 90 "
        "days, or the number of injections received.",
    ),
)


def main() -> None:
    rows = research_rows(RESEARCH_QUESTIONS, SPLIT, "rq12", ROWS)
    replace_split(RESEARCH_QUESTIONS, SPLIT, rows)


if __name__ == "__main__":
    main()

"""Write the eleventh blind research split (``test11``) into the research question set.

36 yes/no questions, 12 per stance, each on a sample abstract no earlier split asks about
(checked here from the other rows' ``source``), asked as nurses, pharmacists, GPs and patients'
relatives ask: brands, patient situations, lay words, indirect and negated phrasing. The
``reference`` is the abstract's conclusion sentence where it answers the question, else the
answering results sentence, checked here to be quoted verbatim. Re-running replaces the
``test11`` rows, so the output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind11_research.py
"""

from __future__ import annotations

from blind_split_writer import replace_split, research_rows

from clinrag.shipped_data import RESEARCH_QUESTIONS

SPLIT = "test11"
# (abstract number, stance, question, reference sentence quoted from the abstract)
ROWS: tuple[tuple[str, str, str, str], ...] = (
    # -- yes ------------------------------------------------------------------------------
    (
        "045",
        "yes",
        "Eye clinic nurse: when someone with open-angle glaucoma is moved from timolol drops to "
        "Lumigan, does the blood supply at the back of the eye pick up?",
        "Bimatoprost was associated with increased choroidal blood flow, beyond the levels "
        "recorded before timolol treatment.",
    ),
    (
        "141",
        "yes",
        "Travel clinic: does the two-dose killed cholera vaccine you swallow actually get adults "
        "and children in Africa to make antibodies?",
        "OCV was found to be safe and elicited a robust immunological response against Vibrio "
        "cholerae O1, with 81% adults and 77% children demonstrating seroconversion 14 days "
        "after the second dose of vaccine.",
    ),
    (
        "218",
        "yes",
        "My wife gets migraines and the artery at her temple goes sore to touch; could rubbing a "
        "chilli-pepper gel on it ease the pain?",
        "Although referring to a small number of patients, our data show that topical capsaicin "
        "may relieve arterial pain in absence of and during a migraine attack in a substantial "
        "number of patients experiencing scalp arterial tenderness.",
    ),
    (
        "259",
        "yes",
        "Our son is five, autistic and hardly speaks. Would the picture-card exchange system get "
        "him asking for things by himself?",
        "Overall, PECS appeared to enhance children's spontaneous communication for instrumental "
        "requesting using pictures, speech, or a combination of both.",
    ),
    (
        "269",
        "yes",
        "Job coach asking: is there anything to practising interviews on a virtual-reality "
        "simulator for autistic adults looking for work?",
        "Results indicate preliminary support for the feasibility and efficacy of VR-JIT, which "
        "can be administered using computer software or via the internet.",
    ),
    (
        "284",
        "yes",
        "Midwife on delivery suite: if a beta-blocker (Inderal) goes alongside the Syntocinon "
        "for an induction, do women deliver quicker on day one?",
        "The mean interval between the beginning of induction until delivery at the first day "
        "of induction was shorter in the propranolol group.",
    ),
    (
        "318",
        "yes",
        "GP here: is a personalised web-based weight programme worth more than just pointing "
        "people at a weight-loss information site?",
        "Subjects in the tailored expert system lost a mean of 3 +/- 0.3% of their baseline "
        "weight, whereas subjects in the information-only condition lost a mean of 1.2 +/- 0.4% "
        "(p < 0.0004).",
    ),
    (
        "359",
        "yes",
        "Does a puff of oxytocin up the nose help an autistic adult read tone of voice and "
        "faces, and faster?",
        "Intranasal oxytocin enabled the participants to make NVJs more frequently (P = .03) "
        "with shorter response time (P = .02).",
    ),
    (
        "379",
        "yes",
        "Practice manager wondering: for the spinning-when-I-roll-over vertigo, is sorting it in "
        "one sitting cheaper than weekly treatment visits?",
        "Average and total cost of care and loss of productivity for the company due to "
        "patients' medical visits were significantly lower in the single session group.",
    ),
    (
        "451",
        "yes",
        "Paediatric cardiac theatre: in children having their tetralogy of Fallot repaired, does "
        "ischaemic postconditioning cut how much troponin the heart leaks afterwards?",
        "As a result, ischemic postconditioning reduced postoperative peak release by 45% for "
        "cTnI compared with the control group (0.43 ± 0.18 ng/mL versus 0.78 ± 0.15 ng/mL, "
        "P < 0.0001).",
    ),
    (
        "497",
        "yes",
        "Dad has advanced heart failure and buys CoQ10 capsules at the chemist - do they really "
        "get into his blood?",
        "CoQ(10) supplementation resulted in a four-fold increase in plasma CoQ(10) level, "
        "whereas the combination with ET further increased it.",
    ),
    (
        "144",
        "yes",
        "Diabetes nurse for teenagers: does behavioural family systems therapy help families "
        "talk and sort problems out better than usual care?",
        "BFST-D improved family communication and problem solving relative to SC and modestly "
        "relative to ES.",
    ),
    # -- no -------------------------------------------------------------------------------
    (
        "153",
        "no",
        "After the CPAP trial in Ghana ended, did the nurses trained later hold the skills as "
        "well as the ones trained during the trial?",
        "First-generation trainees scored significantly higher than second-generation trainees "
        "on both skills and knowledge assessments (p = 0.003).",
    ),
    (
        "291",
        "no",
        "Physio question: in non-walking children with cerebral palsy and scoliosis left on "
        "exercises alone without the special seat, did the spine curve hold steady?",
        "There was no significant change in Cobb angle and Reimer's migration index for both "
        "hips in SSE-group, but there was a significant increase in E-group (p=0.002, 0.049, "
        "and 0.003, respectively).",
    ),
    (
        "416",
        "no",
        "Is teaching final-year students the pelvic exam with a live Gynaecology Teaching "
        "Associate cheaper than using the manikin?",
        "However, the average cost of GTA teaching was £45.06 per student compared with £7.40 "
        "per student for conventional teaching, with an increased cost of £37.66 per student.",
    ),
    (
        "443",
        "no",
        "Heart failure nurse: did patients using the talking smart-speaker check-ins end up in "
        "A&E or on the ward less than those on standard care?",
        "Among patients randomized to the voice activated technology arm, there was one HF "
        "emergency department (ED) visit and 2 HF hospitalizations; there were no events in the "
        "SOC arm.",
    ),
    (
        "492",
        "no",
        "Did the privacy measures at the emergency desk leave patients more worried that others "
        "had overheard their details?",
        "Overall, intervention patients were less concerned about disclosure of information and "
        "that they had been overheard.",
    ),
    (
        "360",
        "no",
        "My sister's depression flares before her period on top of her usual low mood; would "
        "Lupron injections clear it the way they do in ordinary PMS?",
        "Depression symptoms were at clinical levels premenstrually in the PMS and PME groups; "
        "following treatment they remitted in the PMS group but not in the PME leuprolide "
        "subjects.",
    ),
    (
        "459",
        "no",
        "Would the individual Chinese herbal brews help a woman with endometriosis more than "
        "dummy brews for her everyday, between-period pain?",
        "VAS scores favored the active treatment for relief of menstrual pain and the placebo "
        "group for reduction of daily pain.",
    ),
    (
        "392",
        "no",
        "Cath lab: with the joint doctor-nurse-patient nursing model, were there more vascular "
        "complications after the procedure than with usual nursing?",
        "The number of cases with adverse vascular events in the experimental group was 3 cases, "
        "which was obviously lower than that in the control group (15 cases).",
    ),
    (
        "386",
        "no",
        "Did the children given the early-education programme turn out less healthy by 21?",
        "We found that the intervention also improved heath (P = .05) and health behaviors "
        "(P = .03) when participants were aged 21 years.",
    ),
    (
        "468",
        "no",
        "Is it true that a guided online CBT course does nothing for depressed people while "
        "they wait for face-to-face therapy?",
        "The IG was superior regarding psychological symptoms and mental health quality of life "
        "but not on physical health quality of life, attitudes, motivation for psychotherapy, or "
        "subjective need and uptake of psychotherapy.",
    ),
    (
        "262",
        "no",
        "Oncology nurse: could talking therapy for depression push up inflammation markers in "
        "people with cancer?",
        "Data show that the intervention reduced directly depressive symptoms and reduced "
        "indirectly inflammation.",
    ),
    (
        "206",
        "no",
        "Did the online sexual-health programme for women in midlife leave their attitudes and "
        "intentions no different from the control group's?",
        "Women in the treatment condition compared to the control condition reported "
        "significant gains in attitudes, self-efficacy, and behavioral intentions at posttest.",
    ),
    # -- no difference --------------------------------------------------------------------
    (
        "027",
        "no_difference",
        "Pharmacist: is Lumigan clearly better than Travatan at bringing the average eye "
        "pressure down?",
        "Both drops lowered IOP effectively but bimatoprost showed a greater non-significant "
        "reductions in mean IOP from baseline.",
    ),
    (
        "170",
        "no_difference",
        "For an autistic adult, is group CBT any better than a group of leisure activities?",
        "The interventions' similar efficacy may be due to the common elements, structure and "
        "group setting.",
    ),
    (
        "293",
        "no_difference",
        "Hay fever sufferer asking: does the homeopathic Galphimia D6 work better than dummy "
        "tablets?",
        "Although no statistical significance was achieved, it is remarkable that there was a "
        "clear trend for the superiority of Galphimia D6 while the Galphimia dilution 10(-6) "
        "was about equally effective compared with placebo.",
    ),
    (
        "301",
        "no_difference",
        "ICU follow-up nurse: do our nurse-led clinic visits after discharge ease patients' "
        "post-traumatic stress more than no visits?",
        "No differences in post-traumatic stress symptoms or sense of coherence were found "
        "between intervention group versus control group, with a mean Post-Traumatic Stress "
        "Scale 10 intensive part B score 39 (95% CI, 37-41) versus 37 (95% CI, 35-39), 32 (95% "
        "CI, 28-35) versus 32 (95% CI, 29-35), 31 (95% CI, 28-34) versus 30 (95% CI, 27-33), "
        "and 31 (95% CI, 28-34) versus 29 (95% CI, 26-33) at baseline, 3, 6, and 12 months, "
        "respectively.",
    ),
    (
        "348",
        "no_difference",
        "Does Persantine cause more serious side effects than a dummy pill in people with angina?",
        "Serious adverse events occurred in 15 patients with dipyridamole and in 12 with placebo "
        "(7.6% vs 6.0, P=0.52).",
    ),
    (
        "383",
        "no_difference",
        "Are people with atrial fibrillation who stay in normal rhythm spared heart attacks, "
        "strokes and deaths compared with those left in AF on rate control?",
        "Chronic sinus rhythm did not matter.",
    ),
    (
        "404",
        "no_difference",
        "After a few drinks, does the wind-up of pain with repeated pricks change?",
        "Temporal summation of pain was not affected by alcohol, and alcohol effects on pain "
        "threshold were small and limited to the higher dose.",
    ),
    (
        "411",
        "no_difference",
        "Dietitian: does a spoonful of fructose with a carb meal blunt the rise in blood sugar "
        "afterwards?",
        "There was no effect of fructose at any dose.",
    ),
    (
        "424",
        "no_difference",
        "Gynae theatre: does spraying fibrin glue after laparoscopic surgery stop new adhesions "
        "forming around the tubes and ovaries?",
        "Although no significant differences were found in the incidence of de novo adnexal "
        "adhesions, the lowest rate was found in the fibrin gel group, with 4/32 patients "
        "(12.5%) in the control group, 2/29 patients (6.8%) in the fibrin gel group and 5/30 "
        "patients (16.7%) in the fibrin sheet group.",
    ),
    (
        "450",
        "no_difference",
        "Children's ED: do VR goggles make a cannula hurt less, by the child's own score?",
        "Self-reported procedural pain (verbal numerical rating scale: 3 (1, 6)/10 vs 3 (1, "
        "5.5)/10, p = 0.75) was similar between groups.",
    ),
    (
        "377",
        "no_difference",
        "GP: if I adjust blood pressure tablets on the patient's own home readings instead of a "
        "24-hour monitor, do more of them reach target?",
        "A nonsignificant trend to more intensive drug therapy in the ambulatory BP group and a "
        "nonsignificant trend to larger share of patients reaching (57.7% v 43.5%, P = .16) the "
        "target pressure in the home BP group was observed due to the 3.8 mm Hg difference in "
        "ambulatory and home diastolic BP at randomization.",
    ),
    (
        "287",
        "no_difference",
        "A parent read that a secretin drip helps autistic children talk; does it improve their "
        "language?",
        "The results indicated that significant differences were not observed on the majority "
        "of the dependent variables.",
    ),
)


def main() -> None:
    rows = research_rows(RESEARCH_QUESTIONS, SPLIT, "rq11", ROWS)
    replace_split(RESEARCH_QUESTIONS, SPLIT, rows)


if __name__ == "__main__":
    main()

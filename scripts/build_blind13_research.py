"""Write the thirteenth blind research split (``test13``) into the research question set.

30 yes/no questions, 10 per stance, each on a sample abstract no other split asks about
(checked here from the other rows' ``source``): 30 of the last 34 abstracts, the other four
left out (two protocols, one whose results sentence states no direction, one truncated
bioequivalence report). Asked as a ward pharmacist on a night shift, a patient-forum
moderator, an ICU registrar, a medical student, a GP partner arguing with a colleague, a
hospice nurse and others would: brands, lay words, negated and reversed questions, and
secondary outcomes or harms whose answer differs from the headline. The ``reference`` is the
abstract's conclusion sentence where it answers the question, else the answering results
sentence, checked here to be quoted verbatim. Re-running replaces the ``test13`` rows, so the
output is deterministic.

    PYTHONPATH=src:scripts python scripts/build_blind13_research.py
"""

from __future__ import annotations

from blind_split_writer import ResearchRow, replace_split, research_rows

from clinrag.shipped_data import RESEARCH_QUESTIONS

SPLIT = "test13"
# (abstract number, stance, question, reference sentence quoted from the abstract)
ROWS: tuple[ResearchRow, ...] = (
    # -- yes ------------------------------------------------------------------------------
    (
        "120",
        "yes",
        "Night-shift ward pharmacist: a glaucoma patient has brought in her own Betagan drops. "
        "Apart from the pressure, does a drop of levobunolol actually increase the pulsatile "
        "blood flow through a glaucomatous eye?",
        "Ocular pulsatile flow was increased after treatment with levobunolol from 482.1 +/- "
        "133.3 microliter/minute to 548.5 +/- 180.3 microliter/minute (13.3%) (P less than "
        ".006) in glaucomatous eyes and 457.6 +/- 178.2 microliter/minute to 528 +/- 223.8 "
        "microliter/minute (12.3%) (P greater than .05) in healthy eyes.",
    ),
    (
        "221",
        "yes",
        "Posting as forum moderator for our heart-health group: members ask if the Entrox "
        "coated perilla oil capsules are worth the extra. By the 24-hour mark, has blood ALA "
        "risen further from baseline with the coated capsule than with the plain oil?",
        "However, significantly greater increases in plasma ALA levels from baseline to 24h "
        "were observed after ingestion of Entrox vs. non-coated product, suggesting a possible "
        "benefit of Entrox with long-term treatment.",
    ),
    (
        "285",
        "yes",
        "Aesthetic nurse injector: never mind the wrinkle scales - were clients and injectors "
        "happier with the new stretchy hyaluronic fillers in the nose-to-mouth lines than with "
        "the gels already on the market, and still so much later?",
        "These dynamic facial fillers elicited higher satisfaction immediately after injection "
        "but also on the long run, according to both investigators and subjects.",
    ),
    (
        "289",
        "yes",
        "Cardiac rehab lead: if we offered the remotely coached programme (REMOTE-CR) instead "
        "of coming in to the gym, would most of our heart patients actually choose it?",
        "Fifty-eight of 67 (87%) would choose REMOTE-CR if it was available as a usual care "
        "service, primarily because it provides convenient and flexible access to real-time "
        "individualized support from exercise specialists.",
    ),
    (
        "375",
        "yes",
        "Radiology training lead: as our registrars work through the learning curve for CT "
        "coronary angiography, does their accuracy at grading stenoses improve?",
        "All readers improved analysis accuracy per segment (range, 73-90%); sensitivity "
        "reached 45% per segment, 84% per vessel and 93% per patient; specificity was 99% per "
        "segment and vessel and 98% per patient.",
    ),
    (
        "376",
        "yes",
        "ICU registrar: diabetic man with macular oedema had a sirolimus injection in the eye "
        "last week and now has a chest infection. Does that single eye dose keep blood levels "
        "under what would dampen his immune system?",
        "Systemic exposure to sirolimus was low, with blood concentrations below levels "
        "necessary for systemic immunosuppression.",
    ),
    (
        "406",
        "yes",
        "Travel-clinic nurse: does one dose of the live oral cholera vaccine made from strain "
        "VA1.3 get men making vibriocidal antibodies more often than the dummy buffer drink?",
        "Vibriocidal antibody response developed in 105/186 (57%) and 5/116 (4%) in vaccine "
        "and placebo recipients, respectively.",
    ),
    (
        "410",
        "yes",
        "Neuro ICU registrar: one 40 mg shot of Dynastat at dural closure - does it cut how "
        "much morphine the craniotomy patients need over the next 6 to 12 hours?",
        "Parecoxib reduced pain scores at 6 h and morphine use at 6 and 12 h after operation.",
    ),
    (
        "477",
        "yes",
        "Rowing club doctor: our women rowers are low in iron but not anaemic. Over a training "
        "block, do ferrous sulphate tablets make them more energy-efficient than placebo?",
        "Rowers in the Fe group had slower lactate response during the first half of the time "
        "trial and after 5 min of recovery (P = 0.05) and showed greater improvements in "
        "energy expenditure (P = 0.01 for group-by time) and energetic EF compared with placebo "
        "(P = 0.03 for group-by time).",
    ),
    (
        "495",
        "yes",
        "Community dentist doing ART in a school: does how wide I open the occlusal access "
        "change how much of the soft, demineralised dentine I manage to scoop out?",
        "Based on the results of this study, the size of occlusal access significantly "
        "affected the efficacy of demineralized tissue removal.",
    ),
    # -- no -------------------------------------------------------------------------------
    (
        "315",
        "no",
        "Outreach worker on a sex-worker programme in Zimbabwe: are the younger women who have "
        "only just started in the work better than the rest at taking PrEP every day?",
        "Younger and newer entrants to sex work were less likely to take PrEP every day.",
    ),
    (
        "327",
        "no",
        "Medical student revising neuro: in adults with Asperger syndrome, does a single sniff "
        "of oxytocin quieten the right amygdala when they look at faces?",
        "After oxytocin treatment, right amygdala activity to facial stimuli increased in the "
        "AS group.",
    ),
    (
        "341",
        "no",
        "Podiatrist on the diabetic foot ward: do the higher Wagner grade ulcers heal any "
        "quicker than the grade I ones?",
        "It was found that with the increase of the grade, the wound recovery time of patients "
        "gradually increased, with the longest recovery time for grade V and the shortest "
        "recovery time for grade I.",
    ),
    (
        "355",
        "no",
        "Moderator of an autism parents' forum: a member says the big-dose ARA plus DHA "
        "supplement did nothing whatsoever for social withdrawal. Is that right?",
        "Repeated-measures analysis of variance revealed that our supplementation regimen "
        "significantly improved Aberrant Behavior Checklist-Community-measured social "
        "withdrawal and Social Responsiveness Scale-measured communication.",
    ),
    (
        "380",
        "no",
        "Physiology student: lying on a supine bike at the harder 37 W load, does pedalling "
        "faster, from 30 up to 50 a minute, push oxygen consumption up?",
        "At the lower workload, VO2, VCO2, VE, VT and VT/TI increased linearly with increasing "
        "pedalling rate, whereas at the higher workload there was a decrease in VO2 and little "
        "or no change in ventilatory parameters from 30 to 50 cycles/min except for an increase "
        "in fR in females.",
    ),
    (
        "391",
        "no",
        "Burns-unit physio making the case for a budget: my manager insists adding "
        "exercise-bike sessions to standard rehab makes no difference to how far patients "
        "walk in six minutes. Is she right?",
        "After 2-month's treatment, the 6-min walking distance of patients in combined "
        "training group was (488±39) m, which was significantly longer than (429±25) m in "
        "conventional training group (t=5.66, P<0.01); the 6-min walking distance of patients "
        "after 2-month's treatment in conventional training group and combined training group "
        "was significantly longer than that before treatment (with t values of 13.16 and "
        "17.92, respectively, P<0.01).",
    ),
    (
        "399",
        "no",
        "ENT trainee: lining the new canal in aural atresia with skin from the normal ear "
        "canal on the other side - did that give more reconstruction complications than "
        "earlier series reported?",
        "The incidence of complications related to EAC reconstruction was lower than previous "
        "studies (χ²=5.55, P=0.018), and the average postoperative Air-Bone Gap increased "
        "(18.8±10.0)dB.",
    ),
    (
        "408",
        "no",
        "Night-shift pharmacist again: thoracic patient had parecoxib before surgery and "
        "intercostal local anaesthetic. Can we run his PCA as plain saline, with no morphine "
        "at all, without him hurting more over the first day?",
        "At 8 to 24 h postoperatively, the VAS scores at rest and coughing were significantly "
        "higher in P(1) group than in the other groups (P<0.05), and no significant "
        "differences were found between the groups at 36 to 48 h.",
    ),
    (
        "438",
        "no",
        "Cath-lab fellow: at a year, did the durable-polymer Xience-type everolimus stent have "
        "fewer target lesion failures than the ultrathin bioresorbable-polymer sirolimus one?",
        "52 (6%) of 883 patients in the bioresorbable polymer sirolimus-eluting stent group "
        "and 41 (10%) of 427 patients in the durable polymer everolimus-eluting stent group "
        "met the 12-month primary endpoint of target lesion failure (95% CI -6·84 to -0·29, "
        "p=0·0399), with differences in target vessel myocardial infarction (39 [5%] of 831 "
        "patients vs 35 [8%] of 424 patients, p=0·0155).",
    ),
    (
        "452",
        "no",
        "GP partner to her colleague: you keep saying the herbs add nothing - so for knee "
        "arthritis, is PRP on its own more effective overall than PRP plus the Bushen Huoxue "
        "prescription?",
        "The clinical effective rate of the research group was 93.8%, which was significantly "
        "higher than that of the control group (90.6%).",
    ),
    # -- no_difference --------------------------------------------------------------------
    (
        "264",
        "no_difference",
        "GP partner arguing with a colleague: you say ketazolam 15 mg at night works straight "
        "away for generalised anxiety - after the first fortnight, were there more responders "
        "on it than on placebo?",
        "During the first period the percentage of responders was almost identical in both "
        "treatment groups, but during the second period a further slight improvement was "
        "observed in the early placebo responders, while the HAM-A score of patients on "
        "ketazolam continued to improve significantly (p less than 0.01) throughout the study.",
    ),
    (
        "280",
        "no_difference",
        "PCOS support-group moderator: members on Qsymia lost about as much weight and waist "
        "as those on Bydureon plus Forxiga. Did the phentermine-topiramate improve their "
        "insulin sensitivity too?",
        "Despite equivalent reductions in BMI and WC with PHEN/TPM, only EQW/DAPA and EQW "
        "resulted in significant improvements in MBG, SI, and IS.",
    ),
    (
        "312",
        "no_difference",
        "Hospice nurse: the four-week online coping course for blood cancer boosted fighting "
        "spirit, I read - did it also ease patients' psychological distress compared with "
        "the waiting list?",
        "Otherwise, no effects were observed.",
    ),
    (
        "356",
        "no_difference",
        "Menopause nurse: adding Ovestin (vaginal estriol) to a woman's HRT - does it relieve "
        "her hot flushes and other climacteric symptoms more than HRT with a dummy?",
        "There were no differences on climacteric symptoms relief between the two groups.",
    ),
    (
        "369",
        "no_difference",
        "Liaison psychiatry registrar: with tDCS for depression, are the patients whose "
        "simulated field in the DLPFC and ACC was stronger any less anxious afterwards?",
        "No association between positive affect or anxiety scores, and simulated EF strength "
        "in the investigated brain regions was found.",
    ),
    (
        "374",
        "no_difference",
        "Paediatric dietitian: a mum wants to give her autistic son the oral liposomal "
        "glutathione. After eight weeks, will it lift his whole-blood glutathione?",
        "The oral treatment group showed significant increases in plasma reduced glutathione, "
        "but not whole-blood glutathione levels following supplementation.",
    ),
    (
        "378",
        "no_difference",
        "Cardiology registrar: after an MI, does giving the bone-marrow cells early, at 3 to 6 "
        "weeks, shrink the infarct more than waiting until 3 or 4 months?",
        "The mean changes in infarct size at 3 months were -3.5 +/- 5.1% (95% CI -5.5% to "
        "-1.5%, P = 0.001) in the early group and -3.9 +/- 5.6% (95% CI -6.1% to -1.6%, P = "
        "0.002) in the late group, and changes in ejection fraction were 3.5 +/- 5.6% (95% CI "
        "1.3-5.6%, P = 0.003) and 3.4 +/- 7.0% (95% CI 0.7-6.1%, P = 0.017), respectively.",
    ),
    (
        "476",
        "no_difference",
        "Dad of a seven-year-old with autism: does tongue acupuncture bring on his "
        "understanding of language more than the sham needling did?",
        "The only statistically significant improvement in the treatment as compared to the "
        "control group was seen in self-care and cognition domains of the Functional "
        "Independence Measure for children.",
    ),
    (
        "486",
        "no_difference",
        "Fish-farm vet: if we give beluga sturgeon a short, strong clove-oil bath (3,000 mg/l) "
        "before sampling, does their cortisol go up compared with unanaesthetised fish?",
        "Results showed that cortisol and glucose levels were significantly high in 700 and "
        "500 but not 3,000 mg l⁻¹ group compared to control.",
    ),
    (
        "493",
        "no_difference",
        "Forum moderator again: a member swapped olive oil for MCT oil on her slimming plan and "
        "is worried about her heart. Does MCT oil push cholesterol up compared with olive oil?",
        "After controlling for body weight, there was a significant effect of time on fasting "
        "serum glucose (P = 0.0177) and total cholesterol (P = 0.0386) concentrations, and on "
        "diastolic blood pressure (P = 0.0413), with reductions in these variables occurring "
        "over time; there was no time-by-diet interaction for any of the parameters studied.",
    ),
)


def main() -> None:
    rows = research_rows(RESEARCH_QUESTIONS, SPLIT, "rq13", ROWS)
    replace_split(RESEARCH_QUESTIONS, SPLIT, rows)


if __name__ == "__main__":
    main()

"""Sample size and trial length as reports word them (``ingest/trial_sizes.py``,
``ingest/trial_periods.py``): totals in words, under a heading or as parts; the longest
period, not a run-in; a time point when no period is stated. Wordings of our own."""

from __future__ import annotations

import pytest

from clinrag.ingest.trial_periods import duration_weeks
from clinrag.ingest.trial_sizes import sample_size


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("PARTICIPANTS: Thirty-two adults with chronic cough. METHODS: Drug or placebo.", 32),
        ("PATIENTS 64 eyes of 40 patients with uveitis were treated.", 40),
        ("We randomised 410 women to early and 405 to delayed induction.", 815),
        ("A group of 20 children with dyslexia and a group of 22 control children read.", 42),
        ("Eleven patients received the drug and 12 patients received placebo.", 23),
        ("Three hundred and six patients were enrolled at nine centres.", 306),
        ("Residents (2,450), aged over 65, were randomly selected from the register.", 2450),
        ("Patients were randomized to drug A (n = 1,200) or drug B (n = 1,210).", 2410),
        ("In a randomized, double-blind study we compared two creams in 60 patients.", 60),
        ("This was a randomized trial in school children (n = 512) from 12 towns.", 512),
        ("A randomized trial. Of the 96 patients from 4 centres, 48 were given each drug.", 96),
        ("A randomized trial. Twenty-one volunteers took part in both sessions.", 21),
        ("A randomized comparison. The low (n = 31) and high (n = 33) dose groups.", 64),
        ("From 2015 to 2019, 230 patients were accrued to the study.", 230),
    ],
)
def test_a_total_is_read_in_its_wordings(text: str, size: int) -> None:
    assert sample_size(text) == size


@pytest.mark.parametrize(
    "text",
    [
        # A count of something else, a subgroup's share, an arm in brackets, screened people.
        "This study tested the use of two common creams in subjects with eczema.",
        "A randomized trial. Two of the 3 subjects in the high-dose arm vomited.",
        "A randomized trial. Group A (19 patients) received the drug.",
        "A randomized trial. Of 400 screened patients, most were ineligible.",
        # Arms without brackets in a results sentence (adverse events), not the total.
        "A randomized trial. Rash was rare (n=3 with drug and n=5 with placebo).",
    ],
)
def test_no_total_from_counts_of_other_things(text: str) -> None:
    assert sample_size(text) is None


@pytest.mark.parametrize(
    ("text", "weeks"),
    [
        # The longest period: an extension outlasts the first phase.
        ("Treatment for 12 weeks was followed by an open 40-week extension.", 40),
        # A run-in, washout or recall window is not the trial's length.
        ("After a 4-week run-in, patients took the drug for 16 weeks.", 16),
        ("After a 6-week medicine-free period, drops were given for 3 months.", 13),
        ("Symptoms (2-week recall) were collected over the 12-month study period.", 52),
        ("Single doses were separated by a 2-week washout period.", None),
        # Abbreviated units and a period written before a comma.
        ("This was a 6-wk, open-label trial.", 6),
        ("This was a 9 week, placebo-controlled study.", 9),
        ("Children were treated for 5 mo by their parents.", 22),
        ("The mean duration of treatment was about 7 weeks.", 7),
        # No period: the last time point measured.
        ("HbA1c was measured at baseline and at week 26 and week 52.", 52),
        ("Outcomes were assessed at 3 and at 18 months.", 78),
        ("Function was tested one month after treatment.", 4),
        # Not an age, not a disease's history.
        ("Infants under 12 months of age were excluded; outcomes at 6 months.", 26),
        ("Patients after 10 years of diabetes were assessed at 3 months.", 13),
    ],
)
def test_the_trial_length_in_its_wordings(text: str, weeks: int | None) -> None:
    assert duration_weeks(text) == weeks


def test_the_last_of_listed_time_points() -> None:
    assert duration_weeks("Pain was scored after 1, 3 and 6 months.") == 26

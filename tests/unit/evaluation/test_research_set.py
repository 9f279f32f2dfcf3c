"""The research-question set: balanced stances, a split by abstract, references quoted
verbatim from the abstract each question is about."""

from __future__ import annotations

from collections import Counter

from clinrag.evaluation.datasets import select_questions
from clinrag.shipped_data import SEEN_QUESTION_SPLITS, UNRUN_BLIND_SPLITS
from clinrag.stance.research_set import load_research_questions, load_sample_corpus


def test_at_least_sixty_questions_with_unique_ids_and_one_abstract_each() -> None:
    questions = load_research_questions()

    assert len(questions) >= 60
    assert len({q.id for q in questions}) == len(questions)
    assert len({q.source for q in questions}) == len(questions)


def test_stances_are_balanced_not_mostly_yes() -> None:
    counts = Counter(q.stance for q in load_research_questions())

    assert set(counts) == {"yes", "no", "no_difference"}
    total = sum(counts.values())
    for stance, count in counts.items():
        assert 0.28 <= count / total <= 0.38, (stance, counts)


def test_the_split_is_by_abstract_with_at_least_forty_percent_test_in_every_stance() -> None:
    questions = [q for q in load_research_questions() if q.split in ("dev", "test")]
    dev = {q.source for q in questions if q.split == "dev"}
    test = {q.source for q in questions if q.split == "test"}

    assert dev.isdisjoint(test)
    assert dev | test == {q.source for q in questions}
    for stance in ("yes", "no", "no_difference"):
        of_stance = [q for q in questions if q.stance == stance]
        assert sum(q.split == "test" for q in of_stance) / len(of_stance) >= 0.4, stance


def test_the_blind_split_test2_is_balanced_on_abstracts_no_other_split_uses() -> None:
    """Written later without reading the stance code: 12 of each stance, ids named by the
    abstract's number, none of them an abstract of the dev or test split."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test2"]
    earlier = {q.source for q in questions if q.split in ("dev", "test")}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    for question in blind:
        assert question.id == "rq2-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test2", None)] == ["test2"] * 36


def test_the_blind_split_test3_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written later still, without reading the stance code: 12 of each stance, ids named by
    the abstract's number, none of them an abstract of dev, test or test2; a run of every
    split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test3"]
    earlier = {q.source for q in questions if q.split != "test3"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq3-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test3", None)] == ["test3"] * 36
    assert "test3" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test4_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written last, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract of dev, test, test2
    or test3; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test4"]
    earlier = {q.source for q in questions if q.split != "test4"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq4-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test4", None)] == ["test4"] * 36
    assert "test4" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test5_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written fifth, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract another split asks
    about; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test5"]
    earlier = {q.source for q in questions if q.split != "test5"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq5-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test5", None)] == ["test5"] * 36
    assert "test5" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test6_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written sixth, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract another split asks
    about; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test6"]
    earlier = {q.source for q in questions if q.split != "test6"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq6-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test6", None)] == ["test6"] * 36
    assert "test6" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test7_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written seventh, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract another split asks
    about; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test7"]
    earlier = {q.source for q in questions if q.split != "test7"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq7-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test7", None)] == ["test7"] * 36
    assert "test7" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test8_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written eighth, without reading the stance code: 12 of each stance, ids named by the
    abstract's number, none of them an abstract another split asks about; a run of every
    split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test8"]
    earlier = {q.source for q in questions if q.split != "test8"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq8-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test8", None)] == ["test8"] * 36
    assert "test8" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test9_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written ninth, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract another split asks
    about; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test9"]
    earlier = {q.source for q in questions if q.split != "test9"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq9-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test9", None)] == ["test9"] * 36
    assert "test9" not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test10_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written tenth, without reading the stance code or the earlier blind rows: 12 of each
    stance, ids named by the abstract's number, none of them an abstract another split asks
    about; a run of every split but the blind ones never asks them."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == "test10"]
    earlier = {q.source for q in questions if q.split != "test10"}

    assert Counter(q.stance for q in blind) == {"yes": 12, "no": 12, "no_difference": 12}
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == "rq10-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in earlier, question.id
    assert [q.split for q in select_questions(questions, "test10", None)] == ["test10"] * 36
    assert "test10" not in {q.split for q in select_questions(questions, None, None)}


def assert_a_late_blind_split(split: str, prefix: str, per_stance: int = 12) -> None:
    """``per_stance`` of each stance, ids named by the abstract's number, none of them an
    abstract another split asks about; asked only when named."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == split]
    others = {q.source for q in questions if q.split != split}

    assert Counter(q.stance for q in blind) == dict.fromkeys(
        ("yes", "no", "no_difference"), per_stance
    )
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == f"{prefix}-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in others, question.id
    assert [q.split for q in select_questions(questions, split, None)] == [split] * len(blind)
    assert len(blind) == 3 * per_stance
    assert split not in {q.split for q in select_questions(questions, None, None)}


def test_the_blind_split_test11_is_balanced_on_abstracts_no_earlier_split_uses() -> None:
    """Written eleventh, without reading the stance code or the earlier blind rows; run blind
    once, so now among the seen splits."""
    assert_a_late_blind_split("test11", "rq11")
    assert "test11" in SEEN_QUESTION_SPLITS  # run blind once on 2026-11-26
    assert "test11" not in UNRUN_BLIND_SPLITS


def test_the_blind_split_test12_is_balanced_on_abstracts_no_other_split_uses() -> None:
    """Written twelfth, without reading the stance code or the earlier blind rows; not run
    yet, so no default choice of splits asks them."""
    assert_a_late_blind_split("test12", "rq12")
    assert "test12" not in UNRUN_BLIND_SPLITS  # run once on 2026-11-26; seen since
    assert "test12" in SEEN_QUESTION_SPLITS


def test_the_blind_split_test13_is_balanced_on_the_abstracts_no_other_split_uses() -> None:
    """Written thirteenth, without reading the stance code or the earlier blind rows: 10 of
    each stance on 30 of the last 34 unused abstracts (two protocols, a results sentence with no
    direction and a truncated bioequivalence report left out); run once on 2026-11-26, seen
    since."""
    assert_a_late_blind_split("test13", "rq13", per_stance=10)
    assert "test13" not in UNRUN_BLIND_SPLITS  # run once on 2026-11-26; seen since
    assert "test13" in SEEN_QUESTION_SPLITS


def test_the_blind_split_test14_has_no_research_rows_and_selects_none() -> None:
    """Round fourteen wrote agent questions only: no unused abstract was left for a research
    question, so the split is registered (the agent set has it) but the research set has no
    row of it, and asking it by name selects nothing rather than failing."""
    questions = load_research_questions()
    assert not [q for q in questions if q.split == "test14"]
    assert select_questions(questions, "test14", None) == []
    assert "test14" in UNRUN_BLIND_SPLITS
    assert "test14" not in SEEN_QUESTION_SPLITS


def test_each_reference_is_quoted_verbatim_from_its_own_abstract() -> None:
    abstracts = {d.source: " ".join(d.full_text.split()) for d in load_sample_corpus()}

    for question in load_research_questions():
        assert question.source in abstracts, question.id
        assert question.reference in abstracts[question.source], question.id
        assert question.question.endswith("?"), question.id


def test_a_limited_selection_takes_the_stances_in_turn_from_one_split() -> None:
    chosen = select_questions(load_research_questions(), "test", 6)

    assert [q.stance for q in chosen] == ["yes", "no", "no_difference"] * 2
    assert {q.split for q in chosen} == {"test"}
    everything = load_research_questions()
    assert len(select_questions(everything, None, None)) == sum(
        q.split in ("dev", "test") for q in everything
    )
    assert {q.split for q in select_questions(everything, "test2", None)} == {"test2"}

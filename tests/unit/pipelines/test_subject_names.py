"""The subject lexicon's drug dictionary: the process's cached copy by default, a given file
read on request."""

from __future__ import annotations

from pathlib import Path

import pytest

from clinrag.pipelines.subject_names import SubjectLexicon
from clinrag.retrieval.drug_names import DrugNames, drug_names


def test_the_default_lexicon_reads_the_cached_dictionary_not_the_file_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    drug_names()  # the copy the process already holds

    def read_again(cls: type[DrugNames], path: Path) -> DrugNames:
        raise AssertionError(f"the drug dictionary was read again from {path}")

    monkeypatch.setattr(DrugNames, "load", classmethod(read_again))
    lexicon = SubjectLexicon.load()
    assert lexicon.generics_named("Is Lantus better than NPH?") == ("insulin glargine",)


def test_a_given_dictionary_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "drugs.txt"
    path.write_text("zorblatin\tdrug\tzorblatin|zorbex\n", encoding="utf-8")
    lexicon = SubjectLexicon.load(path)
    assert lexicon.generics_named("does zorbex help?") == ("zorblatin",)
    assert lexicon.generics_named("Is Lantus better than NPH?") == ()

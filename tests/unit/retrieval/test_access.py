"""AccessScope: what a label is, what a scope admits, the SQL it compiles to."""

from __future__ import annotations

import pytest
from sqlalchemy import column
from sqlalchemy.dialects import postgresql

from clinrag.errors import InputRejected
from clinrag.retrieval.access import EVERY_LABEL, AccessScope, check_label, parse_labels


@pytest.mark.parametrize("label", ["public", "cardiology", "icu-2", "a", "x_y", "0" * 64])
def test_well_formed_labels_pass(label: str) -> None:
    assert check_label(label) == label


@pytest.mark.parametrize("label", ["", "Public", "psych ward", "-x", "a" * 65, "é", "a,b"])
def test_malformed_labels_are_refused_without_being_quoted(label: str) -> None:
    with pytest.raises(InputRejected) as refused:
        check_label(label)
    assert refused.value.code == "invalid_access_label"
    assert label not in refused.value.detail or not label


def test_labels_are_parsed_from_a_comma_list() -> None:
    assert parse_labels(" cardiology, public,cardiology ") == ("cardiology", "public")
    with pytest.raises(InputRejected):
        parse_labels(" , ")


def test_a_scope_admits_its_labels_only() -> None:
    scope = AccessScope.of(["public", "cardiology"])
    assert scope.admits("cardiology")
    assert not scope.admits("psychiatry")
    assert not AccessScope.of([]).admits("public")
    assert EVERY_LABEL.admits("anything")
    assert scope.recorded() == ["cardiology", "public"]
    assert EVERY_LABEL.recorded() == ["*"]
    assert scope.cache_key() == AccessScope.of(["cardiology", "public"]).cache_key()
    assert scope.cache_key() != EVERY_LABEL.cache_key()


def _sql(scope: AccessScope) -> str:
    compiled = scope.to_sql(column("access_label")).compile(
        dialect=postgresql.dialect(), compile_kwargs={"literal_binds": True}
    )
    return str(compiled)


def test_the_predicate_is_a_membership_test_and_fails_closed_when_empty() -> None:
    assert _sql(AccessScope.of(["public", "cardiology"])) == (
        "access_label IN ('cardiology', 'public')"
    )
    assert _sql(AccessScope.of([])) == "false"
    assert _sql(EVERY_LABEL) == "true"

"""Document-level access control end to end on real PostgreSQL, the real redactor and guard,
and the extractive stand-in model: for every route that returns document content, a key
without a document's label gets nothing of it, even when the question quotes it verbatim; a
key with the label gets it cited. Label changes apply from the next request."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.engine import URL, Engine

from clinrag.audit.records import Reader
from clinrag.auth.access_admin import AccessAdmin
from clinrag.auth.key_format import parse_key
from clinrag.auth.roles import Role
from clinrag.setting_groups.conversations import ConversationSettings
from clinrag.setting_groups.retrieval import IngestSettings
from clinrag.setting_groups.service import AuthSettings
from tests.api.test_query import DOCUMENTS
from tests.conftest import settings_for
from tests.fakes import fake_app, wait_key_change_heard, wait_ready

CLOZAPINE_QUOTE = (
    "Clozapine titration on the psychiatry unit starts at 12.5 mg at night and rises by "
    "25 mg daily to 300 mg."
)
INCIDENT_QUOTE = (
    "A potassium chloride concentrate was stored on the general ward and nearly given undiluted."
)
RESTRICTED = [
    {
        "source": "psychiatry/clozapine-protocol.md",
        "title": "Clozapine restricted protocol",
        "text": f"{CLOZAPINE_QUOTE} Absolute neutrophil counts are checked weekly for "
        "eighteen weeks, then fortnightly.",
        "metadata": {"bucket": "guidelines", "unit_code": "closed-ward-seven"},
        "access": "psychiatry",
    },
    {
        "source": "incidents/potassium-storage.md",
        "title": "Incident report on potassium storage",
        "text": f"{INCIDENT_QUOTE} The concentrate was moved to the pharmacy cupboard "
        "under double lock.",
        "metadata": {"bucket": "incidents"},  # labelled by CLINRAG_INGEST__BUCKET_ACCESS
    },
]
MARKERS = {
    "psychiatry": [
        "Clozapine restricted protocol",
        "clozapine-protocol",
        "eighteen weeks",
        "unit_code",
        "closed-ward-seven",
    ],
    "incidents": ["Incident report on potassium storage", "potassium-storage", "double lock"],
}
"""Text of each restricted document that its quoted question does not contain (the clozapine
protocol shares the ``guidelines`` bucket with public documents; its metadata field and value
are its own)."""
QUESTIONS = {"psychiatry": CLOZAPINE_QUOTE, "incidents": INCIDENT_QUOTE}
CLI = Reader(key_id=None, role="cli")
Headers = dict[str, str]


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    settings = settings_for(
        store_url,
        auth=AuthSettings(requests_per_minute=1000),
        conversations=ConversationSettings(enabled=True),
        ingest=IngestSettings(bucket_access={"incidents": "incidents"}),
    )
    with TestClient(fake_app(settings), raise_server_exceptions=False) as client:
        wait_ready(client)
        admin = key(client, "admin")[1]
        response = client.post(
            "/v1/documents", json={"documents": DOCUMENTS + RESTRICTED}, headers=admin
        )
        assert response.status_code == 201, response.text
        yield client


def key(client: TestClient, role: str, *access: str) -> tuple[str, Headers]:
    """A new key of ``role`` reading ``access`` (public only when none): its id and headers."""
    create = client.app.state.services.keys.create  # type: ignore[attr-defined]
    _, secret = client.portal.call(create, Role(role), None, access or ("public",))  # type: ignore[union-attr]
    parsed = parse_key(secret)
    assert parsed is not None
    return parsed.key_id, {"Authorization": f"Bearer {secret}"}


def restricted_ids(db: Engine) -> dict[str, set[tuple[str, int]]]:
    """Every document and chunk id of each restricted label."""
    with db.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT d.access_label, d.id AS document_id, c.id AS chunk_id "
                "FROM documents d JOIN chunks c ON c.document_id = d.id "
                "WHERE d.access_label <> 'public'"
            )
        ).all()
    ids: dict[str, set[tuple[str, int]]] = {}
    for row in rows:
        ids.setdefault(row.access_label, set()).update(
            {("document", row.document_id), ("chunk", row.chunk_id)}
        )
    return ids


def ids_in(payload: Any) -> set[tuple[str, int]]:
    """Every ``document_id`` and ``chunk_id`` anywhere in a JSON value."""
    found: set[tuple[str, int]] = set()
    if isinstance(payload, dict):
        for name, value in payload.items():
            if name in ("document_id", "chunk_id") and isinstance(value, int):
                found.add((name.removesuffix("_id"), value))
            found |= ids_in(value)
    elif isinstance(payload, list):
        for value in payload:
            found |= ids_in(value)
    return found


def sse_payloads(body: str) -> list[Any]:
    return [json.loads(line[6:]) for line in body.splitlines() if line.startswith("data: ")]


def assert_nothing_of(label: str, text_sent: str, payloads: list[Any], db: Engine) -> None:
    for marker in MARKERS[label]:
        assert marker not in text_sent, f"{marker!r} of a {label} document leaked"
    leaked = ids_in(payloads) & restricted_ids(db)[label]
    assert not leaked, f"ids of a {label} document leaked: {leaked}"


def document_id_of(label: str, db: Engine) -> int:
    (document_id,) = {i for kind, i in restricted_ids(db)[label] if kind == "document"}
    return document_id


def without_request_id(response: Any) -> Any:
    return {**response.json(), "request_id": None}


def cited_labels(body: dict[str, Any], db: Engine) -> set[str]:
    cited = {("document", c["document_id"]) for c in body["citations"]}
    return {label for label, ids in restricted_ids(db).items() if cited & ids}


@pytest.mark.parametrize("label", ["psychiatry", "incidents"])
@pytest.mark.parametrize("mode", ["classical", "agentic"])
def test_query_gives_nothing_of_a_restricted_document_without_its_label(
    client: TestClient, db: Engine, label: str, mode: str
) -> None:
    _, nurse = key(client, "admin")  # admin: may pick the mode; reads public only
    response = client.post(
        "/v1/query", json={"question": QUESTIONS[label], "mode": mode}, headers=nurse
    )
    assert response.status_code == 200, response.text
    assert_nothing_of(label, response.text, [response.json()], db)
    _, cleared = key(client, "admin", "public", label)
    allowed = client.post(
        "/v1/query", json={"question": QUESTIONS[label], "mode": mode}, headers=cleared
    )
    assert allowed.status_code == 200, allowed.text
    assert label in cited_labels(allowed.json(), db)
    assert MARKERS[label][0] in allowed.text  # its title, cited


def test_a_filter_only_a_restricted_document_meets_is_counted_as_matching_nothing(
    client: TestClient, db: Engine
) -> None:
    """The filters' document counts (the question back on a filter that leaves nothing) are
    taken under the caller's labels: to a key without the label, a filter only the restricted
    protocol meets matches nothing, exactly as a value no document holds."""
    asked = {"question": CLOZAPINE_QUOTE, "mode": "classical",
             "filters": {"bucket": "guidelines", "unit_code": "closed-ward-seven"}}  # fmt: skip
    never = {**asked, "filters": {"bucket": "guidelines", "unit_code": "no-such-ward"}}
    _, nurse = key(client, "admin")
    seen = [client.post("/v1/query", json=body, headers=nurse) for body in (asked, never)]
    assert [r.status_code for r in seen] == [200, 200]
    checks = [
        next(s for s in r.json()["steps"] if s["name"] == "check_filters")["details"] for r in seen
    ]
    assert checks[0]["documents"] == checks[1]["documents"] == 0
    assert list(checks[0]["without"].values()) == list(checks[1]["without"].values())
    assert seen[0].json()["clarification"]["reason"] == "no_results"
    # the filter's own words come back in the question; nothing else of the document does
    assert "Clozapine restricted protocol" not in seen[0].text
    assert not ids_in([seen[0].json()]) & restricted_ids(db)["psychiatry"]
    _, cleared = key(client, "admin", "public", "psychiatry")
    allowed = client.post("/v1/query", json=asked, headers=cleared)
    assert allowed.status_code == 200, allowed.text
    check = next(s for s in allowed.json()["steps"] if s["name"] == "check_filters")
    assert check["details"]["documents"] == 1


def test_the_stream_gives_no_evidence_step_or_answer_of_a_restricted_document(
    client: TestClient, db: Engine
) -> None:
    _, nurse = key(client, "clinician")
    response = client.post("/v1/query/stream", json={"question": CLOZAPINE_QUOTE}, headers=nurse)
    assert response.status_code == 200
    assert "event: answer" in response.text
    assert_nothing_of("psychiatry", response.text, sse_payloads(response.text), db)
    _, psychiatrist = key(client, "clinician", "public", "psychiatry")
    allowed = client.post(
        "/v1/query/stream", json={"question": CLOZAPINE_QUOTE}, headers=psychiatrist
    )
    assert "event: evidence" in allowed.text
    assert "Clozapine restricted protocol" in allowed.text


def test_a_not_found_answer_names_no_restricted_source(client: TestClient, db: Engine) -> None:
    question = {"question": "How often are neutrophil counts checked during clozapine titration?"}
    _, nurse = key(client, "clinician")
    body = client.post("/v1/query", json=question, headers=nurse).json()
    assert body["found"] is False
    assert_nothing_of("psychiatry", json.dumps(body), [body], db)
    _, psychiatrist = key(client, "clinician", "public", "psychiatry")
    allowed = client.post("/v1/query", json=question, headers=psychiatrist).json()
    assert "psychiatry" in cited_labels(allowed, db)


def test_threads_and_their_transcripts_give_nothing_of_a_restricted_document(
    client: TestClient, db: Engine
) -> None:
    _, nurse = key(client, "clinician")
    thread = client.post("/v1/conversations", headers=nurse).json()["id"]
    said = client.post(
        f"/v1/conversations/{thread}/messages", json={"question": CLOZAPINE_QUOTE}, headers=nurse
    )
    assert said.status_code == 200, said.text
    streamed = client.post(
        f"/v1/conversations/{thread}/messages/stream",
        json={"question": INCIDENT_QUOTE},
        headers=nurse,
    )
    transcript = client.get(f"/v1/conversations/{thread}", headers=nurse)
    for label in ("psychiatry", "incidents"):
        assert_nothing_of(label, said.text, [said.json()], db)
        assert_nothing_of(label, streamed.text, sse_payloads(streamed.text), db)
        assert_nothing_of(label, transcript.text, [transcript.json()], db)


def test_a_revoked_label_takes_a_threads_earlier_evidence_with_it(
    client: TestClient, db: Engine
) -> None:
    """Cited while the key held the label; after the label is revoked, the transcript shows
    that turn withheld and "summarise that" reads none of its evidence again."""
    key_id, psychiatrist = key(client, "clinician", "public", "psychiatry")
    thread = client.post("/v1/conversations", headers=psychiatrist).json()["id"]
    first = client.post(
        f"/v1/conversations/{thread}/messages",
        json={"question": CLOZAPINE_QUOTE},
        headers=psychiatrist,
    ).json()
    assert "psychiatry" in cited_labels(first, db)
    admin = AccessAdmin(client.app.state.services.audit)  # type: ignore[attr-defined]
    assert client.portal.call(admin.revoke, CLI, key_id, ("psychiatry",)) == ["public"]  # type: ignore[union-attr]
    wait_key_change_heard(
        client, psychiatrist, lambda p: p is not None and not p.access.admits("psychiatry")
    )
    again = client.post(
        f"/v1/conversations/{thread}/messages",
        json={"question": "Can you summarise that in one sentence?"},
        headers=psychiatrist,
    )
    assert again.status_code == 200, again.text
    transcript = client.get(f"/v1/conversations/{thread}", headers=psychiatrist)
    assert transcript.json()["turns"][0]["citations"] == []
    assert "withheld" in transcript.json()["turns"][0]["redacted_answer"]
    for response in (again, transcript):
        assert_nothing_of("psychiatry", response.text, [response.json()], db)


def test_a_document_relabelled_public_is_read_from_the_next_request(
    client: TestClient, db: Engine
) -> None:
    _, nurse = key(client, "clinician")
    before = client.post("/v1/query", json={"question": CLOZAPINE_QUOTE}, headers=nurse)
    assert_nothing_of("psychiatry", before.text, [before.json()], db)
    (document_id,) = {i for kind, i in restricted_ids(db)["psychiatry"] if kind == "document"}
    admin = AccessAdmin(client.app.state.services.audit)  # type: ignore[attr-defined]
    event = client.portal.call(  # type: ignore[union-attr]
        admin.label_document, CLI, "psychiatry/clozapine-protocol.md", "public"
    )
    assert event == {"document_id": document_id, "previous": "psychiatry", "access_label": "public"}
    after = client.post("/v1/query", json={"question": CLOZAPINE_QUOTE}, headers=nurse).json()
    assert document_id in {c["document_id"] for c in after["citations"]}


def test_the_audit_record_holds_the_labels_and_compliance_can_trace_a_document(
    client: TestClient, db: Engine
) -> None:
    nurse_id, nurse = key(client, "clinician")
    psych_id, psychiatrist = key(client, "clinician", "psychiatry", "public")
    asked = {
        name: client.post("/v1/query", json={"question": CLOZAPINE_QUOTE}, headers=headers)
        for name, headers in (("nurse", nurse), ("psychiatrist", psychiatrist))
    }
    with db.connect() as conn:
        labels = dict(
            conn.execute(
                text("SELECT actor_key_id, access_labels FROM queries_log WHERE actor_key_id IN "
                     "(:a, :b)"),
                {"a": nurse_id, "b": psych_id},
            ).all()
        )  # fmt: skip
    assert labels == {nurse_id: ["public"], psych_id: ["psychiatry", "public"]}
    (document_id,) = {i for kind, i in restricted_ids(db)["psychiatry"] if kind == "document"}
    _, reviewer = key(client, "compliance")
    access = client.get(f"/v1/audit/documents/{document_id}/access", headers=reviewer)
    assert access.status_code == 200, access.text
    body = access.json()
    assert body["access_label"] == "psychiatry"
    assert [p["label"] for p in body["history"]] == ["psychiatry"]
    holders = {k["key_id"] for k in body["keys_now"]}
    assert psych_id in holders
    assert nurse_id not in holders
    exposed = {r["key_id"] for r in body["requests"]}
    assert psych_id in exposed
    assert nurse_id not in exposed
    citing = client.get(f"/v1/audit/documents/{document_id}/citations", headers=reviewer).json()
    request_ids = {c["request_id"] for c in citing}
    assert asked["psychiatrist"].headers["x-request-id"] in request_ids
    assert asked["nurse"].headers["x-request-id"] not in request_ids
    assert client.get(f"/v1/audit/documents/{document_id}/access", headers=nurse).status_code == 403
    assert client.get("/v1/audit/documents/999999/access", headers=reviewer).status_code == 404
    with db.connect() as conn:
        reads = (
            conn.execute(
                text("SELECT filters FROM audit_reads WHERE action = 'document' ORDER BY chain_seq")
            )
            .scalars()
            .all()
        )
    assert [r["question"] for r in reads] == ["access", "citations", "access"]
    verified = client.get("/v1/audit/verify", headers=reviewer).json()
    assert verified["ok"] is True


@pytest.mark.parametrize("mode", ["text", "semantic", "hybrid"])
@pytest.mark.parametrize("label", ["psychiatry", "incidents"])
def test_search_gives_nothing_of_a_restricted_document_without_its_label(
    client: TestClient, db: Engine, label: str, mode: str
) -> None:
    search = {"query": QUESTIONS[label], "mode": mode}
    _, nurse = key(client, "clinician")
    response = client.post("/v1/search", json=search, headers=nurse)
    assert response.status_code == 200, response.text
    assert_nothing_of(label, response.text, [response.json()], db)
    _, cleared = key(client, "clinician", "public", label)
    allowed = client.post("/v1/search", json=search, headers=cleared)
    assert allowed.status_code == 200, allowed.text
    document_id = document_id_of(label, db)
    assert document_id in {hit["document_id"] for hit in allowed.json()["hits"]}
    assert MARKERS[label][0] in allowed.text  # its title


def test_search_scoped_to_a_restricted_document_or_bucket_is_refused_as_an_unknown_one(
    client: TestClient, db: Engine
) -> None:
    """A doc_id or a bucket the key cannot read is refused exactly as one that does not exist,
    and a filter on a field only restricted documents have is an unknown field."""
    _, nurse = key(client, "clinician")
    _, psychiatrist = key(client, "clinician", "public", "psychiatry", "incidents")
    restricted = document_id_of("psychiatry", db)
    cases = [
        ({"doc_id": restricted}, {"doc_id": 999_999_999}, "unknown_document"),
        ({"buckets": ["incidents"]}, {"buckets": ["nosuchbucket"]}, "unknown_bucket"),
        ({"filters": {"unit_code": "closed-ward-seven"}}, {"filters": {"nosuch": 1}}, None),
    ]
    for scope, unknown, error in cases:
        body = {"query": CLOZAPINE_QUOTE, **scope}
        refused = client.post("/v1/search", json=body, headers=nurse)
        assert refused.status_code == 422, refused.text
        assert refused.json()["error"] == (error or "unknown_field")
        if error is not None:
            missing = client.post(
                "/v1/search", json={"query": CLOZAPINE_QUOTE, **unknown}, headers=nurse
            )
            assert without_request_id(refused) == without_request_id(missing)
        for label in ("psychiatry", "incidents"):
            assert_nothing_of(label, refused.text, [refused.json()], db)
        allowed = client.post("/v1/search", json=body, headers=psychiatrist)
        assert allowed.status_code == 200, allowed.text
        assert allowed.json()["hits"], body


def test_a_restricted_document_is_404_as_an_unknown_id_without_its_label(
    client: TestClient, db: Engine
) -> None:
    _, nurse = key(client, "clinician")
    for label in ("psychiatry", "incidents"):
        document_id = document_id_of(label, db)
        refused = client.get(f"/v1/documents/{document_id}", headers=nurse)
        missing = client.get("/v1/documents/999999999", headers=nurse)
        assert refused.status_code == missing.status_code == 404
        assert without_request_id(refused) == without_request_id(missing)
        assert_nothing_of(label, refused.text, [refused.json()], db)
        _, cleared = key(client, "clinician", "public", label)
        allowed = client.get(f"/v1/documents/{document_id}", headers=cleared)
        assert allowed.status_code == 200, allowed.text
        assert allowed.json()["title"] == MARKERS[label][0]


def test_the_bucket_catalogue_counts_and_shows_only_readable_documents(
    client: TestClient, db: Engine
) -> None:
    """Cached per corpus generation and per label set: a key with the label, then one without
    it, then the first again, each see their own catalogue."""
    _, nurse = key(client, "clinician")
    _, psychiatrist = key(client, "clinician", "public", "psychiatry")

    def catalogue(headers: Headers) -> tuple[str, dict[str, Any]]:
        response = client.get("/v1/buckets", headers=headers)
        assert response.status_code == 200, response.text
        return response.text, {b["name"]: b for b in response.json()["buckets"]}

    for _ in range(2):
        shown, buckets = catalogue(nurse)
        assert set(buckets) == {"guidelines", "notes"}  # incidents holds no public document
        assert (buckets["guidelines"]["documents"], buckets["guidelines"]["chunks"]) == (2, 2)
        for label in ("psychiatry", "incidents"):
            assert_nothing_of(label, shown, [buckets], db)
        shown, buckets = catalogue(psychiatrist)
        assert set(buckets) == {"guidelines", "notes"}
        assert buckets["guidelines"]["documents"] == 3
        fields = {f["name"]: f for f in buckets["guidelines"]["fields"]}
        assert fields["unit_code"]["examples"] == ["closed-ward-seven"]
        assert_nothing_of("incidents", shown, [buckets], db)


def test_a_bucket_named_by_the_request_gives_its_default_label(
    client: TestClient, db: Engine
) -> None:
    """CLINRAG_INGEST__BUCKET_ACCESS applies to the bucket however it was named: buckets are
    placed before labels are chosen."""
    _, admin = key(client, "admin")
    document = {"source": "incidents/fall.md", "text": "A fall on the stairs at night."}
    for body in ({"documents": [document], "bucket": "incidents"},
                 {"documents": [{**document, "source": "incidents/fall-2.md",
                                 "text": "A second fall, in the bathroom.",
                                 "bucket": "incidents"}]}):  # fmt: skip
        response = client.post("/v1/documents", json=body, headers=admin)
        assert response.status_code == 201, response.text
    with db.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT bucket, access_label FROM documents "
                "WHERE source IN ('incidents/fall.md', 'incidents/fall-2.md')"
            )
        ).all()
    assert [tuple(r) for r in rows] == [("incidents", "incidents")] * 2

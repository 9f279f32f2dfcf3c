"""A property, checked over seeded random cases (hypothesis is not installed): whatever labels
the documents carry, whatever labels a key holds, whatever it asks and through which route, and
however labels change between requests, no response holds text or ids of a document the key
may not read at that moment: answers, streams, threads, searches in every mode, a document's
metadata (404 exactly as an unknown id) and the bucket catalogue (counts of readable
documents only).

Each document has a secret phrase (in its title and in its second sentence) that no question
contains, so a secret in a response can only have come from the document. Questions quote a
document's first sentence, mix several documents' words, or ask about nothing stored."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.engine import URL, Engine

from clinrag.audit.records import Reader
from clinrag.auth.access_admin import AccessAdmin
from clinrag.setting_groups.conversations import ConversationSettings
from clinrag.setting_groups.service import AuthSettings
from tests.api.test_access_control import ids_in, key, sse_payloads
from tests.conftest import settings_for
from tests.fakes import fake_app, wait_ready

SEED = 17
CASES = 36
LABELS = ("public", "cardiology", "psychiatry", "incidents")
DRUGS = ("amiodarone", "bisoprolol", "digoxin", "furosemide", "heparin", "lithium", "warfarin",
         "ramipril", "clozapine", "haloperidol", "vancomycin", "gentamicin")  # fmt: skip
SECRETS = ("crimson heron", "amber falcon", "cobalt otter", "ivory lynx", "jade marten",
           "scarlet ibis", "silver badger", "umber crane", "violet stoat", "azure wren",
           "ochre vole", "teal plover")  # fmt: skip
ROUTES = ("query", "query_agentic", "stream", "thread", "search_text", "search_semantic",
          "search_hybrid", "document", "buckets")  # fmt: skip
CLI = Reader(key_id=None, role="cli")


def _documents(rng: random.Random) -> list[dict[str, Any]]:
    return [
        {
            "source": f"unit/{drug}-protocol.md",
            "title": f"Protocol {secret}",
            "text": f"{drug.title()} dosing on the ward is reviewed daily by the pharmacist "
            f"before the {drug} round. The {secret} checklist governs {drug} monitoring.",
            "access": rng.choice(LABELS),
        }
        for drug, secret in zip(DRUGS, SECRETS, strict=True)
    ]


def _question(rng: random.Random, documents: list[dict[str, Any]]) -> str:
    kind = rng.choice(("quote", "mix", "nothing"))
    if kind == "quote":
        return str(rng.choice(documents)["text"].split(". ")[0])
    if kind == "mix":
        drugs = rng.sample(DRUGS, 3)
        return f"How is {drugs[0]} dosed with {drugs[1]} or {drugs[2]} on the ward?"
    return "What is the recommended dose of an unlisted vaccine?"


@pytest.fixture
def rng() -> random.Random:
    return random.Random(SEED)


@pytest.fixture
def documents(rng: random.Random) -> list[dict[str, Any]]:
    return _documents(rng)


@pytest.fixture
def client(store_url: URL, documents: list[dict[str, Any]]) -> Iterator[TestClient]:
    settings = settings_for(
        store_url,
        auth=AuthSettings(requests_per_minute=10_000),
        conversations=ConversationSettings(enabled=True, max_turns=100),
    )
    with TestClient(fake_app(settings), raise_server_exceptions=False) as client:
        wait_ready(client)
        _, admin = key(client, "admin")
        response = client.post("/v1/documents", json={"documents": documents}, headers=admin)
        assert response.status_code == 201, response.text
        yield client


def _ids_by_source(db: Engine) -> dict[str, set[tuple[str, int]]]:
    with db.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT d.source, d.id AS document_id, c.id AS chunk_id "
                "FROM documents d JOIN chunks c ON c.document_id = d.id"
            )
        ).all()
    ids: dict[str, set[tuple[str, int]]] = {}
    for row in rows:
        ids.setdefault(row.source, set()).update(
            {("document", row.document_id), ("chunk", row.chunk_id)}
        )
    return ids


def _ask(
    client: TestClient, route: str, question: str, headers: dict[str, str], document_id: int
) -> Any:
    """The text sent back and its JSON payloads. ``document_id``: the one ``document`` reads."""
    if route.startswith("search_"):
        mode = route.removeprefix("search_")
        response = client.post(
            "/v1/search", json={"query": question, "mode": mode}, headers=headers
        )
        assert response.status_code in (200, 422), response.text
        return response.text, [response.json()]
    if route == "document":
        response = client.get(f"/v1/documents/{document_id}", headers=headers)
        assert response.status_code in (200, 404), response.text
        return response.text, [response.json()]
    if route == "buckets":
        response = client.get("/v1/buckets", headers=headers)
        assert response.status_code == 200, response.text
        return response.text, [response.json()]
    if route == "stream":
        response = client.post("/v1/query/stream", json={"question": question}, headers=headers)
        return response.text, sse_payloads(response.text)
    if route == "thread":
        thread = client.post("/v1/conversations", headers=headers).json()["id"]
        said = client.post(
            f"/v1/conversations/{thread}/messages", json={"question": question}, headers=headers
        )
        read = client.get(f"/v1/conversations/{thread}", headers=headers)
        return said.text + read.text, [said.json(), read.json()]
    mode = "agentic" if route == "query_agentic" else "classical"
    response = client.post("/v1/query", json={"question": question, "mode": mode}, headers=headers)
    assert response.status_code in (200, 422), response.text  # 422: the guard refused it
    return response.text, [response.json()]


def test_no_response_ever_holds_a_document_the_key_may_not_read(
    client: TestClient, db: Engine, rng: random.Random, documents: list[dict[str, Any]]
) -> None:
    ids = _ids_by_source(db)

    def unknown_document(headers: dict[str, str]) -> Any:
        response = client.get("/v1/documents/999999999", headers=headers)
        assert response.status_code == 404
        return {**response.json(), "request_id": None}

    label_of = {d["source"]: d["access"] for d in documents}
    secret_of = {d["source"]: d["title"].removeprefix("Protocol ") for d in documents}
    admin = AccessAdmin(client.app.state.services.audit)  # type: ignore[attr-defined]
    keys = []
    for _ in range(4):  # admins: they may choose the pipeline mode
        held = set(rng.sample(LABELS, rng.randint(0, 3)))
        key_id, headers = key(client, "admin", *held) if held else key(client, "admin")
        if not held:  # a key reading nothing at all
            client.portal.call(admin.revoke, CLI, key_id, ("public",))  # type: ignore[union-attr]
        keys.append((key_id, headers, held or set()))
    cited_somewhere = 0
    routes_taken: set[str] = set()
    for case in range(CASES):
        if rng.random() < 0.25:  # a label changes between requests
            if rng.random() < 0.5:
                source = rng.choice(list(label_of))
                label_of[source] = rng.choice(LABELS)
                client.portal.call(admin.label_document, CLI, source, label_of[source])  # type: ignore[union-attr]
            else:
                index = rng.randrange(len(keys))
                key_id, headers, held = keys[index]
                label = rng.choice(LABELS)
                grant = label not in held
                change = admin.grant if grant else admin.revoke
                after = client.portal.call(change, CLI, key_id, (label,))  # type: ignore[union-attr]
                keys[index] = (key_id, headers, set(after))
        key_id, headers, held = rng.choice(keys)
        question = _question(rng, documents)
        route = rng.choice(ROUTES)
        routes_taken.add(route)
        asked_for = rng.choice(list(label_of))
        document_id = min(i for kind, i in ids[asked_for] if kind == "document")
        sent, payloads = _ask(client, route, question, headers, document_id)
        forbidden = [s for s, label in label_of.items() if label not in held]
        where = f"case {case}: {route}, key reads {sorted(held)}"
        for source in forbidden:
            assert secret_of[source] not in sent, f"{where}: text of {source} leaked"
            leaked = ids_in(payloads) & ids[source]
            assert not leaked, f"{where}: ids of {source} leaked: {leaked}"
            if route == "document" and source == asked_for:
                refused = {**payloads[0], "request_id": None}
                assert refused == unknown_document(headers), f"{where}: not as an unknown id"
        if route == "document" and asked_for not in forbidden:
            assert secret_of[asked_for] in sent, f"{where}: a readable document was refused"
        if route == "buckets":
            readable = len(label_of) - len(forbidden)
            counts = {b["name"]: b["documents"] for b in payloads[0]["buckets"]}
            assert counts == ({"general": readable} if readable else {}), where
        shown = json.dumps(payloads, separators=(",", ":"))
        cited_somewhere += '"citations":[{' in shown or '"hits":[{' in shown
    assert cited_somewhere >= CASES // 4  # the property was tested on answers, not only refusals
    assert routes_taken == set(ROUTES)

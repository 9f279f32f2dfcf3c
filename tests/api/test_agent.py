"""The agent pipeline through ``POST /v1/query`` on real PostgreSQL, the real redactor and guard
(the embedder is the hashing stand-in; the model is scripted per prompt): a list answer with
``[doc:ID]`` citations that resolve; a clarification on filters that leave nothing, naming the
filter to relax, resumed by the reply without the decomposition asked again; an overload; an
invented tool and a restricted or missing ``doc_id`` refused and counted; the budget stopping a
runaway plan; a key without a label never given a restricted document by any tool; ``auto``
sending a question with agent cues to the agent and a plain one down its old path."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from psycopg import sql
from sqlalchemy import text
from sqlalchemy.engine import URL

from clinrag import schema
from clinrag.db import create_sync_engine
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.evaluation.openai_standin import create_app as create_standin
from clinrag.llm.base import Completion, Message, PromptRef
from clinrag.llm.openai_backend import OpenAICompatibleLLM
from clinrag.setting_groups.agent import AgentSettings
from clinrag.setting_groups.conversations import ConversationSettings
from clinrag.setting_groups.llm import LLMBackend, LLMSettings
from clinrag.setting_groups.service import AuthSettings, DatabaseSettings
from tests.conftest import TEST_PIPELINE, settings_for
from tests.fakes import api_key, fake_app, wait_ready

TRIAL = "pubmed_trials"
DOCUMENTS = [
    {
        "source": "trials/ramipril.md",
        "title": "Ramipril trial in hypertension",
        "text": "Ramipril lowered blood pressure in adults with hypertension by 12 mmHg.",
        "metadata": {"year": 2018, "design": "RCT", "condition": "hypertension",
                     "sample_size": 240},
        "bucket": TRIAL,
    },
    {
        "source": "trials/amlodipine.md",
        "title": "Amlodipine trial in hypertension",
        "text": "Amlodipine lowered blood pressure in adults with hypertension by 9 mmHg.",
        "metadata": {"year": 2016, "design": "RCT", "condition": "hypertension",
                     "sample_size": 80},
        "bucket": TRIAL,
    },
    {
        "source": "trials/thiazide-cohort.md",
        "title": "Thiazide cohort in hypertension",
        "text": "Thiazide use lowered blood pressure in adults with hypertension and strokes.",
        "metadata": {"year": 2012, "design": "cohort", "condition": "hypertension",
                     "sample_size": 500},
        "bucket": TRIAL,
    },
    {
        "source": "trials/budesonide.md",
        "title": "Budesonide trial in asthma",
        "text": "Inhaled budesonide reduced asthma exacerbations in children.",
        "metadata": {"year": 2019, "design": "RCT", "condition": "asthma", "sample_size": 150},
        "bucket": TRIAL,
    },
    {
        "source": "trials/closed-ward-regimen.md",
        "title": "Closed ward regimen trial",
        "text": "The closed ward regimen lowered blood pressure in adults with hypertension.",
        "metadata": {"year": 2020, "design": "RCT", "condition": "hypertension",
                     "sample_size": 300},
        "bucket": TRIAL,
        "access": "psychiatry",
    },
    {
        "source": "trials/metformin-series.md",
        "title": "Metformin case series of John Smith in diabetes",
        "text": "Metformin lowered HbA1c in adults with diabetes over a year.",
        "metadata": {"year": 2017, "design": "cohort", "condition": "diabetes",
                     "sample_size": 40},
        "bucket": TRIAL,
    },
    {
        "source": "guidelines/hypertension.md",
        "title": "Hypertension guideline",
        "text": "ACE inhibitors are preferred for adults with hypertension and diabetes.",
        "metadata": {"year": 2021, "department": "cardiology"},
        "bucket": "guidelines",
    },
    {
        "source": "guidelines/statins-ckd.md",
        "title": "Statin dosing in chronic kidney disease",
        "text": "Rosuvastatin starts at 5 mg when eGFR is below 30; atorvastatin needs no change.",
        # spaCy reads "Renal" alone as a PERSON; care_services keeps a department with no
        # person cue (issue 13, phi13).
        "metadata": {"year": 2022, "department": "Renal"},
        "bucket": "guidelines",
    },
]  # fmt: skip
RESTRICTED_TITLE = "Closed ward regimen trial"
LISTED = "Which RCTs on hypertension since 2015 had more than 100 participants?"
QUERY = "hypertension blood pressure adults"
_QUESTION = re.compile(r"<question>\s*(.*?)\s*</question>", re.S)
_names = itertools.count(1)


def _decomposition(question: str) -> dict[str, Any]:
    """What the scripted model decomposes each question of this module into."""
    listing = bool(re.search(r"\b(which|list|table)\b", question, re.I))
    shape = "table" if "table" in question else "list"
    if question.lower().startswith("how many"):
        return {**_decomposition(question.replace("How many", "Which", 1)), "intent": "compute",
                "format": "text"}  # fmt: skip
    constraints = (
        [{"field": "design", "operator": "=", "value": "RCT"}] if "RCT" in question else []
    )
    return {
        "intent": "list" if listing else "qa",
        "format": shape if listing else "text",
        "buckets": ["guidelines" if "guideline" in question else TRIAL],
        "entities": ["hypertension"],
        "constraints": constraints,
        "sub_queries": [question if re.search("tarragon|metformin", question) else QUERY],
    }


class AgentLLM(ExtractiveLLM):
    """The extractive stand-in, with the agent's prompts scripted: decompositions by the
    question, reviews from a queue (``enough`` when it is empty)."""

    def __init__(self) -> None:
        super().__init__()
        self.reviews: list[dict[str, Any]] = []
        self.prompt_ids: list[str] = []

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        self.prompt_ids.append(prompt.id)
        user = messages[-1].content
        if prompt.id == "agent_decompose":
            found = _QUESTION.search(user)
            return _completion(json.dumps(_decomposition(found.group(1) if found else "")), prompt)
        if prompt.id == "agent_review":
            enough = {"status": "enough", "tool": "none", "bucket": "", "query": "", "doc_id": ""}
            return _completion(json.dumps(self.reviews.pop(0) if self.reviews else enough), prompt)
        return await super().complete(
            messages, prompt=prompt, max_tokens=max_tokens, json_schema=json_schema
        )


def _completion(text: str, prompt: PromptRef) -> Completion:
    return Completion(text, "scripted", prompt.id, prompt.version, 10, 10, 0.0, False)


@pytest.fixture(scope="module")
def corpus_url(database_url: URL) -> Iterator[URL]:
    name = f"clinrag_agent_{next(_names)}"
    admin = psycopg.conninfo.make_conninfo(
        host=database_url.query["host"], user="postgres", dbname="postgres"
    )
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    url = database_url.set(database=name)
    engine = create_sync_engine(url, DatabaseSettings())
    schema.upgrade(engine)
    with engine.begin() as conn:
        # Ids as a corpus of some thousands has them: four digits read alone look like a
        # record number to the output scan, and the citations must survive it.
        conn.execute(text("ALTER TABLE documents ALTER COLUMN id RESTART WITH 4821"))
    engine.dispose()
    yield url
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))


@pytest.fixture(scope="module")
def llm() -> AgentLLM:
    return AgentLLM()


@pytest.fixture(scope="module")
def client(corpus_url: URL, llm: AgentLLM) -> Iterator[TestClient]:
    pipeline = TEST_PIPELINE.model_copy(
        update={
            "synthesis": "extractive",
            "agent": AgentSettings(max_listed=2, list_min_similarity=0.1, tool_budget=4),
        }
    )
    settings = settings_for(
        corpus_url,
        pipeline=pipeline,
        auth=AuthSettings(requests_per_minute=10_000),
        conversations=ConversationSettings(enabled=True),
    )
    with TestClient(fake_app(settings, llm=llm), raise_server_exceptions=False) as client:
        wait_ready(client)
        response = client.post(
            "/v1/documents", json={"documents": DOCUMENTS}, headers=api_key(client, "admin")
        )
        assert response.status_code == 201, response.text
        yield client


@pytest.fixture(scope="module")
def public(client: TestClient) -> dict[str, str]:
    return api_key(client, "admin")


@pytest.fixture(scope="module")
def ids(client: TestClient, corpus_url: URL) -> dict[str, int]:
    engine = create_sync_engine(corpus_url, DatabaseSettings())
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT source, id FROM documents")).all()
    engine.dispose()
    return {row.source.split("/")[-1].removesuffix(".md"): row.id for row in rows}


def _ask(client: TestClient, headers: dict[str, str], question: str, **extra: Any) -> Any:
    body = {"question": question, "mode": "agent", **extra}
    response = client.post("/v1/query", json=body, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


def _steps(body: dict[str, Any], family: str) -> list[dict[str, Any]]:
    return [s["details"] for s in body["steps"] if re.fullmatch(rf"{family}(_\d+)?", s["name"])]


def _cited(body: dict[str, Any]) -> set[int]:
    return {c["document_id"] for c in body["citations"]}


def test_a_list_question_is_answered_one_row_per_document_with_citations_that_resolve(
    client: TestClient, public: dict[str, str], ids: dict[str, int]
) -> None:
    body = _ask(
        client, public, "Which RCTs on hypertension since 2015 had more than 100 participants?"
    )
    assert body["pipeline"] == "agent"
    assert _cited(body) == {ids["ramipril"]}
    assert f"[doc:{ids['ramipril']}]" in body["answer"]
    assert body["answer"].startswith("- Ramipril trial in hypertension (")
    (citation,) = body["citations"]
    assert (citation["title"], citation["source"]) == (
        "Ramipril trial in hypertension",
        "trials/ramipril.md",
    )
    (decomposed,) = _steps(body, "agent_decompose")
    assert {f["filter"]: f["source"] for f in decomposed["filters"]} == {
        "design = RCT": "model+rule",
        "condition = hypertension": "rule",
        "year >= 2015": "rule",
        "sample_size > 100": "rule",
    }
    (call,) = _steps(body, "agent_tool")
    assert call["tool"] == "search_semantic"
    assert call["arguments"]["filters"] == {
        "design": {"=": "RCT"},
        "condition": {"=": "hypertension"},
        "year": {">=": 2015},
        "sample_size": {">": 100},
    }
    assert call["hits"] >= 1
    assert call["refused"] is None
    names = [s["name"] for s in body["steps"]]
    for step in ("agent_plan", "agent_prune_2", "agent_review_2", "compose_rows",
                 "check_citations", "cite_documents", "output_scan"):  # fmt: skip
        assert step in names


def test_citations_and_the_titles_a_list_quotes_survive_the_output_scan_and_phi_does_not(
    client: TestClient, public: dict[str, str], ids: dict[str, int]
) -> None:
    """A four-digit document id read alone looks like a record number, a title's drug name at
    the start of a row like a name: both are ours or redacted already, and stay as they are;
    the patient's name in the title stays a placeholder."""
    body = _ask(client, public, "List all trials of metformin in diabetes.")
    series = ids["metformin-series"]
    assert series >= 1000
    assert _cited(body) == {series}
    # The placeholder's number is the session's: the schema shown to the model is redacted in
    # it first (its department "Renal" is no longer a name there: security/care_services.py).
    assert re.match(
        r"- Metformin case series of <PERSON_\d+> in diabetes \(condition: diabetes",
        body["answer"],
    ), body["answer"]
    assert body["answer"].rstrip().endswith(f"[doc:{series}]"), body["answer"]
    assert "<ID_" not in body["answer"]
    assert "Smith" not in json.dumps(body)
    table = _ask(client, public, "Give a table of the metformin trials in diabetes.")
    assert re.search(
        rf"\| \[doc:{series}\] \| Metformin case series of <PERSON_\d+> in diabetes \|",
        table["answer"],
    ), table["answer"]


def test_a_count_says_how_many_documents_it_found_and_lists_them(
    client: TestClient, public: dict[str, str], ids: dict[str, int]
) -> None:
    body = _ask(
        client, public, "How many RCTs on hypertension since 2015 had more than 10 participants?"
    )
    assert body["answer"].startswith("2 documents found:\n- ")
    assert _cited(body) == {ids["ramipril"], ids["amlodipine"]}
    assert body["answer_kind"] != "clarification"  # a count is never asked to narrow down


def test_filters_that_leave_nothing_ask_back_naming_the_filter_and_the_reply_resumes(
    client: TestClient, public: dict[str, str], ids: dict[str, int], llm: AgentLLM
) -> None:
    asked = _ask(
        client, public, "Which RCTs on hypertension since 2015 had more than 1000 participants?"
    )
    assert asked["answer_kind"] == "clarification"
    clarification = asked["clarification"]
    assert clarification["reason"] == "no_results"
    assert "sample_size > 1000" in clarification["question"]
    assert clarification["options"][0] == "relax sample_size > 1000"
    (review,) = _steps(asked, "agent_review")
    assert review["counts"]["sample_size > 1000"] == 2
    decomposed = llm.prompt_ids.count("agent_decompose")
    answered = _ask(client, public, "yes, relax it", pause_id=clarification["pause_id"])
    assert answered["answer_kind"] != "clarification"
    assert _cited(answered) == {ids["ramipril"], ids["amlodipine"]}
    assert llm.prompt_ids.count("agent_decompose") == decomposed  # not asked again
    (replan,) = _steps(answered, "agent_replan")
    assert replan["reply_filters"]["dropped"] == ["sample_size > 1000"]


def test_a_department_the_redactor_reads_as_a_name_is_kept_by_the_pause_it_asks_back_with(
    client: TestClient, public: dict[str, str], ids: dict[str, int]
) -> None:
    # Issue 16: the rules map "renal" to the catalogue's department "Renal", which the
    # redactor flags alone; the pause refused it (422) where a clarification was due.
    asked = _ask(client, public, "Which renal guidelines since 2024 cover statin dosing?")
    assert asked["answer_kind"] == "clarification"
    clarification = asked["clarification"]
    assert clarification["reason"] == "no_results"
    (decomposed,) = _steps(asked, "agent_decompose")
    assert "department = Renal" in [f["filter"] for f in decomposed["filters"]]
    assert clarification["options"][0] == "relax year >= 2024"
    answered = _ask(client, public, "yes, relax it", pause_id=clarification["pause_id"])
    assert answered["answer_kind"] != "clarification"
    assert _cited(answered) == {ids["statins-ckd"]}


def test_an_inferred_filter_that_leaves_nothing_is_relaxed_and_the_answer_says_so(
    client: TestClient, public: dict[str, str], ids: dict[str, int]
) -> None:
    # "in the last two years" is a recency the question implies: no trial is that recent,
    # so it is dropped (not asked back), unlike the stated "more than 1000 participants".
    body = _ask(
        client,
        public,
        "Which RCTs on hypertension in the last two years had more than 100 participants?",
    )
    assert body["answer_kind"] != "clarification"
    assert _cited(body) == {ids["ramipril"]}
    (decomposed,) = _steps(body, "agent_decompose")
    readings = {f["filter"].split(" ")[0]: f["reading"] for f in decomposed["filters"]}
    assert readings["year"] == "inferred"
    assert readings["sample_size"] == "stated"
    relaxed = [r for r in _steps(body, "agent_review") if r.get("relaxed")]
    assert len(relaxed) == 1
    assert relaxed[0]["relaxed"][0].startswith("year >= ")
    assert "relaxed_filters" in body["flags"]
    assert (
        "Relaxed (implied by the question, but no document matched it): year >= "
        in (body["answer"])
    )


def test_a_threads_question_back_is_resumed_by_its_next_message_from_the_pause(
    client: TestClient,
    public: dict[str, str],
    ids: dict[str, int],
    llm: AgentLLM,
    corpus_url: URL,
) -> None:
    """In a thread the agent's question back is a turn that keeps its pause (no id to send:
    the next message is the reply), and that message resumes the flow where it stopped,
    without asking the model to decompose the question again."""
    thread = client.post("/v1/conversations", headers=public).json()["id"]
    ask = {"question": "Which RCTs on hypertension since 2015 had more than 5000 participants?",
           "mode": "agent"}  # fmt: skip
    response = client.post(f"/v1/conversations/{thread}/messages", json=ask, headers=public)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["kind"] == "clarification"
    assert body["clarification"]["reason"] == "no_results"
    assert body["clarification"]["pause_id"] is None
    decomposed = llm.prompt_ids.count("agent_decompose")
    reply = {"question": "yes, relax it", "mode": "agent"}
    response = client.post(f"/v1/conversations/{thread}/messages", json=reply, headers=public)
    assert response.status_code == 200, response.text
    answered = response.json()
    assert answered["kind"] == "answer"
    assert _cited(answered) == {ids["ramipril"], ids["amlodipine"]}
    assert llm.prompt_ids.count("agent_decompose") == decomposed  # not asked again
    names = [s["name"] for s in answered["steps"]]
    assert {"load_pause", "resume"} <= set(names)
    (replan,) = _steps(answered, "agent_replan")
    assert replan["reply_filters"]["dropped"] == ["sample_size > 5000"]
    assert answered["redacted_query"] == "yes, relax it"
    engine = create_sync_engine(corpus_url, DatabaseSettings())
    with engine.connect() as conn:
        turns = conn.execute(
            text("SELECT turn, kind, pause_id FROM conversation_turns WHERE "
                 "conversation_id = :id ORDER BY turn"),
            {"id": thread},
        ).all()  # fmt: skip
        claimed = conn.scalar(
            text("SELECT resumed_by_request FROM paused_queries WHERE id = :id"),
            {"id": turns[0].pause_id},
        )
    engine.dispose()
    assert [(t.turn, t.kind) for t in turns] == [(1, "clarification"), (2, "answer")]
    assert turns[0].pause_id is not None
    assert turns[1].pause_id is None
    assert claimed == response.headers["x-request-id"]


def test_a_list_matching_more_documents_than_can_be_cited_asks_to_narrow(
    client: TestClient, public: dict[str, str]
) -> None:
    asked = _ask(client, public, "List the hypertension trials since 2010")
    assert asked["answer_kind"] == "clarification"
    assert asked["clarification"]["reason"] == "overload"
    assert "3 documents match" in asked["clarification"]["question"]
    assert "design" in asked["clarification"]["options"]


def test_an_invented_tool_is_refused_traced_and_counted(
    client: TestClient, public: dict[str, str], llm: AgentLLM
) -> None:
    llm.reviews[:] = [
        {"status": "more", "tool": "drop_all_tables", "bucket": "", "query": "x", "doc_id": ""}
    ]
    body = _ask(client, public, "What does the tarragon vinegar protocol say?")
    calls = _steps(body, "agent_tool")
    refused = [c for c in calls if c["refused"] is not None]
    assert refused == [{**refused[0], "tool": "unknown", "refused": "unknown_tool", "hits": 0}]
    assert [c["call_number"] for c in calls] == list(range(1, len(calls) + 1))


@pytest.mark.parametrize("which", ["restricted", "missing"])
def test_a_doc_id_the_caller_may_not_see_is_refused_as_an_unknown_one(
    client: TestClient, public: dict[str, str], ids: dict[str, int], llm: AgentLLM, which: str
) -> None:
    doc_id = ids["closed-ward-regimen"] if which == "restricted" else 999_999_999
    llm.reviews[:] = [
        {"status": "more", "tool": "get_document_metadata", "bucket": "", "query": "",
         "doc_id": str(doc_id)},
        {"status": "more", "tool": "search_text", "bucket": TRIAL, "query": "regimen",
         "doc_id": str(doc_id)},
    ]  # fmt: skip
    body = _ask(client, public, "What does the tarragon vinegar protocol say?")
    refusals = [c["refused"] for c in _steps(body, "agent_tool") if c["refused"]]
    assert refusals == ["unknown_document", "unknown_document"]
    assert RESTRICTED_TITLE not in json.dumps(body)


def test_the_budget_stops_a_runaway_plan(
    client: TestClient, public: dict[str, str], llm: AgentLLM
) -> None:
    llm.reviews[:] = [
        {"status": "more", "tool": "search_text", "bucket": TRIAL, "query": f"tarragon {i}",
         "doc_id": ""}
        for i in range(10)
    ]  # fmt: skip
    body = _ask(client, public, "What does the tarragon vinegar protocol say?")
    llm.reviews.clear()
    assert len(_steps(body, "agent_tool")) == 4
    assert _steps(body, "agent_review")[-1]["reason"] == "budget_spent"
    assert "tool_budget_spent" in body["flags"]


def test_a_key_without_the_label_never_gets_the_restricted_document_through_any_tool(
    client: TestClient, public: dict[str, str], ids: dict[str, int], llm: AgentLLM
) -> None:
    restricted = ids["closed-ward-regimen"]
    question = LISTED
    body = _ask(client, public, question)
    assert restricted not in _cited(body)
    for call in _steps(body, "agent_tool"):
        assert restricted not in call["documents"]
    assert RESTRICTED_TITLE not in json.dumps(body)
    # A key with the label reads it through the same tools: the scope, not luck, kept it out.
    psychiatry = api_key(client, "admin", access=("public", "psychiatry"))
    llm.reviews.clear()
    allowed = _ask(client, psychiatry, question)
    assert restricted in _cited(allowed)


def test_auto_sends_a_question_with_agent_cues_to_the_agent_and_a_plain_one_on(
    client: TestClient, public: dict[str, str]
) -> None:
    cued = _ask(client, public, LISTED, mode="auto")
    assert cued["pipeline"] == "agent"
    (cues,) = _steps(cued, "agent_cues")
    assert cues["cues"] == ["filter:sample_size", "filter:year"]
    plain = _ask(client, public, "What lowers blood pressure in adults?", mode="auto")
    assert plain["pipeline"] == "classical"
    assert not _steps(plain, "agent_decompose")


@pytest.fixture(scope="module")
def native_client(client: TestClient, corpus_url: URL) -> Iterator[TestClient]:
    """The same corpus served by an app whose model is the OpenAI-compatible backend talking
    to the stand-in server (in process), with the native tool-calling driver."""
    standin = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_standin(0.0)))
    llm = OpenAICompatibleLLM("http://standin/v1", "standin", client=standin)
    pipeline = TEST_PIPELINE.model_copy(
        # No sentence is close enough to be kept: the rules cannot decide, the model is asked.
        update={
            "synthesis": "extractive",
            "evidence_min_similarity": 0.9,
            "agent": AgentSettings(driver="native", tool_budget=2),
        }
    )
    settings = settings_for(
        corpus_url,
        pipeline=pipeline,
        llm=LLMSettings(backend=LLMBackend.OPENAI),
        auth=AuthSettings(requests_per_minute=10_000),
    )
    with TestClient(fake_app(settings, llm=llm), raise_server_exceptions=False) as native:
        wait_ready(native)
        yield native


def test_the_native_driver_takes_the_models_tool_call_end_to_end(
    native_client: TestClient,
) -> None:
    """The rules' search keeps no evidence (the similarity floor is out of reach here), so the
    model is asked: it answers through the ``tools`` field with a keyword search of the
    question (the stand-in's choice), which the tools check and run."""
    headers = api_key(native_client, "admin")
    body = _ask(native_client, headers, "Ramipril mmHg")
    reviews = _steps(body, "agent_review")
    assert reviews[0]["tool_calls_proposed"] == 1
    assert reviews[0]["next_call"] == {"tool": "search_text", "origin": "model"}
    calls = _steps(body, "agent_tool")
    assert [(c["tool"], c["origin"], c["refused"]) for c in calls[-1:]] == [
        ("search_text", "model", None)
    ]
    assert calls[-1]["hits"] >= 1
    assert calls[-1]["arguments"]["query"] == "Ramipril mmHg"
    assert len(calls) == 2  # the budget

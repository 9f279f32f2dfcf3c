"""Smoke run of translated questions against a running service: two questions a language
(en, de, fr, es, it, pt) over the sample corpus, extractive answers (one model call: the
question's translation), each timed; one JSON line per question.

    CLINRAG_SECURITY__ACCEPTED_LANGUAGES='["en","de","fr","es","it","pt"]' clinrag serve
    python scripts/smoke_translation.py http://127.0.0.1:8000 "$ADMIN_KEY"

Issue 15 (docs/benchmarks.md, "Translated questions"). Not a quality figure: it shows the path
runs on the packaged model, what it costs, and what the translations look like.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import httpx

QUESTIONS = [
    ("en", "Is latanoprost more effective than timolol at lowering intraocular pressure?"),
    ("en", "Which side effects were reported with travoprost in glaucoma patients?"),
    ("de", "Senkt Latanoprost den Augeninnendruck stärker als Timolol?"),
    ("de", "Welche Nebenwirkungen wurden unter Travoprost bei Glaukompatienten berichtet?"),
    ("fr", "Le latanoprost abaisse-t-il la pression intraoculaire plus que le timolol ?"),
    (
        "fr",
        "Quels effets indésirables ont été rapportés avec le travoprost chez les patients "
        "glaucomateux ?",
    ),
    ("es", "¿El latanoprost reduce la presión intraocular más que el timolol?"),
    ("es", "¿Qué efectos adversos se describieron con travoprost en pacientes con glaucoma?"),
    ("it", "Il latanoprost riduce la pressione intraoculare più del timololo?"),
    (
        "it",
        "Quali effetti avversi sono stati riportati con il travoprost nei pazienti con glaucoma?",
    ),
    ("pt", "O latanoprost reduz a pressão intraocular mais do que o timolol?"),
    ("pt", "Que efeitos adversos foram relatados com o travoprost em doentes com glaucoma?"),
]


def ask(url: str, key: str, question: str) -> tuple[int, dict[str, Any]]:
    response = httpx.post(
        f"{url}/v1/query",
        json={"question": question, "mode": "classical", "synthesis": "extractive"},
        headers={"Authorization": f"Bearer {key}"},
        timeout=600,
    )
    body: dict[str, Any] = response.json()
    return response.status_code, body


def main(url: str, key: str) -> None:
    for language, question in QUESTIONS:
        started = time.perf_counter()
        status, body = ask(url, key, question)
        seconds = time.perf_counter() - started
        steps = {step["name"]: step for step in body.get("steps", [])}
        translated = steps.get("translate_query", {}).get("details", {})
        row = {
            "lang": language,
            "status": status,
            "error": body.get("error"),
            "seconds": round(seconds, 1),
            "translation_seconds": (translated.get("llm") or {}).get("seconds"),
            "translation": translated.get("translation"),
            "language": body.get("language"),
            "answer_kind": body.get("answer_kind"),
            "answer": (body.get("answer") or "")[:160],
        }
        print(json.dumps(row, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/"), sys.argv[2])

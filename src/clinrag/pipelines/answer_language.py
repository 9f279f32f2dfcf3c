"""What language an answer is in, and the fixed lines that tell a non-English reader why part
of it is English.

A model answer is written and checked in English (the evidence, the embedder and the citation
check are English), then translated into the question's language (``steps/translate_answer``).
Quotes are never translated: a quote is only checkable against its cited passage verbatim.
So an extractive or not-found answer to a German question keeps its English body and starts
with one line from ``PHRASES`` in German saying so; so does a model answer whose translation
failed its check. The lines are fixed text (no model call, nothing to check); the output scan
reads them like the rest of the answer (the tests hold that it leaves them unchanged).
"""

from __future__ import annotations

from typing import Literal

from clinrag.domain import AnswerLanguage
from clinrag.pipelines.state import QueryState

Phrase = Literal["quoted", "not_found", "untranslated", "caveat"]

PHRASES: dict[str, dict[Phrase, str]] = {
    "de": {
        "quoted": "Die folgenden Auszüge sind wörtlich aus den englischsprachigen Quellen zitiert:",
        "not_found": (
            "In den verfügbaren Dokumenten wurde keine Antwort gefunden; die durchsuchten "
            "Quellen folgen auf Englisch:"
        ),
        "untranslated": (
            "Die Antwort konnte nicht zuverlässig übersetzt werden; sie folgt auf Englisch:"
        ),
        "caveat": (
            "Hinweis: Wenig der gefundenen Evidenz passt eng zur Frage, auch nach erneuter Suche "
            "mit anderen Worten; prüfen Sie die zitierten Stellen, bevor Sie sich auf diese "
            "Antwort stützen."
        ),
    },
    "fr": {
        "quoted": "Les extraits suivants sont cités mot pour mot des sources en anglais :",
        "not_found": (
            "Aucune réponse trouvée dans les documents disponibles ; les sources consultées "
            "suivent en anglais :"
        ),
        "untranslated": (
            "La réponse n'a pas pu être traduite de façon fiable ; elle suit en anglais :"
        ),
        "caveat": (
            "Mise en garde : peu des éléments trouvés sont proches de la question, même après "
            "une nouvelle recherche avec d'autres mots ; vérifiez les passages cités avant de "
            "vous fier à cette réponse."
        ),
    },
    "es": {
        "quoted": "Los siguientes fragmentos se citan textualmente de las fuentes en inglés:",
        "not_found": (
            "No se encontró respuesta en los documentos disponibles; las fuentes consultadas "
            "siguen en inglés:"
        ),
        "untranslated": "La respuesta no pudo traducirse de forma fiable; sigue en inglés:",
        "caveat": (
            "Advertencia: poca de la evidencia encontrada se ajusta a la pregunta, incluso tras "
            "buscar de nuevo con otras palabras; compruebe los pasajes citados antes de basarse "
            "en esta respuesta."
        ),
    },
    "it": {
        "quoted": "I seguenti estratti sono citati alla lettera dalle fonti in inglese:",
        "not_found": (
            "Nessuna risposta trovata nei documenti disponibili; le fonti consultate seguono in "
            "inglese:"
        ),
        "untranslated": (
            "Non è stato possibile tradurre la risposta in modo affidabile; segue in inglese:"
        ),
        "caveat": (
            "Avvertenza: poche delle evidenze trovate sono vicine alla domanda, anche dopo una "
            "nuova ricerca con altre parole; verificare i passi citati prima di basarsi su questa "
            "risposta."
        ),
    },
    "pt": {
        "quoted": "Os excertos seguintes são citados textualmente das fontes em inglês:",
        "not_found": (
            "Não foi encontrada resposta nos documentos disponíveis; as fontes consultadas "
            "seguem em inglês:"
        ),
        "untranslated": "Não foi possível traduzir a resposta de forma fiável; segue em inglês:",
        "caveat": (
            "Aviso: pouca da evidência encontrada está próxima da pergunta, mesmo após nova "
            "pesquisa com outras palavras; verifique os trechos citados antes de confiar nesta "
            "resposta."
        ),
    },
}
"""Per language other than English, the fixed lines an answer may carry."""


def phrase(language: str, which: Phrase) -> str | None:
    """The line in ``language``; None for English (the body needs no introduction)."""
    return PHRASES.get(language, {}).get(which)


def lead_phrase(state: QueryState) -> Phrase | None:
    """Which line introduces the answer's English body, or None when the body is in the
    question's language (an English question, or a model answer translated)."""
    if state.language not in PHRASES or state.best is None:
        return None
    if not state.best.check.supported_numbers:
        return "not_found"
    if state.best.kind == "extractive":
        return "quoted"
    return None if state.translated_answer is not None else "untranslated"


def answer_language(state: QueryState) -> AnswerLanguage:
    lead = lead_phrase(state)
    searched = state.query.text if state.asked is not None and state.query is not None else None
    return AnswerLanguage(
        question=state.language,
        answer="en" if lead is not None or state.language not in PHRASES else state.language,
        lead=state.language if lead is not None else None,
        searched=searched,
    )

"""Prompts as versioned data: one file per prompt in ``prompts/``, loaded by id.

A file holds an optional maintainers' note, then ``<!-- system -->`` and the system text, then
``<!-- user -->`` and the user template with ``string.Template`` fields (``$question``; ``$$``
for a literal dollar). The version is the first 12 hex digits of the file's sha256, so any edit
yields a new version, recorded with every call. Retrieved passages go in through
``clinrag.pipelines.evidence.evidence_block``, which fences each one as data.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from string import Template

from clinrag.errors import PromptError
from clinrag.llm.base import Message, PromptRef

_SYSTEM_MARKER = "<!-- system -->"
_USER_MARKER = "<!-- user -->"
_PROMPT_ID = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True)
class Prompt:
    id: str
    version: str
    system: str
    template: Template
    fields: frozenset[str]

    @property
    def ref(self) -> PromptRef:
        return PromptRef(id=self.id, version=self.version)

    def messages(self, **values: str) -> list[Message]:
        """The system message and the user template filled with exactly its fields."""
        missing = sorted(self.fields - values.keys())
        unexpected = sorted(values.keys() - self.fields)
        if missing or unexpected:
            raise PromptError(
                f"prompt {self.id}@{self.version} takes fields {sorted(self.fields)}: "
                f"missing {missing}, unexpected {unexpected}"
            )
        return [
            Message(role="system", content=self.system),
            Message(role="user", content=self.template.substitute(values)),
        ]


def parse_prompt(prompt_id: str, text: str) -> Prompt:
    """Split a prompt file into its system text and user template."""
    _, found_system, rest = text.partition(_SYSTEM_MARKER)
    system, found_user, user = rest.partition(_USER_MARKER)
    if not found_system or not found_user or _SYSTEM_MARKER in user:
        raise PromptError(
            f"prompt {prompt_id} must hold one {_SYSTEM_MARKER} line followed by one "
            f"{_USER_MARKER} line"
        )
    template = Template(user.strip())
    if not template.is_valid():
        raise PromptError(f"prompt {prompt_id} has a malformed $field (write $$ for a dollar)")
    return Prompt(
        id=prompt_id,
        version=hashlib.sha256(text.encode()).hexdigest()[:12],
        system=system.strip(),
        template=template,
        fields=frozenset(template.get_identifiers()),
    )


@cache
def load_prompt(prompt_id: str) -> Prompt:
    """The packaged prompt ``prompts/<prompt_id>.md``; read once per process."""
    if not _PROMPT_ID.fullmatch(prompt_id):
        raise PromptError(f"{prompt_id!r} is not a prompt id (lowercase letters, digits, _)")
    source = resources.files("clinrag.llm").joinpath("prompts", f"{prompt_id}.md")
    if not source.is_file():
        raise PromptError(f"no prompt {prompt_id!r}; known: {', '.join(prompt_ids())}")
    return parse_prompt(prompt_id, source.read_text(encoding="utf-8"))


def prompt_ids() -> tuple[str, ...]:
    folder = resources.files("clinrag.llm").joinpath("prompts")
    return tuple(
        sorted(p.name.removesuffix(".md") for p in folder.iterdir() if p.name.endswith(".md"))
    )


def format_sub_queries(queries: Sequence[str]) -> str:
    return "\n".join(f"- {query}" for query in queries)

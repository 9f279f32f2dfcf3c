"""Packages depend downwards only: the import arrows, read from the source with ``ast``.

The lower packages (domain, audit, security, retrieval) are what the pipelines and the API are
built from; an arrow from them up to pipelines, api or evaluation would make a change up there
break the audit or the redactor. Function-level imports count too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import clinrag

PACKAGE = Path(clinrag.__file__).parent

NEVER_IMPORTS: dict[str, tuple[str, ...]] = {
    "clinrag.domain": ("clinrag.pipelines", "clinrag.api", "clinrag.evaluation"),
    "clinrag.audit": ("clinrag.pipelines", "clinrag.api", "clinrag.evaluation"),
    "clinrag.security": ("clinrag.pipelines", "clinrag.api", "clinrag.evaluation"),
    # Security embeds with retrieval's Embedder; ingestion (which needs both) has its own package.
    "clinrag.retrieval": (
        "clinrag.security",
        "clinrag.ingest",
        "clinrag.pipelines",
        "clinrag.api",
        "clinrag.evaluation",
    ),
    "clinrag.llm": ("clinrag.pipelines", "clinrag.api"),
    "clinrag.conversations": ("clinrag.pipelines", "clinrag.api", "clinrag.evaluation"),
    "clinrag.pipelines": ("clinrag.api", "clinrag.evaluation", "clinrag.components"),
    # Reading research text (sentence roles, a question's shape, the stance readers) is product
    # code below the pipelines: they and the research judge import it, never the other way.
    "clinrag.stance": (
        "clinrag.pipelines",
        "clinrag.api",
        "clinrag.evaluation",
        "clinrag.components",
    ),
}


def _module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts)


def _imports(path: Path) -> Iterator[tuple[int, str]]:
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.lineno, node.module


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "migrations" not in p.parts)


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.mark.parametrize("package", sorted(NEVER_IMPORTS))
def test_lower_packages_never_import_upwards(package: str) -> None:
    wrong = [
        f"{_module_name(path)}:{line} imports {target}"
        for path in _sources()
        if _under(_module_name(path), package)
        for line, target in _imports(path)
        if any(_under(target, banned) for banned in NEVER_IMPORTS[package])
    ]
    assert wrong == []


def test_nothing_imports_the_old_top_level_src_package() -> None:
    wrong = [
        f"{_module_name(path)}:{line}"
        for path in _sources()
        for line, target in _imports(path)
        if _under(target, "src")
    ]
    assert wrong == []


def test_the_walk_sees_imports_inside_functions(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from clinrag.security import guard\n")
    assert [target for _, target in _imports(module)] == ["clinrag.security"]


def test_the_rules_read_real_modules() -> None:
    """The walk finds the packages it rules on (a renamed package would pass vacuously)."""
    names = {_module_name(p) for p in _sources()}
    for package in NEVER_IMPORTS:
        assert any(_under(name, package) for name in names), package

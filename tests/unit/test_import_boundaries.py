"""The layering the packages promise: lower layers never import upper ones.

Retrieval sits under security (the guard embeds with retrieval's ``Embedder``), so retrieval
must not import security back; retrieval, security and audit serve the pipelines, the API and
the evaluations, and import none of them. Imports inside functions count too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import clinrag

PACKAGE = Path(clinrag.__file__).parent

FORBIDDEN = {
    "retrieval": ("clinrag.security", "clinrag.ingest"),
    "security": (),
    "audit": (),
}
UPPER = ("clinrag.pipelines", "clinrag.api", "clinrag.evaluation")


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_lower_layers_do_not_import_upper_ones(package: str) -> None:
    forbidden = FORBIDDEN[package] + UPPER
    offenders = sorted(
        f"{path.relative_to(PACKAGE)} imports {module}"
        for path in (PACKAGE / package).rglob("*.py")
        for module in imported_modules(path)
        if any(_under(module, banned) for banned in forbidden)
    )
    assert offenders == []


def test_the_scan_sees_imports_inside_functions(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from clinrag.security import guard\n")
    assert "clinrag.security.guard" in imported_modules(module)

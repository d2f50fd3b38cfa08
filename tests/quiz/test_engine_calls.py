"""The quiz calls the core from one module only, so the core can move its names and the quiz
follows by changing that module alone."""

from __future__ import annotations

import ast
from pathlib import Path

import rootboard.quiz

CORE = ("rootboard.game", "rootboard.setup", "rootboard.board", "rootboard.derived", "rootboard.session")
PACKAGE = Path(rootboard.quiz.__file__).resolve().parent


def imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_only_engine_calls_imports_the_core():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 5
    for path in modules:
        core = {m for m in imported(path) if m.startswith(CORE)}
        if path.name == "engine_calls.py":
            assert core, "engine_calls is where the core is called"
        else:
            assert not core, f"{path.relative_to(PACKAGE)} imports {sorted(core)}: go through engine_calls"

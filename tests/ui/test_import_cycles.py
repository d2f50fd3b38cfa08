"""No import cycles inside rootboard: every import counts, lazy ones inside functions too;
only those under ``if TYPE_CHECKING:`` (never run) are left aside."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

PACKAGE = Path(__file__).resolve().parents[2] / "rootboard"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def run_imports(tree: ast.AST, here: str, is_package: bool):
    """Every module imported by code that can run (TYPE_CHECKING blocks skipped)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
            node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: len(here.split(".")) - node.level + (1 if is_package else 0)]
                base = ".".join(anchor + ([base] if base else []))
            yield base
            yield from (f"{base}.{a.name}" for a in node.names)  # `from pkg import module`


def import_graph() -> nx.DiGraph:
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    for name, path in paths.items():
        graph.add_node(name)
        for target in run_imports(ast.parse(path.read_text()), name, path.name == "__init__.py"):
            if target in paths and target != name and not name.startswith(target + "."):
                graph.add_edge(name, target)
    return graph


def test_the_graph_sees_lazy_imports():
    graph = import_graph()
    assert graph.has_edge("rootboard.ui.window", "rootboard.ui.play.piece_dialog")  # imported inside a method


def test_no_import_cycles_in_the_ui():
    graph = import_graph().subgraph(n for n in import_graph() if n.startswith("rootboard.ui"))
    assert list(nx.simple_cycles(graph)) == []

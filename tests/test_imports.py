"""The house's import graph: no cycles, counting every import.

import-linter's contracts (pyproject.toml, run by `lint-imports` in CI) say which way
imports run between layers; this test says that inside them nothing goes round in a circle.
Lazy imports inside functions count (a cycle that only closes at run time is still a
cycle); imports under ``if TYPE_CHECKING:`` do not, since they never run.
"""

from __future__ import annotations

import grimp
import networkx as nx


def import_graph() -> nx.DiGraph:
    graph = grimp.build_graph("rootboard", exclude_type_checking_imports=True, cache_dir=None)
    found = nx.DiGraph()
    for module in graph.modules:
        found.add_node(module)
        for imported in graph.find_modules_directly_imported_by(module):
            found.add_edge(module, imported)
    return found


def test_there_are_no_import_cycles():
    graph = import_graph()
    cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_graph_sees_lazy_imports():
    """The cycle test is only as good as its graph: a lazy import inside a function shows."""
    graph = import_graph()
    # rootboard.cli.picture_commands imports the window only when a command runs (a cold
    # start must not pay for it): a function-level import.
    assert graph.has_edge("rootboard.cli.picture_commands", "rootboard.ui.window")

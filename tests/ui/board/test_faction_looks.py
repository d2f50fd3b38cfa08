"""How each faction looks is one table (rootboard/ui/board/faction_looks.py); no other window
code branches on a faction's id."""

import ast
from pathlib import Path

import pytest

from rootboard.game.factions import FACTIONS
from rootboard.ui.board import badges, piece_art, theme
from rootboard.ui.board.faction_looks import LOOKS, OTHER, look

UI = Path(__file__).resolve().parents[3] / "rootboard" / "ui"
SEATED = [fid for fid, f in FACTIONS.items() if not f.hireling]


@pytest.mark.parametrize("fid", SEATED)
def test_every_faction_that_takes_a_seat_has_its_own_look(fid):
    assert fid in LOOKS
    assert look(fid).mark in piece_art.GLYPH_SHAPES


@pytest.mark.parametrize("fid", [fid for fid, f in FACTIONS.items() if f.hireling])
def test_a_hireling_looks_like_any_other_faction_not_in_the_table(fid):
    assert look(fid) is OTHER
    assert theme.faction_colour(fid).name() == OTHER.colour
    assert badges.monogram(fid)  # from its name


@pytest.mark.parametrize("fid", SEATED)
def test_theme_badges_and_art_read_the_table(fid):
    assert theme.faction_colour(fid).name() == look(fid).colour
    if look(fid).monogram:
        assert badges.monogram(fid) == look(fid).monogram
    assert piece_art.mark_name(fid) == look(fid).mark_name


def test_two_factions_with_one_colour_differ_in_mark_or_monogram():
    seen = {}
    for fid, lk in LOOKS.items():
        seen.setdefault(lk.colour, []).append(fid)
    assert all(len(v) == 1 for v in seen.values())


def _faction_literals(tree) -> list[tuple[int, str]]:
    """Comparisons (==, !=, in, not in) of anything with a faction id literal."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for comp in [node.left, *node.comparators]:
                values = comp.elts if isinstance(comp, (ast.Tuple, ast.List, ast.Set)) else [comp]
                for v in values:
                    if isinstance(v, ast.Constant) and v.value in FACTIONS and v.value != "map":
                        found.append((node.lineno, v.value))
    return found


def test_no_window_code_but_the_looks_table_branches_on_a_faction_id():
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path.name == "faction_looks.py":
            continue
        for line, fid in _faction_literals(ast.parse(path.read_text(encoding="utf-8"))):
            offenders.append(f"{path.relative_to(UI)}:{line}: {fid}")
    assert offenders == []

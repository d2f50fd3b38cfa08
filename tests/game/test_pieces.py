"""Faction inventories as the Law's components list them (RULES.md 3.1), and piece lookup."""

from __future__ import annotations

import pytest

from rootboard.game.kinds import BUILDING, PAWN, RULING_KINDS, TOKEN, WARRIOR
from rootboard.game.factions import FACTIONS, PLAYER_FACTIONS, faction

CLI_NAMES = "marquise eyrie alliance vagabond vagabond2 riverfolk lizards duchy corvids hundreds keepers".split()

# faction -> (warriors, buildings, tokens, pawns), counted from RULES.md 3.1 ("Counts").
LAW_COUNTS = {
    "marquise": (25, 18, 9, 0),  # 6 sawmills, 6 workshops, 6 recruiters; 8 wood + the keep
    "eyrie": (20, 7, 0, 0),
    "alliance": (10, 3, 10, 0),
    "vagabond": (0, 0, 0, 1),
    "vagabond2": (0, 0, 0, 1),
    "riverfolk": (15, 0, 9, 0),
    "lizards": (25, 15, 0, 0),
    "duchy": (20, 6, 3, 0),  # 3 citadels, 3 markets; 3 tunnels
    "corvids": (15, 0, 8, 0),  # 2 each of bomb, snare, extortion, raid
    "hundreds": (21, 6, 5, 0),  # 20 warriors and the warlord, who is a warrior (14.2.2)
    "keepers": (15, 3, 12, 0),  # 12 relics
}


def test_the_command_line_names_every_faction():
    assert [f.id for f in PLAYER_FACTIONS] == CLI_NAMES


@pytest.mark.parametrize("fid", CLI_NAMES)
def test_inventory_matches_the_law(fid):
    pieces = FACTIONS[fid].pieces
    counted = tuple(sum(p.count for p in pieces if p.kind == kind) for kind in (WARRIOR, BUILDING, TOKEN, PAWN))
    assert counted == LAW_COUNTS[fid]


@pytest.mark.parametrize("fid", CLI_NAMES)
def test_piece_names_are_lower_case_and_warrior_or_pawn_is_named_so(fid):
    f = FACTIONS[fid]
    assert all(p.name == p.name.lower() and " " not in p.name for p in f.pieces)
    kinds = {p.kind for p in f.pieces}
    if WARRIOR in kinds:
        assert f.piece("warrior").kind == WARRIOR
    if PAWN in kinds:
        assert f.piece("pawn").kind == PAWN


def test_only_warriors_and_buildings_rule():
    assert RULING_KINDS == {WARRIOR, BUILDING}
    assert FACTIONS["hundreds"].piece("warlord").kind == WARRIOR
    assert FACTIONS["vagabond"].piece("pawn").kind == PAWN


def test_buildings_and_ruins_fill_slots_tokens_do_not():
    for f in FACTIONS.values():
        for p in f.pieces:
            assert p.fills_slot == (p.kind == BUILDING or p.name == "ruin"), (f.id, p.name)


def test_lookup_is_forgiving_about_case_and_plurals_and_clear_when_wrong():
    assert faction(" Marquise ").piece("Warriors").name == "warrior"
    import rootboard.game.terms  # noqa: F401  (the faction term the refusal names them with)

    with pytest.raises(ValueError, match="known: Marquise"):
        faction("cats")
    with pytest.raises(ValueError, match="sawmill, workshop"):
        FACTIONS["marquise"].piece("roost")


def test_unconfirmed_numbers_are_flagged():
    assert FACTIONS["lizards"].piece("fox-garden").unconfirmed
    assert FACTIONS["riverfolk"].piece("mouse-trade-post").unconfirmed
    assert not FACTIONS["marquise"].piece("warrior").unconfirmed


def test_the_map_has_its_own_pieces():
    names = {p.name for p in FACTIONS["map"].pieces}
    assert {"ruin", "ferry", "tower", "closed-path"} <= names

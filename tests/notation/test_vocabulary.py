"""vocabulary.py: every name it gives a translation is one rootboard has."""

from __future__ import annotations

from rootboard.board.catalog import aliases, shipped_maps
from rootboard.game.factions import FACTIONS
from rootboard.game.unconfirmed import HIRELINGS, LANDMARKS
from rootboard.game.factions.vagabond.board import ITEMS, WHERE
from rootboard.notation import vocabulary as words


def test_every_faction_letter_names_a_faction_of_rootboard():
    assert set(words.FACTIONS.values()) <= set(FACTIONS)
    assert {FACTIONS[fid].vagabond for fid in (words.FACTIONS[v] for v in words.VAGABONDS)} == {True}


def test_every_piece_name_is_one_its_faction_has():
    for letter, pieces in words.PIECES.items():
        faction = FACTIONS[words.FACTIONS[letter]]
        # A face-down plot's kind is hidden (13.2.2): rootboard knows only the four kinds.
        missing = {name for name in pieces.values() if not faction.has_piece(name)} - {"plot"}
        assert not missing, (letter, missing)


def test_every_hireling_landmark_item_and_map_is_rootboards():
    assert {h[2] for h in words.HIRELINGS.values()} == set(HIRELINGS)
    assert set(words.LANDMARKS.values()) == set(LANDMARKS)
    assert set(words.ITEMS.values()) - {"club"} <= set(ITEMS)  # clubs are a hireling's, no Vagabond's
    shipped = set(shipped_maps()) | set(aliases())
    assert set(words.MAPS.values()) <= shipped


def test_the_bare_hireling_letters_are_no_factions_letters():
    assert words.BARE_HIRELINGS == {"T", "S", "J"}


def test_the_item_areas_are_the_vagabond_s_board_s():
    """``%sd->s``: each area of his board the log names (9.2.5, 9.2.7) is one his board keeps,
    by the name it keeps it under (the battle reading's Damaged box is read from here)."""
    assert sorted(words.ITEM_AREAS.values()) == sorted(WHERE)

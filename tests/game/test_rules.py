"""Rule (2.5) and what changes it, as the Law states it (RULES.md 1.7 and edge cases 7-11)."""

from __future__ import annotations

import pytest

from rootboard.game.rules import ruling, rulers
from rootboard.game.state import BURROW
from tests.game.gamekit import MAPS, game, put, turn_of

# (id, pieces in one clearing as (faction, piece, count), expected ruler, expected section)
CASES = [
    ("empty", [], None, "2.5"),
    ("most warriors", [("marquise", "warrior", 2), ("alliance", "warrior", 1)], "marquise", "2.5"),
    ("buildings count", [("alliance", "fox-base", 1), ("marquise", "warrior", 0)], "alliance", "2.5"),
    ("warriors plus buildings", [("marquise", "warrior", 1), ("marquise", "sawmill", 1),
                                 ("alliance", "warrior", 1)], "marquise", "2.5"),
    ("tie rules nobody", [("marquise", "warrior", 2), ("alliance", "warrior", 2)], None, "2.5"),
    ("three-way tie", [("marquise", "warrior", 1), ("alliance", "warrior", 1),
                       ("duchy", "warrior", 1)], None, "2.5"),
    ("tokens never rule", [("alliance", "sympathy", 1), ("marquise", "wood", 3),
                           ("corvids", "bomb", 1)], None, "2.5"),
    ("tokens do not break a tie", [("marquise", "warrior", 1), ("marquise", "wood", 2),
                                   ("alliance", "warrior", 1)], None, "2.5"),
    ("pawn alone", [("vagabond", "pawn", 1)], None, "9.2.2"),
    ("pawn beside one warrior", [("vagabond", "pawn", 1), ("alliance", "warrior", 1)], "alliance", "2.5"),
    ("pawn does not break a tie", [("vagabond", "pawn", 1), ("vagabond2", "pawn", 1),
                                   ("marquise", "warrior", 1), ("alliance", "warrior", 1)], None, "2.5"),
    ("Lords of the Forest", [("eyrie", "warrior", 2), ("marquise", "warrior", 2)], "eyrie", "7.2.2"),
    ("Lords of the Forest in a three-way tie", [("eyrie", "roost", 1), ("marquise", "warrior", 1),
                                                ("alliance", "warrior", 1)], "eyrie", "7.2.2"),
    ("Eyrie behind is not a tie", [("eyrie", "warrior", 1), ("marquise", "warrior", 2),
                                   ("alliance", "warrior", 2)], None, "2.5"),
    ("Pilgrims beat Lords of the Forest", [("eyrie", "warrior", 2), ("lizards", "warrior", 1),
                                          ("lizards", "fox-garden", 1)], "lizards", "10.2.4"),
    ("Pilgrims with fewer pieces", [("marquise", "warrior", 5), ("lizards", "rabbit-garden", 1)], "lizards", "10.2.4"),
    ("warlord is a warrior", [("hundreds", "warlord", 1), ("marquise", "warrior", 1),
                              ("hundreds", "mob", 1)], None, "2.5"),
    ("warlord tips the count", [("hundreds", "warlord", 1), ("hundreds", "warrior", 1),
                                ("marquise", "warrior", 1)], "hundreds", "2.5"),
]


@pytest.mark.parametrize("map_name", MAPS)
@pytest.mark.parametrize("pieces, ruler, section", [pytest.param(*c[1:], id=c[0]) for c in CASES])
def test_rule(map_name, pieces, ruler, section):
    for cid in (3, 9):  # any clearing: rule does not depend on where
        state = game(map_name)
        for fid, piece, n in pieces:
            if n:
                put(state, cid, fid, piece, n)
        found = ruling(state, cid)
        assert (found.ruler, found.section) == (ruler, section), found.message
        assert section in found.message.sections
        assert rulers(state)[cid] == ruler and set(rulers(state)) == set(state.topology.board.clearings)


def test_the_burrow_is_always_the_duchys():
    state = game("autumn")
    put(state, BURROW, "marquise", n=3)  # arranged by hand; the rules never let it happen
    assert (ruling(state, BURROW).ruler, ruling(state, BURROW).section) == ("duchy", "12.2.2")


def test_an_uncontrolled_hireling_rules_like_a_player():
    state = game("lake", hirelings=1)
    put(state, 5, "hireling1", n=2); put(state, 5, "marquise")
    assert ruling(state, 5).ruler == "hireling1"


def test_a_controlled_hirelings_pieces_count_for_its_controller():
    state = game("lake", hirelings=1)
    put(state, 5, "hireling1"); put(state, 5, "marquise"); put(state, 5, "alliance", n=1)
    state.controllers["hireling1"] = "marquise"
    assert ruling(state, 5).ruler == "marquise"
    state.controllers["hireling1"] = None
    assert ruling(state, 5).ruler is None  # three sides with one each


def test_mercenaries_rule_for_the_buyer_in_daylight_only():
    state = game("autumn")
    put(state, 5, "riverfolk", n=2); put(state, 5, "marquise", n=1); put(state, 5, "alliance", n=2)
    state.effects["marquise"] = {"mercenaries"}
    turn_of(state, "marquise", "birdsong")
    assert ruling(state, 5).ruler is None  # not yet: Daylight and Evening only (11.2.7.III)
    turn_of(state, "marquise", "daylight")
    assert ruling(state, 5).ruler == "marquise"  # 1 + 2 mercenaries against 2
    turn_of(state, "eyrie", "daylight")
    assert ruling(state, 5).ruler is None  # someone else's turn: the Riverfolk tie the Alliance

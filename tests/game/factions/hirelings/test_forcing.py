"""The Warm Sun Prophets' forcing choice judged against the position (16.4.2.IV): a player with
faction pieces where a Prophet warrior stands, even the controller, forced to battle there or to
move to an adjacent clearing; the battle and moves after are the forced player's, played by the
table; the action is spent, its placing choice with it."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.hirelings.actions import PlaceWarrior
from rootboard.game.factions.hirelings.deploy import adjacent
from rootboard.game.factions.hirelings.forcing import Force
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put

H = "warm-sun-prophets"


def prophets():
    state = hired(H)
    here, bare = sorted(state.topology.board.clearings)[:2]
    put(state, here, H)
    put(state, here, PLAYERS[1])
    put(state, here, ME)
    put(state, bare, PLAYERS[2])
    return state, here, bare


def test_a_player_with_faction_pieces_where_a_prophet_stands_is_forced():
    state, here, bare = prophets()
    verdicts = offered(state, "hireling-force")
    battles = {(a.target, a.where) for a, v in verdicts.items() if v.legal and a.choice == "battle"}
    assert battles == {(PLAYERS[1], here), (ME, here)}  # even its controller
    refused = Force(H, PLAYERS[2], bare).check(state)
    assert not refused.legal and refused.message.id == "hireling-force.no-prophet"
    assert not Force(H, PLAYERS[2], here).check(state).possible  # no faction piece of theirs there
    outcome = replay.perform(state, Force(H, PLAYERS[1], here))
    assert outcome.applied and "16.4.3.VI" in outcome.verdict.sections
    again = PlaceWarrior(H, bare).check(state)
    assert again.message.id == "hireling-use.taken"  # one action: its other choice is spent


def test_a_forced_move_goes_to_an_adjacent_clearing_named():
    state, here, _ = prophets()
    near = min(adjacent(state, here))
    far = next(c for c in sorted(state.topology.board.clearings) if c != here and c not in adjacent(state, here))
    with pytest.raises(BadInput):
        Force(H, PLAYERS[1], here, "move").check(state)
    assert Force(H, PLAYERS[1], here, "move", far).check(state).message.id == "hireling-force.not-adjacent"
    assert Force(H, PLAYERS[1], here, "move", near).check(state).legal

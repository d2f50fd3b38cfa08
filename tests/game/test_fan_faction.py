"""A faction is one room: a fan faction defined in its own module (tests/game/fan_faction.py),
and no other file, can be placed, moved, rule a clearing, be set up and be drawn.

The Bees play under a Law with one faction more; every check below goes through the same core
the shipped factions use (placement, movement, who rules, the setups, the game file, the
builder of what is shown).
"""

from __future__ import annotations

import pytest

from rootboard.game.display import position_display
from rootboard.game.factions import LAW
from rootboard.gamefile.file import read_game, save_game
from rootboard.game.kinds import WARRIOR
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import perform
from rootboard.game.actions import Move, Place
from rootboard.game.rules import ruling
from rootboard.setup import record
from tests.game.fan_faction import BEES, SWARM, SWARM_SIZE

FAN_LAW = LAW.with_faction(BEES)


def _path(topology):
    a, b = next(p.key for p in topology.board.paths if not p.closed)
    return a, b


@pytest.fixture
def game():
    return new_game("autumn", ["marquise", "bees"], seed=1, law=FAN_LAW)


def test_the_shipped_law_does_not_know_the_bees():
    assert "bees" not in LAW and "bees" in FAN_LAW
    assert [f.id for f in FAN_LAW.players][-1] == "bees"


def test_the_bees_are_placed_and_moved_by_the_core_rules(game):
    a, b = _path(game.topology)
    placed = perform(game, Place(PieceRequest("bees", WARRIOR, a, SWARM_SIZE + 1)))
    assert placed.applied and placed.verdict.section == "16.6.19"
    assert game.count(a, ("bees", WARRIOR)) == SWARM_SIZE + 1 and game.supply[("bees", WARRIOR)] == 10 - SWARM_SIZE - 1
    moved = perform(game, Move(MoveRequest("bees", a, b)))
    assert moved.applied and moved.verdict.section == "4.2.1"  # they rule the origin
    far = next(c for c in game.topology.board.clearings if c != a and not game.topology.is_adjacent(a, c))
    refused = perform(game, Move(MoveRequest("bees", a, far)))
    assert not refused.applied and refused.verdict.section == "4.2"
    # A building needs a slot (2.2.3): the box's hives are limited by the clearing's slots.
    slots = game.topology.board.clearings[a].slots - game.count(a, ("map", "ruin"))
    too_many = perform(game, Place(PieceRequest("bees", "hive", a, slots + 1)))
    assert not too_many.applied and too_many.verdict.section == "2.2.3"


def test_swarm_rules_a_clearing_whatever_the_counts(game):
    a, _ = _path(game.topology)
    perform(game, Place(PieceRequest("marquise", WARRIOR, a, SWARM_SIZE + 2)))
    perform(game, Place(PieceRequest("bees", WARRIOR, a, SWARM_SIZE - 1)))
    assert ruling(game, a).ruler == "marquise"  # the most warriors (2.5)
    perform(game, Place(PieceRequest("bees", WARRIOR, a, 1)))
    found = ruling(game, a)
    assert found.ruler == "bees" and found.message.id == SWARM.id and found.section == "F.1"


def test_the_bees_are_set_up_by_both_setups(game):
    topology = game.topology
    standard = record.start(topology, record.make_config(record.STANDARD, factions=("marquise", "bees")), seed=4,
                            law=FAN_LAW)
    standard.run_auto()
    corners = {c for c, clearing in topology.board.clearings.items() if clearing.corner}
    hive = [a for a, held in standard.state.areas.items() if held.get(("bees", "hive"))]
    assert len(hive) == 1 and hive[0] in corners and standard.state.count(hive[0], ("bees", WARRIOR)) == SWARM_SIZE
    assert "bees.corner" in [sid for sid, _ in standard.choices]
    advanced = record.start(topology, record.make_config(record.ADVANCED, players=2, factions=("bees", "duchy")),
                            seed=5, law=FAN_LAW)
    advanced.run_auto()
    home = advanced.ctx.homelands["bees"][0]
    assert advanced.state.count(home, ("bees", "hive")) == 1
    # The Duchy's homeland is not adjacent to the Bees' (their card's distance rule, 16.1.8.II.b).
    assert not topology.is_adjacent(home, advanced.ctx.homelands["duchy"][0])


def test_a_game_of_the_bees_is_saved_read_back_and_drawn(game, tmp_path):
    a, b = _path(game.topology)
    perform(game, Place(PieceRequest("bees", WARRIOR, a, SWARM_SIZE)))
    perform(game, Move(MoveRequest("bees", a, b)))
    path = tmp_path / "bees.json"
    save_game(game, path)
    again = read_game(path, FAN_LAW).state  # its history replayed through the rules
    assert again.count(b, ("bees", WARRIOR)) == 1 and len(again.history) == 2
    shown = position_display(again)  # what the window, the wizard, render and status draw
    assert ("bees", WARRIOR, SWARM_SIZE - 1) in shown.pieces[a] and ("bees", WARRIOR, 1) in shown.pieces[b]
    assert shown.rulers[a] == "bees"  # the most warriors, two of them: no swarm yet (2.5)

"""What is played at any moment of anyone's turn, which the turn does not judge: the core's own
kinds (``check.ANY_MOMENT``: the turn's own moves, cards) and those a room declares on its
identity (``Faction.any_moment_kinds``: Outrage 8.2.6, the Price of Failure 12.2.3, the Eyrie's
leader 7.7.3, the Vagabond's board 9.2), read off the room of the action played, whoever plays
it, without importing the room's turn (issue 32). So with a faction's setup's actions
(``Faction.setup_kinds``). Every action tried is one of ``EVERY_KIND`` (one of each kind)."""

from __future__ import annotations

import pytest

from rootboard.game.law import loaded
from rootboard.game.factions import LAW
from rootboard.game.state import PHASES
from rootboard.game.turns import check
from rootboard.game.turns.steps import steps_of
from tests.game.gamekit import game, turn_of
from tests.game.test_gamefile import EVERY_KIND


def room_of(cls) -> str | None:
    return check._room_of(cls.__module__)


def own_kinds(faction) -> set:
    """The kinds of the actions written in ``faction``'s room (its identity's package)."""
    return {a.kind for a in loaded(faction.actions) if room_of(a) == room_of(type(faction))}


DECLARED = {f.id: f.any_moment_kinds for f in LAW if f.any_moment_kinds}
MOMENTS = frozenset().union(*DECLARED.values())
ROOM_ACTIONS = [a for a in EVERY_KIND if room_of(type(a)) is not None]


def test_the_core_s_any_moment_kinds_are_no_room_s():
    assert check.ANY_MOMENT <= set(LAW.actions)
    assert not [k for k in check.ANY_MOMENT if room_of(LAW.action(k)) is not None]


def test_each_faction_s_any_moment_kinds_are_its_room_s_actions():
    assert {"eyrie", "alliance", "duchy", "vagabond"} <= set(DECLARED)
    for fid, kinds in DECLARED.items():
        assert kinds <= own_kinds(LAW[fid]), fid


@pytest.mark.parametrize("kind", ["eyrie-leader", "alliance-outrage", "alliance-base-lost", "duchy-price"])
def test_a_reaction_no_step_of_its_owner_s_turn_takes_is_declared(kind):
    """What reading the turn would say of these (no step of the owner's takes them) is what not
    reading it says. The Vagabond's items and hits are named by his Daylight and Evening steps
    (when his chapter does them), yet played in anyone's turn too (hits in another's battle)."""
    owner = next(f for f in LAW if kind in f.any_moment_kinds)
    assert not any(step.allows(kind) for step in steps_of(owner))


def _another(state, *not_these) -> str:
    return next(f for f in state.factions if f not in not_these and room_of(type(LAW[f])) not in
                {room_of(type(LAW[n])) for n in not_these if n in state.factions})


@pytest.mark.parametrize("action", [a for a in ROOM_ACTIONS if a.kind in MOMENTS], ids=lambda a: a.kind)
def test_a_declared_action_is_not_judged_by_the_turn_in_its_owner_s_turn_or_another_s(action):
    """Outrage paid by the mover, a relationship naming the other faction, the Price of Failure
    in whoever's turn: the turn says nothing, in any phase of anyone's turn."""
    state = game("autumn")
    owner = next(f for f in state.factions if room_of(type(LAW[f])) == room_of(type(action)))
    for current in (owner, _another(state, owner)):
        for phase in PHASES:
            turn_of(state, current, phase)
            assert check.plan(state, action) is None, (current, phase)


def test_a_room_s_action_declared_nowhere_is_judged_by_the_turn():
    """A room's action whose player's turn takes it, played in another's turn, is refused by the
    turn (1.4.1): it is not skipped. Each room with such actions is tried."""
    tried: set = set()
    for action in ROOM_ACTIONS:
        if action.kind in MOMENTS:
            continue
        state = game("autumn")
        owner = next((f for f in state.factions if room_of(type(LAW[f])) == room_of(type(action))), None)
        if owner is None:
            continue  # a hireling's: no seat takes its turn
        turn_of(state, owner, "birdsong")
        who = check.actor(state, action)
        if who is None or room_of(type(LAW[who])) != room_of(type(action)) \
                or not any(step.allows(action.kind) and not step.any_kind for step in steps_of(LAW[who])):
            continue  # not its player's turn's to judge (the Riverfolk's setup, a service bought)
        turn_of(state, _another(state, who), "daylight")
        problem = check.plan(state, action).problem
        assert problem is not None and problem.id == check.NOT_ON_TURN.id, action.kind
        tried.add(room_of(type(action)))
    assert {"marquise", "eyrie", "alliance", "vagabond", "duchy"} <= tried


def test_declared_actions_are_judged_without_importing_any_turn():
    """A fresh process judging each declared action (read as a game file holds it) in another's
    tracked turn imports no turn module of any room."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    datas = [a.to_json() for a in ROOM_ACTIONS if a.kind in MOMENTS]
    code = f"""
import json, sys
from rootboard.game.actions import read_action
from rootboard.game.factions import LAW
from rootboard.game.turns.check import plan
from tests.game.gamekit import game, turn_of
state = turn_of(game("autumn"), "marquise", "daylight")
print(all(plan(state, read_action(d, LAW)) is None for d in json.loads({json.dumps(json.dumps(datas))})))
print(sorted(m for m in sys.modules if m.startswith("rootboard.game.factions.") and m.endswith(".turn")))
"""
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert {d["type"] for d in datas} == MOMENTS
    assert done.stdout.split("\n")[:2] == ["True", "[]"]


def test_the_price_of_failure_is_played_at_any_moment():
    from rootboard.game.factions.duchy.actions import PriceOfFailure

    assert PriceOfFailure.kind in LAW[LAW.parse("duchy").id].any_moment_kinds


def test_each_faction_s_setup_kinds_are_its_room_s_actions_and_no_step_of_its_turn_takes_them():
    """Faction.setup_kinds (the Riverfolk's starting funds and prices, 11.3.4-11.3.5) are judged
    without reading the faction's turn: what reading it would say, that no step takes them,
    checked here against every faction's steps; and each is a kind of the faction's own room."""
    declared = {f.id: f.setup_kinds for f in LAW if f.setup_kinds}
    assert "riverfolk" in declared
    for fid, kinds in declared.items():
        faction = LAW[fid]
        assert kinds <= own_kinds(faction), fid
        assert not any(step.allows(kind) for step in steps_of(faction) for kind in kinds), fid

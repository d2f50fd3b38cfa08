"""The Underground Duchy's turn (12.4-12.6): its steps in chapter order, the options at each
judged by the actions' own checks (each playable one applies and undoes), a third Assembly
action refused, the Birdsong's warriors and the Evening's return and draw done on leaving."""

from __future__ import annotations

import pytest

from rootboard.board.topology import BURROW
from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.factions.duchy import actions as a
from rootboard.game.factions.duchy.board import ASSEMBLY_ACTIONS, birdsong_warriors, evening_draw, revealed
from rootboard.game.factions.duchy.turn import STEPS, candidates
from rootboard.game.state import PHASES
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.duchy.kit import D, card_of, empty_of, hand, position, put, set_board, snapshot

FOX = "fox"


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_its_steps_follow_its_chapter():
    steps = steps_of(position().law[D])
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=PHASES.index)
    assert [s.section for s in steps] == sorted((s.section for s in steps),
                                                key=lambda x: tuple(int(p) for p in x.split(".")))
    assert step("assembly").times == ASSEMBLY_ACTIONS and step("sway").times == 1
    assert all(s.words is not None and s.words.id == f"turn-step.duchy.{s.id}" for s in steps)


def busy(phase, at):
    """Duchy warriors, a tunnel and buildings on the map beside a Marquise warrior, warriors in
    the Burrow, the Foremole, Captain and Mayor swayed, cards in hand."""
    s = position(phase)
    spots = empty_of(s, FOX) + empty_of(s, "mouse")
    put(s, spots[0], D, "warrior", 2)
    put(s, spots[0], "marquise")
    put(s, spots[0], D, "tunnel")
    put(s, spots[1], D, "warrior")
    put(s, spots[1], D, "market")
    put(s, BURROW, D, "warrior", 3)
    set_board(s, swayed=["foremole", "captain", "mayor"])
    s.step = at
    return s


@pytest.mark.parametrize("phase, at", [("birdsong", "birdsong"), ("daylight", "assembly"),
                                       ("daylight", "parliament"), ("daylight", "sway")])
def test_every_option_is_judged_as_played_and_the_playable_ones_apply(phase, at):
    s = busy(phase, at)
    found = options(s)
    assert any(o.playable and o.action.kind not in ("step", "phase", "end-turn") for o in found)
    assert len(found) > len(candidates(s, step(at)))  # and the turn's own moves
    for option in found:
        assert option.verdict == judge(s, option.action)
    for option in (o for o in found if o.playable):
        fresh = busy(phase, at)  # each on the position it was judged on (a battle's dice are the history's)
        before = snapshot(fresh)
        assert replay.perform(fresh, option.action).applied, option.action
        replay.undo(fresh)
        assert snapshot(fresh) == before


def test_a_third_assembly_action_is_refused_with_the_chapters_section():
    s = busy("daylight", "assembly")
    for _ in range(ASSEMBLY_ACTIONS):
        assert replay.perform(s, a.Recruit()).applied
    assert s.taken["assembly"] == ASSEMBLY_ACTIONS
    outcome = replay.perform(s, a.Recruit())
    assert not outcome.applied and "12.5.1" in outcome.verdict.sections


def test_leaving_birdsong_places_its_warriors_in_the_burrow():
    s = position("birdsong")
    count = birdsong_warriors(s)
    assert replay.perform(s, NextStep()).applied
    assert s.count(BURROW, (D, "warrior")) == count and s.phase == "daylight"


def test_leaving_the_return_step_discards_the_birds_and_returns_the_rest():
    s = position()
    c, d = empty_of(s, FOX)[:2]
    put(s, c, D)
    put(s, d, D)
    bird, fox = card_of(s, "bird"), card_of(s, FOX)
    hand(s, bird, fox)
    assert replay.perform(s, a.Build(c, "citadel", fox)).applied
    assert replay.perform(s, a.Build(d, "market", bird)).applied
    s.phase, s.step = "evening", "return"
    assert replay.perform(s, NextStep()).applied
    assert revealed(s) == [] and bird in table.discard_pile(s) and table.hand_size(s, D) == 1
    assert fox in table.known_in_hand(s, D)


def test_leaving_the_draw_step_draws_by_the_markets():
    s = position("evening")
    put(s, empty_of(s, FOX)[0], D, "market")
    s.step = "draw"
    hand(s, card_of(s, FOX))
    before = table.hand_size(s, D)
    count = evening_draw(s)
    assert replay.perform(s, NextStep()).applied
    assert table.hand_size(s, D) == before + count


def test_parliament_moves_and_battles_are_those_the_ministers_allow(tmp_path):
    from rootboard.game.actions import Move
    from rootboard.game.factions.duchy import ministers as m
    from rootboard.game.factions.duchy.board import GRANTS
    from rootboard.game.movement import MoveRequest, neighbours

    s = busy("daylight", "parliament")
    origin = next(c for c in s.topology.board.clearings if s.count(c, (D, "warrior")) >= 2)
    to = next(n for n in sorted(neighbours(s, origin), key=str) if isinstance(n, int))
    move = Move(MoveRequest(D, origin, to, 1))
    outcome = replay.perform(s, move)
    assert not outcome.applied and "12.5.2" in outcome.verdict.sections  # no minister has allowed one
    assert replay.perform(s, m.Mayor("captain")).applied  # the Mayor stands for the Captain: one battle
    assert replay.perform(s, m.Captain()).applied
    assert s.taken.get("parliament", 0) == 0  # a minister's action is not one of them
    from rootboard.game.factions.duchy.turn import times

    assert times(s, step("parliament")) == 2 * GRANTS["captain"]
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    path = tmp_path / "g.json"
    save_game(s, path)  # the Mayor's mark and the ministers' marks are kept by the game file
    back = load(path).state
    assert back.used == s.used and snapshot(back) == snapshot(s)

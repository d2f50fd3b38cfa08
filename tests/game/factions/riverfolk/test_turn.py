"""The Riverfolk's turn (11.4-11.6): its steps in chapter order, the options at each judged by
the actions' own checks, what leaving Birdsong does, and a game file with its actions."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.factions.riverfolk.actions import Buy
from rootboard.game.factions.riverfolk.board import PRICES, PROTECTIONISM, SERVICES, box, prices
from rootboard.game.factions.riverfolk.turn import STEPS, leaving
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.marquise.kit import snapshot
from tests.game.factions.riverfolk.kit import R, position, priced


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_its_steps_follow_its_chapter():
    steps = steps_of(position().law[R])
    order = ("birdsong", "daylight", "evening")
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=order.index)
    assert [s.section for s in steps] == sorted(s.section for s in steps)
    assert {s.section for s in steps} == {"11.4", "11.5", "11.6.1", "11.6.2"}


def test_every_playable_option_is_judged_as_played_and_applies():
    for phase, step_id in (("birdsong", "collect"), ("evening", "prices")):
        s = position(R, phase)
        s.step = step_id
        found = options(s)
        playable = [o for o in found if o.playable]
        assert playable
        for o in found:
            assert o.verdict == judge(s, o.action)
        for o in playable:
            copy = position(R, phase)
            copy.step = step_id
            assert replay.perform(copy, o.action).applied


def test_every_price_is_offered_in_evening():
    s = position(R, "evening")
    s.step = "prices"
    offered = {(o.action.hand_card, o.action.riverboats, o.action.mercenaries) for o in options(s) if o.playable and o.action.kind == "riverfolk-prices"}
    assert len(offered) == len(PRICES) ** len(SERVICES)


def test_leaving_birdsong_collects_once():
    s = position(R, "birdsong")
    edits, notes = leaving(s, step("collect"))
    s.apply(edits)
    assert box(s, "funds") == {R: PROTECTIONISM} and notes[0].sections[0] == "11.4.3"
    assert leaving(s, step("collect")) == ([], [])


def test_a_game_file_with_its_actions_saves_and_loads(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = priced(position("marquise", "birdsong"))
    replay.perform(s, Buy("marquise", "riverboats"))
    path = tmp_path / "g.json"
    save_game(s, path)
    loaded = load(path)
    loaded = getattr(loaded, "state", loaded)
    assert snapshot(loaded) == snapshot(s) and prices(loaded) == prices(s)


def test_their_discard_is_not_left_over_five_cards_as_the_prices_follow_it():
    """Found checking the options' property test (issue 35): the discard left with seven cards
    reached the prices, where no discard is offered and the end of the turn is refused (11.6.1)."""
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size
    from rootboard.game.turns.actions import NextStep

    s = position(R, "evening")
    assert replay.perform(s, Draw(R, 7)).applied
    s.step = "discard"
    moves = [o for o in options(s) if o.action.kind == "step"]
    assert moves and not any(o.playable for o in moves)
    assert moves[0].verdict.sections[0] == "11.6.1"
    assert not replay.perform(s, NextStep()).applied  # enforce mode: refused, nothing changes
    discard = next(o for o in options(s) if o.action.kind == "discard" and o.playable)
    assert replay.perform(s, discard.action).applied
    assert hand_size(s, R) == 5
    assert judge(s, NextStep()).legal  # five cards: on to the prices (11.6.2)


def test_another_player_is_offered_each_service_at_its_price_in_its_birdsong():
    """The services are bought on the buyer's turn in Birdsong (11.2.6, 11.2.7): its options
    offer one Buy per service priced, judged by the Buy's own check; none in its Daylight, none
    to the Riverfolk themselves."""
    for_sale = priced(position("marquise", "birdsong"))
    offered = [o for o in options(for_sale) if o.action.kind == "riverfolk-buy"]
    assert sorted(o.action.service for o in offered) == sorted(SERVICES) and all(o.playable for o in offered)
    assert {o.action.faction for o in offered} == {"marquise"}
    for o in offered:
        assert o.verdict == judge(for_sale, o.action)
        copy = priced(position("marquise", "birdsong"))
        assert replay.perform(copy, o.action).applied and box(copy, "payments") == {"marquise": prices(copy)[o.action.service]}
    assert not [o for o in options(priced(position("marquise", "daylight"))) if o.action.kind == "riverfolk-buy"]
    assert not [o for o in options(priced(position(R, "birdsong"))) if o.action.kind == "riverfolk-buy"]
    unpriced = position("marquise", "birdsong")  # no price set yet (11.6.2): nothing offered
    assert not [o for o in options(unpriced) if o.action.kind == "riverfolk-buy"]


def test_its_setup_is_judged_in_another_s_turn_without_its_turn_and_its_turn_s_actions_are_refused_there():
    """Its starting funds and prices (11.3.4, 11.3.5; Faction.setup_kinds) are played while
    another faction is on turn: the turn has nothing to say of them, and a fresh process judging
    them does not import its turn's module (a replay of its log plays them so, issue 32). Its
    turn's own prices (11.6.2) in another's turn are refused (1.4.1): that reads its steps."""
    import subprocess
    import sys

    code = """
import sys
from rootboard.game.factions.riverfolk.actions import SetPrices, StartingFunds, StartingPrices
from rootboard.game.factions.riverfolk.board import PRICES
from rootboard.game.turns.check import plan
from tests.game.factions.riverfolk.kit import position
turn = "rootboard.game.factions.riverfolk.turn"
s = position("marquise", "evening")
setup = [plan(s, StartingFunds()), plan(s, StartingPrices(*PRICES[:3]))]
print(setup == [None, None], turn in sys.modules)
own = plan(s, SetPrices(*PRICES[:3]))
print(own.problem.id, own.problem.sections, turn in sys.modules)
"""
    from pathlib import Path

    root = Path(__file__).resolve().parents[4]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    setup, own = done.stdout.split("\n")[:2]
    assert setup == "True False"
    assert own == "turn.not-on-turn ('1.4.1',) True"

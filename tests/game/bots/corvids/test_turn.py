"""The Cogwheel Corvids' turn (Law of Rootbotics 11.4-11.6 [RDB]; [CR] "Cogwheel Corvids" the
second reading), on hand-worked positions: what the chapter's text says it does there, worked out by hand and
asserted step by step. Clearings come from the derived board (a suit's clearings, adjacency);
priorities are the clearing ids (2.1)."""

from __future__ import annotations

import pytest

from rootboard.game.bots.corvids.turn import RECRUITED, STEPS
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from tests.game.bots.corvids.kit import (C, adjacent, corvids_game, doings, face_up, of_suit, placed, put, said,
                                         snapshot, suit_with, turn)


def _plots_on_map(state):
    return {c for c in state.topology.board.clearings
            if any(state.count(c, (C, p)) for p in ("bomb", "snare", "extortion", "raid"))}


def test_its_seat_walks_its_own_turn():
    state = corvids_game()
    assert steps_of(state.law[C]) == STEPS
    assert {s.section for s in STEPS} == {"16.1.3"}
    assert [step_words(state.law[C], s).params["section"] for s in STEPS] == ["11.4", "11.5", "11.6"]


def test_recruit_prefers_clearings_without_a_plot_then_most_warriors_and_flips_without_warriors():
    # A suit with three clearings a < b < c: a face-down snare in a (no warrior there), two Corvid
    # warriors in c. Recruit (11.4.3): no plot first (b, c), then most warriors: c, b; two each
    # (Normal), placed by priority (2.4): b then c. Flip (11.4.4): the snare in a, no warrior
    # needed: 1 VP (one face-up plot). Plot (11.5.3): the ordered clearing without a plot with
    # the most warriors: c (4), one warrior removed.
    state = corvids_game()
    suit = suit_with(state, 3)
    a, b, c = of_suit(state, suit)[:3]
    put(state, a, C, "snare")
    put(state, c, C, n=2)
    played = turn(state, suit)
    assert [(x["request"]["where"], x["request"]["count"]) for x in doings(played, "place")][:2] == [(b, 2), (c, 2)]
    assert doings(played, "flip") == [{"type": "flip", "clearing": a}] and a in state.face_up
    assert [x["clearing"] for x in doings(played, "corvids-plot")] == [c]
    assert state.count(c, (C, "warrior")) == 3 and state.count(b, (C, "warrior")) == 2
    assert state.scores[C] == 1
    assert all(p.doing.section.startswith("11.") for p in played)
    assert state.current != C  # its Evening ended the turn (11.6.2)


@pytest.mark.parametrize("difficulty", sorted(RECRUITED))
def test_each_difficulty_recruits_its_count_in_two_clearings(difficulty):
    state = corvids_game(difficulty=difficulty)
    suit = suit_with(state, 2)
    a, b = of_suit(state, suit)[:2]
    n = {"easy": 1, "normal": 2, "challenging": 3, "nightmare": 3}[difficulty]  # [CR] SpecificDifficulty
    played = turn(state, suit)
    assert placed(played) == {a: n, b: n}


def test_the_plot_thickens_when_the_supply_runs_out():
    # Fourteen of its fifteen warriors in d (another suit, no plot): one is left for b. The Plot
    # Thickens in d (the clearing without a plot with three or more warriors): a warrior removed,
    # a plot placed; the second warrior goes to b. For c none is left and no clearing without a
    # plot has three warriors: the rest is not recruited.
    state = corvids_game()
    suit = suit_with(state, 2)
    b, c = of_suit(state, suit)[:2]
    d = next(x for x in sorted(state.topology.board.clearings) if state.suits[x] != suit)
    put(state, d, C, n=14)
    played = turn(state, suit)
    assert placed(played)[b] == 2 and c not in placed(played)
    ids = said(played)
    assert ids.index("bot.corvids.thickens") < ids.index("bot.corvids.no-thickens")
    assert [x["request"]["where"] for x in doings(played, "remove")] == [d]
    assert d in _plots_on_map(state)


def test_battles_in_each_ordered_clearing_with_two_or_more_warriors_the_defender_with_most_buildings_and_tokens():
    # 11.5.1 [RDB]: "Battle in each ordered clearing that has two or more Corvid warriors" (the
    # chapter; [CR] reads "each of two", which would stop after b). Four ordered clearings
    # a < b < c < d, each with two Marquise warriors; Corvid warriors 3, 3, 2, 1. Recruit
    # (11.4.3): no plot anywhere, most Corvid warriors: a and b (+2 each). Battles by priority:
    # a, b, c (two or more), not d (one). In a, an Eyrie roost too: the Eyrie is battled (most
    # buildings and tokens), though the Marquise has more pieces there.
    state = corvids_game()
    suit = suit_with(state, 4)
    a, b, c, d = of_suit(state, suit)[:4]
    for x, n in ((a, 3), (b, 3), (c, 2), (d, 1)):
        put(state, x, C, n=n)
        put(state, x, "marquise", n=2)
    put(state, a, "eyrie", "roost")
    played = turn(state, suit, rolls=[(0, 0)] * 3)
    assert [(x["clearing"], x["defender"]) for x in doings(played, "battle")] == [
        (a, "eyrie"), (b, "marquise"), (c, "marquise")]
    assert all(p.doing.section == "11.5.1" for p in played if p.action and p.action.get("type") == "battle")


def test_the_plot_thickens_every_daylight_in_the_clearing_without_a_plot_with_most_warriors():
    # 11.5 [RDB]: Daylight's four steps end with The Plot Thickens (11.5.4; [CR] corvid.ts lists
    # it fourth too), with its supply not empty (10 warriors put, 4 recruited, of 15). Outside
    # the order's suit: x with three Corvid warriors, y with four, z with three and a face-down plot. No recruit, battle, move or plot
    # touches them (not ordered). The Plot Thickens in y: no plot, the most warriors (three or
    # more; 11.5.4.I): one warrior removed, a random plot placed face down. x keeps its three.
    state = corvids_game()
    suit = suit_with(state, 2)
    others = [c for c in sorted(state.topology.board.clearings) if state.suits[c] != suit]
    x, y, z = others[:3]
    put(state, x, C, n=3)
    put(state, y, C, n=4)
    put(state, z, C, n=3)
    put(state, z, C, "raid")
    played = turn(state, suit)
    thick = [p for p in played if p.doing.section == "11.5.4"]
    assert [p.action["request"]["where"] for p in thick if p.action and p.action["type"] == "remove"] == [y]
    assert state.count(y, (C, "warrior")) == 3 and y in _plots_on_map(state) and y not in state.face_up
    assert state.count(x, (C, "warrior")) == 3 and x not in _plots_on_map(state)
    assert thick[0].doing.says.template.id == "bot.corvids.thickens-daylight"


def test_no_plot_thickens_in_daylight_without_three_warriors_in_a_clearing_without_a_plot():
    # 11.5.4: no clearing without a plot has three Corvid warriors: nothing is removed, it says so.
    state = corvids_game()
    suit = suit_with(state, 2)
    played = turn(state, suit)  # two warriors recruited in each of two ordered clearings: two each
    thick = [p for p in played if p.doing.section == "11.5.4"]
    assert [p.doing.says.template.id for p in thick] == ["bot.corvids.no-thickens-daylight"]
    assert not doings(played, "remove")


def test_moves_all_but_two_from_a_face_up_plot_to_the_neighbour_without_a_plot_with_most_warriors():
    state = corvids_game()
    suit = suit_with(state, 3)
    a = of_suit(state, suit)[0]
    near = adjacent(state, a)
    face_up(state, a, "snare")
    put(state, a, C, n=5)
    put(state, near[-1], C, n=3)  # the most of its warriors among a's neighbours, all without a plot
    played = turn(state, suit)
    moves = doings(played, "move")
    assert [(m["request"]["origin"], m["request"]["destination"], m["request"]["count"]) for m in moves] == [
        (a, near[-1], 3)]


def test_evening_scores_face_up_extortions_and_nightmare_one_per_two_players():
    state = corvids_game(difficulty="nightmare")
    suit = suit_with(state, 2)
    far = of_suit(state, next(s for s in ("fox", "mouse", "rabbit") if s != suit))[0]
    face_up(state, far, "extortion")
    played = turn(state, suit)
    scored = [x["points"] for x in doings(played, "score")]
    assert scored == [1, 2]  # one face-up extortion; three players: two, rounded up
    assert state.scores[C] == 3


def test_mastermind_plots_twice():
    state = corvids_game(traits=("mastermind",))
    suit = suit_with(state, 2)
    a, b = of_suit(state, suit)[:2]
    played = turn(state, suit)
    # Recruit put two in a and b; Plot: a (ties by priority), Mastermind: b, a warrior each.
    assert [x["clearing"] for x in doings(played, "corvids-plot")] == [a]
    assert "bot.corvids.mastermind" in said(played)
    assert {a, b} <= _plots_on_map(state) and state.count(b, (C, "warrior")) == 1


def test_a_turn_not_its_own_changes_nothing():
    from rootboard.errors import BadInput
    from tests.game.gamekit import turn_of

    state = corvids_game()
    turn_of(state, "marquise")
    before = snapshot(state)
    with pytest.raises(BadInput):
        turn(state, "fox")
    assert snapshot(state) == before


def test_hates_surprises_bars_an_ambush_against_it():
    state = corvids_game()
    assert state.law[C].bars_ambush(state, None) is not None


def test_its_bomb_goes_off_and_a_random_other_plot_takes_its_place_face_up():
    # [CR] Plot-Tokens.Bomb: the flip removes the enemy pieces and the bomb (13.7.1); a plot other
    # than a bomb is placed face up there. An extortion flipped: each player discards (said).
    state = corvids_game()
    suit = suit_with(state, 2)
    a, b = of_suit(state, suit)[:2]
    put(state, a, C, "bomb")
    put(state, a, "marquise", n=2)
    put(state, b, C, "extortion")
    played = turn(state, suit)
    assert state.count(a, ("marquise", "warrior")) == 0 and state.count(a, (C, "bomb")) == 0
    replaced = [x["request"] for x in doings(played, "place") if x["request"]["where"] == a
                and x["request"]["piece"] != "warrior"]
    assert len(replaced) == 1 and replaced[0]["piece"] in ("snare", "extortion", "raid") and replaced[0]["face_up"]
    assert a in state.face_up and state.count(a, (C, replaced[0]["piece"])) == 1
    assert said(played).count("bot.corvids.extortion") == 1


def test_a_bomb_removes_two_pieces_of_a_bot_warriors_first():
    # [CR] BotInteractions.Bomb: the Mechanical Marquise (a bot) loses two pieces, warriors
    # first, of her three warriors and a sawmill; the Eyrie (a human seat here) loses all.
    from rootboard.game.bots import seat_bot, settings

    state = corvids_game()
    seat_bot(state, "marquise", settings("mechanical-marquise"))
    suit = suit_with(state, 2)
    a = of_suit(state, suit)[0]
    put(state, a, C, "bomb")
    put(state, a, "marquise", n=3)
    put(state, a, "marquise", "sawmill")
    put(state, a, "eyrie", n=2)
    played = turn(state, suit)
    assert state.count(a, ("marquise", "warrior")) == 1 and state.count(a, ("marquise", "sawmill")) == 1
    assert state.count(a, ("eyrie", "warrior")) == 0
    flip = next(p for p in played if p.action and p.action["type"] == "flip")
    assert "plot.bomb-bot" in [n.template.id for n in flip.notes]


def test_vendetta_makes_a_flipped_plot_go_off_as_a_bomb():
    # [CR] TextVendetta: the snare flipped in a removes the Eyrie's two warriors and roost there
    # (a human seat: all of them), scoring 1 for the roost (3.2.1) besides the flip's 1; it stays.
    state = corvids_game(traits=("vendetta",))
    suit = suit_with(state, 2)
    a = of_suit(state, suit)[0]
    put(state, a, C, "snare")
    put(state, a, "eyrie", n=2)
    put(state, a, "eyrie", "roost")
    played = turn(state, suit)
    assert state.count(a, ("eyrie", "warrior")) == 0 and state.count(a, ("eyrie", "roost")) == 0
    assert state.count(a, (C, "snare")) == 1 and a in state.face_up
    assert "bot.corvids.vendetta" in said(played)
    assert sorted(x["request"]["piece"] for x in doings(played, "remove") if x["request"]["faction"] == "eyrie") == [
        "roost", "warrior"]
    assert [x["points"] for x in doings(played, "score")][:1] == [1]


def test_without_vendetta_a_flipped_snare_removes_nothing():
    state = corvids_game()
    suit = suit_with(state, 2)
    a = of_suit(state, suit)[0]
    put(state, a, C, "snare")
    put(state, a, "eyrie", n=2)
    turn(state, suit, rolls=[(0, 0), (0, 0)])
    assert state.count(a, ("eyrie", "warrior")) == 2

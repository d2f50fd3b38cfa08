"""The Cogwheel Corvids' chapter, 11.8 Bot Interactions: what a bot does about a Corvid plot
(11.8.2, the snare: its text [CR] en-US.json "Cogwheel Corvids" BotInteractions.Snare, one
source), on a hand-worked position: the Mechanical Marquise's recruit into a clearing with a
face-up Corvid snare removes the snare instead."""

from __future__ import annotations

from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from tests.game.bots.corvids.kit import C, corvids_game, face_up, of_suit, put, suit_with
from tests.game.gamekit import turn_of

M = "marquise"


def test_a_bots_placement_in_a_face_up_snares_clearing_removes_the_snare_instead():
    # The Marquise bot rules a (two warriors; the Corvids a warrior and a face-up snare there),
    # the one ordered clearing she rules: 4.5.2 recruits her four warriors there. A snare bars an
    # enemy placing there (13.7.2); 11.8.2: a bot that would place there removes the snare
    # instead. Her battle there first (4.5.1, against the Corvids, not defenseless) rolls 0, 0.
    state = corvids_game()
    seat_bot(state, M, settings("mechanical-marquise"))
    state = turn_of(state, M)
    suit = suit_with(state, 1)
    a = of_suit(state, suit)[0]
    put(state, a, M, n=2)
    put(state, a, C, n=1)
    face_up(state, a, "snare")
    played = play_turn(state, M, Context(orders=[suit] * 8, rolls=[(0, 0)] * 4))
    instead = [p for p in played if p.doing.section == "11.8.2"]
    assert [p.doing.says.template.id for p in instead] == ["bot.snare-instead"]
    assert instead[0].action["type"] == "remove" and instead[0].action["request"]["where"] == a
    assert state.count(a, (C, "snare")) == 0
    recruits = [p for p in played if p.doing.section == "4.5.2" and p.action and p.action["type"] == "place"]
    assert all(p.action["request"]["where"] != a for p in recruits)
    assert doings_removed_snare_once(played)


def doings_removed_snare_once(played) -> bool:
    return sum(1 for p in played if p.action and p.action["type"] == "remove"
               and p.action["request"]["piece"] == "snare") == 1


def test_a_human_placing_there_is_still_barred():
    # 11.8.2 is a bot's rule: the human Eyrie's warrior in the snare's clearing is refused (13.7.2).
    from rootboard.game import replay
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    state = corvids_game()
    a = of_suit(state, suit_with(state, 1))[0]
    face_up(state, a, "snare")
    outcome = replay.perform(state, Place(PieceRequest("eyrie", "warrior", a, 1)), "enforce", dry_run=True)
    assert not outcome.verdict.legal and state.count(a, (C, "snare")) == 1

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


def test_a_bots_move_out_of_a_face_up_snares_clearing_removes_the_snare_instead():
    # A Drillbit Duchy bot beside the Corvids (a human's seat here: 11.8 is for any Corvids' plots).
    # A fox clearing c with one Duchy warrior, a Corvid warrior and a face-up snare; next to it,
    # outside fox, the Duchy's market with six warriors. Its battle in c (10.5.2) rolls 0, 0. Its
    # rally (10.6.1) moves the one warrior out of c to the market, the snare ignored as a bot
    # targets (11.8.2): the snare is removed instead, and the warrior stays.
    from rootboard.game.movement import neighbours
    from tests.game.gamekit import game

    state = game("autumn", ("marquise", "corvids", "duchy"), seed=7)
    seat_bot(state, "duchy", settings("drillbit-duchy"))
    state = turn_of(state, "duchy")
    fox = of_suit(state, "fox")
    c = fox[0]
    home = next(d for d in sorted(x for x in neighbours(state, c) if x in state.topology.board.clearings) if d not in fox)
    put(state, c, "duchy", n=1)
    put(state, c, C, n=1)
    face_up(state, c, "snare")
    put(state, home, "duchy", "market")
    put(state, home, "duchy", n=6)
    played = play_turn(state, "duchy", Context(orders=["fox"], rolls=[(0, 0)] * 3))
    instead = [p for p in played if p.doing.section == "11.8.2"]
    assert [p.action["request"]["where"] for p in instead] == [c] and instead[0].action["type"] == "remove"
    assert state.count(c, (C, "snare")) == 0 and state.count(c, ("duchy", "warrior")) == 1
    assert not [p for p in played if p.action and p.action["type"] == "move" and p.action["request"]["origin"] == c]


def test_a_dig_into_a_face_up_snares_clearing_removes_the_snare_and_moves_no_one():
    # The Drillbit Duchy's dig (10.5.1: a tunnel in an ordered clearing with no tunnel and no Duchy
    # building, then warriors from the Burrow): every fox clearing but c has a Duchy market, and c
    # a face-up Corvid snare. The dig targets c, the snare ignored (11.8.2); the tunnel is not
    # placed, the snare removed instead, and no warrior leaves the Burrow (no tunnel to go by).
    from rootboard.board.topology import BURROW
    from rootboard.game.bots.duchy.turn import RECRUITED
    from tests.game.gamekit import game

    state = game("autumn", ("marquise", "corvids", "duchy"), seed=7)
    seat_bot(state, "duchy", settings("drillbit-duchy"))
    state = turn_of(state, "duchy")
    c, *others = of_suit(state, "fox")
    for x in others:
        put(state, x, "duchy", "market")
    face_up(state, c, "snare")
    put(state, BURROW, "duchy", n=4)
    played = play_turn(state, "duchy", Context(orders=["fox"]))
    dig = [p for p in played if p.doing.section in ("10.5.1", "11.8.2") and p.action]
    assert [(p.doing.section, p.action["type"]) for p in dig] == [("11.8.2", "remove")]
    assert state.count(c, (C, "snare")) == 0 and state.count(c, ("duchy", "tunnel")) == 0
    assert state.count(BURROW, ("duchy", "warrior")) == 4 + RECRUITED["normal"]  # its recruit (no citadel), none moved

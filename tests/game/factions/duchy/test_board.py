"""The Underground Duchy's board (12.2-12.6): the printed values and their marks, the crowns
derived from the ministers swayed and lost, and a game file's board checked."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.factions.duchy import board as b
from rootboard.game.turns.actions import NextStep
from tests.game.factions.duchy.kit import D, hand, position, put, set_board


def test_every_unconfirmed_value_is_a_value_of_the_board():
    assert b.UNCONFIRMED <= {name for name in dir(b) if name.isupper()}


def test_nine_ministers_and_nine_crowns_three_of_a_rank():
    # 12.3, Steps 5-6: nine ministers, nine crowns; each rank's crowns are its ministers'.
    for rank in b.RANKS:
        assert sum(1 for r in b.MINISTERS.values() if r == rank) == b.CROWNS_PER_RANK
    assert set(b.SWAY_CARDS) == set(b.SWAY_POINTS) == set(b.RANKS)


def test_crowns_left_follow_the_ministers_swayed_and_the_crowns_lost():
    s = position()
    squire = next(m for m, r in b.MINISTERS.items() if r == b.SQUIRE)
    set_board(s, swayed=[squire], crowns_lost=[b.SQUIRE])
    assert b.crowns_left(s, b.SQUIRE) == b.CROWNS_PER_RANK - 2
    assert b.crowns_left(s, b.LORD) == b.CROWNS_PER_RANK
    assert b.board_problem(s) is None


def test_a_board_that_cannot_be_is_named():
    s = position()
    set_board(s, crowns_lost=[b.LORD] * (b.CROWNS_PER_RANK + 1))
    assert b.board_problem(s)[0] == "boards.duchy.crowns_lost"
    s = position()
    set_board(s, revealed=["crown"])
    assert b.board_problem(s)[0] == "boards.duchy.revealed"


def test_the_draw_and_the_birdsong_grow_with_the_buildings_off_their_tracks():
    s = position()
    draws, musters = [b.evening_draw(s)], [b.birdsong_warriors(s)]
    spots = [c for c in sorted(s.topology.board.clearings) if not any(s.pieces_at(c).values())]
    for c in spots[:s.supply[(D, b.MARKET)]]:
        put(s, c, D, b.MARKET)
        draws.append(b.evening_draw(s))
    for c in spots[len(draws):len(draws) + s.supply[(D, b.CITADEL)]]:
        put(s, c, D, b.CITADEL)
        musters.append(b.birdsong_warriors(s))
    assert draws == list(b.EVENING_DRAW) and musters == list(b.BIRDSONG_WARRIORS)


def test_an_unnamed_bird_revealed_is_discarded_in_evening():
    s = position()
    hand(s, unnamed=2)
    set_board(s, swayed=[])
    c = next(c for c in sorted(s.topology.board.clearings) if not any(s.pieces_at(c).values()))
    put(s, c, D)
    from rootboard.game.factions.duchy.actions import Build

    assert replay.perform(s, Build(c, b.CITADEL, suit="bird")).applied
    discarded = len(table.discard_pile(s))
    s.phase, s.step = "evening", "return"
    assert replay.perform(s, NextStep()).applied
    assert len(table.discard_pile(s)) == discarded + 1 and table.hand_size(s, D) == 1 and b.revealed(s) == []

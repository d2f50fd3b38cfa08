"""Properties of the cards at the table, over random sequences of card actions in either mode:
no card is made or lost (the draw pile and every other place add up to the deck), the discard
pile never waits beside an empty draw pile (2.1), a failed action changes nothing, undoing
everything gives back the start, and the game file reads back what was played."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rootboard.game import replay
from rootboard.game.cards import deck, table
from rootboard.game.cards.actions import (ActivateDominance, BoardCards, Discard, Draw, Give, Reveal,
                                          TakeDominance)
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")
IDS = sorted({c.id for c in deck("standard").cards})


def position(state) -> str:
    return json.dumps({k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}, sort_keys=True)


def actions(draw):
    faction = st.sampled_from(PLAYERS)
    card = st.sampled_from(IDS)
    named = st.lists(card, max_size=2).map(tuple)
    return draw(st.one_of(
        st.builds(Draw, faction, st.integers(1, 12), st.just(())),
        st.builds(lambda f, c: Draw(f, 1, (c,)), faction, card),
        st.builds(Discard, faction, named, st.integers(0, 3), st.booleans()),
        st.builds(Give, faction, faction, named, st.integers(0, 2)),
        st.builds(Reveal, faction, card),
        st.builds(BoardCards, faction, st.integers(1, 3), named, st.sampled_from(("hand", "draw", "board")),
                  st.one_of(st.none(), faction)),
        st.builds(ActivateDominance, faction, st.sampled_from([c for c in IDS if c.startswith("dominance-")])),
        st.builds(TakeDominance, faction, st.sampled_from([c for c in IDS if c.startswith("dominance-")]),
                  st.one_of(st.none(), card)),
    ))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(replay.MODES), st.data())
def test_no_card_is_made_or_lost_and_everything_undoes(mode, data):
    state = game("autumn", PLAYERS)
    start = position(state)
    size = table.draw_size(state)
    for _ in range(data.draw(st.integers(1, 25))):
        action = data.draw(st.builds(lambda: None).flatmap(lambda _: st.composite(actions)()))
        before = position(state)
        try:
            outcome = replay.perform(state, action, mode)
        except ValueError:  # bad input (a card of no deck, a gift to oneself): refused before anything
            assert position(state) == before
            continue
        if not outcome.applied:
            assert position(state) == before
        assert table.draw_size(state) >= 0 and table.draw_size(state) + table.outside_draw_pile(state) == size
        assert table.draw_size(state) > 0 or not table.discard_pile(state)  # 2.1: shuffled at once
        for f in PLAYERS:
            assert len(table.known_in_hand(state, f)) <= table.hand_size(state, f)
    back = read_game_data(json.loads(json.dumps(state.to_json()))).state
    assert position(back) == position(state)
    while replay.undo(state) is not None:
        pass
    assert position(state) == start

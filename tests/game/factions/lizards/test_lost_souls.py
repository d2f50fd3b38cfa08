"""The Lost Souls keep the suit of a card spent by its suit (10.2.6: the pile is face up), so
Adjust Outcast counts it (10.4.1) without asking the table; kept in the Cult's board by the
card's place in the discard pile, an optional field older files do without."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards.actions import Discard
from rootboard.game.factions.lizards import actions as a
from rootboard.game.factions.lizards.board import (board_of, board_problem, hated, lost_souls_named, lost_souls_suits,
                                                   outcast)
from rootboard.game.kinds import SUITS
from rootboard.game.turns.steps import steps_of
from tests.game.factions.lizards.kit import L, clearing_of, hand, position, put, set_board, snapshot
from tests.game.gamekit import turn_of

FOX = "fox"
OTHER = next(s for s in SUITS if s != FOX)


def scored_by_suit(s, suit: str = FOX):
    """A Score ritual revealed by its suit alone: its card spent to the Lost Souls not named."""
    put(s, clearing_of(s, suit), L, f"{suit}-garden")
    hand(s, unnamed=1)
    assert replay.perform(s, a.RitualScore(suit=suit)).applied
    return s


def test_a_card_scored_by_its_suit_is_counted_by_adjust_outcast():
    s = scored_by_suit(position())
    counts, unnamed = lost_souls_named(s)
    assert unnamed == 0 and counts[FOX] == 1 and sum(counts.values()) == 1
    set_board(s, outcast=OTHER)
    turn_of(s, L, "birdsong")
    outcome = replay.perform(s, a.AdjustOutcast())  # no counts asked of the table
    assert outcome.applied and (outcast(s), hated(s)) == (FOX, False)


def test_a_card_discarded_not_named_still_asks_the_counts():
    s = scored_by_suit(position())
    hand(s, unnamed=1)
    assert replay.perform(s, Discard(L, (), 1)).applied  # its suit unknown
    assert lost_souls_named(s)[1] == 1
    turn_of(s, L, "birdsong")
    with pytest.raises(BadInput):
        a.AdjustOutcast().check(s)


def test_undo_forgets_the_suit_with_the_card():
    s = scored_by_suit(position())
    replay.undo(s)
    assert lost_souls_suits(s) == {} and "lost_souls_suits" not in board_of(s)


def test_discarding_the_lost_souls_drops_the_suits_kept():
    s = scored_by_suit(position())
    step = next(x for x in steps_of(s.law[L]) if x.id == "lost-souls")
    from rootboard.game.factions.lizards.turn import leaving

    edits, _ = leaving(s, step)
    s.apply(edits)
    assert lost_souls_named(s) == (dict.fromkeys(SUITS, 0), 0) and "lost_souls_suits" not in board_of(s)


def test_the_suits_kept_round_trip_and_an_older_file_without_them_opens(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = scored_by_suit(position())
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and lost_souls_named(back) == lost_souls_named(s)
    data = json.loads(path.read_text())
    del data["boards"][L]["lost_souls_suits"]  # as written before the suits were kept
    data["history"], data["cursor"] = [], 0
    path.write_text(json.dumps(data))
    older = load(path).state
    assert lost_souls_named(older)[1] == 1 and board_problem(older) is None


@pytest.mark.parametrize("kept", [{"x": FOX}, {"01": FOX}, {"3": "acorn"}, ["fox"]])
def test_a_bad_suit_kept_is_refused_on_reading_naming_the_element(tmp_path, kept):
    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import read_game, save_game

    s = position()
    path = tmp_path / "g.json"
    save_game(s, path)
    data = json.loads(path.read_text())
    data["boards"] = {L: {"lost_souls_suits": kept}}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as err:
        read_game(path)
    assert "lost_souls_suits" in str(err.value)

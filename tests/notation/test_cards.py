"""Cards in a Rootlog: each card of both decks is written and read back as itself, and each card
move of the spec's examples becomes the card action it says."""

from __future__ import annotations

import pytest

from rootboard.game.cards import table
from rootboard.game.factions.alliance.board import SUPPORTERS_WITHOUT_BASE
from rootboard.game.cards.catalogue import DECKS, deck
from rootboard.notation import read_text
from rootboard.notation.grammar import read_action
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.game.cards.places import STARTING_HAND
from rootboard.notation.translate.deck import card_id, rootlog_card
from tests.notation.spec import C


@pytest.mark.parametrize("name", DECKS)
def test_every_card_of_a_deck_is_written_and_read_back_as_itself(name):
    for card in deck(name).cards:
        written = rootlog_card(name, card.id)
        action = read_action(f"{written}C->", 1, 1, C, [])
        assert card_id(name, action.things[0].what) == card.id, written


def test_a_suit_alone_or_a_shared_name_without_its_suit_names_no_card():
    for text in ("F#C->", "#@C->", "#domC->"):
        assert card_id("standard", read_action(text, 1, 1, C, []).things[0].what) is None


HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nE: Bird\nA: Woodland\n\n"
SETUP = "C:t_k->1/w->2+5+6+9+10/b_s->1/b_w->5/b_r->10\nE:b+6w->3/#despot->$\nA:3#->$\n\n"


def replayed(turns: str):
    return replay_log(read_text(HEADER + SETUP + turns))


def test_the_deck_is_the_headers_and_each_hand_starts_with_three_cards():
    report = replayed("C:#->C\n")
    state = report.state
    assert state.deck == "exiles"
    assert table.hand_size(state, "eyrie") == STARTING_HAND and table.hand_size(state, "marquise") == STARTING_HAND + 1
    assert state.cards["boards"] == {"alliance": 3}  # the supporters of its setup (8.3.4)


def test_supporters_a_decree_a_gift_and_a_discard_are_card_actions():
    report = replayed("C:#C->A$/F#C->\nE:B#E->$_r/#E->C\nA:2#A->$/(M+B)#$->\n")
    state = report.state
    assert [f for f in report.flags if f.category in (ILLEGAL, IMPOSSIBLE)] == []
    kinds = [e["action"]["type"] for e in state.history if e["action"]["type"] != "end-turn"]
    # The Decree's card is her AddToDecree (7.4.2), her own supporters her Mobilize (8.5.2), once a
    # card; (M+B)#$-> is two things, each its own action
    assert kinds == ["board-cards", "discard", "eyrie-decree", "give", "alliance-mobilize", "alliance-mobilize",
                     "board-cards", "board-cards"]
    # Without a base her stack holds five: a card mobilized beyond them is discarded (8.2.3.I).
    given = 3 + 1 + 2
    assert state.cards["boards"] == {"alliance": min(given, SUPPORTERS_WITHOUT_BASE) - 2, "eyrie": 1}
    assert len(table.discard_pile(state)) == 1 + max(given - SUPPORTERS_WITHOUT_BASE, 0) + 2


def test_a_hand_the_log_empties_says_at_its_line_that_a_draw_is_omitted():
    report = replayed(f"C:{STARTING_HAND + 1}#C->\n")
    [flag] = [f for f in report.flags if f.category != "not-modelled"]
    line = (HEADER + SETUP).count("\n") + 1  # the turn's line
    assert (flag.line, flag.category, flag.message.id) == (line, ASSUMED, "rootlog.replay.omitted-draw")
    assert table.hand_size(report.state, "marquise") == 0


def test_a_dominance_card_taken_and_activated_and_the_marker_moved():
    # Take the bird dominance card from beside the map (3.3.4) after it was discarded, activate it
    # under 10 points (3.3.1: illegal, applied as the log says), the marker off the track.
    report = replayed("C:B#domC->/E:B#E->/B#dom->E/B#domE->$/++->E$\n".replace("/E:", "\nE:"))
    state = report.state
    assert table.activated(state, "eyrie") == "dominance-bird"
    ids = [(f.category, f.message.id) for f in report.flags]
    assert (ILLEGAL, "dominance.points") in ids
    assert not [i for i in ids if i[0] == IMPOSSIBLE]


def test_the_omitted_draw_answers_the_card_tables_own_refusals():
    from rootboard.game.cards.actions import HAND_TOO_SMALL, NOT_IN_HAND
    from rootboard.notation.translate.hands import MISSED_DRAW_WHEN

    assert MISSED_DRAW_WHEN == {HAND_TOO_SMALL.id, NOT_IN_HAND.id}


def test_an_export_writes_a_draw_without_its_cards_and_a_discard_with_them():
    from rootboard.notation.export import export

    report = replayed("C:B#sabo->C/#informC->\n")  # drawn knowingly: only the Marquise knows it (1.2.1)
    assert table.known_in_hand(report.state, "marquise") == ["saboteurs"]
    written = export(report.state)
    turn = next(line for line in written.split("\n") if line.startswith("C:") and "->C" in line)
    assert "sabo" not in written and "#->C" in turn
    assert f"{rootlog_card('exiles', 'informants')}C->" in turn  # discarded: seen by all (1.2.2)
    again = replay_log(read_text(written)).state
    assert table.hand_size(again, "marquise") == table.hand_size(report.state, "marquise")

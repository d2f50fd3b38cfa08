"""The swayed ministers' actions (12.5.2): each once a turn, only while swayed, the Mayor's copy,
points in the ledger with the section."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.cards.catalogue import deck
from rootboard.game.factions.duchy import ministers as m
from rootboard.game.factions.duchy.board import DUCHESS_POINTS, MINISTERS, PER_BUILDING_POINTS, revealed
from rootboard.game.kinds import SUITS
from rootboard.game.ledger import ledger
from tests.game.factions.duchy.kit import (D, card_of, empty_of, hand, position, put, refused_in_both,
                                           refused_then_taught, set_board, snapshot)

FOX = "fox"


def swayed(*names):
    return set_board(position(), swayed=list(names))


@pytest.mark.parametrize("cls", [m.Captain, m.Marshal, m.Brigadier])
def test_a_move_or_battle_minister_is_marked_once_a_turn(cls):
    s = swayed(cls.minister)
    before = snapshot(s)
    outcome = replay.perform(s, cls())
    assert outcome.applied and outcome.verdict.sections[0] == "12.5.2"
    refused_then_taught(s, cls(), "12.5.2")  # once a turn
    replay.undo(s)
    replay.undo(s)
    assert snapshot(s) == before


@pytest.mark.parametrize("cls", [m.Captain, m.Marshal, m.Brigadier])
def test_a_minister_not_swayed_is_refused_then_taught(cls):
    refused_then_taught(position(), cls(), "12.5.2")


def test_the_foremole_builds_with_any_card_where_the_duchy_rules():
    s = swayed("foremole")
    c = empty_of(s, FOX)[0]
    put(s, c, D)
    card = card_of(s, next(x for x in SUITS if x != FOX))
    hand(s, card)
    assert replay.perform(s, m.Foremole(c, "citadel", card)).applied
    assert s.count(c, (D, "citadel")) == 1 and card in table.known_on_board(s, D) and len(revealed(s)) == 1


def test_the_banker_spends_cards_of_one_suit_for_as_many_points():
    s = swayed("banker")
    cards = [c.id for c in deck(s.deck).cards
             if c.suit == FOX and c.kind != "dominance"][:2]
    hand(s, *cards)
    outcome = replay.perform(s, m.Banker(tuple(cards)))
    assert outcome.applied and s.scores[D] == len(cards)
    assert [(line.points, line.section) for line in ledger(s) if line.faction == D] == [(len(cards), "12.5.2")]
    assert [(line.cause.id, line.cause.params["minister"]) for line in ledger(s) if line.faction == D] \
        == [("ledger.cause.duchy-minister", "banker")]  # the minister named, not "another action"
    assert all(c in table.discard_pile(s) for c in cards)


def test_the_banker_refuses_mixed_suits_then_teaches():
    s = swayed("banker")
    refused_then_taught(s, m.Banker((card_of(s, FOX), card_of(s, "mouse"))), "12.5.2")


def test_the_duchess_scores_only_with_all_tunnels_on_the_map():
    s = swayed("duchessofmud")
    refused_in_both(s, m.Duchess(), "12.5.2")
    spots = sorted(c for suit in SUITS for c in empty_of(s, suit))
    for c in spots[:s.supply[(D, "tunnel")]]:
        put(s, c, D, "tunnel")
    assert replay.perform(s, m.Duchess()).applied and s.scores[D] == DUCHESS_POINTS


@pytest.mark.parametrize("cls, building", [(m.Baron, "market"), (m.Earl, "citadel")])
def test_a_lord_scores_per_building_on_the_map(cls, building):
    s = swayed(cls.minister)
    refused_in_both(s, cls(), "12.5.2")
    spots = empty_of(s, FOX)[:2]
    for c in spots:
        put(s, c, D, building)
    outcome = replay.perform(s, cls())
    assert outcome.applied and s.scores[D] == len(spots) * PER_BUILDING_POINTS
    assert [line.section for line in ledger(s) if line.faction == D] == ["12.5.2"]
    assert [line.cause.params.get("minister") for line in ledger(s) if line.faction == D] == [cls.minister]


def test_the_mayor_takes_a_swayed_squires_action_and_not_a_lords():
    s = swayed("mayor", "captain")
    assert replay.perform(s, m.Mayor("captain")).applied
    assert "duchy-minister:mayor" in s.used and "duchy-minister:captain" not in s.used
    assert replay.perform(s, m.Captain()).applied  # the Captain's own action is still there
    s = swayed("mayor")
    refused_then_taught(s, m.Mayor("marshal"), "12.5.2")  # the Marshal is not swayed
    lord = next(n for n, r in MINISTERS.items() if r == "lord")
    with pytest.raises(BadInput):
        m.Mayor(lord).check(swayed("mayor", lord))

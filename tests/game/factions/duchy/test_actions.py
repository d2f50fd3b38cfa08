"""The Underground Duchy's actions (12.2.3, 12.4-12.5.1, 12.5.3): each legal case, each refusal
with its section, teach mode's warning, points in the ledger, undo, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.board.topology import BURROW
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.factions.duchy import actions as a
from rootboard.game.factions.duchy.board import (CROWNS_PER_RANK, DIG_WARRIORS, MINISTERS, SWAY_CARDS, SWAY_POINTS,
                                                 birdsong_warriors, board_problem, crowns_left, crowns_lost,
                                                 revealed, swayed)
from rootboard.game.kinds import OUT, SUITS, SUPPLY
from rootboard.game.movement import neighbours
from rootboard.game.state import shift
from rootboard.game.ledger import ledger
from tests.game.factions.duchy.kit import (D, card_of, empty_of, hand, position, put, refused_in_both,
                                           refused_then_taught, set_board, snapshot)

FOX = "fox"
SQUIRE_MINISTER = next(m for m, r in MINISTERS.items() if r == "squire")


def other(suit):
    return next(s for s in SUITS if s != suit)


# --- Birdsong (12.4) and Recruit (12.5.1.II) ----------------------------------------------------

def test_birdsong_places_its_warriors_in_the_burrow_once():
    s = position("birdsong")
    count = birdsong_warriors(s)
    before = snapshot(s)
    outcome = replay.perform(s, a.Muster())
    assert outcome.applied and outcome.verdict.sections[0] == "12.4"
    assert s.count(BURROW, (D, "warrior")) == count
    refused_then_taught(s, a.Muster(), "12.4")
    replay.undo(s)
    replay.undo(s)
    assert snapshot(s) == before


def test_recruit_places_a_warrior_in_the_burrow_in_daylight_only():
    s = position()
    assert replay.perform(s, a.Recruit()).applied and s.count(BURROW, (D, "warrior")) == 1
    refused_then_taught(position("evening"), a.Recruit(), "12.5.1.II")


# --- Build (12.5.1.I) ----------------------------------------------------------------------------

def ruled(s, suit=FOX):
    c = empty_of(s, suit)[0]
    put(s, c, D, "warrior")
    return c


def test_build_reveals_a_matching_card_and_places_the_building():
    s = position()
    c = ruled(s)
    card = card_of(s, FOX)
    hand(s, card)
    outcome = replay.perform(s, a.Build(c, "citadel", card))
    assert outcome.applied and outcome.verdict.sections[0] == "12.5.1.I"
    assert s.count(c, (D, "citadel")) == 1 and revealed(s) == [FOX]
    assert card in table.known_on_board(s, D) and table.hand_size(s, D) == 0
    replay.undo(s)
    assert s.count(c, (D, "citadel")) == 0 and revealed(s) == [] and table.hand_size(s, D) == 1


def test_a_bird_matches_any_clearing():
    s = position()
    c = ruled(s)
    assert replay.perform(s, a.Build(c, "market", suit="bird")).applied


def test_build_with_another_suit_or_where_it_does_not_rule_is_refused_then_taught():
    s = position()
    c = ruled(s)
    refused_then_taught(s, a.Build(c, "market", suit=other(FOX)), "12.5.1.I")
    s = position()
    c = empty_of(s, FOX)[0]
    refused_then_taught(s, a.Build(c, "market", suit=FOX), "12.5.1.I")


def test_a_building_with_none_left_is_refused_in_both_modes():
    s = position()
    c = ruled(s)
    count = s.supply[(D, "market")]
    s.apply([shift((D, "market"), SUPPLY, OUT, count)])
    refused_in_both(s, a.Build(c, "market", suit=FOX), "12.5.1.I")


# --- Dig (12.5.1.V) ------------------------------------------------------------------------------

def test_dig_spends_a_card_places_a_tunnel_and_moves_warriors_from_the_burrow():
    s = position()
    c = empty_of(s, FOX)[0]
    put(s, BURROW, D, "warrior", DIG_WARRIORS + 1)
    card = card_of(s, FOX)
    hand(s, card)
    outcome = replay.perform(s, a.Dig(c, card, warriors=DIG_WARRIORS))
    assert outcome.applied and outcome.verdict.sections[0] == "12.5.1.V"
    assert s.count(c, (D, "tunnel")) == 1 and s.count(c, (D, "warrior")) == DIG_WARRIORS
    assert s.count(BURROW, (D, "warrior")) == 1 and card in table.discard_pile(s)
    assert BURROW in neighbours(s, c)  # the Burrow is adjacent to a clearing with a tunnel (12.2.2)
    replay.undo(s)
    assert s.count(c, (D, "tunnel")) == 0 and s.count(BURROW, (D, "warrior")) == DIG_WARRIORS + 1


def test_dig_where_a_tunnel_is_or_more_than_four_warriors_is_refused():
    s = position()
    c = empty_of(s, FOX)[0]
    put(s, c, D, "tunnel")
    refused_in_both(s, a.Dig(c, suit=s.suits[c]), "12.5.1.V")
    with pytest.raises(BadInput):
        a.Dig(c, suit=s.suits[c], warriors=DIG_WARRIORS + 1).check(s)


def test_dig_with_another_suit_is_refused_then_taught():
    s = position()
    c = empty_of(s, FOX)[0]
    refused_then_taught(s, a.Dig(c, suit=other(FOX)), "12.5.1.V")


def test_with_all_tunnels_on_the_map_one_is_removed_first():
    s = position()
    total = s.law[D].piece("tunnel").count
    spots = empty_of(s, FOX) + empty_of(s, other(FOX))
    for c in spots[:s.supply[(D, "tunnel")]]:
        put(s, c, D, "tunnel")
    target = spots[total]
    with pytest.raises(BadInput):
        a.Dig(target, suit=s.suits[target]).check(s)
    source = spots[0]
    assert replay.perform(s, a.Dig(target, suit=s.suits[target], moved_from=source)).applied
    assert s.count(source, (D, "tunnel")) == 0 and s.count(target, (D, "tunnel")) == 1
    s2 = position()
    put(s2, source, D, "tunnel")  # two tunnels left in the supply: none is moved
    refused_then_taught(s2, a.Dig(target, suit=s2.suits[target], moved_from=source), "12.2.4")


# --- Sway (12.5.3) -------------------------------------------------------------------------------

def sway_position(minister=SQUIRE_MINISTER):
    """Duchy warriors in as many fox clearings as the minister's cards, each empty before."""
    s = position()
    n = SWAY_CARDS[MINISTERS[minister]]
    spots = empty_of(s, FOX)
    if len(spots) < n:
        pytest.skip("this map has too few empty fox clearings")
    for c in spots[:n]:
        put(s, c, D, "warrior")
    return s, n


def test_sway_reveals_matching_cards_and_scores_the_crowns_space_in_the_ledger():
    s, n = sway_position()
    rank = MINISTERS[SQUIRE_MINISTER]
    outcome = replay.perform(s, a.Sway(SQUIRE_MINISTER, suits=(FOX,) * n))
    assert outcome.applied and "12.5.3.III" in outcome.verdict.sections
    assert swayed(s) == [SQUIRE_MINISTER] and crowns_left(s, rank) == CROWNS_PER_RANK - 1
    assert revealed(s) == [FOX] * n and s.scores[D] == SWAY_POINTS[rank]
    lines = [line for line in ledger(s) if line.faction == D]
    assert [(line.points, line.section) for line in lines] == [(SWAY_POINTS[rank], "12.5.3.III")]
    # Said as the minister swayed, not "another action" (Faction.ledger_cause).
    assert lines[0].cause.id == "ledger.cause.duchy-sway" and lines[0].cause.params["minister"] == SQUIRE_MINISTER
    replay.undo(s)
    assert swayed(s) == [] and s.scores[D] == 0


def test_each_card_needs_its_own_clearing_of_its_suit():
    s, n = sway_position()
    refused_then_taught(s, a.Sway(SQUIRE_MINISTER, suits=(other(FOX),) * n), "12.5.3.II")


def test_a_swayed_minister_or_one_without_a_crown_cannot_be_swayed():
    s, n = sway_position()
    set_board(s, swayed=[SQUIRE_MINISTER])
    refused_in_both(s, a.Sway(SQUIRE_MINISTER, suits=(FOX,) * n), "12.5.3.I")
    s, n = sway_position()
    set_board(s, crowns_lost=[MINISTERS[SQUIRE_MINISTER]] * CROWNS_PER_RANK)
    refused_in_both(s, a.Sway(SQUIRE_MINISTER, suits=(FOX,) * n), "12.5.3.I")


def test_sway_names_as_many_cards_as_the_minister_lists():
    s, n = sway_position()
    with pytest.raises(BadInput):
        a.Sway(SQUIRE_MINISTER, suits=(FOX,) * (n + 1)).check(s)


# --- the Price of Failure (12.2.3) ---------------------------------------------------------------

def building_removed(s, building: str = "citadel"):
    """A Duchy building put on the map, then removed by the rules (a Price of Failure owed, 12.2.3)."""
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    c = empty_of(s, FOX)[0]
    put(s, c, D, building)
    assert replay.perform(s, Remove(PieceRequest(D, building, c, 1), by="marquise")).applied
    return s


def test_the_price_of_failure_returns_the_highest_minister_and_its_crown_leaves_the_game():
    s = building_removed(position())
    low = next(m for m, r in MINISTERS.items() if r == "squire")
    high = [m for m, r in MINISTERS.items() if r == "noble"]
    set_board(s, swayed=[low, high[0]])
    card = card_of(s, FOX)
    hand(s, card)
    outcome = replay.perform(s, a.PriceOfFailure(card=card))
    assert outcome.applied and outcome.verdict.sections[0] == "12.2.3"
    assert swayed(s) == [low] and crowns_lost(s) == ["noble"] and card in table.discard_pile(s)
    assert crowns_left(s, "noble") == CROWNS_PER_RANK - 1
    replay.undo(s)
    assert swayed(s) == [low, high[0]] and crowns_lost(s) == []


def test_the_price_of_failure_asks_which_of_two_of_the_highest_rank():
    s = building_removed(position())
    high = [m for m, r in MINISTERS.items() if r == "noble"]
    set_board(s, swayed=high[:2])
    with pytest.raises(BadInput):
        a.PriceOfFailure().check(s)
    assert replay.perform(s, a.PriceOfFailure(high[1])).applied and swayed(s) == [high[0]]
    low = next(m for m, r in MINISTERS.items() if r == "squire")
    building_removed(s, "market")
    set_board(s, swayed=[high[0], low])
    refused_then_taught(s, a.PriceOfFailure(low), "12.2.3")


# --- the game file -------------------------------------------------------------------------------

def test_a_game_with_its_actions_saves_and_loads(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s, n = sway_position()
    c = empty_of(s, other(FOX))[0]
    assert replay.perform(s, a.Recruit()).applied
    assert replay.perform(s, a.Dig(c, suit=other(FOX), warriors=1)).applied
    assert replay.perform(s, a.Sway(SQUIRE_MINISTER, suits=(FOX,) * n)).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    replay.undo(back)
    assert swayed(back) == [] and board_problem(back) is None


def test_a_bad_board_is_refused_on_reading(tmp_path):
    import json

    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import read_game, save_game

    s = position()
    path = tmp_path / "g.json"
    save_game(s, path)
    data = json.loads(path.read_text())
    data["boards"] = {D: {"swayed": ["king"]}}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as err:
        read_game(path)
    assert "swayed" in str(err.value)


# --- Return Revealed Cards (12.6.1), as an action of its own ----------------------------------------

def test_the_swayed_cards_return_by_their_own_action_its_birds_discarded():
    s, n = sway_position()
    hand(s, unnamed=n)
    assert replay.perform(s, a.Sway(SQUIRE_MINISTER, suits=(FOX,) * (n - 1) + ("bird",))).applied
    before = table.hand_size(s, D)
    outcome = replay.perform(s, a.ReturnRevealed(), "teach")
    assert outcome.applied and revealed(s) == []
    assert table.hand_size(s, D) == before + n - 1  # the bird discarded (12.6.1), the others back in hand
    assert not a.ReturnRevealed().check(s).possible

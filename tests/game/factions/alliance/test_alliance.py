"""The Woodland Alliance's board and actions (chapter 8): each action, its refusals with their
sections, undo, the game file, and the sympathy track's points as printed (board.py's data)."""

from __future__ import annotations

import pytest

from rootboard.game.cards.places import on_board
from rootboard.game.factions.alliance.actions import (Mobilize, Organize, Outrage, Recruit, Revolt, SpreadSympathy,
                                                      Train)
from rootboard.game.factions.alliance.board import (SYMPATHY_COST, SYMPATHY_POINTS, adjacent_clearings,
                                                    board_problem, officers)
from rootboard.game.replay import perform, undo
from rootboard.game.state import Edit
from tests.game.gamekit import game, put, turn_of

A = "alliance"


def position(supporters: int = 0, hand: int = 0, phase: str = "birdsong"):
    s = turn_of(game("autumn", ("marquise", "eyrie", "alliance", "vagabond")), A, phase)
    s.scores = {f: 0 for f in s.factions}
    for _ in range(supporters):
        s.apply([Edit("card", (None, "draw", "board:alliance"))])
    for _ in range(hand):
        s.apply([Edit("card", (None, "draw", "hand:alliance"))])
    return s


def of_suit(s, suit):
    return [c for c in sorted(s.suits) if s.suits[c] == suit]


def card_of(suit):
    from rootboard.game.cards.catalogue import deck

    return next(c.id for c in deck("standard").cards if c.suit == suit and not c.dominance)


def test_spread_sympathy_spends_the_track_cost_and_scores_its_points():
    s = position(supporters=3)
    c = sorted(s.suits)[0]
    out = perform(s, SpreadSympathy(c))
    assert out.applied
    assert s.count(c, (A, "sympathy")) == 1
    assert on_board(s, A) == 3 - SYMPATHY_COST[0]
    assert s.scores[A] == SYMPATHY_POINTS[0]


def test_spread_next_to_sympathy_only():
    s = position(supporters=5)
    c = sorted(s.suits)[0]
    assert perform(s, SpreadSympathy(c)).applied
    far = next(x for x in sorted(s.suits) if x != c and x not in adjacent_clearings(s, c))
    out = perform(s, SpreadSympathy(far))
    assert not out.applied and out.verdict.section == "8.4.2.I"
    near = adjacent_clearings(s, c)[0]
    assert perform(s, SpreadSympathy(near)).applied


def test_spread_without_enough_supporters_is_refused():
    s = position(supporters=0)
    s.apply([Edit("card", (None, "draw", "discard"))])  # cards kept at this table, none supporting
    out = perform(s, SpreadSympathy(sorted(s.suits)[0]))
    assert not out.applied and out.verdict.message.id == "alliance.supporters-short"
    assert "8.4.2.II" in out.verdict.sections


def test_martial_law_costs_one_more_supporter():
    s = position(supporters=1)
    c = sorted(s.suits)[0]
    put(s, c, "marquise", "warrior", 3)
    out = perform(s, SpreadSympathy(c))
    assert not out.applied and out.verdict.message.params["need"] == SYMPATHY_COST[0] + 1
    s.apply([Edit("card", (None, "draw", "board:alliance"))])
    out = perform(s, SpreadSympathy(c))
    assert out.applied and any(n.id == "alliance.martial-law" for n in out.verdict.notes)
    assert on_board(s, A) == 0


def test_a_named_supporter_of_another_suit_is_refused():
    s = position(supporters=2)
    c = sorted(s.suits)[0]
    other = next(x for x in ("fox", "mouse", "rabbit") if x != s.suits[c])
    out = perform(s, SpreadSympathy(c, (card_of(other),)))
    assert not out.applied and out.verdict.message.id == "alliance.wrong-suit"


def test_scripted_sympathy_scores_the_track():
    s = position(supporters=0)
    for _ in range(30):
        s.apply([Edit("card", (None, "draw", "board:alliance"))])
    s.apply([Edit("card", (None, "draw", "board:alliance"))])
    placed = []
    frontier = [sorted(s.suits)[0]]
    while frontier and len(placed) < 6:
        c = frontier.pop(0)
        if c in placed:
            continue
        assert perform(s, SpreadSympathy(c)).applied
        placed.append(c)
        frontier += adjacent_clearings(s, c)
    assert s.scores[A] == sum(SYMPATHY_POINTS[:6])
    assert on_board(s, A) == 31 - sum(SYMPATHY_COST[:6])


def sympathetic_fox_position():
    s = position(supporters=6)
    fox = of_suit(s, "fox")
    for c in fox[:2]:
        put(s, c, A, "sympathy")
    return s, fox


def test_revolt_removes_enemies_places_base_warriors_and_an_officer():
    s, fox = sympathetic_fox_position()
    c = fox[0]
    put(s, c, "marquise", "warrior", 2)
    put(s, c, "marquise", "sawmill")
    out = perform(s, Revolt(c))
    assert out.applied, out.verdict
    assert not s.count(c, ("marquise", "warrior")) and not s.count(c, ("marquise", "sawmill"))
    assert s.count(c, (A, "fox-base")) == 1
    assert s.count(c, (A, "warrior")) == 2  # two sympathetic fox clearings
    assert officers(s) == 1 and s.out[(A, "warrior")] == 1
    assert s.scores[A] == 1  # the sawmill (3.2.1)
    assert on_board(s, A) == 4
    assert board_problem(s) is None
    undo(s)
    assert s.count(c, ("marquise", "sawmill")) == 1 and officers(s) == 0 and on_board(s, A) == 6


def test_revolt_refusals():
    s, fox = sympathetic_fox_position()
    unsympathetic = fox[2]
    out = perform(s, Revolt(unsympathetic))
    assert not out.applied and out.verdict.section == "8.4.1.I"
    assert perform(s, Revolt(fox[0])).applied
    out = perform(s, Revolt(fox[1]))  # the fox base is on the map already
    assert not out.applied and out.verdict.message.id == "alliance.no-base-left"


def test_mobilize_limit_without_a_base():
    from rootboard.game.cards.places import discard_pile

    s = position(supporters=5, hand=2, phase="daylight")  # Mobilize is a Daylight action (8.5.1)
    out = perform(s, Mobilize())
    assert out.applied and any(n.id == "alliance.discarded-full" for n in out.verdict.notes)
    assert on_board(s, A) == 5 and len(discard_pile(s)) == 1  # 8.2.3.I: the card it cannot hold
    s2 = position(supporters=4, hand=2, phase="daylight")
    assert perform(s2, Mobilize()).applied and on_board(s2, A) == 5
    put(s, of_suit(s, "fox")[0], A, "fox-base")  # with a base, no limit
    assert perform(s, Mobilize()).applied and on_board(s, A) == 6


def test_train_needs_a_base_and_makes_an_officer():
    s = position(supporters=2, hand=2, phase="daylight")  # Train is a Daylight action (8.5.3)
    out = perform(s, Train())
    assert not out.applied and out.verdict.section == "8.5.3"
    c = of_suit(s, "fox")[0]
    put(s, c, A, "fox-base")
    out = perform(s, Train(card_of("mouse")))
    assert not out.applied and out.verdict.message.id == "alliance.train-wrong-suit"
    assert perform(s, Train()).applied and officers(s) == 1


def test_military_operations_are_bounded_by_officers():
    s = position(supporters=0)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "fox-base")
    put(s, c, A, "warrior")
    s.phase = "evening"
    out = perform(s, Recruit(c))
    assert not out.applied and out.verdict.message.id == "alliance.operations-spent"
    s.apply([Edit("shift", (A, "warrior", "supply", "out", 1)), s.set_edit("boards", {A: {"officers": 1}})])
    assert perform(s, Recruit(c)).applied and s.count(c, (A, "warrior")) == 2
    s2 = position()
    s2.phase = "evening"
    s2.apply([Edit("shift", (A, "warrior", "supply", "out", 1)), s2.set_edit("boards", {A: {"officers": 1}})])
    put(s2, c, A, "warrior")
    assert perform(s2, Organize(c)).applied
    assert s2.count(c, (A, "sympathy")) == 1 and not s2.count(c, (A, "warrior"))


def test_outrage_gives_a_matching_card_or_draws():
    s = position(supporters=0, hand=0)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "sympathy")
    s.apply([Edit("card", (None, "draw", "hand:marquise"))])
    out = perform(s, Outrage("marquise", c, card_of("mouse")))
    assert not out.applied and out.verdict.message.id == "alliance.outrage-wrong-suit"
    assert perform(s, Outrage("marquise", c)).applied and on_board(s, A) == 1
    assert perform(s, Outrage("eyrie", c, none_matching=True)).applied and on_board(s, A) == 2
    assert not perform(s, Outrage(A, c)).applied


def test_outrage_into_a_full_stack_is_discarded():
    s = position(supporters=5)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "sympathy")
    out = perform(s, Outrage("eyrie", c, none_matching=True))
    assert out.applied and any(n.id == "alliance.discarded-full" for n in out.verdict.notes)
    assert on_board(s, A) == 5


def test_officers_in_the_file_are_checked():
    s = position()
    s.boards = {A: {"officers": 2}}
    element, problem = board_problem(s)
    assert element == "boards.alliance.officers"
    s.boards = {A: {"leader": "x"}}
    assert board_problem(s)[0] == "boards.alliance"


def test_file_round_trip(tmp_path):
    from rootboard.gamefile.file import read_game, save_game

    s, fox = sympathetic_fox_position()
    assert perform(s, Revolt(fox[0])).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = read_game(path).state
    assert back.fields_json() == s.fields_json() and officers(back) == 1
    undo(back)
    assert officers(back) == 0 and not back.count(fox[0], (A, "fox-base"))


def test_a_bad_officer_count_is_refused_on_reading(tmp_path):
    import json

    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import read_game, save_game

    s = position()
    path = tmp_path / "g.json"
    save_game(s, path)
    data = json.loads(path.read_text())
    data["boards"] = {A: {"officers": 3}}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as err:
        read_game(path)
    assert "boards.alliance" in str(err.value.element if hasattr(err.value, "element") else err.value)


def test_a_mobilized_card_named_is_known_to_her_and_spent_by_its_suit():
    from rootboard.game.cards.places import known_on_board
    from rootboard.game.cards.table import cards_problem

    s = position(hand=0, phase="daylight")
    c = of_suit(s, "fox")[0]
    fox, mouse = card_of("fox"), card_of("mouse")
    s.apply([Edit("card", (fox, "draw", "known:alliance")), Edit("card", (mouse, "draw", "known:alliance"))])
    assert perform(s, Mobilize(fox)).applied and perform(s, Mobilize(mouse)).applied
    assert known_on_board(s, A) == sorted([fox, mouse]) and on_board(s, A) == 0
    assert cards_problem(s) is None
    turn_of(s, A, "birdsong")  # her next Birdsong: she spreads sympathy (8.4.2)
    out = perform(s, SpreadSympathy(c))  # no card named: the fox she knows is spent, not the mouse
    assert out.applied and known_on_board(s, A) == [mouse]
    d = next(x for x in adjacent_clearings(s, c) if s.suits[x] == "fox") if any(
        s.suits[x] == "fox" for x in adjacent_clearings(s, c)) else None
    if d is not None:
        out = perform(s, SpreadSympathy(d))
        assert not out.applied and out.verdict.message.id == "alliance.no-matching-known"
    undo(s)
    assert known_on_board(s, A) == sorted([fox, mouse])


def test_outrage_named_card_joins_the_known_supporters():
    from rootboard.game.cards.places import known_on_board

    s = position()
    c = of_suit(s, "rabbit")[0]
    put(s, c, A, "sympathy")
    rabbit = card_of("rabbit")
    s.apply([Edit("card", (rabbit, "draw", "known:eyrie"))])
    assert perform(s, Outrage("eyrie", c, rabbit)).applied
    assert known_on_board(s, A) == [rabbit]


def test_known_supporters_are_shown_in_her_view_only():
    from rootboard.game.cards.table import cards_view

    s = position(phase="daylight")
    fox = card_of("fox")
    s.apply([Edit("card", (fox, "draw", "known:alliance"))])
    assert perform(s, Mobilize(fox)).applied
    assert cards_view(s, A).to_json()["known_on_board"] == {A: [fox]}
    assert "known_on_board" not in cards_view(s, "eyrie").to_json()
    assert fox not in str(cards_view(s).to_json())


def test_outrage_only_where_sympathy_is_or_was_removed_this_turn():
    from rootboard.game.actions import EndTurn, Remove
    from rootboard.game.placement import PieceRequest

    s = position(supporters=1)
    c = of_suit(s, "fox")[0]
    out = perform(s, Outrage("marquise", c, none_matching=True))
    assert not out.applied and out.verdict.message.id == "alliance.outrage-not-affected"
    put(s, c, A, "sympathy")
    assert perform(s, Remove(PieceRequest(A, "sympathy", c), "marquise")).applied
    assert perform(s, Outrage("marquise", c, none_matching=True)).applied
    s.phase = "evening"
    assert perform(s, EndTurn()).applied
    assert not perform(s, Outrage("marquise", c, none_matching=True)).applied


@pytest.mark.parametrize("make", [
    lambda s, fox: SpreadSympathy(next(c for c in adjacent_clearings(s, fox[0]) if c not in fox[:2])),
    lambda s, fox: Revolt(fox[0]),
    lambda s, fox: Outrage("eyrie", fox[0], none_matching=True),
], ids=["spread", "revolt", "outrage"])
def test_undo_restores_the_position(make):
    s, fox = sympathetic_fox_position()
    before = s.fields_json()
    out = perform(s, make(s, fox))
    assert out.applied and s.fields_json() != before
    undo(s)
    assert s.fields_json() == before


def test_a_lost_base_discards_its_suit_and_half_the_officers():
    from rootboard.game.actions import Remove
    from rootboard.game.cards.places import known_on_board
    from rootboard.game.factions.alliance.actions import BaseLost
    from rootboard.game.placement import PieceRequest

    s, fox = sympathetic_fox_position()  # six supporters not named
    mouse, fox_card = card_of("mouse"), card_of("fox")
    s.apply([Edit("card", (mouse, "draw", "board-known:alliance")), Edit("card", (fox_card, "draw", "board-known:alliance"))])
    assert perform(s, Revolt(fox[0])).applied  # two spent: four not named, two known; one officer
    s.apply([Edit("shift", (A, "warrior", "supply", "out", 2)), s.set_edit("boards", {A: {"officers": 3}})])
    out = perform(s, BaseLost("fox", 1))
    assert not out.applied and out.verdict.message.id == "alliance.base-still-there"
    assert perform(s, Remove(PieceRequest(A, "fox-base", fox[0]), "marquise")).applied
    out = perform(s, BaseLost("fox", 1))
    assert out.applied, out.verdict
    assert officers(s) == 1 and s.out[(A, "warrior")] == 1  # half of three, rounded up, removed
    assert known_on_board(s, A) == [mouse]  # the fox she knew went; the mouse stays
    assert on_board(s, A) + len(known_on_board(s, A)) <= 5  # no base left: five at most (8.2.3.I)
    assert board_problem(s) is None
    undo(s)
    assert officers(s) == 3


# --- 2.1: cards she spends onto an empty draw pile -----------------------------------------------------

def _draw_pile_left(s, pile: int, discarded: int = 0):
    """``discarded`` cards not named put on the discard pile, then the draw pile drawn down to
    ``pile`` cards (into the Eyrie's hand: no one's action, the draw pile emptied as the table did)."""
    from rootboard.game.cards.table import draw_size

    s.apply([Edit("card", (None, "draw", "discard"))] * discarded)
    s.apply([Edit("card", (None, "draw", "hand:eyrie"))] * (draw_size(s) - pile))
    return s


def _shuffled_back_when_empty(s, pile: int, before_discard: int, spent: int):
    """2.1: "If the deck is ever empty, shuffle the discard pile immediately": with no card left
    in the draw pile, the ``spent`` cards and those discarded before are the new draw pile; with
    one, they stay in the discard pile."""
    from rootboard.game.cards.table import discard_pile, draw_size

    if pile == 0:
        assert (draw_size(s), len(discard_pile(s))) == (before_discard + spent, 0)
    else:
        assert (draw_size(s), len(discard_pile(s))) == (pile, before_discard + spent)


@pytest.mark.parametrize("pile", [0, 1])
def test_a_card_spent_to_train_onto_an_empty_draw_pile_is_shuffled_back(pile):
    s = _draw_pile_left(position(hand=1, phase="daylight"), pile)
    put(s, of_suit(s, "fox")[0], A, "fox-base")
    assert perform(s, Train()).applied  # 8.5.3: the card spent goes to the discard pile
    _shuffled_back_when_empty(s, pile, 0, 1)


@pytest.mark.parametrize("pile", [0, 1])
def test_supporters_spent_onto_an_empty_draw_pile_are_shuffled_back(pile):
    s = _draw_pile_left(position(supporters=SYMPATHY_COST[0]), pile)
    assert perform(s, SpreadSympathy(sorted(s.suits)[0])).applied  # 8.4.2.II: spent to the discard pile
    _shuffled_back_when_empty(s, pile, 0, SYMPATHY_COST[0])


@pytest.mark.parametrize("pile", [0, 1])
@pytest.mark.parametrize("supporters, discarded", [(2, 1), (7, 0)])
def test_supporters_of_a_lost_base_onto_an_empty_draw_pile_are_shuffled_back(pile, supporters, discarded):
    """8.2.4: the base's supporters discarded (one named, ``discarded`` more not named), and with
    no base left the stack cut to five (8.2.3.I); the discard pile then shuffled back (2.1)."""
    from rootboard.game.cards.places import known_on_board
    from rootboard.game.factions.alliance.actions import BaseLost
    from rootboard.game.factions.alliance.board import SUPPORTERS_WITHOUT_BASE

    s = position(supporters=supporters - 1)
    s.apply([Edit("card", (card_of("fox"), "draw", "board-known:alliance"))])
    _draw_pile_left(s, pile)
    assert perform(s, BaseLost("fox", discarded)).applied
    left = on_board(s, A) + len(known_on_board(s, A))
    assert left == min(supporters - 1 - discarded, SUPPORTERS_WITHOUT_BASE)
    _shuffled_back_when_empty(s, pile, 0, supporters - left)


@pytest.mark.parametrize("pile", [1, 2])
@pytest.mark.parametrize("full", [False, True])
def test_outrage_drawing_the_last_card_shuffles_the_discard_pile_back(pile, full):
    """8.2.6: a hand with no matching card: she draws a card into her supporters (or, her stack
    full, to the discard pile, 8.2.3.I); the last card drawn, the discard pile is the new draw
    pile at once (2.1)."""
    from rootboard.game.factions.alliance.board import SUPPORTERS_WITHOUT_BASE

    s = _draw_pile_left(position(supporters=SUPPORTERS_WITHOUT_BASE if full else 0), pile, discarded=1)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "sympathy")
    assert perform(s, Outrage("eyrie", c, none_matching=True)).applied
    _shuffled_back_when_empty(s, pile - 1, 1, 1 if full else 0)


@pytest.mark.parametrize("pile", [0, 1])
def test_outrage_paid_into_a_full_stack_onto_an_empty_draw_pile_is_shuffled_back(pile):
    """8.2.6: the matching card given; her stack full, it is discarded (8.2.3.I), and with no
    card left in the draw pile the discard pile is the new draw pile at once (2.1)."""
    from rootboard.game.factions.alliance.board import SUPPORTERS_WITHOUT_BASE

    s = position(supporters=SUPPORTERS_WITHOUT_BASE)
    s.apply([Edit("card", (None, "draw", "hand:marquise"))])
    _draw_pile_left(s, pile)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "sympathy")
    assert perform(s, Outrage("marquise", c)).applied
    assert on_board(s, A) == SUPPORTERS_WITHOUT_BASE
    _shuffled_back_when_empty(s, pile, 0, 1)

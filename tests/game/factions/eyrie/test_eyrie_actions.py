"""The Eyrie Dynasties' board and actions (chapter 7): each action, each refusal with its
section, Turmoil's points and purge, undo, the file round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards.catalogue import deck
from rootboard.game.factions.eyrie import actions as ea
from rootboard.game.factions.eyrie.board import COLUMNS, LEADERS, VIZIER, board_of, problem
from rootboard.game.placement import open_slots
from rootboard.gamefile.file import read_game, save_game
from tests.game.gamekit import game, put, turn_of

EYRIE = "eyrie"


def card_of(suit: str, skip=()) -> str:
    """A card of ``suit`` from the deck's own data (not typed here)."""
    return next(c.id for c in deck("standard").cards if c.suit == suit and c.id not in skip and not c.dominance)


def clearings_of(state, suit: str) -> list[int]:
    return sorted(c for c, s in state.suits.items() if s == suit and open_slots(state, c) > 0)


def eyrie_game(leader: str = "despot"):
    state = game("autumn", ("marquise", EYRIE))
    assert replay.perform(state, ea.ChooseLeader(leader)).applied
    return state


def test_choosing_a_leader_places_its_two_viziers():
    state = eyrie_game("charismatic")
    board = board_of(state)
    assert board["leader"] == "charismatic"
    assert sorted(c for c in COLUMNS if VIZIER in board["decree"][c]) == sorted(LEADERS["charismatic"])


def test_a_second_leader_is_refused_citing_7_3_3():
    state = eyrie_game()
    out = replay.perform(state, ea.ChooseLeader("builder"))
    assert not out.applied and out.verdict.message.id == "eyrie.has-leader"
    assert "7.3.3" in out.verdict.message.sections


def test_an_unknown_leader_is_bad_input():
    with pytest.raises(BadInput):
        ea.ChooseLeader("emperor").check(eyrie_game())


def test_add_to_decree_in_birdsong_at_most_one_bird():
    state = turn_of(eyrie_game(), EYRIE, "birdsong")
    bird, fox = card_of("bird"), card_of("fox")
    two = replay.perform(state, ea.AddToDecree((bird, card_of("bird", skip=(bird,))), ("move", "battle")))
    assert not two.applied and two.verdict.message.id == "eyrie.two-birds" and "7.4.2" in two.verdict.message.sections
    assert replay.perform(state, ea.AddToDecree((bird, fox), ("recruit", "build"))).applied
    board = board_of(state)
    assert board["decree"]["recruit"][-1] == bird and board["decree"]["build"][-1] == fox


def test_add_to_decree_out_of_birdsong_is_refused_citing_1_4_1():
    state = turn_of(eyrie_game(), EYRIE, "daylight")
    out = replay.perform(state, ea.AddToDecree((card_of("fox"),), ("move",)))
    assert not out.applied and out.verdict.message.id == "eyrie.wrong-step"
    assert {"7.4.2", "1.4.1"} <= set(out.verdict.message.sections)


def test_three_cards_are_impossible():
    state = turn_of(eyrie_game(), EYRIE, "birdsong")
    fox = card_of("fox")
    out = replay.perform(state, ea.AddToDecree((fox, fox, fox), ("move", "move", "move")), mode="teach")
    assert not out.applied and out.verdict.message.id == "eyrie.decree-count"


def test_resolve_in_order_and_by_suit():
    state = eyrie_game("despot")  # viziers: move, build
    fox_a, fox_b = clearings_of(state, "fox")[:2]
    mouse = clearings_of(state, "mouse")[0]
    put(state, fox_a, EYRIE, "roost")
    put(state, fox_a, EYRIE, "warrior", 2)
    put(state, fox_b, EYRIE, "warrior", 1)
    put(state, mouse, EYRIE, "warrior", 1)
    turn_of(state, EYRIE, "birdsong")
    assert replay.perform(state, ea.AddToDecree((card_of("fox"),), ("build",))).applied
    turn_of(state, EYRIE, "daylight")
    early = replay.perform(state, ea.ResolveDecree("build", 1, fox_b))
    assert not early.applied and early.verdict.message.id == "eyrie.out-of-order"
    assert replay.perform(state, ea.ResolveDecree("move", 0, fox_a)).applied
    again = replay.perform(state, ea.ResolveDecree("move", 0, fox_a))
    assert not again.applied and again.verdict.message.id == "eyrie.resolved-already"
    # Within a column, any order (7.5.2); the vizier (a bird) builds anywhere she rules without a roost.
    assert replay.perform(state, ea.ResolveDecree("build", 0, mouse)).applied
    assert state.count(mouse, (EYRIE, "roost")) == 1
    wrong = replay.perform(state, ea.ResolveDecree("build", 1, mouse))
    assert not wrong.applied
    wrong_suit = replay.perform(state, ea.ResolveDecree("build", 1, clearings_of(state, "rabbit")[0]))
    assert wrong_suit.verdict.message.id == "eyrie.suit-mismatch" and "7.5.2" in wrong_suit.verdict.message.sections
    has_roost = replay.perform(state, ea.ResolveDecree("build", 1, fox_a))
    assert has_roost.verdict.message.id == "eyrie.has-roost" and "7.5.2.IV" in has_roost.verdict.message.sections
    assert replay.perform(state, ea.ResolveDecree("build", 1, fox_b)).applied
    assert state.count(fox_b, (EYRIE, "roost")) == 1


def test_build_needs_rule_citing_7_5_2_iv():
    state = eyrie_game("despot")
    fox = clearings_of(state, "fox")[0]
    put(state, fox, "marquise", "warrior", 1)
    turn_of(state, EYRIE, "daylight")
    board = board_of(state)
    state.boards = {EYRIE: {**board, "resolved": ["move:0"]}}
    out = replay.perform(state, ea.ResolveDecree("build", 0, fox))
    assert out.verdict.message.id == "eyrie.not-ruled" and "7.5.2.IV" in out.verdict.message.sections


@pytest.mark.parametrize("leader", ["charismatic", "builder"])
def test_recruit_places_at_a_roost_two_with_the_charismatic(leader):
    state = eyrie_game(leader)  # both have a recruit vizier
    fox, other = clearings_of(state, "fox")[:2]
    put(state, fox, EYRIE, "roost")
    turn_of(state, EYRIE, "daylight")
    refused = replay.perform(state, ea.ResolveDecree("recruit", 0, other))
    assert refused.verdict.message.id == "eyrie.no-roost" and "7.5.2.I" in refused.verdict.message.sections
    assert replay.perform(state, ea.ResolveDecree("recruit", 0, fox)).applied
    assert state.count(fox, (EYRIE, "warrior")) == (2 if leader == "charismatic" else 1)


def test_turmoil_loses_a_point_per_bird_purges_and_deposes():
    state = eyrie_game("commander")  # viziers: move, battle
    turn_of(state, EYRIE, "birdsong")
    bird, fox = card_of("bird"), card_of("fox")
    assert replay.perform(state, ea.AddToDecree((bird, fox), ("recruit", "build"))).applied
    state.scores[EYRIE] = 5
    turn_of(state, EYRIE, "daylight")
    board = board_of(state)
    birds = sum(1 for c in COLUMNS for x in board["decree"][c] if x == VIZIER or x == bird)
    out = replay.perform(state, ea.Turmoil("builder"))
    assert out.applied, out.verdict
    assert state.scores[EYRIE] == 5 - birds
    after = board_of(state)
    assert after["leader"] == "builder" and after["deposed"] == ["commander"]
    assert [x for c in COLUMNS for x in after["decree"][c]] == [VIZIER, VIZIER]
    assert state.phase == "evening"
    replay.undo(state)
    assert state.scores[EYRIE] == 5 and board_of(state) == board and state.phase == "daylight"


def test_turmoil_cannot_choose_a_deposed_leader_and_all_return_when_none_left():
    state = eyrie_game("commander")
    board = board_of(state)
    state.boards = {EYRIE: {**board, "deposed": ["builder", "despot"]}}
    turn_of(state, EYRIE, "daylight")
    for leader in ("builder", "commander"):  # face down, and the one deposed now
        out = replay.perform(state, ea.Turmoil(leader))
        assert out.verdict.message.id == "eyrie.leader-deposed" and "7.7.3" in out.verdict.message.sections
    state.boards = {EYRIE: {**board, "deposed": ["builder", "despot", "charismatic"]}}
    out = replay.perform(state, ea.Turmoil("commander"))  # all four face up again: any may be chosen
    assert out.applied and board_of(state)["deposed"] == []  # 7.7.4
    assert any(n.id == "eyrie.leaders-return" for n in out.verdict.notes)


def test_new_roost_only_without_roosts_in_a_clearing_with_fewest_warriors():
    state = eyrie_game()
    turn_of(state, EYRIE, "birdsong")
    state.step = "new-roost"  # after her Decree (7.4.2, 7.4.3)
    crowded = clearings_of(state, "fox")[0]
    put(state, crowded, "marquise", "warrior", 2)
    out = replay.perform(state, ea.NewRoost(crowded))
    assert out.verdict.message.id == "eyrie.not-fewest" and "7.4.3" in out.verdict.message.sections
    empty = clearings_of(state, "mouse")[0]
    assert replay.perform(state, ea.NewRoost(empty)).applied
    assert state.count(empty, (EYRIE, "roost")) == 1 and state.count(empty, (EYRIE, "warrior")) == 3
    again = replay.perform(state, ea.NewRoost(clearings_of(state, "rabbit")[0]))
    assert again.verdict.message.id == "eyrie.has-roosts"


def test_her_board_survives_the_file_and_a_bad_one_is_refused_naming_the_element(tmp_path):
    state = turn_of(eyrie_game("despot"), EYRIE, "birdsong")
    assert replay.perform(state, ea.AddToDecree((card_of("rabbit"),), ("battle",))).applied
    path = tmp_path / "g.json"
    save_game(state, path)
    back = read_game(path).state
    assert back.boards == state.boards
    import json

    data = json.loads(path.read_text())
    data["boards"][EYRIE]["leader"] = "emperor"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="eyrie.leader"):
        read_game(path)


@pytest.mark.parametrize("change, element", [
    (lambda b: {**b, "deposed": [b["leader"]]}, "eyrie.deposed"),
    (lambda b: {**b, "decree": {**b["decree"], "move": []}}, "eyrie.decree"),
    (lambda b: {**b, "resolved": ["build:9"]}, "eyrie.resolved"),
])
def test_board_problems_name_the_element(change, element):
    board = board_of(eyrie_game("despot"))
    assert problem(board) is None
    assert problem(change(board))[0] == element


def test_disdain_for_trade_unless_the_builder_leads():
    for leader, own_points in (("despot", False), ("builder", True)):
        state = eyrie_game(leader)
        outcome = state.law[EYRIE].crafted_item(state, "sword", 2, False)
        assert (outcome is None) is own_points  # 7.2.3; the Builder ignores it (7.8.1)


def test_within_a_column_any_order():
    state = eyrie_game("despot")  # viziers: move, build
    fox, mouse = clearings_of(state, "fox")[0], clearings_of(state, "mouse")[0]
    put(state, fox, EYRIE, "warrior")
    put(state, mouse, EYRIE, "warrior")
    turn_of(state, EYRIE, "birdsong")
    assert replay.perform(state, ea.AddToDecree((card_of("fox"),), ("build",))).applied
    turn_of(state, EYRIE, "daylight")
    assert replay.perform(state, ea.ResolveDecree("move", 0, fox)).applied
    # The fox card (right) before the vizier (left) of the same column (7.5.2).
    assert replay.perform(state, ea.ResolveDecree("build", 1, fox)).applied
    assert replay.perform(state, ea.ResolveDecree("build", 0, mouse)).applied


def test_decree_cards_leave_her_hand_and_the_purge_discards_them():
    from rootboard.game.cards import actions as cards
    from rootboard.game.cards.places import discard_pile, hand_size, on_board

    state = eyrie_game("commander")
    bird, fox = card_of("bird"), card_of("fox")
    assert replay.perform(state, cards.Draw(EYRIE, 2, (bird, fox))).applied
    turn_of(state, EYRIE, "birdsong")
    assert replay.perform(state, ea.AddToDecree((bird, fox), ("recruit", "build"))).applied
    # One place a card: out of her hand onto her board, named by the Decree (7.2.1).
    assert hand_size(state, EYRIE) == 0 and on_board(state, EYRIE) == 2
    turn_of(state, EYRIE, "daylight")
    assert replay.perform(state, ea.Turmoil("despot")).applied
    assert on_board(state, EYRIE) == 0 and sorted(discard_pile(state)) == sorted([bird, fox])  # 7.7.2


def test_turmoil_only_when_a_card_is_left_to_resolve():
    state = eyrie_game("commander")
    fox = clearings_of(state, "fox")[0]
    put(state, fox, EYRIE, "warrior")
    turn_of(state, EYRIE, "daylight")
    assert replay.perform(state, ea.ResolveDecree("move", 0, fox)).applied
    assert replay.perform(state, ea.ResolveDecree("battle", 0, fox)).applied
    out = replay.perform(state, ea.Turmoil("builder"))
    assert out.verdict.message.id == "eyrie.turmoil-resolvable" and "7.7" in out.verdict.message.sections


@pytest.mark.parametrize("drawn", [1, 2])
def test_each_decree_card_is_asked_of_her_hand_after_the_cards_before_it_left(drawn):
    """7.4.2: the cards added come out of her hand, one each (1.2.1): a hand of one card not
    named may be the first card added, and then holds no second."""
    from rootboard.game.cards import actions as cards
    from rootboard.game.cards.places import hand_size, on_board

    state = eyrie_game("commander")
    assert replay.perform(state, cards.Draw(EYRIE, drawn)).applied
    turn_of(state, EYRIE, "birdsong")
    out = replay.perform(state, ea.AddToDecree((card_of("bird"), card_of("fox")), ("recruit", "build")))
    assert out.applied == (drawn == 2)
    if drawn == 1:  # the refusal names the card her hand cannot give: the second, not the first
        assert out.verdict.message.id == "eyrie.not-in-hand" and out.verdict.section == "1.2.1"
        assert out.verdict.message.params["card"] == card_of("fox")
    assert (hand_size(state, EYRIE), on_board(state, EYRIE)) == ((0, 2) if drawn == 2 else (1, 0))

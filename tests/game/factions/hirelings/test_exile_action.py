"""The Exile's Daylight action (hirelings/exile_action.py, 16.4.2.IV): its steps paid with the
items on its card, one to move the pawn to an adjacent forest, two to battle in an adjacent
clearing (the table's battle), then refreshed; refused when the card holds too few items or a
step is not adjacent, each refusal citing the card; offered step by step by the same check;
teach mode applies with the warning logged. Forests and clearings from the derived board."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.board.topology import is_forest
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.hirelings.exile_action import ExileAction
from rootboard.game.kinds import PAWN
from tests.game.factions.hirelings.kit import hired, offered, refused_then_taught
from tests.game.gamekit import put

EXILE = "the-exile"


def exiled(items: int = 2, demoted: bool = False):
    """ME controls the Exile at its Daylight, its pawn in a forest, ``items`` items on its card."""
    state = hired(EXILE, demoted=demoted)
    forest = state.topology.forests_of(min(state.topology.board.clearings))[0]
    put(state, forest, EXILE, PAWN)
    from rootboard.game.cards.catalogue import ITEMS

    chosen = sorted(ITEMS[:items])  # taken from the item supply, as the Exile's card takes them (4.1.2)
    for item in chosen:
        state.crafted = state.crafted.take_item(item, None)
    if chosen:
        state.boards = {**state.boards, EXILE: {"items": chosen}}
    return state, forest


def near(state, forest):
    """(an adjacent forest, an adjacent clearing, a forest not adjacent)."""
    beside = state.topology.adjacent(forest)
    other = next(a for a in beside if is_forest(a))
    clearing = next(a for a in beside if isinstance(a, int))
    far = next(f for f in state.topology.forests if f != forest and f not in beside)
    return other, clearing, far


def pawn_at(state):
    return state.where_is((EXILE, PAWN))[0]


def test_one_item_moves_the_exile_to_an_adjacent_forest_two_battle_beside_it():
    state, forest = exiled(items=3)
    other, clearing, _ = near(state, forest)
    action = ExileAction(EXILE, (other,))
    assert offered(state, "hireling-exile")[action].legal  # offered by the same check, one step each
    assert offered(state, "hireling-exile")[ExileAction(EXILE, (clearing,))].legal
    both = ExileAction(EXILE, (clearing, other))  # a battle, then a move: three items
    outcome = replay.perform(state, both)
    assert outcome.applied and outcome.verdict.message.id == "hireling-exile.done"
    assert "16.4.2.II" in outcome.verdict.sections and outcome.verdict.message.params["count"] == 3
    assert pawn_at(state) == other and len(state.boards[EXILE]["items"]) == 3  # refreshed, none lost
    from rootboard.gamefile.file import read_game_data

    assert read_game_data(state.to_json()).state.fields_json() == state.fields_json()
    taken = ExileAction(EXILE, (forest,)).check(state)  # once a Daylight (16.4.2.IV)
    assert taken.message.id == "hireling-use.taken"


def test_too_few_items_is_refused_and_teach_mode_logs_the_warning():
    state, forest = exiled(items=1)
    other, clearing, _ = near(state, forest)
    action = ExileAction(EXILE, (clearing,))  # a battle costs two
    assert offered(state, "hireling-exile")[ExileAction(EXILE, (other,))].legal  # one is enough to move
    refused_then_taught(state, action, "hireling-exile.too-few")
    assert pawn_at(state) == forest  # a battle moves no pawn


def test_a_step_not_adjacent_to_where_the_exile_stands_then_is_refused():
    state, forest = exiled(items=2)
    other, clearing, far = near(state, forest)
    refused = ExileAction(EXILE, (far,)).check(state)
    assert refused.possible and not refused.legal and refused.message.id == "hireling-exile.not-adjacent"
    # Adjacent to where it started, but not to the forest the first step moved it to.
    behind = next(c for c in state.topology.adjacent(forest) if isinstance(c, int)
                  and not state.topology.is_adjacent(other, c))
    assert ExileAction(EXILE, (behind,)).check(state).legal
    assert ExileAction(EXILE, (other, behind)).check(state).message.id == "hireling-exile.not-adjacent"
    assert ExileAction(EXILE, (other, forest)).check(state).legal  # back again: two moves, two items


def test_its_card_empty_its_pawn_gone_or_the_brigand_showing():
    state, forest = exiled(items=0)
    other, _, _ = near(state, forest)
    assert ExileAction(EXILE, (other,)).check(state).message.id == "hireling-exile.too-few"
    with pytest.raises(BadInput):
        ExileAction(EXILE, ()).check(state)  # no step named
    state, forest = exiled(demoted=True)  # the Brigand: two actions, neither exhausts the card's items
    refused = ExileAction(EXILE, (other,)).check(state)
    assert not refused.possible and refused.message.id == "hireling-exile.no-exhausting"

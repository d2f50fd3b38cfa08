"""The Vagabond's turn (9.4-9.6): his steps in the chapter's order, the candidates at each
judged by their own checks, and Evening's draw on leaving Rest."""

from __future__ import annotations

from rootboard.game.factions.vagabond.actions import board_edit
from rootboard.game.factions.vagabond.board import vagabond_board_edits
from rootboard.game.factions.vagabond.quests import deal_edits
from rootboard.game.turns.options import judge as turn_judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.gamekit import game, put, turn_of


def vagabond_at(where=None, phase="daylight", character="ranger", factions=("vagabond", "marquise", "eyrie")):
    state = game("autumn", factions)
    state.apply(vagabond_board_edits(state, "vagabond", character))
    state.apply(deal_edits(state, ["escort-mouse", "errand-fox", "expel-bandits-rabbit"]))
    put(state, where if where is not None else min(state.topology.board.clearings), "vagabond", "pawn")
    return turn_of(state, "vagabond", phase)


def test_his_steps_follow_chapter_9_and_each_phase_in_order():
    steps = steps_of(game("autumn", ("vagabond", "marquise")).law["vagabond"])
    assert [(s.id, s.phase, s.section) for s in steps] == [
        ("refresh", "birdsong", "9.4.1"), ("slip", "birdsong", "9.4.2"), ("actions", "daylight", "9.5"),
        ("rest", "evening", "9.6.1"), ("discard", "evening", "9.6.3"), ("limit", "evening", "9.6.4")]
    assert steps[2].allows("vagabond-quest") and not steps[0].allows("move")


def test_slip_offers_every_neighbouring_area_forests_included_and_all_are_playable():
    state = vagabond_at(phase="birdsong")
    state.step = "slip"
    at = min(state.topology.board.clearings)
    offered = [o for o in options(state) if o.action.kind == "move"]
    assert {o.action.request.destination for o in offered} == set(state.topology.neighbours(at))
    assert any(isinstance(o.action.request.destination, str) for o in offered)  # a forest (9.4.2)
    assert all(o.playable for o in offered)


def test_daylight_offers_quests_of_his_clearing_playable_only_with_suit_and_items():
    mouse = min(c for c, s in game("autumn", ("vagabond",)).suits.items() if s == "mouse")
    state = vagabond_at(mouse)
    board = state.vagabonds["vagabond"]
    state.apply([board_edit(state, "vagabond", board.gain("boot").gain("boot"))])
    quests = {(o.action.quest, o.action.reward): o.playable for o in options(state) if o.action.kind == "vagabond-quest"}
    assert quests[("escort-mouse", "points")] and quests[("escort-mouse", "cards")]
    assert not quests[("errand-fox", "points")]  # a fox quest in a mouse clearing (9.5.5)
    moves = [o for o in options(state) if o.action.kind == "move"]
    assert moves and all(isinstance(o.action.request.destination, int) for o in moves)  # no forest by Move (9.5.1)


def test_leaving_rest_draws_one_plus_face_up_coins():
    from rootboard.game.cards import table
    from rootboard.game.factions.vagabond.turn import STEPS, leaving

    state = vagabond_at(phase="evening")
    state.apply([board_edit(state, "vagabond", state.vagabonds["vagabond"].gain("coins"))])
    coins = state.vagabonds["vagabond"].face_up_on_track("coins")
    assert coins >= 1
    before = table.draw_size(state)
    edits, notes = leaving(state, STEPS[3])
    state.apply(edits)
    assert table.draw_size(state) == before - (1 + coins)
    assert notes[0].params["count"] == 1 + coins


def test_options_in_a_crowded_position_judge_every_candidate():
    """Each verdict is the one playing it would get, judged alone (no position kept between
    checks); the options' speed is measured in benchmarks/bench_options.py, never asserted."""
    state = vagabond_at(factions=("vagabond", "marquise", "eyrie", "alliance"))
    at = min(state.topology.board.clearings)
    for f in ("marquise", "eyrie", "alliance"):
        put(state, at, f, "warrior", 3)
    found = options(state)
    assert any(o.action.kind == "battle" for o in found) and any(o.playable for o in found)
    for option in found:
        assert option.verdict == turn_judge(state, option.action), option.action


def test_evening_discard_offers_the_excess_over_five():
    from rootboard.game import replay
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size

    state = vagabond_at(phase="evening")
    assert replay.perform(state, Draw("vagabond", 7)).applied
    state.step = "discard"
    offered = [o for o in options(state) if o.action.kind == "discard"]
    assert [o.action.unnamed for o in offered] == [hand_size(state, "vagabond") - 5] and offered[0].playable


def test_his_discard_is_not_left_over_five_cards_as_the_item_limit_follows_it():
    """Found by the options' property test (issue 35): the discard left with six cards reached
    the item limit, where no discard is offered and the turn could not end."""
    from rootboard.game import replay
    from rootboard.game.cards.actions import Draw
    from rootboard.game.turns.actions import NextStep

    state = vagabond_at(phase="evening")
    assert replay.perform(state, Draw("vagabond", 6)).applied
    state.step = "discard"
    moves = [o for o in options(state) if o.action.kind == "step"]
    assert moves and not any(o.playable for o in moves)
    assert moves[0].verdict.sections[0] == "9.6.3"
    discard = next(o for o in options(state) if o.action.kind == "discard")
    assert replay.perform(state, discard.action).applied
    assert turn_judge(state, NextStep()).legal  # five cards: on to the item limit (9.6.4)


# --- Improvise (16.3.7): offered by the quest's own check ---------------------------------------

def _improvised(state, quest="escort-mouse"):
    """The options of completing ``quest`` with Improvise: (improvised item, counted as, reward) -> option."""
    return {(o.action.improvised, o.action.improvised_as, o.action.reward): o for o in options(state)
            if o.action.kind == "vagabond-quest" and o.action.quest == quest and o.action.improvised is not None}


def _adventurer_short_of_a_boot(items=("sword",)):
    """The Adventurer in a mouse clearing with one usable boot: Escort (boot, boot) needs Improvise."""
    from tests.game.factions.vagabond.test_quests import _strip_boots, quest_game

    state = quest_game(items=items, character="adventurer")
    _strip_boots(state)
    return state


def test_the_adventurer_is_offered_improvise_with_an_item_he_can_exhaust():
    from rootboard.game import replay

    state = _adventurer_short_of_a_boot()
    plain = [o for o in options(state) if o.action.kind == "vagabond-quest" and o.action.quest == "escort-mouse"
             and o.action.improvised is None]
    assert plain and not any(o.playable for o in plain)  # one boot: Escort cannot be paid as it is (9.5.5)
    offered = _improvised(state)
    assert offered[("sword", "boot", "points")].playable and offered[("sword", "boot", "cards")].playable
    for option in offered.values():  # judged by the check that judges it when played
        assert option.verdict == turn_judge(state, option.action), option.action
    chosen = offered[("sword", "boot", "points")]
    assert "quest.improvised" in [n.id for n in chosen.verdict.notes]
    # his special action is offered there, inside the Quest, not as an action that does nothing alone
    assert not [o for o in options(state) if o.action.kind == "special"]
    assert replay.perform(state, chosen.action).applied
    assert state.vagabonds["vagabond"].count("sword", where="damaged", exhausted=True) == 1


def test_improvise_is_not_offered_twice_in_a_turn():
    from rootboard.game import replay
    from tests.game.factions.vagabond.test_quests import _strip_boots, quest_game

    state = quest_game(items=("sword", "sword", "torch"), character="adventurer",
                       up=["escort-mouse", "guard-duty-mouse", None])
    _strip_boots(state)
    first = _improvised(state)[("sword", "boot", "points")]
    assert first.playable and replay.perform(state, first.action).applied
    again = _improvised(state, "guard-duty-mouse")
    assert again and not any(o.playable for o in again.values())
    # His hammer, face up, for the torch or the sword: payable, yet he has improvised this turn
    for instead in ("torch", "sword"):
        verdict = again[("hammer", instead, "points")].verdict
        assert verdict.message.id == "quest.improvised-already" and verdict.sections[0] == "16.3.7"
    plain = [o for o in options(state) if o.action.kind == "vagabond-quest"
             and o.action.quest == "guard-duty-mouse" and o.action.improvised is None]
    assert plain and all(o.playable for o in plain)  # the quest itself still may be done (torch, sword)


def test_improvise_is_not_offered_with_an_item_exhausted_or_damaged():
    state = _adventurer_short_of_a_boot(items=("sword", "crossbow"))
    board = state.vagabonds["vagabond"]
    state.apply([board_edit(state, "vagabond", board.exhaust("sword").damage("crossbow"))])
    offered = _improvised(state)
    for item in ("sword", "crossbow"):
        refused = offered[(item, "boot", "points")]
        assert not refused.playable and refused.verdict.sections == ("9.5.5", "9.2.5"), refused.verdict
        assert refused.verdict.message.params["item"] == item
    assert offered[("torch", "boot", "points")].playable  # his own torch, face up, undamaged


def test_only_the_adventurer_is_offered_improvise():
    from tests.game.factions.vagabond.test_quests import _strip_boots, quest_game

    state = quest_game(items=("sword",), character="ranger")
    _strip_boots(state)
    assert not _improvised(state)
    assert [o.action.kind for o in options(state)].count("special") == 1  # the Ranger's Hideout (16.3.3)
    assert any(o.action.kind == "vagabond-quest" for o in options(state))

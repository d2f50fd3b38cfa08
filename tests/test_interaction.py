"""What a drag or drop may do, without Qt: the options a drop offers, the areas lit while
dragging, and the verdict of a drop. Every expectation comes from the core (``check``,
``legal_destinations``, ``carriable_relics``); nothing here lists legal areas by hand."""

from __future__ import annotations

import pytest

from rootboard import interaction as rules
from rootboard.game.replay import ENFORCE, perform
from rootboard.game.actions import Move, OpenPath, Place, Remove
from rootboard.game.movement import MoveRequest, carriable as carriable_relics, legal_destinations
from rootboard.game.placement import PieceRequest
from rootboard.game.factions.vagabond.actions import Special
from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME, vagabond_board_edits
from rootboard.game.turns.options import options as turn_options
from tests.game.gamekit import FACTS, forest_between, game, put, turn_of


def checker(state, mode=ENFORCE):
    return lambda action: perform(state, action, mode, dry_run=True).verdict


def judged(state, drag):
    """The drag with every area of the board judged, as the window does when a drag starts."""
    drag.options = rules.judge(state, drag, state.topology.areas, checker(state))
    return drag


def marquise_rules_1(map_name="autumn"):
    state = turn_of(game(map_name, ("marquise", "eyrie")), "marquise", "daylight")
    return put(state, 1, "marquise", "warrior", 3)


def kinds(options):
    return [o.kind for o in options]


@pytest.mark.parametrize("map_name", ["autumn", "lake"])
def test_the_areas_lit_while_dragging_are_the_core_s_legal_destinations(map_name):
    state = marquise_rules_1(map_name)
    drag = judged(state, rules.start_move(state, 1, "marquise", "warrior"))
    looks = rules.looks(drag, state.topology.areas)
    assert looks.pop(1) == rules.ORIGIN
    lit = {area for area, look in looks.items() if look == rules.LEGAL}
    assert lit == {d.area for d in legal_destinations(state, "marquise", 1, "warrior")}
    assert set(looks.values()) <= {rules.LEGAL, rules.ILLEGAL}


def test_a_drag_takes_one_piece_or_the_stack_and_counts_stay_within_it():
    state = marquise_rules_1()
    assert rules.start_move(state, 1, "marquise", "warrior").count == 1
    stack = rules.start_move(state, 1, "marquise", "warrior", whole_stack=True)
    assert stack.count == stack.available == state.count(1, ("marquise", "warrior"))
    assert stack.clamp(0) == 1 and stack.clamp(99) == stack.available
    supply = rules.start_place(state, "marquise", "warrior", 99)
    assert supply.placing and supply.count == state.supply[("marquise", "warrior")]


def test_a_legal_move_is_done_without_asking():
    state = marquise_rules_1()
    a, b = FACTS["autumn"]["path"]
    drag = judged(state, rules.start_move(state, a, "marquise", "warrior"))
    verdict = rules.drop(state, drag, b)
    assert not verdict.asks
    assert verdict.chosen.kind == rules.MOVE
    assert verdict.chosen.action == Move(MoveRequest("marquise", a, b, 1, "warrior"))
    assert verdict.chosen.verdict == checker(state)(verdict.chosen.action) and verdict.chosen.verdict.legal


def test_an_illegal_drop_picks_the_likeliest_option_with_the_core_s_refusal():
    state = marquise_rules_1()
    a, far = FACTS["autumn"]["apart"]
    drag = judged(state, rules.start_move(state, a, "marquise", "warrior"))
    verdict = rules.drop(state, drag, far)
    assert not verdict.asks and verdict.chosen.kind == rules.MOVE
    assert verdict.chosen.verdict == checker(state)(Move(MoveRequest("marquise", a, far, 1, "warrior")))
    assert not verdict.chosen.verdict.legal and verdict.chosen.verdict.section


def test_a_drop_off_the_board_or_back_where_it_started_does_nothing():
    state = marquise_rules_1()
    drag = judged(state, rules.start_move(state, 1, "marquise", "warrior"))
    for where in (None, 1):
        verdict = rules.drop(state, drag, where)
        assert verdict.options == () and verdict.chosen is None and not verdict.asks


def test_in_his_birdsong_the_vagabond_is_offered_slip_first_and_asked():
    state = turn_of(put(game("autumn", ("vagabond", "marquise")), 1, "vagabond", "pawn"), "vagabond", "birdsong")
    forest = forest_between(state, 1, 5)
    drag = judged(state, rules.start_move(state, 1, "vagabond", "pawn"))
    options = drag.options[forest]
    assert kinds(options) == [rules.SLIP, rules.MOVE]
    assert options[0].action == Move(MoveRequest("vagabond", 1, forest, 1, "pawn", slip=True))
    assert rules.drop(state, drag, forest).asks  # even with one legal option: his choice to see (9.4.2)


def test_in_daylight_the_vagabond_s_move_comes_first():
    state = turn_of(put(game("autumn", ("vagabond", "marquise")), 1, "vagabond", "pawn"), "vagabond", "daylight")
    drag = judged(state, rules.start_move(state, 1, "vagabond", "pawn"))
    assert kinds(drag.options[5]) == [rules.MOVE, rules.SLIP]


def test_the_ferry_is_offered_from_its_clearing_to_coastal_ones_only():
    state = marquise_rules_1("lake")
    ferry = FACTS["lake"]["ferry"]
    drag = judged(state, rules.start_move(state, ferry, "marquise", "warrior"))
    offered = {area for area, options in drag.options.items() if rules.FERRY in kinds(options)}
    assert offered == set(state.topology.coastal_clearings) - {ferry}
    across = next(c for c in offered if not state.topology.is_adjacent(ferry, c))
    by_ferry = next(o for o in drag.options[across] if o.kind == rules.FERRY)
    assert by_ferry.action == Move(MoveRequest("marquise", ferry, across, 1, "warrior", ferry=True))
    assert by_ferry.verdict.legal and rules.drop(state, drag, across).asks


def test_keeper_warriors_are_offered_each_relic_they_may_carry():
    state = turn_of(game("autumn", ("keepers", "marquise")), "keepers", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "keepers", "warrior", 2)
    put(state, a, "keepers", "tablet", 1)
    drag = judged(state, rules.start_move(state, a, "keepers", "warrior"))
    carried = [o for o in drag.options[b] if o.kind == rules.CARRY]
    assert [o.relic for o in carried] == carriable_relics(state, "keepers", a, "warrior")
    assert carried[0].action == Move(MoveRequest("keepers", a, b, 1, "warrior", carry=(carried[0].relic,)))
    assert rules.drop(state, drag, b).asks  # Move, or Move carrying the relic: two legal options


def test_a_plot_is_placed_face_down_unless_chosen_face_up():
    state = turn_of(game("autumn", ("corvids", "marquise")), "corvids", "daylight")
    where = min(state.topology.board.clearings)
    put(state, where, "corvids", "warrior", 1)
    drag = judged(state, rules.start_place(state, "corvids", "snare"))
    options = drag.options[where]
    assert kinds(options) == [rules.PLACE, rules.PLACE_FACE_UP]
    assert [o.action for o in options] == [Place(PieceRequest("corvids", "snare", where, 1)),
                                           Place(PieceRequest("corvids", "snare", where, 1, face_up=True))]
    assert [o.verdict for o in options] == [checker(state)(o.action) for o in options]
    warrior = judged(state, rules.start_place(state, "corvids", "warrior"))
    assert kinds(warrior.options[where]) == [rules.PLACE]  # only plots have a face to choose


def test_right_click_offers_remove_one_and_remove_all():
    state = marquise_rules_1()
    check = checker(state)
    options = rules.piece_options(state, 1, "marquise", "warrior", check)
    assert kinds(options) == [rules.REMOVE, rules.REMOVE_ALL]
    assert [o.action for o in options] == [Remove(PieceRequest("marquise", "warrior", 1, 1)),
                                           Remove(PieceRequest("marquise", "warrior", 1, 3))]
    put(state, 5, "marquise", "warrior", 1)
    assert kinds(rules.piece_options(state, 5, "marquise", "warrior", check)) == [rules.REMOVE]


def _two_plots(phase="birdsong", turn="corvids"):
    """Corvids with a face-down snare and a face-down bomb, a warrior beside the first."""
    state = turn_of(game("autumn", ("corvids", "marquise")), turn, phase)
    first, second = sorted(state.topology.board.clearings)[:2]
    put(state, first, "corvids", "warrior", 1)
    put(state, first, "corvids", "snare", 1)
    put(state, second, "corvids", "bomb", 1)
    return state, first, second


def test_a_plot_offers_its_flip_and_its_trick_judged_by_the_core():
    from rootboard.game.factions.corvids.plots import Flip, Trick

    state, first, second = _two_plots()
    check = checker(state)
    options = rules.piece_options(state, first, "corvids", "snare", check)
    assert kinds(options) == [rules.FLIP, rules.TRICK, rules.REMOVE]
    assert [o.action for o in options[:2]] == [Flip(first), Trick(first, second)]
    assert [o.verdict for o in options] == [check(o.action) for o in options]
    assert options[0].verdict.legal and options[0].verdict.message.sections == ("13.4.2",)
    assert not options[1].verdict.legal  # a trick is the Corvids' Daylight action (13.5.4)
    assert "13.5.4" in options[1].verdict.message.sections
    # Once face up, a plot is not flipped again, and tricks only with another face-up one.
    state.face_up = state.face_up | {first}
    assert kinds(rules.piece_options(state, first, "corvids", "snare", check)) == [rules.REMOVE]


def test_an_enemy_on_turn_is_offered_a_guess_of_each_kind_of_plot():
    from rootboard.game.factions.corvids.plots import PLOTS, Expose

    state, first, _ = _two_plots("daylight", "marquise")
    put(state, first, "marquise", "warrior", 1)
    check = checker(state)
    options = [o for o in rules.piece_options(state, first, "corvids", "snare", check) if o.kind == rules.EXPOSE]
    assert [o.action for o in options] == [Expose("marquise", first, kind) for kind in PLOTS]
    assert [o.verdict.legal for o in options] == [True] * len(PLOTS)
    assert all(o.verdict.message.sections == ("13.2.4",) for o in options)
    # the Corvids never guess their own plots
    corvids_turn = turn_of(state, "corvids", "daylight")
    assert rules.EXPOSE not in kinds(rules.piece_options(corvids_turn, first, "corvids", "snare", check))


def test_a_closed_path_offers_its_removal_with_the_core_s_verdict():
    a, b = FACTS["mountain"]["closed"]
    state = turn_of(game("mountain", ("marquise", "eyrie")), "marquise", "daylight")
    [option] = rules.path_options((a, b), checker(state))
    assert option.kind == rules.OPEN_PATH and option.action == OpenPath(a, b)
    assert option.verdict == checker(state)(OpenPath(a, b))


def test_judging_changes_nothing():
    state = marquise_rules_1("lake")
    before = state.to_json()
    judged(state, rules.start_move(state, 1, "marquise", "warrior", whole_stack=True))
    assert state.to_json() == before


# --- Highway Bandits on paths (16.4.3.V) ---------------------------------------------------

def bandits(map_name="autumn"):
    from rootboard.game.newgame import new_game

    return new_game(map_name, ("eyrie", "alliance", "riverfolk"), seed=3, hirelings=("highway-bandits",))


def judged_on_paths(state, drag):
    drag.options = rules.judge(state, drag, rules.targets(state, drag, state.topology.areas), checker(state))
    return drag


def test_a_bandit_from_the_tray_is_judged_on_every_path_and_placed_on_an_open_one():
    state = bandits()
    a, b = FACTS["autumn"]["path"]
    drag = judged_on_paths(state, rules.start_place(state, "highway-bandits", "warrior"))
    assert set(state.topology.path_areas) <= set(drag.options)
    verdict = rules.drop(state, drag, f"{a}-{b}")
    assert verdict.chosen.kind == rules.PLACE and verdict.chosen.verdict.legal
    assert verdict.chosen.action.request.where == f"{a}-{b}"
    # In a clearing they may not stand: the core's own reason (16.4.3.V).
    refused = rules.drop(state, drag, a)
    assert not refused.chosen.verdict.legal and refused.chosen.verdict.section == "16.4.3.V"


def test_other_pieces_are_never_judged_on_paths():
    state = bandits()
    drag = rules.start_place(state, "eyrie", "warrior")
    assert rules.targets(state, drag, state.topology.areas) == list(state.topology.areas)


@pytest.mark.parametrize("map_name", ["autumn", "winter", "mountain"])  # rivers one can drop on (not the lake)
def test_a_bandit_dropped_on_a_river_is_refused_with_its_law(map_name):
    state = bandits(map_name)
    a, b = FACTS[map_name]["river"]
    drag = judged_on_paths(state, rules.start_place(state, "highway-bandits", "warrior"))
    verdict = rules.drop(state, drag, f"{min(a, b)}-{max(a, b)}")
    assert not verdict.chosen.verdict.legal and "16.4.3.V" in verdict.chosen.verdict.sections


def test_a_bandit_dropped_on_a_closed_path_is_refused_with_its_law():
    state = bandits("mountain")
    a, b = FACTS["mountain"]["closed"]
    drag = judged_on_paths(state, rules.start_place(state, "highway-bandits", "warrior"))
    verdict = rules.drop(state, drag, f"{a}-{b}")
    assert not verdict.chosen.verdict.legal and verdict.chosen.verdict.section == "16.2.3.II"


def test_a_bandit_on_a_path_is_moved_onto_another_path_through_the_core():
    state = bandits()
    a, b = FACTS["autumn"]["path"]
    put(state, f"{a}-{b}", "highway-bandits")
    drag = judged_on_paths(state, rules.start_move(state, f"{a}-{b}", "highway-bandits", "warrior"))
    assert f"{a}-{b}" not in drag.options  # its origin: dropping there puts it back
    for area, options in drag.options.items():
        assert kinds(options)[0] == rules.MOVE
        assert options[0].verdict == checker(state)(options[0].action)


@pytest.mark.parametrize("character", sorted(CHARACTER_BY_NAME))
def test_his_pawn_offers_his_special_action_only_as_his_turn_does(character):
    """The Adventurer's Improvise is done inside a Quest (16.3.7): his turn leaves the bare
    Special out, and so does his pawn's menu; the Harrier's Glide is a drag (16.3.9)."""
    state = game("autumn", ("vagabond", "marquise"))
    state.apply(vagabond_board_edits(state, "vagabond", character))
    at = min(state.topology.board.clearings)
    put(state, at, "vagabond", "pawn")
    turn_of(state, "vagabond", "daylight").step = "actions"
    by_turn = any(o.action == Special("vagabond") for o in turn_options(state))
    menu = kinds(rules.piece_options(state, at, "vagabond", "pawn", checker(state)))
    dragged = CHARACTER_BY_NAME[character].special == rules.GLIDE
    assert (rules.SPECIAL in menu) == (by_turn and not dragged)

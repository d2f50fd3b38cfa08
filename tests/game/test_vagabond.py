"""The Vagabond's board and actions (chapter 9, 16.3): each refused and allowed at its edge,
with its section; items conserved over random actions, undo and redo exact."""

from __future__ import annotations

import json
from pathlib import Path
from collections import Counter

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rootboard.cli import main
from rootboard.errors import GameFormatError
from rootboard.game import actions as act
from rootboard.game.factions.vagabond.actions import SetHostile
from rootboard.game import replay
from rootboard.game.factions.vagabond import actions as va
from rootboard.gamefile.file import read_game, read_game_data, save_game
from rootboard.game.movement import MoveRequest
from rootboard.game.kinds import MAP
from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME, CHARACTERS, DAMAGED, ITEMS, SATCHEL, TRACK, TRACK_ITEMS, starting_board, vagabond_board_edits
from tests.game.gamekit import FACTS, forest_between, game, put, turn_of


def vagabond_game(character="ranger", factions=("vagabond", "marquise", "eyrie"), at=None, phase="daylight"):
    state = game("autumn", factions)
    state.apply(vagabond_board_edits(state, "vagabond", character))
    a, b = FACTS["autumn"]["path"]
    put(state, a if at is None else at, "vagabond", "pawn")
    return turn_of(state, "vagabond", phase)


def ok(state, action):
    outcome = replay.perform(state, action)
    assert outcome.applied, outcome.verdict
    return outcome.verdict


def refused(state, action, section):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.section == section, outcome.verdict
    assert state.to_json() == before
    return outcome.verdict


def items(state, fid="vagabond"):
    return Counter((i.item, i.where, i.exhausted) for i in state.vagabonds[fid].items)


# --- characters -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", CHARACTERS)
def test_each_character_starts_with_its_items_face_up_tracks_filled(name):
    c = CHARACTER_BY_NAME[name]
    board = starting_board(name)
    assert sorted(i.item for i in board.items) == sorted(c.items)
    assert all(not i.exhausted and i.where == (TRACK if i.item in TRACK_ITEMS else SATCHEL) for i in board.items)
    assert c.section.startswith("16.3.")


def test_the_nine_characters_of_16_3_in_order_and_setup_deals_from_them():
    from rootboard.setup import advanced

    assert [CHARACTER_BY_NAME[c].section for c in CHARACTERS] == [f"16.3.{n}" for n in range(1, 10)]
    assert advanced.CHARACTERS is CHARACTERS


def test_two_vagabonds_each_have_their_own_character():
    state = game("autumn", ("vagabond", "vagabond2", "marquise"))
    ok(state, va.SetCharacter("vagabond", "thief"))
    refused(state, va.SetCharacter("vagabond2", "thief"), "9.7")
    ok(state, va.SetCharacter("vagabond2", "harrier"))
    refused(state, va.SetCharacter("vagabond", "ranger"), "9.3.1")
    assert {f: b.character for f, b in state.vagabonds.items()} == {"vagabond": "thief", "vagabond2": "harrier"}


# --- Move pays boots (9.5.1) ----------------------------------------------------------------------

def test_move_exhausts_a_boot_and_is_refused_without_one():
    state = vagabond_game("ranger")
    a, b = FACTS["autumn"]["path"]
    ok(state, act.Move(MoveRequest("vagabond", a, b)))
    assert items(state)[("boot", SATCHEL, True)] == 1
    verdict = refused(state, act.Move(MoveRequest("vagabond", b, a)), "9.5.1")
    assert verdict.message.params["have"] == 0


def test_move_into_hostile_warriors_needs_two_boots():
    state = vagabond_game("ronin")  # two boots
    a, b = FACTS["autumn"]["path"]
    put(state, b, "eyrie")
    ok(state, SetHostile("vagabond", "eyrie"))
    ok(state, va.ItemChange("vagabond", "boot", "exhaust"))
    verdict = refused(state, act.Move(MoveRequest("vagabond", a, b)), "9.5.1")
    assert verdict.message.params == {"cost": 2, "who": "vagabond", "have": 1}
    replay.undo(state)
    ok(state, act.Move(MoveRequest("vagabond", a, b)))
    assert items(state)[("boot", SATCHEL, True)] == 2


def test_slip_costs_no_boot():
    state = vagabond_game("ranger", phase="birdsong")
    a, b = FACTS["autumn"]["path"]
    ok(state, act.Move(MoveRequest("vagabond", a, b, slip=True)))
    assert state.vagabonds["vagabond"].usable("boot") == 1


def test_an_old_game_without_his_board_still_moves_and_says_the_boots_are_unchecked():
    state = turn_of(game("autumn", ("vagabond", "marquise")), "vagabond", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "vagabond", "pawn")
    verdict = ok(state, act.Move(MoveRequest("vagabond", a, b)))
    assert "move.items-unknown" in [n.id for n in verdict.notes]
    assert refused(state, va.Explore("vagabond", "boot"), "9.3.1").possible is False


# --- Refresh (9.4.1) ------------------------------------------------------------------------------

def test_refresh_three_plus_two_per_face_up_tea():
    state = vagabond_game("thief", phase="daylight")  # boot, torch, tea (track), sword
    for item in ("boot", "torch", "sword"):
        ok(state, va.ItemChange("vagabond", item, "exhaust"))
    turn_of(state, "vagabond", "birdsong")
    assert state.vagabonds["vagabond"].refresh_count == 5
    ok(state, va.Refresh("vagabond"))
    assert all(not i.exhausted for i in state.vagabonds["vagabond"].items)
    # With the tea exhausted it is back to three (his next turn: one Refresh a turn, 9.4.1).
    turn_of(state, "vagabond", "birdsong")
    for item in ("boot", "torch", "sword", "tea"):
        ok(state, va.ItemChange("vagabond", item, "exhaust"))
    assert state.vagabonds["vagabond"].refresh_count == 3
    refused(state, va.Refresh("vagabond", ("boot", "torch", "sword", "tea")), "9.4.1")
    ok(state, va.Refresh("vagabond", ("tea", "boot", "torch")))
    assert items(state)[("tea", TRACK, False)] == 1  # face up again, back on its track


def test_refresh_checks_what_the_items_are_before_how_many_even_in_teach_mode(tmp_path):
    """Issue 19: more items than allowed, one of them not exhausted, used to end in a KeyError
    in teach mode ("too many" was refused first, and teach mode applies that anyway)."""
    state = vagabond_game("ranger", phase="birdsong")  # boot, torch, crossbow, sword, all face up
    ok(state, va.ItemChange("vagabond", "sword", "exhaust"))
    before = state.to_json()
    for items in (("sword", "torch", "boot", "crossbow"), ("sword", "sword", "sword", "sword")):
        outcome = replay.perform(state, va.Refresh("vagabond", items), mode=replay.TEACH)
        assert not outcome.applied and not outcome.verdict.possible
        assert outcome.verdict.message.id == "refresh.not-exhausted" and outcome.verdict.section == "9.4.1"
        assert state.to_json() == before
    for item in ("torch", "boot", "crossbow"):
        ok(state, va.ItemChange("vagabond", item, "exhaust"))
    outcome = replay.perform(state, va.Refresh("vagabond", ("sword", "torch", "boot", "crossbow")), mode=replay.TEACH)
    assert outcome.applied and outcome.verdict.message.id == "refresh.too-many"  # possible: applied, warned
    assert all(not i.exhausted for i in state.vagabonds["vagabond"].items)
    # Through the command line: exit 1 with the reason, the file unchanged, no traceback.
    path = tmp_path / "v.json"
    save_game(vagabond_game("ranger", phase="birdsong"), path)
    data = path.read_bytes()
    assert main(["refresh", str(path), "vagabond", "--item", "sword", "--item", "torch", "--item", "boot",
                 "--item", "crossbow", "--mode", "teach"]) == 1
    assert path.read_bytes() == data


def test_refresh_only_in_his_birdsong():
    state = vagabond_game("thief", phase="daylight")
    refused(state, va.Refresh("vagabond"), "9.4.1")


# --- Explore (9.5.3, 9.7) ------------------------------------------------------------------------

def ruin_clearing(state):
    return min(c for c, cl in state.topology.board.clearings.items() if cl.ruins)


def test_explore_takes_the_item_scores_and_removes_the_last_ruin():
    state = game("autumn", ("vagabond", "marquise"))
    state.apply(vagabond_board_edits(state, "vagabond", "ranger"))
    ruin = ruin_clearing(state)
    put(state, ruin, "vagabond", "pawn")
    turn_of(state, "vagabond", "daylight")
    refused(state, va.Explore("vagabond", "tea"), "9.3.4")
    verdict = ok(state, va.Explore("vagabond", "hammer"))
    assert verdict.section == "9.5.3" and state.scores["vagabond"] == 1
    assert not state.count(ruin, (MAP, "ruin")) and state.out[(MAP, "ruin")] == 1
    assert items(state)[("hammer", SATCHEL, False)] == 1 and items(state)[("torch", SATCHEL, True)] == 1
    refused(state, va.Explore("vagabond", "boot"), "9.5.3")  # no torch left, and no ruin


def test_explore_refused_without_a_ruin_or_in_a_forest():
    state = vagabond_game("ranger")
    a, _ = FACTS["autumn"]["path"]
    assert not state.count(a, (MAP, "ruin"))
    refused(state, va.Explore("vagabond", "boot"), "9.5.3")
    forest = forest_between(state, *FACTS["autumn"]["path"])
    state.apply([act.shift(("vagabond", "pawn"), a, forest, 1)])
    assert refused(state, va.Explore("vagabond", "boot"), "9.5.3").message.id == "vagabond.in-a-forest"


def test_two_vagabonds_two_items_per_ruin_never_a_second_r_of_a_type():
    state = game("autumn", ("vagabond", "vagabond2", "marquise"))
    state.apply(vagabond_board_edits(state, "vagabond", "thief"))
    state.apply(vagabond_board_edits(state, "vagabond2", "ranger"))
    ruin = ruin_clearing(state)
    put(state, ruin, "vagabond", "pawn")
    turn_of(state, "vagabond", "daylight")
    verdict = ok(state, va.Explore("vagabond", "sword"))
    assert state.count(ruin, (MAP, "ruin")) == 1 and len(verdict.notes) == 0  # one item still under it
    ok(state, va.ItemChange("vagabond", "torch", "refresh"))
    refused(state, va.Explore("vagabond", "sword"), "9.7.3")
    ok(state, va.Explore("vagabond", "bag"))
    assert not state.count(ruin, (MAP, "ruin"))
    assert items(state)[("bag", TRACK, False)] == 1


# --- Strike (9.5.6) and relationships (9.2.9) --------------------------------------------------------

def test_strike_removes_a_warrior_and_makes_the_faction_hostile():
    state = vagabond_game("ranger")
    a, _ = FACTS["autumn"]["path"]
    put(state, a, "marquise", n=1); put(state, a, "marquise", "sawmill")
    refused(state, va.Strike("vagabond", "marquise", "sawmill"), "9.5.6")  # warriors first
    verdict = ok(state, va.Strike("vagabond", "marquise"))
    assert "9.2.9.III" in [n.sections[0] for n in verdict.notes]
    assert state.hostile["vagabond"] == {"marquise"} and not state.count(a, ("marquise", "warrior"))
    refused(state, va.Strike("vagabond", "marquise", "sawmill"), "9.5.6")  # the crossbow is exhausted


def test_strike_a_building_does_not_make_hostile():
    state = vagabond_game("ranger")
    a, _ = FACTS["autumn"]["path"]
    put(state, a, "marquise", "sawmill")
    refused(state, va.Strike("vagabond", "marquise"), "9.5.6")  # say which piece
    ok(state, va.Strike("vagabond", "marquise", "sawmill"))
    assert not state.hostile.get("vagabond")


def test_aid_moves_the_marker_to_allied_never_out_of_hostile():
    state = vagabond_game("thief")
    a, _ = FACTS["autumn"]["path"]
    put(state, a, "eyrie")
    refused(state, va.Aid("vagabond", "marquise", "sword"), "9.5.4")  # no Marquise piece there
    ok(state, va.SetAllied("vagabond", "eyrie", va.ALLIED_SPACES - 1))
    ok(state, va.Aid("vagabond", "eyrie", "sword", advance=True))
    from rootboard.game.factions.vagabond.board import relationship

    assert relationship(state, "vagabond", "eyrie") == "allied"
    ok(state, va.ItemChange("vagabond", "sword", "refresh"))
    refused(state, va.Aid("vagabond", "eyrie", "sword", advance=True), "9.2.9.II")
    ok(state, SetHostile("vagabond", "marquise"))
    put(state, a, "marquise")
    refused(state, va.Aid("vagabond", "marquise", "sword", advance=True), "9.2.9.III")


# --- Repair, Rest, hits, item limit --------------------------------------------------------------------

def test_hits_damage_undamaged_items_and_ignore_the_rest():
    state = vagabond_game("ranger")
    verdict = ok(state, va.Hits("vagabond", 6))
    assert verdict.notes[0].params["count"] == 2  # four items, six hits
    assert all(i.where == DAMAGED for i in state.vagabonds["vagabond"].items)
    refused(state, va.Repair("vagabond", "sword"), "9.5.7")  # the hammer... he has none


def test_repair_keeps_the_face_and_sends_face_up_track_items_home():
    state = vagabond_game("tinker")  # boot, torch, bag (track), hammer
    ok(state, va.Hits("vagabond", 1, ("bag",)))
    ok(state, va.Repair("vagabond", "bag"))
    assert items(state)[("bag", TRACK, False)] == 1 and items(state)[("hammer", SATCHEL, True)] == 1
    refused(state, va.Repair("vagabond", "boot"), "9.5.7")


def test_rest_only_in_a_forest_in_evening():
    state = vagabond_game("ranger", phase="evening")
    ok(state, va.Hits("vagabond", 2, ("sword", "boot")))
    refused(state, va.Rest("vagabond"), "9.6.1")
    a, b = FACTS["autumn"]["path"]
    state.apply([act.shift(("vagabond", "pawn"), a, forest_between(state, a, b), 1)])
    ok(state, va.Rest("vagabond"))
    assert not any(i.where == DAMAGED or i.exhausted for i in state.vagabonds["vagabond"].items)
    turn_of(state, "vagabond", "daylight")
    refused(state, va.Rest("vagabond"), "9.6.1")


def test_item_limit_six_plus_two_per_bag():
    state = vagabond_game("ranger", phase="evening")
    for item in ("sword", "sword", "hammer"):
        ok(state, va.ItemChange("vagabond", item, "take"))
    assert state.vagabonds["vagabond"].counted_for_limit == 7
    refused(state, va.ItemChange("vagabond", "sword", "remove", 2), "9.6.4")  # only down to the limit
    ok(state, va.ItemChange("vagabond", "sword", "remove"))
    refused(state, va.ItemChange("vagabond", "hammer", "remove"), "9.6.4")
    ok(state, va.ItemChange("vagabond", "bag", "take"))  # on its track: does not count, raises the limit
    assert state.vagabonds["vagabond"].item_limit == 8


# --- special actions (16.3) -------------------------------------------------------------------------

def test_glide_moves_the_pawn_to_any_clearing_even_far():
    state = vagabond_game("harrier")
    a, far = FACTS["autumn"]["apart"]
    state.apply([act.shift(("vagabond", "pawn"), FACTS["autumn"]["path"][0], a, 1)])
    verdict = ok(state, va.Special("vagabond", to=far))
    assert verdict.section == "16.3.9" and state.count(far, ("vagabond", "pawn"))
    assert items(state)[("torch", SATCHEL, True)] == 1 and state.vagabonds["vagabond"].usable("boot") == 0
    refused(state, va.Special("vagabond", to=a), "16.3.9")  # no torch left


def test_glide_never_into_a_scorched_clearing():
    state = game("autumn", ("vagabond", "vagabond2", "marquise"))
    state.apply(vagabond_board_edits(state, "vagabond", "harrier"))
    a, far = FACTS["autumn"]["apart"]
    put(state, a, "vagabond", "pawn"); put(state, far, "vagabond2", "torch")
    turn_of(state, "vagabond", "daylight")
    refused(state, va.Special("vagabond", to=far), "16.3.6")


def test_scorched_earth_removes_every_enemy_piece_and_leaves_the_map_pieces():
    state = vagabond_game("scoundrel", factions=("vagabond", "marquise", "eyrie", "alliance"), at=FACTS["autumn"]["path"][0])
    ruin = ruin_clearing(state)
    state.apply([act.shift(("vagabond", "pawn"), FACTS["autumn"]["path"][0], ruin, 1)])
    put(state, ruin, "marquise", n=3); put(state, ruin, "eyrie", "roost"); put(state, ruin, "alliance", "sympathy")
    before = state.to_json()
    verdict = ok(state, va.Special("vagabond"))
    assert verdict.section == "16.3.6"
    left = {f for (f, _), n in state.pieces_at(ruin).items() if n}
    assert left == {"vagabond", MAP}  # his pawn and torch, and the ruin
    assert state.count(ruin, ("vagabond", "torch")) == 1 and state.vagabonds["vagabond"].count("torch") == 0
    assert state.hostile["vagabond"] == {"marquise"}  # a warrior removed; a roost or sympathy does not
    from rootboard.game.rules import ruler

    assert ruler(state, ruin) is None
    replay.undo(state)
    assert state.to_json()["areas"] == before["areas"]
    replay.redo(state)
    from rootboard.game.placement import PieceRequest

    refused(state, act.Place(PieceRequest("marquise", "warrior", ruin)), "16.3.6")


@pytest.mark.parametrize("name", ["thief", "tinker", "vagrant", "ronin"])
def test_other_special_actions_exhaust_their_item_and_remind(name):
    state = vagabond_game(name)
    c = CHARACTER_BY_NAME[name]
    verdict = ok(state, va.Special("vagabond"))
    assert verdict.section == c.section and verdict.notes and verdict.notes[0].sections == (c.section,)
    assert state.vagabonds["vagabond"].count(c.special_item, exhausted=True) == 1
    refused(state, va.Special("vagabond"), c.section)


def test_hideout_repairs_three_and_ends_daylight():
    state = vagabond_game("ranger")
    ok(state, va.Hits("vagabond", 3, ("sword", "boot", "crossbow")))
    ok(state, va.Special("vagabond"))
    assert state.phase == "evening" and not any(i.where == DAMAGED for i in state.vagabonds["vagabond"].items)


# --- the game file ----------------------------------------------------------------------------------

def test_the_board_round_trips_through_the_game_file(tmp_path):
    state = vagabond_game("thief")
    ok(state, va.Hits("vagabond", 1, ("tea",)))
    data = json.loads(json.dumps(state.to_json()))
    assert read_game_data(data).state.to_json() == state.to_json()
    data["vagabonds"]["vagabond"]["items"][0]["where"] = "pocket"
    with pytest.raises(ValueError, match="vagabonds"):
        read_game_data(data)


def test_a_file_without_boards_loads_and_character_sets_it_up(tmp_path):
    """A version 1 file (made before rootboard kept his board) opens with his items unknown, and
    'character' sets them up; a version 2 file always holds the boards (version 2 writes them),
    so one without is refused, naming what it lacks (issue 23)."""
    v1 = Path(__file__).resolve().parent / "fixtures" / "v1" / "autumn.json"
    old = tmp_path / "old.json"
    old.write_text(v1.read_text())
    assert "vagabond" in json.loads(old.read_text())["factions"] and "vagabonds" not in json.loads(old.read_text())
    assert main(["status", str(old)]) == 0
    assert main(["character", str(old), "vagabond", "tinker"]) == 0
    assert main(["item", str(old), "vagabond", "hammer", "exhaust"]) == 0
    assert main(["item", str(old), "vagabond", "hammer", "exhaust"]) == 1
    data = game("autumn", ("vagabond", "marquise")).to_json()
    del data["vagabonds"]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as error:
        read_game(cut)
    assert error.value.message.params["key"] == "vagabonds"


def test_status_json_reports_the_board(tmp_path, capsys):
    state = vagabond_game("thief")
    path = tmp_path / "g.json"
    save_game(state, path)
    assert main(["item", str(path), "vagabond", "sword", "damage"]) == 0
    capsys.readouterr()
    assert main(["status", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)["vagabonds"]["vagabond"]
    assert report["character"] == "thief"
    assert {"item": "sword", "where": "damaged", "exhausted": False} in report["items"]
    assert {"item": "tea", "where": "track", "exhausted": False} in report["items"]
    assert report["relationships"] == {"marquise": "indifferent", "eyrie": "indifferent"}
    assert report["allied_space"] == {"marquise": 0, "eyrie": 0}


def test_cli_refusal_names_the_rule(tmp_path, capsys):
    state = vagabond_game("thief")
    path = tmp_path / "g.json"
    save_game(state, path)
    assert main(["strike", str(path), "vagabond", "marquise"]) == 1
    assert capsys.readouterr().err.startswith("Law 9.5.6")
    assert main(["item", str(path), "vagabond", "wand", "exhaust"]) == 2


# --- conservation, undo, redo ------------------------------------------------------------------------

def ledger(state, fid="vagabond") -> Counter:
    """Items on his board and removed, less what came from the ruins: his S items, always."""
    board = state.vagabonds[fid]
    found = Counter(i.item for i in board.items) + Counter(board.removed)
    found.subtract(Counter(t for taken in state.explored.values() for t in taken))
    return +found


def draw(data, state):
    kind = data.draw(st.sampled_from(["item", "item", "refresh", "explore", "strike", "repair", "aid", "rest",
                                      "hits", "special", "move", "phase", "end"]))
    item = data.draw(st.sampled_from(ITEMS))
    op = data.draw(st.sampled_from([o for o in va.OPS if o != "take"]))
    target = data.draw(st.sampled_from(["marquise", "eyrie"]))
    if kind == "item":
        return va.ItemChange("vagabond", item, op, data.draw(st.integers(1, 2)))
    if kind == "refresh":
        return va.Refresh("vagabond")
    if kind == "explore":
        return va.Explore("vagabond", data.draw(st.sampled_from(["bag", "boot", "hammer", "sword"])))
    if kind == "strike":
        return va.Strike("vagabond", target)
    if kind == "repair":
        return va.Repair("vagabond", item)
    if kind == "aid":
        return va.Aid("vagabond", target, item, data.draw(st.booleans()))
    if kind == "rest":
        return va.Rest("vagabond")
    if kind == "hits":
        return va.Hits("vagabond", data.draw(st.integers(1, 4)))
    if kind == "special":
        return va.Special("vagabond", to=data.draw(st.sampled_from(sorted(state.topology.board.clearings))))
    if kind == "move":
        at = state.where_is(("vagabond", "pawn"))[0]
        to = data.draw(st.sampled_from(sorted(state.topology.neighbours(at), key=str)))
        return act.Move(MoveRequest("vagabond", at, to, slip=data.draw(st.booleans())))
    if kind == "phase":
        return act.AdvancePhase()
    return act.EndTurn()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CHARACTERS), st.sampled_from(replay.MODES), st.data())
def test_random_vagabond_actions_conserve_items_and_undo_redo_exactly(name, mode, data):
    state = game("autumn", ("vagabond", "marquise", "eyrie"))
    put(state, ruin_clearing(state), "vagabond", "pawn")
    put(state, ruin_clearing(state), "marquise", n=3); put(state, ruin_clearing(state), "eyrie", "roost")
    state.apply(vagabond_board_edits(state, "vagabond", name))
    start = state.to_json()
    expected = Counter(CHARACTER_BY_NAME[name].items)
    positions = [start]
    for _ in range(data.draw(st.integers(1, 40))):
        before = state.to_json()
        if not replay.perform(state, draw(data, state), mode).applied:
            assert state.to_json() == before
        else:
            positions.append(state.to_json())
        assert ledger(state) == expected
    end = state.to_json()
    assert read_game_data(json.loads(json.dumps(end))).state.to_json() == end
    applied = state.cursor
    for n in range(applied):
        replay.undo(state)
        assert {k: v for k, v in state.to_json().items() if k not in ("history", "cursor")} == \
            {k: v for k, v in positions[-2 - n].items() if k not in ("history", "cursor")}
    for _ in range(applied):
        replay.redo(state)
    assert state.to_json() == end


def test_allied_warriors_move_with_him_only_when_allied():
    state = vagabond_game("ronin")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "eyrie", n=3)
    refused(state, va.MoveWithAlly(MoveRequest("vagabond", a, b), "eyrie", 2), "9.2.9.II.b")
    ok(state, va.SetAllied("vagabond", "eyrie", va.ALLIED_SPACES))
    ok(state, va.MoveWithAlly(MoveRequest("vagabond", a, b), "eyrie", 2))
    assert state.count(b, ("eyrie", "warrior")) == 2 and state.count(b, ("vagabond", "pawn")) == 1
    assert state.vagabonds["vagabond"].usable("boot") == 1  # his Move paid its boot (9.5.1)


def test_his_turn_does_not_end_above_the_item_limit():
    state = vagabond_game("ranger", phase="evening")
    for _ in range(3):
        ok(state, va.ItemChange("vagabond", "sword", "take"))
    refused(state, act.EndTurn(), "9.6.4")
    ok(state, va.ItemChange("vagabond", "sword", "remove"))
    ok(state, act.EndTurn())


def test_a_file_cannot_claim_more_items_from_a_ruin_than_it_held():
    state = vagabond_game("ranger")
    data = json.loads(json.dumps(state.to_json()))
    data["explored"] = {str(ruin_clearing(state)): ["boot", "sword"]}
    with pytest.raises(ValueError, match="explored"):
        read_game_data(data)


def test_new_game_with_characters(tmp_path, capsys):
    path = tmp_path / "n.json"
    assert main(["new", "autumn", "-o", str(path), "--factions", "vagabond,vagabond2,marquise",
                 "--character", "vagabond=thief", "--character", "vagabond2=harrier"]) == 0
    capsys.readouterr()
    assert main(["status", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)["vagabonds"]
    assert {f: r["character"] for f, r in report.items()} == {"vagabond": "thief", "vagabond2": "harrier"}
    assert main(["new", "autumn", "-o", str(path), "--character", "vagabond=thief",
                 "--character", "vagabond=ranger"]) == 2  # one card each (9.3.1)
    assert main(["new", "autumn", "-o", str(path), "--character", "vagabond=wizard"]) == 2

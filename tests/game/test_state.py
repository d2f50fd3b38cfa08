"""Game state: setup from the map, save and load, and files that cannot be read."""

from __future__ import annotations

import json
import os

import pytest

import rootboard.game.terms  # noqa: F401  (the words an error is said in: run alone, nothing else registers them)
from rootboard.game.factions import LAW
from rootboard.game import actions as act
from rootboard.game.factions.vagabond.actions import SetHostile
from rootboard.game import replay
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.errors import GameFormatError, StateError
from rootboard.gamefile.file import save_game
from tests.helpers import load_game
from rootboard.game.newgame import new_game
from rootboard.game.state import SUPPLY, GameState, shift
from tests.game.gamekit import FACTS, MAPS, game, put

# --- setup -----------------------------------------------------------------------------------


@pytest.mark.parametrize("map_name", MAPS)
def test_new_game_puts_the_maps_own_pieces_where_the_map_says(map_name):
    state = new_game(map_name, ["eyrie", "marquise"], seed=1)
    board = state.topology.board
    ruins = {cid: n for cid, pieces in state.areas.items() for (f, p), n in pieces.items() if p == "ruin"}
    assert ruins == {cid: c.ruins for cid, c in board.clearings.items() if c.ruins}
    assert sum(ruins.values()) == 4  # four ruins on every map (RULES.md 1.1)
    assert state.ferry == FACTS[map_name].get("ferry")
    assert state.tower == FACTS[map_name].get("pass")
    assert state.closed_paths == {p.key for p in board.closed_paths}
    assert len(state.closed_paths) == (6 if map_name == "mountain" else 0)  # 16.2.3.I
    assert map_name != "mountain" or tuple(FACTS["mountain"]["closed"]) in state.closed_paths
    assert state.current == "eyrie" and state.phase == "birdsong"  # first listed takes the first turn
    assert state.scores == {"eyrie": 0, "marquise": 0}


@pytest.mark.parametrize("map_name", MAPS)
def test_every_piece_of_the_game_is_somewhere(map_name):
    state = game(map_name, hirelings=3)
    for key, n in state.inventory().items():
        assert state.total(key) == n


def test_suits_printed_on_autumn_shuffled_elsewhere_and_reproducible():
    autumn = new_game("autumn", ["marquise"], seed=1)
    assert autumn.suits == {cid: c.suit for cid, c in autumn.topology.board.clearings.items()}
    one, same, other = (new_game("winter", ["marquise"], seed=s).suits for s in (5, 5, 6))
    assert one == same and sorted(one.values()) == sorted(["fox", "mouse", "rabbit"] * 4)
    assert one != other or new_game("winter", ["marquise"], seed=7).suits != one


@pytest.mark.parametrize("factions, message", [
    (["marquise", "cats"], "unknown faction 'cats'"),
    (["marquise", "marquise"], "listed twice"),
    (["map"], "not a player faction"),
    ([], "at least one faction"),
])
def test_new_game_refuses_bad_faction_lists(factions, message):
    with pytest.raises(ValueError, match=message):
        new_game("autumn", factions)


def test_board_pieces_is_the_renderers_view():
    state = game("lake")
    put(state, 11, "marquise", n=3)
    put(state, "1_5_11", "vagabond", "pawn")
    pieces = state.board_pieces()
    assert pieces[11] == [("marquise", "warrior", 3), ("map", "ruin", 1)]
    assert pieces["1_5_11"] == [("vagabond", "pawn", 1)]
    assert pieces[1] == [("map", "ferry", 1)]


@pytest.mark.parametrize("map_name", MAPS)
@pytest.mark.parametrize("where, section", [("burrow", "12.2.2"), (99, None), ("nowhere", None)])
def test_no_piece_goes_where_this_game_has_no_area(map_name, where, section):
    # Without the Duchy there is no Burrow (12.2.2), and no map has clearing 99: a game file
    # holding pieces there would not open again, so the edit is refused and nothing changes.
    state = new_game(map_name, ["marquise", "eyrie"], seed=1)
    before = state.to_json()
    with pytest.raises(StateError) as refused:
        state.apply([shift(("marquise", "warrior"), SUPPLY, 1, 1), shift(("marquise", "warrior"), SUPPLY, where, 1)])
    assert refused.value.problem.sections == ((section,) if section else ())
    assert state.to_json() == before


@pytest.mark.parametrize("map_name", MAPS)
def test_the_burrow_holds_pieces_when_the_duchy_plays(map_name, tmp_path):
    state = new_game(map_name, ["duchy", "eyrie"], seed=1)
    state.apply([shift(("duchy", "warrior"), SUPPLY, "burrow", 2)])
    save_game(state, tmp_path / "game.json")
    assert load_game(tmp_path / "game.json").count("burrow", ("duchy", "warrior")) == 2


# --- save and load ---------------------------------------------------------------------------

def played(map_name: str) -> GameState:
    state = game(map_name)
    a, b = FACTS[map_name]["path"]
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", a, 3)))
    replay.perform(state, act.Move(MoveRequest("marquise", a, b, 2)))
    replay.perform(state, act.Place(PieceRequest("corvids", "snare", b, 1, face_up=True)))
    replay.perform(state, SetHostile("vagabond", "eyrie"))
    replay.perform(state, act.EndTurn())
    replay.undo(state)
    return state


@pytest.mark.parametrize("map_name", MAPS)
def test_save_and_load_round_trip_with_history(tmp_path, map_name):
    state = played(map_name)
    path = tmp_path / "g.json"
    save_game(state, path)
    again = load_game(path)
    assert again.to_json() == state.to_json()
    assert again.cursor == 4 and len(again.history) == 5
    data = json.loads(path.read_text())
    assert (data["format"], data["version"], data["map"]) == ("rootboard-game", 2, map_name)
    # Undo and redo continue after loading.
    assert replay.redo(again) == act.ENDED_TURN("1.4", who=again.factions[0]) and replay.redo(again) is None
    while replay.undo(again):
        pass
    fresh = game(map_name).to_json()
    assert {k: v for k, v in again.to_json().items() if k not in ("history", "cursor")} == \
        {k: v for k, v in fresh.items() if k not in ("history", "cursor")}


def test_saving_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    save_game(game("autumn"), path)
    before = path.read_bytes()
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))

    def crash(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        save_game(played("autumn"), path)
    assert path.read_bytes() == before  # the old file is whole
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temporary file left behind
    assert synced  # the data was flushed to disk before the rename


def _valid(tmp_path) -> tuple:
    path = tmp_path / "game.json"
    save_game(played("mountain"), path)
    return path, json.loads(path.read_text())


@pytest.mark.parametrize("fraction", [0.0, 0.01, 0.3, 0.5, 0.9, 0.999])
def test_truncated_files_fail_clearly(tmp_path, fraction):
    path, _ = _valid(tmp_path)
    text = path.read_text()
    path.write_text(text[: int(len(text) * fraction)])
    cut = path.read_bytes()
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert str(path) in str(error.value)
    assert path.read_bytes() == cut  # loading changes nothing


CORRUPTIONS = [
    ("a map file", lambda d: {"format": "rootboard-map", "version": 1}, "format", "not a rootboard game"),
    ("a list", lambda d: [1, 2], "", "top level"),
    ("newer version", lambda d: {**d, "version": 3}, "version", "unknown version 3"),
    ("unknown map", lambda d: {**d, "map": "moon"}, "map", "cannot load map"),
    ("unknown faction", lambda d: {**d, "factions": ["marquise", "bees"]}, "factions", "bees"),
    ("unknown piece", lambda d: {**d, "supply": d["supply"] + [["marquise", "laser", 1]]}, "supply[", "laser"),
    ("unknown area", lambda d: {**d, "areas": {**d["areas"], "99": [["marquise", "warrior", 1]]}}, "areas.99", "no clearing 99"),
    ("negative count", lambda d: {**d, "supply": [[f, p, -n] for f, p, n in d["supply"]]}, "supply[0]", "positive"),
    ("pieces do not add up", lambda d: {**d, "out": [["marquise", "warrior", 3]]}, "areas", "1.5.1"),
    ("bad phase", lambda d: {**d, "phase": "midnight"}, "phase", "midnight"),
    ("bad turn", lambda d: {**d, "turn": 40}, "turn", "seat 40"),
    ("closed path that is not", lambda d: {**d, "closed_paths": [[1, 8]]}, "closed_paths", "not closed paths"),
    ("history that does not fit", lambda d: {**d, "history": [{**d["history"][0], "edits": [
        ["shift", "marquise", "warrior", "supply", 5, 30]]}] + d["history"][1:]}, "history[0]", "cannot be"),
    ("cursor beyond history", lambda d: {**d, "cursor": 99}, "cursor", "outside"),
    ("missing scores", lambda d: {k: v for k, v in d.items() if k != "scores"}, "", "scores"),
]


@pytest.mark.parametrize("change, element, message", [pytest.param(*c[1:], id=c[0]) for c in CORRUPTIONS])
def test_corrupt_files_name_the_file_and_the_element(tmp_path, change, element, message):
    path, data = _valid(tmp_path)
    path.write_text(json.dumps(change(data)))
    before = path.read_bytes()
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert error.value.source == str(path) and str(path) in str(error.value)
    assert error.value.element.startswith(element) and message in str(error.value)
    assert path.read_bytes() == before


def test_missing_and_empty_files(tmp_path):
    with pytest.raises(GameFormatError, match="no such file"):
        load_game(tmp_path / "nope.json")
    (tmp_path / "empty.json").write_text("")
    with pytest.raises(GameFormatError, match="empty"):
        load_game(tmp_path / "empty.json")


# --- what is kept of a position while it stands (issue 34) ---------------------------------


def test_what_is_kept_of_a_position_is_forgotten_by_an_edit_and_its_undo():
    from rootboard.game.rules import presence, ruler

    state = game("autumn", ["marquise", "eyrie"])
    where = min(state.topology.board.clearings)
    assert state.memo is None  # nothing kept outside a remembering block
    with state.remembering():
        before = ruler(state, where)
        assert state.memo  # the ruling is kept...
        more = max(presence(state, where).values(), default=0) + 1
        edit = shift(("marquise", "warrior"), SUPPLY, where, more)
        state.apply([edit])
        assert not state.memo  # ...and forgotten by the edit
        assert ruler(state, where) == "marquise" != before  # worked out again on the new position
        state.revert([edit])
        assert ruler(state, where) == before
        with state.remembering():  # a block inside another keeps what the outer one kept
            assert state.memo
        assert state.memo
    assert state.memo is None


def test_a_scratch_board_changes_by_edits_without_changing_the_position():
    from rootboard.game.state import Edit

    state = game("autumn", ["marquise", "eyrie"])
    where = min(state.topology.board.clearings)
    put(state, where, "eyrie")
    before = state.fields_json()
    with state.remembering():
        scratch = state.scratch()
        assert scratch.memo is None  # its position will differ: nothing kept of the other is its
        scratch.apply([shift(("marquise", "warrior"), SUPPLY, where, 1), shift(("eyrie", "warrior"), where, SUPPLY, 1),
                       scratch.set_edit("used", scratch.used | {"ferry"}), Edit("score", ("marquise", 2))])
    assert state.fields_json() == before
    assert scratch.count(where, ("marquise", "warrior")) == 1 and not scratch.count(where, ("eyrie", "warrior"))
    assert scratch.scores["marquise"] == state.scores["marquise"] + 2
    assert "ferry" in scratch.used and "ferry" not in state.used


@pytest.mark.parametrize("how", ["copy", "copy-without-history", "position_copy"])
def test_a_copy_is_the_same_game_and_changing_it_changes_nothing_of_the_original(how):
    """copy() and position_copy() make the copy from the state's fields, not through __init__
    (issue 32): the same position on the same board under the same Law, none of its
    containers shared."""
    state = put(game("autumn", ["marquise", "eyrie"]), 1, "marquise", n=2)
    replay.perform(state, act.EndTurn(), mode=replay.TEACH)
    state.boards["eyrie"] = {"decree": {"move": [1]}}
    state.used.add("ferry")
    state.effects["marquise"] = {"some-effect"}
    before = json.dumps(state.to_json(), sort_keys=True)
    copy = {"copy": lambda: state.copy(), "copy-without-history": lambda: state.copy(history=False),
            "position_copy": state.position_copy}[how]()
    assert type(copy) is GameState and copy.topology is state.topology and copy.law is state.law
    assert copy.fields_json() == state.fields_json()
    assert (copy.history, copy.cursor) == ((state.history, state.cursor) if how == "copy" else ([], 0))
    copy.apply([shift(("marquise", "warrior"), 1, 2, 1)])
    copy.areas[1][("marquise", "warrior")] += 5
    copy.boards["eyrie"]["decree"]["move"].append(2)
    copy.used.add("open-path")
    copy.effects["marquise"].add("another")
    copy.scores["marquise"] += 3
    copy.history.append({"changed": True})
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("how", ["scratch", "cards_copy", "position_copy"])
def test_a_card_moved_on_a_copy_of_the_table_or_on_the_position_leaves_the_other_as_it_was(how):
    """A scratch board shares its position's card table (issue 32): a card edit never changes a
    table but makes the next one (places.move_card), so that a card moved out of and into every
    kind of place, on the copy or on the position, changes nothing of the other, and a refused
    one changes neither; the count outside the draw pile kept with each table is its count."""
    from rootboard.game.cards.places import (COUNTED_KEYS, DISCARD, DRAW, BESIDE, FACTION_PLACES, NAMED_KEYS,
                                             SIZED_KEYS, counted_outside, move_card, outside_draw_pile, parse_place,
                                             place)

    state = game("autumn", ["marquise", "eyrie"])
    kinds = sorted(COUNTED_KEYS | NAMED_KEYS | SIZED_KEYS)
    # Every place the card table can hold, filled (the names need not be legal: a card edit
    # asks only where a card is, not which cards the deck holds).
    state.cards = {key: (["x", None] if key == DISCARD else ["x", "y"] if key == BESIDE else
                         {f: (2 if key in COUNTED_KEYS else "dominance-fox" if key == "activated" else ["x", "y"])
                          for f in state.factions})
                   for key in kinds}
    state.cards["activated"].pop(state.factions[-1])  # one faction's to activate a card into (3.3.1)
    places = [DRAW, DISCARD, BESIDE, *(place(kind, f) for kind in FACTION_PLACES for f in state.factions)]
    moved_from, moved_to = set(), set()
    for source in places:
        for destination in places:
            for card in ("x", None, "dominance-fox"):
                for played_on in ("copy", "position"):
                    copy = getattr(state, how)()
                    moved, other = (copy, state) if played_on == "copy" else (state, copy)
                    kept, before = json.dumps(moved.cards, sort_keys=True), json.dumps(other.cards, sort_keys=True)
                    try:
                        move_card(moved, card, source, destination)
                    except StateError:
                        assert json.dumps(moved.cards, sort_keys=True) == kept  # refused: nothing changed
                    else:
                        moved_from.add(parse_place(source)[0])
                        moved_to.add(parse_place(destination)[0])
                    assert outside_draw_pile(moved) == counted_outside(moved.cards)
                    assert outside_draw_pile(other) == counted_outside(other.cards)
                    assert json.dumps(other.cards, sort_keys=True) == before, (played_on, card, source, destination)
                    if played_on == "position":
                        state.cards = json.loads(before)  # the table as filled, for the next move
    every = {DRAW, DISCARD, BESIDE, *FACTION_PLACES}
    assert moved_from == every and moved_to == every  # every kind of place, left and entered


@pytest.mark.parametrize("how", ["copy", "position_copy", "scratch", "cards_copy", "pickle", "deepcopy"])
def test_the_count_outside_the_draw_pile_kept_beside_the_fields_is_never_read_with_another_table(how):
    """GameState.cards_outside (issue 32) is no field: a state counted and one not are equal, in
    the repr and the game file alike; a copy, however made, reads its own table's count, and
    once its cards move, or are set whole, neither reads the other's."""
    import copy
    import pickle

    from rootboard.game.cards.places import counted_outside, move_card, outside_draw_pile

    state = game("autumn", ["marquise", "eyrie"])
    state.apply(_cards_drawn(3))
    counted = outside_draw_pile(state)  # kept now, with the table it counts
    unkept = state.copy()
    unkept.cards_outside = None
    assert state.cards_outside is not None and state == unkept and repr(state) == repr(unkept)
    assert state.to_json() == unkept.to_json() and "cards_outside" not in json.dumps(state.to_json())
    make = {"copy": state.copy, "position_copy": state.position_copy, "scratch": state.scratch,
            "cards_copy": state.cards_copy, "pickle": lambda: pickle.loads(pickle.dumps(state)),
            "deepcopy": lambda: copy.deepcopy(state)}[how]
    made = make()
    assert outside_draw_pile(made) == counted == counted_outside(made.cards)
    move_card(made, None, "draw", "hand:eyrie")
    assert outside_draw_pile(made) == counted + 1 == counted_outside(made.cards)
    assert outside_draw_pile(state) == counted == counted_outside(state.cards)
    made.cards = {}  # set whole: counted anew
    assert outside_draw_pile(made) == 0 and outside_draw_pile(state) == counted
    state.cards = {}  # set whole and not counted yet: a copy made now counts its own table
    assert outside_draw_pile(make()) == 0


def _cards_drawn(n: int) -> list:
    from rootboard.game.cards.table import card_edit

    return [card_edit(None, "draw", "hand:marquise")] * n


def test_a_set_edit_of_the_boards_checks_its_old_value_as_the_file_writes_it():
    """A 'set' of the factions' boards is compared with the boards as they are, not a copy of
    them (issue 32): the old value must equal the boards' JSON form (an empty board left out,
    the order of factions not asked), or the edit is refused and nothing changes."""
    from rootboard.game.state import Edit

    state = game("autumn", ["marquise", "eyrie"])
    state.boards = {"eyrie": {"decree": {"move": [1]}}, "marquise": {}}
    new = {"eyrie": {"decree": {"move": [1, 2]}}}
    for wrong in ({"eyrie": {"decree": {"move": [2]}}}, {"eyrie": {"decree": {"move": [1]}}, "marquise": {}}, {}):
        with pytest.raises(StateError) as refused:
            state.apply([Edit("set", ("boards", wrong, new))])
        assert refused.value.problem.id == "state.field-is-not"
        assert state.boards == {"eyrie": {"decree": {"move": [1]}}, "marquise": {}}
    state.apply([Edit("set", ("boards", {"eyrie": {"decree": {"move": [1]}}}, new))])
    assert state.boards == new and state.boards["eyrie"] is not new["eyrie"]  # the edit's value is not shared


def test_a_board_set_edit_holds_the_boards_as_they_are_and_the_state_and_the_history_keep_their_own():
    """A 'set' edit of the boards made by set_edit holds each board as it is, no copy made to be
    dropped (issue 32): applying it gives the state its own boards, recording it gives the
    history its own, so that neither shares a board with the other nor with the edit."""
    from rootboard.game.verdict import legal

    state = game("autumn", ["marquise", "eyrie"])
    state.boards = {"eyrie": {"decree": {"move": [1]}}}
    edit = state.set_edit("boards", {**state.boards, "marquise": {"kept": [2]}})
    assert edit.args[1]["eyrie"] is state.boards["eyrie"]
    state.apply([edit])
    replay.record(state, act.EndTurn(), replay.TEACH, legal(act.END_TURN_DONE()), [edit])
    written = state.history[-1]["edits"][0]
    assert written == ["set", "boards", {"eyrie": {"decree": {"move": [1]}}},
                       {"eyrie": {"decree": {"move": [1]}}, "marquise": {"kept": [2]}}]
    state.boards["eyrie"]["decree"]["move"].append(3)  # the state's own: the edit and the history keep theirs
    edit.args[2]["marquise"]["kept"].append(4)
    assert written[3] == {"eyrie": {"decree": {"move": [1]}}, "marquise": {"kept": [2]}}
    assert state.boards["marquise"] == {"kept": [2]} and edit.args[2]["eyrie"] == {"decree": {"move": [1]}}


def test_moving_every_piece_out_of_an_area_keeps_no_count_of_zero_nor_the_empty_area():
    """One position, one JSON form: a count brought to 0 is dropped, and an area left empty
    with it; the supply keeps no 0 either, and its counts come back as they were."""
    state = game("autumn", ["marquise", "eyrie"])
    where = next(a for a in sorted(state.topology.board.clearings) if not state.pieces_at(a))
    before = state.fields_json()
    supply = dict(state.supply)
    key = ("marquise", "warrior")
    state.apply([shift(key, SUPPLY, where, supply[key])])  # the whole supply of it
    assert key not in state.supply and state.pieces_at(where) == {key: supply[key]}
    state.apply([shift(key, where, SUPPLY, supply[key])])
    assert where not in state.areas and state.supply == supply and state.fields_json() == before

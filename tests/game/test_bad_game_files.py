"""Every bad game file: GameFormatError naming the file and the element, the command line
exits 2 with one line, and the file is unchanged on disk. The fuzzer's findings first."""

from __future__ import annotations

import copy
import json
import os

import pytest

from rootboard.cli import main
from rootboard.errors import GameFormatError
from rootboard.messages import text
from rootboard.game import actions as act
from rootboard.game.factions.vagabond.actions import SetHostile
from rootboard.game import replay
from rootboard.board.mapfile import MAX_MAP_BYTES
from rootboard.gamefile.file import save_game
from tests.helpers import load_game
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from tests.game.gamekit import game


def base_game():
    """A Lake game with the Ferry used, a Hostile faction, scores, the phase tracked, and two
    undone entries (a Place and an AdvancePhase) to redo."""
    state = game("lake", ("marquise", "eyrie", "vagabond"))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    replay.perform(state, act.Move(MoveRequest("marquise", 1, 12, 1, ferry=True)))
    replay.perform(state, SetHostile("vagabond", "eyrie"))
    replay.perform(state, act.Score("eyrie", 2))
    replay.perform(state, act.Place(PieceRequest("eyrie", "warrior", 5, 1)))
    replay.perform(state, act.AdvancePhase("daylight"))
    replay.undo(state)
    replay.undo(state)
    return state


def redo_entry(data, kind):
    return next(e for e in data["history"][data["cursor"]:] if e["action"]["type"] == kind)


def with_redo(kind, change):
    def mutate(data, tmp_path):
        change(redo_entry(data, kind))
        return data
    return mutate


def set_key(key, value):
    def mutate(data, tmp_path):
        data[key] = value
        return data
    return mutate


def drop_key(key):
    def mutate(data, tmp_path):
        del data[key]
        return data
    return mutate


def fifo_map(data, tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    data["map"] = {"file": str(fifo), "sha256": "0" * 64}
    return data


def huge_map(data, tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(MAX_MAP_BYTES + 1)
    data["map"] = {"file": str(big), "sha256": "0" * 64}
    return data


def nested(data, tmp_path):
    return '{"format": "rootboard-game", "version": 2, "map": ' + "[" * 2000 + "]" * 2000 + "}"


def place_99(entry):
    entry["action"]["request"]["where"] = 99
    entry["edits"][0][4] = 99


def place_forest(entry):
    entry["action"]["request"]["where"] = "1_2_99"
    entry["edits"][0][4] = "1_2_99"


def phase_midnight(entry):
    entry["action"]["phase"] = "midnight"
    entry["edits"][0][3] = "midnight"


def first_applied(change):
    def mutate(data, tmp_path):
        change(data["history"][0])
        return data
    return mutate


def float_score(data, tmp_path):
    data["history"].append({"action": {"type": "score", "faction": "eyrie", "points": 1.5}, "mode": "enforce",
                            "verdict": data["history"][0]["verdict"], "edits": [["score", "eyrie", 1.5]]})
    return data


BAD = [
    # The fuzzer's findings.
    ("hostile is a list", set_key("hostile", []), "hostile"),
    ("a list where a faction is", set_key("factions", [["marquise"], "eyrie", "vagabond"]), "factions[0]"),
    ("JSON nested 2000 deep", nested, ""),
    ("map is a FIFO", fifo_map, "map"),
    ("map is /dev/zero", set_key("map", {"file": "/dev/zero", "sha256": "0" * 64}), "map"),
    ("phase_tracked is a string", set_key("phase_tracked", "false"), "phase_tracked"),
    ("turn is 1.5", set_key("turn", 1.5), "turn"),
    ("used is a string", set_key("used", "ferry"), "used"),
    ("round -5", set_key("round", -5), "round"),
    ("redo entry names clearing 99", with_redo("place", place_99), "history[4].action"),
    ("redo entry names an unknown forest", with_redo("place", place_forest), "history[4].action"),
    ("redo entry: phase midnight", with_redo("phase", phase_midnight), "history[5].action"),
    ("redo entry: a float score", float_score, "history[6]"),
    # More.
    ("a seed of 5000 digits", lambda d, t: json.dumps(d).replace(f'"seed": {d["seed"]}', '"seed": ' + "7" * 5000), ""),
    ("top level is a list", lambda d, t: [1, 2], ""),
    # A version 2 file holds what version 2 writes: none of these is read as empty (issue 23).
    *((f"version 2 without {key}", drop_key(key), "") for key in (
        "vagabonds", "explored", "control_markers", "demoted", "gained", "hireling_markers", "to_roll",
        "hirelings", "phase_tracked")),
    ("top level is a string", lambda d, t: "game", ""),
    ("no format", drop_key("format"), "format"),
    ("a map file", lambda d, t: {"format": "rootboard-map", "version": 1}, "format"),
    ("version 3", set_key("version", 3), "version"),
    ("version is a string", set_key("version", "2"), "version"),
    ("version 2.0", set_key("version", 2.0), "version"),
    ("version true", set_key("version", True), "version"),
    ("no factions", drop_key("factions"), ""),
    ("unknown faction", set_key("factions", ["marquise", "eyrie", "bees"]), "factions[2]"),
    ("a faction twice", set_key("factions", ["marquise", "marquise", "vagabond"]), "factions"),
    ("no faction at all", set_key("factions", []), "factions"),
    ("unknown hireling", set_key("hirelings", ["hireling9"]), "hirelings[0]"),
    ("negative seed", set_key("seed", -1), "seed"),
    ("seed is a string", set_key("seed", "1"), "seed"),
    ("a suit missing", lambda d, t: {**d, "suits": {k: v for k, v in d["suits"].items() if k != "3"}}, "suits"),
    ("an unknown suit", lambda d, t: {**d, "suits": {**d["suits"], "3": "badger"}}, "suits.3"),
    ("a suit for clearing 99", lambda d, t: {**d, "suits": {**d["suits"], "99": "fox"}}, "suits.99"),
    ("a score missing", lambda d, t: {**d, "scores": {"marquise": 0, "eyrie": 2}}, "scores"),
    ("a float score", lambda d, t: {**d, "scores": {**d["scores"], "eyrie": 2.0}}, "scores.eyrie"),
    ("a true score", lambda d, t: {**d, "scores": {**d["scores"], "eyrie": True}}, "scores.eyrie"),
    ("a score of 5000", lambda d, t: {**d, "scores": {**d["scores"], "eyrie": 5000}}, "scores.eyrie"),
    ("pieces in clearing 99", lambda d, t: {**d, "areas": {**d["areas"], "99": [["marquise", "warrior", 1]]}}, "areas.99"),
    ("pieces in an unknown forest", lambda d, t: {**d, "areas": {**d["areas"], "1_2_3": [["marquise", "warrior", 1]]}},
     "areas.1_2_3"),
    ("pieces in the Burrow without the Duchy", lambda d, t: {**d, "areas": {**d["areas"], "burrow": [["marquise", "warrior", 1]]}},
     "areas.burrow"),
    ("an area's entries are an object", lambda d, t: {**d, "areas": {**d["areas"], "5": {"a": 1}}}, "areas.5"),
    ("a count of zero", lambda d, t: {**d, "supply": [[f, p, 0 if i == 0 else n] for i, (f, p, n) in enumerate(d["supply"])]},
     "supply[0][2]"),
    ("a float count", lambda d, t: {**d, "supply": [[f, p, n + 0.5 if i == 0 else n] for i, (f, p, n) in enumerate(d["supply"])]},
     "supply[0][2]"),
    ("an unknown piece", lambda d, t: {**d, "supply": d["supply"] + [["marquise", "laser", 1]]}, "supply["),
    ("pieces that do not add up", lambda d, t: {**d, "out": [["marquise", "warrior", 3]]}, "areas"),
    ("turn 40", set_key("turn", 40), "turn"),
    ("turn -1", set_key("turn", -1), "turn"),
    ("round 0", set_key("round", 0), "round"),
    ("round 1.5", set_key("round", 1.5), "round"),
    ("phase midnight", set_key("phase", "midnight"), "phase"),
    ("used: an unknown use", set_key("used", ["boat"]), "used[0]"),
    ("used: twice", set_key("used", ["ferry", "ferry"]), "used"),
    ("a closed path that is not", set_key("closed_paths", [[1, 5]]), "closed_paths"),
    ("a closed path of three", set_key("closed_paths", [[1, 5, 6]]), "closed_paths[0]"),
    ("face up on an unknown area", set_key("face_up", [99]), "face_up[0]"),
    ("hostile: not a Vagabond", set_key("hostile", {"eyrie": ["marquise"]}), "hostile"),
    ("hostile: an unknown faction", set_key("hostile", {"vagabond": ["bees"]}), "hostile"),
    ("hostile: a string", set_key("hostile", {"vagabond": "eyrie"}), "hostile.vagabond"),
    ("an unknown effect", set_key("effects", {"eyrie": ["jetpack"]}), "effects"),
    ("controllers for no hireling", set_key("controllers", {"hireling1": None}), "controllers"),
    ("the cursor beyond the history", set_key("cursor", 99), "cursor"),
    ("the cursor 1.0", set_key("cursor", 1.0), "cursor"),
    ("an unknown key", set_key("cheats", True), ""),
    ("an entry without edits", first_applied(lambda e: e.pop("edits")), "history[0]"),
    ("a version 2 entry with text", first_applied(lambda e: e.update(text="hello")), "history[0]"),
    ("an unknown action", first_applied(lambda e: e["action"].update(type="teleport")), "history[0].action.type"),
    ("an action with a true count", first_applied(lambda e: e["action"]["request"].update(count=True)),
     "history[0].action"),
    ("an action with an unknown field", first_applied(lambda e: e["action"].update(colour="red")), "history[0].action"),
    ("edits that do not fit the position", first_applied(lambda e: e.update(
        edits=[["shift", "marquise", "warrior", "supply", 5, 30]])), "history[0]"),
    ("edits that are not the action's", with_redo("place", lambda e: e.update(
        edits=[["shift", "eyrie", "warrior", "supply", 6, 1]])), "history[4].edits"),
    ("an edit of an unknown field", with_redo("place", lambda e: e.update(edits=[["set", "weather", 1, 2]])),
     "history[4].edits[0]"),
    ("a verdict with an unknown message", first_applied(lambda e: e["verdict"]["message"].update(id="no.such")),
     "history[0].verdict"),
    ("an unknown mode", first_applied(lambda e: e.update(mode="strict")), "history[0].mode"),
    ("a map that is not shipped, by name", set_key("map", "moon"), "map"),
    ("a map file that does not exist", set_key("map", {"file": "/no/such/map.json", "sha256": "0" * 64}), "map"),
    ("a map that is a folder", lambda d, t: {**d, "map": {"file": str(t), "sha256": "0" * 64}}, "map"),
    ("a map file too large to be one", huge_map, "map"),
    ("a map digest that is not one", set_key("map", {"file": "/x.json", "sha256": "abc"}), "map"),
    ("not UTF-8", lambda d, t: b"\xff\xfe{}", ""),
    ("empty", lambda d, t: b"", ""),
    ("truncated", lambda d, t: json.dumps(d)[:500], "line 1"),
]


@pytest.fixture(scope="module")
def base_data():
    return base_game().to_json()


def write_bad(tmp_path, base_data, mutate):
    path = tmp_path / "bad.json"
    result = mutate(copy.deepcopy(base_data), tmp_path)
    if isinstance(result, bytes):
        path.write_bytes(result)
    else:
        path.write_text(result if isinstance(result, str) else json.dumps(result))
    return path


def test_the_base_game_is_good(tmp_path, base_data):
    path = tmp_path / "good.json"
    path.write_text(json.dumps(base_data))
    state = load_game(path)
    assert state.cursor == 4 and len(state.history) == 6 and state.used == {"ferry"}
    assert len(BAD) >= 40


@pytest.mark.parametrize("mutate, element", [pytest.param(m, e, id=name) for name, m, e in BAD])
def test_a_bad_game_file_is_named_refused_and_left_alone(tmp_path, base_data, mutate, element, capsys):
    path = write_bad(tmp_path, base_data, mutate)
    before = path.read_bytes()
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert error.value.source == str(path) and str(path) in str(error.value)
    where = error.value.element
    where = where if isinstance(where, str) else text(where, "en")  # a place in the text is a Message
    assert where.startswith(element), (where, str(error.value))
    capsys.readouterr()
    assert main(["status", str(path)]) == 2
    assert main(["redo", str(path)]) == 2
    out = capsys.readouterr()
    lines = out.err.splitlines()
    assert out.out == "" and len(lines) == 2 and all(str(path) in line for line in lines)
    assert path.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_game_file_that_is_a_fifo_is_refused_without_reading(tmp_path, capsys):
    fifo = tmp_path / "g.json"
    os.mkfifo(fifo)
    with pytest.raises(GameFormatError, match="not a regular file"):
        load_game(fifo)
    assert main(["status", str(fifo)]) == 2


def test_redo_never_saves_a_file_that_does_not_open(tmp_path, base_data):
    """Every redo entry was replayed on load, so redoing them all saves a file that opens."""
    path = tmp_path / "g.json"
    path.write_text(json.dumps(base_data))
    while main(["redo", str(path)]) == 0:
        pass
    assert load_game(path).cursor == len(base_data["history"])


def _misspelt(word: str) -> str:
    """The word with a letter dropped from its middle: a slip of the hand."""
    return word[:len(word) // 2] + word[len(word) // 2 + 1:]


def _misspell_faction(data, tmp_path):
    data["factions"][1] = _misspelt(data["factions"][1])
    return data


def _misspell_piece(data, tmp_path):
    area, stacks = next((a, s) for a, s in data["areas"].items() if any(f != "map" for f, _, _ in s))
    i = next(i for i, (f, _, _) in enumerate(stacks) if f != "map")
    stacks[i][1] = _misspelt(stacks[i][1])
    return data


def _misspell_action(data, tmp_path):
    data["history"][0]["action"]["type"] = _misspelt(data["history"][0]["action"]["type"])
    return data


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("mutate, meant", [
    pytest.param(_misspell_faction, lambda d: d["factions"][1], id="faction"),
    pytest.param(_misspell_piece, lambda d: next(p for s in d["areas"].values() for f, p, _ in s if f != "map"), id="piece"),
    pytest.param(_misspell_action, lambda d: d["history"][0]["action"]["type"], id="action type"),
])
def test_a_misspelt_id_is_answered_with_the_nearest_one(tmp_path, base_data, mutate, meant, lang):
    """difflib's nearest id, as the file spells it, in each language; not a list of every id there is."""
    from rootboard.board.mapfile import did_you_mean

    path = write_bad(tmp_path, base_data, mutate)
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    said = text(error.value.problem, lang)
    wanted = json.dumps(meant(base_data))
    assert text(did_you_mean([wanted]), lang) in said or f"{wanted} " in said, said
    assert len(said) < 200, said  # the action's two hundred types are not listed

"""Proved histories (rootboard.gamefile.proofs): a game loaded again is not replayed through the
rules again, and nothing proved before hides an edit: a tampered verdict, an edited entry in
the middle of a long history, another starting position or another code are replayed."""

from __future__ import annotations

import json
import os
import random

import pytest

from rootboard.errors import GameFormatError
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.gamefile import proofs
from rootboard.gamefile.file import save_game
from rootboard.game.movement import MoveRequest, legal_destinations
from rootboard.game.placement import PieceRequest
from rootboard.loading import load
from tests.game.gamekit import game

ACTIONS = 120


def long_game(actions: int = ACTIONS, seed: int = 3):
    """Turn after turn of legal play: places, moves where the rules allow, scores, phases."""
    state = game("autumn", ("marquise", "eyrie", "alliance", "riverfolk"))
    rng = random.Random(seed)
    clearings = sorted(state.topology.board.clearings)

    def do(action):
        if len(state.history) < actions:
            replay.perform(state, action)

    while len(state.history) < actions:
        fid = state.current
        do(act.AdvancePhase("daylight"))
        do(act.Place(PieceRequest(fid, "warrior", rng.choice(clearings), 2)))
        for _ in range(3):
            mine = sorted((a for a, pieces in state.areas.items() if pieces.get((fid, "warrior"))), key=str)
            origin = rng.choice(mine) if mine else None
            found = legal_destinations(state, fid, origin, "warrior") if mine else []
            if found:
                do(act.Move(MoveRequest(fid, origin, rng.choice(found).area, 1)))
        do(act.Score(fid, 1))
        do(act.AdvancePhase("evening"))
        do(act.EndTurn())
    return state


@pytest.fixture
def replays(monkeypatch):
    """How many entries the loads since replayed through the rules."""
    count = []
    real = replay.apply_action

    def counting(state, action, mode=replay.ENFORCE):
        count.append(action)
        return real(state, action, mode)

    monkeypatch.setattr(replay, "apply_action", counting)
    return count


@pytest.fixture
def played(tmp_path, monkeypatch):
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    state = long_game()
    path = tmp_path / "long.json"
    save_game(state, path)
    return state, path


def test_a_game_loaded_again_is_not_replayed_again(played, replays):
    state, path = played
    first = load(path).state
    assert len(replays) == ACTIONS  # every entry, through the rules
    replays.clear()
    again = load(path).state
    assert replays == []
    assert again.to_json() == first.to_json() == json.loads(json.dumps(state.to_json()))
    assert [e.description for e in replay.log_entries(again)] == [e.description for e in replay.log_entries(state)]


def _turn_move(state):
    """A move of one warrior the faction on turn may make now, by the turn's own judgement (a
    move rule allows may still wait for its step: the Alliance moves in Evening, 8.6.1; the
    Riverfolk with a fund committed, 11.5.1); None when there is none."""
    from rootboard.game.turns.options import judge

    fid = state.current
    for area in sorted(state.areas, key=str):
        if not state.count(area, (fid, "warrior")):
            continue
        for found in legal_destinations(state, fid, area, "warrior"):
            move = act.Move(MoveRequest(fid, area, found.area, 1))
            if judge(state, move).legal:
                return move
    return None


def test_after_a_move_only_the_new_entry_is_replayed(played, replays):
    _, path = played
    state = load(path).state
    if _turn_move(state) is None:  # not at this step: on to the next phase, saved before the move
        assert replay.perform(state, act.AdvancePhase()).applied
        save_game(state, path)
        state = load(path).state
    move = _turn_move(state)
    assert move is not None and replay.perform(state, move).applied
    save_game(state, path)
    replays.clear()
    assert load(path).state.to_json() == json.loads(json.dumps(state.to_json()))
    assert len(replays) == 1
    replays.clear()
    replay.undo(state)
    save_game(state, path)  # an undo changes the cursor, not the history: nothing to replay
    load(path)
    assert replays == []


def test_a_tampered_verdict_in_the_middle_is_said_again_by_the_rules(played, replays):
    state, path = played
    load(path)  # proved
    middle = ACTIONS // 2
    data = json.loads(path.read_text())
    told = data["history"][middle]["verdict"]
    data["history"][middle]["verdict"] = {"legal": False, "possible": True,
                                          "message": {"id": "move.not-adjacent", "params": {"to": 1, "at": 3},
                                                      "sections": ["9.9.9"]}}
    path.write_text(json.dumps(data))
    for _ in range(2):  # and again: a file whose verdicts the rules corrected is never taken as proved
        replays.clear()
        again = load(path).state
        assert again.history[middle]["verdict"] == told
        assert len(replays) == ACTIONS  # the proved prefixes end where the file was saved: all of it again
    assert replay.log_entries(again)[middle].warning is None


def _count_up(entry):
    entry["action"]["request"]["count"] += 1


def _elsewhere(entry):
    entry["action"]["request"]["where"] = 1 if entry["action"]["request"]["where"] != 1 else 2


def _removed_instead(entry):
    entry["action"]["type"] = "remove"


@pytest.mark.parametrize("edit", [_count_up, _elsewhere, _removed_instead])
def test_an_edited_entry_in_the_middle_of_a_proved_history_is_refused(played, replays, edit):
    state, path = played
    load(path)  # proved, every entry of it
    data = json.loads(path.read_text())
    middle = next(i for i in range(ACTIONS // 2, ACTIONS) if data["history"][i]["action"]["type"] == "place")
    edit(data["history"][middle])  # its stored edits kept: the saved position still undoes
    path.write_text(json.dumps(data))
    replays.clear()
    with pytest.raises(GameFormatError) as raised:
        load(path)
    assert raised.value.element in (f"history[{middle}]", f"history[{middle}].edits")
    assert len(replays) == middle + 1  # replayed again up to it, through the rules


def _mode_unknown(entry):
    entry["mode"] = "cheat"


def _verdict_in_words(entry):
    entry["verdict"]["legal"] = "yes"


def _key_added(entry):
    entry["note"] = "mine"


def _edit_count_in_halves(entry):  # read before the proofs are: the undoing of the history uses it
    entry["edits"][0][-1] = 1.5


@pytest.mark.parametrize("edit", [_mode_unknown, _verdict_in_words, _key_added, _edit_count_in_halves])
def test_an_entry_the_schema_refuses_in_a_proved_history_is_said_as_the_schema_says_it(played, edit, monkeypatch):
    """The entries of a proved prefix are not checked against the schema again; an entry that
    changed is outside it, and the load says the schema's error, as a load with nothing proved."""
    _, path = played
    load(path)  # proved, every entry of it
    data = json.loads(path.read_text())
    middle = next(i for i in range(ACTIONS // 2, ACTIONS) if data["history"][i]["action"]["type"] == "place")
    edit(data["history"][middle])
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as proved:
        load(path)
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", "")  # nothing proved: the whole document checked first
    with pytest.raises(GameFormatError) as whole:
        load(path)
    assert proved.value.element.startswith(f"history[{middle}]")
    assert (proved.value.element, proved.value.problem) == (whole.value.element, whole.value.problem)


@pytest.fixture
def undoing(monkeypatch):
    """How many history entries the loads since encoded for their digests, and undid."""
    from rootboard.game.state import GameState

    count = {"encoded": 0, "undone": 0}
    encode, revert = proofs.entry_text, GameState.revert

    def encoding(entry):
        count["encoded"] += 1
        return encode(entry)

    def reverting(self, edits):
        count["undone"] += 1
        return revert(self, edits)

    monkeypatch.setattr(proofs, "entry_text", encoding)
    monkeypatch.setattr(GameState, "revert", reverting)
    return count


def test_a_file_read_whole_before_is_neither_undone_nor_encoded_again(played, replays, undoing):
    """The same file, to the byte, read again: its history is the one proved, found by the
    file's digest without undoing or encoding an entry; the position it saves is still read."""
    state, path = played
    first = load(path).state
    assert undoing["undone"] == ACTIONS and len(replays) == ACTIONS
    undoing.update(encoded=0, undone=0)
    replays.clear()
    again = load(path)
    assert again.proof.start_known and undoing == {"encoded": 0, "undone": 0} and replays == []
    assert again.state.to_json() == first.to_json() == json.loads(json.dumps(state.to_json()))


def test_a_file_changed_in_any_byte_is_proved_by_its_entries(played, replays, undoing):
    """Written again in other whitespace (the same game): not the file read before, so its
    entries are encoded and its proofs found by them, and nothing is replayed."""
    _, path = played
    load(path)
    path.write_text(json.dumps(json.loads(path.read_text())))
    undoing.update(encoded=0, undone=0)
    replays.clear()
    load(path)
    assert undoing["encoded"] >= ACTIONS and replays == []
    undoing.update(encoded=0, undone=0)
    load(path)  # and now it is a file read whole before
    assert undoing == {"encoded": 0, "undone": 0}


def test_a_file_read_whole_under_another_map_file_is_read_again(tmp_path, monkeypatch, replays):
    """A game on a map file: the file's digest covers the map's, so a map file changed since
    (the game still fits it) finds no proof of the file, and its history is replayed."""
    from rootboard.board.catalog import shipped_maps
    from rootboard.game.newgame import new_game

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    board = tmp_path / "board.json"
    board.write_text(shipped_maps()["autumn"].read_text(encoding="utf-8"), encoding="utf-8")
    state = new_game(str(board), ["marquise", "eyrie"], seed=1)
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    path = tmp_path / "game.json"
    save_game(state, path)
    load(path)
    replays.clear()
    board.write_text(board.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # the same map, another digest
    loaded = load(path)
    assert loaded.notes and len(replays) == 1  # the map's change said, and the history replayed


def test_another_starting_position_is_replayed_whole(played, replays):
    state, path = played
    load(path)
    data = json.loads(path.read_text())
    data["scores"][data["factions"][0]] += 5  # the saved position, so the start too
    path.write_text(json.dumps(data))
    replays.clear()
    again = load(path).state
    assert len(replays) == ACTIONS
    assert again.scores[data["factions"][0]] == state.scores[data["factions"][0]] + 5


def test_another_code_proves_again(played, replays, monkeypatch):
    _, path = played
    load(path)
    monkeypatch.setattr(proofs, "_package_stamp", lambda: "another rootboard")
    replays.clear()
    load(path)
    assert len(replays) == ACTIONS


def test_a_damaged_proof_is_only_a_replay(played, replays, tmp_path):
    _, path = played
    load(path)
    for proof in (tmp_path / "cache" / proofs.FOLDER).iterdir():  # the prefixes' and the file's
        proof.write_bytes(proof.read_bytes()[:-7] + b"garbage")
    replays.clear()
    load(path)
    assert len(replays) == ACTIONS
    replays.clear()
    load(path)  # proved anew
    assert replays == []


def test_without_a_cache_folder_every_load_replays(played, replays, monkeypatch):
    _, path = played
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", "")
    for _ in range(2):
        replays.clear()
        load(path)
        assert len(replays) == ACTIONS


def test_a_tampered_setup_record_is_found_after_its_game_was_proved(tmp_path, monkeypatch):
    from rootboard.cli import main

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "setup.json"
    assert main(["setup", "autumn", "-o", str(path), "--factions", "marquise,eyrie,alliance", "--auto",
                 "--seed", "4"]) == 0
    load(path)
    data = json.loads(path.read_text())
    data["setup"]["seed"] += 1  # another deal: not this starting position
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as raised:
        load(path)
    assert raised.value.element.startswith("setup")


def test_a_fan_faction_is_proved_with_its_own_code(tmp_path, monkeypatch, replays):
    """A Law with a faction from outside rootboard: its module's file is in the stamp, so an
    edited fan faction replays its games again."""
    import os

    from tests.game import fan_faction
    from tests.game.test_fan_faction import FAN_LAW

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    from rootboard.game.newgame import new_game

    state = new_game("autumn", ["marquise", "bees"], seed=1, law=FAN_LAW)
    replay.perform(state, act.Place(PieceRequest("bees", "warrior", 1, 2)))
    replay.perform(state, act.Score("bees", 1))
    path = tmp_path / "bees.json"
    save_game(state, path)
    load(path, FAN_LAW)
    replays.clear()
    load(path, FAN_LAW)
    assert replays == []
    source = fan_faction.__file__
    info = os.stat(source)
    os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))  # the fan faction edited
    try:
        replays.clear()
        load(path, FAN_LAW)
        assert len(replays) == 2
    finally:
        os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns))


def test_a_game_with_nothing_to_prove_never_stamps_the_code(tmp_path, monkeypatch):
    """A new game (no history, no setup record) proves nothing: reading it never stats the
    package's files for the code's stamp, which only a proof is keyed on."""
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "new.json"
    save_game(game("autumn", ("marquise", "eyrie")), path)
    stamped = []
    monkeypatch.setattr(proofs, "_package_stamp", lambda: stamped.append(1) or "this rootboard")
    assert load(path).proof is None
    assert stamped == []


def test_the_code_stamp_notices_a_module_edited_in_place_at_any_depth(tmp_path, monkeypatch):
    """The stamp reads every module's size and time: an edit of the same size, deep in the
    package, is another stamp; the bytecode cache and the packages above the loader (the
    window, the command line, the Rootlog, the quiz, the tools) are not stamped."""
    package = tmp_path / "rootboard"
    above = [f"{name}/x.py" for name in proofs.NOT_STAMPED]
    for name in ("__init__.py", "game/__init__.py", "game/deep/rules.py", "game/__pycache__/x.py", *above):
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("x = 1\n", encoding="utf-8")
    monkeypatch.setattr(proofs, "PACKAGE", package)

    def stamp():
        proofs._package_stamp.cache_clear()
        return proofs._package_stamp()

    first = stamp()
    assert first is not None and stamp() == first
    for ignored in ("game/__pycache__/x.py", *above):
        (package / ignored).write_text("x = 2\n", encoding="utf-8")
        os.utime(package / ignored, ns=(1, 1))
        assert stamp() == first, ignored
    rules = package / "game" / "deep" / "rules.py"
    rules.write_text("x = 2\n", encoding="utf-8")  # the same size
    os.utime(rules, ns=(10**18, 10**18))
    assert stamp() != first
    proofs._package_stamp.cache_clear()


def test_only_packages_above_the_loader_go_unstamped():
    """What a load proves depends on the code the loader can reach; the packages left out of
    the stamp are above it in the import contract's layers (pyproject.toml), so it reaches none."""
    from pathlib import Path

    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    layers = next(c["layers"] for c in pyproject["tool"]["importlinter"]["contracts"] if c["type"] == "layers")
    names = [{m.strip() for m in layer.split("|")} for layer in layers]
    loader = next(i for i, layer in enumerate(names) if "rootboard.loading" in layer)
    above = set().union(*names[:loader])
    assert {f"rootboard.{name}" for name in proofs.NOT_STAMPED} <= above


# --- a save proves what it wrote (rootboard.loading.save) --------------------------------------

def _kept(tmp_path) -> dict[str, bytes]:
    """The proofs' files in the cache, by name: what a save or load remembered."""
    folder = tmp_path / "cache" / proofs.FOLDER
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.is_dir() else {}


def _a_move_saved(path):
    """The game in ``path`` loaded (so proved), a move the faction on turn may make applied
    (a phase first, where its step allows none), and the state: not saved yet."""
    state = load(path).state
    if _turn_move(state) is None:
        assert replay.perform(state, act.AdvancePhase()).applied
    move = _turn_move(state)
    assert move is not None and replay.perform(state, move).applied
    return state


def test_a_move_saved_is_proved_by_its_save_and_opens_without_the_rules(played, replays, undoing):
    """The command that played the move replays its new entries once, through the rules it
    imported anyway, reading back the bytes it wrote; the next load is then the file read
    whole before: no entry replayed, undone or encoded (issue 32: `render` after a `move`)."""
    from rootboard.loading import save

    _, path = played
    state = _a_move_saved(path)
    added = len(state.history) - ACTIONS
    replays.clear()
    save(state, path)
    assert len(replays) == added  # the entries this process added, and no other
    replays.clear()
    undoing.update(encoded=0, undone=0)
    again = load(path)
    assert replays == [] and undoing == {"encoded": 0, "undone": 0} and again.proof.start_known
    assert again.state.to_json() == json.loads(json.dumps(state.to_json()))


def test_a_move_undone_with_the_entries_before_it_is_proved_by_its_save(played, monkeypatch):
    """A move played, then undone with the entries before it: the save reads back a history
    whose entries up to the move are proved, its cursor before the last of them, and replays
    only the move's entries, on the position they were played on (redone from the saved
    position); the next load then opens the file proved, with nothing replayed."""
    from rootboard.loading import save

    _, path = played
    played_on = load(path).state.copy(history=False).to_json()
    state = _a_move_saved(path)
    added = len(state.history) - ACTIONS
    seen = []
    real = replay.apply_action

    def watching(position, action, mode=replay.ENFORCE):
        seen.append(position.copy(history=False).to_json())
        return real(position, action, mode)

    monkeypatch.setattr(replay, "apply_action", watching)
    for _ in range(added + 3):
        assert replay.undo(state) is not None
    save(state, path)
    assert len(seen) == added and seen[0] == played_on
    seen.clear()
    again = load(path)
    assert seen == [] and again.proof.start_known and again.state.cursor == ACTIONS - 3
    assert again.state.to_json() == json.loads(json.dumps(state.to_json()))


def test_an_undo_saved_is_proved_without_a_replay(played, replays, undoing):
    """Undo moves the cursor over a history already proved: its save replays nothing, and the
    next load reads the file as one read whole before."""
    from rootboard.loading import save

    _, path = played
    state = load(path).state
    assert replay.undo(state) is not None
    replays.clear()
    save(state, path)
    assert replays == []
    undoing.update(encoded=0, undone=0)
    assert load(path).state.cursor == ACTIONS - 1
    assert replays == [] and undoing == {"encoded": 0, "undone": 0}


@pytest.mark.parametrize("edit", [_count_up, _elsewhere, _removed_instead])
def test_an_entry_edited_in_the_middle_after_a_proved_save_is_still_found(played, replays, edit):
    """The save's proof is of the bytes written: an entry edited afterwards makes other bytes
    and other digests from that entry on, so the load replays up to it and refuses it."""
    from rootboard.loading import save

    _, path = played
    save(_a_move_saved(path), path)
    data = json.loads(path.read_text())
    middle = next(i for i in range(ACTIONS // 2, ACTIONS) if data["history"][i]["action"]["type"] == "place")
    edit(data["history"][middle])
    path.write_text(json.dumps(data))
    replays.clear()
    with pytest.raises(GameFormatError) as raised:
        load(path)
    assert raised.value.element in (f"history[{middle}]", f"history[{middle}].edits")
    assert len(replays) == middle + 1


def test_a_tampered_verdict_after_a_proved_save_is_said_again_by_the_rules(played, replays):
    from rootboard.loading import save

    _, path = played
    state = _a_move_saved(path)
    save(state, path)
    data = json.loads(path.read_text())
    last = len(data["history"]) - 1  # the entry the save proved
    told = data["history"][last]["verdict"]
    data["history"][last]["verdict"] = {"legal": False, "possible": True,
                                        "message": {"id": "move.not-adjacent", "params": {"to": 1, "at": 3},
                                                    "sections": ["9.9.9"]}}
    path.write_text(game_text_of(data))
    replays.clear()
    again = load(path).state
    assert again.history[last]["verdict"] == told  # the rules' verdict, not the file's
    assert len(replays) == last + 1 - ACTIONS  # from the prefix the first load proved, the tampered entry too


def game_text_of(data: dict) -> str:
    from rootboard.gamefile.file import game_text

    return game_text(data) + "\n"


def test_a_save_that_would_not_load_proves_nothing(played, replays, tmp_path):
    """An entry whose stored edits are not what its action does (no rootboard save writes
    one): the save still writes, quietly proves nothing, and the next load refuses the file,
    naming the entry."""
    from rootboard.loading import save

    _, path = played
    state = _a_move_saved(path)
    last = len(state.history) - 1
    before = _kept(tmp_path)
    state.history[last] = {**state.history[last], "edits": state.history[last - 1]["edits"]}
    save(state, path)
    assert {name for name in _kept(tmp_path) if name.endswith(proofs.WHOLE)} == \
        {name for name in before if name.endswith(proofs.WHOLE)}  # no file proved
    with pytest.raises(GameFormatError) as raised:
        load(path)
    assert raised.value.element.startswith("history[")


def test_a_failed_save_proves_nothing(played, tmp_path, monkeypatch):
    """The file could not take the save (a full disk): the error is the save's, and neither the
    file nor the proofs change."""
    import errno

    from rootboard.gamefile import file as gamefile
    from rootboard.loading import save

    _, path = played
    state = _a_move_saved(path)
    before, written = _kept(tmp_path), path.read_bytes()

    def full_disk(target, text, durable=True):
        raise OSError(errno.ENOSPC, "No space left on device", str(target))

    monkeypatch.setattr(gamefile, "write_atomically", full_disk)
    with pytest.raises(OSError):
        save(state, path)
    assert _kept(tmp_path) == before and path.read_bytes() == written


def test_a_save_without_a_cache_folder_writes_the_game_alone(played, tmp_path, monkeypatch, replays):
    from rootboard.loading import save

    _, path = played
    state = _a_move_saved(path)
    before = _kept(tmp_path)
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", "")
    replays.clear()
    save(state, path)
    assert replays == [] and _kept(tmp_path) == before
    assert load(path).state.to_json() == json.loads(json.dumps(state.to_json()))


def test_a_save_proves_no_setup_record_that_does_not_lead_to_its_start(tmp_path, monkeypatch):
    """A game whose recorded setup is not known to the proofs (here: changed in memory, so
    another starting position) has it verified before anything is remembered, as a load
    verifies it: the save proves nothing, and the next load refuses the record."""
    from rootboard.cli import main
    from rootboard.loading import save

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "setup.json"
    assert main(["setup", "autumn", "-o", str(path), "--factions", "marquise,eyrie,alliance", "--auto",
                 "--seed", "4"]) == 0
    state = load(path).state
    state.setup = {**state.setup, "seed": state.setup["seed"] + 1}  # another deal: not this starting position
    save(state, path)
    with pytest.raises(GameFormatError) as raised:
        load(path)
    assert raised.value.element.startswith("setup")

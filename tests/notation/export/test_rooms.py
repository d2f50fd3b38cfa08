"""The Rootlog writer's rooms (rootboard/notation/export/rooms.py): each faction's own actions
written by its room's writer alone, and a writer imported only for a game its faction plays in."""

from __future__ import annotations

import ast
import pkgutil
from collections import defaultdict

import pytest

import rootboard.notation.export as export_package
from rootboard.game.newgame import LAW
from rootboard.notation.export import cards, everyone
from rootboard.notation.export.rooms import HOOKS, WRITERS, Rooms, room_of
from tests.cli.test_command_imports import imported_by
from tests.helpers import load_game, run_cli
from tests.notation.games import PUBLISHED

# The package's modules that are no room's: the document, what every faction writes alike (its
# pieces, battles, cards), the words every writer shares, and the registry.
NOT_ROOMS = {"document", "everyone", "cards", "shared", "rooms"}


def writers() -> dict[str, str]:
    """Every room's writer in the package: room -> module path."""
    return {info.name: f"{WRITERS}.{info.name}" for info in pkgutil.iter_modules(export_package.__path__)
            if info.name not in NOT_ROOMS}


def test_each_writer_is_a_room_of_the_factions_and_writes_only_its_own_actions():
    rooms = Rooms(LAW)
    found = {room_of(faction) for faction in LAW}
    assert writers()  # the package has rooms to check
    for room, path in writers().items():
        assert room in found, f"{path} names no room of rootboard/game/factions"
        module = rooms.writer(room)
        assert module is not None and module.__name__ == path
        assert module.WRITES, path
        for kind in module.WRITES:
            action = LAW.action(kind)
            assert action is not None, f"{path} writes {kind!r}, no action of the Law"
            assert room_of(action) == room, f"{path} writes {kind!r}, an action of {room_of(action)!r}"
        hooks = {name for name in dir(module) if name in HOOKS or name.startswith(("setup_", "turn_"))}
        assert hooks <= set(HOOKS), f"{path}: {sorted(hooks - set(HOOKS))} is asked by no one"


def test_no_kind_is_written_by_two_rooms_nor_by_a_room_and_everyone_s_writer():
    claimed = defaultdict(list)
    for room in writers():
        for kind in Rooms(LAW).writer(room).WRITES:
            claimed[kind].append(room)
    for writer in (everyone, cards):
        for kind in writer.WRITES:
            claimed[kind].append(writer.__name__)
    assert claimed
    assert {kind: rooms for kind, rooms in claimed.items() if len(rooms) != 1} == {}


def test_no_room_s_writer_imports_another_s():
    """Each writes its own actions with the words every writer shares (shared.py), as each
    faction's room depends on no other's (pyproject.toml): an export imports only the rooms that play."""
    every, seen = writers(), set()
    for room, path in every.items():
        tree = ast.parse(Rooms(LAW).writer(room).__loader__.get_source(path))
        named = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        named |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        others = {module for module in named if any(module == other or module.startswith(other + ".")
                                                     for name, other in every.items() if name != room)}
        assert others == set(), path
        seen |= named
    assert f"{WRITERS}.shared" in seen  # the check does read their imports


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> list:
    """Each published game imported as a game file: (path, its factions)."""
    folder = tmp_path_factory.mktemp("games")
    found = []
    for log in PUBLISHED:
        path = folder / f"{log.stem}.json"
        code, _, err = run_cli("import", log, "-o", path)
        assert code in (0, 1), err  # 1: the log has flags; the game is written all the same
        found.append((path, list(load_game(path).factions)))
    return found


def test_an_export_imports_the_writers_of_the_rooms_that_play_and_no_other(games, tmp_path):
    every = writers()
    left_out = set()
    for path, factions in games:
        modules = imported_by(["export", str(path), "-o", str(tmp_path / "out.rootlog")], tmp_path)
        playing = {room_of(LAW[fid]) for fid in factions}
        imported = {room for room, module in every.items() if module in modules}
        assert imported == playing & set(every), (path.name, sorted(factions))
        left_out |= set(every) - playing
    assert left_out  # some room's writer was not needed, and was not imported

"""The Rootlog reader's rooms (rootboard/notation/translate/rooms.py): each faction's own notation
read by its room's reader, found from the room as the writer's is, and imported only for a game
its room plays in."""

from __future__ import annotations

import pkgutil
from collections import defaultdict
from importlib import import_module

import pytest

import rootboard.notation.translate as translate_package
from rootboard.game.newgame import LAW
from rootboard.notation import read_file
from rootboard.game.faction import room_of
from rootboard.notation.start import faction_id
from rootboard.notation.translate import Translator
from rootboard.notation.translate.context import READER_HOOKS
from rootboard.notation.translate.rooms import CHAINED, READERS, named_hooks, reader, readers_of
from tests.cli.test_command_imports import imported_by
from tests.notation.games import PUBLISHED

ROOMS = {room_of(faction) for faction in LAW}


def readers() -> dict[str, str]:
    """Every room's reader in the package (a module named after a room): room -> module path."""
    return {info.name: f"{READERS}.{info.name}" for info in pkgutil.iter_modules(translate_package.__path__)
            if info.name in ROOMS}


def test_each_reader_is_found_from_its_room_and_answers_only_hooks_the_translation_asks():
    declaring = {info.name for info in pkgutil.iter_modules(translate_package.__path__)
                 if hasattr(import_module(f"{READERS}.{info.name}"), "ANSWERS")}
    assert readers() and declaring == set(readers())  # a reader named after no room would never be found
    for room, path in readers().items():
        module = reader(room)
        assert module is not None and module.__name__ == path
        assert module.ANSWERS and len(set(module.ANSWERS)) == len(module.ANSWERS), path
        for name in module.ANSWERS:
            assert name in CHAINED or name in READER_HOOKS, f"{path} answers {name!r}, asked by no one"
            assert callable(getattr(module, name)), f"{path} declares {name!r} and has no such function"
    assert reader("hirelings") is None and reader(None) is None  # a room with no reader reads nothing


def test_a_faction_s_reader_is_its_room_s_and_both_vagabonds_share_one():
    for faction in LAW:
        found = readers_of(LAW, [faction.id])
        assert [module.__name__ for module in found] == [p for r, p in readers().items() if r == room_of(faction)]
    vagabonds = [faction.id for faction in LAW if faction.vagabond]
    assert len(vagabonds) == 2 and len(readers_of(LAW, vagabonds)) == 1


def test_no_named_hook_is_answered_by_two_readers_and_each_is_answered():
    claimed = defaultdict(list)
    for room in readers():
        for name in reader(room).ANSWERS:
            if name not in CHAINED:
                claimed[name].append(room)
    assert {name: rooms for name, rooms in claimed.items() if len(rooms) != 1} == {}
    assert set(claimed) == READER_HOOKS  # no hook the translation asks that no reader answers
    every = named_hooks([reader(room) for room in readers()])
    assert all(getattr(every, name) is not None for name in READER_HOOKS)


def test_a_hook_answered_twice_or_asked_by_no_one_is_said_by_the_readers_names():
    class Twice:
        __name__ = "elsewhere"
        ANSWERS = ("humiliation",)
        humiliation = staticmethod(lambda ctx, state, score: None)

    class Unasked(Twice):
        ANSWERS = ("unheard_of",)

    with pytest.raises(ValueError, match=r"'humiliation' is answered by both .*eyrie and elsewhere"):
        named_hooks([reader("eyrie"), Twice()])
    with pytest.raises(ValueError, match="elsewhere answers 'unheard_of'"):
        named_hooks([Unasked()])
    assert all(getattr(named_hooks([]), name) is None for name in READER_HOOKS)


@pytest.mark.parametrize("log", [p for p in PUBLISHED if "r1g5" in p.stem], ids=lambda p: p.stem)
def test_a_translation_asks_the_chained_hooks_of_its_rooms_in_their_names_order(log):
    seated = [faction_id(player.faction) for player in read_file(log).players]
    boards = Translator(read_file(log), LAW, seated).boards
    asked = [hook.__module__ for hook in boards._steps]
    assert len(asked) >= 2  # the log has two faction boards' notations to order
    assert asked == sorted(m.__name__ for m in readers_of(LAW, seated[::-1]) if "steps" in m.ANSWERS)


def test_a_replay_imports_the_readers_of_the_rooms_that_play_and_no_other(tmp_path):
    """A fresh process replaying each published log imports exactly its rooms' readers (and the
    Vagabond's quests with his): a log without the Vagabond loads none of his reading (issue 32)."""
    every, left_out = readers(), set()
    quests = f"{READERS}.quests"
    for log in PUBLISHED:
        modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
        playing = {room_of(LAW[faction_id(player.faction)]) for player in read_file(log).players}
        imported = {room for room, path in every.items() if path in modules}
        assert imported == playing & set(every), (log.name, sorted(playing))
        assert (quests in modules) == ("vagabond" in playing), log.name
        left_out |= set(every) - playing
    assert left_out  # some room's reader was not needed, and was not imported


def test_a_reader_answering_a_turn_s_beginning_alone_is_asked_at_each_action(monkeypatch):
    """turn_begins without turn_ends (or the reverse): the other adds nothing, and the one is asked."""
    from types import SimpleNamespace

    from rootboard.notation import read_text
    from rootboard.notation.replay import replay_log
    from rootboard.notation.translate import rooms

    asked = []
    alone = SimpleNamespace(__name__="alone", ANSWERS=("turn_begins",),
                            turn_begins=lambda ctx, state: asked.append(ctx.index) or [])
    found = rooms.readers_of
    monkeypatch.setattr(rooms, "readers_of", lambda law, factions: [*found(law, factions), alone])
    text = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\nC:w->1/w->1\n"
    plain = replay_log(read_text(text)).to_json()
    written = [index for turn in read_text(text).turns for index, _ in enumerate(turn.actions)]
    assert asked == written  # each action of each turn asked once, in order
    monkeypatch.undo()
    assert replay_log(read_text(text)).to_json() == plain

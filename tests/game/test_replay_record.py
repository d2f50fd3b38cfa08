"""rootboard.game.replay.record on every published game: each history entry is the general
form of what it keeps, though the writers take quick paths for plain values (issue 32).

The general forms: an action is ``json.loads(json.dumps({"type": kind, **fields},
default=fields))``; a message's parameters are each ``_param_to_json``'s; an edit is
``json.loads(json.dumps(edit.to_json()))``. Equal, and of the same types all the way down."""

from __future__ import annotations

import json

import pytest

from rootboard import records
from rootboard.game.actions import Action
from rootboard.messages import Message, _param_to_json
from tests.json_same import same as _same
from tests.notation.games import PUBLISHED


def _fields(value):
    """A record's fields, asked of the record itself at every call (no plan kept)."""
    if hasattr(value, "__record_fields__") and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in records.fields(value)}
    raise TypeError(f"{type(value).__name__} is not JSON data")


def _message_in_general(message: Message) -> dict:
    data = {"id": message.id}
    if message.params:
        data["params"] = {k: _param_to_json(v) for k, v in message.params.items()}
    if message.sections:
        data["sections"] = list(message.sections)
    return data


def _messages(verdict):
    """Every message a verdict holds, nested ones too."""
    todo = [verdict.message, *verdict.notes]
    while todo:
        message = todo.pop()
        yield message
        for value in message.params.values():
            todo.extend(v for v in (value if isinstance(value, (list, tuple)) else [value]) if isinstance(v, Message))


@pytest.fixture(scope="module")
def recorded():
    """(game, action, verdict, edits, entry) for every entry each published game records."""
    import rootboard.notation.replay as notation_replay
    from rootboard.notation import read_file

    found = []
    record = notation_replay.record

    def spy(state, action, mode, verdict, edits):
        edits = list(edits)
        record(state, action, mode, verdict, edits)
        found.append((game, action, verdict, edits, state.history[-1]))

    mp = pytest.MonkeyPatch()
    mp.setattr(notation_replay, "record", spy)
    try:
        for path in PUBLISHED:
            game = path.stem
            replayed = notation_replay.replay_log(read_file(path))
            assert len(replayed.state.history) == sum(1 for f in found if f[0] == game) > 0
    finally:
        mp.undo()
    return found


def test_an_action_is_its_fields_as_json_reads_them_back(recorded):
    for game, action, _, _, entry in recorded:
        general = json.loads(json.dumps({"type": action.kind, **_fields(action)}, default=_fields))
        assert _same(Action.to_json(action), general), (game, action)
        assert _same(entry["action"], action.to_json()), (game, action)


def test_a_verdict_s_messages_are_their_parameters_in_general(recorded):
    for game, _, verdict, _, entry in recorded:
        assert _same(entry["verdict"], json.loads(json.dumps(verdict.to_json())))
        for message in _messages(verdict):
            assert _same(message.to_json(), _message_in_general(message)), (game, message.id)


def test_an_edit_is_its_to_json_as_json_reads_it_back(recorded):
    for game, _, _, edits, entry in recorded:
        assert len(entry["edits"]) == len(edits)
        for edit, kept in zip(edits, entry["edits"]):
            assert _same(kept, json.loads(json.dumps(edit.to_json()))), (game, edit)

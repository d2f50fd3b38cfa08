"""rootboard.game.json_data.read_back gives exactly what a game file reads back:
json.loads(json.dumps(value)), type for type, errors included."""

from __future__ import annotations

import json

import pytest

from rootboard.game.json_data import read_back
from rootboard.records import record
from tests.json_same import same as _same


@record(frozen=True)
class _Request:
    faction: str
    where: tuple[int, ...]


def _fields(value):
    if isinstance(value, _Request):
        return {"faction": value.faction, "where": value.where}
    raise TypeError(f"{type(value).__name__} is not JSON data")


class _Word(str):
    pass


VALUES = [
    {"type": "move", "pieces": ("marquise", "warrior"), "count": 2, "legal": True, "ratio": 0.5, "none": None},
    ["shift", ("eyrie", "roost"), "supply", 3, 1],
    {"nested": [{"deep": (1, (2, 3))}], "empty": {}, "list": []},
    {1: "int key", 2.5: "float key", True: "bool key", None: "None key"},  # json writes every key as a string
    {"word": _Word("fox"), "inf": float("inf"), "nan": float("nan"), "big": 2**70},
    {"request": _Request("alliance", (3, 4))},
]


@pytest.mark.parametrize("value", VALUES)
def test_read_back_is_json_s_own_round_trip(value):
    expected = json.loads(json.dumps(value, default=_fields))
    assert _same(read_back(value, default=_fields), expected)


def test_what_json_cannot_hold_is_refused_as_json_refuses_it():
    with pytest.raises(TypeError):
        read_back({"a set": {1, 2}})
    with pytest.raises(TypeError):
        read_back([_Request("eyrie", ())])  # a record with nothing to say what its fields are


@pytest.mark.parametrize("game", ["2020_11_26_winter_tournament_r1g3", "2020_11_20_winter_tournament_r1g5"])
def test_a_history_entry_is_what_the_file_reads_back(game):
    """Each entry a replayed log records is the data its game file reads back (the same
    types: no tuple, no record, no key that is not a string), though only its edits are read
    back when it is recorded (rootboard.game.replay.record): the action's and the verdict's
    to_json give that form themselves."""
    from pathlib import Path

    from rootboard.notation import read_file
    from rootboard.notation.replay import replay_log

    log = Path(__file__).resolve().parents[1] / "notation" / "games" / f"{game}.rootlog"
    history = replay_log(read_file(log)).state.history
    assert history  # the replay recorded its actions
    for entry in history:
        assert _same(entry, json.loads(json.dumps(entry)))

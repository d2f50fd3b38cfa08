"""The compiled game schema answers as jsonschema does: on real game files, on every kind of
edit to them, and on the keywords' corner cases (true is not 1, 1.0 is no whole number)."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import re
import tempfile
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rootboard.cli import main
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.factions.vagabond.actions import SetCharacter, SetHostile
from rootboard.gamefile.file import _game_schema, _valid, _validator
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.gamefile.schema_check import UnsupportedSchema, compiled, json_key
from tests.game.gamekit import game

FIXTURES = Path(__file__).parent / "fixtures"


def jsonschema_says(data) -> bool:
    return not any(True for _ in _validator().iter_errors(data))


def played() -> dict:
    state = game("lake", ("marquise", "eyrie", "vagabond", "duchy"), hirelings=2)
    state.apply(SetCharacter("vagabond", "thief").edits(state))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    replay.perform(state, act.Move(MoveRequest("marquise", 1, 12, 1, ferry=True)))
    replay.perform(state, SetHostile("vagabond", "eyrie"))
    replay.perform(state, act.Score("eyrie", 2))
    replay.perform(state, act.AdvancePhase("daylight"))
    replay.undo(state)
    return json.loads(json.dumps(state.to_json()))


def set_up() -> dict:
    """A 6-player Advanced Setup with landmarks and hirelings: the file records its setup."""
    with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()):
        path = Path(folder) / "g.json"
        assert main(["setup", "winter", "-o", str(path), "--players", "6", "--auto", "--seed", "5",
                     "--landmarks", "2", "--hirelings", "--suits", "balanced"]) == 0
        return json.loads(path.read_text())


def game_files() -> list[dict]:
    found = (json.loads(p.read_text()) for p in sorted(FIXTURES.rglob("*.json")))
    return [data for data in found if isinstance(data, dict) and data.get("format") == "rootboard-game"]


DOCUMENTS = [played(), json.loads(json.dumps(game("mountain").to_json())), set_up(), *game_files()]
# Values put in place of others: each JSON kind, and the ones a schema's ranges and patterns
# turn on.
VALUES = [None, True, False, 0, 1, -1, 2, 12, 1.0, 1.5, 10**20, "", "x", "fox", "marquise", "supply", "1_2",
          "burrow", "1-5", "A", [], [1], [1, 1], [True, 1], ["marquise"], ["shift"], {}, {"a": 1}, {"id": "x"}]


def paths(value, here=()):
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*here, i))


def test_the_game_schema_compiles_whole():
    compiled(_game_schema())  # every keyword it uses is checked, or this raises


def patterns(schema) -> list[str]:
    """Every ``pattern`` a schema holds, at any depth."""
    if isinstance(schema, list):
        return [p for item in schema for p in patterns(item)]
    if not isinstance(schema, dict):
        return []
    own = [schema["pattern"]] if isinstance(schema.get("pattern"), str) else []
    return own + [p for key, item in schema.items() if key not in ("pattern", "enum", "const")
                  for p in patterns(item)]


def test_every_pattern_of_the_game_schema_is_a_regular_expression():
    # A pattern is compiled when a string first meets it, not with the schema (issue 32): a
    # pattern Python cannot read is found here rather than by the file that meets it.
    found = patterns(_game_schema())
    assert found
    for pattern in found:
        re.compile(pattern)


def test_a_pattern_is_judged_alike_at_every_use():
    check = compiled({"type": "array", "items": {"type": "string", "pattern": "^[a-z]+-[0-9]$"}})
    assert [check(v) for v in (["ab-1"], ["ab-1", "x"], ["cd-2", "e-3"], ["ab-1"])] == [True, False, True, True]


@pytest.mark.parametrize("n", range(len(DOCUMENTS)))
def test_real_files_are_valid_to_both(n):
    assert _valid()(DOCUMENTS[n]) is True
    assert jsonschema_says(DOCUMENTS[n]) is True


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_edit_is_judged_as_jsonschema_judges_it(data):
    document = copy.deepcopy(data.draw(st.sampled_from(DOCUMENTS)))
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(list(paths(document))[1:]))
        parent = document
        for step in where[:-1]:
            parent = parent[step]
        how = data.draw(st.sampled_from(["replace", "drop", "add"]))
        if how == "replace":
            parent[where[-1]] = copy.deepcopy(data.draw(st.sampled_from(VALUES)))
        elif how == "drop":
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[data.draw(st.sampled_from(["extra", "hirelings", "setup", "1", "notes"]))] = \
                copy.deepcopy(data.draw(st.sampled_from(VALUES)))
        else:
            parent.append(copy.deepcopy(data.draw(st.sampled_from(VALUES))))
    assert _valid()(document) == jsonschema_says(document)


@pytest.mark.parametrize("schema, value, valid", [
    ({"enum": [1, 2]}, True, False),  # true is not 1
    ({"enum": [1, 2]}, 1.0, True),  # but 1.0 is 1
    ({"const": [1, {"a": True}]}, [1, {"a": True}], True),
    ({"const": [1, {"a": True}]}, [1, {"a": 1}], False),
    ({"type": "integer"}, 1.0, False),  # the game file's whole numbers (not JSON Schema's)
    ({"type": "integer"}, True, False),
    ({"type": "number"}, True, False),
    ({"type": ["string", "null"]}, None, True),
    ({"uniqueItems": True}, [1, True], True),
    ({"uniqueItems": True}, [1, 1.0], False),
    ({"uniqueItems": True}, [{"a": [1]}, {"a": [1]}], False),
    ({"minimum": 3}, "a", True),  # a keyword applies to its own type only
    ({"pattern": "^a"}, 5, True),
    ({"pattern": "^[a-z]+$"}, "fox\n", True),  # $ before a final newline, as Python's re.search (not \Z)
    ({"required": ["a"]}, [], True),
    ({"prefixItems": [{"const": "x"}], "items": {"type": "integer"}}, ["x", 1, 2], True),
    ({"prefixItems": [{"const": "x"}], "items": {"type": "integer"}}, ["x", "y"], False),
    ({"prefixItems": [{"const": "x"}], "items": {"type": "integer"}}, [1], False),
    ({"oneOf": [{"type": "integer"}, {"minimum": 0}]}, 1, False),  # both: not one of
    ({"oneOf": [{"type": "integer"}, {"minimum": 0}]}, 1.5, True),
    ({"if": {"type": "integer"}, "then": {"minimum": 0}, "else": {"type": "string"}}, -1, False),
    ({"if": {"type": "integer"}, "then": {"minimum": 0}, "else": {"type": "string"}}, "s", True),
    ({"propertyNames": {"pattern": "^[a-z]+$"}, "additionalProperties": {"type": "integer"}}, {"ab": 1}, True),
    ({"propertyNames": {"pattern": "^[a-z]+$"}}, {"A": 1}, False),
    ({"properties": {"a": {"type": "string"}}, "additionalProperties": False}, {"a": "x", "b": 1}, False),
    ({"$defs": {"n": {"type": "integer"}}, "properties": {"a": {"$ref": "#/$defs/n", "minimum": 2}}}, {"a": 1}, False),
    ({"minLength": 2, "maxLength": 3}, "abcd", False),
])
def test_keywords_mean_what_jsonschema_means(schema, value, valid):
    assert compiled(schema)(value) is valid
    base = jsonschema.Draft202012Validator
    strict = jsonschema.validators.extend(base, type_checker=base.TYPE_CHECKER.redefine(
        "integer", lambda _, v: type(v) is int))
    assert strict(schema).is_valid(value) is valid


@pytest.mark.parametrize("schema", [{"patternProperties": {}}, {"$ref": "other.json"}, {"type": "thing"},
                                    {"properties": {"a": {"dependentRequired": {}}}}])
def test_a_keyword_it_does_not_check_is_refused_when_compiled(schema):
    with pytest.raises(UnsupportedSchema):
        compiled(schema)


def test_json_keys_are_equal_as_json_values_are():
    assert json_key(1) == json_key(1.0)
    assert json_key(True) != json_key(1)
    assert json_key({"a": [1, None]}) == json_key({"a": [1.0, None]})
    assert json_key([1, 2]) != json_key([2, 1])

"""maps/README.md documents the format with a JSON Schema: it must describe the real files."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from rootboard.board.catalog import maps_dir
from tests.helpers import MAP_NAMES, raw_map

SCHEMA = json.loads((maps_dir() / "schema" / "rootboard-map-v1.schema.json").read_text())
VALIDATOR = Draft202012Validator(SCHEMA)


def test_schema_is_a_valid_schema():
    Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", MAP_NAMES)
def test_shipped_maps_follow_the_schema(name):
    errors = [e.message for e in VALIDATOR.iter_errors(raw_map(name))]
    assert errors == []


@pytest.mark.parametrize("edit", [
    lambda raw: raw.update(version=2),
    lambda raw: raw["clearings"][0].update(radius=0),
    lambda raw: raw["paths"][0].update(between=[1]),
    lambda raw: raw["clearings"][0].update(suit="badger"),
    lambda raw: raw.pop("clearings"),
    lambda raw: raw["clearings"][0].update(centre=[1e308, 5]),
    lambda raw: raw["clearings"][0].update(radius=20_000),
    lambda raw: raw["board"].update(outline=[[0, 0], [0, -20_000], [5, 5]]),
])
def test_schema_rejects_what_the_reader_rejects(edit):
    raw = raw_map("autumn")
    edit(raw)
    assert list(VALIDATOR.iter_errors(raw))


def test_schema_states_the_readers_coordinate_bound():
    """The schema and the reader bound coordinates alike (maps/README.md says so too)."""
    from rootboard.board.mapfile import COORDINATE_LIMIT

    bound = SCHEMA["$defs"]["coordinate"]
    assert bound["minimum"] == -COORDINATE_LIMIT and bound["maximum"] == COORDINATE_LIMIT
    radius = SCHEMA["properties"]["clearings"]["items"]["properties"]["radius"]
    assert radius["maximum"] == COORDINATE_LIMIT

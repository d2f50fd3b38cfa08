"""rootboard.gamefile.json_text: one encoder made once says every JSON value as
json.JSONEncoder does, in a game file's form and in the proofs' canonical form."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from rootboard.gamefile.json_text import one_line

FORMS = ({}, {"sort_keys": True, "separators": (",", ":")})  # a game file's lines; a proof's digests
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_every_json_value_is_said_as_json_says_it(value):
    for form in FORMS:
        assert one_line(**form)(value) == json.JSONEncoder(**form).encode(value)


def test_one_encoder_says_value_after_value():
    said = one_line(sort_keys=True, separators=(",", ":"))
    entries = [{"b": [1, 2.5, None], "a": "é"}, "x", 3, {"a": {"c": True, "b": float("inf")}}]
    assert [said(e) for e in entries] == [json.dumps(e, sort_keys=True, separators=(",", ":")) for e in entries]

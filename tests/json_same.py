"""Equality of JSON data type for type, for the tests of what a game file reads back
(rootboard.game.json_data, the history's entries, a message's to_json)."""

from __future__ import annotations

import math


def same(a, b) -> bool:
    """Equal, and of the same types all the way down (1 == 1.0 == True is not enough)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return a == b

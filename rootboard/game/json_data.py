"""A value as a game file reads it back: what ``json.loads(json.dumps(value))`` gives, made
without writing and parsing the text.

The history keeps each action, verdict and edit as the file will read them back (tuples as
lists, records as objects), so that a game played and the same game saved and opened are the
same data. Writing every entry out as text and parsing it again cost a replayed log a tenth
of its time (405 entries of the 476-action game: 6.5 ms of 75, issue 32). The common data
(dicts with string keys, lists, tuples, strings, integers, floats, booleans, None) is copied
directly here; anything else (a key that is not a string, a subclass of a built-in type, a
value ``json`` hands to ``default``) goes through ``json`` itself, so the result is always
exactly json's, errors included.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable

# The types json writes and reads back as themselves: a value of one of them is its own read-back.
SCALARS = frozenset({str, int, float, bool, type(None)})


def read_back(value: Any, default: Callable[[Any], Any] | None = None) -> Any:
    """``json.loads(json.dumps(value, default=default))``, the same value (and the same
    exception for what JSON cannot hold)."""
    kind = type(value)
    if kind in SCALARS:
        return value  # a float too: json writes its repr, which reads back as the same float
    # A scalar item is taken as it is without a call for it: most of a history entry is
    # names and counts (a replayed log reads back some 20,000 values, issue 32). A list is
    # filled by a loop in this call, where a comprehension is a call of its own (Python 3.11):
    # most lists read back are short (a decree's column, a crafted item's box), and that call
    # cost more than their items.
    if kind is list or kind is tuple:
        copied_list = []
        for item in value:
            copied_list.append(item if type(item) in SCALARS else read_back(item, default))
        return copied_list
    if kind is dict:
        copied = {}
        for key, item in value.items():
            if type(key) is not str:
                break  # json writes the key as a string (or refuses it): json's own round trip below
            copied[key] = item if type(item) in SCALARS else read_back(item, default)
        else:
            return copied
    if default is not None and value is not None and not isinstance(value, (str, int, float, dict, list, tuple)):
        return read_back(default(value), default)  # what json asks ``default`` for (a record: its fields)
    return json.loads(json.dumps(value, default=default))

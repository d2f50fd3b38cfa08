"""JSON text of one value after another with one encoder: what a game file's lines and a
proof's digests are made of.

:meth:`json.JSONEncoder.encode` makes a new C encoder at every call, with every option passed
to it again: for a short value such as a history entry, that is most of the call (a save and
a proved load of a 476-action game each encode every entry, measured: about 3.4 ms where
the encoder is made once, 5-7 ms otherwise). :func:`one_line` makes it once. Where Python has
no C encoder (another implementation), it is :meth:`json.JSONEncoder.encode` itself.
"""

from __future__ import annotations

import json
from json import encoder as _json

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable


def one_line(sort_keys: bool = False, separators: tuple[str, str] = (", ", ": ")) -> Callable[[Any], str]:
    """``json.JSONEncoder(sort_keys=..., separators=...).encode``, the same text for every JSON
    value (data only: no cycle is looked for, as no JSON value read or written holds one)."""
    base = json.JSONEncoder(sort_keys=sort_keys, separators=separators)
    make = getattr(_json, "c_make_encoder", None)
    if make is None:
        return base.encode
    item_separator, key_separator = separators
    # The arguments JSONEncoder.iterencode passes it (Python 3.10 to 3.13), markers None: no
    # cycle check.
    chunks = make(None, base.default, _json.encode_basestring_ascii, None, key_separator, item_separator, sort_keys,
                  False, True)
    quoted = _json.encode_basestring_ascii

    def text(value: Any) -> str:
        if isinstance(value, str):  # as JSONEncoder.encode says a string
            return quoted(value)
        return "".join(chunks(value, 0))

    return text

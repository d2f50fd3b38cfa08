"""What Python's JSON decoder says of a file it cannot read, in a whole sentence.

The decoder's own words are English fragments whose end was the position it appends
("Unterminated string starting at: line 8 column 157"); a reader that gives the line and
column as the element of the error (``line 8, column 157: not valid JSON: ...``) kept only
the fragment, cut mid-phrase. Each of its messages is said here as what is wrong at that
place, in the run's language; one this table does not know (a later Python's) is shown as
the decoder says it, without a dangling "at".
"""

from __future__ import annotations

import json

from rootboard.messages import Message, Template

UNKNOWN = Template("json-error.other", "{detail}")
SAID = {
    "Unterminated string starting at": Template("json-error.unterminated-string", "a string begins here and is never closed"),
    "Invalid control character at": Template("json-error.control-character",
                                             "a line break or another control character inside a string"),
    "Expecting value": Template("json-error.expecting-value", "a value is missing here"),
    "Expecting ':' delimiter": Template("json-error.expecting-colon", "a ':' is missing here"),
    "Expecting ',' delimiter": Template("json-error.expecting-comma", "a ',' is missing here"),
    "Expecting property name enclosed in double quotes": Template(
        "json-error.expecting-key", "a key in double quotes is missing here (or a ',' comes before a '}}')"),
    "Invalid \\escape": Template("json-error.invalid-escape", "a backslash that does not begin an escape JSON knows"),
    "Invalid \\uXXXX escape": Template("json-error.invalid-unicode-escape", "a \\u escape without four hexadecimal digits"),
    "Extra data": Template("json-error.extra-data", "more text after the end of the JSON"),
    "Illegal trailing comma before end of object": Template("json-error.trailing-comma-object",
                                                            "a ',' before the '}}' that ends an object"),
    "Illegal trailing comma before end of array": Template("json-error.trailing-comma-array",
                                                           "a ',' before the ']' that ends an array"),
}


def said(exc: json.JSONDecodeError) -> Message:
    """What is wrong where ``exc`` stopped (its line and column are the caller's to give)."""
    template = SAID.get(exc.msg)
    if template is not None:
        return template()
    detail = exc.msg[:-3] if exc.msg.endswith(" at") else exc.msg
    return UNKNOWN(detail=detail)

"""How an error about a game file names a kind of JSON value: "a whole number", "true or false".

The game file's schema check and the strict reading of history entries
(:meth:`rootboard.game.actions.Action.from_json`) both say what was expected; the words are
Templates, so a Dutch refusal says "een geheel getal" and a Spanish one "un número entero".
"""

from __future__ import annotations

from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable

KINDS = {
    "integer": Template("json.integer", "a whole number"),
    "number": Template("json.number", "a number"),
    "string": Template("json.string", "a string"),
    "boolean": Template("json.boolean", "true or false"),
    "array": Template("json.array", "a list"),
    "object": Template("json.object", "an object"),
    "null": Template("json.null", "null"),
}
EITHER = Template("json.either", "{first} or {second}")


def kind_words(kinds: str | Iterable[str]) -> Message:
    """``a whole number or null`` for ["integer", "null"], as a Message."""
    names = [kinds] if isinstance(kinds, str) else list(kinds)
    words = [KINDS[k]() for k in names if k in KINDS] or [KINDS["object"]()]
    result = words[-1]
    for word in reversed(words[:-1]):
        result = EITHER(first=word, second=result)
    return result

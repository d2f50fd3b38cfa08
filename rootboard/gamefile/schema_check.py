"""A JSON Schema (draft 2020-12) compiled once into plain Python checks: valid or not, fast.

Every game file is checked against its schema on load, and jsonschema's validator walks the
schema anew for every value (a validator object per step down): half of loading a long game
(measured, benchmarks/bench_cli.py). :func:`compiled` turns the schema into a tree of small
functions, once per process, that answer only *whether* a document is valid, at the cost of
the document's size. When the answer is no, the game file's reader asks jsonschema itself
which element is at fault and why (:func:`rootboard.gamefile.file._schema_check`), so the
error a user reads is the one it always was; jsonschema is imported only then.

The keywords are those the game schema uses, with jsonschema's meaning (each applies only
to values of its own type; ``enum``, ``const`` and ``uniqueItems`` compare as JSON does,
``true`` is not ``1``); any other keyword is refused when the schema is compiled, so a
schema that grows one cannot be checked half. One difference is deliberate and matches the
reader's validator: ``integer`` is a whole number that is not written as ``1.0`` (Python's
``int``, never ``bool``). tests/game/test_schema_check.py holds it to jsonschema's answers.

Why not a library (issue 32 asks for one where it is as fast; measured 2026-12-07 by
``python benchmarks/bench_schema.py --rounds 9``, CPU time, the candidates alternating, medians
of the per-round ratios). fastjsonschema 2.22.3, the fast pure-Python one, knows drafts 4 to 7
only: this schema's ``prefixItems`` it ignores (any prefix passes) and a ``$ref``'s neighbours
too, so the schema has to be rewritten into draft 7's words first; then it checks a game 4.1
to 4.6 times slower than these closures (476 actions 8.4 ms against 1.9 ms, 10,000 actions
153 ms against 33 ms, a new game 0.18 ms against 0.04 ms); compiling it takes 81 ms a process
(28.6x), and its generated module kept as marshalled code, as the derived cache keeps boards,
runs in 1.8 ms against these 2.8 ms but imports fastjsonschema, 5.9 ms after ``rootboard.cli``:
every command reading a game would pay about 5 ms more, and a file checked whole 4x the check.
It also answers otherwise: its ``integer`` takes ``1.0``, so 18 of 2,000 random one-value edits
of real files that the reader refuses (1.0 put for a count) it passed, and closing that would
take another walk of the whole document; and its patterns end at ``\\Z`` where jsonschema's ``$``
lets a final newline pass (a refusal jsonschema would not make). msgspec was not tried: it
checks by decoding into typed records, which would mean records for every part of the file,
and its import alone was measured at 35-37 ms (benchmarks/README.md, bench_records.py). So the
closures stay, and jsonschema still gives the words.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable

    Check = Callable[[Any], bool]

#: Keywords that say nothing about validity.
ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "title", "description", "default", "examples"})
TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: type(v) is dict,
    "array": lambda v: type(v) is list,
    "string": lambda v: type(v) is str,
    "integer": lambda v: type(v) is int,
    "number": lambda v: type(v) in (int, float),
    "boolean": lambda v: type(v) is bool,
    "null": lambda v: v is None,
}


class UnsupportedSchema(ValueError):
    """The schema uses a keyword (or a form of one) this compiler does not check."""


def compiled(schema: dict) -> Check:
    """``schema`` (with its ``$defs``, referred to as ``#/$defs/NAME``) as one check."""
    return _Compiler(schema.get("$defs", {})).node(schema)


def json_key(value: Any):
    """A hashable key equal for two values exactly when JSON Schema calls them equal: 1 and
    1.0 alike, ``true`` and 1 not, arrays item by item, objects key by key."""
    kind = type(value)
    if kind is bool:
        return ("b", value)
    if kind in (int, float):
        return ("n", value)
    if kind is str:
        return ("s", value)
    if value is None:
        return ("z",)
    if kind is list:
        return ("l", tuple(json_key(v) for v in value))
    if kind is dict:
        return ("d", frozenset((k, json_key(v)) for k, v in value.items()))
    return ("?", id(value))  # not JSON: equal to nothing else


class _Compiler:
    def __init__(self, defs: dict):
        self.defs = defs
        self.done: dict[str, Check] = {}

    def ref(self, ref: Any) -> Check:
        if not isinstance(ref, str) or not ref.startswith("#/$defs/") or ref[8:] not in self.defs:
            raise UnsupportedSchema(f"$ref {ref!r}: only #/$defs/NAME")
        name = ref[8:]
        done = self.done
        if name in done:
            if done[name] is not None:
                return done[name]  # the definition's own check: no call in between

            def later(value, name=name):  # a definition that refers back to itself: looked up when called
                return done[name](value)

            return later
        done[name] = None  # while it compiles
        done[name] = self.node(self.defs[name])
        return done[name]

    def node(self, schema: Any) -> Check:
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, dict):
            raise UnsupportedSchema(f"a schema is an object or a boolean, not {schema!r}")
        unknown = set(schema) - ANNOTATIONS - _KEYWORDS - {"$defs"}
        if unknown:
            raise UnsupportedSchema(f"keywords not checked here: {sorted(unknown)}")
        checks: list[Check] = []
        if "$ref" in schema:
            checks.append(self.ref(schema["$ref"]))
        # A schema of one type whose other keywords check that type's values asks the type
        # in the same step (a call less per value).
        kinds = [schema["type"]] if isinstance(schema.get("type"), str) else schema.get("type")
        sole = kinds[0] if kinds and len(kinds) == 1 else None
        own = {"object": self.objects(schema, sole == "object"), "array": self.arrays(schema, sole == "array"),
               "string": _strings(schema, sole == "string")}
        if kinds is not None and not own.get(sole):
            checks.append(_type(kinds))
        for name in ("const", "enum"):
            if name in schema:
                checks.append(_one_of_values([schema["const"]] if name == "const" else schema["enum"]))
        checks += own["object"] + own["array"] + own["string"] + _numbers(schema)
        if "anyOf" in schema:
            checks.append(_any([self.node(s) for s in schema["anyOf"]]))
        if "oneOf" in schema:
            checks.append(_exactly_one([self.node(s) for s in schema["oneOf"]]))
        if "allOf" in schema:
            checks += [self.node(s) for s in schema["allOf"]]
        if "if" in schema:
            test = self.node(schema["if"])
            then, otherwise = self.node(schema.get("then", True)), self.node(schema.get("else", True))
            checks.append(lambda v: then(v) if test(v) else otherwise(v))
        elif "then" in schema or "else" in schema:
            pass  # without "if" they apply to nothing (as JSON Schema says)
        return _all(checks)

    def objects(self, schema: dict, only: bool = False) -> list[Check]:
        """The object keywords' check (``only``: and nothing but an object is valid)."""
        props = {k: self.node(s) for k, s in schema.get("properties", {}).items()}
        required = tuple(schema.get("required", ()))
        extra = schema.get("additionalProperties", True)
        extra_check = None if extra is True else self.node(extra)
        names = None if schema.get("propertyNames", True) is True else self.node(schema["propertyNames"])
        if not (props or required or extra_check or names):
            return []

        def check(value):
            if type(value) is not dict:
                return not only
            for key in required:
                if key not in value:
                    return False
            for key, item in value.items():
                if names is not None and not names(key):
                    return False
                rule = props.get(key)
                if rule is not None:
                    if not rule(item):
                        return False
                elif extra_check is not None and not extra_check(item):
                    return False
            return True

        return [check]

    def arrays(self, schema: dict, only: bool = False) -> list[Check]:
        """The array keywords' check (``only``: and nothing but an array is valid)."""
        prefix = [self.node(s) for s in schema.get("prefixItems", ())]
        items = None if schema.get("items", True) is True else self.node(schema["items"])
        low, high = schema.get("minItems", 0), schema.get("maxItems")
        unique = schema.get("uniqueItems", False)
        if not (prefix or items or low or high is not None or unique):
            return []
        start = len(prefix)

        def check(value):
            if type(value) is not list:
                return not only
            n = len(value)
            if n < low or (high is not None and n > high):
                return False
            for rule, item in zip(prefix, value):
                if not rule(item):
                    return False
            if items is not None:
                for item in value[start:] if start else value:
                    if not items(item):
                        return False
            if unique and n > 1 and len({json_key(v) for v in value}) != n:
                return False
            return True

        return [check]


def _strings(schema: dict, only: bool = False) -> list[Check]:
    """The string keywords' check (``only``: and nothing but a string is valid)."""
    source = schema.get("pattern")
    if source is not None and type(source) is not str:
        raise UnsupportedSchema(f"pattern {source!r}: a regular expression is a string")
    low, high = schema.get("minLength", 0), schema.get("maxLength")
    if source is None and not low and high is None:
        return []
    # The regular expression is compiled when a string first needs it, not with the schema:
    # a game file's strings meet 3 or 4 of the game schema's 25 patterns, and compiling them
    # all (Python's re parses and compiles in Python) was half of compiling the schema, some
    # 10 M instructions of every command that reads a game (issue 32, callgrind).
    pattern = None

    def check(value):
        nonlocal pattern
        if type(value) is not str:
            return not only
        n = len(value)
        if n < low or (high is not None and n > high):
            return False
        if source is None:
            return True
        if pattern is None:
            pattern = re.compile(source)
        return pattern.search(value) is not None

    return [check]


def _numbers(schema: dict) -> list[Check]:
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is None and high is None:
        return []

    def check(value):
        if type(value) not in (int, float):
            return True
        return (low is None or value >= low) and (high is None or value <= high)

    return [check]


def _type(kinds) -> Check:
    kinds = [kinds] if isinstance(kinds, str) else list(kinds)
    unknown = [k for k in kinds if k not in TYPES]
    if unknown:
        raise UnsupportedSchema(f"types {unknown}")
    if len(kinds) == 1:
        return TYPES[kinds[0]]
    checks = [TYPES[k] for k in kinds]
    return lambda v: any(c(v) for c in checks)


# The combinators are plain loops: a generator per value (all(), any(), sum()) cost a third
# of the check on a long history (measured).
def _all(checks: list[Check]) -> Check:
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda v: a(v) and b(v)
    checks = tuple(checks)

    def every(value):
        for check in checks:
            if not check(value):
                return False
        return True

    return every


def _any(options: list[Check]) -> Check:
    options = tuple(options)

    def some(value):
        for option in options:
            if option(value):
                return True
        return False

    return some


def _exactly_one(options: list[Check]) -> Check:
    options = tuple(options)

    def one(value):
        found = 0
        for option in options:
            if option(value):
                found += 1
                if found > 1:
                    return False
        return found == 1

    return one


def _one_of_values(values: list) -> Check:
    """``enum`` and ``const``: equal to one of ``values`` as JSON compares (a string, the usual
    case, is looked up as it is)."""
    strings = frozenset(v for v in values if type(v) is str)
    others = frozenset(json_key(v) for v in values if type(v) is not str)

    def allowed(value):
        if type(value) is str:
            return value in strings
        return bool(others) and json_key(value) in others

    return allowed


def _always(_value) -> bool:
    return True


def _never(_value) -> bool:
    return False


_KEYWORDS = frozenset({
    "$ref", "type", "const", "enum", "properties", "required", "additionalProperties", "propertyNames",
    "prefixItems", "items", "minItems", "maxItems", "uniqueItems", "pattern", "minLength", "maxLength",
    "minimum", "maximum", "anyOf", "oneOf", "allOf", "if", "then", "else",
})

"""Records: classes of named fields, made without compiling code at every start.

``@record`` is what ``@dataclasses.dataclass`` gives the records a command reads a game with
(an ``__init__`` of the annotated fields with their defaults and ``field(default_factory=...)``,
``__post_init__``, ``__eq__``, ``__repr__``, ``__hash__`` when frozen, the ordering methods
with ``order=True``, frozen instances, inherited and keyword-only fields), with the same semantics, and
:func:`replace` and :func:`fields` beside it. The difference is the cost of making the class:
dataclasses writes each method as source and compiles it when the module is imported, about
a millisecond a class, at every start of every command (``rootboard status`` made 29 of them,
a quarter of its time in process, measured with benchmarks/bench_records.py); a record's
methods are the same few functions for every class, and those closed over its fields
(``__init__``, ``__eq__``, ``__hash__``, the ordering) are made at their first call. Making an
instance costs a little more than a dataclass's (its ``__init__`` is not written for the
class); a record made by the thousand (rootboard.game.state.Edit) writes its own
``__init__``, which ``@record`` keeps, as dataclasses does.

The records' instances keep a ``__dict__`` (no ``__slots__``), so they pickle, copy and take
``object.__setattr__`` in ``__post_init__`` as dataclasses' do. Every action, and every request
inside one, is a record: a replayed log imports no dataclasses (issue 32).
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable

__all__ = ["FrozenRecordError", "field", "fields", "record", "replace"]


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class FrozenRecordError(AttributeError):
    """A field of a frozen record assigned or deleted (dataclasses' FrozenInstanceError)."""


class Field:
    """One field of a record: its name, its default or the factory that makes it, and
    whether it takes part in equality, hashing and ordering (``compare``) and in the repr."""

    __slots__ = ("name", "default", "default_factory", "compare", "repr", "kw_only")

    def __init__(self, default=MISSING, default_factory=MISSING, compare: bool = True, repr: bool = True,
                 kw_only: bool = False):
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("a field has a default or a default_factory, not both")
        self.name = ""
        self.default, self.default_factory, self.compare, self.repr = default, default_factory, compare, repr
        self.kw_only = kw_only

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


def field(*, default=MISSING, default_factory: Callable[[], Any] = MISSING, compare: bool = True,
          repr: bool = True, kw_only: bool = False) -> Any:
    """A field's options, as :func:`dataclasses.field` takes them. ``kw_only``: given by keyword
    only, after the positional fields in ``__init__`` and not in ``__match_args__``, so a base's
    defaulted fields may come before a subclass's required ones (as dataclasses has it)."""
    return Field(default, default_factory, compare, repr, kw_only)


def fields(record_or_class) -> tuple[Field, ...]:
    """The fields of a record class or instance, in order (inherited ones first)."""
    try:
        return record_or_class.__record_fields__
    except AttributeError:
        raise TypeError(f"{record_or_class!r} is not a record") from None


def replace(obj, /, **changes):
    """A new record like ``obj`` with ``changes`` (every other field's value kept), made
    through its ``__init__`` (and so its ``__post_init__``), as :func:`dataclasses.replace`.
    A record whose ``__init__`` is the one ``@record`` made and that has no ``__post_init__`` is
    made directly from the values, as that ``__init__`` would (the options check dozens of
    positions, issue 34); one that writes its own ``__init__`` (a move's request, a battle) is
    made through it."""
    cls = obj.__class__
    if getattr(cls.__init__, "__record_made__", False) and not hasattr(cls, "__post_init__"):
        values = {f.name: getattr(obj, f.name) for f in fields(obj)}
        for name in changes:
            if name not in values:
                raise TypeError(f"{cls.__qualname__}() got an unexpected keyword argument {name!r}")
        values.update(changes)
        made = object.__new__(cls)
        made.__dict__.update(values)  # a frozen record's __setattr__ is not asked, as in __init__
        return made
    for f in fields(obj):
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def record(cls=None, /, *, frozen: bool = False, order: bool = False):
    """The class as a record (see the module docstring); ``@record`` or ``@record(frozen=True)``."""

    def wrap(cls):
        return _make(cls, frozen, order)

    return wrap if cls is None else wrap(cls)


_CLASS_VARS = ("ClassVar", "typing.ClassVar")


def _is_class_var(annotation) -> bool:
    text = annotation if annotation.__class__ is str else getattr(annotation, "__qualname__", "") or repr(annotation)
    return text.startswith(_CLASS_VARS)


def _plain_field(name: str, default) -> Field:
    """The field of an annotation with a plain default (or none): what ``Field(default=...)``
    makes, without its checks of options a plain default cannot have; most fields of the 145
    record classes a replay imports are so (issue 32)."""
    f = Field.__new__(Field)
    f.name, f.default, f.default_factory, f.compare, f.repr, f.kw_only = name, default, MISSING, True, True, False
    return f


def _make(cls, frozen: bool, order: bool):
    own = cls.__dict__
    found: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get("__record_fields__", ()):
            found[f.name] = f
    for name, annotation in own.get("__annotations__", {}).items():
        # Most annotations are text (``from __future__ import annotations``): asked here, not
        # by a call for each field of each class at every start (issue 32).
        if annotation.startswith(_CLASS_VARS) if annotation.__class__ is str else _is_class_var(annotation):
            continue
        value = own.get(name, MISSING)
        if value.__class__ is not Field:
            f = _plain_field(name, value)
        else:  # the class attribute is the default, as dataclasses leaves it
            f = value
            f.name = name
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
        # Unhashable as the sign of a mutable default, as dataclasses asks since Python 3.11 (a
        # list, dict or set; isinstance of their tuple cost some 2,900 instructions a field, issue 32).
        if f.default.__class__.__hash__ is None:
            raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory")
        found[name] = f
    all_fields = tuple(found.values())
    matched = []  # the positional fields, in order: __match_args__
    defaulted = False
    for f in all_fields:
        if f.kw_only:
            continue  # given by name: a required one may follow a default
        matched.append(f.name)
        if f.default is MISSING and f.default_factory is MISSING:
            if defaulted:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
        else:
            defaulted = True
    cls.__record_fields__ = all_fields
    cls.__match_args__ = tuple(matched)
    for methods in (_FROZEN_METHODS if frozen else _METHODS), (_ORDER_METHODS if order else {}):
        for name, method in methods.items():
            if name not in own:  # what the class writes itself is kept (dataclasses keeps it too)
                setattr(cls, name, method)
    return cls


# Every record class starts with the same few functions: those that read nothing of their class
# but its fields (the frozen __setattr__ and __delattr__, __repr__) for good, and those made for
# the class (__init__, __eq__, __hash__, the ordering) until their first call on one of its
# records, which makes the class's own, puts it on the class and answers with it. A replay of the
# 476-action log imports 145 record classes, plans the __init__ of 73, compares records of 10 and
# hashes those of 4: made with the class, each class's own methods cost every class a closure,
# a name and a key for each at every start (issue 32).

def _frozen_setattr(self, name, value):
    raise FrozenRecordError(f"cannot assign to field {name!r}")


def _frozen_delattr(self, name):
    raise FrozenRecordError(f"cannot delete field {name!r}")


_REPR_BUSY: set = set()  # the records being shown now, by id()


def _record_repr(self):
    mark = id(self)
    if mark in _REPR_BUSY:  # a record that holds itself, as reprlib.recursive_repr says it
        return "..."
    _REPR_BUSY.add(mark)
    try:
        shown = [f.name for f in type(self).__record_fields__ if f.repr]
        return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in shown)})"
    finally:
        _REPR_BUSY.discard(mark)


def _owner(kind: type, name: str, method) -> type:
    """The record class whose own ``name`` is ``method``: the first such in ``kind``'s MRO (``kind``
    itself, or the record class a plain subclass, or a subclass's own method by ``super()``, reached)."""
    for cls in kind.__mro__:
        if cls.__dict__.get(name) is method:
            return cls
    raise TypeError(f"{kind.__qualname__} has no record method {name}")


def _made_at_first_call(name: str, make: Callable[[type], Any]):
    """The method ``name`` every record class shares until it is first called on one of its
    records: ``make(cls)`` makes the class's own then, which is put on the class and answers."""

    def first(self, *args, **kwargs):
        cls = _owner(type(self), name, first)
        method = make(cls)
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__record_made__ = True
        setattr(cls, name, method)
        return method(self, *args, **kwargs)

    first.__name__ = first.__qualname__ = name
    first.__record_made__ = True  # replace() may make a record without calling an __init__ so marked
    return first


def _key(cls: type):
    """What a record of ``cls`` is compared, hashed and ordered by: its compared fields' values."""
    compared = [f.name for f in cls.__record_fields__ if f.compare]
    if len(compared) > 1:
        return attrgetter(*compared)
    if compared:
        get = attrgetter(compared[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


def _eq(cls: type):
    key = _key(cls)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return __eq__


def _hash(cls: type):
    key = _key(cls)

    def __hash__(self):
        return hash(key(self))

    return __hash__


def _ordering(test):
    """What makes a class's ordering method of ``test`` (``tuple.__lt__``...) on compared values."""

    def make(cls: type):
        key = _key(cls)

        def compare(self, other):
            if other.__class__ is self.__class__:
                return test(key(self), key(other))
            return NotImplemented

        return compare

    return make


def _init(cls: type):
    """The class's own ``__init__``, planned when its first record is made: most record classes a
    command imports are never made, or write their own."""
    all_fields = cls.__record_fields__
    # The positional fields, then the keyword-only ones (dataclasses' order of __init__).
    positional = [f for f in all_fields if not f.kw_only]
    count = len(positional)  # how many may be given by position
    ordered = positional + [f for f in all_fields if f.kw_only] if count < len(all_fields) else positional
    plan = tuple([(f.name, f.default, f.default_factory) for f in ordered])
    in_order = tuple([f.name for f in ordered])
    names = set(in_order)
    post_init = hasattr(cls, "__post_init__")
    # Given only by position, the first n fields: the rest's defaults, where none of them is
    # made by a factory or required. Most records are made so, and by the thousand (a Rootlog's
    # places, things and steps, 8,000 in a replay): this path takes about 1.2 µs a record
    # against 1.4 µs for the one below (a dataclass's compiled __init__ 0.95 µs, measured).
    # The fields from `first` on all have a default: found once from the end, rather than
    # asked again for every n (some 145 records are made when a replay imports the rules,
    # issue 32).
    first = len(plan)
    while first and plan[first - 1][1] is not MISSING:
        first -= 1
    # n -> the defaults of the fields after the first n, made when a record is first made from
    # n values: most record classes a command imports are never made, and one of forty fields
    # (GameState) would make some forty dicts at every start.
    defaults_after: dict[int, dict] = {}

    def __init__(self, *args, **kwargs):
        if not kwargs:
            n = len(args)
            rest = defaults_after.get(n)
            if rest is None and first <= n <= count:
                rest = defaults_after[n] = {name: default for name, default, _ in plan[n:]}
            if rest is not None:
                # One dict merged whole into the new object's own: filled pair by pair (an
                # update from zip, a field at a time), a record's every field read after took
                # some five times as long (Python 3.11's attribute reads are not specialised for
                # such a dict; measured on records made positionally, issue 32).
                values = dict(zip(in_order, args))
                values.update(rest)
                self.__dict__.update(values)
                if post_init:
                    self.__post_init__()
                return
        if len(args) > count:
            raise TypeError(f"{type(self).__qualname__}() takes {count} positional arguments but {len(args)} were given")
        if kwargs:
            for name in kwargs:
                if name not in names:
                    raise TypeError(f"{type(self).__qualname__}() got an unexpected keyword argument {name!r}")
        given = len(args)
        values = {}  # in the fields' order, as a dataclass's __init__ assigns them
        for i, (name, default, factory) in enumerate(plan):
            if i < given:
                if name in kwargs:
                    raise TypeError(f"{type(self).__qualname__}() got multiple values for argument {name!r}")
                values[name] = args[i]
            elif name in kwargs:
                values[name] = kwargs[name]
            elif default is not MISSING:
                values[name] = default
            elif factory is not MISSING:
                values[name] = factory()
            else:
                raise TypeError(f"{type(self).__qualname__}() missing required argument: {name!r}")
        self.__dict__.update(values)  # the instance's own dict: a frozen record's __setattr__ is not asked
        if post_init:
            self.__post_init__()

    return __init__


# A record class's methods by name, as @record puts them on it (see _made_at_first_call).
_METHODS = {"__init__": _made_at_first_call("__init__", _init), "__repr__": _record_repr,
            "__eq__": _made_at_first_call("__eq__", _eq),
            "__hash__": None}  # mutable and compared by value: unhashable, as a dataclass
_FROZEN_METHODS = {**_METHODS, "__hash__": _made_at_first_call("__hash__", _hash),
                   "__setattr__": _frozen_setattr, "__delattr__": _frozen_delattr}
_ORDER_METHODS = {name: _made_at_first_call(name, _ordering(test)) for name, test in (
    ("__lt__", tuple.__lt__), ("__le__", tuple.__le__), ("__gt__", tuple.__gt__), ("__ge__", tuple.__ge__))}

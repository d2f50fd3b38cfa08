"""rootboard.records: what a dataclass gives, without compiling code per class."""

from __future__ import annotations

import copy
import pickle
from typing import ClassVar

import pytest

from rootboard.records import FrozenRecordError, field, fields, record, replace


@record(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: tuple = ()
    note: str = field(default="", compare=False, repr=False)
    kind: ClassVar[str] = "point"


@record(frozen=True, order=True)
class Ranked:
    rank: int
    name: str = ""


@record
class Bag:
    name: str
    items: list = field(default_factory=list)


@record(frozen=True)
class Checked:
    n: int
    double: int = field(default=None, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "double", self.n * 2)


class Subpoint(Point):
    pass


@record(frozen=True)
class Point3(Point):
    z: int = 0


@record(frozen=True)
class Own:
    a: int
    b: int

    def __init__(self, a, b):
        self.__dict__.update(a=a, b=b + 1)


def test_fields_defaults_and_keywords():
    p = Point(1, tags=("a",))
    assert (p.x, p.y, p.tags, p.note) == (1, 0, ("a",), "")
    assert [f.name for f in fields(Point)] == ["x", "y", "tags", "note"]
    assert Point.kind == "point" and "kind" not in [f.name for f in fields(p)]
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, x=2)
    with pytest.raises(TypeError):
        Point(1, nothing=2)
    with pytest.raises(TypeError):
        Point(1, 2, (), "", 5)


def test_equality_hash_and_repr_follow_the_compared_fields():
    assert Point(1, 2) == Point(1, 2, note="other") and hash(Point(1, 2)) == hash(Point(1, 2, note="x"))
    assert Point(1, 2) != Point(2, 1) and Point(1) != Subpoint(1)
    assert {Point(1): "a"}[Point(1)] == "a"
    assert repr(Point(1, 2)) == "Point(x=1, y=2, tags=())"
    assert Bag("a") == Bag("a") and Bag.__hash__ is None


def test_frozen_records_refuse_assignment_and_copy_like_dataclasses():
    p = Point(1)
    with pytest.raises(FrozenRecordError):
        p.x = 2
    with pytest.raises(AttributeError):
        del p.x
    assert pickle.loads(pickle.dumps(p)) == p and copy.deepcopy(p) == p and copy.copy(p) == p


def test_each_instance_gets_its_own_default_from_the_factory():
    a, b = Bag("a"), Bag("b")
    a.items.append(1)
    assert b.items == [] and a.items == [1]


def test_order_post_init_inheritance_and_an_own_init():
    assert sorted([Ranked(2), Ranked(1, "b"), Ranked(1, "a")]) == [Ranked(1, "a"), Ranked(1, "b"), Ranked(2)]
    assert Ranked(1) < Ranked(2) and Ranked(2) >= Ranked(2)
    assert Checked(3).double == 6 and replace(Checked(3), n=4).double == 8
    assert [f.name for f in fields(Point3)] == ["x", "y", "tags", "note", "z"] and Point3(1, z=3).z == 3
    assert Own(1, 1).b == 2


@record(frozen=True)
class Located:
    line: int = field(default=0, compare=False, kw_only=True)


@record(frozen=True)
class Said(Located):
    text: str
    loud: bool = False


def test_keyword_only_fields_come_after_the_positional_ones_and_are_not_matched():
    said = Said("hi", line=3)
    assert (said.text, said.loud, said.line) == ("hi", False, 3) and said == Said("hi", line=4)
    assert [f.name for f in fields(Said)] == ["line", "text", "loud"] and Said.__match_args__ == ("text", "loud")
    assert repr(said) == "Said(line=3, text='hi', loud=False)" and replace(said, loud=True).line == 3
    with pytest.raises(TypeError):
        Said("hi", False, 3)


def test_replace_keeps_every_other_field():
    p = Point(1, 2, ("t",), note="n")
    q = replace(p, y=5)
    assert (q.x, q.y, q.tags, q.note) == (1, 5, ("t",), "n") and p.y == 2
    assert q == Point(1, 5, ("t",), note="n") and vars(q) == vars(Point(1, 5, ("t",), note="n"))
    with pytest.raises(TypeError):
        replace(p, w=1)  # as the record's __init__ says of a field it does not have
    assert replace(Own(1, 1), a=2) == Own(2, 2)  # an own __init__ still makes it (b given again)
    with pytest.raises(TypeError):
        fields(object())


def test_a_record_class_plans_its_init_at_its_first_record_and_makes_the_same_records():
    """A record class's ``__init__`` is planned when its first record is made, not when the class
    is (issue 32): before, a replace() and a record of a subclass that is no record make the
    same records, the first record puts the planned ``__init__`` on the class, and a bad call
    is refused then as after."""

    @record(frozen=True)
    class Late:
        a: int
        b: str = "b"

    class Plain(Late):
        pass

    first = Late.__init__
    unmade = object.__new__(Late)
    unmade.__dict__.update(a=1, b="b")
    assert vars(replace(unmade, b="c")) == {"a": 1, "b": "c"} and Late.__init__ is first  # made without it
    assert vars(Plain(1)) == {"a": 1, "b": "b"} and Late.__init__ is not first  # its base's planned
    assert vars(Late(2)) == {"a": 2, "b": "b"} and Late(2, b="c") == Late(2, "c")

    @record(frozen=True)
    class Refusing:
        a: int

    with pytest.raises(TypeError):
        Refusing(1, 2)
    with pytest.raises(TypeError):
        Refusing(1, 2)
    assert Refusing(1).a == 1


# Made only for the test below, so that nothing has compared, hashed or made one of them before it.
@record(frozen=True, order=True)
class Unused:
    a: int
    b: str = field(default="", compare=False)


class UnusedPlain(Unused):
    pass


@record(frozen=True)
class UnusedLonger(Unused):
    c: int = 0


class UnusedLoose(Unused):  # a plain subclass whose own __eq__ reaches its base's through super()
    def __eq__(self, other):
        return super().__eq__(other)


def test_a_record_class_makes_its_methods_at_their_first_call_and_behaves_the_same_before_and_after():
    """A record class's ``__init__``, ``__eq__``, ``__hash__`` and ordering are made at their first
    call on one of its records (issue 32): until then every record class shares them, and a record
    is repr'd, replaced, pickled and copied, compared, hashed and ordered the same before its class
    has made any of them as after, by its own class's compared fields."""
    made_at_first_call = ("__init__", "__eq__", "__hash__", "__lt__", "__le__", "__gt__", "__ge__")
    shared = {name: Unused.__dict__[name] for name in made_at_first_call}
    assert all(UnusedLonger.__dict__[name] is shared[name] for name in made_at_first_call if name in UnusedLonger.__dict__)
    unmade = object.__new__(Unused)  # no record of the class made yet, nor compared
    unmade.__dict__.update(a=1, b="x")

    def behaviour(one):
        return (repr(one), vars(replace(one, b="y")), vars(pickle.loads(pickle.dumps(one))), vars(copy.copy(one)),
                vars(copy.deepcopy(one)), one == replace(one, b="z"), one != replace(one, a=2), one == UnusedPlain(1, "x"),
                hash(one) == hash(replace(one, b="z")), one < replace(one, a=2), one <= replace(one, a=1),
                one > replace(one, a=0), one >= replace(one, a=2), one.__eq__(1), UnusedLoose(1) == UnusedLoose(1, "b"))

    loose_eq = UnusedLoose.__eq__
    before = behaviour(unmade)
    # Each made for the record class whose it is: not put on a plain subclass, nor over its own.
    assert "__init__" not in vars(UnusedPlain) and UnusedLoose.__eq__ is loose_eq
    assert all(Unused.__dict__[name] is not shared[name] for name in made_at_first_call)
    assert Unused.__eq__.__qualname__ == "Unused.__eq__" and Unused.__init__.__record_made__
    assert before == behaviour(Unused(1, "x")) == (
        "Unused(a=1, b='x')", {"a": 1, "b": "y"}, {"a": 1, "b": "x"}, {"a": 1, "b": "x"}, {"a": 1, "b": "x"},
        True, True, False, True, True, True, True, False, NotImplemented, True)
    # A record subclass compares by its own fields, not by its base's it shared the methods with.
    assert UnusedLonger(1, c=2) != UnusedLonger(1, c=3) and UnusedLonger(1, c=2) == UnusedLonger(1, "z", 2)
    assert hash(UnusedLonger(1, c=2)) == hash(UnusedLonger(1, "z", 2)) and UnusedLonger.__hash__ is not Unused.__hash__
    assert UnusedLonger.__eq__.__qualname__ == "UnusedLonger.__eq__"


def test_a_mutable_default_or_a_required_field_after_a_default_is_refused():
    with pytest.raises(ValueError):
        @record
        class Bad:
            items: list = []
    with pytest.raises(TypeError):
        @record
        class Late:
            a: int = 0
            b: int
    with pytest.raises(ValueError):  # unhashable, as dataclasses tells a mutable default since Python 3.11
        @record
        class Buffer:
            data: bytearray = field(default=bytearray())

    class Listed(list):
        __hash__ = object.__hash__

    @record
    class Hashable:  # a list that hashes is taken, as dataclasses takes it
        items: Listed = Listed()


# The rules' records made by the hundred that write their own __init__ (issue 32): each must take
# every field, in order, with the default the record declares, and make what the record would.
OWN_INITS = [("rootboard.notation.translate.steps", "Planned"), ("rootboard.notation.translate.steps", "Covered"),
             ("rootboard.notation.translate.steps", "Instead"), ("rootboard.notation.translate.context", "Credit"),
             ("rootboard.game.placement", "PieceRequest"), ("rootboard.game.replay", "Outcome"),
             ("rootboard.game.cards.actions", "Draw"), ("rootboard.notation.replay", "Moment"),
             ("rootboard.game.actions", "Place"), ("rootboard.game.actions", "Remove"),
             ("rootboard.game.actions", "Move"), ("rootboard.game.actions", "EndTurn"),
             ("rootboard.game.crafted", "Crafted"), ("rootboard.game.movement", "MoveRequest"),
             ("rootboard.game.battle.resolution", "Battle"), ("rootboard.game.battle.resolution", "Resolution"),
             ("rootboard.game.battle.resolution", "Removal"), ("rootboard.game.battle.resolution", "Target")]


@pytest.mark.parametrize("module, name", OWN_INITS)
def test_a_record_s_own_init_takes_its_fields_with_their_defaults(module, name):
    import importlib
    import inspect

    from rootboard.records import MISSING

    cls = getattr(importlib.import_module(module), name)
    assert not getattr(cls.__init__, "__record_made__", False)  # its own, or this list is stale
    # A field made by its factory is taken with None, and made anew for each instance.
    declared = [(f.name, f.default if f.default_factory is MISSING else None) for f in fields(cls)]
    taken = [(n, p.default if p.default is not p.empty else MISSING)
             for n, p in list(inspect.signature(cls.__init__).parameters.items())[1:]]
    assert taken == declared
    made_by_factory = [f for f in fields(cls) if f.default_factory is not MISSING]
    if made_by_factory:
        required = [f.name for f in fields(cls) if f.default is MISSING and f.default_factory is MISSING]
        first, second = cls(*required), cls(*required)
        for f in made_by_factory:
            assert getattr(first, f.name) == f.default_factory() and getattr(first, f.name) is not getattr(second, f.name)
    made = cls(*[f"value-{n}" for n, _ in declared])
    assert [getattr(made, n) for n, _ in declared] == [f"value-{n}" for n, _ in declared]
    assert list(vars(made)) == [n for n, _ in declared]  # in the fields' order, as a record's own

"""Who plays each faction: the names the table gives its seats.

The game file keeps them (``"players"``, faction -> name, optional: a file without it opens
as before) and the turn bar and ``status`` show them beside the faction. They are the
table's words: no rule reads them.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from rootboard.errors import BadInput
from rootboard.messages import Template

LONGEST = 40  # characters in a name (the schema's maxLength): it shares a row with the faction's

NAMES_COUNT = Template("players.names-count",
                       "{given} name for {seats} seats: one name per seat, in seat order (an empty one "
                       "leaves that seat unnamed)",
                       plural="{given} names for {seats} seats: one name per seat, in seat order (an empty one "
                       "leaves that seat unnamed)", count="given")
TOO_LONG = Template("players.name-too-long", "the name {name!r} is longer than {most} characters")
UNPRINTABLE = Template("players.name-unprintable", "the name {name!r} holds a character that cannot be shown")


def split_names(given: str) -> list[str]:
    """``"Ann, Bob,,Cy"`` as one name per seat (an empty one: a seat left unnamed)."""
    return [name.strip() for name in given.split(",")] if given.strip() else []


def name_problem(name: str):
    """Why ``name`` cannot be a player's name (a message), or None."""
    if len(name) > LONGEST:
        return TOO_LONG(name=name, most=LONGEST)
    if any(unicodedata.category(c).startswith("C") for c in name):
        return UNPRINTABLE(name=name)
    return None


def names_problem(names: Sequence[str], seats: int):
    """Why ``names`` cannot name ``seats`` seats (a message), or None: one name (or none) per seat."""
    if names and len(names) != seats:
        return NAMES_COUNT(given=len(names), seats=seats)
    return next((p for p in map(name_problem, names) if p is not None), None)


def check_names(names: Sequence[str], seats: int, element: str) -> None:
    """BadInput naming ``element`` unless ``names`` gives one name (or none) per seat."""
    problem = names_problem(names, seats)
    if problem is not None:
        raise BadInput(problem, element=element)


def named(factions_by_seat: Sequence[str], names: Sequence[str]) -> dict[str, str]:
    """Faction -> the name of who plays it, from the names given seat by seat."""
    return {fid: name for fid, name in zip(factions_by_seat, names) if name}

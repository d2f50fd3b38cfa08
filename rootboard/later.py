"""A module imported the first time one of its names is read, then its names read as this
object's own: ``places = Later("rootboard.game.cards.places")`` at the top of a module that needs
the card table only in a game that keeps cards.

The rules and the Rootlog translation name by where they are the modules they need only for
some games (the card table, a faction's rules, the battle cards), so that a command that never
asks for them never loads them. Imported inside each function instead, every call paid an import
again, the module already loaded: some thousands of instructions each (the import asks a module
that is no package for its ``__path__``, and the error that makes is made and dropped), some
hundreds of times a replay of the 476-action log (issue 32). The one way the house does it.

A name read through it is kept: a test that replaces a module's function must replace it before
the first read (or on this object).
"""

from __future__ import annotations

from importlib import import_module


class Later:
    """The module at ``path``, imported the first time one of its names is read; each name read
    is then kept here, so that reading it again is an attribute of this object's own."""

    def __init__(self, path: str):
        self._path = path

    def __getattr__(self, name: str):
        # Asked only for a name not kept yet (Python reads the instance's own names first).
        if name.startswith("__"):
            raise AttributeError(name)  # copy, pickle and the like ask for protocols: not the module's
        value = getattr(import_module(self._path), name)
        self.__dict__[name] = value
        return value

    def __repr__(self) -> str:
        return f"Later({self._path!r})"

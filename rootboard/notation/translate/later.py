"""The rules a translation reads only when a log needs them: imported at their first use, then
read as the module's own names.

A translation module is imported when a command starts, so it names the card table or a
faction's rules by where they are and imports them the first time a log's line asks for one (a
card met, a craft): a log that never does never loads them. Imported inside each function
instead, every call paid an import again, the module already loaded: some thousands of
instructions each (the import asks a module that is no package for its ``__path__``, and the
error that makes is made and dropped), some three hundred a replay of the 476-action log
(issue 32).
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

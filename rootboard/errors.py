"""The errors rootboard raises on purpose: what the command line and the window catch.

Everything a user can cause (a malformed file, an unknown faction, a count of zero) raises a
:class:`RootboardError`; the command line prints it as one line and exits 2, the window shows
it and keeps what it had. Anything else that escapes is a bug, and shows as a traceback in
the tests rather than as "bad input". ``RootboardError`` is a ``ValueError``, as
python-chess's and shapely's input errors are, so callers that only know Python's own
hierarchy still catch it.

Its words are a :class:`~rootboard.messages.Message` where the raiser has one, or plain
English where none is declared yet; ``str(error)`` renders it in the language chosen for the
run. The element is a map or game file's own name for the part at fault
(``clearings[3].centre``: the file's keys, data, shown as they are) or a Message where it is
said in words (``line 3, column 7``).
"""

from __future__ import annotations

from rootboard.messages import Message, render


class RootboardError(ValueError):
    """Bad input, named: the file and element where there is one, and what is wrong."""

    def __init__(self, problem: Message | str, *, source: str = "", element: Message | str = ""):
        self.problem, self.source, self.element = problem, source, element
        super().__init__(problem)

    @property
    def message(self) -> Message | None:
        return self.problem if isinstance(self.problem, Message) else None

    def describe(self, lang: str | None = None) -> str:
        """``file: element: problem``, in ``lang`` where the problem is a Message."""
        words = _words(self.problem, lang)
        where = ": ".join(_words(part, lang) for part in (self.source, self.element) if part)
        return f"{where}: {words}" if where else words

    def __str__(self) -> str:
        return self.describe()


class BadInput(RootboardError):
    """A value that does not name anything here: an unknown faction, piece, area or map, a
    count below one, a hireling the game does not have."""


class MapFormatError(RootboardError):
    """A map file that cannot be read. Names the file and the element."""

    def __init__(self, source: str, element: Message | str, problem: Message | str):
        super().__init__(problem, source=source, element=element)


class GameFormatError(RootboardError):
    """A game file that cannot be read. Names the file and the element."""

    def __init__(self, source: str, element: Message | str, problem: Message | str):
        super().__init__(problem, source=source, element=element)


class GameBusy(RootboardError):
    """Another rootboard was changing the same game file for longer than a change waits:
    nothing was changed (a command exits 1, not 2: the input was fine)."""

    def __init__(self, source: str, problem: Message | str):
        super().__init__(problem, source=source)


class StateError(RootboardError):
    """An edit that does not fit the state (shifting pieces that are not there): from a file
    whose history does not fit its position; the rules never produce one."""


def _words(said: Message | str, lang: str | None) -> str:
    return render(said, lang) if isinstance(said, Message) else str(said)

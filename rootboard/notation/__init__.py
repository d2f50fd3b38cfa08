"""Rootlog, the community's plain-text notation for games of Root (v2.8), read and written.

``read_text(text)`` / ``read_file(path)`` give a :class:`~rootboard.notation.model.Rootlog`
(typed, frozen data: the header, the players, the turns and every action with its line,
column and text), or raise :class:`~rootboard.notation.errors.RootlogError` naming line and
column; ``write(log)`` gives the text back, and reading it gives equal data. Qt-free, and
independent of the rules: what an action means for a game of rootboard is a translation's
business, made from this data.
"""

from rootboard.notation.errors import RootlogError
from rootboard.notation.reader import read_file, read_text

__all__ = ["RootlogError", "read_file", "read_text", "write"]


def __getattr__(name: str):
    # ``write`` from its module when first asked for: replaying or importing a log reads it
    # and never writes one, and each start would otherwise compile the writer (PEP 562).
    if name == "write":
        from rootboard.notation.writer import write

        return write
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

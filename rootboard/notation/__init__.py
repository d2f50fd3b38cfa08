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
from rootboard.notation.writer import write

__all__ = ["RootlogError", "read_file", "read_text", "write"]

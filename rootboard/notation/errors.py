"""The error a Rootlog that cannot be read raises: what is wrong, at its line and column."""

from __future__ import annotations

from rootboard.errors import RootboardError
from rootboard.messages import Message, Template

AT = Template("rootlog.at", "line {line}, column {column}")


class RootlogError(RootboardError):
    """A Rootlog text that cannot be read. ``line`` and ``col`` are 1-based; the element says
    them in words, the source names the file (empty for a text given as it is)."""

    def __init__(self, problem: Message, line: int, col: int, source: str = ""):
        self.line, self.col = line, col
        super().__init__(problem, source=source, element=AT(line=line, column=col))

    def located(self, source: str) -> "RootlogError":
        """The same error naming its file."""
        return RootlogError(self.problem, self.line, self.col, source)

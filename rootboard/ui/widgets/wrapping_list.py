"""A list whose rows are sentences: each wraps to the list's width, and is laid out again when
that width changes.

Two ways a word-wrapped QListWidget cuts a row's last line to an ellipsis, and what avoids
them (the Dutch setup summary cut the suits of 16.1.1 at "konijn in open plekken 6, 8, 9 en …"):

- A row is sized at the width the list has when the row is added; in Adjust mode the view
  lays its rows out again on every resize.
- A style sheet's horizontal padding on ``::item`` is not taken from the width the words are
  wrapped at, only from the width they are drawn in: pad the list (``QListWidget { padding:
  0px 2px; }``), and give its rows vertical padding only.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget


def wrapping_list(name: str = "") -> QListWidget:
    """A list of sentences that wrap to its width and are never cut short."""
    found = QListWidget()
    if name:
        found.setObjectName(name)
    found.setWordWrap(True)
    found.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    found.setResizeMode(QListView.Adjust)
    return found

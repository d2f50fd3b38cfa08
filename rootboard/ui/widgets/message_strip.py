"""The message strip above the board: what the last action did, and what it asks of you.

A refusal, a teach-mode warning and an action's reminders (draw a card after the Ferry,
16.2.2.V) stay here until the next action, so nobody misses them as they would a status
bar message that fades. The words carry the meaning (Refused, Warning, Law section); the
colour only repeats it, and the label's accessible name is the same text, so a screen
reader reads what a sighted player sees; refusals and warnings are also announced at once
(an accessibility announcement), as a sighted player notices the red strip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Union

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy

from rootboard.messages import render

if TYPE_CHECKING:
    from rootboard.game.replay import Outcome

#: What the strip says: its words, or what makes them in the language of the moment (said again
#: after View › Language, as every other string of the window is).
Words = Union[str, Callable[[], str]]

# The strip's box, in its style sheet (px, except the font's points): one line of text is
# this padding and border above and below a line of this font.
POINTS = 11
PADDING = 6  # above and below; 10 px at the sides
BORDER = 1  # above and below; 6 px on the left, a bar in the kind's colour
LINES = 2  # the lines of text it keeps room for: a refusal in the longest language fits in two

KINDS = {
    # kind: (background, border, text colour)
    "info": ("#f4ecd8", "#c9b78f", "#3a2419"),
    "done": ("#e6f0d8", "#7fa35a", "#23381a"),
    "note": ("#fff3c4", "#d8ab2e", "#4a3505"),
    "warning": ("#ffe2c2", "#d9822b", "#4d2600"),
    "refused": ("#f9d6d0", "#c0392b", "#5c130a"),
}


def outcome_message(outcome: Outcome) -> tuple[str, str]:
    """(kind, text) for what an action did: applied, applied against the rules, or refused."""
    from rootboard.i18n import tr

    verdict = outcome.verdict
    if not outcome.applied:
        also = "" if verdict.possible else tr("strip", " It cannot be done even in teach mode.")
        return "refused", tr("strip", "Refused: {reason}.").format(reason=render(verdict.message)) + also
    notes = "".join("\n" + tr("strip", "Remember: {note}").format(note=render(note)) for note in verdict.notes)
    if not verdict.legal:
        return "warning", tr("strip", "Warning (teach mode, applied anyway): {reason}").format(
            reason=render(verdict.message)) + notes
    return ("note" if verdict.notes else "done"), tr("strip", "Done: {reason}").format(reason=render(verdict.message)) + notes


class MessageStrip(QLabel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("message-strip")
        # Its words wrap onto a second line, and two lines' room is kept, shown or hidden: a
        # refusal in Spanish or Dutch is longer than the board is wide (one line cut it short),
        # and a strip that grew or came and went resized the view under it, so the board jumped
        # as it refitted.
        self.setWordWrap(True)
        policy = QSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)  # a long line never widens the window
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setTextFormat(Qt.PlainText)
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.setFocusPolicy(Qt.TabFocus)  # reachable, so a screen reader can return to it
        self.kind = "info"
        self._line_height_kept = False
        self._saying: Callable[[], tuple[str, str]] = lambda: ("info", "")  # (kind, text) in today's language
        self.show_message("info", "")

    def show_outcome(self, outcome: Outcome) -> None:
        self._say(lambda: outcome_message(outcome))

    def show_message(self, kind: str, words: Words) -> None:
        """``words``, or what makes them (``lambda: tr(...).format(...)``): a message rendered
        once stays in the language it was said in when the window's language changes."""
        make = words if callable(words) else (lambda: words)
        self._say(lambda: (kind, make()))

    def saying(self) -> Callable[[], tuple[str, str]]:
        """What makes the strip's words now, to be said again later (:meth:`say_again`): a part
        that borrows the strip (the quiz) gives it back saying what it said."""
        return self._saying

    def say_again(self, saying: Callable[[], tuple[str, str]]) -> None:
        """Say again what :meth:`saying` gave, in the language of the moment (not announced
        again: it was, when first said)."""
        self._say(saying, announce=False)

    def retranslate(self) -> None:
        """After a change of language: what the strip says, said again in the new one (not
        announced again: its meaning has not changed)."""
        self._say(self._saying, announce=False)

    def _say(self, saying: Callable[[], tuple[str, str]], announce: bool = True) -> None:
        self._saying = saying
        kind, text = saying()
        self.kind = kind
        background, border, ink = KINDS[kind]
        self.setStyleSheet(f"#message-strip {{ background: {background}; color: {ink}; border: {BORDER}px solid {border};"
                           f" border-left: 6px solid {border}; padding: {PADDING}px 10px; font-size: {POINTS}pt; }}")
        self._keep_one_line()
        self.setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.setVisible(bool(text))
        if not announce or not text or kind not in ("refused", "warning", "note"):
            return
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # first use: a cold start needs none

        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self, text)
            if kind == "refused":
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)

    def _keep_one_line(self) -> None:
        """Two lines' height, shown or hidden, so messages never move the board.
        Reckoned from the style sheet's font, padding and border rather than measured: every
        kind of message has the same, and polishing the style sheet to measure costs
        milliseconds of every start (before the first message, the strip is hidden)."""
        if self._line_height_kept:
            return
        self._line_height_kept = True
        font = QFont(self.font())
        font.setPointSizeF(POINTS)
        self.setMinimumHeight(LINES * QFontMetrics(font).lineSpacing() + 2 * (PADDING + BORDER))

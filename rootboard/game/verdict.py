"""The answer to every rule check: legal or not, and why, as a Message with its Law sections.

A Verdict holds no words: its ``message`` (and its ``notes``, the reminders that go with a
legal action) are :class:`~rootboard.messages.Message` data, rendered where they are shown.
Code that needs to know what a verdict says looks at ``legal``, ``possible``, ``section``
or the message's id, never at text.
"""

from __future__ import annotations

from rootboard.records import record

from rootboard.errors import GameFormatError
from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

NOT_A_VERDICT = Template("game-file.not-a-verdict",
                         "a verdict is an object with 'legal' (true or false) and a 'message'")


@record(frozen=True)
class Verdict:
    """``possible`` is False when the action cannot be done even against the rules (the
    pieces are not there, the box has no more: 1.5.1); teach mode applies only possible ones.
    ``notes`` are reminders that go with a legal action: a card to draw, boots, Outrage, VP."""

    legal: bool
    message: Message
    notes: tuple[Message, ...] = ()
    possible: bool = True

    def __init__(self, legal: bool, message: Message, notes: tuple[Message, ...] = (), possible: bool = True):
        # Made for every candidate the options judge (issue 34): its own __init__, as
        # rootboard.records keeps it.
        self.__dict__.update(legal=legal, message=message, notes=notes, possible=possible)

    @property
    def section(self) -> str:
        """The Law section the verdict rests on: the first its message cites."""
        return self.message.sections[0] if self.message.sections else ""

    @property
    def sections(self) -> tuple[str, ...]:
        return self.message.sections

    def __format__(self, spec: str) -> str:
        # As for a Message: a verdict formatted into a string would show its repr to a user
        # (the turn bar's tooltips once did); its words are render(verdict.message).
        raise TypeError("a verdict formatted as text: say its message with messages.render()")

    def with_notes(self, *notes: Message | None) -> "Verdict":
        added = tuple(filter(None, notes))
        # A verdict is frozen: one with no note added is itself (a move with no reminder, issue 32).
        return Verdict(self.legal, self.message, self.notes + added, self.possible) if added else self

    def to_json(self) -> dict:
        """The verdict as data (game files): no rendered words."""
        data: dict[str, Any] = {"legal": self.legal, "message": self.message.to_json()}
        if not self.possible:
            data["possible"] = False
        if self.notes:
            data["notes"] = [n.to_json() for n in self.notes]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Verdict":
        if not isinstance(data, dict) or not isinstance(data.get("legal"), bool) \
                or not isinstance(data.get("possible", True), bool) or not isinstance(data.get("notes", []), list):
            raise GameFormatError("", "verdict", NOT_A_VERDICT())
        return cls(data["legal"], Message.from_json(data.get("message")),
                   tuple(Message.from_json(n) for n in data.get("notes", [])), data.get("possible", True))


def legal(message: Message, *notes: Message | None) -> Verdict:
    """A legal action, and the reminders that go with it (None for a reminder that does not apply)."""
    # Filtered without a generator of its own: every legal action judged says so, some five
    # hundred times a replay of the 476-action log, most without a reminder (issue 32).
    return Verdict(True, message, tuple(filter(None, notes)) if notes else ())


def illegal(message: Message) -> Verdict:
    return Verdict(False, message)


def impossible(message: Message) -> Verdict:
    return Verdict(False, message, possible=False)

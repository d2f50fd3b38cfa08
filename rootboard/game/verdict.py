"""The answer to every rule check: legal or not, and why, as a Message with its Law sections.

A Verdict holds no words: its ``message`` (and its ``notes``, the reminders that go with a
legal action) are :class:`~rootboard.messages.Message` data, rendered where they are shown.
Code that needs to know what a verdict says looks at ``legal``, ``possible``, ``section``
or the message's id, never at text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rootboard.messages import Message, Template, render, text

# Transitional: a reason still written as one English sentence, until its module declares
# templates. Rendered as the sentence itself; the sections are kept apart as for any message.
LEGACY = Template("legacy.text", "{text}")


@dataclass(frozen=True)
class Verdict:
    """``possible`` is False when the action cannot be done even against the rules (the
    pieces are not there, the box has no more: 1.5.1); teach mode applies only possible ones.
    ``notes`` are reminders that go with a legal action: a card to draw, boots, Outrage, VP."""

    legal: bool
    message: Message
    notes: tuple[Message, ...] = ()
    possible: bool = True

    @property
    def section(self) -> str:
        """The Law section the verdict rests on: the first its message cites."""
        return self.message.sections[0] if self.message.sections else ""

    @property
    def sections(self) -> tuple[str, ...]:
        return self.message.sections

    # Transitional, until every consumer renders at its edge: the English words.
    @property
    def reason(self) -> str:
        return text(self.message)

    @property
    def note_texts(self) -> tuple[str, ...]:
        return tuple(text(n) for n in self.notes)

    def __str__(self) -> str:
        return render(self.message)

    def with_notes(self, *notes: Message | str | None) -> "Verdict":
        return Verdict(self.legal, self.message, self.notes + tuple(n for n in map(_note, notes) if n),
                       self.possible)

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
            raise ValueError("a verdict is an object with 'legal' (true or false) and a 'message'")
        return cls(data["legal"], Message.from_json(data.get("message")),
                   tuple(Message.from_json(n) for n in data.get("notes", [])), data.get("possible", True))


def _message(section_or_message: str | Message, reason: str | None) -> Message:
    if isinstance(section_or_message, Message):
        return section_or_message
    return LEGACY(section_or_message, text=reason or "")


def _note(note: str | Message | None) -> Message | None:
    if not note:
        return None
    return note if isinstance(note, Message) else LEGACY(text=note)


def legal(section_or_message: str | Message, reason: str | None = None, *notes: str | Message | None) -> Verdict:
    """``legal(MESSAGE, *notes)``; transitional: ``legal(section, sentence, *notes)``."""
    if isinstance(section_or_message, Message) and reason is not None:
        notes = (reason, *notes)
        reason = None
    return Verdict(True, _message(section_or_message, reason), tuple(n for n in map(_note, notes) if n))


def illegal(section_or_message: str | Message, reason: str | None = None) -> Verdict:
    return Verdict(False, _message(section_or_message, reason))


def impossible(section_or_message: str | Message, reason: str | None = None) -> Verdict:
    return Verdict(False, _message(section_or_message, reason), possible=False)

"""The answer to every rule check: legal or not, the Law section, and a sentence why."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """``possible`` is False when the action cannot be done even against the rules (the
    pieces are not there, the box has no more: 1.5.1); teach mode applies only possible ones.
    ``notes`` are reminders that go with a legal action: a card to draw, boots, Outrage, VP."""

    legal: bool
    section: str
    reason: str
    notes: tuple[str, ...] = ()
    possible: bool = True

    def to_json(self) -> dict:
        data = {"legal": self.legal, "section": self.section, "reason": self.reason}
        if self.notes:
            data["notes"] = list(self.notes)
        return data

    def with_notes(self, *notes: str) -> "Verdict":
        return Verdict(self.legal, self.section, self.reason, self.notes + tuple(n for n in notes if n),
                       self.possible)

    def __str__(self) -> str:
        return f"Law {self.section}: {self.reason}"


def legal(section: str, reason: str, *notes: str) -> Verdict:
    return Verdict(True, section, reason, tuple(n for n in notes if n))


def illegal(section: str, reason: str) -> Verdict:
    return Verdict(False, section, reason)


def impossible(section: str, reason: str) -> Verdict:
    return Verdict(False, section, reason, possible=False)

"""The published games (tests/notation/games/, README there) and a second, simpler reading of
them: regular expressions over their raw lines, independent of rootboard.notation."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent / "games"
PUBLISHED = sorted(GAMES_DIR.glob("2*.rootlog"))
SPEC_EXAMPLE = GAMES_DIR / "spec_example_turns.rootlog"

_FACTION_LINE = re.compile(r"^([A-Z]):(.*)$")

# Each action kind by the first characters the spec gives it.
KINDS = [
    ("Craft", re.compile(r"^Z")),
    ("Exposure", re.compile(r"^\?")),
    ("Battle", re.compile(r"^(h_[A-Z]d?|[A-Z])?X")),
    ("Dominance", re.compile(r"^\+\+->")),
    ("Score", re.compile(r"^[A-Z]?(\+\+|--)[0-9]*$")),
    ("Hire", re.compile(r"^h_[A-Z]d?->")),
    ("Swap", re.compile(r"<->")),
    ("Flip", re.compile(r"^[A-Z]?t[0-9_]+\^")),
    ("Reveal", re.compile(r"\^")),
    ("Move", re.compile(r"->")),
]


def raw_actions(path: Path) -> list[tuple[int, int, str]]:
    """(line, column, text) of every action of every turn line: a faction's first line is its
    player, the later ones its turns; comments cut at //, actions parted by / or ;."""
    seen, found = set(), []
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        content = line.split("//")[0]
        match = _FACTION_LINE.match(content)
        if not match:
            continue
        if match.group(1) not in seen:
            seen.add(match.group(1))
            continue
        col = match.start(2) + 1
        for part in re.split(r"[/;]", match.group(2)):
            if part.strip():
                found.append((number, col + len(part) - len(part.lstrip()), part.strip()))
            col += len(part) + 1
    return found


def kind_of(text: str) -> str:
    return next(kind for kind, pattern in KINDS if pattern.search(text))


def kind_counts(path: Path) -> Counter:
    return Counter(kind_of(text) for _, _, text in raw_actions(path))


def player_lines(path: Path) -> list[tuple[str, str]]:
    seen, found = set(), []
    for line in path.read_text(encoding="utf-8").split("\n"):
        match = _FACTION_LINE.match(line.split("//")[0])
        if match and match.group(1) not in seen:
            seen.add(match.group(1))
            found.append((match.group(1), match.group(2).strip()))
    return found


def header_value(path: Path, field: str) -> str | None:
    match = re.search(rf"^{field}:(.*)$", path.read_text(encoding="utf-8"), re.M)
    return match.group(1).split("//")[0].strip() if match else None


def suit_groups(text: str) -> list[str]:
    """The suits of each ``(2F+M)#`` group."""
    return re.findall(r"\(([0-9]*[BFMR](?:\+[0-9]*[BFMR])*)\)#", text)

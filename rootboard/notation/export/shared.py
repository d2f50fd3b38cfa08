"""What every Rootlog writer shares (the document, :mod:`.document`; everyone's writer,
:mod:`.everyone`; the cards', :mod:`.cards`; each room's, :mod:`.rooms`): Rootlog's letters and
names by rootboard's ids (the spec's, :mod:`rootboard.notation.vocabulary`), and the words they
write with: a faction's letter (``code``, ``who``), a piece, a place, points, a count, and the
small helpers of a room's writer. A writer calls the words through its exporter
(``exporter.piece(...)``), whose own they are too (:class:`.document.Exporter`).
"""

from __future__ import annotations

from rootboard.board.topology import BURROW, is_path, path_ends
from rootboard.errors import BadInput
from rootboard.game.kinds import MAP
from rootboard.messages import Template
from rootboard.notation import vocabulary as words
from rootboard.notation.translate.deck import CRAFTED_ITEMS

NO_LETTER = Template("rootlog.export.no-letter", "{who} has no letter in Rootlog: its actions are left out")

LETTERS = {fid: letter for letter, fid in words.FACTIONS.items()}
_HIRELING_LETTERS = {card: letter for letter, (_, _, card) in words.HIRELINGS.items()}
SUIT_LETTERS = {name: letter for letter, name in words.SUITS.items()}
LANDMARK_NAMES = {fid: name for name, fid in words.LANDMARKS.items()}
ITEM_LETTERS = {name: letter for letter, name in words.ITEMS.items()}
CRAFTED_ITEM_LETTERS = {item: letter for letter, item in CRAFTED_ITEMS.items()}
PIECES = {(letter, name): (kind, sub) for letter, names in words.PIECES.items() for (kind, sub), name in names.items()}


def code(fid: str) -> str:
    """``fid``'s letter (a hireling's ``h_`` and its letter); a faction Rootlog has no letter for
    is refused, naming it."""
    if fid in LETTERS:
        return LETTERS[fid]
    if fid in _HIRELING_LETTERS:
        return f"h_{_HIRELING_LETTERS[fid]}"
    raise BadInput(NO_LETTER(who=fid))


def who(fid: str, current: str | None) -> str:
    """``fid``'s letter before what it does: none for the one on turn, as the logs write it."""
    return "" if fid == current else code(fid)


def piece(fid: str, name: str, where, current: str | None, position) -> str:
    """A piece as Rootlog writes it on ``current``'s turn; a face-down one by its face-down name."""
    faction = position.law[fid]
    kind = faction.piece(name)
    if fid == MAP:
        return words.FERRY_LETTER if name == words.FERRY else LANDMARK_NAMES.get(name, name)
    if faction.hireling:
        return f"{who(fid, current)}{kind.kind[0]}"
    letter = LETTERS[fid]
    if kind.face_down and where not in position.face_up:
        return f"{who(fid, current)}t"  # face down: its kind is the Corvids' to know (13.2.2.I)
    written, sub = PIECES[(letter, name)]
    return f"{who(fid, current)}{written}{'_' + sub if sub else ''}"


def place(where) -> str:
    """A clearing by its number, a path by its ends (``5_9``), the Burrow by its letter."""
    if where == BURROW:
        return str(words.BURROW)
    if isinstance(where, str) and is_path(where):
        a, b = path_ends(where)
        return f"{a}_{b}"
    return str(where)


def points(scorer: str, n: int) -> str:
    """``n`` points scored (``++2``) or lost (``--``), by ``scorer`` (its ``who``: "" for the one on turn)."""
    return f"{scorer}{'++' if n > 0 else '--'}{'' if abs(n) == 1 else abs(n)}"


def count(n: int) -> str:
    """How many, as Rootlog writes it before a thing: nothing for one."""
    return "" if n == 1 else str(n)


def shifts(edits) -> list:
    """The edits that move pieces."""
    return [e for e in edits if e.op == "shift"]


def scored(exporter, edits, current) -> list[str]:
    """The points ``edits`` scored or lost, each as its scorer writes it (``++2``, ``A--``)."""
    return [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
            if e.op == "score" and e.args[1]]


def sub_letter(fid: str, name: str) -> str:
    """The letter after a piece's underscore (``t_e``: ``e``), by rootboard's ``name`` of the piece."""
    return PIECES[(LETTERS[fid], name)][1]

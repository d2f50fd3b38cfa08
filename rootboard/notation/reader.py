"""Reading a Rootlog file: its lines -> :class:`~rootboard.notation.model.Rootlog`.

A line is a header field (``Map:``, ``Deck:``, ``Clearings:``, ``Landmarks:``, ``Hirelings:``,
``Pool:``, in that order, before the players), a player (a faction's first line,
``C: Name``), a turn (its later lines, ``C:<action>/<action>...``, actions parted by ``/`` or
``;``), ``Winner:`` (the last line that is not a comment), a comment (``// ...``, also at
the end of any line) or blank. Each action is read by :mod:`rootboard.notation.grammar`.

What cannot be read raises :class:`~rootboard.notation.errors.RootlogError` at its line and
column, and nothing else escapes, whatever the text; what is odd but readable becomes a
:class:`~rootboard.notation.model.Note`.
"""

from __future__ import annotations

import re
from pathlib import Path as FilePath

from rootboard.files import NotReadable, nothing_in, read_regular
from rootboard.messages import Template
from rootboard.notation import vocabulary as words
from rootboard.notation.errors import RootlogError
from rootboard.notation.grammar import UNKNOWN_FACTION, faction_code, read_action
from rootboard.notation.model import Comment, FactionCode, Landmark, Move, Note, Player, Rootlog, Turn

MAX_BYTES = 4 * 1024 * 1024  # a long game is a few kilobytes
HEADER = ("Map", "Deck", "Clearings", "Landmarks", "Hirelings", "Pool")
WINNER = "Winner"

UNKNOWN_LINE = Template(
    "rootlog.unknown-line",
    "not a line of Rootlog: expected a header field (Map:, Deck:, Clearings:, Landmarks:, Hirelings:, Pool:), "
    "a player or a turn (C:), Winner:, or a comment (//)")
HEADER_ORDER = Template("rootlog.header-order",
                        "{field} comes after {previous}: the header's order is Map, Deck, Clearings, Landmarks, "
                        "Hirelings, Pool")
HEADER_TWICE = Template("rootlog.header-twice", "{field} is given twice")
HEADER_LATE = Template("rootlog.header-late", "{field} after the players: the header comes first")
MISSING_FIELD = Template("rootlog.missing-field", "the log has no {field} line before its players")
NO_MAP = Template("rootlog.no-map", "the log has no Map line: a Rootlog begins with Map: and Deck:")
UNKNOWN_MAP = Template("rootlog.unknown-map", "unknown map {name!r}; Rootlog's maps are {choices}")
UNKNOWN_DECK = Template("rootlog.unknown-deck", "unknown deck {name!r}; Rootlog's decks are {choices}")
CLEARING_ENTRY = Template("rootlog.clearing-entry",
                          "{entry!r} is not a clearing's suit and number: F1, M2, R3 (fox, mouse, rabbit)")
CLEARING_TWICE = Template("rootlog.clearing-twice", "clearing {number} is given twice")
CLEARINGS_MISSING = Template("rootlog.clearings-missing", "Clearings lacks clearing {numbers}",
                             plural="Clearings lacks clearings {numbers}", count="count")
LISTED_TWICE = Template("rootlog.listed-twice", "{letter} is listed twice")
NO_FACTIONS = Template("rootlog.no-factions", "{field} names no faction")
NOT_A_HIRELING = Template("rootlog.not-a-hireling", "{text!r} is not a hireling: write h_ and its letter (h_C, h_Ed)")
HIRELING_TURN = Template("rootlog.hireling-turn", "a hireling never takes a turn: {text!r}")
AFTER_WINNER = Template("rootlog.after-winner", "only comments come after the Winner line")
LANDMARK_SETUP = Template("rootlog.landmark-setup", "{text!r} is not a landmark's setup: <landmark>-><clearing>")
SPACES = Template("rootlog.spaces", "{text!r}: an action has no spaces in it")
NOT_UTF8 = Template("rootlog.not-utf8", "not UTF-8 text: a Rootlog is plain text")
NOT_READABLE = Template("rootlog.not-readable", "cannot read the file: {problem}")

EMPTY_ACTION = Template("rootlog.note.empty-action", "an empty action (two separators in a row) is skipped")
NO_CLEARINGS = Template("rootlog.note.no-clearings",
                        "the {map} map has no printed suits, and the log has no Clearings line")
NAME_LIKE_ACTIONS = Template("rootlog.note.name-like-actions",
                             "{faction}'s first line names its player, but {name!r} reads like actions: "
                             "is its player line missing?")
WINNER_NOT_PLAYING = Template("rootlog.note.winner-not-playing", "the winner {faction} has no player line")

_FIELD = re.compile(r"(Map|Deck|Clearings|Landmarks|Hirelings|Pool|Winner)\s*:")
_FACTION_LINE = re.compile(r"(h_[A-Z]d?|[A-Z])\s*:")
# A Hirelings line's entry: compiled when a log first has one (re's own cache keeps it for the
# rest of the process), not at every start: none of the published games does, and a pattern
# costs a fresh process some 0.3 M instructions to compile (issue 32).
_HIRELING = r"h_([A-Z])(d?)"
_SEPARATORS = re.compile(r"[/;]")
_SPACE = re.compile(r"\s")
_CLEARING = re.compile(r"([A-Z])([0-9]+)")


def read_text(text: str, source: str = "") -> Rootlog:
    """The Rootlog in ``text``; RootlogError (naming ``source`` if given) otherwise."""
    try:
        return _LogReader(text, source).read()
    except RootlogError as exc:
        raise exc.located(source) if source else exc from None


def read_file(path: str | FilePath) -> Rootlog:
    """The Rootlog in the file at ``path`` (UTF-8, at most :data:`MAX_BYTES`)."""
    source = str(path)
    try:
        raw = read_regular(path, MAX_BYTES)
    except NotReadable as exc:
        raise RootlogError(NOT_READABLE(problem=exc.message or exc.kind), 1, 1, source) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[:exc.start].decode("utf-8", "replace")
        line = before.count("\n") + 1
        raise RootlogError(NOT_UTF8(), line, len(before) - before.rfind("\n"), source) from None
    empty = nothing_in(text)  # as every reader of a file says it (rootboard.files), not "no Map line"
    if empty is not None:
        raise RootlogError(empty, 1, 1, source)
    return read_text(text, source)


class _LogReader:
    def __init__(self, text: str, source: str):
        self.text, self.source = text, source
        self.fields: dict[str, object] = {}
        self.last_field = -1
        self.players: list[Player] = []
        self.turns: list[Turn] = []
        # Who has a player line, and who a turn: asked at every turn line (a set each, rather
        # than the players and turns read so far looked through again, issue 32).
        self.playing: set[FactionCode] = set()
        self.turned: set[FactionCode] = set()
        self.winner: tuple[FactionCode, ...] | None = None
        self.comments: list[Comment] = []
        self.pending: list[str] = []  # comment lines waiting for the line they come before
        self.notes: list[Note] = []
        self.map_line = self.winner_line = 0

    def read(self) -> Rootlog:
        text = self.text[1:] if self.text.startswith("\ufeff") else self.text
        lines = text.split("\n")
        for number, raw in enumerate(lines, 1):
            self.line(number, raw.rstrip("\r"))
        for text in self.pending:
            self.comments.append(Comment(text, ("end",)))
        if "Map" not in self.fields:
            raise RootlogError(NO_MAP(), 1, 1)
        if self.fields.get("Clearings") is None and self.fields["Map"] not in words.PRINTED_SUITS:
            self.notes.append(Note(self.map_line, 1, NO_CLEARINGS(map=self.fields["Map"])))
        for faction in self.winner or ():
            if faction not in self.playing:
                self.notes.append(Note(self.winner_line, 1, WINNER_NOT_PLAYING(faction=faction.code)))
        hirelings = self.fields.get("Hirelings")
        return Rootlog(
            map=self.fields["Map"], deck=self.fields["Deck"], clearings=self.fields.get("Clearings"),
            landmarks=self.fields.get("Landmarks"),
            hirelings=hirelings[0] if hirelings else None, hireling_setup=hirelings[1] if hirelings else (),
            pool=self.fields.get("Pool"), players=tuple(self.players), turns=tuple(self.turns), winner=self.winner,
            comments=tuple(self.comments), notes=tuple(self.notes), source=self.source)

    # --- a line --------------------------------------------------------------------------------

    def line(self, number: int, raw: str) -> None:
        cut = raw.find("//")
        content = raw if cut < 0 else raw[:cut]
        comment = None if cut < 0 else raw[cut + 2:].strip()
        if not content.strip():
            if comment is not None:
                self.pending.append(comment)
            return
        if self.winner is not None:
            raise RootlogError(AFTER_WINNER(), number, _first_column(content))
        field = _FIELD.match(content.lstrip())
        start = len(content) - len(content.lstrip())
        if field:
            anchor = self.header(field.group(1), content, start + field.end(), number, start + 1)
        else:
            who = _FACTION_LINE.match(content, start)
            if not who:
                raise RootlogError(UNKNOWN_LINE(), number, start + 1)
            anchor = self.faction_line(who, content, number, start + 1)
        for text in self.pending:
            self.comments.append(Comment(text, anchor))
        self.pending = []
        if comment is not None:
            self.comments.append(Comment(comment, anchor, inline=True))

    def header(self, field: str, content: str, at: int, number: int, col: int) -> tuple:
        value = content[at:]
        value_col = at + 1 + (len(value) - len(value.lstrip()))
        value = value.strip()
        if field == WINNER:
            if "Map" not in self.fields:
                raise RootlogError(NO_MAP(), number, col)
            self.winner = self.letters(value, number, value_col, field)
            self.winner_line = number
            return ("winner",)
        index = HEADER.index(field)
        if self.players or self.turns:
            raise RootlogError(HEADER_LATE(field=field), number, col)
        if field in self.fields:
            raise RootlogError(HEADER_TWICE(field=field), number, col)
        if index < self.last_field:
            raise RootlogError(HEADER_ORDER(field=field, previous=HEADER[self.last_field]), number, col)
        if index > 1 and "Deck" not in self.fields:
            raise RootlogError(MISSING_FIELD(field=HEADER[0] if "Map" not in self.fields else HEADER[1]), number, col)
        self.last_field = index
        self.fields[field] = getattr(self, f"field_{field.lower()}")(value, number, value_col)
        return (field.lower(),)

    def field_map(self, value: str, number: int, col: int) -> str:
        if value not in words.MAPS:
            raise RootlogError(UNKNOWN_MAP(name=value, choices=", ".join(words.MAPS)), number, col)
        self.map_line = number
        return value

    def field_deck(self, value: str, number: int, col: int) -> str:
        if "Map" not in self.fields:
            raise RootlogError(MISSING_FIELD(field="Map"), number, col)
        if value not in words.DECKS:
            raise RootlogError(UNKNOWN_DECK(name=value, choices=", ".join(words.DECKS)), number, col)
        return value

    def field_clearings(self, value: str, number: int, col: int) -> tuple[str, ...]:
        suits: dict[int, str] = {}
        offset = 0
        for entry in value.split(","):
            at = col + offset + (len(entry) - len(entry.lstrip()))
            offset += len(entry) + 1
            written = entry.strip()
            found = _CLEARING.fullmatch(written)
            if not found or found.group(1) not in words.CLEARING_SUITS or found.group(2).startswith("0") \
                    or int(found.group(2)) not in words.CLEARINGS:
                raise RootlogError(CLEARING_ENTRY(entry=written), number, at)
            clearing = int(found.group(2))
            if clearing in suits:
                raise RootlogError(CLEARING_TWICE(number=clearing), number, at)
            suits[clearing] = found.group(1)
        missing = [n for n in words.CLEARINGS if n not in suits]
        if missing:
            raise RootlogError(CLEARINGS_MISSING(numbers=", ".join(map(str, missing)), count=len(missing)),
                               number, col)
        return tuple(suits[n] for n in words.CLEARINGS)

    def field_landmarks(self, value: str, number: int, col: int) -> tuple:
        actions = self.actions(value, number, col, None)
        for action in actions:
            if not isinstance(action, Move) or len(action.to) > 1 or \
                    not all(isinstance(thing.what, Landmark) for thing in action.things):
                raise RootlogError(LANDMARK_SETUP(text=action.text), number, action.col)
        return actions

    def field_hirelings(self, value: str, number: int, col: int) -> tuple:
        cut = _SEPARATORS.search(value)
        listed = value if cut is None else value[:cut.start()]
        hirelings = []
        offset = 0
        for entry in listed.split(","):
            at = col + offset + (len(entry) - len(entry.lstrip()))
            offset += len(entry) + 1
            written = entry.strip()
            found = re.fullmatch(_HIRELING, written)
            if not found or found.group(1) not in words.HIRELINGS:
                raise RootlogError(NOT_A_HIRELING(text=written), number, at)
            code = faction_code(found.group(1), hireling=True, demoted=bool(found.group(2)))
            if code.letter in {h.letter for h in hirelings}:
                raise RootlogError(LISTED_TWICE(letter=written), number, at)
            hirelings.append(code)
        setup = () if cut is None else self.actions(value[cut.end():], number, col + cut.end(), None)
        return tuple(hirelings), setup

    def field_pool(self, value: str, number: int, col: int) -> tuple[FactionCode, ...]:
        return self.letters(value, number, col, "Pool")

    def letters(self, value: str, number: int, col: int, field: str) -> tuple[FactionCode, ...]:
        found: list[FactionCode] = []
        for offset, letter in enumerate(value):
            if letter.isspace() or letter == ",":
                continue
            if letter not in words.FACTIONS:
                raise RootlogError(_unknown_faction(letter), number, col + offset)
            code = faction_code(letter)
            if code in found:
                raise RootlogError(LISTED_TWICE(letter=letter), number, col + offset)
            found.append(code)
        if not found:
            raise RootlogError(NO_FACTIONS(field=field), number, col)
        return tuple(found)

    def faction_line(self, found: re.Match, content: str, number: int, col: int) -> tuple:
        if "Map" not in self.fields or "Deck" not in self.fields:
            raise RootlogError(MISSING_FIELD(field="Map" if "Map" not in self.fields else "Deck"), number, col)
        written = found.group(1)
        if written.startswith("h_"):
            raise RootlogError(HIRELING_TURN(text=content.strip()), number, col)
        if written not in words.FACTIONS:
            raise RootlogError(_unknown_faction(written), number, col)
        faction = faction_code(written)
        rest = content[found.end():]
        if faction not in self.playing:
            name = rest.strip()
            if "->" in name:
                self.notes.append(Note(number, col, NAME_LIKE_ACTIONS(faction=written, name=name)))
            self.players.append(Player(faction, name, len(self.turns), line=number))
            self.playing.add(faction)
            return ("player", len(self.players) - 1)
        actions = self.actions(rest, number, found.end() + 1, faction)
        setup = faction not in self.turned
        self.turned.add(faction)
        self.turns.append(Turn(faction, actions, setup, line=number))
        return ("turn", len(self.turns) - 1)

    def actions(self, text: str, number: int, col: int, current: FactionCode | None) -> tuple:
        """The actions of ``text`` (which begins at column ``col``), parted by / or ;."""
        found = []
        offset = 0
        if not text.strip():
            return ()
        if _SPACE.search(text) is None:
            # No space on the line (as most turns are written): no action has space to strip or
            # refuse, so each is read where it is (issue 32: a strip and a search an action).
            notes = self.notes
            for written in _SEPARATORS.split(text):
                if written:
                    found.append(read_action(written, number, col + offset, current, notes))
                else:
                    notes.append(Note(number, col + offset, EMPTY_ACTION()))
                offset += len(written) + 1
            return tuple(found)
        for part in _SEPARATORS.split(text):
            lead = len(part) - len(part.lstrip())
            written = part.strip()
            at = col + offset + lead
            offset += len(part) + 1
            if not written:
                self.notes.append(Note(number, at, EMPTY_ACTION()))
                continue
            space = _SPACE.search(written)
            if space:
                raise RootlogError(SPACES(text=written), number, at + space.start())
            found.append(read_action(written, number, at, current, self.notes))
        return tuple(found)


def _unknown_faction(letter: str):
    return UNKNOWN_FACTION(letter=letter, choices=", ".join(words.FACTIONS))


def _first_column(content: str) -> int:
    return len(content) - len(content.lstrip()) + 1

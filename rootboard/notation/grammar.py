"""The grammar of one Rootlog action (v2.8): its text -> a typed action of :mod:`.model`.

Hand-written, as python-chess reads SAN: the notation is small, its meaning depends on what
precedes (``r`` after ``%`` is a torch, after ``%s`` a state, ``0`` is the Burrow after a
warrior and Indifferent after a relationship marker), and each refusal must name its column.
The reader looks at one character at a time, never backtracks more than a word, and raises
only :class:`~rootboard.notation.errors.RootlogError`, whatever the text.

The forms, in the order they are tried (the spec's sections):

* ``Z<item|card>`` craft; ``?P<plot><clearing>`` exposure;
* ``[F]X<F><clearing>[<suit>@[<suit>@]][(<a>,<d>)]`` battle;
* ``[F]++[n]``, ``[F]--[n]`` score; ``++-><board>`` dominance or coalition;
* ``[F]^[targets]`` reveal a whole hand; ``h_X-><board>[n]`` hire;
* ``<things>-><places>`` move, ``<cards>[F]^[targets]`` reveal, ``t<c>^<token>`` flip,
  ``t<c><->t<c>`` trick, where things are pieces, cards, items, markers, landmarks or a
  closed path, combined with ``+`` and grouped in brackets with a shared start.

Accepted with a note (:class:`~rootboard.notation.model.Note`): ``r`` for the Ferry (before
2.8), a piece or marker the spec does not name for its faction (kept as written), an item
letter crafted without ``%`` (the spec's own ``Zh``), a hireling's bare letter (the spec's
``Sp->9``), a forest or path whose clearings are not sorted.
"""

from __future__ import annotations

import re

from rootboard.messages import Message, Template
from rootboard.notation import vocabulary as words
from rootboard.notation.errors import RootlogError
from rootboard.notation.model import (
    Action, Amount, Battle, Board, Burrow, Card, Clearing, Craft, DiscardPile, Dominance, Exposure, FactionCode,
    Flip, Forest, Hand, Hire, Item, ItemSpace, Landmark, Marker, Move, Note, Path, Piece, Quests, Reveal, Score,
    Status, SuitValue, Swap, Thing)

EXPECTED_THING = Template("rootlog.expected-thing", "expected a piece, card, item, marker or landmark at {rest!r}")
EXPECTED_ARROW = Template("rootlog.expected-arrow", "expected ->, ^ or <-> after {left!r}")
UNKNOWN_PLACE = Template(
    "rootlog.unknown-place",
    "{rest!r} is not a place: a clearing (1 to 12), the Burrow (0), a forest (1_2_5), a path (5_9), a board "
    "($, C$, $_r), a hand (C), the quests (Q) or the discard pile (*)")
TRAILING = Template("rootlog.trailing", "{rest!r} does not belong at the end of the action")
CLEARING_RANGE = Template("rootlog.clearing-range",
                          "{number} is not a clearing: clearings are 1 to 12, and 0 is the Burrow")
LEADING_ZERO = Template("rootlog.leading-zero", "{number!r}: a number is written without a leading zero")
REPEATED_CLEARING = Template("rootlog.repeated-clearing", "{place!r} names clearing {number} twice")
TOO_BIG = Template("rootlog.too-big", "{number} is larger than any number in a game of Root")
COUNT_ZERO = Template("rootlog.count-zero", "a count is at least 1")
NO_COUNT = Template("rootlog.no-count", "{thing!r} takes no count")
NO_CURRENT = Template("rootlog.no-current",
                      "{text!r} names no faction, and a header line has no current player: write it (h_Ew->3)")
CARD_OWNER = Template("rootlog.card-owner",
                      "a card has no faction in front: the hand it is in comes after it (B#C->, not CB#->)")
NO_PLACE_FOR = Template("rootlog.no-place-for", "{place!r} is no place for {thing!r}")
DISCARD_START_ONLY = Template("rootlog.discard-start-only",
                              "* (the discard pile) is a start only: a card with no destination is discarded")
START_TWICE = Template("rootlog.start-twice", "{thing!r} names its own start, and the group names another")
NESTED_GROUP = Template("rootlog.nested-group", "a group inside a group: groups do not nest")
UNCLOSED_GROUP = Template("rootlog.unclosed-group", "the group opened at column {column} is not closed")
COUNT_BEFORE_GROUP = Template("rootlog.count-before-group", "a count goes inside the brackets: (2w+b), not 2(w+b)")
MARKER_VALUE = Template(
    "rootlog.marker-value",
    "{value!r} is not a value for {marker!r}: a relationship takes h, 0, 1, 2 or a; a price or the funds a "
    "number; an outcast a suit")
MARKER_ALONE = Template("rootlog.marker-alone", "a marker moves only with markers: {text!r}")
EXPECTED_FORM = Template("rootlog.expected-form", "{text!r} does not read as {form}")
UNKNOWN_FACTION = Template("rootlog.unknown-faction",
                           "{letter!r} is not a faction: Rootlog's factions are {choices}, and hirelings h_C to h_J")
UNKNOWN_HIRELING = Template("rootlog.unknown-hireling",
                            "h_{letter} is not a hireling: Rootlog's hirelings are {choices}")
UNKNOWN_ITEM = Template("rootlog.unknown-item", "{letter!r} is not an item: Rootlog's items are {choices}")
TWO_HANDS = Template("rootlog.two-hands", "the cards revealed come from two hands: {hands}")

FERRY_LETTER = Template("rootlog.note.ferry-letter",
                        "{text!r}: r was the Ferry's letter before Rootlog 2.8; read as the Ferry (f)")
UNKNOWN_PIECE = Template("rootlog.note.unknown-piece",
                         "{piece!r} is not a piece the spec names for {faction}; kept as written")
UNKNOWN_MARKER = Template("rootlog.note.unknown-marker",
                          "{marker!r} is not a marker the spec names for {faction}; kept as written")
UNKNOWN_AREA = Template("rootlog.note.unknown-area",
                        "{place!r} is not a part of {faction}'s board the spec names; kept as written")
CRAFT_ITEM_LETTER = Template("rootlog.note.craft-item-letter", "Z{item} is read as Z%{item}: the item is crafted")
EXPOSURE_AS_FLIP = Template("rootlog.note.exposure-as-flip", "{written!r} is read as {form!r}, the Exposure's form")
BARE_HIRELING = Template("rootlog.note.bare-hireling", "{letter} is read as the hireling h_{letter}")
UNSORTED = Template("rootlog.note.unsorted", "{written!r} is read as {ordered!r}: clearings are written lowest first")

#: The spec's syntax of each form, shown when a text does not read as it.
FORM_BATTLE = "[Faction]X<Faction><Clearing>[<Suit>@[<Suit>@]][(<roll>,<roll>)]"
FORM_SCORE = "[Faction]++[Number], [Faction]--[Number] or ++-><Faction>$"
FORM_CRAFT = "Z%<item> or Z<card name>"
FORM_EXPOSURE = "?P<plot token><Clearing>"
FORM_HIRE = "<Hireling>-><Faction>$[Number]"
FORM_FLIP = "[P]t<Clearing>^<token>"
FORM_TRICK = "t<Clearing><->t<Clearing>"
FORM_REVEAL = "[Number][Card][Faction]^[Faction]"

_NUMBERS = re.compile(r"[0-9]+(?:_[0-9]+)*")
_DIGITS = re.compile(r"[0-9]+")
_WORD = re.compile(r"[a-z]+")
_CARD_NAME = re.compile(r"(?:(?!h_[A-Z])[a-z@])*")  # a hireling's board may follow: #sabo h_E$
_SUIT_GROUP = re.compile(r"\(([0-9]*[BFMR](?:\+[0-9]*[BFMR])*)\)#")
_HIRELING = re.compile(r"h_[A-Z]")
_AREA = re.compile(r"[a-z]+|[0-9]+")
# A marker's value: compiled when a log first writes one (re's own cache keeps it for the rest of
# the log), not at every start: most logs write none, and a pattern costs a fresh process
# some 0.3 M instructions to compile (issue 32).
_VALUE = r"[0-9]+|[ha]|[BFMR]"
_ROLLS = re.compile(r"\(([0-9]+),([0-9]+)\)")

PIECE_LETTERS = frozenset(words.PIECE_TYPES) | {words.FERRY_LETTER, words.OLD_FERRY_LETTER}
_STOPS = frozenset("+)^")
MAX_DIGITS = 4

# Which places each kind of thing may start at and go to (the spec's Move, Cards, Items).
_PIECE_PLACES = (Clearing, Burrow, Forest, Path, Board)
_STARTS = {Piece: _PIECE_PLACES, Landmark: (Clearing,), Card: (Hand, Board, DiscardPile, Quests),
           Item: (Clearing, Board, ItemSpace), Marker: (), Path: ()}
_DESTINATIONS = {Piece: _PIECE_PLACES, Landmark: (Clearing,), Card: (Hand, Board, Quests),
                 Item: (Clearing, Board, ItemSpace), Marker: (), Path: ()}


def read_action(text: str, line: int, col: int, current: FactionCode | None, notes: list[Note]) -> Action:
    """The action ``text`` (no spaces, no separators), read at ``line`` and ``col`` (1-based,
    where ``text`` begins) on ``current``'s turn (None in a header line). Notes go to ``notes``;
    RootlogError otherwise."""
    return _plain(text, current, line, col) or _ActionReader(text, line, col, current, notes).action()


# --- the plainest actions, read whole ----------------------------------------------------------------
#
# Most of a log is a few plain forms: pieces moved between clearings and boards (w->2, 2w3->5+6,
# t+Dw9->, w->$, (2w+Dw)8->), a card moved between hands and boards (#->E, B#P->), an item turned
# or crafted (%f->e, Z%s), a card crafted (Zsabo), a score (++, E++2) and a battle with nothing
# after its clearing (XE9): 430 of the 476-action log's actions. Each is read by a compiled pattern matched against the
# whole text (a move's against each of its things and destinations), rather than by the
# reader's dozens of calls a character (reading a log cost ~100 K instructions an action, issue
# 32). Only what the reader itself would read without a note or an error is taken here: a
# pattern that does not match, a faction left unnamed in a header line, a number that is not a
# clearing, a piece the spec does not name, all go to the reader, which says what it says of
# them. The letters come from the vocabulary, never typed here.

def _letters(letters) -> str:
    return "[" + "".join(re.escape(letter) for letter in sorted(letters)) + "]"


_FACTION = _letters(words.FACTIONS)
# A piece's letter, save one a landmark's whole name could be (the reader tries landmarks first).
_PIECE_TYPE = _letters(set(words.PIECE_TYPES) - set(words.LANDMARKS))
_COUNT = "[1-9][0-9]{0,%d}" % (MAX_DIGITS - 1)  # what number() takes without a refusal, and at least 1
# A piece's place: a clearing's or the Burrow's number (checked against the vocabulary), or a
# whole board (w->$, 3w->O$).
_PIECE_PLACE = rf"0|[1-9][0-9]?|{_FACTION}?\$"
# A move's things and destinations are matched one by one, each by a small pattern: one pattern
# for the whole move took a fresh process 0.24 ms to compile, a tenth of what it saved.
_PIECE_PARTS = re.compile(rf"({_COUNT})?({_FACTION})?({_PIECE_TYPE})(?:_([a-z]))?({_PIECE_PLACE})?")
_PIECE_DESTINATION = re.compile(_PIECE_PLACE)
# An item moved to a place on its Vagabond's board or turned (%f->e, %s->s): the spec's Items
# section with no start and one item space; and an item crafted (Z%s).
_ITEM = _letters(words.ITEMS)
_PLAIN_ITEM_MOVE = re.compile(
    rf"%({_ITEM})->(?:({_letters(words.ITEM_AREAS)})({_letters(words.ITEM_STATES)})?|({_letters(words.ITEM_STATES)}))")
_PLAIN_ITEM_CRAFT = re.compile(rf"Z%({_ITEM})")
# One card (any, or of a suit, named or not) from nothing, a hand or a board to nothing, a hand or a
# board (#->E, 2#A->$, B#P->): the card moves of the spec's Cards section without a pile or area.
_HAND_OR_BOARD = rf"({_FACTION})?(\$)?"
_PLAIN_CARD_MOVE = re.compile(
    rf"({_COUNT})?({_letters(words.SUITS)})?#({_CARD_NAME.pattern}){_HAND_OR_BOARD}->{_HAND_OR_BOARD}")
_PLAIN_SCORE = re.compile(rf"({_FACTION})?(\+\+|--)({_COUNT})?")
_PLAIN_BATTLE = re.compile(rf"({_FACTION})?X({_FACTION})([1-9][0-9]?)")


def _plain(text: str, current: FactionCode | None, line: int = 0, col: int = 0) -> Action | None:
    """``text`` read whole when it is one of the plainest forms and reads without a note or an
    error, made where it was read (``line``, ``col``); None otherwise (the reader reads it)."""
    first = text[0]
    if first == "X" or (len(text) > 1 and text[1] == "X"):
        found = _PLAIN_BATTLE.fullmatch(text)
        if found is None:
            return None
        attacker, defender, clearing = found.groups()
        clearing = int(clearing)
        who = faction_code(attacker) if attacker else current
        if who is None or clearing not in words.CLEARINGS:
            return None
        return Battle(who, faction_code(defender), clearing, line=line, col=col, text=text)
    if first == "Z":
        if current is None:
            return None
        found = _PLAIN_ITEM_CRAFT.fullmatch(text)
        if found is not None:
            return Craft(current, Item(found.group(1)), line=line, col=col, text=text)
        # A card crafted by its name, the whole rest of the text (Zsabo, Ztun); a lone item
        # letter (Zh) is the reader's, which notes it.
        named = _CARD_NAME.fullmatch(text, 1)
        name = named.group() if named is not None else ""
        if not name or (len(name) == 1 and name in words.ITEMS):
            return None
        return Craft(current, Card(None, name), line=line, col=col, text=text)
    if "->" in text:
        if first == "%":
            found = _PLAIN_ITEM_MOVE.fullmatch(text)
            if found is None:
                return None
            item, area, state, state_alone = found.groups()
            space = ItemSpace(area, state or "") if area else ItemSpace("", state_alone)
            return Move((Thing(1, Item(item), None),), (space,), line=line, col=col, text=text)
        if "#" in text:
            found = _PLAIN_CARD_MOVE.fullmatch(text)
            return None if found is None else _plain_card_move(found, current, line, col)
        return _plain_move(text, current, line, col)
    found = _PLAIN_SCORE.fullmatch(text)
    if found is None:
        return None
    letter, sign, points = found.groups()
    who = faction_code(letter) if letter else current
    if who is None:
        return None
    points = int(points) if points else 1
    return Score(who, points if sign == "++" else -points, line=line, col=col, text=text)


def _plain_move(text: str, current: FactionCode | None, line: int, col: int) -> Move | None:
    left, _, right = text.partition("->")
    # Pieces grouped with the place they all start at after the group, the whole of the move's
    # left side ((2w+2Dw)8->, a battle's removals): each thing starts there. A thing in it with
    # its own start (which the reader refuses), a group among other things, or any other place,
    # is the reader's.
    shared = None
    if left.startswith("("):
        inner, closed, written = left[1:].partition(")")
        if not closed or "(" in inner or _PIECE_DESTINATION.fullmatch(written) is None:
            return None
        shared = _piece_place(written, current)
        if shared is None:
            return None
        left = inner
    things = []
    for written in left.split("+"):
        found = _PIECE_PARTS.fullmatch(written)
        if found is None:
            return None
        count, letter, type_, subtype, start = found.groups()
        who = faction_code(letter) if letter else current
        if who is None:
            return None
        piece = _piece(who, type_, (subtype,) if subtype else ())
        if piece.name is None:
            return None
        if start is not None:
            if shared is not None:
                return None
            start = _piece_place(start, current)
            if start is None:
                return None
        things.append(Thing(int(count) if count else 1, piece, start if shared is None else shared))
    to = []
    if right:
        for written in right.split("+"):
            place = _piece_place(written, current) if _PIECE_DESTINATION.fullmatch(written) else None
            if place is None:
                return None
            to.append(place)
    return Move(tuple(things), tuple(to), line=line, col=col, text=text)


def _plain_card_move(found: re.Match, current: FactionCode | None, line: int, col: int) -> Move | None:
    count, suit, name, start_letter, start_board, to_letter, to_board = found.groups()
    start = _hand_or_board(start_letter, start_board, current)
    to = _hand_or_board(to_letter, to_board, current)
    if start is False or to is False:
        return None
    return Move((Thing(int(count) if count else 1, Card(suit, name or None), start),), () if to is None else (to,),
                line=line, col=col, text=found.string)


def _hand_or_board(letter: str | None, board: str | None, current: FactionCode | None):
    """The hand (``A``) or board (``A$``, ``$``: the current player's) written; None where
    nothing is; False for a board of no one (a header line's ``$``)."""
    who = faction_code(letter) if letter else current
    if board:
        return False if who is None else _board(who)
    return _hand(who) if letter else None


def _piece_place(written: str, current: FactionCode | None) -> Clearing | Burrow | Board | None:
    """The clearing, the Burrow (0) or the board (``$``, ``O$``) written; None for a number that
    is neither, or a board of no one (a header line's ``$``)."""
    if written[-1] == "$":
        who = faction_code(written[0]) if len(written) > 1 else current
        return None if who is None else _board(who)
    number = int(written)
    if number == words.BURROW:
        return Burrow()
    return _clearing(number) if number in words.CLEARINGS else None


class _ActionReader:
    def __init__(self, text: str, line: int, col: int, current: FactionCode | None, notes: list[Note]):
        self.s, self.n, self.i = text, len(text), 0
        self.line, self.col, self.current, self.notes = line, col, current, notes

    # --- reporting -------------------------------------------------------------------------

    def fail(self, problem: Message, at: int | None = None) -> RootlogError:
        return RootlogError(problem, self.line, self.col + (self.i if at is None else at))

    def note(self, problem: Message, at: int) -> None:
        self.notes.append(Note(self.line, self.col + at, problem))

    def rest(self, at: int | None = None) -> str:
        return self.s[self.i if at is None else at:]

    def expect_end(self) -> None:
        if self.i < self.n:
            raise self.fail(TRAILING(rest=self.rest()))

    def form(self, form: str, at: int = 0) -> RootlogError:
        return self.fail(EXPECTED_FORM(text=self.s, form=form), at)

    def peek(self, token: str) -> bool:
        return self.s.startswith(token, self.i)

    def take(self, token: str) -> bool:
        if self.s.startswith(token, self.i):
            self.i += len(token)
            return True
        return False

    # --- the forms -----------------------------------------------------------------------------

    def action(self) -> Action:
        s = self.s
        if s[0] == "Z":
            found = self.craft()
        elif s[0] == "?":
            found = self.exposure()
        else:
            noted = len(self.notes)
            who = self.faction(optional=True)
            if self.peek("X"):
                found = self.battle(who)
            elif self.peek("++") or self.peek("--"):
                found = self.score(who)
            elif self.peek("^"):
                self.i += 1
                found = Reveal(self.owner(who, 0), (), self.targets())
            elif who is not None and who.hireling and self.peek("->"):
                found = self.hire(who)
            else:
                self.i = 0
                del self.notes[noted:]  # the faction is read again, as part of the first thing
                found = self.movement()
        self.expect_end()
        return _placed(found, self.line, self.col, s)

    def owner(self, who: FactionCode | None, at: int) -> FactionCode:
        """``who``, or the current player where it is omitted."""
        if who is not None:
            return who
        if self.current is None:
            raise self.fail(NO_CURRENT(text=self.s), at)
        return self.current

    def craft(self) -> Craft:
        self.i = 1
        if self.take("%"):
            item = self.item_letter(all_allowed=False)
            return Craft(self.owner(None, 0), Item(item))
        name = _CARD_NAME.match(self.s, self.i).group()
        if not name:
            raise self.form(FORM_CRAFT)
        self.i += len(name)
        if len(name) == 1 and name in words.ITEMS:  # the spec's own example crafts "Zh"
            self.note(CRAFT_ITEM_LETTER(item=name), 1)
            return Craft(self.owner(None, 0), Item(name))
        return Craft(self.owner(None, 0), Card(None, name))

    def exposure(self) -> Exposure:
        self.i = 1
        who = self.faction(optional=True)
        if who is None or self.i >= self.n or self.s[self.i] not in words.PIECE_TYPES:
            raise self.form(FORM_EXPOSURE, self.i)
        plot = self.piece(who, 1)
        clearing = self.clearing_number(FORM_EXPOSURE)
        if self.take("^"):  # the spec's example ?Pt3^t_e: the guess written as a flip
            at = self.i
            if plot.subtype or self.i >= self.n or self.s[self.i] not in words.PIECE_TYPES:
                raise self.form(FORM_EXPOSURE, at)
            plot = self.piece(who, at)
            self.note(EXPOSURE_AS_FLIP(written=self.s, form=f"?{plot.faction.code}{plot.type}"
                                       f"{''.join('_' + p for p in plot.subtype)}{clearing}"), 0)
        return Exposure(self.owner(None, 0), plot, clearing)

    def battle(self, attacker: FactionCode | None) -> Battle:
        at = self.i
        self.i += 1
        defender = self.faction(optional=True)
        if defender is None:
            raise self.form(FORM_BATTLE, self.i)
        clearing = self.clearing_number(FORM_BATTLE)
        suits = []
        while len(suits) < 2 and self.i + 1 < self.n and self.s[self.i] in words.SUITS and self.s[self.i + 1] == "@":
            suits.append(self.s[self.i])
            self.i += 2
        rolls = None
        found = _ROLLS.match(self.s, self.i)
        if found:
            rolls = (self.number(found.group(1), found.start(1)), self.number(found.group(2), found.start(2)))
            self.i = found.end()
        return Battle(self.owner(attacker, at), defender, clearing, *(suits + [None, None])[:2], rolls=rolls)

    def score(self, who: FactionCode | None) -> Score | Dominance:
        at = self.i
        sign = 1 if self.s[self.i] == "+" else -1
        self.i += 2
        if sign > 0 and self.take("->"):
            board = self.place(allow_items=False)
            if not isinstance(board, Board) or board.area:
                raise self.form(FORM_SCORE, at)
            return Dominance(self.owner(who, at), board.faction)
        digits = _DIGITS.match(self.s, self.i)
        points = 1
        if digits:
            points = self.number(digits.group(), self.i)
            self.i = digits.end()
        return Score(self.owner(who, at), sign * points)

    def hire(self, hireling: FactionCode) -> Hire:
        self.i += 2
        at = self.i
        board = self.place(allow_items=False)
        if not isinstance(board, Board) or board.area:
            raise self.form(FORM_HIRE, at)
        markers = None
        digits = _DIGITS.match(self.s, self.i)
        if digits:
            markers = self.number(digits.group(), self.i)
            self.i = digits.end()
        return Hire(hireling, board.faction, markers)

    def targets(self) -> tuple[FactionCode, ...]:
        found = []
        while self.i < self.n:
            if found and not self.take("+"):
                break
            who = self.faction(optional=True)
            if who is None:
                raise self.form(FORM_REVEAL, self.i)
            found.append(who)
        return tuple(found)

    # --- moves, reveals, flips, tricks ----------------------------------------------------------------

    def movement(self) -> Action:
        things = self.side()
        left_end = self.i
        if self.take("<->"):
            return self.trick(things)
        if self.take("->"):
            return Move(tuple(thing for thing, _ in things), self.destinations(things))
        if self.take("^"):
            return self.reveal_or_flip(things)
        raise self.fail(EXPECTED_ARROW(left=self.s[:left_end]))

    def side(self) -> list[tuple[Thing, int]]:
        things = []
        while True:
            things.extend(self.term())
            if not self.take("+"):
                return things

    def term(self) -> list[tuple[Thing, int]]:
        if self.peek("("):
            return self.group()
        return [self.thing(in_group=False)]

    def group(self) -> list[tuple[Thing, int]]:
        opened = self.i
        suits = _SUIT_GROUP.match(self.s, self.i)
        if suits:
            return self.suit_group(suits)
        self.i += 1
        inner = [self.thing(in_group=True)]
        while self.take("+"):
            inner.append(self.thing(in_group=True))
        if not self.take(")"):
            if self.i >= self.n or self.s[self.i] != "(":
                raise self.fail(UNCLOSED_GROUP(column=self.col + opened))
            raise self.fail(NESTED_GROUP())
        start_at = self.i
        start = self.place(allow_items=any(isinstance(t.what, Item) for t, _ in inner))
        if start is None:
            return inner
        shared = []
        for thing, at in inner:
            if thing.start is not None:
                raise self.fail(START_TWICE(thing=self.s[at:start_at]), at)
            self.check_place(thing, at, None, start, start_at, starting=True)
            shared.append((Thing(thing.count, thing.what, start), at))
        return shared

    def suit_group(self, found: re.Match) -> list[tuple[Thing, int]]:
        at = self.i
        self.i = found.end()
        name = self.card_name()
        counted = []
        offset = at + 1
        for part in found.group(1).split("+"):
            count = self.number(part[:-1], offset) if len(part) > 1 else 1
            if count < 1:
                raise self.fail(COUNT_ZERO(), offset)
            counted.append((count, Card(part[-1], name), offset))
            offset += len(part) + 1
        start_at = self.i
        start = self.place(allow_items=False)
        things = []
        for count, card, offset in counted:
            thing = Thing(count, card, start)
            if start is not None:
                self.check_place(thing, at, found.end(), start, start_at, starting=True)
            things.append((thing, offset))
        return things

    def thing(self, in_group: bool) -> tuple[Thing, int]:
        at = self.i
        count = None
        digits = _DIGITS.match(self.s, self.i)
        if digits and not self.s.startswith("_", digits.end()):
            count = self.number(digits.group(), self.i)
            if count < 1:
                raise self.fail(COUNT_ZERO())
            self.i = digits.end()
        if self.peek("("):
            raise self.fail(NESTED_GROUP() if in_group else COUNT_BEFORE_GROUP())
        what = self.component(at)
        if count is not None and (isinstance(what, Marker) or what == Item(None)):
            raise self.fail(NO_COUNT(thing=self.s[at:self.i]), at)
        start_at = self.i
        start = self.place(allow_items=isinstance(what, Item))
        thing = Thing(1 if count is None else count, what, start)
        if start is not None:
            self.check_place(thing, at, start_at, start, start_at, starting=True)
        return thing, at

    def component(self, at: int):
        s, i = self.s, self.i
        if i >= self.n:
            raise self.fail(EXPECTED_THING(rest=self.rest()))
        c = s[i]
        if c == "%":
            self.i += 1
            return Item(self.item_letter(all_allowed=True))
        if c == "#" or (c in words.SUITS and s.startswith("#", i + 1)):
            return self.card()
        if c == "$":
            return self.marker(None, at)
        if _digit(c):
            place = self.place(allow_items=False)
            if not isinstance(place, Path):
                raise self.fail(EXPECTED_THING(rest=self.rest(i)), i)
            return place
        if "a" <= c <= "z" and not _HIRELING.match(s, i):
            word = _WORD.match(s, i).group()
            if word in words.LANDMARKS:
                self.i += len(word)
                return Landmark(word)
            if c in PIECE_LETTERS:
                return self.piece(None, at)
            raise self.fail(EXPECTED_THING(rest=self.rest()))
        who = self.faction(optional=True)
        if who is None:
            raise self.fail(EXPECTED_THING(rest=self.rest()))
        if self.peek("$"):
            return self.marker(who, at)
        if self.peek("#") or (self.i < self.n and s[self.i] in words.SUITS and s.startswith("#", self.i + 1)):
            raise self.fail(CARD_OWNER(), at)
        if self.i < self.n and s[self.i] in PIECE_LETTERS:
            return self.piece(who, at)
        raise self.fail(EXPECTED_THING(rest=self.rest()))

    def piece(self, who: FactionCode | None, at: int):
        s = self.s
        type_at = self.i
        type_ = s[self.i]
        self.i += 1
        subtype = []
        while self.i + 1 < self.n and s[self.i] == "_":
            c = s[self.i + 1]
            if "a" <= c <= "z":
                subtype.append(c)
                self.i += 2
            elif _digit(c) and s.startswith("_", self.i + 2) and self.i + 3 < self.n and "a" <= s[self.i + 3] <= "z":
                subtype.append(c)
                self.i += 2
            else:
                break
        if type_ in (words.FERRY_LETTER, words.OLD_FERRY_LETTER) and who is None and not subtype:
            if type_ == words.OLD_FERRY_LETTER:
                self.note(FERRY_LETTER(text=self.s), type_at)
            return Landmark(words.FERRY)
        piece = _piece(self.owner(who, at), type_, tuple(subtype))
        if piece.name is None:
            self.note(UNKNOWN_PIECE(piece=s[at:self.i], faction=piece.faction.code), at)
        return piece

    def card(self) -> Card:
        suit = None
        if self.s[self.i] != "#":
            suit = self.s[self.i]
            self.i += 1
        self.i += 1
        return Card(suit, self.card_name())

    def card_name(self) -> str | None:
        name = _CARD_NAME.match(self.s, self.i).group()
        self.i += len(name)
        return name or None

    def item_letter(self, all_allowed: bool) -> str | None:
        if self.i < self.n and (self.s[self.i] in words.ITEMS or (all_allowed and self.s[self.i] == words.ALL_ITEMS)):
            letter = self.s[self.i]
            self.i += 1
            return None if letter == words.ALL_ITEMS else letter
        raise self.fail(UNKNOWN_ITEM(letter=self.s[self.i:self.i + 1], choices="".join(words.ITEMS)))

    def marker(self, who: FactionCode | None, at: int) -> Marker:
        self.i += 1  # the $
        if not self.take("_"):
            raise self.fail(EXPECTED_THING(rest=self.rest(at)), at)
        if self.i < self.n and _upper(self.s[self.i]):
            letter_at = self.i
            toward = self.faction(optional=True)
            if toward is None or toward.hireling:
                raise self.fail(UNKNOWN_FACTION(letter=self.s[letter_at], choices=", ".join(words.FACTIONS)),
                                letter_at)
            area = toward.letter
        else:
            found = _AREA.match(self.s, self.i)
            area = found.group() if found else ""
            self.i += len(area)
        marker = Marker(self.owner(who, at), area)
        if marker.kind is None:
            self.note(UNKNOWN_MARKER(marker=self.s[at:self.i], faction=marker.owner.code), at)
        return marker

    def trick(self, things: list[tuple[Thing, int]]) -> Swap:
        first = self.lone_piece(things, FORM_TRICK)
        second_at = self.i
        second = self.lone_piece([self.thing(in_group=False)], FORM_TRICK, second_at)
        return Swap(first, second)

    def lone_piece(self, things: list[tuple[Thing, int]], form: str, at: int = 0) -> Thing:
        if len(things) != 1:
            raise self.form(form, at)
        thing = things[0][0]
        if not isinstance(thing.what, Piece) or thing.count != 1 or not isinstance(thing.start, (Clearing, Forest)):
            raise self.form(form, at)
        return thing

    def reveal_or_flip(self, things: list[tuple[Thing, int]]) -> Action:
        if len(things) == 1 and isinstance(things[0][0].what, Piece):
            return self.flip(self.lone_piece(things, FORM_FLIP))
        hands = []
        for thing, at in things:
            if not isinstance(thing.what, Card) or not isinstance(thing.start, (Hand, type(None))):
                raise self.form(FORM_REVEAL, at)
            if thing.start is not None and thing.start.faction not in hands:
                hands.append(thing.start.faction)
        if len(hands) > 1:
            raise self.fail(TWO_HANDS(hands="+".join(h.code for h in hands)), 0)
        cards = tuple(Thing(thing.count, thing.what) for thing, _ in things)
        return Reveal(hands[0] if hands else self.owner(None, 0), cards, self.targets())

    def flip(self, placed: Thing) -> Flip:
        at = self.i
        who = self.faction(optional=True)
        if self.i >= self.n or self.s[self.i] not in words.PIECE_TYPES:
            raise self.form(FORM_FLIP, at)
        becomes = self.piece(who or placed.what.faction, at)
        return Flip(placed.what, placed.start, becomes)

    def destinations(self, things: list[tuple[Thing, int]]) -> tuple:
        markers = [isinstance(thing.what, Marker) for thing, _ in things]
        if any(markers):
            if not all(markers):
                raise self.fail(MARKER_ALONE(text=self.s), 0)
            return self.marker_value([thing.what for thing, _ in things])
        allow_items = any(isinstance(thing.what, Item) for thing, _ in things)
        found = []
        while self.i < self.n:
            if found and not self.take("+"):
                break
            at = self.i
            place = self.place(allow_items)
            if place is None:
                raise self.fail(UNKNOWN_PLACE(rest=self.rest()))
            if isinstance(place, DiscardPile):
                raise self.fail(DISCARD_START_ONLY(), at)
            for thing, thing_at in things:
                self.check_place(thing, thing_at, None, place, at, starting=False)
            found.append(place)
        return tuple(found)

    def marker_value(self, markers: list[Marker]) -> tuple:
        if self.i >= self.n:
            return ()
        at = self.i
        found = re.compile(_VALUE).match(self.s, self.i)
        if not found:
            raise self.fail(MARKER_VALUE(value=self.rest(), marker=_marker_text(markers[0])))
        self.i = found.end()
        written = found.group()
        values = set()
        for marker in markers:
            values.add(self.typed_value(marker, written, at))
        if len(values) > 1:
            raise self.fail(MARKER_VALUE(value=written, marker=_marker_text(markers[0])), at)
        return (values.pop(),)

    def typed_value(self, marker: Marker, written: str, at: int):
        if marker.is_relationship:
            if written in words.RELATIONSHIPS:
                return Status(written)
        elif written.isdigit():
            return Amount(self.number(written, at))
        elif written in words.SUITS:
            return SuitValue(written)
        raise self.fail(MARKER_VALUE(value=written, marker=_marker_text(marker)), at)

    def check_place(self, thing: Thing, thing_at: int, thing_end: int | None, place, at: int,
                    starting: bool) -> None:
        """``place`` must be one where ``thing`` (written from ``thing_at`` to ``thing_end``;
        None: to the thing's end) can start or go."""
        allowed = (_STARTS if starting else _DESTINATIONS)[type(thing.what)]
        if not isinstance(place, allowed):
            # How the thing is written is found only for the refusal: looking for its end at
            # every place of every action cost reading a log ~5% (issue 32).
            end = _end_of_thing(self.s, thing_at) if thing_end is None else thing_end
            raise self.fail(NO_PLACE_FOR(place=self.s[at:self.i], thing=self.s[thing_at:end]), at)

    # --- words -----------------------------------------------------------------------------------

    def faction(self, optional: bool) -> FactionCode | None:
        """A faction at the cursor (``C``, ``h_C``, ``h_Cd``), or None where there is none."""
        s, i = self.s, self.i
        if s.startswith("h_", i) and i + 2 < self.n and _upper(s[i + 2]):
            letter = s[i + 2]
            if letter not in words.HIRELINGS:
                raise self.fail(UNKNOWN_HIRELING(letter=letter, choices=", ".join(words.HIRELINGS)))
            demoted = s.startswith("d", i + 3)
            self.i = i + 3 + demoted
            return faction_code(letter, True, demoted)
        if i < self.n and s[i] in words.FACTIONS:
            self.i = i + 1
            return faction_code(s[i], False, False)
        if i < self.n and s[i] in words.BARE_HIRELINGS:
            self.note(BARE_HIRELING(letter=s[i]), i)
            self.i = i + 1
            return faction_code(s[i], True, False)
        if not optional:
            raise self.fail(UNKNOWN_FACTION(letter=s[i:i + 1], choices=", ".join(words.FACTIONS)))
        return None

    def number(self, digits: str, at: int) -> int:
        if len(digits) > 1 and digits[0] == "0":
            raise self.fail(LEADING_ZERO(number=digits), at)
        if len(digits) > MAX_DIGITS:  # no count, clearing or score of Root is this long
            raise self.fail(TOO_BIG(number=digits), at)
        return int(digits)

    def clearing_number(self, form: str) -> int:
        at = self.i
        place = self.place(allow_items=False) if self.i < self.n and _digit(self.s[self.i]) else None
        if not isinstance(place, Clearing):
            raise self.form(form, at)
        return place.number

    def place(self, allow_items: bool):
        """A place at the cursor, or None at a separator or the end."""
        s, i = self.s, self.i
        if i >= self.n or s[i] in _STOPS or s.startswith("->", i) or s.startswith("<->", i):
            return None
        c = s[i]
        if _digit(c):
            return self.numbered_place()
        if c == "*":
            self.i += 1
            return DiscardPile()
        if c == "Q":
            self.i += 1
            return Quests()
        if c == "$":
            return self.board(self.owner(None, i), i)
        if allow_items and c in "sdtre":
            area = c if c in words.ITEM_AREAS else ""
            self.i += 1
            state = "" if area else c
            if area and self.i < self.n and s[self.i] in words.ITEM_STATES:
                state = s[self.i]
                self.i += 1
            return ItemSpace(area, state)
        who = self.faction(optional=True)
        if who is None:
            raise self.fail(UNKNOWN_PLACE(rest=self.rest()))
        if self.peek("$"):
            return self.board(who, i)
        if who.hireling:  # a hireling has a board (its card), never a hand
            raise self.fail(UNKNOWN_PLACE(rest=self.rest(i)), i)
        return _hand(who)

    def board(self, who: FactionCode, at: int) -> Board:
        self.i += 1  # the $
        if not self.peek("_"):
            return _board(who)
        found = _AREA.match(self.s, self.i + 1)
        if not found:
            raise self.fail(UNKNOWN_PLACE(rest=self.rest(at)), at)
        self.i = found.end()
        board = Board(who, found.group())
        if board.area_kind is None:
            self.note(UNKNOWN_AREA(place=self.s[at:self.i], faction=who.code), at)
        return board

    def numbered_place(self):
        at = self.i
        written = _NUMBERS.match(self.s, self.i).group()
        self.i += len(written)
        numbers = []
        offset = at
        for part in written.split("_"):
            number = self.number(part, offset)
            if len(written.split("_")) > 1 and number == words.BURROW:
                raise self.fail(CLEARING_RANGE(number=number), offset)
            if number != words.BURROW and number not in words.CLEARINGS:
                raise self.fail(CLEARING_RANGE(number=number), offset)
            if number in numbers:
                raise self.fail(REPEATED_CLEARING(place=written, number=number), offset)
            numbers.append(number)
            offset += len(part) + 1
        if len(numbers) == 1:
            return Burrow() if numbers[0] == words.BURROW else _clearing(numbers[0])
        ordered = sorted(numbers)
        if ordered != numbers:
            self.note(UNSORTED(written=written, ordered="_".join(map(str, ordered))), at)
        if len(numbers) == 2:
            return Path(*ordered)
        return Forest(tuple(ordered))


# A faction code is a frozen value, written in nearly every thing and place of a log: one record
# for each code written, shared by all its mentions, rather than one made at each (about 600 a
# reading of the 476-action log, issue 32).
_CODES: dict[tuple[str, bool, bool], FactionCode] = {}


def faction_code(letter: str, hireling: bool = False, demoted: bool = False) -> FactionCode:
    """The faction code written ``letter`` (a hireling's, demoted or not): one record per code."""
    key = (letter, hireling, demoted)
    found = _CODES.get(key)
    if found is None:
        found = _CODES[key] = FactionCode(letter, hireling=hireling, demoted=demoted)
    return found


# A log writes the same pieces, clearings, hands and boards again and again (its warriors, its
# twelve clearings, about 150 hands and boards a reading of the 476-action log, issue 32): frozen
# values, each made once and shared, with what a piece's name works out kept with it. Each kind
# has its own table, keyed by plain values (a faction code by its letter and flags, which are its
# value): a record in a key is hashed by a Python call, and these are asked some 660 times a
# reading of that log.
_PIECES: dict[tuple, Piece] = {}
_CLEARINGS: dict[int, Clearing] = {}
_HANDS: dict[tuple, Hand] = {}
_BOARDS: dict[tuple, Board] = {}


def _one(table: dict, key: tuple | int, kind, *fields):
    """The one ``kind(*fields)`` of this process, kept in ``table`` by ``key`` (its value)."""
    found = table.get(key)
    if found is None:
        found = table[key] = kind(*fields)
    return found


def _piece(faction: FactionCode, type_: str, subtype: tuple[str, ...]) -> Piece:
    return _one(_PIECES, (faction.letter, faction.hireling, faction.demoted, type_, subtype), Piece, faction, type_,
                subtype)


def _clearing(number: int) -> Clearing:
    return _one(_CLEARINGS, number, Clearing, number)


def _hand(faction: FactionCode) -> Hand:
    return _one(_HANDS, (faction.letter, faction.hireling, faction.demoted), Hand, faction)


def _board(faction: FactionCode) -> Board:
    return _one(_BOARDS, (faction.letter, faction.hireling, faction.demoted), Board, faction)


def _digit(c: str) -> bool:
    return "0" <= c <= "9"  # str.isdigit would take any script's digits: "٣" is no clearing


def _upper(c: str) -> bool:
    return "A" <= c <= "Z"


def _placed(action: Action, line: int, col: int, text: str) -> Action:
    # Into the record's own dict, as its __init__ puts fields (a frozen record's __setattr__ refuses).
    action.__dict__.update(line=line, col=col, text=text)
    return action


def _marker_text(marker: Marker) -> str:
    return f"$_{marker.area}"


def _end_of_thing(s: str, at: int) -> int:
    """Where the thing written at ``at`` ends: at the next +, ), ^, -> or <->."""
    end = at + 1
    while end < len(s) and s[end] not in "+)^" and not s.startswith("->", end) and not s.startswith("<->", end):
        end += 1
    return end

"""A Rootlog game as typed data: frozen records for the header, the turns and every action.

The data says what the notation says, resolved where the spec resolves it: an omitted faction
is the current player's (``w->3`` on the Marquise's turn is a Marquise warrior), an omitted
count is 1, a forest's clearings are sorted, ``(2w+Cb_s)3->`` is two things that both start in
clearing 3. Defaults that depend on the thing (an omitted start is the supply for a piece,
the draw pile for a card; an omitted destination the supply or the discard pile) stay
``None``, as written, and :meth:`Move.steps` names them. So two spellings of one action are
equal data, and the writer (:mod:`rootboard.notation.writer`) may write either. They are
:mod:`rootboard.records`, not dataclasses: the 35 classes made as dataclasses cost every
``rootboard replay`` and ``import`` about 20 ms of its start, compiling their methods.

Every action keeps where it was read: its line and column (1-based) and its text as written.
These are not part of its value (``compare=False``): an action read back from a written log
equals the one that was written.

For a translation into rootboard's actions, each action kind carries: a :class:`Move` its
things (count, component, start) and its destinations; the components and places name their
faction by letter (:data:`rootboard.notation.vocabulary.FACTIONS` gives rootboard's id) and
their piece by its rootboard name where the spec gives one (:attr:`Piece.name`).
"""

from __future__ import annotations

from rootboard.records import field, record

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterator

from rootboard.messages import Message
from rootboard.notation import vocabulary as words


# --- who ---------------------------------------------------------------------------------------

@record(frozen=True)
class FactionCode:
    """A faction as Rootlog writes it: ``C``, or a hireling ``h_C`` (``h_Cd`` demoted)."""

    letter: str
    hireling: bool = False
    demoted: bool = False

    @property
    def code(self) -> str:
        return f"h_{self.letter}{'d' if self.demoted else ''}" if self.hireling else self.letter

    @property
    def faction_id(self) -> str | None:
        """rootboard's id of the faction (``"marquise"``); None for a hireling."""
        return None if self.hireling else words.FACTIONS.get(self.letter)

    @property
    def hireling_id(self) -> str | None:
        """rootboard's id of the hireling's card (``"forest-patrol"``); None for a faction."""
        return words.HIRELINGS[self.letter][2] if self.hireling else None

    @property
    def is_vagabond(self) -> bool:
        return not self.hireling and self.letter in words.VAGABONDS


# --- places --------------------------------------------------------------------------------------

@record(frozen=True)
class Clearing:
    number: int  # 1 to 12


@record(frozen=True)
class Burrow:
    """The Underground Duchy's Burrow, written ``0``."""


@record(frozen=True)
class Forest:
    clearings: tuple[int, ...]  # sorted, three or more

    @property
    def id(self) -> str:
        """``1_2_5_10``: rootboard's forest id, which is Rootlog's."""
        return "_".join(map(str, self.clearings))


@record(frozen=True)
class Path:
    """A path between two clearings (``5_9``): a place (Highway Bandits) or, moved with no
    destination, a closed path whose marker is removed."""

    low: int
    high: int


@record(frozen=True)
class Board:
    """A faction board (``$``, ``A$``), or an area of it (``$_r`` a Decree column, ``$_2`` a
    retinue column)."""

    faction: FactionCode
    area: str = ""

    @property
    def area_kind(self) -> str | None:
        """What the area is (``"decree-recruit"``); None for the whole board or an area the
        spec does not name for that faction."""
        if not self.area or self.faction.hireling:
            return None
        return words.BOARD_AREAS.get(self.faction.letter, {}).get(self.area)


@record(frozen=True)
class Hand:
    faction: FactionCode


@record(frozen=True)
class ItemSpace:
    """Where an item is on a Vagabond's board, or which side it shows: ``area`` s (satchel),
    d (damaged), t (track) or ""; ``state`` r (refreshed), e (exhausted) or "". As a start it
    picks the item (``%sde``: a damaged, exhausted sword); as a destination the item moves to
    the area, or flips to the state, and stays where it is otherwise."""

    area: str = ""
    state: str = ""


@record(frozen=True)
class Quests:
    """The available quests (``Q``)."""


@record(frozen=True)
class DiscardPile:
    """``*``: the discard pile, when a card is drawn from it (a start only)."""


Place = Clearing | Burrow | Forest | Path | Board | Hand | ItemSpace | Quests | DiscardPile


# --- what a marker is set to -----------------------------------------------------------------------

@record(frozen=True)
class Status:
    """A relationship's status: h, 0, 1, 2 or a (:data:`vocabulary.RELATIONSHIPS`)."""

    value: str


@record(frozen=True)
class Amount:
    """A number a marker is set to: a price (1 to 4), the Riverfolk's funds."""

    value: int


@record(frozen=True)
class SuitValue:
    """A suit a marker is set to: the Lizards' outcast."""

    suit: str


Value = Status | Amount | SuitValue


# --- things ------------------------------------------------------------------------------------------

@record(frozen=True)
class Piece:
    """``[Faction]<type>[_<subtype>...]``: ``Cb_s`` is Piece(C, "b", ("s",)). ``faction`` is the
    owner, written or the current player's."""

    faction: FactionCode
    type: str
    subtype: tuple[str, ...] = ()

    @property
    def name(self) -> str | None:
        """rootboard's name of the piece (``"sawmill"``, ``"fox-base"``, ``"raid"``); None when the
        spec names no such piece for its faction (the log says something rootboard cannot)."""
        # Asked of each piece again and again by a translation (1,600 times in a replay of the
        # 476-action log, issue 32): worked out once, kept in the instance's own dict (outside
        # the record's fields: equality, hashing and replace() ignore it).
        own = self.__dict__
        if "_name" not in own:
            own["_name"] = self._named()
        return own["_name"]

    def _named(self) -> str | None:
        key = (self.type, _first_kind(self.subtype))
        if self.faction.hireling:
            return words.HIRELING_PIECES.get(key) if not self.subtype else None
        name = words.PIECES.get(self.faction.letter, {}).get(key)
        if name is None or not _valid_rest(self.faction.letter, self.type, self.subtype):
            return None
        return name

    @property
    def value(self) -> int | None:
        """The points a flipped relic is worth (``t_3_j``); None otherwise."""
        return int(self.subtype[0]) if self._second_part() == words.VALUE_FIRST else None

    @property
    def face_down(self) -> str | None:
        """A waystation's face-down relic (``b_f_t``: "t"); None otherwise."""
        return self.subtype[1] if self._second_part() == words.FACE_DOWN_SECOND else None

    def _second_part(self) -> str | None:
        """What the piece's two-part subtype says (:data:`vocabulary.TWO_PARTS`), if it has a
        valid one."""
        if self.faction.hireling or len(self.subtype) != 2 or self.name is None:
            return None
        return words.TWO_PARTS.get((self.faction.letter, self.type))


def _first_kind(subtype: tuple[str, ...]) -> str:
    # A relic's value comes before its type (t_3_j): the type names the piece.
    if subtype and _is_digit(subtype[0]):
        return subtype[1] if len(subtype) > 1 else subtype[0]
    return subtype[0] if subtype else ""


def _is_digit(part: str) -> bool:
    return len(part) == 1 and "0" <= part <= "9"


def _valid_rest(letter: str, type_: str, subtype: tuple[str, ...]) -> bool:
    """Beyond its first part, a subtype says more only where the spec says so: a relic's value
    before its type (t_3_j), a waystation's face-down relic after its face-up one (b_f_t)."""
    if len(subtype) <= 1:
        return not (subtype and _is_digit(subtype[0]))
    form = words.TWO_PARTS.get((letter, type_))
    if len(subtype) > 2 or form is None:
        return False
    first, second = subtype
    if form == words.VALUE_FIRST:
        return first in words.RELIC_VALUES and second in words.RELIC_TYPES
    return first in words.RELIC_TYPES and second in words.RELIC_TYPES and first != second


@record(frozen=True)
class Card:
    """``[Suit]#[name]``: a suit letter or None (any or unknown), a name (abbreviation or
    written out, as in the log) or None (it does not matter)."""

    suit: str | None = None
    name: str | None = None

    def __init__(self, suit: str | None = None, name: str | None = None):
        # Its own: a log moves a card in nearly one action of three (issue 32).
        self.__dict__.update(suit=suit, name=name)

    @property
    def full_name(self) -> str | None:
        """The name written out (``sap`` -> ``sappers``)."""
        return words.card_name(self.name) if self.name else None

    @property
    def kind(self) -> str | None:
        """"leader", "character", "minister", "mood", "retainer"; None for the deck's cards."""
        return words.card_kind(self.name) if self.name else None


@record(frozen=True)
class Item:
    """``%<type>``; type None is ``%_``, every item in that place."""

    type: str | None


@record(frozen=True)
class Marker:
    """A marker on a board, ``[Faction]$_<area>``: a Vagabond's relationship with a faction
    (``$_C``), the Riverfolk's prices and funds, the Lizards' outcast, the Eyrie's whole Decree
    (``$_``)."""

    owner: FactionCode
    area: str

    @property
    def kind(self) -> str | None:
        """"relationship", "prices", "price-hand-card", "funds", "outcast", "decree", ...;
        None where the spec names no such marker for its owner."""
        if self.is_relationship:
            return words.RELATIONSHIP if self.owner.is_vagabond else None
        if self.owner.hireling:
            return None
        return words.MARKERS.get(self.owner.letter, {}).get(self.area)

    @property
    def is_relationship(self) -> bool:
        return len(self.area) == 1 and "A" <= self.area <= "Z"

    @property
    def toward(self) -> FactionCode | None:
        """The faction of a relationship marker."""
        return FactionCode(self.area) if self.is_relationship else None


@record(frozen=True)
class Landmark:
    """A landmark by Rootlog's name (:data:`vocabulary.LANDMARKS`), the Ferry among them."""

    name: str


Component = Piece | Card | Item | Marker | Landmark | Path


@record(frozen=True)
class Thing:
    """``count`` of ``what``, starting at ``start`` (None: as the spec's defaults say)."""

    count: int
    what: Component
    start: Place | None = None

    def __init__(self, count: int, what: Component, start: Place | None = None):
        # Its own, as rootboard.records allows: reading a log makes a thing for nearly every
        # action (445 for the 476-action log, issue 32), and this skips the general one's planning.
        self.__dict__.update(count=count, what=what, start=start)


# --- actions -------------------------------------------------------------------------------------

@record(frozen=True)
class Action:
    """Where an action was read: its line and column (1-based) and its text as written. Not
    part of its value."""

    line: int = field(default=0, compare=False, kw_only=True)
    col: int = field(default=0, compare=False, kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)


@record(frozen=True)
class Step:
    """One thing of a move to one destination (``w->3+11`` is two steps). ``start`` and ``to``
    None are the spec's defaults: a piece's supply, a card's draw pile (start) or discard pile
    (destination), an item's owner's board (start) or out of play (destination), a pawn's
    present place."""

    count: int
    what: Component
    start: Place | None
    to: Place | Value | None

    def __init__(self, count: int, what: Component, start: Place | None, to: Place | Value | None):
        # Its own, as rootboard.records allows: a replay makes a thousand steps of a log's moves.
        self.__dict__.update(count=count, what=what, start=start, to=to)


@record(frozen=True)
class Move(Action):
    """``things->destinations``. Destinations combined with ``+`` each receive the things
    (``w->5+6+12``: a warrior each), except an item's, which together say where it goes and
    how it lies (``%b->s+e``: to the satchel, exhausted). No destination: the supply, the
    discard pile, out of play (or, for a closed path, its marker removed)."""

    things: tuple[Thing, ...]
    to: tuple[Place | Value, ...] = ()

    def __init__(self, things: tuple[Thing, ...], to: tuple[Place | Value, ...] = (), *, line: int = 0,
                 col: int = 0, text: str = ""):
        # Its own (two actions in three of a log are moves, issue 32), in the fields' order.
        self.__dict__.update(things=things, to=to, line=line, col=col, text=text)

    def steps(self) -> Iterator[Step]:
        """Each thing to each destination; an item's board areas and states merged into one
        (``%b->s+e``: one step, to ItemSpace("s", "e"))."""
        # Made once per move and kept with it (a frozen record's value never changes; the
        # instance's own dict, outside its fields, so equality, hashing and replace() ignore
        # it): a replay reads a move's steps again and again (its translation, a battle's
        # aftermath, the passes over the whole log for plots and cards), about 1,800 times
        # for the 476-action log, each making its Step records anew (issue 32).
        made = self.__dict__.get("_steps")
        if made is None:
            made = self.__dict__["_steps"] = self._made_steps()
        return iter(made)

    def _made_steps(self) -> tuple[Step, ...]:
        # A plain loop into a list, not a generator: made for each of a log's moves, where the
        # generator's frame and its resumption at each step cost more than the steps (issue 32).
        to_places = self.to or (None,)
        destinations = _merged_item_spaces(self.to) or to_places
        made = []
        for thing in self.things:
            for to in destinations if isinstance(thing.what, Item) else to_places:
                made.append(Step(thing.count, thing.what, thing.start, to))
        return tuple(made)


def _merged_item_spaces(to: tuple) -> tuple:
    """(ItemSpace("s"), ItemSpace(state="e")) -> (ItemSpace("s", "e"),); () when they are not
    all item spaces, or name two areas or two states."""
    if len(to) < 2 or not all(isinstance(place, ItemSpace) for place in to):
        return ()
    areas = [place.area for place in to if place.area]
    states = [place.state for place in to if place.state]
    if len(areas) > 1 or len(states) > 1:
        return ()
    return (ItemSpace(areas[0] if areas else "", states[0] if states else ""),)


@record(frozen=True)
class Battle(Action):
    """``[attacker]X<defender><clearing>[<suit>@[<suit>@]][(<rolls>)]``: the defender's ambush
    suit, the attacker's (foiling it), and the rolls (aesthetic) when written."""

    attacker: FactionCode
    defender: FactionCode
    clearing: int
    ambush: str | None = None
    foil: str | None = None
    rolls: tuple[int, int] | None = None

    def __init__(self, attacker: FactionCode, defender: FactionCode, clearing: int, ambush: str | None = None,
                 foil: str | None = None, rolls: tuple[int, int] | None = None, *, line: int = 0, col: int = 0,
                 text: str = ""):
        # Its own, as Move's: a log's third most written action (issue 32).
        self.__dict__.update(attacker=attacker, defender=defender, clearing=clearing, ambush=ambush, foil=foil,
                             rolls=rolls, line=line, col=col, text=text)


@record(frozen=True)
class Reveal(Action):
    """``[cards][faction]^[target]``: cards (none: the whole hand) from ``faction``'s hand,
    shown to ``to`` (none: the whole table)."""

    faction: FactionCode
    cards: tuple[Thing, ...] = ()
    to: tuple[FactionCode, ...] = ()


@record(frozen=True)
class Flip(Action):
    """``[P]t<clearing>^<token>``: a face-down piece at ``at`` turns out to be ``becomes`` (a
    Corvid plot, a Keepers relic's value side)."""

    piece: Piece
    at: Place
    becomes: Piece


@record(frozen=True)
class Swap(Action):
    """``t<clearing><->t<clearing>``: two pieces change places (the Corvids' trick)."""

    first: Thing
    second: Thing


@record(frozen=True)
class Exposure(Action):
    """``?P<plot><clearing>``: ``faction`` (the current player) guesses the plot there; what
    follows says whether the guess was right."""

    faction: FactionCode
    plot: Piece
    clearing: int


@record(frozen=True)
class Craft(Action):
    """``Z<item>`` or ``Z<card name>``."""

    faction: FactionCode
    what: Item | Card


@record(frozen=True)
class Score(Action):
    """``[faction]++[n]`` (points > 0) or ``[faction]--[n]`` (points < 0)."""

    faction: FactionCode
    points: int

    def __init__(self, faction: FactionCode, points: int, *, line: int = 0, col: int = 0, text: str = ""):
        # Its own: a score is a log's second most written action (issue 32).
        self.__dict__.update(faction=faction, points=points, line=line, col=col, text=text)


@record(frozen=True)
class Dominance(Action):
    """``++-><board>``: ``faction``'s victory point marker goes to ``to``'s board (a dominance
    card's coalition, or the own board)."""

    faction: FactionCode
    to: FactionCode


@record(frozen=True)
class Hire(Action):
    """``<hireling>-><board>[n]``: ``faction`` takes control of ``hireling``, gaining ``markers``
    control markers when written."""

    hireling: FactionCode
    faction: FactionCode
    markers: int | None = None


# --- the log -------------------------------------------------------------------------------------

@record(frozen=True)
class Player:
    """``<Faction>: <name>``; ``before_turn`` the index of the turn it comes before (Advanced
    Setup writes each player's setup turn right after its player line)."""

    faction: FactionCode
    name: str
    before_turn: int = 0
    line: int = field(default=0, compare=False, kw_only=True)


@record(frozen=True)
class Turn:
    """``<Faction>:<action>/<action>/...``; ``setup`` for a faction's first turn, its setup."""

    faction: FactionCode
    actions: tuple[Action, ...]
    setup: bool = False
    line: int = field(default=0, compare=False, kw_only=True)

    def __init__(self, faction: FactionCode, actions: tuple[Action, ...], setup: bool = False, *, line: int = 0):
        # Its own, as rootboard.records allows: one for each turn line of a log, made with its
        # line by name, which the general one takes by its slower path (issue 32).
        self.__dict__.update(faction=faction, actions=actions, setup=setup, line=line)


@record(frozen=True)
class Comment:
    """A comment (``// ...``), kept where it was: ``inline`` at the end of the line ``anchor``
    names, else on a line of its own before it. ``anchor`` is ("map",), ("turn", 3),
    ("player", 0), ("winner",), ("end",), ..."""

    text: str
    anchor: tuple
    inline: bool = False


@record(frozen=True)
class Note:
    """What the reader noticed and accepted (an old letter, a piece the spec does not name),
    at its line and column."""

    line: int
    col: int
    message: Message


@record(frozen=True)
class Rootlog:
    """A game: the header, the players, the turns, the winners and the comments. ``notes``
    (what the reader accepted with a remark) and ``source`` are not part of its value."""

    map: str
    deck: str
    clearings: tuple[str, ...] | None = None  # the suit of clearing 1, 2, ... 12
    landmarks: tuple[Action, ...] | None = None  # their setup (<landmark>-><clearing>)
    hirelings: tuple[FactionCode, ...] | None = None
    hireling_setup: tuple[Action, ...] = ()
    pool: tuple[FactionCode, ...] | None = None
    players: tuple[Player, ...] = ()
    turns: tuple[Turn, ...] = ()
    winner: tuple[FactionCode, ...] | None = None
    comments: tuple[Comment, ...] = ()
    notes: tuple[Note, ...] = field(default=(), compare=False)
    source: str = field(default="", compare=False)

    @property
    def map_id(self) -> str:
        """rootboard's map (``"autumn"`` for Fall)."""
        return words.MAPS[self.map]

    def actions(self) -> Iterator[tuple[Turn | None, Action]]:
        """Every action in order: the header's setups (turn None), then each turn's."""
        for action in (*(self.landmarks or ()), *self.hireling_setup):
            yield None, action
        for turn in self.turns:
            for action in turn.actions:
                yield turn, action

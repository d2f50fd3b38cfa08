"""Factions and their piece inventories: rules data as typed constants.

Counts come from each faction's setup section and the Components appendix (cited "B"), as
digested in shared/rules/RULES.md 3.1. Where the digest tags a number **unconfirmed**
(per-suit splits of gardens and trade posts, hireling pieces, landmarks), the constant
says so in ``unconfirmed`` so it is easy to find and change.

Only what the rules engine needs is here: how many of each piece exist (1.5.1), what
kind it is (warriors and buildings rule, 2.5; buildings fill slots, 2.2.3), which pieces
are limited to one per clearing, and the abilities that bend movement and rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rootboard.board.mapfile import did_you_mean
from rootboard.errors import BadInput
from rootboard.game.unconfirmed import HIRELINGS as _HIRELING_CARDS
from rootboard.messages import Template

PIECE_PER_SUIT = Template("input.piece-per-suit", "{faction:faction} has one {piece} per suit: name it ({choices}), or put it "
                          "in a clearing whose suit is known")
NO_SUCH_PIECE = Template("input.no-such-piece", "{faction:faction} has no piece {piece!r}; its pieces are: {choices}")
NO_SUCH_PIECE_MEANT = Template("input.no-such-piece-meant",
                               "{faction:faction} has no piece {piece!r}; {meant} Its pieces are: {choices}")
NO_SUCH_FACTION = Template("input.no-such-faction", "unknown faction {name!r}; known: {choices}")
NO_SUCH_FACTION_MEANT = Template("input.no-such-faction-meant", "unknown faction {name!r}; {meant} Known: {choices}")

# Kinds of piece. Warriors and buildings count for rule (2.5); pawns and tokens never do.
WARRIOR = "warrior"
PAWN = "pawn"
BUILDING = "building"
TOKEN = "token"
ITEM = "item"  # owned by no faction (16.6.13); here only the Scoundrel's placed torch
MARKER = "marker"  # the map's own pieces: ruins, closed-path markers
LANDMARK = "landmark"  # Ferry, Tower and the landmark cards' pieces (16.5)

RULING_KINDS = frozenset({WARRIOR, BUILDING})  # 2.5
MOVING_KINDS = frozenset({WARRIOR, PAWN})  # 4.2: a move takes warriors and pawns

MAP = "map"  # the owner name of the map's own pieces in GameState.board_pieces()
SUITS = ("fox", "mouse", "rabbit")


@dataclass(frozen=True)
class OnePerClearing:
    """Pieces of which a clearing may hold only one (any piece of the group counts)."""

    group: str
    section: str


@dataclass(frozen=True)
class PieceType:
    name: str  # lower-case, as on the faction board; the CLI name
    kind: str
    count: int  # how many are in the box (1.5.1)
    section: str  # where the count or the piece comes from
    one_per_clearing: OnePerClearing | None = None
    fills_slot: bool = False  # buildings (2.2.3) and ruins (2.2.4)
    unconfirmed: bool = False
    note: str = ""


@dataclass(frozen=True)
class Faction:
    id: str  # the CLI name
    title: str
    chapter: str  # the Law chapter of the faction
    pieces: tuple[PieceType, ...]
    seated: bool = True  # takes turns (players); hirelings and the map do not
    nimble: str | None = None  # section letting it move regardless of rule
    swimmers: bool = False  # Riverfolk: rivers are paths, river moves need no rule (11.2.2)
    vagabond: bool = False
    hireling: bool = False
    _index: dict = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "_index", {p.name: p for p in self.pieces})

    def piece(self, name: str, suit: str | None = None) -> PieceType:
        """The piece type called ``name``; BadInput lists the faction's pieces.

        Pieces that come in one kind per suit (gardens, trade posts) may be named without
        the suit ("garden") when ``suit`` says which: the suit of the clearing they go to."""
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        found = self._index.get(key) or self._index.get(key.rstrip("s"))  # "warriors" is fine too
        if found is None and suit is not None:
            found = self._index.get(f"{suit}-{key}") or self._index.get(f"{suit}-{key.rstrip('s')}")
        if found is None:
            per_suit = [n for n in self._index if n.split("-", 1)[-1] in (key, key.rstrip("s"))]
            if per_suit:
                raise BadInput(PIECE_PER_SUIT(faction=self.id, piece=key, choices=per_suit))
            close = _close(key, self._index)
            if close:
                raise BadInput(NO_SUCH_PIECE_MEANT(faction=self.id, piece=name, meant=did_you_mean(close),
                                                   choices=list(self._index)))
            raise BadInput(NO_SUCH_PIECE(faction=self.id, piece=name, choices=list(self._index)))
        return found

    def has_piece(self, name: str) -> bool:
        return name in self._index


def _p(name, kind, count, section, **extra) -> PieceType:
    if kind == BUILDING:
        extra.setdefault("fills_slot", True)
    return PieceType(name, kind, count, section, **extra)


def _per_suit(stem: str, kind: str, each: int, section: str, **extra) -> tuple[PieceType, ...]:
    return tuple(_p(f"{suit}-{stem}", kind, each, section, **extra) for suit in SUITS)


_PLOT = OnePerClearing("plot", "13.2.2.II")  # one plot token per clearing, whatever its kind
_TRADE_POST = OnePerClearing("trade-post", "11.5.6.I")

MARQUISE = Faction("marquise", "Marquise de Cat", "6", (
    _p(WARRIOR, WARRIOR, 25, "B"),
    _p("sawmill", BUILDING, 6, "B"),
    _p("workshop", BUILDING, 6, "B"),
    _p("recruiter", BUILDING, 6, "B"),
    _p("wood", TOKEN, 8, "B"),
    # Only the Marquise may place pieces in its clearing; once removed it never returns (6.2.2).
    _p("keep", TOKEN, 1, "6.2.2"),
))

EYRIE = Faction("eyrie", "Eyrie Dynasties", "7", (
    _p(WARRIOR, WARRIOR, 20, "B"),
    # Decree Build puts a roost only where the Eyrie have none (7.5.2.IV).
    _p("roost", BUILDING, 7, "B", one_per_clearing=OnePerClearing("roost", "7.5.2.IV")),
))

ALLIANCE = Faction("alliance", "Woodland Alliance", "8", (
    _p(WARRIOR, WARRIOR, 10, "B"),  # officers are warriors on the board, not on the map
    # One base per suit (8.4.1).
    *_per_suit("base", BUILDING, 1, "B"),
    _p("sympathy", TOKEN, 10, "B", one_per_clearing=OnePerClearing("sympathy", "8.2.5.I")),
))


def _vagabond(fid: str, title: str) -> Faction:
    return Faction(fid, title, "9", (
        # Not a warrior: never rules, cannot be removed (9.2.2).
        _p(PAWN, PAWN, 1, "9.2.2"),
        # The Scoundrel's exhausted torch, placed by Scorched Earth (16.3.6). An item, not a
        # faction piece (16.6.10); kept here because its owner matters: he may not return.
        _p("torch", ITEM, 1, "16.3.6", note="Scoundrel only"),
    ), nimble="9.2.3", vagabond=True)


VAGABOND = _vagabond("vagabond", "Vagabond")
VAGABOND2 = _vagabond("vagabond2", "Second Vagabond")  # Riverfolk expansion (B.2)

RIVERFOLK = Faction("riverfolk", "Riverfolk Company", "11", (
    _p(WARRIOR, WARRIOR, 15, "B"),
    # 9 trade posts; the 3-per-suit split is unconfirmed (RULES.md 3.1). Removed ones leave
    # the game (11.2.5.I).
    *_per_suit("trade-post", TOKEN, 3, "B", one_per_clearing=_TRADE_POST, unconfirmed=True),
), swimmers=True)

LIZARDS = Faction("lizards", "Lizard Cult", "10", (
    _p(WARRIOR, WARRIOR, 25, "B"),
    # 15 gardens; the 5-per-suit split is unconfirmed (RULES.md 3.1).
    *_per_suit("garden", BUILDING, 5, "B", unconfirmed=True),
))

DUCHY = Faction("duchy", "Underground Duchy", "12", (
    _p(WARRIOR, WARRIOR, 20, "B"),
    _p("citadel", BUILDING, 3, "B"),
    _p("market", BUILDING, 3, "B"),
    _p("tunnel", TOKEN, 3, "12.2.4", one_per_clearing=OnePerClearing("tunnel", "12.5.1.V")),
))

CORVIDS = Faction("corvids", "Corvid Conspiracy", "13", (
    _p(WARRIOR, WARRIOR, 15, "B"),
    _p("bomb", TOKEN, 2, "13.2.2", one_per_clearing=_PLOT),
    _p("snare", TOKEN, 2, "13.2.2", one_per_clearing=_PLOT),
    _p("extortion", TOKEN, 2, "13.2.2", one_per_clearing=_PLOT),
    _p("raid", TOKEN, 2, "13.2.2", one_per_clearing=_PLOT),
), nimble="13.2.3")

HUNDREDS = Faction("hundreds", "Lord of the Hundreds", "14", (
    _p(WARRIOR, WARRIOR, 20, "B"),
    # The warlord is a warrior (14.2.2): rules, removable only in battle, moved only on the
    # Hundreds' own turn.
    _p("warlord", WARRIOR, 1, "14.2.2"),
    _p("stronghold", BUILDING, 6, "B"),
    _p("mob", TOKEN, 5, "B.4", one_per_clearing=OnePerClearing("mob", "14.6.1")),
))

KEEPERS = Faction("keepers", "Keepers in Iron", "15", (
    _p(WARRIOR, WARRIOR, 15, "B"),
    _p("waystation", BUILDING, 3, "B", one_per_clearing=OnePerClearing("waystation", "15.4.1")),
    # 12 relics, 4 of each type (15.2.1). They start in forests (15.3.1) and may stand there.
    _p("figure", TOKEN, 4, "15.2.1"),
    _p("tablet", TOKEN, 4, "15.2.1"),
    _p("jewelry", TOKEN, 4, "15.2.1"),
))

RELICS = frozenset({"figure", "tablet", "jewelry"})  # 15.2.1


def _hireling(n: int) -> Faction:
    # The unnamed hirelings of game files written before the named ones (docs/game-format.md):
    # they still open and play, with control set by hand; new games name their hirelings.
    # 12 warriors covers the largest setup (Forest Patrol: one in every clearing).
    return Faction(f"hireling{n}", f"Hireling {n}", "16.4", (
        _p(WARRIOR, WARRIOR, 12, "16.4", unconfirmed=True),
        _p(PAWN, PAWN, 1, "16.4", unconfirmed=True, note="the Exile, Flotilla, Protector"),
    ), seated=False, hireling=True)


UNNAMED_HIRELINGS = tuple(_hireling(n) for n in (1, 2, 3))

# The kinds of the hireling cards' pieces (unconfirmed.HIRELINGS names them): footholds are
# tokens, vaults buildings (Law EN'24 B.4, B.10, as SETUP.md reads them).
_HIRELING_PIECE_KINDS = {"warrior": WARRIOR, "pawn": PAWN, "foothold": TOKEN, "vault": BUILDING}


def card_title(card_id: str) -> str:
    """'forest-patrol' -> 'Forest Patrol': the card's printed name, from its id."""
    return " ".join(w.capitalize() for w in card_id.split("-"))


def _named_hireling(card_id: str, card: dict) -> Faction:
    pieces = tuple(_p(name, _HIRELING_PIECE_KINDS[name], n, "16.4", unconfirmed=True)
                   for name, n in card["pieces"].items())
    return Faction(card_id, card_title(card_id), "16.4", pieces, seated=False, hireling=True)


# The thirteen hireling cards (16.4; their data is unconfirmed, see unconfirmed.HIRELINGS).
NAMED_HIRELINGS = tuple(_named_hireling(cid, card) for cid, card in _HIRELING_CARDS.items())

# The map's own pieces. Ruins cover R slots (2.2.4); their count comes from the board.
MAP_PIECES = Faction(MAP, "the map", "16.2", (
    _p("ruin", MARKER, 4, "2.2.4", fills_slot=True),
    _p("closed-path", MARKER, 6, "16.2.3.I"),  # stands on paths, not in areas
    # Cannot be battled or removed (16.2.2.V); landmarks neither (16.5.1.I).
    _p("ferry", LANDMARK, 1, "16.2.2.V"),
    _p("tower", LANDMARK, 1, "16.2.3.IV"),
    _p("black-market", LANDMARK, 1, "16.5", unconfirmed=True),
    _p("lost-city", LANDMARK, 1, "16.5", unconfirmed=True),
    _p("legendary-forge", LANDMARK, 1, "16.5", unconfirmed=True),
    # Adds one building slot to its clearing (RULES.md 6.3, unconfirmed).
    _p("elder-treetop", LANDMARK, 1, "16.5", unconfirmed=True),
), seated=False)

ELDER_TREETOP_EXTRA_SLOTS = 1  # unconfirmed (LM-data), RULES.md 6.3

PLAYER_FACTIONS = (MARQUISE, EYRIE, ALLIANCE, VAGABOND, VAGABOND2, RIVERFOLK, LIZARDS, DUCHY,
                   CORVIDS, HUNDREDS, KEEPERS)
FACTIONS: dict[str, Faction] = {f.id: f for f in (*PLAYER_FACTIONS, *NAMED_HIRELINGS, *UNNAMED_HIRELINGS, MAP_PIECES)}


# (faction, piece) -> kind, for the hot loops of rule checks.
KINDS: dict[tuple[str, str], str] = {(f.id, p.name): p.kind for f in FACTIONS.values() for p in f.pieces}


def faction(name: str) -> Faction:
    """The faction called ``name`` on the command line; BadInput lists the names."""
    key = name.strip().lower()
    if key in FACTIONS:
        return FACTIONS[key]
    close = _close(key, FACTIONS)
    if close:
        raise BadInput(NO_SUCH_FACTION_MEANT(name=name, meant=did_you_mean(close), choices=list(FACTIONS)))
    raise BadInput(NO_SUCH_FACTION(name=name, choices=list(FACTIONS)))


def _close(typed: str, names) -> list[str]:
    """The names most like a near miss ("marqise": marquise), for a did-you-mean."""
    from rootboard.board.mapfile import close_matches

    return close_matches(typed, names, cutoff=0.75)


# Short names for sentences ("Marquise rules neither clearing 5 nor clearing 1").
SHORT_NAMES = {
    "marquise": "Marquise", "eyrie": "Eyrie", "alliance": "Alliance", "vagabond": "Vagabond",
    "vagabond2": "second Vagabond", "riverfolk": "Riverfolk", "lizards": "Lizard Cult",
    "duchy": "Duchy", "corvids": "Corvids", "hundreds": "Hundreds", "keepers": "Keepers",
    MAP: "the map",
}


def short_name(fid: str) -> str:
    if fid in SHORT_NAMES:
        return SHORT_NAMES[fid]
    return FACTIONS[fid].title if fid in FACTIONS else fid

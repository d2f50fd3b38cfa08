"""The kinds of piece and what a piece type says of itself: rules data shared by every faction.

Warriors and buildings count for rule (2.5); pawns and tokens never do. Buildings fill a
building slot (2.2.3), as ruins do (2.2.4). Some pieces stand one to a clearing. A piece type
also says, as data, what the Law says of it wherever it is: which faction's rule a
suited piece follows (its section), whether it is placed face down (Corvid plots, 13.2.2),
whether it may stand in a forest (the Vagabond's pawn 9.3.2, the Keepers' relics 15.3.1).
Nothing here knows any faction: each faction's module (rootboard.game.factions) lists its own
pieces with these types.
"""

from __future__ import annotations

from rootboard.records import record

WARRIOR = "warrior"
PAWN = "pawn"
BUILDING = "building"
TOKEN = "token"
ITEM = "item"  # owned by no faction (16.6.13); on the map only as the Scoundrel's placed torch
MARKER = "marker"  # the map's own pieces: ruins, closed-path markers
LANDMARK = "landmark"  # Ferry, Tower and the landmark cards' pieces (16.5)

RULING_KINDS = frozenset({WARRIOR, BUILDING})  # 2.5
MOVING_KINDS = frozenset({WARRIOR, PAWN})  # 4.2: a move takes warriors and pawns

MAP = "map"  # the owner of the map's own pieces (ruins, the Ferry, the Tower, landmarks)
SUITS = ("fox", "mouse", "rabbit")

# Where pieces are when not in an area: their owner's supply (16.6.30), or out of the game
# (the keep 6.2.2, trade posts 11.2.5.I, explored ruins 9.5.3).
SUPPLY = "supply"
OUT = "out"


@record(frozen=True)
class OnePerClearing:
    """Pieces of which a clearing may hold only one (any piece of the group counts)."""

    group: str
    section: str


@record(frozen=True)
class PieceType:
    name: str  # lower-case, as on the faction board; the CLI name
    kind: str
    count: int  # how many are in the box (1.5.1)
    section: str  # where the count or the piece comes from
    one_per_clearing: OnePerClearing | None = None
    fills_slot: bool = False  # buildings (2.2.3) and ruins (2.2.4)
    unconfirmed: bool = False
    note: str = ""
    suit_section: str | None = None  # one per suit: goes only where its suit matches (that section)
    # Placed face down unless said otherwise, its kind its owner's secret: the name the table
    # sees it by while it is face down ("plot"), or None.
    face_down: str | None = None
    in_forests: bool = False  # may stand in a forest


def piece(name: str, kind: str, count: int, section: str, **extra) -> PieceType:
    """A piece type; buildings fill slots (2.2.3)."""
    if kind == BUILDING:
        extra.setdefault("fills_slot", True)
    return PieceType(name, kind, count, section, **extra)


def per_suit(stem: str, kind: str, each: int, section: str, **extra) -> tuple[PieceType, ...]:
    """One piece type per suit ("fox-garden", ...), each going only to its suit's clearings."""
    return tuple(piece(f"{suit}-{stem}", kind, each, section, **extra) for suit in SUITS)


def plural_piece(name: str) -> str:
    """The English plural of a piece's name, the catalogue's msgid for it: 'warriors',
    'sawmills'; 'wood' and 'sympathy' tokens, and names ending in s, stay as they are."""
    return name if name.endswith(("s", "y", "wood")) else f"{name}s"


def plural_item(item: str) -> str:
    """The English plural of a Vagabond item, the catalogue's msgid for it: 'swords', 'torches'."""
    return f"{item}es" if item.endswith(("ch", "sh")) else f"{item}s"

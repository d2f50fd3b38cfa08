"""Rootlog's words: the letters and names of the notation (Rootlog v2.8), as data.

Each table is a table of the spec (``Rootlog_V2.md``): its factions, suits, maps, decks,
landmarks, hirelings, piece types and their faction-specific subtypes, items, item states
and Vagabond board areas, the board markers of the factions' special syntax, and the card
abbreviations. Where the notation names something rootboard also names, the table says what
rootboard calls it (``"C"`` is rootboard's ``"marquise"``, ``b_s`` of the Marquise its
``"sawmill"``), so a translation into rootboard's actions looks names up here and never
spells a letter itself. Nothing here is derived from a board: clearing numbers stay numbers.

The names of the Eyrie's leaders, the Vagabond's characters, the Duchy's ministers and the
Hundreds' moods are not listed by the spec ("all lower case"); they are the printed cards'
names, written the spec's way.
"""

from __future__ import annotations

#: The spec's faction letters -> rootboard's faction ids.
FACTIONS = {
    "C": "marquise", "E": "eyrie", "A": "alliance", "V": "vagabond", "G": "vagabond2",
    "L": "lizards", "O": "riverfolk", "D": "duchy", "P": "corvids", "H": "hundreds", "K": "keepers",
}

#: Hireling types (``h_<letter>``): the spec's names (promoted / demoted), and the id rootboard
#: gives the card (its promoted side).
HIRELINGS = {
    "C": ("Forest Patrol", "Feline Physicians", "forest-patrol"),
    "E": ("Last Dynasty", "Bluebird Nobles", "last-dynasty"),
    "A": ("Spring Uprising", "Rabbit Scouts", "spring-uprising"),
    "V": ("The Outcast", "The Brigand", "the-exile"),
    "L": ("Warm Sun Prophets", "Lizard Envoys", "warm-sun-prophets"),
    "O": ("Riverfolk Flotilla", "Otter Divers", "riverfolk-flotilla"),
    "D": ("Sunward Expedition", "Mole Artisans", "sunward-expedition"),
    "P": ("Corvid Spies", "Raven Guards", "corvid-spies"),
    "H": ("Flame Bearers", "Rat Ravagers", "flame-bearers"),
    "K": ("Vault Keepers", "Badger Bodyguards", "vault-keepers"),
    "T": ("Highway Bandits", "Bandit Guilds", "highway-bandits"),
    "S": ("Furious Protector", "Stoic Protector", "furious-protector"),
    "J": ("Woodland Band", "Traveling Band", "popular-band"),
}
#: Hireling letters that are no faction's letter: the spec's own examples write ``Sp->9`` for
#: the Furious Protector's pawn, so these are read as that hireling (with a note).
BARE_HIRELINGS = frozenset(HIRELINGS) - frozenset(FACTIONS)

#: Suits: letter -> rootboard's suit name. Clearings have no bird suit.
SUITS = {"B": "bird", "F": "fox", "M": "mouse", "R": "rabbit"}
CLEARING_SUITS = frozenset(SUITS) - {"B"}

#: Maps: the name Rootlog writes -> rootboard's shipped map. Only Fall's suits are printed.
MAPS = {"Fall": "autumn", "Winter": "winter", "Lake": "lake", "Mountain": "mountain"}
PRINTED_SUITS = frozenset({"Fall"})
DECKS = ("Standard", "E&P")
CLEARINGS = range(1, 13)  # "1-12, according to the Law of Rootbotics map diagrams"
BURROW = 0  # the Underground Duchy's Burrow, written as clearing 0

#: Landmarks (``<landmark>-><clearing>``) -> rootboard's landmark ids.
LANDMARKS = {
    "treetop": "elder-treetop", "city": "lost-city", "market": "black-market",
    "forge": "legendary-forge", "ferry": "ferry", "tower": "tower",
}
FERRY = "ferry"
FERRY_LETTER = "f"  # "ferry or f"; a piece letter too ("f = ferry (Lake map only)")
OLD_FERRY_LETTER = "r"  # the raft, before 2.8 ("BREAKING CHANGE: ... from r to f")

#: Piece types: letter -> rootboard's kind of piece.
PIECE_TYPES = {"w": "warrior", "p": "pawn", "b": "building", "t": "token"}

#: Items: letter -> rootboard's item name (clubs are the Outcast hireling's).
ITEMS = {"s": "sword", "b": "bag", "c": "coins", "x": "crossbow", "h": "hammer", "t": "tea",
         "r": "torch", "f": "boot", "u": "club"}
ALL_ITEMS = "_"  # %_: every item in that place
ITEM_STATES = {"r": "refreshed", "e": "exhausted"}
ITEM_AREAS = {"s": "satchel", "d": "damaged", "t": "track"}  # the Vagabond's board

#: A Vagabond's relationship with a faction: h Hostile, 0 Indifferent, 1 and 2, a Allied.
RELATIONSHIPS = {"h": "hostile", "0": "indifferent", "1": "one", "2": "two", "a": "allied"}


def _suited(stem: str) -> dict[str, str]:
    return {letter.lower(): f"{name}-{stem}" for letter, name in SUITS.items() if letter in CLEARING_SUITS}


_RELICS = {"f": "figure", "t": "tablet", "j": "jewelry"}

#: The pieces each faction's letters name: faction letter -> (piece type, subtype) -> rootboard's
#: piece name. The subtype is what follows the first ``_`` (``b_s`` is ("b", "s")); "" is none.
PIECES: dict[str, dict[tuple[str, str], str]] = {
    "C": {("w", ""): "warrior", ("b", "s"): "sawmill", ("b", "w"): "workshop", ("b", "r"): "recruiter",
          ("t", ""): "wood", ("t", "k"): "keep"},
    "E": {("w", ""): "warrior", ("b", ""): "roost"},
    "A": {("w", ""): "warrior", ("t", ""): "sympathy",
          **{("b", s): name for s, name in _suited("base").items()}},
    "V": {("p", ""): "pawn"},
    "G": {("p", ""): "pawn"},
    "L": {("w", ""): "warrior", **{("b", s): name for s, name in _suited("garden").items()}},
    "O": {("w", ""): "warrior", **{("t", s): name for s, name in _suited("trade-post").items()}},
    "D": {("w", ""): "warrior", ("b", "c"): "citadel", ("b", "m"): "market", ("t", ""): "tunnel"},
    # A face-down plot is "t"; its kind is hidden until it is flipped (t3^t_e).
    "P": {("w", ""): "warrior", ("t", ""): "plot", ("t", "b"): "bomb", ("t", "s"): "snare",
          ("t", "r"): "raid", ("t", "e"): "extortion"},
    "H": {("w", ""): "warrior", ("w", "w"): "warlord", ("b", ""): "stronghold", ("t", ""): "mob"},
    "K": {("w", ""): "warrior",
          **{("t", s): name for s, name in _RELICS.items()},
          **{("b", s): "waystation" for s in _RELICS}},
}
#: A hireling's pieces are named by their kind (its card has no others).
HIRELING_PIECES = {(letter, ""): kind for letter, kind in PIECE_TYPES.items()}

#: Pieces whose subtype has two parts: (faction letter, type) -> what the parts say. A flipped
#: relic's value comes first (t_3_j: jewelry worth 3); a waystation's face-down relic second
#: (b_f_t: the figure up, the tablet down).
VALUE_FIRST = "value-first"
FACE_DOWN_SECOND = "face-down-second"
TWO_PARTS = {("K", "t"): VALUE_FIRST, ("K", "b"): FACE_DOWN_SECOND}
RELIC_TYPES = frozenset(_RELICS)
RELIC_VALUES = frozenset("123")

#: Board markers of the special syntax (``[Faction]$_<area>`` moved to a value), by the owner's
#: letter: area -> what it is. A Vagabond's ``$_<Faction>`` is its relationship with that faction.
MARKERS = {
    "E": {"": "decree"},  # $_-> discards the whole Decree, viziers and leader
    "O": {"": "prices", "h": "price-hand-card", "r": "price-riverboats", "m": "price-mercenaries", "f": "funds"},
    "L": {"o": "outcast", "ho": "hated-outcast"},
}
RELATIONSHIP = "relationship"
VAGABONDS = frozenset({"V", "G"})

#: Board areas cards go to (``$_<area>`` as a place): the Decree's columns, the retinue's.
BOARD_AREAS = {
    "E": {"r": "decree-recruit", "m": "decree-move", "x": "decree-battle", "b": "decree-build"},
    "K": {"1": "retinue-1", "2": "retinue-2", "3": "retinue-3"},
}

#: The card abbreviations of the spec -> the card's name, lower case without spaces.
ABBREVIATIONS = {
    "@": "ambush", "dom": "dominance",
    # Standard deck
    "armor": "armorers", "bank": "betterburrowbank", "brutal": "brutaltactics",
    "command": "commandwarren", "cob": "cobbler", "codeb": "codebreakers", "favor": "favor",
    "royal": "royalclaim", "sap": "sappers", "scout": "scoutingparty", "stand": "standanddeliver",
    "tax": "taxcollector",
    # Exiles & Partisans deck
    "boat": "boatbuilders", "charm": "charmoffensive", "coffin": "coffinmakers",
    "cplans": "corvidplanners", "emi": "eyrieemigre", "false": "falseorders", "part": "partisans",
    "inform": "informants", "league": "leagueofadventurousmice", "engrave": "masterengravers",
    "murine": "murinebroker", "prop": "propagandabureau", "sabo": "saboteurs",
    "soup": "soupkitchens", "swap": "swapmeet", "tun": "tunnels",
    # Quest cards
    "errand": "errand", "bandits": "expelbandits", "bear": "fendoffabear", "escort": "escort",
    "funds": "fundraising", "speech": "giveaspeech", "guard": "guardduty", "logs": "logistics",
    "shed": "repairashed",
}
#: Crafted cards whose effect rootboard checks -> the effect's id in rootboard's Law (Law.effects).
EFFECT_CARDS = {"boatbuilders": "boat-builders", "tunnels": "tunnels"}
#: Cards in play that let their owner move in ways rootboard does not model -> the ids of the
#: refusals they may answer (Corvid Planners: move regardless of rule, RULES.md 4.11, unconfirmed).
MOVE_CARDS = {"corvidplanners": ("move.rules-neither",)}

#: Cards whose suit is part of their name when crafted (``ffavor``, ``fpart``).
SUITED_CARDS = frozenset({"favor", "part"})

#: Cards that are no part of the deck, by kind.
CARD_KINDS = {
    "leader": frozenset({"builder", "charismatic", "commander", "despot"}),
    "character": frozenset({"adventurer", "arbiter", "harrier", "ranger", "ronin", "scoundrel", "thief",
                            "tinker", "vagrant"}),
    "minister": frozenset({"captain", "marshal", "foremole", "banker", "brigadier", "mayor", "baronofdirt",
                           "duchessofmud", "earlofstone"}),
    "mood": frozenset({"bitter", "grandiose", "jubilant", "lavish", "relentless", "rowdy", "stubborn",
                       "wrathful"}),
    "retainer": frozenset({"faith"}),
}


def card_name(name: str) -> str:
    """A card's name written out: an abbreviation of the spec gives its name (``sap`` ->
    ``sappers``); a crafted suited card loses its suit letter (``fpart`` -> ``partisans``)."""
    if name in ABBREVIATIONS:
        return ABBREVIATIONS[name]
    if name[:1] in "fmr" and name[1:] in SUITED_CARDS:
        return ABBREVIATIONS[name[1:]]
    return name


def card_kind(name: str) -> str | None:
    """"leader", "character", "minister", "mood" or "retainer" for those cards; None for the deck's."""
    for kind, names in CARD_KINDS.items():
        if name in names:
            return kind
    return None

"""The Lord of the Hundreds's board (14.2.4, 14.4.4, 14.6.2, 14.7): the Hoard's two tracks and what
they print, the mood kept in the Mood Card slot, and the Oppress points, as rootboard reads them
from a position.

The Hoard is the Hundreds' Crafted Items box (14.2.4): its items are ``state.crafted``'s box of
the Hundreds (rootboard.game.crafted), each on the track of its kind; nothing is stored twice.
The mood is kept in ``state.boards["hundreds"]``, a JSON dict::

    {"mood": "bitter" | "grandiose" | ... }   # the mood card in the Mood Card slot (14.4.4, 14.7)

An untouched board (no dict) is the Stubborn mood placed at setup (14.3.4).

Sources of the printed values. The Law (Vagabottos/root ``src/assets/i18n/rules/en-US.yml`` at
272f577) prints each: the tracks' items and Command and Prowess by the items on them (14.2.4,
"With no items, they have 1 ...; with one or two items, they have 2; with three items, they
have 3; with four items, they have 4"), the Oppress points (14.6.2), the moods with their items
(14.7) and Jubilant's and Lavish's counts (14.7.3, 14.7.4). Two reference texts in the public
code index (a Hundreds strategy guide and a rules-teaching page) and Leder's card texts
(LederCards/cards, ``content/card-data/root/en-US/marauders.yml``: the moods) agree with it, so
none is marked unconfirmed; the Law's "sack" is the card catalogue's "bag". No engine searched
(GAIGResearch/TabletopGames, mdfeinstein/rootgame, Tyler-B-Lee/ROOTRL) models the Hundreds.
Each value lives here, in one place (tests read them from here, never retype them).
"""

from __future__ import annotations

from rootboard.game.kinds import WARRIOR  # noqa: F401 (its warriors, for the actions)
from rootboard.messages import Template

HUNDREDS = "hundreds"
WARLORD = "warlord"
MOB = "mob"
STRONGHOLD = "stronghold"

# --- printed on the board (the Law's values, secondary texts agreeing: see the module's docstring) ---
#: The Command track's items and the Prowess track's (14.2.4).
COMMAND_ITEMS = frozenset({"boot", "bag", "coin"})  # the Law, 14.2.4
PROWESS_ITEMS = frozenset({"hammer", "tea", "sword", "crossbow"})  # the Law, 14.2.4
#: Command or Prowess by how many items are on the track (index: items, 0-4; Command holds three).
TRACK_VALUE = (1, 2, 2, 3, 4)  # the Law, 14.2.4
#: Oppress points by how many clearings are oppressed (14.6.2; index: clearings, 6 or more: the last).
OPPRESS_POINTS = (0, 1, 1, 2, 2, 3, 4)  # the Law, 14.6.2 ("one or two clearings, score one point" ...)
#: Each mood card and the item it shows (14.4.4: a mood showing an item in the Hoard is not chosen);
#: Lavish shows none (14.7.4). Two sources agree: the Law names each mood with its item (14.7.1-14.7.8,
#: Vagabottos/root en-US.yml at 272f577) and Leder's card texts show it (LederCards/cards,
#: content/card-data/root/en-US/marauders.yml, ROOT/14-ROOT/21). The Law's "sack" is the
#: catalogue's "bag" (rootboard.game.crafted.ITEM_SUPPLY).
MOODS = {
    "bitter": "hammer", "grandiose": "tea", "jubilant": "boot", "lavish": None,
    "relentless": "bag", "rowdy": "coin", "stubborn": "crossbow", "wrathful": "sword",
}
#: The moods' sections (14.7.1-14.7.8, the Law's order).
MOOD_SECTIONS = {"bitter": "14.7.1", "grandiose": "14.7.2", "jubilant": "14.7.3", "lavish": "14.7.4",
                 "relentless": "14.7.5", "rowdy": "14.7.6", "stubborn": "14.7.7", "wrathful": "14.7.8"}
#: Jubilant's mob rolls after an Incite in the warlord's clearing: "up to four times" (the Law,
#: 14.7.3; Leder's card ROOT/16 agrees).
JUBILANT_ROLLS = 4
#: Lavish's warriors placed in the warlord's clearing per item removed: "two" (the Law, 14.7.4;
#: Leder's card ROOT/17 agrees).
LAVISH_WARRIORS = 2
#: The mood set at setup (14.3.4, "Get Stubborn").
FIRST_MOOD = "stubborn"
#: The Evening draw before Rowdy (14.6.3: "Draw one card").
EVENING_DRAW = 1  # the Law, 14.6.3

MOOD_NAMES = {
    "bitter": Template("hundreds.mood.bitter", "Bitter"),
    "grandiose": Template("hundreds.mood.grandiose", "Grandiose"),
    "jubilant": Template("hundreds.mood.jubilant", "Jubilant"),
    "lavish": Template("hundreds.mood.lavish", "Lavish"),
    "relentless": Template("hundreds.mood.relentless", "Relentless"),
    "rowdy": Template("hundreds.mood.rowdy", "Rowdy"),
    "stubborn": Template("hundreds.mood.stubborn", "Stubborn"),
    "wrathful": Template("hundreds.mood.wrathful", "Wrathful"),
}

BAD_BOARD = Template("hundreds.board.bad", "the Lord of the Hundreds's board: {element}: {problem}")

KEYS = ("mood",)

# Their line in 'rootboard status' (rootboard.game.faction.Faction.status_line): the mood card in
# its slot (14.4.4) and the tracks the Hoard's items set (14.2.4).
STATUS = Template("hundreds.status", "{who:faction}: {mood}; Command {command}, Prowess {prowess}")


def mood_name(mood: str):
    """The mood's name, said in the run's language (a Message)."""
    return MOOD_NAMES[mood](MOOD_SECTIONS[mood])


def board_of(state) -> dict:
    return state.boards.get(HUNDREDS) or {}


def status_line(state):
    """Their board as the table sees it: the mood (Stubborn until one is chosen, 14.3.4), and
    Command and Prowess as the Hoard's items set them (14.2.4)."""
    return STATUS(who=HUNDREDS, mood=mood_name(mood(state)), command=command(state), prowess=prowess(state))


def with_board(state, **changes) -> dict:
    """The boards with the Hundreds' changed by ``changes`` (the whole dict, for a set edit)."""
    mine = {k: v for k, v in {**board_of(state), **changes}.items() if v is not None}
    boards = {f: b for f, b in state.boards.items() if f != HUNDREDS}
    if mine:
        boards[HUNDREDS] = mine
    return boards


def mood(state) -> str:
    """The mood in the Mood Card slot (14.4.4), Stubborn until one is chosen (14.3.4)."""
    return board_of(state).get("mood", FIRST_MOOD)


def mood_kept(state) -> str | None:
    """The mood the board keeps, or None when the game keeps no Hundreds board (a table that
    has not said it: its battles' moods are trusted as declared)."""
    return board_of(state).get("mood")


def hoard(state) -> tuple[str, ...]:
    """The items in the Hoard, the Hundreds' Crafted Items box (14.2.4)."""
    return tuple(state.crafted.boxes.get(HUNDREDS, ()))


def command(state) -> int:
    """Command (14.2.4): by the items on the Command track; the times of Command the Hundreds (14.5.2)."""
    n = sum(1 for i in hoard(state) if i in COMMAND_ITEMS)
    return TRACK_VALUE[min(n, len(TRACK_VALUE) - 1)]


def prowess(state) -> int:
    """Prowess (14.2.4): by the items on the Prowess track; warriors recruited at the warlord
    (14.4.2) and the times of Advance the Warlord (14.5.3)."""
    n = sum(1 for i in hoard(state) if i in PROWESS_ITEMS)
    return TRACK_VALUE[min(n, len(TRACK_VALUE) - 1)]


def moods_open(state) -> list[str]:
    """The moods that may be chosen now (14.4.4): not the one in the slot, not showing an item in
    the Hoard."""
    held, now = set(hoard(state)), mood(state)
    return [m for m, item in MOODS.items() if m != now and item not in held]


def warlords_clearing(state):
    found = [c for c in state.where_is((HUNDREDS, WARLORD)) if isinstance(c, int)]
    return found[0] if found else None


def strongholds(state) -> dict[int, int]:
    """Clearing -> the Hundreds' strongholds there."""
    return {c: n for c in state.topology.board.clearings if (n := state.count(c, (HUNDREDS, STRONGHOLD)))}


def mobs(state) -> list[int]:
    return sorted(c for c in state.topology.board.clearings if state.count(c, (HUNDREDS, MOB)))


def oppressed(state) -> list[int]:
    """The clearings the Hundreds rule that hold a Hundreds piece and no enemy piece (14.6.2)."""
    from rootboard.game.kinds import MAP
    from rootboard.game.rules import ruler

    found = []
    for c in sorted(state.topology.board.clearings):
        here = {f for (f, _), n in state.pieces_at(c).items() if n and f != MAP}
        if HUNDREDS in here and len(here) == 1 and ruler(state, c) == HUNDREDS:
            found.append(c)
    return found


def oppress_points(state) -> int:
    return OPPRESS_POINTS[min(len(oppressed(state)), len(OPPRESS_POINTS) - 1)]


def adjacent_clearings(state, clearing: int) -> list[int]:
    """Clearings adjacent along a path (2.2.1), a closed path counting once it is opened (16.2.3.III)."""
    from rootboard.board.topology import CLOSED_PATH, PATH

    topology = state.topology
    found = set(topology.clearing_links(clearing, PATH))
    found |= {c for c in topology.clearing_links(clearing, CLOSED_PATH)
              if (min(c, clearing), max(c, clearing)) not in state.closed_paths}
    return sorted(found)


def board_problem(state):
    """(element, problem) for a Hundreds board a game file holds that cannot be, or None."""
    data = state.boards.get(HUNDREDS)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.hundreds", BAD_BOARD("14.4.4", element="hundreds", problem="not an object")
    extra = sorted(set(data) - set(KEYS))
    if extra:
        return "boards.hundreds", BAD_BOARD("14.4.4", element="hundreds", problem=f"unknown keys {extra}")
    if data.get("mood", FIRST_MOOD) not in MOODS:
        return "boards.hundreds.mood", BAD_BOARD("14.7", element="mood", problem=repr(data["mood"]))
    return None

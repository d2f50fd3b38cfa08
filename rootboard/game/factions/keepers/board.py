"""The Keepers in Iron's board (15.2, 15.5.2, 15.6): its printed numbers, each with its source, and
the board as the game keeps it in ``state.boards["keepers"]``, read and checked here.

The board is a JSON dict::

    {"retinue": {"move": [...], "battle": [...], "recover": [...]},  # card ids, left to right (15.5.2)
     "resolved": ["move:0@5", ...],        # the Retinue cards acted with this turn (15.5.2), "column:index@clearing"
     "relics": {"figure": [2, 3], "tablet": [], "jewelry": [1]},  # values recovered, left to right (15.5.2.III.a)
     "waystations": {"5": "figure"},       # clearing -> the relic type its waystation shows face up (15.2.2)
     "discard": ["battle:0"]}              # Retinue cards to discard when Daylight ends (15.5.2.II.b, III.c)

A Retinue card is a card id of the deck, or ``faithful-retainer`` for each of the three Faithful
Retainers tucked at setup (15.3.5).

Sources. BOARDS.md lists no engine that models the Keepers; every value below is the Law's text,
read in ``Vagabottos/root`` ``src/assets/i18n/rules/en-US.yml`` (chapter 15) and, where marked
"both", also in the Root Database's Law page of the chapter (therootdatabase.com/law/keepers-in-iron).
A value read in one source only is in :data:`UNCONFIRMED`, as ``rootboard.game.unconfirmed``
marks its card data.
"""

from __future__ import annotations

from rootboard.game.factions.keepers.pieces import KEEPERS, RELICS
from rootboard.game.kinds import WARRIOR
from rootboard.messages import Template

#: The Retinue's columns, in the order they are acted with (15.5.2: "Starting with the leftmost
#: column ... and moving to the right"): Move (15.5.2.I), Battle then Delve (15.5.2.II), Move or
#: Recover (15.5.2.III). Source: en-US.yml.
COLUMNS = ("move", "battle", "recover")
#: The Faithful Retainer, one tucked in each Retinue slot at setup (15.3.5). Source: en-US.yml.
RETAINER = "faithful-retainer"
#: Its suit. No source found in the Law's text (the card itself prints it): unconfirmed.
RETAINER_SUIT = "bird"
#: Cards the Retinue may hold (15.6.2: "Your Retinue cannot hold more than ten cards"). Source: en-US.yml.
RETINUE_LIMIT = 10
#: A relic's printed values, four of each type (15.2.1: "a value of 1, 2, 3, or 3"). Sources: both.
RELIC_VALUES = (1, 2, 3, 3)
#: Points for filling a Relics column, one of each type (15.5.2.III.b). Source: en-US.yml; the
#: chapter's overview in both says "two points each time they complete a set".
SET_POINTS = 2
#: Warriors a Recruit places at a matching waystation (15.4.3). Source: en-US.yml.
RECRUITED = 2
#: Warriors from which Live Off the Land removes one (15.6.1: "four or more"). Source: en-US.yml.
LIVE_OFF_THE_LAND = 4
#: Cards drawn in Evening: one, plus one per waystation on the map (15.6.3). Source: en-US.yml.
EVENING_DRAW = 1
WAYSTATION_DRAW = 1

#: Printed values read in one source only (see the module's docstring).
UNCONFIRMED = frozenset({"RETAINER_SUIT", "RETINUE_LIMIT", "RECRUITED", "LIVE_OFF_THE_LAND", "EVENING_DRAW",
                         "WAYSTATION_DRAW"})

WAYSTATION = "waystation"
KEYS = frozenset({"retinue", "resolved", "relics", "waystations", "discard"})

BAD_BOARD = Template("keepers.bad-board", "the Keepers' board: {element}: {problem}")


def empty_board() -> dict:
    """A board at setup: a Faithful Retainer in each Retinue slot (15.3.5), no relic recovered."""
    return {"retinue": {c: [RETAINER] for c in COLUMNS}, "resolved": [], "relics": {r: [] for r in RELICS},
            "waystations": {}, "discard": []}


def board_of(state) -> dict:
    """Their board as kept (the board at setup when the game keeps none yet)."""
    board = state.boards.get(KEEPERS)
    return board if board else empty_board()


# Their line in 'rootboard status' (rootboard.game.faction.Faction.status_line).
STATUS = Template("keepers.status", "{who:faction}: cards in the Retinue: Move {move}, Battle {battle}, Recover "
                  "{recover}; {n} relic recovered", plural="{who:faction}: cards in the Retinue: Move {move}, Battle "
                  "{battle}, Recover {recover}; {n} relics recovered", count="n")


def status_line(state):
    """The Keepers' board as the table sees it: the cards in each Retinue column (15.5.2) and the
    relics recovered on their Relics track (15.5.2.III.a); a game that keeps no board yet has
    the one at setup, a Faithful Retainer in each column (15.3.5)."""
    board = board_of(state)
    move, battle, recover = (len(board["retinue"][c]) for c in COLUMNS)
    return STATUS(who=KEEPERS, move=move, battle=battle, recover=recover,
                  n=sum(len(board["relics"][r]) for r in RELICS))


def board_edit(state, board: dict):
    return state.set_edit("boards", {**state.boards, KEEPERS: board})


def retinue_size(board) -> int:
    return sum(len(board["retinue"][c]) for c in COLUMNS)


def entries(board) -> list[tuple[str, int, str]]:
    """Every Retinue card as (column, index, card), in the order they are acted with (15.5.2)."""
    return [(c, i, card) for c in COLUMNS for i, card in enumerate(board["retinue"][c])]


def waystations_on_map(state) -> list[int]:
    return sorted(c for c in state.where_is((KEEPERS, WAYSTATION)) if isinstance(c, int))


def waystation_face(state, board, clearing: int) -> str | None:
    """The relic type of the waystation in ``clearing`` (15.2.2), or None when it holds none."""
    if not state.count(clearing, (KEEPERS, WAYSTATION)):
        return None
    return board["waystations"].get(str(clearing))


def evening_draw(state) -> int:
    """Cards drawn in Evening: one, plus one per waystation on the map (15.6.3)."""
    return EVENING_DRAW + WAYSTATION_DRAW * len(waystations_on_map(state))


def crowded(state) -> dict[int, int]:
    """Clearing -> Keeper warriors, where Live Off the Land removes one (15.6.1)."""
    return {c: n for c in state.topology.board.clearings
            if (n := state.count(c, (KEEPERS, WARRIOR))) >= LIVE_OFF_THE_LAND}


def set_filled(relics: dict, relic: str) -> bool:
    """Whether placing a ``relic`` in its leftmost empty space fills a Relics column: each other
    type already has a relic in that column (15.5.2.III.a-b)."""
    column = len(relics[relic])
    return all(len(relics[r]) > column for r in RELICS if r != relic)


def problem(board) -> tuple[str, str] | None:
    """(element, what is wrong) for a board that cannot be, or None."""
    if not isinstance(board, dict) or set(board) != KEYS:
        return "keepers", f"an object with {sorted(KEYS)}"
    retinue = board["retinue"]
    if not isinstance(retinue, dict) or set(retinue) != set(COLUMNS):
        return "keepers.retinue", f"the three columns {list(COLUMNS)}"
    if any(not isinstance(retinue[c], list) or not all(isinstance(x, str) for x in retinue[c]) for c in COLUMNS):
        return "keepers.retinue", "a list of card ids in each column"
    if retinue_size(board) > RETINUE_LIMIT:
        return "keepers.retinue", f"at most {RETINUE_LIMIT} cards (15.6.2)"
    for r in board["resolved"] if isinstance(board["resolved"], list) else [None]:
        key, _, at = str(r).partition("@")
        if not _names_card(retinue, key) or not at.isdigit():
            return "keepers.resolved", f"{r!r} names no Retinue card and clearing"
    for r in board["discard"] if isinstance(board["discard"], list) else [None]:
        if not _names_card(retinue, str(r)):
            return "keepers.discard", f"{r!r} names no Retinue card"
    relics = board["relics"]
    if not isinstance(relics, dict) or set(relics) != set(RELICS):
        return "keepers.relics", f"the three types {list(RELICS)}"
    for r in RELICS:
        values = relics[r]
        if not isinstance(values, list) or len(values) > len(RELIC_VALUES) or any(
                values.count(v) > RELIC_VALUES.count(v) for v in values) or any(v not in RELIC_VALUES for v in values):
            return f"keepers.relics.{r}", f"values from {list(RELIC_VALUES)}, each at most as often (15.2.1)"
    stations = board["waystations"]
    if not isinstance(stations, dict) or any(not k.isdigit() or v not in RELICS for k, v in stations.items()):
        return "keepers.waystations", "clearing -> relic type"
    return None


def _names_card(retinue, key: str) -> bool:
    column, _, index = key.partition(":")
    return column in COLUMNS and index.isdigit() and int(index) < len(retinue[column])


def board_problem(state):
    """(element, problem) for a Keepers board a game file holds."""
    data = state.boards.get(KEEPERS)
    if not data:
        return None
    found = problem(data)
    if found is None:
        return None
    element, said = found
    return f"boards.{element}", BAD_BOARD("15.2", element=element, problem=said)

"""The Underground Duchy's board (12.2-12.6): the ministers and their crowns, the building
tracks' icons, and the cards revealed this turn, as rootboard reads them from a position.

What is printed is data, with its source. What is on the map is derived from the map: a
citadel's or market's track space is uncovered when it is placed, so the buildings of a type
off their track are those not in the Duchy's supply (12.4, 12.6.3). The rest is kept in
``state.boards["duchy"]``, a JSON dict::

    {"swayed": ["marshal", ...],        # the swayed ministers, above the board (12.5.3.III)
     "crowns_lost": ["squire", ...],    # the rank of each crown removed from the game (12.2.3)
     "revealed": ["fox", "bird", ...]}  # the suits of the cards revealed this turn (12.6.1)

A minister not swayed is in the Unswayed Ministers pile; its crown of a rank is on the board
while fewer than :data:`CROWNS_PER_RANK` of that rank are swayed or lost (12.5.3.I). What a
minister does once a turn (12.5.2) is kept in ``state.used`` (``duchy-minister:<id>``), which
the end of the turn clears (1.4.1).

Sources. The Law's text: ``Vagabottos/root`` ``src/assets/i18n/rules/en-US.yml`` (chapter 12).
The ministers' ranks and sway costs: ``mdfeinstein/rootgame``
``game/game_data/moles/ministers.json``, ``Tyler-B-Lee/ROOTRL`` ``classes.py`` (MinisterCard),
and an engine of the search index whose repository is not named (a Scala ``Underground``
faction). The ranks agree but for the Mayor, a noble in ROOTRL and the Scala engine and a lord
in mdfeinstein's file: noble is taken (two sources; the Law's "noble or squire" it copies). The
crowns' points, the citadels' warrior icons and the markets' draw icons are read in the Scala
engine only: :data:`UNCONFIRMED`, as ``rootboard.game.unconfirmed`` marks its card data. Check
them against a board in hand and correct them here, in one place (tests read them from here).
"""

from __future__ import annotations

from rootboard.game.kinds import SUITS
from rootboard.later import Later
from rootboard.messages import Template, term

# The card table, read by the Evening's return of revealed cards (12.6.1) at every Duchy
# Evening, loaded when first read: an import statement at each call cost some 7,800 instructions (issue 32).
card_places = Later("rootboard.game.cards.places")
card_table = Later("rootboard.game.cards.table")
card_catalogue = Later("rootboard.game.cards.catalogue")

DUCHY = "duchy"
BIRD = "bird"
CITADEL, MARKET, TUNNEL = "citadel", "market", "tunnel"
BUILDING_TYPES = (CITADEL, MARKET)

SQUIRE, NOBLE, LORD = "squire", "noble", "lord"
RANKS = (SQUIRE, NOBLE, LORD)  # lowest first; the Price of Failure takes the highest (12.2.3)
#: The nine ministers (12.3: Step 5), by the ids the Rootlog names them with
#: (rootboard.notation.vocabulary), each with its rank. Sources: see the module's docstring.
MINISTERS = {
    "foremole": SQUIRE, "captain": SQUIRE, "marshal": SQUIRE,
    "brigadier": NOBLE, "banker": NOBLE, "mayor": NOBLE,
    "duchessofmud": LORD, "baronofdirt": LORD, "earlofstone": LORD,
}
#: Cards revealed to sway a minister, by rank (12.5.3.II: "the number of cards listed on the
#: chosen minister"). Sources: mdfeinstein/rootgame, ROOTRL, the Scala engine (all three).
SWAY_CARDS = {SQUIRE: 2, NOBLE: 3, LORD: 4}
#: Crowns of each rank on the board at setup (12.3: Step 6, nine crowns). Sources: the Law
#: (nine crowns) and the Scala engine (three of a rank).
CROWNS_PER_RANK = 3
#: Points of the space a crown uncovers when its minister is swayed (12.5.3.III), by rank.
#: Source: the Scala engine only (rank's cards less one): unconfirmed.
SWAY_POINTS = {SQUIRE: 1, NOBLE: 2, LORD: 3}
#: Warriors placed in the Burrow in Birdsong (12.4: one, plus one per warrior icon showing), by
#: citadels off their track (0-3). Source: the Scala engine only: unconfirmed.
BIRDSONG_WARRIORS = (1, 2, 4, 6)
#: Cards drawn in Evening (12.6.3: one, plus one per card draw icon showing), by markets off
#: their track: one icon a market. Source: the Scala engine only: unconfirmed.
EVENING_DRAW = (1, 2, 3, 4)
#: Actions in Assembly (12.5.1: "up to two actions"). Sources: the Law and the Scala engine.
ASSEMBLY_ACTIONS = 2
#: Warriors a dig may move from the Burrow (12.5.1.V: "up to four"). Sources: the Law, the
#: Scala engine.
DIG_WARRIORS = 4
#: Points of the Duchess of Mud with all three tunnels on the map; of the Baron of Dirt per
#: market and of the Earl of Stone per citadel on the map (12.5.2). Sources: the Law, the
#: minister cards' texts in mdfeinstein/rootgame and the Scala engine.
DUCHESS_POINTS = 2
PER_BUILDING_POINTS = 1

#: Moves or battles each minister's action lets the Duchy take next in Parliament (12.5.2: the
#: Captain "initiate a battle", the Marshal "take a move", the Brigadier "up to two moves or
#: initiate up to two battles"). Sources: the Law, the Scala engine.
GRANTS = {"captain": 1, "marshal": 1, "brigadier": 2}

#: Printed values read in one source only (see the module's docstring).
UNCONFIRMED = frozenset({"SWAY_POINTS", "BIRDSONG_WARRIORS", "EVENING_DRAW"})

MINISTER_USED = "duchy-minister"  # "duchy-minister:marshal" in state.used: once a turn (12.5.2)
MAYOR_USED = "duchy-mayor"  # "duchy-mayor:captain": the minister whose action the Mayor took (12.5.2)
BIRDSONG_USED = "duchy-birdsong"  # the Birdsong's warriors placed (12.4)

#: How the Law names each minister (its card's title, 12.5.2), said through the catalogues.
MINISTER_NAMES = {"foremole": "Foremole", "captain": "Captain", "marshal": "Marshal", "brigadier": "Brigadier",
                  "banker": "Banker", "mayor": "Mayor", "duchessofmud": "Duchess of Mud",
                  "baronofdirt": "Baron of Dirt", "earlofstone": "Earl of Stone"}


@term("minister", words=lambda: [("term.minister", n) for n in MINISTER_NAMES.values()])
def _minister(value, lang: str) -> str:
    """``{minister:minister}``: a minister's title in the run's language (TERMS.md)."""
    from rootboard.i18n.grammar import word
    from rootboard.messages import language

    return word("term.minister", MINISTER_NAMES.get(value, str(value)), language(lang))


@term("rank", words=lambda: [("term.rank", r) for r in RANKS])
def _rank(value, lang: str) -> str:
    """``{rank:rank}``: a minister's rank, squire, noble or lord (12.5.3.I)."""
    from rootboard.i18n.grammar import word
    from rootboard.messages import language

    return word("term.rank", str(value), language(lang))


KEYS = ("swayed", "crowns_lost", "revealed")
RETURNED = Template("duchy.revealed.returned", "the Duchy returns {count} revealed card to its hand",
                    plural="the Duchy returns {count} revealed cards to its hand", count="count")
BIRDS_DISCARDED = Template("duchy.revealed.birds", "the Duchy discards {count} revealed bird card",
                           plural="the Duchy discards {count} revealed bird cards", count="count")
BAD_BOARD = Template("duchy.board.bad", "the Underground Duchy's board: {element}: {problem}")


def board_of(state) -> dict:
    """The Duchy's board as kept (an empty dict when the game keeps none yet)."""
    return state.boards.get(DUCHY) or {}


def with_board(state, **changes) -> dict:
    """The boards with the Duchy's changed by ``changes`` (the whole dict, for a set edit); an
    empty value is left out, so an untouched board is no board."""
    mine = {k: v for k, v in {**board_of(state), **changes}.items() if v not in (None, [], 0)}
    boards = {f: b for f, b in state.boards.items() if f != DUCHY}
    if mine:
        boards[DUCHY] = mine
    return boards


def swayed(state) -> list[str]:
    return list(board_of(state).get("swayed", []))


def crowns_lost(state) -> list[str]:
    return list(board_of(state).get("crowns_lost", []))


def revealed(state) -> list[str]:
    """The suits of the cards revealed this turn (12.6.1), in the order revealed."""
    return list(board_of(state).get("revealed", []))


def granted(state) -> int:
    """Moves or battles the ministers' actions taken this turn let the Duchy take in Parliament
    (12.5.2): their own, and the one the Mayor took."""
    taken = [u.split(":", 1)[1] for u in state.used if u.startswith((MINISTER_USED + ":", MAYOR_USED + ":"))]
    return sum(GRANTS.get(m, 0) for m in taken)


def crowns_left(state, rank: str) -> int:
    """Crowns of ``rank`` still on the board: printed, less those on swayed ministers and those
    removed from the game (12.5.3.I, 12.2.3)."""
    on_ministers = sum(1 for m in swayed(state) if MINISTERS[m] == rank)
    return CROWNS_PER_RANK - on_ministers - crowns_lost(state).count(rank)


# Its line in 'rootboard status' (rootboard.game.faction.Faction.status_line).
STATUS = Template("duchy.status", "{who:faction}: swayed ministers: {ministers}; crowns left: {squire} squire, "
                  "{noble} noble, {lord} lord")
STATUS_MINISTERS = Template("duchy.status.ministers", "{ministers:minister}")
STATUS_NO_MINISTER = Template("duchy.status.no-minister", "none")


def status_line(state):
    """The Duchy's board as the table sees it: its swayed ministers (12.5.3) and the crowns left
    of each rank (12.5.3.I, less those the Price of Failure removed, 12.2.3)."""
    chosen = swayed(state)
    said = STATUS_MINISTERS(ministers=chosen) if chosen else STATUS_NO_MINISTER()
    return STATUS(who=DUCHY, ministers=said, **{rank: crowns_left(state, rank) for rank in RANKS})


def off_track(state, building: str) -> int:
    """Buildings of a type off their track: those not in the Duchy's supply."""
    return state.law[DUCHY].piece(building).count - state.supply.get((DUCHY, building), 0)


def on_map(state, piece: str) -> int:
    return sum(state.count(c, (DUCHY, piece)) for c in state.topology.board.clearings)


def birdsong_warriors(state) -> int:
    return BIRDSONG_WARRIORS[min(off_track(state, CITADEL), len(BIRDSONG_WARRIORS) - 1)]


def evening_draw(state) -> int:
    return EVENING_DRAW[min(off_track(state, MARKET), len(EVENING_DRAW) - 1)]


def matches(card_suit: str, clearing_suit: str | None) -> bool:
    """Whether a card of ``card_suit`` matches a clearing of ``clearing_suit``: its own suit, or
    or a bird, which matches any suit (2.1.1)."""
    return clearing_suit in SUITS and card_suit in (clearing_suit, BIRD)


def board_problem(state):
    """(element, problem) for a Duchy board a game file holds that cannot be, or None."""
    data = state.boards.get(DUCHY)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.duchy", BAD_BOARD("12.2", element="duchy", problem="not an object")
    extra = sorted(set(data) - set(KEYS))
    if extra:
        return "boards.duchy", BAD_BOARD("12.2", element="duchy", problem=f"unknown keys {extra}")
    chosen = data.get("swayed", [])
    if not isinstance(chosen, list) or any(m not in MINISTERS for m in chosen) or len(set(chosen)) != len(chosen):
        return "boards.duchy.swayed", BAD_BOARD("12.5.3", element="swayed", problem="a list of ministers, each once")
    lost = data.get("crowns_lost", [])
    if not isinstance(lost, list) or any(r not in RANKS for r in lost):
        return "boards.duchy.crowns_lost", BAD_BOARD("12.2.3", element="crowns_lost", problem="a list of ranks")
    if any(crowns_left(state, r) < 0 for r in RANKS):
        return "boards.duchy.crowns_lost", BAD_BOARD("12.5.3.I", element="crowns_lost",
                                                     problem="more crowns of a rank than the board holds")
    shown = data.get("revealed", [])
    if not isinstance(shown, list) or any(s not in (*SUITS, BIRD) for s in shown):
        return "boards.duchy.revealed", BAD_BOARD("12.6.1", element="revealed", problem="a list of suits")
    return None


def revealed_returned(state) -> tuple[list, list]:
    """(edits, notes) of 12.6.1: each bird revealed to the discard pile, the rest to the hand; the
    board's list of revealed suits emptied. Made by the turn's step when it is left, and by the
    action of its own (duchy-return)."""
    shown = revealed(state)
    if not shown:
        return [], []
    birds = shown.count(BIRD)
    edits = []
    places, card_edit = card_places, card_table.card_edit
    if places.tracked(state):
        chosen = card_catalogue.deck(state.deck)
        named = places.known_on_board(state, DUCHY)
        named_birds = [c for c in named if (card := chosen.find(c)) is not None and card.suit == BIRD]
        for c in named:
            to = places.discard_place(c) if c in named_birds else places.place(places.KNOWN, DUCHY)
            edits.append(card_edit(c, places.place(places.BOARD_KNOWN, DUCHY), to))
        unnamed_birds = max(0, birds - len(named_birds))
        for i in range(places.on_board(state, DUCHY)):
            to = places.discard_place(None) if i < unnamed_birds else places.place(places.HAND, DUCHY)
            edits.append(card_edit(None, places.place(places.BOARD, DUCHY), to))
    edits.append(state.set_edit("boards", with_board(state, revealed=[])))
    notes = [BIRDS_DISCARDED("12.6.1", count=birds)] if birds else []
    if len(shown) > birds:
        notes.append(RETURNED("12.6.1", count=len(shown) - birds))
    return edits, notes

"""The Eyrie Dynasties' board (chapter 7): the printed facts (the roost track, the leaders and
their viziers) as data, and her board as the game keeps it in ``state.boards["eyrie"]``, read
and checked here.

The board is a JSON dict::

    {"leader": "commander" | null,          # the face-up leader (7.3.3, 7.7.3)
     "deposed": ["builder", ...],           # face-down leaders (7.7.3); all four back when none is left (7.7.4)
     "decree": {"recruit": [...], "move": [...], "battle": [...], "build": [...]},
     "resolved": ["recruit:0", ...]}        # the Decree cards resolved this turn (7.5.2), "column:index"

A Decree column is a list of card ids, left to right (public, 7.2.1), with ``loyal-vizier``
for each of the two Loyal Viziers the leader places (7.3.3, 7.7.3: bird cards, never purged).
"""

from __future__ import annotations

from rootboard.messages import Template, language, term

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from rootboard.i18n.grammar import Word

COLUMNS = ("recruit", "move", "battle", "build")  # the Decree's columns, in the order resolved (7.5.2)
VIZIER = "loyal-vizier"  # a Loyal Vizier: a bird card kept in the Decree through Turmoil (7.7.2)
BIRD = "bird"

# Printed: each leader's two Loyal Viziers (the leader cards; BOARDS.md, from Tyler-B-Lee/ROOTRL
# classes.py, GAIGResearch RootParameters.java, mdfeinstein/rootgame birds; LederCards/cards
# leader texts). The leader's own effect (7.8.1-7.8.4) is its section here.
LEADERS = {
    "builder": ("recruit", "move"),  # 7.8.1: ignores Disdain for Trade
    "charismatic": ("recruit", "battle"),  # 7.8.2: Decree Recruit places two warriors
    "commander": ("move", "battle"),  # 7.8.3: one extra hit as attacker
    "despot": ("move", "build"),  # 7.8.4: one more point for removing buildings/tokens in battle
}
LEADER_SECTIONS = {"builder": "7.8.1", "charismatic": "7.8.2", "commander": "7.8.3", "despot": "7.8.4"}
# Warriors a Decree Recruit places: one, two with the Charismatic leader (7.8.2).
RECRUITED = {"charismatic": 2}

# Printed on her board: points in Evening by roosts on the map, 1st to 7th roost space
# (BOARDS.md: Tyler-B-Lee/ROOTRL classes.py, GAIGResearch RootParameters.java, mdfeinstein/rootgame
# transactions/birds/evening.py agree). Index: roosts on the map.
ROOST_POINTS = (0, 0, 1, 2, 3, 4, 4, 5)
# Printed: cards drawn in Evening by roosts on the map (same sources): 0-2: 1; 3-5: 2; 6-7: 3.
ROOST_DRAWS = (1, 1, 1, 2, 2, 2, 3, 3)

# How a table names the leaders and the Decree's columns: words of the catalogues, keyed by their
# ids, so English says what it always said ("the builder leader", "recruit, move"). The Dutch and
# Spanish words are the Law's titles: the leaders those of its Leaders Reference, 7.8.1-7.8.4
# (Bouwer, Charismatisch, Bevelhebber, Despoot: "Leiders Referentie"; Constructor, Carismático,
# Comandante, Déspota: "Guía de Líderes"), the columns those of Resolve the Decree, 7.5.2.I-IV
# (Rekruteer, Verplaats, Vecht, Bouw: "Los het Decreet op"; Reclutar, Mover, Batallar, Construir:
# "Resolver el Decreto"), in Vagabottos/root src/assets/i18n/rules/nl-NL.yml and es-ES.yml, the
# same in LederCards/rules content/rules/root/{nl-NL,es-ES}/p6/rules.yml. Each word's article and
# gender are in locale/<lang>/names.tsv (the Dutch FAQ says "de Despoot", the Spanish one "el
# líder Déspota": src/assets/i18n/faq/nl-NL.yml, es-ES.yml).
LEADER_WORDS = "term.leader"
COLUMN_WORDS = "term.decree-column"


def leader_name(leader: str, lang: str | None = None) -> Word:
    """A leader as the language's Law titles it: "Bouwer", "Déspota"; English its id."""
    from rootboard.i18n.grammar import word

    return word(LEADER_WORDS, str(leader), language(lang))


def column_name(column: str, lang: str | None = None) -> Word:
    """A Decree column as the language's Law titles it: "Rekruteer", "Batallar"; English its id."""
    from rootboard.i18n.grammar import word

    return word(COLUMN_WORDS, str(column), language(lang))


@term("leader", words=lambda: [(LEADER_WORDS, x) for x in LEADERS])
def _leader(value, lang: str) -> Word:
    """``{leader:leader}``: an Eyrie leader by its id (7.8)."""
    return leader_name(value, lang)


@term("decree-column", words=lambda: [(COLUMN_WORDS, c) for c in COLUMNS])
def _column(value, lang: str) -> Word:
    """``{column:decree-column}``: a column of the Decree by its id (7.5.2)."""
    return column_name(value, lang)


# What the window beside the turn and 'rootboard status' show of her board (board_words): her
# leader, the leaders deposed face down (7.7.3) and each Decree column's cards, public (7.2.1).
SHOWN_LEADER = Template("eyrie.board.leader", "leader: {leader:leader}")
SHOWN_NO_LEADER = Template("eyrie.board.no-leader", "leader: none chosen yet")
SHOWN_DEPOSED = Template("eyrie.board.deposed", "deposed, face down: {deposed:leader}")
SHOWN_COLUMN = Template("eyrie.board.column", "Decree, {column:decree-column}: {cards}")
SHOWN_EMPTY_COLUMN = Template("eyrie.board.empty-column", "Decree, {column:decree-column}: empty")
SHOWN_VIZIER = Template("eyrie.board.vizier", "Loyal Vizier")
SHOWN_CARD = Template("eyrie.board.card", "{card:cardname}")


def board_words(state) -> list:
    """Her board as every player reads it (Faction.board_words): the leader, the deposed ones,
    and the Decree column by column, left to right (7.2.1, 7.5.2)."""
    board = board_of(state)
    said = [SHOWN_LEADER(leader=board["leader"]) if board["leader"] else SHOWN_NO_LEADER()]
    if board["deposed"]:
        said.append(SHOWN_DEPOSED(deposed=list(board["deposed"])))
    for column in COLUMNS:
        cards = [SHOWN_VIZIER() if card == VIZIER else SHOWN_CARD(card=card) for card in board["decree"][column]]
        said.append(SHOWN_COLUMN(column=column, cards=cards) if cards else SHOWN_EMPTY_COLUMN(column=column))
    return said


BAD_BOARD = Template("eyrie.bad-board", "the Eyrie's board: {element}: {problem}")
NOT_A_LEADER = Template("eyrie.not-a-leader", "{name!r} is not an Eyrie leader; leaders: {choices:leader}")


def roost_points(roosts: int) -> int:
    """Points scored in Evening with ``roosts`` roosts on the map (7.6.1)."""
    return ROOST_POINTS[min(roosts, len(ROOST_POINTS) - 1)]


def roost_draws(roosts: int) -> int:
    """Cards drawn in Evening with ``roosts`` roosts on the map (7.6.1)."""
    return ROOST_DRAWS[min(roosts, len(ROOST_DRAWS) - 1)]


def empty_board() -> dict:
    return {"leader": None, "deposed": [], "decree": {c: [] for c in COLUMNS}, "resolved": []}


def board_of(state, fid: str = "eyrie") -> dict:
    """Her board as kept (a fresh empty one when the game keeps none yet)."""
    board = state.boards.get(fid)
    return board if board else empty_board()


def with_leader(board: dict, leader: str) -> dict:
    """``board`` with ``leader`` face up and its two Loyal Viziers at the right of their columns
    (7.3.3, 7.7.3)."""
    decree = {c: list(board["decree"][c]) for c in COLUMNS}
    for column in LEADERS[leader]:
        decree[column].append(VIZIER)
    return {**board, "leader": leader, "decree": decree}


def entries(board: dict) -> list[tuple[str, int, str]]:
    """Every Decree card as (column, index, card id), in the order they are resolved (7.5.2)."""
    return [(c, i, card) for c in COLUMNS for i, card in enumerate(board["decree"][c])]


def problem(board) -> tuple[str, str] | None:
    """(element, what is wrong) for a board that cannot be, or None."""
    if not isinstance(board, dict):
        return "eyrie", "not an object"
    extra = set(board) - {"leader", "deposed", "decree", "resolved"}
    if extra:
        return "eyrie", f"unknown keys {sorted(extra)}"
    leader = board.get("leader")
    if leader is not None and leader not in LEADERS:
        return "eyrie.leader", f"{leader!r} is not a leader ({', '.join(LEADERS)})"
    deposed = board.get("deposed", [])
    if not isinstance(deposed, list) or any(d not in LEADERS for d in deposed) or len(set(deposed)) != len(deposed):
        return "eyrie.deposed", "a list of distinct leaders"
    if leader in deposed:
        return "eyrie.deposed", f"{leader!r} is face up, not deposed (7.7.3)"
    if len(deposed) >= len(LEADERS):
        return "eyrie.deposed", "all four leaders face down: they return face up (7.7.4)"
    decree = board.get("decree")
    if not isinstance(decree, dict) or set(decree) != set(COLUMNS):
        return "eyrie.decree", f"the four columns {list(COLUMNS)}"
    for c in COLUMNS:
        if not isinstance(decree[c], list) or not all(isinstance(x, str) for x in decree[c]):
            return f"eyrie.decree.{c}", "a list of card ids"
    viziers = sorted(c for c in COLUMNS for x in decree[c] if x == VIZIER)
    expected = sorted(LEADERS[leader]) if leader else []
    if viziers != expected:
        return "eyrie.decree", f"Loyal Viziers in {viziers}, the leader places them in {expected} (7.3.3)"
    resolved = board.get("resolved", [])
    if not isinstance(resolved, list):
        return "eyrie.resolved", "a list of 'column:index'"
    for r in resolved:
        column, _, index = str(r).partition(":")
        if column not in COLUMNS or not index.isdigit() or int(index) >= len(decree[column]):
            return "eyrie.resolved", f"{r!r} names no Decree card"
    return None

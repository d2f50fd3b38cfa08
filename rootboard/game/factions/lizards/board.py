"""The Lizard Cult's board (10.2, 10.4-10.6): the three Gardens tracks and what they print, the
Outcast marker (10.4.1), the Acolytes box (10.2.3), the cards revealed this Daylight (10.5) and
the Lost Souls pile (10.2.6), as rootboard reads them from a position.

What is printed is data, with its source. What is on the map is derived from the map: a
garden's track space is uncovered when it is placed, so the gardens of a suit off the track are
those not in the Cult's supply. The rest is kept in ``state.boards["lizards"]``, a JSON dict::

    {"outcast": "fox" | "mouse" | "rabbit" | null,   # the Outcast marker's suit (10.3.3, 10.4.1)
     "hated": false,                                  # the marker on its Hated side (10.4.1)
     "acolytes": 0,                                   # warriors in the Acolytes box (10.2.3)
     "revealed": ["fox", ...],                        # the suits of the cards revealed this turn (10.5)
     "lost_souls_from": 0,                            # the discard pile's length when Lost Souls was last discarded
     "lost_souls_suits": {"7": "fox"}}                # optional: the suit of a card not named there, by its place

The acolytes are warriors taken from the supply (10.2.3, 10.5.4): they are shifted out of it
(``out``), so they are never placed, and the count must equal the Cult's warriors kept out
(checked when a game file is read), as the Alliance's officers are (8.2).

The Lost Souls pile (10.2.6) plays the discard pile's role while the Cult is in the game: the
cards spent or discarded since its last Birdsong's Discard Lost Souls (10.4.2) are the cards
added to the card table's discard pile since then (``lost_souls_from``, its length then). The pile
is face up (10.2.6): a card put there without its name but with its suit known (a Score ritual
revealed by its suit, 10.5.3) keeps its suit in ``lost_souls_suits``, by its place in the discard
pile, so Adjust Outcast counts it (10.4.1). A place that no longer holds a card not named of the
Lost Souls says nothing (a card taken from the pile below it); files without it open as before.
"""

from __future__ import annotations

from rootboard.game.kinds import SUITS, WARRIOR
from rootboard.messages import Template

LIZARDS = "lizards"
BIRD = "bird"

# --- printed on the board ------------------------------------------------------------------------
# UNCONFIRMED: the Gardens tracks' values have NO source here. BOARDS.md: "the later factions'
# track values ... have no cross-checked structured source"; the stored Law texts (Vagabottos/root
# en-US.yml, nl-NL.yml, es-ES.yml) say only "the victory points listed above the rightmost empty
# Gardens space" (10.5.3) and "one card, plus one card per uncovered draw bonus" (10.6.3); none of
# the engines searched (GAIGResearch/TabletopGames, mdfeinstein/rootgame, Tyler-B-Lee/ROOTRL)
# models the Cult. The values below are recalled from the printed board, the same for each suit's
# track (five spaces a suit, 10.3.4: 15 gardens; RULES.md 3.1): check them against a board in hand
# and correct them here, in one place (tests read them from here, never retype them).
#: Points of the Score ritual (10.5.3), by how many gardens of the suit are off the track (the
#: rightmost empty space is the last uncovered); index 0: no empty space, nothing to score.
SCORE_POINTS = (0, 2, 2, 3, 4, 5)  # UNCONFIRMED: no source (recalled)
#: The space of each track whose uncovering adds a card to the Evening draw (10.6.3): the
#: third garden of a suit placed.
DRAW_BONUS_AT = 3  # UNCONFIRMED: no source (recalled)
#: The Evening draw before its bonuses (10.6.3: "Draw one card").
EVENING_DRAW = 1  # the Law, 10.6.3

# Conspiracies' acolyte costs (10.4.3: the Law's text, one fewer when the Outcast is Hated).
CONSPIRACY_COST = {"crusade": 2, "convert": 2, "sanctify": 3}

BAD_BOARD = Template("lizards.board.bad", "the Lizard Cult's board: {element}: {problem}")
BAD_ACOLYTES = Template("lizards.board.acolytes", "the Lizard Cult has {acolytes!r} acolytes, but {out} of its "
                        "warriors are off the map and out of its supply: each acolyte is one of them")

KEYS = ("outcast", "hated", "acolytes", "revealed", "lost_souls_from", "conspiracy", "lost_souls_suits")
# The Logical Lizards' Conspiracy marker (Law of Rootbotics 8.3.3, 8.4.2; rootboard.game.bots.lizards):
# the space it covers, absent while on Sanctify where it starts; the spaces' order is unconfirmed.
from rootboard.game.unconfirmed import LOGICAL_LIZARDS_CONSPIRACY_TRACK as CONSPIRACY_SPACES  # noqa: E402
RETURNED = Template("lizards.revealed.returned", "the Lizard Cult returns {count} revealed card to its hand",
                    plural="the Lizard Cult returns {count} revealed cards to its hand", count="count")

# Its line in 'rootboard status' (rootboard.game.faction.Faction.status_line).
STATUS = Template("lizards.status", "{who:faction}: the Outcast {outcast}; {n} acolyte in the Acolytes box",
                  plural="{who:faction}: the Outcast {outcast}; {n} acolytes in the Acolytes box", count="n")
STATUS_OUTCAST = Template("lizards.status.outcast", "{suit:suit}")
STATUS_HATED = Template("lizards.status.hated", "{suit:suit}, Hated")
STATUS_NO_OUTCAST = Template("lizards.status.no-outcast", "not kept")


def board_of(state) -> dict:
    """The Cult's board as kept (an empty dict when the game keeps none yet)."""
    return state.boards.get(LIZARDS) or {}


def with_board(state, **changes) -> dict:
    """The boards with the Cult's changed by ``changes`` (the whole dict, for a set edit);
    a value that is its default is left out, so an untouched board is no board."""
    mine = {**board_of(state), **changes}
    mine = {k: v for k, v in mine.items() if v not in (None, False, 0, [], {})}
    boards = {f: b for f, b in state.boards.items() if f != LIZARDS}
    if mine:
        boards[LIZARDS] = mine
    return boards


def outcast(state) -> str | None:
    """The Outcast suit (10.3.3, 10.4.1), or None when the table has not said it."""
    return board_of(state).get("outcast")


def hated(state) -> bool:
    return bool(board_of(state).get("hated"))


def acolytes(state) -> int:
    """Warriors in the Acolytes box (10.2.3)."""
    return board_of(state).get("acolytes", 0)


def revealed(state) -> list[str]:
    """The suits of the cards revealed this turn (10.5), in the order revealed."""
    return list(board_of(state).get("revealed", []))


def status_line(state):
    """The Cult's board as the table sees it: the Outcast (10.4.1), Hated or not, and its
    acolytes (10.2.3)."""
    suit = outcast(state)
    said = STATUS_NO_OUTCAST() if suit is None else (STATUS_HATED if hated(state) else STATUS_OUTCAST)(suit=suit)
    return STATUS(who=LIZARDS, outcast=said, n=acolytes(state))


def conspiracy_cost(state, name: str) -> int:
    """Acolytes a conspiracy costs now: its price, one fewer when the Outcast is Hated (10.4.3)."""
    return CONSPIRACY_COST[name] - (1 if hated(state) else 0)


def gardens_placed(state, suit: str) -> int:
    """Gardens of ``suit`` off its track: those not in the Cult's supply (on the map, or removed
    and so back on the track, 10.5.3)."""
    total = state.law[LIZARDS].piece(f"{suit}-garden").count
    return total - state.supply.get((LIZARDS, f"{suit}-garden"), 0)


def score_points(state, suit: str) -> int:
    """The points above the rightmost empty space of ``suit``'s Gardens track (10.5.3)."""
    n = gardens_placed(state, suit)
    return SCORE_POINTS[min(n, len(SCORE_POINTS) - 1)]


def evening_draw(state) -> int:
    """Cards drawn in Evening (10.6.3): one, plus one per uncovered draw bonus."""
    return EVENING_DRAW + sum(1 for s in SUITS if gardens_placed(state, s) >= DRAW_BONUS_AT)


def lost_souls(state) -> list[str | None]:
    """The Lost Souls pile (10.2.6): the cards added to the discard pile since the Cult last
    discarded it (10.4.2); a card not named is None. A pile made into the draw pile again (2.1)
    is shorter than the mark: then all of it."""
    return [card for _, card in lost_souls_places(state)]


def lost_souls_places(state) -> list[tuple[int, str | None]]:
    """The Lost Souls pile as (place in the discard pile, card or None), bottom first."""
    from rootboard.game.cards.places import discard_pile

    pile = discard_pile(state)
    start = board_of(state).get("lost_souls_from", 0)
    start = start if start <= len(pile) else 0  # a pile made into the draw pile again: all of it
    return list(enumerate(pile))[start:]


def lost_souls_suits(state) -> dict[int, str]:
    """The suits known of the Lost Souls' cards not named, by their place in the discard pile
    (10.2.6: the pile is face up); a place holding no such card says nothing."""
    kept = board_of(state).get("lost_souls_suits", {})
    return {at: kept[str(at)] for at, card in lost_souls_places(state) if card is None and str(at) in kept}


def suit_kept(state, edits: list, suit: str):
    """The board's edit keeping ``suit`` for the card ``edits`` put on the Lost Souls without its
    name (a Score ritual revealed by its suit, 10.5.3), or None when they put none there. The
    places above it are dropped: nothing of the Lost Souls lies there any more."""
    from rootboard.game.cards.places import discard_pile

    scratch = state.cards_copy()
    scratch.apply([e for e in edits if e.op == "card"])
    pile = discard_pile(scratch)
    if not pile or pile[-1] is not None:
        return None
    top = len(pile) - 1
    start = lost_souls_places(scratch)[0][0] if lost_souls_places(scratch) else top
    kept = {k: v for k, v in board_of(state).get("lost_souls_suits", {}).items() if start <= int(k) < top}
    return state.set_edit("boards", with_board(state, lost_souls_suits={**kept, str(top): suit}))


def lost_souls_named(state) -> tuple[dict[str, int], int]:
    """The Lost Souls pile's cards by suit, birds ignored (10.4.1): those named, and those not
    named whose suit is known (``lost_souls_suits``); and how many of its cards are neither."""
    from rootboard.game.cards.catalogue import deck

    chosen = deck(state.deck)
    known = lost_souls_suits(state)
    counts, unnamed = dict.fromkeys(SUITS, 0), 0
    for at, card in lost_souls_places(state):
        found = chosen.find(card) if card is not None else None
        suit = found.suit if found is not None else known.get(at)
        if suit is None:
            unnamed += 1
        elif suit in counts:
            counts[suit] += 1
    return counts, unnamed


def lost_souls_counts(state) -> dict[str, int] | None:
    """The Lost Souls pile's cards by suit, birds ignored (10.4.1); None when a card there is not
    named (the table says the counts)."""
    counts, unnamed = lost_souls_named(state)
    return None if unnamed else counts


def adjusted(current: str | None, was_hated: bool, counts: dict[str, int]) -> tuple[str | None, bool]:
    """The Outcast after Adjust Outcast (10.4.1): the suit with the most cards, Hated if it was
    already the Outcast; no one suit with the most: it stays, and flips to Hated."""
    most = max(counts.values())
    leaders = [s for s in SUITS if counts[s] == most]
    if len(leaders) == 1:
        suit = leaders[0]
        return suit, suit == current
    return current, current is not None


def board_problem(state):
    """(element, problem) for a Cult board a game file holds that cannot be, or None."""
    data = state.boards.get(LIZARDS)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.lizards", BAD_BOARD("10.2", element="lizards", problem="not an object")
    extra = sorted(set(data) - set(KEYS))
    if extra:
        return "boards.lizards", BAD_BOARD("10.2", element="lizards", problem=f"unknown keys {extra}")
    if data.get("outcast") is not None and data["outcast"] not in SUITS:
        return "boards.lizards.outcast", BAD_BOARD("10.4.1", element="outcast", problem=f"{data['outcast']!r}")
    if not isinstance(data.get("hated", False), bool):
        return "boards.lizards.hated", BAD_BOARD("10.4.1", element="hated", problem="true or false")
    shown = data.get("revealed", [])
    if not isinstance(shown, list) or any(s not in (*SUITS, BIRD) for s in shown):
        return "boards.lizards.revealed", BAD_BOARD("10.5", element="revealed", problem="a list of suits")
    if data.get("conspiracy", "sanctify") not in CONSPIRACY_SPACES:
        return "boards.lizards.conspiracy", BAD_BOARD("16.1.3", element="conspiracy",
                                                      problem=f"{data['conspiracy']!r}")
    kept = data.get("lost_souls_suits", {})
    if not isinstance(kept, dict) or any(not (k.isdigit() and k == str(int(k))) or v not in (*SUITS, BIRD)
                                         for k, v in kept.items()):
        return "boards.lizards.lost_souls_suits", BAD_BOARD("10.2.6", element="lost_souls_suits",
                                                            problem="places in the discard pile and their suits")
    mark = data.get("lost_souls_from", 0)
    if type(mark) is not int or mark < 0:
        return "boards.lizards.lost_souls_from", BAD_BOARD("10.4.2", element="lost_souls_from",
                                                           problem="a count of cards")
    n = data.get("acolytes", 0)
    from rootboard.game.faction import held_by_others

    # Less those paid to another's board (the Riverfolk's Payments and Funds, 11.2.6.I).
    out = state.out.get((LIZARDS, WARRIOR), 0) - held_by_others(state, LIZARDS, WARRIOR)
    if type(n) is not int or n != out:
        return "boards.lizards.acolytes", BAD_ACOLYTES("10.2.3", acolytes=n, out=out)
    return None


def adjacent_clearings(state, clearing: int) -> list[int]:
    """Clearings adjacent along a path (2.2.1), a closed path counting once it is opened (16.2.3.III)."""
    from rootboard.board.topology import CLOSED_PATH, PATH

    topology = state.topology
    found = set(topology.clearing_links(clearing, PATH))
    found |= {c for c in topology.clearing_links(clearing, CLOSED_PATH)
              if (min(c, clearing), max(c, clearing)) not in state.closed_paths}
    return sorted(found)


def revealed_returned(state) -> tuple[list, list]:
    """(edits, notes) of Return Revealed Cards (10.6.1): the cards revealed this turn back to the
    hand, those named to its known cards; the board's list of revealed suits emptied. Made by the
    turn's step when it is left, and by the action of its own (lizards-return)."""
    from rootboard.game.cards.places import BOARD, BOARD_KNOWN, HAND, KNOWN, known_on_board, on_board, place, tracked
    from rootboard.game.cards.table import card_edit

    shown = revealed(state)
    if not shown:
        return [], []
    edits = []
    if tracked(state):
        edits += [card_edit(c, place(BOARD_KNOWN, LIZARDS), place(KNOWN, LIZARDS))
                  for c in known_on_board(state, LIZARDS)]
        edits += [card_edit(None, place(BOARD, LIZARDS), place(HAND, LIZARDS)) for _ in range(on_board(state, LIZARDS))]
    edits.append(state.set_edit("boards", with_board(state, revealed=[])))
    return edits, [RETURNED("10.6.1", count=len(shown))]

"""Who wins by dominance (3.3.1): a pure function of the position, asked at the start of a
Birdsong.

3.3.1.I: "You win the game immediately if you rule three clearings of the suit matching the
activated dominance card at the start of your Birdsong." 3.3.1.II: "... if you rule two
clearings in opposite corners" for the bird dominance card. Which clearings are corners and
which corner is opposite which is the map's data (each corner clearing's ``opposite_corner``,
rootboard.board.mapfile), never a list typed here: the Lake pairs its corners unlike the
other maps. Who rules a clearing is the one rule of rule (rootboard.game.rules, 2.5); the
Burrow has no suit and is no corner, so it never counts.

Ending a turn asks it for the faction whose Birdsong begins (:func:`birdsong_victory`): its
victory is one more edit of ``end-turn``, as a victory at 30 is of the action that scores it
(rootboard.game.victory).
"""

from __future__ import annotations

from rootboard.game import victory
from rootboard.game.cards.places import activated
from rootboard.game.rules import ruling
from rootboard.messages import Message

SUITED_DOMINANCE = 3  # 3.3.1.I: three clearings of the card's suit


def opposite_corners(board) -> list[tuple[int, int]]:
    """The pairs of opposite corner clearings of ``board``, each once, from the map's data."""
    return sorted({tuple(sorted((c.id, c.opposite_corner))) for c in board.clearings.values()
                   if c.corner and c.opposite_corner is not None})


def dominance_winner(state, faction: str | None = None) -> str | None:
    """``faction`` (default: the faction on turn, at the start of its Birdsong) if its
    activated dominance card wins it the game now (3.3.1.I, 3.3.1.II); else None."""
    fid = state.current if faction is None else faction
    card = activated(state, fid)
    if card is None or state.law[fid].vagabond:  # 9.2.8: his dominance card forms a coalition instead
        return None
    from rootboard.game.cards.catalogue import deck

    suit = deck(state.deck).card(card).suit
    board = state.topology.board
    if suit == "bird":
        ruled = any(all(ruling(state, c).ruler == fid for c in pair) for pair in opposite_corners(board))
    else:
        ruled = sum(1 for c in board.clearings if state.suits.get(c) == suit and ruling(state, c).ruler == fid) \
            >= SUITED_DOMINANCE
    return fid if ruled else None


def birdsong_victory(state, edits) -> tuple[list, Message | None]:
    """The turn ends with ``edits`` (the next faction's Birdsong begins): the victory edit of
    that faction if its activated dominance card wins it the game now (3.3.1), its coalition
    partner with it (9.2.8), and what is said of it; ([], None) otherwise. Nothing once the game
    is won, nor when these very edits bring a score to 30: that victory comes first (3.1)."""
    if state.winner or not state.cards.get("activated"):
        return [], None
    after = state.position_copy()
    after.apply(edits)
    if victory.reached(state.scores, after.scores):
        return [], None
    who = dominance_winner(after)
    return victory.dominance_victory(after, who, victory.coalition_partners(after, who))

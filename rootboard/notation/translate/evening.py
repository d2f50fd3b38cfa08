"""The Evening's draw the log omits: a faction whose turn draws fewer cards from the draw pile
than her Evening draws (the Marquise one plus her recruiters' bonus, 6.6; the Alliance one
plus her bases', 8.6.2), said at the turn's last action.

The draw is not made for the log: the log's hands are the table's (an annotator's "forgot to
draw"), and a hand that later gives a card it lacks is said there (:mod:`.hands`). Cards drawn
in Daylight count toward it: a log that writes the draw early is not flagged. A turn in which
the game is won has no Evening (3.1); a log that writes no draw of hers keeps no cards of hers;
its last turn may stop before its Evening (the game or the log ends).
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id

DRAW_SHORT = Template("rootlog.replay.evening-draw-short",
                      "{who:faction} {who:faction|sg=draws|pl=draw} {drawn} cards in this turn, and the Evening "
                      "draws {count} card: the log omits the Evening's draw",
                      plural="{who:faction} {who:faction|sg=draws|pl=draw} {drawn} cards in this turn, and the "
                      "Evening draws {count} cards: the log omits the Evening's draw", count="count")
#: The factions whose Evening draw rootboard counts: (the board module of its rule, its Law section),
#: each imported the first time its Evening is counted (rootboard/later.py), not looked up again
#: at each of her turns (issue 32).
EVENING = {"marquise": (Later("rootboard.game.factions.marquise.board"), "6.6"),
           "alliance": (Later("rootboard.game.factions.alliance.board"), "8.6.2")}


def drawn(turn: m.Turn, fid: str) -> int:
    """The cards the turn's actions draw from the draw pile to ``fid``'s hand (``2#->C``)."""
    count = 0
    for action in turn.actions:
        if not isinstance(action, m.Move) or len(action.to) != 1 or not isinstance(action.to[0], m.Hand) \
                or faction_id(action.to[0].faction) != fid:
            continue
        count += sum(t.count for t in action.things if isinstance(t.what, m.Card) and t.start is None)
    return count


def writes_draws(log: m.Rootlog, fid: str) -> bool:
    """Whether the log writes a draw to ``fid``'s hand in any turn: a log that never does (a
    position's sketch, a board's test) does not keep her cards, and is not asked for them."""
    return any(drawn(turn, fid) for turn in log.turns if not turn.setup)


def draw_short(state: GameState, turn: m.Turn, log: m.Rootlog):
    """What is said when the turn on play draws fewer cards than its Evening (None otherwise),
    judged on the position at its end (the recruiters or bases then on the map)."""
    fid = state.current
    if fid not in EVENING or faction_id(turn.faction) != fid or state.winner is not None:
        return None  # a game won ends at once, with no Evening after it (3.1)
    if not writes_draws(log, fid) or turn is log.turns[-1]:
        return None  # the log's last turn may end the game, or the log, before its Evening
    board, section = EVENING[fid]
    count = board.evening_draw(state)
    have = drawn(turn, fid)
    if have >= count:
        return None
    return DRAW_SHORT(section, who=fid, drawn=have, count=count)

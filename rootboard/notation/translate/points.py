"""Victory points in a Rootlog, reconciled with those rootboard scores itself.

rootboard's actions score some points on their own: removing a closed path (16.2.3.III), an
Explore (9.5.3), ruling the Pass at the end of Evening (16.2.3.IV), a faction's rules at the end
of its turn (the Hundreds' Oppress, 14.6.2, a reader's ``turn_end_points``). The log records every point
with ``++``. So a point rootboard has just scored is a credit, and the log's next ``++`` of that
faction in the turn is first set against it (nothing scored twice); what is left is scored. A
credit the turn never records is said at the end of the turn; the Pass and a faction's end of
turn are scored when the turn ends, so the log's last ``++`` of the turn waits for the end of the
turn to be set against them.
"""

from __future__ import annotations

from rootboard.game.actions import EndTurn, Score
from rootboard.game.state import GameState
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import Credit, TurnContext
from rootboard.notation.translate.steps import Covered, Planned, Refused, Step

# The reason of the step a ++ set against a point rootboard scored itself is covered by (never
# said: the replay has nothing to apply or flag for it): the same words for each, made once,
# where each ++ made a message naming the points and the action that scored them (issue 32).
ALREADY_SCORED = Template("rootlog.replay.already-scored", "rootboard already scored these points itself")
SCORED_ALREADY = ALREADY_SCORED()
NOT_RECORDED = Template("rootlog.replay.not-recorded",
                        "rootboard scored {points} VP for {who:faction} here ({why}); the log records no point for it",
                        plural="rootboard scored {points} VP for {who:faction} here ({why}); the log records no "
                        "points for it", count="points")
NO_SCORE = Template("rootlog.replay.no-score", "{who} has no score in this game")
THE_PASS = Template("rootlog.replay.the-pass", "ruling the Pass at the end of the turn")


def score_steps(ctx: TurnContext, state: GameState, score: m.Score) -> list[Step]:
    """The steps of a ``++`` (her points lost to Turmoil, 7.7.1, read by the Eyrie's own module
    where the game seats her: ``ctx.readers``)."""
    fid = faction_id(score.faction)
    if fid not in state.scores:
        return [Refused(NO_SCORE("3.2", who=score.faction.code))]
    humiliation = ctx.readers.humiliation
    turmoil = None if humiliation is None else humiliation(ctx, state, score)
    if turmoil is not None:
        return turmoil
    points = score.points
    found: list[Step] = []
    if points:
        # Set against what rootboard scored (or lost: Turmoil, 7.7.1) of the same sign.
        sign = 1 if points > 0 else -1
        for credit in [c for c in ctx.credits if c.faction == fid and c.points * sign > 0]:
            taken = sign * min(credit.points * sign, points * sign)
            found.append(Covered(SCORED_ALREADY))
            credit.points -= taken
            points -= taken
            if not credit.points:
                ctx.credits.remove(credit)
            if not points:
                break
    if points:
        found.append(Planned(Score(fid, points)))
    return found


def scored(ctx: TurnContext, fid: str, points: int, action: m.Action, by=None, why=None) -> None:
    """rootboard scored ``points`` for ``fid`` on its own at ``action``: by the rootboard action
    ``by``, or for the reason ``why`` where no action did (:class:`Credit`)."""
    ctx.credits.append(Credit(fid, points, by, why, action.line, action.col, action.text))


def passes(state: GameState) -> bool:
    """Whether ending the turn now scores the Pass (16.2.3.IV)."""
    return EndTurn().pass_ruled(state)


def is_trailing(ctx: TurnContext, state: GameState, score: m.Score) -> bool:
    """A ``++`` of the player on turn after which the turn moves no piece and scores nothing
    more, on a map with the Pass, or of a faction whose rules score at the end of its turn
    (Oppress, 14.6.2): it may be the log's points for them."""
    # The Tower's place is found by scanning the map (state.tower): asked after the cheap tests.
    if score.points <= 0 or faction_id(score.faction) != ctx.current:
        return False
    if state.tower is None:
        ending = ctx.readers.turn_end_points
        if ending is None or ending(ctx, state) is None:
            return False
    for later in ctx.upcoming():
        if isinstance(later, (m.Score, m.Battle, m.Dominance)):
            return False
        if isinstance(later, m.Move) and not all(isinstance(t.what, m.Card) for t in later.things):
            return False
    return True

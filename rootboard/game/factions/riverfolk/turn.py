"""The Riverfolk Company's turn (11.4-11.6): its steps, the actions worth offering at each, and
what a step does on its own when it is left (Birdsong's Protectionism and collected payments,
11.4).

Candidates are generated broadly (every price on each track, every fund's owner for each use,
every clearing, every path and every defender beside their warriors) and judged by each
action's own check and the turn's count (rootboard.game.turns.options).
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

COLLECT_STEP = Template("turn-step.riverfolk.collect", "Protectionism, then payments to Funds")
ACTIONS_STEP = Template("turn-step.riverfolk.daylight", "actions paid with funds, in any order and number")
DISCARDING = Template("turn-step.riverfolk.discard", "discard down to five cards")
PRICES_STEP = Template("turn-step.riverfolk.prices", "set the prices of the services")

# Daylight (11.5): in any order and number, each paid with funds: crafting (its funds by
# the crafting hook), a fund committed to a move or battle (then the move or battle itself,
# counted: see times()), a draw, a recruit, a trade post.
DAYLIGHT = frozenset({"craft", "riverfolk-commit", "riverfolk-draw", "riverfolk-recruit", "riverfolk-trade-post",
                      "riverfolk-export", "move", "battle"})
# What counts toward the step's limit is a move or battle, one per fund committed to them.
UNCOUNTED = DAYLIGHT - {"move", "battle"}

STEPS = (
    # Birdsong (11.4): done on leaving, or by riverfolk-collect.
    Step("collect", "birdsong", "11.4", frozenset({"riverfolk-collect"}), optional=False, words=COLLECT_STEP),
    Step("actions", "daylight", "11.5", DAYLIGHT, times=0, words=ACTIONS_STEP),
    Step("discard", "evening", "11.6.1", frozenset({"discard"}), words=DISCARDING),  # down to five
    Step("prices", "evening", "11.6.2", frozenset({"riverfolk-prices"}), times=1, words=PRICES_STEP),
)


NEEDS_FUND = Template("riverfolk.commit.needed", "a move or battle of the Riverfolk needs a fund committed to it "
                      "first (riverfolk-commit): {count} committed this turn, each used",
                      plural="a move or battle of the Riverfolk needs a fund committed to it first "
                      "(riverfolk-commit): {count} committed this turn, each used", count="count")


COUNTED = Template("riverfolk.actions.counted", "{taken} of {times} moves and battles taken, one per fund committed",
                   plural="{taken} of {times} moves and battles taken, one per fund committed", count="times")


def taken_words(state, step: Step):
    """Their Daylight's count is of its moves and battles, one per fund committed to them (11.5.1,
    11.5.2); their other actions are not counted (a bare "0 of 0" read as nothing to do)."""
    if step.id != "actions":
        return None
    return COUNTED(taken=state.taken.get(step.id, 0), times=times(state, step))


def spent(state, step: Step):
    """Why no more moves or battles now: each needs its own fund committed (11.5.1, 11.5.2)."""
    if step.id != "actions":
        return None
    from rootboard.game.factions.riverfolk.daylight import commits

    return NEEDS_FUND("11.5.1", "11.5.2", count=commits(state))


def times(state, step: Step) -> int | None:
    """Daylight's moves and battles: one per fund committed to them this turn (11.5.1, 11.5.2);
    the other steps' own limits."""
    if step.id != "actions":
        return step.times
    from rootboard.game.factions.riverfolk.daylight import commits

    return commits(state)


def candidates(state, step: Step):
    from rootboard.game.factions.riverfolk import actions as a
    from rootboard.game.factions.riverfolk.board import PRICES, RIVERFOLK

    if step.id == "collect":
        return [a.Collect()]
    if step.id == "discard":
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, RIVERFOLK)
    if step.id == "prices":
        return [a.SetPrices(h, r, m) for h in PRICES for r in PRICES for m in PRICES]
    if step.id == "actions":
        return _daylight(state)
    return []


def _daylight(state) -> list:
    """Every fund's use, for each owner with funds; each clearing for a recruit and a trade
    post; and, with a fund committed to them, every move from their warriors and every battle."""
    from rootboard.game.actions import Move
    from rootboard.game.factions.riverfolk import daylight as d
    from rootboard.game.factions.riverfolk.board import RIVERFOLK, box
    from rootboard.game.kinds import WARRIOR
    from rootboard.game.movement import MoveRequest, neighbours
    from rootboard.game.turns.offers import battles_in

    owners = sorted(box(state, "funds"))
    clearings = sorted(state.topology.board.clearings)
    found: list = [d.Commit(use, owner) for use in ("move", "battle") for owner in owners]
    found += [d.DrawCard(owner) for owner in owners]
    found += [d.Recruit(c, owner) for c in clearings for owner in owners]
    found += [d.TradePost(c) for c in clearings]
    from rootboard.game.cards.places import known_in_hand

    found += [d.Export(card) for card in sorted(set(known_in_hand(state, RIVERFOLK)))]  # their hand is public
    mine = {c: n for c in state.where_is((RIVERFOLK, WARRIOR)) if isinstance(c, int)
            and (n := state.count(c, (RIVERFOLK, WARRIOR)))}
    found += [Move(MoveRequest(RIVERFOLK, c, to, n)) for c, n in sorted(mine.items())
              for to in sorted(neighbours(state, c), key=str)]
    return found + battles_in(state, RIVERFOLK, mine)


def unfinished(state, step: Step):
    """Their discard is not passed with more than five cards: the prices follow it in their
    Evening (11.6.1, then 11.6.2), where no discard is offered, so a hand left over five there
    could no more be discarded and the turn could not end."""
    if step.id != "discard":
        return None
    from rootboard.game.cards.hand_limit import over_hand_limit

    return over_hand_limit(state, state.current)


def leaving(state, step: Step):
    """Birdsong left: Protectionism and the payments collected (11.4), unless done already."""
    if step.id == "collect":
        from rootboard.game.factions.riverfolk.actions import Collect

        collect = Collect()
        verdict = collect.check(state)
        if not verdict.legal:
            return [], []  # collected already this Birdsong
        return collect.edits(state), [verdict.message, *verdict.notes]
    return [], []

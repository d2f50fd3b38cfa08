"""The Corvid Conspiracy's turn (13.4-13.6): their steps, the actions worth offering at each, and
what a step does on its own when it is left (Evening's draw, one card plus one per face-up
extortion, unless they exerted, 13.6.1-13.6.2).

Candidates are generated broadly (every face-down plot to flip, every suit to recruit in, every
clearing with their warriors for a plot of each kind and a move to each adjacent clearing, every
two plots of one facing to swap, every enemy to battle) and judged by each action's own check
(rootboard.game.turns.options): nothing here is a second list of the rules.
"""

from __future__ import annotations

from rootboard.game.factions.corvids.board import DAYLIGHT_ACTIONS, EXERT_ACTIONS
from rootboard.game.turns.steps import Step
from rootboard.messages import Template

# What each step is called (its phase is said beside it).
CRAFTING = Template("turn-step.corvids.craft", "craft with plots")
FLIP_STEP = Template("turn-step.corvids.flip", "flip plots face up")
RECRUIT_STEP = Template("turn-step.corvids.recruit", "recruit: spend a card for a warrior in each matching clearing")
ACTIONS_STEP = Template("turn-step.corvids.actions", "up to three actions: move, plot, battle, trick")
EXERT_STEP = Template("turn-step.corvids.exert", "exert: one more action, and no cards drawn")
DRAW_STEP = Template("turn-step.corvids.draw", "draw one card plus one per face-up extortion")
DISCARDING = Template("turn-step.corvids.discard", "discard down to five cards")

EVENING_DRAW = Template("corvids.evening-draw", "the Corvids draw {count} card: one, plus one per face-up "
                        "extortion ('rootboard draw')", plural="the Corvids draw {count} cards: one, plus one per "
                        "face-up extortion ('rootboard draw')", count="count")
EXERTED = Template("corvids.exerted", "the Corvids exerted: they draw no card this Evening")

# Their Daylight actions (13.5.1-13.5.4), and the one Exert takes in Evening (13.6.1).
ACTION_KINDS = frozenset({"move", "corvids-plot", "battle", "trick"})

STEPS = (
    Step("craft", "birdsong", "13.4.1", frozenset({"craft"}), words=CRAFTING),
    Step("flip", "birdsong", "13.4.2", frozenset({"flip"}), words=FLIP_STEP),  # any number of times
    Step("recruit", "birdsong", "13.4.3", frozenset({"corvids-recruit"}), times=1, words=RECRUIT_STEP),
    Step("actions", "daylight", "13.5", ACTION_KINDS, times=DAYLIGHT_ACTIONS, words=ACTIONS_STEP),
    Step("exert", "evening", "13.6.1", ACTION_KINDS, times=EXERT_ACTIONS, words=EXERT_STEP),
    # Drawn on leaving (13.6.2); forgone by Exert (13.6.1), so the step may pass with nothing done.
    Step("draw", "evening", "13.6.2", frozenset({"draw"}), words=DRAW_STEP),
    Step("discard", "evening", "13.6.2", frozenset({"discard"}), words=DISCARDING),  # down to five
)


def exerted(state) -> bool:
    """Whether they took their Exert action this Evening (13.6.1)."""
    return bool(state.taken.get("exert", 0))


def candidates(state, step: Step):
    from rootboard.game.factions.corvids.board import plots_on_map
    from rootboard.game.factions.corvids.plots import Flip
    from rootboard.game.kinds import SUITS

    if step.id == "discard":  # 13.6.2: down to five, the excess offered as the other rooms offer it
        from rootboard.game.cards.actions import discard_down
        from rootboard.game.factions.corvids.board import CORVIDS

        return discard_down(state, CORVIDS)
    if step.id == "flip":
        return [Flip(c) for c in sorted(plots_on_map(state)) if c not in state.face_up]
    if step.id == "recruit":
        return [r for suit in SUITS for r in _recruits(state, suit)]
    if step.id in ("actions", "exert"):
        return _actions(state)
    return []


def _recruits(state, suit: str) -> list:
    """A recruit in ``suit``; when their supply holds fewer warriors than its clearings, each
    choice of where they go (1.5.4), at most a handful."""
    from itertools import combinations, islice

    from rootboard.game.factions.corvids.actions import Recruit
    from rootboard.game.factions.corvids.board import CORVIDS
    from rootboard.game.kinds import WARRIOR

    where = sorted(c for c in state.topology.board.clearings if state.suits.get(c) == suit)
    have = state.supply.get((CORVIDS, WARRIOR), 0)
    found = [Recruit(suit)]
    if 0 < have < len(where):
        found += [Recruit(suit, clearings=chosen) for chosen in islice(combinations(where, have), 12)]
    return found


def _actions(state) -> list:
    from rootboard.game.actions import Move
    from rootboard.game.factions.corvids.actions import PlacePlot
    from rootboard.game.factions.corvids.board import CORVIDS, plots_on_map, warriors_at
    from rootboard.game.factions.corvids.pieces import PLOTS
    from rootboard.game.factions.corvids.plots import Trick
    from rootboard.game.movement import MoveRequest, neighbours
    from rootboard.game.turns.offers import battles_in

    mine = warriors_at(state)
    clearings = state.topology.board.clearings
    # All their warriors there to each clearing one move could reach (the move's check says
    # which it may: Nimble, 13.2.3; a snare, 13.7.2; a closed path, 16.2.3).
    found: list = [Move(MoveRequest(CORVIDS, c, n, mine[c])) for c in sorted(mine)
                   for n in sorted(x for x in neighbours(state, c) if isinstance(x, int) and x in clearings)]
    found += [PlacePlot(c, p) for c in sorted(mine) for p in PLOTS if state.supply.get((CORVIDS, p), 0)]
    found += battles_in(state, CORVIDS, mine)
    plots = sorted(plots_on_map(state))
    found += [Trick(a, b) for i, a in enumerate(plots) for b in plots[i + 1:]
              if (a in state.face_up) == (b in state.face_up)]
    return found


def leaving(state, step: Step):
    """Evening's draw left: one card plus one per face-up extortion (13.6.2), through the Draw
    action's edits when cards are kept; none when they exerted (13.6.1)."""
    if step.id != "draw":
        return [], []
    if exerted(state):
        return [], [EXERTED("13.6.1")]
    from rootboard.game.factions.corvids.board import CORVIDS, evening_draw

    count = evening_draw(state)
    if not state.cards:
        return [], [EVENING_DRAW("13.6.2", count=count)]
    from rootboard.game.cards.actions import Draw

    draw = Draw(CORVIDS, count)
    verdict = draw.check(state)
    if not verdict.legal:
        return [], [verdict.message]
    return draw.edits(state), [verdict.message, *verdict.notes]

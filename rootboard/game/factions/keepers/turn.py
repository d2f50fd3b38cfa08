"""The Keepers in Iron's turn (15.4-15.6): their steps, the actions worth offering at each, and what
a step does on its own when it is left: the end of Daylight discards the Retinue cards a Delve or
Recover lost (15.5.2.II.b, 15.5.2.III.c); Live Off the Land removes a warrior from each clearing
with four or more (15.6.1); Evening's draw is one card plus one per waystation (15.6.3).

Candidates are generated broadly (every clearing for Encamp, Decamp and Recruit; every Retinue
card in every clearing; every relic of every adjacent forest at every value to delve; every relic
type at every value to recover; every move and battle from a clearing with their warriors) and
judged by each action's own check (rootboard.game.turns.options): nothing here is a second list
of the rules.
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

# What each step is called (its phase is said beside it).
ENCAMP_STEP = Template("turn-step.keepers.encamp", "encamp: replace warriors with waystations, once per clearing")
DECAMP_STEP = Template("turn-step.keepers.decamp", "decamp: replace waystations with warriors, once per clearing")
RECRUIT_STEP = Template("turn-step.keepers.recruit", "recruit: spend a card for two warriors at a matching waystation")
CRAFTING = Template("turn-step.keepers.craft", "craft with waystations")
RETINUE_STEP = Template("turn-step.keepers.retinue", "act with the Retinue, column by column: move, battle then "
                        "delve, move or recover")
LIVE_STEP = Template("turn-step.keepers.live", "live off the land: a warrior removed from each clearing with four "
                     "or more")
GATHER_STEP = Template("turn-step.keepers.gather", "gather the Retinue: add cards from the hand, or shift one card")
DRAW_STEP = Template("turn-step.keepers.draw", "draw one card plus one per waystation on the map")
DISCARDING = Template("turn-step.keepers.discard", "discard down to five cards")

EVENING_DRAW = Template("keepers.evening-draw", "the Keepers draw {count} card: one, plus one per waystation on the "
                        "map ('rootboard draw')", plural="the Keepers draw {count} cards: one, plus one per "
                        "waystation on the map ('rootboard draw')", count="count")
LIVES_OFF = Template("keepers.live-off-the-land", "Live Off the Land: a Keeper warrior removed from {where:area}")

# Acting with the Retinue: the card's own action, then the move or battle it names (15.5.2).
RETINUE_KINDS = frozenset({"keepers-act", "keepers-delve", "keepers-recover", "keepers-retinue-ends", "move", "battle"})

STEPS = (
    Step("encamp", "birdsong", "15.4.1", frozenset({"keepers-encamp"}), words=ENCAMP_STEP),
    Step("decamp", "birdsong", "15.4.2", frozenset({"keepers-decamp"}), words=DECAMP_STEP),
    Step("recruit", "birdsong", "15.4.3", frozenset({"keepers-recruit"}), words=RECRUIT_STEP),  # any number
    Step("craft", "daylight", "15.5.1", frozenset({"craft"}), words=CRAFTING),
    Step("retinue", "daylight", "15.5.2", RETINUE_KINDS, words=RETINUE_STEP),
    # Done on leaving (15.6.1: "You must"), so nothing is taken at it.
    Step("live", "evening", "15.6.1", frozenset(), optional=False, words=LIVE_STEP),
    # Add cards, or shift one card (15.6.2): one or the other, once.
    Step("gather", "evening", "15.6.2", frozenset({"keepers-retinue", "keepers-shift"}), times=1, words=GATHER_STEP),
    Step("draw", "evening", "15.6.3", frozenset({"draw"}), optional=False, words=DRAW_STEP),  # drawn on leaving
    Step("discard", "evening", "15.6.3", frozenset({"discard"}), words=DISCARDING),  # down to five
)


def candidates(state, step: Step):
    from rootboard.game.factions.keepers import KEEPERS, RELICS
    from rootboard.game.factions.keepers import actions as a

    clearings = sorted(state.topology.board.clearings)
    if step.id == "encamp":
        return [a.Encamp(c, r) for c in clearings for r in RELICS]
    if step.id == "decamp":
        return [a.Decamp(c) for c in clearings]
    if step.id == "recruit":
        from rootboard.game.cards.places import known_in_hand

        cards = [None, *sorted({c for c in known_in_hand(state, KEEPERS) if c})]  # a card not named, or each known
        return [a.Recruit(c, card) for c in clearings for card in cards]
    if step.id == "retinue":
        return _retinue(state, clearings)
    if step.id == "gather":
        return _gathers(state)
    if step.id == "discard":
        return _discards(state)
    return []


def _discards(state) -> list:
    """Down to five (15.6.3): the cards over the limit, named when their hand is known, else not
    named (the table chooses which; their draw by waystations makes a hand over five common)."""
    from rootboard.game.cards.actions import Discard
    from rootboard.game.cards.places import HAND_LIMIT, hand_size, known_in_hand, tracked
    from rootboard.game.factions.keepers import KEEPERS

    over = hand_size(state, KEEPERS) - HAND_LIMIT if tracked(state) else 0
    if over <= 0:
        return []
    known = [c for c in known_in_hand(state, KEEPERS) if c]
    return [Discard(KEEPERS, tuple(known[:over]), over - len(known[:over]))]


def _retinue(state, clearings) -> list:
    from rootboard.game.actions import Move
    from rootboard.game.factions.keepers import KEEPERS, RELICS
    from rootboard.game.factions.keepers import actions as a
    from rootboard.game.factions.keepers.board import RELIC_VALUES, board_of, entries
    from rootboard.game.kinds import WARRIOR
    from rootboard.game.movement import MoveRequest, neighbours
    from rootboard.game.turns.offers import battles_in

    board = board_of(state)
    values = sorted(set(RELIC_VALUES))
    found: list = []
    for column, index, _ in entries(board):
        found += [a.ActWithRetinue(column, index, c) for c in clearings]
        if column == "battle":
            found += [a.Delve(index, c, f, r, v) for c in clearings for f in sorted(state.topology.forests)
                      if c in state.topology.forests[f].clearings
                      for r in RELICS if state.count(f, (KEEPERS, r)) for v in values]
        if column == "recover":
            found += [a.Recover(index, c, r, v) for c in clearings for r in RELICS
                      if state.count(c, (KEEPERS, r)) for v in values]
    mine = {c: n for c in clearings if (n := state.count(c, (KEEPERS, WARRIOR)))}
    # All their warriors there to each clearing one move could reach (the move's check judges rule, 4.2.1).
    found += [Move(MoveRequest(KEEPERS, c, n, mine[c])) for c in sorted(mine)
              for n in sorted(x for x in neighbours(state, c) if isinstance(x, int) and x in clearings)]
    found += battles_in(state, KEEPERS, mine)
    return found


def _gathers(state) -> list:
    """Each Retinue card shifted to each other column; one card of their hand (when kept) to each column."""
    from rootboard.game.cards.places import hands_kept
    from rootboard.game.factions.keepers import KEEPERS
    from rootboard.game.factions.keepers import actions as a
    from rootboard.game.factions.keepers.board import COLUMNS, board_of, entries

    shifts = [a.ShiftRetinue(c, i, into) for c, i, _ in entries(board_of(state)) for into in COLUMNS if into != c]
    if not hands_kept(state):
        return shifts
    from rootboard.game.cards.places import known_in_hand

    held = sorted(set(known_in_hand(state, KEEPERS)))
    return shifts + [a.GatherRetinue((card,), (column,)) for card in held if card for column in COLUMNS]


def leaving(state, step: Step):
    from rootboard.game.factions.keepers import KEEPERS
    from rootboard.game.factions.keepers.board import crowded, evening_draw

    if step.id == "retinue":
        from rootboard.game.factions.keepers.actions import retinue_ends

        return retinue_ends(state)
    if step.id == "live":
        from rootboard.game.kinds import SUPPLY, WARRIOR
        from rootboard.game.state import shift

        where = sorted(crowded(state))
        return ([shift((KEEPERS, WARRIOR), c, SUPPLY, 1) for c in where],
                [LIVES_OFF("15.6.1", where=c) for c in where])
    if step.id == "draw":
        count = evening_draw(state)
        if not state.cards:
            return [], [EVENING_DRAW("15.6.3", count=count)]
        from rootboard.game.cards.actions import Draw

        draw = Draw(KEEPERS, count)
        verdict = draw.check(state)
        if not verdict.legal:
            return [], [verdict.message]
        return draw.edits(state), [verdict.message, *verdict.notes]
    return [], []

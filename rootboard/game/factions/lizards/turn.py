"""The Lizard Cult's turn (10.4-10.6): its steps, the actions worth offering at each, and what a
step does on its own when it is left (the Lost Souls discarded, 10.4.2; the revealed cards
returned, 10.6.1; the Evening draw by the Gardens tracks, 10.6.3).

Candidates are generated broadly (every clearing for each ritual and each suit, every enemy piece
in every clearing for each conspiracy) and judged by each action's own check
(rootboard.game.turns.options): nothing here is a second list of the rules.
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

OUTCAST_STEP = Template("turn-step.lizards.outcast", "adjust the Outcast")
LOST_SOULS_STEP = Template("turn-step.lizards.lost-souls", "discard the Lost Souls")
CONSPIRACIES_STEP = Template("turn-step.lizards.conspiracies", "conspiracies, spending acolytes")
RITUALS_STEP = Template("turn-step.lizards.rituals", "rituals, one per card revealed")
RETURN_STEP = Template("turn-step.lizards.return", "return the revealed cards to the hand")
CRAFTING = Template("turn-step.lizards.craft", "craft with gardens of the Outcast")
DRAW_STEP = Template("turn-step.lizards.draw", "draw one card plus the Gardens tracks' bonuses")
DISCARDING = Template("turn-step.lizards.discard", "discard down to five cards")

LOST_SOULS_DISCARDED = Template("lizards.lost-souls.discarded", "the Lost Souls pile is discarded: its {count} card "
                                "joins the discard pile", plural="the Lost Souls pile is discarded: its {count} "
                                "cards join the discard pile", count="count")

CONSPIRACIES = frozenset({"lizards-crusade", "lizards-convert", "lizards-sanctify"})
RITUALS = frozenset({"lizards-build", "lizards-recruit", "lizards-score", "lizards-sacrifice"})

STEPS = (
    # Birdsong (10.4): its three steps in order.
    Step("outcast", "birdsong", "10.4.1", frozenset({"lizards-outcast"}), times=1, optional=False,
         words=OUTCAST_STEP),
    Step("lost-souls", "birdsong", "10.4.2", words=LOST_SOULS_STEP),  # done on leaving (10.4.2)
    Step("conspiracies", "birdsong", "10.4.3", CONSPIRACIES, words=CONSPIRACIES_STEP),
    # Daylight (10.5): any number of rituals, one per card revealed.
    Step("rituals", "daylight", "10.5", RITUALS, words=RITUALS_STEP),
    # Evening (10.6): its three steps in order.
    Step("return", "evening", "10.6.1", optional=False, words=RETURN_STEP),  # done on leaving (10.6.1)
    Step("craft", "evening", "10.6.2", frozenset({"craft"}), words=CRAFTING),
    Step("draw", "evening", "10.6.3", frozenset({"draw"}), optional=False, words=DRAW_STEP),  # drawn on leaving
    Step("discard", "evening", "10.6.3", frozenset({"discard"}), words=DISCARDING),  # down to five (10.6.3)
)


def candidates(state, step: Step):
    from rootboard.game.factions.lizards import actions as a
    from rootboard.game.factions.lizards.board import BIRD, LIZARDS
    from rootboard.game.kinds import BUILDING, MAP, SUITS, WARRIOR

    if step.id == "discard":  # 10.6.3: down to five, the excess offered as the other rooms offer it
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, LIZARDS)
    clearings = sorted(state.topology.board.clearings)
    if step.id == "outcast":
        return [a.AdjustOutcast()]
    if step.id == "conspiracies":
        found: list = []
        enemies = [f for f in state.in_game if f != LIZARDS and state.controllers.get(f) != LIZARDS]
        for c in clearings:
            here = state.pieces_at(c)
            found += [a.Convert(c, f) for f in enemies if here.get((f, WARRIOR))]
            found += [a.Sanctify(c, f, p) for (f, p), n in sorted(here.items())
                      if n and f in enemies and state.law.kinds.get((f, p)) == BUILDING]
        mine = [c for c in clearings if state.count(c, (LIZARDS, WARRIOR))]
        from rootboard.game.factions.lizards.board import adjacent_clearings

        found += [a.Crusade(c) for c in mine if any(f not in (LIZARDS, MAP) and n for (f, _), n in
                                                    state.pieces_at(c).items())]
        found += [a.Crusade(c, n, 1) for c in mine for n in adjacent_clearings(state, c)]
        return found
    if step.id == "rituals":
        found = [a.RitualBuild(c, suit=state.suits[c]) for c in clearings if state.suits.get(c) in SUITS]
        found += [a.RitualRecruit(c, suit=state.suits[c]) for c in clearings if state.suits.get(c) in SUITS]
        found += [a.RitualScore(suit=s) for s in SUITS]
        found.append(a.RitualSacrifice(suit=BIRD))
        return found
    return []


def leaving(state, step: Step):
    """Discard Lost Souls left: the mark of the Lost Souls moves to the end of the discard pile
    (10.4.2). Return Revealed Cards left: the cards revealed this turn back to the hand (10.6.1).
    Evening's draw left: one card plus the uncovered draw bonuses (10.6.3), through the Draw
    action's edits."""
    from rootboard.game.factions.lizards.board import LIZARDS, lost_souls, with_board

    if step.id == "lost-souls":
        from rootboard.game.cards.places import discard_pile, tracked

        if not tracked(state):
            return [], []
        count = len(lost_souls(state))
        edits = [state.set_edit("boards", with_board(state, lost_souls_from=len(discard_pile(state)),
                                                     lost_souls_suits={}))]  # none of the pile is the Lost Souls
        return edits, [LOST_SOULS_DISCARDED("10.4.2", count=count)]
    if step.id == "return":
        from rootboard.game.factions.lizards.board import revealed_returned

        return revealed_returned(state)
    if step.id == "draw" and state.cards:
        from rootboard.game.cards.actions import Draw
        from rootboard.game.factions.lizards.board import evening_draw

        draw = Draw(LIZARDS, evening_draw(state))
        verdict = draw.check(state)
        if not verdict.legal:
            return [], [verdict.message]
        return draw.edits(state), [verdict.message, *verdict.notes]
    return [], []


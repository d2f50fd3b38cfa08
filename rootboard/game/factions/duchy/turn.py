"""The Underground Duchy's turn (12.4-12.6): its steps, the actions worth offering at each, and
what a step does on its own when it is left (the Birdsong's warriors in the Burrow, 12.4; the
revealed cards discarded or returned, 12.6.1; the Evening draw by the markets' icons, 12.6.3).

Candidates are generated broadly (every clearing for each building and each card suit, every
clearing to dig in, every minister to sway with the suits of the clearings it could use, every
path from its warriors, every enemy to battle) and judged by each action's own check
(rootboard.game.turns.options): nothing here is a second list of the rules.
"""

from __future__ import annotations

from rootboard.game.factions.duchy.board import ASSEMBLY_ACTIONS
from rootboard.game.turns.steps import Step
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.duchy.birdsong", "warriors in the Burrow")
ASSEMBLY_STEP = Template("turn-step.duchy.assembly", "Assembly: up to two actions (build, recruit, move, dig, battle)")
PARLIAMENT_STEP = Template("turn-step.duchy.parliament", "Parliament: each swayed minister's action once")
SWAY_STEP = Template("turn-step.duchy.sway", "sway one minister")
RETURN_STEP = Template("turn-step.duchy.return", "discard the revealed birds, return the other revealed cards")
CRAFTING = Template("turn-step.duchy.craft", "craft with citadels and markets")
DRAW_STEP = Template("turn-step.duchy.draw", "draw one card plus the markets' bonuses")
DISCARDING = Template("turn-step.duchy.discard", "discard down to five cards")


ASSEMBLY = frozenset({"duchy-build", "duchy-recruit", "move", "duchy-dig", "battle"})
PARLIAMENT = frozenset({"duchy-foremole", "duchy-captain", "duchy-marshal", "duchy-brigadier", "duchy-banker",
                        "duchy-mayor", "duchy-duchessofmud", "duchy-baronofdirt", "duchy-earlofstone",
                        # the Captain's, Marshal's and Brigadier's move or battle, played next (12.5.2)
                        "move", "battle"})

STEPS = (
    # Birdsong (12.4): done on leaving, or by duchy-birdsong.
    Step("birdsong", "birdsong", "12.4", frozenset({"duchy-birdsong"}), times=1, optional=False,
         words=BIRDSONG_STEP),
    # Daylight (12.5): its three steps in order.
    Step("assembly", "daylight", "12.5.1", ASSEMBLY, times=ASSEMBLY_ACTIONS, words=ASSEMBLY_STEP),
    Step("parliament", "daylight", "12.5.2", PARLIAMENT, words=PARLIAMENT_STEP),
    Step("sway", "daylight", "12.5.3", frozenset({"duchy-sway"}), times=1, words=SWAY_STEP),
    # Evening (12.6): its three steps in order.
    Step("return", "evening", "12.6.1", optional=False, words=RETURN_STEP),  # done on leaving (12.6.1)
    Step("craft", "evening", "12.6.2", frozenset({"craft"}), words=CRAFTING),
    Step("draw", "evening", "12.6.3", frozenset({"draw"}), optional=False, words=DRAW_STEP),  # drawn on leaving
    Step("discard", "evening", "12.6.3", frozenset({"discard"}), words=DISCARDING),  # down to five (12.6.3)
)


# A minister's action is not one of the moves or battles Parliament counts: those are what the
# Captain, Marshal and Brigadier (or the Mayor as one of them) let the Duchy take (12.5.2).
UNCOUNTED = frozenset(PARLIAMENT - {"move", "battle"})


def times(state, step: Step) -> int | None:
    """Parliament's moves and battles: as many as the ministers' actions taken this turn allow
    (12.5.2); the other steps' own limits."""
    if step.id != "parliament":
        return step.times
    from rootboard.game.factions.duchy.board import granted

    return granted(state)


def _moves_and_battles(state) -> list:
    from rootboard.game.factions.duchy.board import DUCHY
    from rootboard.game.turns.offers import moves_and_battles

    return moves_and_battles(state, DUCHY)


def candidates(state, step: Step):
    from rootboard.game.factions.duchy import actions as a
    from rootboard.game.factions.duchy import ministers as m
    from rootboard.game.factions.duchy.board import BUILDING_TYPES, MINISTERS, SWAY_CARDS, swayed

    if step.id == "discard":  # 12.6.3: down to five, the excess offered as the other rooms offer it
        from rootboard.game.cards.actions import discard_down
        from rootboard.game.factions.duchy.board import DUCHY

        return discard_down(state, DUCHY)
    clearings = sorted(state.topology.board.clearings)
    suited = [c for c in clearings if state.suits.get(c)]
    if step.id == "birdsong":
        return [a.Muster()]
    if step.id == "assembly":
        found: list = [a.Build(c, b, suit=state.suits[c]) for c in suited for b in BUILDING_TYPES]
        found.append(a.Recruit())
        from rootboard.board.topology import BURROW
        from rootboard.game.factions.duchy.board import DIG_WARRIORS, DUCHY
        from rootboard.game.kinds import WARRIOR

        party = min(DIG_WARRIORS, state.count(BURROW, (DUCHY, WARRIOR)))  # up to four from the Burrow (12.5.1.V)
        found += [a.Dig(c, suit=state.suits[c], warriors=n) for c in suited for n in sorted({0, party})]
        return found + _moves_and_battles(state)
    if step.id == "parliament":
        chosen = swayed(state)
        found = []
        if "foremole" in chosen or "mayor" in chosen:
            found += [m.Foremole(c, b, suit=state.suits[c]) for c in suited for b in BUILDING_TYPES]
        found += [cls() for name, cls in m.BY_MINISTER.items() if name not in ("foremole", "banker")]
        found += [m.Banker(unnamed=1, suit=s) for s in sorted({state.suits[c] for c in suited})]
        found += [m.Mayor(name) for name in ("captain", "marshal", "brigadier")]
        return found + _moves_and_battles(state)
    if step.id == "sway":
        # One card of the suit of each clearing with Duchy pieces (12.5.3.II: a clearing lets one card be revealed).
        from rootboard.game.factions.duchy.board import DUCHY

        suits = [state.suits[c] for c in suited if any(n for (f, _), n in state.pieces_at(c).items() if f == DUCHY)]
        return [a.Sway(name, suits=tuple(suits[:SWAY_CARDS[rank]])) for name, rank in MINISTERS.items()
                if len(suits) >= SWAY_CARDS[rank]]
    return []


def leaving(state, step: Step):
    """Birdsong left: its warriors in the Burrow, unless placed already (12.4). Return Revealed
    Cards left: the birds revealed discarded, the rest back to the hand (12.6.1). Evening's draw
    left: one card plus the markets' icons (12.6.3), through the Draw action's edits."""
    from rootboard.game.factions.duchy.board import DUCHY

    if step.id == "birdsong":
        from rootboard.game.factions.duchy.actions import Muster

        muster = Muster()
        verdict = muster.check(state)
        return (muster.edits(state), [verdict.message]) if verdict.legal else ([], [])
    if step.id == "return":
        from rootboard.game.factions.duchy.board import revealed_returned

        return revealed_returned(state)
    if step.id == "draw" and state.cards:
        from rootboard.game.cards.actions import Draw
        from rootboard.game.factions.duchy.board import evening_draw

        draw = Draw(DUCHY, evening_draw(state))
        verdict = draw.check(state)
        if not verdict.legal:
            return [], [verdict.message]
        return draw.edits(state), [verdict.message, *verdict.notes]
    return [], []


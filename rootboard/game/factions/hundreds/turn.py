"""The Lord of the Hundreds's turn (14.4-14.6): its steps, the actions worth offering at each, and
what a step does on its own when it is left (Oppress's points, 14.6.2; the Evening draw, 14.6.3,
one more with Rowdy, 14.7.6).

Candidates are generated broadly (every clearing for each placing action, every mood, every
clearing adjacent to the warlord, every enemy in the clearings where the Hundreds have warriors)
and judged by each action's own check (rootboard.game.turns.options): nothing here is a second
list of the rules.
"""

from __future__ import annotations

from rootboard.game.factions.hundreds import oppress
from rootboard.game.factions.hundreds.oppress import OPPRESS_STEP
from rootboard.game.turns.steps import Step
from rootboard.messages import Template

RAZE_STEP = Template("turn-step.hundreds.raze", "the mobs raze, then the mob die spreads a mob")
RECRUIT_STEP = Template("turn-step.hundreds.recruit", "recruit at the warlord and the strongholds")
ANOINT_STEP = Template("turn-step.hundreds.anoint", "anoint a warlord if none is on the map")
MOOD_STEP = Template("turn-step.hundreds.mood", "choose a new mood")
CRAFTING = Template("turn-step.hundreds.craft", "craft with strongholds")
COMMAND_STEP = Template("turn-step.hundreds.command", "command the Hundreds: move, battle or build, up to Command")
ADVANCE_STEP = Template("turn-step.hundreds.advance", "advance the warlord, up to Prowess")
ADVANCE_SPENT = Template("hundreds.advance.step-spent", "Advance the Warlord: every Advance is taken (up to "
                         "Prowess, {prowess}), and none waits for its battle")
LAVISH_BEFORE_MOOD = Template("hundreds.lavish.before-mood", "Lavish removes items at the end of Birdsong, once "
                              "the new mood is chosen: choose it first")
GRANDIOSE_FIRST = Template("hundreds.grandiose.first", "Grandiose: the warlord advances at the start of Command the "
                           "Hundreds, before any Command action; that moment is past this turn")
ADVANCE_LATER = Template("hundreds.advance.after-command", "Advance the Warlord comes after Command the Hundreds "
                         "(before it only when Grandiose)")
ADVANCED_FIRST = Template("hundreds.grandiose.taken", "Grandiose: {taken} action taken before Command the Hundreds, "
                          "none after", plural="Grandiose: {taken} actions taken before Command the Hundreds, none "
                          "after", count="taken")
INCITE_STEP = Template("turn-step.hundreds.incite", "incite mobs")
DRAW_STEP = Template("turn-step.hundreds.draw", "draw one card")
DISCARDING = Template("turn-step.hundreds.discard", "discard down to five cards")

ROWDY = Template("hundreds.rowdy", "Rowdy: the Hundreds draw {extra} more card", plural="Rowdy: the Hundreds draw "
                 "{extra} more cards", count="extra")

# Advance the Warlord: its move, its battle, and Relentless's one more move (14.5.3, 14.7.5).
ADVANCE_KINDS = frozenset({"hundreds-advance", "battle", "hundreds-relentless"})
# Advance the Warlord's own kinds, taken at Command only when Grandiose (14.7.2).
ADVANCE_ONLY = ADVANCE_KINDS - {"battle"}
# Relentless's move is not one of the Advances, nor counted at the step (14.7.5); Lavish, taken at
# the mood step, is not its one mood (14.7.4, 14.4.4).
UNCOUNTED = frozenset({"hundreds-relentless", "hundreds-lavish"})

STEPS = (
    # Birdsong (14.4): its four steps in order.
    Step("raze", "birdsong", "14.4.1", frozenset({"hundreds-raze", "hundreds-mob"}), times=2, words=RAZE_STEP),
    Step("recruit", "birdsong", "14.4.2", frozenset({"hundreds-recruit"}), times=1, words=RECRUIT_STEP),
    Step("anoint", "birdsong", "14.4.3", frozenset({"hundreds-anoint"}), times=1, words=ANOINT_STEP),
    # The mood step is Birdsong's last: Lavish's items, once the mood is chosen, are taken there,
    # "at the end of Birdsong" (14.7.4), and not counted as its one choice (UNCOUNTED).
    Step("mood", "birdsong", "14.4.4", frozenset({"hundreds-mood", "hundreds-lavish"}), times=1, optional=False,
         words=MOOD_STEP),
    # Daylight (14.5): craft, then Command up to Command, then Advance up to Prowess (see times()).
    # Grandiose advances first (14.7.2): at the start of the Command step, before any Command
    # action, counted against Prowess at the Advance step (tallied_at), which then takes none.
    # The steps are the previous release's, so its game files replay (no step of its own).
    Step("craft", "daylight", "14.5.1", frozenset({"craft"}), words=CRAFTING),
    Step("command", "daylight", "14.5.2", frozenset({"move", "battle", "hundreds-build"}) | ADVANCE_ONLY,
         words=COMMAND_STEP),
    Step("advance", "daylight", "14.5.3", ADVANCE_KINDS, words=ADVANCE_STEP),
    # Evening (14.6); Jubilant's mob rolls follow an Incite in the warlord's clearing (14.7.3).
    Step("incite", "evening", "14.6.1", frozenset({"hundreds-incite", "hundreds-jubilant"}), words=INCITE_STEP),
    Step("oppress", "evening", "14.6.2", optional=False, words=OPPRESS_STEP),  # scored on leaving (14.6.2)
    Step("draw", "evening", "14.6.3", frozenset({"draw"}), optional=False, words=DRAW_STEP),  # drawn on leaving
    Step("discard", "evening", "14.6.3", frozenset({"discard"}), words=DISCARDING),  # down to five (14.6.3)
)


def times(state, step: Step) -> int | None:
    """Command the Hundreds: up to Command actions (14.5.2); Advance the Warlord: up to Prowess
    times, each a move and a battle, Relentless's battle besides (14.5.3, 14.7.5); none once its
    place is past when Grandiose (14.7.2, see advance.limit)."""
    from rootboard.game.factions.hundreds.board import command

    if step.id == "command":
        return command(state)
    if step.id == "advance":
        from rootboard.game.factions.hundreds.advance import limit

        return limit(state)
    return step.times


def refuses(state, step: Step, kind: str):
    """Why the step does not take ``kind`` now though it names it: Lavish's items only once the
    new mood is chosen (or none can be), at the end of Birdsong (14.7.4, 14.4.4); Advance the
    Warlord's own actions at the Command step only when Grandiose, before any Command action
    (14.7.2), else at the Advance step after Command (14.5.3)."""
    if step.id == "mood" and kind == "hundreds-lavish":
        from rootboard.game.factions.hundreds.board import moods_open

        if not state.taken.get("mood", 0) and moods_open(state):
            return LAVISH_BEFORE_MOOD("14.7.4", "14.4.4")
    if step.id == "command" and kind in ADVANCE_ONLY:
        from rootboard.game.factions.hundreds.advance import grandiose_open
        from rootboard.game.factions.hundreds.board import mood

        if not grandiose_open(state):
            return GRANDIOSE_FIRST("14.7.2", "14.5.2") if mood(state) == "grandiose" else ADVANCE_LATER("14.5.3")
    return None


def tallied_at(state, step: Step, kind: str, action=None) -> str:
    """The step whose count an action at ``step`` goes to: Grandiose's Advances, taken at the
    Command step before any Command action, count against Prowess at the Advance step, not
    against Command (14.7.2, 14.5.3). There a battle in the warlord's clearing is an Advance's
    while Advances are left (advance.py reads which); one elsewhere, or once none is left, is
    Command's first action, which ends the Advances (Advance the Warlord is "up to" Prowess,
    none at all too). ``action`` None: the kind's reading, for its limit."""
    if step.id == "command" and kind in ADVANCE_KINDS:
        from rootboard.game.factions.hundreds.advance import grandiose_open, remaining

        if grandiose_open(state) and (kind != "battle" or remaining(state)):
            if kind != "battle" or action is None:
                return "advance"
            from rootboard.game.factions.hundreds.board import warlords_clearing

            if getattr(action, "clearing", None) == warlords_clearing(state):
                return "advance"
    return step.id


def spent(state, step: Step):
    """Why the Advance the Warlord step takes nothing more: Grandiose's Advances come before
    Command and that place is past (14.7.2), or its Advances are all taken (14.5.3)."""
    if step.id != "advance":
        return None
    from rootboard.game.factions.hundreds.advance import grandiose_open
    from rootboard.game.factions.hundreds.board import mood, prowess

    if mood(state) == "grandiose" and not grandiose_open(state):
        return GRANDIOSE_FIRST("14.7.2", "14.5.2")
    return ADVANCE_SPENT("14.5.3", prowess=prowess(state))


def taken_words(state, step: Step):
    """The Advance the Warlord step when Grandiose: its actions were taken before Command (14.7.2)
    and it takes none now, said so rather than as a bare "0 of 0"."""
    if step.id != "advance":
        return None
    from rootboard.game.factions.hundreds.advance import grandiose_open
    from rootboard.game.factions.hundreds.board import mood

    if mood(state) != "grandiose" or grandiose_open(state):
        return None
    return ADVANCED_FIRST("14.7.2", taken=state.taken.get(step.id, 0))


def candidates(state, step: Step):
    from rootboard.game.factions.hundreds import actions as a
    from rootboard.game.factions.hundreds.board import (HUNDREDS, MOODS, WARRIOR, adjacent_clearings,
                                                        warlords_clearing)
    from rootboard.game.kinds import MAP, SUITS

    if step.id == "discard":  # 14.6.3: down to five, the excess offered as the other rooms offer it
        from rootboard.game.cards.actions import discard_down
        from rootboard.game.factions.hundreds.board import HUNDREDS

        return discard_down(state, HUNDREDS)
    clearings = sorted(state.topology.board.clearings)
    mine = [c for c in clearings if state.count(c, (HUNDREDS, WARRIOR))]
    if step.id == "raze":  # with a ruin in a mob clearing, one Raze per item it may give (14.4.1)
        return [a.Raze(), *(a.Raze(items) for items in a.ruin_choices(state)),
                *(a.SpreadMob(c, s) for c in clearings for s in SUITS if state.suits.get(c) == s)]
    if step.id == "recruit":
        return [a.Recruit()]
    if step.id == "anoint":
        return [a.Anoint(c) for c in clearings]
    if step.id == "mood":  # the moods; then, in Lavish, one item of each kind held, and all of them (14.7.4)
        from rootboard.game.factions.hundreds.board import hoard, mood
        from rootboard.game.factions.hundreds.moods import Lavish

        held = hoard(state) if mood(state) == "lavish" else ()
        return [*(a.ChooseMood(m) for m in MOODS),
                *(Lavish((i,)) for i in sorted(set(held))), *([Lavish(held)] if len(held) > 1 else [])]
    if step.id == "incite":
        from rootboard.game.factions.hundreds.moods import JubilantMob

        return [*(a.Incite(c) for c in clearings),
                *(JubilantMob(c, state.suits[c]) for c in clearings if state.suits.get(c) in SUITS),
                *(JubilantMob(None, s) for s in SUITS)]  # a roll that places none (14.7.3)
    from rootboard.game.actions import Move
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.movement import MoveRequest

    def battles(at):
        pairs = sorted({(c, other) for c in at for (other, _), n in state.pieces_at(c).items()
                        if other not in (HUNDREDS, MAP) and n})
        # With the warlord there, the hits they take remove warriors first, the warlord last
        # (4.3.4: the one taking hits chooses; the warlord is a warrior, 14.2.2).
        # Their dice are rolled from the seed when played, and the history keeps the faces
        # (rootboard.game.replay.settled), as for every faction's battle.
        return [Battle(HUNDREDS, other, c, attacker_removes=_hit_order(state, c)) for c, other in pairs]

    def advances():
        from rootboard.game.factions.hundreds.moods import Relentless

        at = warlords_clearing(state)
        if at is None:
            return []
        warriors = state.count(at, (HUNDREDS, WARRIOR))
        return [*(a.Advance(n, warriors) for n in adjacent_clearings(state, at)),
                *(Relentless(n, warriors) for n in adjacent_clearings(state, at))]

    if step.id == "command":  # Grandiose: the warlord's Advances first (14.7.2)
        from rootboard.game.factions.hundreds.board import mood

        found: list = advances() if mood(state) == "grandiose" else []
        found += [a.Build(c) for c in clearings]
        found += [Move(MoveRequest(HUNDREDS, c, n, state.count(c, (HUNDREDS, WARRIOR))))
                  for c in mine for n in adjacent_clearings(state, c)]
        return found + battles(mine)
    if step.id == "advance":
        at = warlords_clearing(state)
        return [*advances(), *battles([at] if at is not None else [])]
    return []


def _hit_order(state, clearing) -> tuple[str, ...]:
    from rootboard.game.factions.hundreds.board import HUNDREDS, WARLORD, WARRIOR

    if not state.count(clearing, (HUNDREDS, WARLORD)):
        return ()
    return (WARRIOR,) * state.count(clearing, (HUNDREDS, WARRIOR)) + (WARLORD,)


def unfinished(state, step: Step):
    """Raze is not left undone with a ruin in a mob clearing: its item is the table's to name
    (14.4.1), by playing Raze with it; teach mode razes on leaving without it, said."""
    if step.id != "raze":
        return None
    from rootboard.game import ruins
    from rootboard.game.factions.hundreds import actions as a
    from rootboard.game.factions.hundreds.board import mobs

    if a.RAZE_USED in state.used:
        return None
    razed = [c for c in mobs(state) if ruins.has_ruin(state, c)]
    return a.RUIN_UNNAMED("14.4.1", where=razed[0]) if razed else None


def leaving(state, step: Step):
    """Raze and Recruit left undone: done on leaving, as the Law orders them done (14.4.1: "In
    each clearing with a mob token, remove ..."; 14.4.2: "Place warriors ..."), unless impossible;
    Raze without the ruins' items, which the table names (``unfinished`` refuses it unnamed).
    Oppress left: its points in the ledger (14.6.2). Evening's draw left: one card (14.6.3),
    one more with Rowdy, two more with three or more enemy pieces in the warlord's clearing
    (14.7.6), through the Draw action's edits."""
    from rootboard.game.factions.hundreds.board import HUNDREDS

    if step.id in ("raze", "recruit"):
        from rootboard.game.factions.hundreds import actions as a

        action, done = (a.Raze(), a.RAZE_USED) if step.id == "raze" else (a.Recruit(), a.RECRUIT_USED)
        if done in state.used:
            return [], []
        verdict = action.check(state)
        if not verdict.legal and not (step.id == "raze" and verdict.possible):
            return [], []  # nothing to place (an empty supply): nothing done
        # Raze with an item unnamed: its warning is ``unfinished``'s, said once (what it removed is in the notes).
        return action.edits(state), [verdict.message if verdict.legal else None, *verdict.notes]
    if step.id == "oppress":
        return oppress.scored(state)
    if step.id == "draw" and state.cards:
        from rootboard.game.cards.actions import Draw
        from rootboard.game.factions.hundreds.board import EVENING_DRAW

        extra = rowdy_extra(state)
        draw = Draw(HUNDREDS, EVENING_DRAW + extra)
        verdict = draw.check(state)
        if not verdict.legal:
            return [], [verdict.message]
        said = [ROWDY("14.7.6", extra=extra)] if extra else []
        return draw.edits(state), [verdict.message, *said, *verdict.notes]
    return [], []


def rowdy_extra(state) -> int:
    """Rowdy (14.7.6): one more card in Evening, two if the warlord's clearing holds three or more
    enemy pieces; none in another mood."""
    from rootboard.game.factions.hundreds.board import HUNDREDS, mood, warlords_clearing
    from rootboard.game.kinds import MAP

    if mood(state) != "rowdy":
        return 0
    at = warlords_clearing(state)
    enemies = 0 if at is None else sum(n for (f, _), n in state.pieces_at(at).items() if f not in (HUNDREDS, MAP))
    return 2 if enemies >= 3 else 1

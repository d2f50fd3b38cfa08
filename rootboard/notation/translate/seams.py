"""Battles and the Corvids' plot actions: one function per kind, the seam to rootboard's actions.

Each function says what a Rootlog battle (``XE3``), plot flip (``t3^t_e``), trick (``t4<->t12``)
or exposure (``?Pt_e3``) becomes: rootboard's Battle (its dice inferred from what the log removes
after it, :mod:`.battles`), Flip, Trick and Expose. ``battle`` says whether its action removes
the pieces itself, so that the log's removals after it are then covered rather than made twice;
a battle no dice reproduce is not modelled, and the log's removals are replayed as removals in
battle, by the other side (4.3.4). A plot flipped or exposed that the log shows removed is
covered likewise: the bomb's removals (13.7.1), the plot an Exposure guessed right (13.2.4).
"""

from __future__ import annotations

from rootboard.game.battle.resolution import LENT_REMOVED
from rootboard.game.factions.corvids.pieces import BOMB
from rootboard.game.display import FACE_DOWN, is_face_down
from rootboard.game.kinds import WARRIOR
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate import battles
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.notation.translate.steps import Covered, Excuse, NotModelled, Planned, Step

# The Corvids' plot actions (Flip, Trick, Expose: 13.2.4, 13.4.2, 13.5.4), imported the first time
# a log's plot is flipped, tricked or exposed: a log without them never loads them (issue 32).
plots = Later("rootboard.game.factions.corvids.plots")

NO_ROLL = Template("rootlog.replay.no-roll",
                   "no roll of the dice makes {attacker:faction.the} battle {defender:faction.the} in {where:area} "
                   "as the log says ({removed}): a card or an ability rootboard does not see (Armorers, Sappers, "
                   "Brutal Tactics...) may; the removals that follow are checked as removals in battle")
NOT_THERE = Template("rootlog.replay.battle-not-there",
                     "the log's battle removes pieces or damages items rootboard does not have in {where:area} "
                     "({removed}): the battle is not replayed, and the removals that follow are checked as "
                     "removals in battle")
OUT_OF_ORDER = Template("rootlog.replay.battle-out-of-order",
                        "the log says of the battle in {where:area}: {removed}; rootboard's position has warriors of "
                        "that side there, which take hits first: the position may differ from the table's; the "
                        "battle is not replayed, and the removals that follow are checked as removals in battle")
NOTHING_REMOVED = Template("rootlog.replay.nothing-removed", "nothing removed")
ITEMS_DAMAGED = Template("rootlog.replay.items-damaged", "{count} {item:item} damaged",
                         plural="{count} {item:items} damaged", count="count")
BATTLE_OUT_OF_TURN = Template("rootlog.replay.battle-out-of-turn",
                              "{who:faction} {who:faction|sg=battles|pl=battle} on {current:faction.whose} turn, by "
                              "a card or an ability rootboard does not model: {reason}")
PLOT_SHOWN = Template("rootlog.replay.plot-shown", "the plot removed in battle is shown: nothing to flip")
NOT_A_PLOT = Template("rootlog.replay.flip-not-plot",
                      "turning {piece:piece.a} face up is not modelled: only the Corvids' plots are flipped")
OTHER_PLOT = Template("rootlog.replay.flip-other-plot",
                      "the log shows {piece:piece.a} in {where:area}, and the plot rootboard has there is not one (a "
                      "placement or a trick it could not follow): it is not flipped")
TRICK_NOT_PLOTS = Template("rootlog.replay.trick-not-plots", "a trick swaps two plots in clearings; {text!r} "
                           "names no two")
EXPOSURE_NOT_PLOT = Template("rootlog.replay.exposure-not-plot", "{text!r}: an exposure guesses a plot's kind")
BOMBED = Template("rootlog.replay.bombed", "removed by the bomb flipped in {where:area}")
EXPOSED = Template("rootlog.replay.exposed", "removed by the exposure just before, a right guess")


def battle(ctx: TurnContext, state: GameState, fought: m.Battle, removals: list[m.Action]) -> tuple[list[Step], bool]:
    """A battle (4.3), given the actions that follow it in the log (its hits, 4.3.4): its steps,
    and whether they remove the pieces themselves (then what they place elsewhere, a raid's
    warriors, is the log's next placements: ``ctx.battle_placed``)."""
    attacker, defender = faction_id(fought.attacker), faction_id(fought.defender)
    before = ctx.before_battle.pop(ctx.index, None)  # what its effects did, written before it (Bitter, 14.7.1)
    found = battles.infer(state, fought, removals, ctx.current, before)
    if found.battle is None:
        removed = _told_words(state, fought.clearing, found.told)
        if battles.missing(state, fought.clearing, found.told, before):
            why = NOT_THERE("4.3.4", where=fought.clearing, removed=removed)
        elif found.out_of_order:
            why = OUT_OF_ORDER("4.3.4", who=defender, where=fought.clearing, removed=removed)
        else:
            why = NO_ROLL("4.3", "4.3.2", attacker=attacker, defender=defender, where=fought.clearing, removed=removed)
        return [NotModelled(why)], False
    touched = frozenset((f, p.name, fought.clearing) for f in (attacker, defender) if f in state.law
                        for p in state.law[f].pieces)
    excuse = None
    if ctx.current is not None and attacker != ctx.current:
        excuse = Excuse(BATTLE_OUT_OF_TURN("4.3", who=attacker, current=ctx.current, reason=None),
                        frozenset({"battle.out-of-turn"}))
    covers = found.resolution.verdict.possible
    if covers:
        ctx.battle_placed = battles.placed_elsewhere(fought.clearing, found.resolution)
    # A legal battle's resolution is the one applying it makes: it is not worked out twice.
    judgement = found.battle.judged(state, found.resolution) if found.resolution.verdict.legal else None
    return [Planned(found.battle, touches=touched, excuse=excuse, judgement=judgement)], covers


def _told_words(state: GameState, where, told: battles.Told) -> list:
    """What the log removes, as the table may hear it (a face-down plot is a plot, 13.2.2)."""
    words = [LENT_REMOVED(count=n, owner=fid, piece=FACE_DOWN if is_face_down(state, where, fid, piece) else piece)
             for (fid, piece), n in sorted(told.removed.items())]
    words += [ITEMS_DAMAGED(count=n, item=item) for (_, item), n in sorted(told.damaged.items())]
    return words or [NOTHING_REMOVED()]


def flip(ctx: TurnContext, state: GameState, flipped: m.Flip, aftermath: int) -> list[Step]:
    """A face-down plot turned face up (13.4.2); in a battle's aftermath, the plot its hits
    removed, shown (13.2.2). ``aftermath``: how many actions after it are a bomb's removals."""
    where = flipped.at.number if isinstance(flipped.at, m.Clearing) else None
    fid = faction_id(flipped.piece.faction)
    kind = flipped.becomes.name
    if kind not in hidden_kinds(state.law, fid, flipped.piece.name) or where is None:
        return [NotModelled(NOT_A_PLOT("13.2.2", piece=kind or flipped.piece.name or "token"))]
    battle = ctx.in_battle()
    if battle is not None and battle.clearing == where:
        return [Covered(PLOT_SHOWN("13.2.2", "4.3.4"))]
    if plots.plot_in(state, where) != kind:
        return [NotModelled(OTHER_PLOT("13.4.2", piece=kind, where=where),
                            touches=frozenset((fid, k, where) for k in hidden_kinds(state.law, fid, flipped.piece.name)))]
    if kind == BOMB:
        ctx.clear(where, ctx.index + aftermath, BOMBED("13.7.1", where=where))
    warriors = frozenset((fid, p.name, where) for p in state.law[fid].pieces if p.kind == WARRIOR)
    return [Planned(plots.Flip(where), touches=frozenset({(fid, kind, where)}) | warriors)]  # flipped where they are (13.4.2)


def trick(ctx: TurnContext, state: GameState, swapped: m.Swap) -> list[Step]:
    """Two plots swap places (the Corvids' Trick, 13.5.4)."""
    first = getattr(swapped.first.start, "number", None)
    second = getattr(swapped.second.start, "number", None)
    if first is None or second is None:
        return [NotModelled(TRICK_NOT_PLOTS("13.5.4", text=swapped.text))]
    fid = faction_id(swapped.first.what.faction) if isinstance(swapped.first.what, m.Piece) else None
    touched = frozenset((f, p, c) for c in (first, second) for (f, p) in state.pieces_at(c) if f == fid)
    return [Planned(plots.Trick(first, second), touches=touched)]


def exposure(ctx: TurnContext, state: GameState, exposed: m.Exposure) -> list[Step]:
    """Another player guesses a plot's kind (13.2.4): a right guess removes the plot, and the
    log's removal of it just after is covered."""
    guesser, owner = faction_id(exposed.faction), faction_id(exposed.plot.faction)
    kind = exposed.plot.name
    if kind not in hidden_kinds(state.law, owner, FACE_DOWN) or guesser is None:
        return [NotModelled(EXPOSURE_NOT_PLOT("13.2.4", text=exposed.text))]
    guess = plots.Expose(guesser, exposed.clearing, kind)
    if guess.right(state):
        ctx.clear(exposed.clearing, ctx.index + 1, EXPOSED("13.2.4", where=exposed.clearing))
    return [Planned(guess, touches=frozenset({(owner, kind, exposed.clearing)}))]

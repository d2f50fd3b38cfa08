"""A Rootlog battle as rootboard's Battle: the dice inferred from what the log removes after it.

Rootlog writes a battle (``XE3``, ``XA7R@`` with the defender's ambush) and then what its hits
did: the pieces removed (4.3.4), the Vagabond's items damaged (9.2.7), Marquise warriors going
to the keep (Field Hospitals, 6.2.3). It writes no dice (the rolls it may write are aesthetic).
So the battle is replayed as a :class:`~rootboard.game.battle.Battle` whose rolls are chosen to
make rootboard's own resolution remove exactly what the log removes: each pair of faces is
tried (the written one first), with the removal orders the log shows (its buildings, tokens and
items in the order it removes them), the ambush it writes, and Field Hospitals when warriors go
to the keep. The first pair that reproduces the log is the battle; when none does, a card or an
ability rootboard does not see was at work (Armorers, Sappers, Brutal Tactics...), or the log
removes what rootboard's position does not hold there, and the log's removals are replayed as
removals instead. Dice that reproduce the log only by removing a building before the warriors
there (4.3.4) are not taken: the position, not the dice, is what differs from the table's.
"""

from __future__ import annotations

from collections import Counter

from rootboard.errors import RootboardError
from rootboard.game.battle.resolution import WARRIORS_FIRST, Battle, Resolution, refused, resolve
from rootboard.game.battle.effects import ATTACKER, DEFENDER
from rootboard.game.law import loaded
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.state import GameState
from rootboard.game.unconfirmed import DICE_FACES
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.records import field, record


#: Refusals of a battle that say the log removes in an order the position does not allow
#: (warriors first, 4.3.4): the position rootboard has may not be the table's (what it does
#: not model), so such dice are not taken as the battle's.
ORDER_REFUSALS = frozenset({WARRIORS_FIRST.id})
#: The Vagabond's Damaged box (9.2.7) as his board names it, read from the log's vocabulary (its
#: ``d``), not from his board, which a game without him never imports (issue 32).
DAMAGED = words.ITEM_AREAS["d"]


@record
class Told:
    """What the log says a battle did: the pieces removed from its clearing, the items
    damaged, each side's removal order (what it chose, 4.3.4), and the warriors sent to the keep."""

    removed: dict = field(default_factory=dict)  # (faction, piece) -> count
    damaged: dict = field(default_factory=dict)  # (faction, item) -> count
    orders: dict = field(default_factory=lambda: {ATTACKER: [], DEFENDER: []})
    hospital: int = 0
    effects: tuple[str, ...] = ()  # the battle effects that sent them there (Field Hospitals)


@record(frozen=True)
class Before:
    """What the log writes before a battle that is the doing of one of its effects (Bitter's
    mobs removed and warriors placed, 14.7.1): the effects (``id=value``), and what they take
    from the battle's clearing ((faction, piece) -> count; less than none: placed there), which
    the battle's edits make besides its hits' removals."""

    effects: tuple[str, ...]
    gone: dict


@record(frozen=True)
class Inferred:
    """The battle that reproduces the log, with its resolution; ``told``: what the log says."""

    battle: Battle | None
    resolution: Resolution | None
    told: Told
    out_of_order: bool = False  # some dice removed what the log says, but not warriors first (4.3.4)


def sides(fought: m.Battle) -> tuple[str | None, str | None]:
    return faction_id(fought.attacker), faction_id(fought.defender)


def hospital(state: GameState, fid: str) -> tuple[str, int] | None:
    """The battle effect that places ``fid``'s removed warriors elsewhere than its supply, and
    where (Field Hospitals: the keep's clearing, 6.2.3); None when it has none. Such an effect is
    an ability of ``fid``'s own faction (no card places removed warriors elsewhere): only its
    battle rules are asked, not the Law's every faction's (importing each one's, the Vagabond's
    actions among them, for a game without him)."""
    for effect in loaded(state.law[fid].battle_effects):
        where = effect.removed_warriors_go_to(state, fid)
        if where is not None:
            return effect.id, where
    return None


def told(state: GameState, fought: m.Battle, later: list[m.Action], current: str | None) -> Told:
    """What the actions after ``fought`` (its aftermath) say it removed and damaged."""
    found = Told({}, {}, {ATTACKER: [], DEFENDER: []})  # by position: the records' quick path, once a battle
    attacker, defender = sides(fought)
    role_of = {attacker: ATTACKER, defender: DEFENDER}
    sent_by: dict = {}  # faction -> its hospital(): asked once a faction, not once a step
    kinds = state.law.kinds
    for action in later:
        if not isinstance(action, m.Move):
            continue
        for step in action.steps():
            what = step.what
            if isinstance(what, m.Piece):
                fid = faction_id(what.faction)
                if fid not in role_of or not (step.start is None or _is_clearing(step.start, fought.clearing)):
                    continue
                name = _piece_name(state, fid, what.name, fought.clearing)
                if name is None:
                    continue
                kind = kinds.get((fid, name))
                to_keep = False
                # Only warriors the log moves on to a clearing may be sent there by an effect: its
                # faction's battle rules are asked for no other step (imported at the first).
                if kind == WARRIOR and isinstance(step.to, m.Clearing):
                    if fid not in sent_by:
                        sent_by[fid] = hospital(state, fid)
                    sent = sent_by[fid]
                    to_keep = sent is not None and step.to.number == sent[1]
                if step.to is not None and not to_keep:
                    # Moved on, not removed, but for a relic its remover places in a forest (15.2.5).
                    placed = placed_by(state, fid, name, step.to.id) if step.to.__class__ is m.Forest else None
                    if placed is None:
                        continue
                    found.effects = (*found.effects, *[placed] * step.count)
                found.removed[(fid, name)] = found.removed.get((fid, name), 0) + step.count
                if to_keep:
                    found.hospital += step.count
                    found.effects = tuple(dict.fromkeys((*found.effects, sent[0])))
                if kind != WARRIOR:
                    found.orders[role_of[fid]] += [name] * step.count
            elif isinstance(what, m.Item) and isinstance(step.to, m.ItemSpace) and step.to.area == "d":
                fid = faction_id(step.start.faction) if isinstance(step.start, m.Board) else current
                item = words.ITEMS.get(what.type or "")
                if fid in role_of and item is not None:
                    found.damaged[(fid, item)] = found.damaged.get((fid, item), 0) + step.count
                    found.orders[role_of[fid]] += [item] * step.count
    return found


def placed_by(state: GameState, fid: str, name: str, forest: str) -> str | None:
    """The battle effect (``id=value``) of ``fid``'s by which its ``name`` removed in battle is
    placed in ``forest`` (Prized Trophies, 15.2.5), or None: asked only of a piece the log moves
    from a battle's clearing to a forest, of its own faction's battle rules."""
    for effect in loaded(state.law[fid].battle_effects):
        value = effect.removed_piece_placed(state, fid, name, forest)
        if value is not None:
            return f"{effect.id}={value}"
    return None


def _piece_name(state: GameState, fid: str, name: str | None, where) -> str | None:
    """The piece a log's name means there: itself, or for a face-down plot the kind that is there."""
    hidden = hidden_kinds(state.law, fid, name)
    if hidden:
        return next((k for k in hidden if state.count(where, (fid, k))), hidden[0])
    faction = state.law.get(fid)
    return name if faction is not None and name is not None and faction.has_piece(name) else None


def missing(state: GameState, where, said: Told, before: Before | None = None) -> bool:
    """Whether the log removes or damages more than rootboard's position has there to take
    hits (with what an effect ``before`` places there first): no dice make that battle (the
    position differs from the table's, or the log errs)."""
    more = {} if before is None else {key: -n for key, n in before.gone.items() if n < 0}
    if any(state.count(where, key) + more.get(key, 0) < n for key, n in said.removed.items()):
        return True
    for (fid, item), n in said.damaged.items():
        board = state.vagabonds.get(fid)
        if board is None or sum(1 for i in board.items if i.item == item and i.where != DAMAGED) < n:
            return True
    return False


#: Every pair of faces, the higher first (4.3.2), from the unconfirmed faces: worked out once.
PAIRS = tuple((high, low) for high in sorted(DICE_FACES) for low in sorted(DICE_FACES) if low <= high)

_NEAREST: dict = {}  # the hits a log's removals show -> PAIRS, nearest first (_nearest)


def _nearest(dealt: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """:data:`PAIRS` ordered by their distance to the hits ``dealt`` (the higher roll's, the
    lower's), nearest first, ties in PAIRS's order: worked out once for each such hits, where
    every battle sorted the pairs again (a replayed log's battles deal a few hits each)."""
    found = _NEAREST.get(dealt)
    if found is None:
        found = _NEAREST[dealt] = tuple(sorted(PAIRS, key=lambda p: abs(p[0] - dealt[0]) + abs(p[1] - dealt[1])))
    return found


def rolls_to_try(fought: m.Battle, said: Told | None = None) -> list[tuple[int, int]]:
    """Every pair of faces (the attacker deals the higher, 4.3.2), the written one first, then
    those nearest to the hits the log's removals show (each is still resolved and compared:
    the order only makes the right one come sooner)."""
    pairs = list(PAIRS)
    if said is not None:
        taken: dict = {}
        for (fid, _), n in (*said.removed.items(), *said.damaged.items()):
            taken[fid] = taken.get(fid, 0) + n
        attacker, defender = sides(fought)
        ambushed = 2 if fought.ambush and not fought.foil else 0
        pairs = list(_nearest((taken.get(defender, 0), max(taken.get(attacker, 0) - ambushed, 0))))
    if fought.rolls is not None:
        written = (max(fought.rolls), min(fought.rolls))
        if written in pairs:
            pairs.remove(written)
            pairs.insert(0, written)
    return pairs


def infer(state: GameState, fought: m.Battle, later: list[m.Action], current: str | None,
          before: Before | None = None) -> Inferred:
    """The Battle whose resolution removes and damages what the log says after it (and, with
    ``before``, what its effects did that the log writes before it), or none."""
    said = told(state, fought, later, current)
    attacker, defender = sides(fought)
    if attacker not in state.in_game or defender not in state.in_game:
        return Inferred(None, None, said)
    if missing(state, fought.clearing, said, before):
        # Whether it can be fought at all: its checks alone, no dice rolled nor hits taken.
        unfought = Battle(attacker, defender, fought.clearing)
        try:
            refusal = refused(state, unfought)
        except RootboardError:
            refusal = None
        if refusal is not None and not refusal.verdict.possible:  # no attacker there, itself...
            return Inferred(unfought, refusal, said)  # that is the flag
        return Inferred(None, None, said)
    ambush = words.SUITS.get(fought.ambush) if fought.ambush else None
    foil = words.SUITS.get(fought.foil) if fought.foil else None
    # The battle's choices, the same whatever the dice: each pair tried is a Battle made with them.
    choices = dict(ambush=ambush is not None, ambush_suit=ambush,
                   counter_ambush=ambush is not None and foil is not None, counter_suit=foil if ambush else None,
                   attacker_removes=tuple(said.orders[ATTACKER]), defender_removes=tuple(said.orders[DEFENDER]),
                   effects=said.effects if before is None else (*said.effects, *before.effects))
    out_of_order = False
    fids = (attacker, defender)
    removed = said.removed  # and what the effects before it took from the clearing (placed: less)
    if before is not None:
        removed = {key: removed.get(key, 0) + before.gone.get(key, 0) for key in {*removed, *before.gone}}
    wanted = _gone(removed), _gone(said.damaged)  # what a try must do: worked out once a battle
    missed: list[Resolution] = []  # the battles of the dice tried that are not the log's
    for rolls in rolls_to_try(fought, said):
        if any(earlier.deals_the_same(rolls) for earlier in missed):
            # The same rolled hits as dice tried already (4.3.2.I): the same battle, not the log's.
            continue
        b = Battle(attacker, defender, fought.clearing, rolls, **choices)
        resolution = _resolved(state, b)
        if resolution is None:
            continue
        if resolution.verdict.message.id in ORDER_REFUSALS:
            # Removed against the order the position asks: not what these dice did at the table.
            out_of_order = out_of_order or _matches(fought.clearing, resolve(state, b, as_told=True), wanted, fids)
            missed.append(resolution)
            continue
        if not resolution.verdict.possible:
            return Inferred(b, resolution, said)  # the battle cannot be fought at all: that is the flag
        if _matches(fought.clearing, resolution, wanted, fids):
            return Inferred(b, resolution, said)
        missed.append(resolution)
    return Inferred(None, None, said, out_of_order)


def _resolved(state: GameState, b: Battle) -> Resolution | None:
    """The battle as applying it would resolve it (as told when the rules refuse it, teach
    mode), or None when it cannot be resolved without a choice the log does not show."""
    try:
        resolution = resolve(state, b)
        if resolution.verdict.message.id in ORDER_REFUSALS:
            return resolution
        if not resolution.verdict.legal and resolution.verdict.possible:
            resolution = resolve(state, b, as_told=True)
    except RootboardError:
        return None
    return None if resolution.pending is not None else resolution


def _matches(where, resolution: Resolution, wanted: tuple[dict, dict], fids) -> bool:
    """Whether the battle's edits remove from its clearing, and damage, what the log says:
    ``wanted``, its removals and its damaged items as :func:`_gone` keeps them."""
    moved: dict = {}  # (faction, piece) -> net count gone from the clearing
    for edit in resolution.edits:
        if edit.op == "shift":
            fid, piece, source, to, n = edit.args
            if fid in fids and source != to and where in (source, to):
                moved[(fid, piece)] = moved.get((fid, piece), 0) + (n if source == where else -n)
    damaged = {(fid, item): n for fid, items in resolution.damaged.items() for item, n in items.items()}
    return _gone(moved) == wanted[0] and _gone(damaged) == wanted[1]


def _gone(counts: dict) -> dict:
    """The counts above zero (what a Counter's unary + keeps), as a plain dict: compared once
    for each dice tried, where four Counters a comparison were a tenth of the inference."""
    return {key: n for key, n in counts.items() if n > 0}


def placed_elsewhere(where, resolution: Resolution) -> Counter:
    """What the battle's own edits place outside its clearing ((faction, piece, area) -> count):
    the warriors a raid places when removed (13.7.4), those Field Hospitals sends to the keep."""
    found = Counter()
    for edit in resolution.edits:
        if edit.op == "shift":
            fid, piece, source, to, n = edit.args
            if source == SUPPLY and to not in (where, SUPPLY, OUT):
                found[(fid, piece, to)] += n
    return found


def aftermath(later: tuple, clearing, attacker: m.FactionCode | None = None) -> int:
    """How many of the actions after a battle (or a bomb) in ``clearing`` are its aftermath: the
    removals of its hits (4.3.4), the Vagabond's damaged items, cards spent on it, points
    scored, a plot flipped there, a relationship turned Hostile."""
    n = 0
    for action in later:
        if not _after(action, clearing) or attacker is not None and _pays_for_next(
                action, later[n + 1] if n + 1 < len(later) else None, attacker):
            break
        n += 1
    return n


def _pieces_of(action: m.Action, faction: m.FactionCode) -> list[m.Thing] | None:
    """The things of a move when all are pieces of ``faction``; None otherwise."""
    if not isinstance(action, m.Move) or not action.things:
        return None
    if not all(isinstance(t.what, m.Piece) and t.what.faction == faction for t in action.things):
        return None
    return list(action.things)


def _pays_for_next(action: m.Action, following: m.Action | None, attacker: m.FactionCode) -> bool:
    """Whether ``action`` removes the attacker's pieces from clearings, that the placement written
    next pays with, another piece of theirs from their supply (the Marquise's wood for a
    building, 6.5.4.II: ``t9->/b_r->9``; the Corvids' warriors for a plot, 13.5.2; the
    Alliance's warrior for a sympathy token, Organize, 8.6.1.IV): a cost, not a loss in the
    battle before it."""
    removed = _pieces_of(action, attacker)
    placed = _pieces_of(following, attacker) if following is not None else None
    if not removed or not placed or action.to or not all(isinstance(t.start, m.Clearing) for t in removed):
        return False  # a removal with no clearing written (``2w->``) is the battle's (4.3.4)
    if any(t.start is not None for t in placed) or not all(isinstance(to, m.Clearing) for to in following.to):
        return False
    return {(r.what.type, p.what.type) for r in removed for p in placed} <= PAID_WITH


#: (a piece removed, a piece placed) the Law lets the one pay for the other: wood for a building
#: (6.5.4.II), a warrior for a plot (13.5.2) or a sympathy token (Organize, 8.6.1.IV). A warrior
#: lost in battle before a building placed (the Eyrie's roost) stays the battle's.
PAID_WITH = frozenset({("t", "b"), ("w", "t")})


def _is_clearing(place, number) -> bool:
    """Whether a log's place is clearing ``number``: what ``place == m.Clearing(number)`` says,
    without making the record and comparing two (asked for each step after each battle)."""
    return place.__class__ is m.Clearing and place.number == number


def _after(action: m.Action, clearing) -> bool:
    if isinstance(action, (m.Score, m.Reveal)):
        return True
    if isinstance(action, m.Flip):
        return _is_clearing(action.at, clearing)
    if not isinstance(action, m.Move):
        return False
    for step in action.steps():
        what = step.what
        if isinstance(what, (m.Card, m.Marker)):
            continue
        # A hit damages an item keeping its face (9.2.7): one turned face down as well (``%c->d+e``)
        # is no hit's, but Improvise's (16.3.7).
        if isinstance(what, m.Item) and isinstance(step.to, m.ItemSpace) and step.to.area == "d" \
                and step.to.state != "e":
            continue
        if isinstance(what, m.Piece) and (step.start is None or _is_clearing(step.start, clearing)) \
                and (step.to is None or isinstance(step.to, (m.Clearing, m.Burrow)) and step.start is not None):
            continue
        if step.to.__class__ is m.Forest and what.__class__ is m.Piece and _is_clearing(step.start, clearing):
            continue  # a relic its remover places in a forest (15.2.5): asked only where the aftermath would end
        return False
    return True

"""Pieces moved in a Rootlog: placed, moved, removed; the Ferry along; closed paths opened.

``w->5`` is a placement from the supply (16.6.19), ``3w5->6`` a move (4.2), ``w5->`` a removal
(16.6.22), each checked by rootboard's own actions. What the spec leaves implicit is made
explicit here: a pawn with no start moves from where it is (or, not yet on the map, is placed);
the Ferry written beside warriors makes theirs a move by Ferry (16.2.2.V); a pawn's move right
after boots were exhausted is the Vagabond's Daylight Move, otherwise his Slip (9.5.1, 9.4.2);
removals after a battle are the battle's, by the other side (4.3.4), and a removal with no
clearing written is from the battle's clearing; Marquise warriors moving from a clearing to the
keep's when they were removed there are Field Hospitals (6.2.3: removed, then placed at the
keep), whichever faction's turn it is. A face-down piece takes the kind the log later shows
(:mod:`.plots`). Pieces on a faction board (officers, acolytes) are not modelled here: rootboard
keeps them in the supply (the Riverfolk's payments and funds are :mod:`.riverfolk`'s).
"""

from __future__ import annotations

from rootboard.game.actions import Move, OpenPath, Place, Remove, SetEffect
from rootboard.game.kinds import MAP, PAWN, WARRIOR
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.game.state import GameState
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate import battles
from rootboard.notation.translate.context import TurnContext, area, is_map_place
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.notation.translate.steps import Covered, Excuse, Instead, NotModelled, Planned, Refused, Step
from rootboard.records import replace  # the move request is a record (rootboard.game.movement)

NOT_IN_GAME = Template("rootlog.replay.not-in-game", "{who} has no pieces in this game: it is not one of its factions")
UNKNOWN_PIECE = Template("rootlog.replay.unknown-piece",
                         "{text!r} names no piece rootboard knows: nothing is placed, moved or removed")
NOT_ON_MAP = Template("rootlog.replay.not-on-map", "{text!r}: {map:map} has no such place")
BOARD_PIECES = Template("rootlog.replay.board-pieces",
                        "pieces onto or off a faction board that rootboard does not read as that faction's "
                        "action (the Hundreds' hoard, the Keepers' retinue, which Rootlog does not write): "
                        "rootboard keeps them in their owner's supply")
SUPPLY_TO_SUPPLY = Template("rootlog.replay.supply-to-supply",
                            "{text!r} names no place on the map: nothing changes on the board")
FROM_BATTLE = Template("rootlog.replay.from-battle",
                       "no clearing is written: taken as the battle's clearing, {where:area}")
PLOT_NOT_SHOWN = Template("rootlog.replay.plot-not-shown",
                          "the log never shows which {piece:piece} this is: rootboard keeps one of those left in "
                          "the supply, face down")
BATTLE_PLACED = Template("rootlog.replay.battle-placed", "placed by the battle before it")
BATTLE_REMOVED = Template("rootlog.replay.battle-removed", "removed by the battle before it")
# Why a removal or placement after a battle is covered, the same words each time: each message
# made once, not at every piece a battle's aftermath writes (some forty a replay of the
# 476-action log; a Message is a frozen record, shared as any value is; issue 32).
BY_THE_BATTLE = BATTLE_REMOVED("4.3.4")  # its hits' removals (4.3.4)
TO_FIELD_HOSPITALS = BATTLE_REMOVED("4.3.4", "6.2.3")  # warriors it removed, sent to the keep (6.2.3)
RAIDED = BATTLE_PLACED("4.3.4", "13.7.4")  # a raid's warriors (13.7.4)
FIELD_HOSPITALS = Template("rootlog.replay.field-hospitals",
                           "Field Hospitals: {who:faction} warriors removed from {at:area} go to the keep's "
                           "clearing, {to:area}, for a card matching {at:area}")
PIECE_MOVES_ALONE = Template("rootlog.replay.piece-moves-alone",
                             "{piece:piece.a} moves from {at:area} to {to:area}: only warriors and pawns move in "
                             "rootboard (and relics their warriors carry); the action that moves it is not modelled")
FERRY_ALONG = Template("rootlog.replay.ferry-along", "the Ferry goes along with the move")
FERRY_ALONE = Template("rootlog.replay.ferry-alone",
                       "the Ferry moves only with a move from its clearing to another coastal clearing")
FERRY_NOT_WRITTEN = Template("rootlog.replay.ferry-not-written",
                             "the Ferry is not written, but only the Ferry carries this move: taken as a move by Ferry")
SERVICE_BOUGHT = Template("rootlog.replay.service-bought",
                          "{who:faction} paid {seller:faction} this turn: taken as {effect:effect} bought, so rivers "
                          "are paths for it this turn")
ANOTHERS_TURN = Template("rootlog.replay.anothers-turn",
                         "{who:faction} pieces move on {current:faction.whose} turn, by a card or an ability rootboard "
                         "does not model (False Orders, an Ally of the Vagabond...): {reason}")
CARD_IN_PLAY = Template("rootlog.replay.card-in-play",
                        "{who:faction} {who:faction|sg=has|pl=have} {card!r} in play, which rootboard does not model: {reason}")
LANDMARK_MOVES = Template("rootlog.replay.landmark-moves",
                          "a landmark stays where setup put it; moving the {piece:piece} is not modelled")


def steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """The steps of a Move's pieces, Ferry and closed paths (her officers lost with a base, 8.2.4,
    read by the Alliance's own module where the game seats her: ``ctx.readers``)."""
    found: list[Step] = []
    all_steps = list(move.steps())
    # The Ferry's steps (a landmark's) read in a plain loop, and what it goes along with only
    # when the move writes one: most moves do not, and each asked (issue 32).
    ferry = []
    for s in all_steps:
        if isinstance(s.what, m.Landmark):
            ferry.append(s)
    moves_with_ferry = _ferry_moves(state, all_steps, ferry) if ferry else set()
    for n, step in enumerate(all_steps):
        what = step.what
        if isinstance(what, m.Path):
            found.append(Planned(OpenPath(what.low, what.high)))
        elif isinstance(what, m.Landmark):
            found.append(_landmark(state, move, step, moves_with_ferry))
        elif isinstance(what, m.Piece):
            found += _piece(ctx, state, move, step, n, moves_with_ferry)
    return found


def _ferry_moves(state: GameState, all_steps, ferry) -> set:
    """The (start, destination) of the moves the Ferry goes along with, when written beside
    warriors going the same way (``(3w+f)1->12``, ``w1+f->12``); ``ferry``: the move's landmark steps,
    one or more."""
    if state.ferry is None:
        return set()
    found = set()
    for f in ferry:
        start = area(f.start, state) if f.start is not None else state.ferry
        to = area(f.to, state)
        if start == state.ferry and any(isinstance(s.what, m.Piece) and area(s.start, state) == start
                                        and area(s.to, state) == to for s in all_steps):
            found.add((start, to))
    return found


def _landmark(state, move, step, moves_with_ferry) -> Step:
    name = _landmark_name(step.what)
    if name == "ferry":
        start = area(step.start, state) if step.start is not None else state.ferry
        if (start, area(step.to, state)) in moves_with_ferry:
            return Covered(FERRY_ALONG("16.2.2.V"))
        return Refused(FERRY_ALONE("16.2.2.V"), frozenset({(MAP, "ferry", start)}))
    return NotModelled(LANDMARK_MOVES("16.5.1.I", piece=name))


def _landmark_name(landmark: m.Landmark) -> str:
    return words.LANDMARKS.get(landmark.name, landmark.name)


def _piece(ctx: TurnContext, state: GameState, move: m.Move, step: m.Step, n: int, moves_with_ferry) -> list[Step]:
    """The steps of the ``n``-th step of ``move``, a piece's."""
    piece = step.what
    fid = faction_id(piece.faction)
    text = move.text
    if fid not in state.factions and fid not in state.hirelings:  # state.in_game, without making its list
        return [Refused(NOT_IN_GAME("1.5.1", who=piece.faction.code))]
    faction = state.law[fid]
    name = piece.name
    # The kinds it may be face down, and the piece type it names (None: a face-down name, or no
    # piece of its own): the Law's, the same for the whole log, so worked out once per log for
    # each piece written, not three look-ups at each (issue 32).
    known = ctx.hidden.get((fid, name))
    if known is None:
        named = faction.piece(name) if name is not None and faction.has_piece(name) else None
        known = ctx.hidden[(fid, name)] = (hidden_kinds(state.law, fid, name), named)
    hidden, named = known
    if not hidden and named is None:
        return [NotModelled(UNKNOWN_PIECE(text=text))]
    battle = ctx.in_battle()
    start, to = step.start, step.to
    # Each place's area found once: a place of the map's kind that is no area of this map is refused.
    origin = area(start, state) if start is not None else None
    destination = area(to, state) if to is not None else None
    if (origin is None and start is not None and is_map_place(start)) \
            or (destination is None and to is not None and is_map_place(to)):  # None: the supply, no place
        return [Refused(NOT_ON_MAP("2.1", text=text, map=state.map_name))]
    assumed = None
    if start is None and named is not None and named.kind == PAWN:
        present = state.where_is((fid, name))
        origin = present[0] if present else None
    if origin is None and destination is None and battle is not None and start is None and to is None:
        origin, assumed = battle.clearing, FROM_BATTLE("4.3.4", where=battle.clearing)
    if origin is None and destination is None:
        officers = ctx.readers.officers_removed
        lost = officers(ctx, state, move, step) if officers is not None else None
        if lost is not None:
            return lost
        if isinstance(start, m.Board) or isinstance(to, m.Board):
            return [NotModelled(BOARD_PIECES())]
        return [NotModelled(SUPPLY_TO_SUPPLY(text=text))]
    note = BOARD_PIECES() if isinstance(start, m.Board) or isinstance(to, m.Board) else None
    if origin is None:  # from the supply (or a faction board): a placement
        # Its plot look-up's key: the move's line and column and its step (plots.StepKey).
        kind, assumed = placed_kind(ctx, state, fid, name, hidden, (move.line, move.col, n))
        if ctx.index <= ctx.battle_until + 1 and ctx.battle_placed[(fid, kind, destination)] >= step.count:
            # What the battle just before placed itself: a raid's warriors (13.7.4), written next.
            ctx.battle_placed[(fid, kind, destination)] -= step.count
            return [Covered(RAIDED)]
        request = PieceRequest(fid, kind, destination, step.count)
        touched = {(fid, kind, destination)}
        if (named if kind == name else faction.piece(kind)).fills_slot:
            touched.add(slots(destination))
        return [Planned(Place(request), assumed=assumed, note=note, touches=frozenset(touched))]
    if destination is None:  # to the supply, out of play, or a faction board: a removal
        if ctx.battles_own(fid, origin):
            return [Covered(BY_THE_BATTLE)]
        kind = _present_kind(state, fid, name, hidden, origin)
        cleared = ctx.cleared_at(origin)
        if cleared is not None and state.count(origin, (fid, kind)) < step.count:
            return [Covered(cleared)]  # a bomb's removals (13.7.1), a plot exposed (13.2.4)
        by = _remover(ctx, fid)
        request = PieceRequest(fid, kind, origin, step.count, in_battle=battle is not None)
        return [Planned(Remove(request, by), assumed=assumed, note=note,
                        touches=frozenset({(fid, kind, origin)}))]
    kind = _present_kind(state, fid, name, hidden, origin)
    # Field Hospitals (6.2.3): the log writes removed warriors as moving to the keep; the battle
    # that removed them placed them there itself. Where a faction's battle rules send its removed
    # warriors is looked up only for warriors leaving their battle's clearing or moving on
    # another's turn, not at every move (issue 32).
    if kind == WARRIOR and ((battle is not None and origin == battle.clearing) or fid != ctx.current):
        sent = battles.hospital(state, fid)
        hospital = sent[1] if sent is not None else None
        if hospital is not None and destination == hospital and origin != hospital:
            if ctx.battles_own(fid, origin):
                return [Covered(TO_FIELD_HOSPITALS)]
            removed = PieceRequest(fid, kind, origin, step.count, in_battle=battle is not None)
            said = FIELD_HOSPITALS("6.2.3", who=fid, at=origin, to=destination)
            touched = frozenset({(fid, kind, origin), (fid, kind, destination)})
            return [Planned(Remove(removed, _remover(ctx, fid)), note=said, touches=touched),
                    Planned(Place(PieceRequest(fid, kind, destination, step.count)), note=said, touches=touched)]
    if (named if kind == name else faction.piece(kind)).kind not in (WARRIOR, PAWN):
        if ctx.battles_own(fid, origin) and ctx.battle_placed[(fid, kind, destination)] >= step.count:
            # Removed by the battle before and placed where its remover chose (a relic, 15.2.5).
            ctx.battle_placed[(fid, kind, destination)] -= step.count
            return [Covered(BY_THE_BATTLE)]
        if kind in faction.carries and _carried_by_warriors(move, step):
            return []  # carried by the warriors' move (15.2.4): see _carry
        return [NotModelled(PIECE_MOVES_ALONE(piece=kind, at=origin, to=destination),
                            touches=frozenset({(fid, kind, origin), (fid, kind, destination)}))]
    touched = frozenset({(fid, kind, origin), (fid, kind, destination)})
    slip = False
    if faction.slips and kind == PAWN:
        glide, ctx.glide = ctx.glide, False
        if glide and isinstance(destination, int):  # the torch just exhausted: the Harrier's Glide (16.3.9)
            # His actions: a log without a Vagabond never imports them (a sixth of the replay's start).
            from rootboard.game.factions.vagabond.actions import Special

            return [Planned(Special(fid, to=destination), touches=touched)]
        slip = ctx.boots == 0  # boots just exhausted: his Daylight Move (9.5.1); none: his Slip (9.4.2)
        ctx.boots = 0
    ferry = (origin, destination) in moves_with_ferry
    request = MoveRequest(fid, origin, destination, step.count, kind, slip=slip, ferry=ferry,
                          carry=_carry(move, step, faction))
    return [Planned(Move(request), assumed=assumed, note=note, touches=touched,
                    instead=_unwritten(ctx, state, request), excuse=_excuse(ctx, fid))]


#: The refusals of a move that say its way is not there (no path, across water).
NO_WAY = frozenset({"move.not-adjacent", "move.across-lake", "move.river-not-path"})
RULE_IDS = frozenset({"move.rules-neither"})


def _unwritten(ctx: TurnContext, state: GameState, request: MoveRequest) -> tuple:
    """What a move refused for its way may have used without the log writing it: the Ferry from
    its clearing to another coastal one (16.2.2.V); Riverboats, bought from the Riverfolk this
    turn (11.2.7.II)."""
    found = []
    coastal = state.topology.coastal_clearings
    # The Ferry's place is found by scanning the map (state.ferry): asked last, of a move to the coast.
    if not request.ferry and not request.slip and request.destination in coastal and state.ferry == request.origin:
        found.append(Instead((Move(replace(request, ferry=True)),), NO_WAY, FERRY_NOT_WRITTEN("16.2.2.V")))
    for effect in state.law.effects.values():
        if effect.seller in state.factions and effect.rivers_are_paths and request.faction in ctx.paid:
            buy = SetEffect(request.faction, effect.id)
            said = SERVICE_BOUGHT(effect.section, who=request.faction, seller=effect.seller, effect=effect.id)
            found.append(Instead((buy, Move(request)), NO_WAY, said))
    return tuple(found)


def _excuse(ctx: TurnContext, fid: str) -> Excuse | None:
    """Why rootboard's refusal of a move may not be the rules' last word: it is made on another
    faction's turn (a card or ability moves them: False Orders, an Allied Vagabond's move), or
    its faction has a card in play that lets it move so (Corvid Planners)."""
    if ctx.current is not None and fid != ctx.current:
        return Excuse(ANOTHERS_TURN("4.2", who=fid, current=ctx.current, reason=None))
    for card in sorted(ctx.crafted.get(fid, ())):
        ignored = words.MOVE_CARDS.get(card)
        if ignored:
            return Excuse(CARD_IN_PLAY("4.2.1", who=fid, card=card, reason=None), frozenset(ignored))
    return None


def slots(where) -> tuple:
    """The key of a clearing's building slots, for following a cascade (a ruin left, 2.2.4)."""
    return (MAP, "slots", where)


def placed_kind(ctx: TurnContext, state: GameState, fid: str, name: str, hidden: list[str], key):
    """The piece placed: itself, or for a face-down one the kind the log shows later, else one
    left in the supply (assumed; its kind is not said)."""
    if not hidden:
        return name, None
    shown = ctx.plots.get(key)
    if shown in hidden:
        return shown, None
    ruled_out = shown if isinstance(shown, frozenset) else frozenset()  # a wrong guess's kind (13.2.4)
    left = sorted([k for k in hidden if k not in ruled_out] or hidden, key=lambda k: -state.supply.get((fid, k), 0))
    return left[0], PLOT_NOT_SHOWN("13.5.2", piece=name)


def _present_kind(state: GameState, fid: str, name: str, hidden: list[str], where) -> str:
    """For a face-down piece named by its face-down name, the kind of the one there."""
    if not hidden:
        return name
    here = [k for k in hidden if state.count(where, (fid, k))]
    return here[0] if here else hidden[0]


def _remover(ctx: TurnContext, owner: str) -> str | None:
    """Who removes: in a battle, the other side (4.3.4); else the player on turn."""
    battle = ctx.in_battle()
    if battle is not None:
        attacker, defender = faction_id(battle.attacker), faction_id(battle.defender)
        if owner == defender:
            return attacker
        if owner == attacker:
            return defender
    return ctx.current


def _carried_by_warriors(move: m.Move, step: m.Step) -> bool:
    return any(isinstance(s.what, m.Piece) and s.what.type == "w" and s.what.faction == step.what.faction
               and s.start == step.start and s.to == step.to for s in move.steps())


def _carry(move: m.Move, step: m.Step, faction) -> tuple[str, ...]:
    """Relics moving with ``faction``'s warriors, one per warrior (15.2.4): none for a faction
    that carries nothing (all but the Keepers), its move's other steps not read."""
    if not (faction.carries and isinstance(step.what, m.Piece) and step.what.type == "w"):
        return ()
    carried = []
    for s in move.steps():
        if s is step or not isinstance(s.what, m.Piece) or s.what.faction != step.what.faction:
            continue
        if s.start == step.start and s.to == step.to and s.what.name in faction.carries:
            carried += [s.what.name] * s.count
    return tuple(carried)

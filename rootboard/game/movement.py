"""Moves checked against the Law: adjacency in play, rule, and every faction's exceptions.

Adjacency in play is the printed topology plus what the state changes (kept here, not in
the topology): a closed path whose marker was removed is a path again (16.2.3.III);
rivers, and on the Lake the lake, are paths for the Riverfolk (Swimmers, 11.2.2) and for a
faction with Boat Builders or Riverboats (16.4.3.V, 11.2.7.II); the Burrow is adjacent to
every clearing with a tunnel (12.2.2); the Ferry carries a move from its coastal clearing
to any other coastal clearing (16.2.2.V). Forests are entered and left only by the
Vagabond (9.4.2, 9.5.1); Keepers relics leave a forest by Delve (15.5.2.II.a).
"""

from __future__ import annotations

from dataclasses import dataclass

import rootboard.game.terms  # noqa: F401  (the terms these messages use)
from rootboard.board.explain import Explanation
from rootboard.board.topology import CLOSED_PATH, LAKE, PATH, RIVER, is_forest
from rootboard.game.pieces import FACTIONS, MAP, MOVING_KINDS, PAWN, RELICS, WARRIOR, Faction
from rootboard.game.rules import ruler
from rootboard.game.state import BURROW, GameState, Location
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Message, Template

NOT_IN_GAME = Template("game.not-in-game", "{who:faction} is not in this game")
# Adjacency in play.
BURROW_NEEDS_TUNNEL = Template("move.burrow-needs-tunnel",
                               "the Burrow is adjacent only to clearings with a tunnel, and {area:area} has none")
TUNNEL_LEADS_THERE = Template("move.tunnel-leads-there", "{to:area}: a tunnel leads there from the Burrow, so they are adjacent")
PATH_CLOSED = Template("move.path-closed",
                       "the path between {a:area} and {b:area} is closed: they are not adjacent while its marker is on")
HIRELING_NO_RIVER = Template("move.hireling-no-river",
                             "a hireling cannot use its controller's effects: rivers are not paths for {who:faction}")
RIVER_NOT_PATH = Template("move.river-not-path",
                          "{a:area} and {b:area} are joined only by a river, and a river is not a path for "
                          "{who:faction}: only Swimmers, Riverboats or Boat Builders treat rivers as paths")
ACROSS_LAKE = Template("move.across-lake",
                       "{a:area} and {b:area} face each other across the lake, which counts as rivers, not paths, "
                       "for {who:faction}; the Ferry can carry a move between coastal clearings")
NOT_ADJACENT = Template("move.not-adjacent", "{to:area} is not adjacent to {at:area}: a move goes to an adjacent clearing")
# What moves, and from where.
NO_PIECES = Template("move.no-pieces", "a move takes one or more pieces, never zero")
HIRELING_OWN_MOVES = Template(
    "move.hireling-own-moves",
    "{who:faction} has {have} {piece:piece} of its own in {at:area}; {hireling:faction}'s warriors there "
    "move only by the hireling's own moves, never by its controller's",
    plural="{who:faction} has {have} {piece:pieces} of its own in {at:area}; {hireling:faction}'s warriors "
    "there move only by the hireling's own moves, never by its controller's", count="have")
TOO_FEW = Template("move.too-few", "{who:faction} has {have} {piece:piece} in {at:area}, not {count}",
                   plural="{who:faction} has {have} {piece:pieces} in {at:area}, not {count}", count="have")
SAME_AREA = Template("move.same-area", "a move goes to another area, not back to {at:area}")
NOT_MOVING_KIND = Template("move.not-moving-kind", "a {piece:piece} is a {kind:kind}; only warriors and pawns move")
WARLORD_TURN = Template("move.warlord-turn", "the warlord moves only on the Hundreds' own turn")
ONLY_VAGABOND_SLIPS = Template("move.only-vagabond-slips", "only the Vagabond slips; {who:faction} moves")
ONLY_VAGABOND_IN_FORESTS = Template("move.only-vagabond-in-forests", "{who:faction} moves only between clearings; "
                                    "only the Vagabond enters or leaves forests")
SLIP_NOT_ADJACENT = Template("move.slip-not-adjacent", "Slip reaches only an adjacent clearing or forest; "
                             "{to:area} is not adjacent to {at:area}")
FOREST_MOVE_NOT_ADJACENT = Template("move.forest-not-adjacent", "from a forest the Vagabond moves only to an "
                                    "adjacent clearing; {to:area} is not adjacent to {at:area}")
MOVE_NO_FOREST = Template("move.move-no-forest", "the Vagabond's Daylight Move cannot enter a forest; only Slip can")
SNARE_BARS_MOVE = Template("move.snare-bars-move", "a face-up snare in {at:area}: {who:faction} pieces cannot move "
                           "out of it; only the Vagabond's Slip ignores it")
# Keepers' relics.
CARRY_ONLY_KEEPERS = Template("move.carry-only-keepers", "only moving Keeper warriors carry relics (Devout Knights)")
CARRY_ONE_EACH = Template("move.carry-one-each",
                          "each moving Keeper warrior carries one relic: {count} warrior cannot carry {relics}",
                          plural="each moving Keeper warrior carries one relic: {count} warriors cannot carry {relics}",
                          count="count")
CARRY_TOO_FEW = Template("move.carry-too-few", "{at:area} holds {have} {relic:piece} relic, not {want}",
                         plural="{at:area} holds {have} {relic:piece} relics, not {want}", count="have")
RELICS_MOVE_HOW = Template("move.relics-move-how", "relics move only carried by moving Keeper warriors, or by Delve, "
                           "from a forest into an adjacent clearing")
DELVE_NOT_ADJACENT = Template("move.delve-not-adjacent", "Delve takes a relic from a forest adjacent to the "
                              "clearing; {at:area} is not adjacent to {to:area}")
DELVE_NEEDS_RULE = Template("move.delve-needs-rule", "Delve needs a clearing the Keepers rule with a Keeper "
                            "warrior in it; {to:area} is not one")
DELVES = Template("move.delves", "the Keepers delve: {count} {relic:piece} relic from {at:area} into {to:area}, face up",
                  plural="the Keepers delve: {count} {relic:piece} relics from {at:area} into {to:area}, face up",
                  count="count")
# The Vagabond's timing.
SLIP_NO_FERRY = Template("move.slip-no-ferry", "Slip goes to an adjacent area; it does not take the Ferry")
SLIP_IN_BIRDSONG = Template("move.slip-in-birdsong", "Slip is the {who:faction}'s Birdsong action; "
                            "it is {current:faction}'s {phase:phase}")
MOVE_IN_DAYLIGHT = Template("move.move-in-daylight", "the {who:faction}'s Move is a Daylight action of his own "
                            "turn; it is {current:faction}'s {phase:phase} (in Birdsong, use Slip)")
# The Ferry.
NO_FERRY = Template("move.no-ferry", "there is no Ferry on this map")
FERRY_ELSEWHERE = Template("move.ferry-elsewhere", "the Ferry is in {ferry:area}, not {at:area}: it carries moves "
                           "from its own clearing")
FERRY_COAST_ONLY = Template("move.ferry-coast-only", "the Ferry goes only to another coastal clearing ({coastal}); "
                            "{to:area} is not one")
FERRY_USED = Template("move.ferry-used", "the Ferry has already been used this turn: once per turn")
# Entry bans.
BURROW_NO_MOVE = Template("move.burrow-duchy-only", "only Duchy pieces may be placed in or moved into the Burrow; "
                          "{who:faction} cannot move into it")
BURROW_NO_PLACE = Template("place.burrow-duchy-only", "only Duchy pieces may be placed in or moved into the Burrow; "
                           "{who:faction} cannot place in it")
SCORCHED = Template("move.scorched", "{at:area} is scorched (Scoundrel's torch): no piece may be placed in or "
                    "moved into it, his own included")
KEEP_BARS_PLACE = Template("place.keep-bars", "{at:area} holds the Marquise's keep: only the Marquise may place "
                           "pieces there; {who:faction} cannot")
SNARE_BARS_PLACE = Template("place.snare-bars", "a face-up snare in {at:area}: no {who:faction} piece may be placed there")
# The rule requirement, and what a legal move says.
SLIPS = Template("move.slips", "{who:faction} slips from {at:area} to {to:area}: Slip reaches an adjacent clearing "
                 "or forest, no boots, no rule needed")
NIMBLE = Template("move.nimble", "{who:faction} moves from {at:area} to {to:area}: Nimble, no rule needed")
NIMBLE_BY_FERRY = Template("move.nimble-by-ferry", "{who:faction} moves from {at:area} to {to:area}: Nimble, no rule "
                           "needed (the Ferry's 'normal movement rules' do not override Nimble, an ambiguous reading)")
SWIMS = Template("move.swims", "{who:faction} swim from {at:area} to {to:area} along the river: Swimmers need no rule")
RULES_NEITHER = Template("move.rules-neither", "{who:faction} rules neither {at:area} nor {to:area}")
FERRY_RULING = Template("move.ferry-ruling", "{who:faction} takes the Ferry from {at:area} to {to:area}, ruling {ruled:area}")
MOVES_RULING = Template("move.moves-ruling", "{who:faction} moves from {at:area} to {to:area}, ruling {ruled:area}")
# Reminders that go with a legal move.
FERRY_DRAWS = Template("move.ferry-draws", "the Ferry goes along to {to:area}; {mover:faction}, the moving player, "
                       "draws a card")
BOOTS = Template("move.boots", "costs {cost} boot", plural="costs {cost} boots", count="cost")
NO_BOOTS = Template("move.no-boots", "this Move costs {cost} boot and the {who:faction} has {have} face-up "
                    "undamaged", plural="this Move costs {cost} boots and the {who:faction} has {have} face-up "
                    "undamaged", count="cost")
ITEMS_UNKNOWN = Template("move.items-unknown", "the {who:faction}'s items are not known in this game, so the boots "
                         "are not checked ('rootboard character' sets up his board)")
BOOTS_HOSTILE = Template("move.boots-hostile", "costs {cost} boots: 1 to move, +1 because {to:area} holds warriors "
                         "of Hostile {hostile:faction}")
OUTRAGE_ON_MOVE = Template("move.outrage", "{to:area} is sympathetic: Outrage, the mover adds a matching card to "
                           "the Alliance's Supporters")

# How a move gets from one area to the next.
BY_PATH, BY_RIVER, BY_TUNNEL, BY_FOREST, BY_FERRY = "path", "river", "tunnel", "forest", "ferry"


@dataclass(frozen=True)
class MoveRequest:
    faction: str
    origin: Location
    destination: Location
    count: int = 1
    piece: str | None = None  # default: the pawn for a Vagabond, otherwise warriors
    slip: bool = False  # the Vagabond's Birdsong Slip (9.4.2)
    ferry: bool = False  # the Lake's Ferry (16.2.2.V)
    carry: tuple[str, ...] = ()  # Keepers: relics carried by the moving warriors (15.2.4)

    @property
    def kind(self) -> str:
        return self.piece or default_piece(self.faction)


def default_piece(fid: str) -> str:
    f = FACTIONS[fid]
    return PAWN if f.vagabond else WARRIOR


def is_clearing(where: Location) -> bool:
    return isinstance(where, int)


def in_forest(where: Location) -> bool:
    return where != BURROW and is_forest(where)


def rivers_are_paths(state: GameState, fid: str) -> bool:
    """Swimmers (11.2.2), Boat Builders (16.4.3.V), Riverboats (11.2.7.II); never hirelings."""
    f = FACTIONS[fid]
    if f.hireling:
        return False  # hirelings cannot use their controller's effects (16.4.3.V)
    return f.swimmers or bool(state.effects.get(fid, set()) & {"boat-builders", "riverboats"})


def tunnel_clearings(state: GameState) -> list[int]:
    """The clearings with a tunnel: the Burrow's neighbours (12.2.2)."""
    return sorted(c for c in state.topology.board.clearings if state.count(c, ("duchy", "tunnel")))


def burrow_neighbours(state: GameState) -> list[Explanation]:
    """The Burrow's neighbours as the explorer shows them: each clearing with a tunnel."""
    return [Explanation(BURROW, c, PATH, True, "12.2.2", TUNNEL_LEADS_THERE("12.2.2", to=c))
            for c in tunnel_clearings(state)]


def connection(state: GameState, fid: str, a: Location, b: Location) -> str | None:
    """How ``fid`` can go from ``a`` to ``b`` in one move (without the Ferry), or None."""
    if a == BURROW or b == BURROW:
        other = b if a == BURROW else a
        if is_clearing(other) and other in tunnel_clearings(state):
            return BY_TUNNEL  # 12.2.2
        return None
    by = None
    for link in state.topology.links_between(a, b):
        if link.kind == PATH and not (in_forest(a) or in_forest(b)):
            by = by or BY_PATH
        elif link.kind == CLOSED_PATH and is_clearing(a):
            if tuple(sorted((a, b))) not in state.closed_paths:
                by = by or BY_PATH  # its marker is gone: an open path (16.2.3.III)
        elif link.kind in (RIVER, LAKE) and is_clearing(a) and is_clearing(b):
            if rivers_are_paths(state, fid):
                # Swimmers prefer the river: it spares them the rule requirement (11.2.2).
                by = BY_RIVER if FACTIONS[fid].swimmers else (by or BY_RIVER)
        elif link.adjacent and (in_forest(a) or in_forest(b)):
            by = by or BY_FOREST  # forest-clearing (2.4.1) or forest-forest (2.4.1, 16.2.2.IV)
    return by


def _why_not_adjacent(state: GameState, fid: str, a: Location, b: Location) -> Verdict:
    kinds = {link.kind for link in state.topology.links_between(a, b)}
    if BURROW in (a, b):
        return illegal(BURROW_NEEDS_TUNNEL("12.2.2", area=b if a == BURROW else a))
    if CLOSED_PATH in kinds:
        return illegal(PATH_CLOSED("16.2.3.II", a=a, b=b))
    if (RIVER in kinds or LAKE in kinds) and FACTIONS[fid].hireling and rivers_are_paths(state, state.controllers.get(fid) or fid):
        return illegal(HIRELING_NO_RIVER("16.4.3.V", who=fid))
    if RIVER in kinds:
        return illegal(RIVER_NOT_PATH("2.3", "11.2.2", a=a, b=b, who=fid))
    if LAKE in kinds:
        return illegal(ACROSS_LAKE("16.2.2.II", "16.2.2.V", a=a, b=b, who=fid))
    return illegal(NOT_ADJACENT("4.2", to=b, at=a))


def check_move(state: GameState, m: MoveRequest) -> Verdict:
    f = FACTIONS[m.faction]
    piece = f.piece(m.kind)
    key = (m.faction, piece.name)
    if m.faction not in state.in_game:
        return impossible(NOT_IN_GAME("1.5.1", who=m.faction))
    if m.count < 1:
        return illegal(NO_PIECES("4.2"))
    have = state.count(m.origin, key)
    if have < m.count:
        hired = [h for h in state.hirelings if state.controllers.get(h) == m.faction
                 and state.count(m.origin, (h, WARRIOR))]
        if hired:
            return impossible(HIRELING_OWN_MOVES("16.4.3.IV", who=m.faction, have=have, piece=piece.name,
                                                 at=m.origin, hireling=hired[0]))
        return impossible(TOO_FEW("4.2", who=m.faction, have=have, piece=piece.name, at=m.origin, count=m.count))
    if m.origin == m.destination:
        return illegal(SAME_AREA("4.2", at=m.origin))
    if m.faction == "keepers" and piece.name in RELICS:
        return _check_delve(state, m)
    if piece.kind not in MOVING_KINDS:
        return illegal(NOT_MOVING_KIND("4.2", piece=piece.name, kind=piece.kind))
    carried = _check_carry(state, m)
    if carried is not None:
        return carried
    if piece.name == "warlord" and state.current != "hundreds":
        return illegal(WARLORD_TURN("14.2.2"))
    if f.vagabond:
        timing = _vagabond_timing(state, m)
        if timing is not None:
            return timing
    elif m.slip:
        return illegal(ONLY_VAGABOND_SLIPS("9.4.2", "4.2", who=m.faction))
    elif in_forest(m.origin) or in_forest(m.destination):
        return illegal(ONLY_VAGABOND_IN_FORESTS("4.2", "9.4.2", who=m.faction))
    if m.ferry:
        by = BY_FERRY
        ferry = _check_ferry(state, m)
        if ferry is not None:
            return ferry
    else:
        by = connection(state, m.faction, m.origin, m.destination)
        if by is None:
            refusal = _why_not_adjacent(state, m.faction, m.origin, m.destination)
            if refusal.message.id == NOT_ADJACENT.id and m.slip:
                return illegal(SLIP_NOT_ADJACENT("9.4.2", to=m.destination, at=m.origin))
            if refusal.message.id == NOT_ADJACENT.id and f.vagabond and in_forest(m.origin):
                return illegal(FOREST_MOVE_NOT_ADJACENT("9.5.1", to=m.destination, at=m.origin))
            return refusal
    if f.vagabond and not m.slip and in_forest(m.destination):
        return illegal(MOVE_NO_FOREST("9.5.1"))
    banned = _entry_ban(state, m.faction, m.destination, placing=False)
    if banned is not None:
        return banned
    if m.origin in state.face_up and state.count(m.origin, ("corvids", "snare")) \
            and snare_bars(state, m.faction) and not m.slip:
        return illegal(SNARE_BARS_MOVE("13.7.2", "9.4.2", at=m.origin, who=m.faction))
    verdict = _rule_requirement(state, m, f, by)
    if not verdict.legal:
        return verdict
    unpaid = _unpaid_boots(state, m)
    if unpaid is not None:
        return unpaid
    return verdict.with_notes(*_reminders(state, m, f, by))


def snare_bars(state: GameState, fid: str) -> bool:
    """A face-up snare bars enemy pieces only (13.7.2): not the Corvids', nor the map's, nor
    those of a hireling the Corvids control, which is no enemy of its controller (16.4.3.II, 16.6.9)."""
    return fid not in ("corvids", MAP) and state.controllers.get(fid) != "corvids"


def carriable_relics(state: GameState, fid: str, origin: Location, piece: str | None) -> list[str]:
    """The kinds of relic moving ``piece``s of ``fid`` could carry from ``origin``: Keeper
    warriors carry one relic each (Devout Knights, 15.2.4)."""
    if fid != "keepers" or (piece or default_piece(fid)) != WARRIOR:
        return []
    return sorted(r for r in RELICS if state.count(origin, ("keepers", r)))


def _check_carry(state: GameState, m: MoveRequest) -> Verdict | None:
    if not m.carry:
        return None
    if m.faction != "keepers" or m.kind != WARRIOR:
        return illegal(CARRY_ONLY_KEEPERS("15.2.4"))
    if len(m.carry) > m.count:
        return illegal(CARRY_ONE_EACH("15.2.4", count=m.count, relics=len(m.carry)))
    for relic in set(m.carry):
        have, want = state.count(m.origin, ("keepers", relic)), m.carry.count(relic)
        if have < want:
            return impossible(CARRY_TOO_FEW("15.2.4", at=m.origin, have=have, relic=relic, want=want))
    return None


def _check_delve(state: GameState, m: MoveRequest) -> Verdict:
    """Relics move by Delve: from an adjacent forest into a ruled clearing (15.5.2.II.a)."""
    if not (in_forest(m.origin) and is_clearing(m.destination)):
        return illegal(RELICS_MOVE_HOW("15.2.4", "15.5.2.II.a"))
    if not state.topology.is_adjacent(m.origin, m.destination):
        return illegal(DELVE_NOT_ADJACENT("15.5.2.II.a", at=m.origin, to=m.destination))
    if ruler(state, m.destination) != "keepers" or not state.count(m.destination, ("keepers", WARRIOR)):
        return illegal(DELVE_NEEDS_RULE("15.5.2.II.a", to=m.destination))
    return legal(DELVES("15.5.2.II.a", count=m.count, relic=m.kind, at=m.origin, to=m.destination))


def _vagabond_timing(state: GameState, m: MoveRequest) -> Verdict | None:
    """Slip is his Birdsong action (9.4.2), Move his Daylight one (9.5.1). Checked against
    the turn and phase only once the phase is tracked; before that, --slip declares which."""
    if not state.phase_tracked:
        if m.slip and m.ferry:
            return illegal(SLIP_NO_FERRY("9.4.2"))
        return None
    if m.slip:
        if state.current != m.faction or state.phase != "birdsong":
            return illegal(SLIP_IN_BIRDSONG("9.4.2", who=m.faction, current=state.current, phase=state.phase))
        if m.ferry:
            return illegal(SLIP_NO_FERRY("9.4.2"))
        return None
    if m.kind == PAWN and (state.current != m.faction or state.phase != "daylight"):
        return illegal(MOVE_IN_DAYLIGHT("9.5.1", "9.4.2", who=m.faction, current=state.current, phase=state.phase))
    return None


def _check_ferry(state: GameState, m: MoveRequest) -> Verdict | None:
    coastal = state.topology.coastal_clearings
    if state.ferry is None:
        return illegal(NO_FERRY("16.2.2.V"))
    if m.origin != state.ferry:
        return illegal(FERRY_ELSEWHERE("16.2.2.V", ferry=state.ferry, at=m.origin))
    if m.destination not in coastal:
        return illegal(FERRY_COAST_ONLY("16.2.2.V", coastal=sorted(coastal), to=m.destination))
    if "ferry" in state.used:
        return illegal(FERRY_USED("16.2.2.V"))
    return None


def _entry_ban(state: GameState, fid: str, where: Location, placing: bool) -> Verdict | None:
    """What no piece of ``fid`` may be placed in or moved into (12.2.2, 16.3.6)."""
    if where == BURROW and fid != "duchy":
        return illegal((BURROW_NO_PLACE if placing else BURROW_NO_MOVE)("12.2.2", who=fid))
    if is_clearing(where):
        torches = [v for v in ("vagabond", "vagabond2") if state.count(where, (v, "torch"))]
        if torches:
            return illegal(SCORCHED("16.3.6", at=where))
    return None


def _moves_with_hireling_rule(state: GameState, fid: str, where: Location) -> bool:
    r = ruler(state, where)
    if r == fid:
        return True
    # A controlled hireling's pieces count for its controller's rule (16.4.3.I), so the side
    # that rules is the controller; the hireling's own moves need that side to rule.
    return FACTIONS[fid].hireling and r is not None and r == state.controllers.get(fid)


def _rule_requirement(state: GameState, m: MoveRequest, f: Faction, by: str) -> Verdict:
    where = dict(who=m.faction, at=m.origin, to=m.destination)
    if m.slip:
        return legal(SLIPS("9.4.2", "9.2.3", **where))
    if f.nimble:
        return legal((NIMBLE_BY_FERRY if by == BY_FERRY else NIMBLE)(f.nimble, **where))
    if by == BY_RIVER and f.swimmers:
        return legal(SWIMS("11.2.2", **where))
    ruled = [w for w in (m.origin, m.destination) if _moves_with_hireling_rule(state, m.faction, w)]
    if not ruled:
        return illegal(RULES_NEITHER("4.2.1", **where))
    if by == BY_FERRY:
        return legal(FERRY_RULING("16.2.2.V", "4.2.1", ruled=ruled[0], **where))
    return legal(MOVES_RULING("4.2.1", ruled=ruled[0], **where))


def _reminders(state: GameState, m: MoveRequest, f: Faction, by: str) -> list[Message]:
    notes = []
    if by == BY_FERRY:
        # The player who moves draws; for hireling pieces, the player controlling them (16.4.3.VII).
        mover = state.controllers.get(m.faction) if f.hireling else m.faction
        notes.append(FERRY_DRAWS("16.2.2.V", "16.4.3.VII", to=m.destination, mover=mover or state.current))
    if f.vagabond and m.kind == PAWN and not m.slip:
        notes.append(_boots(state, m))
        if m.faction not in state.vagabonds:
            notes.append(ITEMS_UNKNOWN("9.5.1", who=m.faction))
    moving_warriors = f.piece(m.kind).kind == WARRIOR
    if moving_warriors and m.faction != "alliance" and is_clearing(m.destination) \
            and state.count(m.destination, ("alliance", "sympathy")):
        notes.append(OUTRAGE_ON_MOVE("8.2.6", to=m.destination))
    return notes


def boots_cost(state: GameState, fid: str, destination: Location) -> tuple[int, list[str]]:
    """Boots the Vagabond exhausts for a Daylight Move, and the Hostile factions that add one."""
    hostile = sorted(h for h in state.hostile.get(fid, set())
                     if state.count(destination, (h, WARRIOR)) or state.count(destination, (h, "warlord")))
    return 1 + (1 if hostile else 0), hostile


def pays_boots(state: GameState, m: MoveRequest) -> bool:
    """A Vagabond's Daylight Move of his pawn pays boots (9.5.1); Slip does not (9.4.2)."""
    return FACTIONS[m.faction].vagabond and m.kind == PAWN and not m.slip


def _unpaid_boots(state: GameState, m: MoveRequest) -> Verdict | None:
    """Refused without enough face-up undamaged boots, when his board is known (9.5.1, 9.2.5)."""
    board = state.vagabonds.get(m.faction)
    if not pays_boots(state, m) or board is None:
        return None
    cost, _ = boots_cost(state, m.faction, m.destination)
    have = board.usable("boot")
    if have < cost:
        return illegal(NO_BOOTS("9.5.1", "9.2.5", cost=cost, who=m.faction, have=have))
    return None


def boot_edits(state: GameState, m: MoveRequest) -> list:
    """The boots his Move exhausts (9.5.1): one edit of his board, or none (Slip, unknown board)."""
    board = state.vagabonds.get(m.faction)
    if not pays_boots(state, m) or board is None:
        return []
    cost, _ = boots_cost(state, m.faction, m.destination)
    paid = min(cost, board.usable("boot"))  # teach mode: a Move he cannot pay for exhausts what he has
    if not paid:
        return []
    return [state.set_edit("vagabonds", {**state.vagabonds, m.faction: board.exhaust("boot", paid)})]


def _boots(state: GameState, m: MoveRequest) -> Message:
    cost, hostile = boots_cost(state, m.faction, m.destination)
    if hostile:
        return BOOTS_HOSTILE("9.5.1", "9.2.9.III.b", cost=cost, to=m.destination, hostile=hostile)
    return BOOTS("9.5.1", cost=cost)


def place_ban(state: GameState, fid: str, where: Location) -> Verdict | None:
    """Bans on placing any piece of ``fid`` (6.2.2, 13.7.2, 12.2.2, 16.3.6)."""
    banned = _entry_ban(state, fid, where, placing=True)
    if banned is not None:
        return banned
    keep = state.count(where, ("marquise", "keep"))
    if keep and fid != "marquise" and state.controllers.get(fid) != "marquise":
        return illegal(KEEP_BARS_PLACE("6.2.2", at=where, who=fid))
    if where in state.face_up and state.count(where, ("corvids", "snare")) and snare_bars(state, fid):
        return illegal(SNARE_BARS_PLACE("13.7.2", at=where, who=fid))
    return None


@dataclass(frozen=True)
class Destination:
    area: Location
    request: MoveRequest
    verdict: Verdict


def legal_destinations(state: GameState, fid: str, origin: Location, piece: str | None = None) -> list[Destination]:
    """Every area one ``piece`` of ``fid`` may legally go to from ``origin`` now, and how."""
    topology = state.topology
    f = FACTIONS[fid]
    candidates = set(topology.neighbours(origin)) if origin != BURROW else set()
    if state.burrow_in_play:
        if origin == BURROW:
            candidates |= set(tunnel_clearings(state))
        elif is_clearing(origin):
            candidates.add(BURROW)
    variants = [dict(slip=True), dict()] if f.vagabond else [dict()]
    if state.ferry == origin:
        candidates |= set(topology.coastal_clearings)
        variants.append(dict(ferry=True))
    candidates.discard(origin)
    found = []
    for area in sorted(candidates, key=lambda a: (a == BURROW, not is_clearing(a), str(a).zfill(3))):
        for extra in variants:
            request = MoveRequest(fid, origin, area, 1, piece, **extra)
            verdict = check_move(state, request)
            if verdict.legal:
                found.append(Destination(area, request, verdict))
    return found


def via(request: MoveRequest, state: GameState) -> str:
    if request.ferry:
        return BY_FERRY
    how = connection(state, request.faction, request.origin, request.destination) or "?"
    return "slip" if request.slip else how


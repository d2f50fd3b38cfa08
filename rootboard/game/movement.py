"""Moves checked against the Law: adjacency in play, rule, and what each faction's rules add.

Adjacency in play is the printed topology plus what the state changes (kept here, not in the
topology): a closed path whose marker was removed is a path again (16.2.3.III); rivers, and on
the Lake the lake, are paths for a faction that treats them so (Swimmers 11.2.2, Boat Builders
16.4.3.V, Riverboats 11.2.7.II); a faction's own areas link as its rules say (the Duchy's
Burrow, 12.2.2); the Ferry carries a move from its coastal clearing to any other coastal
clearing (16.2.2.V). Forests are entered and left only by a faction whose rules let it (the
Vagabond, 9.4.2, 9.5.1).

The steps of a check, in order: the pieces are there (4.2); the mover's own rules
(:meth:`~rootboard.game.faction.Faction.check_own_move`: the Keepers' relics, the warlord, the
Vagabond's timing); what moves at all; forests; the way (a path, a river, a tunnel, the
Ferry); what any faction's pieces bar (:meth:`~rootboard.game.faction.Faction.bars_entry`,
``bars_leaving``); the rule requirement (4.2.1) unless the mover's rules exempt it; what the
move costs the mover; the reminders that go with it.
"""

from __future__ import annotations

from rootboard.board.topology import BURROW, CLOSED_PATH, LAKE, PATH, RIVER, is_forest
from rootboard.game.law import rules_for
from rootboard.game.kinds import MAP, MOVING_KINDS, WARRIOR
from rootboard.game.rules import ruler
from rootboard.game.state import GameState, Location, shift
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

NOT_IN_GAME = Template("game.not-in-game", "{who:faction} {who:faction|sg=is|pl=are} not in this game")
# Adjacency in play.
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
    "{who:faction} {who:faction|sg=has|pl=have} {have} {piece:piece} of its own in {at:area}; {hireling:faction.whose} warriors there "
    "move only by the hireling's own moves, never by its controller's",
    plural="{who:faction} {who:faction|sg=has|pl=have} {have} {piece:pieces} of its own in {at:area}; {hireling:faction.whose} warriors "
    "there move only by the hireling's own moves, never by its controller's", count="have")
TOO_FEW = Template("move.too-few", "{who:faction} {who:faction|sg=has|pl=have} {have} {piece:piece} in {at:area}, not {count}",
                   plural="{who:faction} {who:faction|sg=has|pl=have} {have} {piece:pieces} in {at:area}, not {count}", count="have")
SAME_AREA = Template("move.same-area", "a move goes to another area, not back to {at:area}")
NOT_MOVING_KIND = Template("move.not-moving-kind", "{piece:piece.a} is {kind:kind.a}; only warriors and pawns move")
ONLY_VAGABOND_SLIPS = Template("move.only-vagabond-slips", "only the Vagabond slips; {who:faction} {who:faction|sg=moves|pl=move}")
ONLY_VAGABOND_IN_FORESTS = Template("move.only-vagabond-in-forests", "{who:faction} {who:faction|sg=moves|pl=move} only between clearings; "
                                    "only the Vagabond enters or leaves forests")
CARRY_ONLY_KEEPERS = Template("move.carry-only-keepers", "only moving Keeper warriors carry relics (Devout Knights)")
# The Ferry.
NO_FERRY = Template("move.no-ferry", "there is no Ferry on this map")
FERRY_ELSEWHERE = Template("move.ferry-elsewhere", "the Ferry is in {ferry:area}, not {at:area}: it carries moves "
                           "from its own clearing")
FERRY_COAST_ONLY = Template("move.ferry-coast-only", "the Ferry goes only to another coastal clearing ({coastal}); "
                            "{to:area} is not one")
FERRY_RIVER_ONLY = Template("move.ferry-river-only", "the Ferry goes only to the next clearing along the river "
                            "({along:area}); {to:area} is not one")
FERRY_NO_RIVER = Template("move.ferry-no-river", "no river runs from {at:area}: the Ferry has nowhere to go from there")
FERRY_USED = Template("move.ferry-used", "the Ferry has already been used this turn: once per turn")
# The rule requirement, and what a legal move says.
NIMBLE = Template("move.nimble", "{who:faction} {who:faction|sg=moves|pl=move} from {at:area} to {to:area}: Nimble, no rule needed")
NIMBLE_BY_FERRY = Template("move.nimble-by-ferry", "{who:faction} {who:faction|sg=moves|pl=move} from {at:area} to {to:area}: Nimble, no rule "
                           "needed (the Ferry's 'normal movement rules' do not override Nimble, an ambiguous reading)")
RULES_NEITHER = Template("move.rules-neither", "{who:faction} {who:faction|sg=rules|pl=rule} neither {at:area} nor {to:area}")
FERRY_RULING = Template("move.ferry-ruling", "{who:faction} {who:faction|sg=takes|pl=take} the Ferry from {at:area} to {to:area}, ruling {ruled:area}")
MOVES_RULING = Template("move.moves-ruling", "{who:faction} {who:faction|sg=moves|pl=move} from {at:area} to {to:area}, ruling {ruled:area}")
BY_CRAFTING = Template("move.by-crafting", "{at:area} and {to:area} both hold {who:faction} crafting pieces: "
                       "Tunnels makes them adjacent (card text unconfirmed)")
FERRY_DRAWS = Template("move.ferry-draws", "the Ferry goes along to {to:area}; {mover:faction}, the moving player, "
                       "draws a card")

# How a move gets from one area to the next.
BY_PATH, BY_RIVER, BY_FOREST, BY_FERRY, BY_TUNNELS = "path", "river", "forest", "ferry", "tunnels"


@record(frozen=True)
class MoveRequest:
    faction: str
    origin: Location
    destination: Location
    count: int = 1
    piece: str | None = None  # default: the faction's warriors, or its pawn if it has none
    slip: bool = False  # the Vagabond's Birdsong Slip (9.4.2)
    ferry: bool = False  # the Lake's Ferry (16.2.2.V)
    carry: tuple[str, ...] = ()  # pieces the moving warriors carry (the Keepers' relics, 15.2.4)

    def __init__(self, faction: str, origin: Location, destination: Location, count: int = 1,
                 piece: str | None = None, slip: bool = False, ferry: bool = False, carry: tuple[str, ...] = ()):
        # Its own, as rootboard.records allows (as PieceRequest's), with the fields' defaults:
        # every move a replay translates asks for one (issue 32).
        self.__dict__.update(faction=faction, origin=origin, destination=destination, count=count, piece=piece,
                             slip=slip, ferry=ferry, carry=carry)

    @property
    def kind(self) -> str:
        return self.piece or "warrior"


def mover(state: GameState, m: MoveRequest) -> MoveRequest:
    """``m`` with its piece named: the faction's default mover when none was given."""
    if m.piece is not None:
        return m
    from rootboard.records import replace

    return replace(m, piece=rules_for(state)[m.faction].default_mover())


def carriable(state: GameState, fid: str, origin: Location, piece: str | None = None) -> list[str]:
    """What moving ``piece``s of ``fid`` could carry from ``origin``: the Keepers' warriors
    carry one relic each (Devout Knights, 15.2.4)."""
    f = rules_for(state)[fid]
    if f.piece(piece or f.default_mover()).kind != WARRIOR:
        return []
    return sorted(c for c in f.carries if state.count(origin, (fid, c)))


def is_clearing(where: Location) -> bool:
    return isinstance(where, int)


def in_forest(where: Location) -> bool:
    return where != BURROW and is_forest(where)


def rivers_are_paths(state: GameState, fid: str) -> bool:
    return rules_for(state)[fid].rivers_are_paths(state)


def neighbours(state: GameState, area: Location) -> set:
    """Every area one move (or Slip) could reach from ``area`` before the rules say which:
    the printed neighbours, and those the factions' rules link to it (tunnels)."""
    found = set(state.topology.neighbours(area)) if state.topology.has_area(area) else set()
    for f in rules_for(state).asked(state, "neighbours"):
        found |= f.neighbours(state, area)
    found.discard(area)
    return found


def open_neighbours(state: GameState, clearing: int) -> list[int]:
    """The clearings joined to ``clearing`` by an open path, in order (2.2.1): a closed path
    counts once its marker is off (16.2.3.III). Where a raid's warriors go (13.7.4), asked in
    play without the setup kit's reading of the board (issue 32)."""
    topology = state.topology
    found = set(topology.clearing_links(clearing, PATH))
    found |= {c for c in topology.clearing_links(clearing, CLOSED_PATH)
              if (min(c, clearing), max(c, clearing)) not in state.closed_paths}
    return sorted(found)


def explained_links(state: GameState, area: Location) -> list:
    """What the explorer says of the links the factions' rules make for ``area`` (the Burrow's)."""
    return [e for f in rules_for(state).asked(state, "explain_links") for e in f.explain_links(state, area)]


def connection(state: GameState, fid: str, a: Location, b: Location) -> str | None:
    """How ``fid`` can go from ``a`` to ``b`` in one move (without the Ferry), or None."""
    law = rules_for(state)
    for f in law.asked(state, "link"):  # a tunnel (the Duchy's, 12.2.2): asked only of who makes links
        how = f.link(state, a, b)
        if how is not None:
            return how
    if not (state.topology.has_area(a) and state.topology.has_area(b)):
        return None
    faction = law[fid]
    by = None
    for link in state.topology.links_between(a, b):
        if link.kind == PATH and not (in_forest(a) or in_forest(b)):
            by = by or BY_PATH
        elif link.kind == CLOSED_PATH and is_clearing(a):
            if tuple(sorted((a, b))) not in state.closed_paths:
                by = by or BY_PATH  # its marker is gone: an open path (16.2.3.III)
        elif link.kind in (RIVER, LAKE) and is_clearing(a) and is_clearing(b):
            if faction.rivers_are_paths(state):
                # Swimmers prefer the river: it spares them the rule requirement (11.2.2).
                by = BY_RIVER if faction.swimmers else (by or BY_RIVER)
        elif link.adjacent and (in_forest(a) or in_forest(b)):
            by = by or BY_FOREST  # forest-clearing (2.4.1) or forest-forest (2.4.1, 16.2.2.IV)
    if by is None and is_clearing(a) and is_clearing(b) and faction.linked_by_crafting(state, a, b):
        by = BY_TUNNELS  # a card makes them adjacent: both hold its crafting pieces (Tunnels, 4.1.3)
    return by


def _why_not_adjacent(state: GameState, fid: str, a: Location, b: Location) -> Verdict:
    law = rules_for(state)
    for f in law.asked(state, "unlinked"):
        refusal = f.unlinked(state, a, b)
        if refusal is not None:
            return refusal
    kinds = {link.kind for link in state.topology.links_between(a, b)} if state.topology.has_area(a) \
        and state.topology.has_area(b) else set()
    if CLOSED_PATH in kinds:
        return illegal(PATH_CLOSED("16.2.3.II", a=a, b=b))
    controller = state.controllers.get(fid)
    if (RIVER in kinds or LAKE in kinds) and law[fid].hireling and controller and law[controller].rivers_are_paths(state):
        return illegal(HIRELING_NO_RIVER("16.4.3.V", who=fid))
    if RIVER in kinds:
        return illegal(RIVER_NOT_PATH("2.3", "11.2.2", a=a, b=b, who=fid))
    if LAKE in kinds:
        return illegal(ACROSS_LAKE("16.2.2.II", "16.2.2.V", a=a, b=b, who=fid))
    return illegal(NOT_ADJACENT("4.2", to=b, at=a))


def check_move(state: GameState, m: MoveRequest) -> Verdict:
    law = rules_for(state)
    f = law[m.faction]
    m = mover(state, m)
    piece = f.piece(m.kind)
    if m.faction not in state.in_game:
        return impossible(NOT_IN_GAME("1.5.1", who=m.faction))
    if m.count < 1:
        return illegal(NO_PIECES("4.2"))
    have = state.count(m.origin, (m.faction, piece.name))
    if have < m.count:
        hired = [h for h in state.hirelings if state.controllers.get(h) == m.faction
                 and state.count(m.origin, (h, WARRIOR))]
        if hired:
            return impossible(HIRELING_OWN_MOVES("16.4.3.IV", who=m.faction, have=have, piece=piece.name,
                                                 at=m.origin, hireling=hired[0]))
        return impossible(TOO_FEW("4.2", who=m.faction, have=have, piece=piece.name, at=m.origin, count=m.count))
    if m.origin == m.destination:
        return illegal(SAME_AREA("4.2", at=m.origin))
    if m.carry and not set(m.carry) <= f.carries:
        return illegal(CARRY_ONLY_KEEPERS("15.2.4"))
    own = f.check_own_move(state, m)
    if own is not None:
        return own
    if piece.kind not in MOVING_KINDS:
        return illegal(NOT_MOVING_KIND("4.2", piece=piece.name, kind=piece.kind))
    if m.slip and not f.slips:
        return illegal(ONLY_VAGABOND_SLIPS("9.4.2", "4.2", who=m.faction))
    if not f.enters_forests and (in_forest(m.origin) or in_forest(m.destination)):
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
            if refusal.message.id == NOT_ADJACENT.id:
                refusal = f.not_adjacent(state, m) or refusal
            return refusal
    # Only the factions whose rules bar an entry or a leaving are asked (every move asks, issue 32).
    for other in law.asked(state, "bars_entry", "bars_leaving"):
        banned = other.bars_entry(state, m.faction, m.destination, placing=False) or other.bars_leaving(state, m)
        if banned is not None:
            return banned
    verdict = _rule_requirement(state, m, by)
    if not verdict.legal:
        return verdict
    unpaid = f.move_cost(state, m)
    if unpaid is not None:
        return unpaid
    return verdict.with_notes(*_reminders(state, m, by))


def ferry_destinations(state: GameState) -> list[int]:
    """Where the Ferry carries a move from its clearing: on the Lake, any other coastal clearing
    (16.2.2.V); as a landmark on a map of rivers, the next clearing along the river, either
    way (its card, 16.5, unconfirmed)."""
    at = state.ferry
    if at is None:
        return []
    topology = state.topology
    if topology.board.lake is not None:
        return sorted(c for c in topology.coastal_clearings if c != at)
    return sorted(c for link in topology.links_of(at) if link.kind == RIVER
                  for c in [link.other(at)] if isinstance(c, int))


def _check_ferry(state: GameState, m: MoveRequest) -> Verdict | None:
    if state.ferry is None:
        return illegal(NO_FERRY("16.2.2.V"))
    if m.origin != state.ferry:
        return illegal(FERRY_ELSEWHERE("16.2.2.V", ferry=state.ferry, at=m.origin))
    along = ferry_destinations(state)
    if m.destination not in along:
        if state.topology.board.lake is not None:
            return illegal(FERRY_COAST_ONLY("16.2.2.V", coastal=sorted(state.topology.coastal_clearings),
                                            to=m.destination))
        if not along:
            return illegal(FERRY_NO_RIVER("16.5", "16.2.2.V", at=m.origin))
        return illegal(FERRY_RIVER_ONLY("16.5", "16.2.2.V", along=along, to=m.destination))
    if "ferry" in state.used:
        return illegal(FERRY_USED("16.2.2.V"))
    return None


def entry_ban(state: GameState, fid: str, where: Location, placing: bool) -> Verdict | None:
    """What no piece of ``fid`` may be placed in or moved into (the Burrow 12.2.2, scorched
    earth 16.3.6), as the factions of the game whose rules bar an entry say."""
    for f in rules_for(state).asked(state, "bars_entry"):
        banned = f.bars_entry(state, fid, where, placing)
        if banned is not None:
            return banned
    return None


def _moves_with_hireling_rule(state: GameState, fid: str, where: Location) -> bool:
    r = ruler(state, where)
    if r == fid:
        return True
    # A controlled hireling's pieces count for its controller's rule (16.4.3.I), so the side
    # that rules is the controller; the hireling's own moves need that side to rule.
    return rules_for(state)[fid].hireling and r is not None and r == state.controllers.get(fid)


def _rule_requirement(state: GameState, m: MoveRequest, by: str) -> Verdict:
    f = rules_for(state)[m.faction]
    where = dict(who=m.faction, at=m.origin, to=m.destination)
    exempt = f.moves_without_rule(state, m, by)
    for h in state.hirelings:  # a hireling's "CONTROLLER:" ability, gained by its controller (16.4.2)
        if exempt is None and state.controllers.get(h) == m.faction and h in rules_for(state):
            exempt = rules_for(state)[h].moves_without_rule(state, m, by)
    if exempt is not None:
        return legal(exempt)
    if f.nimble:
        return legal((NIMBLE_BY_FERRY if by == BY_FERRY else NIMBLE)(f.nimble, **where))
    # The first end it rules is the one a legal move names: the destination is asked only when
    # the origin is not ruled (a ruler is worked out from the pieces there, at every move).
    if _moves_with_hireling_rule(state, m.faction, m.origin):
        ruled = m.origin
    elif _moves_with_hireling_rule(state, m.faction, m.destination):
        ruled = m.destination
    else:
        return illegal(RULES_NEITHER("4.2.1", **where))
    if by == BY_FERRY:
        return legal(FERRY_RULING("16.2.2.V", "4.2.1", ruled=ruled, **where))
    return legal(MOVES_RULING("4.2.1", ruled=ruled, **where))


def _reminders(state: GameState, m: MoveRequest, by: str) -> list[Message]:
    f = rules_for(state)[m.faction]
    notes = []
    if by == BY_FERRY:
        # The player who moves draws; for hireling pieces, the player controlling them (16.4.3.VII).
        who = state.controllers.get(m.faction) if f.hireling else m.faction
        notes.append(FERRY_DRAWS("16.2.2.V", "16.4.3.VII", to=m.destination, mover=who or state.current))
    if by == BY_TUNNELS:
        notes.append(BY_CRAFTING("4.1.1", "4.1.3", at=m.origin, to=m.destination, who=m.faction))
    notes += f.move_notes(state, m)
    for other in rules_for(state).asked(state, "arrival_notes"):
        notes += other.arrival_notes(state, m)
    return notes


def move_edits(state: GameState, m: MoveRequest) -> list:
    """What a move changes besides its pieces: what it costs the mover (boots), the Ferry."""
    edits = []
    if m.ferry and state.ferry == m.origin:
        edits.append(shift((MAP, "ferry"), m.origin, m.destination, 1))
        edits.append(state.set_edit("used", state.used | {"ferry"}))
    return edits + rules_for(state)[m.faction].move_edits(state, m)


def place_ban(state: GameState, fid: str, where: Location) -> Verdict | None:
    """Bans on placing any piece of ``fid`` (the keep 6.2.2, a snare 13.7.2, the Burrow 12.2.2,
    scorched earth 16.3.6), as the factions of the game say; asked once per position inside
    ``state.remembering()`` (every piece placed in a clearing asks the same)."""
    memo = state.memo
    if memo is None:
        return _place_ban(state, fid, where)
    key = ("place-ban", fid, where)
    if key not in memo:
        memo[key] = _place_ban(state, fid, where)
    return memo[key]


def _place_ban(state: GameState, fid: str, where: Location) -> Verdict | None:
    # Entry first; only the factions whose rules bar a placing are asked (every placement asks, issue 32).
    banned = entry_ban(state, fid, where, True)
    if banned is not None:
        return banned
    for f in rules_for(state).asked(state, "bars_placing"):
        banned = f.bars_placing(state, fid, where)
        if banned is not None:
            return banned
    return None


@record(frozen=True)
class Destination:
    area: Location
    request: MoveRequest
    verdict: Verdict


def legal_destinations(state: GameState, fid: str, origin: Location, piece: str | None = None) -> list[Destination]:
    """Every area one ``piece`` of ``fid`` may legally go to from ``origin`` now, and how."""
    f = rules_for(state)[fid]
    candidates = neighbours(state, origin)
    variants = [dict(slip=True), dict()] if f.slips else [dict()]
    if state.ferry == origin:
        candidates |= set(ferry_destinations(state))
        variants.append(dict(ferry=True))
    candidates.discard(origin)
    found = []
    for area in sorted(candidates, key=lambda a: (a == BURROW, not is_clearing(a), str(a).zfill(3))):
        for extra in variants:
            request = MoveRequest(fid, origin, area, 1, piece, **extra)
            verdict = check_move(state, request)
            if verdict.legal:
                found.append(Destination(area, mover(state, request), verdict))
    return found


def via(request: MoveRequest, state: GameState) -> str:
    if request.ferry:
        return BY_FERRY
    how = connection(state, request.faction, request.origin, request.destination) or "?"
    return "slip" if request.slip else how

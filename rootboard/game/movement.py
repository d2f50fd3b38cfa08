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

from rootboard.board.explain import Explanation
from rootboard.game.pieces import FACTIONS, MOVING_KINDS, PAWN, RELICS, WARRIOR, Faction, short_name
from rootboard.game.rules import ruler
from rootboard.game.state import BURROW, GameState, Location, area_name
from rootboard.board.topology import CLOSED_PATH, LAKE, PATH, RIVER, is_forest
from rootboard.game.verdict import Verdict, illegal, impossible, legal

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
    return [Explanation(BURROW, c, PATH, True, "12.2.2",
                        f"clearing {c}: a tunnel leads there from the Burrow, so they are adjacent (12.2.2)")
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
    who = short_name(fid)
    kinds = {link.kind for link in state.topology.links_between(a, b)}
    if BURROW in (a, b):
        other = b if a == BURROW else a
        return illegal("12.2.2", f"the Burrow is adjacent only to clearings with a tunnel, and "
                       f"{area_name(other)} has none (12.2.2)")
    if CLOSED_PATH in kinds:
        return illegal("16.2.3.II", f"the path between clearing {a} and clearing {b} is closed: "
                       f"they are not adjacent while its marker is on (16.2.3.II)")
    if (RIVER in kinds or LAKE in kinds) and FACTIONS[fid].hireling and rivers_are_paths(state, state.controllers.get(fid) or fid):
        return illegal("16.4.3.V", f"a hireling cannot use its controller's effects: rivers are not "
                       f"paths for {fid} (16.4.3.V)")
    if RIVER in kinds:
        return illegal("2.3", f"clearing {a} and clearing {b} are joined only by a river, and a river "
                       f"is not a path for {who} (2.3; only Swimmers, Riverboats or Boat Builders "
                       f"treat rivers as paths, 11.2.2)")
    if LAKE in kinds:
        return illegal("16.2.2.II", f"clearing {a} and clearing {b} face each other across the lake, "
                       f"which counts as rivers, not paths, for {who} (16.2.2.II); the Ferry can "
                       f"carry a move between coastal clearings (16.2.2.V)")
    return illegal("4.2", f"{area_name(b)} is not adjacent to {area_name(a)}: a move goes to an "
                   f"adjacent clearing (4.2)")


def check_move(state: GameState, m: MoveRequest) -> Verdict:
    f = FACTIONS[m.faction]
    who = short_name(m.faction)
    piece = f.piece(m.kind)
    key = (m.faction, piece.name)
    if m.faction not in state.in_game:
        return impossible("1.5.1", f"{f.title} is not in this game")
    if m.count < 1:
        return illegal("4.2", "a move takes one or more pieces, never zero (4.2)")
    have = state.count(m.origin, key)
    if have < m.count:
        hired = [h for h in state.hirelings if state.controllers.get(h) == m.faction
                 and state.count(m.origin, (h, WARRIOR))]
        if hired:
            return impossible("16.4.3.IV", f"{who} has {have} {piece.name}s of its own in "
                              f"{area_name(m.origin)}; {hired[0]}'s warriors there move only by the "
                              f"hireling's own moves, never by its controller's (16.4.3.IV)")
        return impossible("4.2", f"{who} has {have} {piece.name}{'s' if have != 1 else ''} in "
                          f"{area_name(m.origin)}, not {m.count} (4.2)")
    if m.origin == m.destination:
        return illegal("4.2", f"a move goes to another area, not back to {area_name(m.origin)} (4.2)")
    if m.faction == "keepers" and piece.name in RELICS:
        return _check_delve(state, m)
    if piece.kind not in MOVING_KINDS:
        return illegal("4.2", f"a {piece.name} is a {piece.kind}; only warriors and pawns move (4.2)")
    carried = _check_carry(state, m)
    if carried is not None:
        return carried
    if piece.name == "warlord" and state.current != "hundreds":
        return illegal("14.2.2", "the warlord moves only on the Hundreds' own turn (14.2.2)")
    if f.vagabond:
        timing = _vagabond_timing(state, m)
        if timing is not None:
            return timing
    elif m.slip:
        return illegal("9.4.2", f"only the Vagabond slips (9.4.2); {who} moves (4.2)")
    elif in_forest(m.origin) or in_forest(m.destination):
        return illegal("4.2", f"{who} moves only between clearings; only the Vagabond enters or "
                       f"leaves forests (4.2, 9.4.2)")
    if m.ferry:
        by = BY_FERRY
        ferry = _check_ferry(state, m)
        if ferry is not None:
            return ferry
    else:
        by = connection(state, m.faction, m.origin, m.destination)
        if by is None:
            refusal = _why_not_adjacent(state, m.faction, m.origin, m.destination)
            if refusal.section == "4.2" and m.slip:
                return illegal("9.4.2", f"Slip reaches only an adjacent clearing or forest; "
                               f"{area_name(m.destination)} is not adjacent to {area_name(m.origin)} (9.4.2)")
            if refusal.section == "4.2" and f.vagabond and in_forest(m.origin):
                return illegal("9.5.1", f"from a forest the Vagabond moves only to an adjacent clearing; "
                               f"{area_name(m.destination)} is not adjacent to {area_name(m.origin)} (9.5.1)")
            return refusal
    if f.vagabond and not m.slip and in_forest(m.destination):
        return illegal("9.5.1", "the Vagabond's Daylight Move cannot enter a forest; only Slip can (9.5.1)")
    banned = _entry_ban(state, m.faction, m.destination, "move into")
    if banned is not None:
        return banned
    if m.origin in state.face_up and state.count(m.origin, ("corvids", "snare")) \
            and m.faction != "corvids" and not m.slip:
        return illegal("13.7.2", f"a face-up snare in {area_name(m.origin)}: {who} pieces cannot move "
                       f"out of it (13.7.2; only the Vagabond's Slip ignores it, 9.4.2)")
    verdict = _rule_requirement(state, m, f, by)
    if not verdict.legal:
        return verdict
    return verdict.with_notes(*_reminders(state, m, f, by))


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
        return illegal("15.2.4", "only moving Keeper warriors carry relics (Devout Knights, 15.2.4)")
    if len(m.carry) > m.count:
        return illegal("15.2.4", f"each moving Keeper warrior carries one relic: {m.count} warriors "
                       f"cannot carry {len(m.carry)} (15.2.4)")
    for relic in set(m.carry):
        have, want = state.count(m.origin, ("keepers", relic)), m.carry.count(relic)
        if have < want:
            return impossible("15.2.4", f"{area_name(m.origin)} holds {have} {relic} relics, not {want}")
    return None


def _check_delve(state: GameState, m: MoveRequest) -> Verdict:
    """Relics move by Delve: from an adjacent forest into a ruled clearing (15.5.2.II.a)."""
    if not (in_forest(m.origin) and is_clearing(m.destination)):
        return illegal("15.2.4", "relics move only carried by moving Keeper warriors (15.2.4) "
                       "or by Delve, from a forest into an adjacent clearing (15.5.2.II.a)")
    if not state.topology.is_adjacent(m.origin, m.destination):
        return illegal("15.5.2.II.a", f"Delve takes a relic from a forest adjacent to the clearing; "
                       f"{area_name(m.origin)} is not adjacent to {area_name(m.destination)} (15.5.2.II.a)")
    if ruler(state, m.destination) != "keepers" or not state.count(m.destination, ("keepers", WARRIOR)):
        return illegal("15.5.2.II.a", f"Delve needs a clearing the Keepers rule with a Keeper warrior "
                       f"in it; {area_name(m.destination)} is not one (15.5.2.II.a)")
    return legal("15.5.2.II.a", f"the Keepers delve: {m.count} {m.kind} relic(s) from "
                 f"{area_name(m.origin)} into {area_name(m.destination)}, face up (15.5.2.II.a)")


def _vagabond_timing(state: GameState, m: MoveRequest) -> Verdict | None:
    """Slip is his Birdsong action (9.4.2), Move his Daylight one (9.5.1). Checked against
    the turn and phase only once the phase is tracked; before that, --slip declares which."""
    if not state.phase_tracked:
        if m.slip and m.ferry:
            return illegal("9.4.2", "Slip goes to an adjacent area; it does not take the Ferry (9.4.2)")
        return None
    who = short_name(m.faction)
    if m.slip:
        if state.current != m.faction or state.phase != "birdsong":
            return illegal("9.4.2", f"Slip is the {who}'s Birdsong action; it is "
                           f"{short_name(state.current)}'s {state.phase.title()} (9.4.2)")
        if m.ferry:
            return illegal("9.4.2", "Slip goes to an adjacent area; it does not take the Ferry (9.4.2)")
        return None
    if m.kind == PAWN and (state.current != m.faction or state.phase != "daylight"):
        return illegal("9.5.1", f"the {who}'s Move is a Daylight action of his own turn; it is "
                       f"{short_name(state.current)}'s {state.phase.title()} (9.5.1; in Birdsong use --slip, 9.4.2)")
    return None


def _check_ferry(state: GameState, m: MoveRequest) -> Verdict | None:
    coastal = state.topology.coastal_clearings
    if state.ferry is None:
        return illegal("16.2.2.V", "there is no Ferry on this map (16.2.2.V)")
    if m.origin != state.ferry:
        return illegal("16.2.2.V", f"the Ferry is in clearing {state.ferry}, not {area_name(m.origin)}: "
                       f"it carries moves from its own clearing (16.2.2.V)")
    if m.destination not in coastal:
        return illegal("16.2.2.V", f"the Ferry goes only to another coastal clearing "
                       f"({', '.join(map(str, sorted(coastal)))}); {area_name(m.destination)} is not one (16.2.2.V)")
    if "ferry" in state.used:
        return illegal("16.2.2.V", "the Ferry has already been used this turn: once per turn (16.2.2.V)")
    return None


def _entry_ban(state: GameState, fid: str, where: Location, verb: str) -> Verdict | None:
    """What no piece of ``fid`` may be placed in or moved into (12.2.2, 16.3.6)."""
    who = short_name(fid)
    if where == BURROW and fid != "duchy":
        return illegal("12.2.2", f"only Duchy pieces may be placed in or moved into the Burrow; "
                       f"{who} cannot {verb} it (12.2.2)")
    if is_clearing(where):
        torches = [v for v in ("vagabond", "vagabond2") if state.count(where, (v, "torch"))]
        if torches:
            return illegal("16.3.6", f"clearing {where} is scorched (Scoundrel's torch): no piece may "
                           f"be placed in or moved into it, his own included (16.3.6)")
    return None


def _moves_with_hireling_rule(state: GameState, fid: str, where: Location) -> bool:
    r = ruler(state, where)
    if r == fid:
        return True
    # A controlled hireling's pieces count for its controller's rule (16.4.3.I), so the side
    # that rules is the controller; the hireling's own moves need that side to rule.
    return FACTIONS[fid].hireling and r is not None and r == state.controllers.get(fid)


def _rule_requirement(state: GameState, m: MoveRequest, f: Faction, by: str) -> Verdict:
    who = short_name(m.faction)
    a, b = area_name(m.origin), area_name(m.destination)
    if m.slip:
        return legal("9.4.2", f"{who} slips from {a} to {b}: Slip reaches an adjacent clearing or "
                     f"forest, no boots, no rule needed (9.4.2, 9.2.3)")
    if f.nimble:
        section = f.nimble
        extra = (" (the Ferry's 'normal movement rules' do not override Nimble, RULES.md 5.4, "
                 "an ambiguous reading)") if by == BY_FERRY else ""
        return legal(section, f"{who} moves from {a} to {b}: Nimble, no rule needed ({section}){extra}")
    if by == BY_RIVER and f.swimmers:
        return legal("11.2.2", f"{who} swim from {a} to {b} along the river: Swimmers need no rule (11.2.2)")
    ruled = [w for w in (m.origin, m.destination) if _moves_with_hireling_rule(state, m.faction, w)]
    if not ruled:
        return illegal("4.2.1", f"{who} rules neither {a} nor {b} (4.2.1)")
    if by == BY_FERRY:
        return legal("16.2.2.V", f"{who} takes the Ferry from {a} to {b}, ruling "
                     f"{area_name(ruled[0])} (16.2.2.V, 4.2.1)")
    return legal("4.2.1", f"{who} moves from {a} to {b}, ruling {area_name(ruled[0])} (4.2.1)")


def _reminders(state: GameState, m: MoveRequest, f: Faction, by: str) -> list[str]:
    notes = []
    if by == BY_FERRY:
        # The player who moves draws; for hireling pieces, the player controlling them (16.4.3.VII).
        mover = state.controllers.get(m.faction) if f.hireling else m.faction
        notes.append(f"the Ferry goes along to clearing {m.destination}; {short_name(mover or state.current)}, "
                     f"the moving player, draws a card (16.2.2.V, 16.4.3.VII)")
    if f.vagabond and m.kind == PAWN and not m.slip:
        notes.append(_boots(state, m))
    moving_warriors = f.piece(m.kind).kind == WARRIOR
    if moving_warriors and m.faction != "alliance" and is_clearing(m.destination) \
            and state.count(m.destination, ("alliance", "sympathy")):
        notes.append(f"clearing {m.destination} is sympathetic: Outrage, the mover adds a matching "
                     f"card to the Alliance's Supporters (8.2.6)")
    return notes


def boots_cost(state: GameState, fid: str, destination: Location) -> tuple[int, list[str]]:
    """Boots the Vagabond exhausts for a Daylight Move, and the Hostile factions that add one."""
    hostile = sorted(h for h in state.hostile.get(fid, set())
                     if state.count(destination, (h, WARRIOR)) or state.count(destination, (h, "warlord")))
    return 1 + (1 if hostile else 0), hostile


def _boots(state: GameState, m: MoveRequest) -> str:
    cost, hostile = boots_cost(state, m.faction, m.destination)
    if hostile:
        return (f"costs {cost} boots: 1 to move, +1 because {area_name(m.destination)} holds warriors "
                f"of Hostile {', '.join(short_name(h) for h in hostile)} (9.5.1, 9.2.9.III.b)")
    return "costs 1 boot (9.5.1)"


def place_ban(state: GameState, fid: str, where: Location) -> Verdict | None:
    """Bans on placing any piece of ``fid`` (6.2.2, 13.7.2, 12.2.2, 16.3.6)."""
    banned = _entry_ban(state, fid, where, "place in")
    if banned is not None:
        return banned
    who = short_name(fid)
    keep = state.count(where, ("marquise", "keep"))
    if keep and fid != "marquise" and state.controllers.get(fid) != "marquise":
        return illegal("6.2.2", f"clearing {where} holds the Marquise's keep: only the Marquise may "
                       f"place pieces there; {who} cannot (6.2.2)")
    if where in state.face_up and state.count(where, ("corvids", "snare")) and fid not in ("corvids", "map"):
        return illegal("13.7.2", f"a face-up snare in {area_name(where)}: no {who} piece may be placed "
                       f"there (13.7.2)")
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


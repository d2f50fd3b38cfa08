"""Placing and removing pieces, checked against the Law (16.6.19 Place, 16.6.22 Remove).

Placement is checked for what the Law forbids outright, not for which faction action
placed the piece: the box's limits (1.5.1), building slots (2.2.3), one-per-clearing
tokens, a suited piece's suit, forests (only pieces that may stand there: the Vagabond's pawn
9.3.2, the Keepers' relics 15.3.1), and whatever the factions' pieces bar (the keep 6.2.2,
a face-up snare 13.7.2, the Burrow 12.2.2, scorched earth 16.3.6). Removal respects what
cannot be removed: what a faction's rules keep (the Vagabond's pawn 9.2.2, the warlord
outside battle 14.2.2), ruins (2.2.4), the Ferry (16.2.2.V) and landmarks (16.5.1.I).
"""

from __future__ import annotations

from rootboard.board.mapfile import SUITS as SUIT_NAMES
from rootboard.board.topology import is_path, path_ends
from rootboard.errors import BadInput
from rootboard.game import landmarks
from rootboard.game.law import rules_for
from rootboard.game.kinds import BUILDING, LANDMARK, MAP, TOKEN, PieceType
from rootboard.game.mappieces import ELDER_TREETOP_EXTRA_SLOTS
from rootboard.game.movement import NOT_IN_GAME, in_forest, is_clearing, place_ban
from rootboard.game.state import GameState, Location
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

COUNT_AT_LEAST_ONE = Template("input.count-at-least-one", "a count is 1 or more, not {count}")
FACE_UP_PLOTS_ONLY = Template("place.face-up-plots-only", "{piece:piece.a} has no face down: face up is for "
                              "Corvid plots ({plots})")
RUINS_NOT_PLACED = Template("place.ruins-not-placed", "ruins start on the R slots and are never placed again")
SUPPLY_SHORT = Template(
    "place.supply-short",
    "{who:faction} {who:faction|sg=has|pl=have} {have} {piece:piece} left in supply, not {count}: pieces are limited to what is in the "
    "box; when told to place more, place as many as you can",
    plural="{who:faction} {who:faction|sg=has|pl=have} {have} {piece:pieces} left in supply, not {count}: pieces are limited to what "
    "is in the box; when told to place more, place as many as you can", count="have")
FOREST_HOLDS_NO = Template("place.forest-holds-no", "forests have no slots and hold no {who:faction} {piece:piece}: "
                           "only the Vagabond pawn and Keepers relics stand in forests")
SLOTS_SHORT = Template("place.slots-short", "{where:area} has {free} open building slot; {need}",
                       plural="{where:area} has {free} open building slots; {need}", count="free")
PIECES_NEED = Template("place.pieces-need", "{count} {piece:piece} needs {count}",
                       plural="{count} {piece:pieces} need {count}", count="count")
WRONG_SUIT = Template("place.wrong-suit", "{piece:piece.a} goes in a {suit:suit} clearing; {where:area} is {actual:suit}")
ONE_PER_CLEARING_HELD = Template("place.one-per-clearing-held", "{where:area} may hold only one {group:group}: it already "
                                 "holds {present:piece.a}")
ONE_PER_CLEARING = Template("place.one-per-clearing", "{where:area} may hold only one {group:group}: not {count}")
ONE_LANDMARK = Template("place.one-landmark", "{where:area} already holds the {present:piece}: a landmark goes in a "
                        "clearing without one (landmark cards, unconfirmed)")
BANDITS_ON_PATHS = Template("place.bandits-on-paths", "{who:faction} stand on paths, not in {where:area}: name a "
                            "path as A-B")
NEVER_ON_RIVER = Template("place.never-on-river", "{a:area} and {b:area} are joined by a river, not a path: a "
                          "hireling never treats rivers as paths, so {who:faction} are never placed on one")
NOT_ON_PATHS = Template("place.not-on-paths", "{who:faction} pieces do not stand on paths: pieces go in clearings "
                        "(only Highway Bandits stand on {where:area})")
CLOSED_PATH_NO_PIECES = Template("place.closed-path", "{where:area} is a closed path: no piece is placed on it "
                                 "while its marker is on, not even {who:faction}")
PLACES = Template("place.places", "{who:faction} {who:faction|sg=places|pl=place} {count} {piece:piece} in {where:area}",
                  plural="{who:faction} {who:faction|sg=places|pl=place} {count} {piece:pieces} in {where:area}", count="count")
NOT_THERE = Template("remove.not-there", "{where:area} holds {have} {who:faction} {piece:piece}, not {count}",
                     plural="{where:area} holds {have} {who:faction} {piece:pieces}, not {count}", count="have")
FERRY_STAYS = Template("remove.ferry-stays", "the Ferry cannot be battled or removed")
LANDMARK_STAYS = Template("remove.landmark-stays", "the {piece:piece} is a landmark: it cannot be removed unless its "
                          "own card says so")
HIRELING_SCORES_NOTHING = Template("remove.hireling-scores-nothing", "removed by {who:faction}: its controller "
                                   "({controller:faction}) scores nothing for what a hireling removes")
# A removal the table plays is its bookkeeping: the point is the remover's to add ('score').
ENEMY_BUILDING_VP = Template("remove.enemy-building-vp", "removing an enemy building or token scores 1 VP: the "
                             "remover scores it with 'score', this removal scores nothing itself")
REMOVED = Template("remove.removed", "{count} {who:faction} {piece:piece} removed from {where:area}",
                   plural="{count} {who:faction} {piece:pieces} removed from {where:area}", count="count")
RUIN_STAYS = Template("remove.ruin-stays", "a ruin cannot be removed unless an effect says so: Explore with the "
                      "Vagabond in {where:area}, or Raze with a mob there")


@record(frozen=True)
class PieceRequest:
    faction: str
    piece: str
    where: Location
    count: int = 1
    face_up: bool = False  # a piece placed face down by default (plots, 13.5.2) placed face up (13.2.2)
    in_battle: bool = False  # removal happens in battle (the warlord, 14.2.2)

    def __init__(self, faction: str, piece: str, where: Location, count: int = 1, face_up: bool = False,
                 in_battle: bool = False):
        # Its own, as rootboard.records allows, with the fields' defaults: every placement and
        # removal asks for one, a battle's hits one each (some three hundred a replay of the
        # 476-action log, issue 32).
        self.__dict__.update(faction=faction, piece=piece, where=where, count=count, face_up=face_up,
                             in_battle=in_battle)


def open_slots(state: GameState, cid: int) -> int:
    """Printed slots (plus the Elder Treetop's, unconfirmed) less buildings and ruins (2.2.3);
    counted once per position inside ``state.remembering()`` (a build asks it twice, and the
    options judge three builds in each clearing)."""
    memo = state.memo
    if memo is None:
        return _open_slots(state, cid)
    key = ("open-slots", cid)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _open_slots(state, cid)
    return found


def _open_slots(state: GameState, cid: int) -> int:
    slots = state.topology.board.clearings[cid].slots
    if state.count(cid, (MAP, "elder-treetop")):
        slots += ELDER_TREETOP_EXTRA_SLOTS
    law = rules_for(state)
    filled = sum(n for (f, p), n in state.pieces_at(cid).items() if law[f].piece(p).fills_slot)
    return slots - filled


def face_down_pieces(state: GameState) -> list[str]:
    """The pieces that are placed face down unless said otherwise (the Corvids' plots)."""
    return sorted({p.name for f in rules_for(state).present(state) for p in f.pieces if p.face_down})


def check_place(state: GameState, r: PieceRequest) -> Verdict:
    """The verdict on placing ``r``: its refusal (:func:`place_refusal`), else legal, with the
    words of the placement and its reminders (a plot face down, 13.5.2)."""
    f = rules_for(state)[r.faction]
    piece = f.piece(r.piece)
    refused = _place_refusal(state, r, f, piece)
    if refused is not None:
        return refused
    # A piece placed face down is said by the name the table sees (a plot, 13.5.2), never its kind.
    shown = piece.face_down if piece.face_down and not r.face_up else piece.name
    return legal(PLACES("16.6.19", who=r.faction, count=r.count, piece=shown, where=r.where),
                 *f.place_notes(state, r))


def place_refusal(state: GameState, r: PieceRequest) -> Verdict | None:
    """Why ``r`` may not be placed (never a legal verdict), or None: what :func:`check_place`
    refuses, without the words of a placement that is made. A faction's action that places
    pieces says what it does in its own words, and most ask whether a place is open only to
    choose (a roost's clearings, 7.5.2.IV): the placement's words and reminders were made to be
    dropped (some forty a replay of the 476-action log, issue 32)."""
    f = rules_for(state)[r.faction]
    return _place_refusal(state, r, f, f.piece(r.piece))


def _place_refusal(state: GameState, r: PieceRequest, f, piece: PieceType) -> Verdict | None:
    if r.faction not in (*state.in_game, MAP):
        return impossible(NOT_IN_GAME("1.5.1", who=r.faction))
    if r.face_up and not piece.face_down:
        raise BadInput(FACE_UP_PLOTS_ONLY("13.2.2", piece=piece.name, plots=face_down_pieces(state)))
    if r.count < 1:
        raise BadInput(COUNT_AT_LEAST_ONE(count=r.count))
    own = f.check_own_place(state, r)
    if own is not None:
        return own
    if piece.name == "ruin":
        return illegal(RUINS_NOT_PLACED("2.2.4"))
    have = state.supply.get((r.faction, piece.name), 0)
    if have < r.count:
        return impossible(SUPPLY_SHORT("1.5.1", "1.5.4", who=r.faction, have=have, piece=piece.name, count=r.count))
    if in_forest(r.where) and not piece.in_forests:
        return illegal(FOREST_HOLDS_NO("2.4", "9.3.2", "15.3.1", who=r.faction, piece=piece.name))
    if is_path(r.where) or f.stands_on_paths(state):
        on_path = _path_rule(state, r)
        if on_path is not None:
            return on_path
    banned = place_ban(state, r.faction, r.where)
    if banned is not None:
        return banned
    if is_clearing(r.where):
        return _clearing_rules(state, r, piece)
    return None


def _path_rule(state: GameState, r: PieceRequest) -> Verdict | None:
    """Paths as places: only Highway Bandits stand on them (and they stand nowhere else),
    never on a closed path (16.2.3.II) nor a river (16.4.3.V)."""
    if not is_path(r.where):
        return illegal(BANDITS_ON_PATHS("16.4.3.V", who=r.faction, where=r.where))
    a, b = path_ends(r.where)
    if r.where not in state.topology.path_areas:
        return impossible(NEVER_ON_RIVER("16.4.3.V", "2.3", who=r.faction, where=r.where, a=a, b=b))
    if not rules_for(state)[r.faction].stands_on_paths(state):
        return illegal(NOT_ON_PATHS("2.2.1", who=r.faction, where=r.where))
    if (a, b) in state.closed_paths:
        return illegal(CLOSED_PATH_NO_PIECES("16.2.3.II", who=r.faction, where=r.where))
    return None


def _clearing_rules(state: GameState, r: PieceRequest, piece: PieceType) -> Verdict | None:
    cid = r.where
    if piece.kind == BUILDING:
        free = open_slots(state, cid)
        if free < r.count:
            return illegal(SLOTS_SHORT("2.2.3", where=cid, free=free,
                                       need=PIECES_NEED(count=r.count, piece=piece.name)))
    if piece.suit_section:  # the clearing's suits read only for a suited piece
        # A suited piece goes only where its suit matches the clearing's: a garden (10.5.1), a
        # trade post (11.5.6), a base placed by Revolt (8.4.1).
        suit = piece.name.partition("-")[0]
        suits = landmarks.clearing_suits(state, cid)
        if suit in SUIT_NAMES and suits and suit not in suits:
            return illegal(WRONG_SUIT(piece.suit_section, piece=piece.name, suit=suit, where=cid,
                                      actual=state.suits[cid]))
    limit = piece.one_per_clearing
    if limit is not None:
        f = rules_for(state)[r.faction]
        present = [p.name for p in f.pieces if p.one_per_clearing == limit and state.count(cid, (r.faction, p.name))]
        if present:
            return illegal(ONE_PER_CLEARING_HELD(limit.section, where=cid, group=limit.group, present=present[0]))
        if r.count > 1:
            return illegal(ONE_PER_CLEARING(limit.section, where=cid, group=limit.group, count=r.count))
    if piece.kind == LANDMARK:
        # A landmark placed by hand stands only where its card lets it, as setup places it (16.1.5.III).
        refused = landmarks.placement_refusal(state, piece.name, cid)
        if refused is not None:
            return illegal(refused)
        kinds = rules_for(state).kinds
        here = [p for (f, p), n in state.pieces_at(cid).items() if f == MAP and kinds[(f, p)] == LANDMARK]
        if here:
            return illegal(ONE_LANDMARK("16.1.5", where=cid, present=here[0]))
    return None


def check_remove(state: GameState, r: PieceRequest, by: str | None = None) -> Verdict:
    """The verdict on ``by`` removing ``r``: its refusal (:func:`remove_refusal`), else legal,
    with the words of the removal and what it causes (Outrage 8.2.6, the keep 6.2.2, a point
    the remover scores itself 3.2.1)."""
    law = rules_for(state)
    f = law[r.faction]
    piece = f.piece(r.piece)
    refused = _removal_refusal(state, r, f, piece)
    if refused is not None:
        return refused
    if piece.name == "ruin":
        return legal(_ruin_removed_by(state, r.where))
    notes = list(f.removal_notes(state, r, by))
    remover = law.get(by) if by is not None else None
    if remover is not None and remover.hireling:
        notes.append(HIRELING_SCORES_NOTHING("16.4.3.VI", who=by, controller=state.controllers.get(by)))
    elif piece.kind in (BUILDING, TOKEN) and r.faction != MAP and by != r.faction:
        notes.append(f.scores_nothing_for(state, piece.name, by) or ENEMY_BUILDING_VP("3.2.1"))
    # A face-down plot is said by the name it goes by face down, never its kind: the whole
    # table reads the verdict (13.2.2).
    said = piece.face_down if piece.face_down and r.where not in state.face_up else piece.name
    return legal(REMOVED("16.6.22", who=r.faction, count=r.count, piece=said, where=r.where), *notes)


def remove_refusal(state: GameState, r: PieceRequest) -> Verdict | None:
    """Why ``r`` may not be removed (never a legal verdict), or None: what :func:`check_remove`
    refuses, without the words of a removal that is made nor what it causes. An effect that
    removes every enemy piece it may (a revolt 8.4.1.III, a bomb 13.2.4) asks it piece by
    piece only to choose them, and says the removals in its own words (issue 32)."""
    f = rules_for(state)[r.faction]
    return _removal_refusal(state, r, f, f.piece(r.piece))


def _removal_refusal(state: GameState, r: PieceRequest, f, piece: PieceType) -> Verdict | None:
    if r.count < 1:
        raise BadInput(COUNT_AT_LEAST_ONE(count=r.count))
    have = state.count(r.where, (r.faction, piece.name))
    if have < r.count:
        return impossible(NOT_THERE("16.6.22", where=r.where, have=have, who=r.faction, piece=piece.name, count=r.count))
    own = f.check_own_removal(state, r)
    if own is not None:
        return own
    if piece.name == "ruin":
        # Removed only by an effect that says so (2.2.4): asked again for the words of a
        # ruin's removal, which is rare (Explore 9.5.3, Raze 14.4.1).
        if _ruin_removed_by(state, r.where) is None:
            return illegal(RUIN_STAYS("2.2.4", "9.5.3", "14.4.1", where=r.where))
        return None
    if piece.name == "ferry":
        return illegal(FERRY_STAYS("16.2.2.V"))
    if piece.kind == LANDMARK:
        return illegal(LANDMARK_STAYS("16.5.1.I", piece=piece.name))
    return None


def _ruin_removed_by(state: GameState, where) -> Message | None:
    """Why a ruin in ``where`` may be removed (a faction's pieces there: Explore, Raze), or None."""
    for f in rules_for(state).asked(state, "removes_ruin"):
        reason = f.removes_ruin(state, where)
        if reason is not None:
            return reason
    return None

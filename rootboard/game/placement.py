"""Placing and removing pieces, checked against the Law (16.6.19 Place, 16.6.22 Remove).

Placement is checked for what the Law forbids outright, not for which faction action
placed the piece: the box's limits (1.5.1), building slots (2.2.3), one-per-clearing
tokens, forests (only the Vagabond pawn and Keepers relics stand there, 9.3.2, 15.3.1),
and the bans of the keep (6.2.2), a face-up snare (13.7.2), the Burrow (12.2.2) and
scorched earth (16.3.6). Removal respects what cannot be removed: the Vagabond pawn
(9.2.2), the warlord outside battle (14.2.2), ruins (2.2.4), the Ferry (16.2.2.V),
landmarks (16.5.1.I) and the Scoundrel's torch (16.3.6).
"""

from __future__ import annotations

from dataclasses import dataclass

from rootboard.board.mapfile import SUITS as SUIT_NAMES
from rootboard.errors import BadInput
from rootboard.board.topology import is_path, path_ends
from rootboard.game import hirelings, landmarks
from rootboard.game.movement import NOT_IN_GAME, in_forest, is_clearing, place_ban
from rootboard.game.pieces import BUILDING, ELDER_TREETOP_EXTRA_SLOTS, FACTIONS, LANDMARK, MAP, PAWN, RELICS, PieceType
from rootboard.game.state import OUT, SUPPLY, GameState, Location
from rootboard.game.terms import plural_piece
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Template

PLOTS = ("bomb", "snare", "extortion", "raid")  # 13.2.2

COUNT_AT_LEAST_ONE = Template("input.count-at-least-one", "a count is 1 or more, not {count}")
FACE_UP_PLOTS_ONLY = Template("place.face-up-plots-only", "a {piece:piece} has no face down: face up is for "
                              "Corvid plots ({plots})")
KEEP_GONE = Template("place.keep-gone", "the keep was removed and can never be placed again")
RUINS_NOT_PLACED = Template("place.ruins-not-placed", "ruins start on the R slots and are never placed again")
SUPPLY_SHORT = Template(
    "place.supply-short",
    "{who:faction} has {have} {piece:piece} left in supply, not {count}: pieces are limited to what is in the "
    "box; when told to place more, place as many as you can",
    plural="{who:faction} has {have} {piece:pieces} left in supply, not {count}: pieces are limited to what "
    "is in the box; when told to place more, place as many as you can", count="have")
FOREST_HOLDS_NO = Template("place.forest-holds-no", "forests have no slots and hold no {who:faction} {piece:piece}: "
                           "only the Vagabond pawn and Keepers relics stand in forests")
PAWN_AT_SETUP = Template("place.pawn-at-setup", "the {who:faction} pawn is placed only at setup, in a forest; it "
                         "reaches {where:area} by moving")
SLOTS_SHORT = Template("place.slots-short", "{where:area} has {free} open building slot; {need}",
                       plural="{where:area} has {free} open building slots; {need}", count="free")
PIECES_NEED = Template("place.pieces-need", "{count} {piece:piece} needs {count}",
                       plural="{count} {piece:pieces} need {count}", count="count")
WRONG_SUIT = Template("place.wrong-suit", "a {piece:piece} goes in a {suit:suit} clearing; {where:area} is {actual:suit}")
ONE_PER_CLEARING_HELD = Template("place.one-per-clearing-held", "{where:area} may hold only one {group:group}: it already "
                                 "holds a {present:piece}")
ONE_PER_CLEARING = Template("place.one-per-clearing", "{where:area} may hold only one {group:group}: not {count}")
TORCH_OWN_CLEARING = Template("place.torch-own-clearing", "Scorched Earth places the torch in the Scoundrel's own "
                              "clearing; the {who:faction} is not in {where:area}")
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
WARLORD_PLACED_WHEN = Template("place.warlord-when", "the warlord is placed only at setup and by Anoint")
FACE_DOWN = Template("place.face-down", "placed face down")
PLACES = Template("place.places", "{who:faction} places {count} {piece:piece} in {where:area}",
                  plural="{who:faction} places {count} {piece:pieces} in {where:area}", count="count")
NOT_THERE = Template("remove.not-there", "{where:area} holds {have} {who:faction} {piece:piece}, not {count}",
                     plural="{where:area} holds {have} {who:faction} {piece:pieces}, not {count}", count="have")
PAWN_STAYS = Template("remove.pawn-stays", "the {who:faction} pawn cannot be removed from the map; an effect "
                      "removing all enemy pieces damages 3 of his items instead")
TORCH_STAYS = Template("remove.torch-stays", "the Scoundrel's torch stays: it is not an enemy piece and nothing removes it")
WARLORD_IN_BATTLE = Template("remove.warlord-in-battle", "the warlord can be removed only in battle; say --in-battle "
                             "if this removal is a battle's hit")
FERRY_STAYS = Template("remove.ferry-stays", "the Ferry cannot be battled or removed")
LANDMARK_STAYS = Template("remove.landmark-stays", "the {piece:piece} is a landmark: it cannot be removed unless its "
                          "own card says so")
KEEP_LEAVES = Template("remove.keep-leaves", "the keep leaves the game: it can never be placed again")
TRADE_POST_LEAVES = Template("remove.trade-post-leaves", "a removed trade post leaves the game, and the Riverfolk "
                             "lose half their funds")
RELIC_RETURNS = Template("remove.relic-returns", "the enemy who removed it places the relic face up in any forest "
                         "and scores one extra VP")
HIRELING_SCORES_NOTHING = Template("remove.hireling-scores-nothing", "removed by {who:faction}: its controller "
                                   "({controller:faction}) scores nothing for what a hireling removes")
OUTRAGE_ON_REMOVE = Template("remove.outrage", "removed by another player: Outrage")
ENEMY_BUILDING_VP = Template("remove.enemy-building-vp", "removing an enemy building or token scores 1 VP")
REMOVED = Template("remove.removed", "{count} {who:faction} {piece:piece} removed from {where:area}",
                   plural="{count} {who:faction} {piece:pieces} removed from {where:area}", count="count")
RUIN_EXPLORED = Template("remove.ruin-explored", "the ruin in {where:area} goes when the {who:faction} explores its "
                         "last item; its slot opens")
RUIN_RAZED = Template("remove.ruin-razed", "the mob in {where:area} razes the ruin as its last item is taken; its "
                      "slot opens")
RUIN_STAYS = Template("remove.ruin-stays", "a ruin cannot be removed unless an effect says so: Explore with the "
                      "Vagabond in {where:area}, or Raze with a mob there")


@dataclass(frozen=True)
class PieceRequest:
    faction: str
    piece: str
    where: Location
    count: int = 1
    face_up: bool = False  # plots: placed face up (13.2.2); the default is face down (13.5.2)
    in_battle: bool = False  # removal happens in battle (the warlord, 14.2.2)


def plural(piece: str, n: int) -> str:
    """'3 warriors', '1 sawmill', '2 wood'."""
    return f"{n} {piece if n == 1 else plural_piece(piece)}"


def open_slots(state: GameState, cid: int) -> int:
    """Printed slots (plus the Elder Treetop's, unconfirmed) less buildings and ruins (2.2.3)."""
    slots = state.topology.board.clearings[cid].slots
    if state.count(cid, (MAP, "elder-treetop")):
        slots += ELDER_TREETOP_EXTRA_SLOTS
    filled = sum(n for (f, p), n in state.pieces_at(cid).items() if FACTIONS[f].piece(p).fills_slot)
    return slots - filled


def check_place(state: GameState, r: PieceRequest) -> Verdict:
    f = FACTIONS[r.faction]
    piece = f.piece(r.piece)
    if r.faction not in (*state.in_game, MAP):
        return impossible(NOT_IN_GAME("1.5.1", who=r.faction))
    if r.face_up and piece.name not in PLOTS:
        raise BadInput(FACE_UP_PLOTS_ONLY("13.2.2", piece=piece.name, plots=list(PLOTS)))
    if r.count < 1:
        raise BadInput(COUNT_AT_LEAST_ONE(count=r.count))
    if piece.name == "keep" and state.out.get(("marquise", "keep")):
        return illegal(KEEP_GONE("6.2.2"))
    if piece.name == "ruin":
        return illegal(RUINS_NOT_PLACED("2.2.4"))
    have = state.supply.get((r.faction, piece.name), 0)
    if have < r.count:
        return impossible(SUPPLY_SHORT("1.5.1", "1.5.4", who=r.faction, have=have, piece=piece.name, count=r.count))
    forest = _forest_rule(state, r, piece)
    if forest is not None:
        return forest
    if is_path(r.where) or hirelings.stands_on_paths(r.faction):
        on_path = _path_rule(state, r)
        if on_path is not None:
            return on_path
    banned = place_ban(state, r.faction, r.where)
    if banned is not None:
        return banned
    if is_clearing(r.where):
        refused = _clearing_rules(state, r, piece)
        if refused is not None:
            return refused
    notes = []
    if piece.name == "warlord":
        notes.append(WARLORD_PLACED_WHEN("14.2.2"))
    if piece.name in PLOTS and not r.face_up:
        notes.append(FACE_DOWN("13.5.2"))
    return legal(PLACES("16.6.19", who=r.faction, count=r.count, piece=piece.name, where=r.where), *notes)


def _forest_rule(state: GameState, r: PieceRequest, piece: PieceType) -> Verdict | None:
    f = FACTIONS[r.faction]
    if in_forest(r.where):
        if f.vagabond and piece.kind == PAWN:
            return None  # setup: any forest (9.3.2)
        if r.faction == "keepers" and piece.name in RELICS:
            return None  # relics start in forests (15.3.1) and return there (15.2.5)
        if f.hireling and piece.kind == PAWN and hirelings.stands_in_forest(r.faction):
            return None  # the Exile's pawn starts in a forest (RULES.md 6.4, unconfirmed)
        return illegal(FOREST_HOLDS_NO("2.4", "9.3.2", "15.3.1", who=r.faction, piece=piece.name))
    if f.vagabond and piece.kind == PAWN:
        return illegal(PAWN_AT_SETUP("9.3.2", who=r.faction, where=r.where))
    return None


def _path_rule(state: GameState, r: PieceRequest) -> Verdict | None:
    """Paths as places: only Highway Bandits stand on them (and they stand nowhere else),
    never on a closed path (16.2.3.II) nor a river (16.4.3.V)."""
    if not is_path(r.where):
        return illegal(BANDITS_ON_PATHS("16.4.3.V", who=r.faction, where=r.where))
    a, b = path_ends(r.where)
    if r.where not in state.topology.path_areas:
        return impossible(NEVER_ON_RIVER("16.4.3.V", "2.3", who=r.faction, where=r.where, a=a, b=b))
    if not hirelings.stands_on_paths(r.faction):
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
    suit, _, kind = piece.name.partition("-")
    suits = landmarks.clearing_suits(state, cid)
    if suit in SUIT_NAMES and suits and suit not in suits:
        # A garden goes only where its suit matches the clearing's (10.3.2, 10.5.1); so does
        # a trade post (11.5.6) and a base placed by Revolt (8.4.1).
        section = {"garden": "10.5.1", "trade-post": "11.5.6", "base": "8.4.1"}[kind]
        return illegal(WRONG_SUIT(section, piece=piece.name, suit=suit, where=cid, actual=state.suits[cid]))
    limit = piece.one_per_clearing
    if limit is not None:
        f = FACTIONS[r.faction]
        present = [p.name for p in f.pieces if p.one_per_clearing == limit and state.count(cid, (r.faction, p.name))]
        if present:
            return illegal(ONE_PER_CLEARING_HELD(limit.section, where=cid, group=limit.group, present=present[0]))
        if r.count > 1:
            return illegal(ONE_PER_CLEARING(limit.section, where=cid, group=limit.group, count=r.count))
    if piece.name == "torch" and not state.count(cid, (r.faction, PAWN)):
        return illegal(TORCH_OWN_CLEARING("16.3.6", who=r.faction, where=cid))
    if piece.kind == LANDMARK:
        here = [p for (f, p), n in state.pieces_at(cid).items()
                if f == MAP and FACTIONS[MAP].piece(p).kind == LANDMARK]
        if here:
            return illegal(ONE_LANDMARK("16.1.5", where=cid, present=here[0]))
    return None


def check_remove(state: GameState, r: PieceRequest, by: str | None = None) -> Verdict:
    f = FACTIONS[r.faction]
    piece = f.piece(r.piece)
    if r.count < 1:
        raise BadInput(COUNT_AT_LEAST_ONE(count=r.count))
    have = state.count(r.where, (r.faction, piece.name))
    if have < r.count:
        return impossible(NOT_THERE("16.6.22", where=r.where, have=have, who=r.faction, piece=piece.name, count=r.count))
    if f.vagabond and piece.kind == PAWN:
        return illegal(PAWN_STAYS("9.2.2", "9.2.2.I", who=r.faction))
    if piece.name == "torch":
        return illegal(TORCH_STAYS("16.3.6"))
    if piece.name == "warlord" and not r.in_battle:
        return illegal(WARLORD_IN_BATTLE("14.2.2"))
    if piece.name == "ruin":
        return _remove_ruin(state, r)
    if piece.name == "ferry":
        return illegal(FERRY_STAYS("16.2.2.V"))
    if piece.kind == LANDMARK:
        return illegal(LANDMARK_STAYS("16.5.1.I", piece=piece.name))
    notes = []
    if piece.name == "keep":
        notes.append(KEEP_LEAVES("6.2.2"))
    elif piece.name.endswith("trade-post"):
        notes.append(TRADE_POST_LEAVES("11.2.5.I"))
    elif piece.name in RELICS:
        notes.append(RELIC_RETURNS("15.2.5"))
    elif piece.name == "sympathy":
        # A hireling removing sympathy still causes Outrage (16.4.3.VII).
        notes.append(OUTRAGE_ON_REMOVE("8.2.6", *(("16.4.3.VII",) if by in FACTIONS and FACTIONS[by].hireling else ())))
    if by is not None and by in FACTIONS and FACTIONS[by].hireling:
        notes.append(HIRELING_SCORES_NOTHING("16.4.3.VI", who=by, controller=state.controllers.get(by)))
    elif piece.kind in (BUILDING, "token") and r.faction != MAP and by != r.faction:
        notes.append(ENEMY_BUILDING_VP("3.2.1"))
    return legal(REMOVED("16.6.22", who=r.faction, count=r.count, piece=piece.name, where=r.where), *notes)


def _remove_ruin(state: GameState, r: PieceRequest) -> Verdict:
    vagabonds = [v for v in ("vagabond", "vagabond2") if state.count(r.where, (v, PAWN))]
    if vagabonds:
        return legal(RUIN_EXPLORED("9.5.3", where=r.where, who=vagabonds[0]))
    if state.count(r.where, ("hundreds", "mob")):
        return legal(RUIN_RAZED("14.4.1", where=r.where))
    return illegal(RUIN_STAYS("2.2.4", "9.5.3", "14.4.1", where=r.where))


def removal_destination(piece: str) -> str:
    """Where a removed piece goes (16.6.22): its owner's supply, or out of the game."""
    if piece in ("keep", "ruin") or piece.endswith("trade-post"):
        return OUT  # 6.2.2, 2.2.4 / 9.5.3, 11.2.5.I
    return SUPPLY

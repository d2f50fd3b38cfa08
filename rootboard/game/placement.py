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

from rootboard.game.movement import in_forest, is_clearing, place_ban
from rootboard.board.mapfile import SUITS as SUIT_NAMES
from rootboard.game.pieces import (BUILDING, ELDER_TREETOP_EXTRA_SLOTS, FACTIONS, LANDMARK, MAP, PAWN, RELICS,
                     PieceType, short_name)
from rootboard.game.state import OUT, SUPPLY, GameState, Location, area_name
from rootboard.game.verdict import Verdict, illegal, impossible, legal

PLOTS = ("bomb", "snare", "extortion", "raid")  # 13.2.2


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
    return f"{n} {piece}" + ("s" if n != 1 and not piece.endswith(("s", "y", "wood")) else "")


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
    who = short_name(r.faction)
    where = area_name(r.where)
    if r.faction not in (*state.in_game, MAP):
        return impossible("1.5.1", f"{f.title} is not in this game")
    if r.face_up and piece.name not in PLOTS:
        raise ValueError("--face-up is for Corvid plots (bomb, snare, extortion, raid)")
    if r.count < 1:
        raise ValueError("place one or more pieces")
    if piece.name == "keep" and state.out.get(("marquise", "keep")):
        return illegal("6.2.2", "the keep was removed and can never be placed again (6.2.2)")
    if piece.name == "ruin":
        return illegal("2.2.4", "ruins start on the R slots and are never placed again (2.2.4)")
    have = state.supply.get((r.faction, piece.name), 0)
    if have < r.count:
        return impossible("1.5.1", f"{who} has {plural(piece.name, have)} left in supply, not {r.count}: "
                          f"pieces are limited to what is in the box (1.5.1); when told to place more, "
                          f"place as many as you can (1.5.4)")
    forest = _forest_rule(state, r, piece)
    if forest is not None:
        return forest
    banned = place_ban(state, r.faction, r.where)
    if banned is not None:
        return banned
    if is_clearing(r.where):
        refused = _clearing_rules(state, r, piece)
        if refused is not None:
            return refused
    notes = []
    if piece.name == "warlord":
        notes.append("the warlord is placed only at setup and by Anoint (14.2.2)")
    if piece.name in PLOTS and not r.face_up:
        notes.append("placed face down (13.5.2)")
    return legal("16.6.19", f"{who} places {plural(piece.name, r.count)} in {where} (16.6.19)", *notes)


def _forest_rule(state: GameState, r: PieceRequest, piece: PieceType) -> Verdict | None:
    f = FACTIONS[r.faction]
    if in_forest(r.where):
        if f.vagabond and piece.kind == PAWN:
            return None  # setup: any forest (9.3.2)
        if r.faction == "keepers" and piece.name in RELICS:
            return None  # relics start in forests (15.3.1) and return there (15.2.5)
        if f.hireling and piece.kind == PAWN:
            return None  # the Exile's pawn starts in a forest (RULES.md 6.4, unconfirmed)
        return illegal("2.4", f"forests have no slots and hold no {short_name(r.faction)} {piece.name}: "
                       f"only the Vagabond pawn (9.3.2) and Keepers relics (15.3.1) stand in forests (2.4)")
    if f.vagabond and piece.kind == PAWN:
        return illegal("9.3.2", f"the {short_name(r.faction)} pawn is placed only at setup, in a forest; "
                       f"it reaches {area_name(r.where)} by moving (9.3.2)")
    return None


def _clearing_rules(state: GameState, r: PieceRequest, piece: PieceType) -> Verdict | None:
    cid = r.where
    if piece.kind == BUILDING:
        free = open_slots(state, cid)
        if free < r.count:
            return illegal("2.2.3", f"clearing {cid} has {free} open building slot{'s' if free != 1 else ''}; "
                           f"{plural(piece.name, r.count)} need{'s' if r.count == 1 else ''} "
                           f"{r.count} (2.2.3)")
    suit, _, kind = piece.name.partition("-")
    if suit in SUIT_NAMES and state.suits.get(cid) not in (None, suit):
        # A garden goes only where its suit matches the clearing's (10.3.2, 10.5.1); so does
        # a trade post (11.5.6) and a base placed by Revolt (8.4.1).
        section = {"garden": "10.5.1", "trade-post": "11.5.6", "base": "8.4.1"}[kind]
        return illegal(section, f"a {piece.name} goes in a {suit} clearing; clearing {cid} is "
                       f"{state.suits[cid]} ({section})")
    limit = piece.one_per_clearing
    if limit is not None:
        f = FACTIONS[r.faction]
        present = [p.name for p in f.pieces if p.one_per_clearing == limit and state.count(cid, (r.faction, p.name))]
        if present or r.count > 1:
            there = f"it already holds a {present[0]}" if present else f"not {r.count}"
            return illegal(limit.section, f"clearing {cid} may hold only one {limit.group}: {there} "
                           f"({limit.section})")
    if piece.name == "torch" and not state.count(cid, (r.faction, PAWN)):
        return illegal("16.3.6", f"Scorched Earth places the torch in the Scoundrel's own clearing; "
                       f"the {short_name(r.faction)} is not in clearing {cid} (16.3.6)")
    if piece.kind == LANDMARK:
        here = [p for (f, p), n in state.pieces_at(cid).items()
                if f == MAP and FACTIONS[MAP].piece(p).kind == LANDMARK]
        if here:
            return illegal("16.1.5", f"clearing {cid} already holds the {here[0]}: a landmark goes in a "
                           f"clearing without one (16.1.5, landmark cards, unconfirmed)")
    return None


def check_remove(state: GameState, r: PieceRequest) -> Verdict:
    f = FACTIONS[r.faction]
    piece = f.piece(r.piece)
    who = short_name(r.faction)
    where = area_name(r.where)
    if r.count < 1:
        raise ValueError("remove one or more pieces")
    have = state.count(r.where, (r.faction, piece.name))
    if have < r.count:
        return impossible("16.6.22", f"{where} holds {have} {who} {piece.name}, not {r.count} (16.6.22)")
    if f.vagabond and piece.kind == PAWN:
        return illegal("9.2.2", f"the {who} pawn cannot be removed from the map; an effect removing all "
                       f"enemy pieces damages 3 of his items instead (9.2.2, 9.2.2.I)")
    if piece.name == "torch":
        return illegal("16.3.6", "the Scoundrel's torch stays: it is not an enemy piece and nothing "
                       "removes it (16.3.6)")
    if piece.name == "warlord" and not r.in_battle:
        return illegal("14.2.2", "the warlord can be removed only in battle (14.2.2); say --in-battle "
                       "if this removal is a battle's hit")
    if piece.name == "ruin":
        return _remove_ruin(state, r)
    if piece.name == "ferry":
        return illegal("16.2.2.V", "the Ferry cannot be battled or removed (16.2.2.V)")
    if piece.kind == LANDMARK:
        return illegal("16.5.1.I", f"the {piece.name} is a landmark: it cannot be removed unless its "
                       f"own card says so (16.5.1.I)")
    notes = []
    if piece.name == "keep":
        notes.append("the keep leaves the game: it can never be placed again (6.2.2)")
    elif piece.name.endswith("trade-post"):
        notes.append("a removed trade post leaves the game, and the Riverfolk lose half their funds (11.2.5.I)")
    elif piece.name in RELICS:
        notes.append("the enemy who removed it places the relic face up in any forest and scores one "
                     "extra VP (15.2.5)")
    elif piece.name == "sympathy":
        notes.append("removed by another player: Outrage (8.2.6)")
    if piece.kind in (BUILDING, "token") and r.faction != MAP:
        notes.append("removing an enemy building or token scores 1 VP (3.2.1)")
    return legal("16.6.22", f"{plural(who + ' ' + piece.name, r.count)} removed from {where} (16.6.22)", *notes)


def _remove_ruin(state: GameState, r: PieceRequest) -> Verdict:
    vagabonds = [v for v in ("vagabond", "vagabond2") if state.count(r.where, (v, PAWN))]
    if vagabonds:
        return legal("9.5.3", f"the ruin in clearing {r.where} goes when the {short_name(vagabonds[0])} "
                     f"explores its last item; its slot opens (9.5.3)")
    if state.count(r.where, ("hundreds", "mob")):
        return legal("14.4.1", f"the mob in clearing {r.where} razes the ruin as its last item is "
                     f"taken; its slot opens (14.4.1)")
    return illegal("2.2.4", f"a ruin cannot be removed unless an effect says so: Explore (9.5.3) "
                   f"with the Vagabond in clearing {r.where}, or Raze (14.4.1) with a mob there (2.2.4)")


def removal_destination(piece: str) -> str:
    """Where a removed piece goes (16.6.22): its owner's supply, or out of the game."""
    if piece in ("keep", "ruin") or piece.endswith("trade-post"):
        return OUT  # 6.2.2, 2.2.4 / 9.5.3, 11.2.5.I
    return SUPPLY


"""Every check of the rules core as a scenario table: the verdict *and* the Law section.

Each scenario arranges a position from the Law's own examples (RULES.md 2, 4, 5, 8) and
states what the Law says about one action. Positions use printed map facts (gamekit.FACTS);
nothing about adjacency is typed in.
"""

from __future__ import annotations

import pytest

from rootboard.game.factions import LAW
from rootboard.game import actions as act
from rootboard.cli.game_commands import log_lines
from rootboard.game.factions.vagabond.actions import SetHostile
from rootboard.game import replay
from rootboard.game.actions import DAYLIGHT_ASSUMED
from rootboard.game.factions.alliance import OUTRAGE_ON_MOVE
from rootboard.game.factions.corvids import SNARE_BARS_MOVE, SNARE_BARS_PLACE
from rootboard.game.factions.vagabond import BOOTS, BOOTS_HOSTILE, ITEMS_UNKNOWN
from rootboard.game.movement import FERRY_DRAWS, RULES_NEITHER, MoveRequest, legal_destinations
from rootboard.game.placement import PieceRequest
from rootboard.game.state import BURROW
from rootboard.messages import render
from tests.game.gamekit import FACTS, MAPS, forest_between, game, put, turn_of

SCENARIOS = []


def scenario(legal: bool, section: str, maps=MAPS, hirelings: int = 0):
    def register(build):
        for name in maps:
            SCENARIOS.append(pytest.param(build, name, legal, section, hirelings, id=f"{build.__name__}-{name}"))
        return build
    return register


def move(fid, a, b, n=1, **kw):
    return act.Move(MoveRequest(fid, a, b, n, **kw))


def place(fid, piece, where, n=1, **kw):
    return act.Place(PieceRequest(fid, piece, where, n, **kw))


def remove(fid, piece, where, n=1, **kw):
    return act.Remove(PieceRequest(fid, piece, where, n, **kw))


# --- moving: adjacency and rule (4.2, 4.2.1) ---------------------------------------------------

@scenario(True, "4.2.1")
def path_ruling_origin(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2)
    return move("marquise", a, b)


@scenario(True, "4.2.1")
def path_ruling_destination_only(s, f):
    a, b = f["path"]
    put(s, a, "marquise"); put(s, a, "alliance", n=3); put(s, b, "marquise", "sawmill")
    return move("marquise", a, b)


@scenario(False, "4.2.1")
def path_ruling_neither(s, f):
    a, b = f["path"]
    put(s, a, "marquise"); put(s, a, "alliance", n=2); put(s, b, "alliance")
    return move("marquise", a, b)


@scenario(False, "4.2.1")
def tie_at_origin_rules_nobody(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2); put(s, a, "alliance", n=2)
    return move("marquise", a, b)


@scenario(False, "4.2")
def not_adjacent(s, f):
    a, b = f["apart"]
    put(s, a, "marquise", n=3)
    return move("marquise", a, b)


@scenario(False, "4.2")
def zero_pieces(s, f):
    a, b = f["path"]
    put(s, a, "marquise")
    return move("marquise", a, b, 0)


@scenario(False, "4.2")
def more_pieces_than_there(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2)
    return move("marquise", a, b, 3)


@scenario(False, "4.2")
def buildings_do_not_move(s, f):
    a, b = f["path"]
    put(s, a, "marquise", "sawmill"); put(s, a, "marquise", n=2)
    return move("marquise", a, b, piece="sawmill")


@scenario(False, "4.2")
def warriors_do_not_enter_forests(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2)
    return move("marquise", a, forest_between(s, a, b))


@scenario(False, "2.3", maps=("autumn", "winter", "mountain"))
def river_is_not_a_path(s, f):
    a, b = f["river"]
    put(s, a, "marquise", n=3)
    return move("marquise", a, b)


@scenario(False, "16.2.2.II", maps=("lake",))
def lake_is_not_a_path(s, f):
    a, b = f["river"]
    put(s, a, "marquise", n=3)
    return move("marquise", a, b)


@scenario(True, "11.2.2")
def swimmers_along_river_ruling_neither(s, f):
    a, b = f["river"]
    put(s, a, "riverfolk"); put(s, a, "marquise", n=2); put(s, b, "marquise", n=2)
    return move("riverfolk", a, b)


@scenario(False, "4.2.1")
def swimmers_along_path_still_need_rule(s, f):
    a, b = f["path"]
    put(s, a, "riverfolk"); put(s, a, "marquise", n=2); put(s, b, "marquise", n=2)
    return move("riverfolk", a, b)


@scenario(True, "4.2.1")
def boat_builders_river_as_path_with_rule(s, f):
    a, b = f["river"]
    put(s, a, "eyrie", n=2)
    s.effects["eyrie"] = {"boat-builders"}
    return move("eyrie", a, b)


@scenario(True, "4.2.1")
def tunnels_join_clearings_with_the_owners_crafting_pieces(s, f):
    a, b = f["apart"]
    put(s, a, "marquise", n=2); put(s, a, "marquise", "workshop"); put(s, b, "marquise", "workshop")
    s.effects["marquise"] = {"tunnels"}
    return move("marquise", a, b)


@scenario(False, "4.2")
def tunnels_need_crafting_pieces_at_both_ends(s, f):
    a, b = f["apart"]
    put(s, a, "marquise", n=2); put(s, a, "marquise", "workshop"); put(s, b, "marquise", "sawmill")
    s.effects["marquise"] = {"tunnels"}
    return move("marquise", a, b)


@scenario(False, "4.2")
def tunnels_are_their_owners_only(s, f):
    a, b = f["apart"]
    put(s, a, "marquise", n=2); put(s, a, "marquise", "workshop"); put(s, b, "marquise", "workshop")
    s.effects["eyrie"] = {"tunnels"}
    return move("marquise", a, b)


@scenario(False, "4.2.1")
def riverboats_buyer_still_needs_rule(s, f):
    a, b = f["river"]
    put(s, a, "eyrie"); put(s, a, "marquise", n=2); put(s, b, "marquise")
    s.effects["eyrie"] = {"riverboats"}
    return move("eyrie", a, b)


@scenario(True, "13.2.3")
def corvids_are_nimble(s, f):
    a, b = f["path"]
    put(s, a, "corvids"); put(s, a, "marquise", n=3); put(s, b, "marquise", n=3)
    return move("corvids", a, b)


@scenario(False, "14.2.2")
def warlord_moves_only_on_hundreds_turn(s, f):
    a, b = f["path"]
    put(s, a, "hundreds", "warlord"); put(s, a, "hundreds", n=2)
    return move("hundreds", a, b, piece="warlord")


@scenario(True, "4.2.1")
def warlord_moves_on_hundreds_turn(s, f):
    a, b = f["path"]
    put(s, a, "hundreds", "warlord"); put(s, a, "hundreds", n=2)
    turn_of(s, "hundreds", "daylight")
    return move("hundreds", a, b, piece="warlord")


# --- the Vagabond (9) ------------------------------------------------------------------------

@scenario(True, "9.4.2")
def slip_from_forest_to_clearing(s, f):
    a, b = f["path"]
    wood = forest_between(s, a, b)
    put(s, wood, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", wood, a, slip=True)


@scenario(True, "9.4.2")
def slip_from_clearing_into_forest(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", a, forest_between(s, a, b), slip=True)


@scenario(True, "9.4.2")
def slip_from_forest_to_adjacent_forest(s, f):
    a, _ = f["path"]
    wood = s.topology.forests_of(a)[0]
    other = next(n for n in s.topology.adjacent(wood) if isinstance(n, str))
    put(s, wood, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", wood, other, slip=True)


@scenario(False, "9.4.2")
def slip_outside_birdsong(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "daylight")
    return move("vagabond", a, b, slip=True)


@scenario(False, "9.4.2")
def slip_on_another_players_turn(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "marquise", "birdsong")
    return move("vagabond", a, b, slip=True)


@scenario(True, "9.4.2")
def slip_with_the_phase_untracked_is_taken_as_declared(s, f):
    # A new game does not know the table's phase: --slip says it is his Birdsong.
    a, b = f["path"]
    put(s, a, "vagabond", "pawn")
    assert not s.phase_tracked
    return move("vagabond", a, b, slip=True)


@scenario(True, "9.2.3")
def daylight_move_ruling_neither(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); put(s, a, "marquise", n=2); put(s, b, "eyrie", n=2)
    turn_of(s, "vagabond", "daylight")
    return move("vagabond", a, b)


@scenario(False, "9.5.1")
def daylight_move_into_a_forest(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "daylight")
    return move("vagabond", a, forest_between(s, a, b))


@scenario(True, "9.2.3")
def daylight_move_from_forest_to_adjacent_clearing(s, f):
    a, b = f["path"]
    wood = forest_between(s, a, b)
    put(s, wood, "vagabond", "pawn"); turn_of(s, "vagabond", "daylight")
    return move("vagabond", wood, b)


@scenario(False, "9.4.2")
def slip_only_to_an_adjacent_area(s, f):
    a, b = f["apart"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", a, b, slip=True)


@scenario(False, "9.5.1")
def daylight_move_from_a_forest_to_a_clearing_it_does_not_touch(s, f):
    a, _ = f["apart"]
    wood = s.topology.forests_of(a)[0]
    far = next(c for c in s.topology.board.clearings if c not in s.topology.forests[wood].clearings)
    put(s, wood, "vagabond", "pawn"); turn_of(s, "vagabond", "daylight")
    return move("vagabond", wood, far)


@scenario(False, "9.5.1")
def daylight_move_in_birdsong(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", a, b)


@scenario(False, "4.2")
def daylight_move_to_a_clearing_not_adjacent(s, f):
    a, b = f["apart"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "daylight")
    return move("vagabond", a, b)


@scenario(True, "9.4.2")
def slip_ignores_a_face_up_snare(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); put(s, a, "corvids", "snare"); s.face_up = {a}
    turn_of(s, "vagabond", "birdsong")
    return move("vagabond", a, b, slip=True)


@scenario(False, "13.7.2")
def daylight_move_out_of_a_face_up_snare(s, f):
    a, b = f["path"]
    put(s, a, "vagabond", "pawn"); put(s, a, "corvids", "snare"); s.face_up = {a}
    turn_of(s, "vagabond", "daylight")
    return move("vagabond", a, b)


@scenario(True, "4.2.1")
def face_down_snare_does_not_hold(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2); put(s, a, "corvids", "snare")
    return move("marquise", a, b)


@scenario(True, "4.2.1")
def moving_into_a_face_up_snare_is_allowed(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2); put(s, b, "corvids", "snare"); s.face_up = {b}
    return move("marquise", a, b)


# --- the Mountain (16.2.3) -------------------------------------------------------------------

@scenario(False, "16.2.3.II", maps=("mountain",))
def closed_path_blocks(s, f):
    a, b = f["closed"]
    put(s, a, "marquise", n=3)
    return move("marquise", a, b)


@scenario(True, "4.2.1", maps=("mountain",))
def opened_path_joins(s, f):
    a, b = f["closed"]
    put(s, a, "marquise", n=3)
    s.closed_paths.discard((a, b))
    return move("marquise", a, b)


@scenario(False, "16.2.3.II", maps=("mountain",))
def vagabond_cannot_slip_across_a_closed_path(s, f):
    a, b = f["closed"]
    put(s, a, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", a, b, slip=True)


@scenario(True, "9.4.2", maps=("mountain",))
def vagabond_slips_between_forests_across_a_closed_path(s, f):
    a, b = f["closed"]
    across = [l for l in s.topology.links if l.kind == "closed_path" and isinstance(l.a, str)]
    put(s, across[0].a, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", across[0].a, across[0].b, slip=True)


@scenario(True, "16.2.3.III", maps=("mountain",))
def open_path_in_daylight_with_a_piece(s, f):
    a, b = f["closed"]
    put(s, b, "marquise", "wood"); turn_of(s, "marquise", "daylight")
    return act.OpenPath(a, b)


@scenario(False, "16.2.3.III", maps=("mountain",))
def open_path_in_birdsong(s, f):
    a, b = f["closed"]
    put(s, a, "marquise"); turn_of(s, "marquise", "birdsong")
    return act.OpenPath(a, b)


@scenario(False, "16.2.3.III", maps=("mountain",))
def open_path_without_a_faction_piece(s, f):
    a, b = f["closed"]
    put(s, a, "eyrie"); turn_of(s, "marquise", "daylight")
    return act.OpenPath(a, b)


@scenario(False, "16.2.3.III", maps=("mountain",), hirelings=1)
def open_path_with_only_a_hireling_piece(s, f):
    a, b = f["closed"]
    put(s, a, "hireling1"); s.controllers["hireling1"] = "marquise"; turn_of(s, "marquise", "daylight")
    return act.OpenPath(a, b)


@scenario(False, "16.2.3.III", maps=("mountain",))
def open_path_twice_in_a_turn(s, f):
    a, b = f["closed"]
    put(s, a, "marquise"); turn_of(s, "marquise", "daylight")
    s.used = {"open-path"}
    return act.OpenPath(a, b)


@scenario(False, "16.2.3.II", maps=("mountain",))
def open_path_that_was_never_closed(s, f):
    a, b = f["path"]
    put(s, a, "marquise"); turn_of(s, "marquise", "daylight")
    return act.OpenPath(a, b)


@scenario(True, "16.2.3.IV", maps=("mountain",))
def ending_the_turn_ruling_the_pass(s, f):
    put(s, f["pass"], "marquise", n=2)
    return act.EndTurn()


@scenario(True, "1.4", maps=("mountain",))
def ending_the_turn_not_ruling_the_pass(s, f):
    put(s, f["pass"], "marquise"); put(s, f["pass"], "alliance", n=2)
    return act.EndTurn()


# --- the Lake's Ferry (16.2.2.V) ---------------------------------------------------------------

@scenario(True, "16.2.2.V", maps=("lake",))
def ferry_ruling_origin(s, f):
    put(s, f["ferry"], "marquise", n=2)
    return move("marquise", f["ferry"], f["coastal"][-1], ferry=True)


@scenario(False, "4.2.1", maps=("lake",))
def ferry_still_needs_rule(s, f):
    put(s, f["ferry"], "marquise"); put(s, f["ferry"], "alliance", n=2); put(s, f["coastal"][-1], "eyrie")
    return move("marquise", f["ferry"], f["coastal"][-1], ferry=True)


@scenario(False, "16.2.2.V", maps=("lake",))
def ferry_once_per_turn(s, f):
    put(s, f["ferry"], "marquise", n=2)
    s.used = {"ferry"}
    return move("marquise", f["ferry"], f["coastal"][-1], ferry=True)


@scenario(False, "16.2.2.V", maps=("lake",))
def ferry_only_from_its_clearing(s, f):
    put(s, f["coastal"][1], "marquise", n=2)
    return move("marquise", f["coastal"][1], f["coastal"][2], ferry=True)


@scenario(False, "16.2.2.V", maps=("lake",))
def ferry_only_to_a_coastal_clearing(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2)
    return move("marquise", a, b, ferry=True)


@scenario(False, "16.2.2.V", maps=("autumn", "winter", "mountain"))
def no_ferry_off_the_lake(s, f):
    a, b = f["path"]
    put(s, a, "marquise", n=2)
    return move("marquise", a, b, ferry=True)


# --- placing (16.6.19) -----------------------------------------------------------------------

@scenario(True, "16.6.19")
def placing_warriors(s, f):
    return place("marquise", "warrior", f["path"][0], 3)


@scenario(False, "1.5.1")
def placing_more_than_the_box_holds(s, f):
    return place("alliance", "warrior", f["path"][0], 11)


@scenario(False, "2.2.3")
def building_without_an_open_slot(s, f):
    cid = f["path"][0]
    slots = s.topology.board.clearings[cid].slots
    return place("marquise", "sawmill", cid, slots + 1)


@scenario(False, "2.2.3")
def ruins_fill_their_slots(s, f):
    cid = next(c for c, cl in s.topology.board.clearings.items() if cl.ruins)
    free = s.topology.board.clearings[cid].slots - s.topology.board.clearings[cid].ruins
    return place("eyrie", "roost", cid) if free == 0 else place("marquise", "workshop", cid, free + 1)


@scenario(False, "6.2.2")
def placing_in_the_keep_clearing(s, f):
    put(s, 1, "marquise", "keep")
    return place("eyrie", "warrior", 1)


@scenario(True, "16.6.19")
def marquise_places_in_its_keep_clearing(s, f):
    put(s, 1, "marquise", "keep")
    return place("marquise", "warrior", 1)


@scenario(True, "4.2.1")
def moving_into_the_keep_clearing(s, f):
    a, b = f["path"]
    put(s, a, "marquise", "keep"); put(s, b, "eyrie", n=2)
    return move("eyrie", b, a)


@scenario(False, "6.2.2")
def keep_never_returns(s, f):
    put(s, 1, "marquise", "keep")
    replay.perform(s, remove("marquise", "keep", 1))
    return place("marquise", "keep", 2)


@scenario(False, "13.7.2")
def placing_into_a_face_up_snare(s, f):
    put(s, 5, "corvids", "snare"); s.face_up = {5}
    return place("marquise", "warrior", 5)


@scenario(False, "16.3.6")
def placing_into_scorched_earth(s, f):
    put(s, 5, "vagabond", "torch")
    return place("marquise", "warrior", 5)


@scenario(False, "16.3.6")
def moving_into_scorched_earth(s, f):
    a, b = f["path"]
    put(s, b, "vagabond", "torch"); put(s, a, "marquise", n=2)
    return move("marquise", a, b)


@scenario(False, "16.3.6")
def torch_goes_where_the_scoundrel_is(s, f):
    return place("vagabond", "torch", 5)


@scenario(False, "2.4")
def no_buildings_in_forests(s, f):
    return place("marquise", "sawmill", forest_between(s, *f["path"]))


@scenario(True, "16.6.19")
def relics_stand_in_forests(s, f):
    return place("keepers", "tablet", forest_between(s, *f["path"]))


@scenario(True, "16.6.19")
def vagabond_starts_in_a_forest(s, f):
    return place("vagabond", "pawn", forest_between(s, *f["path"]))


@scenario(False, "9.3.2")
def vagabond_never_placed_in_a_clearing(s, f):
    return place("vagabond", "pawn", f["path"][0])


@scenario(False, "8.2.5.I")
def one_sympathy_per_clearing(s, f):
    put(s, 5, "alliance", "sympathy")
    return place("alliance", "sympathy", 5)


@scenario(False, "13.2.2.II")
def one_plot_per_clearing(s, f):
    put(s, 5, "corvids", "bomb")
    return place("corvids", "raid", 5)


# --- removing (16.6.22) ----------------------------------------------------------------------

@scenario(False, "9.2.2")
def vagabond_pawn_cannot_be_removed(s, f):
    put(s, forest_between(s, *f["path"]), "vagabond", "pawn")
    return remove("vagabond", "pawn", forest_between(s, *f["path"]))


@scenario(False, "14.2.2")
def warlord_removed_only_in_battle(s, f):
    put(s, 5, "hundreds", "warlord")
    return remove("hundreds", "warlord", 5)


@scenario(True, "16.6.22")
def warlord_removed_in_battle(s, f):
    put(s, 5, "hundreds", "warlord")
    return remove("hundreds", "warlord", 5, in_battle=True)


@scenario(False, "2.2.4")
def ruins_stay(s, f):
    cid = next(c for c, cl in s.topology.board.clearings.items() if cl.ruins)
    return remove("map", "ruin", cid)


@scenario(True, "9.5.3")
def explored_ruin_goes(s, f):
    cid = next(c for c, cl in s.topology.board.clearings.items() if cl.ruins)
    put(s, cid, "vagabond", "pawn")
    return remove("map", "ruin", cid)


@scenario(False, "16.2.2.V", maps=("lake",))
def ferry_cannot_be_removed(s, f):
    return remove("map", "ferry", f["ferry"])


@scenario(False, "16.5.1.I", maps=("mountain",))
def tower_cannot_be_removed(s, f):
    return remove("map", "tower", f["pass"])


# --- the Duchy (12.2.2) ----------------------------------------------------------------------

@scenario(True, "4.2.1")
def duchy_into_the_burrow_through_a_tunnel(s, f):
    put(s, 5, "duchy", "tunnel"); put(s, 5, "duchy", n=2)
    return move("duchy", 5, BURROW, 2)


@scenario(True, "4.2.1")
def duchy_out_of_the_burrow_through_a_tunnel(s, f):
    put(s, 5, "duchy", "tunnel"); put(s, BURROW, "duchy", n=2)
    return move("duchy", BURROW, 5)


@scenario(False, "12.2.2")
def burrow_without_a_tunnel(s, f):
    put(s, 5, "duchy", n=2)
    return move("duchy", 5, BURROW)


@scenario(False, "12.2.2")
def only_the_duchy_enters_the_burrow(s, f):
    put(s, 5, "duchy", "tunnel"); put(s, 5, "marquise", n=3)
    return move("marquise", 5, BURROW)


@scenario(False, "12.2.2")
def vagabond_cannot_slip_into_the_burrow(s, f):
    put(s, 5, "duchy", "tunnel"); put(s, 5, "vagabond", "pawn"); turn_of(s, "vagabond", "birdsong")
    return move("vagabond", 5, BURROW, slip=True)


@scenario(False, "12.2.2")
def only_the_duchy_is_placed_in_the_burrow(s, f):
    return place("eyrie", "warrior", BURROW)


# --- the Keepers' relics (15) ----------------------------------------------------------------

@scenario(True, "15.5.2.II.a")
def delve_from_an_adjacent_forest(s, f):
    a, b = f["path"]
    wood = forest_between(s, a, b)
    put(s, wood, "keepers", "figure"); put(s, a, "keepers", n=2)
    return move("keepers", wood, a, piece="figure")


@scenario(False, "15.5.2.II.a")
def delve_needs_rule(s, f):
    a, b = f["path"]
    wood = forest_between(s, a, b)
    put(s, wood, "keepers", "figure"); put(s, a, "keepers"); put(s, a, "marquise", n=2)
    return move("keepers", wood, a, piece="figure")


@scenario(True, "4.2.1")
def knights_carry_relics(s, f):
    a, b = f["path"]
    put(s, a, "keepers", n=2); put(s, a, "keepers", "tablet", 2)
    return move("keepers", a, b, 2, carry=("tablet", "tablet"))


@scenario(False, "15.2.4")
def one_relic_per_knight(s, f):
    a, b = f["path"]
    put(s, a, "keepers", n=1); put(s, a, "keepers", "tablet", 2)
    return move("keepers", a, b, 1, carry=("tablet", "tablet"))


# --- hirelings (16.4.3) ----------------------------------------------------------------------

@scenario(False, "16.4.3.IV", hirelings=1)
def controller_cannot_move_hireling_warriors(s, f):
    a, b = f["path"]
    put(s, a, "hireling1", n=2); s.controllers["hireling1"] = "marquise"
    return move("marquise", a, b)


@scenario(True, "4.2.1", hirelings=1)
def hireling_moves_its_own_warriors_with_its_controllers_rule(s, f):
    a, b = f["path"]
    put(s, a, "hireling1"); put(s, a, "marquise"); put(s, a, "alliance")
    s.controllers["hireling1"] = "marquise"
    return move("hireling1", a, b)


@scenario(False, "16.4.3.V", maps=("autumn", "winter", "mountain", "lake"), hirelings=1)
def hireling_cannot_use_boat_builders(s, f):
    a, b = f["river"]
    put(s, a, "hireling1", n=2); s.controllers["hireling1"] = "eyrie"
    s.effects["eyrie"] = {"boat-builders"}
    return move("hireling1", a, b)


# --- phases (1.4.1) --------------------------------------------------------------------------

@scenario(True, "1.4.1")
def birdsong_to_daylight(s, f):
    return act.AdvancePhase()


@scenario(False, "1.4.1")
def phases_do_not_run_backwards(s, f):
    turn_of(s, "marquise", "evening")
    return act.AdvancePhase("daylight")


@pytest.mark.parametrize("build, map_name, legal, section, hirelings", SCENARIOS)
def test_scenario(build, map_name, legal, section, hirelings):
    state = game(map_name, hirelings=hirelings)
    action = build(state, FACTS[map_name])
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert (outcome.verdict.legal, outcome.verdict.section) == (legal, section), render(outcome.verdict.message)
    assert section in outcome.verdict.message.sections  # every message cites its section
    if legal:
        assert outcome.applied and state.cursor == 1
    else:
        assert not outcome.applied and state.to_json() == before  # a refusal changes nothing


def test_refusal_names_the_faction_and_both_clearings():
    state = game("autumn")
    put(state, 1, "marquise"); put(state, 1, "alliance", n=2); put(state, 5, "alliance")
    verdict = replay.perform(state, move("marquise", 1, 5)).verdict
    assert verdict.message == RULES_NEITHER("4.2.1", who="marquise", at=1, to=5)
    assert render(verdict.message) == "Law 4.2.1: Marquise rules neither clearing 1 nor clearing 5"


def test_ferry_moves_along_and_reminds_to_draw():
    state = game("lake")
    put(state, 1, "marquise", n=2)
    outcome = replay.perform(state, move("marquise", 1, 12, ferry=True))
    assert outcome.applied and state.ferry == 12 and "ferry" in state.used
    assert [n.id for n in outcome.verdict.notes] == [FERRY_DRAWS.id]
    assert state.count(12, ("marquise", "warrior")) == 1
    replay.perform(state, act.EndTurn())
    assert state.used == set()  # once per turn, so usable again next turn


def test_the_end_of_a_turn_sets_each_field_it_changes_and_no_other():
    from rootboard.game.state import FIELD_CODECS

    def as_json(state):
        return {name: to_json(getattr(state, name)) for name, (to_json, _) in FIELD_CODECS.items()}

    state = game("lake")
    put(state, 1, "marquise", n=2)
    assert replay.perform(state, move("marquise", 1, 12, ferry=True)).applied  # the ferry used this turn
    for _ in range(len(state.factions)):  # each turn, up to a new round
        before = as_json(state)
        assert replay.perform(state, act.EndTurn()).applied
        after = as_json(state)
        sets = [e for e in state.history[-1]["edits"] if e[0] == "set"]
        assert all(old != new for _, _, old, new in sets)
        assert sorted(name for _, name, _, _ in sets) == sorted(n for n in after if after[n] != before[n])
    assert state.used == set() and state.round == 2


def test_open_path_scores_and_joins_the_clearings():
    state = turn_of(game("mountain"), "marquise", "daylight")
    a, b = FACTS["mountain"]["closed"]
    put(state, a, "marquise", n=2)
    assert replay.perform(state, move("marquise", a, b)).verdict.section == "16.2.3.II"
    assert replay.perform(state, act.OpenPath(a, b)).applied
    assert state.scores["marquise"] == 1 and (a, b) not in state.closed_paths
    assert replay.perform(state, move("marquise", a, b)).applied


def test_pass_scores_at_end_of_evening_only_for_its_ruler():
    state = game("mountain", factions=("marquise", "eyrie"))
    put(state, FACTS["mountain"]["pass"], "marquise", n=1)
    replay.perform(state, act.EndTurn())
    replay.perform(state, act.EndTurn())  # Eyrie does not rule the Pass
    assert state.scores == {"marquise": 1, "eyrie": 0}
    assert state.round == 2 and state.current == "marquise"


def test_boots_reported_plus_one_into_hostile_warriors():
    state = turn_of(game("autumn"), "vagabond", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "vagabond", "pawn"); put(state, b, "eyrie", n=1)
    # A game without his board (no character set): the boots are reported, and said to be unchecked.
    assert replay.perform(state, move("vagabond", a, b), dry_run=True).verdict.notes == (
        BOOTS("9.5.1", cost=1), ITEMS_UNKNOWN("9.5.1", who="vagabond"))
    replay.perform(state, SetHostile("vagabond", "eyrie"))
    notes = replay.perform(state, move("vagabond", a, b)).verdict.notes
    assert notes and notes[0].id == BOOTS_HOSTILE.id and notes[0].params["cost"] == 2
    assert notes[0].params["hostile"] == ("eyrie",)


def test_outrage_reminder_when_warriors_enter_sympathy():
    state = game("autumn")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "marquise", n=2); put(state, b, "alliance", "sympathy")
    notes = replay.perform(state, move("marquise", a, b)).verdict.notes
    assert any(n.id == OUTRAGE_ON_MOVE.id and "8.2.6" in n.sections for n in notes)


def test_teach_mode_applies_and_logs_the_warning():
    state = game("autumn")
    a, b = FACTS["autumn"]["apart"]
    put(state, a, "marquise", n=2)
    outcome = replay.perform(state, move("marquise", a, b), mode=replay.TEACH)
    assert outcome.applied and not outcome.verdict.legal
    assert state.count(b, ("marquise", "warrior")) == 1
    [entry] = replay.log_entries(state)
    assert entry.warning is not None and "4.2" in entry.warning.sections
    assert any(line.startswith("     WARNING (teach mode): Law 4.2") for line in log_lines(state))


def test_teach_mode_cannot_move_pieces_that_are_not_there():
    state = game("autumn")
    before = state.to_json()
    outcome = replay.perform(state, move("marquise", 1, 5), mode=replay.TEACH)
    assert not outcome.applied and not outcome.verdict.possible and state.to_json() == before


def test_teach_mode_never_applies_an_edit_that_cannot_be_made():
    """An action the rules call possible whose edits cannot be made (a check that missed it)
    is refused in teach mode too, and the position is as it was: all or nothing."""
    from rootboard.records import record

    @record(frozen=True)  # as every action is declared (rootboard.game.actions)
    class Careless(act.Score):  # says possible, then shifts a piece that is not there
        kind = "careless"

        def check(self, state):
            return act.illegal(act.SCORES("3.2", who=self.faction, points=self.points))

        def edits(self, state):
            return [*super().edits(state), act.shift(("marquise", "keep"), 5, 6, 1)]

    state = game("autumn")
    before = state.to_json()
    outcome, edits = replay.apply_action(state, Careless("marquise", 1), replay.TEACH)
    assert not outcome.applied and not outcome.verdict.possible and edits == []
    assert outcome.verdict.message.id == "action.cannot-be-done-anyway" and state.to_json() == before


def test_riverboats_and_mercenaries_end_with_the_turn_boat_builders_stays():
    state = game("autumn", factions=("eyrie", "riverfolk", "marquise"))
    assert replay.perform(state, act.SetEffect("eyrie", "riverboats")).applied
    assert replay.perform(state, act.SetEffect("eyrie", "boat-builders")).applied
    replay.perform(state, act.EndTurn())
    assert state.effects["eyrie"] == {"boat-builders"}


@pytest.mark.parametrize("map_name", MAPS)
def test_legal_destinations_agree_with_single_checks(map_name):
    state = game(map_name)
    a, b = FACTS[map_name]["path"]
    put(state, a, "marquise", n=2)
    found = {d.area for d in legal_destinations(state, "marquise", a)}
    assert b in found and FACTS[map_name]["apart"][1] not in found
    every = [n for n in state.topology.board.clearings if n != a]
    by_single_checks = {n for n in every for ferry in (False, True)
                        if replay.perform(state, move("marquise", a, n, ferry=ferry), dry_run=True).verdict.legal}
    assert found == by_single_checks


def test_vagabond_destinations_in_birdsong_are_slips_into_clearings_and_forests():
    state = turn_of(game("winter"), "vagabond", "birdsong")
    wood = forest_between(state, *FACTS["winter"]["path"])
    put(state, wood, "vagabond", "pawn")
    found = legal_destinations(state, "vagabond", wood)
    assert {d.area for d in found} == set(state.topology.adjacent(wood))
    assert all(d.request.slip for d in found)


def test_open_path_with_the_phase_untracked_reminds_that_it_is_a_daylight_action():
    state = game("mountain")
    a, b = FACTS["mountain"]["closed"]
    put(state, a, "marquise")
    assert not state.phase_tracked
    outcome = replay.perform(state, act.OpenPath(a, b))
    assert outcome.applied and outcome.verdict.section == "16.2.3.III"
    assert any(note.id == DAYLIGHT_ASSUMED.id for note in outcome.verdict.notes)
    # Once the phase is set, it is checked: the next turn's Birdsong refuses.
    replay.perform(state, act.EndTurn())
    replay.perform(state, act.AdvancePhase("birdsong"))
    assert state.phase_tracked


def test_the_player_who_takes_the_ferry_draws_even_off_turn_and_for_hirelings():
    state = game("lake", hirelings=1)
    put(state, 1, "eyrie", n=2)  # the Eyrie move on the Marquise's turn (a card effect)
    outcome = replay.perform(state, move("eyrie", 1, 12, ferry=True))
    assert outcome.applied and FERRY_DRAWS("16.2.2.V", "16.4.3.VII", to=12, mover="eyrie") in outcome.verdict.notes
    replay.perform(state, act.EndTurn())
    state.controllers["hireling1"] = "eyrie"
    put(state, 12, "hireling1", n=2)
    outcome = replay.perform(state, move("hireling1", 12, 1, ferry=True))
    # Hireling pieces on the Ferry: the player moving them draws (16.4.3.VII).
    assert any(n.id == FERRY_DRAWS.id and n.params["mover"] == "eyrie" for n in outcome.verdict.notes), outcome.verdict


@pytest.mark.parametrize("map_name", MAPS)
@pytest.mark.parametrize("faction, kind, section", [("lizards", "garden", "10.5.1"), ("riverfolk", "trade-post", "11.5.6"),
                                                    ("alliance", "base", "8.4.1")])
def test_a_per_suit_piece_goes_only_where_its_suit_matches_the_clearing(map_name, faction, kind, section):
    state = game(map_name, factions=("marquise", faction))
    cid = next(c for c, cl in state.topology.board.clearings.items() if cl.slots - cl.ruins >= 1)
    suit = state.suits[cid]
    other = next(s for s in ("fox", "mouse", "rabbit") if s != suit)
    refused = replay.perform(state, place(faction, f"{other}-{kind}", cid))
    assert not refused.applied and (refused.verdict.legal, refused.verdict.section) == (False, section)
    assert replay.perform(state, place(faction, f"{suit}-{kind}", cid)).verdict.legal


@pytest.mark.parametrize("controller, barred", [("corvids", False), ("marquise", True), (None, True)])
def test_a_face_up_snare_bars_only_pieces_that_are_enemies_of_the_corvids(controller, barred):
    """A snare bars enemy pieces only (13.7.2); a hireling is no enemy of its controller
    (16.4.3.II, 16.6.9), so the Corvids' own hireling is placed and moves freely."""
    state = game("autumn", factions=("corvids", "marquise"), hirelings=1)
    state.controllers["hireling1"] = controller
    a, b = FACTS["autumn"]["path"]
    put(state, a, "corvids", "snare"); state.face_up = {a}
    put(state, b, "hireling1", n=2); put(state, a, "hireling1", n=2)
    place = replay.perform(state, act.Place(PieceRequest("hireling1", "warrior", a)), dry_run=True).verdict
    assert place.legal != barred
    assert (place.message.id == SNARE_BARS_PLACE.id) == barred and (not barred or "13.7.2" in place.sections)
    moving = replay.perform(state, move("hireling1", a, b), dry_run=True).verdict
    assert (moving.message.id == SNARE_BARS_MOVE.id) == barred, render(moving.message)


def test_the_log_shows_the_vp_of_an_opened_path_and_of_the_pass():
    """Opening a closed path (16.2.3.III) and ruling the Pass at the end of the turn
    (16.2.3.IV) score a VP, and their log descriptions say so."""
    state = turn_of(game("mountain", factions=("marquise", "eyrie")), "marquise", "daylight")
    a, b = FACTS["mountain"]["closed"]
    put(state, a, "marquise"); put(state, FACTS["mountain"]["pass"], "marquise")
    assert replay.perform(state, act.OpenPath(a, b)).applied
    assert replay.perform(state, act.AdvancePhase()).applied and replay.perform(state, act.EndTurn()).applied
    opened, _, ended = replay.log_entries(state)
    for entry, action in ((opened, act.OpenPath(a, b)), (ended, act.EndTurn())):
        said = action.describe_played(LAW, [], "marquise")
        assert entry.description == act.WITH_SCORES(*said.sections, action=said,
                                                    scores=[act.SCORE_DONE(who="marquise", points=1)])
    assert "  3. Marquise ends the turn, Marquise +1 VP" in log_lines(state)


def test_the_log_reads_entries_with_the_old_verdict_words():
    """A version 1 file kept its verdicts as words; loading rebuilds them as messages by
    replaying each action, so the log shows the warning with its section as data."""
    from pathlib import Path

    from tests.helpers import load_game

    state = load_game(Path(__file__).parent / "fixtures" / "v1" / "lake.json")
    entries = replay.log_entries(state)
    warned = [e for e in entries if e.warning is not None]
    assert warned and all(e.warning.id != "legacy.text" for e in warned)
    assert {s for e in warned for s in e.warning.sections} >= {"16.2.2.II"}
    assert [e.description for e in entries] == [replay.entry_description(state, i) for i in range(len(state.history))]


def test_a_move_by_tunnels_says_so_and_its_card_is_unconfirmed():
    from rootboard.game.movement import BY_CRAFTING

    state = game("autumn")
    a, b = FACTS["autumn"]["apart"]
    put(state, a, "marquise", n=2); put(state, a, "marquise", "workshop"); put(state, b, "marquise", "workshop")
    state.effects["marquise"] = {"tunnels"}
    verdict = move("marquise", a, b).check(state)
    assert verdict.legal and [n.id for n in verdict.notes] == [BY_CRAFTING.id]
    assert {"4.1.1", "4.1.3"} <= set(verdict.notes[0].sections)


def test_removed_marquise_warriors_may_go_to_the_keep_and_no_one_elses_anywhere():
    state = game("autumn")
    effects = LAW.battle_effects.values()
    hospitals = LAW.battle_effects["field-hospitals"]
    assert hospitals.removed_warriors_go_to(state, "marquise") is None  # no keep: Field Hospitals cannot
    put(state, 3, "marquise", "keep")
    assert hospitals.removed_warriors_go_to(state, "marquise") == 3  # the keep's clearing (6.2.3)
    assert all(e.removed_warriors_go_to(state, f) is None for e in effects for f in state.factions
               if f != "marquise")

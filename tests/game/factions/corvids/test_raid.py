"""A raid removed outside battle (13.7.4): the removal says where a Corvid warrior goes, each
adjacent clearing, for the table to place (a Rootlog records them); removed by Exposure,
nothing (13.2.4)."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.factions.corvids.pieces import RAID
from rootboard.game.factions.corvids.plots import Expose
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.placement import PieceRequest
from tests.game.factions.corvids.kit import C, empty_clearings, position, put, snapshot, with_plot


def quiet_raid(state):
    """A face-down raid in a clearing whose neighbours hold nothing (no keep to bar a warrior)."""
    empty = set(empty_clearings(state))
    where = next(c for c in sorted(empty) if set(adjacent_clearings(state, c)) <= empty)
    with_plot(state, where, RAID, warriors=0)
    return where


def warriors(state):
    return {c: state.count(c, (C, "warrior")) for c in state.topology.board.clearings}


def raid_note(verdict):
    return next((n for n in verdict.notes if n.id == "remove.raid"), None)


def test_a_raid_removed_by_the_table_says_a_warrior_goes_to_each_adjacent_clearing():
    s = position("daylight")
    where = quiet_raid(s)
    before, shown = warriors(s), snapshot(s)
    outcome = replay.perform(s, Remove(PieceRequest(C, RAID, where), "marquise"))
    note = raid_note(outcome.verdict)
    assert outcome.applied and note is not None and note.sections[0] == "13.7.4"
    assert sorted(note.params["places"]) == sorted(adjacent_clearings(s, where))
    assert warriors(s) == before  # the table places them (what it places is its own edit)
    replay.undo(s)
    assert snapshot(s) == shown


def test_a_raid_names_as_many_clearings_as_the_supply_holds():
    s = position("daylight")
    where = quiet_raid(s)
    near = adjacent_clearings(s, where)
    spare = next(c for c in s.topology.board.clearings if c != where and c not in near)
    put(s, spare, C, "warrior", s.supply[(C, "warrior")] - 1)  # one warrior left
    note = raid_note(Remove(PieceRequest(C, RAID, where), "marquise").check(s))
    assert len(note.params["places"]) == 1 and note.params["places"][0] in near


def test_a_raid_removed_in_battle_is_the_battles_to_place():
    s = position("daylight")
    where = quiet_raid(s)
    verdict = Remove(PieceRequest(C, RAID, where, in_battle=True), "marquise").check(s)
    assert raid_note(verdict) is None


def test_a_raid_removed_by_exposure_places_nothing():
    s = position("daylight")
    where = quiet_raid(s)
    put(s, where, "marquise")
    s.turn = s.factions.index("marquise")  # the guesser's own turn (13.2.4)
    before = warriors(s)
    outcome = replay.perform(s, Expose("marquise", where, RAID))
    assert outcome.applied and not s.count(where, (C, RAID)) and warriors(s) == before
    assert s.scores["marquise"] == 1

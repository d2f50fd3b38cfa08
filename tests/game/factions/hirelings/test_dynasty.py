"""The Last Dynasty's Once-per-Daylight action judged against the position (16.4.2.IV): landing
only with none on the map and only on the map edge (derived), marching only from a clearing they
rule (a controlled hireling rules for its controller, 16.4.3.I), besieging only one they do not;
the landing placed and undone exactly; the moves and battles after are the table's."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.factions.hirelings.dynasty import DynastyAction
from rootboard.game.kinds import WARRIOR
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put

H = "last-dynasty"


def test_the_dynasty_lands_all_its_warriors_on_the_map_edge_only():
    state = hired(H)
    edge = sorted(state.topology.map_edge.clearings)
    inland = [c for c in sorted(state.topology.board.clearings) if c not in edge]
    all_of_them = state.supply[(H, WARRIOR)]
    verdicts = offered(state, "hireling-dynasty")
    assert {a.where for a, v in verdicts.items() if v.legal} == set(edge)
    for c in inland:
        assert verdicts[DynastyAction(H, "land", c)].message.id == "hireling-dynasty.not-edge"
    before = state.fields_json()
    outcome = replay.perform(state, DynastyAction(H, "land", edge[0]))
    assert outcome.applied and state.count(edge[0], (H, WARRIOR)) == all_of_them
    assert outcome.verdict.message.params["count"] == all_of_them
    replay.undo(state)
    assert state.fields_json() == before


def test_no_landing_while_any_dynasty_warrior_is_on_the_map():
    state = hired(H)
    edge = sorted(state.topology.map_edge.clearings)
    put(state, edge[-1], H)
    verdict = DynastyAction(H, "land", edge[0]).check(state)
    assert not verdict.legal and verdict.message.id == "hireling-dynasty.on-map"


def test_march_where_they_rule_and_siege_where_they_do_not():
    state = hired(H)
    ruled, held = sorted(state.topology.board.clearings)[:2]
    put(state, ruled, H, n=3)
    put(state, ruled, PLAYERS[1], n=2)
    put(state, held, H, n=2)
    put(state, held, PLAYERS[2], n=3)
    assert DynastyAction(H, "march", ruled).check(state).legal
    assert DynastyAction(H, "siege", ruled).check(state).message.id == "hireling-dynasty.ruling"
    assert DynastyAction(H, "siege", held).check(state).legal
    assert DynastyAction(H, "march", held).check(state).message.id == "hireling-dynasty.not-ruling"
    # Its controller's own pieces count with its warriors for rule (16.4.3.I).
    put(state, held, ME, n=2)
    assert DynastyAction(H, "march", held).check(state).legal
    assert replay.perform(state, DynastyAction(H, "siege", ruled), "teach").applied
    assert DynastyAction(H, "march", ruled).check(state).message.id == "hireling-use.taken"  # once a Daylight


def test_marching_or_besieging_needs_its_warriors_there():
    state = hired(H)
    where = sorted(state.topology.board.clearings)[0]
    verdict = DynastyAction(H, "siege", where).check(state)
    assert not verdict.possible and verdict.message.id == "hireling-dynasty.none-there"
    assert not [a for a in offered(state, "hireling-dynasty") if a.choice != "land"]

"""The Riverfolk Flotilla's Start-of-Birdsong action played by rootboard (16.4.2.III): the players
with faction pieces where it stands may draw, then its pawn must move along the river ignoring
rule, then it may battle; a clearing no river joins to its own is refused with the card's
section; once a turn."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.factions.hirelings.moving import PawnMove
from rootboard.game.kinds import PAWN
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put

H = "riverfolk-flotilla"


def flotilla():
    state = hired(H, "birdsong", others=("popular-band", "corvid-spies"))
    topology = state.topology
    clearings = sorted(topology.board.clearings)
    start, by_river = next((a, b) for a in clearings for b in clearings if topology.river_between(a, b))
    put(state, start, H, PAWN)
    return state, start, by_river


def test_the_flotilla_moves_along_the_river_ignoring_rule_and_may_battle_after():
    state, start, by_river = flotilla()
    put(state, by_river, PLAYERS[1], n=3)  # another rules where it goes: ignored
    put(state, start, PLAYERS[2])
    put(state, start, ME)
    outcome = replay.perform(state, PawnMove(H, by_river))
    assert outcome.applied and state.count(by_river, (H, PAWN)) == 1
    notes = {n.id: n for n in outcome.verdict.notes}
    assert set(notes["hireling-move.draws"].params["who"]) == {ME, PLAYERS[2]}
    assert "hireling-move.may-battle" in notes
    assert not replay.perform(state, PawnMove(H, start)).applied  # once a turn


def test_a_clearing_no_river_joins_is_refused_even_next_door():
    state, start, by_river = flotilla()
    topology = state.topology
    dry = [c for c in sorted(topology.board.clearings) if c != start and not topology.river_between(start, c)]
    verdicts = offered(state, "hireling-move")
    assert verdicts[PawnMove(H, by_river)].legal
    for c in dry:
        assert verdicts[PawnMove(H, c)].message.id == "hireling-move.not-by-river"
        assert verdicts[PawnMove(H, c)].sections[0] == "16.4.2.III"
    assert {a.to for a, v in verdicts.items() if v.legal} == {
        c for c in topology.board.clearings if topology.river_between(start, c)}

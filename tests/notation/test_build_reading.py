"""The Marquise's Build read from a Rootlog as her room's action (6.5.4): the wood removed just
before a building is the Build's (translate/marquise.py).

Reading the Builds changed the published games' flags only where the logs are wrong:
r2g4 line 25 spends wood in clearing 4, where she has no sawmill (she built it in 3, line 20)
and the Corvids rule; r2g4 line 40 spends wood in 3 and 11 for a recruiter in 9, which no path
through clearings she rules reaches (11 meets 10 only by the river); r1g3 line 49's one ``++``
is the sawmill's point, so the log records no point for ruling the Pass at the end of that turn,
as it records none at line 44 either (then its running score differs, and it plays on after she
has 30 by rootboard's ledger). r1g2 line 54 ("Used tunnels to spend the wood") was rootboard's:
Tunnels now connects her workshops for wood too.
"""

from __future__ import annotations

from rootboard.game import ledger
from rootboard.game.factions import marquise as marquise_room
from rootboard.notation import read_file
from rootboard.notation.replay import replay_log
from rootboard.notation.start import faction_id
from rootboard.notation.translate.marquise import _building_placed, _wood_removed
from tests.notation.games import PUBLISHED


def test_each_published_build_after_its_wood_is_her_build_spending_that_wood_and_scoring_the_track():
    builds = 0
    for path in PUBLISHED:
        report = replay_log(read_file(path))
        state = report.state
        entries = [e for e in state.history if e["action"]["type"] == "marquise-build"]
        written = []
        for turn in read_file(path).turns:
            if turn.setup or faction_id(turn.faction) != "marquise":
                continue
            for wood, placed in zip(turn.actions, turn.actions[1:]):
                removed, building = _wood_removed(wood, state), _building_placed(placed, state)
                if removed and building:
                    written.append((building[1], building[0], sorted(removed)))
        read = [(e["action"]["clearing"], e["action"]["building"], sorted(e["action"]["wood"])) for e in entries]
        assert all(w in written for w in read)
        builds += len(read)
        causes = {line.cause.id for line in ledger.ledger(state)
                  if state.history[line.entry - 1]["action"]["type"] == "marquise-build"}
        assert causes <= {marquise_room.BUILD.id}
    assert builds

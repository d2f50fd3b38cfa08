"""The Vagabond's Aid read from a Rootlog as his room's action (9.5.4), its relationship points
scored by it (9.2.9.I, 9.2.9.II).

Reading the Aids changed the published games' flags only where the logs are wrong, as their own
annotators say: an Aid with no item exhausted ("Forgot to exhaust an item to aid the birds"),
points an Aid earned that the log never scores ("Vagabond forgot to score for aid"; the marker
moved to 2 or to Allied with no ``++`` after it, r1g2 lines 45 and 53; r1g3 line 56, whose
"the actual relationship marker was not moved to 2" says the table never scored them), and the
same item errors as before, now said at the Aid that exhausts the item rather than at the item.
"""

from __future__ import annotations

import pytest

from rootboard.game import ledger
from rootboard.game.factions import vagabond as vagabond_room
from rootboard.notation import read_file
from rootboard.notation.replay import ASSUMED, ILLEGAL, replay_log
from tests.notation.games import PUBLISHED

# What an annotator's comment says of a line, and the flag that line must carry.
SAID = {"forgot to exhaust an item to aid": (ILLEGAL, "aid.no-item"),
        "forgot to score for aid": (ASSUMED, "rootlog.replay.not-recorded")}


def _annotated():
    for path in PUBLISHED:
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            comment = line.partition("//")[2].lower()
            for words, flag in SAID.items():
                if words in comment:
                    yield path, number, flag


ANNOTATED = list(_annotated())


@pytest.mark.parametrize("path,number,flag", ANNOTATED, ids=lambda v: str(getattr(v, "stem", v)))
def test_the_aid_errors_the_annotators_name_are_flagged_at_their_line(path, number, flag):
    report = replay_log(read_file(path))
    assert flag in [(f.category, f.message.id) for f in report.flags if f.line == number]


def test_the_published_games_annotate_aid_errors():
    assert {flag for _, _, flag in ANNOTATED} == set(SAID.values())


def test_the_published_aids_are_his_actions_and_their_points_are_in_the_ledger():
    found, scored = 0, set()
    for path in PUBLISHED:
        state = replay_log(read_file(path)).state
        aids = [e for e in state.history if e["action"]["type"] == "aid"]
        found += len(aids)
        for line in ledger.ledger(state):
            entry = state.history[line.entry - 1]
            if entry["action"]["type"] == "aid":
                assert line.cause.id in (vagabond_room.AID_ADVANCED.id, vagabond_room.AID_ALLIED.id)
                assert entry["action"]["advance"] == (line.cause.id == vagabond_room.AID_ADVANCED.id)
                scored.add(line.cause.id)
    assert found and vagabond_room.AID_ADVANCED.id in scored

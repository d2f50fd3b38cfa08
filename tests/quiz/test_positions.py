"""The positions questions are asked on could stand on a table: read back from the questions'
JSON, every building has a slot, every per-suit piece its suit, forests hold only pawns,
one-per-clearing tokens are one, and no faction has more of a piece than its box holds."""

from __future__ import annotations

from collections import Counter

import pytest

from rootboard.derived.loading import load_topology
from rootboard.game.factions import FACTIONS
from rootboard.game.factions.keepers import RELICS
from rootboard.game.kinds import SUITS

from tests.quiz.reading import MAPS, area

POSITIONED = ("slip", "rules", "move", "homeland")


def positions(quizzes, name):
    for kind in POSITIONED:
        for q in quizzes[name][kind]:
            yield q


@pytest.mark.parametrize("name", MAPS)
def test_every_position_could_stand_on_the_table(quizzes, name):
    board = load_topology(name).board
    for q in positions(quizzes, name):
        held = Counter()
        for key, entries in q.position["areas"].items():
            where = area(key)
            for e in entries:
                fid, piece, n = e["faction"], e["piece"], e["count"]
                held[(fid, piece)] += n
                if fid == "map":
                    continue
                if piece == "plot":  # a face-down plot: its kind is the Corvids' secret (13.2.2)
                    assert fid == "corvids" and n == 1 and isinstance(where, int)
                    continue
                kind = FACTIONS[fid].piece(piece).kind
                if isinstance(where, str):  # a forest, or the Burrow
                    assert kind == "pawn" or piece in RELICS or where == "burrow", (key, e)  # 9.3.2, 15.3.1
                    continue
                suit = piece.split("-", 1)[0]
                if suit in SUITS:
                    assert q.suits[where] == suit, (q.kind, key, e)  # a garden, base or trade post of its suit
                group = FACTIONS[fid].piece(piece).one_per_clearing
                if group is not None:
                    same = [x for x in entries if x["faction"] == fid and (
                        x["piece"] == "plot" or FACTIONS[fid].piece(x["piece"]).one_per_clearing == group)]
                    assert sum(x["count"] for x in same) == 1, (key, same)
            if isinstance(where, int):
                filling = sum(e["count"] for e in entries if e["faction"] == "map" and e["piece"] == "ruin") + sum(
                    e["count"] for e in entries if e["faction"] != "map" and e["piece"] != "plot"
                    and FACTIONS[e["faction"]].piece(e["piece"]).kind == "building")
                assert filling <= board.clearings[where].slots, (q.kind, key, entries)
        for (fid, piece), n in held.items():
            if fid != "map" and piece != "plot":
                assert n <= FACTIONS[fid].piece(piece).count


def test_positions_hold_a_few_factions_warriors_and_buildings(quizzes):
    for name in MAPS:
        for q in quizzes[name]["rules"]:
            factions = {e["faction"] for entries in q.position["areas"].values() for e in entries} - {"map"}
            assert 2 <= len(factions) <= 5
        built = [q for q in quizzes[name]["rules"] if any(
            e["faction"] != "map" and e["piece"] != "plot" and FACTIONS[e["faction"]].piece(e["piece"]).kind == "building"
            for entries in q.position["areas"].values() for e in entries)]
        assert len(built) >= len(quizzes[name]["rules"]) // 2

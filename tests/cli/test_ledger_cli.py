"""The score at the table: `rootboard ledger`, the causes in `status`, and victory (3.1) said by
the command that reached 30, refused after it in enforce mode, undone, kept in the file."""

from __future__ import annotations

import json

from rootboard.game.victory import WINNING_SCORE
from tests.helpers import run_cli


def new(tmp_path, map_name="mountain", factions="marquise,eyrie"):
    path = tmp_path / "g.json"
    code, _, err = run_cli("new", map_name, "-o", path, "--factions", factions, "--seed", 3)
    assert code == 0, err
    return path


def ok(path, *argv):
    code, out, err = run_cli(argv[0], path, *argv[1:])
    assert code == 0, err
    return out, err


def test_the_first_score_of_30_says_who_won_and_refuses_the_next_action(tmp_path):
    path = new(tmp_path)
    ok(path, "score", "marquise", WINNING_SCORE - 1)
    out, _ = ok(path, "score", "marquise", 2)
    assert "Law 3.1: Marquise reaches 31 VP and wins the game" in out
    before = path.read_bytes()
    code, out, err = run_cli("place", path, "eyrie", "warrior", 1)
    assert code == 1 and "Law 3.1" in err and "the game is over: Marquise won it" in err
    assert path.read_bytes() == before
    # Teach mode applies it, the warning said; the victory stays the Marquise's.
    code, out, err = run_cli("score", path, "eyrie", WINNING_SCORE, "--mode", "teach")
    assert code == 0 and err.startswith("WARNING (teach mode, applied anyway): Law 3.1")
    status = json.loads(ok(path, "status", "--json")[0])
    assert status["winner"] == {"faction": "marquise", "kind": "points", "with": []}
    assert "Law 3.1: Marquise has won the game (31 VP)" in ok(path, "status")[0]


def test_undo_takes_the_victory_back_and_play_goes_on(tmp_path):
    path = new(tmp_path)
    ok(path, "score", "eyrie", WINNING_SCORE)
    ok(path, "undo")
    assert json.loads(ok(path, "status", "--json")[0])["winner"] is None
    assert "won the game" not in ok(path, "status")[0]
    ok(path, "place", "eyrie", "warrior", 1, "--mode", "teach")
    ok(path, "score", "eyrie", WINNING_SCORE)
    ok(path, "undo")
    ok(path, "redo")
    assert json.loads(ok(path, "status", "--json")[0])["winner"]["faction"] == "eyrie"


def test_the_ledger_lists_every_point_with_its_cause(tmp_path):
    path = new(tmp_path)
    ok(path, "place", "marquise", "warrior", 2, "--count", 2, "--mode", "teach")
    ok(path, "phase", "daylight")
    ok(path, "open-path", 2, 5)
    ok(path, "score", "marquise", 3)
    ok(path, "score", "eyrie", 2)
    found = json.loads(ok(path, "ledger", "--json")[0])
    said = [(l["entry"], l["faction"], l["points"], l["section"]) for l in found["lines"]]
    assert said == [(3, "marquise", 1, "16.2.3.III"), (4, "marquise", 3, "3.2"), (5, "eyrie", 2, "3.2")]
    for fid, score in found["scores"].items():
        assert found["start"][fid] + sum(l["points"] for l in found["lines"] if l["faction"] == fid) == score
    out, _ = ok(path, "ledger")
    assert "  3. Law 16.2.3.III: +1 VP for Marquise: the closed path 2-5 removed (round 1, the Marquise’s turn)" in out
    assert "Law 3.2, 16.2.3.III: Marquise 4 VP: scored at the table +3, the closed path 2-5 removed +1" in out
    only, _ = ok(path, "ledger", "--faction", "eyrie")
    assert only.splitlines() == ["  5. Law 3.2: +2 VP for Eyrie: scored at the table (round 1, the Marquise’s turn)",
                                 "Law 3.2: Eyrie 2 VP: scored at the table +2"]
    status, _ = ok(path, "status")
    assert "  Law 3.2, 16.2.3.III: Marquise 4 VP: scored at the table +3, the closed path 2-5 removed +1" in status
    assert json.loads(ok(path, "status", "--json")[0])["ledger"]["marquise"] == [
        {"cause": "ledger.cause.table", "section": "3.2", "points": 3},
        {"cause": "ledger.cause.closed-path", "section": "16.2.3.III", "points": 1}]


def test_a_new_game_has_an_empty_ledger(tmp_path):
    path = new(tmp_path)
    assert ok(path, "ledger")[0].splitlines()[0] == "no point scored in play"
    assert json.loads(ok(path, "ledger", "--json")[0])["lines"] == []
    assert "VP:" not in ok(path, "status")[0]  # no cause to say yet


def test_status_reads_the_ledger_without_the_actions_and_a_new_game_not_at_all(tmp_path):
    """The ledger is read from the history as data: status imports no action or rule for it
    (once a load proved the history), and for a game with no history nor winner not even the
    ledger (its start stays as it was)."""
    from tests.cli.test_command_imports import NEVER_FOR_STATUS, imported_by, under

    path = new(tmp_path)
    fresh = imported_by(["status", str(path)], tmp_path)
    assert not under(fresh, ("rootboard.game.ledger", "rootboard.game.victory"))
    ok(path, "score", "marquise", WINNING_SCORE)
    imported_by(["status", str(path)], tmp_path)  # the first load proves the history (rootboard.gamefile.proofs)
    played = imported_by(["status", str(path)], tmp_path)
    assert {"rootboard.game.ledger", "rootboard.game.victory"} <= played
    assert under(played, (*NEVER_FOR_STATUS, "rootboard.game.actions", "rootboard.game.replay")) == []


def test_a_crafted_items_points_are_crafting_in_the_ledger(tmp_path):
    """An item's points (3.2.2) are said as crafting that card, and the Eyrie's one point for
    any item by its own section (7.2.3); the lines still add up to the scores."""
    path = new(tmp_path, "autumn")
    for who, piece in (("marquise", "workshop"), ("eyrie", "roost")):
        ok(path, "place", who, piece, 1, "--mode", "teach")
        ok(path, "craft", who, "a-visit-to-friends" if who == "marquise" else "arms-trader", "--mode", "teach")
    report = json.loads(ok(path, "ledger", "--json")[0])
    lines = {line["faction"]: line for line in report["lines"]}
    assert lines["marquise"]["cause"] == {"id": "ledger.cause.craft", "params": {"card": "a-visit-to-friends"},
                                          "sections": ["4.1.2", "3.2.2"]}
    assert lines["eyrie"]["cause"]["id"] == "ledger.cause.craft" and "7.2.3" in lines["eyrie"]["sections"]
    for fid, score in report["scores"].items():
        assert score == report["start"][fid] + sum(l["points"] for l in report["lines"] if l["faction"] == fid)

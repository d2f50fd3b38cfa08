"""The Keepers in Iron's actions written as Rootlog (export/keepers.py) read back to the same
actions, board and position: the hand-written logs of their reader's tests, and a game played in
rootboard."""

from __future__ import annotations

import pytest

from rootboard.game.factions.keepers.board import board_of
from rootboard.notation import read_text
from rootboard.notation.export import export
from rootboard.notation.replay import IMPOSSIBLE, replay_log
from tests.notation.test_export import public
from tests.notation.translate.test_keepers import BATTLE_THEN_DELVE, COLUMN_FILLED, HEADER, PLAYED, SETUP

K = "keepers"
LOGS = {
    "played": HEADER + SETUP + PLAYED,
    "column-filled": HEADER + SETUP + "".join(COLUMN_FILLED),
    "decamp-shift": HEADER + SETUP + "C:w1->5\nK:w7->/b_f->7/#faith$_1->$_3\nC:w5->2\nK:b_f7->/w->7\n",
    "battle-then-delve": HEADER + SETUP + BATTLE_THEN_DELVE,
    "three-moves": HEADER + SETUP + "C:w1->5\nK:w3->6/w7->3/w6->11\n",
    "fresh-encamp": HEADER + SETUP + "C:w1->5\nK:4w3->/4w7->\nC:w5->2\nK:b_j->3/w->3\n",
    "trophy": ("Map: Fall\nDeck: E&P\nV: Vaga\nK: Iron\n\nV:#thief->$/p->1_2_5_10\n" + SETUP.split("\n")[1]
               + "\n\nV:p->1\nK:t_t3_7_11_12->3/t3^t_2_t/(3w+t_2_t)3->11\nV:p->10\nK:(w+t_2_t)11->12/w12->7\n"
               "V:p->12/XK12/Kt_2_t12->4_9_12/$_K->h/++2\n"),
}


def kinds(report_or_state) -> list:
    """The actions of a replay's game, or of a game, in order."""
    state = getattr(report_or_state, "state", report_or_state)
    return [e["action"] for e in state.history]


@pytest.mark.parametrize("name", LOGS)
def test_their_actions_read_back_from_their_export(name):
    first = replay_log(read_text(LOGS[name]))
    written = export(first.state)
    again = replay_log(read_text(written))
    assert [a for a in kinds(first) if a["type"].startswith(K)]  # the log has their actions to write
    assert kinds(again) == kinds(first)
    assert board_of(again.state) == board_of(first.state)
    assert public(again.state) == public(first.state)
    assert not [f for f in again.flags if f.category == IMPOSSIBLE]
    assert "Rootlog has no notation" not in written  # each of their actions here has its notation
    assert [a for a in kinds(again) if a["type"] == "keepers-act"] == \
        [a for a in kinds(first) if a["type"] == "keepers-act"]  # the move or battle written: its card's act


def test_the_export_writes_the_spec_s_forms():
    written = export(replay_log(read_text(LOGS["played"])).state)
    lines = [line for line in written.splitlines() if line.startswith("K:") and not line.startswith("K: ")]
    first, second = lines[1][2:].split("/"), lines[2][2:].split("/")  # lines[0]: their setup
    assert first[:5] == ["w7->", "b_t->7", "t_t3_7_11_12->3", "t3^t_3_t", "#faith$_2->"]
    assert [a for a in first if "->$_" in a][0].endswith("K->$_1")  # a card to the Move column (15.6.2)
    assert "t_3_t7->$" in second and second[second.index("t_3_t7->$") + 1] == "++3"


def test_a_game_played_in_rootboard_reads_back_the_same():
    from rootboard.game import actions as act
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import STARTING_HAND
    from rootboard.game.factions.keepers import actions as k
    from rootboard.game.newgame import new_game
    from rootboard.game.placement import PieceRequest
    from rootboard.game.replay import TEACH, perform
    from rootboard.notation.replay import ILLEGAL

    state = new_game("autumn", ["marquise", "keepers"], seed=3)
    forest = next(f for f, found in sorted(state.topology.forests.items()) if {3, 7} <= set(found.clearings))
    for action in (act.Place(PieceRequest("marquise", "keep", 1)), act.Place(PieceRequest("marquise", "warrior", 1, 2)),
                   act.Place(PieceRequest(K, "warrior", 3, 4)), act.Place(PieceRequest(K, "warrior", 7, 4)),
                   act.Place(PieceRequest(K, "tablet", forest))):
        state.apply(action.edits(state))  # the setup: the starting position
    for fid in state.factions:  # and the hands of three every set-up game starts with (5.1.3)
        state.apply(Draw(fid, STARTING_HAND).edits(state))
    # Their phases not tracked, the table ends their Daylight itself (EndRetinue) before gathering.
    for action in (act.EndTurn(), Draw(K, 2, ("anvil", "sappers")), k.Encamp(7, "tablet"),
                   k.Delve(0, 3, forest, "tablet", 3), k.EndRetinue(), k.GatherRetinue(("anvil",), ("move",)),
                   act.EndTurn()):
        assert perform(state, action, TEACH).applied, action
    again = replay_log(read_text(export(state)))
    assert not [f for f in again.flags if f.category in (ILLEGAL, IMPOSSIBLE)]
    assert [a for a in kinds(again) if a["type"].startswith(K)] == [a for a in kinds(state) if a["type"].startswith(K)]
    assert board_of(again.state) == board_of(state)
    assert public(again.state) == public(state)

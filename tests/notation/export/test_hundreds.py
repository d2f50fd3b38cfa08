"""The Lord of the Hundreds' actions written as Rootlog (rootboard/notation/export/hundreds.py): a
game with each of them, read from a hand-written log or played in rootboard, exported and read
back, gives the same actions and the same position."""

from __future__ import annotations

from rootboard.game import actions as act
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.places import STARTING_HAND
from rootboard.game.factions.hundreds.actions import Anoint, Build, ChooseMood, Incite, Oppress, Recruit
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import ENFORCE, perform
from rootboard.notation import read_text
from rootboard.notation.export import export
from rootboard.notation.replay import ASSUMED, replay_log
from tests.notation.test_export import public

HUNDREDS = "hundreds"
# Each of their actions the reader knows: Recruit, Choose Mood, Advance, Incite, Jubilant's mob,
# Raze, its point and the item it takes from the ruin of the mob's clearing (``%f12->$``, a boot), the
# spread, Build, Relentless's move, and each turn's Oppress, its ++ the turn's last (14.4-14.7).
LOG = ("Map: Fall\nDeck: E&P\nC: Cat\nH: Rats\n\n"
       "C:t_k->1/w->1+2+3+5+6+7+8+9+10+11+12/b_s->1/b_w->9/b_r->5\nH:b->4/w_w->4/4w->4\n"
       "C:w2->6\nH:2w->4/#jubilant->$/(w_w+3w)4->9/M#H->/t->9/t->12/++/#->H\n"
       "C:w6->11\nH:Cb_w9->/++/%f12->$/t->10/w->4+9/#relentless->$/M#H->/b->9/(w_w+w)9->12/w_w12->10/++\n")


def _theirs(state) -> list[dict]:
    return [e["action"] for e in state.history if e["action"]["type"].startswith(HUNDREDS)]


def test_a_log_of_their_actions_reads_back_from_its_export_as_the_same_actions():
    first = replay_log(read_text(LOG))
    kinds = {a["type"] for a in _theirs(first.state)}
    assert {"hundreds-raze", "hundreds-mob", "hundreds-jubilant", "hundreds-recruit", "hundreds-mood",
            "hundreds-build", "hundreds-advance", "hundreds-incite", "hundreds-relentless", "hundreds-oppress"} <= kinds
    assert [f.category for f in first.flags] == [ASSUMED, ASSUMED]  # the two mob dice, not written
    assert first.state.scores[HUNDREDS] == first.log_scores[HUNDREDS]  # Oppress's ++ set against its points
    razed = [a for a in _theirs(first.state) if a["type"] == "hundreds-raze" and a.get("items")]
    assert [i["item"] for r in razed for i in r["items"]] == ["boot"] and first.state.explored
    written = export(first.state)
    assert f"%f{razed[0]['items'][0]['clearing']}->$" in written.splitlines()[-1].split("/")  # Raze's item
    again = replay_log(read_text(written))
    assert _theirs(again.state) == _theirs(first.state)
    assert public(again.state) == public(first.state)
    assert [(f.message.id, f.section) for f in again.flags] == [(f.message.id, f.section) for f in first.flags]


def test_lavish_reads_back_from_its_export():
    log = ("Map: Fall\nDeck: E&P\nC: Cat\nH: Rats\n\nC:t_k->1/w->1+2+3+5+6+7+8+10+11+12/b_s->1/b_r->5\n"
           "H:b->9/w_w->9/4w->9\nC:w2->6\nH:2w->9/#grandiose->$/Z%t/#->H\nC:w6->2\nH:w->9+9+9/#lavish->$/%t$->/2w->9\n")
    first = replay_log(read_text(log))
    assert "hundreds-lavish" in {a["type"] for a in _theirs(first.state)}
    again = replay_log(read_text(export(first.state)))
    assert _theirs(again.state) == _theirs(first.state)
    assert public(again.state) == public(first.state)


def test_a_game_played_in_rootboard_reads_back_the_same():
    state = new_game("autumn", ["marquise", HUNDREDS], seed=5)
    for request in (PieceRequest("marquise", "keep", 1), PieceRequest("marquise", "warrior", 1, 2),
                    PieceRequest("marquise", "warrior", 8), PieceRequest(HUNDREDS, "stronghold", 9),
                    PieceRequest(HUNDREDS, "warrior", 9, 4)):
        state.apply(act.Place(request).edits(state))  # the setup: the starting position (14.3.2)
    for fid in state.factions:  # and the hands of three every set-up game starts with (5.1.3)
        state.apply(Draw(fid, STARTING_HAND).edits(state))
    played = [act.Move(MoveRequest("marquise", 1, 5)), act.EndTurn(),
              Recruit(), Anoint(9), ChooseMood("grandiose"), Build(9), Incite(9), Oppress(), act.EndTurn()]
    for action in played:
        outcome = perform(state, action, ENFORCE)
        assert outcome.applied, (action, outcome.verdict)
    written = export(state)
    again = replay_log(read_text(written))
    assert _theirs(again.state) == _theirs(state)
    assert public(again.state) == public(state)
    assert "w9->" in written and "w_w->9" in written  # Anoint as the spec writes it (w12->/w_w->12)
    # Oppress, taken where the table does not track its phases, is its ++ read back as the same.
    assert "hundreds-oppress" in [a["type"] for a in _theirs(state)] and again.state.scores == state.scores


def test_a_battle_with_bitter_is_written_with_its_mobs_and_warriors_before_it_and_reads_back_the_same():
    """Bitter (14.7.1) removes their mobs and places warriors before the roll: the export writes
    them before the battle, where the reader takes them as the battle's effect again."""
    log = LOG.split("C:w2->6")[0] + "C:w2->6\nH:#bitter->$/R#H->/t->4/++\nC:w8->4\nH:t4->/w->4/XC4(2,0)/Cw4->/++\n"
    first = replay_log(read_text(log))
    battle = [a for a in (e["action"] for e in first.state.history) if a["type"] == "battle"][-1]
    assert battle["effects"] == ["bitter=4"] and first.flags == []
    written = export(first.state)
    line = written.splitlines()[-1].split(":", 1)[1].split("/")
    header = next(i for i, part in enumerate(line) if part.startswith("XC4"))
    assert line[header - 2:header] == ["t4->", "w->4"]  # the mob, then the warrior, then the battle
    again = replay_log(read_text(written))
    assert again.flags == []
    assert [e["action"] for e in again.state.history] == [e["action"] for e in first.state.history]
    assert public(again.state) == public(first.state)

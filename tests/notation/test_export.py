"""Our games written as Rootlog: importing an export gives the same position (face-down plots as
the table sees them), and an export never names a face-down plot's kind."""

from __future__ import annotations

import pytest

from rootboard.game.cards.actions import Draw
from rootboard.game.cards.places import STARTING_HAND
from rootboard.errors import BadInput
from rootboard.game import actions as act
from rootboard.game.factions.vagabond.actions import Explore, ItemChange, SetCharacter
from rootboard.game.factions.vagabond.quests import FACE_UP, deal_edits
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import ENFORCE, perform
from rootboard.notation import read_file, read_text
from rootboard.notation.export import export
from rootboard.notation.replay import ILLEGAL, IMPOSSIBLE, replay_log
from tests.helpers import load_game, run_cli
from tests.notation.games import PUBLISHED, SPEC_EXAMPLE


def public(state) -> dict:
    """The position as the whole table sees it: a face-down piece by its face-down name; the
    phase (which Rootlog does not write) left out."""
    law = state.law
    data = state.fields_json()

    def seen(fid, piece, area):
        kind = law[fid].piece(piece) if fid in law and law[fid].has_piece(piece) else None
        hidden = kind is not None and kind.face_down and (area is None or area not in state.face_up)
        return kind.face_down if hidden else piece

    data["areas"] = {area: sorted([f, seen(f, p, int(area) if area.isdigit() else area), n] for f, p, n in entries)
                     for area, entries in data["areas"].items()}
    supply: dict = {}
    for f, p, n in data["supply"]:
        supply[(f, seen(f, p, None))] = supply.get((f, seen(f, p, None)), 0) + n
    data["supply"] = sorted(supply.items())
    from rootboard.game.cards.table import cards_view

    view = cards_view(state)  # the cards as the table sees them: each hand's size, never its cards (1.2.1)
    data["cards"] = view.to_json() if view is not None else None
    for name in ("phase", "phase_tracked", "used", "seed"):  # the seed: of the suit markers, not the position
        data.pop(name)
    return data


@pytest.mark.parametrize("path", [*PUBLISHED, SPEC_EXAMPLE], ids=lambda p: p.stem)
def test_import_export_import_gives_the_same_position(path):
    first = replay_log(read_file(path)).state
    written = export(first)
    again = replay_log(read_text(written))
    assert public(again.state) == public(first)
    assert not [f for f in again.flags if f.category == IMPOSSIBLE]  # what could not happen was never applied
    # A battle the log writes that rootboard could not replay as its Battle is written out before
    # its removals; read back, the dice may make it one Battle (its removals and points one entry).
    # From then on, export and import keep every entry: the export reads back as itself.
    twice = replay_log(read_text(export(again.state)))
    assert public(twice.state) == public(first)
    assert [h["action"] for h in twice.state.history] == [h["action"] for h in again.state.history]


def test_points_scored_in_a_setup_line_are_written_in_it_and_read_back():
    # A log whose setup line scores (its first turn written as the setup): the starting
    # position holds the points, and the export's setup line says them.
    log = "Map: Fall\nDeck: Standard\nC: Cat\nE: Bird\n\nC:t_k->1/w->1+2+5+9+10/b_s->1/++2\nE:b+6w->3\n\nC:w1->5\n"
    first = replay_log(read_text(log)).state
    assert first.scores["marquise"] == 2
    again = replay_log(read_text(export(first)))
    assert public(again.state) == public(first)


def test_a_game_played_in_rootboard_reads_back_the_same():
    state = new_game("lake", ["marquise", "corvids", "vagabond"], seed=3)
    for action in (SetCharacter("vagabond", "thief"),
                   act.Place(PieceRequest("marquise", "keep", 1)), act.Place(PieceRequest("marquise", "warrior", 1, 4)),
                   act.Place(PieceRequest("corvids", "warrior", 10, 2)), act.Place(PieceRequest("corvids", "snare", 10)),
                   act.Place(PieceRequest("vagabond", "pawn", "1_5_11"))):
        state.apply(action.edits(state))  # the setup: the starting position
    for fid in state.factions:  # and the hands of three every set-up game starts with (5.1.3)
        state.apply(Draw(fid, STARTING_HAND).edits(state))
    state.apply(deal_edits(state, [None] * FACE_UP))  # and its three quests face up, not named (9.3.3)
    played = [act.Move(MoveRequest("marquise", 1, 12, 2, ferry=True)), act.Place(PieceRequest("marquise", "sawmill", 12)),
              act.Score("marquise", 1), act.EndTurn(),
              act.Move(MoveRequest("corvids", 10, 2)), act.Remove(PieceRequest("corvids", "warrior", 10)),
              act.EndTurn(),
              act.Move(MoveRequest("vagabond", "1_5_11", 5, slip=True)), Explore("vagabond", "hammer"),
              ItemChange("vagabond", "sword", "exhaust"), act.Move(MoveRequest("vagabond", 5, 11)), act.EndTurn()]
    for action in played:
        outcome = perform(state, action, ENFORCE)
        assert outcome.applied, (action, outcome.verdict)
    written = export(state)
    assert "t->10" in written and "snare" not in written and "t_s" not in written  # hidden: face down (13.2.2.I)
    again = replay_log(read_text(written))
    assert not [f for f in again.flags if f.category in (ILLEGAL, IMPOSSIBLE)]
    assert public(again.state) == public(state)
    assert again.state.ferry == 12 and again.state.scores == {"marquise": 1, "corvids": 0, "vagabond": 1}


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
def test_an_advanced_setup_reads_back_legal_in_the_order_it_was_made(tmp_path, map_name):
    # The setup lines come in the order the factions set up (16.1): a faction that placed in a
    # clearing before the Marquise put her keep there is still legal read back (6.2.2).
    reordered = 0
    for seed in range(6):
        path = tmp_path / f"setup{seed}.json"
        code, _, err = run_cli("setup", map_name, "-o", path, "--factions", "marquise,eyrie,alliance,riverfolk",
                               "--auto", "--seed", seed)
        assert code == 0, err
        state = load_game(path)
        written = export(state)
        again = replay_log(read_text(written))
        assert not [f for f in again.flags if f.category in (ILLEGAL, IMPOSSIBLE)], written
        assert public(again.state) == public(state)
        setup_lines = [line[0] for line in written.split("\n\n")[2].splitlines()]
        reordered += setup_lines != ["C", "E", "A", "O"]
    assert reordered  # some setup was not made in seating order


def test_a_game_on_a_map_rootlog_does_not_name_is_refused():
    from rootboard.board.catalog import shipped_maps
    from rootboard.derived.loading import load_topology

    state = new_game(load_topology(shipped_maps()["autumn"]), ["marquise"])
    state.map_name = "/somewhere/my-map.json"
    with pytest.raises(BadInput):
        export(state)


def test_a_won_game_writes_its_winner_and_reads_back_won():
    state = new_game("autumn", ["marquise", "eyrie"], seed=3)
    perform(state, act.Score("eyrie", 30), ENFORCE)
    written = export(state)
    assert written.splitlines()[-1] == "Winner: E"  # who won (3.1), the log's last line
    log = read_text(written)
    assert [f.code for f in log.winner] == ["E"]
    again = replay_log(log).state
    assert again.winner == state.winner and again.scores == state.scores


def test_an_export_names_no_card_only_its_owner_knows():
    """A hand's cards are its owner's (1.2.1): drawn knowingly or given by name, they are not in
    the exported log, which the table reads; the cards the table saw (discarded, crafted into
    play) are, and read back so."""
    from rootboard.game.cards.actions import Discard, Draw, Give
    from rootboard.game.cards.names import card_title
    from rootboard.game.cards.table import cards_view
    from rootboard.game.replay import TEACH
    from rootboard.game.craft import Craft

    state = new_game("autumn", ["marquise", "eyrie"], seed=3)
    for action in (Draw("marquise", 3, ("armorers", "anvil")), Draw("eyrie", 2, ("sappers",)),
                   Give("eyrie", "marquise", ("sappers",)), Discard("marquise", ("anvil",)),
                   Craft("marquise", "armorers")):
        assert perform(state, action, TEACH).applied, action
    written = export(state).lower()
    hidden = cards_view(state, "marquise").known["marquise"]
    assert hidden == ["sappers"]
    for card in hidden:
        assert card_title(card, "en").lower() not in written and card not in written
    again = replay_log(read_text(export(state)))
    assert cards_view(again.state).discard == ["anvil"] and cards_view(again.state).play == {"marquise": ["armorers"]}

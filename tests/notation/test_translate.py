"""What single Rootlog actions become, read with the turn around them and the position."""

from __future__ import annotations

from rootboard.game.factions import LAW
from rootboard.notation import read_text
from rootboard.notation.replay import replay_log
from rootboard.notation.start import seating, starting_position
from rootboard.notation.translate import Covered, NotModelled, Planned, Translator
from rootboard.notation.translate.plots import plot_kinds

LAKE = "Map: Lake\nDeck: E&P\nClearings: M1, F2, R3, R4, F5, M6, R7, F8, R9, M10, M11, F12\n"


def steps_of(text: str, index: int):
    """The steps of the ``index``-th action of the log's last turn, in the position the replay
    reaches just before it (the turn's earlier actions replayed)."""
    log = read_text(text)
    turn = log.turns[-1]
    action = turn.actions[index]
    lines = text.split("\n")
    before = "\n".join([*lines[:turn.line - 1], lines[turn.line - 1][:action.col - 1].rstrip("/")])
    report = replay_log(read_text(before + "\n"))
    translator = Translator(log, LAW)
    translator.begin(turn)
    for n, earlier in enumerate(turn.actions[:index]):  # what the turn carries (boots, a battle)
        translator.translate(report.state.copy(), earlier, n)
    return translator.translate(report.state, action, index)


def test_the_seating_is_the_first_round_and_suits_come_from_the_header():
    log = read_text(LAKE + "E: A\nC: B\n\nE:b+6w->1\nC:t_k->4\nC:w->4\nE:w->1\n")
    assert [code.letter for code in seating(log)] == ["C", "E"]
    state = starting_position(log)
    assert state.factions == ["marquise", "eyrie"] and state.suits[1] == "mouse" and state.suits[12] == "fox"
    assert state.ferry == state.topology.board.ferry_start  # the Lake's own Ferry, as Rootlog assumes


def test_warriors_written_with_the_ferry_move_by_ferry():
    text = LAKE + "C: A\n\nC:t_k->4/w->1+5\n\nC:(w+f)1->12\n"
    found = steps_of(text, 0)
    moves = [s for s in found if isinstance(s, Planned)]
    assert len(moves) == 1 and moves[0].action.request.ferry and moves[0].action.request.destination == 12
    assert any(isinstance(s, Covered) for s in found)  # the Ferry's own step goes with the move


def test_boots_then_a_pawn_move_is_a_move_and_the_boots_are_its_own():
    text = "Map: Fall\nDeck: Standard\nV: A\n\nV:#thief->$/p->1_2_5_10\n\nV:p->10/%f->e/p->12\n"
    covered = steps_of(text, 1)
    assert [type(s) for s in covered] == [Covered]
    (slip,) = steps_of(text, 0)
    assert slip.action.request.slip is True


def test_a_rest_in_a_forest_and_a_refresh_of_named_items():
    text = ("Map: Fall\nDeck: Standard\nV: A\n\nV:#thief->$/p->1_2_5_10\n\n"
            "V:p->10/%s->e+d/%t->e/%r->e/p->1_9_10_12/%_d->s+r/%t+%r->r\n")
    rest = steps_of(text, 5)
    assert [s.action.kind for s in rest] == ["rest"]
    refresh = steps_of(text, 6)
    assert [s.action.kind for s in refresh] == ["refresh"] and refresh[0].action.items == ("tea", "torch")


def test_relationships_set_the_allied_track_as_rootlog_names_its_spaces():
    text = ("Map: Fall\nDeck: Standard\nV: A\nC: B\n\nV:#thief->$/p->1_2_5_10\nC:t_k->1\n\n"
            "V:$_C->1/$_C->2/$_C->a/$_C->h\n")
    report = replay_log(read_text(text))
    kinds = [e["action"]["type"] for e in report.state.history if e["action"]["type"] in ("allied", "hostile")]
    spaces = [e["action"]["space"] for e in report.state.history if e["action"]["type"] == "allied"]
    board = report.state.vagabonds["vagabond"]
    assert kinds == ["allied", "allied", "allied", "hostile"]
    assert spaces == [1, spaces[2] - 1, spaces[2]] and board.space("marquise") == spaces[2]  # 2 is next to Allied
    assert report.state.hostile["vagabond"] == {"marquise"}


def test_a_plot_swapped_by_a_trick_takes_the_kind_shown_where_it_went():
    text = ("Map: Fall\nDeck: E&P\nP: A\n\nP:w->1+6+9\n\n"
            "P:w1->/t->1/w6->/t->6\nP:t1<->t6\nP:t6^t_b\nP:t1^t_s\n")
    log = read_text(text)
    kinds = plot_kinds(log, LAW)
    placed = {key[:2]: kind for key, kind in kinds.items()}
    first, second = log.turns[1].actions[1], log.turns[1].actions[3]
    assert placed[(first.line, first.col)] == "bomb"  # placed in 1, swapped to 6, flipped there
    assert placed[(second.line, second.col)] == "snare"


def test_cards_a_character_and_boat_builders_are_replayed():
    text = ("Map: Winter\nDeck: E&P\nClearings: F1, M2, R3, F4, M5, F6, M7, M8, R9, F10, R11, R12\nV: A\nC: B\n\n"
            "V:#ranger->$/p->1_2_5_6_11_12\nC:t_k->1\n\nV:#->V\nC:Zboat/#boatC$->\n")
    report = replay_log(read_text(text))
    assert report.state.vagabonds["vagabond"].character == "ranger"
    kinds = [e["action"] for e in report.state.history if e["action"]["type"] == "effect"]
    assert [(k["effect"], k["on"]) for k in kinds] == [("boat-builders", True), ("boat-builders", False)]
    assert [e["action"]["type"] for e in report.state.history if e["action"]["type"] in ("draw", "craft")] == \
        ["draw", "craft"]
    assert not [f for f in report.flags if f.line == 10]  # the Vagabond's draw (16.6.6)


def test_not_modelled_steps_name_their_reason_and_change_nothing():
    text = "Map: Fall\nDeck: Standard\nC: A\n\nC:t_k->1\n\nC:#->C/$_f->2/#baronofdirt->$\n"
    for index in (1, 2):
        found = steps_of(text, index)
        assert found and all(isinstance(s, NotModelled) for s in found)


def test_a_battle_that_removes_its_pieces_itself_covers_the_logs_removals():
    fought = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1/w->1+2+3+5\nE:b+6w->3\n\nC:XE3/Ew3->/++\n"
    assert [type(s) for s in steps_of(fought, 1)] == [Covered]  # the Battle removed it (4.3.4)
    cannot = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1/w->1+2+5\nE:b+6w->3\n\nC:XE3/Ew3->/++\n"
    replayed = replay_log(read_text(cannot))  # no Marquise warrior in 3: the removal is replayed, in battle
    removal = next(e["action"] for e in replayed.state.history if e["action"]["type"] == "remove")
    assert removal["by"] == "marquise" and removal["request"]["in_battle"] is True

def test_a_craft_named_by_its_item_carries_the_judgement_the_replay_would_make():
    # Z%b names the item only: each card that makes it is judged on the position, and the one
    # chosen keeps its judgement for the replay (Planned.judgement), which is what the replay's
    # own judging gives on the same position (rootboard.game.turns.check.judged). A refused one
    # carries none: the replay judges it again, as any step it plans.
    from rootboard.game.turns.check import judged

    text = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1/b_w->2\nE:2w->3\n\nC:4#->C/Z%b\n"
    log = read_text(text)
    turn = log.turns[-1]
    state = replay_log(read_text(text.rsplit("/Z%b", 1)[0] + "\n")).state
    translator = Translator(log, LAW)
    translator.begin(turn)
    for n, earlier in enumerate(turn.actions[:-1]):
        translator.translate(state.copy(), earlier, n)
    (step,) = translator.translate(state, turn.actions[-1], len(turn.actions) - 1)
    assert step.judgement is not None
    carried, edits_of = step.judgement
    verdict, again = judged(state, step.action)
    assert carried == verdict and carried.legal  # a card that makes it, paid by the workshop (4.1.1)
    assert edits_of() == again()


def test_keeper_warriors_carry_the_relics_written_beside_them_and_others_carry_none():
    # Devout Knights (15.2.4): one relic per moving warrior, read from the move's other steps;
    # a faction that carries nothing moves its warriors alone, relics or not in their clearing.
    setup = "Map: Fall\nDeck: E&P\nK: A\nC: B\n\nK:4w->1/t_t->1/t_f->1\nC:t_k->12/w->12+1\n\n"
    # Each of their moves is the act of a Retinue card first (15.5.2.I), then everyone's move.
    (act, carried) = steps_of(setup + "K:(2w+t_t+t_f)1->5\n", 0)
    assert (act.action.kind, act.action.column, act.action.clearing) == ("keepers-act", "move", 1)
    assert carried.action.request.carry == ("tablet", "figure") and carried.action.request.count == 2
    (_, alone) = steps_of(setup + "K:w1->5\n", 0)
    assert alone.action.request.carry == ()
    (hers,) = steps_of(setup + "K:w1->5\nC:w1->5\n", 0)  # the last turn, hers
    assert hers.action.request.faction == "marquise" and hers.action.request.carry == ()


def test_plot_kinds_makes_the_steps_only_of_moves_with_a_piece_placed_face_down():
    # Only the Corvids' pieces can be placed face down (PieceType.face_down): the Marquise's
    # moves are passed over without their steps being made; the Corvids' are followed.
    text = ("Map: Fall\nDeck: E&P\nC: A\nP: B\n\nC:w->1+6\nP:w->3\n\n"
            "C:w1->2/#->C\nP:t->3\nP:t3^t_b\n")
    log = read_text(text)
    kinds = plot_kinds(log, LAW)
    marquise_moves = [a for t in log.turns if t.faction.letter == "C" for a in t.actions if hasattr(a, "things")]
    corvid_moves = [a for t in log.turns if t.faction.letter == "P" for a in t.actions if hasattr(a, "things")]
    assert marquise_moves and not any("_steps" in move.__dict__ for move in marquise_moves)
    assert all("_steps" in move.__dict__ for move in corvid_moves)
    placed = log.turns[3].actions[0]
    assert kinds == {(placed.line, placed.col, 0): "bomb"}


def test_plot_kinds_reads_no_move_in_a_game_without_face_down_pieces():
    text = "Map: Fall\nDeck: E&P\nC: A\nE: B\n\nC:w->1+6\nE:w->3\n\nC:w1->2\nE:w3->4/t->4\n"
    log = read_text(text)
    assert plot_kinds(log, LAW) == {}
    assert not any("_steps" in action.__dict__ for _, action in log.actions())

"""The Lord of the Hundreds in a Rootlog (rootboard/notation/translate/hundreds.py): hand-written logs
after the spec's "Lord of the Hundreds" section and its example (``w12->/w_w->12``), no published
game having the faction. Each line of theirs is read as their room's action and judged by its rules;
what the log leaves out (the mob die) is taken from what it shows, and said."""

from __future__ import annotations

from rootboard.game.factions.hundreds.board import (FIRST_MOOD, LAVISH_WARRIORS, hoard, mobs, mood, prowess,
                                                    strongholds, warlords_clearing)
from rootboard.notation import read_text
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.notation.translate.points import NOT_RECORDED
from tests.cli.test_command_imports import imported_by, under

HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nH: Rats\n\n"
# The Marquise's keep in corner 1 and a workshop in 9; the Hundreds in corner 4 (14.3.2).
SETUP = "C:t_k->1/w->1+2+3+5+6+7+8+9+10+11+12/b_s->1/b_w->9/b_r->5\nH:b->4/w_w->4/4w->4\n"
HUNDREDS = "hundreds"
WARRIOR_PIECE = "warrior"
MOB = "mob"
OPPRESS = "hundreds-oppress"


def _replay(*turns: str):
    return replay_log(read_text(HEADER + SETUP + "".join(f"{t}\n" for t in turns)))


def _kinds(report) -> list[str]:
    """Their actions but Oppress, which ends each of their turns here (14.6.2; its own tests below)."""
    return [e["action"]["type"] for e in report.state.history
            if e["action"]["type"].startswith(HUNDREDS) and e["action"]["type"] != OPPRESS]


def _flags(report) -> list:
    """The flags but Oppress's points that a log of another subject leaves unwritten (14.6.2)."""
    return [f for f in report.flags if not (f.message.id == NOT_RECORDED.id and f.section == "14.6.2")]


def _doubts(report) -> list[tuple[str, str, str, str]]:
    """(text, category, message id, first section) of each flag but the assumed ones."""
    return [(f.text, f.category, f.message.id, f.section) for f in report.flags if f.category != ASSUMED]


def _last(report, kind: str) -> dict:
    return [e["action"] for e in report.state.history if e["action"]["type"] == kind][-1]


def test_a_mood_card_put_on_their_board_is_choose_mood_and_the_same_one_again_is_refused():
    chosen = _replay("C:w2->6", "H:#wrathful->$")
    assert _kinds(chosen) == ["hundreds-mood"] and mood(chosen.state) == "wrathful"
    assert _doubts(chosen) == []
    again = _replay("C:w2->6", "H:#wrathful->$", "C:w6->2", "H:#wrathful->$")
    assert [(d[1], d[2], d[3]) for d in _doubts(again)] == [(ILLEGAL, "hundreds.mood.same", "14.4.4")]


def test_stubborn_in_their_setup_line_is_the_mood_their_board_starts_with():
    log = HEADER + SETUP.replace("4w->4", "4w->4/#stubborn->$") + "C:w2->6\n"
    report = replay_log(read_text(log))
    assert [(f.category, f.message.id, f.section) for f in report.flags] == []
    assert _kinds(report) == [] and mood(report.state) == FIRST_MOOD
    # Another mood in the setup line is no setup's: the card table says it does not keep it.
    other = replay_log(read_text(log.replace("#stubborn", "#wrathful")))
    assert _kinds(other) == [] and other.flags


def test_their_first_warriors_placed_are_recruit_at_the_warlord_and_the_strongholds():
    before = _replay("C:w2->6").state
    at = warlords_clearing(before)
    wanted = {c: n for c, n in strongholds(before).items()}
    wanted[at] = wanted.get(at, 0) + prowess(before)
    written = "/".join(f"{n}w->{c}" for c, n in sorted(wanted.items()))
    after = _replay("C:w2->6", f"H:{written}")
    assert _kinds(after) == ["hundreds-recruit"] and _flags(after) == []
    for c, n in wanted.items():
        assert after.state.count(c, (HUNDREDS, "warrior")) == before.count(c, (HUNDREDS, "warrior")) + n
    # Another count than the rules': the Recruit's, said, and the rules' kept (14.4.2).
    more = _replay("C:w2->6", f"H:{sum(wanted.values()) + 1}w->{at}")
    assert _kinds(more) == ["hundreds-recruit"]
    assert [(f.category, f.message.id, f.section) for f in _flags(more)] == \
        [(ASSUMED, "rootlog.replay.recruit-differs", "14.4.2")]
    assert more.state.count(at, (HUNDREDS, "warrior")) == after.state.count(at, (HUNDREDS, "warrior"))


def test_the_warlord_replacing_a_warrior_is_anoint_as_the_spec_writes_it():
    # The warlord left out of the setup: off the map, Anoint places it (14.4.3).
    log = HEADER + SETUP.replace("w_w->4/", "") + "C:w2->6\nH:w4->/w_w->4\n"
    before = replay_log(read_text(HEADER + SETUP.replace("w_w->4/", "") + "C:w2->6\n")).state
    report = replay_log(read_text(log))
    assert _kinds(report) == ["hundreds-anoint"] and _doubts(report) == []
    assert warlords_clearing(report.state) == 4
    assert report.state.count(4, (HUNDREDS, "warrior")) == before.count(4, (HUNDREDS, "warrior")) - 1
    # The warlord on the map already: refused (14.4.3).
    refused = _replay("C:w2->6", "H:w4->/w_w->4")
    assert ("w_w->4", IMPOSSIBLE, "hundreds.anoint.on-map", "14.4.3") in _doubts(refused)


def test_the_warlord_moved_last_in_daylight_is_advance_and_with_a_command_after_it_a_move():
    advanced = _replay("C:w2->6", "H:#wrathful->$/(w_w+3w)4->9")
    assert _kinds(advanced) == ["hundreds-mood", "hundreds-advance"]
    assert _last(advanced, "hundreds-advance") == {"type": "hundreds-advance", "to": 9, "warriors": 3}
    assert warlords_clearing(advanced.state) == 9 and _doubts(advanced) == []
    commanded = _replay("C:w2->6", "H:#wrathful->$/(w_w+w)4->9/w4->8")
    assert "hundreds-advance" not in _kinds(commanded)
    assert [e["action"]["type"] for e in commanded.state.history if e["action"]["type"] != OPPRESS][-3:-1] == \
        ["move", "move"]


def test_a_card_then_a_piece_is_build_or_incite_and_their_rules_judge_it():
    turn = "H:#wrathful->$/(w_w+3w)4->9/M#H->/t->9"
    incited = _replay("C:w2->6", turn)
    assert _kinds(incited)[-1] == "hundreds-incite" and _last(incited, "hundreds-incite")["clearing"] == 9
    assert 9 in mobs(incited.state) and _doubts(incited) == []
    # No Hundreds warrior in the clearing: refused with its section (14.6.1).
    far = _replay("C:w2->6", "H:#wrathful->$/M#H->/t->12")
    assert ("t->12", ILLEGAL, "hundreds.incite.no-warrior", "14.6.1") in _doubts(far)
    built = _replay("C:w2->6", "H:#wrathful->$/(w_w+3w)4->9/M#H->/b->9")
    # A Build after the warlord's move: Command's (14.5.2), so the move is a Command move, no Advance.
    assert _kinds(built) == ["hundreds-mood", "hundreds-build"]
    assert built.state.count(9, (HUNDREDS, "stronghold")) == 1
    unruled = _replay("C:w2->6", "H:#wrathful->$/F#H->/b->8")
    assert ("b->8", ILLEGAL, "hundreds.build.not-ruled", "14.5.2") in _doubts(unruled)
    # No card written before the piece: one not named is spent, said.
    unwritten = _replay("C:w2->6", "H:#wrathful->$/(w_w+3w)4->9/b->9")
    assert [(f.text, f.message.id) for f in _flags(unwritten)] == [("b->9", "rootlog.replay.hundreds-card-unwritten")]


# A turn of theirs, its last ++ Oppress's at its end (14.6.2): their corner, 4, theirs alone.
OPPRESSING = "H:#wrathful->$/(w_w+3w)4->9/M#H->/t->9/++"


def test_raze_is_played_before_their_turn_and_the_log_s_removals_and_point_are_its_own():
    report = _replay("C:w2->6", OPPRESSING, "C:w6->11", "H:Cb_w9->/++/#rowdy->$/++")
    assert _kinds(report)[-2:] == ["hundreds-raze", "hundreds-mood"]
    assert report.state.count(9, ("marquise", "workshop")) == 0
    # The first ++ of the turn Raze's (3.2.1), the last Oppress's: nothing scored twice or unwritten.
    assert report.flags == [] and report.state.scores[HUNDREDS] == report.log_scores[HUNDREDS]
    assert [e["action"]["type"] for e in report.state.history][-3:] == ["hundreds-mood", OPPRESS, "end-turn"]


def test_a_mob_with_no_card_after_raze_is_the_spread_its_die_taken_from_the_clearing():
    first = OPPRESSING
    report = _replay("C:w2->6", first, "C:w6->11", "H:Cb_w9->/++/t->12/++")
    spread = _last(report, "hundreds-mob")
    assert spread == {"type": "hundreds-mob", "clearing": 12, "suit": report.state.suits[12]}
    assert [(f.text, f.category, f.message.id, f.section) for f in report.flags] == \
        [("t->12", ASSUMED, "rootlog.replay.mob-die", "14.4.1")]
    # Adjacent to no mob: the spread's rules refuse it (14.4.1).
    alone = _replay("C:w2->6", first, "C:w6->11", "H:t->3")
    assert ("t->3", ILLEGAL, "hundreds.mob.not-near", "14.4.1") in _doubts(alone)


def test_their_reader_and_writer_are_imported_for_their_log_only(tmp_path):
    """A log without them imports neither module; one with them imports both (export included)."""
    ours = ["rootboard.notation.translate.hundreds", "rootboard.notation.export.hundreds"]
    without = tmp_path / "without.rootlog"
    without.write_text("Map: Fall\nDeck: E&P\nC: Cat\nE: Birds\n\nC:t_k->1/w->1\nE:w->3\nC:w1->5\n", encoding="utf-8")
    assert under(imported_by(["replay", str(without), "--json"], tmp_path, exits=(0, 1)), ours) == []
    with_them = tmp_path / "with.rootlog"
    with_them.write_text(HEADER + SETUP + "C:w2->6\nH:#wrathful->$\n", encoding="utf-8")
    game = tmp_path / "game.json"
    assert under(imported_by(["import", str(with_them), "-o", str(game)], tmp_path, exits=(0, 1)), ours) == ours[:1]
    assert under(imported_by(["export", str(game), "-o", str(tmp_path / "out.rootlog")], tmp_path), ours) == ours[1:]


LAVISH_SETUP = "C:t_k->1/w->1+2+3+5+6+7+8+10+11+12/b_s->1/b_r->5\nH:b->9/w_w->9/4w->9\n"


def test_items_removed_from_their_board_are_lavish_and_the_warriors_after_its_own():
    crafted = "H:2w->9/#grandiose->$/Z%t/#->H"  # tea, crafted into the Hoard (14.2.3, 14.2.4)
    before = replay_log(read_text(HEADER + LAVISH_SETUP + f"C:w2->6\n{crafted}\nC:w6->2\nH:w->9+9+9/#lavish->$\n"))
    assert hoard(before.state) == ("tea",)
    log = HEADER + LAVISH_SETUP + f"C:w2->6\n{crafted}\nC:w6->2\nH:w->9+9+9/#lavish->$/%t$->/2w->9\n"
    report = replay_log(read_text(log))
    assert _last(report, "hundreds-lavish") == {"type": "hundreds-lavish", "items": ["tea"]}
    assert hoard(report.state) == () and _doubts(report) == []
    assert report.state.count(9, (HUNDREDS, "warrior")) == \
        before.state.count(9, (HUNDREDS, "warrior")) + LAVISH_WARRIORS
    # Not Lavish: its mood refuses it (14.7.4); an item the Hoard does not hold cannot be removed.
    moody = replay_log(read_text(log.replace("#lavish->$", "#rowdy->$")))
    assert ("%t$->", ILLEGAL, "hundreds.mood.not-kept", "14.7.4") in _doubts(moody)
    missing = replay_log(read_text(log.replace("%t$->", "%h$->")))
    assert ("%h$->", IMPOSSIBLE, "hundreds.lavish.not-held", "14.7.4") in _doubts(missing)


def test_raze_removes_a_face_down_plot_and_the_log_s_removal_of_it_is_its_own():
    log = ("Map: Fall\nDeck: E&P\nP: Crows\nH: Rats\n\nP:2w->6/3w->9\nH:b->4/w_w->4/4w->4\nP:w9->/t->9\n"
           "H:2w->4/#wrathful->$/(w_w+3w)4->9/M#H->/t->9/++/#->H\nP:w6->2\nH:Pt9->/++/++\n")
    report = replay_log(read_text(log))
    assert _kinds(report)[-1] == "hundreds-raze" and _doubts(report) == []
    plots = hidden_kinds(report.state.law, "corvids", "plot")  # the kinds a face-down plot may be (13.2.2)
    assert plots and not any(report.state.count(9, ("corvids", kind)) for kind in plots)
    # The first ++ of the turn Raze's (3.2.1), each turn's last Oppress's (14.6.2).
    assert report.state.scores[HUNDREDS] == report.log_scores[HUNDREDS]
    assert [e["action"]["type"] for e in report.state.history].count(OPPRESS) == 2


def _ruin_next_to_their_corner() -> int:
    """A clearing with a ruin adjacent to their corner (4), from the position the setup leaves."""
    from rootboard.game.factions.hundreds.board import adjacent_clearings

    state = _replay("C:w2->6").state
    return next(c for c in adjacent_clearings(state, warlords_clearing(state)) if state.count(c, ("map", "ruin")))


def test_the_item_taken_from_a_mob_s_ruin_is_raze_s_own_into_the_hoard():
    ruin = _ruin_next_to_their_corner()
    first = f"H:#wrathful->$/(w_w+3w)4->{ruin}/B#H->/t->{ruin}"  # a bird card: wild (2.1.1)
    report = _replay("C:w2->6", first, "C:w6->11", f"H:#rowdy->$/%h{ruin}->$")
    assert _last(report, "hundreds-raze") == {"type": "hundreds-raze", "items": [{"clearing": ruin, "item": "hammer"}]}
    assert hoard(report.state) == ("hammer",) and report.state.explored == {ruin: ["hammer"]}
    assert not report.state.count(ruin, ("map", "ruin"))  # its last item: the ruin goes (14.4.1)
    assert _doubts(report) == []
    # The log writing no item for the ruin: Raze's doubt, with its section, the ruin kept.
    unnamed = _replay("C:w2->6", first, "C:w6->11", "H:#rowdy->$")
    assert _doubts(unnamed) == [("#rowdy->$", ILLEGAL, "hundreds.raze.item-unnamed", "14.4.1")]
    assert unnamed.state.count(ruin, ("map", "ruin")) and hoard(unnamed.state) == ()
    # An item no ruin holds (tea): refused, its section said.
    tea = _replay("C:w2->6", first, "C:w6->11", f"H:%t{ruin}->$/#rowdy->$")
    assert (f"%t{ruin}->$", IMPOSSIBLE, "hundreds.raze.not-r-item", "14.4.1") in _doubts(tea)


# --- Oppress (14.6.2): scored by the rules at the end of their turn, their ++ set against it ------------

def _oppress_points(report) -> int:
    """What the rules score for Oppress on the position the replay ends on (their turn's pieces)."""
    from rootboard.game.factions.hundreds.board import oppress_points

    return oppress_points(report.state)


def test_oppress_is_scored_at_the_end_of_their_turn_and_their_last_plus_is_set_against_it():
    written = _replay("C:w2->6", "H:#wrathful->$/++")
    assert [e["action"]["type"] for e in written.state.history][-3:] == ["hundreds-mood", OPPRESS, "end-turn"]
    assert written.flags == [] and written.state.scores[HUNDREDS] == written.log_scores[HUNDREDS]
    assert written.state.scores[HUNDREDS] == _oppress_points(written) > 0
    # More than Oppress scores: the rest is the log's plain score, nothing scored twice.
    more = _replay("C:w2->6", "H:#wrathful->$/++3")
    assert more.flags == [] and more.state.scores[HUNDREDS] == more.log_scores[HUNDREDS] == 3


def test_oppress_the_log_does_not_write_is_scored_and_said():
    report = _replay("C:w2->6", "H:#wrathful->$")
    assert OPPRESS in [e["action"]["type"] for e in report.state.history]
    assert [(f.text, f.category, f.message.id, f.section) for f in report.flags] == \
        [("#wrathful->$", ASSUMED, NOT_RECORDED.id, "14.6.2")]
    assert report.state.scores[HUNDREDS] == _oppress_points(report) and report.log_scores[HUNDREDS] == 0


def test_no_oppress_when_no_clearing_is_oppressed():
    # Their only clearing shared with a Cat warrior: nothing oppressed, nothing made or said.
    report = _replay("C:w8->4", "H:#wrathful->$")
    assert _oppress_points(report) == 0 and OPPRESS not in [e["action"]["type"] for e in report.state.history]
    assert report.flags == []


# --- Bitter (14.7.1): their mobs removed right before their battle in the warlord's clearing ----------

# Bitter chosen and a mob incited in the warlord's clearing, their corner 4; a Cat warrior comes in.
BITTER = ("C:w2->6", "H:#bitter->$/R#H->/t->4/++", "C:w8->4")


def test_mobs_removed_before_their_battle_in_the_warlord_s_clearing_are_the_battle_s_bitter():
    before = _replay(*BITTER).state
    for written in ("H:t4->/w->4/XC4(2,0)/Cw4->/++", "H:t4->/XC4(2,0)/Cw4->/++"):  # its warrior written or not
        report = _replay(*BITTER, written)
        assert report.flags == [], written
        battle = _last(report, "battle")
        assert battle["effects"] == [f"bitter={warlords_clearing(before)}"]  # the battle's effect (14.7.1)
        assert "remove" not in [e["action"]["type"] for e in report.state.history[len(before.history):]]
        assert report.state.count(4, (HUNDREDS, MOB)) == 0 and report.state.count(4, ("marquise", "warrior")) == 0
        assert report.state.count(4, (HUNDREDS, WARRIOR_PIECE)) == before.count(4, (HUNDREDS, WARRIOR_PIECE)) + 1


def test_mobs_removed_before_a_battle_are_read_as_written_when_it_is_not_bitter_s():
    # Another mood (Wrathful), or other warriors placed than Bitter's: the removal is everyone's.
    for turns in ((*BITTER[:1], "H:#wrathful->$/R#H->/t->4/++", BITTER[2], "H:t4->/XC4(2,0)/Cw4->/++"),
                  (*BITTER, "H:t4->/2w->4/XC4(2,0)/Cw4->/++")):
        report = _replay(*turns)
        assert _last(report, "battle")["effects"] == []
        assert "remove" in [e["action"]["type"] for e in report.state.history]
        assert report.state.count(4, (HUNDREDS, MOB)) == 0

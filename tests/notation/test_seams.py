"""Battles and plots replayed through rootboard's own actions (rootboard.notation.translate.seams).

A Rootlog battle writes no dice: the replay finds the rolls that make rootboard's Battle remove
what the log removes after it, and flags a battle no rolls reproduce. The Corvids' plots are
flipped, tricked and exposed by rootboard's Flip, Trick and Expose; a face-down plot's kind is
never said before the log shows it.
"""

from __future__ import annotations

import json
from collections import Counter

from rootboard.records import replace

from rootboard.game.actions import Place
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.corvids.plots import PLOTS, plot_in
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import TEACH, apply_action
from rootboard.game.state import Edit
from rootboard.notation import model as m
from rootboard.notation import read_file, read_text, replay
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, NOT_MODELLED, replay_log
from rootboard.notation.translate.steps import Planned
from tests.notation.games import GAMES_DIR, PUBLISHED

GAME5 = GAMES_DIR / "2020_11_20_winter_tournament_r1g5.rootlog"
HEADER = "Map: Fall\nDeck: Standard\nC: Cat\nE: Bird\n\n"
SETUP = "C:t_k->1/w->1+2+5+6+9+10/b_s->1/b_w->5/b_r->10\nE:b+6w->3\n\n"
CORVID_HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nP: Crows\n\n"
CORVID_SETUP = "C:t_k->1/w->1+2+6/b_s->1\nP:2w->6/2w->9\n\n"


def replayed(turns: str, header: str = HEADER, setup: str = SETUP):
    return replay_log(read_text(header + setup + turns))


def flags(report, *categories):
    return [(f.line, f.col, f.category, f.message.id) for f in report.flags if f.category in categories]


def entries(report, kind):
    return [e for e in report.state.history if e["action"]["type"] == kind]


def removed_by(entry, where) -> Counter:
    """What one history entry removed from ``where``: (faction, piece) -> count."""
    found = Counter()
    for edit in (Edit.from_json(e) for e in entry["edits"]):
        if edit.op == "shift" and edit.args[2] == where and edit.args[3] != where:
            found[(edit.args[0], edit.args[1])] += edit.args[4]
    return found


# --- battles ------------------------------------------------------------------------------------

def test_a_battle_of_a_real_game_is_replayed_as_a_battle_whose_removals_are_the_logs():
    report = replay_log(read_file(GAME5))
    line = next(n for n, text in enumerate(GAME5.read_text().splitlines(), 1) if text.startswith("E:") and "XA8/At8->" in text)
    col = GAME5.read_text().splitlines()[line - 1].index("XA8") + 1
    assert not [f for f in report.flags if (f.line, f.col) == (line, col)]  # dice were found for it
    moment = next(n for n, m in enumerate(report.moments) if (m.line, m.col) == (line, col))
    start, end = report.moments[moment - 1].cursor, report.moments[moment].cursor
    (entry,) = report.state.history[start:end]
    assert entry["action"]["type"] == "battle" and entry["action"]["clearing"] == 8
    assert removed_by(entry, 8) == Counter({("alliance", "sympathy"): 1})  # the log's At8->
    after = next(n for n, m in enumerate(report.moments) if (m.line, m.col) == (line, col + len("XA8/")))
    assert report.moments[after].cursor == end  # its removal is the battle's: not made twice
    assert not [f for f in report.flags if (f.line, f.col) == (line, col + len("XA8/"))]


def test_most_battles_of_the_published_games_are_replayed_as_battles():
    log = read_file(GAME5)
    written = sum(1 for _, action in log.actions() if isinstance(action, m.Battle))
    assert len(entries(replay_log(log), "battle")) > written / 2


def test_a_battle_resolved_to_match_the_log_is_applied_as_judging_it_afresh_would(monkeypatch):
    # The translation resolves a battle to find the dice (4.3.2); applying it reuses that
    # resolution only on the position it was made on, and it is what judging again gives.
    reused, planned = [], replay._Run.planned

    def checked(run, action, moment, step, as_planned=False):
        if as_planned and step.judgement is not None:
            verdict, edits_of = step.action.judged(run.state)
            assert step.judgement[0] == verdict and verdict.legal
            assert step.judgement[1]() == edits_of()
            reused.append(step.action)
        return planned(run, action, moment, step, as_planned)

    monkeypatch.setattr(replay._Run, "planned", checked)
    for game in PUBLISHED:
        replay_log(read_file(game))
    assert len(reused) == len({id(b) for b in reused}) > 0


def test_a_judgement_planned_on_another_position_is_not_used():
    # Two steps of one action: the battle's judgement was made before the first step changed
    # the position, so the battle is judged again where it is fought (4.3).
    report = replayed("")
    run = replay._Run(report, replay.Translator(report.log, report.state.law))
    run.recording = True
    state = run.state
    reinforce = Place(PieceRequest("marquise", "warrior", 3))
    battle = Battle("marquise", "eyrie", 3, (2, 1))

    def stale_edits():
        raise AssertionError("a judgement of another position was applied")

    expected = state.copy()
    apply_action(expected, reinforce, TEACH)
    written = m.Move((), ())
    run.steps(written, run.moment(written, 0),
              [Planned(reinforce), Planned(battle, judgement=(battle.check(state), stale_edits))], counted=False)
    assert state.history[-1]["action"]["type"] == "battle"
    assert state.history[-1]["verdict"] == battle.check(expected).to_json()


def test_the_dice_are_found_from_what_the_log_removes():
    report = replayed("E:2w3->6/XC6/Cw6->\n")  # one Marquise warrior in 6: one hit dealt, none taken
    assert flags(report, ILLEGAL, IMPOSSIBLE, NOT_MODELLED) == []
    (battle,) = entries(report, "battle")
    assert removed_by(battle, 6) == Counter({("marquise", "warrior"): 1})
    assert report.state.count(6, ("eyrie", "warrior")) == 2 and report.state.count(6, ("marquise", "warrior")) == 0
    assert not entries(report, "remove")  # the log's removal is the battle's own


def test_every_pair_of_dice_is_tried_once_the_written_first_then_the_nearest_to_the_logs_hits():
    # The order decides which of two pairs that both reproduce the log is the battle's: the
    # written pair, then by distance to the hits the removals show, ties in PAIRS's order. The
    # order is worked out once for each such hits: a caller's list is its own.
    from rootboard.notation.translate.battles import PAIRS, rolls_to_try, told

    log = read_text(HEADER + SETUP + "E:2w3->6/XC6/Cw6->\n")
    actions = [a for _, a in log.actions()]
    fought = next(a for a in actions if isinstance(a, m.Battle))
    later = actions[actions.index(fought) + 1:]
    state = replay_log(read_text(HEADER + SETUP)).state
    said = told(state, fought, later, "eyrie")
    assert said.removed == {("marquise", "warrior"): 1}
    # The hits the removals show: the attacker's (the higher roll's), the defender's.
    dealt = tuple(sum(n for (fid, _), n in said.removed.items() if fid == side) for side in ("marquise", "eyrie"))
    tried = rolls_to_try(fought, said)
    assert sorted(tried) == sorted(PAIRS) and len(tried) == len(PAIRS)
    distance = [abs(h - dealt[0]) + abs(low - dealt[1]) for h, low in tried]
    assert distance == sorted(distance)
    assert all(PAIRS.index(a) < PAIRS.index(b) for a, b, da, db in zip(tried, tried[1:], distance, distance[1:])
               if da == db)
    tried.reverse()
    assert rolls_to_try(fought, said)[0] == tried[-1]  # not the list just reversed
    written = next(p for p in PAIRS if p != tried[-1])
    assert rolls_to_try(replace(fought, rolls=written), said)[0] == written


def test_points_a_battle_scores_are_set_against_the_logs():
    setup = "C:t_k->1/w->1+2+5+6+9+10/b_s->1/b_w->6/b_r->10\nE:b+6w->3\n\n"
    report = replayed("E:2w3->6/XC6/(Cw+Cb_w)6->/++\n", HEADER, setup)  # a warrior, then the workshop: 1 VP (3.2.1)
    assert flags(report, ILLEGAL, IMPOSSIBLE, NOT_MODELLED, ASSUMED) == []
    assert report.scores["eyrie"] == report.log_scores["eyrie"] == 1
    assert not entries(report, "score")  # the battle scored it; the log's ++ records it


def test_an_ambush_the_log_writes_is_the_battles():
    report = replayed("E:2w3->6/XC6F@/2w6->\n")  # the Marquise's fox ambush: two hits at once (4.3.1)
    assert flags(report, ILLEGAL, IMPOSSIBLE, NOT_MODELLED) == []
    (battle,) = entries(report, "battle")
    assert battle["action"]["ambush"] is True and battle["action"]["ambush_suit"] == "fox"
    assert report.state.count(6, ("eyrie", "warrior")) == 0


def test_a_battle_whose_removals_no_roll_gives_is_flagged_and_its_removals_checked_as_removals():
    report = replayed("C:2w->6\nE:w3->6/XC6/3Cw6->\n")  # one Eyrie warrior deals at most one rolled hit (4.3.2.I)
    battle_flags = [f for f in report.flags if f.text == "XC6"]
    assert [(f.category, f.message.id) for f in battle_flags] == [(NOT_MODELLED, "rootlog.replay.no-roll")]
    assert "4.3.2" in battle_flags[0].message.sections
    assert flags(report, ILLEGAL, IMPOSSIBLE) == []
    (removal,) = entries(report, "remove")
    assert removal["action"]["request"]["in_battle"] is True and removal["action"]["by"] == "eyrie"
    assert report.state.count(6, ("marquise", "warrior")) == 0


def test_a_battle_removing_what_is_not_there_is_not_replayed():
    report = replayed("E:w3->6/XC6/(Cw+Cb_s)6->\n")  # no sawmill in 6
    (flag,) = [f for f in report.flags if f.text == "XC6"]
    assert (flag.category, flag.message.id) == (NOT_MODELLED, "rootlog.replay.battle-not-there")
    assert [f[2:] for f in flags(report, IMPOSSIBLE)] == [(IMPOSSIBLE, "remove.not-there")]


def test_a_sword_exhausted_just_before_the_vagabonds_battle_is_the_battles():
    header = "Map: Fall\nDeck: Standard\nC: Cat\nV: Vagrant\n\n"
    setup = "C:t_k->1/w->1+2+6/b_s->1\nV:#thief->$/p->1_2_5_10\n\n"
    report = replayed("C:w1->5\nV:%f->e/p->2/%s->e/XC2/Cw2->\n", header, setup)
    assert flags(report, ILLEGAL, IMPOSSIBLE) == []
    assert len(entries(report, "battle")) == 1 and not entries(report, "item")  # the Battle exhausts it (9.5.2)
    assert report.state.vagabonds["vagabond"].usable("sword") == 0


def test_battles_and_plots_keep_the_replay_going_whatever_the_log_says():
    for turns in ("E:XC3/Cw3->\n", "E:XE3/Ew3->\n", "E:XC12/3Cw12->\n", "E:XC6B@R@/(2w+Cw)6->\n"):
        report = replayed(turns)
        assert report.replayed + report.skipped == report.actions
        assert not [f for f in report.flags if f.message.id == "rootlog.replay.untranslated"]


# --- plots ---------------------------------------------------------------------------------------

def corvids(turns: str):
    return replayed(turns, CORVID_HEADER, CORVID_SETUP)


def test_a_flip_turns_the_plot_face_up_and_its_points_are_the_logs():
    report = corvids("C:w1->5\nP:w6->/t->6\nC:w2->5\nP:t6^t_s/++\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED) == []
    assert 6 in report.state.face_up and plot_in(report.state, 6) == "snare"
    assert len(entries(report, "flip")) == 1
    assert report.scores["corvids"] == report.log_scores["corvids"] == 1  # one face-up plot (13.4.2)


def test_a_trick_swaps_the_plots_and_what_follows_finds_them_swapped():
    report = corvids("C:w1->5\nP:w->9/w6->/t->6/2w9->/t->9\nC:w2->5\nP:t6<->t9\nC:w5->2\nP:t6^t_s/++/t9^t_e/++2\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE) == []
    assert len(entries(report, "trick")) == 1
    assert plot_in(report.state, 6) == "snare" and plot_in(report.state, 9) == "extortion"


def test_a_right_guess_removes_the_plot_and_scores_once():
    report = corvids("C:w1->5\nP:w6->/t->6\nC:?Pt_r6/Pt6->/++\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE) == []
    assert plot_in(report.state, 6) is None and len(entries(report, "expose")) == 1
    assert report.scores["marquise"] == report.log_scores["marquise"] == 1  # the guesser's point (13.2.4)
    assert not [e for e in entries(report, "remove") if e["action"]["request"]["piece"] in PLOTS]  # the exposure's own


def test_a_wrong_guess_leaves_the_plot_and_rules_its_kind_out():
    for guess in PLOTS:
        report = corvids(f"C:w1->5\nP:w6->/t->6\nC:?Pt_{guess[0] if guess != 'snare' else 's'}6/#C->P\n")
        assert plot_in(report.state, 6) not in (None, guess)  # the plot stays, and it is another kind


def test_no_face_down_kind_is_printed_for_the_table():
    report = corvids("C:w1->5\nP:w->9/w6->/t->6/2w9->/t->9\nC:w2->5\nP:t6<->t9\n")
    said = json.dumps(report.to_json(), ensure_ascii=False) + "".join(f.reason(lang) for f in report.flags
                                                                     for lang in ("en", "nl", "es"))
    for kind in PLOTS:
        assert kind not in said


def test_a_raid_removed_in_battle_places_its_warriors_and_the_logs_placements_are_its():
    setup = "C:t_k->1/w->1+2/2w->6/b_s->1\nP:2w->6/2w->9\n\n"
    # Embedded Agents: the Corvids defending by a face-down plot deal an extra hit (13.2.5): a Marquise warrior
    report = replayed("C:w1->5\nP:w6->/t->6\nC:XP6/(Pw+Pt_r+w)6->/Pw->2+3+11/++\n", CORVID_HEADER, setup)
    assert flags(report, ILLEGAL, IMPOSSIBLE) == []
    (battle,) = entries(report, "battle")
    placed = Counter((e.args[3], e.args[4]) for e in map(Edit.from_json, battle["edits"])
                     if e.op == "shift" and e.args[:2] == ("corvids", "warrior") and e.args[2] == "supply")
    assert set(placed) == {(2, 1), (3, 1), (11, 1)}  # one in each adjacent clearing (13.7.4), by the battle
    assert entries(report, "place") == []  # the raid's warriors are the battle's
    plots = [(e["action"]["plot"], e["action"]["clearing"]) for e in entries(report, "corvids-plot")]
    assert plots == [("raid", 6)]  # the plot: the Corvids' Plot action, its warrior written before it (13.5.2)
    assert report.scores["marquise"] == report.log_scores["marquise"] == 1

"""``rootboard battle``, ``flip``, ``trick`` and ``expose`` through the command form of issue
19: exit 0/1/2, ``--json``, and ``status --json`` showing the pieces and scores after; the
scenarios on all four maps, the clearing chosen from each map."""

from __future__ import annotations

import json

import pytest

from tests.game.gamekit import MAPS
from tests.helpers import load_game, run_cli


def new(tmp_path, map_name, factions):
    path = tmp_path / f"{map_name}.json"
    code, _, err = run_cli("new", map_name, "-o", path, "--factions", ",".join(factions), "--seed", "5")
    assert code == 0, err
    return path


def run(path, *commands):
    for command in commands:
        verb, *rest = command.split()
        code, out, err = run_cli(verb, path, *rest)
        assert code == 0, f"{command}: {err}"


def places(path):
    """Clearings with no ruin or landmark (where a battle is arranged), and every forest."""
    from rootboard.game.kinds import MAP

    state = load_game(path)
    clearings = state.topology.board.clearings
    free = [c for c in sorted(clearings) if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]
    free.sort(key=lambda c: clearings[c].slots < 2)  # room for two buildings first
    return free, state


def status(path):
    code, out, _ = run_cli("status", path, "--json")
    assert code == 0
    return json.loads(out)


def held(report, clearing, faction):
    return {e["piece"]: e["count"] for e in report["areas"].get(str(clearing), []) if e["faction"] == faction}


def battle(path, *args):
    code, out, err = run_cli("battle", path, *args, "--json")
    return code, (json.loads(out) if out.strip() else None), err


# --- the scenarios ----------------------------------------------------------------------------------

# (name, factions, set-up commands, battle arguments, exit, section, {faction: pieces left in {c}}, scores)
SCENARIOS = [
    ("rolls and caps", ("marquise", "eyrie"), ["place marquise warrior {c} --count 3", "place eyrie warrior {c} --count 2"],
     "marquise eyrie {c} --rolls 3,1", 0, "4.3", {"marquise": {"warrior": 2}, "eyrie": {}}, {}),
    ("capped by warriors", ("marquise", "eyrie"), ["place marquise warrior {c}", "place eyrie warrior {c} --count 3"],
     "marquise eyrie {c} --rolls 3,2", 0, "4.3", {"marquise": {}, "eyrie": {"warrior": 2}}, {}),
    ("defenseless", ("marquise", "eyrie"), ["place marquise warrior {c}", "place eyrie roost {c}"],
     "marquise eyrie {c} --rolls 0,0", 0, "4.3", {"marquise": {"warrior": 1}, "eyrie": {}}, {"marquise": 1}),
    ("warriors first", ("marquise", "eyrie"), ["place marquise warrior {c} --count 3", "place eyrie warrior {c}",
                                               "place eyrie roost {c}"],
     "marquise eyrie {c} --rolls 1,0 --defender-removes roost", 1, "4.3.4",
     {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1, "roost": 1}}, {}),
    ("the owner's order", ("eyrie", "marquise"), ["place eyrie warrior {c} --count 3", "place marquise sawmill {c}",
                                                  "place marquise workshop {c}", "place marquise wood {c}"],
     "eyrie marquise {c} --rolls 1,1 --defender-removes wood,workshop", 0, "4.3",
     {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}}, {"eyrie": 2}),
    ("ambush ends it", ("eyrie", "marquise"), ["place eyrie warrior {c} --count 2", "place marquise warrior {c} --count 2"],
     "eyrie marquise {c} --ambush --rolls 3,3", 0, "4.3", {"eyrie": {}, "marquise": {"warrior": 2}}, {}),
    ("ambush foiled", ("eyrie", "marquise"), ["place eyrie warrior {c} --count 3", "place marquise warrior {c}"],
     "eyrie marquise {c} --ambush --counter-ambush --rolls 3,1", 0, "4.3",
     {"eyrie": {"warrior": 2}, "marquise": {}}, {}),
    ("guerrilla war", ("marquise", "alliance"), ["place marquise warrior {c} --count 3", "place alliance warrior {c} --count 2"],
     "marquise alliance {c} --rolls 3,1", 0, "4.3", {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}, {}),
    ("commander", ("eyrie", "marquise"), ["place eyrie warrior {c} --count 2", "place marquise warrior {c} --count 2"],
     "eyrie marquise {c} --rolls 1,1 --effect commander", 0, "4.3", {"eyrie": {"warrior": 1}, "marquise": {}}, {}),
    ("commander defending", ("marquise", "eyrie"), ["place marquise warrior {c} --count 2", "place eyrie warrior {c} --count 2"],
     "marquise eyrie {c} --rolls 1,1 --effect commander", 1, "7.8.3",
     {"marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}, {}),
    ("embedded agents", ("marquise", "corvids"), ["place marquise warrior {c} --count 2", "place corvids warrior {c}",
                                                  "place corvids snare {c}"],
     "marquise corvids {c} --rolls 2,0", 0, "4.3", {"marquise": {"warrior": 1}, "corvids": {}}, {"marquise": 1}),
    ("devout knights", ("eyrie", "keepers"), ["place eyrie warrior {c} --count 3", "place keepers warrior {c} --count 2",
                                              "place keepers tablet {c}"],
     "eyrie keepers {c} --rolls 2,1", 0, "4.3", {"eyrie": {"warrior": 2}, "keepers": {"warrior": 1, "tablet": 1}}, {}),
    ("the defender is an enemy", ("marquise", "eyrie"), ["place marquise warrior {c} --count 2"],
     "marquise marquise {c} --rolls 1,1", 1, "4.3", {"marquise": {"warrior": 2}}, {}),
    ("no defender there", ("marquise", "eyrie"), ["place marquise warrior {c} --count 2"],
     "marquise eyrie {c} --rolls 1,1", 1, "4.3", {"marquise": {"warrior": 2}}, {}),
]

CASES = [pytest.param(m, *case[1:], id=f"{case[0]}-{m}") for case in SCENARIOS for m in MAPS]


@pytest.mark.parametrize("map_name, factions, commands, args, exit_status, section, left, scores", CASES)
def test_a_battle_through_the_command_form(tmp_path, map_name, factions, commands, args, exit_status, section, left,
                                           scores):
    path = new(tmp_path, map_name, factions)
    free, _ = places(path)
    c = free[0]
    run(path, *(command.format(c=c) for command in commands))
    before = path.read_bytes()
    code, verdict, err = battle(path, *args.format(c=c).split())
    assert code == exit_status, err
    assert verdict["section"] == section and verdict["legal"] == (exit_status == 0)
    assert set(verdict) >= {"legal", "section", "reason", "rolls", "hits", "removed", "scores"}
    if exit_status:
        assert path.read_bytes() == before and err.startswith("Law ")
    report = status(path)
    for faction, pieces in left.items():
        assert held(report, c, faction) == pieces
    for faction in factions:
        assert report["scores"][faction] == scores.get(faction, 0)
    if exit_status == 0:
        assert verdict["scores"] == scores


def test_the_summary_says_each_step_and_json_counts_the_hits(tmp_path):
    path = new(tmp_path, "autumn", ("marquise", "eyrie"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place eyrie warrior {c} --count 2")
    code, out, _ = run_cli("battle", path, "marquise", "eyrie", c, "--rolls", "3,1")
    assert code == 0
    assert out.startswith("Law 4.3, ") and "Marquise rolls" not in out
    assert "the dice show 3 and 1" in out and "(3, capped by 2 warriors)" in out
    path = new(tmp_path, "winter", ("marquise", "eyrie"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place eyrie warrior {c} --count 2")
    code, verdict, _ = battle(path, "marquise", "eyrie", str(c), "--rolls", "3,1")
    assert verdict["rolls"] == [3, 1] and verdict["hits"] == {"attacker": 2, "defender": 1}
    assert verdict["removed"] == {"eyrie": {"warrior": 2}, "marquise": {"warrior": 1}}
    assert [s.split(":")[0] for s in verdict["steps"]][:2] == ["Law 4.3", "Law 4.3.2"]


@pytest.mark.parametrize("map_name", MAPS)
def test_without_rolls_the_dice_are_seeded_and_recorded(tmp_path, map_name):
    path = new(tmp_path, map_name, ("marquise", "eyrie"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 3", f"place eyrie warrior {c} --count 3")
    first = battle(path, "marquise", "eyrie", str(c), "--dry-run")[1]
    again = battle(path, "marquise", "eyrie", str(c), "--dry-run")[1]
    assert first["rolls"] == again["rolls"] and all(0 <= r <= 3 for r in first["rolls"])
    played = battle(path, "marquise", "eyrie", str(c))[1]
    assert played["rolls"] == first["rolls"]
    assert load_game(path).history[-1]["action"]["rolls"] == first["rolls"]
    _, log, _ = run_cli("log", path)
    assert f"dice {max(first['rolls'])} and {min(first['rolls'])}" in log


def test_a_choice_that_matters_exits_2_naming_the_option_off_a_terminal(tmp_path):
    path = new(tmp_path, "lake", ("eyrie", "marquise"))
    c = places(path)[0][0]
    run(path, f"place eyrie warrior {c} --count 3", f"place marquise sawmill {c}", f"place marquise workshop {c}",
        f"place marquise wood {c}")
    before = path.read_bytes()
    code, out, err = run_cli("battle", path, "eyrie", "marquise", c, "--rolls", "1,1")
    assert code == 2 and "--defender-removes" in err and "sawmill" in err and path.read_bytes() == before


def test_on_a_terminal_the_choice_is_asked(tmp_path, monkeypatch):
    import builtins
    import sys

    path = new(tmp_path, "mountain", ("eyrie", "marquise"))
    c = places(path)[0][0]
    run(path, f"place eyrie warrior {c} --count 3", f"place marquise sawmill {c}", f"place marquise workshop {c}",
        f"place marquise wood {c}")
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    answers = iter(["wood", "2"])
    asked = []
    monkeypatch.setattr(builtins, "input", lambda prompt="": asked.append(prompt) or next(answers))
    code, out, err = run_cli("battle", path, "eyrie", "marquise", c, "--rolls", "1,1")
    assert code == 0 and len(asked) == 2 and "sawmill, workshop, wood" in err
    left = held(status(path), c, "marquise")
    assert sum(left.values()) == 1 and "wood" not in left


@pytest.mark.parametrize("args", [("--rolls", "4,1"), ("--rolls", "3"), ("--rolls", "a,b"), ("--counter-ambush",),
                                  ("--effect", "no-such-effect"), ("--ambush", "star")])
def test_bad_input_exits_2_and_changes_nothing(tmp_path, args):
    path = new(tmp_path, "autumn", ("marquise", "eyrie"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place eyrie warrior {c}")
    before = path.read_bytes()
    code, _, err = run_cli("battle", path, "marquise", "eyrie", c, *args)
    assert code == 2 and err and path.read_bytes() == before


def test_a_forest_is_refused_and_no_area_is_bad_input(tmp_path):
    path = new(tmp_path, "autumn", ("vagabond", "eyrie"))
    _, state = places(path)
    forest = sorted(state.topology.forests)[0]
    run(path, f"place vagabond pawn {forest}")
    assert run_cli("battle", path, "vagabond", "eyrie", forest, "--rolls", "1,1")[0] == 1
    assert run_cli("battle", path, "vagabond", "eyrie", "99", "--rolls", "1,1")[0] == 2
    assert run_cli("battle", path, "vagabond", "nobody", "1", "--rolls", "1,1")[0] == 2


def test_the_vagabond_s_battle_through_the_command_form(tmp_path):
    path = new(tmp_path, "autumn", ("vagabond", "eyrie"))
    c = places(path)[0][0]
    run(path, "character vagabond ranger", f"place vagabond pawn {c} --mode teach", f"place eyrie warrior {c} --count 3",
        "phase daylight")
    code, verdict, err = battle(path, "vagabond", "eyrie", str(c), "--rolls", "3,2", "--attacker-removes", "boot,torch")
    assert code == 0, err
    report = status(path)
    items = {(i["item"], i["where"]) for i in report["vagabonds"]["vagabond"]["items"]}
    assert {("boot", "damaged"), ("torch", "damaged")} <= items
    assert report["vagabonds"]["vagabond"]["relationships"]["eyrie"] == "hostile"
    assert held(report, c, "eyrie") == {"warrior": 2}  # 3 capped by his one sword (9.2.6)
    assert verdict["damaged"] == {"vagabond": {"boot": 1, "torch": 1}}


def test_teach_mode_applies_a_refused_battle_with_its_warning(tmp_path):
    path = new(tmp_path, "autumn", ("marquise", "eyrie"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place eyrie warrior {c} --count 2")
    code, out, err = run_cli("battle", path, "marquise", "eyrie", c, "--rolls", "1,1", "--effect", "commander",
                             "--mode", "teach")
    assert code == 0 and "WARNING (teach mode" in err and "7.8.3" in err
    _, log, _ = run_cli("log", path)
    assert "WARNING (teach mode): Law 7.8.3" in log


def test_a_face_down_plot_removed_is_said_as_a_plot(tmp_path):
    path = new(tmp_path, "autumn", ("marquise", "corvids"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place corvids bomb {c}")
    code, out, err = run_cli("battle", path, "marquise", "corvids", c, "--rolls", "1,0")
    assert code == 0 and "bomb" not in out + err and "plot" in out
    code, verdict, _ = battle(path, "marquise", "corvids", str(c), "--rolls", "1,0", "--dry-run")
    assert code == 1  # the plot is gone: nothing of the Corvids' there


# --- the plots ---------------------------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_flip_trick_and_expose_through_the_command_line(tmp_path, map_name):
    path = new(tmp_path, map_name, ("corvids", "eyrie"))
    a, b = places(path)[0][:2]
    run(path, f"place corvids warrior {a}", f"place corvids snare {a}", f"place corvids raid {b}", "phase birdsong")
    code, out, err = run_cli("flip", path, a)
    assert code == 0 and "snare" in out and status(path)["scores"]["corvids"] == 1
    assert run_cli("trick", path, a, b)[0] == 1  # one face up, one face down (13.5.4)
    run(path, "phase daylight", "place corvids bomb {}".format(places(path)[0][2]))
    code, out, err = run_cli("trick", path, b, places(path)[0][2])
    assert code == 0 and "raid" not in out and "bomb" not in out
    run(path, "phase evening", "end-turn", f"place eyrie warrior {b}")
    code, out, err = run_cli("expose", path, "eyrie", b, "raid", "--dry-run")
    assert code == 0 and "no:" not in out and "right" not in out  # a dry run never answers
    code, out, err = run_cli("expose", path, "eyrie", b, "raid")
    assert code == 0 and "the Corvids say no" in out
    assert status(path)["scores"]["eyrie"] == 0
    code, out, err = run_cli("expose", path, "eyrie", b, "bomb", "--json")
    answer = json.loads(out)["answer"]
    assert code == 0 and answer["right"] and status(path)["scores"]["eyrie"] == 1
    assert not held(status(path), b, "corvids")


@pytest.mark.parametrize("map_name", MAPS)
def test_the_factions_board_rules_through_the_command_form(tmp_path, map_name):
    """Field Hospitals to the keep, a raid's warriors, a relic's forest and mercenaries: what
    ``status --json`` shows after each, on every map."""
    from rootboard.game.movement import open_neighbours

    path = new(tmp_path, map_name, ("eyrie", "marquise", "corvids", "keepers", "riverfolk"))
    free, state = places(path)
    c, k = free[0], free[-1]
    run(path, f"place marquise keep {k}", f"place eyrie warrior {c} --count 3", f"place marquise warrior {c} --count 2")
    code, verdict, err = battle(path, "eyrie", "marquise", str(c), "--rolls", "2,1", "--effect", "field-hospitals")
    assert code == 0, err
    assert held(status(path), k, "marquise") == {"keep": 1, "warrior": 2}  # 6.2.3
    run(path, f"place corvids warrior {c}", f"place corvids raid {c}")
    code, verdict, err = battle(path, "eyrie", "corvids", str(c), "--rolls", "3,0")
    report = status(path)
    around = set(open_neighbours(state, c))
    assert code == 0 and all(held(report, n, "corvids").get("warrior") == 1 for n in around - {k})  # 13.7.4
    assert "warrior" not in held(report, k, "corvids")  # only the Marquise places in the keep's clearing (6.2.2)
    assert report["scores"]["eyrie"] == 1 and "raid" not in json.dumps(verdict["removed"])
    forest = state.topology.forests_of(c)[0]
    run(path, f"place keepers jewelry {c}")
    code, verdict, err = battle(path, "eyrie", "keepers", str(c), "--rolls", "0,0", "--effect", f"trophy-forest={forest}")
    report = status(path)
    assert code == 0 and held(report, forest, "keepers").get("jewelry") == 1 and report["scores"]["eyrie"] == 1 + 2
    run(path, f"place riverfolk warrior {c} --count 2", f"place marquise warrior {c}", "effect eyrie mercenaries")
    code, verdict, err = battle(path, "eyrie", "marquise", str(c), "--rolls", "3,3")
    assert code == 0, err
    assert "11.2.7.III" in verdict["sections"] and not held(status(path), c, "marquise")


def test_removals_named_in_the_run_s_words_leave_a_file_that_opens(tmp_path):
    """The removal orders were kept as typed ('Krijgers', 'laarzen' in Dutch), and the file,
    read in another language, refused its own battle: the history keeps the ids."""
    path = new(tmp_path, "autumn", ("vagabond", "marquise"))
    c = places(path)[0][0]
    run(path, "character vagabond ranger", f"place vagabond pawn {c} --mode teach",
        f"place marquise warrior {c} --count 3", f"place marquise sawmill {c} --mode teach", "phase daylight")
    code, _, err = run_cli("--lang", "nl", "battle", path, "vagabond", "marquise", c, "--rolls", "3,2",
                           "--attacker-removes", "Laarzen,fakkel", "--defender-removes", "Krijgers")
    assert code == 0, err
    code, _, err = run_cli("status", path)
    assert code == 0, err
    action = json.loads(path.read_text())["history"][-1]["action"]
    assert action["attacker_removes"] == ["boot", "torch"] and action["defender_removes"] == ["warrior"]


def test_a_face_down_plot_named_in_a_removal_order_stays_a_plot(tmp_path):
    """'plot' is what the table sees of a face-down plot (13.2.2): the history keeps it so."""
    path = new(tmp_path, "autumn", ("marquise", "corvids"))
    c = places(path)[0][0]
    run(path, f"place marquise warrior {c} --count 2", f"place corvids bomb {c}", f"place corvids warrior {c}")
    code, _, err = run_cli("battle", path, "marquise", "corvids", c, "--rolls", "2,0", "--defender-removes",
                           "Plot,warrior")
    assert code == 0, err
    assert json.loads(path.read_text())["history"][-1]["action"]["defender_removes"] == ["plot", "warrior"]
    assert run_cli("status", path)[0] == 0

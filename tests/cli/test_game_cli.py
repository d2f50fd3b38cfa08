"""The game command line: rule scenarios through the CLI on all four maps, and its contract.

Positions are scripted the way a teacher would: `new`, then `place --mode teach` (placing
by hand, whatever the rules), `phase`, `effect`, `hostile`. The expected verdicts and
sections come from the Law (RULES.md); map facts are printed ones (gamekit.FACTS).
"""

from __future__ import annotations

import json
import re

import pytest

from rootboard.game.rules import NOBODY_THERE
from rootboard.messages import TEMPLATES
from tests.game.gamekit import FACTS, MAPS
from tests.helpers import load_game, run_cli

# A Law section written into the words, "(4.2)" or "(16.2.3.II)": render puts it in front, once.
SECTION_IN_WORDS = re.compile(r"\(\d+\.\d+|\d+\.\d+(\.\w+)*\)")

VAGABOND_FIRST = "vagabond,marquise,eyrie,alliance,riverfolk,duchy,corvids,hundreds,keepers,lizards"


def new(tmp_path, map_name, factions=VAGABOND_FIRST):
    path = tmp_path / "g.json"
    code, _, err = run_cli("new", map_name, "-o", path, "--factions", factions, "--seed", 3)
    assert code == 0, err
    return path


def setup(path, *commands):
    for command in commands:
        verb, *rest = command.split()
        extra = ["--mode", "teach"] if verb in ("place", "move") else []
        code, _, err = run_cli(verb, path, *rest, *extra)
        assert code == 0, f"{command}: {err}"


def forest(map_name, a, b):
    from rootboard.derived.loading import load_topology
    topology = load_topology(map_name)
    return sorted(set(topology.forests_of(a)) & set(topology.forests_of(b)))[0]


def verdict_of(path, *argv):
    """Run an action with --json; returns (exit status, verdict dict, stderr)."""
    code, out, err = run_cli(*argv[:1], path, *argv[1:], "--json")
    return code, json.loads(out) if out.strip() else None, err


# (id, maps, setup commands, action, exit status, section). {a} {b}: a printed path;
# {r} {s}: a river (on the Lake, two coastal clearings across the lake); {x} {y}: joined by
# nothing; {w}: a forest touching a and b.
SCENARIOS = [
    ("move ruling origin", MAPS, ["place marquise warrior {a} --count 2"],
     "move marquise {a} {b}", 0, "4.2.1"),
    ("move ruling destination", MAPS, ["place marquise warrior {a}", "place alliance warrior {a} --count 2",
                                       "place marquise recruiter {b}"], "move marquise {a} {b}", 0, "4.2.1"),
    ("move ruling neither", MAPS, ["place marquise warrior {a}", "place alliance warrior {a} --count 2",
                                   "place alliance warrior {b}"], "move marquise {a} {b}", 1, "4.2.1"),
    ("Lords of the Forest let the Eyrie move out", MAPS, ["place eyrie warrior {a} --count 2",
                                                          "place marquise warrior {a} --count 2"],
     "move eyrie {a} {b}", 0, "4.2.1"),
    ("not adjacent", MAPS, ["place marquise warrior {x} --count 3"], "move marquise {x} {y}", 1, "4.2"),
    ("river is not a path", ("autumn", "winter", "mountain"), ["place marquise warrior {r} --count 3"],
     "move marquise {r} {s}", 1, "2.3"),
    ("lake is not a path", ("lake",), ["place marquise warrior {r} --count 3"], "move marquise {r} {s}", 1, "16.2.2.II"),
    ("swimmers", MAPS, ["place riverfolk warrior {r}", "place eyrie warrior {r} --count 2",
                        "place eyrie warrior {s} --count 2"], "move riverfolk {r} {s}", 0, "11.2.2"),
    ("boat builders", MAPS, ["place eyrie warrior {r} --count 2", "effect eyrie boat-builders"],
     "move eyrie {r} {s}", 0, "4.2.1"),
    ("corvids nimble", MAPS, ["place corvids warrior {a}", "place eyrie warrior {a} --count 2",
                              "place eyrie warrior {b} --count 2"], "move corvids {a} {b}", 0, "13.2.3"),
    ("vagabond slips out of a forest", MAPS, ["place vagabond pawn {w}"], "move vagabond {w} {a} --slip", 0, "9.4.2"),
    ("vagabond slips into a forest", MAPS, ["place vagabond pawn {w}", "move vagabond {w} {a} --slip"],
     "move vagabond {a} {w} --slip", 0, "9.4.2"),
    ("vagabond daylight move into a forest", MAPS, ["place vagabond pawn {w}", "move vagabond {w} {a} --slip",
                                                     "phase daylight"], "move vagabond {a} {w}", 1, "9.5.1"),
    ("vagabond daylight move from a forest", MAPS, ["place vagabond pawn {w}", "phase daylight"],
     "move vagabond {w} {b}", 0, "9.2.3"),
    ("vagabond move in birdsong", MAPS, ["place vagabond pawn {w}", "phase birdsong"], "move vagabond {w} {b}", 1, "9.5.1"),
    ("vagabond move, phase not tracked", MAPS, ["place vagabond pawn {w}"], "move vagabond {w} {b}", 0, "9.2.3"),
    ("slip in daylight", MAPS, ["place vagabond pawn {w}", "phase daylight"], "move vagabond {w} {b} --slip", 1, "9.4.2"),
    ("snare holds", MAPS, ["place marquise warrior {a} --count 2", "place corvids snare {a} --face-up"],
     "move marquise {a} {b}", 1, "13.7.2"),
    ("face-down snare does not", MAPS, ["place marquise warrior {a} --count 2", "place corvids snare {a}"],
     "move marquise {a} {b}", 0, "4.2.1"),
    ("placing into a snare", MAPS, ["place corvids snare {a} --face-up"], "place marquise warrior {a}", 1, "13.7.2"),
    ("keep", MAPS, ["place marquise keep {a}"], "place eyrie warrior {a}", 1, "6.2.2"),
    ("moving into the keep", MAPS, ["place marquise keep {a}", "place eyrie warrior {b} --count 2"],
     "move eyrie {b} {a}", 0, "4.2.1"),
    ("scorched earth", MAPS, ["place vagabond pawn {w}", "move vagabond {w} {a} --slip", "place vagabond torch {a}",
                              "place marquise warrior {b} --count 3"], "move marquise {b} {a}", 1, "16.3.6"),
    ("supply limit", MAPS, [], "place alliance warrior {a} --count 11", 1, "1.5.1"),
    ("burrow through a tunnel", MAPS, ["place duchy tunnel {a}", "place duchy warrior {a} --count 2"],
     "move duchy {a} burrow --count 2", 0, "4.2.1"),
    ("burrow is the duchy's", MAPS, ["place duchy tunnel {a}", "place marquise warrior {a} --count 3"],
     "move marquise {a} burrow", 1, "12.2.2"),
    ("relic delve", MAPS, ["place keepers figure {w}", "place keepers warrior {a} --count 2"],
     "move keepers {w} {a} --piece figure", 0, "15.5.2.II.a"),
    ("warlord outside battle", MAPS, ["place hundreds warlord {a}"], "remove hundreds warlord {a}", 1, "14.2.2"),
    ("vagabond pawn stays", MAPS, ["place vagabond pawn {w}"], "remove vagabond pawn {w}", 1, "9.2.2"),
    ("closed path", ("mountain",), ["place marquise warrior {c} --count 3"], "move marquise {c} {d}", 1, "16.2.3.II"),
    ("open path in birdsong", ("mountain",), ["place vagabond pawn {w}", "end-turn", "place marquise warrior {c}",
                                              "phase birdsong"], "open-path {c} {d}", 1, "16.2.3.III"),
    ("open path, phase not tracked", ("mountain",), ["place vagabond pawn {w}", "end-turn", "place marquise warrior {c}"],
     "open-path {c} {d}", 0, "16.2.3.III"),
    ("open path in daylight", ("mountain",), ["place vagabond pawn {w}", "end-turn", "place marquise warrior {c}",
                                              "phase daylight"], "open-path {c} {d}", 0, "16.2.3.III"),
    ("open path without a piece", ("mountain",), ["end-turn", "place eyrie warrior {c}", "phase daylight"],
     "open-path {c} {d}", 1, "16.2.3.III"),
    ("the pass", ("mountain",), ["place vagabond pawn {w}", "end-turn", "place marquise warrior 10"],
     "end-turn", 0, "16.2.3.IV"),
    ("ferry", ("lake",), ["end-turn", "place marquise warrior 1 --count 2"], "move marquise 1 12 --ferry", 0, "16.2.2.V"),
    ("ferry needs rule", ("lake",), ["end-turn", "place marquise warrior 1", "place eyrie warrior 1 --count 2",
                                     "place eyrie warrior 12"], "move marquise 1 12 --ferry", 1, "4.2.1"),
    ("ferry once per turn", ("lake",), ["end-turn", "place marquise warrior 1 --count 3",
                                        "move marquise 1 12 --ferry --count 2"], "move marquise 12 10 --ferry", 1, "16.2.2.V"),
]


def fill(text, map_name):
    facts = FACTS[map_name]
    a, b = facts["path"]
    values = dict(a=a, b=b, r=facts["river"][0], s=facts["river"][1], x=facts["apart"][0],
                  y=facts["apart"][1], w=forest(map_name, a, b))
    if "closed" in facts:
        values.update(c=facts["closed"][0], d=facts["closed"][1])
    return text.format(**values)


CASES = [pytest.param(m, *case[2:], id=f"{case[0]}-{m}") for case in SCENARIOS for m in case[1]]


@pytest.mark.parametrize("map_name, commands, action, status, section", CASES)
def test_scenario_through_the_command_line(tmp_path, map_name, commands, action, status, section):
    path = new(tmp_path, map_name)
    setup(path, *(fill(c, map_name) for c in commands))
    before = path.read_bytes()
    verb, *rest = fill(action, map_name).split()
    code, verdict, err = verdict_of(path, verb, *rest)
    assert (code, verdict["section"]) == (status, section), verdict["reason"]
    assert verdict["legal"] == (status == 0)
    assert verdict["sections"][0] == section and verdict["id"] in TEMPLATES
    assert not SECTION_IN_WORDS.search(verdict["reason"] + err), "the Law section is printed once, in front"
    if status == 1:
        assert err.startswith(f"Law {', '.join(verdict['sections'])}: ") and path.read_bytes() == before
    else:
        assert path.read_bytes() != before


def test_refusal_on_stderr_in_plain_text(tmp_path):
    path = new(tmp_path, "autumn")
    setup(path, "place marquise warrior 1", "place alliance warrior 1 --count 2", "place alliance warrior 5")
    code, out, err = run_cli("move", path, "marquise", "1", "5")
    assert code == 1 and out == ""
    assert err.strip() == "Law 4.2.1: Marquise rules neither clearing 1 nor clearing 5"


@pytest.mark.parametrize("argv, message", [
    (["place", "{g}", "cats", "warrior", "5"], "unknown faction 'cats'"),
    (["place", "{g}", "marquise", "roost", "5"], "no piece 'roost'"),
    (["place", "{g}", "marquise", "warrior", "13"], "no clearing 13"),
    (["place", "{g}", "marquise", "warrior", "9_9_9"], "no area '9_9_9'"),
    (["place", "{g}", "lizards", "warrior", "5"], "Lizard Cult is not in this game"),
    (["move", "{g}", "marquise", "5", "burrow"], "Burrow exists only"),
    (["place", "{g}", "marquise", "warrior", "5", "--count", "0"], "--count"),
    (["place", "{d}/missing.json", "marquise", "warrior", "5"], "no such file"),
    (["rule", "{d}/broken.json"], "not valid JSON"),
    (["open-path", "{g}", "1", "3"], "no path between"),
    (["new", "moon", "-o", "{d}/x.json"], "no shipped map"),
])
def test_bad_input_exits_2_with_a_clear_message_and_changes_nothing(tmp_path, argv, message):
    path = new(tmp_path, "autumn", "marquise,eyrie")
    (tmp_path / "broken.json").write_text('{"format": "rootboard-game", "version": 1, "map": "aut')
    before = path.read_bytes()
    code, _, err = run_cli(*[a.format(g=path, d=tmp_path) for a in argv])
    assert code == 2 and message in err
    assert path.read_bytes() == before


@pytest.mark.parametrize("count", ["0", "-1", "two"])
@pytest.mark.parametrize("argv", [["place", "marquise", "warrior", "1"], ["remove", "marquise", "warrior", "1"],
                                  ["move", "marquise", "1", "5"]])
def test_a_count_below_one_is_bad_input_for_every_command(tmp_path, argv, count):
    """--count is checked in one place, the same for every command: 0 or less exits 2. (A
    move of zero pieces reaching the core is still refused there, 4.2.)"""
    path = new(tmp_path, "autumn", "marquise,eyrie")
    setup(path, "place marquise warrior 1 --count 2")
    before = path.read_bytes()
    code, out, err = run_cli(argv[0], path, *argv[1:], "--count", count)
    assert (code, out) == (2, "") and "--count" in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_dry_run_checks_and_changes_nothing(tmp_path):
    path = new(tmp_path, "winter")
    setup(path, "place marquise warrior 1 --count 2")
    before = path.read_bytes()
    assert run_cli("move", path, "marquise", 1, 5, "--dry-run")[0] == 0
    assert run_cli("move", path, "marquise", 1, 3, "--dry-run")[0] == 1
    assert path.read_bytes() == before


def test_teach_mode_applies_with_the_warning_and_logs_it(tmp_path):
    path = new(tmp_path, "autumn")
    setup(path, "place marquise warrior 1 --count 2")
    code, _, err = run_cli("move", path, "marquise", 1, 3, "--mode", "teach")
    assert code == 0 and "WARNING" in err and "Law 4.2:" in err
    code, out, _ = run_cli("log", path)
    assert "moves 1 warrior from clearing 1 to clearing 3" in out and "WARNING (teach mode): Law 4.2" in out


def test_undo_redo_survive_saving(tmp_path):
    path = new(tmp_path, "lake")
    start = json.loads(run_cli("status", path, "--json")[1])
    setup(path, "place marquise warrior 11 --count 3", "move marquise 11 6")
    assert run_cli("undo", path)[0] == 0 and run_cli("undo", path)[0] == 0
    assert json.loads(run_cli("status", path, "--json")[1]) == {**start, "history": {"applied": 0, "undone": 2}}
    assert run_cli("undo", path)[:2] == (1, "")
    assert run_cli("redo", path)[0] == 0 and run_cli("redo", path)[0] == 0 and run_cli("redo", path)[0] == 1
    areas = json.loads(run_cli("status", path, "--json")[1])["areas"]
    assert {"faction": "marquise", "piece": "warrior", "count": 1} in areas["6"]


def test_rule_json_contract(tmp_path):
    path = new(tmp_path, "autumn")
    setup(path, "place eyrie warrior 7 --count 2", "place marquise warrior 7 --count 2", "place vagabond pawn 3_6_11")
    code, out, _ = run_cli("rule", path, "--json")
    report = json.loads(out)
    assert code == 0 and set(report) == {str(c) for c in range(1, 13)}
    assert report["7"]["ruler"] == "eyrie" and report["7"]["section"] == "7.2.2"
    assert report["1"] == {"ruler": None, "section": "2.5", "reason": report["1"]["reason"], "sections": ["2.5"],
                           "id": NOBODY_THERE.id, "params": {"where": 1}}
    assert json.loads(run_cli("rule", path, "7", "--json")[1]) == {"7": report["7"]}


def test_status_json_contract(tmp_path):
    path = new(tmp_path, "mountain", "marquise,eyrie")
    setup(path, "place marquise warrior 2", "phase daylight", "open-path 2 5")
    report = json.loads(run_cli("status", path, "--json")[1])
    assert {"turn", "scores", "ferry", "closed_paths"} <= set(report)
    assert report["turn"]["faction"] == "marquise" and report["scores"]["marquise"] == 1
    assert [2, 5] not in report["closed_paths"] and len(report["closed_paths"]) == 5
    assert report["ferry"] is None
    assert "closed paths:" in run_cli("status", path)[1]


def test_status_says_the_lizard_cult_s_board(tmp_path):
    path = tmp_path / "cult.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "lizards,marquise", "--advanced", "--seed", "3",
                           "--auto")
    assert code == 0, err
    report = json.loads(run_cli("status", path, "--json")[1])
    board = report["boards"]["lizards"]
    out = json.loads(path.read_text())["out"]
    # The Outcast the setup chose (10.3.3), and the setup card's acolytes kept out of the supply (10.2.3).
    assert board["outcast"] in ("fox", "mouse", "rabbit")
    assert [["lizards", "warrior", board["acolytes"]]] == [e for e in out if e[0] == "lizards"]
    for lang in ("en", "nl", "es"):
        assert run_cli("--lang", lang, "status", path)[0] == 0


def test_status_says_the_keepers_board(tmp_path):
    from rootboard.game.factions.keepers.board import COLUMNS, empty_board

    path = tmp_path / "keepers.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "keepers,marquise", "--standard", "--seed", "1",
                           "--auto")
    assert code == 0, err
    for _ in range(2):
        assert run_cli("phase", path)[0] == 0
    # Gather Retinue's shift (15.6.2): the Move column's Faithful Retainer to the Battle column.
    assert run_cli("act", path, "keepers-shift", "column=move", "index=0", "into=battle")[0] == 0
    board = json.loads(run_cli("status", path, "--json")[1])["boards"]["keepers"]
    start = empty_board()["retinue"]
    assert [len(board["retinue"][c]) for c in COLUMNS] == [len(start["move"]) - 1, len(start["battle"]) + 1,
                                                           len(start["recover"])]


def test_each_faction_says_its_own_board_line_through_its_room(tmp_path):
    """The status lines of the Cult, the Keepers and the Duchy are their rooms' (Faction.status_line),
    not the command line's own branches by faction; each said in the run's language."""
    from rootboard.messages import render

    path = tmp_path / "later.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "lizards,keepers,duchy,marquise", "--standard",
                           "--seed", "1", "--auto")
    assert code == 0, err
    state = load_game(path)
    said = {f: state.law[f].status_line(state) for f in state.factions}
    assert {f: m.id for f, m in said.items() if m is not None} == {
        "lizards": "lizards.status", "keepers": "keepers.status", "duchy": "duchy.status"}  # the Marquise: none
    for lang in ("en", "nl", "es"):
        lines = run_cli("--lang", lang, "status", path)[1].splitlines()
        assert all(render(m, lang) in lines for m in said.values() if m is not None), lang


def test_status_says_the_duchy_s_board(tmp_path):
    path = tmp_path / "moles.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "duchy,marquise", "--standard", "--seed", "1",
                           "--auto")
    assert code == 0, err
    for words in (("phase", path), ("act", path, "step"), ("act", path, "step")):  # Birdsong, Assembly, Parliament
        assert run_cli(*words)[0] == 0
    state = load_game(path)
    # One card of the suit of each of two clearings with Duchy pieces (12.5.3.II).
    suits = sorted({state.suits[c] for c in state.topology.board.clearings if state.count(c, ("duchy", "warrior"))})
    code, _, err = run_cli("act", path, "duchy-sway", "minister=marshal", "suits=" + json.dumps(suits[:2]))
    assert code == 0, err
    report = json.loads(run_cli("status", path, "--json")[1])
    assert report["boards"]["duchy"]["swayed"] == ["marshal"]
    for lang in ("en", "nl", "es"):
        assert run_cli("--lang", lang, "status", path)[0] == 0


def test_legal_lists_every_destination(tmp_path):
    path = new(tmp_path, "lake", "marquise,eyrie")
    setup(path, "place marquise warrior 1 --count 2")
    code, out, _ = run_cli("legal", path, "marquise", 1, "--json")
    found = {(d["to"], d["by"]) for d in json.loads(out)}
    assert code == 0 and (5, "path") in found and (12, "ferry") in found and (2, "path") not in found


def test_pieces_lists_every_faction_with_warrior_and_pawn():
    code, out, _ = run_cli("pieces")
    assert code == 0
    for fid in VAGABOND_FIRST.split(",") + ["vagabond2", "map"]:
        assert f"\n{fid}: " in "\n" + out
    assert "warrior" in run_cli("pieces", "keepers")[1] and "pawn" in run_cli("pieces", "vagabond2")[1]
    assert run_cli("pieces", "cats")[0] == 2


def test_a_newcomer_scripts_a_position_and_renders_it(tmp_path):
    path, picture = tmp_path / "g.json", tmp_path / "g.png"
    assert run_cli("new", "lake", "-o", path)[0] == 0
    assert run_cli("place", path, "marquise", "warrior", 11, "--count", 3)[0] == 0
    code, _, err = run_cli("render", path, "-o", picture)
    assert code == 0, err
    assert picture.stat().st_size > 1000


def test_saving_into_a_missing_folder_is_bad_input_naming_it(tmp_path):
    code, out, err = run_cli("new", "lake", "-o", tmp_path / "nowhere" / "g.json")
    assert code == 2 and "nowhere" in err and "no such folder" in err
    assert not (tmp_path / "nowhere").exists()


def test_per_suit_pieces_can_be_named_without_their_suit_where_the_clearing_says_it(tmp_path):
    path = new(tmp_path, "autumn")
    code, out, _ = run_cli("place", path, "lizards", "garden", "5")  # 5 is a rabbit clearing on Autumn
    assert code == 0 and "rabbit garden" in out
    code, _, err = run_cli("place", path, "riverfolk", "trade_post", "1_2_5_10")  # a forest has no suit
    assert code == 2 and "fox-trade-post" in err


# --- face-down plots (13.2.2): status says one is there, never which ---------------------------

@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_status_names_no_face_down_plot_s_kind(tmp_path, lang):
    from rootboard.gamefile.file import save_game
    from rootboard.game.terms import piece_name
    from tests.game.test_display import plotted

    path = tmp_path / "plots.json"
    save_game(plotted(), path)
    code, table, err = run_cli("--lang", lang, "status", path)
    assert code == 0, err
    line = next(l for l in table.splitlines() if l.strip().startswith(area_word(lang, 1)))
    assert piece_name("bomb", lang) not in line and piece_name("bomb", lang, plural=True) not in line
    code, owner, _ = run_cli("--lang", lang, "status", path, "--as", "corvids")
    line = next(l for l in owner.splitlines() if l.strip().startswith(area_word(lang, 1)))
    assert piece_name("bomb", lang) in line


def area_word(lang, clearing):
    from rootboard.board.terms import area_name

    return area_name(clearing, lang) + ":"


def test_status_json_marks_a_face_down_plot_without_its_kind(tmp_path):
    from rootboard.gamefile.file import save_game
    from tests.game.test_display import plotted

    path = tmp_path / "plots.json"
    save_game(plotted(), path)
    code, out, err = run_cli("status", path, "--json")
    assert code == 0, err
    assert "bomb" not in out
    areas = json.loads(out)["areas"]
    assert {"faction": "corvids", "piece": "plot", "count": 1, "face_down": True} in areas["1"]
    assert areas["2"] == [{"faction": "corvids", "piece": "snare", "count": 1}]  # face up: its kind is shown
    code, out, _ = run_cli("status", path, "--json", "--as", "corvids")
    assert {"faction": "corvids", "piece": "bomb", "count": 1} in json.loads(out)["areas"]["1"]


def test_status_as_a_faction_not_in_the_game_is_bad_input(tmp_path):
    from rootboard.gamefile.file import save_game
    from tests.game.test_display import plotted

    path = tmp_path / "plots.json"
    save_game(plotted(), path)
    assert run_cli("status", path, "--as", "eyrie")[0] == 2


def test_status_says_the_hundreds_mood_and_the_riverfolk_s_board(tmp_path):
    """The Hundreds' mood and tracks (14.4.4, 14.2.4), and the Riverfolk's boxes, prices and trade
    posts as the Turn panel shows them (Faction.board_words, 11.2.3-11.2.7): in 'rootboard status'
    too, in each language, read from the game, never retyped."""
    from rootboard.messages import render

    path = tmp_path / "later.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "hundreds,riverfolk,marquise", "--standard",
                           "--seed", "1", "--auto")
    assert code == 0, err
    state = load_game(path)
    line = state.law["hundreds"].status_line(state)
    assert line.id == "hundreds.status" and line.params["mood"].id == "hundreds.mood.stubborn"  # 14.3.4
    shown = state.law["riverfolk"].board_words(state)
    assert {m.id for m in shown} >= {"riverfolk.board.shown.payments", "riverfolk.board.shown.prices"}
    for lang in ("en", "nl", "es"):
        lines = run_cli("--lang", lang, "status", path)[1].splitlines()
        assert render(line, lang) in lines, lang
        assert all("  " + render(m, lang) in lines for m in shown), lang


@pytest.mark.parametrize("lang, of", [("nl", "van {who:faction.the}"), ("es", "{who:faction.del}")])
def test_status_names_whose_board_with_the_faction_s_article(tmp_path, lang, of):
    """"factiebord van het Riviervolk", "tablero de facción de la Compañía": the faction as its
    language says it after "of", never bare ("factiebord van Riviervolk")."""
    from rootboard.messages import fill

    path = tmp_path / "g.json"
    assert run_cli("setup", "autumn", "-o", path, "--factions", "riverfolk,marquise", "--standard",
                   "--seed", "1", "--auto")[0] == 0
    lines = run_cli("--lang", lang, "status", path)[1].splitlines()
    heading = next(line for line in lines if line.endswith(":") and fill("{who:faction}", lang, who="riverfolk") in line)
    assert heading.endswith(" " + fill(of, lang, who="riverfolk") + ":"), heading


@pytest.mark.parametrize("command, nothing", [("undo", "nothing to undo"), ("redo", "nothing to redo")])
def test_undo_and_redo_at_the_ends_of_the_history_exit_as_their_help_says(tmp_path, command, nothing):
    """A new game has nothing to undo or redo: the exit status is the one `--help` gives for
    it, and the file is not touched."""
    import re

    path = tmp_path / "g.json"
    assert run_cli("new", "lake", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    helped = " ".join(run_cli(command, "--help")[1].split())
    said = re.search(r"Exit 0 .*?, (\d) " + nothing, helped)
    assert said, helped
    before = path.read_bytes()
    code, _, err = run_cli(command, path)
    assert code == int(said.group(1)) and nothing in err
    assert path.read_bytes() == before


def test_status_says_no_card_in_spanish_with_the_card_s_gender(tmp_path):
    """"pila de descartes: ninguna": "carta" is feminine; the closed paths' and items' "ninguno" is not hers."""
    path = tmp_path / "g.json"
    assert run_cli("setup", "autumn", "-o", path, "--players", "2", "--auto", "--seed", "1")[0] == 0
    english = next(line for line in run_cli("status", path)[1].splitlines() if line.startswith("discard pile"))
    assert english.endswith(": none"), english  # a new game's discard pile is empty
    spanish = run_cli("--lang", "es", "status", path)[1].splitlines()
    assert any(line.startswith("pila de descartes") and line.endswith(": ninguna") for line in spanish), spanish

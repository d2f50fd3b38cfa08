"""`rootboard quiz`: the issue's exact command line. --json as the issue gives it; the answers
from the JSON typed on stdin score all, wrong ones none; Dutch and Spanish quizzes speak their
language; a game file is asked about its own position; bad input exits 2."""

from __future__ import annotations

import io
import json

import pytest

from tests.helpers import run_cli
from tests.quiz.reading import MAPS, who_rules

PARAMS = {"adjacent": {"area", "of"}, "slip": {"from"}, "rules": {"clearing"}, "move": {"faction", "from", "to"},
          "homeland": {"faction", "clearing"}}


def quiz_json(*argv) -> list[dict]:
    code, out, err = run_cli("quiz", *argv, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data) == {"questions"}
    return data["questions"]


def typed(answer) -> str:
    """An answer from the JSON as a player types it."""
    if isinstance(answer, list):
        return " ".join(str(a) for a in answer)
    if answer is None:
        return "nobody"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return answer


def wrong(question: dict) -> str:
    answer = question["answer"]
    if isinstance(answer, list):
        return " ".join(str(a) for a in answer[:-1]) or "-"
    if isinstance(answer, bool):
        return "no" if answer else "yes"
    if answer is None:
        return next(e["faction"] for entries in question["position"]["areas"].values() for e in entries
                    if e["faction"] != "map")
    return "nobody"


def answering(monkeypatch, lines) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))


@pytest.mark.parametrize("name", MAPS)
def test_json_is_the_issues_form(name):
    questions = quiz_json(name, "--count", "10", "--seed", "3")
    assert len(questions) == 10 and {q["kind"] for q in questions} == set(PARAMS)
    for q in questions:
        assert set(q) == {"kind", "map", "params", "answer", "sections", "text", "explanation", "position"}
        assert q["map"] == name and set(q["params"]) == PARAMS[q["kind"]]
        assert set(q["position"]) == {"areas"}
        for area, entries in q["position"]["areas"].items():
            assert all(set(e) == {"faction", "piece", "count"} and e["count"] >= 1 for e in entries)
        assert q["sections"] and q["explanation"].startswith("Law ") and q["text"].endswith("?")
        if q["kind"] in ("adjacent", "slip"):
            assert isinstance(q["answer"], list) and all(isinstance(a, (int, str)) for a in q["answer"])
        elif q["kind"] == "rules":
            assert q["answer"] is None or isinstance(q["answer"], str)
            assert q["answer"] == who_rules(q, q["params"]["clearing"])
        else:
            assert isinstance(q["answer"], bool)


def test_the_same_seed_the_same_quiz_and_kinds_and_count_obeyed():
    first = quiz_json("winter", "--kinds", "rules,move", "--count", "6", "--seed", "12")
    assert first == quiz_json("winter", "--kinds", "rules,move", "--count", "6", "--seed", "12")
    assert [q["kind"] for q in first] == ["rules", "move"] * 3
    assert first != quiz_json("winter", "--kinds", "rules,move", "--count", "6", "--seed", "13")


@pytest.mark.parametrize("name", MAPS)
def test_right_answers_typed_on_stdin_score_all(monkeypatch, name):
    questions = quiz_json(name, "--count", "10", "--seed", "21")
    answering(monkeypatch, [typed(q["answer"]) for q in questions])
    code, out, err = run_cli("quiz", name, "--count", "10", "--seed", "21")
    assert code == 0, err
    lines = out.rstrip("\n").splitlines()
    assert lines[-1] == "10/10"
    assert out.count("Right.") == 10 and "Wrong" not in out


@pytest.mark.parametrize("name", MAPS)
def test_wrong_answers_score_none(monkeypatch, name):
    questions = quiz_json(name, "--count", "10", "--seed", "21")
    answering(monkeypatch, [wrong(q) for q in questions])
    code, out, _ = run_cli("quiz", name, "--count", "10", "--seed", "21")
    assert code == 0
    assert out.rstrip("\n").splitlines()[-1] == "0/10"
    assert out.count("Wrong: the answer is") == 10
    for q in questions:  # each wrong answer is told the right one, with its explanation
        assert q["explanation"].splitlines()[0] in out


def test_answers_as_json_and_blank_lines_read_too(monkeypatch):
    questions = quiz_json("lake", "--kinds", "rules,adjacent", "--count", "6", "--seed", "4")
    lines = ["" if q["answer"] is None else json.dumps(q["answer"]) for q in questions]
    answering(monkeypatch, lines)
    code, out, _ = run_cli("quiz", "lake", "--kinds", "rules,adjacent", "--count", "6", "--seed", "4")
    assert out.rstrip("\n").splitlines()[-1] == "6/6"


def test_when_stdin_ends_the_rest_is_unanswered(monkeypatch):
    questions = quiz_json("autumn", "--count", "4", "--seed", "8")
    answering(monkeypatch, [typed(questions[0]["answer"])])
    code, out, _ = run_cli("quiz", "autumn", "--count", "4", "--seed", "8")
    assert code == 0 and out.rstrip("\n").splitlines()[-1] == "1/4"
    assert out.count("No answer: the answer is") == 3


def test_an_unreadable_answer_counts_wrong_and_says_why(monkeypatch):
    questions = quiz_json("autumn", "--kinds", "adjacent", "--count", "2", "--seed", "8")
    answering(monkeypatch, ["99", typed(questions[1]["answer"])])
    code, out, _ = run_cli("quiz", "autumn", "--kinds", "adjacent", "--count", "2", "--seed", "8")
    assert "Not understood" in out and "99" in out
    assert out.rstrip("\n").splitlines()[-1] == "1/2"


@pytest.mark.parametrize("lang, law, words", [
    ("nl", "Wet ", ("open plek", "Quiz over de Meer Kaart: 10 vragen, seed 2", "Goed.")),
    ("es", "Ley ", ("claro", "Cuestionario sobre el Mapa del Lago: 10 preguntas, semilla 2", "Correcto.")),
])
def test_dutch_and_spanish_quizzes_speak_their_language(monkeypatch, lang, law, words):
    english = quiz_json("lake", "--count", "10", "--seed", "2")
    spoken = quiz_json("lake", "--count", "10", "--seed", "2", "--lang", lang)
    for en, q in zip(english, spoken):
        assert (q["kind"], q["params"], q["answer"], q["sections"]) == (en["kind"], en["params"], en["answer"],
                                                                       en["sections"])  # data stays data
        assert q["text"] != en["text"] and q["explanation"] != en["explanation"]
        assert all(line.startswith(law) for line in q["explanation"].splitlines())
    yes, nobody = {"nl": ("ja", "niemand"), "es": ("sí", "nadie")}[lang]
    said = [(yes if q["answer"] else {"nl": "nee", "es": "no"}[lang]) if isinstance(q["answer"], bool)
            else nobody if q["answer"] is None else typed(q["answer"]) for q in spoken]
    answering(monkeypatch, said)
    code, out, _ = run_cli("--lang", lang, "quiz", "lake", "--count", "10", "--seed", "2")
    assert out.rstrip("\n").splitlines()[-1] == "10/10"
    for word in words:
        assert word in out
    assert "Right." not in out and "Law " not in out


def test_a_game_file_is_asked_about_its_own_position(tmp_path):
    game = tmp_path / "g.json"
    assert run_cli("new", "winter", "-o", game, "--factions", "marquise,eyrie,riverfolk", "--seed", "1")[0] == 0
    for faction, where, n in (("marquise", 1, 3), ("eyrie", 1, 3), ("riverfolk", 5, 2), ("marquise", 6, 1)):
        assert run_cli("place", game, faction, "warrior", where, "--count", n)[0] == 0
    questions = quiz_json(game, "--kinds", "rules,move", "--count", "8", "--seed", "5")
    in_game = [q for q in questions if q["position"]["areas"].get("1") and
               {e["faction"] for e in q["position"]["areas"]["1"]} == {"marquise", "eyrie"}]
    assert in_game, "no question on the game's own position"
    for q in in_game:
        if q["kind"] == "rules":
            assert q["answer"] == who_rules(q, q["params"]["clearing"])
    assert all(q["map"] == "winter" for q in questions)


@pytest.mark.parametrize("argv, said", [
    (["autumn", "--kinds", "teleport"], "unknown kind of question 'teleport'"),
    (["autumn", "--count", "0"], "must be 1 or more"),
    (["atlantis"], "no shipped map"),
])
def test_bad_input_exits_2_naming_it(argv, said):
    code, out, err = run_cli("quiz", *argv)
    assert code == 2 and said in err and not out


def test_its_help_speaks_dutch():
    code, out, _ = run_cli("--lang", "nl", "quiz", "--help")
    assert code == 0 and "hoeveel vragen" in out and "--kinds" in out


def test_a_map_file_is_quizzed_too(tmp_path):
    from tests.helpers import raw_map, write_map
    from tests.quiz.reading import clearing_neighbours

    raw = raw_map("winter")
    raw.update(name="fan-winter", title="Fan Winter", aliases=[])
    path = write_map(tmp_path, raw, "fan.json")
    questions = quiz_json(path, "--kinds", "adjacent,rules,move", "--count", "9", "--seed", "1")
    assert all(q["map"] == str(path.resolve()) for q in questions)
    for q in questions:
        if q["kind"] == "adjacent" and q["params"]["of"] == "clearings" and isinstance(q["params"]["area"], int):
            assert set(q["answer"]) == clearing_neighbours("winter", q["params"]["area"])
        if q["kind"] == "rules":
            assert q["answer"] == who_rules(q, q["params"]["clearing"])


def test_a_face_down_plot_keeps_its_secret(tmp_path):
    game = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", game, "--factions", "corvids,marquise", "--seed", "1")[0] == 0
    assert run_cli("place", game, "corvids", "warrior", 3)[0] == 0
    assert run_cli("place", game, "corvids", "bomb", 3)[0] == 0  # face down (13.5.2)
    assert run_cli("place", game, "marquise", "warrior", 3, "--count", 2)[0] == 0
    questions = quiz_json(game, "--kinds", "rules", "--count", "6", "--seed", "2")
    shown = [e for q in questions for e in q["position"]["areas"].get("3", [])]
    assert {"faction": "corvids", "piece": "plot", "count": 1} in shown
    assert not any(e["piece"] == "bomb" for q in questions for entries in q["position"]["areas"].values()
                   for e in entries)
    code, out, _ = run_cli("quiz", game, "--kinds", "rules", "--count", "6", "--seed", "2")
    assert "bomb" not in out


def test_a_hireling_that_rules_is_a_choice_and_can_be_typed(tmp_path, monkeypatch):
    game = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", game, "--factions", "marquise,eyrie", "--hirelings", "forest-patrol",
                   "--seed", "1")[0] == 0
    for clearing in range(1, 13):  # an uncontrolled hireling rules as a player would (16.4.3.I)
        assert run_cli("place", game, "forest-patrol", "warrior", clearing)[0] == 0
    questions = quiz_json(game, "--kinds", "rules", "--count", "3", "--seed", "1")
    assert {q["answer"] for q in questions} == {"forest-patrol"}
    answering(monkeypatch, ["forest-patrol", "Forest Patrol", "forest patrol"])
    code, out, _ = run_cli("quiz", game, "--kinds", "rules", "--count", "3", "--seed", "1")
    assert out.rstrip("\n").splitlines()[-1] == "3/3"

"""The board's refusals speak the run's language: every map file that cannot be read, every map
name or area that names nothing, and every problem `check` finds, is a Message with Dutch and
Spanish words in the seeds' terms (kaart / mapa, open plek / claro, bos / bosque). What the
code said is checked by the Message's id and parameters; the words only by being Dutch or
Spanish, never for logic.

What stays as it is, in every language: the file's own names for its parts (``clearings[0]
(id 1).centre``), values quoted from the file, ids and map names to type. What json's decoder
says ("Expecting value") is said in the run's language too (rootboard/json_errors.py).
"""

from __future__ import annotations

import json

import pytest

from rootboard.board.catalog import NO_SUCH_MAP, NO_SUCH_MAP_NEAR, resolve_map
from rootboard.board.mapfile import (AT_LINE_COLUMN, DID_YOU_MEAN, DID_YOU_MEAN_EITHER, NO_SUCH_FILE_NEAR,
                                     NOT_A_NUMBER, NOT_JSON, Board, MapFormatError, did_you_mean, suggested)
from rootboard.board.problems import CLEARING, UNREACHED, find_problems
from rootboard.board.topology import NO_SUCH_AREA_HOW, NO_SUCH_CLEARING, NO_SUCH_PATH
from rootboard.errors import BadInput
from rootboard.files import MISSING, NOT_REGULAR, TOO_BIG, NotReadable, read_regular
from rootboard.messages import Message
from tests.board.test_corrupt_maps import CORRUPT, IDS
from tests.helpers import raw_map, run_cli, topology_of


def _in_every_language(error):
    return {lang: error.describe(lang) for lang in ("en", "nl", "es")}


def test_no_such_map_in_dutch_and_spanish_names_the_maps_as_typed():
    with pytest.raises(BadInput) as caught:
        resolve_map("nosuch")
    error = caught.value
    assert error.message.id == NO_SUCH_MAP.id and error.source == "nosuch"
    assert "autumn" in error.message.params["maps"] and "fall" in error.message.params["maps"]
    said = _in_every_language(error)
    assert len(set(said.values())) == 3
    assert "kaart" in said["nl"] and "mapa" in said["es"]
    for words in said.values():  # the names to type stay the names to type
        assert "autumn, lake, mountain, winter" in words


def test_a_near_miss_is_a_message_inside_the_message():
    with pytest.raises(BadInput) as caught:
        resolve_map("mountian")
    message = caught.value.message
    assert message.id == NO_SUCH_MAP_NEAR.id
    suggestion = message.params["suggestion"]
    assert isinstance(suggestion, Message) and suggestion.id == DID_YOU_MEAN.id
    assert suggested(suggestion) == ("mountain",)
    said = _in_every_language(caught.value)
    assert "did you mean mountain?" in said["en"]
    assert "bedoel je mountain?" in said["nl"]
    assert "¿quizá quieres decir mountain?" in said["es"]


def test_several_near_misses_are_joined_by_each_languages_or():
    message = did_you_mean(["a_b", "c_d", "e_f"])
    assert message.id == DID_YOU_MEAN_EITHER.id and suggested(message) == ("a_b", "c_d", "e_f")
    error = BadInput(message)
    assert error.describe("en") == "did you mean a_b, c_d or e_f?"
    assert error.describe("nl") == "bedoel je a_b, c_d of e_f?"
    assert error.describe("es") == "¿quizá quieres decir a_b, c_d o e_f?"
    assert did_you_mean([]) is None


def test_bad_json_is_said_whole_in_every_language():
    from rootboard.json_errors import SAID

    with pytest.raises(MapFormatError) as caught:
        Board.from_text('{"version": 1,\n  "board": ', "broken.json")
    error = caught.value
    assert error.element == AT_LINE_COLUMN(line=2, column=12)
    assert error.message == NOT_JSON(detail=SAID["Expecting value"]())
    said = _in_every_language(error)
    assert said["en"] == "broken.json: line 2, column 12: not valid JSON: a value is missing here"
    assert said["nl"] == "broken.json: regel 2, kolom 12: geen geldige JSON: hier ontbreekt een waarde"
    assert said["es"] == "broken.json: línea 2, columna 12: JSON no válido: aquí falta un valor"


def test_the_files_own_names_for_its_parts_stay_as_they_are():
    raw = raw_map("autumn")
    raw["clearings"][0]["centre"] = [1, "x"]
    with pytest.raises(MapFormatError) as caught:
        Board.from_dict(raw, "autumn.json")
    error = caught.value
    assert error.element == "clearings[0] (id 1).centre"
    assert error.message == NOT_A_NUMBER(value='"x"')
    for lang, words in _in_every_language(error).items():
        assert words.startswith('autumn.json: clearings[0] (id 1).centre: ') and words.endswith('"x"'), lang
    assert "getal" in error.describe("nl") and "número" in error.describe("es")


@pytest.mark.parametrize("case, build, element, words", CORRUPT, ids=IDS)
def test_every_corrupt_map_is_refused_in_dutch_and_spanish(tmp_path, case, build, element, words):
    """Every row of the corrupt maps' table: a Message, and other words in each language
    (the English words the table expects are English only)."""
    with pytest.raises(MapFormatError) as caught:
        Board.from_file(build(tmp_path))
    error = caught.value
    assert isinstance(error.problem, Message), error.problem
    said = _in_every_language(error)
    assert len(set(said.values())) == 3, said
    for word in words:
        if word.isascii() and any(c.isalpha() for c in word) and word not in ("NaN", "Infinity", "true"):
            assert word not in said["nl"] and word not in said["es"], (word, said)


def test_a_missing_map_file_with_one_beside_it_suggests_it(tmp_path):
    (tmp_path / "autumn.json").write_text(json.dumps(raw_map("autumn")), encoding="utf-8")
    with pytest.raises(MapFormatError) as caught:
        Board.from_file(tmp_path / "autum.json")
    message = caught.value.message
    assert message.id == NO_SUCH_FILE_NEAR.id and suggested(message.params["suggestion"]) == ("autumn.json",)
    assert caught.value.describe("nl").endswith("bestand bestaat niet; bedoel je autumn.json?")


def test_a_file_that_cannot_be_read_says_why_as_data(tmp_path):
    with pytest.raises(NotReadable) as caught:
        read_regular(tmp_path / "none.json", 10)
    assert caught.value.kind == "missing" and caught.value.message == MISSING()
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 11)
    with pytest.raises(NotReadable) as caught:
        read_regular(big, 10)
    assert caught.value.message == TOO_BIG(limit=10)
    assert BadInput(caught.value.message).describe("nl") == "is groter dan 10 bytes"
    with pytest.raises(NotReadable) as caught:
        read_regular("/dev/null", 10)
    assert caught.value.message == NOT_REGULAR()


@pytest.fixture(scope="module")
def lake():
    return topology_of(raw_map("lake"), source="lake")


def test_an_unknown_clearing_in_the_seeds_terms(lake):
    with pytest.raises(BadInput) as caught:
        lake.parse_area("13")
    error = caught.value
    assert error.message == NO_SUCH_CLEARING(map="Lake", clearing=13, clearings="1-12")
    assert error.describe("en") == "Lake has no clearing 13 (its clearings are 1-12)"
    assert "Meer Kaart" in error.describe("nl") and "open plek 13" in error.describe("nl")
    assert "Mapa del Lago" in error.describe("es") and "claro 13" in error.describe("es")


def test_an_area_like_no_forest_says_how_to_name_one(lake):
    with pytest.raises(BadInput) as caught:
        lake.parse_area("97_98_99")
    error = caught.value
    assert error.message.id == NO_SUCH_AREA_HOW.id and error.message.params["typed"] == "97_98_99"
    assert " bos " in error.describe("nl") and " bosque " in error.describe("es")


def test_a_path_that_is_not_there(lake):
    a, b = next((a, b) for a in lake.clearings for b in lake.clearings
                if a < b and not lake.links_between(a, b))
    with pytest.raises(BadInput) as caught:
        lake.parse_area(f"{b}-{a}")
    assert caught.value.message == NO_SUCH_PATH(map="Lake", typed=f"{b}-{a}", a=a, b=b)
    assert "pad" in caught.value.describe("nl") and "camino" in caught.value.describe("es")


@pytest.mark.parametrize("argv, env, words", [
    (["--lang", "nl", "topology", "nosuch"], {}, "geen meegeleverde kaart"),
    (["topology", "nosuch"], {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "nl_NL.UTF-8"},
     "geen meegeleverde kaart"),
    (["--lang", "es", "topology", "mountian"], {}, "¿quizá quieres decir mountain?"),
])
def test_the_command_line_says_it_in_the_language(monkeypatch, argv, env, words):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, out, err = run_cli(*argv)
    assert code == 2 and out == ""
    assert words in err and err.count("\n") == 1, err


def test_the_command_line_checks_a_broken_map_in_spanish(tmp_path):
    raw = raw_map("autumn")
    raw["clearings"][0]["centre"] = [1, "x"]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    code, out, err = run_cli("--lang", "es", "check", path)
    assert code == 2
    assert err == f'rootboard check: {path}: clearings[0] (id 1).centre: se esperaba un número, pero hay "x"\n'


def test_the_problems_check_finds_are_said_in_the_language():
    raw = raw_map("autumn")
    raw["paths"] = [p for p in raw["paths"] if 1 not in p["between"]]
    found = find_problems(Board.from_dict(raw, "autumn.json"))
    unreached = next(p for p in found if p.message.id == UNREACHED.id)
    assert unreached.element == CLEARING(clearing=1)
    assert unreached.describe("en") == "clearing 1: no path reaches it"
    assert unreached.describe("nl") == "open plek 1: geen enkel pad leidt erheen"
    assert unreached.describe("es") == "claro 1: ningún camino llega hasta él"


def test_check_prints_a_maps_problems_in_dutch(tmp_path):
    raw = raw_map("autumn")
    raw["paths"] = [p for p in raw["paths"] if 1 not in p["between"]]
    path = tmp_path / "autumn-cut.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    code, out, err = run_cli("--lang", "nl", "check", path)
    assert code == 1
    assert f"{path}: open plek 1: geen enkel pad leidt erheen\n" in out

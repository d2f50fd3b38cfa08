"""The game layer's refusals are Messages: the id the code declares, the user's words and the
file's elements as data, and Dutch and Spanish words with the seeds' terms (TERMS.md)."""

from __future__ import annotations

import json

import pytest

import rootboard.game.terms  # noqa: F401  (the words these errors say, as every command that shows them imports them)
from rootboard import files
from rootboard.board.mapfile import AT_LINE_COLUMN, suggested
from rootboard.errors import BadInput, GameFormatError, RootboardError, StateError
from rootboard.game import actions as act
from rootboard.game import replay
from types import SimpleNamespace

from rootboard.game import faction as pieces, law, state as state_module
from rootboard.gamefile import file as gamefile
from rootboard.game.factions import LAW, faction
from rootboard.game.factions.vagabond import board as vagabond
from rootboard.gamefile.file import save_game
from tests.helpers import load_game
from rootboard.game.state import SUPPLY, Edit, shift
from rootboard.messages import Message
from tests.game.gamekit import game


def speaks(error: RootboardError, nl: tuple[str, ...] = (), es: tuple[str, ...] = ()) -> None:
    """Rendered in Dutch and Spanish, the words are not the English ones and carry ``nl`` / ``es``."""
    english = error.describe("en")
    for lang, words in (("nl", nl), ("es", es)):
        said = error.describe(lang)
        assert said != english, (lang, said)
        for word in words:
            assert word in said, (lang, word, said)


@pytest.fixture
def saved(tmp_path):
    state = game("autumn", ("marquise", "eyrie", "vagabond"))
    path = tmp_path / "g.json"
    save_game(state, path)
    return path, json.loads(path.read_text())


def refused(path, data) -> GameFormatError:
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert error.value.source == str(path)
    return error.value


# --- the file and its JSON -----------------------------------------------------------------------

def test_a_missing_game_file(tmp_path):
    with pytest.raises(GameFormatError) as error:
        load_game(tmp_path / "missing.json")
    assert error.value.message.id == files.MISSING.id
    speaks(error.value, nl=("bestaat niet",), es=("no existe",))


def test_a_folder_is_not_a_game_file_in_the_languages_words(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(GameFormatError) as error:
        load_game(folder)
    message = error.value.message
    assert message.id == gamefile.IS_A_FOLDER.id and message.params["what"].id == gamefile.GAME_FILE.id
    speaks(error.value, nl=("spelbestand",), es=("archivo de partida",))


def test_truncated_json_is_said_whole_in_the_language(saved):
    from rootboard.messages import text

    path, data = saved
    error = refused(path, json.dumps(data)[:300])
    assert error.message.id == gamefile.NOT_JSON_TRUNCATED.id
    assert error.element.id == AT_LINE_COLUMN.id and error.element.params["line"] == 1
    assert error.describe("nl").count("regel 1") == 1 and "line" not in error.describe("nl")
    detail = error.message.params["detail"]  # what json found, as a sentence of its own (issue 37)
    assert isinstance(detail, Message)
    for lang in ("en", "nl", "es"):
        assert text(detail, lang) in error.describe(lang)
    assert text(detail, "nl") != text(detail, "en")
    speaks(error, nl=("geen geldige JSON",), es=("JSON no válido",))


def test_a_schema_refusal_names_the_element_and_the_kind_expected(saved):
    path, data = saved
    error = refused(path, {**data, "turn": 1.5})
    assert error.element == "turn" and error.message.id == gamefile.EXPECTED_KIND.id
    assert error.message.params["expected"].id == "json.integer" and error.message.params["shown"] == "1.5"
    speaks(error, nl=("geheel getal",), es=("número entero",))


def test_not_a_game_file(saved):
    path, _ = saved
    error = refused(path, {"format": "rootboard-map", "version": 1})
    assert error.element == "format" and error.message.id == gamefile.NOT_A_GAME.id
    speaks(error, nl=("spelbestand",), es=("archivo de partida",))


# --- the position --------------------------------------------------------------------------------

def test_pieces_that_do_not_add_up_cite_the_law_and_name_the_faction(saved):
    path, data = saved
    error = refused(path, {**data, "out": [["marquise", "warrior", 3]]})
    assert error.message.id == gamefile.PIECES_LOST.id and error.message.sections == ("1.5.1",)
    assert error.message.params["who"] == "marquise" and error.message.params["piece"] == "warrior"
    speaks(error, nl=("Wet 1.5.1", "Markiezin", "krijgers", "spel"), es=("Marquesado", "guerreros", "partida"))


def test_an_unknown_piece_in_the_supply(saved):
    path, data = saved
    error = refused(path, {**data, "supply": data["supply"] + [["marquise", "laser", 1]]})
    assert error.element.startswith("supply[") and error.message.id == gamefile.NO_SUCH_PIECE.id
    speaks(error, nl=("laser", "spel"), es=("laser", "partida"))


def test_a_clearing_the_map_has_not(saved):
    path, data = saved
    error = refused(path, {**data, "suits": {**data["suits"], "99": "fox"}})
    assert error.element == "suits.99" and error.message.id == gamefile.NO_CLEARING.id
    assert error.message.params["clearing"] == 99
    speaks(error, nl=("open plek 99",), es=("claro 99",))


def test_hostility_without_a_vagabond_cites_the_law(saved):
    path, data = saved
    error = refused(path, {**data, "hostile": {"eyrie": ["marquise"]}})
    assert error.message.id == gamefile.HOSTILE_NOT_A_VAGABOND.id and error.message.sections == ("9.2.9",)
    speaks(error, nl=("Vagebond", "Vijandig"), es=("Vagabundo", "Hostil"))


def test_the_burrow_without_the_duchy(saved):
    path, data = saved
    error = refused(path, {**data, "areas": {**data["areas"], "burrow": [["marquise", "warrior", 1]]}})
    assert error.element == "areas.burrow" and error.message.id == state_module.NO_BURROW.id
    assert error.message.sections == ("12.2.2",)
    speaks(error, nl=("het Hol",), es=("Madriguera",))


def test_a_vagabonds_board_that_cannot_be():
    board = vagabond.VagabondBoard("thief")
    def among(*factions):
        return SimpleNamespace(factions=list(factions), law=LAW)

    problem = vagabond.board_problem(among("marquise"), "vagabond", board)
    assert isinstance(problem, Message) and problem.id == vagabond.BOARD_NOT_A_VAGABOND.id
    problem = vagabond.board_problem(among("marquise", "vagabond", "vagabond2"), "vagabond",
                                     vagabond.VagabondBoard("thief", allied={"vagabond2": 1}))
    assert problem.id == vagabond.BOARD_RELATIONSHIP.id and problem.sections == ("9.2.9",)
    problem = vagabond.board_problem(among("marquise", "vagabond"), "vagabond",
                                     vagabond.VagabondBoard("thief", allied={"marquise": 9}))
    assert problem.id == vagabond.BOARD_SPACE.id and problem.params["other"] == "marquise"
    error = GameFormatError("g.json", "vagabonds", problem)
    speaks(error, nl=("Markiezin", "Bondgenoot"), es=("Marquesado", "aliados"))


# --- the history ---------------------------------------------------------------------------------

def test_an_action_of_the_wrong_type_names_its_field():
    with pytest.raises(GameFormatError) as error:
        act.read_action({"type": "score", "faction": "eyrie", "points": 1.0}, LAW)
    message = error.value.message
    assert message.id == act.EXPECTED.id and message.params["field"] == "score.points"
    assert message.params["expected"].id == "json.integer"
    speaks(error.value, nl=("geheel getal", "score.points"), es=("número entero", "score.points"))


def test_a_history_entry_that_does_not_read_is_named_by_its_element(tmp_path):
    from rootboard.game.placement import PieceRequest

    state = game("autumn", ("marquise", "eyrie"))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    path = tmp_path / "g.json"
    save_game(state, path)
    data = json.loads(path.read_text())
    data["history"][0]["action"]["colour"] = "red"
    error = refused(path, data)
    assert error.element.startswith("history[0].action")
    assert error.message.id in {act.UNKNOWN_FIELDS.id, gamefile.UNKNOWN_KEY.id}
    speaks(error, nl=("colour",), es=("colour",))


def test_the_cursor_beyond_the_history_counts_in_each_language(saved):
    path, data = saved
    error = refused(path, {**data, "cursor": 99})
    assert error.message.id == gamefile.CURSOR_OUTSIDE.id and error.message.params == {"cursor": 99, "n": 0}
    speaks(error, nl=("geschiedenis",), es=("historial",))


# --- edits ---------------------------------------------------------------------------------------

def test_an_edit_that_does_not_fit_the_state_names_faction_piece_and_area():
    state = game("autumn", ("marquise", "eyrie"))
    with pytest.raises(StateError) as error:
        state.apply([shift(("marquise", "warrior"), 5, SUPPLY, 3)])
    message = error.value.message
    assert message.id == state_module.TOO_FEW.id and (message.params["who"], message.params["n"]) == ("marquise", 3)
    speaks(error.value, nl=("Markiezin", "open plek 5"), es=("Marquesado", "claro 5"))


def test_an_edit_that_is_not_one():
    with pytest.raises(StateError) as error:
        Edit.from_json(["teleport", 1])
    assert error.value.message.id == state_module.NOT_AN_EDIT.id
    speaks(error.value, nl=("wijziging",), es=("cambio",))


# --- names typed on the command line -------------------------------------------------------------

def test_an_unknown_faction_keeps_the_names_to_type():
    with pytest.raises(BadInput) as error:
        faction("bees")
    assert error.value.message.id == law.NO_SUCH_FACTION.id
    assert "marquise" in error.value.message.params["choices"]  # what to type, not a translated name
    speaks(error.value, nl=("onbekende factie", "'bees'"), es=("facción desconocida", "'bees'"))


def test_a_near_miss_is_offered_as_a_nested_message():
    with pytest.raises(BadInput) as error:
        faction("marqise")
    message = error.value.message
    assert message.id == law.NO_SUCH_FACTION_MEANT.id
    meant = message.params["meant"]
    assert suggested(meant) == ("Marquise",)  # named in the run's language, as it may be typed
    speaks(error.value, nl=("bedoel je Marquise?",), es=("¿quizá quieres decir Marquise?",))


def test_an_unknown_piece_names_the_faction_in_the_language():
    with pytest.raises(BadInput) as error:
        LAW["marquise"].piece("laser")
    message = error.value.message
    assert message.id == pieces.NO_SUCH_PIECE.id and message.params["faction"] == "marquise"
    speaks(error.value, nl=("Markiezin",), es=("Marquesado",))
    with pytest.raises(BadInput) as error:
        LAW["marquise"].piece("sawmil")
    assert error.value.message.id == pieces.NO_SUCH_PIECE_MEANT.id
    assert suggested(error.value.message.params["meant"]) == ("sawmill",)


def test_a_game_whose_map_file_broke_since_says_where_in_the_map(tmp_path, capsys):
    """The map's own error (its file, and the line and column json stopped at, a Message)
    is said inside the game file's, in the language."""
    from rootboard.board.catalog import shipped_maps
    from rootboard.cli import main

    board = tmp_path / "mine.json"
    board.write_text(shipped_maps()["autumn"].read_text(encoding="utf-8"), encoding="utf-8")
    game = tmp_path / "g.json"
    assert main(["new", str(board), "-o", str(game), "--factions", "marquise,eyrie"]) == 0
    text = board.read_text(encoding="utf-8")
    board.write_text(text[: len(text) // 2], encoding="utf-8")
    capsys.readouterr()
    with pytest.raises(GameFormatError) as error:
        load_game(game)
    assert error.value.message.id == gamefile.MAP_UNREADABLE.id
    assert main(["--lang", "nl", "status", str(game)]) == 2
    said = capsys.readouterr().err
    assert str(board) in said and "regel " in said and ", kolom " in said

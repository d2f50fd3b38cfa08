"""The command line in Dutch and Spanish: --lang anywhere, LANG as the default, JSON keys in English."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from rootboard.cli import main


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "g.json"
    assert main(["new", "lake", "-o", str(path), "--factions", "marquise,eyrie,vagabond", "--seed", "1"]) == 0
    assert main(["place", str(path), "marquise", "warrior", "11", "--count", "3"]) == 0
    return path


ENGLISH = ("clearing", "forest", "across", "lake", "Marquise", "Ferry", "Law ")


def test_a_dutch_refusal_with_its_law_section(game, capsys):
    assert main(["--lang", "nl", "move", str(game), "marquise", "11", "1"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Wet 16.2.2.II")
    assert "open plek 11" in err and "het meer" in err and "Markiezin" in err and "Veerboot" in err
    assert not any(word in err for word in ENGLISH)


def test_a_spanish_refusal_after_the_command_word(game, capsys):
    assert main(["move", str(game), "marquise", "11", "1", "--lang", "es"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Ley 16.2.2.II")
    assert "claro 11" in err and "lago" in err and "Marquesado" in err and "Transbordador" in err
    assert not any(word in err for word in ENGLISH)


def test_json_keeps_its_keys_and_ids_in_english(game, capsys):
    assert main(["--lang=es", "move", str(game), "marquise", "11", "5", "--json", "--dry-run"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["id"] == "move.moves-ruling" and data["params"]["who"] == "marquise"
    assert data["section"] == "4.2.1" and "Marquesado" in data["reason"]


def test_lang_from_the_environment(game):
    env = dict(os.environ, LANG="nl_NL.UTF-8")
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    done = subprocess.run([sys.executable, "-m", "rootboard", "move", str(game), "marquise", "11", "1"],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 1
    assert done.stderr.startswith("Wet 16.2.2.II") and "open plek" in done.stderr


def test_an_unknown_language_is_bad_input(game, capsys):
    assert main(["--lang", "fr", "status", str(game)]) == 2
    assert "en, nl, es" in capsys.readouterr().err


@pytest.mark.parametrize("lang,words", [("nl", ("Vogelzang", "Markiezin", "Meer Kaart")),
                                        ("es", ("Alba", "Marquesado", "Mapa del Lago"))])
def test_status_and_log_speak_the_language(game, capsys, lang, words):
    assert main(["--lang", lang, "phase", str(game), "birdsong"]) == 0
    capsys.readouterr()
    assert main(["--lang", lang, "status", str(game)]) == 0
    out = capsys.readouterr().out
    assert all(w in out for w in words[1:]) and words[0] in out
    assert main(["--lang", lang, "log", str(game)]) == 0
    assert words[1] in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_the_vagabonds_status_lines_name_things_in_the_language(game, capsys, lang):
    """Hostility, effects and the Vagabond's board are said with the rulebook's words:
    faction, character, item and relationship names, never ids or a Python dict."""
    from rootboard.game.terms import effect_name, faction_name, item_name
    from rootboard.game.factions.vagabond.board import character_name

    for argv in (["character", str(game), "vagabond", "thief"], ["hostile", str(game), "vagabond", "eyrie"],
                 ["effect", str(game), "marquise", "boat-builders"]):
        assert main(argv) == 0
    capsys.readouterr()
    assert main(["--lang", lang, "status", str(game)]) == 0
    out = capsys.readouterr().out
    assert "{" not in out and "[" not in out
    for shown in (faction_name("eyrie", lang), faction_name("vagabond", lang), character_name("thief", lang),
                  item_name("torch", lang), effect_name("boat-builders", lang)):
        assert shown in out
    if lang != "en":
        english = re.compile(r"\b(satchel|track|indifferent|hostile|allied|thief|torch|the map)\b", re.IGNORECASE)
        assert not english.search(out)


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_undo_and_redo_say_what_they_took_back_in_the_language(game, capsys, lang):
    from rootboard.game import replay
    from tests.helpers import load_game
    from rootboard.messages import text

    loaded = load_game(game)
    placed = replay.entry_description(loaded, len(loaded.history) - 1)  # the fixture's last action
    capsys.readouterr()
    assert main(["--lang", lang, "undo", str(game)]) == 0
    undone = capsys.readouterr().out
    assert main(["--lang", lang, "redo", str(game)]) == 0
    redone = capsys.readouterr().out
    for said in (undone, redone):
        assert text(placed, lang) in said and "Message(" not in said


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_an_unknown_item_on_the_command_line_is_refused_in_the_core_s_words(game, capsys, lang):
    from rootboard.errors import BadInput
    from rootboard.game.factions.vagabond.board import item_name

    with pytest.raises(BadInput) as refused:
        item_name("lantern")
    assert main(["--lang", lang, "explore", str(game), "vagabond", "lantern"]) == 2
    err = capsys.readouterr().err
    assert refused.value.describe(lang) in err and "item_name" not in err


@pytest.mark.parametrize("lang, who, piece, where, said", [
    ("nl", "markiezin", "krijgers", "open plek 10", "de Markiezin plaatst 2 krijgers in open plek 10"),
    ("nl", "de Vagebond", "pion", "bos 7_10_11", "de Vagebond plaatst 1 pion in bos 7_10_11"),
    ("es", "el Marquesado", "guerrero", "el claro 10", "el Marquesado coloca 2 guerreros en el claro 10"),
    ("es", "nido de aguilas", "nido", "claro 10", "el Nido de Águilas coloca 1 nido en el claro 10"),
    ("en", "Marquise", "warriors", "clearing 10", "Marquise places 2 warriors in clearing 10"),
])
def test_factions_pieces_and_areas_are_typed_in_the_language(game, capsys, lang, who, piece, where, said):
    count = "1" if piece in ("pion", "nido") else "2"
    assert main(["--lang", lang, "place", str(game), who, piece, where, "--count", count]) == 0
    assert said in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_an_unknown_faction_is_answered_with_the_game_s_factions_in_the_language(game, capsys, lang):
    assert main(["--lang", lang, "place", str(game), "markiezn", "warrior", "11"]) == 2
    err = capsys.readouterr().err
    names = {"en": ("Marquise", "Eyrie", "Vagabond"), "nl": ("Markiezin", "Arendsnest", "Vagebond"),
             "es": ("Marquesado", "Nido de Águilas", "Vagabundo")}[lang]
    assert all(n in err for n in names), err
    assert "hireling" not in err.lower() and "Corvids" not in err and "Kraaien" not in err and "Córvidos" not in err


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_a_misspelt_item_is_answered_with_the_nearest_in_the_language(lang):
    """"fakel" -> "bedoel je fakkel?": each item's word with a letter dropped offers that word;
    the items are listed as the language names them, each of them typeable."""
    from rootboard.errors import BadInput
    from rootboard.board.mapfile import suggested
    from rootboard.game.factions.vagabond.board import ITEMS, item_name
    from rootboard.game.terms import item_name as item_word
    from rootboard.i18n import choose, current
    from rootboard.messages import text

    before = current()
    choose(lang)
    try:
        for item in ITEMS:
            word = str(item_word(item, lang))
            assert item_name(word) == item  # what is listed and offered can be typed
            slip = word[:len(word) // 2] + word[len(word) // 2 + 1:]
            if len(word) < 5:  # too short for a near miss to be sure of
                continue
            with pytest.raises(BadInput) as refused:
                item_name(slip)
            assert word in suggested(refused.value.problem.params["meant"]), text(refused.value.problem, lang)
            listed = text(refused.value.problem, lang).split(": ", 1)[1]
            assert all(str(item_word(i, lang)) in listed for i in ITEMS)
            assert lang == "en" or not {i for i in ITEMS if str(item_word(i, lang)) != i} & set(listed.split(", "))
    finally:
        choose(before)


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_a_misspelt_piece_is_answered_with_the_nearest_in_the_language(game, capsys, lang):
    """"krijgr" -> "bedoel je krijger?": each of the Marquise's pieces, its word with a letter
    dropped, offers that word; her pieces are listed as the language names them, and nothing changes."""
    from rootboard.board.mapfile import did_you_mean
    from rootboard.game.factions import LAW
    from rootboard.game.terms import piece_name
    from rootboard.messages import text

    before = game.read_bytes()
    pieces = [p.name for p in LAW.get("marquise").pieces]
    words = [str(piece_name(p, lang)) for p in pieces]
    for word in words:
        if len(word) < 5:  # too short for a near miss to be sure of
            continue
        slip = word[:len(word) // 2] + word[len(word) // 2 + 1:]
        capsys.readouterr()
        assert main(["--lang", lang, "place", str(game), "marquise", slip, "11"]) == 2
        err = capsys.readouterr().err
        assert text(did_you_mean([word]), lang) in err, err
        listed = err.rsplit(": ", 1)[1].strip().split(", ")
        assert listed == words, err
    assert game.read_bytes() == before


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("option", ["--hirelings", "--character"])
def test_a_misspelt_hireling_or_character_is_answered_with_the_nearest(tmp_path, capsys, lang, option):
    """`new --hirelings forest-patro`, `--character vagabond=thef`: the id meant, in the language's words."""
    from rootboard.board.mapfile import did_you_mean
    from rootboard.game.factions import LAW
    from rootboard.game.factions.vagabond.board import CHARACTERS
    from rootboard.messages import text

    ids = [f.id for f in LAW if f.hireling and "-" in f.id] if option == "--hirelings" else list(CHARACTERS)
    for meant in ids:
        slip = meant[:len(meant) // 2] + meant[len(meant) // 2 + 1:]
        if len(meant) < 5:  # too short for a near miss to be sure of
            continue
        value = slip if option == "--hirelings" else f"vagabond={slip}"
        path = tmp_path / "g.json"
        capsys.readouterr()
        assert main(["--lang", lang, "new", "autumn", "-o", str(path), "--factions", "marquise,vagabond",
                     option, value]) == 2
        assert text(did_you_mean([meant]), lang).rstrip("?") in capsys.readouterr().err  # the nearest, first
        assert not path.exists()


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("argv", [("score", "{game}", "marquise", "x"), ("render", "lake", "-o", "{dir}/x.png", "--width", "x"),
                                  ("open-path", "{game}", "x", "1"), ("allied", "{game}", "vagabond", "eyrie", "x")])
def test_a_number_that_is_none_is_said_in_the_language(game, tmp_path, capsys, lang, argv):
    """argparse's own int says "invalid int value: 'x'" in every language: every number typed
    says instead what a whole number type says, in the table's language."""
    import argparse

    from rootboard.cli import whole_number
    from rootboard.i18n import choose, current

    was = current()
    choose(lang)
    try:
        with pytest.raises(argparse.ArgumentTypeError) as refused:
            whole_number("x")
    finally:
        choose(was)
    before = game.read_bytes()
    capsys.readouterr()
    assert main(["--lang", lang, *(a.format(game=game, dir=tmp_path) for a in argv)]) == 2
    err = capsys.readouterr().err
    assert str(refused.value) in err and "int" not in err.replace("print", ""), err
    assert game.read_bytes() == before

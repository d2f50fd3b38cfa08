"""The command line's own words in Dutch and Spanish: every command's --help (our help strings
and argparse's frame) and argparse's usage errors; English unchanged."""

from __future__ import annotations

import re

import pytest

from rootboard import i18n
from rootboard.cli import COMMANDS, frame, main
from rootboard.game.bots import BOTS, DIFFICULTIES, bot_module
from rootboard.game.factions import LAW
from rootboard.game.factions.vagabond.board import ITEMS
from rootboard.quiz.kinds import KINDS as QUIZ_KINDS
from rootboard.tools import catalogues

ALL_COMMANDS = [name for names in COMMANDS.values() for name in names]
WORD = re.compile(r"[A-Za-z][a-z]{3,}")  # prose words; ids and metavars are filtered below
# Words a translation rightly keeps: the game's and the formats' names, and words Dutch or
# Spanish spell as English does (TERMS.md: effect, controller, Ronin; the catalogue's Dutch
# keeps "seed" for a random seed).
KEPT = {"Root", "rootboard", "json", "JSON", "Ronin", "Rootlog"}  # Rootlog: the notation's name
SAME_WORD = {"nl": {"effect", "controller", "open", "plus", "hand", "pixels", "scores", "later", "seed"}, "es": set()}


def _help(capsys, lang: str, *argv: str) -> str:
    assert main(["--lang", lang, *argv, "--help"]) == 0
    return capsys.readouterr().out


def _plain(help_text: str) -> str:
    """The help without option names (--help, --advance) and with ids that argparse wrapped
    at their hyphen (popular-\n band) joined again."""
    return re.sub(r"(?<![\w-])--?[a-z][\w-]*", " ", re.sub(r"-\n\s+", "-", help_text))


def _ours(lang: str, english: str, translated: str) -> set[str]:
    """The words of the English help that the translated one still shows, but for what no
    language translates: what the usage line lists (metavars, option names, choices) and ids."""
    english, translated = _plain(english), _plain(translated)
    usage = english.split("\n\n", 1)[0]
    kept = set(WORD.findall(usage)) | set(ALL_COMMANDS) | KEPT | SAME_WORD[lang]
    ids = set(re.findall(r"[a-z]+(?:[-_.=][a-z0-9]+)+|[a-z]+[0-9]+", english))  # forest-patrol, vagabond2
    ids |= {part for i in ids for part in re.split(r"[-_.=0-9]+", i)}
    ids |= set(re.findall(r"\b(?:marquise|eyrie|alliance|vagabond|riverfolk|lizards|duchy|corvids|hundreds|"
                          r"keepers|autumn|fall|winter|lake|mountain|burrow|none|map|thief|bag|boot|hammer|"
                          r"sword|warrior|pawn|enforce|teach|exhaust|refresh|damage|repair|take|remove|"
                          r"riverboats|mercenaries|ruler|section|reason|legal)\b", english))
    ids |= {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", *ITEMS, *QUIZ_KINDS, *LAW.battle_effects}
    # A bot's difficulty and traits are typed as ids (rootboard setup --bot marquise:challenging:blitz).
    ids |= {*DIFFICULTIES, *(t for bot in BOTS for t in bot_module(bot).OPTIONAL_TRAITS)}
    english_words = set(WORD.findall(english)) - kept - ids
    return {w for w in english_words if re.search(rf"\b{re.escape(w)}\b", translated)}


@pytest.mark.parametrize("lang", ["nl", "es"])
@pytest.mark.parametrize("command", [None, *ALL_COMMANDS])
def test_help_speaks_the_language(capsys, lang, command):
    argv = () if command is None else (command,)
    english = _help(capsys, "en", *argv)
    translated = _help(capsys, lang, *argv)
    left = _ours(lang, english, translated)
    assert not left, f"`rootboard --lang {lang} {command or ''} --help` still says {sorted(left)}"
    # "options" is a command's name too: the heading is the line that says it.
    for heading, said in (("usage: ", "usage: "), ("options", "\noptions:"),
                          ("show this help message and exit", "show this help message and exit")):
        assert said not in translated
        assert i18n.pgettext(frame.CONTEXT, heading, lang) in translated
    assert translated.count("\n") >= english.count("\n") * 0.8  # nothing dropped


def test_the_description_is_translated(capsys):
    said = {lang: " ".join(_help(capsys, lang).split()) for lang in i18n.LANGUAGES}  # unwrapped
    assert "With no command, opens the board window." in said["en"]
    assert "Zonder opdracht opent het programma het venster met de kaart." in said["nl"]
    assert "Sin orden, abre la ventana del mapa." in said["es"]


@pytest.mark.parametrize("lang,required,error", [("nl", "de volgende argumenten zijn verplicht", "fout:"),
                                                 ("es", "se requieren los siguientes argumentos", "error:")])
def test_a_missing_argument_in_the_language(capsys, lang, required, error):
    assert main(["--lang", lang, "move"]) == 2
    err = capsys.readouterr().err
    assert f"rootboard move: {error} {required}: GAME.json, FACTION, FROM, TO" in err
    assert "usage:" not in err and "the following" not in err


@pytest.mark.parametrize("lang,words", [("nl", ("argument --count: een geheel getal verwacht, niet 'x'",
                                                "argument --count: moet 1 of meer zijn, niet 0")),
                                        ("es", ("argumento --count: se esperaba un número entero, no 'x'",
                                                "argumento --count: debe ser 1 o más, no 0"))])
def test_a_bad_count_in_the_language(capsys, tmp_path, lang, words):
    game = str(tmp_path / "g.json")
    for given, said in zip(("x", "0"), words):
        assert main(["--lang", lang, "move", game, "marquise", "1", "5", "--count", given]) == 2
        err = capsys.readouterr().err
        assert said in err
        assert "expected" not in err and "must be" not in err


def test_the_language_asked_for_is_missing_in_the_environments_language(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    assert main(["status", "--lang"]) == 2
    assert capsys.readouterr().err == "rootboard: --lang vraagt een taal: en|nl|es\n"


def test_english_is_unchanged(capsys):
    out = _help(capsys, "en", "move")
    assert out.startswith("usage: rootboard move [-h]")
    assert "\npositional arguments:\n" in out and "\noptions:\n" in out
    assert "  -h, --help            show this help message and exit\n" in out
    assert "how many pieces move (default 1)" in out
    assert main(["move"]) == 2
    assert capsys.readouterr().err.endswith(
        "rootboard move: error: the following arguments are required: GAME.json, FACTION, FROM, TO\n")
    assert main(["move", "g.json", "marquise", "1", "5", "--count", "0"]) == 2
    assert capsys.readouterr().err.endswith("rootboard move: error: argument --count: must be 1 or more, got 0\n")


def test_argparse_words_come_from_the_running_argparse():
    found = dict(catalogues.argparse_msgids())
    assert {"usage: ", "options", "the following arguments are required: %s"} <= set(found)
    assert ("expected %s argument", "expected %s arguments") in found


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_argparse_translations_keep_its_placeholders(lang):
    """argparse fills its words with %: a translation that loses or adds one breaks the message."""
    specs = lambda s: sorted(re.findall(r"%(?:\(\w+\))?[rsd]", s))  # noqa: E731
    for m in catalogues.read(i18n.po_path(lang), lang):
        if m.context != frame.CONTEXT:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            assert specs(s) == specs(ids[-1]), f"{lang} [{m.context}] {s!r} vs {ids[-1]!r}"
            assert s.endswith(" ") == ids[0].endswith(" ") and s.endswith("\n") == ids[0].endswith("\n")


def test_help_strings_have_no_percent_sign():
    """argparse fills help strings with %(default)s: a bare % in a translation would crash --help."""
    for lang in ("nl", "es"):
        for m in catalogues.read(i18n.po_path(lang), lang):
            if m.context == "cli.help":
                assert "%" not in m.string, f"{lang}: {m.string!r}"


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_every_command_says_its_exit_codes_in_the_same_words(capsys, lang):
    # The words undo's help begins its exit codes with ("Afsluitcode 0", "Código de salida 0"):
    # every command that lists its exit codes says them so, not "Eindigt met 0" in one place.
    undo = i18n.pgettext("cli.help", "Exit 0 undone and saved, 1 nothing to undo (file unchanged), 2 bad input.", lang)
    lead = undo.split(" 0 ", 1)[0] + " 0 "
    listing = [c for c in ALL_COMMANDS if "Exit 0" in " ".join(_help(capsys, "en", c).split())]
    assert "undo" in listing and len(listing) > 10
    other = [c for c in listing if lead not in " ".join(_help(capsys, lang, c).split())]
    assert not other, f"{other} say their exit codes otherwise than {lead!r}"

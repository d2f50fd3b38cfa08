"""`rootboard cards`: the catalogue of each deck, in the run's language, and only when asked."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rootboard.cli.card_commands import DECK_CHOICES
from rootboard.game.cards import DECKS, deck
from tests.helpers import run_cli


def test_the_command_offers_the_decks_the_data_has():
    assert DECK_CHOICES == DECKS


@pytest.mark.parametrize("deck_name", DECKS)
def test_json_lists_every_card_of_the_deck_with_its_copies(deck_name):
    code, out, _ = run_cli("cards", "--deck", deck_name, "--json")
    assert code == 0
    shown = json.loads(out)
    data = deck(deck_name)
    assert shown["deck"] == deck_name and shown["size"] == data.size
    assert sum(c["copies"] for c in shown["cards"]) == data.size
    assert {c["id"] for c in shown["cards"]} == {c.id for c in data.cards}
    for entry in shown["cards"]:
        card = data.card(entry["id"])
        assert (entry["suit"], entry["cost"], entry["kind"], entry.get("item")) == (card.suit, list(card.cost),
                                                                                   card.kind, card.item)
        assert entry["sources"]["facts"], entry["id"]  # every card says where its facts come from


def test_the_default_deck_is_the_standard_deck():
    assert json.loads(run_cli("cards", "--json")[1])["deck"] == "standard"


@pytest.mark.parametrize("deck_name", DECKS)
def test_the_table_has_a_line_per_card(deck_name):
    code, out, _ = run_cli("cards", "--deck", deck_name)
    assert code == 0
    lines = out.splitlines()
    for card in deck(deck_name).cards:
        name, confirmed = card.name("en")
        assert confirmed
        assert any(line.strip().startswith(name) for line in lines), name
    # the title, the column heads, a line per card, the sources
    assert len(lines) == 1 + 1 + len(deck(deck_name).cards) + 1


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_the_catalogue_speaks_the_runs_language(lang):
    code, out, _ = run_cli("--lang", lang, "cards")
    assert code == 0
    armorers = deck("standard").card("armorers")
    assert armorers.name(lang)[1] and armorers.name(lang)[0] in out  # the Law's own name
    unnamed = deck("standard").card("sappers")
    assert not unnamed.name(lang)[1]
    line = next(l for l in out.splitlines() if l.strip().startswith(unnamed.name(lang)[0]))
    assert "*" in line  # marked: no name in the Law in this language
    english = run_cli("cards")[1]
    assert out.splitlines()[1] != english.splitlines()[1]  # the column heads are translated


def test_json_names_follow_the_language_and_say_whether_confirmed():
    cards = {c["id"]: c for c in json.loads(run_cli("--lang", "es", "cards", "--json")[1])["cards"]}
    assert cards["brutal-tactics"]["name"] == deck("standard").card("brutal-tactics").names["es"]
    assert cards["brutal-tactics"]["name_confirmed"] is True
    assert cards["royal-claim"]["name_confirmed"] is False


def test_an_unknown_deck_is_bad_input():
    assert run_cli("cards", "--deck", "marauders")[0] == 2


def test_no_start_up_path_loads_the_cards():
    """Registering every command (as `rootboard --help` does) imports nothing of the cards."""
    probe = ("import sys\nfrom rootboard.cli import build_parser\nbuild_parser(None)\n"
             "print(any(m.startswith('rootboard.game.cards') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"

"""`rootboard craft`: a card named as typed, refused or crafted, shown by `status`, undone."""

from __future__ import annotations

import json

from rootboard.game.cards.catalogue import deck
from tests.helpers import run_cli

STANDARD = deck("standard")


def new_game(tmp_path, factions="marquise,eyrie"):
    path = tmp_path / "game.json"
    code, _, err = run_cli("new", "autumn", "-o", path, "--factions", factions, "--seed", "3")
    assert code == 0, err
    return path


def suits_of(path):
    return {int(c): s for c, s in json.loads(path.read_text())["suits"].items()}


def test_craft_by_the_dutch_name_scores_and_status_shows_it(tmp_path):
    path = new_game(tmp_path)
    card = next(c for c in STANDARD.cards if c.kind == "improvement" and "nl" in c.names and len(c.cost) == 1)
    clearing = next(c for c, s in sorted(suits_of(path).items()) if s == card.cost[0])
    assert run_cli("place", path, "marquise", "workshop", clearing)[0] == 0
    code, out, err = run_cli("--lang", "nl", "craft", path, "markiezin", card.names["nl"].lower())
    assert code == 0, err
    code, out, _ = run_cli("status", path, "--json")
    report = json.loads(out)
    crafted = report["crafted"]["factions"]["marquise"]
    assert "in_play" not in crafted  # one place for cards in play: the card table's
    assert report["cards"]["in_play"] == {"marquise": [{"card": card.id, "used": False}]}
    assert report["cards"]["hands"] is None  # no card dealt or drawn: no hand size claimed
    assert crafted["activated"] == [{"clearing": clearing, "piece": "workshop", "count": 1}]
    code, out, _ = run_cli("--lang", "es", "status", path)
    assert out.count(card.names["es"]) == 1  # listed once, by the card table's lines
    # Not twice (4.1.4): refused, the file unchanged; undone, the card is no longer in play.
    before = path.read_bytes()
    code, _, err = run_cli("craft", path, "marquise", card.id)
    assert code == 1 and "4.1.4" in err and path.read_bytes() == before
    assert run_cli("undo", path)[0] == 0
    report = json.loads(run_cli("status", path, "--json")[1])
    assert report["crafted"]["factions"] == {} and "cards" not in report


def test_an_item_leaves_the_supply_status_counts_what_is_left(tmp_path):
    path = new_game(tmp_path)
    card = next(c for c in STANDARD.cards if c.kind == "item" and len(c.cost) == 1 and c.cost[0] != "any")
    clearing = next(c for c, s in sorted(suits_of(path).items()) if s == card.cost[0])
    run_cli("place", path, "marquise", "workshop", clearing)
    code, _, err = run_cli("craft", path, "marquise", card.id, "--with", clearing)
    assert code == 0, err
    report = json.loads(run_cli("status", path, "--json")[1])
    from rootboard.game.crafted import ITEM_SUPPLY

    assert report["crafted"]["item_supply"][card.item] == ITEM_SUPPLY[card.item] - 1
    assert report["scores"]["marquise"] == card.points


def test_bad_input_is_exit_2_and_names_what_is_wrong(tmp_path):
    path = new_game(tmp_path)
    before = path.read_bytes()
    shared = next(c for c in STANDARD.cards if sum(x.names["en"] == c.names["en"] for x in STANDARD.cards) > 1)
    code, _, err = run_cli("craft", path, "marquise", shared.names["en"])
    assert code == 2 and shared.id in err
    code, _, err = run_cli("craft", path, "marquise", "no such card at all")
    assert code == 2
    item = next(c for c in STANDARD.cards if len(c.cost) == 1)
    from rootboard.derived.loading import load_topology

    forest = sorted(load_topology("autumn").forests)[0]
    code, _, err = run_cli("craft", path, "marquise", item.id, "--with", forest)
    assert code == 2 and "cli.craft.not-a-clearing" not in err and forest in err.replace(" ", ""), err
    assert path.read_bytes() == before


def test_a_game_file_keeping_cards_in_play_under_crafted_is_refused_naming_the_element(tmp_path):
    """Cards in play are the card table's ("cards"): "crafted" holds none (no such file was released)."""
    path = new_game(tmp_path)
    data = json.loads(path.read_text())
    data["crafted"] = {"in_play": {"marquise": ["armorers"]}}
    path.write_text(json.dumps(data))
    code, _, err = run_cli("status", path)
    assert code == 2 and str(path.name) in err and "crafted" in err and "in_play" in err


def test_status_lists_a_card_in_play_once_and_hand_sizes_once_hands_are_kept(tmp_path):
    path = new_game(tmp_path)
    card = next(c for c in STANDARD.cards if c.kind == "improvement" and len(c.cost) == 1)
    clearing = next(c for c, s in sorted(suits_of(path).items()) if s == card.cost[0])
    run_cli("place", path, "marquise", "workshop", clearing)
    assert run_cli("draw", path, "marquise", "2", "--card", card.id)[0] == 0
    assert run_cli("craft", path, "marquise", card.id)[0] == 0
    report = json.loads(run_cli("status", path, "--json")[1])
    assert report["cards"]["hands"] == {"marquise": 1, "eyrie": 0}
    out = run_cli("status", path)[1]
    assert out.count(card.names["en"]) == 1


def test_reveal_crafts_the_mole_artisans_way_and_is_refused_to_a_player_without_them(tmp_path):
    """``--reveal`` builds the craft the Mole Artisans let their controller make (16.4.2.II): the
    card revealed, not discarded; a player who controls no Mole Artisans is refused, the file
    unchanged."""
    from rootboard.game import replay
    from rootboard.game.actions import Control
    from rootboard.gamefile.file import save_game
    from tests.game.factions.hirelings.kit import ME
    from tests.game.factions.hirelings.test_artisans import CARD_OWNER, ENEMY, artisans
    from tests.game.gamekit import turn_of

    state, card = artisans()
    path = tmp_path / "game.json"
    save_game(state, path)
    code, _, err = run_cli("craft", path, ME, card.id, "--reveal")
    assert code == 0, err
    report = json.loads(run_cli("status", path, "--json")[1])
    assert json.loads(path.read_text(encoding="utf-8"))["cards"]["revealed"] == {ME: [card.id]}
    assert card.item in report["crafted"]["factions"][ME]["items"]
    assert report["cards"]["revealed"] == {ME: [card.id]}  # public: the table saw it

    state, card = artisans()
    assert replay.perform(state, Control(CARD_OWNER, ENEMY)).applied
    turn_of(state, ME, "daylight")
    save_game(state, path)
    before = path.read_bytes()
    code, _, err = run_cli("craft", path, ME, card.id, "--reveal")
    assert code == 1 and "16.4.2.II" in err and path.read_bytes() == before

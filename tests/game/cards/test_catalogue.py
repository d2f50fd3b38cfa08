"""The card data held to its sources: every card's facts against each source that gives them.

The fixtures (tests/game/fixtures/cards/) are the facts as each source gives them, each file
naming its repository, path and commit: rootrl and tag give the standard deck, rootgame and
simple the Exiles and Partisans deck, Leder's lists the English names and images of both. The
Exiles and Partisans deck reprints the standard deck's item cards (Leder shows the same images
in both), so rootrl and tag give those too. Where sources disagree, DISAGREEMENTS
says which source the data follows and why; every other fact must match every source.
Counts (cards, suits, ambushes, dominance cards) are computed from the data and from the
fixtures, never typed here.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from rootboard.errors import RootboardError
from rootboard.game.cards import DECKS, deck
from rootboard.game.cards.catalogue import path_of, read_deck

FIXTURES = Path(__file__).parent.parent / "fixtures" / "cards"
FACT_SOURCES = {"standard": ("rootrl", "tag"), "exiles": ("rootgame", "simple")}
NAME_SOURCE = {"standard": "leder-standard", "exiles": "leder-exiles"}
FIELDS = ("suit", "cost", "item", "points", "copies", "ambush", "dominance", "persistent")

# (deck, card, source, field) -> (the source the data follows, why)
DISAGREEMENTS = {
    ("standard", "armorers", "tag", "cost"):
        ("rootrl", "tag's getCraftingCost has no break after Armorers, so Sappers' mouse is added to its one fox"),
    ("exiles", "investments", "rootgame", "suit"):
        ("simple", "simple gives mouse, as rootrl and tag give the standard deck's Investments, which the "
                   "Exiles and Partisans deck reprints (Leder: the same image in both); rootgame's rabbit is its error"),
    ("exiles", "smugglers-trail", "rootgame", "item"):
        ("simple", "simple gives a bag, as rootrl and tag give the standard deck's Smuggler's Trail, which the "
                   "Exiles and Partisans deck reprints (Leder: the same image in both); rootgame's boot is its error"),
}


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))


def by_card(name: str) -> dict[str, dict]:
    return {c["card"]: c for c in fixture(name)["cards"]}


def reprints() -> set[str]:
    """The Exiles and Partisans cards that are the standard deck's: the same image in Leder's lists."""
    standard = {c["image"] for c in fixture("leder-standard")["cards"]}
    return {c["card"] for c in fixture("leder-exiles")["cards"] if c["image"] in standard}


def sources_of(deck_name: str, card_id: str) -> list[str]:
    """The fact sources that give this card: its deck's, and the standard deck's for a reprint."""
    found = [s for s in FACT_SOURCES[deck_name] if card_id in by_card(s)]
    if deck_name == "exiles" and card_id in reprints():
        found += [s for s in FACT_SOURCES["standard"] if card_id in by_card(s)]
    return found


def facts(card) -> dict:
    return {"suit": card.suit, "cost": sorted(card.cost), "item": card.item,
            "points": card.points if card.item else None, "copies": card.copies,
            "ambush": card.ambush, "dominance": card.dominance,
            "persistent": card.kind in ("improvement", "royal-claim")}


def given(source: str, card_id: str, field: str, deck_name: str):
    """What ``source`` says of the card's field (copies only for its own deck), or None."""
    entry = by_card(source)[card_id]
    if field == "copies" and source not in FACT_SOURCES[deck_name]:
        return None  # a reprint's copies are its own deck's
    return entry.get(field)


CASES = [(d, c.id) for d in DECKS for c in deck(d).cards]


@pytest.mark.parametrize("deck_name,card_id", CASES)
def test_every_fact_matches_every_source_that_gives_it(deck_name, card_id):
    card = deck(deck_name).card(card_id)
    ours = facts(card)
    for source in sources_of(deck_name, card_id):
        for field in FIELDS:
            theirs = given(source, card_id, field, deck_name)
            if theirs is None and field not in ("item", "points"):
                continue
            known = DISAGREEMENTS.get((deck_name, card_id, source, field))
            if known:
                followed, why = known
                assert ours[field] != theirs, f"{card_id}.{field}: {source} now agrees; drop the listed disagreement"
                assert ours[field] == given(followed, card_id, field, deck_name), why
            else:
                assert ours[field] == theirs, f"{deck_name} {card_id}.{field}: data {ours[field]!r}, {source} {theirs!r}"


def test_each_listed_disagreement_is_a_real_card_and_field_and_the_data_says_so():
    for (deck_name, card_id, source, field), (followed, _) in DISAGREEMENTS.items():
        card = deck(deck_name).card(card_id)
        assert source in sources_of(deck_name, card_id) and followed in sources_of(deck_name, card_id)
        assert field in card.follows, f"{card_id}: the data's 'follows' should say why its {field} differs"


def test_the_data_names_exactly_the_sources_that_give_each_card():
    for deck_name, card_id in CASES:
        assert deck(deck_name).card(card_id).sources["facts"] == sources_of(deck_name, card_id), card_id


def test_every_card_has_two_sources_at_least():
    assert [(d, c) for d, c in CASES if len(set(sources_of(d, c))) < 2] == []


def test_a_disagreement_is_outvoted_by_the_other_sources():
    """Where one source differs, every other source that gives the fact agrees with the data."""
    for (deck_name, card_id, source, field) in DISAGREEMENTS:
        ours = facts(deck(deck_name).card(card_id))[field]
        others = [s for s in sources_of(deck_name, card_id) if s != source]
        assert others and all(given(s, card_id, field, deck_name) in (ours, None) for s in others)


@pytest.mark.parametrize("deck_name", DECKS)
def test_names_and_ids_are_leders(deck_name):
    leder = by_card(NAME_SOURCE[deck_name])
    cards = deck(deck_name).cards
    assert {c.id for c in cards} == set(leder)
    for card in cards:
        assert card.name("en") == (leder[card.id]["name"], True)
        if "suit" in leder[card.id]:  # the image names the suit
            assert card.suit == leder[card.id]["suit"]


def expected_counts(deck_name: str, source: str) -> list[dict]:
    """The source's cards with the listed disagreements set as the data follows them."""
    cards = []
    for entry in fixture(source)["cards"]:
        entry = dict(entry)
        for (d, card_id, s, field), (followed, _) in DISAGREEMENTS.items():
            if (d, card_id, s) == (deck_name, entry["card"], source):
                entry[field] = by_card(followed)[card_id][field]
        cards.append(entry)
    return cards


@pytest.mark.parametrize("deck_name,source", [(d, s) for d in DECKS for s in FACT_SOURCES[d]])
def test_the_decks_structure_is_the_sources(deck_name, source):
    theirs = expected_counts(deck_name, source)
    ours = deck(deck_name)
    assert ours.size == sum(c["copies"] for c in fixture(source)["cards"])

    def by_suit(cards, pick):
        counted = Counter()
        for c in cards:
            if pick(c):
                counted[c["suit"] if isinstance(c, dict) else c.suit] += c["copies"] if isinstance(c, dict) else c.copies
        return counted

    assert by_suit(ours.cards, lambda c: True) == by_suit(theirs, lambda c: True)
    assert by_suit(ours.cards, lambda c: c.ambush) == by_suit(theirs, lambda c: c["ambush"])
    assert by_suit(ours.cards, lambda c: c.dominance) == by_suit(theirs, lambda c: c["dominance"])
    assert any(c.ambush for c in ours.cards) and any(c.dominance for c in ours.cards)


@pytest.mark.parametrize("deck_name", DECKS)
def test_cards_that_are_not_crafted_have_no_cost_and_the_rest_do(deck_name):
    for card in deck(deck_name).cards:
        assert bool(card.cost) == card.craftable, card.id
        assert (card.item is not None) == (card.kind == "item"), card.id


def test_names_in_other_languages_say_whether_the_law_prints_them():
    standard = deck("standard")
    assert standard.card("armorers").name("nl") == ("Pantserwerkers", True)
    assert standard.card("favor-of-the-foxes").name("es")[1] is False
    assert standard.card("sappers").name("es") == ("Sappers", False)  # no Spanish name known: English, flagged


def test_a_bad_deck_file_names_the_file_and_the_card(tmp_path):
    raw = json.loads(path_of("standard").read_text(encoding="utf-8"))
    raw["cards"][3]["suit"] = "wolf"
    bad = tmp_path / "standard.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(RootboardError) as caught:
        read_deck(bad, "standard")
    assert caught.value.source == str(bad) and caught.value.element == "cards[3].suit"
    assert "wolf" in caught.value.describe("en")

    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(RootboardError) as caught:
        read_deck(bad, "standard")
    assert caught.value.source == str(bad)


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, and decks read afresh before and after it."""
    from rootboard.game.cards import catalogue

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    catalogue.deck.cache_clear()
    yield catalogue
    catalogue.deck.cache_clear()


def _fields(cards) -> list[dict]:
    return [dict(card.__dict__) for card in cards]


def test_a_deck_checked_before_reads_back_the_same_cards_without_checking_them_again(own_cache, monkeypatch):
    catalogue = own_cache
    checked = catalogue.deck("exiles")
    assert (Path(catalogue._kept_path("exiles"))).is_file()  # kept once it passed every check
    catalogue.deck.cache_clear()
    monkeypatch.setattr(catalogue, "_checked", lambda *a: pytest.fail("checked again"))
    kept = catalogue.deck("exiles")
    assert kept == checked and kept.sources == checked.sources
    assert _fields(kept.cards) == _fields(checked.cards)  # every field, its type and order too
    assert [type(v) for c in kept.cards for v in c.__dict__.values()] == \
        [type(v) for c in checked.cards for v in c.__dict__.values()]


def test_a_kept_deck_serves_only_the_same_text_under_the_same_checks(own_cache, monkeypatch, tmp_path):
    catalogue = own_cache
    catalogue.deck("standard")  # kept
    raw = json.loads(path_of("standard").read_text(encoding="utf-8"))
    raw["cards"][3]["suit"] = "wolf"
    bad = tmp_path / "standard.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    monkeypatch.setattr(catalogue, "path_of", lambda name: bad)
    catalogue.deck.cache_clear()
    with pytest.raises(RootboardError) as caught:  # other bytes: checked, and refused
        catalogue.deck("standard")
    assert caught.value.element == "cards[3].suit"

    monkeypatch.undo()
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(catalogue, "_checks_stamp", lambda: "other checks")
    calls = []
    checked = catalogue._checked
    monkeypatch.setattr(catalogue, "_checked", lambda *a: calls.append(a) or checked(*a))
    catalogue.deck.cache_clear()
    catalogue.deck("standard")
    assert len(calls) == 1  # other checks: the file is checked again


def test_a_damaged_kept_deck_is_checked_again(own_cache):
    catalogue = own_cache
    first = catalogue.deck("standard")
    entry = Path(catalogue._kept_path("standard"))
    entry.write_bytes(entry.read_bytes()[:-10])
    catalogue.deck.cache_clear()
    assert catalogue.deck("standard") == first
    catalogue.deck.cache_clear()
    assert catalogue._kept_deck("standard", path_of("standard").read_bytes()) == first  # written again

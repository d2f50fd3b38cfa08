"""The Riverfolk's setup asks their starting prices (11.3.5, Set Starting Prices): one step per
service, each space of its track a choice, set as the room's StartingPrices and kept by the game
file's setup record; a record made before they were asked still opens, its prices unset."""

from __future__ import annotations

import json

import pytest

from rootboard.derived.loading import load_topology
from rootboard.game.factions.riverfolk.board import PRICES, RIVERFOLK, SERVICES, prices
from rootboard.errors import GameFormatError
from rootboard.gamefile.file import save_game
from rootboard.loading import load
from rootboard.setup import record

STEPS = [f"{RIVERFOLK}.price.{service}" for service in SERVICES]


def _setup(kind=record.STANDARD, given=None, **settings):
    factions = ("marquise", RIVERFOLK, "eyrie")
    config = record.make_config(kind, factions=factions, suits="printed",
                                **({"players": len(factions)} if kind == record.ADVANCED else {}), **settings)
    setup = record.start(load_topology("autumn"), config, seed=5)
    setup.run_auto(given)
    return setup


@pytest.mark.parametrize("kind", [record.STANDARD, record.ADVANCED])
def test_each_price_is_asked_and_kept_as_chosen(kind, tmp_path):
    # A price the auto choice would not give (derived: the last price of each track, then the
    # first, then the last again), so that the values set are the ones given.
    given = dict(zip(STEPS, (PRICES[-1], PRICES[0], PRICES[-1])))
    setup = _setup(kind, given)
    asked = [(sid, value) for sid, value in setup.choices if sid in STEPS]
    assert asked == list(given.items())  # in service order, each once
    assert prices(setup.state) == dict(zip(SERVICES, given.values()))
    assert any(m.id == "riverfolk.prices.done" and "11.3.5" in m.sections for m in setup.summary)
    path = tmp_path / "game.json"
    save_game(record.first_turn(setup), path)
    data = json.loads(path.read_text())
    assert data["setup"]["rules"] >= 3  # the edition that asks them
    again = load(path).state  # the record replays to the same prices
    assert prices(again) == prices(setup.state)


def test_a_price_step_offers_every_space_of_its_track_saying_what_it_costs():
    setup = record.start(load_topology("autumn"), record.make_config(
        record.STANDARD, factions=("marquise", RIVERFOLK), suits="printed"), seed=5)
    while setup.pending is not None and setup.pending.id != STEPS[0]:
        setup.choose(setup.auto_value())
    step = setup.pending
    assert step is not None and step.who == RIVERFOLK and step.prompt.sections == ("11.3.5",)
    assert [o.value for o in step.options] == list(PRICES) and all(o.legal for o in step.options)
    for option in step.options:  # what the choice does: the hand card's price, that many warriors
        assert option.why.id == "setup.riverfolk.price.hand-card" and option.why.params["price"] == option.value
    refused = setup.choose(max(PRICES) + 1)  # not a space of the track: refused, nothing changes
    assert not refused.legal and setup.pending == step


@pytest.mark.parametrize("says_its_edition", [True, False])
def test_a_record_made_before_the_prices_were_asked_still_opens_with_them_unset(tmp_path, says_its_edition):
    # Made by the setup scripts' edition before this one (SETUP_RULES - 1: no price asked), and
    # saved as such a game was: with that edition written, or (made before editions were
    # written) without it, when the edition its choices finish and its start leads to is found.
    from rootboard.game.setupkit.engine import SETUP_RULES

    factions = ("marquise", RIVERFOLK, "eyrie")
    setup = record.start(load_topology("autumn"), record.make_config(record.STANDARD, factions=factions,
                                                                     suits="printed"), seed=5, rules=SETUP_RULES - 1)
    setup.run_auto()
    assert not [sid for sid, _ in setup.choices if sid in STEPS] and not prices(setup.state)
    path = tmp_path / "old.json"
    save_game(record.first_turn(setup), path)
    data = json.loads(path.read_text())
    assert data["setup"]["rules"] == SETUP_RULES - 1
    if not says_its_edition:
        del data["setup"]["rules"]
    path.write_text(json.dumps(data))
    again = load(path).state
    assert not prices(again) and again.setup["choices"] == data["setup"]["choices"]


def test_a_record_of_this_edition_missing_its_prices_is_refused_naming_the_step(tmp_path):
    setup = _setup()
    path = tmp_path / "cut.json"
    save_game(record.first_turn(setup), path)
    data = json.loads(path.read_text())
    data["setup"]["choices"] = [c for c in data["setup"]["choices"] if c[0] not in STEPS]
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as refused:
        load(path)
    assert refused.value.element == "setup.choices" and STEPS[0] in str(refused.value.problem.params)


def test_choose_for_us_names_the_service_whose_price_it_chose():
    from rootboard.messages import text
    from rootboard.setup import wizard

    setup = record.start(load_topology("autumn"), record.make_config(
        record.STANDARD, factions=("marquise", RIVERFOLK), suits="printed"), seed=5)
    said = []
    while setup.pending is not None:
        step, value = setup.pending, setup.auto_value()
        if step.id in STEPS:
            said.append((step, wizard.chosen_for_us(step, value, None)))
        setup.choose(value)
    assert [step.id for step, _ in said] == STEPS
    for (step, message), service in zip(said, SERVICES):  # 11.3.5: which service, at what price
        chosen = message.params["value"]
        assert chosen.id == f"setup.riverfolk.price.{service}" and chosen.params["price"] in PRICES
        assert text(chosen) in text(message)

"""Bots at setup (16.1.3, Law of Rootbotics 3): a bot's seat in Standard and Advanced Setup,
each bot set up by its own chapter in its faction's place, its difficulty and traits kept, no
hand for a bot, the draft dealt for the people only, and the file reopening with its bots.

Expectations come from the game's own data: the bot registry (``BOTS``), each bot's package
(its traits, its setup's doings), the setup cards, the map; never typed-in answers."""

from __future__ import annotations

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.errors import BadInput
from rootboard.game.bots import BOTS, DIFFICULTIES, bot_module
from rootboard.game.cards.places import hand_size
from rootboard.game.unconfirmed import MILITANT
from rootboard.gamefile.file import save_game
from rootboard.setup import record
from rootboard.setup.bots import settings_for
from tests.helpers import load_game

MAPS = sorted(shipped_maps())
SEATS = sorted(seat for seat, _ in BOTS.values())  # every faction a bot can play


def finished(name, kind, seed=3, **settings):
    topology = load_topology(name)
    config = record.make_config(kind, **settings)
    record.check(topology, config)
    setup = record.start(topology, config, seed)
    setup.run_auto()
    return setup


def reopened(setup, name, tmp_path):
    from rootboard.game.mapref import open_map

    state = record.first_turn(setup)
    reference = open_map(name)
    state.map_name, state.map_digest = reference.name, reference.digest
    path = tmp_path / "game.json"
    save_game(state, path)
    return state, load_game(path)


@pytest.mark.parametrize("fid", SEATS)
def test_each_bot_sets_up_in_standard_setup_by_its_chapter_and_reopens(fid, tmp_path):
    others = [f for f in ("marquise", "eyrie", "alliance", "vagabond") if f != fid][:2]
    bot = next(b for b, (seat, _) in BOTS.items() if seat == fid)
    traits = bot_module(bot).OPTIONAL_TRAITS[:2]
    setup = finished("autumn", record.STANDARD, factions=(fid, *others), suits="printed",
                     bots={fid: settings_for(fid, "challenging", traits)})
    state, again = reopened(setup, "autumn", tmp_path)
    assert state.bots[fid] == {"bot": bot, "difficulty": "challenging", "traits": sorted(traits)}
    assert state.law[fid].turn == bot_module(bot).FACTION.turn  # the seat is the bot's
    # Its chapter's Faction Setup was said, step by step, and no setup card of the faction's.
    said = [m for m in setup.summary if m.id in ("bot.cite", "bot.cite-unread")]
    assert said and all(m.params["section"].split(".")[0] == said[0].params["section"].split(".")[0] for m in said)
    assert hand_size(state, fid) == 0 and all(hand_size(state, f) == 3 for f in others)  # 3.4
    assert again.bots == state.bots
    assert again.fields_json() == state.fields_json()
    assert again.law[fid].turn == state.law[fid].turn


def test_a_bot_draws_no_cards_and_two_people_take_the_dominance_cards_out():
    setup = finished("autumn", record.STANDARD, factions=("marquise", "eyrie", "alliance"), suits="printed",
                     bots={"marquise": settings_for("marquise")})
    assert hand_size(setup.state, "marquise") == 0 and hand_size(setup.state, "eyrie") == 3
    said = {m.id: m for m in setup.summary}
    assert said["setup.bots.no-hand"].params["who"] == ("marquise",)
    assert said["setup.bots.dominance"].params["count"] == 2  # two people: 3.4


def test_three_people_keep_the_dominance_cards():
    setup = finished("autumn", record.STANDARD, factions=("marquise", "eyrie", "alliance", "vagabond"),
                     suits="printed", bots={"eyrie": settings_for("eyrie")})
    assert "setup.bots.dominance" not in {m.id for m in setup.summary}


@pytest.mark.parametrize("name", MAPS)
def test_a_draft_deals_for_the_people_and_the_bots_sit_at_random_seats(name, tmp_path):
    bots = {"marquise": settings_for("marquise", "easy"), "vagabond": settings_for("vagabond")}
    seats = set()
    for seed in range(6):
        setup = finished(name, record.ADVANCED, seed=seed, players=4, bots=bots)
        pool = next(m for m in setup.summary if m.id == "setup.draft.pool").params["factions"]
        assert len(pool) == 4 - len(bots) + 1  # one card per person, and one more (16.1.8.I)
        assert not set(pool) & set(bots)  # a bot's faction is chosen at step 3, never dealt
        at = setup.ctx.data["seat_factions"]
        seats |= {s for s, f in at.items() if f in bots}
        assert sorted(at) == [1, 2, 3, 4] and set(bots) <= set(at.values())
        drafted = [sid for sid, _ in setup.choices if sid.startswith("factions.")]
        assert len(drafted) == 4 - len(bots)  # only the people draft
    assert len(seats) > 2  # the bots' seats are drawn, not fixed
    state, again = reopened(setup, name, tmp_path)
    assert again.bots == state.bots and set(state.bots) == set(bots)


def test_a_vagabond_card_drafted_beside_the_vagabot_is_the_second_vagabond():
    seen = False
    for seed in range(40):
        setup = finished("autumn", record.ADVANCED, seed=seed, players=6, bots={"vagabond": settings_for("vagabond")})
        pool = next(m for m in setup.summary if m.id == "setup.draft.pool").params["factions"]
        assert "vagabond" not in pool
        law = setup.state.law
        seen = seen or any(law[f].vagabond for f in pool)
        assert [f for f in setup.state.factions if law[f].vagabond].count("vagabond") == 1
    assert seen


def test_two_people_and_a_bot_militant_draft_militant_factions_only():
    setup = finished("autumn", record.ADVANCED, players=2, bots={"eyrie": settings_for("eyrie")})
    pool = next(m for m in setup.summary if m.id == "setup.draft.pool").params["factions"]
    assert set(pool) <= MILITANT and "eyrie" not in pool


def bot_of(fid):
    return next(b for b, (seat, _) in BOTS.items() if seat == fid)


def bot_settings(fid, bot=None, difficulty="normal", traits=()):
    return {"bot": bot or bot_of(fid), "difficulty": difficulty, "traits": list(traits)}


TWO = ("marquise", "eyrie")
REFUSED = {  # a table the Law of Rootbotics does not set up -> the reason given
    "a bot at a faction not in play": (dict(kind=record.STANDARD, factions=TWO,
                                            bots={"alliance": bot_settings("alliance")}), "setup.bots.not-a-seat"),
    "bots at every seat": (dict(kind=record.STANDARD, factions=TWO, bots={f: bot_settings(f) for f in TWO}),
                           "setup.bots.no-people"),
    "a draft of bots only": (dict(kind=record.ADVANCED, players=2, bots={f: bot_settings(f) for f in TWO}),
                             "setup.bots.too-many"),
    "a bot at another's seat": (dict(kind=record.STANDARD, factions=TWO,
                                     bots={"marquise": bot_settings("marquise", bot=bot_of("eyrie"))}),
                                "setup.bots.not-for"),
    "no such difficulty": (dict(kind=record.STANDARD, factions=TWO,
                                bots={"marquise": bot_settings("marquise", difficulty="hard")}),
                           "bot.unknown-difficulty"),
    "another bot's trait": (dict(kind=record.STANDARD, factions=TWO, bots={"marquise": bot_settings(
        "marquise", traits=bot_module(bot_of("eyrie")).OPTIONAL_TRAITS[:1])}), "bot.unknown-trait"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_refused_table_says_what_why_and_where(case):
    settings, wanted = REFUSED[case]
    settings = dict(settings)
    config = record.make_config(settings.pop("kind"), **settings)
    with pytest.raises(BadInput) as refused:
        record.check(load_topology("autumn"), config, lambda name: f"--{name}")
    assert refused.value.problem.id == wanted
    assert refused.value.element == "--bots"
    if wanted.startswith("setup."):  # the setup's own reasons cite the step that seats bots
        assert "16.1.3" in refused.value.problem.sections


def test_every_bot_and_every_trait_it_has_is_named_for_the_table():
    from rootboard.game.bots.names import BOT_NAMES, TRAIT_NAMES

    assert set(BOT_NAMES) == set(BOTS)
    assert {t for bot in BOTS for t in bot_module(bot).OPTIONAL_TRAITS} <= set(TRAIT_NAMES)


def test_one_person_and_bots_in_a_draft_the_person_takes_the_dominance_cards_out():
    setup = finished("lake", record.ADVANCED, players=3, bots={f: settings_for(f) for f in ("marquise", "corvids")})
    said = {m.id: m for m in setup.summary}
    assert said["setup.bots.dominance"].params["count"] == 1
    assert len([sid for sid, _ in setup.choices if sid.startswith("factions.")]) == 1  # the one person drafts


def test_every_difficulty_and_trait_a_bot_has_can_be_chosen():
    for bot, (fid, _) in BOTS.items():
        for difficulty in DIFFICULTIES:
            assert settings_for(fid, difficulty, bot_module(bot).OPTIONAL_TRAITS)["difficulty"] == difficulty


def test_a_file_whose_bots_differ_from_its_setup_is_refused(tmp_path):
    import json

    from rootboard.errors import GameFormatError
    from rootboard.game.mapref import open_map

    setup = finished("autumn", record.STANDARD, factions=("marquise", "eyrie"), suits="printed",
                     bots={"marquise": settings_for("marquise", "nightmare")})
    state = record.first_turn(setup)
    reference = open_map("autumn")
    state.map_name, state.map_digest = reference.name, reference.digest
    path = tmp_path / "game.json"
    save_game(state, path)
    data = json.loads(path.read_text())
    data["bots"]["marquise"]["difficulty"] = "easy"
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as refused:
        load_game(path)
    assert "bots.marquise" in str(refused.value)


def test_a_record_made_before_bots_opens_as_without_them():
    topology = load_topology("autumn")
    setup = finished("autumn", record.ADVANCED, players=3)
    data = record.record(setup)
    del data["config"]["bots"]
    again = record.replay(data, topology)
    assert again.state.bots == {} and again.choices == setup.choices


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_bots_seat_sets_up_its_landmark_and_hireling_by_priority_unasked(seed, tmp_path):
    # 16.1.5.III, 16.1.6.III: the last seats set up the landmarks and the dealt hirelings; at a
    # bot's seat rootboard's reading takes the first it may by priority (2.1, 2.3), said, not asked.
    from rootboard.game.kinds import MAP

    bots = {"marquise": settings_for("marquise"), "eyrie": settings_for("eyrie")}
    setup = finished("autumn", record.ADVANCED, seed=seed, players=3, factions=("marquise", "eyrie", "alliance"),
                     landmarks=2, hirelings=True, bots=bots)
    chose = [m for m in setup.summary if m.id == "setup.bots.chooses"]
    asked = {step for step, _ in setup.choices}
    people = {seat for seat, fid in setup.ctx.data["seat_factions"].items() if fid not in bots}
    assert chose and len(people) == 1  # two seats of three are bots': one of the two landmarks' at least
    for message in chose:
        seat = message.params["seat"]
        assert seat not in people and {"16.1.5.III", "16.1.6.III"} & set(message.sections)
        assert not any(step.startswith(("landmarks.", "hirelings.seat")) and step.endswith(str(seat))
                       for step in asked if step != "landmarks.map-pieces")
        choice = message.params["choice"]
        if choice.id == "setup.landmark.placed":  # it stands where the bot put it
            assert setup.state.where_is((MAP, choice.params["name"])) == [choice.params["at"]]
    landmark_seats = list(reversed(setup.ctx.data["turn_order"]))[:2]
    assert len([m for m in chose if "16.1.5.III" in m.sections]) == len([s for s in landmark_seats if s not in people])
    state, again = reopened(setup, "autumn", tmp_path)  # the record replays to the same position
    assert again.fields_json() == state.fields_json()

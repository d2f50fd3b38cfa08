"""The game file, version 2: data not sentences, a map file by resolved path and digest,
every action through to_json/from_json, and the state given its topology."""

from __future__ import annotations

import json
import shutil

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rootboard.board.catalog import shipped_maps
from rootboard.cli import main
from rootboard.game import actions as act
from rootboard.game.cards import actions as cards
from rootboard.game.battle.resolution import Battle
from rootboard.game.bots.actions import BotCraft, BotOrder
from rootboard.game.bots.duchy.actions import BotSway
from rootboard.game.bots.eyrie.actions import BotDecree, BotTurmoil
from rootboard.game.bots.duchy.traits import BotInvestors
from rootboard.game.bots.vagabond.actions import BotAid, BotQuest, BotQuestShown
from rootboard.game.bots.riverfolk.actions import BotMarket, BotPayments
from rootboard.game.bots.lizards.actions import BotAcolyte, BotConspiracy
from rootboard.game.cards.league import LeagueExhaust, RefreshCrafted
from rootboard.game.craft import Craft
from rootboard.game.factions import LAW
from rootboard.game.factions.alliance import actions as alliance
from rootboard.game.factions.corvids import actions as corvids
from rootboard.game.factions.corvids.plots import Expose, Flip, Trick
from rootboard.game.factions.keepers import actions as keepers
from rootboard.game.factions.marquise import actions as marquise
from rootboard.game.factions.hundreds import actions as hundreds
from rootboard.game.factions.hundreds import moods as hundreds_moods
from rootboard.game.factions.lizards import actions as lizards
from rootboard.game.factions.duchy import actions as duchy
from rootboard.game.factions.duchy import ministers
from rootboard.game.factions.riverfolk import actions as riverfolk
from rootboard.game.factions.hirelings import actions as hirelings
from rootboard.game.factions.hirelings.burning import Burn
from rootboard.game.factions.hirelings.deploy import Deploy
from rootboard.game.factions.hirelings.dynasty import DynastyAction
from rootboard.game.factions.hirelings.envoys import SearchDiscard
from rootboard.game.factions.hirelings.exile import GiveItem
from rootboard.game.factions.hirelings.exile_action import ExileAction
from rootboard.game.factions.hirelings.patrol import ReturnFromCard
from rootboard.game.factions.hirelings.forcing import Force
from rootboard.game.factions.hirelings.hired import TakeHired
from rootboard.game.factions.hirelings.moving import PawnMove
from rootboard.game.factions.hirelings.uprising import Uprising
from rootboard.game.factions.hirelings.scoring import ScoreRuled
from rootboard.game.factions.riverfolk import daylight as riverfolk_daylight
from rootboard.game.factions.vagabond.actions import SetHostile
from rootboard.game import replay
from rootboard.game.factions.vagabond import actions as va
from rootboard.game.factions.eyrie import actions as ea
from rootboard.gamefile.file import nesting_depth, read_game, save_game
from tests.helpers import load_game
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.game.newgame import new_game
from tests.game.gamekit import game

from rootboard.game.factions.vagabond.quests import CompleteQuest  # noqa: E402 (the Quest, 9.5.5)

from rootboard.game.turns.actions import NextStep  # noqa: E402

EVERY_KIND = [
    act.Place(PieceRequest("corvids", "snare", 5, 1, face_up=True)),
    act.Remove(PieceRequest("marquise", "warrior", "1_2_5_10", 2, in_battle=True)),
    act.Move(MoveRequest("keepers", 1, 5, 2, "warrior", carry=("relic-tablet",))),
    act.Move(MoveRequest("vagabond", "1_2_5_10", 5, slip=True)),
    act.Move(MoveRequest("marquise", 1, 12, ferry=True)),
    act.OpenPath(2, 5),
    act.EndTurn(),
    act.EndTurn(walk=True),
    act.AdvancePhase(),
    act.AdvancePhase(walk=True),
    act.AdvancePhase("evening"),
    act.Score("eyrie", -2),
    SetHostile("vagabond", "eyrie", False),
    act.SetEffect("riverfolk", "boat-builders"),
    act.Control("hireling1", None),
    act.Control("hireling2", "marquise"),
    act.Control("forest-patrol", "marquise", markers=2),
    act.Hire("highway-bandits", "eyrie", 3, 1),
    act.Remove(PieceRequest("alliance", "sympathy", 5), by="forest-patrol"),
    va.SetCharacter("vagabond", "ranger"),
    va.ItemChange("vagabond", "boot", "exhaust", 2),
    va.SetAllied("vagabond", "eyrie", 3),
    va.Refresh("vagabond", ("boot", "torch")),
    va.Explore("vagabond", "hammer"),
    va.Strike("vagabond", "marquise", "sawmill"),
    va.Repair("vagabond", "sword"),
    va.Aid("vagabond", "eyrie", "tea", advance=True, take="coins"),
    va.Rest("vagabond"),
    va.Hits("vagabond", 3, ("sword",)),
    va.Special("vagabond", to=7),
    va.Special("vagabond"),
    va.MoveWithAlly(MoveRequest("vagabond", 1, 5), "eyrie", 2),
    CompleteQuest("vagabond", "escort-mouse", "cards", next="errand-fox"),
    Battle("marquise", "eyrie", 5, (3, 1)),
    Battle("eyrie", "marquise", 5, (0, 2), True, True, ("warrior",), ("wood", "sawmill"), ("commander", "bitter=5,1"),
           ambush_suit="bird", counter_suit="rabbit"),
    Flip(5),
    Trick(5, 9),
    Expose("eyrie", 5, "bomb"),
    Craft("marquise", "armorers"),
    Craft("hundreds", "anvil", (1,), remove_item=True),
    cards.Draw("marquise", 3, ("anvil",)),
    cards.Discard("eyrie", ("dominance-bird",), 1, spent=True),
    cards.Give("vagabond", "eyrie", ("sappers",), 2),
    cards.Reveal("alliance", "ambush-fox"),
    cards.ActivateDominance("marquise", "dominance-fox"),
    cards.ActivateDominance("vagabond", "dominance-bird", "eyrie"),
    cards.TakeDominance("eyrie", "dominance-mouse", "anvil"),
    cards.TakeDominance("eyrie", "dominance-mouse"),
    cards.DiscardFromPlay("marquise", "armorers"),
    LeagueExhaust("marquise", "boot"),  # the League of Adventurous Mice (rootboard.game.cards.league)
    RefreshCrafted("marquise", ("boot", "tea")),
    RefreshCrafted("marquise"),  # every exhausted item
    cards.BoardCards("alliance", 2, ("anvil",)),
    cards.BoardCards("eyrie", 1, source="draw"),
    cards.BoardCards("eyrie", 1, source="board"),
    cards.BoardCards("alliance", 1, source="hand", giver="marquise"),
    cards.TakeDiscarded("marquise", "anvil"),
    cards.TakeDiscarded("marquise"),
    ea.ChooseLeader("despot"),
    ea.EmergencyOrders(),
    ea.AddToDecree(("royal-claim", "anvil"), ("move", "build")),
    ea.NewRoost(5),
    ea.ResolveDecree("build", 1, 5),
    ea.Turmoil("builder"),
    alliance.Revolt(5, ("anvil",)),
    alliance.SpreadSympathy(5),
    alliance.Mobilize("anvil"),
    alliance.Mobilize(),
    alliance.Train(),
    alliance.Organize(5),
    alliance.Recruit(5),
    alliance.Outrage("marquise", 5, "anvil"),
    alliance.Outrage("eyrie", 5, none_matching=True),
    alliance.BaseLost("fox", 2),
    marquise.Build(5, "sawmill"),
    marquise.Build(5, "workshop", (1, 1)),
    marquise.Recruit(),
    marquise.Recruit((1, 5)),
    marquise.Overwork(5, "anvil"),
    marquise.Overwork(5),
    marquise.March(1, 5, 2),
    marquise.March(1, 5, 2, 5, 10, 1),
    marquise.PlaceWood(),
    marquise.PlaceWood((1,)),
    marquise.HawksForHire("anvil"),
    marquise.HawksForHire(),
    corvids.Recruit("mouse"),
    corvids.Recruit("fox", "anvil", (1,)),
    corvids.Recruit(card="anvil"),
    corvids.PlacePlot(5, "bomb"),
    corvids.PlacePlot(5, "snare", removed=1),
    keepers.Encamp(5, "figure"),
    keepers.Decamp(5),
    keepers.Recruit(5, "anvil"),
    keepers.Recruit(5),
    keepers.ActWithRetinue("move", 0, 5),
    keepers.Delve(0, 5, "1_5_9", "tablet", 2),
    keepers.Recover(0, 5, "jewelry", 3),
    keepers.EndRetinue(),
    keepers.GatherRetinue(("anvil",), ("battle",)),
    keepers.ShiftRetinue("move", 0, "recover"),
    lizards.AdjustOutcast(),
    lizards.AdjustOutcast(fox=2, mouse=1, rabbit=0),
    lizards.Crusade(5),
    lizards.Crusade(5, 10, 2),
    lizards.Convert(5, "marquise"),
    lizards.Sanctify(5, "marquise", "sawmill"),
    lizards.RitualBuild(5, "anvil"),
    lizards.RitualBuild(5, suit="fox"),
    lizards.RitualRecruit(5, suit="rabbit"),
    lizards.RitualScore("anvil"),
    lizards.RitualScore(suit="mouse"),
    lizards.RitualSacrifice(),
    lizards.RitualSacrifice("dominance-bird"),
    lizards.ReturnRevealed(),
    lizards.ChooseOutcast("fox"),
    hundreds.Raze(),
    hundreds.Raze((hundreds.RuinItem(5, "sword"),)),  # the ruin's item taken (14.4.1)
    hundreds.SpreadMob(5, "fox"),
    hundreds.Recruit(),
    hundreds.Anoint(5),
    hundreds.ChooseMood("wrathful"),
    hundreds.Build(5, "anvil"),
    hundreds.Build(5),
    hundreds.Advance(5, 2),
    hundreds.Incite(5, "anvil"),
    hundreds.Incite(5),
    hundreds.Oppress(),
    hundreds_moods.Relentless(5, 2),
    hundreds_moods.JubilantMob(5, "fox"),
    hundreds_moods.JubilantMob(None, "mouse"),
    hundreds_moods.Lavish(("boot", "tea")),
    duchy.Muster(),
    duchy.Recruit(),
    duchy.Build(5, "citadel", suit="fox"),
    duchy.Build(5, "market", "anvil"),
    duchy.Dig(5, suit="rabbit", warriors=2, moved_from=1),
    duchy.Sway("marshal", ("anvil",), ("fox",)),
    duchy.PriceOfFailure(),
    duchy.PriceOfFailure("brigadier", "anvil"),
    duchy.ReturnRevealed(),
    ministers.Foremole(5, "market", suit="mouse"),
    ministers.Captain(),
    ministers.Marshal(),
    ministers.Brigadier(),
    ministers.Banker(("anvil",), 1, "fox"),
    ministers.Duchess(),
    ministers.Baron(),
    ministers.Earl(),
    ministers.Mayor("foremole", 5, "citadel", suit="fox"),
    riverfolk.SetPrices(2, 1, 3),
    riverfolk.Buy("marquise", "riverboats"),
    riverfolk.Collect(),
    hirelings.UseHireling("the-exile", 2),
    hirelings.PlaceWarrior("highway-bandits", "3-7"),
    hirelings.PlaceWarrior("highway-bandits", "3-7", lift="1-5"),
    hirelings.PlaceWarrior("street-band", 5),
    hirelings.PlaceAtEach("highway-bandits", clearings=(3, 3)),
    ScoreRuled("last-dynasty"),
    PawnMove("furious-protector", 5),
    TakeHired("flame-bearers", (5, 7)),
    TakeHired("spring-uprising", (5,), "fox"),
    Uprising("spring-uprising", "mouse", 7, remove=True),
    DynastyAction("last-dynasty", "siege", 3),
    SearchDiscard("warm-sun-prophets", "ambush-bird"),
    Deploy("sunward-expedition", (4,), "each:foothold", warriors=2, lift=6, each=(4, 6)),
    Deploy("corvid-spies", (1, 2), "cards", at=2),
    Burn("flame-bearers", (3,), ("3:eyrie:warrior",)),
    Force("warm-sun-prophets", "eyrie", 5, "move", 1),
    GiveItem("marquise", "the-exile", "sword"),
    ReturnFromCard("forest-patrol", 3),
    ExileAction("the-exile", (3, "3-7-8")),
    riverfolk.Buy("marquise", "hand-card", paid=2),
    riverfolk.StartingFunds(),
    riverfolk.StartingPrices(1, 2, 3),
    riverfolk.FundsLeft(1),
    riverfolk_daylight.Commit("move", "marquise"),
    riverfolk_daylight.DrawCard(),
    riverfolk_daylight.Recruit(5, "riverfolk"),
    riverfolk_daylight.TradePost(5),
    riverfolk_daylight.Export("anvil"),
    NextStep(),
    BotCraft("marquise", "hammer"),  # a Clockwork bot crafts its order card (Law of Rootbotics)
    BotOrder("corvids", ("fox", "bird"), "hammer", ("bomb",)),  # a bot's order card revealed: its turn begun
    BotDecree("eyrie", "bird", "vizier"), BotTurmoil("eyrie", nobility=True),  # the Electric Eyrie's Decree (5)
    BotSway("duchy", "captain"), BotSway("duchy", "mayor", crowned=False),  # the Drillbit Duchy's crowns
    BotPayments("marquise", 2, source=3), BotPayments("eyrie", 1, release=True),  # the Riverfolk Robots' Payments (9)
    # The Riverfolk Robots' Market (9.2.1): cards drawn onto it, one discarded, one named.
    BotMarket(draw=2, cards=("anvil",)), BotMarket(discard=1, cards=("sappers",)), BotMarket(name=3, cards=("sword",)),
    # The Logical Lizards' Acolytes box and Conspiracy marker (Law of Rootbotics 8).
    BotAcolyte("lizards", 3), BotAcolyte("lizards"), BotAcolyte("lizards", spent=True),
    BotConspiracy("lizards", "convert"),
    # The Vagabot's quest shown and completed, and his Aid (Law of Rootbotics 7).
    BotQuestShown("vagabond", "errand-fox"), BotQuest("vagabond", "errand-fox", next="escort-mouse"),
    BotQuest("vagabond", "escort-mouse"), BotAid("vagabond", "marquise", ("sword", "coins")),
    # The table's answer to the Drillbit Duchy's Investors (a chosen trait).
    BotInvestors("duchy", "marquise", "fox", True), BotInvestors("duchy", "eyrie", "mouse", False),
]


def test_every_kind_of_action_is_listed():
    assert {type(a) for a in EVERY_KIND} == set(LAW.actions.values())


@pytest.mark.parametrize("action", EVERY_KIND, ids=lambda a: a.kind)
def test_every_action_round_trips_through_json(action):
    data = action.to_json()
    assert json.loads(json.dumps(data)) == data and data["type"] == action.kind
    assert act.read_action(data, LAW) == action


@pytest.mark.parametrize("data, words", [
    ({"type": "score", "faction": "eyrie", "points": 1.0}, "points: expected a whole number"),
    ({"type": "score", "faction": "eyrie", "points": True}, "points: expected a whole number"),
    ({"type": "score", "faction": "eyrie"}, "missing field 'points'"),
    ({"type": "hostile", "vagabond": "vagabond", "faction": "eyrie", "hostile": "yes"}, "expected true or false"),
    ({"type": "move", "request": {"faction": "marquise", "origin": 1, "destination": [5]}}, "destination"),
    ({"type": "move", "request": {"faction": "marquise", "origin": 1, "destination": 5, "carry": "relic"}},
     "carry: expected a list"),
    ({"type": "control", "hireling": "hireling1", "controller": 3}, "controller"),
    ({"type": "warp"}, "unknown action type 'warp'"),
    (["place"], "an action is an object"),
])
def test_action_from_json_is_strict(data, words):
    with pytest.raises(ValueError, match=words):
        act.read_action(data, LAW)


def test_a_history_entry_holds_data_not_sentences(tmp_path):
    state = game("lake", ("marquise", "eyrie"))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    replay.perform(state, act.Move(MoveRequest("marquise", 1, 12, ferry=True)))
    entry = state.history[-1]
    assert set(entry) == {"action", "mode", "verdict", "edits"}
    assert act.read_action(entry["action"], LAW) == act.Move(MoveRequest("marquise", 1, 12, ferry=True))
    assert entry["verdict"]["legal"] and entry["verdict"]["message"]["sections"]
    path = tmp_path / "g.json"
    save_game(state, path)
    assert json.loads(path.read_text())["version"] == 2


def test_rule_checks_use_the_given_topology_and_never_the_disk(monkeypatch):
    state = game("mountain")
    import rootboard.derived.loading as loading

    monkeypatch.setattr(loading, "load_topology", lambda *a: pytest.fail("looked up the map during play"))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 2, 1)))
    assert replay.perform(state, act.OpenPath(2, 5)).applied
    with pytest.raises(TypeError, match="Topology"):
        type(state)(map_name="autumn", factions=["marquise"])


@pytest.fixture
def fan_map(tmp_path):
    """A map file that is not shipped: a copy of the Lake under another name."""
    data = json.loads(shipped_maps()["lake"].read_text())
    data.update(name="fanlake", title="Fan Lake", aliases=[])
    path = tmp_path / "maps" / "fanlake.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data))
    return path


def test_a_game_on_a_map_file_opens_from_any_folder(tmp_path, fan_map, monkeypatch, capsys):
    games = tmp_path / "games"
    games.mkdir()
    monkeypatch.chdir(fan_map.parent)
    assert main(["new", "fanlake.json", "-o", str(games / "g.json"), "--factions", "marquise,eyrie"]) == 0
    stored = json.loads((games / "g.json").read_text())["map"]
    assert stored["file"] == str(fan_map.resolve()) and len(stored["sha256"]) == 64
    monkeypatch.chdir(games)
    assert main(["place", "g.json", "marquise", "warrior", "1"]) == 0
    capsys.readouterr()
    assert main(["status", "g.json", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["areas"]["1"][0] == {"faction": "marquise", "piece": "warrior", "count": 1}


def test_a_changed_map_file_is_said_so(tmp_path, fan_map, capsys):
    path = tmp_path / "g.json"
    save_game(new_game(str(fan_map), ["marquise", "eyrie"], seed=1), path)
    data = json.loads(fan_map.read_text())
    data["title"] = "Fan Lake, second printing"
    fan_map.write_text(json.dumps(data))
    loaded = read_game(path)
    assert [n.id for n in loaded.notes] == ["gamefile.map-changed"]
    assert loaded.notes[0].params["file"] == str(fan_map.resolve())
    capsys.readouterr()
    assert main(["status", str(path)]) == 0
    err = capsys.readouterr().err
    assert str(path) in err and str(fan_map.resolve()) in err and "changed" in err
    # A change the game no longer fits: refused, saying the map changed.
    data["clearings"] = data["clearings"][:-1]
    data["paths"] = [p for p in data["paths"] if max(p["between"]) < len(data["clearings"]) + 1]
    fan_map.write_text(json.dumps(data))
    before = path.read_bytes()
    assert main(["status", str(path)]) == 2
    assert "has changed since this game was saved" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_a_copy_is_independent_and_on_the_same_board():
    state = game("autumn")
    copy = state.copy()
    assert copy == state and copy.topology is state.topology
    replay.perform(copy, act.Place(PieceRequest("marquise", "warrior", 1)))
    assert copy != state and state.count(1, ("marquise", "warrior")) == 0


def test_a_score_a_file_cannot_hold_is_refused_so_every_save_opens(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_game(game("autumn", ("marquise", "eyrie")), path)
    before = path.read_bytes()
    assert main(["score", str(path), "eyrie", "5000"]) == 1  # cannot be done, even in teach mode
    assert path.read_bytes() == before
    assert main(["score", str(path), "eyrie", "999"]) == 0 and load_game(path).scores["eyrie"] == 999


def test_a_stored_verdict_is_said_again_by_the_rules(tmp_path):
    """A version 2 entry's verdict is derived data: a file that says otherwise (another
    section, another count) is read with the verdict the rules give, not the file's."""
    import json

    from rootboard.game import actions as act
    from rootboard.gamefile.file import save_game
    from tests.helpers import load_game
    from tests.game.gamekit import game, put

    state = game("lake")
    put(state, 11, "marquise", n=3)
    assert replay.perform(state, act.Move(act.MoveRequest("marquise", 11, 6, 2))).applied
    path = tmp_path / "g.json"
    save_game(state, path)
    data = json.loads(path.read_text())
    told = data["history"][-1]["verdict"]
    data["history"][-1]["verdict"] = {**told, "message": {**told["message"], "sections": ["9.9.9"]}}
    path.write_text(json.dumps(data))
    again = load_game(path)
    assert again.history[-1]["verdict"] == told
    assert replay.log_entries(again)[-1].description == replay.log_entries(state)[-1].description


def _depth(value) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


_JSON = st.recursive(
    st.one_of(st.text(alphabet='[]{}"\\ab é\n'), st.integers(), st.none()),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\k'), inner, max_size=3),
    max_leaves=25)


@given(_JSON, st.booleans())
def test_the_nesting_bound_counts_as_the_json_nests(value, indented):
    """The bound before parsing (read_game) counts brackets outside strings, escapes and all,
    exactly as deep as the value nests."""
    text = json.dumps(value, indent=1 if indented else None, ensure_ascii=False)
    assert nesting_depth(text) == nesting_depth(text.encode()) == _depth(value)


def test_a_saved_game_reads_back_the_same_with_a_line_per_action(tmp_path):
    state = game("lake", ("marquise", "eyrie", "vagabond"))
    replay.perform(state, act.Place(PieceRequest("marquise", "warrior", 1, 2)))
    replay.perform(state, act.Move(MoveRequest("marquise", 1, 12, 1, ferry=True)))
    path = tmp_path / "g.json"
    save_game(state, path)
    text = path.read_text()
    assert json.loads(text) == json.loads(json.dumps(state.to_json()))
    lines = text.splitlines()
    start = lines.index(' "history": [')
    assert [json.loads(line.strip().rstrip(",")) for line in lines[start + 1:start + 3]] == state.to_json()["history"]
    save_game(state, path, indent=None)  # the autosave's: one line
    assert json.loads(path.read_text()) == json.loads(text) and path.read_text().count("\n") == 1

"""Issue 34, "Done when": a game played through the command line for three rounds with the
Marquise, the Eyrie, the Alliance and the Vagabond keeps the score the printed boards give.

Each faction does what scores by its board, chosen from what ``rootboard options --json``
offers (what it offers is playable): the Marquise builds (her building tracks, 6.5.4.III), the
Eyrie adds to the Decree, builds roosts by it and scores by her roosts in Evening (7.4.2,
7.5.2, 7.6.1), the Alliance spreads sympathy and revolts (8.4.1-8.4.2, the sympathy track,
3.2.1), the Vagabond explores, aids and quests (9.5.3-9.5.5). Only where the hidden hand needs
it does the table name a card (``rootboard reveal``), and the Decree's move is the table's own
``rootboard move`` (7.5.2).

The expected score is worked out here, independently of the game's scoring: from the printed
tracks the rooms' board data carry (with their sources), the pieces on the map before each
action (``status --json``) and the actions played. After every turn it is compared with
``status --json`` and with the ``ledger`` (each point with its cause and Law section). The
Evening draws are checked the same way, by the hands' counts. Held-out games (other maps,
other seeds) play by the same policy so the check is not tuned to one position. With ``-s``
each game prints the commands it ran, its final scores, its scoring actions and its seconds.
"""

from __future__ import annotations

import json
import shlex
import time

import pytest

from rootboard.game.factions.alliance.board import EVENING_DRAW, SYMPATHY_POINTS
from rootboard.game.factions.eyrie.board import LEADERS, ROOST_DRAWS, ROOST_POINTS
from rootboard.game.factions.marquise.board import DRAW_BY_RECRUITERS, POINTS as BUILDING_POINTS
from rootboard.game.factions.vagabond.actions import ALLIED_AID_VP, EXPLORE_VP
from rootboard.game.factions.vagabond.quests import QUESTS
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR
from rootboard.loading import load
from tests.helpers import run_cli

FOUR = ("marquise", "eyrie", "alliance", "vagabond")
# The ledger's cause for each kind of scoring the game plays (rootboard.game.ledger).
CAUSES = {"build": "ledger.cause.build", "roosts": "eyrie.roost-score", "spread": "ledger.cause.spread",
          "organize": "ledger.cause.organize", "revolt": "ledger.cause.revolt", "explore": "ledger.cause.explore",
          "quest": "ledger.cause.quest", "aid": "ledger.cause.other"}
ROUNDS = 3


class Table:
    """One game file played through the command line, counting its commands and keeping the
    score the boards give (``expected``) and the Law sections each point should cite."""

    def __init__(self, tmp_path, map_name: str, seed: int, factions: tuple[str, ...] = FOUR, causes=None):
        self.path = tmp_path / f"{map_name}.json"
        self.commands = 0
        self.factions = factions
        self.causes = {**CAUSES, **(causes or {})}  # the later factions' kinds of scoring (issue 35)
        self.expected = {f: 0 for f in factions}
        self.sections: dict[str, list[tuple[str, str]]] = {f: [] for f in factions}  # each scoring's section, cause
        self.cli("setup", map_name, "-o", self.path, "--factions", ",".join(factions), "--standard", "--seed", seed,
                 "--auto")
        self.quests_done: dict[str, int] = {}
        self.counts: dict[str, int] = {}  # the scoring actions played, by kind (reported)

    # --- the command line ---------------------------------------------------------------------

    def cli(self, *argv) -> str:
        self.commands += 1
        code, out, err = run_cli(*argv)
        assert code == 0, (argv, err)
        return out

    def line(self, command: str) -> str:
        words = shlex.split(command)
        assert words[0] == "rootboard"
        return self.cli(*words[1:])

    def options(self) -> dict:
        return json.loads(self.cli("options", self.path, "--json"))

    def status(self) -> dict:
        return json.loads(self.cli("status", self.path, "--json"))

    def ledger(self) -> dict:
        return json.loads(self.cli("ledger", self.path, "--json"))

    def state(self):
        """The position, read to choose a move (never to work out what it should score)."""
        return load(str(self.path)).state

    # --- what the map holds (from status --json) -------------------------------------------------

    def pieces(self, status: dict, faction: str, piece: str) -> dict[int, int]:
        found = {}
        for area, pieces in status["areas"].items():
            for p in pieces:
                if p["faction"] == faction and p["piece"] == piece and area.isdigit():
                    found[int(area)] = found.get(int(area), 0) + p["count"]
        return found

    def on_map(self, status: dict, faction: str, piece: str) -> int:
        return sum(self.pieces(status, faction, piece).values())

    def hand(self, faction: str) -> int:
        return self.status()["cards"]["hands"][faction]

    def scored(self, faction: str, points: int, section: str, kind: str) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + 1
        self.expected[faction] += points
        if points:
            self.sections[faction].append((section, self.causes[kind]))

    # --- options -------------------------------------------------------------------------------

    def playable(self, kind: str | None = None, **fields) -> list[dict]:
        found = self.options()
        return [o for o in found["options"] if o["playable"] and (kind is None or o["action"]["type"] == kind)
                and all(o["action"].get(k) == v for k, v in fields.items())]

    def play(self, option: dict) -> None:
        self.line(option["command"])

    def walk_to(self, phase: str, step: str | None = None) -> None:
        """The turn's own moves, as options offers them, until ``phase`` (and ``step``)."""
        for _ in range(12):
            found = self.options()
            if found["phase"] == phase and (step is None or found["step"] == step):
                return
            move = next(o for o in found["options"] if o["playable"] and o["action"]["type"] in ("step", "phase"))
            self.play(move)
        raise AssertionError(f"never reached {phase} {step}")

    def end_turn(self) -> None:
        """The discard down to five when options offers it (the hand limit), then the end."""
        discard = self.playable("discard")
        if discard:
            self.play(discard[0])
        found = json.loads(self.cli("options", self.path, "--json", "--all"))
        end = [o for o in found["options"] if o["playable"] and o["action"]["type"] == "end-turn"]
        assert end, found
        self.play(end[0])

    def name_card(self, faction: str, suit: str) -> str:
        """The table names a card of ``suit`` in ``faction``'s hand (16.6.23): the first the deck
        may hold there."""
        cards = json.loads(self.cli("cards", "--json"))["cards"]
        for card in cards:
            if card["suit"] == suit and run_cli("reveal", self.path, faction, card["id"])[0] == 0:
                self.commands += 1
                return card["id"]
        raise AssertionError(f"no {suit} card could be named")

    # --- the check after each turn ---------------------------------------------------------------

    def check_score(self) -> None:
        status = self.status()
        assert status["scores"] == self.expected, (status["scores"], self.expected)
        ledger = self.ledger()
        lines = ledger["lines"]
        for faction in self.factions:
            mine = [l for l in lines if l["faction"] == faction]
            assert sum(l["points"] for l in mine) == self.expected[faction], (faction, mine)
            assert len(mine) == len(self.sections[faction]), (faction, mine)
            for line, (section, cause) in zip(mine, self.sections[faction]):
                assert cites(line, section) and line["cause"]["id"] == cause, (faction, line, section, cause)
            assert all(l["points"] > 0 for l in mine), mine  # no point given and taken back


def cites(line: dict, section: str) -> bool:
    """Whether a ledger line cites ``section`` or one of its parts (8.4.2 by 8.4.2.III)."""
    return any(s == section or s.startswith(section + ".") for s in line["sections"])


# --- each faction's turn ---------------------------------------------------------------------------

def marquise_turn(t: Table) -> None:
    # Birdsong (6.4): the wood at each sawmill, as options offers it.
    t.play(t.playable("marquise-wood")[0])
    t.walk_to("daylight", "actions")
    for _ in range(3):  # her three actions (6.5): build when the wood allows, else overwork for wood
        builds = t.playable("marquise-build")
        if not builds:
            more = t.playable("marquise-overwork") or t.playable("marquise-recruit")
            if not more:
                break
            t.play(more[0])
            continue
        status = t.status()
        # The build whose track gives most, the track read from the printed values (6.5.4.III).
        best = max(builds, key=lambda o: BUILDING_POINTS[o["action"]["building"]][
            t.on_map(status, "marquise", o["action"]["building"])])
        building = best["action"]["building"]
        t.play(best)
        t.scored("marquise", BUILDING_POINTS[building][t.on_map(status, "marquise", building)], "6.5.4", "build")
    t.walk_to("evening")
    before, status = t.hand("marquise"), t.status()
    draw = DRAW_BY_RECRUITERS[t.on_map(status, "marquise", "recruiter")]
    t.walk_to("evening", "discard")
    assert t.hand("marquise") == before + draw  # 6.6: one card plus the recruiters' track
    t.end_turn()


def eyrie_turn(t: Table, number: int) -> None:
    t.walk_to("birdsong", "decree")
    # 7.4.2: one bird card a turn, named by the table: a Move first when her leader's viziers
    # hold none (7.3.3: the march that finds a clearing to build in), then Build, then Recruit;
    # Recruit only when they hold a Build too.
    card = t.name_card("eyrie", "bird")
    viziers = LEADERS[t.state().boards["eyrie"]["leader"]]
    plan = ("build", "recruit", "recruit") if "move" in viziers else ("move", "build", "recruit")
    if "build" in viziers:  # the Despot marches and builds by her viziers: a second roost would find no clearing
        plan = ("recruit", "recruit", "recruit")
    t.play(t.playable("eyrie-decree", cards=[card], columns=[plan[number]])[0])
    t.walk_to("daylight", "resolve")
    for _ in range(20):
        found = t.options()
        resolves = [o for o in found["options"] if o["playable"] and o["action"]["type"] == "eyrie-resolve"]
        if not resolves:
            break
        column = resolves[0]["action"]["column"]
        if column == "move":
            origin, to, count = eyrie_march(t)
            option = next(o for o in resolves if o["action"]["where"] == origin)
            t.play(option)
            t.cli("move", t.path, "eyrie", origin, to, "--count", count)
        else:
            t.play(resolves[0])
    # Every Decree card resolved (7.5.2): none is left offered, so no Turmoil (7.7).
    left = json.loads(t.cli("options", t.path, "--json", "--all"))["options"]
    assert not [o for o in left if o["action"]["type"] == "eyrie-resolve"], left
    t.walk_to("evening")
    status = t.status()
    roosts = t.on_map(status, "eyrie", "roost")
    before = t.hand("eyrie")
    t.walk_to("evening", "discard")
    t.scored("eyrie", ROOST_POINTS[roosts], "7.6.1", "roosts")
    assert t.hand("eyrie") == before + ROOST_DRAWS[roosts]  # 7.6.1: the roost track's cards
    t.end_turn()


def eyrie_march(t: Table) -> tuple[int, int, int]:
    """Where the Decree's move goes: from the clearing with most of her warriors to an adjacent
    one with an open slot and no roost, with enough warriors to rule it (2.5), so the Build
    card finds a clearing (7.5.2)."""
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.placement import open_slots

    state = t.state()
    mine = {c: state.count(c, ("eyrie", WARRIOR)) for c in state.topology.board.clearings}
    for origin in sorted((c for c in mine if mine[c] > 1), key=lambda c: (-mine[c], c)):
        for to in adjacent_clearings(state, origin):
            others = max([n for (f, p), n in state.pieces_at(to).items()
                          if f != "eyrie" and state.law.kinds.get((f, p)) in (WARRIOR, BUILDING)] or [0])
            if not state.count(to, ("eyrie", "roost")) and open_slots(state, to) and others < mine[origin] - 1:
                return origin, to, min(mine[origin] - 1, others + 2)
    raise AssertionError("no clearing to build a roost in")


def alliance_turn(t: Table) -> None:
    found = t.options()
    assert found["step"] == "revolt"
    revolts = t.playable("alliance-revolt")
    if revolts:
        status = t.status()
        state = t.state()
        kinds = state.law.kinds

        def removed(o):  # the enemy buildings and tokens there, a point each (8.4.1.III, 3.2.1)
            where = str(o["action"]["clearing"])
            return sum(p["count"] for p in status["areas"].get(where, ()) if p["faction"] not in ("alliance", "map")
                       and kinds[(p["faction"], p["piece"])] in (BUILDING, TOKEN))

        best = max(revolts, key=removed)
        t.play(best)
        t.scored("alliance", removed(best), "8.4.1", "revolt")
    t.walk_to("birdsong", "spread")
    for _ in range(10):
        spreads = t.playable("alliance-spread")
        if not spreads:
            break
        placed = t.on_map(t.status(), "alliance", "sympathy")
        t.play(spreads[0])
        t.scored("alliance", SYMPATHY_POINTS[placed], "8.4.2", "spread")
    t.walk_to("daylight")
    for _ in range(3):
        mobilize = t.playable("alliance-mobilize")
        if not mobilize or t.hand("alliance") <= 1:
            break
        t.play(mobilize[0])
    t.walk_to("evening", "operations")
    for _ in range(3):
        organize = t.playable("alliance-organize")
        if not organize:
            break
        placed = t.on_map(t.status(), "alliance", "sympathy")
        t.play(organize[0])
        t.scored("alliance", SYMPATHY_POINTS[placed], "8.6.1", "organize")
    status = t.status()
    bases = sum(t.on_map(status, "alliance", f"{s}-base") for s in ("fox", "mouse", "rabbit"))
    before = t.hand("alliance")
    t.walk_to("evening", "draw")
    assert t.hand("alliance") == before + EVENING_DRAW + bases  # 8.6.2
    t.end_turn()


def vagabond_turn(t: Table) -> None:
    refresh = t.playable("refresh")
    if refresh:
        t.play(refresh[0])
    t.walk_to("birdsong", "slip")
    status = t.status()
    ruins = t.pieces(status, "map", "ruin")
    # Where to slip (9.4.2): a clearing of a face-up quest's suit his items can pay for, else a ruin.
    suits = {QUESTS[q].suit for q in quests_he_can_pay(t.state())}
    slips = t.playable("move")
    to = lambda o: o["action"]["request"]["destination"]  # noqa: E731
    wanted = [o for o in slips if str(to(o)).isdigit() and status["suits"].get(str(to(o))) in suits] or \
        [o for o in slips if str(to(o)).isdigit() and int(to(o)) in ruins] or slips
    if wanted:
        t.play(wanted[0])
    t.walk_to("daylight", "actions")
    quests = [o for o in t.playable("vagabond-quest") if o["action"]["reward"] == "points"]
    if quests:
        quest = QUESTS[quests[0]["action"]["quest"]]
        t.play(quests[0])
        # 9.5.5: one point per quest of its suit he has completed, this one included.
        t.quests_done[quest.suit] = t.quests_done.get(quest.suit, 0) + 1
        t.scored("vagabond", t.quests_done[quest.suit], "9.5.5", "quest")
    explore = t.playable("explore")
    if explore:
        t.play(explore[0])
        t.scored("vagabond", EXPLORE_VP, "9.5.3", "explore")
    for _ in range(2):
        aid = [o for o in t.playable("aid") if not o["action"].get("advance")]
        if not aid or not t.hand("vagabond"):
            break
        target = aid[0]["action"]["target"]
        before = {f: t.hand(f) for f in ("vagabond", target)}
        allied = t.status()["vagabonds"]["vagabond"]["relationships"][target] == "allied"
        t.play(aid[0])
        # The Aid's card is given by the table (9.5.4): unnamed, the hand's count is public.
        t.cli("give", t.path, "vagabond", target)
        assert (t.hand("vagabond"), t.hand(target)) == (before["vagabond"] - 1, before[target] + 1)
        t.scored("vagabond", ALLIED_AID_VP if allied else 0, "9.2.9", "aid")
    t.walk_to("evening")
    status = t.status()
    before = t.hand("vagabond")
    coins = sum(1 for i in status["vagabonds"]["vagabond"]["items"]
                if i["item"] == "coins" and i["where"] == "track" and not i["exhausted"])
    t.walk_to("evening", "discard")
    assert t.hand("vagabond") == before + 1 + coins  # 9.6.2: one card, plus one per face-up coins
    discard = t.playable("discard")
    if discard:
        t.play(discard[0])
    t.walk_to("evening", "limit")
    for _ in range(4):  # 9.6.4: items over his limit removed, as options offers
        if t.playable("end-turn"):
            break
        t.play(t.playable("item")[0])
    t.end_turn()


def quests_he_can_pay(state) -> list[str]:
    """The face-up quests whose two items he holds usable (9.5.5), read from the position."""
    from collections import Counter

    from rootboard.game.factions.vagabond.quests import face_up

    board = state.vagabonds["vagabond"]
    return [q for q in face_up(state) if q and all(board.usable(i) >= n for i, n in Counter(QUESTS[q].items).items())]


TURNS = {"marquise": marquise_turn, "alliance": alliance_turn, "vagabond": vagabond_turn}


def play_three_rounds(tmp_path, map_name: str, seed: int) -> Table:
    return play_rounds(Table(tmp_path, map_name, seed), TURNS)


def play_rounds(t: Table, turns: dict) -> Table:
    """``ROUNDS`` rounds played at table ``t``, each faction's turn by ``turns`` (the Eyrie's by
    the round's number), the score checked after each turn; they end where they began."""
    turn = t.status()["turn"]
    start = turn["round"]
    seating, first = turn["seating"], turn["faction"]
    order = seating[seating.index(first):] + seating[:seating.index(first)]  # 5.1: clockwise from the first
    for number in range(ROUNDS):
        for faction in order:
            assert t.options()["faction"] == faction
            if faction == "eyrie":
                eyrie_turn(t, number)
            else:
                turns[faction](t)
            t.check_score()
    turn = t.status()["turn"]
    assert (turn["faction"], turn["round"]) == (first, start + ROUNDS)
    return t


# Autumn the game; Winter and the Lake, other seeds, held out (the Lake's seed deals the Thief
# a quest his items pay for).
@pytest.mark.parametrize("map_name, seed", [("autumn", 1), ("winter", 7), ("lake", 8)])
def test_three_rounds_keep_the_score_the_boards_give(tmp_path, map_name, seed):
    start = time.perf_counter()
    t = play_three_rounds(tmp_path, map_name, seed)
    # Each faction did score by its board, so the check above compared real points.
    assert all(t.expected.values()), t.expected
    assert t.counts["build"] and t.counts["spread"] and t.counts["revolt"], t.counts
    assert t.counts["roosts"] == ROUNDS and t.counts.get("explore", 0) + t.counts.get("quest", 0), t.counts
    # What it took (reported with -s): commands run, final scores, the scoring actions, seconds.
    print(map_name, seed, t.commands, t.expected, t.counts, round(time.perf_counter() - start, 1))

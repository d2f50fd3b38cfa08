"""Issue 35, "Done when": a game played through the command line for three rounds with each of the
later factions (the Lizard Cult, the Underground Duchy, the Corvid Conspiracy, the Lord of the
Hundreds, the Keepers in Iron), seated with two of the base four, keeps the score their boards
give.

As ``tests/cli/test_three_rounds.py`` does for the base four (its Table and the base factions'
turns are used as they are): each faction does what scores by its board, chosen from what
``rootboard options --json`` offers; only where a hidden hand needs it does the table name or
say a card. The expected score is worked out here, independently of the game's scoring: from the
printed values the rooms' board data carry (with their sources), the pieces on the map before
each action (``status --json``), who rules (``rule --json``) and the actions played. After every
turn it is compared with ``status --json`` and the ``ledger`` (each point with its cause and Law
section); each Evening draw is checked by the hands' counts. The Autumn game is the main one;
the other maps and seeds are held out, played by the same policy. With ``-s`` each game prints
its commands, final scores, scoring actions and seconds.
"""

from __future__ import annotations

import json
import time

import pytest

from rootboard.game.factions.corvids.board import EVENING_DRAW as CORVID_DRAW, EXTORTION_DRAW
from rootboard.game.factions.corvids.pieces import PLOTS
from rootboard.game.factions.duchy.board import EVENING_DRAW as DUCHY_DRAW, MINISTERS, SWAY_POINTS
from rootboard.game.factions.hundreds.board import EVENING_DRAW as HUNDREDS_DRAW, OPPRESS_POINTS
from rootboard.game.factions.keepers.board import EVENING_DRAW as KEEPERS_DRAW, SET_POINTS, WAYSTATION_DRAW
from rootboard.game.factions.lizards.board import DRAW_BONUS_AT, EVENING_DRAW as CULT_DRAW, SCORE_POINTS
from rootboard.game.kinds import BUILDING, SUITS, TOKEN
from tests.cli.test_three_rounds import Table, alliance_turn, marquise_turn, play_rounds, vagabond_turn

# The ledger's cause for each kind of scoring the later factions play (rootboard.game.ledger): a
# room's own cause (the Duchy's sway names its minister, 12.5.3.III), or the note of the step
# that scored (Oppress, 14.6.2).
CAUSES = {"lizards-score": "ledger.cause.lizards-score", "sway": "ledger.cause.duchy-sway", "flip": "ledger.cause.flip",
          "raze": "ledger.cause.hundreds-raze", "oppress": "hundreds.oppress.done",
          "recover": "ledger.cause.keepers-recover", "pass": "ledger.cause.pass"}


class Seated(Table):
    """The base test's table, its turn's end scoring the Mountain's Pass too: who rules the
    Tower's clearing at the end of its Evening scores one point (16.2.3.IV)."""

    def end_turn(self) -> None:
        tower = self.status()["tower"]
        who = self.options()["faction"]
        if tower is not None and rulers(self)[int(tower)] == who:
            self.scored(who, 1, "16.2.3.IV", "pass")
        super().end_turn()


def rulers(t) -> dict[int, str | None]:
    """Who rules each clearing, as ``rule --json`` says (2.5)."""
    return {int(c): r["ruler"] for c, r in json.loads(t.cli("rule", t.path, "--json")).items()}


def draw_checked(t: Table, faction: str, count) -> None:
    """Evening's draw, from its draw step to the discard after it: ``count(status)`` cards."""
    t.walk_to("evening", "draw")
    before, status = t.hand(faction), t.status()
    t.walk_to("evening", "discard")
    assert t.hand(faction) == before + count(status), (faction, before, t.hand(faction))


# --- the Lizard Cult (10) ------------------------------------------------------------------------

def gardens(t: Table, status: dict, suit: str) -> int:
    """Its gardens of ``suit`` on the map: each one placed uncovers its track's space (10.5.1)."""
    return t.on_map(status, "lizards", f"{suit}-garden")


def lizards_turn(t: Table) -> None:
    outcast = t.playable("lizards-outcast")  # not offered playable when the table must say the counts
    if outcast:
        t.play(outcast[0])
    t.walk_to("daylight", "rituals")
    for _ in range(2):  # gardens where it rules (10.5.1), a revealed card each
        builds = t.playable("lizards-build")
        if not builds or t.hand("lizards") <= 1:
            break
        t.play(builds[0])
    status = t.status()
    scores = sorted(t.playable("lizards-score"), key=lambda o: -gardens(t, status, o["action"]["suit"]))
    if scores:  # 10.5.3: the points above the rightmost empty space of the suit's track
        suit = scores[0]["action"]["suit"]
        t.play(scores[0])
        t.scored("lizards", SCORE_POINTS[min(gardens(t, status, suit), len(SCORE_POINTS) - 1)], "10.5.3",
                 "lizards-score")
    # 10.6.3: one card, plus one per track with its draw bonus uncovered.
    draw_checked(t, "lizards", lambda s: CULT_DRAW + sum(1 for x in SUITS if gardens(t, s, x) >= DRAW_BONUS_AT))
    t.end_turn()


# --- the Underground Duchy (12) ------------------------------------------------------------------

ASSEMBLY = ("duchy-dig", "duchy-build", "duchy-recruit")  # what it prefers, in order (12.5.1)


def duchy_turn(t: Table) -> None:
    t.walk_to("daylight", "assembly")
    for _ in range(2):  # up to two actions in Assembly (12.5.1): the tunnels and buildings that let it sway
        if t.hand("duchy") < 4:  # its cards kept for the sway (12.5.3.II)
            break
        found = t.playable()
        choice = next((o for kind in ASSEMBLY for o in found if o["action"]["type"] == kind
                       and o["action"].get("building", "market") == "market"), None)
        if choice is None:
            break
        t.play(choice)
    t.walk_to("daylight", "sway")
    sways = sorted(t.playable("duchy-sway"), key=lambda o: -SWAY_POINTS[MINISTERS[o["action"]["minister"]]])
    if sways:  # the highest rank its hand allows; 12.5.3.III: the crown's space uncovered scores by its rank
        t.play(sways[0])
        t.scored("duchy", SWAY_POINTS[MINISTERS[sways[0]["action"]["minister"]]], "12.5.3", "sway")
    # 12.6.3: one card plus one per market off its track (each one on the map).
    draw_checked(t, "duchy", lambda s: DUCHY_DRAW[min(t.on_map(s, "duchy", "market"), len(DUCHY_DRAW) - 1)])
    t.end_turn()


# --- the Corvid Conspiracy (13) ------------------------------------------------------------------

def face_up(t: Table, status: dict, plot: str | None = None) -> int:
    """Its face-up plots on the map (of ``plot``): a face-down one is shown only as a plot (13.2.2)."""
    return sum(p["count"] for pieces in status["areas"].values() for p in pieces
               if p["faction"] == "corvids" and p["piece"] in PLOTS and not p.get("face_down")
               and (plot is None or p["piece"] == plot))


def corvids_turn(t: Table) -> None:
    t.walk_to("birdsong", "flip")
    for _ in range(4):  # 13.4.2: each face-down plot with a warrior, flipped: a point per face-up plot
        flips = t.playable("flip")
        if not flips:
            break
        status = t.status()
        t.play(flips[0])
        t.scored("corvids", face_up(t, status) + 1, "13.4.2", "flip")
    t.walk_to("birdsong", "recruit")
    recruits = t.playable("corvids-recruit")
    if recruits:
        t.play(recruits[0])
    t.walk_to("daylight", "actions")
    # One plot a turn (13.5.2), never a bomb (its removals are a battle's matter), where a warrior
    # stays beside it to flip it next Birdsong.
    status = t.status()
    warriors = t.pieces(status, "corvids", "warrior")
    plots = [o for o in t.playable("corvids-plot") if o["action"]["plot"] != "bomb"
             and warriors.get(o["action"]["clearing"], 0) > 1]
    if plots:
        t.play(plots[0])
    # 13.6.2: one card, plus one per face-up extortion.
    draw_checked(t, "corvids", lambda s: CORVID_DRAW + EXTORTION_DRAW * face_up(t, s, "extortion"))
    t.end_turn()


# --- the Lord of the Hundreds (14) ---------------------------------------------------------------

MOODS = ("jubilant", "grandiose", "relentless", "wrathful", "bitter")  # none changes a draw or a score


def hundreds_turn(t: Table) -> None:
    razes = t.playable("hundreds-raze")
    if razes:  # 14.4.1: each enemy building and token in a clearing with a mob, a point (3.2.1)
        status, kinds = t.status(), t.state().law.kinds
        razed = sum(p["count"] for c in t.pieces(status, "hundreds", "mob") for p in status["areas"][str(c)]
                    if p["faction"] not in ("hundreds", "map")
                    and kinds[(p["faction"], p["piece"])] in (BUILDING, TOKEN))
        t.play(razes[0])
        t.scored("hundreds", razed, "14.4.1", "raze")
    t.walk_to("birdsong", "recruit")
    for kind in ("hundreds-recruit", "hundreds-anoint"):
        found = t.playable(kind)
        if found:
            t.play(found[0])
    t.walk_to("birdsong", "mood")
    moods = t.playable("hundreds-mood")
    t.play(next(o for m in MOODS for o in moods if o["action"]["mood"] == m))
    t.walk_to("daylight", "command")
    for _ in range(4):  # Command (14.5.2): warriors into clearings no one holds, to oppress them
        status = t.status()
        empty = [o for o in t.playable("move") if not [p for p in status["areas"].get(str(o["action"]["request"]
                 ["destination"]), ()) if p["faction"] != "map"]]
        if not empty:
            break
        t.play(empty[0])
    t.walk_to("evening", "oppress")
    status, ruled = t.status(), rulers(t)
    oppressed = [c for c, who in ruled.items() if who == "hundreds"
                 and {p["faction"] for p in status["areas"].get(str(c), ()) if p["faction"] != "map"} == {"hundreds"}]
    # 14.6.2: the Oppress points by the clearings ruled with no enemy piece, scored on leaving.
    t.scored("hundreds", OPPRESS_POINTS[min(len(oppressed), len(OPPRESS_POINTS) - 1)], "14.6.2", "oppress")
    draw_checked(t, "hundreds", lambda s: HUNDREDS_DRAW)  # 14.6.3: one card
    t.end_turn()


# --- the Keepers in Iron (15) ---------------------------------------------------------------------

def relics_near(t: Table, status: dict, clearing: int) -> set[str]:
    """The relic types in the forests beside ``clearing`` (where a Delve may take one from, 15.5.2.II.a)."""
    forests = t.state().topology.forests
    return {p["piece"] for f, found in status["areas"].items() if f in forests and clearing in forests[f].clearings
            for p in found if p["faction"] == "keepers"}


def keepers_turn(t: Table) -> None:
    # Birdsong (15.4.1): a waystation beside a forest holding a relic of its type, warriors left there.
    status = t.status()
    warriors = t.pieces(status, "keepers", "warrior")
    camps = [o for o in t.playable("keepers-encamp") if warriors.get(o["action"]["clearing"], 0) > 1
             and o["action"]["relic"] in relics_near(t, status, o["action"]["clearing"])]
    if camps and not t.on_map(status, "keepers", "waystation"):
        t.play(camps[0])
    t.walk_to("daylight", "retinue")
    for _ in range(6):  # the Retinue (15.5.2): recover a relic where its waystation is, else delve one there
        recover = sorted(t.playable("keepers-recover"), key=lambda o: o["action"]["value"])
        if recover:
            option = recover[0]
            board = t.status()["boards"]["keepers"]
            relic, value = option["action"]["relic"], option["action"]["value"]
            column = len(board["relics"][relic])
            filled = all(len(board["relics"][r]) > column for r in board["relics"] if r != relic)
            t.play(option)
            # 15.5.2.III.b: the relic's value, and two more when it fills a column of the Relics track.
            t.scored("keepers", value + (SET_POINTS if filled else 0), "15.5.2.III.b", "recover")
            continue
        faces = (t.status()["boards"].get("keepers") or {}).get("waystations", {})  # clearing -> its relic type
        delve = sorted(t.playable("keepers-delve"), key=lambda o: (
            faces.get(str(o["action"]["clearing"])) != o["action"]["relic"], o["action"]["value"]))
        if not delve:
            break
        t.play(delve[0])
    # 15.6.3: one card, plus one per waystation on the map.
    draw_checked(t, "keepers", lambda s: KEEPERS_DRAW + WAYSTATION_DRAW * t.on_map(s, "keepers", "waystation"))
    t.end_turn()


TURNS = {"lizards": lizards_turn, "duchy": duchy_turn, "corvids": corvids_turn, "hundreds": hundreds_turn,
         "keepers": keepers_turn, "marquise": marquise_turn, "alliance": alliance_turn, "vagabond": vagabond_turn}


def play_three_rounds(tmp_path, map_name: str, seed: int, factions: tuple[str, ...]) -> Table:
    return play_rounds(Seated(tmp_path, map_name, seed, factions, CAUSES), TURNS)


# Each later faction with two of the base four: Autumn the game, the other maps and seeds held out.
GAMES = {
    "lizards": (("lizards", "marquise", "alliance"), "lizards-score"),
    "duchy": (("duchy", "marquise", "vagabond"), "sway"),
    "corvids": (("corvids", "marquise", "vagabond"), "flip"),
    "hundreds": (("hundreds", "eyrie", "vagabond"), "oppress"),
    "keepers": (("keepers", "eyrie", "alliance"), "recover"),
}
MAPS = [("autumn", 1), ("winter", 7), ("lake", 8), ("mountain", 5)]


@pytest.mark.parametrize("map_name, seed", MAPS)
@pytest.mark.parametrize("later", sorted(GAMES))
def test_three_rounds_keep_the_score_the_later_boards_give(tmp_path, later, map_name, seed):
    start = time.perf_counter()
    factions, scoring = GAMES[later]
    t = play_three_rounds(tmp_path, map_name, seed, factions)
    # The later faction did score by its board, so the check after each turn compared real points.
    assert t.expected[later] and t.counts.get(scoring), (t.expected, t.counts)
    print(later, map_name, seed, t.commands, t.expected, t.counts, round(time.perf_counter() - start, 1))

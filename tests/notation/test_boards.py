"""The faction boards in a Rootlog (issue 34): the Alliance's supporters and officers, the Eyrie's
Decree and Turmoil, the Vagabond's quests read as their rooms' actions, judged by them, and
written back in the same notation."""

from __future__ import annotations

from collections import Counter

from rootboard.game.factions.alliance.board import officers
from rootboard.game.factions.eyrie.board import BIRD, LEADERS, board_of, entries
from rootboard.game.factions.vagabond.board import character
from rootboard.game.factions.vagabond.quests import QUEST_DATA, completed, face_up
from rootboard.notation import read_text
from rootboard.notation.export import export
from rootboard.notation.vocabulary import ITEMS
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.start import starting_position
from rootboard.notation.translate.deck import SUITS

HEADER = "Map: Fall\nDeck: E&P\n"
LETTER = {suit: letter for letter, suit in SUITS.items()}


def _suits(players: str) -> dict[int, str]:
    return starting_position(read_text(HEADER + players + "\n")).suits


def _kinds(report) -> list[str]:
    return [e["action"]["type"] for e in report.state.history if e["action"]["type"] != "end-turn"]


def _doubts(report) -> list:
    return [(f.line, f.col, f.category, f.message.id) for f in report.flags if f.category in (ILLEGAL, IMPOSSIBLE)]


def _reads_back(report) -> None:
    """Exported and read again: the same actions, the same boards, no doubt more."""
    again = replay_log(read_text(export(report.state)))
    assert _kinds(again) == _kinds(report)
    assert again.state.boards == report.state.boards and again.state.scores == report.state.scores
    assert _doubts(again) == []


def _alliance_log() -> str:
    players = "C: Cat\nA: Woodland\n"
    suits = _suits(players)
    fox = min(c for c, s in suits.items() if s == "fox")
    keep = max(c for c in suits if c != fox)
    return (HEADER + players + f"\nC:t_k->{keep}\nA:3#->$\n\n"
            f"C:#->C\nA:#$->/t->{fox}/#A->$/2#->A\n"  # sympathy spread; a card mobilized
            f"C:#->C\nA:2#$->/(b_f+w)->{fox}/w->$/#A->/w->$/2#->A\n")  # revolt, its officer; an officer trained


def test_the_alliances_supporters_and_officers_are_her_actions_and_read_back():
    report = replay_log(read_text(_alliance_log()))
    assert _doubts(report) == []
    kinds = _kinds(report)
    assert kinds.count("alliance-mobilize") == 1 and kinds.count("alliance-revolt") == 1
    assert kinds.count("alliance-train") == 1
    # Each w->$ of the log is an officer her actions placed (8.4.1.III, 8.5.3), none placed twice.
    written = sum(line.count("w->$") for line in _alliance_log().split("\n") if line.startswith("A:"))
    assert officers(report.state) == written
    assert not [f for f in report.flags if f.message.id == "rootlog.replay.board-pieces"]
    _reads_back(report)


def test_sympathy_spread_and_organized_are_her_actions_and_score_by_the_track():
    report = replay_log(read_text(_alliance_log()))
    kinds = _kinds(report)
    assert kinds.count("alliance-spread") == 1  # #$->/t->fox: the spend and the token one spread (8.4.2)
    from rootboard.game.factions.alliance.board import SYMPATHY_POINTS, sympathetic

    fox = sympathetic(report.state)[0]
    warriors = report.state.count(fox, ("alliance", "warrior"))
    assert warriors  # the revolt's
    neighbour = next(c for c in _adjacent(report.state, fox) if c not in sympathetic(report.state))
    placed = len(sympathetic(report.state))
    text = _alliance_log() + f"C:#->C\nA:w{fox}->{neighbour}/w{neighbour}->/t->{neighbour}/++{SYMPATHY_POINTS[placed]}\n"
    organized = replay_log(read_text(text))
    assert "alliance-organize" in _kinds(organized)
    last = read_text(text).turns[-1].line
    assert _doubts(organized) == [] and not [f for f in organized.flags if f.category == ASSUMED and f.line == last]
    _reads_back(organized)


def _adjacent(state, clearing: int) -> list[int]:
    from rootboard.game.factions.alliance.board import adjacent_clearings

    return adjacent_clearings(state, clearing)


def test_a_base_removed_takes_half_her_officers_with_it():
    text = _alliance_log()
    log = read_text(text)
    fox = next(t for t in log.turns if t.faction.letter == "A" and "b_f" in str(t.actions)).actions[1].to[0].number
    before = officers(replay_log(log).state)
    lost = (before + 1) // 2  # written as the table would, from the position (8.2.4)
    report = replay_log(read_text(text + f"C:Ab_f{fox}->/{lost}AwA$->\n"))
    assert "alliance-base-lost" in _kinds(report) and officers(report.state) == before - lost
    assert _doubts(report) == []
    _reads_back(report)


def _eyrie_log() -> tuple[str, str, str]:
    players = "C: Cat\nE: Bird\n"
    suits = _suits(players)
    roost = min(suits)
    first, second = sorted(LEADERS)[:2]
    return (HEADER + players + f"\nC:t_k->{max(suits)}\nE:b+6w->{roost}/#{first}->$\n\n"
            "C:#->C\nE:B#E->$_r/F#E->$_m/#->E\n"), first, second


def test_cards_added_to_the_decree_are_one_add_to_the_decree_and_a_turmoil_loses_its_birds():
    text, first, second = _eyrie_log()
    decree = replay_log(read_text(text)).state
    birds = sum(1 for _, _, card in entries(board_of(decree)) if _suit(decree, card) == BIRD)  # viziers too (7.7.1)
    report = replay_log(read_text(text + f"C:#->C\nE:--{birds}/$_->/#{second}->$\n"))
    assert _kinds(report).count("eyrie-decree") == 1 and "eyrie-turmoil" in _kinds(report)
    board = board_of(report.state)
    assert board["leader"] == second and first in board["deposed"]
    assert report.state.scores["eyrie"] == -birds
    assert _doubts(report) == [] and not [f for f in report.flags if f.category == ASSUMED]
    assert not [f for f in report.flags if f.message.id == "rootlog.replay.not-deck-card"]
    _reads_back(report)


def test_the_purge_written_before_the_points_is_the_same_turmoil():
    text, first, second = _eyrie_log()
    decree = replay_log(read_text(text)).state
    birds = sum(1 for _, _, card in entries(board_of(decree)) if _suit(decree, card) == BIRD)
    report = replay_log(read_text(text + f"C:#->C\nE:$_->/--{birds}/#{second}->$\n"))
    assert "eyrie-turmoil" in _kinds(report) and report.state.scores["eyrie"] == -birds
    assert not [f for f in report.flags if f.category == ASSUMED]


def _suit(state, card: str) -> str:
    from rootboard.game.factions.eyrie.actions import suit_of

    return suit_of(state, card)


def test_a_quest_is_the_one_its_exhausted_items_and_suit_name_and_its_cards_are_its_reward():
    players = "C: Cat\nV: Wanderer\n"
    position = starting_position(read_text(HEADER + players + "\n"))
    suits = position.suits
    items = set(character("thief").items)
    quest, _, suit, needs = next(q for q in QUEST_DATA if set(q[3]) <= items and len(set(q[3])) == 2)
    where = min(c for c, s in suits.items() if s == suit)
    forest = position.topology.forests_of(where)[0]  # he sets up in a forest (9.3.2), slips to the clearing
    letters = {item: letter for letter, item in ITEMS.items()}
    spent = "+".join(f"%{letters[i]}" for i in needs)
    text = (HEADER + players + f"\nC:t_k->{max(suits)}\nV:#thief->$/p->{forest}\n\n"
            f"C:#->C\nV:p->{where}/{spent}->e/{LETTER[suit]}#Q->$/2#->V\n")
    report = replay_log(read_text(text))
    assert _doubts(report) == [] and not [f for f in report.flags if f.category == ASSUMED]
    assert completed(report.state, "vagabond") == [quest]
    assert face_up(report.state).count(None) == 3  # a new one drawn, not named (9.5.5)
    board = report.state.vagabonds["vagabond"]
    assert Counter(i.item for i in board.items if i.exhausted) == Counter(needs)  # exhausted once
    _reads_back(report)

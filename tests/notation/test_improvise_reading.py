"""The Adventurer's Improvise in a Rootlog (16.3.7): one item exhausted and damaged at once just
before a quest (``%h->e+d/%f->e/M#Q->$``) counts as the quest's other item; the Quest exhausts
and damages it itself, and a battle just before does not take it for a hit (9.2.7)."""

from __future__ import annotations

from rootboard.game.factions.vagabond.board import DAMAGED, character
from rootboard.game.factions.vagabond.quests import QUEST_DATA, QUESTS, completed
from rootboard.notation import read_text
from rootboard.notation.export import export
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.start import starting_position
from rootboard.notation.translate.deck import SUITS
from rootboard.notation.vocabulary import ITEMS

HEADER = "Map: Fall\nDeck: E&P\n"
PLAYERS = "C: Cat\nV: Wanderer\n"
LETTER = {suit: letter for letter, suit in SUITS.items()}
ITEM_LETTER = {item: letter for letter, item in ITEMS.items()}


def _doubts(report) -> list:
    return [(f.line, f.col, f.category, f.message.id) for f in report.flags if f.category in (ILLEGAL, IMPOSSIBLE)]


def _improvisable(name: str):
    """A quest with one item of the character's and one he lacks, and an item of his that is
    neither: (its suit, the item he has, the item he improvises with)."""
    items = character(name).items
    for _, _, suit, needs in QUEST_DATA:
        held = [i for i in needs if i in items]
        if len(held) == 1 and len(set(needs)) == 2:
            spare = next(i for i in items if i not in needs)
            return suit, held[0], spare
    raise AssertionError("no quest to improvise")


def _log(name: str, battle: bool = False) -> tuple[str, int, str, str]:
    suits = starting_position(read_text(HEADER + PLAYERS + "\n")).suits
    suit, held, spare = _improvisable(name)
    where = min(c for c, s in suits.items() if s == suit)
    keep = max(c for c in suits if c != where)
    forest = starting_position(read_text(HEADER + PLAYERS + "\n")).topology.forests_of(where)[0]
    fight = f"XC{where}/Cw{where}->/" if battle else ""
    text = (HEADER + PLAYERS + f"\nC:t_k->{keep}/w->{where}\nV:#{name}->$/p->{forest}\n\n"
            f"C:#->C\nV:p->{where}/{fight}%{ITEM_LETTER[spare]}->e+d/%{ITEM_LETTER[held]}->e/{LETTER[suit]}#Q->$"
            f"/2#->V\n")
    return text, where, held, spare


def test_the_adventurers_improvised_item_counts_as_the_quests_other_item():
    text, _, held, spare = _log("adventurer")
    report = replay_log(read_text(text))
    assert _doubts(report) == []
    done = completed(report.state, "vagabond")
    assert len(done) == 1
    board = report.state.vagabonds["vagabond"]
    assert board.count(spare, where=DAMAGED, exhausted=True) == 1  # exhausted and damaged once
    assert board.count(held, exhausted=True) == 1
    quest = next(e["action"] for e in report.state.history if e["action"]["type"] == "vagabond-quest")
    other = [i for i in QUESTS[done[0]].items if i != held]
    assert (quest["improvised"], [quest["improvised_as"]]) == (spare, other)
    again = replay_log(read_text(export(report.state)))  # written back as Improvise, read the same
    assert _doubts(again) == [] and again.state.vagabonds == report.state.vagabonds
    assert completed(again.state, "vagabond") == done


def test_improvise_by_another_character_is_read_as_improvise_and_refused():
    text, _, _, _ = _log("thief")
    report = replay_log(read_text(text))
    assert [d[3] for d in _doubts(report)] == ["quest.improvise-not-his"]


def test_an_item_turned_face_down_and_damaged_after_a_battle_is_improvise_not_a_hit():
    text, where, _, spare = _log("thief", battle=True)
    report = replay_log(read_text(text))
    ids = [d[3] for d in _doubts(report)]
    assert "quest.improvise-not-his" in ids, report.flags
    assert not [f for f in report.flags if f.category == IMPOSSIBLE], report.flags
    board = report.state.vagabonds["vagabond"]
    assert board.count(spare, where=DAMAGED, exhausted=True) == 1
    assert not [f for f in report.flags if f.category == ASSUMED and f.line == 7 and "quest" in f.message.id]

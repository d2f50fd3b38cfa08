"""The Vagabond's Refresh in a Rootlog (9.4.1): ``%_->r`` refreshes every item he has exhausted,
as many as his Refresh turns face up, not the items that are face up already."""

from __future__ import annotations

from rootboard.game.factions.vagabond.board import character
from rootboard.notation import read_text
from rootboard.notation.replay import ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.start import starting_position
from rootboard.notation.vocabulary import ITEMS

HEADER = "Map: Fall\nDeck: E&P\n"
PLAYERS = "C: Cat\nV: Wanderer\n"
ITEM_LETTER = {item: letter for letter, item in ITEMS.items()}


def _doubts(report) -> list:
    return [(f.line, f.col, f.category, f.message.id) for f in report.flags if f.category in (ILLEGAL, IMPOSSIBLE)]


def test_every_item_refreshed_is_every_exhausted_one():
    position = starting_position(read_text(HEADER + PLAYERS + "\n"))
    suits = position.suits
    forest = next(iter(position.topology.forests))
    items = sorted(set(character("thief").items) - {"tea", "coins", "bag"})
    spent, kept = items[:-1], items[-1]  # one item stays face up: "every item" does not refresh it
    exhaust = "+".join(f"%{ITEM_LETTER[i]}" for i in spent)
    text = (HEADER + PLAYERS + f"\nC:t_k->{max(suits)}\nV:#thief->$/p->{forest}\n\n"
            f"C:#->C\nV:{exhaust}->e\nC:#->C\nV:%_->r\n")
    report = replay_log(read_text(text))
    assert _doubts(report) == []
    board = report.state.vagabonds["vagabond"]
    assert not [i for i in board.items if i.exhausted]
    assert board.usable(kept) == character("thief").items.count(kept)

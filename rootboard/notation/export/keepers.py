"""The Keepers in Iron's actions written as Rootlog (chapter 15), as their reader
(:mod:`rootboard.notation.translate.keepers`) makes the same actions of them again:

* Encamp: the warrior replaced, then the waystation showing its relic (``w7->/b_t->7``); with
  none on the map, the waystation then the warrior placed with it (``b_t->3/w->3``);
* Decamp: the waystation removed, then the warrior that replaces it (``b_t7->/w->7``);
* Recruit: the card spent, then the warriors placed (``M#K->/2w->7``);
* Delve: the relic from the forest into the clearing, then flipped (``t_t3_7_11->3/t3^t_3_t``),
  and the battle card it lost discarded (``#faith$_2->``);
* Recover: the relic with its value to their board, its points, the recover card it lost
  (``t_3_t7->$/++3/#faith$_3->``);
* Gather Retinue: each card to its column (``M#K->$_1/R#K->$_2``); a shift, the card from its
  column to another (``#faith$_1->$_3``);
* the end of Daylight: unwritten (the log writes only the cards lost, with the action that lost
  them);
* acting with a Retinue card (15.5.2.I, II): unwritten, as Rootlog has no notation for it; the
  move or battle it makes, written next as everyone's, is read back as that card's act (the
  first card of its column that may, as the reader chooses it).
"""

from __future__ import annotations

from rootboard.game.factions.keepers.board import COLUMNS, RETAINER, board_of
from rootboard.game.factions.keepers.pieces import KEEPERS, RELICS
from rootboard.game.kinds import SUPPLY
from rootboard.notation.export.shared import count, scored, shifts
from rootboard.notation.translate.deck import rootlog_card

#: A relic type's letter in Rootlog (``t_f``, ``b_j``): its first (the spec's Keepers section).
LETTER = {relic: relic[0] for relic in RELICS}
FAITH = "#faith"


def _warrior(exporter, where, current, position) -> str:
    return exporter.piece(KEEPERS, "warrior", where, current, position)


def _card(deck: str, card: str) -> str:
    return FAITH if card == RETAINER else rootlog_card(deck, card)


def _column(exporter, column: str, current) -> str:
    """A Retinue column as a place (``$_2``; another's turn: ``K$_2``)."""
    return f"{exporter.who(KEEPERS, current)}$_{COLUMNS.index(column) + 1}"


def _lost(exporter, edits, current, position) -> list[str]:
    """The Retinue cards ``edits`` mark lost, discarded (the Delve's or Recover's, 15.5.2.II.b, III.c)."""
    before = board_of(position)
    after = position.position_copy()
    after.apply(edits)
    written = []
    for key in board_of(after)["discard"]:
        if key in before["discard"]:
            continue
        column, _, index = key.partition(":")
        written.append(f"{_card(position.deck, before['retinue'][column][int(index)])}"
                       f"{_column(exporter, column, current)}->")
    return written


def encamp(exporter, action, edits, current, position) -> list[str]:
    where = exporter.place(action.clearing)
    station = f"{exporter.who(KEEPERS, current)}b_{LETTER[action.relic]}->{where}"
    fresh = any(e.args[:3] == (KEEPERS, "warrior", SUPPLY) for e in shifts(edits))
    if fresh:
        return [station, f"{_warrior(exporter, None, current, position)}->{where}"]
    return [f"{_warrior(exporter, action.clearing, current, position)}{where}->", station]


def decamp(exporter, action, edits, current, position) -> list[str]:
    where = exporter.place(action.clearing)
    face = board_of(position)["waystations"][str(action.clearing)]
    return [f"{exporter.who(KEEPERS, current)}b_{LETTER[face]}{where}->",
            f"{_warrior(exporter, None, current, position)}->{where}"]


def recruit(exporter, action, edits, current, position) -> list[str]:
    placed = sum(e.args[4] for e in shifts(edits) if e.args[:3] == (KEEPERS, "warrior", SUPPLY))
    return [f"{rootlog_card(position.deck, action.card)}{exporter.code(KEEPERS)}->",
            f"{count(placed)}{_warrior(exporter, None, current, position)}->{exporter.place(action.clearing)}"]


def delve(exporter, action, edits, current, position) -> list[str]:
    where, who, letter = exporter.place(action.clearing), exporter.who(KEEPERS, current), LETTER[action.relic]
    return [f"{who}t_{letter}{exporter.place(action.forest)}->{where}", f"{who}t{where}^t_{action.value}_{letter}",
            *_lost(exporter, edits, current, position)]


def recover(exporter, action, edits, current, position) -> list[str]:
    who = exporter.who(KEEPERS, current)
    return [f"{who}t_{action.value}_{LETTER[action.relic]}{exporter.place(action.clearing)}->{who}$",
            *scored(exporter, edits, current), *_lost(exporter, edits, current, position)]


def gather(exporter, action, edits, current, position) -> list[str]:
    hand = exporter.code(KEEPERS)
    return [f"{_card(position.deck, card)}{hand}->{_column(exporter, column, current)}"
            for card, column in zip(action.cards, action.columns)]


def shift(exporter, action, edits, current, position) -> list[str]:
    card = board_of(position)["retinue"][action.column][action.index]
    return [f"{_card(position.deck, card)}{_column(exporter, action.column, current)}->"
            f"{_column(exporter, action.into, current)}"]


def retinue_ends(exporter, action, edits, current, position) -> list[str]:
    return []  # unwritten: the reader makes it again before their Evening's draw or at the turn's end


def act(exporter, action, edits, current, position) -> list[str]:
    return []  # unwritten: the reader makes it again of the move or battle written after it (15.5.2)


WRITES = {"keepers-act": act, "keepers-encamp": encamp, "keepers-decamp": decamp, "keepers-recruit": recruit,
          "keepers-delve": delve, "keepers-recover": recover, "keepers-retinue": gather, "keepers-shift": shift,
          "keepers-retinue-ends": retinue_ends}

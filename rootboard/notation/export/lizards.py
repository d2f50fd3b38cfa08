"""The Lizard Cult's actions written as Rootlog (chapter 10), as their reader
(:mod:`rootboard.notation.translate.lizards`) makes the same actions of them again:

* Adjust Outcast ``$_o->M`` (Hated: ``$_ho->M``); at setup, in their setup line (10.3.3);
* a ritual, its card revealed then its piece (``F#^/w->5``, ``R#^/b_r->5``, ``B#^/w->$``); the
  Score ritual, its card spent and its points (``F#L->/++2``);
* a conspiracy, its acolytes spent then what it does (``2w$->/Cw5->/w->5``);
* their revealed cards' return: unwritten (the spec's Lizard Cult section).
"""

from __future__ import annotations

from rootboard.game.kinds import OUT, SUPPLY
from rootboard.notation.export.shared import SUIT_LETTERS, count, scored, shifts
from rootboard.notation.translate.deck import rootlog_card

LIZARDS = "lizards"


def _shown(deck: str, card: str | None, suit: str | None) -> str:
    """A card revealed or spent: by its name, else by its suit (``F#``)."""
    return rootlog_card(deck, card) if card is not None else f"{SUIT_LETTERS.get(suit or 'bird', 'B')}#"


def outcast(exporter, action, edits, current, position) -> list[str]:
    after = position.position_copy()
    after.apply(edits)
    board = after.boards.get(LIZARDS) or {}
    if board.get("outcast") is None:
        return []
    return [f"{exporter.who(LIZARDS, current)}$_{'ho' if board.get('hated') else 'o'}->"
            f"{SUIT_LETTERS[board['outcast']]}"]


def choose_outcast(exporter, action, edits, current, position) -> list[str]:
    return [f"{exporter.who(LIZARDS, current)}$_o->{SUIT_LETTERS[action.suit]}"]


def returned(exporter, action, edits, current, position) -> list[str]:
    return []  # not notated (the spec's Lizard Cult section)


def ritual(exporter, action, edits, current, position) -> list[str]:
    """A Build, Recruit or Sacrifice ritual (10.5.1, 10.5.2, 10.5.4): the card revealed, the piece."""
    placed = [e for e in shifts(edits) if e.args[0] == LIZARDS and e.args[2] == SUPPLY]
    _, piece, _, to, _ = placed[0].args
    where = f"{exporter.code(LIZARDS)}$" if to == OUT else exporter.place(to)
    return [f"{_shown(position.deck, action.card, action.suit)}^",
            f"{exporter.piece(LIZARDS, piece, to, current, position)}->{where}"]


def score(exporter, action, edits, current, position) -> list[str]:
    return [f"{_shown(position.deck, action.card, action.suit)}{exporter.code(LIZARDS)}->",
            *scored(exporter, edits, current)]


def conspiracy(exporter, action, edits, current, position) -> list[str]:
    """A Crusade, Convert or Sanctify (10.4.3): the acolytes spent, then what it does."""
    kind = action.kind
    spent = sum(e.args[4] for e in shifts(edits) if e.args[:4] == (LIZARDS, "warrior", OUT, SUPPLY))
    written = [f"{count(spent)}{exporter.piece(LIZARDS, 'warrior', None, current, position)}{exporter.code(LIZARDS)}$->"]
    where = exporter.place(action.clearing)
    if kind == "lizards-crusade":
        if action.to is not None:
            written.append(f"{count(action.count)}{exporter.piece(LIZARDS, 'warrior', action.clearing, current, position)}"
                           f"{where}->{exporter.place(action.to)}")
        return written  # its battle is the battle written next
    removed = action.building if kind == "lizards-sanctify" else "warrior"
    placed = next(e.args[1] for e in shifts(edits) if e.args[0] == LIZARDS and e.args[2] == SUPPLY)
    return [*written, f"{exporter.piece(action.enemy, removed, action.clearing, current, position)}{where}->",
            f"{exporter.piece(LIZARDS, placed, action.clearing, current, position)}->{where}",
            *scored(exporter, edits, current)]


def setup_marks(exporter, fid: str, start) -> list[str]:
    """Their Outcast placed at setup (10.3.3, ``$_o->F``), after their board's cards."""
    suit = (start.boards.get(fid) or {}).get("outcast")
    return [f"$_o->{SUIT_LETTERS[suit]}"] if suit is not None else []


WRITES = {"lizards-outcast": outcast, "lizards-choose-outcast": choose_outcast, "lizards-return": returned,
          "lizards-build": ritual, "lizards-recruit": ritual, "lizards-sacrifice": ritual, "lizards-score": score,
          "lizards-crusade": conspiracy, "lizards-convert": conspiracy, "lizards-sanctify": conspiracy}

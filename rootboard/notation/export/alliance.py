"""The Woodland Alliance's actions written as Rootlog (chapter 8), as her reader
(:mod:`rootboard.notation.translate.alliance`) makes the same actions of them again:

* Mobilize: ``#A->A$``; Train: ``#A->/w->A$`` (the card, then its officer);
* Revolt: the two supporters spent (``2#A$->``), the enemy pieces removed, the points, the base
  and warriors placed in one action (``(b_r+2w)->10``), the officer (``w->A$``);
* a base lost: its officers leaving her board (``2AwA$->``), right after the base's removal;
* Spread Sympathy: the supporters it spent (``2#A$->``), the token (``t->8``), its points;
  Organize: her warrior removed (``w7->``), the token, its points.
"""

from __future__ import annotations

from collections import Counter

from rootboard.game.kinds import OUT, SUPPLY
from rootboard.notation.export.shared import count, scored
from rootboard.notation.translate.deck import rootlog_card

ALLIANCE = "alliance"


def mobilize(exporter, action, edits, current, position) -> list[str]:
    code = exporter.code(ALLIANCE)
    return [f"{rootlog_card(position.deck, action.card)}{code}->{code}$"]


def train(exporter, action, edits, current, position) -> list[str]:
    officer = exporter.piece(ALLIANCE, "warrior", None, current, position)
    code = exporter.code(ALLIANCE)
    return [f"{rootlog_card(position.deck, action.card)}{code}->", f"{officer}->{code}$"]


def base_lost(exporter, action, edits, current, position) -> list[str] | None:
    """Her officers leaving with a base (8.2.4); None when none did (Rootlog has nothing to say)."""
    lost = sum(e.args[4] for e in edits if e.op == "shift" and tuple(e.args[:4]) == (ALLIANCE, "warrior", OUT, SUPPLY))
    if not lost:
        return None
    return [f"{count(lost)}{exporter.piece(ALLIANCE, 'warrior', None, current, position)}{exporter.code(ALLIANCE)}$->"]


def revolt(exporter, action, edits, current, position) -> list[str]:
    named = [rootlog_card(position.deck, card) for card in action.cards]
    unnamed = 2 - len(named)
    spent = [*named, *([f"{count(unnamed)}#"] if unnamed > 0 else [])]
    group = spent[0] if len(spent) == 1 else f"({'+'.join(spent)})"
    written = [f"{group}{exporter.code(ALLIANCE)}$->"]
    removed, placed, officers = Counter(), Counter(), 0
    for e in edits:
        if e.op != "shift":
            continue
        fid, piece, source, to, n = e.args
        if source not in (SUPPLY, OUT) and to in (SUPPLY, OUT):
            removed[exporter.piece(fid, piece, source, current, position)] += n
        elif source == SUPPLY and to == OUT and fid == ALLIANCE:
            officers += n
        elif source == SUPPLY and to not in (SUPPLY, OUT):
            placed[exporter.piece(fid, piece, to, current, position)] += n
    where = exporter.place(action.clearing)
    if removed:
        things = [f"{count(n)}{thing}" for thing, n in removed.items()]
        written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}{where}->")
    written += scored(exporter, edits, current)
    things = [f"{count(n)}{thing}" for thing, n in placed.items()]
    if things:
        written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}->{where}")
    if officers:
        written.append(f"{exporter.piece(ALLIANCE, 'warrior', None, current, position)}->{exporter.code(ALLIANCE)}$")
    return written


def sympathy(exporter, action, edits, current, position) -> list[str]:
    """A spread of sympathy or an Organize: what it spent, the token, the points."""
    from rootboard.game.cards.places import DISCARD

    where = exporter.place(action.clearing)
    if action.kind == "alliance-spread":
        spent = [e.args[0] for e in edits if e.op == "card" and e.args[2] == DISCARD and
                 str(e.args[1]).startswith("board")]
        named = [rootlog_card(position.deck, card) for card in spent if card is not None]
        unnamed = len(spent) - len(named)
        parts = [*named, *([f"{count(unnamed)}#"] if unnamed else [])]
        written = [f"{parts[0] if len(parts) == 1 else '(' + '+'.join(parts) + ')'}{exporter.code(ALLIANCE)}$->"] \
            if parts else []
    else:
        written = [f"{exporter.piece(ALLIANCE, 'warrior', action.clearing, current, position)}{where}->"]
    written.append(f"{exporter.piece(ALLIANCE, 'sympathy', None, current, position)}->{where}")
    return written + scored(exporter, edits, current)


WRITES = {"alliance-mobilize": mobilize, "alliance-train": train, "alliance-revolt": revolt,
          "alliance-base-lost": base_lost, "alliance-spread": sympathy, "alliance-organize": sympathy}

"""The Lord of the Hundreds' actions written as Rootlog (chapter 14; the spec's "Lord of the
Hundreds" section), as their reader (:mod:`rootboard.notation.translate.hundreds`) makes the same
actions of them again:

* Raze: what it removed and scored (``(Cb_s+Ct_k)5->/++2``), then each ruin's item taken into the
  Hoard (``%s5->$``), nothing when it did nothing (the reader plays it before their turn's first
  action, the items it finds in the turn its own);
* the mob spread after Raze, Jubilant's: the mob placed (``t->8``), never the die (the spec);
* Recruit: the warriors placed (``2w->3/w->7``); Anoint: the warrior replaced and the warlord
  (``w12->/w_w->12``);
* Choose Mood: ``#wrathful->$``;
* Build, Incite: the card spent, then the piece (``F#H->/b->5``, ``#H->/t->5`` for a card not named);
* Lavish: the items removed from the Hoard, then the warriors (``%t$->/2w->9``);
* Advance the Warlord's move, Relentless's: the warlord's move with its warriors (``(w_w+2w)5->6``);
* Oppress (14.6.2): its points (``++2``), written where it was taken, the end of their turn, where
  the reader scores it again and sets that ``++`` against it.
"""

from __future__ import annotations

from collections import Counter

from rootboard.game.kinds import SUPPLY
from rootboard.notation.export.shared import CRAFTED_ITEM_LETTERS, count
from rootboard.notation.translate.deck import rootlog_card

HUNDREDS = "hundreds"


def did(exporter, action, edits, current, position) -> list[str]:
    """What Raze, the spread, Recruit, Anoint and Oppress did: their removals, placements and points."""
    return exporter.what_it_did(edits, current, position)


def raze(exporter, action, edits, current, position) -> list[str]:
    """Raze (14.4.1): its removals and points, then the items the mobs take from the ruins to
    their board (``%s5->$``); the ruin removed with its last item is not written: Raze read back
    removes it with the item."""
    from rootboard.game.kinds import MAP

    own = [e for e in edits if not (e.op == "shift" and e.args[0] == MAP)]
    return [*exporter.what_it_did(own, current, position),
            *(f"%{CRAFTED_ITEM_LETTERS[c.item]}{exporter.place(c.clearing)}->{exporter.who(HUNDREDS, current)}$"
              for c in sorted(action.items, key=lambda c: c.clearing))]


def mood(exporter, action, edits, current, position) -> list[str]:
    return [f"#{action.mood}->{exporter.who(HUNDREDS, current)}$"]


def _card(exporter, action, position) -> str:
    """The card a Build or Incite spends (``F#@H->``; not named: ``#H->``)."""
    return f"{rootlog_card(position.deck, action.card)}{exporter.code(HUNDREDS)}->"


def spend_and_place(exporter, action, edits, current, position) -> list[str]:
    """Build (14.5.2), Incite (14.6.1): the card, then the piece."""
    piece = "stronghold" if action.kind == "hundreds-build" else "mob"
    return [_card(exporter, action, position),
            f"{exporter.piece(HUNDREDS, piece, None, current, position)}->{exporter.place(action.clearing)}"]


def lavish(exporter, action, edits, current, position) -> list[str]:
    """Lavish (14.7.4): the items removed from their board, the Hoard (``(2%t+%h)$->``), then the
    warriors placed."""
    items = Counter(action.items)
    things = [f"{count(n)}%{CRAFTED_ITEM_LETTERS[item]}" for item, n in items.items()]
    group = things[0] if len(things) == 1 else f"({'+'.join(things)})"
    return [f"{group}{exporter.who(HUNDREDS, current)}$->", *exporter.what_it_did(edits, current, position)]


def warlord_moves(exporter, action, edits, current, position) -> list[str]:
    """Advance the Warlord's move (14.5.3), Relentless's (14.7.5): the warlord with its warriors."""
    from rootboard.game.factions.hundreds.board import warlords_clearing

    origin = warlords_clearing(position)
    things = [exporter.piece(HUNDREDS, "warlord", origin, current, position)]
    if action.warriors:
        things.append(f"{count(action.warriors)}{exporter.piece(HUNDREDS, 'warrior', origin, current, position)}")
    group = things[0] if len(things) == 1 else f"({'+'.join(things)})"
    return [f"{group}{exporter.place(origin)}->{exporter.place(action.to)}"]


def battle_before(exporter, action, edits, current, position):
    """Bitter (14.7.1), an effect of their battle in the warlord's clearing: the mobs it removed
    and the warriors it placed there before the roll, written before the battle as the table
    writes them (``t9->/t12->/2w->9/XC9``) and as their reader reads them back; (those lines, the
    battle's other edits), or None for a battle without it. Its edits are the first of their
    kind in the battle's: one mob from each clearing its value names, then as many warriors from
    the supply to the battle's clearing (what it placed: 1.5.4)."""
    value = next((e.split("=", 1)[1] for e in action.effects if e.startswith("bitter=")), None)
    if action.attacker != HUNDREDS or value is None:
        return None
    mobs = [int(c) for c in value.split(",") if c.strip().isdigit()]
    warriors = len(mobs)
    own, rest = [], []
    for e in edits:
        if e.op == "shift" and e.args[0] == HUNDREDS:
            _, piece, source, to, n = e.args
            if piece == "mob" and to == SUPPLY and source in mobs and n == 1:
                mobs.remove(source)
                own.append(e)
                continue
            if piece == "warrior" and source == SUPPLY and to == action.clearing and 0 < n <= warriors:
                warriors -= n
                own.append(e)
                continue
        rest.append(e)
    return exporter.what_it_did(own, current, position), rest


WRITES = {"hundreds-raze": raze, "hundreds-mob": did, "hundreds-jubilant": did, "hundreds-recruit": did,
          "hundreds-anoint": did, "hundreds-mood": mood, "hundreds-build": spend_and_place,
          "hundreds-incite": spend_and_place, "hundreds-advance": warlord_moves,
          "hundreds-relentless": warlord_moves, "hundreds-lavish": lavish, "hundreds-oppress": did}

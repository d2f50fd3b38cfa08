"""The Underground Duchy's actions written as Rootlog (chapter 12), as their reader
(:mod:`rootboard.notation.translate.duchy`) makes the same actions of them again:

* Sway: its cards revealed then the minister (``(R+B)#^/#captain->$/++``);
* the Price of Failure: its card discarded then the minister lost (``#D->/#captainD$->``);
* their revealed birds discarded as the others return (``B#->``).
"""

from __future__ import annotations

from collections import Counter

from rootboard.notation.export.shared import SUIT_LETTERS, count, scored
from rootboard.notation.translate.deck import rootlog_card

DUCHY = "duchy"


def sway(exporter, action, edits, current, position) -> list[str]:
    deck = position.deck
    shown = Counter([rootlog_card(deck, c) for c in action.cards] + [f"{SUIT_LETTERS[s]}#" for s in action.suits])
    cards = "+".join(f"{count(n)}{card}" for card, n in shown.items())
    return [f"{cards}{exporter.who(DUCHY, current)}^", f"#{action.minister}->{exporter.code(DUCHY)}$",
            *scored(exporter, edits, current)]


def price(exporter, action, edits, current, position) -> list[str]:
    """The Price of Failure (12.2.3): nothing when it cost nothing."""
    from rootboard.game.cards.places import DISCARD

    if action.minister is None and not edits:
        return []
    code = exporter.code(DUCHY)
    discarded = [e for e in edits if e.op == "card" and e.args[2] == DISCARD]
    written = [f"{rootlog_card(position.deck, action.card) if action.card else '#'}{code}->"] if discarded else []
    after = position.position_copy()
    after.apply(edits)
    lost = [name for name in (position.boards.get(DUCHY) or {}).get("swayed", [])
            if name not in (after.boards.get(DUCHY) or {}).get("swayed", [])]
    return written + [f"#{name}{code}$->" for name in lost]


def returned(exporter, action, edits, current, position) -> list[str]:
    """Their revealed cards back to the hand (12.6.1): only the birds are written, discarded."""
    birds = ((position.boards.get(DUCHY) or {}).get("revealed") or []).count("bird")
    return [f"{count(birds)}B#->"] if birds else []


WRITES = {"duchy-sway": sway, "duchy-price": price, "duchy-return": returned}

"""The Mole Artisans' card (16.4.2.II; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`, ``reveals_crafted``): "CONTROLLER:"
crafting a card with an item, its controller may reveal the card instead of discarding it, and
returns it to its hand at the end of Evening.

Played by the craft itself (``craft ... reveal=true``, :class:`rootboard.game.craft.Craft`): the
card goes to its crafter's revealed cards (``revealed:FACTION`` on the card table, public: the
table saw it), which the end of the turn returns to the hand, after the hand limit was judged
(:func:`rootboard.game.cards.table.refresh_edits`). The craft asks the hirelings here, by
``Faction.reveals_crafted``, whether the crafter may; this module says so, and shows the cards
revealed beside the turn.
"""

from __future__ import annotations

from rootboard.game.hirelings import showing
from rootboard.messages import Template

SECTION = "16.4.2.II"

REVEALS = Template("hireling-artisans.reveals", "{who:faction} {who:faction|sg=reveals|pl=reveal} the card instead "
                   "of discarding it, by {hireling:card}: it returns to {who:faction|sg=its|pl=their} hand at the "
                   "end of Evening, after the hand limit (its card)")
REVEALED = Template("hireling-artisans.revealed", "revealed by {who:faction}, back in {who:faction|sg=its|pl=their} "
                    "hand at the end of Evening: {cards:cardname}")


def reveals(state, hireling: str, crafter: str):
    """The words of ``crafter`` revealing the card it crafts, by ``hireling``'s card."""
    return REVEALS(SECTION, who=crafter, hireling=showing(state, hireling))


def board_words(state, hireling: str) -> list:
    """The cards its controller has revealed this turn, public (what the table saw)."""
    from rootboard.game.cards.places import revealed

    controller = state.controllers.get(hireling)
    cards = revealed(state, controller) if controller is not None and state.cards else []
    return [REVEALED(SECTION, who=controller, cards=cards)] if cards else []

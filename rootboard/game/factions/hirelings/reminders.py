"""The abilities (16.4.2.II) of the card sides that rootboard does not check against the position:
said to the player who gains the hireling, each once, for the table to apply (the card texts,
one transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`' source). The abilities it
checks are :mod:`.abilities`' (:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`).
"""

from __future__ import annotations

from rootboard.game.hirelings import showing
from rootboard.messages import Message, Template

SECTION = "16.4.2.II"

ABILITY = Template("hireling-ability.reminder", "{hireling:card}: its ability, the table's to apply: {what}")
# Keyed by the side showing (in short; the card says it in full).
TABLE_ABILITIES: dict[str, Template] = {}
# The Bluebird Nobles' ties, the Spring Uprising's card to battle it, the Rabbit Scouts' higher
# roll, the Feline Physicians' warriors placed, the Exile's items, the Forest Patrol's removed
# warriors and the Mole Artisans' revealed cards are checked: :mod:`.abilities`, :mod:`.battle`,
# :mod:`.exile`, :mod:`.patrol` and :mod:`.artisans` (HIRELING_ABILITIES). None is left to remind.


def gained_notes(state, hireling: str) -> list[Message]:
    side = showing(state, hireling)
    if side not in TABLE_ABILITIES:
        return []
    return [ABILITY(SECTION, hireling=side, what=TABLE_ABILITIES[side](SECTION))]

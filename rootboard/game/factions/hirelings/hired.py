"""A hireling's Hired action (16.4.2.I): when a player gains control of it, that player must
take it. Every Hired action on the cards begins "if none of its pieces are on the map"
(:data:`rootboard.game.unconfirmed.HIRELING_HIRED`, one transcription): rootboard checks that
condition on the map and, when it holds, reminds the new controller what to place; the placing
itself is the table's (``rootboard place``), judged as any placing is.
"""

from __future__ import annotations

from rootboard.game.hirelings import showing
from rootboard.game.unconfirmed import HIRELING_HIRED
from rootboard.messages import Message, Template

HIRED = Template("hireling-hired.reminder", "{hireling:card}: none of its pieces are on the map, so "
                 "{who:faction} must take its Hired action now: {what}")
# What each Hired action places (in short; the card says it in full).
PLACES = {
    "spring-uprising": Template("hireling-hired.spring-uprising", "roll the uprising die and place an Uprising "
                                "warrior in a clearing of the suit rolled"),
    "flame-bearers": Template("hireling-hired.flame-bearers", "place two Bearer warriors among any clearings"),
    "vault-keepers": Template("hireling-hired.vault-keepers", "place two Keeper warriors and a vault in any "
                              "clearing"),
    "popular-band": Template("hireling-hired.popular-band", "place a Band warrior in a clearing with your faction "
                             "pieces"),
    "warm-sun-prophets": Template("hireling-hired.warm-sun-prophets", "place a Prophet warrior in any clearing"),
    "bandit-gangs": Template("hireling-hired.bandit-gangs", "place a Bandit warrior in a clearing with your faction "
                             "pieces"),
    "stoic-protector": Template("hireling-hired.stoic-protector", "place the Protector in a clearing with your "
                                "faction pieces"),
}


def on_map(state, hireling: str) -> bool:
    """Any piece of ``hireling`` in a clearing, forest or path (not in its supply)."""
    return any(n for pieces in state.areas.values() for (owner, _), n in pieces.items() if owner == hireling)


def hired_notes(state, hireling: str, controller: str) -> list[Message]:
    side = showing(state, hireling)
    if side not in HIRELING_HIRED or on_map(state, hireling):
        return []
    return [HIRED("16.4.2.I", hireling=side, who=controller, what=PLACES[side]("16.4.2.I"))]

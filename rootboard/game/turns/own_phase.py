""""Only in this faction's own Birdsong, Daylight or Evening" (1.4.1), checked once for every room
and card that says it: the League of Adventurous Mice's exhaust and refresh, the Keepers', the
Duchy's, the Corvids' (their actions and their plots), the Marquise's, the Eyrie's, the Lizard
Cult's, the Riverfolk's, the Hundreds' and the Vagabond's own actions. Each says the refusal in
its own words (its Template); the check is this one.

Whose turn it is rootboard always knows (``state.turn``); the phase only once the table tracks it
(``state.phase_tracked``): until then the phase is the table's word, trusted. A room whose
actions a record of a game may write in another's turn (a Rootlog's, judged on their own until
the phases are tracked, rootboard.game.turns.check) trusts whose turn it is too until then
(``turn_trusted``).
"""

from __future__ import annotations

from rootboard.game.verdict import Verdict, illegal


def outside_own(state, faction: str, phases, turn_trusted: bool = False) -> bool:
    """Whether it is not ``faction``'s own ``phases`` (a phase, or a tuple of them) now: another
    faction's turn, or, once the phases are tracked, another phase (1.4.1)."""
    if not state.phase_tracked:
        return not turn_trusted and state.current != faction
    return state.current != faction or (state.phase != phases if isinstance(phases, str)
                                        else state.phase not in phases)


def refused_outside_own(state, faction: str, phases, refusal, turn_trusted: bool = False) -> Verdict | None:
    """Refused (against the rules: teach mode applies it) outside ``faction``'s own ``phases``,
    said by ``refusal()``, the room's own Message, made only then; None in its own phase."""
    if outside_own(state, faction, phases, turn_trusted):
        return illegal(refusal())
    return None

""""Only in this faction's own Birdsong, Daylight or Evening" (1.4.1), checked once for every room
and card that says it: the League of Adventurous Mice's exhaust and refresh, the Keepers', the
Duchy's, the Corvids' (their actions and their plots), the Marquise's, the Eyrie's, the Lizard
Cult's, the Riverfolk's, the Hundreds' and the Vagabond's own actions. The check is this one; so
is the sentence that says it (:data:`WRONG_PHASE`, the faction a parameter) for every room whose
refusal says nothing more than "not now" (:func:`refused_outside_own_phase`); a refusal that says
more (an action's name, a card's) is its room's own Template.

Whose turn it is rootboard always knows (``state.turn``); the phase only once the table tracks it
(``state.phase_tracked``): until then the phase is the table's word, trusted. A room whose
actions a record of a game may write in another's turn (a Rootlog's, judged on their own until
the phases are tracked, rootboard.game.turns.check) trusts whose turn it is too until then
(``turn_trusted``).
"""

from __future__ import annotations

from rootboard.game.verdict import Verdict, illegal
from rootboard.messages import Message, Template

# One sentence for every faction's own actions (1.4.1): the faction is a parameter, said with its
# article and possessive by each language.
WRONG_PHASE = Template("turn.wrong-phase", "this is done in {who:faction.whose} own {phase:phase}; it is "
                       "{current:faction.whose} {now:phase}")


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


def wrong_phase(state, faction: str, phase: str, section: str) -> Message:
    """"This is done in ``faction``'s own ``phase``" (``section``, 1.4.1), with whose turn and
    which phase it is now."""
    return WRONG_PHASE(section, "1.4.1", who=faction, phase=phase, current=state.current, now=state.phase)


def refused_outside_own_phase(state, faction: str, phases, section: str, turn_trusted: bool = False) -> Verdict | None:
    """:func:`refused_outside_own` said by :data:`WRONG_PHASE`, naming the first of ``phases``
    (a phase, or a tuple of them: the Corvids' Daylight "and Evening by Exert", 13.6.1)."""
    shown = phases if isinstance(phases, str) else phases[0]
    return refused_outside_own(state, faction, phases, lambda: wrong_phase(state, faction, shown, section),
                               turn_trusted)

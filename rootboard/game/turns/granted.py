"""A move or a battle a card gives, outside the faction board's actions: the League of Adventurous
Mice's, taken by exhausting a crafted item (4.1.3: a persistent effect, used as its card says;
the move 4.2, the battle 4.3).

The grant is one rule read by the turn's checks (:mod:`.check`), whatever the faction's room:
the next move or battle of the faction on turn, in the phase the grant was made in, is the
card's. It is judged by its own check (``movement.check_move``, the battle's resolution), is
neither counted against nor required by any step of the faction's turn (the Marquise's three
actions, 6.5; the Duchy's Assembly, 12.5.1; the Riverfolk's committed funds, 11.5.1; the
Alliance's Evening operations, 8.6.1), and takes the grant: only that one.

A grant is ``granted:<card>:<phase>`` in ``state.used``, which the end of the turn clears
(1.4.1), so a game file keeps it and undo takes it back with the action that made or took it.
"""

from __future__ import annotations

from rootboard.game.state import Edit
from rootboard.messages import Template

PREFIX = "granted:"
#: The kinds of action a grant is taken by: everyone's move and battle (4.2, 4.3).
KINDS = frozenset({"move", "battle"})

GRANTED_MOVE = Template("turn.granted-move", "a move given by {card:cardname}: not one of the actions on "
                        "{who:faction.whose} faction board")
GRANTED_BATTLE = Template("turn.granted-battle", "a battle given by {card:cardname}: not one of the actions on "
                          "{who:faction.whose} faction board")
_SAID = {"move": (GRANTED_MOVE, "4.2"), "battle": (GRANTED_BATTLE, "4.3")}
SECTION = "4.1.3"


def mark(card: str, phase: str) -> str:
    """The mark in ``state.used`` of a move or battle ``card`` gives in ``phase``."""
    return f"{PREFIX}{card}:{phase}"


def pending(state) -> str | None:
    """The mark of the grant the faction on turn may still take now, or None: one made in this
    phase (any, while the table does not track its phases: the phase is its word)."""
    for used in state.used:
        if used.startswith(PREFIX) and (not state.phase_tracked or used.rsplit(":", 1)[1] == state.phase):
            return used
    return None


def taken_by(state, kind: str, action, actor) -> str | None:
    """The grant ``action`` (of ``kind``) takes, or None: a move or battle of the faction on turn
    while a grant is pending. ``actor(state, action)`` says who plays it (the turn's checks'
    own, passed in so that this module needs nothing of theirs), asked only then: most moves and
    battles find none."""
    if kind not in KINDS or not state.used:
        return None
    grant = pending(state)
    if grant is None:
        return None
    return grant if actor(state, action) == state.current else None


def judged(state, action, grant: str, own=None):
    """``action``'s own verdict (``own``: its judgement made already on this position), said as
    the card's, and its edits with the grant taken."""
    verdict, edits_of = own if own is not None else action.judged(state)
    card = grant[len(PREFIX):].rsplit(":", 1)[0]
    template, section = _SAID[action.kind]
    verdict = verdict.with_notes(template(SECTION, section, card=card, who=state.current)) if verdict.legal \
        else verdict

    def edits():
        # The grant taken after the action's own edits, from the uses they leave (the Ferry's, 16.2.2.V).
        own_edits = edits_of()
        left = next((e.args[2] for e in reversed(own_edits) if e.op == "set" and e.args[0] == "used"),
                    sorted(state.used))
        return [*own_edits, Edit("set", ("used", list(left), sorted(set(left) - {grant})))]

    return verdict, edits


def candidates(state) -> list:
    """The moves and battles worth offering while a grant is pending, broadly (each mover's
    pieces from every area it holds them to every neighbour, all of them; a battle with every
    other faction in each clearing it holds); each judged by its own check (:mod:`.options`)."""
    if pending(state) is None:
        return []
    from rootboard.game.turns.offers import moves_and_battles

    fid = state.current
    return moves_and_battles(state, fid, state.law[fid].default_mover())


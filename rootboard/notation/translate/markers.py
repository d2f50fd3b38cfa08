"""Markers on faction boards in a Rootlog (``$``), read by whose they are.

``$_->`` discards the Eyrie's whole Decree (her Turmoil, 7.7: :mod:`.eyrie` reads the purge and
its points, in a game she plays in); ``$_E->h`` and ``$_E->1`` move a Vagabond's relationship marker (9.2.9), read by his
own module (:mod:`.vagabond`), imported only for a game a Vagabond plays in (issue 32). A
relationship marker of a faction that is no Vagabond is refused here, by one rule
(:func:`relationship_refused`), before his reading is asked, in a game with him or without him:
without him every one is, and his reading is never loaded. Any other marker is no action of its
faction that rootboard reads.
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.steps import NotModelled, Planned, Refused, Step

NOT_A_VAGABOND = Template("rootlog.replay.not-a-vagabond",
                          "{who:faction} {who:faction|sg=is|pl=are} not a Vagabond: only a Vagabond keeps relationships")
OTHER_MARKER = Template("rootlog.replay.other-marker",
                        "{text!r}: a marker on a faction board that rootboard does not read as that faction's "
                        "action")

# The card table through Later (rootboard/later.py), imported when a Decree is first discarded.
card_actions = Later("rootboard.game.cards.actions")
card_places = Later("rootboard.game.cards.places")


def _decree_discarded(state: GameState, marker: m.Marker, step: m.Step) -> Step | None:
    """``$_->``: the Eyrie's whole Decree discarded (turmoil, 7.7.3): the cards on its board go
    to the discard pile (their leader and viziers are no card of the deck)."""
    who = faction_id(marker.owner)
    if marker.kind != "decree" or step.to is not None or who not in state.factions \
            or not card_places.on_board(state, who):
        return None
    return Planned(card_actions.BoardCards(who, card_places.on_board(state, who), source="board"))


def relationship_refused(state: GameState, marker: m.Marker) -> Step | None:
    """A relationship marker (``$_E->h``) whose owner is no Vagabond of the game refused, naming
    its owner: only a Vagabond keeps relationships (9.2.9). None for a Vagabond's, which his
    reading (:func:`.vagabond.relationship_steps`) reads."""
    who = faction_id(marker.owner)
    if who is not None and who in state.factions and state.law[who].vagabond:
        return None
    return Refused(NOT_A_VAGABOND("9.2.9", who=who or marker.owner.code))


def marker_steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """The steps of a Move's markers, read by the readers of the game's rooms where they answer
    (``ctx.readers``: the Eyrie's Turmoil, the Vagabond's relationships)."""
    readers = ctx.readers
    is_purge = readers.is_purge
    found: list[Step] = []
    for step in move.steps():
        marker = step.what
        if not isinstance(marker, m.Marker):
            continue
        if not marker.is_relationship:
            # Her Turmoil (7.7), only in a game she plays in: in another a purge is no one's.
            purged = readers.turmoil(ctx, state) if is_purge is not None and is_purge(move) else None
            if purged is not None:
                found += purged
                continue
            found.append(_decree_discarded(state, marker, step) or NotModelled(OTHER_MARKER(text=move.text)))
            continue
        # A game without a Vagabond (``vagabond`` None) refuses every one here: its owner is none.
        refused = relationship_refused(state, marker)
        found += [refused] if refused is not None else readers.relationship_steps(state, step)
    return found

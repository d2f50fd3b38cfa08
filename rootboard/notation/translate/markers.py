"""Markers on faction boards in a Rootlog (``$``), read by whose they are.

``$_->`` discards the Eyrie's whole Decree (her Turmoil, 7.7: :mod:`.eyrie` reads the purge and
its points, in a game she plays in); ``$_E->h`` and ``$_E->1`` move a Vagabond's relationship marker (9.2.9), read by his
own module (:mod:`.vagabond`), imported only for a game a Vagabond plays in (issue 32). In a game
without him a relationship marker has no Vagabond to keep it, and is refused as his reading
refuses one of a faction that is no Vagabond. Any other marker is no action of its faction that
rootboard reads.
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


def marker_steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """The steps of a Move's markers, read by the Vagabond's and the Eyrie's own modules where
    the game seats them (``ctx.readers``)."""
    vagabond, eyrie = ctx.readers.vagabond, ctx.readers.eyrie
    found: list[Step] = []
    for step in move.steps():
        marker = step.what
        if not isinstance(marker, m.Marker):
            continue
        if not marker.is_relationship:
            # Her Turmoil (7.7), only in a game she plays in: in another a purge is no one's.
            purged = eyrie.turmoil(ctx, state) if eyrie is not None and eyrie.is_purge(move) else None
            if purged is not None:
                found += purged
                continue
            found.append(_decree_discarded(state, marker, step) or NotModelled(OTHER_MARKER(text=move.text)))
            continue
        if vagabond is None:  # no faction of the game is a Vagabond, the marker's owner neither (9.2.9)
            found.append(Refused(NOT_A_VAGABOND("9.2.9", who=faction_id(marker.owner) or marker.owner.code)))
            continue
        found += vagabond.relationship_steps(state, step)
    return found

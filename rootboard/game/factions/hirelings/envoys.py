"""The Lizard Envoys' Start-of-Birdsong action, played by rootboard where the game keeps its cards
(16.4.2.III; its card, one transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`):
its controller may search the top cards of the discard pile and take one of the most common
suit there, not an ambush; birds count as birds only, and a tie for the most common is the
controller's to decide (any of the tied suits).

The discard pile is public and kept in order (1.2.2; :mod:`rootboard.game.cards.table`): the
suits are counted from it, never typed. A card put there unseen makes the count unknown, and
the search is then the table's (``hireling-use``). The card taken goes to the controller's hand,
seen by all (it came from the open pile).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NO_SEARCH = Template("hireling-search.none", "{hireling:card.whose} action searches no discard pile")
NO_CARDS = Template("hireling-search.no-cards", "this game keeps no cards: the table searches the discard pile "
                    "('rootboard act GAME hireling-use hireling={id}')")
NOT_IN_TOP = Template("hireling-search.not-in-top", "{card:cardname} is not among the top {top} cards of the "
                      "discard pile")
UNSEEN = Template("hireling-search.unseen", "the top {top} cards of the discard pile include one put there unseen: "
                  "the table counts their suits ('rootboard act GAME hireling-use hireling={id}')")
AMBUSH = Template("hireling-search.ambush", "{card:cardname} is an ambush card: {hireling:card} take any card of the "
                  "most common suit but an ambush")
NOT_MOST = Template("hireling-search.not-most", "{card:cardname} is not of the most common suit among the top {top} "
                    "cards of the discard pile ({most:cardsuit}); birds count as birds only")
TAKES = Template("hireling-search.done", "{who:faction} {who:faction|sg=takes|pl=take} {card:cardname} from the "
                 "discard pile ({hireling:card}: of the most common suit among its top {top} cards, {most:cardsuit})")
LOG = Template("hireling-search.log", "{hireling:faction}: {card:cardname} taken from the discard pile")


def top_cards(state, n: int) -> list:
    """The top ``n`` cards of the discard pile, top last (the pile is kept bottom first)."""
    from rootboard.game.cards.table import discard_pile

    return discard_pile(state)[-n:]


def most_common(state, cards: list) -> tuple[str, ...]:
    """The printed suits that appear most often among ``cards`` (all named), in the card
    list's order of suits; a bird is a bird (the card)."""
    from rootboard.game.cards.catalogue import SUITS, deck

    chosen = deck(state.deck)
    counts = {s: 0 for s in SUITS}
    for card in cards:
        counts[chosen.card(card).suit] += 1
    top = max(counts.values())
    return tuple(s for s in SUITS if counts[s] == top and top)


@record(frozen=True)
class SearchDiscard(Action):
    """``hireling``'s action ``use``: its controller takes ``card`` from the top of the discard pile."""

    hireling: str
    card: str
    use: int = 1
    kind = "hireling-search"

    def _plan(self, state):
        """(most common suits, top, problem), or (None, None, why it cannot be done)."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if "search" not in spec:
            return None, None, impossible(NO_SEARCH(section, hireling=side))
        if not state.cards:
            return None, None, impossible(NO_CARDS(section, "1.2.2", id=self.hireling))
        from rootboard.game.cards.catalogue import deck

        found = deck(state.deck).find(self.card)
        if found is None:
            from rootboard.game.cards.names import NO_SUCH_CARD

            raise BadInput(NO_SUCH_CARD(name=self.card, deck=state.deck))
        if state.controllers.get(self.hireling) is None:
            return None, None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        top = spec["search"]
        cards = top_cards(state, top)
        if self.card not in cards:
            return None, None, impossible(NOT_IN_TOP(section, "1.2.2", card=self.card, top=top))
        problem = refusal(state, self.hireling, self.use)
        if None in cards:
            return None, None, problem or illegal(UNSEEN(section, top=top, id=self.hireling))
        most = most_common(state, cards)
        if found.ambush:
            problem = problem or illegal(AMBUSH(section, card=self.card, hireling=side))
        elif found.suit not in most:
            problem = problem or illegal(NOT_MOST(section, card=self.card, top=top, most=most))
        return most, top, problem

    def check(self, state):
        most, top, problem = self._plan(state)
        if most is None:
            return problem
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        return problem or legal(TAKES(section, "1.2.2", who=state.controllers[self.hireling],
                                      card=self.card, hireling=showing(state, self.hireling), top=top, most=most))

    def edits(self, state):
        from rootboard.game.cards.table import DISCARD, DRAW, KNOWN, card_edit, discard_pile, place

        # The cards above it lifted off and put back in their order: a card edit puts a card back
        # on top, so undoing the taking alone would not restore the pile's order (1.2.2).
        pile = discard_pile(state)
        above = pile[len(pile) - pile[::-1].index(self.card):]
        return [*(card_edit(c, DISCARD, DRAW) for c in reversed(above)),
                card_edit(self.card, DISCARD, place(KNOWN, state.controllers[self.hireling])),
                *(card_edit(c, DRAW, DISCARD) for c in above),
                state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.III", hireling=self.hireling, card=self.card)


ACTIONS = (SearchDiscard,)

"""The Craft action (4.1): a card from the crafter's hand, paid with crafting pieces, made.

Judged on the rules of :mod:`rootboard.game.crafting` and applied as reversible edits: the
card leaves the hand (:mod:`rootboard.game.hand`) for the discard pile or, a persistent card,
the crafter's play area on the card table (4.1.2, 4.1.3), the pieces paying its cost are
activated (once per turn, 4.1.1), and what the card makes is made: an item from the item supply
to the crafter's Crafted Items box (or its faction's place for it) with its points.

What rootboard cannot check is said, not refused: the hand of a game that keeps no hand yet,
the Riverfolk's funds, the Lizards' Outcast, the Eyrie's leader. What cannot be done at all is
refused in both modes: a card with no crafting cost (2.1.2, 2.1.3), an item the supply no longer
holds (4.1.2), a card every copy of which is known to be elsewhere (16.1.2). The rest (whose
turn, which phase, a card the hand cannot give, a cost no piece is left for, a persistent card
already in play, 4.1.4) is refused in enforce mode and applied with its warning in teach mode:
the table may know better.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import crafting, hand, hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.cards import places
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards import table
from rootboard.game.cards.table import reshuffle_edits
from rootboard.game.law import rules_for
from rootboard.game.state import GameState
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

NO_SUCH_CARD_ID = Template("craft.no-such-card-id", "no card of this game's deck has the id {card!r}")
CRAFTED = Template("action.craft", "{who:faction} {who:faction|sg=crafts|pl=craft} {card:cardname}")
# The Vagabond's board names the coin "coins" (9.2.5); the card catalogue "coin".
BOARD_ITEM = {"coin": "coins"}


@record(frozen=True)
class Plan:
    """A craft worked out on one position: the card, how it is paid (None: rootboard cannot
    check the payment, ``unchecked`` says why), what the item does, and what refuses it: what
    cannot be done at all (``cannot``, a verdict: refused in every mode) or what the table may
    know better (``refusal``). The verdict's words are made from it when it is judged (:meth:`Craft.verdict`)."""

    card: object
    payment: crafting.Payment | None
    unchecked: Message | None
    outcome: crafting.ItemOutcome | None
    cannot: Verdict | None = None
    refusal: Message | None = None
    source: str | None = None  # where the card comes from (hand.source), once it is asked

    @property
    def legal(self) -> bool:
        """Whether the craft's verdict is legal, without its words."""
        return self.cannot is None and self.refusal is None


@record(frozen=True)
class Craft(Action):
    """``faction`` crafts ``card`` (a catalogue id); ``clearings``: the pieces it activates, one
    clearing per suit of the cost (empty: rootboard chooses); ``remove_item``: the Hundreds
    remove a crafted item permanently to score it (14.2.3)."""

    faction: str
    card: str
    clearings: tuple[int, ...] = ()
    remove_item: bool = False
    reveal: bool = False  # an item card revealed instead of discarded (the Mole Artisans, 16.4.2.II)
    kind = "craft"

    def to_json(self) -> dict:
        data = super().to_json()
        if not self.reveal:
            del data["reveal"]  # as files written before a crafted card could be revealed
        return data

    def judged(self, state):
        return self.judged_as(state, self.plan(state))

    def judged_as(self, state, plan: Plan):
        """``judged`` of the craft :meth:`plan` worked out on this very position: the Rootlog's
        reading tries each card that makes the item it names by its plan alone, and judges the
        one it plays (issue 32)."""
        return self.verdict(state, plan), lambda: self._edits(state, plan)

    def check(self, state):
        return self.verdict(state, self.plan(state))

    def edits(self, state):
        return self._edits(state, self.plan(state))

    def describe(self, law):
        return CRAFTED("4.1", who=self.faction, card=self.card)

    # --- the plan -------------------------------------------------------------------------------

    def plan(self, state: GameState) -> Plan:
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        card = deck(state.deck).find(self.card)
        if card is None:
            raise BadInput(NO_SUCH_CARD_ID(card=self.card))
        faction = rules_for(state)[self.faction]
        if self.clearings and len(self.clearings) != len(card.cost):
            raise BadInput(crafting.WITH_COUNT(card=card.id, n=len(card.cost), given=len(self.clearings)))

        def plan(cannot: Verdict) -> Plan:  # what cannot be done at all (4.1.1, 2.1, 16.1.2, 4.1.2)
            return Plan(card, None, None, None, cannot)

        if faction.crafting_section is None:
            return plan(impossible(crafting.NO_CRAFTING("4.1.1", who=self.faction)))
        if not card.craftable:
            return plan(impossible(crafting.NOT_CRAFTABLE("2.1.3" if card.dominance else "2.1.2", card=card.id)))
        persistent = card.kind not in ("item", "favor")
        in_play = sum(places.in_play(state, f).count(card.id) for f in state.factions)
        if persistent and in_play >= card.copies:  # no card the deck does not hold (2.1)
            return plan(impossible(crafting.ALL_COPIES_IN_PLAY("4.1.3", card=card.id, copies=card.copies)))
        # Where the card comes from and whether the hand gives it, asked once for the check and
        # the edits (issue 32).
        where, from_hand = hand.sourced(state, self.faction, card.id)
        if where is None:  # in no hand, nor in the draw pile (16.1.2)
            return plan(impossible(crafting.NO_COPY_LEFT("16.1.2", card=card.id)))
        outcome = None
        if card.kind == "item":
            if state.crafted.left_in_supply(card.item) <= 0:
                return plan(impossible(crafting.NO_ITEM_LEFT("4.1.2", card=card.id, item=card.item)))
            outcome = crafting.item_outcome(state, faction, card.item, card.points, self.remove_item)
        if self.remove_item and (outcome is None or outcome.to != crafting.REMOVED):
            raise BadInput(crafting.NO_REMOVING("14.2.3", who=self.faction))
        if self.reveal and card.kind != "item":  # the card says "craft a card with an item"
            return plan(impossible(crafting.REVEAL_NOT_ITEM("16.4.2.II", card=card.id)))

        ways = crafting.ways_of(state, faction)
        payment, unchecked = (None, ways) if isinstance(ways, Message) else (
            crafting.best_payment(card.cost, ways, self.clearings or None), None)
        return Plan(card, payment, unchecked, outcome, None, self._refusal(state, faction, card, payment, from_hand),
                    where)

    def verdict(self, state: GameState, plan: Plan) -> Verdict:
        """The verdict on the craft :meth:`plan` worked out on this position, with its words and
        reminders: made only for a craft judged, not for each card a Rootlog's item might be."""
        if plan.cannot is not None:
            return plan.cannot
        card, payment = plan.card, plan.payment
        faction = rules_for(state)[self.faction]
        notes = self._notes(state, faction, card, payment, plan.unchecked, plan.outcome)
        if plan.refusal is not None:
            return illegal(plan.refusal).with_notes(*notes)
        who = dict(who=self.faction, card=card.id)
        if payment is None:
            return legal(crafting.CRAFTS_UNPAID("4.1", faction.crafting_section, **who), *notes)
        pieces = tuple(faction.activated_words(c, p, n) or crafting.ACTIVATED("4.1.1", count=n, piece=p, at=c)
                       for (c, p), n in payment.used.items())
        return legal(crafting.CRAFTS("4.1", "4.1.1", pieces=pieces, **who), *notes)

    def _refusal(self, state, faction, card, payment, from_hand: bool) -> Message | None:
        """What the rules forbid that the table may know better (teach mode applies it)."""
        if state.phase_tracked:
            if state.current != self.faction:
                return crafting.OUT_OF_TURN("1.4.1", faction.crafting_section, who=self.faction,
                                            current=state.current)
            if state.phase != faction.crafts_in:
                return crafting.WRONG_PHASE(faction.crafting_section, who=self.faction, phase=faction.crafts_in,
                                            now=state.phase)
        if not from_hand:  # the card is played from hand (4.1): hand.sourced
            return crafting.NOT_IN_HAND("4.1", "1.2.1", who=self.faction, card=card.id)
        if card.kind not in ("item", "favor") and card.id in places.in_play(state, self.faction):
            return crafting.TWICE_IN_PLAY("4.1.4", who=self.faction, card=card.id)
        if payment is not None and not payment.paid:
            return crafting.SHORT("4.1.1", faction.crafting_section, who=self.faction, card=card.id,
                                  suits=list(payment.short), n=len(payment.short))
        if self.reveal and self._reveals(state) is None:
            return crafting.NO_REVEALING("16.4.2.II", "4.1.2", who=self.faction, card=card.id)
        return None

    def _reveals(self, state) -> Message | None:
        """The words of the card that lets the crafter reveal its item card (Faction.reveals_crafted:
        a hireling it controls, the Mole Artisans), or None."""
        law = rules_for(state)
        return next((said for f in law.asked(state, "reveals_crafted") if f.id in state.in_game
                     for said in (f.reveals_crafted(state, self.faction),) if said is not None), None)

    def _notes(self, state, faction, card, payment, unchecked, outcome) -> list[Message]:
        notes: list[Message | None] = [unchecked]
        if not places.hands_kept(state):
            notes.append(crafting.HAND_NOT_KEPT("4.1", who=self.faction, card=card.id))
        if not state.phase_tracked:
            notes.append(crafting.PHASE_ASSUMED(faction.crafting_section, who=self.faction, phase=faction.crafts_in))
        if payment is not None and payment.assumes is not None:
            notes.append(payment.assumes)
        if outcome is not None:
            if outcome.to == crafting.BOX and outcome.says is None:
                notes.append(crafting.TAKES_ITEM("4.1.2", "3.2.2", item=card.item, who=self.faction,
                                                 points=outcome.points))
            notes.append(outcome.says)
            if outcome.points:
                notes += hirelings.score_edits(state, self.faction, outcome.points)[1]
            if self.reveal:
                notes.append(self._reveals(state))
        elif card.kind == "favor":
            notes.append(crafting.FAVOR("4.1.2", card=card.id))
        else:
            notes.append(crafting.IN_PLAY("4.1.3", who=self.faction, card=card.id))
        return [n for n in notes if n is not None]

    # --- the edits ------------------------------------------------------------------------------

    def _edits(self, state: GameState, plan: Plan) -> list:
        """The craft's edits, each made on the position the ones before it left (two of them may
        set the same field: the Vagabond's board loses a hammer's use and gains the item)."""
        # A scratch board (GameState.scratch): the pieces, scores and cards copied, the rest shared and
        # replaced whole by a 'set' edit; a craft's edits are applied to it, never made in place.
        scratch = state.scratch()
        made: list = []

        def do(edits) -> None:
            edits = [e for e in edits if e.op != "set" or e.args[1] != e.args[2]]
            scratch.apply(edits)
            made.extend(edits)

        card, fid = plan.card, self.faction
        faction = rules_for(state)[fid]
        persistent = card.kind not in ("item", "favor")
        # Where the card comes from, found by the plan on ``state`` itself: whether hands are
        # kept reads its history, which the scratch lacks.
        if self.reveal:  # revealed instead of discarded, back in the hand at the end of Evening (16.4.2.II)
            do([table.card_edit(card.id, plan.source, places.place(places.REVEALED, fid))] if plan.source else [])
        else:
            do(hand.leave_from(plan.source, fid, card.id, hand.IN_PLAY if persistent else hand.DISCARD))
        do(reshuffle_edits(scratch))  # a card drawn from the last of the draw pile, or discarded onto none (2.1)
        if plan.payment is not None:
            do(crafting.payment_edits(scratch, faction, plan.payment))
        outcome = plan.outcome
        if outcome is not None:
            do([scratch.set_edit("crafted", scratch.crafted.take_item(
                card.item, fid if outcome.to == crafting.BOX else None))])
            board = scratch.vagabonds.get(fid)
            if outcome.to == crafting.BOARD and board is not None:  # face up, onto his board (9.5.8)
                do([scratch.set_edit("vagabonds", {**scratch.vagabonds,
                                                   fid: board.gain(BOARD_ITEM.get(card.item, card.item))})])
            if outcome.points:
                do(hirelings.score_edits(scratch, fid, outcome.points)[0])
        return made

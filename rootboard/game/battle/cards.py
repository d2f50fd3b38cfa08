"""The cards that change a battle, as effects the table names on it (``--effect NAME``).

The Law names Brutal Tactics (4.3.3) and Armorers (1.1.1's example of an effect used "In
battle...", and the FAQ: "rolled hits" are only the hits rolled); what each card says is
third-party card data, in the one table of unconfirmed data
(:data:`rootboard.game.unconfirmed.BATTLE_CARDS`): who plays it, and whether it is discarded.
An effect named by a side its card does not allow is refused with the card's section.

These cards are persistent: crafted, they stay in their crafter's play area (4.1.3), on the
card table (``play:F``, :mod:`rootboard.game.cards.table`). Once a game keeps cards in play (any
faction's play area holds one), a card is used by the faction whose play area holds it: named
by another, it is refused (teach mode applies it, the table may know better); a card its effect
discards goes from the play area to the discard pile when used (a card edit); and Scouting
Party, which asks for no choice, works for the attacker who has it without being named.
A game with no card in play trusts the names as before.
"""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, CRAFTED_AS, DEFENDER, ONLY_AS, UNNAMED, Card
from rootboard.game.unconfirmed import BATTLE_CARDS
from rootboard.game.verdict import illegal
from rootboard.later import Later
from rootboard.messages import Template

ARMORERS = Template("battle.armorers", "Armorers")
SAPPERS = Template("battle.sappers", "Sappers")
BRUTAL_TACTICS = Template("battle.brutal-tactics", "Brutal Tactics")
BRUTAL_TACTICS_VP = Template("battle.brutal-tactics.vp", "Brutal Tactics played against it")
SCOUTING_PARTY = Template("battle.scouting-party", "Scouting Party: {who:faction} {who:faction|sg=is|pl=are} not affected by ambush cards")
PARTISANS = Template("battle.partisans", "Partisans of the clearing's suit")
PARTISANS_DISCARD = Template("battle.partisans.discard", "{who:faction} discards every card but those of "
                             "{where:area}'s suit (Partisans)")
DISCARD = Template("battle.card-discarded", "{who:faction} discards {card:battle-effect}, used")
NOT_IN_PLAY = Template("battle.card-not-in-play", "{who:faction} {who:faction|sg=has|pl=have} no {card:battle-effect} in "
                       "{who:faction|sg=its|pl=their} play area: a persistent card is used once crafted")
IN_PLAY_APPLIES = Template("battle.card-in-play", "{card:battle-effect} in {who:faction.whose} play area: "
                           "{who:faction|sg=it is|pl=they are} not affected by ambush cards")


# The card table's places and edits (rootboard.game.cards.places, .table), imported when a game
# that keeps cards first asks for one: a command that keeps none never reads them. Imported
# inside the methods, each call paid the import again, the modules loaded: Scouting Party is
# looked for on both sides of every battle resolved, some hundred and fifty times a replay of
# the 476-action log (issue 32).
places = Later("rootboard.game.cards.places")
table = Later("rootboard.game.cards.table")


def _cards_in_play(state) -> bool:
    """Whether any faction's play area holds a card (the card table's ``play``/``used``)."""
    return bool(state.cards.get("play") or state.cards.get("used"))


class BattleCard(Card):
    """A card from :data:`BATTLE_CARDS`: its side, and its reminder to discard it once used."""

    unconfirmed = True

    def __init__(self, card_id: str, title: str, section: str = "4.3.3"):
        self.id, self.title, self.section = card_id, title, section
        data = BATTLE_CARDS[card_id]
        self.side = data["side"]
        self.discard = data["discard"]
        self.value = None if self.side is not None else "attacker|defender"

    @property
    def passive(self) -> bool:
        """Whether it works for the faction whose play area holds it, named or not (effects.UNNAMED)."""
        return self.id in UNNAMED

    def in_play(self, state, fid: str) -> str | None:
        """The catalogue id of this card in ``fid``'s play area (4.1.3), or None."""
        if not state.cards:  # no card kept (and no card data read: the command line starts without it)
            return None
        held = places.in_play(state, fid)
        for card in CRAFTED_AS[self.id]:  # asked for each side of each battle once cards are in play
            if card in held:
                return card
        return None

    def refusal(self, state, fight, use):
        fid = fight.faction(use.role)
        if self.side is not None and use.role != self.side:
            return illegal(ONLY_AS(self.section, effect=self.id, who=fid, role=self.side))
        if _cards_in_play(state) and self.in_play(state, fid) is None:
            return illegal(NOT_IN_PLAY("4.1.3", self.section, who=fid, card=self.id))
        return None

    def used(self, fight, use) -> None:
        if self.discard:
            fid = fight.faction(use.role)
            card, key = self.in_play(fight.state, fid), ("discarded", self.id, use.role)
            if card is not None and key not in fight.memo:  # out of the play area, once (4.1.3)
                fight.memo[key] = True
                held = places.USED if card in places.used_in_play(fight.state, fid) else places.PLAY
                fight.do([table.card_edit(card, places.place(held, fid), places.DISCARD)])
                fight.do(table.reshuffle_edits(fight.state))  # onto an empty draw pile: shuffled at once (2.1)
            fight.remind(DISCARD(self.section, who=fid, card=self.id))


class Armorers(BattleCard):
    """Ignore all rolled hits taken (not the ambush's, nor extra hits)."""

    def ignores_rolled_hits(self, fight, use, role):
        if role != use.role:
            return None
        self.used(fight, use)
        return ARMORERS("4.3.3", "4.3.2")


class Sappers(BattleCard):
    """As defender, an extra hit."""

    def extra_hits(self, state, fight, use, role):
        self.used(fight, use)
        return [SAPPERS("4.3.3.I")]


class BrutalTactics(BattleCard):
    """As attacker, an extra hit; the defender scores one point."""

    def extra_hits(self, state, fight, use, role):
        fight.score(fight.defender, 1, BRUTAL_TACTICS_VP("4.3.3"))
        return [BRUTAL_TACTICS("4.3.3", "4.3.3.I")]


class ScoutingParty(BattleCard):
    """As attacker, not affected by ambush cards: no choice, so it works once in play (effects.UNNAMED)."""

    def ignores_ambush(self, fight, use, role):
        return SCOUTING_PARTY("4.3.1", who=fight.faction(role)) if role == use.role else None


class Partisans(BattleCard):
    """In a clearing of its suit, an extra hit; then discard every other suit's card (the
    table plays one of the clearing's suit: the suit is the clearing's)."""

    def extra_hits(self, state, fight, use, role):
        fight.remind(PARTISANS_DISCARD("4.3.3", who=fight.faction(role), where=fight.where))
        return [PARTISANS("4.3.3.I")]


CARDS = (Armorers("armorers", "Armorers"), Sappers("sappers", "Sappers"),
         BrutalTactics("brutal-tactics", "Brutal Tactics"), ScoutingParty("scouting-party", "Scouting Party"),
         Partisans("partisans", "Partisans"))
assert {c.id for c in CARDS} == set(BATTLE_CARDS) == set(CRAFTED_AS), "a card of the unconfirmed table without its effect"
# The cards that work unnamed once in play (4.1.3), found once: every battle resolved asks for them.
PASSIVE = tuple(c for c in CARDS if c.passive)


def in_play_uses(state, fight) -> list:
    """The uses of the cards that work for a side whose play area holds them, unnamed
    (Scouting Party for the attacker): (card, role) for each not named already."""
    found = []
    if not _cards_in_play(state):  # no play area holds a card (4.1.3): asked at every battle resolved
        return found
    for card in PASSIVE:
        for role in (ATTACKER, DEFENDER):
            if card.side in (None, role) and card.in_play(state, fight.faction(role)) \
                    and not any(u.id == card.id and u.role == role for u in fight.uses):
                found.append((card, role))
    return found

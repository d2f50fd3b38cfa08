"""The cards that change a battle, as effects the table names on it (``--effect NAME``).

The Law names Brutal Tactics (4.3.3) and Armorers (1.1.1's example of an effect used "In
battle...", and the FAQ: "rolled hits" are only the hits rolled); what each card says is
third-party card data, in the one table of unconfirmed data
(:data:`rootboard.game.unconfirmed.BATTLE_CARDS`): who plays it, and whether it is discarded.
An effect named by a side its card does not allow is refused with the card's section.
"""

from __future__ import annotations

from rootboard.game.battle.effects import ONLY_AS, Card
from rootboard.game.unconfirmed import BATTLE_CARDS
from rootboard.game.verdict import illegal
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


class BattleCard(Card):
    """A card from :data:`BATTLE_CARDS`: its side, and its reminder to discard it once used."""

    unconfirmed = True

    def __init__(self, card_id: str, title: str, section: str = "4.3.3"):
        self.id, self.title, self.section = card_id, title, section
        data = BATTLE_CARDS[card_id]
        self.side = data["side"]
        self.discard = data["discard"]
        self.value = None if self.side is not None else "attacker|defender"

    def refusal(self, state, fight, use):
        if self.side is not None and use.role != self.side:
            return illegal(ONLY_AS(self.section, effect=self.id, who=fight.faction(use.role), role=self.side))
        return None

    def used(self, fight, use) -> None:
        if self.discard:
            fight.remind(DISCARD(self.section, who=fight.faction(use.role), card=self.id))


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
    """As attacker, not affected by ambush cards."""

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
assert {c.id for c in CARDS} == set(BATTLE_CARDS), "a card of the unconfirmed table without its effect"

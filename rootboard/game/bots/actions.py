"""The bots' own action: crafting the order card (each bot's Birdsong, Law of Rootbotics: the
Mechanical Marquise 2.0's 4.4.2, the Electric Eyrie's 5.4.2, ...): "if the order card shows an
available item, craft it". A bot has no crafting pieces and no hand: the item leaves the item
supply for its Crafted Items box (4.1.2) and it scores one victory point ([CR] CraftOrder; [FR]
4.4.1 "marquez immédiatement 1 PV").
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_BOT = Template("bot.craft.not-a-bot", "{who:faction} {who:faction|sg=is|pl=are} not played by a bot: only a "
                     "bot crafts an order card")
UNKNOWN_ITEM = Template("bot.craft.unknown-item", "{item!r} is not an item of the item supply: {choices}")
NONE_LEFT = Template("bot.craft.none-left", "the item supply has no {item:item} left: the order card shows no "
                     "available item")
CRAFTS = Template("bot.craft.done", "{who:faction} {who:faction|sg=crafts|pl=craft} the order card: its {item:item} "
                  "leaves the item supply, 1 VP")
POINTS = 1  # [CR] CraftOrder "for vp:1"; [FR] 4.4.1


@record(frozen=True)
class BotCraft(Action):
    faction: str
    item: str
    kind = "bot-craft"

    def check(self, state):
        if self.faction not in state.factions:
            from rootboard.game.actions import NOT_IN_THIS_GAME

            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.item not in ITEM_SUPPLY:
            raise BadInput(UNKNOWN_ITEM(item=self.item, choices=sorted(ITEM_SUPPLY)))
        if self.faction not in state.bots:
            return illegal(NOT_A_BOT("16.1.3", who=self.faction))
        if state.crafted.left_in_supply(self.item) < 1:
            return illegal(NONE_LEFT("4.1.2", item=self.item))
        _, notes = hirelings.score_edits(state, self.faction, POINTS)
        return legal(CRAFTS("4.1.2", "16.1.3", who=self.faction, item=self.item), *notes)

    def edits(self, state):
        taken = state.set_edit("crafted", state.crafted.take_item(self.item, self.faction))
        return [taken, *hirelings.score_edits(state, self.faction, POINTS)[0]]

    def describe(self, law):
        return CRAFTS("4.1.2", "16.1.3", who=self.faction, item=self.item)


BOT_ACTIONS = (BotCraft,)

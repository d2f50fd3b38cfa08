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
from rootboard.game.crafted import check_item
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_BOT = Template("bot.craft.not-a-bot", "{who:faction} {who:faction|sg=is|pl=are} not played by a bot: only a "
                     "bot crafts an order card")
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
        check_item(self.item)
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


# --- The order card revealed: where a bot's turn stands, kept in the history --------------------
# Each bot's turn begins by revealing one order card (its chapter's first Birdsong step: the
# Mechanical Marquise 2.0's 4.4.1, the Electric Eyrie's 5.4.1, ...). The reveal is played as an
# action of its own, the turn's first, recording what the table said (the cards revealed, the
# item the first shows, a human's guesses): once it is in the history, the bot's Birdsong is
# no longer its start (``state.used`` holds ``bot-order`` until the turn ends, 1.4), so the turn
# cannot be begun a second time, and where it stands can be worked out again from the history.
ORDER_USED = "bot-order"  # in GameState.used from the reveal to the end of the turn
TURN_BEGUN = Template("bot.turn-begun", "{who:faction.whose} turn is under way: its order card ({suit:suit}) was "
                      "revealed this turn, and a bot reveals one order card a turn (Law of Rootbotics); undo to "
                      "before it to work the turn out again")
ORDER_NOT_NOW = Template("bot.order-not-now", "a bot reveals its order card at the start of its own Birdsong; it "
                         "is {current:faction.whose} {phase:phase}")
NO_ORDER = Template("bot.no-order", "the table reveals the order card and names its suit (--order)")
UNKNOWN_ORDER = Template("bot.order-unknown-suit", "{suit!r} is not an order card's suit: fox, mouse, rabbit or bird")
REVEALS = Template("bot.order-revealed", "{who:faction} {who:faction|sg=reveals|pl=reveal} the order card: "
                   "{suit:suit}")
ORDER_SUITS = ("fox", "mouse", "rabbit", "bird")  # an order card's suit (birds are wild, 2.1.1)


@record(frozen=True)
class BotOrder(Action):
    """The bot at ``faction``'s seat reveals its order card: ``orders``, the suits of the cards
    the table revealed this turn (the first is the turn's; then those its chapter reveals after
    it), ``item`` the item the first shows, ``guesses`` the human's guesses its traits ask for."""

    faction: str
    orders: tuple[str, ...]
    item: str | None = None
    guesses: tuple[str, ...] = ()
    kind = "bot-order"

    def check(self, state):
        if self.faction not in state.factions:
            from rootboard.game.actions import NOT_IN_THIS_GAME

            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if not self.orders:
            raise BadInput(NO_ORDER())
        for suit in self.orders:
            if suit not in ORDER_SUITS:
                raise BadInput(UNKNOWN_ORDER(suit=suit))
        if self.item is not None:
            check_item(self.item)
        if self.faction not in state.bots:
            return illegal(NOT_A_BOT("16.1.3", who=self.faction))
        if state.current != self.faction or state.phase != "birdsong":
            return illegal(ORDER_NOT_NOW("1.4.1", "16.1.3", current=state.current, phase=state.phase))
        if ORDER_USED in state.used:
            return illegal(TURN_BEGUN("16.1.3", who=self.faction, suit=self.orders[0]))
        return legal(REVEALS("16.1.3", who=self.faction, suit=self.orders[0]))

    def edits(self, state):
        return [state.set_edit("used", state.used | {ORDER_USED})]

    def describe(self, law):
        return REVEALS("16.1.3", who=self.faction, suit=self.orders[0])


def order_revealed(state, fid: str) -> dict | None:
    """The order card the bot at ``fid``'s seat revealed this turn, as the history keeps it
    (``bot-order``), or None when its turn has not begun: read from the history, whose reveal
    also marks ``state.used`` until the turn ends."""
    if state.current != fid or ORDER_USED not in state.used:
        return None
    for n in range(state.cursor - 1, -1, -1):
        action = state.history[n]["action"]
        if action.get("type") == "bot-order" and action.get("faction") == fid:
            return {**action, "at": n}
    return None


BOT_ACTIONS = (BotCraft, BotOrder)

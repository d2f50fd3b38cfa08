"""The Exile's ability (16.4.2.II; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`, ``takes_items``): at any time in its own
turn, a player with faction pieces adjacent to the Exile may put an item from its Crafted Items
box on the Exile's card, to draw a card and score a point.

``hireling-item faction=F hireling=the-exile item=I``: any player, controller or not (the card
does not say "CONTROLLER:"). The items on the card are the hireling's board in the game file
(``boards``: ``{"items": [...]}``, the card's, for its own Daylight action to exhaust, which is
the table's); the item leaves the player's box (4.1.2, ``crafted``), still taken from the item
supply. The card is drawn from the deck when the game keeps its hands; else the table draws it
(a hand rootboard never saw is not claimed, 1.2.1). Offered to the faction on turn, one choice
per item its box holds, by the same check (Faction.offered_candidates).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.crafted import check_item, not_an_item
from rootboard.game.factions.hirelings.abilities import SECTION, faction_pieces, side_has
from rootboard.game.hirelings import showing
from rootboard.game.kinds import PAWN
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

FLAG = "takes_items"

TAKES_NONE = Template("hireling-item.takes-none", "{hireling:card} takes no items: that is the Exile's card's "
                      "ability, and its side showing has none")
NOT_ON_MAP = Template("hireling-item.not-on-map", "{hireling:card.whose} pawn is not on the map: nobody is "
                      "adjacent to it")
NOT_ADJACENT = Template("hireling-item.not-adjacent", "{who:faction} {who:faction|sg=has|pl=have} no faction pieces "
                        "in a clearing adjacent to {hireling:card} ({at:area}) (its card)")
NOT_IN_BOX = Template("hireling-item.not-in-box", "{who:faction.whose} Crafted Items box holds no {item:item}")
NOT_ON_TURN = Template("hireling-item.not-on-turn", "{who:faction} may put an item on {hireling:card} only in "
                       "{who:faction|sg=its|pl=their} own turn; it is {current:faction.whose} turn (its card)")
GIVES = Template("hireling-item.done", "{who:faction} {who:faction|sg=puts|pl=put} {item:item.a} from "
                 "{who:faction|sg=its|pl=their} Crafted Items box on {hireling:card}, "
                 "{who:faction|sg=draws|pl=draw} a card and {who:faction|sg=scores|pl=score} a point (its card)")
DRAWN_AT_TABLE = Template("hireling-item.drawn-at-table", "the table draws the card: this game keeps no hands")
GIVE_LOG = Template("hireling-item.log", "{who:faction} {who:faction|sg=puts|pl=put} {item:item.a} on "
                    "{hireling:card}")
ITEMS_ON_CARD = Template("hireling-item.on-card", "on {hireling:card}: {items:item}")
BAD_BOARD = Template("hireling-item.bad-board", "{hireling:card}: {count} {item:item} on its card and in Crafted "
                     "Items boxes, {taken} taken from the item supply", plural="{hireling:card}: {count} "
                     "{item:items} on its card and in Crafted Items boxes, {taken} taken from the item supply",
                     count="count")


def takes_items(state, hireling: str) -> bool:
    return bool(side_has(state, hireling, FLAG))


def items_on_card(state, hireling: str) -> list[str]:
    """The items on ``hireling``'s card (its board in the game file), sorted."""
    return sorted((state.boards.get(hireling) or {}).get("items", ()))


def adjacent_clearings(state, area) -> list[int]:
    """The clearings adjacent to ``area``: those a forest touches, or a clearing's neighbours."""
    return [a for a in state.topology.adjacent(area) if isinstance(a, int)]


@record(frozen=True)
class GiveItem(Action):
    """``faction`` puts ``item`` from its Crafted Items box on ``hireling``'s card (the Exile's),
    drawing a card and scoring a point."""

    faction: str
    hireling: str
    item: str
    kind = "hireling-item"

    def _plan(self, state):
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.hireling not in state.hirelings:
            raise BadInput(NOT_IN_THIS_GAME(who=self.hireling))
        check_item(self.item)
        side = showing(state, self.hireling)
        if not takes_items(state, self.hireling):
            return impossible(TAKES_NONE(SECTION, hireling=side))
        if self.item not in state.crafted.boxes.get(self.faction, ()):
            return impossible(NOT_IN_BOX("4.1.2", who=self.faction, item=self.item))
        found = state.where_is((self.hireling, PAWN))
        if not found:
            return impossible(NOT_ON_MAP(SECTION, hireling=side))
        at = found[0]
        if not any(faction_pieces(state, self.faction, c) for c in adjacent_clearings(state, at)):
            return illegal(NOT_ADJACENT(SECTION, who=self.faction, hireling=side, at=at))
        if state.phase_tracked and state.current != self.faction:
            return illegal(NOT_ON_TURN(SECTION, who=self.faction, hireling=side, current=state.current))
        return None

    def check(self, state):
        problem = self._plan(state)
        if problem is not None and not problem.possible:
            return problem
        notes = [] if _hands_kept(state) else [DRAWN_AT_TABLE(SECTION, "1.2.1")]
        notes += hirelings.score_edits(state, self.faction, 1)[1]
        return problem or legal(GIVES(SECTION, who=self.faction, item=self.item,
                                      hireling=showing(state, self.hireling)), *notes)

    def edits(self, state):
        card = {**(state.boards.get(self.hireling) or {}),
                "items": sorted([*items_on_card(state, self.hireling), self.item])}
        edits = [state.set_edit("crafted", state.crafted.take_from_box(self.faction, self.item)),
                 state.set_edit("boards", {**state.boards, self.hireling: card}),
                 *hirelings.score_edits(state, self.faction, 1)[0]]
        if _hands_kept(state):
            from rootboard.game.cards.actions import Draw

            draw = Draw(self.faction, 1)
            if draw.check(state).legal:
                edits += draw.edits(state)
        return edits

    def describe(self, law):
        return GIVE_LOG(SECTION, who=self.faction, item=self.item, hireling=self.hireling)


def _hands_kept(state) -> bool:
    from rootboard.game.cards.places import hands_kept

    return hands_kept(state)


def candidates(state, hireling: str) -> list:
    """What the faction on turn may put on the card now: one choice per item in its box (the
    same check judges each)."""
    fid = state.current
    if fid not in state.factions or not takes_items(state, hireling):
        return []
    return [GiveItem(fid, hireling, item) for item in sorted(set(state.crafted.boxes.get(fid, ())))]


def board_problem(state, hireling: str):
    """(element, problem) for the items on its card: items of the supply (5.1.5), no more of each
    on the card and in the boxes than were taken from the supply (4.1.2)."""
    on_card = items_on_card(state, hireling)
    for item in on_card:
        problem = not_an_item(item)
        if problem is not None:
            return "boards", problem
    held = [i for items in state.crafted.boxes.values() for i in items]
    for item in sorted(set(on_card)):
        count, taken = held.count(item) + on_card.count(item), state.crafted.taken.count(item)
        if count > taken:
            return "boards", BAD_BOARD("4.1.2", hireling=showing(state, hireling), item=item, count=count,
                                       taken=taken)
    return None


def board_words(state, hireling: str) -> list:
    items = items_on_card(state, hireling)
    return [ITEMS_ON_CARD(SECTION, hireling=showing(state, hireling), items=items)] if items else []


ACTIONS = (GiveItem,)

"""What crafting leaves on the table (4.1), as one field of the game state: ``GameState.crafted``.

One immutable record, changed only by a 'set' edit of the whole field, so undo and redo
restore it exactly and a game file stores it as plain JSON:

- ``activated``: the crafting pieces activated this turn, per faction, clearing and piece:
  each crafting piece may be activated only once per turn (4.1.1); the turn's end clears it.
- ``boxes``: each faction's Crafted Items box (4.1.2), the Hundreds' Hoard in its place (14.2.4).
  The Vagabond has none: his crafted items go to his board (9.5.8, ``GameState.vagabonds``).
- ``exhausted``: the items of each faction's box turned face down (the League of Adventurous
  Mice exhausts them, rootboard.game.cards.league); never more of an item than its box holds.
- ``taken``: the items taken from the item supply so far. Nothing puts an item back in the
  supply, so what is left there is the printed supply (:data:`ITEM_SUPPLY`) less these.
The crafted cards themselves are the card table's (:mod:`rootboard.game.cards.table`): an item
or a favor goes to the discard pile, a persistent card to its crafter's play area (``play:F``,
``used:F`` once used this turn), where every reader finds it (:mod:`rootboard.game.hand` takes
it out of the hand). Nothing here reads the card catalogue.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

from rootboard.errors import BadInput
from rootboard.messages import Message, Template
from rootboard.records import field, record

# The item supply as Standard Setup forms it (Law 5.1.5, "Step 5: Form Item Supply": 2 boots,
# 2 bags, 1 crossbow, 1 hammer, 2 swords, 2 teas, 2 coins). Source: Vagabottos/root,
# src/assets/i18n/rules/en-US.yml at 272f577e578a91ea0c6ebde624ffa9b1a45c2396. Item names are the
# card catalogue's (rootboard.game.cards.catalogue.ITEMS: "coin", "bag").
ITEM_SUPPLY = {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coin": 2}

# A name that is no item of the supply, said the same wherever an item is named: the League's
# exhaust and refresh, the Exile's items taken and on its card, a bot's order card.
NOT_AN_ITEM = Template("item.not-an-item", "{item!r} is not an item of the item supply: {items}")


def not_an_item(item) -> Message | None:
    """Why ``item`` names no item of the item supply (5.1.5), or None."""
    return None if item in ITEM_SUPPLY else NOT_AN_ITEM(item=item, items=", ".join(ITEM_SUPPLY))


def check_item(item) -> None:
    """Bad input when ``item`` names no item of the item supply (:func:`not_an_item`)."""
    problem = not_an_item(item)
    if problem is not None:
        raise BadInput(problem)


@record(frozen=True)
class Crafted:
    # (faction, clearing, piece, how many activated this turn), sorted
    activated: tuple[tuple[str, int, str, int], ...] = ()
    boxes: dict[str, tuple[str, ...]] = field(default_factory=dict)  # faction -> items, sorted
    taken: tuple[str, ...] = ()  # items taken from the supply, sorted
    exhausted: dict[str, tuple[str, ...]] = field(default_factory=dict)  # faction -> items face down, sorted

    def __init__(self, activated: tuple[tuple[str, int, str, int], ...] = (),
                 boxes: dict[str, tuple[str, ...]] | None = None, taken: tuple[str, ...] = (),
                 exhausted: dict[str, tuple[str, ...]] | None = None):
        # Its own, as rootboard.records allows (None: a new dict, as the field's factory makes):
        # one at each end of turn, each craft and each 'crafted' edit applied (issue 32).
        self.__dict__.update(activated=activated, boxes={} if boxes is None else boxes, taken=taken,
                             exhausted={} if exhausted is None else exhausted)

    # --- reading ---

    def activated_count(self, faction: str, clearing: int, piece: str) -> int:
        return sum(n for f, c, p, n in self.activated if (f, c, p) == (faction, clearing, piece))

    def left_in_supply(self, item: str) -> int:
        """How many of ``item`` the item supply still holds (5.1.5 less what crafting took, 4.1.2)."""
        return ITEM_SUPPLY.get(item, 0) - self.taken.count(item)

    def face_up(self, faction: str) -> list[str]:
        """The items of ``faction``'s box not exhausted, sorted."""
        left = list(self.boxes.get(faction, ()))
        for item in self.exhausted.get(faction, ()):
            left.remove(item)
        return left

    def supply(self) -> dict[str, int]:
        return {item: self.left_in_supply(item) for item in ITEM_SUPPLY}

    @property
    def empty(self) -> bool:
        return self == Crafted()

    # --- changes: each a new record ---

    def activate(self, faction: str, used: dict[tuple[int, str], int]) -> "Crafted":
        """``used``: (clearing, piece) -> how many more are activated now (4.1.1)."""
        counts = {(f, c, p): n for f, c, p, n in self.activated}
        for (clearing, piece), n in used.items():
            key = (faction, clearing, piece)
            counts[key] = counts.get(key, 0) + n
        return self._with(activated=tuple(sorted((*k, n) for k, n in counts.items() if n)))

    def take_item(self, item: str, box_of: str | None) -> "Crafted":
        """``item`` leaves the supply; into ``box_of``'s Crafted Items box, or none (the
        Vagabond's board, an item removed permanently: 9.5.8, 14.2.3)."""
        boxes = dict(self.boxes)
        if box_of is not None:
            boxes[box_of] = tuple(sorted((*boxes.get(box_of, ()), item)))
        return self._with(taken=tuple(sorted((*self.taken, item))), boxes=boxes)

    def put_in_box(self, faction: str, item: str) -> "Crafted":
        """``item``, from no supply (a ruin's, the Hundreds' Raze, 14.4.1), into ``faction``'s box."""
        return self._with(boxes={**self.boxes, faction: tuple(sorted((*self.boxes.get(faction, ()), item)))})

    def take_from_box(self, faction: str, item: str) -> "Crafted":
        """One ``item`` leaves ``faction``'s Crafted Items box (the Vagabond's Aid takes it,
        9.5.4); unchanged when the box holds none."""
        held = list(self.boxes.get(faction, ()))
        if item in held:
            held.remove(item)
        face_down = list(self.exhausted.get(faction, ()))
        if face_down.count(item) > held.count(item):  # no face-up one left: an exhausted one went
            face_down.remove(item)
            return self._with(boxes={**self.boxes, faction: tuple(held)},
                              exhausted={**self.exhausted, faction: tuple(face_down)})
        return self._with(boxes={**self.boxes, faction: tuple(held)})

    def exhaust(self, faction: str, item: str) -> "Crafted":
        """One face-up ``item`` of ``faction``'s box turned face down (the caller checks it is there)."""
        face_down = tuple(sorted((*self.exhausted.get(faction, ()), item)))
        return self._with(exhausted={**self.exhausted, faction: face_down})

    def refresh(self, faction: str, items: tuple[str, ...]) -> "Crafted":
        """``items`` of ``faction``'s box turned face up again (those exhausted; others ignored)."""
        face_down = list(self.exhausted.get(faction, ()))
        for item in items:
            if item in face_down:
                face_down.remove(item)
        return self._with(exhausted={**self.exhausted, faction: tuple(face_down)})

    def turn_over(self) -> "Crafted":
        """At the end of a turn no crafting piece stays activated (4.1.1)."""
        return self._with(activated=())

    def _with(self, activated=None, boxes=None, taken=None, exhausted=None) -> "Crafted":
        """This record with the fields given changed; its boxes kept sorted, empty ones dropped,
        so that one table has one record. Made by position: a replay makes some two hundred
        (each end of a turn, each 'crafted' edit applied, issue 32)."""
        boxes = self.boxes if boxes is None else boxes
        # Its faces kept as they are unless changed (already sorted, empty ones dropped): a game
        # without the League pays nothing for them.
        exhausted = self.exhausted if exhausted is None else {k: v for k, v in sorted(exhausted.items()) if v}
        return Crafted(self.activated if activated is None else activated,
                       {k: v for k, v in sorted(boxes.items()) if v},
                       self.taken if taken is None else taken, exhausted)

    # --- JSON (the game file's "crafted"; its schema: maps/schema/rootboard-game.schema.json) ---

    def to_json(self) -> dict:
        data: dict[str, Any] = {}
        if self.activated:
            data["activated"] = [list(a) for a in self.activated]
        if self.boxes:
            data["boxes"] = {k: list(v) for k, v in sorted(self.boxes.items())}
        if self.taken:
            data["taken"] = list(self.taken)
        if self.exhausted:  # written only when an item is face down: older files stay as they were
            data["exhausted"] = {k: list(v) for k, v in sorted(self.exhausted.items())}
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Crafted":
        return _EMPTY._with(
            activated=tuple(sorted(tuple(a) for a in data.get("activated", []))),
            boxes={k: tuple(sorted(v)) for k, v in data.get("boxes", {}).items()},
            taken=tuple(sorted(data.get("taken", []))),
            exhausted=None if "exhausted" not in data else {k: tuple(sorted(v)) for k, v in data["exhausted"].items()})


_EMPTY = Crafted()  # what a game file's reading starts from (a record never changes: one serves all)


# --- what a game file's "crafted" cannot hold (its strict reading) -----------------------------

NOT_A_FACTION = Template("game-file.crafted.not-a-faction", "{name!r} is not a player of this game")
OVER_SUPPLY = Template("game-file.crafted.over-supply", "{taken} {item:item} taken from an item supply that holds "
                       "{held}", plural="{taken} {item:items} taken from an item supply that holds {held}",
                       count="taken")
NOT_TAKEN = Template("game-file.crafted.not-taken", "{held} {item:item} in Crafted Items boxes, {taken} taken "
                     "from the item supply", plural="{held} {item:items} in Crafted Items boxes, {taken} taken from "
                     "the item supply", count="held")
NOT_TAKEN_RUINS = Template("game-file.crafted.not-taken-ruins", "{held} {item:item} in Crafted Items boxes, {taken} "
                           "taken from the item supply and {ruins} from the ruins", plural="{held} {item:items} in "
                           "Crafted Items boxes, {taken} taken from the item supply and {ruins} from the ruins",
                           count="held")
OVER_BOX = Template("game-file.crafted.exhausted-over-box", "{who:faction}: {exhausted} {item:item} exhausted, "
                    "{held} in {who:faction.whose} Crafted Items box", plural="{who:faction}: {exhausted} {item:items} "
                    "exhausted, {held} in {who:faction.whose} Crafted Items box", count="exhausted")
NOT_A_CLEARING = Template("game-file.crafted.not-a-clearing", "{clearing!r} is not a clearing of this map")


def crafted_problem(state) -> Message | None:
    """What makes ``state.crafted`` impossible for this game, or None: players of it, items the
    supply held (5.1.5) and no more in boxes than taken from it and from the ruins (the Hundreds'
    Raze, 14.4.1: ``explored``), no more of an item exhausted than
    its box holds (4.1.2), activated pieces in clearings. (Cards in play are the card table's: rootboard.game.cards.table.cards_problem.)"""
    crafted = state.crafted
    named = {f for f, *_ in crafted.activated} | set(crafted.boxes) | set(crafted.exhausted)
    for fid in sorted(named - set(state.factions)):
        return NOT_A_FACTION(name=fid)
    for item in sorted(set(crafted.taken)):
        if item not in ITEM_SUPPLY or crafted.taken.count(item) > ITEM_SUPPLY[item]:
            return OVER_SUPPLY("5.1.5", item=item, taken=crafted.taken.count(item), held=ITEM_SUPPLY.get(item, 0))
    held = [i for items in crafted.boxes.values() for i in items]
    ruins = [i for items in state.explored.values() for i in items]  # a ruin's item in the Hoard (14.4.1)
    for item in sorted(set(held)):
        if held.count(item) > crafted.taken.count(item) + ruins.count(item):
            if ruins.count(item):
                return NOT_TAKEN_RUINS("4.1.2", "14.4.1", item=item, held=held.count(item),
                                       taken=crafted.taken.count(item), ruins=ruins.count(item))
            return NOT_TAKEN("4.1.2", item=item, held=held.count(item), taken=crafted.taken.count(item))
    for fid, face_down in crafted.exhausted.items():  # only an item in the box can be face down
        held = crafted.boxes.get(fid, ())
        for item in sorted(set(face_down)):
            if face_down.count(item) > held.count(item):
                return OVER_BOX("4.1.2", who=fid, item=item, exhausted=face_down.count(item), held=held.count(item))
    for _, clearing, _, _ in crafted.activated:
        if clearing not in state.topology.board.clearings:
            return NOT_A_CLEARING(clearing=clearing)
    return None

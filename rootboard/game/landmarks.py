"""Landmarks in play (16.5): where they stand, and what their effects change in what
rootboard checks.

General rules (16.5.1): a landmark is never battled, moved or removed unless a landmark says
so (placement refuses removing one, 16.5.1.I); no faction owns it and it is no enemy piece
(16.5.1.II); it is neither warrior nor building, so it never counts for rule (2.5). The
landmarks' own effects are card texts (unconfirmed, RULES.md 6.3): the ones that touch the
board are checked here, the others are reminders (:func:`reminders`):

* Lost City: its clearing is fox, mouse and rabbit at once (gardens, bases, trade posts);
* Elder Treetop: one more building slot (:func:`rootboard.game.placement.open_slots`);
* Tower: the player ruling it at the end of its Evening scores 1 VP (16.2.3.IV; the
  end-of-turn action scores it);
* Ferry: a move from its clearing along the river (16.2.2.V; movement checks it).
"""

from __future__ import annotations

from rootboard.game.kinds import LANDMARK, MAP, SUITS
from rootboard.game.mappieces import MAP_PIECES
from rootboard.game.state import GameState
from rootboard.game.unconfirmed import LANDMARKS
from rootboard.messages import Message, Template

TOWER = Template("landmark.tower", "the Tower in {at:area}: whoever rules it at the end of their Evening scores 1 VP")
FERRY = Template("landmark.ferry", "the Ferry in {at:area}: once per turn, pieces moving from here may go along the "
                 "river (on the Lake, to any other coastal clearing), taking the Ferry; the player who moved "
                 "draws a card")
BLACK_MARKET = Template("landmark.black-market", "the Black Market in {at:area}: once on their turn, a player with "
                        "faction pieces here may swap a card in hand with one of its three face-down cards")
LOST_CITY = Template("landmark.lost-city", "the Lost City in {at:area}: this clearing is fox, mouse and rabbit at once")
LEGENDARY_FORGE = Template("landmark.legendary-forge", "the Legendary Forge in {at:area}: its items are crafted only "
                           "with a faction piece here; crafting one draws a card and scores 1 VP")
ELDER_TREETOP = Template("landmark.elder-treetop", "the Elder Treetop in {at:area}: one more building slot; removing "
                         "an enemy building from it scores one more VP")
SAFE = Template("landmark.safe", "a landmark is never battled, moved or removed unless a landmark says so; no one "
                "owns it, and it is no enemy piece")

EFFECTS = {"tower": TOWER, "ferry": FERRY, "black-market": BLACK_MARKET, "lost-city": LOST_CITY,
           "legendary-forge": LEGENDARY_FORGE, "elder-treetop": ELDER_TREETOP}
SECTIONS = {"tower": "16.2.3.IV", "ferry": "16.2.2.V"}  # the others: their cards (16.5)


def is_landmark(piece: str) -> bool:
    return MAP_PIECES.has_piece(piece) and MAP_PIECES.piece(piece).kind == LANDMARK


def standing(state: GameState) -> list[tuple[str, int]]:
    """(landmark, clearing) for every landmark on the map, by clearing."""
    found = [(p, a) for a, held in state.areas.items() for (f, p), n in held.items()
             if f == MAP and n and is_landmark(p) and isinstance(a, int)]
    return sorted(found, key=lambda e: (e[1], e[0]))


def clearing_suits(state: GameState, clearing: int) -> frozenset[str]:
    """The suits a clearing counts as: its own, or all three with the Lost City (unconfirmed
    card text, RULES.md 6.3; the Law confirms it changes which suit a garden matches, 10.2.1)."""
    if state.count(clearing, (MAP, "lost-city")):
        return frozenset(SUITS)
    suit = state.suits.get(clearing)
    return frozenset({suit}) if suit else frozenset()


def reminder(name: str, clearing: int) -> Message:
    """What a landmark does, as the explorer and status say it."""
    return EFFECTS[name](SECTIONS.get(name, "16.5"), at=clearing)


def reminders(state: GameState) -> list[Message]:
    return [reminder(name, c) for name, c in standing(state)]


# Where a landmark's card lets it stand (16.1.5.III; the cards' texts: rootboard.game.unconfirmed).
LANDMARK_HERE = Template("setup.landmark.here", "{at:area} already holds the {name:piece}")
LANDMARK_NEXT = Template("setup.landmark.next", "{at:area} is adjacent to the {name:piece} in {there:area}")
NEEDS_RUIN = Template("setup.landmark.needs-ruin", "the Tower goes in a clearing with a ruin; {at:area} has none")
NEEDS_RIVER = Template("setup.landmark.needs-river", "the {name:piece} goes in a clearing on the river; {at:area} is not")
NEEDS_ONE_SLOT = Template("setup.landmark.needs-one-slot",
                          "the Black Market goes in a clearing with exactly one building slot and no ruin; "
                          "{at:area} is not one")
NEEDS_CORNER = Template("setup.landmark.needs-corner", "the Elder Treetop goes in a corner clearing; {at:area} is not")


def placement_refusal(state: GameState, name: str, clearing: int) -> Message | None:
    """Why the landmark ``name`` may not stand in ``clearing`` (its card: a clearing with a ruin,
    on the river, with one slot, a corner; never beside another landmark where its card says
    so), or None: what setup checks, and what a landmark placed by hand is checked by."""
    from rootboard.game.setupkit import places
    rule = LANDMARKS.get(name)
    if rule is None:
        return None  # a landmark of the map itself (the Lake's Ferry, the Mountain's Tower): 16.2
    topology = state.topology
    spot = topology.board.clearings[clearing]
    held = {c: n for n, c in standing(state)}
    if clearing in held:
        return LANDMARK_HERE("16.1.5.III", at=clearing, name=held[clearing])
    if rule["apart"]:
        near = [n for n in places.open_neighbours(topology, clearing) if n in held]
        if near:
            return LANDMARK_NEXT("16.1.5.III", at=clearing, name=held[near[0]], there=near[0])
    where = rule["where"]
    if where == "ruin" and not spot.ruins:
        return NEEDS_RUIN("16.1.5.III", at=clearing)
    if where == "river" and clearing not in places.river_clearings(topology):
        return NEEDS_RIVER("16.1.5.III", name=name, at=clearing)
    if where == "one-slot" and not (spot.slots == 1 and not spot.ruins):
        return NEEDS_ONE_SLOT("16.1.5.III", at=clearing)
    if where == "corner" and not spot.corner:
        return NEEDS_CORNER("16.1.5.III", at=clearing)
    return None

"""The rules every Clockwork bot follows (Law of Rootbotics, 2 New Rules; [RDB] /law/new-rules/en).

* 2.1 Clearing target priority: among clearings its rules leave tied, a bot targets the one of
  highest priority; priority 1 is highest, 12 lowest. The priority numbers printed on the maps
  are rootboard's clearing ids (BOARDS.md; rootboard.notation.vocabulary), so the order is the ids'.
* 2.2 Player target priority: among players its rules leave tied, the one of highest setup
  priority, starting with the Marquise de Cat at "A" (``Faction.setup_order``, 5.1.7).
* 2.3 Target legality: a target it cannot legally take is passed over for the next tied one,
  then the next in priority (:func:`first_legal`, with each action's own check).
* 2.4 Action order: actions on several targets are taken from highest to lowest priority;
  moves by the priority of their origins.

Nothing here knows a bot: each bot's module says what it targets; these say how ties break.
"""

from __future__ import annotations

from rootboard.game.kinds import MAP, WARRIOR
from rootboard.messages import Template

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Iterable


LAW_OF_ROOTBOTICS = "16.1.3"  # the Law of Root's section sending bots to the Law of Rootbotics


def turn_steps(chapter: str, birdsong, daylight, evening) -> tuple:
    """A bot's turn as the turn machinery walks it: Birdsong, Daylight and Evening, one step each
    taking any action (its chapter decides what; the Law of Root's 16.1.3), each said with its
    words (Templates) citing the chapter's own sections ``{chapter}.4``, ``.5`` and ``.6``."""
    from rootboard.game.bots.play import Cited
    from rootboard.game.turns.steps import Step

    return tuple(Step(phase, phase, LAW_OF_ROOTBOTICS, any_kind=True, words=Cited(f"{chapter}.{n}", words))
                 for n, phase, words in ((4, "birdsong", birdsong), (5, "daylight", daylight), (6, "evening", evening)))


def by_priority(clearings: Iterable[int]) -> list[int]:
    """``clearings`` from highest priority (1) to lowest (12) (2.1, 2.4)."""
    return sorted(clearings)


def ranked(clearings: Iterable[int], *keys: Callable[[int], object]) -> list[int]:
    """``clearings`` best first by ``keys`` (each larger is better), ties by priority (2.1)."""
    return sorted(clearings, key=lambda c: (*(_neg(k(c)) for k in keys), c))


def _neg(value):
    return tuple(-v for v in value) if isinstance(value, tuple) else -value


def clearings(state) -> list[int]:
    return sorted(state.topology.board.clearings)


# The order card said alike by every bot that draws one from the deck (2.7; each chapter's "Reveal
# Order" and "Craft" steps): the Logical Lizards and the Riverfolk Robots read theirs elsewhere
# (their Lost Souls, their Market) and say it in their own words.
ORDER = Template("bot.order-card", "the order card is {suit:suit}")
ORDER_BIRD = Template("bot.order-card-bird", "the order card is a bird card")
ORDER_BIRD_EVERYWHERE = Template("bot.order-card-bird-everywhere", "the order card is a bird card: every clearing is "
                                 "ordered")
NOT_AVAILABLE = Template("bot.order-card-not-available", "the order card shows {item:item}, none left in the item "
                         "supply: nothing is crafted")
NO_ITEM = Template("bot.order-card-no-item", "the order card shows no available item: nothing is crafted")


def ordered(state, suit: str) -> list[int]:
    """The ordered clearings by priority (2.1): those of the order card's suit; a bird order's,
    every clearing."""
    return [c for c in clearings(state) if suit == "bird" or state.suits.get(c) == suit]


def craft_order(state, fid: str, item: str | None, section: str, crafts, not_available, no_item):
    """The order card crafted when it shows an item still in the item supply (1 VP, bot-craft:
    every bot's chapter, its 'Craft' step), said in the bot's own words (its Templates)."""
    from rootboard.game.bots.play import Doing

    if item is None:
        return Doing(section, no_item())
    if state.crafted.left_in_supply(item) > 0:
        from rootboard.game.bots.actions import BotCraft

        return Doing(section, crafts(item=item), BotCraft(fid, item))
    return Doing(section, not_available(item=item))


def enemy_pieces(state, bot: str, where) -> int:
    """Every piece of the bot's enemies in ``where`` (warriors, buildings, tokens, pawns)."""
    return sum(n for (fid, _), n in state.pieces_at(where).items() if fid not in (bot, MAP))


def pieces_of(state, fid: str, where) -> int:
    return sum(n for (owner, _), n in state.pieces_at(where).items() if owner == fid)


def warriors(state, fid: str, where) -> int:
    return state.count(where, (fid, WARRIOR))


def players_by_priority(state, fids: Iterable[str]) -> list[str]:
    """``fids`` by setup priority, "A" (the Marquise) first (2.2)."""
    law = state.law
    return sorted(fids, key=lambda f: (law[f].setup_order, state.factions.index(f) if f in state.factions else 99))


def defenders(state, bot: str, where) -> list[str]:
    """Whom the bot battles in ``where``, best first: the player with the most pieces there, then
    the most victory points (4.5.1, 4.5.1.I of each bot), then setup priority (2.2)."""
    present = {fid for (fid, _), n in state.pieces_at(where).items() if n and fid not in (bot, MAP)}
    order = players_by_priority(state, present)
    return sorted(order, key=lambda f: (-pieces_of(state, f, where), -state.scores.get(f, 0), order.index(f)))


def first_legal(candidates: Iterable, judge: Callable[[object], bool]):
    """The first of ``candidates`` (in target priority) that ``judge`` finds legal (2.3); None."""
    for candidate in candidates:
        if judge(candidate):
            return candidate
    return None

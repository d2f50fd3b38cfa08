"""The Vagabond's quests in a Rootlog (9.5.5): ``M#Q->$`` is his Quest, rootboard's CompleteQuest.

The log writes a quest by its suit only, after the items it exhausts (``2%f->e/M#Q->$``, or over
two actions, ``%t->s+e/%f->e/R#Q->$``) and before its reward: ``2#->V``, the two cards drawn, or
``++N``, the points. Which quest it was is read from them: of the quests of that suit still to be
done, the one whose two items are those the actions just before exhausted (each quest's suit and
items tell it apart from the other fourteen). The Quest exhausts its items and draws its cards
itself, so the log's exhaustion and draw are its own; its points are set against the log's ``++``
as any points rootboard scores (:mod:`.points`). A quest whose items the log does not exhaust
just before is assumed: of its suit, the one sharing most items with those the log moves just
before, then one he can pay. One item exhausted and damaged at once just before it
(``%s->e+d/%f->e/M#Q->$``) is the Adventurer's Improvise (16.3.7): that item counts as the one
of the quest's items the others leave; of the quests of that suit each exhausted item fits, the
first is assumed where more than one does. The face-up quests are not
named by the log: three dealt not named at setup (9.3.3), each named as it is done, each new one
drawn not named.
"""

from __future__ import annotations

from collections import Counter

from rootboard.game.factions.vagabond.board import ITEMS
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
# A quest done is told (is_quest) where the cards are read (.cards), always imported, as this
# module is only for a game a Vagabond plays in (issue 32).
from rootboard.notation.translate.cards import is_quest
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.deck import SUITS
from rootboard.notation.translate.steps import Planned, Refused, Step
from rootboard.records import record

# The quests' cards and the Quest, through Later (rootboard/later.py): imported the first time a log's
# Vagabond quests, not by an import statement at each of his quests and items (issue 32).
vagabond_quests = Later("rootboard.game.factions.vagabond.quests")


def item_name(item: m.Item) -> str | None:
    """The Vagabond's item a log's item names (coins too), or None."""
    name = words.ITEMS.get(item.type or "")
    if name == "coins" or name in ITEMS:
        return name
    return None

ITEMS_OF_QUEST = Template("rootlog.replay.items-of-quest", "the items the Quest that follows exhausts")
CARDS_OF_QUEST = Template("rootlog.replay.cards-of-quest", "the two cards the Quest before draws as its reward")
QUEST_ASSUMED = Template("rootlog.replay.quest-assumed", "the log exhausts no {suit:suit} quest's two items just "
                         "before: {quest} is assumed, the one of that suit still to be done likeliest from the items "
                         "it moves")
IMPROVISED_ASSUMED = Template("rootlog.replay.improvised-assumed", "Improvise makes his {item:item} count as any "
                              "item: of the {suit:suit} quests with the items the log exhausts, {quest} is assumed")
NO_QUEST_LEFT = Template("rootlog.replay.no-quest-left", "every {suit:suit} quest is done already: there are five "
                         "of each suit")
#: The reward's cards (9.5.5): two drawn.
REWARD_CARDS = 2


def _exhausted(action: m.Action, who: str | None) -> Counter | None:
    """The items an action only exhausts, by rootboard's name (``%s+%r->e``, ``%t->s+e``); None
    for any other action."""

    if not isinstance(action, m.Move) or not action.things or who is None:
        return None
    spaces = [place for place in action.to if isinstance(place, m.ItemSpace)]
    if len(spaces) != len(action.to) or not spaces or not any(s.state == "e" for s in spaces) \
            or any(s.area == "d" for s in spaces):
        return None
    found: Counter = Counter()
    for thing in action.things:
        if not isinstance(thing.what, m.Item) or thing.what.type is None or item_name(thing.what) is None:
            return None
        if thing.start is not None and not (isinstance(thing.start, m.ItemSpace) and thing.start.area != "d"):
            return None
        found[item_name(thing.what)] += thing.count
    return found


def _improvised(action: m.Action, who: str | None) -> str | None:
    """The item ``action`` only exhausts and damages at once (``%s->e+d``, ``%ct->d+e``): his
    Improvise in the quest after it (16.3.7); None for any other action."""
    if not isinstance(action, m.Move) or who is None or len(action.things) != 1:
        return None
    steps = list(action.steps())
    thing = action.things[0]
    if len(steps) != 1 or thing.count != 1 or not isinstance(thing.what, m.Item) or thing.what.type is None:
        return None
    to = steps[0].to
    if not isinstance(to, m.ItemSpace) or (to.area, to.state) != ("d", "e"):
        return None
    if thing.start is not None and not (isinstance(thing.start, m.ItemSpace) and thing.start.area != "d"):
        return None
    return item_name(thing.what)


def _improvised_as(quest: str, exhausted: Counter) -> str | None:
    """The item of ``quest`` an improvised item counts as, the others exhausted (``exhausted``);
    None when they are not the quest's others."""
    left = Counter(vagabond_quests.QUESTS[quest].items)
    if exhausted - left:
        return None
    left -= exhausted
    return next(iter(left)) if sum(left.values()) == 1 else None


def _candidates(state: GameState, suit: str) -> list[str]:
    """The quests of ``suit`` he may do now: face up, or not done yet while a face-up one is
    not named (9.5.5)."""
    up = vagabond_quests.face_up(state)
    done = vagabond_quests.all_completed(state)
    return [q for q, _, s, _ in vagabond_quests.QUEST_DATA if s == suit and (q in up or (None in up and q not in done))]


@record(frozen=True)
class QuestPlan:
    """The quest a log's quest is (None: none of its suit left), how many actions just before
    exhaust its items, its suit, and Improvise's item and the quest's item it counts as (16.3.7),
    with how many quests the log's items fit."""

    quest: str | None
    covered: int
    suit: str
    improvised: str | None = None
    improvised_as: str | None = None
    fitting: int = 1


def plan(ctx: TurnContext, state: GameState, index: int) -> QuestPlan:
    """The quest the ``index``-th action of the turn does."""
    QUESTS = vagabond_quests.QUESTS
    action = ctx.actions[index]
    card = next(t.what for t in action.things if isinstance(t.what, m.Card))
    suit = SUITS.get(card.suit or "", "")
    candidates = _candidates(state, suit)
    items: Counter = Counter()
    improvised = None
    for k in range(1, 3):  # a quest's two items: exhausted by one action or two
        before = ctx.actions[index - k] if index - k >= 0 else None
        found = _exhausted(before, ctx.current) if before is not None else None
        if found is None:
            found = _improvised(before, ctx.current) if before is not None and improvised is None else None
            if found is None:
                break
            improvised = found
        else:
            items += found
        if improvised is None:
            for quest in candidates:
                if Counter(QUESTS[quest].items) == items:
                    return QuestPlan(quest, k, suit)
            continue
        fitting = [(quest, _improvised_as(quest, items)) for quest in candidates]
        fitting = [(quest, instead) for quest, instead in fitting if instead is not None]
        if fitting:
            return QuestPlan(fitting[0][0], k, suit, improvised, fitting[0][1], len(fitting))
    return QuestPlan(_likeliest(ctx, state, index, candidates), 0, suit)


def _likeliest(ctx: TurnContext, state: GameState, index: int, candidates: list[str]) -> str | None:
    """A quest the log does not tell by its items: the one sharing most items with those the
    two actions before moved (exhausted and damaged, as some logs write it), then one he can
    pay now, then the first."""
    QUESTS = vagabond_quests.QUESTS
    hinted: Counter = Counter()
    for before in ctx.actions[max(0, index - 2):index]:
        if isinstance(before, m.Move):
            hinted += Counter(item_name(t.what) for t in before.things
                              if isinstance(t.what, m.Item) and t.what.type is not None)
    board = state.vagabonds.get(ctx.current)

    def payable(quest: str) -> bool:
        needs = Counter(QUESTS[quest].items)
        return board is not None and all(board.usable(item) >= n for item, n in needs.items())

    ranked = sorted(candidates, key=lambda q: (-sum((Counter(QUESTS[q].items) & hinted).values()), not payable(q)))
    return ranked[0] if ranked else None


def quest_ahead(ctx: TurnContext, state: GameState) -> bool:
    """Whether the action being translated exhausts items for the quest after it: then its
    exhaustion is the Quest's own."""
    for k in (1, 2):
        index = ctx.index + k
        if index >= len(ctx.actions):
            return False
        later = ctx.actions[index]
        if isinstance(later, m.Move) and any(is_quest(s) for s in later.steps()):
            return plan(ctx, state, index).covered >= k
        if _exhausted(later, ctx.current) is None and _improvised(later, ctx.current) is None:
            return False
    return False


def quest_steps(ctx: TurnContext, state: GameState, step: m.Step) -> list[Step]:
    """A quest done on a Vagabond's board (one that is no Vagabond's is refused by :mod:`.cards`,
    which reads it first)."""
    QUESTS = vagabond_quests.QUESTS
    who = faction_id(step.to.faction)
    found = plan(ctx, state, ctx.index)
    quest, covered, suit = found.quest, found.covered, found.suit
    if quest is None:
        return [Refused(NO_QUEST_LEFT("9.5.5", suit=suit))]
    reward = "points"
    following = ctx.next_action()
    if _draws_reward(following, who):
        reward = "cards"
        ctx.made_ahead(ctx.index + 1, CARDS_OF_QUEST("9.5.5"))
    assumed = None if covered else QUEST_ASSUMED("9.5.5", suit=suit, quest=QUESTS[quest].title)
    if found.fitting > 1:
        assumed = IMPROVISED_ASSUMED("16.3.7", "9.5.5", item=found.improvised, suit=suit, quest=QUESTS[quest].title)
    items = {*QUESTS[quest].items, *([found.improvised] if found.improvised else [])}
    return [Planned(vagabond_quests.CompleteQuest(who, quest, reward, improvised=found.improvised,
                                                  improvised_as=found.improvised_as),
                    assumed=assumed, touches=frozenset((who, item, None) for item in items))]


def _draws_reward(action: m.Action | None, who: str) -> bool:
    """``2#->V``: the two cards of the quest's reward, drawn into his hand."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
        return False
    thing, to = action.things[0], action.to[0]
    return isinstance(thing.what, m.Card) and thing.start is None and thing.count == REWARD_CARDS \
        and isinstance(to, m.Hand) and faction_id(to.faction) == who

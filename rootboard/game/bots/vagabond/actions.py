"""The Vagabot's own actions (Law of Rootbotics chapter 7), where they are not the Vagabond's
(9.5): his quest shown and completed, and his Aid. Each says what, why and its section; his items
are all alike to him (7.2.3 [RDB]), so he exhausts any face-up undamaged items, never one kind.

Sources: [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json`` SpecificDaylight.Vagabot
ActionQuest, ActionAid, TextHelper and ``src/app/models/vagabond.ts`` (quest(), aid(): the
Helper's "2x"), the one reading of these steps found: every value here is unconfirmed.

* Quest ([CR] ActionQuest): in a clearing of his quest's suit he exhausts any two items, the
  quest is discarded (his completed quests, as the quest display keeps them, 9.5.5) and he scores
  1 VP, ignoring the card's text; then the quest is replaced (a new one face up).
* Aid ([CR] ActionAid): to a player in his clearing with crafted items, he exhausts as many items
  as he can up to the number they have, takes that many of their items (face up, 9.5.4), scores
  that many VP, and they draw that many cards; Helper doubles the points and the cards ([CR]
  models/vagabond.ts "2x"; TextHelper's "one extra" is the same for one item).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.unconfirmed import BOT_TRAITS
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

QUEST_ITEMS = BOT_TRAITS["quest_items"]  # [CR] ActionQuest (one source: unconfirmed)
QUEST_POINTS = BOT_TRAITS["quest_points"]
HELPER_TIMES = BOT_TRAITS["helper_times"]  # [CR] models/vagabond.ts aid(): "2x" with Helper

NOT_VAGABOT = Template("bot.vagabot.not-vagabot", "{who:faction} {who:faction|sg=is|pl=are} not played by the "
                       "Vagabot: only he completes a quest this way")
QUEST_UNKNOWN = Template("bot.vagabot.quest-unknown", "{quest!r} is not a quest: {quests}")
QUEST_NOT_HIS = Template("bot.vagabot.quest-not-his", "{quest} is not the quest face up for the Vagabot")
QUEST_TAKEN = Template("bot.vagabot.quest-taken", "{quest} cannot be drawn: it is face up or completed already")
QUEST_SHOWN = Template("bot.vagabot.quest-shown", "his quest, face up and his alone: {quest} ({suit:suit})")
QUEST_HAS_ONE = Template("bot.vagabot.quest-has-one", "the Vagabot has a quest face up already")
QUEST_WRONG_SUIT = Template("bot.vagabot.quest-wrong-suit", "{quest} is done in a {suit:suit} clearing; the Vagabot "
                            "is in {where:area}")
QUEST_DONE = Template("bot.vagabot.quest-done", "the Vagabot exhausts two items, discards {quest} and scores 1 VP "
                      "(the card's text ignored)")
QUEST_NEXT = Template("bot.vagabot.quest-next", "his new quest: {quest} ({suit:suit})")
QUEST_NO_NEXT = Template("bot.vagabot.quest-no-next", "the quest deck is empty: no new quest for him")
TOO_FEW_ITEMS = Template("bot.vagabot.too-few-items", "the Vagabot has {have} face-up undamaged item to exhaust, "
                         "not {need}", plural="the Vagabot has {have} face-up undamaged items to exhaust, not {need}",
                         count="have")
AID_NOBODY = Template("bot.vagabot.aid-nobody", "{target:faction} {target:faction|sg=has|pl=have} no piece in "
                      "{where:area}, where the Vagabot is")
AID_NO_ITEMS = Template("bot.vagabot.aid-no-items", "the Vagabot takes at least one item when he aids")
AID_NOT_HELD = Template("bot.vagabot.aid-not-held", "{target:faction} {target:faction|sg=has|pl=have} no crafted "
                        "{item:item} left to take")
AID_DONE = Template("bot.vagabot.aid-done", "the Vagabot aids {target:faction}: he exhausts as many items as he "
                    "takes from them ({items:item}, face up) and scores {points} VP")
AID_DRAWS = Template("bot.vagabot.aid-draws", "{target:faction} {target:faction|sg=draws|pl=draw} {count} card, one "
                     "for each VP he scored", plural="{target:faction} {target:faction|sg=draws|pl=draw} {count} "
                     "cards, one for each VP he scored", count="count")
AID_LOG = Template("bot.vagabot.aid-log", "the Vagabot aids {target:faction}, taking {items:item}")
AID_HELPER = Template("bot.vagabot.aid-helper", "Helper: the points and the cards are doubled (a trait of the Law "
                      "of Rootbotics)")
AID_BOT_DRAWS_NONE = Template("bot.vagabot.aid-bot-draws-none", "{target:faction} {target:faction|sg=is|pl=are} "
                              "played by a bot, which keeps no hand: no card is drawn")
AID_CANNOT_DRAW = Template("bot.vagabot.aid-cannot-draw", "the deck and the discard pile hold too few cards for "
                           "{target:faction} to draw {count}: the table draws what it can")


def _board(state, fid):
    from rootboard.game.factions.vagabond.actions import board_or_refusal

    if fid not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=fid))
    board, refusal = board_or_refusal(state, fid)
    if refusal is None and state.bots.get(fid, {}).get("bot") != "vagabot":
        refusal = illegal(NOT_VAGABOT("16.1.3", who=fid))
    return board, refusal


def exhausted_any(board, count):
    """``board`` with ``count`` of his items exhausted, any of them alike (7.2.3 [RDB])."""
    from rootboard.game.bots.vagabond.items import any_face_up

    for _ in range(count):
        board = board.exhaust(any_face_up(board))
    return board


def _enough(board, need):
    from rootboard.game.bots.vagabond.items import spendable

    have = spendable(board)
    return None if have >= need else impossible(TOO_FEW_ITEMS("9.2.5", "16.1.3", have=have, need=need))


def _quest(name):
    from rootboard.game.factions.vagabond.quests import QUESTS

    if name not in QUESTS:
        raise BadInput(QUEST_UNKNOWN(quest=name, quests=sorted(QUESTS)))
    return QUESTS[name]


@record(frozen=True)
class BotQuestShown(Action):
    """His setup's quest (7.3.3 [CR] Setup): one quest face up, his alone, kept on the quest display
    (``rootboard.game.factions.vagabond.quests``, as the Vagabond's)."""

    vagabond: str
    quest: str
    kind = "bot-vagabot-quest-shown"

    def check(self, state):
        from rootboard.game.factions.vagabond.quests import all_completed, face_up

        q = _quest(self.quest)
        _, refusal = _board(state, self.vagabond)
        if refusal:
            return refusal
        if any(face_up(state)):
            return illegal(QUEST_HAS_ONE("16.1.3"))
        if self.quest in all_completed(state):
            return impossible(QUEST_TAKEN("9.5.5", quest=q.title))
        return legal(QUEST_SHOWN("16.1.3", quest=q.title, suit=q.suit))

    def edits(self, state):
        from rootboard.game.factions.vagabond.quests import deal_edits

        return deal_edits(state, [self.quest])

    def describe(self, law):
        q = _quest(self.quest)
        return QUEST_SHOWN("16.1.3", quest=q.title, suit=q.suit)


@record(frozen=True)
class BotQuest(Action):
    """Quest ([CR] ActionQuest): his face-up quest done in a clearing of its suit with any two
    items; 1 VP; ``next`` the quest that replaces it (None: the deck is empty)."""

    vagabond: str
    quest: str
    next: str | None = None
    kind = "bot-vagabot-quest"

    def check(self, state):
        from rootboard.game.factions.vagabond.actions import his_clearing, timing
        from rootboard.game.factions.vagabond.quests import all_completed, deck_count, face_up
        from rootboard.game.landmarks import clearing_suits

        q = _quest(self.quest)
        if self.next is not None:
            _quest(self.next)
        board, refusal = _board(state, self.vagabond)
        if refusal:
            return refusal
        if self.quest not in face_up(state):
            return impossible(QUEST_NOT_HIS("9.5.5", quest=q.title))
        where, refusal = his_clearing(state, self.vagabond, "Quest", "9.5.5")
        if refusal:
            return refusal
        refusal = _enough(board, QUEST_ITEMS)
        if refusal:
            return refusal
        if self.next is not None and (self.next == self.quest or self.next in face_up(state)
                                      or self.next in all_completed(state)):
            return impossible(QUEST_TAKEN("9.5.5", quest=_quest(self.next).title))
        if self.next is not None and deck_count(state) < 1:
            return impossible(QUEST_NO_NEXT("9.5.5"))
        if q.suit not in clearing_suits(state, where):
            return illegal(QUEST_WRONG_SUIT("9.5.5", "16.1.3", quest=q.title, suit=q.suit, where=where))
        late = timing(state, self.vagabond, "daylight", "Quest", "9.5.5")
        if late:
            return late
        _, notes = hirelings.score_edits(state, self.vagabond, QUEST_POINTS)
        new = (QUEST_NEXT("9.5.5", quest=_quest(self.next).title, suit=_quest(self.next).suit) if self.next
               else QUEST_NO_NEXT("9.5.5"))
        return legal(QUEST_DONE("9.5.5", "16.1.3", quest=q.title), new, *notes)

    def edits(self, state):
        from rootboard.game.factions.vagabond.actions import board_edit
        from rootboard.game.factions.vagabond.quests import completed, face_up, quest_edits, table_holder

        board = exhausted_any(state.vagabonds[self.vagabond], QUEST_ITEMS)
        up = face_up(state)
        slot = up.index(self.quest)
        if self.next is not None:
            up[slot] = self.next
        else:
            del up[slot]
        holder = table_holder(state)
        done = [*completed(state, self.vagabond), self.quest]
        changes = {holder: {"face_up": up}}
        changes[self.vagabond] = {**changes.get(self.vagabond, {}), "done": done}
        return [board_edit(state, self.vagabond, board), *quest_edits(state, changes),
                *hirelings.score_edits(state, self.vagabond, QUEST_POINTS)[0]]

    def describe(self, law):
        return QUEST_DONE("9.5.5", "16.1.3", quest=_quest(self.quest).title)


def crafted_items(state, fid) -> list[str]:
    """``fid``'s crafted items (its Crafted Items box, 4.1.2), as the Vagabond's board names them
    ("coins": the catalogue's "coin")."""
    return [{"coin": "coins"}.get(i, i) for i in state.crafted.boxes.get(fid, ())]


@record(frozen=True)
class BotAid(Action):
    """Aid ([CR] ActionAid): ``items`` taken from ``target``'s crafted items, as many of his own
    exhausted; he scores one VP for each and they draw a card for each (both doubled by Helper)."""

    vagabond: str
    target: str
    items: tuple[str, ...] = ()
    kind = "bot-vagabot-aid"

    def _times(self, state):
        from rootboard.game.bots import traits_of

        return HELPER_TIMES if "helper" in traits_of(state, self.vagabond) else 1

    def _draw(self, state):
        from rootboard.game.cards.actions import Draw

        return Draw(self.target, len(self.items) * self._times(state))

    def check(self, state):
        from rootboard.game.factions.vagabond.actions import his_clearing, timing
        from rootboard.game.factions.vagabond.board import ITEMS

        from rootboard.game.factions.vagabond.actions import AID_SELF, NO_SUCH_ITEM

        if self.target not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.target))
        if self.target == self.vagabond:
            raise BadInput(AID_SELF("9.5.4"))
        for item in self.items:
            if item not in ITEMS:
                raise BadInput(NO_SUCH_ITEM(item=item, items=list(ITEMS)))
        board, refusal = _board(state, self.vagabond)
        if refusal:
            return refusal
        if not self.items:
            return impossible(AID_NO_ITEMS("9.5.4", "16.1.3"))
        where, refusal = his_clearing(state, self.vagabond, "Aid", "9.5.4")
        if refusal:
            return refusal
        if not any(n for (f, _), n in state.pieces_at(where).items() if f == self.target):
            return illegal(AID_NOBODY("9.5.4", target=self.target, where=where))
        held = crafted_items(state, self.target)
        for item in set(self.items):
            if held.count(item) < self.items.count(item):
                return impossible(AID_NOT_HELD("9.5.4", target=self.target, item=item))
        refusal = _enough(board, len(self.items))
        if refusal:
            return refusal
        late = timing(state, self.vagabond, "daylight", "Aid", "9.5.4")
        if late:
            return late
        times = self._times(state)
        _, notes = hirelings.score_edits(state, self.vagabond, len(self.items) * times)
        if self.target in state.bots:  # Poor Manual Dexterity: a bot never draws (every bot's chapter)
            notes.append(AID_BOT_DRAWS_NONE("16.1.3", target=self.target))
        elif not self._draw(state).check(state).legal:
            notes.append(AID_CANNOT_DRAW("2.1", target=self.target, count=len(self.items) * times))
        else:
            notes.append(AID_DRAWS("9.5.4", "16.1.3", target=self.target, count=len(self.items) * times))
        if times > 1:
            notes.insert(0, AID_HELPER("16.1.3"))
        return legal(self._said(len(self.items) * times), *notes)

    def _said(self, per):
        return AID_DONE("9.5.4", "16.1.3", target=self.target, items=list(self.items), points=per)

    def edits(self, state):
        from rootboard.game.factions.vagabond.actions import board_edit

        times = self._times(state)
        board = exhausted_any(state.vagabonds[self.vagabond], len(self.items))
        crafted = state.crafted
        for item in self.items:
            board = board.gain(item)
            crafted = crafted.take_from_box(self.target, {"coins": "coin"}.get(item, item))
        edits = [board_edit(state, self.vagabond, board), state.set_edit("crafted", crafted),
                 *hirelings.score_edits(state, self.vagabond, len(self.items) * times)[0]]
        draw = self._draw(state)
        if self.target not in state.bots and draw.check(state).legal:
            edits += draw.edits(state)
        return edits

    def describe(self, law):
        return AID_LOG("9.5.4", "16.1.3", target=self.target, items=list(self.items))


ACTIONS = (BotQuestShown, BotQuest, BotAid)


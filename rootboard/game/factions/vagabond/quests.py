"""The quest cards (9.3.3, 9.5.5) and the Vagabond's Quest action.

Where they are kept: on the game's first Vagabond's own board (``state.boards[fid]["quests"]``),
``face_up`` the three quests on the table (public; ``None`` a quest dealt but not named yet),
``done`` each Vagabond's completed quests, by id (public, on his own board). Two Vagabonds share
the three face-up quests (9.7; SETUP.md 2.4). The quest deck's count is derived: the deck's
fifteen cards less those face up and those completed.
"""

from __future__ import annotations

from collections import Counter

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.vagabond.board import ITEMS
from rootboard.game.state import Edit
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

# --- the deck, as printed ---------------------------------------------------------------------
# Names and suits: Leder Games' card list, LederCards/cards content/card-data/root/en-US/rootbasegame.yml
# (ROOT/31 to ROOT/45, "<name> in a <suit> clearing"). The two items are printed as icons only
# there; they are read from the engine Tyler-B-Lee/ROOTRL (its quest deck table, QUEST_DECK_COMP),
# matching the tables of the other engines searched (ayellapragada/root). Facts only, no code.
# (id, English title, suit, the two items)
QUEST_DATA = (
    ("errand-rabbit", "Errand", "rabbit", ("tea", "boot")),              # ROOT/31
    ("errand-fox", "Errand", "fox", ("tea", "boot")),                    # ROOT/32
    ("escort-mouse", "Escort", "mouse", ("boot", "boot")),               # ROOT/33
    ("expel-bandits-rabbit", "Expel Bandits", "rabbit", ("sword", "sword")),  # ROOT/34
    ("expel-bandits-mouse", "Expel Bandits", "mouse", ("sword", "sword")),    # ROOT/35
    ("fend-off-a-bear-rabbit", "Fend off a Bear", "rabbit", ("torch", "crossbow")),  # ROOT/36
    ("fend-off-a-bear-mouse", "Fend off a Bear", "mouse", ("torch", "crossbow")),    # ROOT/37
    ("fundraising-fox", "Fundraising", "fox", ("tea", "coins")),         # ROOT/38
    ("give-a-speech-rabbit", "Give a Speech", "rabbit", ("torch", "tea")),  # ROOT/39
    ("give-a-speech-fox", "Give a Speech", "fox", ("torch", "tea")),     # ROOT/40
    ("guard-duty-rabbit", "Guard Duty", "rabbit", ("torch", "sword")),   # ROOT/41
    ("guard-duty-mouse", "Guard Duty", "mouse", ("torch", "sword")),     # ROOT/42
    ("logistics-help-fox", "Logistics Help", "fox", ("boot", "bag")),    # ROOT/43
    ("logistics-help-mouse", "Logistics Help", "mouse", ("boot", "bag")),  # ROOT/44
    ("repair-a-shed-fox", "Repair a Shed", "fox", ("torch", "hammer")),  # ROOT/45
)


@record(frozen=True)
class Quest:
    id: str
    title: str
    suit: str
    items: tuple


QUESTS = {q[0]: Quest(*q) for q in QUEST_DATA}
FACE_UP = 3  # 9.3.3: three quests face up
assert all(i in ITEMS for q in QUESTS.values() for i in q.items)

# --- messages ---------------------------------------------------------------------------------
NO_SUCH_QUEST = Template("input.no-such-quest", "unknown quest {quest!r}; quests: {quests}")
QUEST_NOT_UP = Template("quest.not-up", "{quest} is not one of the face-up quests ({up})")
QUEST_WRONG_SUIT = Template("quest.wrong-suit", "{quest} is done in a {suit:suit} clearing; the {who:faction} is "
                            "in {where:area}")
QUEST_REWARD = Template("input.quest-reward", "a quest's reward is 'cards' (draw 2) or 'points'; not {reward!r}")
QUEST_NEXT_TAKEN = Template("quest.next-taken", "{quest} cannot be drawn: it is face up or completed already")
QUEST_DECK_EMPTY = Template("quest.deck-empty", "the quest deck is empty: no new quest is drawn")
QUEST_CANNOT_DRAW = Template("quest.cannot-draw", "the {who:faction} cannot draw 2 cards: the deck and the discard "
                             "pile hold too few")
QUEST_POINTS = Template("quest.points", "the {who:faction} completes {quest} and scores {count} VP: his "
                        "{count} completed {suit:suit} quest, this one included",
                        plural="the {who:faction} completes {quest} and scores {count} VP: his {count} completed "
                        "{suit:suit} quests, this one included", count="count")
QUEST_CARDS = Template("quest.cards", "the {who:faction} completes {quest} and draws 2 cards")
QUEST_NEW = Template("quest.new", "a new quest is drawn face up: {quest}")
QUEST_NEW_UNNAMED = Template("quest.new-unnamed", "a new quest is drawn face up; name it when it is seen")
# How an action is said where it is offered or logged: the two rewards, and Improvise, told apart.
QUEST_LOG_REWARD = {"points": Template("quest.log-points", "the {who:faction} completes the quest {quest} for "
                                                           "victory points"),
                    "cards": Template("quest.log-cards", "the {who:faction} completes the quest {quest} for 2 cards")}
QUEST_LOG_IMPROVISED = Template("quest.log-improvised", "{quest_done}, improvising: his {item:item} counts as "
                                                        "{instead:item.a}")
# Improvise (16.3.7, the Adventurer's special action).
IMPROVISED = Template("quest.improvised", "Improvise: the {who:faction}'s {item:item} counts as {instead:item.a}; "
                      "exhausted for the quest, it is damaged too")
IMPROVISE_NOT_HIS = Template("quest.improvise-not-his", "only the Adventurer improvises: the {who:faction} is "
                             "the {character:character}")
IMPROVISED_ALREADY = Template("quest.improvised-already", "the {who:faction} has improvised this turn already: "
                              "once per turn")
IMPROVISE_PAIR = Template("input.quest-improvise", "Improvise names the item he improvises with and the quest's "
                          "item it counts as ({instead!r} of {items}), both or neither")
BOARD_QUEST = Template("game-file.vagabond.quest", "{who:faction}: quest {quest!r} is unknown, or held twice")
BOARD_QUESTS_UP = Template("game-file.vagabond.quests-up", "{who:faction}: {count} face-up quests; at most 3")


# --- where they are -----------------------------------------------------------------------------

def table_holder(state) -> str | None:
    """The Vagabond whose board keeps the shared face-up quests: the game's first (9.7)."""
    return next((f for f in state.factions if state.law[f].vagabond), None)


def quest_board(state, fid: str) -> dict:
    return dict(state.boards.get(fid, {}).get("quests", {}))


def face_up(state) -> list:
    holder = table_holder(state)
    return list(quest_board(state, holder).get("face_up", [])) if holder else []


def completed(state, fid: str) -> list[str]:
    return list(quest_board(state, fid).get("done", []))


def completed_by_suit(state, fid: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for q in completed(state, fid):
        found[QUESTS[q].suit] = found.get(QUESTS[q].suit, 0) + 1
    return found


def all_completed(state) -> list[str]:
    return [q for f in state.factions if state.law[f].vagabond for q in completed(state, f)]


def deck_count(state) -> int:
    """Derived: the quest deck's cards not face up and not completed (9.3.3)."""
    return len(QUESTS) - len(face_up(state)) - len(all_completed(state))


def quest_edits(state, changes: dict[str, dict]) -> list[Edit]:
    """One edit of ``boards``: each named Vagabond's ``quests`` entry updated by ``changes``."""
    boards = {f: dict(b) for f, b in state.boards.items()}
    for fid, change in changes.items():
        board = dict(boards.get(fid, {}))
        board["quests"] = {**board.get("quests", {}), **change}
        boards[fid] = board
    return [state.set_edit("boards", boards)]


def deal_edits(state, quests: list) -> list[Edit]:
    """Setup (9.3.3): the three face-up quests, named (or None: not named yet)."""
    holder = table_holder(state)
    return quest_edits(state, {holder: {"face_up": list(quests), "done": completed(state, holder)}})


def quests_problem(state, fid: str):
    """A game file's quests: known ids, none twice, at most three face up."""
    board = quest_board(state, fid)
    up = [q for q in board.get("face_up", [])]
    if len(up) > FACE_UP:
        return BOARD_QUESTS_UP("9.3.3", who=fid, count=len(up))
    seen = [q for q in up if q is not None] + all_completed(state)
    for q in seen:
        if q not in QUESTS or seen.count(q) > 1:
            return BOARD_QUEST("9.5.5", who=fid, quest=q)
    return None


# --- the action ---------------------------------------------------------------------------------

#: Improvise (16.3.7): the Adventurer's special action; its use this turn is kept in ``state.used``
#: (cleared at the turn's end), as once per turn.
IMPROVISE = "improvise"
IMPROVISE_USED = "vagabond-improvise"


def improvises(board) -> bool:
    """Whether his character's special action is Improvise (16.3.7): the Adventurer's."""
    from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME

    known = CHARACTER_BY_NAME.get(board.character)
    return known is not None and known.special == IMPROVISE


def _improvise_refusal(state, board, fid: str):
    """Improvise is the Adventurer's, once per turn (16.3.7): illegal otherwise."""
    if not improvises(board):
        return illegal(IMPROVISE_NOT_HIS("16.3.7", who=fid, character=board.character))
    if IMPROVISE_USED in state.used:
        return illegal(IMPROVISED_ALREADY("16.3.7", who=fid))
    return None


@record(frozen=True)
class CompleteQuest(Action):
    """Quest (9.5.5): in a clearing of the quest's suit, exhaust its two items; then draw 2 cards
    (``reward`` "cards") or score 1 VP per quest of that suit he has completed, this one
    included ("points"). A new quest is drawn face up: ``next`` names it (None: not named
    yet). A face-up quest not named yet (None) is named by ``quest`` as it is done."""

    vagabond: str
    quest: str
    reward: str = "points"
    next: str | None = None
    # Improvise (16.3.7): his item that counts as one of the quest's items (``improvised_as``);
    # exhausted for the quest, it is damaged too. None: no Improvise.
    improvised: str | None = None
    improvised_as: str | None = None
    kind = "vagabond-quest"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.improvised is None and self.improvised_as is None:
            del data["improvised"], data["improvised_as"]  # as files written before Improvise
        return data

    def _needs(self, q) -> Counter:
        """The items he exhausts: the quest's, one of them paid by the improvised item (16.3.7)."""
        needs = Counter(q.items)
        if self.improvised is not None:
            needs[self.improvised_as] -= 1
            needs[self.improvised] += 1
        return +needs

    def _plan(self, state):
        from rootboard.game.factions.vagabond.actions import board_or_refusal, his_clearing, pay, timing
        from rootboard.game.landmarks import clearing_suits

        if self.quest not in QUESTS:
            raise BadInput(NO_SUCH_QUEST(quest=self.quest, quests=sorted(QUESTS)))
        if self.reward not in ("cards", "points"):
            raise BadInput(QUEST_REWARD(reward=self.reward))
        if self.next is not None and self.next not in QUESTS:
            raise BadInput(NO_SUCH_QUEST(quest=self.next, quests=sorted(QUESTS)))
        q = QUESTS[self.quest]
        if (self.improvised is None) != (self.improvised_as is None) or self.improvised is not None and (
                self.improvised not in ITEMS or self.improvised_as not in q.items):
            raise BadInput(IMPROVISE_PAIR(instead=self.improvised_as, items=", ".join(q.items)))
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal, None
        up = face_up(state)
        if self.quest not in up and (None not in up or self.quest in all_completed(state)):
            return impossible(QUEST_NOT_UP("9.5.5", quest=q.title, up=", ".join(QUESTS[u].title if u else "?"
                                                                                  for u in up))), None
        where, refusal = his_clearing(state, self.vagabond, "Quest", "9.5.5")
        if refusal:
            return refusal, None
        # In the card's printed order, not a set's: which missing item the refusal names must
        # not change with the process's string hashes (a log's report is the same every time).
        needs = self._needs(q)
        for item in dict.fromkeys([*q.items, *needs]):
            refusal = pay(board, self.vagabond, item, needs[item], "Quest", "9.5.5") if needs[item] else None
            if refusal:
                return refusal, None
        left = deck_count(state) - (0 if self.quest in up else 1)  # naming an unnamed one takes no card
        # Illegal, yet played in teach mode (a log's quest in a clearing of another suit): the
        # refusal keeps its plan, so that the quest can be applied as the table played it.
        wrong = None if q.suit in clearing_suits(state, where) else illegal(
            QUEST_WRONG_SUIT("9.5.5", quest=q.title, suit=q.suit, who=self.vagabond, where=where))
        if self.next is not None:
            if self.next == self.quest or self.next in up or self.next in all_completed(state):
                return impossible(QUEST_NEXT_TAKEN("9.5.5", quest=QUESTS[self.next].title)), None
            if left < 1:
                return impossible(QUEST_DECK_EMPTY("9.5.5")), None
        if self.reward == "cards":
            from rootboard.game.cards.actions import Draw
            if not Draw(self.vagabond, 2).check(state).legal:
                return impossible(QUEST_CANNOT_DRAW("9.5.5", "2.1", who=self.vagabond)), None
        improvise = _improvise_refusal(state, board, self.vagabond) if self.improvised is not None else None
        late = wrong or improvise or timing(state, self.vagabond, "daylight", "Quest", "9.5.5")
        return late, (board, q, up, left)

    def check(self, state):
        refusal, plan = self._plan(state)
        if refusal:
            return refusal
        _, q, _, left = plan
        if self.reward == "points":
            count = completed_by_suit(state, self.vagabond).get(q.suit, 0) + 1
            done = QUEST_POINTS("9.5.5", who=self.vagabond, quest=q.title, count=count, suit=q.suit)
        else:
            done = QUEST_CARDS("9.5.5", who=self.vagabond, quest=q.title)
        new = (QUEST_NEW("9.5.5", quest=QUESTS[self.next].title) if self.next
               else QUEST_NEW_UNNAMED("9.5.5") if left > 0 else QUEST_DECK_EMPTY("9.5.5"))
        improvised = None if self.improvised is None else IMPROVISED(
            "16.3.7", who=self.vagabond, item=self.improvised, instead=self.improvised_as)
        return legal(done, new, improvised)

    def edits(self, state):
        from rootboard.game.factions.vagabond.actions import board_edit

        _, plan = self._plan(state)
        if plan is None:  # impossible: nothing to do
            return []
        board, q, up, left = plan
        needs = self._needs(q)
        if self.improvised is not None:  # exhausted for the quest, and damaged (16.3.7)
            needs[self.improvised] -= 1
            board = board.exhaust(self.improvised).damage(self.improvised, exhausted=True)
        for item, n in needs.items():
            board = board.exhaust(item, n)
        slot = up.index(self.quest) if self.quest in up else up.index(None)
        if left > 0:
            up[slot] = self.next
        else:
            del up[slot]
        holder = table_holder(state)
        changes = {holder: {"face_up": up}}
        changes.setdefault(self.vagabond, {})["done"] = [*completed(state, self.vagabond), self.quest]
        if holder == self.vagabond:
            changes = {holder: {"face_up": up, "done": changes[self.vagabond]["done"]}}
        edits = [board_edit(state, self.vagabond, board), *quest_edits(state, changes)]
        if self.improvised is not None:
            edits.append(state.set_edit("used", state.used | {IMPROVISE_USED}))
        if self.reward == "points":
            edits.append(Edit("score", (self.vagabond, completed_by_suit(state, self.vagabond).get(q.suit, 0) + 1)))
        else:
            from rootboard.game.cards.actions import Draw
            edits += Draw(self.vagabond, 2).edits(state)
        return edits

    def describe(self, law):
        done = QUEST_LOG_REWARD[self.reward]("9.5.5", who=self.vagabond, quest=QUESTS[self.quest].title)
        if self.improvised is None:
            return done
        return QUEST_LOG_IMPROVISED("9.5.5", "16.3.7", quest_done=done, item=self.improvised,
                                    instead=self.improvised_as)


ACTIONS = (CompleteQuest,)

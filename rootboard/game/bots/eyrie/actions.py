"""The Electric Eyrie's own actions (Law of Rootbotics, chapter 5), where no action of the Eyrie
Dynasties' room fits: their Decree holds named cards in action columns under a leader (7.4.2,
7.5.2), the bot's holds order cards by suit with no leader (:mod:`.board`).

* ``bot-eyrie-decree``: a card added to the Decree: the order card to its suit's column in her
  Birdsong (5.4.3 [RDB]); a Loyal Vizier (5.3.3 [RDB]) or the bird Ambush ([CR] Difficulty,
  Challenging and Nightmare) to the bird column at setup.
* ``bot-eyrie-turmoil``: Turmoil ([CR] SpecificExtra "Purge", "NoNobility"/"YesNobility"):
  she loses a point per bird card in the Decree (with Nobility she scores them instead), and the
  Decree is purged but for the Loyal Viziers. Going to Evening is the phase's own action.
Her Decree is public: each is one ``set`` of ``boards``, undone exactly.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.bots.eyrie.board import (AMBUSH, BIRD, CARDS, COLUMNS, ORDER, VIZIER, VIZIERS, board_of,
                                             column_said)
from rootboard.game.turns.own_phase import outside_own
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_THE_BOT = Template("bot.eyrie.not-the-bot", "{who:faction.whose} seat is not played by the Electric Eyrie: "
                       "only she keeps a Decree of order cards")
UNKNOWN_COLUMN = Template("bot.eyrie.unknown-column", "{column!r} is not a column of her Decree: {choices:suit}")
UNKNOWN_CARD = Template("bot.eyrie.unknown-card", "{card!r} is not a Decree card: {choices}")
BIRD_ONLY = Template("bot.eyrie.bird-only", "a Loyal Vizier and the Ambush are bird cards: they go in the bird "
                     "column")
VIZIERS_IN = Template("bot.eyrie.viziers-in", "both Loyal Viziers are already in the Decree")
AMBUSH_IN = Template("bot.eyrie.ambush-in", "the bird Ambush is already in the Decree")
NOT_HER_BIRDSONG = Template("bot.eyrie.not-her-birdsong", "an order card is added to the Decree in her own Birdsong; "
                            "it is {current:faction.whose} {phase:phase}")
ADDED = {ORDER: Template("bot.eyrie.added.order", "the Electric Eyrie's Decree: an order card added to {column}"),
         VIZIER: Template("bot.eyrie.added.vizier", "the Electric Eyrie's Decree: a Loyal Vizier added to {column}"),
         AMBUSH: Template("bot.eyrie.added.ambush", "the Electric Eyrie's Decree: a bird Ambush added to {column}")}
PURGED = Template("bot.eyrie.purged", "Turmoil: {points} VP for the bird cards in the Decree, the Decree purged but for "
                  "the Loyal Viziers")
PURGED_LOG = Template("bot.eyrie.purged-log", "Turmoil: the Electric Eyrie's Decree purged but for the Loyal Viziers")
NOTHING_TO_PURGE = Template("bot.eyrie.nothing", "the Decree holds only Loyal Viziers: Turmoil comes when a step "
                            "cannot be done, with order cards in it")


def _seat(state, fid):
    if fid not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=fid))
    if state.bots.get(fid, {}).get("bot") != "electric-eyrie":
        return illegal(NOT_THE_BOT("16.1.3", who=fid))
    return None


def _set_board(state, fid, board):
    return state.set_edit("boards", {**state.boards, fid: board})


@record(frozen=True)
class BotDecree(Action):
    faction: str
    column: str
    card: str = ORDER
    kind = "bot-eyrie-decree"

    def check(self, state):
        if self.column not in COLUMNS:
            raise BadInput(UNKNOWN_COLUMN(column=self.column, choices=list(COLUMNS)))
        if self.card not in CARDS:
            raise BadInput(UNKNOWN_CARD(card=self.card, choices=list(CARDS)))
        refused = _seat(state, self.faction)
        if refused:
            return refused
        bird = board_of(state, self.faction)["decree"][BIRD]
        if self.card != ORDER and self.column != BIRD:
            return illegal(BIRD_ONLY("16.1.3"))
        if self.card == VIZIER and bird.count(VIZIER) >= VIZIERS:
            return illegal(VIZIERS_IN("16.1.3"))
        if self.card == AMBUSH and AMBUSH in bird:
            return illegal(AMBUSH_IN("16.1.3"))
        if self.card == ORDER and outside_own(state, self.faction, "birdsong", turn_trusted=True):
            return illegal(NOT_HER_BIRDSONG("16.1.3", "1.4.1", current=state.current, phase=state.phase))
        return legal(self.describe(state.law))

    def edits(self, state):
        board = board_of(state, self.faction)
        decree = {c: list(board["decree"][c]) for c in COLUMNS}
        decree[self.column].append(self.card)
        return [_set_board(state, self.faction, {**board, "decree": decree})]

    def describe(self, law):
        return ADDED.get(self.card, ADDED[ORDER])("16.1.3", column=column_said(self.column))


@record(frozen=True)
class BotTurmoil(Action):
    faction: str
    nobility: bool = False  # the trait Nobility: the bird cards score instead ([CR] YesNobility)
    kind = "bot-eyrie-turmoil"

    def _points(self, state) -> int:
        birds = len(board_of(state, self.faction)["decree"][BIRD])
        return birds if self.nobility else -birds

    def check(self, state):
        refused = _seat(state, self.faction)
        if refused:
            return refused
        decree = board_of(state, self.faction)["decree"]
        if all(card == VIZIER for c in COLUMNS for card in decree[c]):
            return illegal(NOTHING_TO_PURGE("16.1.3"))
        notes = hirelings.score_edits(state, self.faction, self._points(state))[1] if self._points(state) else []
        return legal(PURGED("16.1.3", points=self._points(state)), *notes)

    def edits(self, state):
        board = board_of(state, self.faction)
        kept = {c: [card for card in board["decree"][c] if card == VIZIER] for c in COLUMNS}
        points = self._points(state)
        scored = hirelings.score_edits(state, self.faction, points)[0] if points else []
        return [*scored, _set_board(state, self.faction, {**board, "decree": kept})]

    def describe(self, law):
        return PURGED_LOG("16.1.3")


ACTIONS = (BotDecree, BotTurmoil)

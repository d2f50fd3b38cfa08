"""The Forest Patrol's card (16.4.2.II; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`, ``keeps_removed``): whenever Patrol
warriors are removed, one of them goes on its card, not to the supply; its Daylight action's
second choice places all the warriors on its card in a clearing with Patrol warriors
(``hireling-patrol hireling=forest-patrol where=C``; the first, move then battle, stays the
table's ``hireling-use``).

The warriors on the card are the hireling's board in the game file (``boards``:
``{"warriors": N}``), kept out of its supply as the Alliance's officers are (``out``), so the
file's piece count (map, supply, out) still balances with the box (1.5.1).

One per removal, not per warrior: the card says "whenever any Patrol warriors are removed,
place one of them", and the Law removes pieces removed at once all first, then triggers what
their removal causes (1.5.4). So one Remove of several warriors in one clearing sends one, and
a battle's removals made at the same time (one batch of hits) send one. An effect that removes
in several clearings at once (the Flame Bearers' burn) is several removals here, one per
clearing, each sending one: rootboard's unit of a removal is one clearing's.
"""

from __future__ import annotations

from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.abilities import side_has
from rootboard.game.factions.hirelings.uses import SECTIONS, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

SECTION = "16.4.2.II"
FLAG = "keeps_removed"
KEY = "warriors"  # its board in the game file: {"warriors": N}

TO_CARD = Template("hireling-patrol.to-card", "one removed warrior of {hireling:card} goes on its card, not to the "
                   "supply (its card)")
ON_CARD = Template("hireling-patrol.on-card", "on {hireling:card}: {count} warrior, removed",
                   plural="on {hireling:card}: {count} warriors, removed", count="count")
NO_RETURN = Template("hireling-patrol.no-return", "{hireling:card.whose} action places no warriors from its card: "
                     "that is the Forest Patrol's")
NONE_ON_CARD = Template("hireling-patrol.none-on-card", "no warrior of {hireling:card} is on its card: none has been "
                        "removed since they were last placed (its card)")
NOT_A_CLEARING = Template("hireling-patrol.not-a-clearing", "{where:area} is not a clearing: {hireling:card.whose} "
                          "card places its warriors in a clearing (its card)")
NO_PATROL_THERE = Template("hireling-patrol.none-there", "{where:area} holds no warrior of {hireling:card}: its card "
                           "places the warriors on it in a clearing with Patrol warriors (its card)")
PLACES = Template("hireling-patrol.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} "
                  "action: the {count} warrior on its card placed in {where:area}",
                  plural="{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} action: the {count} "
                  "warriors on its card placed in {where:area}", count="count")
PLACE_LOG = Template("hireling-patrol.log", "{hireling:faction}: the warriors on its card placed in {where:area}")
BAD_BOARD = Template("hireling-patrol.bad-board", "{hireling:card.whose} card holds {count} warrior, and "
                     "{out} of its warriors are kept off the map and out of its supply",
                     plural="{hireling:card.whose} card holds {count} warriors, and {out} of its warriors are kept "
                     "off the map and out of its supply", count="count")
OVER_BOX = Template("hireling-patrol.over-box", "{hireling:card.whose} card holds {count} warrior; the box has "
                    "{box}", plural="{hireling:card.whose} card holds {count} warriors; the box has {box}",
                    count="count")


def keeps_removed(state, hireling: str) -> bool:
    """Whether the side of ``hireling`` showing keeps a removed warrior on its card."""
    return bool(side_has(state, hireling, FLAG))


def on_card(state, hireling: str) -> int:
    """How many of ``hireling``'s warriors are on its card (its board in the game file)."""
    board = state.boards.get(hireling) or {}
    return board.get(KEY, 0)


def _board_edit(state, hireling: str, n: int):
    boards = {k: v for k, v in state.boards.items() if k != hireling}
    rest = {k: v for k, v in (state.boards.get(hireling) or {}).items() if k != KEY}
    if n or rest:
        boards[hireling] = {**rest, **({KEY: n} if n else {})}
    return state.set_edit("boards", boards)


def to_card_edits(state, hireling: str) -> list:
    """The edits that put one of its warriors, just removed to its supply, on its card."""
    return [shift((hireling, WARRIOR), SUPPLY, OUT, 1), _board_edit(state, hireling, on_card(state, hireling) + 1)]


def removal_notes(state, hireling: str, r) -> list:
    if r.piece != WARRIOR or r.in_battle:
        return []  # in battle: said once for the batch (removed_in_battle)
    return [TO_CARD(SECTION, "1.5.4", hireling=showing(state, hireling))]


def removal_edits(state, hireling: str, r) -> list:
    """A removal outside battle: one warrior of those removed to its card (one per removal, 1.5.4)."""
    if r.piece != WARRIOR or r.in_battle:
        return []
    return to_card_edits(state, hireling)


def removed_in_battle(state, hireling: str, fight, removals: list) -> list:
    """Its warriors removed at the same time in battle: one of them to its card (1.5.4)."""
    if not any(r.piece == WARRIOR for r in removals):
        return []
    fight.do(to_card_edits(fight.state, hireling))
    return [TO_CARD(SECTION, "1.5.4", hireling=showing(state, hireling))]


@record(frozen=True)
class ReturnFromCard(Action):
    """The second choice of the Forest Patrol's Daylight action (16.4.2.IV): all the Patrol
    warriors on its card placed in ``where``, a clearing with Patrol warriors; the action is spent."""

    hireling: str
    where: int | str
    use: int = 1
    kind = "hireling-patrol"

    def _plan(self, state):
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        where = state.parse_area(self.where)
        if not spec.get("card_warriors") or not keeps_removed(state, self.hireling):
            return impossible(NO_RETURN(section, hireling=side))
        n = on_card(state, self.hireling)
        if not n:
            return impossible(NONE_ON_CARD(section, SECTION, hireling=side))
        if not isinstance(where, int):
            return impossible(NOT_A_CLEARING(section, where=where, hireling=side))
        scratch = state.position_copy()  # placed from its card: as if from its supply
        scratch.apply([shift((self.hireling, WARRIOR), OUT, SUPPLY, n)])
        placed = place_refusal(scratch, PieceRequest(self.hireling, WARRIOR, where, n))
        if placed is not None and not placed.possible:
            return placed
        if not state.count(where, (self.hireling, WARRIOR)):
            return illegal(NO_PATROL_THERE(section, SECTION, where=where, hireling=side))
        return refusal(state, self.hireling, self.use) or placed

    def check(self, state):
        problem = self._plan(state)
        if problem is not None:
            return problem
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        return legal(PLACES(section, SECTION, who=state.current, hireling=showing(state, self.hireling),
                            where=state.parse_area(self.where), count=on_card(state, self.hireling)))

    def edits(self, state):
        n, where = on_card(state, self.hireling), state.parse_area(self.where)
        return [shift((self.hireling, WARRIOR), OUT, where, n), _board_edit(state, self.hireling, 0),
                state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return PLACE_LOG("16.4.2.IV", hireling=self.hireling, where=self.where)


def candidates(state, hireling: str, n: int) -> list:
    """Each clearing the warriors on its card might go to (its own check judges each)."""
    return [ReturnFromCard(hireling, c, n) for c in sorted(state.topology.board.clearings)]


def board_problem(state, hireling: str):
    """(element, problem) for the warriors on its card: no more than the box holds (1.5.1), and
    exactly its warriors kept out of its supply and off the map."""
    board = state.boards.get(hireling) or {}
    element = f"boards.{hireling}.{KEY}"
    side = showing(state, hireling)
    n = board.get(KEY, 0)  # a whole number, nought or more: the schema's (boards.forest-patrol)
    box = state.law[hireling].piece(WARRIOR).count
    if n > box:
        return element, OVER_BOX("1.5.1", SECTION, hireling=side, count=n, box=box)
    out = state.out.get((hireling, WARRIOR), 0)
    if n != out:
        return element, BAD_BOARD("1.5.1", SECTION, hireling=side, count=n, out=out)
    return None


def board_words(state, hireling: str) -> list:
    n = on_card(state, hireling)
    return [ON_CARD(SECTION, hireling=showing(state, hireling), count=n)] if n else []


ACTIONS = (ReturnFromCard,)

"""The League of Adventurous Mice (Exiles and Partisans deck): an item of one's own Crafted Items
box (4.1.2) exhausted to take a move or initiate a battle, and those items refreshed.

The card's facts (once, in Daylight; when the items turn face up again) are data in
:data:`rootboard.game.unconfirmed.LEAGUE`, with their source. The exhaust gives one move or one
battle of the League's own (4.1.3; 4.2, 4.3): the next one its owner plays this Daylight, judged
by its own check and outside the board's actions (:mod:`rootboard.game.turns.granted`). The face
of the items is ``GameState.crafted.exhausted`` (:mod:`rootboard.game.crafted`).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action, NOT_IN_THIS_GAME
from rootboard.game.cards import places
from rootboard.game.crafted import check_item
from rootboard.game.turns import granted
from rootboard.game.turns.own_phase import refused_outside_own
from rootboard.game.unconfirmed import LEAGUE
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

CARD = LEAGUE["card"]
USED = "league"  # in GameState.used once the League was used this turn (its owner's: one per turn)
SECTION = "4.1.3"  # a persistent effect, used as its card says (the card's own words: unconfirmed)
BOX = "4.1.2"  # the Crafted Items box

EXHAUSTED = Template("action.league-exhaust", "{who:faction} {who:faction|sg=exhausts|pl=exhaust} {item:item} in "
                     "{who:faction|sg=its|pl=their} Crafted Items box for {card:cardname}: a move or a battle follows")
REFRESHED = Template("action.refresh-crafted", "{who:faction} {who:faction|sg=refreshes|pl=refresh} {items:item} in "
                     "{who:faction|sg=its|pl=their} Crafted Items box")
NOT_IN_PLAY = Template("league.not-in-play", "{who:faction} cannot exhaust a crafted item for a move or a battle: "
                       "{card:cardname} is not in {who:faction.whose} play area")
NOT_OWN_DAYLIGHT = Template("league.not-daylight", "{card:cardname} is used in {who:faction.whose} own Daylight; it is "
                            "{current:faction.whose} {phase:phase}")
ONCE = Template("league.once", "{card:cardname} is used once in Daylight: {who:faction} already used it this turn")
NONE_FACE_UP = Template("league.none-face-up", "{who:faction.whose} Crafted Items box holds no face-up {item:item} to "
                        "exhaust")
NOT_EXHAUSTED = Template("league.not-exhausted", "{who:faction.whose} Crafted Items box holds no exhausted {item:item} "
                         "to refresh")
REFRESH_WHEN = Template("league.refresh-when", "the items of a Crafted Items box are refreshed in their owner's "
                        "Birdsong (neither the card nor the Law says when: unconfirmed); it is {current:faction.whose} "
                        "{phase:phase}")
REFRESHED_ALL = Template("action.refresh-crafted-all", "{who:faction} {who:faction|sg=refreshes|pl=refresh} every "
                         "exhausted item in {who:faction|sg=its|pl=their} Crafted Items box")
NOTHING_EXHAUSTED = Template("league.nothing-exhausted", "{who:faction.whose} Crafted Items box holds no exhausted "
                             "item: nothing to refresh")


def _checked(state, faction: str, items) -> None:
    """Bad input: a faction not in this game, a name that is no item."""
    if faction not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=faction))
    for item in items:
        check_item(item)


def _when(state, faction: str, phase: str, problem: Template) -> Verdict | None:
    """Refused unless it is ``faction``'s ``phase`` (the phase trusted when rootboard does not track it)."""
    return refused_outside_own(state, faction, phase, lambda: problem(SECTION, who=faction, card=CARD,
                                                                      current=state.current, phase=state.phase))


@record(frozen=True)
class LeagueExhaust(Action):
    """Exhaust one face-up ``item`` of one's own Crafted Items box for the League of Adventurous
    Mice, once in one's own Daylight, to take a move or initiate a battle (the card's text)."""

    faction: str
    item: str
    kind = "league-exhaust"

    def check(self, state) -> Verdict:
        _checked(state, self.faction, (self.item,))
        if self.item not in state.crafted.face_up(self.faction):  # not there: not even in teach mode
            return impossible(NONE_FACE_UP(BOX, who=self.faction, item=self.item))
        # Whether the card is in play is known only where the cards are kept (places.tracked).
        in_play = CARD in places.in_play(state, self.faction) or CARD in places.used_in_play(state, self.faction)
        if places.tracked(state) and not in_play:
            return illegal(NOT_IN_PLAY(SECTION, who=self.faction, card=CARD))
        late = _when(state, self.faction, LEAGUE["phase"], NOT_OWN_DAYLIGHT)
        if late is not None:
            return late
        if USED in state.used:  # LEAGUE["uses"] == 1: once in Daylight
            return illegal(ONCE(SECTION, who=self.faction, card=CARD))
        return legal(self.describe(state.law))

    def edits(self, state):
        return [state.set_edit("crafted", state.crafted.exhaust(self.faction, self.item)),
                # Once a turn; the move or battle it gives: the next one played in this phase, its
                # Daylight (one the table exhausts at another time, in teach mode: that phase's).
                state.set_edit("used", state.used | {USED, granted.mark(CARD, self._phase(state))})]

    @staticmethod
    def _phase(state) -> str:
        """The phase the exhaust is made in: the tracked one, else the card's (the table's word)."""
        return state.phase if state.phase_tracked else LEAGUE["phase"]

    def describe(self, law):
        return EXHAUSTED(SECTION, who=self.faction, item=self.item, card=CARD)


@record(frozen=True)
class RefreshCrafted(Action):
    """Turn exhausted ``items`` of one's own Crafted Items box face up again (none named: every
    exhausted one), in one's own Birdsong (:data:`LEAGUE`: when is unconfirmed)."""

    faction: str
    items: tuple[str, ...] = ()
    kind = "refresh-crafted"

    def _items(self, state) -> tuple[str, ...]:
        return self.items or state.crafted.exhausted.get(self.faction, ())

    def check(self, state) -> Verdict:
        _checked(state, self.faction, self.items)
        face_down = list(state.crafted.exhausted.get(self.faction, ()))
        if not face_down:
            return impossible(NOTHING_EXHAUSTED(BOX, who=self.faction))
        for item in self.items:
            if item not in face_down:
                return impossible(NOT_EXHAUSTED(BOX, who=self.faction, item=item))
            face_down.remove(item)
        late = _when(state, self.faction, LEAGUE["refresh"], REFRESH_WHEN)
        if late is not None:
            return late
        return legal(self.describe(state.law))

    def edits(self, state):
        return [state.set_edit("crafted", state.crafted.refresh(self.faction, self._items(state)))]

    def describe(self, law):
        if not self.items:
            return REFRESHED_ALL(BOX, who=self.faction)
        return REFRESHED(BOX, who=self.faction, items=list(self.items))


ACTIONS = (LeagueExhaust, RefreshCrafted)


def candidates(state) -> list:
    """What the faction on turn may do with its box's faces now, judged by the checks above: each
    face-up item it may exhaust (one of a kind), and all its exhausted items refreshed."""
    fid = state.current
    found: list[Action] = [LeagueExhaust(fid, item) for item in sorted(set(state.crafted.face_up(fid)))]
    face_down = state.crafted.exhausted.get(fid, ())
    if face_down:
        found.append(RefreshCrafted(fid))
    return found

"""A hireling's Hired action (16.4.2.I): "when they take control of the hireling, the controlling
player must take this action". Every Hired action on the cards begins "if none of its pieces
are on the map" and places pieces of the hireling
(:data:`rootboard.game.unconfirmed.HIRELING_HIRED`, one transcription): rootboard plays it
(``hireling-hired``), checks where the card lets it place and that the placing is legal, and
holds the turn's end while it is owed.

It is owed from the moment its controller gains the hireling (16.4.1: gained this turn, as
``state.gained`` records) while none of its pieces are on the map and it was not taken; a
hireling whose control was set by hand without a roll has no gaining on record, and its Hired
action is refused with that reason (taught, it is applied).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.hirelings import is_named, showing
from rootboard.game.kinds import SUPPLY
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.suits import SUITS
from rootboard.game.unconfirmed import HIRELING_HIRED
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

SECTION = "16.4.2.I"
HIRED_KEY = "hired"  # "hireling:ID:hired" in state.used: its Hired action taken this turn

HIRED = Template("hireling-hired.reminder", "{hireling:card}: none of its pieces are on the map, so {who:faction} "
                 "must take its Hired action now: {what} ('rootboard act GAME hireling-hired hireling={id} "
                 "clearings=[...]')")
OWED = Template("hireling-hired.owed", "{who:faction} gained {hireling:card} and must first take its Hired "
                "action: {what} ('rootboard act GAME hireling-hired hireling={id} clearings=[...]')")
NO_HIRED = Template("hireling-hired.none", "{hireling:card} has no Hired action")
NOT_A_HIRELING = Template("hireling-hired.not-a-hireling", "{hireling!r} is not a hireling card of this game")
UNCONTROLLED = Template("hireling-hired.uncontrolled", "nobody controls {hireling:card}: its Hired action is "
                        "taken by the player who gains it")
ON_MAP = Template("hireling-hired.on-map", "{hireling:card}: some of its pieces are on the map; its Hired action "
                  "is taken only when none are")
NOT_GAINED_NOW = Template("hireling-hired.not-gained-now", "{hireling:card}: its Hired action is taken when its "
                          "controller gains it, and {who:faction} did not gain it this turn")
NO_GAIN_RECORD = Template("hireling-hired.no-gain-record", "{hireling:card}: its control was set by hand, without a "
                          "roll, so no gaining is on record; gaining it ('rootboard hire', or 'rootboard control' "
                          "with --markers) owes its Hired action")
TAKEN = Template("hireling-hired.taken", "{hireling:card}: its Hired action was taken already")
HOW_MANY = Template("hireling-hired.how-many", "{hireling:card.whose} Hired action places its pieces in one "
                    "clearing: name it (clearings=[...]), not {named}",
                    plural="{hireling:card.whose} Hired action places {count} warriors, each in any clearing: "
                    "name {count} clearings, one per warrior (clearings=[...]), not {named}", count="count")
NOT_A_CLEARING = Template("hireling-hired.not-a-clearing", "{where} is not a clearing of this map: "
                          "{hireling:card.whose} Hired action places in a clearing")
NO_FACTION_PIECE = Template("hireling-hired.no-faction-piece", "{who:faction} {who:faction|sg=has|pl=have} no "
                            "faction piece in {where:area}: {hireling:card.whose} Hired action places in a "
                            "clearing with its controller's faction pieces")
ROLL_FIRST = Template("hireling-hired.roll", "{hireling:card.whose} Hired action places in a clearing of the suit "
                      "the uprising die shows: roll it and name the suit (suit=fox, mouse or rabbit)")
NOT_SUIT = Template("hireling-hired.not-suit", "{where:area} is not a {suit:suit} clearing: the uprising die "
                    "shows {suit:suit}")
DONE = Template("hireling-hired.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} Hired "
                "action: its pieces placed in {where:area}")
LOG = Template("hireling-hired.log", "{hireling:faction}: its Hired action, in {where:area}")

# What each Hired action places (in short; the card says it in full).
PLACES = {
    "spring-uprising": Template("hireling-hired.spring-uprising", "roll the uprising die and place an Uprising "
                                "warrior in a clearing of the suit rolled"),
    "flame-bearers": Template("hireling-hired.flame-bearers", "place two Bearer warriors among any clearings"),
    "vault-keepers": Template("hireling-hired.vault-keepers", "place two Keeper warriors and a vault in any "
                              "clearing"),
    "popular-band": Template("hireling-hired.popular-band", "place a Band warrior in a clearing with your faction "
                             "pieces"),
    "warm-sun-prophets": Template("hireling-hired.warm-sun-prophets", "place a Prophet warrior in any clearing"),
    "bandit-gangs": Template("hireling-hired.bandit-gangs", "place a Bandit warrior in a clearing with your faction "
                             "pieces"),
    "stoic-protector": Template("hireling-hired.stoic-protector", "place the Protector in a clearing with your "
                                "faction pieces"),
}


def on_map(state, hireling: str) -> bool:
    """Any piece of ``hireling`` in a clearing, forest or path (not in its supply)."""
    return any(n for pieces in state.areas.values() for (owner, _), n in pieces.items() if owner == hireling)


def used_key(hireling: str) -> str:
    return f"hireling:{hireling}:{HIRED_KEY}"


def owed(state, hireling: str) -> bool:
    """Its controller gained it this turn, its side showing has a Hired action, none of its
    pieces are on the map, and the action was not taken (16.4.2.I)."""
    controller = state.controllers.get(hireling)
    return (controller is not None and is_named(hireling) and showing(state, hireling) in HIRELING_HIRED
            and state.gained.get(hireling) == state.turn_number and not on_map(state, hireling)
            and used_key(hireling) not in state.used)


def hired_notes(state, hireling: str, controller: str) -> list[Message]:
    side = showing(state, hireling)
    if side not in HIRELING_HIRED or on_map(state, hireling):
        return []
    return [HIRED(SECTION, hireling=side, who=controller, what=PLACES[side](SECTION), id=hireling)]


def owed_block(state, hireling: str) -> Message | None:
    """Why the turn cannot end yet: the Hired action its controller owes (16.4.2.I)."""
    if not owed(state, hireling):
        return None
    side = showing(state, hireling)
    return OWED(SECTION, who=state.controllers[hireling], hireling=side, what=PLACES[side](SECTION), id=hireling)


def candidates(state, hireling: str) -> list:
    """The Hired action offered while owed: one per clearing the card could place in (both
    warriors there, for a card that spreads them; for the uprising die, the clearing's own
    suit); each judged by its own check, which also says where the card refuses."""
    if not owed(state, hireling):
        return []
    spec = HIRELING_HIRED[showing(state, hireling)]
    n = sum(spec["pieces"].values()) if spec.get("among") else 1
    return [TakeHired(hireling, (c,) * n, state.suits.get(c) if spec["where"] == "suit" else None)
            for c in sorted(state.topology.board.clearings)]


@record(frozen=True)
class TakeHired(Action):
    """``hireling``'s Hired action, taken by the player who gained it (16.4.2.I): its pieces
    placed in ``clearings`` (one clearing, or one per warrior for a card that places them
    among clearings); ``suit``: what the uprising die shows, for the card that rolls it."""

    hireling: str
    clearings: tuple[int, ...] = ()
    suit: str | None = None
    kind = "hireling-hired"

    def _plan(self, state):
        """(({(piece, clearing): count}, notes), problem), or (None, why it cannot be done)."""
        if self.hireling not in state.hirelings or not is_named(self.hireling):
            raise BadInput(NOT_A_HIRELING(hireling=self.hireling))
        side = showing(state, self.hireling)
        spec = HIRELING_HIRED.get(side)
        if spec is None:
            return None, impossible(NO_HIRED(SECTION, hireling=side))
        controller = state.controllers.get(self.hireling)
        if controller is None:
            return None, impossible(UNCONTROLLED(SECTION, hireling=side))
        places = self._places(state, side, spec)
        problem = self._timing(state, side, controller)
        for where in sorted(set(self.clearings)):
            refused = _where_refused(state, side, spec, controller, where, self.suit)
            problem = problem or refused
        for (piece, where), n in sorted(places.items()):
            refused = place_refusal(state, PieceRequest(self.hireling, piece, where, n))
            if refused is not None and not refused.possible:
                return None, refused
            problem = problem or refused
        return places, problem

    def _places(self, state, side: str, spec: dict) -> dict:
        """{(piece, clearing): count}; BadInput for clearings that are not the card's number or
        not clearings, or a missing uprising roll."""
        warriors = sum(spec["pieces"].values()) if spec.get("among") else 1
        if len(self.clearings) != warriors:
            raise BadInput(HOW_MANY(hireling=side, count=warriors, named=list(self.clearings)))
        for where in self.clearings:
            if where not in state.topology.board.clearings:
                raise BadInput(NOT_A_CLEARING(hireling=side, where=where))
        if spec["where"] == "suit" and self.suit not in SUITS:
            raise BadInput(ROLL_FIRST(hireling=side))
        places: dict = {}
        if spec.get("among"):
            (piece,) = spec["pieces"]
            for where in self.clearings:
                places[(piece, where)] = places.get((piece, where), 0) + 1
        else:
            places = {(piece, self.clearings[0]): n for piece, n in spec["pieces"].items()}
        return places

    def _timing(self, state, side: str, controller: str):
        """Why it is not owed now: pieces on the map, not gained this turn, taken already."""
        if on_map(state, self.hireling):
            return illegal(ON_MAP(SECTION, hireling=side))
        if used_key(self.hireling) in state.used:
            return illegal(TAKEN(SECTION, hireling=side))
        if self.hireling not in state.gained:
            return illegal(NO_GAIN_RECORD(SECTION, "16.4.1", hireling=side))
        if state.gained[self.hireling] != state.turn_number:
            return illegal(NOT_GAINED_NOW(SECTION, "16.4.1", hireling=side, who=controller))
        return None

    def check(self, state):
        places, problem = self._plan(state)
        if places is None:
            return problem
        side = showing(state, self.hireling)
        where = tuple(sorted({c for _, c in places}))
        return problem or legal(DONE(SECTION, who=state.controllers[self.hireling], hireling=side, where=where))

    def edits(self, state):
        places, _ = self._plan(state)
        return [*(shift((self.hireling, piece), SUPPLY, where, n) for (piece, where), n in sorted(places.items())),
                state.set_edit("used", state.used | {used_key(self.hireling)})]

    def describe(self, law):
        return LOG(SECTION, hireling=self.hireling, where=tuple(sorted(set(self.clearings))))


def _where_refused(state, side: str, spec: dict, controller: str, where: int, suit: str | None):
    """Why the card does not place at ``where``: no faction piece of the controller there, or
    not the suit the uprising die shows; None when it does."""
    if spec["where"] == "controller" and not any(
            n for (owner, _), n in state.pieces_at(where).items() if owner == controller):
        # a hireling's pieces are never its controller's faction pieces (16.4.3.III)
        return illegal(NO_FACTION_PIECE(SECTION, "16.4.3.III", who=controller, where=where, hireling=side))
    if spec["where"] == "suit" and state.suits.get(where) != suit:
        return illegal(NOT_SUIT(SECTION, where=where, suit=suit))
    return None


ACTIONS = (TakeHired,)

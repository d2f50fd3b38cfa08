"""When a controller may take its hireling's actions (16.4.2): the Start-of-Birdsong actions
at the start of its own Birdsong (16.4.2.III), the Once-per-Daylight actions once in its own
Daylight (16.4.2.IV), each once a turn, only by the player who controls the hireling (16.4.2:
"CONTROLLER:"); and what each card side's action does, in words (the card's text is one
transcription's: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`).

The judging is here, once: the room's actions (:mod:`.actions`) and what its turn offers
(:mod:`.turn`) ask it. A use taken this turn is ``hireling:ID:N`` in ``state.used``, cleared
with the rest at the end of the turn.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.hirelings import is_named, showing
from rootboard.game.unconfirmed import HIRELING_TURNS
from rootboard.game.verdict import Verdict, illegal
from rootboard.messages import Message, Template

USED = "hireling"  # "hireling:ID:N" in state.used: the Nth action of hireling ID, taken this turn

#: The section of each kind of hireling action (16.4.2.III, 16.4.2.IV).
SECTIONS = {"birdsong": "16.4.2.III", "daylight": "16.4.2.IV"}

NOT_A_HIRELING = Template("hireling-use.not-a-hireling", "{hireling!r} is not a hireling card of this game")
NO_SUCH_USE = Template("hireling-use.no-such-use", "{hireling:card} has no Birdsong or Daylight action number "
                       "{use}")
UNCONTROLLED = Template("hireling-use.uncontrolled", "nobody controls {hireling:card}: only its controller takes "
                        "its actions")
NOT_CONTROLLER = Template("hireling-use.not-controller", "{controller:faction} {controller:faction|sg=controls|"
                          "pl=control} {hireling:card}: only its controller takes its actions, in "
                          "{controller:faction|sg=its|pl=their} own turn; it is {current:faction.whose} turn")
WRONG_PHASE = Template("hireling-use.wrong-phase", "{hireling:card}: this action is taken in its controller's "
                       "{at:phase}; it is {now:phase}")
NOT_AT_START = Template("hireling-use.not-at-start", "{hireling:card}: this action is taken at the start of "
                        "Birdsong, before anything else of the turn; the turn is at {now}")
TAKEN = Template("hireling-use.taken", "{hireling:card}: this action was taken this turn (once a turn)")
MUST_NOT_TAKEN = Template("hireling-use.must-not-taken", "{hireling:card}: its card says its controller must take "
                          "its Birdsong action at the start of Birdsong, and it was not taken "
                          "('rootboard act GAME {kind} hireling={id}')")

# What each side's action does, as the table resolves it (in short; the card says it in full).
# Keyed by the side showing and the action's number on it (rootboard.game.unconfirmed.HIRELING_TURNS).
EFFECTS = {
    ("forest-patrol", 1): Template("hireling-effect.forest-patrol", "the Patrol may move, then battle; or all "
                                   "Patrol warriors on the card are placed in a clearing with Patrol warriors"),
    ("last-dynasty", 1): Template("hireling-effect.last-dynasty", "with no Dynasty warriors on the map, all five "
                                  "are placed in a map-edge clearing and battle there; ruling their clearing, they "
                                  "all move, then battle if they can; not ruling it, they battle there twice"),
    ("spring-uprising", 1): Template("hireling-effect.spring-uprising", "roll the uprising die; then remove an "
                                     "Uprising warrior and every enemy piece from a clearing of the suit rolled, "
                                     "or place an Uprising warrior in one"),
    ("the-exile", 1): Template("hireling-effect.the-exile", "exhaust one item on the card to move the Exile to an "
                               "adjacent forest, or two to battle in an adjacent clearing, as often as wanted; "
                               "then refresh its items"),
    ("flame-bearers", 1): Template("hireling-effect.flame-bearers", "in each clearing with Bearer warriors, remove "
                                   "one enemy piece per Bearer warrior, warriors first; then place a Bearer "
                                   "warrior at or next to one (if none can be, two in any clearings)"),
    ("vault-keepers", 1): Template("hireling-effect.vault-keepers", "place a vault at or next to a vault (if none "
                                   "can be, a warrior and a vault in any clearing); then battle in each clearing "
                                   "with a vault, or place a Keeper warrior at each vault"),
    ("popular-band", 1): Template("hireling-effect.popular-band", "choose a clearing with a Band warrior and draw "
                                  "faction warriors into it from each adjacent clearing; then place a Band warrior "
                                  "in any clearing"),
    ("riverfolk-flotilla", 1): Template("hireling-effect.riverfolk-flotilla", "each player with faction pieces at "
                                        "the Flotilla may draw a card; then the Flotilla moves along the river, "
                                        "ignoring rule, and may battle"),
    ("warm-sun-prophets", 1): Template("hireling-effect.warm-sun-prophets", "force a player with faction pieces at "
                                       "a Prophet warrior to battle there, or to move from there and maybe battle; "
                                       "or place a Prophet warrior in a clearing without one"),
    ("highway-bandits", 1): Template("hireling-effect.highway-bandits", "place a bandit on a path without one that "
                                     "touches a clearing with the controller's faction pieces (none left: move "
                                     "one)"),
    ("sunward-expedition", 1): Template("hireling-effect.sunward-expedition", "place a foothold and up to three "
                                        "Expedition warriors in a clearing without a foothold; then move and "
                                        "battle, or place a warrior at each foothold"),
    ("corvid-spies", 1): Template("hireling-effect.corvid-spies", "place two Spy warriors among clearings with enemy "
                                  "pieces; then battle in each clearing with Spy warriors, or take a random card "
                                  "from each enemy at one of them"),
    ("furious-protector", 1): Template("hireling-effect.furious-protector", "move the Protector, ignoring rule; "
                                       "then remove one faction warrior of each player in its clearing"),
    ("bluebird-nobles", 1): Template("hireling-effect.bluebird-nobles", "the controller scores one point for every "
                                     "three clearings it rules (ruling when tied)"),
    ("the-brigand", 1): Template("hireling-effect.the-brigand.ruin", "the controller may take an item from a ruin in "
                                 "a clearing with its faction pieces"),
    ("the-brigand", 2): Template("hireling-effect.the-brigand.card", "the controller may exhaust a crafted item to "
                                 "take a random card from a player with faction pieces where it has some"),
    ("street-band", 1): Template("hireling-effect.street-band", "place a Band warrior in any clearing"),
    ("lizard-envoys", 1): Template("hireling-effect.lizard-envoys", "the controller may take a card of the most "
                                   "common suit (not an ambush) from the top five of the discard pile"),
    ("bandit-gangs", 1): Template("hireling-effect.bandit-gangs", "place a warrior of the controller at each "
                                  "Bandit warrior, or a Bandit warrior in a clearing with the controller's "
                                  "faction pieces"),
    ("stoic-protector", 1): Template("hireling-effect.stoic-protector", "move the Protector, ignoring rule"),
}


# The action kind that plays a whole action, by what its card data says it does (else a placing).
PLAYED_BY = (("uprising", "hireling-uprising"), ("dynasty", "hireling-dynasty"), ("deploy", "hireling-deploy"),
             ("burn", "hireling-burn"), ("score", "hireling-score"), ("move", "hireling-move"))


def kind_of(use: dict) -> str:
    """The action kind that takes ``use``: rootboard's own when it plays the whole of it, the
    table's ``hireling-use`` otherwise."""
    if not use.get("only"):
        return "hireling-use"
    return next((kind for key, kind in PLAYED_BY if key in use), "hireling-place")


def uses_of(state, hireling: str) -> tuple[dict, ...]:
    """The Birdsong and Daylight actions of the side of ``hireling`` showing, in the card's order."""
    return HIRELING_TURNS.get(showing(state, hireling), ())


def used_key(hireling: str, n: int) -> str:
    return f"{USED}:{hireling}:{n}"


def use_of(state, hireling: str, n: int) -> dict:
    """Action number ``n`` of ``hireling``'s side showing; BadInput when there is none."""
    if hireling not in state.hirelings or not is_named(hireling):
        raise BadInput(NOT_A_HIRELING(hireling=hireling))
    found = uses_of(state, hireling)
    if not isinstance(n, int) or not 1 <= n <= len(found):
        raise BadInput(NO_SUCH_USE(hireling=showing(state, hireling), use=n))
    return found[n - 1]


def effect(state, hireling: str, n: int) -> Message:
    """What action ``n`` of the side showing does, with its section."""
    use = use_of(state, hireling, n)
    return EFFECTS[(showing(state, hireling), n)](SECTIONS[use["at"]])


def at_start_of_birdsong(state) -> bool:
    """The turn stands at the first step of its Birdsong with nothing taken there (16.4.2.III)."""
    from rootboard.game.turns.steps import current_step, steps_of

    first = next(s for s in steps_of(state.law[state.current]) if s.phase == "birdsong")
    return state.phase == "birdsong" and current_step(state) == first and not state.taken.get(first.id)


def refusal(state, hireling: str, n: int) -> Verdict | None:
    """Why the faction on turn may not take action ``n`` of ``hireling`` now, or None: it is
    not its controller (16.4.2), it is not the action's phase or the start of Birdsong (a table
    that tracks its phases, 1.4.1), or it was taken this turn (16.4.2.III-IV)."""
    use = use_of(state, hireling, n)
    side, section = showing(state, hireling), SECTIONS[use["at"]]
    controller = state.controllers.get(hireling)
    if controller is None:
        return illegal(UNCONTROLLED("16.4.2", hireling=side))
    if controller != state.current:
        return illegal(NOT_CONTROLLER("16.4.2", section, hireling=side, controller=controller,
                                      current=state.current))
    if state.phase_tracked:
        if state.phase != use["at"]:
            return illegal(WRONG_PHASE(section, "1.4.1", hireling=side, at=use["at"], now=state.phase))
        if use["at"] == "birdsong" and not at_start_of_birdsong(state):
            from rootboard.game.turns.check import said
            from rootboard.game.turns.steps import current_step

            return illegal(NOT_AT_START(section, hireling=side, now=said(current_step(state))))
    if used_key(hireling, n) in state.used:
        return illegal(TAKEN(section, hireling=side))
    return None


def untaken_musts(state, hireling: str) -> list[Message]:
    """The Birdsong actions of ``hireling`` its card says must be taken (16.4.2.III), not taken
    this turn: one reminder each."""
    side = showing(state, hireling)
    return [MUST_NOT_TAKEN(SECTIONS["birdsong"], hireling=side, id=hireling, kind=kind_of(use))
            for n, use in enumerate(uses_of(state, hireling), 1)
            if use["at"] == "birdsong" and use.get("must") and used_key(hireling, n) not in state.used]

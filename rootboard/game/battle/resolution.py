"""A battle (4.3), resolved step by step as the Law orders it, and undone like every action.

:class:`Battle` is an action: checked (a Verdict whose message is the whole battle, step by
step, to read aloud), applied as reversible edits, logged, undone and redone. The procedure
is the Law's 4.3, in order:

* who may battle where and whom (4.3; 16.6.8 enemies; 16.4.3 hirelings; 12.2.2 the Burrow);
* step 1, the defender's ambush card and the attacker's foil (4.3.1, 4.3.1.I-II): two hits
  at once, and the battle ends if no attacking warrior or pawn remains;
* step 2, the dice: the attacker will deal the higher roll, the defender the lower (4.3.2),
  each at most its warriors in the clearing (4.3.2.I);
* step 3, effects: extra hits, never capped (4.3.3.I), and the defenseless defender's (4.3.3.II);
* step 4, the hits: each removes one piece of the other side, its warriors before its
  buildings and tokens, in the order its owner chooses (4.3.4); what is removed at the same
  time is all removed before what it triggers (1.5.4); 1 VP per enemy building or token
  removed (3.2.1), scored through :func:`rootboard.game.hirelings.score_edits`.

What each faction's rules change is asked of the factions through the hooks of
:class:`~rootboard.game.faction.Faction` (its rolled-hit cap, defenselessness, the roll it
deals, extra hits, a first hit ignored, what takes its hits, what its removed pieces trigger,
what removing pieces does for it), never by comparing ids. What the app cannot see (a card
played, a leader, a mood, a choice made at the table) is a battle effect named on the
battle (``--effect NAME``, :mod:`rootboard.game.battle.effects`): the factions declare theirs
(``Faction.battle_effects``), the cards are in :mod:`rootboard.game.battle.cards`; each
checks that it applies, citing its section.

The dice are the table's (``rolls``); without them the battle rolls from the game's seed and
the history's length (:func:`seeded_rolls`), and whoever plays it records the faces in the
action (:meth:`Battle.rolled`), so a replay gives the same battle. Their faces are in the one
table of unconfirmed data (:data:`rootboard.game.unconfirmed.DICE_FACES`).

A choice that changes the outcome and is not given (which building goes first, warlord or
warrior, which item the Vagabond damages) is not guessed: :class:`ChoiceNeeded` (bad input)
says whose choice it is and what the choices are, so a command can ask or name its option.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action, Remove
from rootboard.game.battle.effects import ATTACKER, DEFENDER, ROLES, EffectUse, unnamed_in_play
from rootboard.game.display import FACE_DOWN, actual_piece, is_face_down, is_plot
from rootboard.game.law import loaded, rules_for
from rootboard.game.kinds import BUILDING, ITEM, MAP, PAWN, SUPPLY, TOKEN, WARRIOR
from rootboard.game.landmarks import clearing_suits
from rootboard.game.movement import in_forest, is_clearing, place_ban
from rootboard.game.placement import PieceRequest
from rootboard.game.state import Edit, GameState, Location, shift
from rootboard.game.unconfirmed import DICE_FACES
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.later import Later
from rootboard.messages import Message, Template
from rootboard.records import field, record, replace

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable


AMBUSH_SUITS = ("fox", "mouse", "rabbit", "bird")  # 2.1.2; birds are wild (2.1.1)
OTHER_SIDE = {ATTACKER: DEFENDER, DEFENDER: ATTACKER}  # the two sides of a battle (4.3)
AMBUSH_HITS = 2  # 4.3.1.II

# --- messages --------------------------------------------------------------------------------

# Bad input.
ROLLS_TWO = Template("battle.rolls-two", "a battle rolls two dice: give two faces, as X,Y, each {faces}; not {rolls}")
COUNTER_WITHOUT_AMBUSH = Template("battle.counter-without-ambush", "a counter-ambush foils the defender's ambush "
                                  "card: there is none to foil without --ambush")
UNKNOWN_SUIT = Template("battle.unknown-suit", "an ambush card is fox, mouse, rabbit or bird; not {suit!r}")
UNKNOWN_BATTLE_EFFECT = Template("battle.unknown-effect", "unknown battle effect {effect!r}; known: {effects}")
EFFECT_TWICE = Template("battle.effect-twice", "{effect} is named twice: a battle uses it once")
EFFECT_NEEDS_VALUE = Template("battle.effect-needs-value", "{effect} needs a value: {effect}={shape}")
EFFECT_NO_VALUE = Template("battle.effect-no-value", "{effect} takes no value (given {value!r})")
CHOOSE = Template("battle.choose", "{who:faction} {who:faction|sg=takes|pl=take} a hit and chooses what it removes: "
                  "{choices:piece}; say which")
# The Vagabond damages an item for each hit he takes (9.2.7): the choice is among his items.
CHOOSE_ITEM = Template("battle.choose-item", "{who:faction} {who:faction|sg=takes|pl=take} a hit and chooses which of his "
                       "items the hit damages: {choices:item}; say which")
# Who may battle where and whom (4.3).
NOT_A_CLEARING = Template("battle.not-a-clearing", "a battle is fought in a clearing, and {where:area} is not one")
BURROW_NO_BATTLE = Template("battle.burrow", "no battle is fought in the Burrow: only Duchy pieces may be there")
NOT_SELF = Template("battle.not-self", "the defender is an enemy in the clearing of battle; {who:faction} cannot "
                    "battle itself")
MAP_NOT_BATTLED = Template("battle.map-not-battled", "the map's pieces (ruins, the Ferry, landmarks) are no enemy: "
                           "they cannot be battled")
NO_ATTACKER_THERE = Template("battle.no-attacker", "{who:faction} {who:faction|sg=has|pl=have} no warrior or pawn in {where:area}: the "
                             "clearing of battle holds the attacker's warriors or pawn")
NO_DEFENDER_THERE = Template("battle.no-defender", "{who:faction} {who:faction|sg=has|pl=have} no piece in {where:area}: the defender is an "
                             "enemy in the clearing of battle")
NOT_ENEMY = Template("battle.not-enemy", "{hireling:faction} {hireling:faction|sg=is|pl=are} controlled by {controller:faction}: a hireling is "
                     "no enemy of its controller")
UNCONTROLLED_ACTS = Template("battle.uncontrolled", "{hireling:faction} {hireling:faction|sg=is|pl=are} controlled by nobody: a hireling battles "
                             "only as its controller's action")
HIRELING_NO_AMBUSH = Template("battle.hireling-no-ambush", "{who:faction} {who:faction|sg=is|pl=are} a hireling: hirelings cannot use "
                              "ambush cards")
AMBUSH_SUIT = Template("battle.ambush-suit", "an ambush card matches the clearing of battle: {where:area} is "
                       "{suits:suit}, and a {suit:suit} ambush does not match (birds are wild)")
# The steps, as the summary says them.
BEGINS = Template("battle.begins", "{attacker:faction} battles {defender:faction} in {where:area}")
AMBUSHED = Template("battle.ambushed", "{who:faction} {who:faction|sg=plays|pl=play} an ambush card: 2 hits at once")
FOILED = Template("battle.foiled", "{who:faction} {who:faction|sg=plays|pl=play} an ambush card too: the ambush is foiled")
AMBUSH_ENDS = Template("battle.ambush-ends", "no attacking warrior or pawn remains: the battle ends")
ROLLS = Template("battle.rolls", "the dice show {high} and {low}: {higher:faction} will deal the higher roll, "
                 "{lower:faction} the lower")
DEALS = Template("battle.deals", "{who:faction} deals {count} rolled hit", plural="{who:faction} deals {count} "
                 "rolled hits", count="count")
DEALS_CAPPED = Template("battle.deals-capped", "{who:faction} deals {count} rolled hit ({rolled}, capped by {cap})",
                        plural="{who:faction} deals {count} rolled hits ({rolled}, capped by {cap})", count="count")
CAP_WARRIORS = Template("battle.cap-warriors", "{count} warrior", plural="{count} warriors", count="count")
CAP_PLUS = Template("battle.cap-plus", "{cap} and {more}")
DEFENSELESS = Template("battle.defenseless", "{who:faction} {who:faction|sg=has|pl=have} no warriors there and is defenseless: "
                       "{attacker:faction} deals an extra hit")
EXTRA_HIT = Template("battle.extra-hit", "{reason}: {who:faction} deals an extra hit")
TAKES = Template("battle.takes", "{who:faction} {who:faction|sg=takes|pl=take} {count} hit: {removed}", plural="{who:faction} {who:faction|sg=takes|pl=take} {count} "
                 "hits: {removed}", count="count")
REMOVES = Template("battle.removes", "{count} {piece:piece} removed", plural="{count} {piece:pieces} removed",
                   count="count")
LENT_REMOVED = Template("battle.lent-removed", "{count} {owner:faction} {piece:piece} removed",
                        plural="{count} {owner:faction} {piece:pieces} removed", count="count")
HITS_LOST = Template("battle.hits-lost", "{count} hit lost: nothing of {who:faction.whose} is left there to take it",
                     plural="{count} hits lost: nothing of {who:faction.whose} is left there to take them", count="count")
NOTHING_TAKEN = Template("battle.nothing-taken", "{who:faction} {who:faction|sg=takes|pl=take} no hit")
IGNORES_FIRST = Template("battle.ignores-first", "{reason}: {who:faction} ignores the first hit it takes")
IGNORES_ROLLED = Template("battle.ignores-rolled", "{reason}: {who:faction} ignores the {count} rolled hit it takes",
                          plural="{reason}: {who:faction} ignores the {count} rolled hits it takes", count="count")
NOT_REACHED = Template("battle.not-reached", "{who:faction}: {pieces:piece} named, not reached by a hit")
WARRIORS_FIRST = Template("battle.warriors-first", "{who:faction.whose} warriors in {where:area} take its hits before any "
                          "of its buildings or tokens: the {piece:piece} named is not removed")
NOT_NAMED_THERE = Template("battle.not-there", "{who:faction} {who:faction|sg=has|pl=have} {have} {piece:piece} in {where:area} to take hits, "
                           "and {named} are named", plural="{who:faction} {who:faction|sg=has|pl=have} {have} {piece:pieces} in {where:area} "
                           "to take hits, and {named} are named", count="have")
SCORES = Template("battle.scores", "{who:faction} {who:faction|sg=scores|pl=score} {points:vp} VP ({why})",
                  plural="{who:faction} {who:faction|sg=scores|pl=score} {points:vp} VP ({why})", count="points")
FOR_BUILDINGS = Template("battle.for-buildings", "{count} enemy building or token removed",
                         plural="{count} enemy buildings and tokens removed", count="count")
HIRELING_NO_SCORE = Template("battle.hireling-no-score", "{who:faction} {who:faction|sg=is|pl=are} a hireling: its controller scores "
                             "nothing for what it removes")
JOINED = Template("battle.joined", "{first}; {rest}")
SUMMARY = Template("battle.summary", "{steps}")
PLOT_NAME = FACE_DOWN  # how a removed face-down plot is said to the table (13.2.2)
# The log.
BATTLE_LOG = Template("battle.log", "{attacker:faction} battles {defender:faction} in {where:area}")
BATTLE_LOG_ROLLS = Template("battle.log-rolls", "{attacker:faction} battles {defender:faction} in {where:area} "
                            "(dice {high} and {low})")
BATTLE_OUT_OF_TURN = Template("battle.out-of-turn", "it is {current:faction.whose} {phase:phase}: {who:faction} "
                              "{who:faction|sg=battles|pl=battle} only in {who:faction|sg=its|pl=their} own turn")


class ChoiceNeeded(BadInput):
    """A removal whose choice changes the outcome, not given: ``role`` (attacker or defender)
    chooses among ``choices`` (piece or item names) for its next hit."""

    def __init__(self, role: str, faction: str, choices: list[str], at: int, items: frozenset = frozenset()):
        damaged = bool(items) and set(choices) <= items  # items, said as items (9.2.7)
        super().__init__(CHOOSE_ITEM("4.3.4", "9.2.7", who=faction, choices=choices) if damaged
                         else CHOOSE("4.3.4", who=faction, choices=choices))
        self.role, self.faction, self.choices, self.at = role, faction, choices, at
        self.items = items  # the choices that are the Vagabond's items, not pieces (9.2.7)

    def answered(self, battle: "Battle", choice: str) -> "Battle":
        """``battle`` with ``choice`` in its removal order where the choice was needed."""
        name = "attacker_removes" if self.role == ATTACKER else "defender_removes"
        order = list(getattr(battle, name))
        order.insert(self.at, choice)
        return replace(battle, **{name: tuple(order)})


def seeded_rolls(state: GameState) -> tuple[int, int]:
    """Two dice rolled from the game's seed and its history's length: the same game at the
    same point rolls the same faces (unconfirmed faces, :data:`DICE_FACES`)."""
    return _seeded_faces(state.seed, len(state.history))


_FACES: dict = {}  # (seed, history's length) -> the faces: every battle the options judge on one position rolls them


def _seeded_faces(seed: int, at: int) -> tuple[int, int]:
    found = _FACES.get((seed, at))
    if found is None:
        import random  # only dice the table did not give (a replayed log gives its own, issue 32)

        rng = random.Random(f"{seed}/battle/{at}")  # seeding from a string hashes it: some 5 µs of a battle's check
        if len(_FACES) > 64:
            _FACES.clear()
        found = _FACES[(seed, at)] = (rng.choice(DICE_FACES), rng.choice(DICE_FACES))
    return found


# --- the fight: one battle as it is resolved ----------------------------------------------
# Records (rootboard.records), not dataclasses: a replayed log resolves its battles at each
# start, and a dataclass compiles its methods there.

@record(frozen=True)
class Removal:
    """One piece removed by a hit: from ``role``'s side (``owner``'s piece; another faction's
    when lent, as mercenaries or Allied warriors), by the other side; or one item damaged
    (``item``). ``shown``: how the table hears of it (a face-down plot is a plot)."""

    role: str
    owner: str
    piece: str
    shown: str
    kind: str
    stage: str  # "ambush" or "battle"
    item: bool = False

    def __init__(self, role: str, owner: str, piece: str, shown: str, kind: str, stage: str, item: bool = False):
        # Made for each hit taken (4.3.4), an item's by keyword: its own __init__, as Target's,
        # where the records' general one walks every field for a keyword (issue 32).
        self.__dict__.update(role=role, owner=owner, piece=piece, shown=shown, kind=kind, stage=stage, item=item)


@record(frozen=True)
class Target:
    """What may take a hit: ``name`` as its owner names it in its order (a piece, an item,
    "warrior" for Allied warriors), whose piece (``owner``, ``piece``) or the item."""

    name: str
    owner: str
    piece: str
    item: bool = False
    count: int = 1  # how many such there are to take hits

    def __init__(self, name: str, owner: str, piece: str, item: bool = False, count: int = 1):
        # Made for each hit (4.3.4), its count given by name: its own __init__, as Message and
        # Fight keep theirs, where the records' general one walks every field for a keyword.
        self.__dict__.update(name=name, owner=owner, piece=piece, item=item, count=count)


@record
class Fight:
    """The battle being resolved: its sides, the effects named, and what has happened so far.
    ``state`` is a scratch copy of the position that the battle changes as it goes (``do``)."""

    state: GameState
    attacker: str
    defender: str
    where: Location
    uses: list[EffectUse] = field(default_factory=list)
    lenders: dict = field(default_factory=lambda: {ATTACKER: [], DEFENDER: []})  # role -> factions lending warriors
    orders: dict = field(default_factory=lambda: {ATTACKER: [], DEFENDER: []})
    cursor: dict = field(default_factory=lambda: {ATTACKER: 0, DEFENDER: 0})
    overruled: dict = field(default_factory=lambda: {ATTACKER: set(), DEFENDER: set()})
    hits_taken: dict = field(default_factory=lambda: {ATTACKER: 0, DEFENDER: 0})
    first_hit_seen: dict = field(default_factory=lambda: {ATTACKER: False, DEFENDER: False})
    dealt: dict = field(default_factory=lambda: {ATTACKER: 0, DEFENDER: 0})
    removals: list[Removal] = field(default_factory=list)
    points: dict = field(default_factory=dict)  # faction -> VP scored (score); a plain dict, made at each battle
    point_reasons: dict = field(default_factory=dict)  # faction -> [Message]
    steps: list[Message] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)
    edits: list[Edit] = field(default_factory=list)
    refusal: Verdict | None = None
    rolls: tuple[int, int] | None = None
    ambushed: bool = False
    memo: dict = field(default_factory=dict)  # what a hook keeps between its calls in one battle
    warrior_pieces: dict = field(default_factory=dict)  # faction -> its warrior pieces' names (warriors_of)
    rules: dict = field(default_factory=dict)  # role -> the rules its side battles by (_rules_of)
    requests: dict = field(default_factory=dict)  # (owner, piece) -> its removal's request (_in_battle)
    higher: str | None = None  # the side dealing the higher roll (4.3.2), once the dice are rolled
    rolled_hits: dict = field(default_factory=dict)  # role -> (its face, its rolled hits, its cap: 4.3.2.I)
    as_told: bool = False  # applied anyway (teach mode): each side's order is followed as given
    # The Law the game is played under (rules_for's answer): read at every step and hit, kept
    # as a field, not asked of the scratch position through a property each time (issue 32).
    law: object = None
    # The position the battle is judged on, with its history, which the scratch copy has not:
    # whether the game keeps its hands reads it (a hand known empty, rootboard.game.cards.places).
    # Set only in a game with hirelings, whose cards ask it (a hand known empty); the class's
    # None otherwise: a store more for every battle the options judge (some 1 M instructions of
    # a replayed log, issue 32).
    origin: GameState | None = None

    def __init__(self, state: GameState, attacker: str, defender: str, where: Location, *, as_told: bool = False):
        # A battle begins with nothing happened yet: made for each battle the options judge
        # (issue 34) and for each dice a replayed log tries (issue 32). Its fields assigned one
        # by one, the plain way, so the interpreter keeps them in the class's shared layout,
        # which each read of a field at every step and hit then uses: a dict filled from 27
        # keywords cost building both dicts, and made every read after it slower (some 1.4 M
        # instructions of a replayed log's 47 battles).
        self.state = state
        self.attacker = attacker
        self.defender = defender
        self.where = where
        self.uses = []
        self.lenders = {ATTACKER: [], DEFENDER: []}
        self.orders = {ATTACKER: [], DEFENDER: []}
        self.cursor = {ATTACKER: 0, DEFENDER: 0}
        self.overruled = {ATTACKER: set(), DEFENDER: set()}
        self.hits_taken = {ATTACKER: 0, DEFENDER: 0}
        self.first_hit_seen = {ATTACKER: False, DEFENDER: False}
        self.dealt = {ATTACKER: 0, DEFENDER: 0}
        self.removals = []
        self.points = {}
        self.point_reasons = {}
        self.steps = []
        self.notes = []
        self.edits = []
        self.refusal = None
        self.rolls = None
        self.ambushed = False
        self.memo = {}
        self.warrior_pieces = {}
        self.rules = {}
        self.requests = {}
        self.higher = None
        self.rolled_hits = {}
        self.as_told = as_told
        self.law = state.law

    def faction(self, role: str) -> str:
        return self.attacker if role == ATTACKER else self.defender

    def other(self, role: str) -> str:
        return DEFENDER if role == ATTACKER else ATTACKER

    def role_of(self, fid: str) -> str | None:
        return ATTACKER if fid == self.attacker else DEFENDER if fid == self.defender else None

    def remover_of(self, role: str) -> str:
        """Who removes the pieces ``role``'s side loses: the other side, or whoever the battle
        is instigated by (the Vagrant removes pieces for each, 16.3.4.II)."""
        for use in self.uses:
            instigator = use.effect.removes_for_both(self, use)
            if instigator is not None:
                return instigator
        return self.defender if role == ATTACKER else self.attacker  # the other side

    @property
    def instigated(self) -> bool:
        """Whether the battle is someone else's action (the Vagrant's Instigate): the attacker
        then pays nothing for it, and its own Battle action's conditions do not apply."""
        return bool(self.uses) and any(u.effect.initiates for u in self.uses)  # asked at the start and for each side

    def uses_of(self, role: str) -> list[EffectUse]:
        # Asked at each step and the first hit of each side (4.3.1-4.3.4); most battles name no
        # effect, and then no list is filtered.
        return [u for u in self.uses if u.role == role] if self.uses else []

    def use(self, effect_id: str) -> EffectUse | None:
        return next((u for u in self.uses if u.id == effect_id), None)

    def do(self, edits: Iterable[Edit]) -> None:
        """Change the scratch position, keeping the edits for the real one (in order)."""
        if edits.__class__ is not list:  # a hit's removal and most hooks give a list of their own: not copied
            edits = list(edits)
        if edits:  # most battles' cost and most removals' own edits are none
            self.state.apply(edits)
            self.edits.extend(edits)

    def say(self, *messages: Message | None) -> None:
        steps = self.steps
        for m in messages:
            if m is not None:
                steps.append(m)

    def remind(self, *messages: Message | None) -> None:
        for m in messages:
            if m is not None and m not in self.notes:
                self.notes.append(m)

    def refuse(self, verdict: Verdict) -> None:
        """A rule broken: the verdict says so (the first one); teach mode goes on as the table says."""
        if self.refusal is None:
            self.refusal = verdict

    def score(self, fid: str | None, points: int, why: Message) -> None:
        """``points`` VP for ``fid``, if it has a score (a hireling scores for nobody, 16.4.3.VI)."""
        if fid is None or fid not in self.state.scores or not points:
            return
        self.points[fid] = self.points.get(fid, 0) + points
        self.point_reasons.setdefault(fid, []).append(why)

    # --- what stands in the clearing of battle ---
    def count(self, owner: str, piece: str) -> int:
        return self.state.count(self.where, (owner, piece))

    def warriors_of(self, fid: str) -> list[str]:
        """``fid``'s warrior pieces standing in the clearing (the warlord is one, 14.2.2)."""
        here = self.state.pieces_at(self.where)
        return [name for name in self._warrior_pieces(fid) if here.get((fid, name), 0)]

    def _warrior_pieces(self, fid: str) -> list[str]:
        # A faction's warrior pieces, in its pieces' order, found once a battle: the Law's pieces
        # do not change, and the hits ask for them at each hit (4.3.4), the cap per side (4.3.2.I).
        found = self.warrior_pieces.get(fid)
        if found is None:
            found = self.warrior_pieces[fid] = [p.name for p in self.law[fid].pieces if p.kind == WARRIOR]
        return found

    def warriors(self, role: str) -> int:
        """Warriors on ``role``'s side: its own and those it treats as its own (11.2.7.III, 9.2.9.II.c)."""
        here = self.state.pieces_at(self.where)
        total = 0  # counted in a loop: asked for each side's cap (4.3.2.I) and defenselessness (4.3.3.II)
        for f in (self.faction(role), *self.lenders[role]):
            for p in self._warrior_pieces(f):
                total += here.get((f, p), 0)
        return total


# --- the action ------------------------------------------------------------------------------

@record(frozen=True)
class Battle(Action):
    """``attacker`` battles ``defender`` in ``clearing`` (4.3). ``rolls``: the two dice faces
    (none: rolled from the game's seed, :meth:`rolled`); ``ambush``/``counter_ambush``: the
    defender's ambush card and the attacker's foil (4.3.1), ``ambush_suit``/``counter_suit``
    their suits when said (checked against the clearing, 2.1.1); ``attacker_removes`` /
    ``defender_removes``: what each side removes for its hits, in order, where it chooses
    (4.3.4: buildings and tokens once its warriors are gone; warlord or warrior; the
    Vagabond's items, 9.2.7); ``effects``: what the table declares (``commander``,
    ``bitter=5,1``), :mod:`rootboard.game.battle.effects`."""

    attacker: str
    defender: str
    clearing: int | str
    rolls: tuple[int, ...] = ()
    ambush: bool = False
    counter_ambush: bool = False
    attacker_removes: tuple[str, ...] = ()
    defender_removes: tuple[str, ...] = ()
    effects: tuple[str, ...] = ()
    ambush_suit: str | None = None
    counter_suit: str | None = None
    kind = "battle"

    def __init__(self, attacker: str, defender: str, clearing: int | str, rolls: tuple[int, ...] = (),
                 ambush: bool = False, counter_ambush: bool = False, attacker_removes: tuple[str, ...] = (),
                 defender_removes: tuple[str, ...] = (), effects: tuple[str, ...] = (),
                 ambush_suit: str | None = None, counter_suit: str | None = None):
        # Made with its choices by keyword: each battle a replayed log infers (issue 32), each
        # candidate the options judge. Its own __init__, as Target's, where the records' general
        # one walks its eleven fields for each keyword.
        self.__dict__.update(attacker=attacker, defender=defender, clearing=clearing, rolls=rolls, ambush=ambush,
                             counter_ambush=counter_ambush, attacker_removes=attacker_removes,
                             defender_removes=defender_removes, effects=effects, ambush_suit=ambush_suit,
                             counter_suit=counter_suit)

    def to_json(self) -> dict:
        data = super().to_json()
        for name in ("ambush_suit", "counter_suit"):
            if data[name] is None:
                del data[name]
        return data

    def rolled(self, state: GameState) -> "Battle":
        """This battle with its dice faces: the table's, or rolled from the seed now."""
        return self if self.rolls else replace(self, rolls=seeded_rolls(state))

    def resolve(self, state: GameState) -> "Resolution":
        return resolve(state, self)

    def check(self, state):
        return self.resolve(state).verdict

    def edits(self, state):
        return self._edits(state, self.resolve(state))

    def judged(self, state, resolution: "Resolution | None" = None):
        """The verdict and the edits from one resolution (a battle's check is its whole
        resolution, 4.3): its own, or ``resolution``, this battle's on this very ``state``,
        when the caller has made it already (the Rootlog replay, which resolves a battle to
        match what the log removes)."""
        if resolution is None:
            resolution = self.resolve(state)
        return resolution.verdict, lambda: self._edits(state, resolution)

    def _edits(self, state, resolution: "Resolution"):
        if not resolution.verdict.legal:
            # Applied against the rules (teach mode): the battle goes as the table says it went,
            # its removal order followed even where the Law would not (4.3.4).
            resolution = resolve(state, self, as_told=True)
        if resolution.pending is not None:
            raise resolution.pending
        return resolution.edits

    def describe(self, law):
        if len(self.rolls) == 2:
            high, low = max(self.rolls), min(self.rolls)
            return BATTLE_LOG_ROLLS("4.3", attacker=self.attacker, defender=self.defender, where=self.clearing,
                                    high=high, low=low)
        return BATTLE_LOG("4.3", attacker=self.attacker, defender=self.defender, where=self.clearing)


@record(frozen=True)
class Resolution:
    """What a battle did: its verdict (the steps to read aloud, or the rule it breaks), the
    edits, the dice (None: the battle ended before the roll), the hits each side dealt, what
    was removed (as the table may be told) and damaged, and the points scored."""

    verdict: Verdict
    edits: list[Edit]
    rolls: tuple[int, int] | None = None
    hits: dict = field(default_factory=dict)
    removed: dict = field(default_factory=dict)  # faction -> {piece: count}
    damaged: dict = field(default_factory=dict)  # faction -> {item: count}
    scores: dict = field(default_factory=dict)  # faction -> delta
    steps: tuple[Message, ...] = ()
    pending: ChoiceNeeded | None = None  # a refused battle's choice, needed only to apply it anyway
    higher: str | None = None  # the side that dealt the higher roll; None: no dice rolled (4.3.1.II)
    rolled_hits: dict | None = None  # role -> (its face, its rolled hits, its cap: 4.3.2.I)

    def __init__(self, verdict: Verdict, edits: list[Edit], rolls: tuple[int, int] | None = None,
                 hits: dict | None = None, removed: dict | None = None, damaged: dict | None = None,
                 scores: dict | None = None, steps: tuple[Message, ...] = (), pending: ChoiceNeeded | None = None,
                 higher: str | None = None, rolled_hits: dict | None = None):
        # One a resolution, made from its eleven fields by position (or a refusal's few by
        # keyword): its own __init__, as Fight's and Target's, where the records' general one
        # zips its fields and merges its defaults (issue 32).
        self.__dict__.update(verdict=verdict, edits=edits, rolls=rolls, hits={} if hits is None else hits,
                             removed={} if removed is None else removed, damaged={} if damaged is None else damaged,
                             scores={} if scores is None else scores, steps=steps, pending=pending, higher=higher,
                             rolled_hits=rolled_hits)

    def deals_the_same(self, rolls: tuple[int, int]) -> bool:
        """Whether the faces ``rolls`` would deal each side the rolled hits this battle's dice
        dealt, and so make the same battle but for the faces said: the dice decide nothing
        but the rolled hits (4.3.2; the extra hits, 4.3.3, and what the hits remove, 4.3.4,
        follow from the position and the hits). A side's rolled hits are its face, capped
        (4.3.2.I); its cap, worked out before the dice are read, is kept: any face deals the
        lower of itself and the cap (a face at the cap and one above it deal the same). A
        battle that rolled no dice (the ambush ended it, 4.3.1.II; refused before the roll) is
        the same whatever the faces."""
        if self.higher is None:
            return True
        faces = {self.higher: max(rolls), OTHER_SIDE[self.higher]: min(rolls)}
        for role, (_, dealt, cap) in self.rolled_hits.items():
            if min(faces[role], cap) != dealt:
                return False
        return True

    def to_json(self) -> dict:
        return {"rolls": list(self.rolls) if self.rolls else None, "hits": dict(self.hits),
                "removed": self.removed, "damaged": self.damaged, "scores": self.scores}


def _refused(verdict: Verdict) -> Resolution:
    return Resolution(verdict, [], hits={ATTACKER: 0, DEFENDER: 0})


def _fold(steps: tuple[Message, ...]) -> Message:
    """The steps as one sentence, joined by semicolons, each in its own words."""
    message = steps[-1]
    joined = JOINED.id
    for step in reversed(steps[:-1]):
        # JOINED's own two parameters, given here each time, as JOINED(first=, rest=) makes it:
        # without its check of them (some ten times a resolution, issue 32).
        message = Message(joined, {"first": step, "rest": message})
    return message


# --- the procedure -------------------------------------------------------------------------

def resolve(state: GameState, b: Battle, as_told: bool = False) -> Resolution:
    """The battle ``b`` on ``state``, step by step, without changing ``state``. A choice not
    given raises :class:`ChoiceNeeded`, unless the battle is refused already: then the
    refusal is the verdict, and only applying it anyway (teach mode) needs the choice."""
    fight: list[Fight] = []
    try:
        return _resolve(state, b, fight, as_told)
    except ChoiceNeeded as need:
        if fight and fight[0].refusal is not None:
            return Resolution(fight[0].refusal, [], hits={ATTACKER: 0, DEFENDER: 0}, pending=need)
        raise


def refused(state: GameState, b: Battle) -> Resolution | None:
    """The resolution of ``b`` when it is refused before it is fought (who, where and whom,
    4.3; its sides' own conditions; an order naming what is not there, 4.3.4; an effect no side
    may use), its verdict impossible or illegal; None when the battle would be fought. Nothing
    in the fight itself (4.3.1-4.3.4) makes a battle impossible: whoever asks only whether it
    can be fought at all (a replayed log whose removals its position does not hold) need not
    fight it, nor roll its dice, to know. Bad input raises, as in :func:`resolve`."""
    checked = _checked(state, b, [], False)
    return checked if checked.__class__ is Resolution else None


def _resolve(state: GameState, b: Battle, kept: list, as_told: bool) -> Resolution:
    checked = _checked(state, b, kept, as_told)
    if checked.__class__ is Resolution:
        return checked
    return _fought(checked, b, (b.rolls[0], b.rolls[1]) if b.rolls else seeded_rolls(state))


def _checked(state: GameState, b: Battle, kept: list, as_told: bool) -> "Fight | Resolution":
    """``b``'s checks before its first step (4.3: who, where, whom; the sides' own refusals,
    their removal orders, the effects named, the ambush): the battle refused (its
    resolution), or the fight about to begin, a refusal that does not stop it kept in it."""
    law = rules_for(state)
    playing = (*state.in_game, MAP)  # made once: in_game is a list made at each asking
    for fid in (b.attacker, b.defender):
        if fid not in playing:
            raise BadInput(NOT_IN_THIS_GAME(who=fid))
    _check_faces(b)
    if b.counter_ambush and not b.ambush:
        raise BadInput(COUNTER_WITHOUT_AMBUSH("4.3.1.I"))
    for suit in (b.ambush_suit, b.counter_suit):
        if suit is not None and suit not in AMBUSH_SUITS:
            raise BadInput(UNKNOWN_SUIT("2.1.2", suit=suit))
    where = b.clearing
    refused = _who_where(state, b, law)
    if refused is not None and not refused.possible:
        return _refused(refused)
    fight = Fight(state.scratch(), b.attacker, b.defender, where, as_told=as_told)
    if state.hirelings:  # the hirelings' cards ask whether a hand is known empty (hirelings/abilities.py)
        fight.origin = state
    kept.append(fight)
    if refused is not None:
        fight.refuse(refused)
    # Who lends its warriors to a side (11.2.7.III): asked only of the factions whose rules lend
    # any (Law.asked; the Law's own answer is no), most battles' none, where each side asked every other.
    lending = [f for f in law.asked(state, "lends_warriors") if f.id != b.attacker and f.id != b.defender]
    if lending:
        for fid, opponent, role in ((b.attacker, b.defender, ATTACKER), (b.defender, b.attacker, DEFENDER)):
            fight.lenders[role] = [f.id for f in lending if f.lends_warriors(fight.state, fid, opponent, where)]
    unused = _read_effects(fight, b)
    if unused is not None:
        return _refused(unused)
    _in_play_effects(fight)
    if state.phase_tracked and not fight.instigated:
        owner = law[b.attacker].turn_owner(state)
        if owner != state.current:  # a Battle is an action of the attacker's own turn (1.4.1)
            fight.refuse(illegal(BATTLE_OUT_OF_TURN("1.4.1", "4.3", who=b.attacker, current=state.current,
                                                    phase=state.phase)))
    for role in ROLES:
        if role == ATTACKER and fight.instigated:
            continue  # not the attacker's Battle action: its own conditions do not apply
        for rules in _rules_of(fight, role):  # its own, and its hirelings' "CONTROLLER:" abilities (16.4.2)
            own = rules.battle_refusal(fight.state, fight, role)
            if own is not None:
                if not own.possible:
                    return _refused(own)
                fight.refuse(own)
                break
    for role, order in ((ATTACKER, b.attacker_removes), (DEFENDER, b.defender_removes)):
        problem = _read_order(fight, role, order)
        if problem is not None:
            return _refused(problem)
    if not _attacker_there(fight):
        return _refused(impossible(NO_ATTACKER_THERE("4.3", who=b.attacker, where=where)))
    for use in fight.uses:
        refusal = use.effect.refusal(fight.state, fight, use)
        if refusal is not None:
            if not refusal.possible:
                return _refused(refusal)
            fight.refuse(refusal)
    _check_ambush(fight, b)
    return fight


def _fought(fight: Fight, b: Battle, rolls: tuple[int, int]) -> Resolution:
    """The battle fought step by step (4.3.1-4.3.4), once its checks let it begin."""
    law = fight.law
    where = fight.where

    # The start of the battle: what it costs, and what is declared.
    fight.say(BEGINS("4.3", attacker=b.attacker, defender=b.defender, where=where))
    if not fight.instigated:
        cost, said = law[b.attacker].battle_cost(fight.state, fight)
        fight.do(cost)
        fight.say(*said)
    # What battling the defender costs, whoever's action the battle is (the Spring Uprising's
    # card): asked only in a game with hirelings, the one kind of defender whose rules say so.
    if fight.state.hirelings:
        cost, said = law[b.defender].cost_to_battle(fight.state, fight)
        if said:
            fight.do(cost)
            fight.say(*said)
    for role in ROLES:
        for lender in fight.lenders[role]:
            fight.say(law[lender].lending_words(fight.state, fight.faction(role), where))
    for use in fight.uses:
        fight.say(*use.effect.at_start(fight.state, fight, use))

    # Step 1: the ambush (4.3.1).
    ended = False
    if b.ambush:
        if b.counter_ambush:
            fight.say(FOILED("4.3.1.I", who=b.attacker))
        else:
            ignored = next((m for u in fight.uses_of(ATTACKER) if (m := u.effect.ignores_ambush(fight, u, ATTACKER))),
                           None)
            fight.ambushed = True
            fight.say(AMBUSHED("4.3.1.II", who=b.defender))
            if ignored is not None:
                fight.say(ignored)
            else:
                fight.dealt[DEFENDER] += AMBUSH_HITS
                batch = _take_hits(fight, ATTACKER, AMBUSH_HITS, "ambush")
                _after_batch(fight, batch)
                if not _attacker_there(fight):
                    fight.say(AMBUSH_ENDS("4.3.1.II"))
                    ended = True

    if not ended:
        # Immediately before the roll (Bitter 14.7.1, Protector 16.3.5.II).
        for use in fight.uses:
            fight.say(*use.effect.before_roll(fight.state, fight, use))
        # Step 2: the dice (4.3.2) and the rolled hits' cap (4.3.2.I).
        fight.rolls = rolls
        high, low = max(rolls), min(rolls)
        higher = ATTACKER
        for role in ROLES:
            why = law[fight.faction(role)].takes_higher_roll(fight.state, fight, role)
            if why is None and fight.uses:  # an effect named: a card spent for it (Rabbit Scouts)
                why = next((m for u in fight.uses if (m := u.effect.takes_higher_roll(fight, u, role))), None)
            if why is not None:
                higher = role
                fight.say(why)
        fight.say(ROLLS("4.3.2", high=high, low=low, higher=fight.faction(higher),
                        lower=fight.faction(fight.other(higher))))
        rolled = {higher: high, fight.other(higher): low}
        for role in ROLES:
            rolled[role] = _capped(fight, role, rolled[role])  # kept with its face and cap in fight.rolled_hits
        fight.higher = higher
        # Step 3: effects (4.3.3): extra hits, never capped (4.3.3.I); the defenseless defender (4.3.3.II).
        extra = {role: _extra_hits(fight, role) for role in ROLES}
        # Step 4: the hits (4.3.4), all removed before what they trigger (1.5.4).
        batch = []
        for role in ROLES:
            taker = fight.other(role)
            hits = rolled[role] + extra[role]
            fight.dealt[role] += hits
            ignored = next((m for u in fight.uses_of(taker)
                            if (m := u.effect.ignores_rolled_hits(fight, u, taker))), None) if fight.uses else None
            if ignored is not None and rolled[role]:
                fight.say(IGNORES_ROLLED(*ignored.sections, reason=ignored, who=fight.faction(taker),
                                         count=rolled[role]))
                hits -= rolled[role]
            batch += _take_hits(fight, taker, hits, "battle")
        _after_batch(fight, batch)

    # The end of the battle: what each side's removals did for it, the effects' last words, scores.
    remover_of = {role: fight.remover_of(role) for role in ROLES}  # asked once a side, not once a removal
    for remover in sorted(set(remover_of.values())):
        theirs = [r for r in fight.removals if remover_of[r.role] == remover]
        said = law[remover].battle_removals(fight.state, fight, fight.role_of(remover), theirs)
        fight.say(*said)
    for use in fight.uses:
        fight.say(*use.effect.at_end(fight.state, fight, use))
    _leftover_orders(fight)
    _score(fight)
    return _resolution(fight)


def _check_faces(b: Battle) -> None:
    """The dice given are two faces (4.3.2): bad input before anything is judged. None given,
    the battle rolls them from the seed when it comes to the roll (:func:`seeded_rolls`)."""
    if b.rolls and (len(b.rolls) != 2 or not _face(b.rolls[0]) or not _face(b.rolls[1])):
        raise BadInput(ROLLS_TWO("4.3.2", faces=f"{min(DICE_FACES)}-{max(DICE_FACES)}",
                                 rolls=",".join(str(r) for r in b.rolls)))


def _face(r) -> bool:
    """Whether ``r`` is a die's face (4.3.2; the faces unconfirmed, :data:`DICE_FACES`)."""
    return type(r) is int and r in DICE_FACES


def _who_where(state: GameState, b: Battle, law) -> Verdict | None:
    """Who may battle where, and whom (4.3, 16.6.8, 16.4.3.II), under ``law``; None when they may."""
    where = b.clearing
    if b.attacker == b.defender:
        return impossible(NOT_SELF("4.3", "16.6.8", who=b.attacker))
    if MAP in (b.attacker, b.defender):
        return impossible(MAP_NOT_BATTLED("16.5.1.I", "16.2.2.V", "2.2.4"))
    if not is_clearing(where):
        if where in state.extra_areas:
            return impossible(BURROW_NO_BATTLE("12.2.2", "4.3"))
        return impossible(NOT_A_CLEARING("4.3", where=where))
    kinds = law.kinds
    for key, n in state.pieces_at(where).items():  # a loop, not a generator: asked at each resolution
        if n and key[0] == b.defender and kinds[key] != ITEM:
            break
    else:
        return impossible(NO_DEFENDER_THERE("4.3", who=b.defender, where=where))
    for one, other in ((b.attacker, b.defender), (b.defender, b.attacker)):
        if law[one].hireling and state.controllers.get(one) == other:
            return illegal(NOT_ENEMY("16.4.3.II", "16.6.8", hireling=one, controller=other))
    if law[b.attacker].hireling and state.controllers.get(b.attacker) is None:
        return illegal(UNCONTROLLED_ACTS("16.4.2", "16.4.3.IV", hireling=b.attacker))
    return None


def _attacker_there(fight: Fight) -> bool:
    """The attacker has a warrior or pawn there, or warriors it treats as its own (4.3, 11.2.7.III)."""
    fid = fight.attacker
    here = fight.state.pieces_at(fight.where)
    for p in fight.law[fid].pieces:
        if p.kind in (WARRIOR, PAWN) and here.get((fid, p.name)):
            return True
    return fight.warriors(ATTACKER) > 0


def _check_ambush(fight: Fight, b: Battle) -> None:
    law = fight.law
    for used, role, suit in ((b.ambush, DEFENDER, b.ambush_suit), (b.counter_ambush, ATTACKER, b.counter_suit)):
        if not used:
            continue
        fid = fight.faction(role)
        if law[fid].hireling:
            fight.refuse(illegal(HIRELING_NO_AMBUSH("16.4.3.V", who=fid)))
        if role == DEFENDER:  # an ambush played against the attacker: its rules may bar it
            barred = law[fight.faction(ATTACKER)].bars_ambush(fight.state, fight)
            if barred is not None:
                fight.refuse(illegal(barred))
        suits = clearing_suits(fight.state, fight.where)
        if suit is not None and suit != "bird" and suits and suit not in suits:
            fight.refuse(illegal(AMBUSH_SUIT("4.3.1", "2.1.1", where=fight.where, suits=sorted(suits), suit=suit)))


def _read_effects(fight: Fight, b: Battle) -> Verdict | None:
    """The effects named on the battle: each known, once, with a value where it takes one;
    a refusal for one that is no side's of this battle."""
    if not b.effects:  # most battles name none
        return None
    seen = set()
    for given in b.effects:
        name, _, value = given.partition("=")
        name, value = name.strip().lower(), value.strip() or None
        effect = _named_effect(fight, name)
        if effect is None:
            raise BadInput(UNKNOWN_BATTLE_EFFECT(effect=name, effects=sorted(fight.law.battle_effects)))
        if name in seen and not effect.repeatable:
            raise BadInput(EFFECT_TWICE(effect=name))
        seen.add(name)
        if effect.value is None and value is not None:
            raise BadInput(EFFECT_NO_VALUE(effect=name, value=value))
        if effect.value is not None and value is None and not effect.value_optional:
            raise BadInput(EFFECT_NEEDS_VALUE(effect=name, shape=effect.value))
        role = effect.user(fight.state, fight, value)
        if isinstance(role, Verdict):
            return role
        fight.uses.append(EffectUse(effect, role, value))
    return None


def _named_effect(fight: Fight, name: str):
    """The battle effect called ``name``, or None: looked for among the abilities of the battle's
    sides first, then of the game's other factions, and only then among the Law's every effect
    (the battle cards', and the abilities of factions not in this game, which the effect's own
    check refuses: a side's own, 4.3). An effect's id is the Law's one (Law.battle_effects
    refuses two of one id), so where it is found first is the effect the Law's table gives. A
    battle naming Field Hospitals (6.2.3) thus imports the Marquise's battle rules, not every
    faction's (the Vagabond's actions and board with his) nor the cards' (issue 32)."""
    law = fight.law
    for fid in dict.fromkeys((fight.attacker, fight.defender, *fight.state.in_game)):
        faction = law.get(fid)  # a side may be the map's pieces (no faction's rules)
        if faction is not None:
            for effect in loaded(faction.battle_effects):
                if effect.id == name:
                    return effect
    return law.battle_effects.get(name)


# The battle cards (rootboard.game.battle.cards), imported with the first battle at which a card
# that works unnamed is in play, not by every command that imports this module nor at every
# game's first battle (some 1.3 M instructions of a replayed log that plays none: issue 32);
# once, not at each battle (an import made again costs some thousands of instructions).
_battle_cards = Later("rootboard.game.battle.cards")


def _in_play_effects(fight: Fight) -> None:
    """The crafted cards that work unnamed for the side whose play area holds them (4.1.3):
    Scouting Party for its attacker (battle/cards.py)."""
    if not unnamed_in_play(fight.state):  # no play area holds one: most games, most battles
        return
    for card, role in _battle_cards.in_play_uses(fight.state, fight):
        fight.uses.append(EffectUse(card, role, None))
        fight.remind(_battle_cards.IN_PLAY_APPLIES("4.1.3", card.section, card=card.id, who=fight.faction(role)))


def _read_order(fight: Fight, role: str, order: tuple[str, ...]) -> Verdict | None:
    """``role``'s removal order in its own names: every name a piece (or item) it has there to
    take hits, as many times as it has them; an impossible verdict otherwise."""
    if not order:  # nothing named: most battles (what is there is all it could remove)
        fight.orders[role] = []
        return None
    fid = fight.faction(role)
    f = fight.law[fid]
    names = []
    for given in order:
        name = f.battle_order_name(fight.state, fight, role, given)
        names.append(name if name is not None else _piece_name(fight, fid, given))
    fight.orders[role] = names
    named: dict = {}  # name -> times named, in the order first named: counted in place, no Counter an order
    for name in names:
        named[name] = named.get(name, 0) + 1
    for name, n in named.items():
        have = f.battle_order_available(fight.state, fight, role, name)
        if have is None:
            have = fight.count(fid, name) if fight.law.kinds.get((fid, name)) in (WARRIOR, BUILDING, TOKEN) else 0
        if have < n:
            shown = PLOT_NAME if is_plot(fight.state, fid, name) else name
            return impossible(NOT_NAMED_THERE("4.3.4", who=fid, have=have, piece=shown, where=fight.where, named=n))
    return None


def _piece_name(fight: Fight, fid: str, given: str) -> str:
    """A piece named in a removal order: by its name ("sawmill"; "base" for the clearing's
    suit), or "plot" for the plot in the clearing, whose kind the table does not see (13.2.2)."""
    if given.strip().lower() == PLOT_NAME:
        return actual_piece(fight.state, fight.where, fid, PLOT_NAME)
    return fight.law[fid].piece(given, suit=fight.state.suits.get(fight.where)).name


def _capped(fight: Fight, role: str, rolled: int) -> int:
    """``rolled`` as dealt: at most ``role``'s maximum rolled hits (4.3.2.I), or none (Looters).
    The face, the hits and the cap are kept in ``fight.rolled_hits``: the cap does not depend
    on the faces, so a replayed log's inference knows which other faces deal the same
    (Resolution.deals_the_same) without resolving the battle again for them."""
    fid = fight.faction(role)
    law = fight.law
    for use in fight.uses_of(role):
        why = use.effect.no_rolled_hits(fight, use, role)
        if why is not None:
            fight.say(why)
            fight.rolled_hits[role] = rolled, 0, 0  # no rolled hits, whatever the face
            return 0
    cap = law[fid].rolled_hits_cap(fight.state, fight, role)
    # The default cap, the warriors there (4.3.2.I), is put in words only when it is said:
    # most rolls are not capped, and each resolution tried for a replayed log's dice made them.
    cap_value, cap_words = cap if cap is not None else (fight.warriors(role), None)
    sections = list(cap_words.sections) if cap_words is not None else []
    for use in fight.uses:
        more = use.effect.cap(fight.state, fight, use, role)
        if more is not None:
            cap_words = CAP_PLUS(cap=_cap_words(cap_value, cap_words), more=more[1])
            cap_value += more[0]
            sections += more[1].sections
    dealt = min(rolled, cap_value)
    fight.rolled_hits[role] = rolled, dealt, cap_value
    if dealt < rolled:
        fight.say(DEALS_CAPPED("4.3.2.I", *dict.fromkeys(sections), who=fid, count=dealt, rolled=rolled,
                               cap=_cap_words(cap_value, cap_words)))
    else:
        fight.say(DEALS("4.3.2", who=fid, count=dealt))
    return dealt


def _cap_words(cap: int, words: Message | None) -> Message:
    """The cap's words: those its rules gave, or the default's, ``cap`` warriors on the side
    in the clearing of battle (4.3.2.I)."""
    return words if words is not None else CAP_WARRIORS(count=cap)


def _extra_hits(fight: Fight, role: str) -> int:
    """Extra hits ``role`` deals (4.3.3.I): the defender's defenselessness (4.3.3.II), its
    faction's abilities, the effects named."""
    law = fight.law
    fid = fight.faction(role)
    reasons: list[Message] = []
    if role == ATTACKER:
        defender = law[fight.defender]
        own = defender.defenseless(fight.state, fight, DEFENDER)
        if own if own is not None else default_defenseless(fight, DEFENDER):
            fight.say(DEFENSELESS("4.3.3.II", *defender.defenseless_sections(), who=fight.defender,
                                  attacker=fight.attacker))
            reasons.append(None)
    for rules in _rules_of(fight, role):
        for reason in rules.battle_extra_hits(fight.state, fight, role):
            fight.say(EXTRA_HIT(*reason.sections, reason=reason, who=fid))
            reasons.append(reason)
    for use in fight.uses_of(role):
        for reason in use.effect.extra_hits(fight.state, fight, use, role):
            fight.say(EXTRA_HIT(*reason.sections, reason=reason, who=fid))
            reasons.append(reason)
    return len(reasons)


def _rules_of(fight: Fight, role: str) -> list:
    """The rules ``role``'s side battles by: its faction's, then those of the hirelings it
    controls, whose "CONTROLLER:" abilities it gains (16.4.2); each hireling says which of its
    abilities are its controller's."""
    found = fight.rules.get(role)
    if found is None:  # asked at each step and each hit: worked out once a battle (no battle changes control)
        fid = fight.faction(role)
        state = fight.state
        found = fight.rules[role] = [fight.law[fid], *(fight.law[h] for h in state.hirelings
                                                       if state.controllers.get(h) == fid and h in fight.law)]
    return found


def default_defenseless(fight: Fight, role: str) -> bool:
    """No warriors on ``role``'s side in the clearing of battle (4.3.3.II)."""
    return fight.warriors(role) == 0


def _first_hit_ignored(fight: Fight, role: str) -> Message | None:
    """Why ``role`` ignores the first hit it takes, if it does (Devout Knights, Stubborn: the
    two do not combine, so one reason is enough)."""
    for rules in _rules_of(fight, role):
        why = rules.ignores_first_hit(fight.state, fight, role)
        if why is not None:
            return why
    if not fight.uses:  # most battles name no effect
        return None
    return next((m for u in fight.uses_of(role) if (m := u.effect.ignores_first_hit(fight, u, role))), None)


def _take_hits(fight: Fight, role: str, hits: int, stage: str) -> list[Removal]:
    """``hits`` dealt to ``role`` now: each removes one of its pieces (4.3.4), damages one of
    the Vagabond's items (9.2.7), is ignored, or is lost when nothing is left (1.5.4)."""
    fid = fight.faction(role)
    f = fight.law[fid]
    remover = fight.remover_of(role)
    batch: list[Removal] = []
    lost = taken = ignored = 0
    for _ in range(hits):
        if not fight.first_hit_seen[role]:
            fight.first_hit_seen[role] = True
            why = _first_hit_ignored(fight, role)
            if why is not None:
                fight.say(IGNORES_FIRST(*why.sections, reason=why, who=fid))
                ignored += 1
                continue
        taken += 1
        fight.hits_taken[role] += 1
        targets = f.hit_targets(fight.state, fight, role)
        if targets is None:
            targets = default_targets(fight, role)
        if not targets:
            lost += 1
            continue
        target = _choose(fight, role, targets, hits - taken - lost - ignored + 1)
        if target.item:
            fight.do(f.take_hit(fight.state, fight, role, target))
            batch.append(Removal(role, target.owner, target.piece, target.piece, ITEM, stage, item=True))
            continue
        kind = fight.law.kinds[(target.owner, target.piece)]
        shown = PLOT_NAME if is_face_down(fight.state, fight.where, target.owner, target.piece) else target.piece
        fight.do(Remove(_in_battle(fight, target.owner, target.piece), remover)
                 .edits(fight.state))
        batch.append(Removal(role, target.owner, target.piece, shown, kind, stage))
    fight.removals.extend(batch)
    if taken:
        removed: dict = {}  # (owner, shown) -> count, in the order removed: counted in place, no Counter a batch
        items = []  # the items damaged, in the same pass
        for r in batch:
            if r.item:
                items.append(r.piece)
            else:
                removed[(r.owner, r.shown)] = removed.get((r.owner, r.shown), 0) + 1
        words: list[Message] = []
        for (owner, shown), n in removed.items():
            words.append(REMOVES(count=n, piece=shown) if owner == fid else LENT_REMOVED(count=n, owner=owner, piece=shown))
        if items:
            damaged = f.damaged_words(items)
            if damaged is not None:
                words.append(damaged)
        if lost:
            words.append(HITS_LOST(*f.hits_lost_sections(), count=lost, who=fid))
        cited = {"4.3.4": None}  # the sections of the words, in order, once
        for w in words:
            for section in w.sections:
                cited[section] = None
        fight.say(TAKES(*cited, who=fid, count=taken, removed=words))
    elif not hits:
        fight.say(NOTHING_TAKEN("4.3.4", who=fid))
    return batch


def _in_battle(fight: Fight, owner: str, piece: str) -> PieceRequest:
    """One ``owner``'s ``piece`` removed from the clearing of battle (the warlord's removal
    asks, 14.2.2). A request is a frozen record, the same for every such piece a battle
    removes: made once a battle and piece (a hit's removal and its reminders each asked for
    one), by position, the records' quick path."""
    found = fight.requests.get((owner, piece))
    if found is None:  # count 1, not face up, in battle
        found = fight.requests[(owner, piece)] = PieceRequest(owner, piece, fight.where, 1, False, True)
    return found


def default_targets(fight: Fight, role: str) -> list[Target]:
    """What may take ``role``'s next hit (4.3.4): its warriors, and those it treats as its own,
    while any stand there; then its buildings and tokens. Lent warriors (mercenaries) take
    the hits their lender's rules say (11.2.7.III.a)."""
    fid = fight.faction(role)
    law = fight.law
    here = fight.state.pieces_at(fight.where)  # each piece there counted once, as it is made a target
    own = [Target(p, fid, p, count=n) for p in fight._warrior_pieces(fid) if (n := here.get((fid, p), 0))]
    lenders = fight.lenders[role]  # most sides have none: no list made for them at each hit
    lent = [Target(p, lender, p, count=n) for lender in lenders
            for p in fight._warrior_pieces(lender) if (n := here.get((lender, p), 0))] if lenders else []
    if own and lent:
        lender = fight.lenders[role][0]
        return lent if law[lender].lent_warriors_take_hit(fight.hits_taken[role]) else own
    if own or lent:
        return own or lent
    return [Target(p.name, fid, p.name, count=n) for p in law[fid].pieces
            if p.kind in (BUILDING, TOKEN) and (n := here.get((fid, p.name), 0))]


def _choose(fight: Fight, role: str, targets: list[Target], left: int) -> Target:
    """The target of ``role``'s next hit (``left`` hits to take, this one included): the one
    there is, or the next one its order names, or any when every one of them goes anyway; a
    choice that matters, not given, is asked for (:class:`ChoiceNeeded`)."""
    order, at = fight.orders[role], fight.cursor[role]
    front = order[at] if at < len(order) else None
    if front is not None:  # the next one its order names, if it may take the hit
        for t in targets:
            if t.name == front:
                fight.cursor[role] += 1
                return t
    fid = fight.faction(role)
    if fight.as_told and front is not None and fight.count(fid, front):
        fight.cursor[role] += 1
        return Target(front, fid, front)
    # One kind of target there (most hits: the side's warriors), or every one of them goes anyway.
    if len(targets) == 1 or len({t.name for t in targets}) == 1 or left >= sum(t.count for t in targets):
        if front is not None:
            fight.overruled[role].add(at)  # its named piece waits: warriors go first (4.3.4)
        return targets[0]
    shown = [PLOT_NAME if is_face_down(fight.state, fight.where, t.owner, t.piece) else t.name
             for t in {t.name: t for t in targets}.values()]
    raise ChoiceNeeded(role, fid, shown, at, frozenset(t.name for t in targets if t.item))


def _after_batch(fight: Fight, batch: list[Removal]) -> None:
    """What removals made at the same time trigger, once they are all made (1.5.4): the
    effects named (Field Hospitals), each owner's rules (a raid's warriors, a relic's forest),
    each owner's reminders (Outrage, Removing Bases...)."""
    if not batch:
        return
    for use in fight.uses:
        fight.say(*use.effect.after_removal(fight.state, fight, use, batch))
    law = fight.law
    owners: dict = {}  # each owner, in the order its first removal was made -> its pieces removed
    for r in batch:
        pieces = owners.setdefault(r.owner, [])
        if not r.item:
            pieces.append(r)
    for owner, mine in owners.items():
        if not mine:
            continue
        remover = fight.remover_of(mine[0].role)
        said = law[owner].removed_in_battle(fight.state, fight, mine, remover)
        fight.say(*said)
        asked = set()  # each piece removed asked once: its request and the position are the same for each
        for r in mine:
            if r.piece not in asked:
                asked.add(r.piece)
                fight.remind(*law[owner].removal_notes(fight.state, _in_battle(fight, owner, r.piece), remover))


def _leftover_orders(fight: Fight) -> None:
    """A piece named and never removed: refused when a hit went to a warrior while it was next
    in the order (warriors first, 4.3.4); otherwise the battle just did not reach it."""
    for role in ROLES:
        order, at = fight.orders[role], fight.cursor[role]
        left = order[at:]
        if not left:
            continue
        fid = fight.faction(role)
        if at in fight.overruled[role]:
            shown = PLOT_NAME if is_plot(fight.state, fid, left[0]) else left[0]
            fight.refuse(illegal(WARRIORS_FIRST("4.3.4", who=fid, where=fight.where, piece=shown)))
        else:
            fight.remind(NOT_REACHED("4.3.4", who=fid, pieces=left))


def _score(fight: Fight) -> None:
    """1 VP for each enemy building or token removed (3.2.1), to the side that removed it,
    unless a hireling did (16.4.3.VI); the extra points the factions' rules and the effects
    gave; all through the score track's hireling markers (16.4.1.I)."""
    law = fight.law
    # Each side's buildings and tokens removed, in one pass over the removals (most battles remove
    # warriors alone): the side that removed them scores.
    lost: dict = {}  # role -> its buildings and tokens removed
    for r in fight.removals:
        if r.kind in (BUILDING, TOKEN) and not r.item:
            lost.setdefault(r.role, []).append(r)
    for role in ROLES:
        other = fight.other(role)
        removed = lost.get(other)
        if not removed:
            continue
        remover = fight.remover_of(other)
        for r in list(removed):  # a piece whose owner's rules give no point for it (a bot's trait)
            why = law[r.owner].scores_nothing_for(fight.state, r.piece, remover)
            if why is not None:
                removed.remove(r)
                fight.remind(why)
        if not removed:
            continue
        if law[remover].hireling:
            fight.remind(HIRELING_NO_SCORE("16.4.3.VI", who=remover))
            continue
        fight.score(remover, len(removed), FOR_BUILDINGS("3.2.1", count=len(removed)))
    for fid, points in fight.points.items():
        if not points:
            continue
        edits, notes = hirelings.score_edits(fight.state, fid, points)
        fight.do(edits)
        reasons = fight.point_reasons.get(fid, [])
        sections = tuple(dict.fromkeys(s for r in reasons for s in r.sections))
        fight.say(SCORES(*sections, who=fid, points=points, why=reasons))
        fight.remind(*notes)
    # Reaching 30 (3.1) is said and recorded by the public replay, for every action alike
    # (rootboard.game.victory).


def _resolution(fight: Fight) -> Resolution:
    removed: dict = {}
    damaged: dict = {}
    for r in fight.removals:
        counts = (damaged if r.item else removed).setdefault(r.owner, {})
        counts[r.shown] = counts.get(r.shown, 0) + 1
    steps = tuple(fight.steps)
    verdict = fight.refusal
    if verdict is None:  # the steps said as one summary only when they are the verdict's words
        sections: dict = {}  # each step's sections, in order, once
        for step in steps:
            for section in step.sections:
                sections[section] = None
        verdict = legal(Message(SUMMARY.id, {"steps": _fold(steps)}, tuple(sections)), *fight.notes)
    scores = {fid: n for fid, n in fight.points.items() if n}
    return Resolution(verdict, fight.edits, fight.rolls, dict(fight.dealt), removed, damaged, scores, steps, None,
                      fight.higher, dict(fight.rolled_hits))


# --- helpers the factions' hooks use -------------------------------------------------------

def place_warriors(fight: Fight, fid: str, clearings: Iterable[int], piece: str = WARRIOR) -> list[int]:
    """One ``fid`` warrior from its supply in each clearing it may be placed in (place bans:
    the keep 6.2.2, a snare 13.7.2, scorched earth 16.3.6), as many as its supply holds (1.5.4);
    the clearings it went to."""
    placed = []
    for c in clearings:
        if not fight.state.supply.get((fid, piece), 0):
            break
        if place_ban(fight.state, fid, c) is not None:
            continue
        fight.do([shift((fid, piece), SUPPLY, c, 1)])
        placed.append(c)
    return placed


def forests_around(state: GameState, where: int) -> list[str]:
    """The forests touching a clearing, in order (where a relic may be placed nearest)."""
    return [f for f in state.topology.forests_of(where) if in_forest(f)]

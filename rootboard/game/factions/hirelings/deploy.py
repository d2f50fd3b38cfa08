"""The two-part Once-per-Daylight actions that place first and then choose (16.4.2.IV; the cards,
one transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`, ``deploy`` and ``then``),
played by rootboard:

* the Vault Keepers: a vault placed at or next to a vault (none can be: a warrior and a vault
  in any clearing); then battles in each clearing with a vault, or a Keeper warrior at each vault;
* the Sunward Expedition: a foothold and up to three warriors placed in a clearing without a
  foothold (none in the supply: one lifted from the map to be placed); then a move and a battle,
  or a warrior at each foothold;
* the Corvid Spies: two Spy warriors placed among clearings with enemy pieces (16.4.3.II); then
  battles in each clearing with Spy warriors, or, in one of them, a random card taken from each
  enemy with faction pieces there.

rootboard places and checks each placing where the card says, and the warriors placed "at each";
the moves, battles and random cards of the other choices are the table's (``rootboard move``,
``rootboard battle``, the cards it takes), said with where they may be.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.uprising import is_enemy_piece
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NO_DEPLOY = Template("hireling-deploy.none", "{hireling:card.whose} action places nothing first")
HOW_MANY = Template("hireling-deploy.how-many", "{hireling:card.whose} action places in one clearing: name it "
                    "(where=[N]), not {named}",
                    plural="{hireling:card.whose} action places {count} warriors among clearings: name {count} "
                    "clearings, one per warrior (where=[...]), not {named}", count="count")
NOT_A_CLEARING = Template("hireling-deploy.not-a-clearing", "{where} is not a clearing of this map")
UP_TO = Template("hireling-deploy.up-to", "{hireling:card.whose} action places up to {most} warriors with its "
                 "{piece:piece}, not {asked}")
THEN = Template("hireling-deploy.then", "{then!r} is not a choice of {hireling:card.whose} action: {choices}")
NOT_BY = Template("hireling-deploy.not-by", "{where:area} neither holds {piece:piece.a} of {hireling:card} nor is "
                  "adjacent to one: its card places it at or next to one")
HAS_ONE = Template("hireling-deploy.has-one", "{where:area} already holds {piece:piece.a} of {hireling:card}: "
                   "its card places it in a clearing without one")
NO_ENEMY = Template("hireling-deploy.no-enemy", "{where:area} holds no enemy piece of {hireling:card}: its card "
                    "places its warriors among clearings with enemy pieces")
LIFT_NEEDED = Template("hireling-deploy.lift-needed", "no {piece:piece} of {hireling:card} is left in its supply: "
                       "name the clearing one is lifted from to be placed (lift=N)")
LIFT_NOT_NEEDED = Template("hireling-deploy.lift-not-needed", "{piece:piece.a} of {hireling:card} is left in its "
                           "supply: none is lifted from the map")
LIFT_NONE_THERE = Template("hireling-deploy.lift-none-there", "{where:area} holds no {piece:piece} of "
                           "{hireling:card} to lift")
CARDS_WHERE = Template("hireling-deploy.cards-where", "name the clearing with Spy warriors where the cards are "
                       "taken (at=N)")
NO_SPY_THERE = Template("hireling-deploy.no-spy-there", "{where:area} holds no warrior of {hireling:card}")
SHORT = Template("hireling-deploy.short", "{hireling:card} {hireling:card|sg=has|pl=have} {have} warrior left for "
                 "{count} places: name where it goes (each=[...])",
                 plural="{hireling:card} {hireling:card|sg=has|pl=have} {have} warriors left for {count} places: "
                 "name where they go (each=[...])", count="have")
EACH_NOT_THERE = Template("hireling-deploy.each-not-there", "{where:area}: {asked} named there, more than "
                          "{hireling:card.whose} {piece:pieces} there after the placing ({have})")
DONE = Template("hireling-deploy.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} "
                "action, placing in {where:area}: {placed:piece}")
FALLBACK = Template("hireling-deploy.fallback", "none can be placed at or next to {piece:piece.a}: its card places "
                    "a warrior with it, in any clearing")
AT_EACH = Template("hireling-deploy.at-each", "then a warrior at each {piece:piece}: {count} placed",
                   plural="then a warrior at each {piece:piece}: {count} placed", count="count")
BATTLES = Template("hireling-deploy.battles", "then {hireling:card} may battle in each clearing with its "
                   "{piece:pieces}: {where:area} ('rootboard battle GAME {id} DEFENDER N')")
MOVES = Template("hireling-deploy.moves", "then {hireling:card} may move, then battle ('rootboard move', "
                 "'rootboard battle GAME {id} DEFENDER N')")
CARDS = Template("hireling-deploy.cards", "then {who:faction} {who:faction|sg=takes|pl=take} a random card from "
                 "each enemy with faction pieces in {where:area}: {enemies:faction}")
NO_CARDS = Template("hireling-deploy.no-cards", "then no enemy with faction pieces in {where:area} gives a card")
LOG = Template("hireling-deploy.log", "{hireling:faction}: its Daylight action, in {where:area}")


def adjacent(state, clearing: int) -> set[int]:
    """Clearings joined to ``clearing`` by a path, a closed one once opened (2.2.1, 16.2.3.III)."""
    from rootboard.board.topology import CLOSED_PATH, PATH

    topology = state.topology
    near = set(topology.clearing_links(clearing, PATH))
    return near | {o for o in topology.clearing_links(clearing, CLOSED_PATH)
                   if (min(clearing, o), max(clearing, o)) not in state.closed_paths}


def _holds(state, hireling: str, piece: str) -> list[int]:
    return [c for c in sorted(state.topology.board.clearings) if state.count(c, (hireling, piece))]


@record(frozen=True)
class Deploy(Action):
    """``hireling``'s action ``use``: its first part placed in ``where`` (``warriors`` more with
    it, where its card allows; ``lift``: the clearing a piece is lifted from when its supply has
    none); then ``then``, one of its card's choices (``at``: the clearing where cards are taken;
    ``each``: where the warriors go when its supply cannot place one at each)."""

    hireling: str
    where: tuple[int, ...]
    then: str
    warriors: int = 0
    lift: int | None = None
    at: int | None = None
    each: tuple[int, ...] = ()
    use: int = 1
    kind = "hireling-deploy"

    def _plan(self, state):
        """((first part {(piece, clearing): n}, lifted, second part {clearing: n}, notes), problem)
        or (None, why it cannot be done); BadInput for what the command must say otherwise."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        deploy = spec.get("deploy")
        if deploy is None:
            return None, impossible(NO_DEPLOY(section, hireling=side))
        if self.then not in spec["then"]:
            raise BadInput(THEN(then=self.then, hireling=side, choices=", ".join(spec["then"])))
        for where in (*self.where, *([self.lift] if self.lift is not None else []),
                      *([self.at] if self.at is not None else []), *self.each):
            if where not in state.topology.board.clearings:
                raise BadInput(NOT_A_CLEARING(where=where))
        controller = state.controllers.get(self.hireling)
        if controller is None:
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        problem = refusal(state, self.hireling, self.use)
        pieces, notes = dict(deploy["place"]), []
        key = deploy.get("next_to") or deploy.get("without")
        if deploy.get("next_to") and not self._by_any(state, key):
            pieces = dict(deploy["fallback"])  # none can be placed at or next to one: anywhere
            notes.append(FALLBACK(section, piece=key))
        elif deploy.get("next_to"):
            for where in self.where:
                if not state.count(where, (self.hireling, key)) and \
                        not any(state.count(c, (self.hireling, key)) for c in adjacent(state, where)):
                    problem = problem or illegal(NOT_BY(section, where=where, piece=key, hireling=side))
        spread = deploy.get("among")
        count = sum(pieces.values()) if spread else 1
        if len(self.where) != count:
            raise BadInput(HOW_MANY(hireling=side, count=count, named=list(self.where)))
        most = deploy.get("up_to", 0)
        if not 0 <= self.warriors <= most or (self.warriors and not most):
            raise BadInput(UP_TO(hireling=side, most=most, piece=next(iter(pieces)), asked=self.warriors))
        for where in set(self.where):
            if deploy.get("without") and state.count(where, (self.hireling, key)):
                problem = problem or illegal(HAS_ONE(section, where=where, piece=key, hireling=side))
            if deploy.get("enemy") and not any(n and is_enemy_piece(state, self.hireling, owner)
                                               for (owner, _), n in state.pieces_at(where).items()):
                problem = problem or illegal(NO_ENEMY(section, "16.4.3.II", where=where, hireling=side))
        lifted = self._lifted(state, deploy, side, section)
        if isinstance(lifted, tuple):
            return None, lifted[0]
        first: dict = {}
        if spread:
            (piece,) = pieces
            for where in self.where:
                first[(piece, where)] = first.get((piece, where), 0) + 1
        else:
            first = {(piece, self.where[0]): n for piece, n in pieces.items()}
            if self.warriors:
                first[(WARRIOR, self.where[0])] = first.get((WARRIOR, self.where[0]), 0) + self.warriors
        scratch = state.position_copy()
        if lifted is not None:
            scratch.apply([shift((self.hireling, key), lifted, SUPPLY, 1)])
        for (piece, where), n in sorted(first.items()):
            refused = place_refusal(scratch, PieceRequest(self.hireling, piece, where, n))
            if refused is not None and not refused.possible:
                return None, refused
            problem = problem or refused
            scratch.apply([shift((self.hireling, piece), SUPPLY, where, n)])
        second, said = self._then(scratch, spec, side, section, controller)
        if second is None:
            return None, said
        return (first, lifted, second, [*notes, *said]), problem

    def _by_any(self, state, key: str) -> bool:
        """Whether a ``key`` piece of the hireling can be placed at or next to one of its own."""
        spots = set()
        for c in _holds(state, self.hireling, key):
            spots |= {c, *adjacent(state, c)}
        return any(place_refusal(state, PieceRequest(self.hireling, key, c)) is None for c in sorted(spots))

    def _lifted(self, state, deploy, side, section):
        """The clearing a piece is lifted from (its supply empty), None, or (refusal,)."""
        key = deploy.get("lift")
        if key is None:
            return None
        if state.supply.get((self.hireling, key), 0):
            if self.lift is not None:
                raise BadInput(LIFT_NOT_NEEDED(piece=key, hireling=side))
            return None
        if self.lift is None:
            raise BadInput(LIFT_NEEDED(piece=key, hireling=side))
        if not state.count(self.lift, (self.hireling, key)):
            return (impossible(LIFT_NONE_THERE(section, where=self.lift, piece=key, hireling=side)),)
        return self.lift

    def _then(self, scratch, spec, side, section, controller):
        """({clearing: warriors placed}, notes) for the choice, on the position the first part
        left; (None, refusal) when it cannot be done."""
        then, said = self.then, dict(hireling=side, id=self.hireling)
        if then.startswith("each:"):
            key = then.split(":", 1)[1]
            wanted = {c: scratch.count(c, (self.hireling, key)) for c in _holds(scratch, self.hireling, key)}
            have = scratch.supply.get((self.hireling, WARRIOR), 0)
            places = dict(wanted)
            if have < sum(wanted.values()):
                if not self.each:
                    raise BadInput(SHORT(hireling=side, have=have, count=sum(wanted.values())))
                places = {}
                for c in self.each:
                    places[c] = places.get(c, 0) + 1
                for c, n in places.items():
                    if n > wanted.get(c, 0):
                        raise BadInput(EACH_NOT_THERE(where=c, have=wanted.get(c, 0), asked=n, piece=key,
                                                      hireling=side))
                if sum(places.values()) > have:
                    raise BadInput(SHORT(hireling=side, have=have, count=sum(wanted.values())))
            return places, [AT_EACH(section, piece=key, count=sum(places.values()))]
        if then.startswith("battle:"):
            key = then.split(":", 1)[1]
            return {}, [BATTLES(section, piece=key, where=tuple(_holds(scratch, self.hireling, key)), **said)]
        if then == "move":
            return {}, [MOVES(section, **said)]
        # "cards": in one clearing with its warriors, a random card from each enemy there
        if self.at is None:
            raise BadInput(CARDS_WHERE())
        if not scratch.count(self.at, (self.hireling, WARRIOR)):
            return None, illegal(NO_SPY_THERE(section, where=self.at, hireling=side))
        enemies = tuple(f for f in scratch.factions if is_enemy_piece(scratch, self.hireling, f)
                        and any(n for (o, _), n in scratch.pieces_at(self.at).items() if o == f))
        if not enemies:
            return {}, [NO_CARDS(section, where=self.at)]
        return {}, [CARDS(section, who=controller, where=self.at, enemies=enemies)]

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        first, _, _, notes = plan
        placed = tuple(sorted({p for p, _ in first}))  # its own pieces: warrior, vault, foothold
        where = tuple(sorted({c for _, c in first}))
        side = showing(state, self.hireling)
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        message = DONE(section, who=state.controllers[self.hireling], hireling=side,
                       placed=placed, where=where)
        return problem or legal(message, *notes)

    def edits(self, state):
        (first, lifted, second, _), _ = self._plan(state)
        key = use_of(state, self.hireling, self.use)["deploy"].get("lift")
        edits = [shift((self.hireling, key), lifted, SUPPLY, 1)] if lifted is not None else []
        edits += [shift((self.hireling, piece), SUPPLY, where, n) for (piece, where), n in sorted(first.items())]
        edits += [shift((self.hireling, WARRIOR), SUPPLY, c, n) for c, n in sorted(second.items()) if n]
        return [*edits, state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.IV", hireling=self.hireling, where=tuple(sorted(set(self.where))))


def candidates(state, hireling: str, n: int, use: dict) -> list:
    """What to offer: each clearing for the first part (twice over, for warriors spread among
    clearings), with each of the choices that name nothing more; each judged by its own check."""
    deploy = use["deploy"]
    count = sum(deploy["place"].values()) if deploy.get("among") else 1
    choices = [t for t in use["then"] if t != "cards"]
    return [Deploy(hireling, (c,) * count, then, use=n) for c in sorted(state.topology.board.clearings)
            for then in choices]


ACTIONS = (Deploy,)

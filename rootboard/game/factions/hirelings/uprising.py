"""The Spring Uprising's Start-of-Birdsong action, played by rootboard (16.4.2.III; its card, one
transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`): its controller must roll the
uprising die, then must either remove an Uprising warrior and every enemy piece from a clearing
of the suit rolled, or place an Uprising warrior in one. The die is the table's: rootboard asks
what it shows (``suit``) and checks the clearing against it.

Enemy pieces are the hireling's enemies' (16.4.3.II: everyone but its controller; uncontrolled,
everyone), never the map's; what its owner's rules keep stays, as a revolt leaves it (a pawn,
9.2.2, the Vagabond damaging items instead, 9.2.2.I; the warlord, 14.2.2). Its controller
scores nothing for them (16.4.3.VI).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action, Remove
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import ITEM, MAP, PAWN, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal, remove_refusal
from rootboard.game.state import shift
from rootboard.game.suits import SUITS
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NO_UPRISING = Template("hireling-uprising.none", "{hireling:card.whose} action rolls no uprising die")
ROLL = Template("hireling-uprising.roll", "{hireling:card}: roll the uprising die and name the suit it shows "
                "(suit=fox, mouse or rabbit)")
NOT_A_CLEARING = Template("hireling-uprising.not-a-clearing", "{where} is not a clearing of this map")
NOT_SUIT = Template("hireling-uprising.not-suit", "{where:area} is not a {suit:suit} clearing: the uprising die "
                    "shows {suit:suit}")
NO_WARRIOR = Template("hireling-uprising.no-warrior", "{where:area} holds no Uprising warrior to remove: "
                      "{hireling:card.whose} card removes one with the enemy pieces there")
REMOVES = Template("hireling-uprising.removes", "the uprising die shows {suit:suit}: in {where:area} an Uprising "
                   "warrior is removed, and {count} enemy piece with it",
                   plural="the uprising die shows {suit:suit}: in {where:area} an Uprising warrior is removed, "
                   "and {count} enemy pieces with it", count="count")
PLACES = Template("hireling-uprising.places", "the uprising die shows {suit:suit}: an Uprising warrior is placed "
                  "in {where:area}")
LOG = Template("hireling-uprising.log", "{hireling:faction}: the uprising die shows {suit:suit}, in {where:area}")


def is_enemy_piece(state, hireling: str, owner: str) -> bool:
    """A piece of one of ``hireling``'s enemies (16.4.3.II): not its own, the map's, its
    controller's, nor another hireling's its controller holds."""
    if owner in (hireling, MAP):
        return False
    controller = state.controllers.get(hireling)
    answers_to = state.controllers.get(owner) if owner in state.hirelings else owner
    return controller is None or answers_to != controller


def enemy_removals(state, hireling: str, where: int) -> list[tuple[str, str, int]]:
    """Every enemy piece in ``where`` the card removes: what its owner's rules let go."""
    kinds = state.law.kinds
    return [(owner, piece, n) for (owner, piece), n in sorted(state.pieces_at(where).items())
            if n and is_enemy_piece(state, hireling, owner) and kinds[(owner, piece)] not in (PAWN, ITEM)
            and remove_refusal(state, PieceRequest(owner, piece, where, n)) is None]


@record(frozen=True)
class Uprising(Action):
    """``hireling``'s action ``use``: the uprising die shows ``suit``; an Uprising warrior and
    every enemy piece removed from ``clearing`` (``remove``), or an Uprising warrior placed there."""

    hireling: str
    suit: str
    clearing: int
    remove: bool = False
    use: int = 1
    kind = "hireling-uprising"

    def _plan(self, state):
        """(removals or None when placing, problem), or (None, why it cannot be done); BadInput
        for a suit the die has not or a clearing the map has not."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if "uprising" not in spec:
            return None, impossible(NO_UPRISING(section, hireling=side))
        if self.suit not in SUITS:
            raise BadInput(ROLL(hireling=side))
        if self.clearing not in state.topology.board.clearings:
            raise BadInput(NOT_A_CLEARING(where=self.clearing))
        if state.controllers.get(self.hireling) is None:
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        problem = refusal(state, self.hireling, self.use)
        if state.suits.get(self.clearing) != self.suit:
            problem = problem or illegal(NOT_SUIT(section, where=self.clearing, suit=self.suit))
        if not self.remove:
            refused = place_refusal(state, PieceRequest(self.hireling, WARRIOR, self.clearing))
            if refused is not None and not refused.possible:
                return None, refused
            return [], problem or refused
        own = PieceRequest(self.hireling, WARRIOR, self.clearing)
        if not state.count(self.clearing, (self.hireling, WARRIOR)):
            return None, impossible(NO_WARRIOR(section, where=self.clearing, hireling=side))
        removals = [Remove(own, by=self.hireling)]
        removals += [Remove(PieceRequest(o, p, self.clearing, n), by=self.hireling)
                     for o, p, n in enemy_removals(state, self.hireling, self.clearing)]
        return removals, problem

    def _enemies(self, state) -> list[str]:
        return [f for f in state.in_game if is_enemy_piece(state, self.hireling, f)]

    def check(self, state):
        removals, problem = self._plan(state)
        if removals is None:
            return problem
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        if not self.remove:
            return problem or legal(PLACES(section, suit=self.suit, where=self.clearing))
        law, notes = state.law, []
        for r in removals[1:]:
            notes += law[r.request.faction].removal_notes(state, r.request, self.hireling)
        for fid in self._enemies(state):
            notes += law[fid].suffers_full_removal(state, self.clearing, self.hireling)[1]
        count = sum(r.request.count for r in removals[1:])
        return problem or legal(REMOVES(section, "16.4.3.VI", suit=self.suit, where=self.clearing, count=count),
                                *notes)

    def edits(self, state):
        removals, _ = self._plan(state)
        key = state.set_edit("used", state.used | {used_key(self.hireling, self.use)})
        if not self.remove:
            return [shift((self.hireling, WARRIOR), SUPPLY, self.clearing, 1), key]
        edits: list = []
        try:  # each removal judged on the position the ones before it left (a trade post's funds)
            for r in removals:
                step = r.edits(state)
                state.apply(step)
                edits += step
            for fid in self._enemies(state):
                step = state.law[fid].suffers_full_removal(state, self.clearing, self.hireling)[0]
                state.apply(step)
                edits += step
        finally:
            state.revert(edits)
        return [*edits, key]

    def describe(self, law):
        return LOG("16.4.2.III", hireling=self.hireling, suit=self.suit, where=self.clearing)


ACTIONS = (Uprising,)

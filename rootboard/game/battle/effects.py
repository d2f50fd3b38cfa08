"""What the table declares in a battle (``--effect NAME``): a card, a leader, a mood, a choice
the app cannot see. Each effect says whose side uses it and whether it applies, citing its
section, and does its part at its step of the battle (:mod:`rootboard.game.battle.resolution`).

The factions declare their own (``Faction.battle_effects``: Commander, Field Hospitals, the
Hundreds' moods, the Vagabond's characters...) as :class:`Ability`; the cards are
:class:`Card` (:mod:`rootboard.game.battle.cards`).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.faction import ATTACKER, DEFENDER, ROLES  # noqa: F401  (re-exported: the sides)
from rootboard.game.state import GameState
from rootboard.game.verdict import Verdict, illegal, impossible
from rootboard.messages import Message, Template
from rootboard.records import record

# The fight and its removals (rootboard.game.battle.resolution) are what each step is handed;
# that module imports this one, and imports run one way, so here they are only named (in
# annotations, never evaluated: typing is not imported at every start, issue 32).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from rootboard.game.battle.resolution import Fight, Removal



@record(frozen=True)  # made at each start of a battle: no compiled methods (rootboard.records)
class EffectUse:
    """A battle effect named on a battle: by ``role``'s side, with its ``value`` (or None)."""

    effect: "BattleEffect"
    role: str
    value: str | None = None

    @property
    def id(self) -> str:
        return self.effect.id


class BattleEffect:
    """A card, a leader, a mood or a choice the app cannot see, named on a battle.

    ``id`` is its name on the command line (``--effect commander``), ``title`` its name in
    sentences (a term, translated); ``section`` where the Law (or, ``unconfirmed``, a card)
    says what it does; ``value`` the shape of the value it takes (``bitter=5,1``), None when
    it takes none. :meth:`user` says whose side uses it; :meth:`refusal` whether it applies,
    citing why not. The other methods are its steps, in the order of the battle; each does
    nothing unless the effect does that."""

    id = ""
    title = ""
    section = ""
    value: str | None = None
    value_optional = False
    repeatable = False
    unconfirmed = False
    initiates = False  # the battle is this effect's owner's action, not the attacker's (Instigate)

    def user(self, state: GameState, fight: "Fight", value: str | None) -> str | Verdict:
        """The role using it (ATTACKER or DEFENDER), or why it cannot be this battle's."""
        raise NotImplementedError

    def removes_for_both(self, fight: "Fight", use: EffectUse) -> str | None:
        """Who removes the pieces of both sides instead of the sides themselves, or None."""
        return None

    def refusal(self, state: GameState, fight: "Fight", use: EffectUse) -> Verdict | None:
        return None

    def at_start(self, state: GameState, fight: "Fight", use: EffectUse) -> list[Message]:
        """Declared at the start of the battle (Looters, an Ally's warriors)."""
        return []

    def ignores_ambush(self, fight: "Fight", use: EffectUse, role: str) -> Message | None:
        return None

    def removed_warriors_go_to(self, state: GameState, fid: str):
        """Where ``fid``'s warriors removed from a clearing are placed instead of its supply when
        the table uses this effect (Field Hospitals, 6.2.3: the keep's clearing), or None. A
        recorded game writes them as moving there (Rootlog)."""
        return None

    def removed_piece_placed(self, state: GameState, fid: str, piece: str, where) -> str | None:
        """This effect's value when ``fid``'s ``piece`` removed in battle is placed in ``where``
        by the choice it names (Prized Trophies, 15.2.5: a relic in the forest its remover
        chooses), or None. A recorded game writes the piece as moving there (Rootlog)."""
        return None

    def before_roll(self, state: GameState, fight: "Fight", use: EffectUse) -> list[Message]:
        """Immediately before the dice (Bitter, Protector); may change the position (fight.do)."""
        return []

    def takes_higher_roll(self, fight: "Fight", use: EffectUse, role: str) -> Message | None:
        """Why ``role`` deals the higher roll and the other side the lower (4.3.2), as Guerrilla
        War lets the Alliance (8.2.2): the Rabbit Scouts' card, a card spent (16.4.2.II)."""
        return None

    def cap(self, state: GameState, fight: "Fight", use: EffectUse, role: str) -> tuple[int, Message] | None:
        """More maximum rolled hits for ``role`` (Protector), with its words."""
        return None

    def no_rolled_hits(self, fight: "Fight", use: EffectUse, role: str) -> Message | None:
        """Why ``role`` deals no rolled hits (Looters)."""
        return None

    def extra_hits(self, state: GameState, fight: "Fight", use: EffectUse, role: str) -> list[Message]:
        """One reason per extra hit ``role`` deals (4.3.3.I)."""
        return []

    def ignores_first_hit(self, fight: "Fight", use: EffectUse, role: str) -> Message | None:
        return None

    def ignores_rolled_hits(self, fight: "Fight", use: EffectUse, role: str) -> Message | None:
        return None

    def after_removal(self, state: GameState, fight: "Fight", use: EffectUse, batch: list["Removal"]) -> list[Message]:
        """After a batch of removals at the same time (the ambush's, step 4's), 1.5.4."""
        return []

    def at_end(self, state: GameState, fight: "Fight", use: EffectUse) -> list[Message]:
        return []


NOT_IN_BATTLE = Template("battle.effect-not-in-battle", "{effect:battle-effect} is {who:faction.whose}, and "
                         "{who:faction} {who:faction|sg=is|pl=are} not in this battle")
ONLY_AS = Template("battle.effect-only-as", "{effect:battle-effect} is used by {who:faction} only as {role:role}")
WHOSE = Template("battle.effect-whose", "{effect:battle-effect} may be either side's: say whose, as "
                 "{effect_id}=attacker or {effect_id}=defender")


class Ability(BattleEffect):
    """A faction's ability, or a choice its rules give it, that the table declares in a battle
    (a leader, a mood, a card spent): used by ``owner`` in one of ``roles``."""

    owner = ""
    roles = ROLES

    def user(self, state, fight, value):
        role = fight.role_of(self.owner)
        if role is None:
            return impossible(NOT_IN_BATTLE(self.section, effect=self.id, who=self.owner))
        return role

    def refusal(self, state, fight, use):
        if use.role not in self.roles:
            return illegal(ONLY_AS(self.section, effect=self.id, who=self.owner, role=self.roles[0]))
        return None


# The catalogue's cards (rootboard/game/cards/*.json) that each battle card is, crafted into play
# (4.1.3). The cards' effects are rootboard.game.battle.cards, imported when a battle first needs
# one; what each is crafted as, and which work unnamed, are here with their base, so that a
# battle asks whether one is in play without importing them (issue 32).
CRAFTED_AS = {"armorers": ("armorers",), "sappers": ("sappers",), "brutal-tactics": ("brutal-tactics",),
              "scouting-party": ("scouting-party",),
              "partisans": ("fox-partisans", "mouse-partisans", "rabbit-partisans")}
# The battle cards that work for the side whose play area holds them without being named: they
# ask no choice (Scouting Party: "not affected by ambush cards", 4.3.1).
UNNAMED = frozenset({"scouting-party"})
_UNNAMED_CRAFTED = frozenset(c for card in UNNAMED for c in CRAFTED_AS[card])


def unnamed_in_play(state: GameState) -> bool:
    """Whether any faction's play area (the card table's ``play``/``used``, 4.1.3) holds a battle
    card that works unnamed: only then is a battle asked which side it works for
    (rootboard.game.battle.cards.in_play_uses). A game keeping no cards holds none."""
    cards = state.cards
    if not cards:
        return False
    for place in ("play", "used"):
        for held in cards.get(place, {}).values():
            for card in held:
                if card in _UNNAMED_CRAFTED:
                    return True
    return False


class Card(BattleEffect):
    """A card played in battle (unconfirmed text): by the side its text says, or, when either
    side could, by the side the value names (``armorers=defender``; a faction id too)."""

    side: str | None = None  # ATTACKER, DEFENDER, or None: either

    def user(self, state, fight, value):
        if self.side is not None:
            return self.side
        if value in ROLES:
            return value
        role = fight.role_of(value) if value else None
        if role is None:
            raise BadInput(WHOSE(self.section, effect=self.id, effect_id=self.id))
        return role

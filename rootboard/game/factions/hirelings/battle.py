"""The hirelings' abilities the table declares in a battle (``--effect NAME``, 16.4.2.II): a
"CONTROLLER:" ability its controller may use or not, a card spent for it, which the table says.
Each is found on the hireling whose side showing has it (its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`). Imported only when a battle names an
effect its sides do not declare (Faction.battle_effects).

- The Rabbit Scouts (the Spring Uprising's demoted side): as defender, before the roll, its
  controller may spend a card matching the battle clearing to deal the higher roll and make the
  attacker deal the lower ("like Guerrilla War", 8.2.2).
- The Feline Physicians (the Forest Patrol's demoted side): whenever its controller's faction
  warriors are removed, it may spend a card matching their clearing to place them in a clearing
  with its faction pieces instead of its supply ("like Field Hospitals", 6.2.3); in battle, as
  Field Hospitals is offered (a removal outside battle is the table's).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.battle.effects import DEFENDER, NOT_IN_BATTLE, ONLY_AS, BattleEffect
from rootboard.game.factions.hirelings.abilities import SECTION, faction_pieces, holds_no_card, side_has, spend_a_card
from rootboard.game.hirelings import showing
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.movement import place_ban
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible
from rootboard.messages import Template

NOT_SHOWING = Template("hireling-ability.higher-roll.not-showing", "{effect:battle-effect}: the ability of a "
                       "hireling card's side, and no hireling of this game shows it")
UNCONTROLLED = Template("hireling-ability.higher-roll.uncontrolled", "{effect:battle-effect}: its controller's "
                        "ability, and nobody controls {hireling:card}")
NO_CARD = Template("hireling-ability.higher-roll.no-card", "{effect:battle-effect}: its controller spends a card "
                   "matching {where:area}, and {who:faction} {who:faction|sg=holds|pl=hold} no card (its card)")
SPENDS = Template("hireling-ability.higher-roll.spends", "{hireling:card}: {who:faction} "
                  "{who:faction|sg=spends|pl=spend} a card matching {where:area} before the roll (its card)")
HIGHER = Template("hireling-ability.higher-roll", "{hireling:card}: as defender {who:faction} will deal the higher "
                  "roll, the attacker the lower (its card, like Guerrilla War)")
NOT_A_CLEARING = Template("hireling-ability.physicians.not-a-clearing", "{effect:battle-effect} places the warriors "
                          "in a clearing: say which, as {effect_id}=N; {value!r} is not a clearing of this map")
NO_PIECES_THERE = Template("hireling-ability.physicians.no-pieces", "{effect:battle-effect}: {who:faction} "
                           "{who:faction|sg=has|pl=have} no faction pieces in {to:area}, and the warriors are placed "
                           "in a clearing with its controller's faction pieces (its card)")
PLACED = Template("hireling-ability.physicians.placed", "{hireling:card}: {who:faction} "
                  "{who:faction|sg=spends|pl=spend} a card matching {where:area} and "
                  "{who:faction|sg=places|pl=place} {count} warrior in {to:area} (its card, like Field Hospitals)",
                  plural="{hireling:card}: {who:faction} {who:faction|sg=spends|pl=spend} a card matching "
                  "{where:area} and {who:faction|sg=places|pl=place} {count} warriors in {to:area} (its card, like "
                  "Field Hospitals)", count="count")
NOT_PLACED = Template("hireling-ability.physicians.not-placed", "{hireling:card}: the warriors removed stay in "
                      "{who:faction.whose} supply: {why}")
NONE_LEFT_THERE = Template("hireling-ability.physicians.none-left", "{who:faction} {who:faction|sg=has|pl=have} no "
                           "faction pieces left in {to:area}")


class ControllerEffect(BattleEffect):
    """A "CONTROLLER:" ability of the hireling whose side showing has ``flag``, used by its
    controller, who must be in the battle (16.4.2)."""

    unconfirmed = True
    section = SECTION
    flag = ""

    def hireling(self, state) -> str | None:
        """The game's hireling whose side showing has this ability, or None."""
        for h in state.hirelings:
            if side_has(state, h, self.flag):
                return h
        return None

    def side(self, state) -> str:
        return showing(state, self.hireling(state))

    def user(self, state, fight, value):
        hireling = self.hireling(state)
        if hireling is None:
            return impossible(NOT_SHOWING(self.section, effect=self.id))
        controller = state.controllers.get(hireling)
        if controller is None:
            return impossible(UNCONTROLLED(self.section, "16.4.2", effect=self.id, hireling=showing(state, hireling)))
        role = fight.role_of(controller)
        if role is None:
            return impossible(NOT_IN_BATTLE(self.section, effect=self.id, who=controller))
        return role

    def no_card(self, state, fight, fid):
        """Its card refused: ``fid``'s hand is known to hold none (the real position's history
        says whether hands are kept; the battle's scratch copy keeps none)."""
        if holds_no_card(fight.origin or state, fid):
            return illegal(NO_CARD(self.section, "16.6.29", effect=self.id, where=fight.where, who=fid))
        return None


class HigherRollForCard(ControllerEffect):
    """``rabbit-scouts``: its controller, defending, spends a card matching the clearing before
    the roll and deals the higher roll (16.4.2.II; like Guerrilla War, 8.2.2)."""

    id, title = "rabbit-scouts", "Rabbit Scouts"
    flag = "higher_roll_for_card"

    def refusal(self, state, fight, use):
        fid = fight.faction(use.role)
        if use.role != DEFENDER:
            return illegal(ONLY_AS(self.section, effect=self.id, who=fid, role=DEFENDER))
        return self.no_card(state, fight, fid)

    def before_roll(self, state, fight, use):
        # The card spent before the roll (its card): one not named, the hand a count in public.
        fid = fight.faction(use.role)
        fight.do(spend_a_card(state, fid, fight.where))
        return [SPENDS(self.section, "16.6.29", hireling=self.side(state), who=fid, where=fight.where)]

    def takes_higher_roll(self, fight, use, role):
        if role != use.role:
            return None
        return HIGHER(self.section, "8.2.2", "4.3.2", hireling=self.side(fight.state), who=fight.faction(role))


class RemovedWarriorsPlaced(ControllerEffect):
    """``feline-physicians=N``: whenever its controller's faction warriors are removed in the
    battle, a card matching the battle clearing is spent and they are placed in clearing N,
    which holds its faction pieces, instead of its supply (16.4.2.II; like Field Hospitals,
    6.2.3). Its plain warriors only (1.5.3), each batch removed at once placed once its removals
    are made (1.5.4), a card each time; a clearing where it cannot place (a ban, its pieces
    there all removed) keeps them in the supply."""

    id, title, value = "feline-physicians", "Feline Physicians", "CLEARING"
    flag = "places_removed_warriors"

    def to(self, state, use) -> int:
        value = (use.value or "").strip()
        if not (value.isascii() and value.isdigit()) or int(value) not in state.topology.board.clearings:
            raise BadInput(NOT_A_CLEARING(self.section, effect=self.id, effect_id=self.id, value=use.value))
        return int(value)

    def user(self, state, fight, value):
        role = super().user(state, fight, value)
        if not isinstance(role, str):
            return role
        from rootboard.game.battle.effects import EffectUse

        self.to(state, EffectUse(self, role, value))  # bad input before anything is judged
        return role

    def refusal(self, state, fight, use):
        fid, to = fight.faction(use.role), self.to(state, use)
        if not faction_pieces(state, fid, to):
            return illegal(NO_PIECES_THERE(self.section, effect=self.id, who=fid, to=to))
        return self.no_card(state, fight, fid)

    def after_removal(self, state, fight, use, batch):
        fid, to = fight.faction(use.role), self.to(state, use)
        warriors = sum(1 for r in batch if r.owner == fid and r.piece == WARRIOR)
        if not warriors:
            return []
        side = self.side(state)
        if not faction_pieces(state, fid, to):  # its last pieces there removed in this battle
            return [NOT_PLACED(self.section, hireling=side, who=fid, why=NONE_LEFT_THERE(who=fid, to=to))]
        barred = place_ban(state, fid, to)
        if barred is not None:
            return [NOT_PLACED(self.section, *barred.sections, hireling=side, who=fid, why=barred.message)]
        fight.do(spend_a_card(state, fid, fight.where))
        fight.do([shift((fid, WARRIOR), SUPPLY, to, warriors)])
        return [PLACED(self.section, "6.2.3", hireling=side, who=fid, where=fight.where, to=to, count=warriors)]


EFFECTS = (HigherRollForCard(), RemovedWarriorsPlaced())

"""The Keepers in Iron (chapter 15): their pieces, their relics (carried, delved, returned); their setups:
setup.py, Prized Trophies' forest: battle.py; their board: board.py, their actions: actions.py, their
turn: turn.py."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.factions.keepers.pieces import KEEPERS, RELICS  # noqa: F401  (the room's names)
from rootboard.game.kinds import BUILDING, SUPPLY, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.movement import in_forest
from rootboard.game.rules import ruler
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template

# Prized Trophies, the forest the table names for a relic taken (15.2.5; the ability: battle.py).
RELIC_FOREST = "trophy-forest"

CARRY_ONE_EACH = Template("move.carry-one-each",
                          "each moving Keeper warrior carries one relic: {count} warrior cannot carry {relics}",
                          plural="each moving Keeper warrior carries one relic: {count} warriors cannot carry {relics}",
                          count="count")
CARRY_TOO_FEW = Template("move.carry-too-few", "{at:area} holds {have} {relic:piece} relic, not {want}",
                         plural="{at:area} holds {have} {relic:piece} relics, not {want}", count="have")
RELICS_MOVE_HOW = Template("move.relics-move-how", "relics move only carried by moving Keeper warriors, or by Delve, "
                           "from a forest into an adjacent clearing")
DELVE_NOT_ADJACENT = Template("move.delve-not-adjacent", "Delve takes a relic from a forest adjacent to the "
                              "clearing; {at:area} is not adjacent to {to:area}")
DELVE_NEEDS_RULE = Template("move.delve-needs-rule", "Delve needs a clearing the Keepers rule with a Keeper "
                            "warrior in it; {to:area} is not one")
DELVES = Template("move.delves", "the Keepers delve: {count} {relic:piece} relic from {at:area} into {to:area}, face up",
                  plural="the Keepers delve: {count} {relic:piece} relics from {at:area} into {to:area}, face up",
                  count="count")
RELIC_RETURNS = Template("remove.relic-returns", "the enemy who removed it places the relic face up in any forest "
                         "and scores one extra VP")
DEVOUT_KNIGHTS = Template("battle.devout-knights", "Devout Knights, with a relic and a Keeper warrior there")
TROPHY = Template("battle.prized-trophies", "Prized Trophies: {remover:faction} {remover:faction|sg=places|pl=place} the {relic:piece} relic face up "
                  "in {forest:area}")
TROPHY_CHOSEN = Template("battle.prized-trophies.nearest", "Prized Trophies: {remover:faction} {remover:faction|sg=places|pl=place} the "
                         "{relic:piece} relic face up in {forest:area}, the first forest beside the clearing (any "
                         "forest may be chosen: trophy-forest=FOREST)")
TROPHY_VP = Template("battle.prized-trophies.vp", "a relic removed")
NOT_A_FOREST = Template("battle.relic-forest.not-forest", "a removed relic goes to a forest, and {where:area} is not one")
ASK_EDGE_NEIGHBOUR = Template("setup.keepers.edge.ask",
                              "Keepers: 4 more warriors in a map-edge clearing adjacent to {at:area}")
NOT_EDGE_NEIGHBOUR = Template("setup.keepers.not-edge-neighbour",
                              "{at:area} is not a map-edge clearing adjacent to {corner:area}")


# Why their points were scored, as the ledger says it (Faction.ledger_cause).
RECOVERED = Template("ledger.cause.keepers-recover", "a relic ({relic:piece}) recovered in {where:area}")


class Keepers(Faction):
    setups = "rootboard.game.factions.keepers.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.keepers.turn"  # their turn's steps (15.4-15.6), imported when asked

    def ledger_cause(self, action, verdict):
        if action.get("type") == "keepers-recover":
            # The relic's value and a filled Relics column's two points (15.5.2.III.b).
            return RECOVERED("15.5.2.III.b", relic=action["relic"], where=action["clearing"])
        return None

    def status_line(self, state):
        from rootboard.game.factions.keepers.board import status_line

        return status_line(state)

    def position_problem(self, state):
        # Their board (Retinue, Relics track, waystations' faces), kept in state.boards.
        from rootboard.game.factions.keepers.board import board_problem

        return board_problem(state)

    def ignores_first_hit(self, state, fight, role):
        # Devout Knights: a relic and a Keeper warrior there; ambushed, one of the ambush's hits (15.2.4).
        if any(fight.count(self.id, r) for r in RELICS) and fight.count(self.id, WARRIOR):
            return DEVOUT_KNIGHTS("15.2.4")
        return None

    def removed_in_battle(self, state, fight, removals, remover):
        """Prized Trophies: the enemy who removed a relic places it face up in any forest and
        scores one extra VP; a hireling scores nothing (15.2.5, 16.4.3.VI)."""
        from rootboard.game.battle.resolution import forests_around  # in a battle only

        said = []
        chosen = [state.parse_area(u.value) for u in fight.uses if u.id == RELIC_FOREST]
        taken = fight.memo.get(RELIC_FOREST, 0)  # relics placed earlier in this battle (the ambush's)
        for r in removals:
            if r.piece not in RELICS:
                continue
            if taken < len(chosen):
                forest, words = chosen[taken], TROPHY
            else:
                forest, words = forests_around(state, fight.where)[0], TROPHY_CHOSEN
            taken += 1
            fight.memo[RELIC_FOREST] = taken
            fight.do([shift((self.id, r.piece), SUPPLY, forest, 1)])
            said.append(words("15.2.5", remover=remover, relic=r.piece, forest=forest))
            fight.score(remover, 1, TROPHY_VP("15.2.5"))
        return said

    def removal_notes(self, state, r, by):
        # In battle the relic's forest is placed by the battle itself (removed_in_battle).
        return [RELIC_RETURNS("15.2.5")] if r.piece in RELICS and not r.in_battle else []

    def check_own_move(self, state, m):
        if m.kind in RELICS:
            return self._delve(state, m)
        if m.carry:  # Devout Knights: each moving warrior carries one relic (15.2.4)
            if len(m.carry) > m.count:
                return illegal(CARRY_ONE_EACH("15.2.4", count=m.count, relics=len(m.carry)))
            for relic in sorted(set(m.carry)):
                have, want = state.count(m.origin, (self.id, relic)), m.carry.count(relic)
                if have < want:
                    return impossible(CARRY_TOO_FEW("15.2.4", at=m.origin, have=have, relic=relic, want=want))
        return None

    def _delve(self, state, m):
        """Relics move by Delve: from an adjacent forest into a ruled clearing (15.5.2.II.a)."""
        if not (in_forest(m.origin) and isinstance(m.destination, int)):
            return illegal(RELICS_MOVE_HOW("15.2.4", "15.5.2.II.a"))
        if not state.topology.is_adjacent(m.origin, m.destination):
            return illegal(DELVE_NOT_ADJACENT("15.5.2.II.a", at=m.origin, to=m.destination))
        if ruler(state, m.destination) != self.id or not state.count(m.destination, (self.id, WARRIOR)):
            return illegal(DELVE_NEEDS_RULE("15.5.2.II.a", to=m.destination))
        return legal(DELVES("15.5.2.II.a", count=m.count, relic=m.kind, at=m.origin, to=m.destination))

    def carriable(self, state, origin) -> list[str]:
        """The kinds of relic its moving warriors could carry from ``origin`` (15.2.4)."""
        return sorted(r for r in RELICS if state.count(origin, (self.id, r)))


FACTION = Keepers(KEEPERS, "Keepers in Iron", "Keepers", "15", (
    piece(WARRIOR, WARRIOR, 15, "B"),
    piece("waystation", BUILDING, 3, "B", one_per_clearing=OnePerClearing("waystation", "15.4.1")),
    # 12 relics, 4 of each type (15.2.1). They start in forests (15.3.1) and may stand there.
    *(piece(r, TOKEN, 4, "15.2.1", in_forests=True) for r in ("figure", "tablet", "jewelry")),
), actions=("rootboard.game.factions.keepers.actions:ACTIONS",),  # 15.4-15.6
   carries=frozenset(RELICS), battle_effects=("rootboard.game.factions.keepers.battle:ABILITIES",), crafting_pieces=frozenset({"waystation"}), crafting_section="15.2.3",  # 15.2.3
   setup_order=11, starts_in_a_corner=True)

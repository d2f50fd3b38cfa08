"""The Vagabond (chapter 9, 16.3): his pawn, Slip and Move, boots, his board (board.py), his
actions (actions.py), his battle (battle.py), his setups (setup.py).

One module for both seats: ``vagabond`` and ``vagabond2`` (the second Vagabond of the Riverfolk
expansion, 9.7) are two records of the same :class:`Vagabond`. His board (items, characters,
relationships) is :mod:`.board`; his actions on it :mod:`.actions`.
"""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import ITEM, PAWN, WARRIOR, piece
from rootboard.game.movement import in_forest, is_clearing
from rootboard.game.verdict import illegal
from rootboard.later import Later
from rootboard.messages import Template

# His board (board.py: its items, characters and relationships, their checks), imported the first
# time a game asks about it: every command imports this identity with the Law's, and a game
# without him never needs his board (issue 32).
his_board = Later("rootboard.game.factions.vagabond.board")

TORCH = "torch"

PAWN_NEVER_RULES = Template("rule.pawn-never-rules", "nobody rules {where:area}: the Vagabond pawn is not a warrior "
                            "and never rules, and no one has warriors or buildings there")
SLIP_NO_FERRY = Template("move.slip-no-ferry", "Slip goes to an adjacent area; it does not take the Ferry")
SLIP_IN_BIRDSONG = Template("move.slip-in-birdsong", "Slip is the {who:faction}'s Birdsong action; "
                            "it is {current:faction.whose} {phase:phase}")
MOVE_IN_DAYLIGHT = Template("move.move-in-daylight", "the {who:faction}'s Move is a Daylight action of his own "
                            "turn; it is {current:faction.whose} {phase:phase} (in Birdsong, use Slip)")
MOVE_NO_FOREST = Template("move.move-no-forest", "the Vagabond's Daylight Move cannot enter a forest; only Slip can")
SLIP_NOT_ADJACENT = Template("move.slip-not-adjacent", "Slip reaches only an adjacent clearing or forest; "
                             "{to:area} is not adjacent to {at:area}")
FOREST_MOVE_NOT_ADJACENT = Template("move.forest-not-adjacent", "from a forest the Vagabond moves only to an "
                                    "adjacent clearing; {to:area} is not adjacent to {at:area}")
SLIPS = Template("move.slips", "{who:faction} slips from {at:area} to {to:area}: Slip reaches an adjacent clearing "
                 "or forest, no boots, no rule needed")
BOOTS = Template("move.boots", "costs {cost} boot", plural="costs {cost} boots", count="cost")
NO_BOOTS = Template("move.no-boots", "this Move costs {cost} boot and the {who:faction} has {have} face-up "
                    "undamaged", plural="this Move costs {cost} boots and the {who:faction} has {have} face-up "
                    "undamaged", count="cost")
ITEMS_UNKNOWN = Template("move.items-unknown", "the {who:faction}'s items are not known in this game, so the boots "
                         "are not checked ('rootboard character' sets up his board)")
BOOTS_HOSTILE = Template("move.boots-hostile", "costs {cost} boots: 1 to move, +1 because {to:area} holds warriors "
                         "of Hostile {hostile:faction}")
SCORCHED = Template("move.scorched", "{at:area} is scorched (Scoundrel's torch): no piece may be placed in or "
                    "moved into it, his own included")
PAWN_AT_SETUP = Template("place.pawn-at-setup", "the {who:faction} pawn is placed only at setup, in a forest; it "
                         "reaches {where:area} by moving")
TORCH_OWN_CLEARING = Template("place.torch-own-clearing", "Scorched Earth places the torch in the Scoundrel's own "
                              "clearing; the {who:faction} is not in {where:area}")
PAWN_STAYS = Template("remove.pawn-stays", "the {who:faction} pawn cannot be removed from the map; an effect "
                      "removing all enemy pieces damages 3 of his items instead")
TORCH_STAYS = Template("remove.torch-stays", "the Scoundrel's torch stays: it is not an enemy piece and nothing removes it")
RUIN_EXPLORED = Template("remove.ruin-explored", "the ruin in {where:area} goes when the {who:faction} explores its "
                         "last item; its slot opens")
HAMMERS_UNKNOWN = Template("craft.hammers-unknown", "the {who:faction}'s items are not known in this game, so the "
                           "hammers he exhausts to craft are not checked ('rootboard character' sets up his board)")
ASK_CHARACTER = Template("setup.character.ask", "{who:faction}: choose a character card")
CHARACTER_TAKEN = Template("setup.character.taken", "the {character:character} is {owner:faction.whose}: two Vagabonds "
                           "play two different characters")
CHARACTER_CHOSEN = Template("setup.character.chosen", "{who:faction} {who:faction|sg=plays|pl=play} the {character:character}")
CHARACTER_DEALT = Template("setup.character", "{who:faction} {who:faction|sg=plays|pl=play} the {character:character} (its card was dealt "
                           "with it)")
ASK_FOREST = Template("setup.forest.ask", "{who:faction}: choose a forest for the pawn")
IN_FOREST = Template("setup.forest.ok", "the {who:faction} starts in {at:area}")


# Why his points were scored, as the ledger says it (Faction.ledger_cause).
EXPLORE = Template("ledger.cause.explore", "a ruin explored")
QUEST = Template("ledger.cause.quest", "a quest completed")
SPECIAL = Template("ledger.cause.special", "the Vagabond's special action")
AID_ADVANCED = Template("ledger.cause.aid-advanced", "Aid: {target:faction.whose} marker moved on the Allied track")
AID_ALLIED = Template("ledger.cause.aid-allied", "Aid to Allied {target:faction}")


class Vagabond(Faction):
    def explore_points(self) -> int:
        """What his Explore scores (9.5.3); the Vagabot's scores nothing (Law of Rootbotics)."""
        from rootboard.game.factions.vagabond.actions import EXPLORE_VP

        return EXPLORE_VP

    # --- rule: his pawn is not a warrior and never rules (9.2.2) ----------------------------------
    setups = "rootboard.game.factions.vagabond.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.vagabond.turn"  # his turn's steps (9.4-9.6), imported when a turn is asked about
    # His board's bookkeeping, in anyone's turn (Faction.any_moment_kinds): items exhausted,
    # refreshed, damaged, repaired (9.2.5, 9.2.7; actions.ItemChange), hits taken (9.2.7, 4.3.3;
    # actions.Hits), the relationships, moved by whoever aids or is attacked (9.2.9; actions.SetAllied,
    # SetHostile: their ``faction`` is the other one), his character card at setup (9.3.1; actions.SetCharacter).
    any_moment_kinds = frozenset({"item", "hits", "allied", "hostile", "character"})

    def ledger_cause(self, action, verdict):
        kind = action.get("type")
        if kind == "explore":
            return EXPLORE("9.5.3")
        if kind == "vagabond-quest":
            return QUEST("9.5.5")
        if kind == "aid":
            # The VP printed on the space the marker moved onto (9.2.9.I), or an Allied faction's 2 (9.2.9.II).
            if action.get("advance"):
                return AID_ADVANCED("9.5.4", "9.2.9.I", target=action["target"])
            return AID_ALLIED("9.5.4", "9.2.9.II", target=action["target"])
        if kind == "special":  # his character's action: the sections its verdict cited
            message = verdict.get("message")
            return SPECIAL(*((message.get("sections") if isinstance(message, dict) else None) or ("9.5",)))
        return None

    def no_rule_reason(self, state, where):
        return PAWN_NEVER_RULES("9.2.2", "2.5", where=where) if state.count(where, (self.id, PAWN)) else None

    # --- moving: Slip in Birdsong (9.4.2), Move in Daylight for boots (9.5.1) ---------------------
    def check_own_move(self, state, m):
        """Slip is his Birdsong action (9.4.2), Move his Daylight one (9.5.1). Checked against
        the turn and phase only once the phase is tracked (turns.own_phase); before that, --slip
        declares which."""
        if m.slip and m.ferry:
            return illegal(SLIP_NO_FERRY("9.4.2"))
        from rootboard.game.turns.own_phase import outside_own  # the rules' own: not when a game opens

        if m.slip and outside_own(state, m.faction, "birdsong", turn_trusted=True):
            return illegal(SLIP_IN_BIRDSONG("9.4.2", who=m.faction, current=state.current, phase=state.phase))
        if not m.slip and m.kind == PAWN and outside_own(state, m.faction, "daylight", turn_trusted=True):
            return illegal(MOVE_IN_DAYLIGHT("9.5.1", "9.4.2", who=m.faction, current=state.current,
                                            phase=state.phase))
        if not m.slip and in_forest(m.destination):
            return illegal(MOVE_NO_FOREST("9.5.1"))  # a Daylight Move never enters a forest (9.5.1)
        return None

    def not_adjacent(self, state, m):
        if m.slip:
            return illegal(SLIP_NOT_ADJACENT("9.4.2", to=m.destination, at=m.origin))
        if in_forest(m.origin):
            return illegal(FOREST_MOVE_NOT_ADJACENT("9.5.1", to=m.destination, at=m.origin))
        return None

    def moves_without_rule(self, state, m, by):
        return SLIPS("9.4.2", "9.2.3", who=m.faction, at=m.origin, to=m.destination) if m.slip else None

    def _pays_boots(self, m) -> bool:
        """His Daylight Move of his pawn pays boots (9.5.1); Slip does not (9.4.2)."""
        return m.kind == PAWN and not m.slip

    def boots(self, state, destination) -> tuple[int, list[str]]:
        """Boots his Daylight Move exhausts, and the Hostile factions that add one (9.2.9.III.b):
        one more where warriors of a Hostile faction are."""
        kinds = state.law.kinds
        hostile = sorted(h for h in state.hostile.get(self.id, set())
                         if any(n for (f, p), n in state.pieces_at(destination).items() if f == h
                                and kinds[(f, p)] == WARRIOR))
        return 1 + (1 if hostile else 0), hostile

    def move_cost(self, state, m):
        """Refused without enough face-up undamaged boots, when his board is known (9.5.1, 9.2.5)."""
        board = state.vagabonds.get(self.id)
        if not self._pays_boots(m) or board is None:
            return None
        cost, _ = self.boots(state, m.destination)
        have = board.usable("boot")
        if have < cost:
            return illegal(NO_BOOTS("9.5.1", "9.2.5", cost=cost, who=m.faction, have=have))
        return None

    def move_edits(self, state, m):
        """The boots his Move exhausts (9.5.1): one edit of his board, or none (Slip, unknown board)."""
        board = state.vagabonds.get(self.id)
        if not self._pays_boots(m) or board is None:
            return []
        cost, _ = self.boots(state, m.destination)
        paid = min(cost, board.usable("boot"))  # teach mode: a Move he cannot pay for exhausts what he has
        if not paid:
            return []
        return [state.set_edit("vagabonds", {**state.vagabonds, self.id: board.exhaust("boot", paid)})]

    def move_notes(self, state, m):
        if not self._pays_boots(m):
            return []
        cost, hostile = self.boots(state, m.destination)
        notes = [BOOTS_HOSTILE("9.5.1", "9.2.9.III.b", cost=cost, to=m.destination, hostile=hostile) if hostile
                 else BOOTS("9.5.1", cost=cost)]
        if self.id not in state.vagabonds:
            notes.append(ITEMS_UNKNOWN("9.5.1", who=m.faction))
        return notes

    def bars_entry(self, state, fid, where, placing):
        # Scorched Earth: no piece may be placed in or moved into the torch's clearing, his own
        # included (16.3.6).
        if is_clearing(where) and state.count(where, (self.id, TORCH)):
            return illegal(SCORCHED("16.3.6", at=where))
        return None

    # --- placing and removing ----------------------------------------------------------------------
    def check_own_place(self, state, r):
        if r.piece == PAWN and not in_forest(r.where):
            return illegal(PAWN_AT_SETUP("9.3.2", who=r.faction, where=r.where))  # setup only, a forest (9.3.2)
        if r.piece == TORCH and not state.count(r.where, (self.id, PAWN)):
            return illegal(TORCH_OWN_CLEARING("16.3.6", who=r.faction, where=r.where))
        return None

    def check_own_removal(self, state, r):
        if r.piece == PAWN:
            return illegal(PAWN_STAYS("9.2.2", "9.2.2.I", who=r.faction))
        if r.piece == TORCH:
            return illegal(TORCH_STAYS("16.3.6"))
        return None

    def removes_ruin(self, state, where):
        # Explore takes the ruin's last item and the ruin goes (9.5.3).
        return RUIN_EXPLORED("9.5.3", where=where, who=self.id) if state.count(where, (self.id, PAWN)) else None

    # --- battle (9.2.4, 9.2.6, 9.2.7, 9.2.9, 9.5.2): his rules in .battle -------------------------------
    def battle_refusal(self, state, fight, role):
        from rootboard.game.factions.vagabond import battle
        return battle.battle_refusal(state, fight, role, self.id)

    def battle_cost(self, state, fight):
        from rootboard.game.factions.vagabond import battle
        return battle.battle_cost(state, fight, self.id)

    def rolled_hits_cap(self, state, fight, role):
        from rootboard.game.factions.vagabond import battle
        return battle.rolled_hits_cap(state, fight, role, self.id)

    def defenseless(self, state, fight, role):
        from rootboard.game.factions.vagabond import battle
        return battle.defenseless(state, fight, role, self.id)

    def defenseless_sections(self):
        return ("9.2.4",)

    def hit_targets(self, state, fight, role):
        from rootboard.game.factions.vagabond import battle
        return battle.hit_targets(state, fight, role, self.id)

    def take_hit(self, state, fight, role, target):
        from rootboard.game.factions.vagabond import battle
        return battle.take_hit(state, fight, role, target, self.id)

    def damaged_words(self, items):
        from rootboard.game.factions.vagabond import battle
        return battle.DAMAGED_ITEMS("9.2.7", items=items)

    def hits_lost_sections(self):
        return ("9.2.7",)  # no undamaged item left: he ignores the rest

    def battle_order_name(self, state, fight, role, given):
        from rootboard.game.factions.vagabond import battle
        return battle.order_name(state, fight, role, given, self.id)

    def battle_order_available(self, state, fight, role, name):
        from rootboard.game.factions.vagabond import battle
        return battle.order_available(state, fight, role, name, self.id)

    def battle_removals(self, state, fight, role, removals):
        from rootboard.game.factions.vagabond import battle
        return battle.battle_removals(state, fight, role, removals, self.id)

    def suffers_full_removal(self, state, where, by):
        from rootboard.game.factions.vagabond import battle
        return battle.full_removal(state, where, self.id)

    # --- his board ---------------------------------------------------------------------------------
    def pays_with(self, board, item: str) -> str:
        """The item he exhausts for an action that names ``item`` (9.2.5): that item. A seat
        whose items are all alike (the Vagabot, Law of Rootbotics 7.2.3) names another."""
        return item

    def board_from_json(self, data):
        return his_board.VagabondBoard.from_json(data)

    def board_to_json(self, board):
        return board.to_json()

    def position_problem(self, state):
        board = state.vagabonds.get(self.id)
        if board is not None:
            problem = his_board.board_problem(state, self.id, board)
            if problem:
                return "vagabonds", problem
        if "quests" in state.boards.get(self.id, {}):  # his quests (9.5.5), read only when kept
            from rootboard.game.factions.vagabond.quests import quests_problem
            problem = quests_problem(state, self.id)
            if problem:
                return "boards", problem
        return None

    # --- crafting: he exhausts hammers, all of his clearing's suit (9.2.1, 9.5.8) -----------------
    def crafting_ways(self, state):
        from rootboard.game.crafting import Source, Way
        from rootboard.game.landmarks import clearing_suits

        board = state.vagabonds.get(self.id)
        if board is None:
            return HAMMERS_UNKNOWN("9.5.8", who=self.id)
        found = state.where_is((self.id, PAWN))
        where = found[0] if found else None
        hammers = board.usable("hammer")
        if not is_clearing(where) or not hammers:  # in a forest he has no clearing to craft in (derived)
            return (Way(()),)
        return (Way((Source(where, "hammer", clearing_suits(state, where), hammers),)),)

    def crafting_edits(self, state, payment):
        n = payment.activated
        if not n:
            return []
        board = state.vagabonds[self.id]
        return [state.set_edit("vagabonds", {**state.vagabonds, self.id: board.exhaust("hammer", n)})]

    def crafted_item(self, state, item, points, remove):
        # He takes a crafted item face up onto his board, not into a Crafted Items box (9.5.8);
        # an unknown board keeps no item, so it goes nowhere rootboard sees.
        from rootboard.game.crafting import BOARD, ItemOutcome

        return ItemOutcome(BOARD, points)

    def end_of_turn_refusal(self, state):
        return his_board.over_limit(state, self.id)  # the item limit, at the end of Evening (9.6.4)

    # --- setup -------------------------------------------------------------------------------------


def _vagabond(fid: str, title: str, short: str, order: int, battle_effects: tuple = ()) -> Vagabond:
    return Vagabond(fid, title, short, "9", (
        # Not a warrior: never rules, cannot be removed (9.2.2); stands in forests (9.3.2).
        piece(PAWN, PAWN, 1, "9.2.2", in_forests=True),
        # The Scoundrel's exhausted torch, placed by Scorched Earth (16.3.6). An item, not a
        # faction piece (16.6.10); kept here because its owner matters: he may not return.
        piece(TORCH, ITEM, 1, "16.3.6", note="Scoundrel only"),
    ), vagabond=True, nimble="9.2.3", slips=True, enters_forests=True,
        actions=("rootboard.game.factions.vagabond.actions:ACTIONS", "rootboard.game.factions.vagabond.quests:ACTIONS"),
        battle_effects=battle_effects, setup_order=order, crafting_section="9.2.1")


# The battle effects of both seats, declared once: each finds its Vagabond in the battle.
VAGABOND = _vagabond("vagabond", "Vagabond", "Vagabond", 4, ("rootboard.game.factions.vagabond.battle:EFFECTS",))
VAGABOND2 = _vagabond("vagabond2", "Second Vagabond", "second Vagabond", 5)  # Riverfolk expansion (B.2)

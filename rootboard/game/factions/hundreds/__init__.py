"""The Lord of the Hundreds (chapter 14): its pieces, the warlord, Raze; its setups: setup.py, its moods and
Looters: battle.py."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.verdict import illegal
from rootboard.messages import Template

WARLORD = "warlord"
MOB = "mob"

WARLORD_TURN = Template("move.warlord-turn", "the warlord moves only on the Hundreds' own turn")
WARLORD_PLACED_WHEN = Template("place.warlord-when", "the warlord is placed only at setup and by Anoint")
WARLORD_IN_BATTLE = Template("remove.warlord-in-battle", "the warlord can be removed only in battle; say --in-battle "
                             "if this removal is a battle's hit")
RUIN_RAZED = Template("remove.ruin-razed", "the mob in {where:area} razes the ruin as its last item is taken; its "
                      "slot opens")

START = [("stronghold", 1), (WARLORD, 1), (WARRIOR, 4)]  # 14.3.2

ADVANCE_BATTLE_WHERE = Template("battle.hundreds-advance-where", "Advance the Warlord battles in the warlord's "
                                "clearing; the warlord is not in {where:area}")
NOT_WARLORDS_CLEARING = Template("battle.warlords-clearing", "{effect:battle-effect} works in battle in the "
                                 "warlord's clearing; the warlord is not in {where:area}")
NOT_THIS_MOOD = Template("battle.not-this-mood", "{mood} works while its card is in the Mood Card slot; the "
                         "Hundreds are {kept}")
STUBBORN = Template("battle.stubborn", "Stubborn, in the warlord's clearing")
WRATHFUL = Template("battle.wrathful", "Wrathful, in the warlord's clearing")
BITTER_NOT_A_CLEARING = Template("battle.bitter.not-clearing", "Bitter names the clearings of the mobs removed, "
                                 "as numbers: {value!r} is not")
BITTER_TOO_FAR = Template("battle.bitter.too-far", "Bitter removes mobs from the warlord's clearing and the clearings "
                          "adjacent to it; {at:area} is neither")
BITTER_NO_MOB = Template("battle.bitter.no-mob", "{at:area} holds no mob to remove")
BITTER = Template("battle.bitter", "Bitter: the Hundreds remove {count} mob and place {placed} warrior in "
                  "{where:area}", plural="Bitter: the Hundreds remove {count} mobs and place {placed} warriors "
                  "in {where:area}", count="count")
LOOTERS_NOT_VAGABOND = Template("battle.looters.vagabond", "the Hundreds cannot loot the Vagabond")
LOOTERS = Template("battle.looters", "the Hundreds declare they loot {defender:faction} (who must have an item "
                   "in its Crafted Items box): they deal no rolled hits")
LOOTERS_NO_ROLLED = Template("battle.looters.no-rolled", "Looters: the Hundreds deal no rolled hits")
LOOTED = Template("battle.looted", "the Hundreds rule {where:area}: they take one item from {defender:faction.whose} "
                  "Crafted Items box into their Hoard")
CONTEMPT_HOARD = Template("craft.contempt-hoard", "Contempt for Trade: the Hundreds take the {item:item} into "
                          "their Hoard and score none of the card's points (--remove-item removes it permanently "
                          "to score them)")
CONTEMPT_REMOVED = Template("craft.contempt-removed", "Contempt for Trade: the Hundreds remove the {item:item} "
                            "permanently and score the card's {points} VP", plural="Contempt for Trade: the Hundreds "
                            "remove the {item:item} permanently and score the card's {points} VP", count="points")
NOT_LOOTED = Template("battle.not-looted", "the Hundreds do not rule {where:area}: they take no item")


def warlords_clearing(state, owner):
    found = state.where_is((owner, WARLORD))
    return found[0] if found else None


# Why its points were scored, as the ledger says it (Faction.ledger_cause).
RAZED = Template("ledger.cause.hundreds-raze", "enemy buildings and tokens razed by mobs")


class Hundreds(Faction):
    setups = "rootboard.game.factions.hundreds.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.hundreds.turn"  # its turn's steps (14.4-14.6), imported when asked

    def ledger_cause(self, action, verdict):
        if action.get("type") == "hundreds-raze":  # each enemy building and token removed (3.2.1)
            return RAZED("14.4.1", "3.2.1")
        return None

    def status_line(self, state):
        from rootboard.game.factions.hundreds.board import status_line

        return status_line(state)

    def position_problem(self, state):
        # Its board (the mood) as a game file holds it: refused naming the element.
        from rootboard.game.factions.hundreds.board import board_problem

        return board_problem(state)

    def check_own_move(self, state, m):
        # The warlord is moved only on the Hundreds' own turn (14.2.2).
        if m.kind == WARLORD and state.current != self.id:
            return illegal(WARLORD_TURN("14.2.2"))
        return None

    def crafted_item(self, state, item, points, remove):
        # Contempt for Trade: take the item scoring nothing, or remove it permanently to score
        # the card's points (14.2.3); taken, it goes to the Hoard, their Crafted Items box (14.2.4).
        from rootboard.game.crafting import BOX, REMOVED, ItemOutcome

        if remove:
            return ItemOutcome(REMOVED, points, CONTEMPT_REMOVED("14.2.3", item=item, points=points))
        return ItemOutcome(BOX, 0, CONTEMPT_HOARD("14.2.3", "14.2.4", item=item))

    def battle_refusal(self, state, fight, role):
        # Advance the Warlord's battle, and Relentless's, are in the warlord's clearing (14.5.3, 14.7.5).
        if role != "attacker":
            return None
        from rootboard.game.factions.hundreds.advance import ADVANCE_STEP_ID, battle_step

        if battle_step(state, fight) == ADVANCE_STEP_ID and warlords_clearing(state, self.id) != fight.where:
            return illegal(ADVANCE_BATTLE_WHERE("14.5.3", where=fight.where))
        return None

    def _kept_mood_here(self, state, fight, wanted: str) -> bool:
        """Whether the board keeps ``wanted`` in the Mood Card slot and the battle is in the
        warlord's clearing, the table not declaring the mood itself (then the ability says it)."""
        from rootboard.game.factions.hundreds.board import mood_kept

        return (mood_kept(state) == wanted and warlords_clearing(state, self.id) == fight.where
                and fight.use(wanted) is None)

    def ignores_first_hit(self, state, fight, role):
        # Stubborn is no choice: kept in the slot, the first hit in the warlord's clearing is
        # ignored whether or not the table says so (14.7.7).
        return STUBBORN("14.7.7") if self._kept_mood_here(state, fight, "stubborn") else None

    def battle_extra_hits(self, state, fight, role):
        # Wrathful, likewise, as attacker: an extra hit, looting or not (14.7.8, 14.2.5).
        if role == "attacker" and self._kept_mood_here(state, fight, "wrathful"):
            return [WRATHFUL("14.7.8")]
        return []

    def place_notes(self, state, r):
        return [WARLORD_PLACED_WHEN("14.2.2")] if r.piece == WARLORD else []

    def check_own_removal(self, state, r):
        if r.piece == WARLORD and not r.in_battle:
            return illegal(WARLORD_IN_BATTLE("14.2.2"))  # removed only in battle (14.2.2)
        return None

    def removes_ruin(self, state, where):
        # Raze: a mob takes the ruin's last item and the ruin goes (14.4.1).
        return RUIN_RAZED("14.4.1", where=where) if state.count(where, (self.id, MOB)) else None


FACTION = Hundreds("hundreds", "Lord of the Hundreds", "Hundreds", "14", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # The warlord is a warrior (14.2.2): rules, removable only in battle, moved only on the
    # Hundreds' own turn.
    piece(WARLORD, WARRIOR, 1, "14.2.2"),
    piece("stronghold", BUILDING, 6, "B"),
    piece(MOB, TOKEN, 5, "B.4", one_per_clearing=OnePerClearing("mob", "14.6.1")),
), battle_effects=("rootboard.game.factions.hundreds.battle:ABILITIES",), crafting_pieces=frozenset({"stronghold"}), crafting_section="14.2.1",  # 14.2.1
   setup_order=10, starts_in_a_corner=True,
   # raze, recruit, anoint, mood, build, advance, incite; the moods' Relentless, Jubilant, Lavish
   actions=("rootboard.game.factions.hundreds.actions:ACTIONS", "rootboard.game.factions.hundreds.moods:ACTIONS"))

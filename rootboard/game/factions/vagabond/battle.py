"""The Vagabond in battle (9.2.4, 9.2.6, 9.2.7, 9.2.9, 9.5.2) and his characters' battle
actions (Protector 16.3.5.II, Swift Strike 16.3.8.II): what :mod:`rootboard.game.battle.resolution`
asks of him through the hooks of his faction, and the effects the table names.

* He initiates a battle by exhausting a sword (9.5.2), in his Daylight.
* His maximum rolled hits are his undamaged swords, face up or face down (9.2.6); with no
  undamaged sword he is defenseless (9.2.4).
* Each hit he takes damages one undamaged item of his choice; with none left he ignores the
  rest (9.2.7). His pawn is never removed (9.2.2).
* A warrior he removes of a non-Hostile faction makes it Hostile; in battle in his turn each
  piece of a Hostile faction he removes scores one more point, but the warrior that made it
  Hostile (9.2.9.III, 9.2.9.III.a). Hireling warriors make no one Hostile (16.4.3.III); a
  mercenary makes its buyer Hostile, not the Riverfolk (11.2.7.III.b).
* Attacking, he may treat one Allied faction's warriors there as his own (``allied=FACTION``):
  they add to his cap and may take his hits; if they took more hits than his items did, that
  faction becomes Hostile at the end of the battle (9.2.9.II.c-d).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.battle.resolution import CAP_PLUS, Target
from rootboard.game.battle.effects import ATTACKER, DEFENDER, BattleEffect
from rootboard.game.factions.vagabond.actions import (NOT_IN_THIS_GAME, board_edit, damage_all, default_damage_order,
                                                      pay, timing)
from rootboard.game.factions.vagabond.board import ALLIED, DAMAGED, item_name, relationship
from rootboard.game.kinds import MAP, PAWN, WARRIOR
from rootboard.game.verdict import illegal, impossible
from rootboard.messages import Message, Template

SWORD = "sword"
ALLY_WARRIOR = "warrior"  # how his order names an Allied warrior he removes for a hit (9.2.9.II.d)

NO_BOARD = Template("battle.vagabond.no-board", "the {who:faction}'s items are not known in this game: his swords "
                    "and the hits he takes depend on them ('rootboard character' sets up his board)")
EXHAUSTS_SWORD = Template("battle.vagabond.exhausts", "the {who:faction} exhausts a sword to battle")
SWORDS = Template("battle.vagabond.swords", "{count} undamaged sword", plural="{count} undamaged swords",
                  count="count")
ALLY_WARRIORS = Template("battle.vagabond.ally-warriors", "{count} {ally:faction} warrior",
                         plural="{count} {ally:faction} warriors", count="count")
DAMAGED_ITEMS = Template("battle.vagabond.damaged", "{items:item} damaged")
NOT_AN_ITEM = Template("battle.vagabond.not-an-item", "the {who:faction} takes hits on his items (or on Allied "
                       "warriors he treats as his own): {name!r} is neither")
TURNS_HOSTILE = Template("battle.vagabond.hostile", "{target:faction} {target:faction|sg=becomes|pl=become} Hostile to the {who:faction}: he removed "
                         "a warrior of theirs")
INFAMY = Template("battle.vagabond.infamy", "Infamy: {count} piece of Hostile factions removed in his turn",
                  plural="Infamy: {count} pieces of Hostile factions removed in his turn", count="count")
# Attacking with an Ally (9.2.9.II.c-d).
ALLIED_ONLY_ATTACKING = Template("battle.ally.attacking", "a Vagabond treats an Allied faction's warriors as his own "
                                 "only when he attacks")
ALLY_NOT_ALLIED = Template("battle.ally.not-allied", "{ally:faction} {ally:faction|sg=is|pl=are} {relation:vagabond} to the {who:faction}, not "
                           "Allied: only an Allied faction's warriors fight as his own")
ALLY_IS_DEFENDER = Template("battle.ally.defender", "the {who:faction} cannot treat {ally:faction.whose} warriors as his own "
                            "when attacking {ally:faction}")
ALLY_NOT_THERE = Template("battle.ally.not-there", "{ally:faction} {ally:faction|sg=has|pl=have} no warriors in {where:area}")
ALLY_FIGHTS = Template("battle.ally.fights", "the {who:faction} treats {ally:faction.whose} {count} warrior there as his "
                       "own", plural="the {who:faction} treats {ally:faction.whose} {count} warriors there as his own",
                       count="count")
ALLY_HOSTILE = Template("battle.ally.hostile", "{ally:faction.whose} warriors took {warriors} of his hits and his items "
                        "{items}: {ally:faction} {ally:faction|sg=becomes|pl=become} Hostile")
# Protector (16.3.5.II) and Swift Strike (16.3.8.II).
NO_ARBITER = Template("battle.protector.none", "no Arbiter stands in {where:area} to be enlisted")
ARBITER_OWN = Template("battle.protector.own", "the Arbiter cannot enlist himself or be enlisted against himself")
ENLISTED = Template("battle.protector.enlisted", "{defender:faction} enlists the Arbiter ({who:faction}): he scores "
                    "1 VP and adds his undamaged swords to their maximum rolled hits")
ARBITER_SWORDS = Template("battle.protector.swords", "the Arbiter's {count} undamaged sword",
                          plural="the Arbiter's {count} undamaged swords", count="count")
ENLISTED_VP = Template("battle.protector.vp", "enlisted as Protector")
NOT_RONIN = Template("battle.swift-strike.not-ronin", "Swift Strike is the Ronin's, and no Ronin is in this battle")
SWIFT_STRIKE = Template("battle.swift-strike", "Swift Strike: the {who:faction} exhausts a sword")


def board_of(state, fid):
    return state.vagabonds.get(fid)


def battle_refusal(state, fight, role, fid):
    """His board must be known; attacking, he exhausts a face-up undamaged sword in his Daylight (9.5.2)."""
    board = board_of(state, fid)
    if board is None:
        return impossible(NO_BOARD("9.3.1", who=fid))
    if role == ATTACKER:
        refusal = pay(board, fid, SWORD, 1, "Battle", "9.5.2")
        if refusal is not None:
            return refusal
        return timing(state, fid, "daylight", "Battle", "9.5.2")
    return None


def battle_cost(state, fight, fid):
    board = board_of(state, fid)
    if board is None or not board.usable(SWORD):
        return [], []
    return [board_edit(state, fid, board.exhaust(SWORD))], [EXHAUSTS_SWORD("9.5.2", who=fid)]


def undamaged(board, item):
    return sum(1 for i in board.items if i.item == item and i.where != DAMAGED)


def rolled_hits_cap(state, fight, role, fid):
    """His undamaged swords, face up or down (9.2.6), and an Ally's warriors he fights with (9.2.9.II.c)."""
    board = board_of(state, fid)
    swords = undamaged(board, SWORD) if board is not None else 0
    words: Message = SWORDS("9.2.6", count=swords)
    allied = fight.warriors(role)
    for ally in fight.lenders[role]:
        n = sum(fight.count(ally, p) for p in fight.warriors_of(ally))
        words = CAP_PLUS("9.2.6", "9.2.9.II.c", cap=words, more=ALLY_WARRIORS(count=n, ally=ally))
    return swords + allied, words


def defenseless(state, fight, role, fid):
    board = board_of(state, fid)
    return board is None or undamaged(board, SWORD) == 0  # 9.2.4


def hit_targets(state, fight, role, fid):
    """Each undamaged item (9.2.7), and the Allied warriors he treats as his own (9.2.9.II.d)."""
    board = board_of(state, fid)
    items = [] if board is None else sorted({i.item for i in board.items if i.where != DAMAGED})
    targets = [Target(i, fid, i, item=True, count=undamaged(board, i)) for i in items]
    for ally in fight.lenders[role]:
        if fight.count(ally, WARRIOR):
            targets.append(Target(ALLY_WARRIOR, ally, WARRIOR, count=fight.count(ally, WARRIOR)))
    return targets


def take_hit(state, fight, role, target, fid):
    board = board_of(state, fid)
    return [board_edit(state, fid, damage_all(board, [target.piece]))]


def order_name(state, fight, role, given, fid):
    key = given.strip().lower()
    if key == ALLY_WARRIOR or key.endswith(f"-{ALLY_WARRIOR}"):
        return ALLY_WARRIOR
    try:
        return item_name(given)
    except BadInput:
        raise BadInput(NOT_AN_ITEM("9.2.7", "9.2.9.II.d", who=fid, name=given)) from None


def order_available(state, fight, role, name, fid):
    if name == ALLY_WARRIOR:
        ally = fight.use("allied")
        return fight.count(ally.value, WARRIOR) if ally is not None and ally.role == role else 0
    board = board_of(state, fid)
    return 0 if board is None else undamaged(board, name)


def battle_removals(state, fight, role, removals, fid):
    """Hostility and Infamy from what he removed (9.2.9.III, 9.2.9.III.a)."""
    law = state.law
    hostile = {k: set(v) for k, v in state.hostile.items()}
    mine = hostile.setdefault(fid, set())
    his_turn = state.current == fid
    infamy = 0
    said = []
    for r in removals:
        if r.item:
            continue
        # A mercenary removed makes its buyer Hostile, not the Riverfolk (11.2.7.III.b).
        target = fight.faction(r.role)
        f = law[target]
        if target == MAP or f.vagabond or f.hireling or law[r.owner].hireling:
            continue  # hireling warriors make no one Hostile (16.4.3.III, FAQ)
        if target in mine:
            if his_turn:
                infamy += 1
        elif law.kinds[(r.owner, r.piece)] == WARRIOR:
            mine.add(target)
            said.append(TURNS_HOSTILE("9.2.9.III", target=target, who=fid))
    if said:
        fight.do([state.set_edit("hostile", hostile)])
    if infamy:
        fight.score(fid, infamy, INFAMY("9.2.9.III.a", count=infamy))
    return said


FULL_REMOVAL = Template("vagabond.full-removal", "the {who:faction} pawn cannot be removed: he damages {count} "
                        "item instead", plural="the {who:faction} pawn cannot be removed: he damages {count} items "
                        "instead", count="count")


def full_removal(state, where, fid):
    """An enemy's effect removing all enemy pieces where he stands: he damages three items (9.2.2.I)."""
    board = board_of(state, fid)
    if board is None or not state.count(where, (fid, PAWN)):
        return [], []
    undamaged_items = sum(1 for i in board.items if i.where != DAMAGED)
    chosen = default_damage_order(board, min(3, undamaged_items))
    if not chosen:
        return [], []
    return [board_edit(state, fid, damage_all(board, chosen))], [FULL_REMOVAL("9.2.2.I", who=fid, count=len(chosen))]


# --- the table's declarations -----------------------------------------------------------------

class AlliedAttack(BattleEffect):
    """``allied=FACTION``: attacking, he treats an Allied faction's warriors there as his own (9.2.9.II.c)."""

    id = "allied"
    title = "Attacking with Ally"
    section = "9.2.9.II.c"
    value = "FACTION"

    def user(self, state, fight, value):
        if value not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=value))
        return ATTACKER

    def refusal(self, state, fight, use):
        fid, ally = fight.attacker, use.value
        if not state.law[fid].vagabond or board_of(state, fid) is None:
            return illegal(ALLIED_ONLY_ATTACKING("9.2.9.II.c"))
        if ally == fight.defender:
            return illegal(ALLY_IS_DEFENDER("9.2.9.II.c", who=fid, ally=ally))
        relation = relationship(state, fid, ally)
        if relation != ALLIED:
            return illegal(ALLY_NOT_ALLIED("9.2.9.II", who=fid, ally=ally, relation=relation))
        if not fight.count(ally, WARRIOR):
            return impossible(ALLY_NOT_THERE("9.2.9.II.c", ally=ally, where=fight.where))
        return None

    def at_start(self, state, fight, use):
        fight.lenders[ATTACKER].append(use.value)
        return [ALLY_FIGHTS("9.2.9.II.c", who=fight.attacker, ally=use.value, count=fight.count(use.value, WARRIOR))]

    def at_end(self, state, fight, use):
        """More hits taken on the Ally's warriors than on his items: the Ally becomes Hostile (9.2.9.II.d)."""
        taken = [r for r in fight.removals if r.role == ATTACKER]
        warriors = sum(1 for r in taken if r.owner == use.value)
        items = sum(1 for r in taken if r.item)
        if warriors <= items:
            return []
        hostile = {k: set(v) for k, v in state.hostile.items()}
        hostile.setdefault(fight.attacker, set()).add(use.value)
        fight.do([state.set_edit("hostile", hostile)])
        return [ALLY_HOSTILE("9.2.9.II.d", ally=use.value, warriors=warriors, items=items)]


def arbiters_there(state, fight):
    """The Vagabonds playing the Arbiter with their pawn in the clearing of battle."""
    return [f for f in state.factions if state.law[f].vagabond and board_of(state, f) is not None
            and board_of(state, f).character == "arbiter" and fight.count(f, PAWN)]


class Protector(BattleEffect):
    """``protector``: immediately before the roll, the defender enlists the Arbiter in the
    clearing of battle: he scores 1 VP and adds his undamaged swords to the defender's
    maximum rolled hits; never himself, nor against himself (16.3.5.II). He takes no hits:
    the Law gives him none."""

    id = "protector"
    title = "Protector"
    section = "16.3.5.II"
    value = "VAGABOND"
    value_optional = True

    def arbiter(self, state, fight, use):
        found = arbiters_there(state, fight)
        if use.value is not None:
            found = [f for f in found if f == use.value]
        return found[0] if found else None

    def user(self, state, fight, value):
        return DEFENDER

    def refusal(self, state, fight, use):
        found = [f for f in state.factions if state.law[f].vagabond and board_of(state, f) is not None
                 and board_of(state, f).character == "arbiter"]
        if use.value is not None:
            found = [f for f in found if f == use.value]
        if any(f in (fight.attacker, fight.defender) for f in found):
            return illegal(ARBITER_OWN("16.3.5.II"))
        if self.arbiter(state, fight, use) is None:
            return impossible(NO_ARBITER("16.3.5.II", where=fight.where))
        return None

    def before_roll(self, state, fight, use):
        arbiter = self.arbiter(state, fight, use)
        if arbiter is None:
            return []
        fight.score(arbiter, 1, ENLISTED_VP("16.3.5.II"))
        return [ENLISTED("16.3.5.II", defender=fight.defender, who=arbiter)]

    def cap(self, state, fight, use, role):
        arbiter = self.arbiter(state, fight, use)
        if role != DEFENDER or arbiter is None:
            return None
        n = undamaged(board_of(state, arbiter), SWORD)
        return n, ARBITER_SWORDS("16.3.5.II", count=n)


class SwiftStrike(BattleEffect):
    """``swift-strike``: the Ronin exhausts a sword after rolling to deal an extra hit (16.3.8.II)."""

    id = "swift-strike"
    title = "Swift Strike"
    section = "16.3.8.II"

    def user(self, state, fight, value):
        for role in (ATTACKER, DEFENDER):
            board = board_of(state, fight.faction(role)) if state.law[fight.faction(role)].vagabond else None
            if board is not None and board.character == "ronin":
                return role
        return impossible(NOT_RONIN("16.3.8.II"))

    def refusal(self, state, fight, use):
        fid = fight.faction(use.role)
        need = 2 if use.role == ATTACKER else 1  # the battle's own sword first (9.5.2)
        return pay(board_of(state, fid), fid, SWORD, need, "Swift Strike", "16.3.8.II")

    def extra_hits(self, state, fight, use, role):
        fid = fight.faction(role)
        board = board_of(state, fid)
        if not board.usable(SWORD):
            return []
        fight.do([board_edit(state, fid, board.exhaust(SWORD))])
        return [SWIFT_STRIKE("16.3.8.II", who=fid)]


NO_VAGRANT = Template("battle.instigate.none", "no Vagrant stands in {where:area} to instigate a battle there")
VAGRANT_OWN = Template("battle.instigate.own", "the Vagrant instigates a battle between two others; he is "
                       "{role:role} here")
INSTIGATES = Template("battle.instigate", "the Vagrant ({who:faction}) exhausts a torch and instigates the battle: he "
                      "chooses the order in which each side removes its buildings and tokens, and removes pieces "
                      "for each")


class Instigate(BattleEffect):
    """``instigate``: the Vagrant exhausts a torch to start a battle in his clearing between
    two factions he chooses; he chooses each side's order of buildings and tokens (the orders
    given) and removes pieces for each, so he scores what is scored for removing them: a point
    per building or token (3.2.1) and per piece of a Hostile faction (Infamy; a warrior of a
    faction not Hostile makes it so, 9.2.9.III) (16.3.4.II, 9.5.9)."""

    id = "instigate"
    title = "Instigate"
    section = "16.3.4.II"
    value = "VAGABOND"
    value_optional = True
    initiates = True

    def vagrant(self, state, fight, use) -> str | None:
        found = [f for f in state.factions if state.law[f].vagabond and board_of(state, f) is not None
                 and board_of(state, f).character == "vagrant" and (use.value is None or f == use.value)]
        return found[0] if found else None

    def user(self, state, fight, value):
        return ATTACKER

    def refusal(self, state, fight, use):
        fid = self.vagrant(state, fight, use)
        if fid is None or not fight.count(fid, PAWN):
            return impossible(NO_VAGRANT("16.3.4.II", where=fight.where))
        if fid in (fight.attacker, fight.defender):
            return illegal(VAGRANT_OWN("16.3.4.II", role=fight.role_of(fid)))
        return pay(board_of(state, fid), fid, "torch", 1, "Instigate", "16.3.4.II") \
            or timing(state, fid, "daylight", "Instigate", "9.5.9")

    def at_start(self, state, fight, use):
        fid = self.vagrant(state, fight, use)
        board = board_of(state, fid)
        if board.usable("torch"):
            fight.do([board_edit(state, fid, board.exhaust("torch"))])
        return [INSTIGATES("16.3.4.II", who=fid)]

    def removes_for_both(self, fight, use):
        return self.vagrant(fight.state, fight, use)


EFFECTS = (AlliedAttack(), Protector(), SwiftStrike(), Instigate())

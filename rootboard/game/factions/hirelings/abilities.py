"""A hireling's abilities (16.4.2.II: "always active or it specifies when it happens") that
rootboard checks against the position: what cannot be battled, removed or placed, what battling
it costs (a card matching the clearing), who rules a tie (its controller), and what its
controller gains in battle ("CONTROLLER:" abilities are gained by the hireling's controller,
16.4.2). Those the table declares in a battle are :mod:`.battle`'s; the Exile's items,
:mod:`.exile`'s. The card texts are one transcription's
(:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`); the hireling's hooks
(:class:`rootboard.game.factions.hirelings.Hireling`) ask this module, imported when a battle,
a removal or a placing asks them.
"""

from __future__ import annotations

from rootboard.game.hirelings import showing
from rootboard.game.kinds import BUILDING, PAWN, TOKEN
from rootboard.game.unconfirmed import HIRELING_ABILITIES
from rootboard.game.verdict import illegal
from rootboard.messages import Template

SECTION = "16.4.2.II"
DEFENDER = "defender"  # the battle's roles (rootboard.game.battle), named here without importing it

UNBATTLED = Template("hireling-ability.unbattled", "{hireling:card} cannot be battled (its card)")
UNBATTLED_HERE = Template("hireling-ability.unbattled-here", "{hireling:card} cannot be battled in {where:area}: "
                          "{controller:faction}, its controller, {controller:faction|sg=has|pl=have} faction "
                          "pieces there (its card)")
GUARDED = Template("hireling-ability.guarded", "enemies cannot battle {controller:faction.whose} faction pieces in "
                   "{where:area}: {hireling:card} stands there (its card)")
UNREMOVED = Template("hireling-ability.unremoved", "{hireling:card.whose} pawn cannot be removed (its card)")
NO_PLACING = Template("hireling-ability.no-placing", "enemies of {hireling:card} cannot place pieces in "
                      "{where:area}, where it stands (its card)")
ROLLS = Template("hireling-ability.rolls", "{hireling:card} can roll up to {count} hit (its card)",
                 plural="{hireling:card} can roll up to {count} hits (its card)", count="count")
RIVER_RULE = Template("hireling-ability.river-rule", "{hireling:card}: its controller ignores rule moving to or from "
                      "a clearing on the river (its card)")
HELD = Template("hireling-ability.held", "{who:faction} moved into {at:area} this turn, where {hireling:card} "
                "stands: enemies cannot move out of it on the turn they moved in (its card)")
TOLL = Template("hireling-ability.toll", "{who:faction} {who:faction|sg=moves|pl=move} along a path with a warrior "
                "of {hireling:card}: {who:faction|sg=it|pl=they} must remove one moving piece (the Vagabond: "
                "damage one item) (its card)")
TOLL_OWN = Template("hireling-ability.toll-own", "{who:faction} {who:faction|sg=moves|pl=move} along a path with a "
                    "warrior of {hireling:card}: {who:faction|sg=it|pl=they} may place a warrior in {to:area} "
                    "(its card)")
FIRST_HIT = Template("hireling-ability.first-hit", "{hireling:card}, the hireling it controls")
RULES_TIES = Template("hireling-ability.rules-ties", "{who:faction} {who:faction|sg=rules|pl=rule} {where:area}, tied "
                      "for the most warriors and buildings ({counts}): {hireling:card} "
                      "{hireling:card|sg=lets|pl=let} {hireling:card|sg=its|pl=their} controller rule ties (its card)")
NO_CARD_TO_BATTLE = Template("hireling-ability.battle-costs-card.none", "to battle {hireling:card}, the attacker must "
                             "discard a card matching {where:area}, and {who:faction} {who:faction|sg=holds|pl=hold} "
                             "no card (its card)")
CARD_TO_BATTLE = Template("hireling-ability.battle-costs-card", "{who:faction} {who:faction|sg=discards|pl=discard} a "
                          "card matching {where:area} to battle {hireling:card} (its card)")
EXTRA_HIT = Template("hireling-ability.extra-hit", "{hireling:card}, the hireling it controls, with its buildings or "
                     "tokens there")


def side_has(state, hireling: str, flag: str):
    """The ability ``flag`` of the side of ``hireling`` showing (HIRELING_ABILITIES: True, or its
    value), or None: what every module of the hirelings' cards asks before it acts."""
    return HIRELING_ABILITIES.get(showing(state, hireling), {}).get(flag)


def _pawn_at(state, hireling: str, where) -> bool:
    return bool(state.count(where, (hireling, PAWN)))


def _owner(state, fid: str) -> str | None:
    """The player a piece answers to: a hireling's controller (None: nobody), else itself."""
    return state.controllers.get(fid) if fid in state.hirelings else fid


def _is_enemy(state, hireling: str, fid: str) -> bool:
    """16.4.3.II: an enemy of everyone but its controller (uncontrolled: of everyone); a
    hireling answers to its controller."""
    controller = state.controllers.get(hireling)
    return fid != hireling and (controller is None or _owner(state, fid) != controller)


def faction_pieces(state, fid: str, where, kinds=None) -> bool:
    """Whether ``fid`` has faction pieces (of ``kinds``, if given) in ``where``: its own, never a
    hireling's (16.4.3.III)."""
    law = state.law[fid]
    return any(n for (owner, name), n in state.pieces_at(where).items()
               if owner == fid and (kinds is None or law.piece(name).kind in kinds))


def holds_no_card(state, fid: str) -> bool:
    """Whether ``fid``'s hand is known to hold no card: the game keeps its hands and the count,
    public (1.2.1), is nought. A game that keeps none trusts the table."""
    from rootboard.game.cards.places import hand_size, hands_kept

    return hand_size(state, fid) == 0 and hands_kept(state)


def spend_a_card(state, fid: str, where) -> list:
    """The edits by which ``fid`` spends one card matching ``where`` (16.6.29) for an ability that
    asks for one: a card not named, whose suit the table sees (the hand is a count in public,
    1.2.1; as the Marquise's Overwork spends one not named), else a card it has named in its hand
    that matches (birds are wild, 2.1.1); none when the game keeps no cards, or the hand can give
    neither (a card spent anyway, in teach mode, is the table's)."""
    from rootboard.game.cards.places import known_in_hand, tracked

    if not tracked(state):
        return []
    from rootboard.game.cards.actions import Discard

    spend = Discard(fid, (), 1, spent=True)
    if spend.check(state).legal:
        return spend.edits(state)
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.landmarks import clearing_suits

    suits = {"bird", *clearing_suits(state, where)}
    cards = deck(state.deck)
    for card in known_in_hand(state, fid):
        if cards.find(card).suit in suits:
            return Discard(fid, (card,), 0, spent=True).edits(state)
    return []


def battle_refusal(state, hireling: str, fight, role: str):
    """Why the battle may not be fought: the hireling cannot be battled (anywhere, or where its
    controller has faction pieces), or it guards its controller's faction pieces there; or
    battling it costs a card matching the clearing, and the attacker holds none."""
    if role != DEFENDER:
        return None
    side, where = showing(state, hireling), fight.where
    controller = state.controllers.get(hireling)
    if fight.defender == hireling:
        if side_has(state, hireling, "unbattled"):
            return illegal(UNBATTLED(SECTION, "4.3", hireling=side))
        if side_has(state, hireling, "unbattled_at_controller") and controller is not None \
                and faction_pieces(state, controller, where):
            return illegal(UNBATTLED_HERE(SECTION, "4.3", "16.4.3.III", hireling=side, where=where,
                                          controller=controller))
        if side_has(state, hireling, "battle_costs_card"):
            payer = _owner(state, fight.attacker) or fight.attacker
            if holds_no_card(fight.origin or state, payer):  # the scratch position keeps no history
                return illegal(NO_CARD_TO_BATTLE(SECTION, "4.3", hireling=side, where=where, who=payer))
    elif controller is not None and fight.defender == controller and side_has(state, hireling, "guards_controller") \
            and _pawn_at(state, hireling, where) and _is_enemy(state, hireling, fight.attacker):
        return illegal(GUARDED(SECTION, "4.3", hireling=side, controller=controller, where=where))
    return None


def cost_to_battle(state, hireling: str, fight):
    """The card the attacker discards to battle it, when its card says so: (edits, words)."""
    if fight.defender != hireling or not side_has(state, hireling, "battle_costs_card"):
        return [], []
    payer = _owner(state, fight.attacker) or fight.attacker
    return spend_a_card(state, payer, fight.where), [CARD_TO_BATTLE(SECTION, "4.3", who=payer, where=fight.where,
                                                       hireling=showing(state, hireling))]


def tie_break(state, hireling: str, where, leaders: list, counts: list):
    """Its controller rules a tie for the most presence it is in, when its card says so ("like
    Lords of the Forest", 7.2.2): the words; the ruler is the controller (Hireling.tie_won_by)."""
    controller = state.controllers.get(hireling)
    if controller is None or controller not in leaders or not side_has(state, hireling, "rules_ties"):
        return None
    return RULES_TIES(SECTION, "2.5", "7.2.2", who=controller, where=where, counts=counts,
                      hireling=showing(state, hireling))


def removal_refusal(state, hireling: str, r):
    """Its pawn cannot be removed, when its card says so."""
    if r.piece == PAWN and side_has(state, hireling, "unremoved"):
        return illegal(UNREMOVED(SECTION, "16.6.22", hireling=showing(state, hireling)))
    return None


def placing_refusal(state, hireling: str, fid: str, where):
    """Enemies cannot place pieces in its pawn's clearing, when its card says so."""
    if fid not in state.in_game or not side_has(state, hireling, "no_enemy_placing"):
        return None
    if _pawn_at(state, hireling, where) and _is_enemy(state, hireling, fid):
        return illegal(NO_PLACING(SECTION, "16.4.3.II", hireling=showing(state, hireling), where=where))
    return None


def rolled_hits_cap(state, hireling: str, fight, role: str):
    """Its pawn's maximum rolled hits, when it battles and its card says so (4.3.2.I)."""
    most = side_has(state, hireling, "rolls_up_to")
    if most and fight.faction(role) == hireling:
        return most, ROLLS(SECTION, "4.3.2.I", hireling=showing(state, hireling), count=most)
    return None


def ignores_first_hit(state, hireling: str, fight, role: str):
    """Its controller ignores the first hit it takes, when its card says so."""
    controller = state.controllers.get(hireling)
    if controller is not None and fight.faction(role) == controller and side_has(state, hireling, "first_hit"):
        return FIRST_HIT(SECTION, hireling=showing(state, hireling))
    return None


def extra_hits(state, hireling: str, fight, role: str) -> list:
    """Its controller's extra hit where it has buildings or tokens, when its card says so."""
    controller = state.controllers.get(hireling)
    if controller is None or fight.faction(role) != controller or not side_has(state, hireling, "extra_hit_at_own"):
        return []
    if not faction_pieces(state, controller, fight.where, (BUILDING, TOKEN)):
        return []
    return [EXTRA_HIT(SECTION, hireling=showing(state, hireling))]


def moves_without_rule(state, hireling: str, m):
    """Its controller's move that ignores rule, when its card says so: to or from a clearing on
    the river (the Lake's coast counts, 16.2.2.II)."""
    controller = state.controllers.get(hireling)
    if controller is None or m.faction != controller or not side_has(state, hireling, "river_ignores_rule"):
        return None
    from rootboard.game.setupkit.places import river_clearings

    if {m.origin, m.destination} & river_clearings(state.topology):
        return RIVER_RULE(SECTION, "4.2.1", hireling=showing(state, hireling))
    return None


def moved_in_this_turn(state, fid: str, where) -> bool:
    """Whether ``fid``'s pieces moved into ``where`` this turn: a shift from another area in an
    action applied since the last turn ended (the game's history, read back)."""
    from rootboard.game.kinds import OUT, SUPPLY

    for entry in reversed(state.history[:state.cursor]):
        if entry["action"].get("type") == "end-turn":
            return False
        for edit in entry["edits"]:
            if edit[0] == "shift" and edit[1] == fid and edit[4] == where and edit[3] not in (SUPPLY, OUT) \
                    and edit[3] != where:
                return True
    return False


def leaving_refusal(state, hireling: str, m):
    """An enemy cannot move out of a clearing with its warrior on the turn it moved in."""
    from rootboard.game.kinds import WARRIOR

    if not side_has(state, hireling, "holds_movers") or not state.count(m.origin, (hireling, WARRIOR)):
        return None
    if _is_enemy(state, hireling, m.faction) and moved_in_this_turn(state, m.faction, m.origin):
        return illegal(HELD(SECTION, "4.2", who=m.faction, at=m.origin, hireling=showing(state, hireling)))
    return None


def arrival_notes(state, hireling: str, m) -> list:
    """The toll of a path with its warrior: an enemy mover removes a moving piece; its controller
    may place a warrior where it arrives."""
    from rootboard.board.topology import path_area
    from rootboard.game.kinds import WARRIOR

    if not side_has(state, hireling, "toll") or m.faction == hireling or not isinstance(m.origin, int) \
            or not isinstance(m.destination, int):
        return []
    if not state.count(path_area(m.origin, m.destination), (hireling, WARRIOR)):
        return []
    side = showing(state, hireling)
    if _is_enemy(state, hireling, m.faction):
        return [TOLL(SECTION, who=m.faction, hireling=side)]
    return [TOLL_OWN(SECTION, who=m.faction, hireling=side, to=m.destination)]

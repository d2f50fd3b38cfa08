"""The Woodland Alliance (chapter 8): its pieces, Outrage; its setup: setup.py."""

from __future__ import annotations

from rootboard.game.faction import DEFENDER, Faction
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, per_suit, piece
from rootboard.messages import Template

SYMPATHY = "sympathy"

OUTRAGE_ON_MOVE = Template("move.outrage", "{to:area} is sympathetic: Outrage, the mover adds a matching card to "
                           "the Alliance's Supporters")
OUTRAGE_ON_REMOVE = Template("remove.outrage", "removed by another player: Outrage")
REMOVING_BASES = Template("remove.removing-bases", "a {suit:suit} base removed: the Alliance discards every {suit:suit} "
                          "supporter (birds too) and removes half of its officers, rounded up; with no base left, "
                          "it keeps five supporters at most")
GUERRILLA_WAR = Template("battle.guerrilla-war", "Guerrilla War: as defender the Alliance will deal the higher roll, "
                         "the attacker the lower")
NOTHING = Template("setup.nothing", "{who:faction} {who:faction|sg=places|pl=place} nothing on the map")
SUPPORTERS = Template("setup.alliance.supporters", "Alliance: draw 3 cards face down as supporters")


# Why her points were scored, as the ledger says it (Faction.ledger_cause).
SPREAD = Template("ledger.cause.spread", "sympathy spread to {where:area}")
ORGANIZE = Template("ledger.cause.organize", "sympathy organized in {where:area}")
REVOLT = Template("ledger.cause.revolt", "a revolt")


class Alliance(Faction):
    setups = "rootboard.game.factions.alliance.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.alliance.turn"  # her turn's steps (8.4-8.6), imported when asked
    # Outrage, paid by whoever removed sympathy or moved warriors into it (8.2.6; actions.Outrage),
    # and a base lost (8.2.4; actions.BaseLost): in anyone's turn (Faction.any_moment_kinds).
    any_moment_kinds = frozenset({"alliance-outrage", "alliance-base-lost"})

    def ledger_cause(self, action, verdict):
        # The sympathy track (8.4.2.III, 8.6.1.IV), a revolt's removals (8.4.1.III, 3.2.1).
        kind = action.get("type")
        if kind == "alliance-spread":
            return SPREAD("8.4.2.III", where=action["clearing"])
        if kind == "alliance-organize":
            return ORGANIZE("8.6.1.IV", where=action["clearing"])
        if kind == "alliance-revolt":
            return REVOLT("8.4.1.III", "3.2.1")
        return None

    def position_problem(self, state):
        # Her Officers box (8.2), kept in state.boards: a bad count is refused naming it.
        from rootboard.game.factions.alliance.board import board_problem

        return board_problem(state)

    def arrival_notes(self, state, m):
        # Warriors moved into a sympathetic clearing by another player: Outrage (8.2.6); a pawn
        # moving in, or pieces placed there, cause none ([FAQ]).
        mover = state.law[m.faction]
        if m.faction == self.id or mover.piece(m.kind).kind != WARRIOR or not isinstance(m.destination, int):
            return []
        return [OUTRAGE_ON_MOVE("8.2.6", to=m.destination)] if state.count(m.destination, (self.id, SYMPATHY)) else []

    def takes_higher_roll(self, state, fight, role):
        # Guerrilla War: defending, the Alliance deals the higher roll (8.2.2).

        return GUERRILLA_WAR("8.2.2") if role == DEFENDER else None

    def removal_notes(self, state, r, by):
        if r.piece.endswith("-base"):
            return [REMOVING_BASES("8.2.4", suit=r.piece.partition("-")[0])]
        if r.piece != SYMPATHY:
            return []
        # A hireling removing sympathy still causes Outrage (16.4.3.VII).
        remover = state.law.get(by) if by else None
        return [OUTRAGE_ON_REMOVE("8.2.6", *(("16.4.3.VII",) if remover is not None and remover.hireling else ()))]


FACTION = Alliance("alliance", "Woodland Alliance", "Alliance", "8", (
    piece(WARRIOR, WARRIOR, 10, "B"),  # officers are warriors on the board, not on the map
    # One base per suit (8.4.1); a base is placed by Revolt in a clearing of its suit.
    *per_suit("base", BUILDING, 1, "B", suit_section="8.4.1"),
    piece(SYMPATHY, TOKEN, 10, "B", one_per_clearing=OnePerClearing("sympathy", "8.2.5.I")),
), crafting_pieces=frozenset({SYMPATHY}), crafting_section="8.2.1", setup_order=3,
    actions=("rootboard.game.factions.alliance.actions:ACTIONS",))  # sympathy tokens (8.2.1)

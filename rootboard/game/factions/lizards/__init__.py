"""The Lizard Cult (chapter 10): its pieces, Pilgrims; its setups: setup.py."""

from __future__ import annotations

from rootboard.game.faction import DEFENDER, Faction
from rootboard.game.kinds import BUILDING, SUITS, WARRIOR, per_suit, piece
from rootboard.messages import Template

PILGRIMS = Template("rule.pilgrims", "the Lizard Cult rules {where:area}: it holds a garden (Pilgrims)")
ASK_OUTCAST = Template("setup.outcast.ask", "Lizard Cult: the Outcast marker goes on which suit?")
OUTCAST = Template("setup.outcast", "the Outcast is {suit:suit}")
ACOLYTES = Template("setup.lizards.acolytes", "Lizard Cult: 2 warriors in the Acolytes box")
REVENGE = Template("battle.revenge.acolytes", "Revenge: the {count} Cult warrior removed defending goes to the "
                   "Acolytes box, not the supply", plural="Revenge: the {count} Cult warriors removed defending go "
                   "to the Acolytes box, not the supply", count="count")
OUTCAST_ASSUMED = Template("craft.outcast-assumed", "the Cult crafts with gardens of the Outcast suit: this "
                           "takes it that the Outcast is {suit:suit}")
FEAR_OF_THE_FAITHFUL = Template("remove.fear-of-the-faithful", "a garden removed: the Cult discards a random card")


# Why its points were scored, as the ledger says it (Faction.ledger_cause).
SCORE_RITUAL = Template("ledger.cause.lizards-score", "the Lizard Cult's Score ritual")
SANCTIFIED = Template("ledger.cause.lizards-sanctify", "a building replaced by Sanctify in {where:area}")


class Lizards(Faction):
    setups = "rootboard.game.factions.lizards.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.lizards.turn"  # its turn's steps (10.4-10.6), imported when asked

    def ledger_cause(self, action, verdict):
        kind = action.get("type")
        if kind == "lizards-score":  # the points above its Gardens track's rightmost empty space
            return SCORE_RITUAL("10.5.3")
        if kind == "lizards-sanctify":  # an enemy building removed
            return SANCTIFIED("3.2.1", "10.4.3.III", where=action["clearing"])
        return None

    def position_problem(self, state):
        # Its board (the Outcast, the Acolytes box) as a game file holds it: refused naming the element.
        from rootboard.game.factions.lizards.board import board_problem

        return board_problem(state)

    def status_line(self, state):
        from rootboard.game.factions.lizards.board import status_line

        return status_line(state)

    def claims(self, state, where):
        # Pilgrims: the Cult rules every clearing holding one of its gardens, whatever the
        # counts; this beats Lords of the Forest (10.2.4).
        if any(n for (f, p), n in state.pieces_at(where).items() if f == self.id and p.endswith("-garden")):
            return PILGRIMS("10.2.4", where=where)
        return None

    def removed_in_battle(self, state, fight, removals, remover):
        # Revenge: warriors removed while defending go to the Acolytes box (10.2.3): taken back
        # out of the supply they were removed to, and counted on its board.
        from rootboard.game.factions.lizards.board import acolytes, with_board
        from rootboard.game.kinds import OUT, SUPPLY
        from rootboard.game.state import shift

        warriors = sum(1 for r in removals if r.piece == WARRIOR and r.role == DEFENDER)
        if not warriors:
            return []
        fight.do([shift((self.id, WARRIOR), SUPPLY, OUT, warriors),
                  state.set_edit("boards", with_board(state, acolytes=acolytes(state) + warriors))])
        return [REVENGE("10.2.3", count=warriors)]

    def crafting_ways(self, state):
        # Gardens count by their printed suit, not the clearing's, and only those of the
        # Outcast suit (10.2.1, 10.4.1). With the Outcast kept on its board (10.4.1), that is
        # the one way; without it, each suit is a way to pay, and the way taken says which suit
        # it assumes.
        from rootboard.game.crafting import Way, piece_sources
        from rootboard.game.factions.lizards.board import outcast

        def gardens(suit):
            return tuple(s for s in piece_sources(state, self, lambda c, p: {p.split("-")[0]})
                         if s.piece == f"{suit}-garden")

        kept = outcast(state)
        if kept is not None:
            return (Way(gardens(kept)),)
        return tuple(Way(gardens(suit), OUTCAST_ASSUMED("10.2.1", suit=suit)) for suit in SUITS)

    def removal_notes(self, state, r, by):
        return [FEAR_OF_THE_FAITHFUL("10.2.5")] if r.piece.endswith("-garden") else []


FACTION = Lizards("lizards", "Lizard Cult", "Lizard Cult", "10", (
    piece(WARRIOR, WARRIOR, 25, "B"),
    # 15 gardens; the 5-per-suit split is unconfirmed (RULES.md 3.1). A garden goes only where
    # its suit matches the clearing's (10.3.2, 10.5.1).
    *per_suit("garden", BUILDING, 5, "B", unconfirmed=True, suit_section="10.5.1"),
), crafting_pieces=frozenset(f"{suit}-garden" for suit in SUITS),
   crafting_section="10.2.1", crafts_in="evening", setup_order=6,
   starts_in_a_corner=True,  # crafts with gardens (10.2.1)
   actions=("rootboard.game.factions.lizards.actions:ACTIONS",))  # conspiracies and rituals (10.4.3, 10.5)

"""The Eyrie Dynasties (chapter 7): their pieces, Lords of the Forest; their setups: setup.py, the Commander and Despot:
battle.py."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, OnePerClearing, WARRIOR, piece
from rootboard.later import Later
from rootboard.messages import Template

# Her board's rules and the crafting rules, read by hooks asked at every copy of a card counted
# and every item crafted (an import statement at each call cost some 7,800 instructions, some
# two hundred times a replay of the 476-action log, issue 32), loaded only when first read.
eyrie_board = Later("rootboard.game.factions.eyrie.board")
crafting = Later("rootboard.game.crafting")

LORDS_OF_THE_FOREST = Template("rule.lords-of-the-forest", "the Eyrie rules {where:area}: tied for the most warriors "
                               "and buildings ({counts}), Lords of the Forest wins the tie")


DISDAIN_FOR_TRADE = Template("craft.disdain-for-trade", "Disdain for Trade: the Eyrie score 1 VP for a crafted item, "
                             "not the {points} VP the card lists (with the Builder as their leader they ignore it: "
                             "score the rest with 'rootboard score')")

COMMANDER = Template("battle.commander", "Commander")
DESPOT = Template("battle.despot", "Despot")


class Eyrie(Faction):
    setups = "rootboard.game.factions.eyrie.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.eyrie.turn"  # her turn's steps (7.4-7.6), imported when a turn is asked about
    # Her leader, chosen at setup and again after Turmoil's Depose (7.3.3, 7.7.3; actions.ChooseLeader):
    # no step of her turn takes it (Faction.any_moment_kinds).
    any_moment_kinds = frozenset({"eyrie-leader"})

    def position_problem(self, state):
        # Her board (the leader, the Decree) as a game file holds it: refused naming the element.
        board = state.boards.get(self.id)
        if not board:
            return None
        from rootboard.game.factions.eyrie.board import BAD_BOARD, VIZIER, problem

        found = problem(board)
        if found is None:
            found = _card_problem(state, board, VIZIER)
        return ("boards", BAD_BOARD("7.2.1", element=found[0], problem=found[1])) if found else None

    def cards_named_on_board(self, state):
        # Her Decree's cards are public by name (7.2.1); the card table keeps them as a count
        # on her board (rootboard.game.factions.eyrie.actions).
        board = state.boards.get(self.id)
        if not board:
            return []
        vizier = eyrie_board.VIZIER
        return [card for column in board.get("decree", {}).values() for card in column if card != vizier]

    def board_words(self, state):
        # Her leader and Decree, public (7.2.1), for the window beside the turn and 'rootboard status'.
        if not state.boards.get(self.id):
            return []
        return eyrie_board.board_words(state)

    def tie_break(self, state, where, leaders, counts):
        # Lords of the Forest: a tie for the most is theirs while they have a piece in it (7.2.2).
        return LORDS_OF_THE_FOREST("7.2.2", where=where, counts=counts) if self.id in leaders else None

    def crafted_item(self, state, item, points, remove):
        # Disdain for Trade: one point for any item, whatever the card lists (7.2.3); the Builder
        # leader ignores it (7.8.1): with her leader kept, the Builder scores the card's points.
        if (state.boards.get(self.id) or {}).get("leader") == "builder":
            return None

        return crafting.ItemOutcome(crafting.BOX, 1, DISDAIN_FOR_TRADE("7.2.3", "7.8.1", points=points))


def _card_problem(state, board, vizier):
    """(element, problem) for a Decree card the deck does not hold, or holds no copy of left."""
    from rootboard.game.cards.catalogue import deck

    chosen = deck(state.deck)
    from rootboard.game.cards.places import named_elsewhere

    named = [card for column in board["decree"].values() for card in column if card != vizier]
    for card in named:
        found = chosen.find(card)
        if found is None:
            return "eyrie.decree", f"{card!r} is not a card of the {state.deck} deck"
        # named_elsewhere counts the Decree's own cards too (Eyrie.cards_named_on_board).
        if named_elsewhere(state, card) > found.copies:
            return "eyrie.decree", f"{card!r}: more copies in the Decree and elsewhere than the deck's {found.copies}"
    return None


FACTION = Eyrie("eyrie", "Eyrie Dynasties", "Eyrie", "7", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # Decree Build puts a roost only where the Eyrie have none (7.5.2.IV).
    piece("roost", BUILDING, 7, "B", one_per_clearing=OnePerClearing("roost", "7.5.2.IV")),
), battle_effects=("rootboard.game.factions.eyrie.battle:ABILITIES",),
   actions=("rootboard.game.factions.eyrie.actions:ACTIONS",), crafting_pieces=frozenset({"roost"}), crafting_section="7.2.1", setup_order=2,  # roosts (7.2.1)
   starts_in_a_corner=True)

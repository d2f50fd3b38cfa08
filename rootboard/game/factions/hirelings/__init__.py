"""The hirelings (16.4): the thirteen cards as factions that take no turns, and the older
games' unnamed hirelings; what each card's rules change, and what each card sets up (setup.py);
what a controller does with its hireling in its own turn (turn.py, uses.py, actions.py).

The cards' data (names, pieces, the faction each keeps out, setup) is third-party and lives in
:data:`rootboard.game.unconfirmed.HIRELINGS`. What the Law itself says of every hireling is
here: a controlled hireling's pieces count for its controller in rule, an uncontrolled one
rules as if it were a player (16.4.3.I); it never treats rivers as paths (16.4.3.V).
Control, markers and gaining them are :mod:`rootboard.game.hirelings`.
"""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.hirelings import card_title
from rootboard.game.kinds import BUILDING, PAWN, TOKEN, WARRIOR, piece
from rootboard.game.unconfirmed import HIRELING_ABILITIES
from rootboard.game.unconfirmed import HIRELINGS as CARDS

# The cards whose board keeps removed warriors (their promoted side's ability, unconfirmed:
# HIRELING_ABILITIES' "keeps_removed"): the Forest Patrol's.
HIRELING_CARD_WARRIORS = frozenset(cid for cid in CARDS if HIRELING_ABILITIES.get(cid, {}).get("keeps_removed"))
from rootboard.messages import Template

ASK_PLACE = Template("setup.hireling.ask", "{name:card}: {what}, {n} of {of}")
NOTHING = Template("setup.hireling.nothing", "{name:card} (demoted side) places nothing on the map")
UPRISING = Template("setup.hireling.uprising", "the uprising die shows {suit:suit}")
NOT_EDGE = Template("setup.hireling.not-edge", "{at:area} is not on the map edge")
NOT_EDGE_RIVER = Template("setup.hireling.not-edge-river", "{at:area} is not both on the map edge and on the river")
NOT_SUIT = Template("setup.hireling.not-suit", "{at:area} is not a {suit:suit} clearing")
SAME_CLEARING = Template("setup.hireling.same-clearing", "{at:area} already holds one: two different clearings")
A_MAP_EDGE = Template("setup.hireling.where.map-edge", "a map-edge clearing")
A_SUIT = Template("setup.hireling.where.suit", "a {suit:suit} clearing")
ANOTHER_SUIT = Template("setup.hireling.where.another-suit", "another {suit:suit} clearing")
A_FOREST = Template("setup.hireling.where.forest", "a forest")
EDGE_AND_RIVER = Template("setup.hireling.where.edge-river", "a clearing on the map edge and the river")
A_PATH = Template("setup.hireling.where.path", "a path")
ANY = Template("setup.hireling.where.any", "any clearing")
A_CLEARING = Template("setup.hireling.where.clearing", "a clearing")
ANOTHER = Template("setup.hireling.where.another", "another clearing")
OPEN_SLOT = Template("setup.hireling.where.open-slot", "a clearing with an open building slot")
PATH_TAKEN = Template("setup.hireling.path-taken", "{at:area} already holds a bandit: each on a different path")

# The kinds of the hireling cards' pieces: footholds are tokens, vaults buildings (Law EN'24
# B.4, B.10, as SETUP.md reads them).
PIECE_KINDS = {"warrior": WARRIOR, "pawn": PAWN, "foothold": TOKEN, "vault": BUILDING}


class Hireling(Faction):
    """A hireling: no turns of its own; its controller's for rule, or its own (16.4.3.I)."""

    setups = "rootboard.game.factions.hirelings.setup"  # imported when a setup runs (Faction.setups)

    def rule_side(self, state, kind):
        return state.controllers.get(self.id) or self.id

    def turn_owner(self, state):
        """A controlled hireling's warriors move in its controller's turn (16.4.3.IV)."""
        return state.controllers.get(self.id) or self.id

    def rivers_are_paths(self, state):
        return False  # a hireling cannot use its controller's effects (16.4.3.V)

    def controller_candidates(self, state, step):
        if not self.card():
            return []  # the unnamed hirelings of older files have no card to act by
        from rootboard.game.factions.hirelings import hired
        from rootboard.game.factions.hirelings.turn import candidates

        # The Hired action owed, at whatever step it was gained (16.4.2.I), then the turn's.
        return [*hired.candidates(state, self.id), *candidates(state, step, self.id)]

    def controller_leaving(self, state, step):
        if not self.card():
            return []
        from rootboard.game.factions.hirelings.turn import leaving

        return leaving(state, step, self.id)

    def gained_notes(self, state, controller):
        if not self.card():
            return []
        from rootboard.game.factions.hirelings import reminders
        from rootboard.game.factions.hirelings.hired import hired_notes

        return [*hired_notes(state, self.id, controller), *reminders.gained_notes(state, self.id)]

    def owed_candidates(self, state):
        if not self.card():
            return []
        from rootboard.game.factions.hirelings import hired

        return hired.candidates(state, self.id)

    def owed_action(self, state):
        if not self.card():
            return None
        from rootboard.game.factions.hirelings.hired import owed_block

        return owed_block(state, self.id)

    def moves_without_rule(self, state, m, by):
        # The Protector's card moves its pawn ignoring rule, its only move (16.4.3.IV; the card,
        # unconfirmed: HIRELING_TURNS).
        if m.faction != self.id:  # its controller's move: a "CONTROLLER:" ability (16.4.2.II)
            return self._ability("moves_without_rule", state, m)
        if not self.card() or m.kind != PAWN:
            return None
        from rootboard.game.factions.hirelings.moving import ignores_rule

        return ignores_rule(state, self.id)

    # Its abilities (16.4.2.II), asked of the hireling as a side of a battle or a piece's owner,
    # and, for a "CONTROLLER:" ability, as its controller's hireling (16.4.2).
    def battle_refusal(self, state, fight, role):
        return self._ability("battle_refusal", state, fight, role)

    def check_own_removal(self, state, r):
        return self._ability("removal_refusal", state, r)

    def bars_placing(self, state, fid, where):
        return self._ability("placing_refusal", state, fid, where)

    def rolled_hits_cap(self, state, fight, role):
        return self._ability("rolled_hits_cap", state, fight, role)

    def ignores_first_hit(self, state, fight, role):
        return self._ability("ignores_first_hit", state, fight, role)

    def battle_extra_hits(self, state, fight, role):
        return self._ability("extra_hits", state, fight, role) or []

    def tie_break(self, state, where, leaders, counts):
        return self._ability("tie_break", state, where, leaders, counts)

    def tie_won_by(self, state):
        # A tie it breaks is its controller's: the Bluebird Nobles' is a "CONTROLLER:" ability (16.4.2).
        return state.controllers.get(self.id) or self.id

    def cost_to_battle(self, state, fight):
        return self._ability("cost_to_battle", state, fight) or ([], [])

    def offered_candidates(self, state, step):
        # The Exile's card: any player on turn may put a crafted item on it (16.4.2.II).
        if not self._shows(state, "takes_items"):
            return []
        from rootboard.game.factions.hirelings.exile import candidates

        return candidates(state, self.id)

    def position_problem(self, state):
        # A hireling's board: the Forest Patrol's warriors on its card, asked also when the file
        # keeps them out of its supply with no board saying so; the items on the Exile's card.
        if self._keeps_card_warriors():
            from rootboard.game.factions.hirelings.patrol import board_problem

            return board_problem(state, self.id)
        if not self.card() or not state.boards.get(self.id):
            return None
        from rootboard.game.factions.hirelings.exile import board_problem

        return board_problem(state, self.id)

    def board_words(self, state):
        if self._shows(state, "reveals_crafted"):  # the Mole Artisans: the cards its controller revealed
            from rootboard.game.factions.hirelings.artisans import board_words

            return board_words(state, self.id)
        if not self.card() or not state.boards.get(self.id):
            return []
        if self._keeps_card_warriors():
            from rootboard.game.factions.hirelings.patrol import board_words

            return board_words(state, self.id)
        from rootboard.game.factions.hirelings.exile import board_words

        return board_words(state, self.id)

    def reveals_crafted(self, state, crafter):
        # The Mole Artisans' card: its controller reveals an item card crafted (16.4.2.II).
        if state.controllers.get(self.id) != crafter or not self._shows(state, "reveals_crafted"):
            return None
        from rootboard.game.factions.hirelings.artisans import reveals

        return reveals(state, self.id, crafter)

    def _keeps_card_warriors(self) -> bool:
        """Whether its card keeps warriors removed (the Forest Patrol's; its board whichever side shows)."""
        return self.id in HIRELING_CARD_WARRIORS

    # The Forest Patrol's removed warriors: one per removal to its card (16.4.2.II, 1.5.4).
    def removal_notes(self, state, r, by):
        if not self._shows(state, "keeps_removed"):
            return []
        from rootboard.game.factions.hirelings import patrol

        return patrol.removal_notes(state, self.id, r)

    def removal_edits(self, state, r, by):
        if not self._shows(state, "keeps_removed"):
            return []
        from rootboard.game.factions.hirelings import patrol

        return patrol.removal_edits(state, self.id, r)

    def removed_in_battle(self, state, fight, removals, remover):
        if not self._shows(state, "keeps_removed"):
            return []
        from rootboard.game.factions.hirelings import patrol

        return patrol.removed_in_battle(state, self.id, fight, removals)

    def _shows(self, state, flag: str) -> bool:
        """Whether its side showing has the ability ``flag`` (HIRELING_ABILITIES)."""
        if not self.card() or state is None:
            return False
        from rootboard.game.factions.hirelings.abilities import side_has

        return bool(side_has(state, self.id, flag))

    def bars_leaving(self, state, m):
        return self._ability("leaving_refusal", state, m)

    def arrival_notes(self, state, m):
        return self._ability("arrival_notes", state, m) or []

    def _ability(self, name, state, *args):
        from rootboard.game.unconfirmed import HIRELING_ABILITIES

        if not self.card() or state is None:
            return None
        from rootboard.game.hirelings import showing

        if showing(state, self.id) not in HIRELING_ABILITIES:
            return None  # imported only for a side with an ability rootboard checks
        from rootboard.game.factions.hirelings import abilities

        return getattr(abilities, name)(state, self.id, *args)

    def card(self) -> dict | None:
        return CARDS.get(self.id)

    def aliases(self):
        card = self.card()  # typed by the side of the card showing: "rabbit-scouts" (16.1.6.II)
        return (self.id, card["demoted"]) if card else (self.id,)

    def stands_on_paths(self, state=None):
        # Highway Bandits (16.2.3.II, 16.4.3.V); their demoted side, Bandit Gangs, places its
        # warriors in clearings (its card, unconfirmed: HIRELING_TURNS).
        card = self.card()
        return card is not None and card["setup"] == "paths" and not (state is not None and self.id in state.demoted)


def named(card_id: str, card: dict) -> Hireling:
    # The Exile's pawn starts in a forest (its card, unconfirmed).
    in_forests = card["setup"] == "forest-pawn"
    pieces = tuple(piece(name, PIECE_KINDS[name], n, "16.4", unconfirmed=True,
                         in_forests=in_forests and PIECE_KINDS[name] == PAWN)
                   for name, n in card["pieces"].items())
    # Its actions, taken by its controller (16.4.2): imported when a game names one (Law.action).
    # Its abilities the table declares in battle (hirelings/battle.py), imported when a battle names one.
    return Hireling(card_id, card_title(card_id), card_title(card_id), "16.4", pieces, seated=False, hireling=True,
                    battle_effects=("rootboard.game.factions.hirelings.battle:EFFECTS",),
                    actions=("rootboard.game.factions.hirelings.actions:ACTIONS",
                             "rootboard.game.factions.hirelings.hired:ACTIONS",
                             "rootboard.game.factions.hirelings.uprising:ACTIONS",
                             "rootboard.game.factions.hirelings.dynasty:ACTIONS",
                             "rootboard.game.factions.hirelings.envoys:ACTIONS",
                             "rootboard.game.factions.hirelings.deploy:ACTIONS",
                             "rootboard.game.factions.hirelings.burning:ACTIONS",
                             "rootboard.game.factions.hirelings.forcing:ACTIONS",
                             "rootboard.game.factions.hirelings.scoring:ACTIONS",
                             "rootboard.game.factions.hirelings.moving:ACTIONS",
                             "rootboard.game.factions.hirelings.exile:ACTIONS",
                             "rootboard.game.factions.hirelings.patrol:ACTIONS",
                             "rootboard.game.factions.hirelings.exile_action:ACTIONS"))


def unnamed(n: int) -> Hireling:
    # The unnamed hirelings of game files written before the named ones (docs/game-format.md):
    # they still open and play, with control set by hand; new games name their hirelings.
    # 12 warriors covers the largest setup (Forest Patrol: one in every clearing).
    return Hireling(f"hireling{n}", f"Hireling {n}", f"Hireling {n}", "16.4", (
        piece(WARRIOR, WARRIOR, 12, "16.4", unconfirmed=True),
        piece(PAWN, PAWN, 1, "16.4", unconfirmed=True, note="the Exile, Flotilla, Protector", in_forests=True),
    ), seated=False, hireling=True)


NAMED = tuple(named(cid, card) for cid, card in CARDS.items())  # the thirteen cards
UNNAMED = tuple(unnamed(n) for n in (1, 2, 3))

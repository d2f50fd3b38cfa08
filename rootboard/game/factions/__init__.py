"""Every faction, each in its own module, and the Law they are played under (:data:`LAW`).

This is the one place that names them all: a new faction is a module beside these and a line
here. Each faction module depends only on the core below it (rootboard.game: the state, the
rule checks, the setup kit), never on another faction (an import contract checks it).
"""

from __future__ import annotations

from rootboard.game.faction import Effect, Faction
from rootboard.game.law import Law
from rootboard.game.factions import alliance, corvids, duchy, eyrie, hirelings, hundreds, keepers, lizards, marquise
from rootboard.game.factions import riverfolk, vagabond
from rootboard.game.mappieces import MAP_PIECES

# Cards the table plays that bend the rules rootboard checks (their text: RULES.md 4.11, unconfirmed):
# Boat Builders, a persistent card whose owner treats rivers as paths (16.4.3.V); Tunnels, a
# persistent card whose owner treats clearings with its crafting pieces as adjacent (4.1.3).
CARD_EFFECTS = (Effect("boat-builders", "persistent", "16.4.3.V", rivers_are_paths=True),
                Effect("tunnels", "persistent", "4.1.3", crafting_pieces_adjacent=True))

PLAYER_FACTIONS: tuple[Faction, ...] = (
    marquise.FACTION, eyrie.FACTION, alliance.FACTION, vagabond.VAGABOND, vagabond.VAGABOND2, riverfolk.FACTION,
    lizards.FACTION, duchy.FACTION, corvids.FACTION, hundreds.FACTION, keepers.FACTION,
)
NAMED_HIRELINGS = hirelings.NAMED
UNNAMED_HIRELINGS = hirelings.UNNAMED

# Everyone's actions: the generic ones, the battle (4.3) and crafting (4.1); each faction adds its own. Named,
# not imported: a command that only shows a position never loads them (Law.actions).
ACTIONS = ("rootboard.game.actions:GENERIC", "rootboard.game.battle.resolution:Battle", "rootboard.game.craft:Craft",
           "rootboard.game.cards.actions:CARD_ACTIONS", "rootboard.game.turns.actions:TURN_ACTIONS",
           # The League of Adventurous Mice's exhaust and the refresh of a Crafted Items box (4.1.2).
           "rootboard.game.cards.league:ACTIONS",
           # A Clockwork bot at any seat crafts its order card (Law of Rootbotics; rootboard.game.bots).
           "rootboard.game.bots.actions:BOT_ACTIONS",
           # The Electric Eyrie's Decree of order cards (Law of Rootbotics 5; rootboard.game.bots.eyrie).
           "rootboard.game.bots.eyrie.actions:ACTIONS",
           # The Drillbit Duchy's crowns on its ministers ([CR]; rootboard.game.bots.duchy).
           "rootboard.game.bots.duchy.actions:ACTIONS", "rootboard.game.bots.duchy.traits:ACTIONS",
           # The Riverfolk Robots' Payments box (Law of Rootbotics 9; rootboard.game.bots.riverfolk).
           "rootboard.game.bots.riverfolk.actions:ACTIONS",
           # The Logical Lizards' Acolytes box (Law of Rootbotics 8; rootboard.game.bots.lizards).
           "rootboard.game.bots.lizards.actions:ACTIONS",
           # The Vagabot's quest and Aid (Law of Rootbotics 7; rootboard.game.bots.vagabond).
           "rootboard.game.bots.vagabond.actions:ACTIONS")

LAW = Law((*PLAYER_FACTIONS, *NAMED_HIRELINGS, *UNNAMED_HIRELINGS), MAP_PIECES, ACTIONS, CARD_EFFECTS,
          ("rootboard.game.battle.cards:CARDS",))

#: Every faction of the Law by id, the map's pieces (``map``) too.
FACTIONS: dict[str, Faction] = {f.id: f for f in LAW}


def faction(name: str) -> Faction:
    """The faction called ``name`` on the command line; BadInput lists the names."""
    return LAW.parse(name)

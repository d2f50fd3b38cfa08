"""The Vagabot's setup (Law of Rootbotics 7.3; [RDB]'s stored copy stops at 7.3.1, so the steps
are [CR] Vagabottos/clockroot ``models/vagabond.ts`` setupRules, numbered in their order), as
the game's own actions.

7.3.1 his character and its starting items: any four S items in his Satchel, all alike to him
(7.2.3 [RDB]); rootboard draws the Thief or the Ranger (four items each) from the game's seed,
as the Vagabond's own ``character`` action sets them; the Tinker, who starts with three ([CR]),
is the table's to set up. 7.3.2 his pawn in the forest adjacent to the most clearings, drawn at
random among ties. 7.3.3 one quest face up, his alone, drawn from the quest deck with the game's
seed and kept on the quest display as the Vagabond's quests are (``bot-vagabot-quest-shown``;
the table may undo it and name the quest it drew). 7.3.4 an R item under each ruin: said for the
table (the map's ruins are the table's). Random choices come from the game's seed, so a game set
up twice is set up the same.
"""

from __future__ import annotations

import random

from rootboard.game.bots.play import Doing
from rootboard.messages import Template

CHARACTER = Template("bot.vagabot.setup.character", "he plays the {character:character}, drawn at random: four "
                     "starting items, all alike to him")
PAWN_AT = Template("bot.vagabot.setup.pawn", "his pawn goes in {where:area}, the forest adjacent to the most "
                   "clearings ({count}), drawn at random among ties")
QUEST = Template("bot.vagabot.setup.quest", "one quest is drawn at random and placed face up near him: only he "
                 "can complete it")
QUEST_THERE = Template("bot.vagabot.setup.quest-there", "the quest display already holds a quest: none more is "
                       "drawn for him")
RUIN_ITEMS = Template("bot.vagabot.setup.ruin-items", "an R item goes beneath each ruin, as in any game")
CHARACTERS = ("thief", "ranger")  # [CR] descriptions: his classes with four starting items


def most_connected_forests(state) -> tuple[list, int]:
    """The forests adjacent to the most clearings, and how many (derived from the map)."""
    from rootboard.game.movement import is_clearing

    counts = {f: sum(1 for a in state.topology.neighbours(f) if is_clearing(a)) for f in state.topology.forests}
    best = max(counts.values())
    return sorted((f for f, n in counts.items() if n == best), key=str), best


def setup(state, fid: str):
    from rootboard.game.actions import Place
    from rootboard.game.factions.vagabond.actions import SetCharacter
    from rootboard.game.kinds import PAWN
    from rootboard.game.placement import PieceRequest

    rng = random.Random(f"{state.seed}/bot-setup/{fid}")
    character = rng.choice(CHARACTERS)
    if fid not in state.vagabonds:
        yield Doing("7.3.1", CHARACTER(character=character), SetCharacter(fid, character))
    forests, count = most_connected_forests(state)
    where = rng.choice(forests)
    yield Doing("7.3.2", PAWN_AT(where=where, count=count), Place(PieceRequest(fid, PAWN, where, 1)))
    from rootboard.game.bots.vagabond.actions import BotQuestShown
    from rootboard.game.factions.vagabond.quests import QUESTS, face_up

    if not any(face_up(state)):
        yield Doing("7.3.3", QUEST(), BotQuestShown(fid, rng.choice(sorted(QUESTS))))
    else:
        yield Doing("7.3.3", QUEST_THERE())
    yield Doing("7.3.4", RUIN_ITEMS())

"""The Logical Lizards (Law of Rootbotics, chapter 8): the Lizard Cult's seat played by a bot.

Sources: [RDB] therootdatabase.com's Clockwork Expansion 2 Law (8.1-8.4.2; its stored copy stops
inside 8.4.2, the chapter's index names 8.5.1-8.6.4); [CR] Vagabottos/clockroot (commit 7327f0b)
``src/assets/i18n/en-US.json`` "Logical Lizards" (Setup0-4, Difficulty, Birdsong, Daylight
Rituals, Evening, Extra Conspiracy) and ``src/app/models/lizard.ts`` (traits), a second reading.
A step only [CR] gives is marked so beside it.

Its pieces are the Cult's (25 warriors, 8.3.1 [RDB]; 15 gardens, 8.3.4 [RDB]: "your 14
remaining"). Its board keeps the Cult's Acolytes box (``rootboard.game.factions.lizards.board``)
and its own Conspiracy marker (8.3.3, 8.4.2: the board's ``conspiracy``), and drops the rest:
no hand (Poor Manual Dexterity), no Outcast adjusted, no crafting with gardens (it crafts the
deck's top card in Evening, [CR] Craft). Its Lost Souls are a pile of face-up cards the table
keeps (8.2.4, 8.3.5): the table says the order they set (8.4.1) and the suits revealed from
them (``rootboard bot --order``).

Its rules of its own, kept as hooks: Pilgrims (8.2.1 [RDB]: it rules a clearing with a garden,
the Cult's 10.2.4 hook), Robot Revenge (8.2.2 [RDB]: of its warriors removed, one goes to the
Acolytes box; [CR] TextRobotRevenge: outside its turn; rootboard applies it to battles, the
removals a hook sees), Gardens (8.2.3 [RDB]: a garden removed discards the top card of its Lost
Souls: said to the table).

Traits ([CR] ``lizard.ts``: always on, or chosen by the table). Always on: Poor Manual
Dexterity, Hates Surprises (no ambush card against it), Pilgrims, Robot Revenge. Chosen:
Fanatics, Martyrs, Erratic, Spiteful, all played in its turn: Martyrs (a warrior from the supply
to the Acolytes box with each bird ritual), Erratic (said: the table adds a card to its Lost
Souls), Fanatics (a battle with an extra hit after each Convert, :mod:`.battle`) and Spiteful (a
point more when a Crusade removes tokens): :mod:`.turn`.
"""

from __future__ import annotations

from rootboard.game.factions.lizards import FACTION as LIZARD_CULT, Lizards
from rootboard.messages import Template
from rootboard.records import fields

BOT = "logical-lizards"
CHAPTER = "8"  # of the Law of Rootbotics
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "pilgrims", "robot-revenge")
OPTIONAL_TRAITS = ("fanatics", "martyrs", "erratic", "spiteful")
PLAYED_TRAITS = OPTIONAL_TRAITS  # each in its turn

HATES_SURPRISES = Template("bot.lizards.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Logical Lizards (a trait of the Law of Rootbotics)")
ROBOT_REVENGE = Template("bot.lizards.robot-revenge", "Robot Revenge: one of the Lizard warriors removed goes to the "
                         "Acolytes box, not the supply")
GARDEN_REMOVED = Template("bot.lizards.garden-removed", "a garden removed: the top card of the Logical Lizards' Lost "
                          "Souls is discarded face up")


class LogicalLizards(Lizards):
    turn = "rootboard.game.bots.lizards.turn"  # its turn (8.4-8.6), imported when asked

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] RuleHatesSurprises): ambush cards (4.3.1) cannot be
        # played against it; 16.1.3 sends the table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def removed_in_battle(self, state, fight, removals, remover):
        # Robot Revenge (8.2.2 [RDB]; [CR]: outside its turn): one of its warriors removed goes to
        # the Acolytes box, whatever its role, in place of the Cult's Revenge (10.2.3).
        from rootboard.game.factions.lizards.board import acolytes, with_board
        from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
        from rootboard.game.state import shift

        if state.current == self.id or not any(r.piece == WARRIOR for r in removals):
            return []
        fight.do([shift((self.id, WARRIOR), SUPPLY, OUT, 1),
                  state.set_edit("boards", with_board(state, acolytes=acolytes(state) + 1))])
        return [ROBOT_REVENGE("16.1.3")]

    def removal_notes(self, state, r, by):
        # Gardens (8.2.3 [RDB]): its Lost Souls lose their top card, not a hand's random card.
        return [GARDEN_REMOVED("16.1.3")] if r.piece.endswith("-garden") else []


# The Cult's pieces and Pilgrims at its seat, without what the bot does not have: no crafting
# with gardens (it crafts the top card of the deck in Evening, [CR] Craft) and none of the
# Cult's rituals and conspiracies spending a hand (its own: rootboard.game.bots.lizards.actions).
FACTION = LogicalLizards(**{**{f.name: getattr(LIZARD_CULT, f.name) for f in fields(LIZARD_CULT)
                               if not f.name.startswith("_")},
                            "actions": (), "crafting_pieces": frozenset(), "crafting_section": None,
                            "battle_effects": (*LIZARD_CULT.battle_effects, "rootboard.game.bots.lizards.battle:ABILITIES")})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.lizards.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.lizards.setup import setup as done

    return done(state, fid)

"""The Electric Eyrie (Law of Rootbotics, chapter 5): the Eyrie's seat played by a bot.

Her pieces are the Eyrie's (20 warriors, 7 roosts: 5.3.1, 5.3.4 [RDB]). Her one rule of her
own, Lords of the Forest (5.2.1 [RDB]: she rules a clearing where she is tied for the most
warriors and buildings, never an empty one), is the Eyrie's 7.2.2 hook, kept. Her board keeps a
Decree of order cards by suit and no leader (:mod:`.board`); her turn: :mod:`.turn`; her setup
(5.3): :mod:`.setup`.

Traits, as the bot's board prints them ([CR] ``src/app/models/eyrie.ts``, en-US.json
"TextNobility"...: always on, or chosen by the table). Always on: Poor Manual Dexterity (no hand
of cards), Hates Surprises (no ambush card is played against her), Lords of the Forest. Chosen:
Nobility, Relentless, Swoop, War Tax. rootboard plays Hates Surprises (an ambush against her is
refused), Nobility, Relentless and Swoop in her turn, and War Tax ([CR] TextWarTax: an enemy
loses a point for each of its buildings and tokens she removes) in every battle she fights, on
whoever's turn (her seat's ``battle_removals``; she removes nothing outside battle).
"""

from __future__ import annotations

from rootboard.game.factions.eyrie import FACTION as EYRIE_DYNASTIES, Eyrie
from rootboard.messages import Template
from rootboard.records import fields

BOT = "electric-eyrie"
CHAPTER = "5"  # of the Law of Rootbotics
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "lords-of-the-forest")
OPTIONAL_TRAITS = ("nobility", "relentless", "swoop", "war-tax")
PLAYED_TRAITS = OPTIONAL_TRAITS  # Nobility, Relentless, Swoop in her turn; War Tax in her battles

HATES_SURPRISES = Template("bot.eyrie.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Electric Eyrie (a trait of the Law of Rootbotics)")
WAR_TAX = Template("bot.eyrie.war-tax", "War Tax: {who:faction} {who:faction|sg=loses|pl=lose} {count} VP, one "
                   "per building or token the Electric Eyrie removed (a trait of the Law of Rootbotics)",
                   plural="War Tax: {who:faction} {who:faction|sg=loses|pl=lose} {count} VP, one per building or "
                   "token the Electric Eyrie removed (a trait of the Law of Rootbotics)", count="count")
BAD_BOARD = Template("bot.eyrie.bad-board", "the Electric Eyrie's board: {element}: {problem}")


class ElectricEyrie(Eyrie):
    turn = "rootboard.game.bots.eyrie.turn"  # her turn (5.4-5.6), imported when asked

    def position_problem(self, state):
        # Her board as a game file holds it (a Decree by suit, no leader): refused naming the element.
        board = state.boards.get(self.id)
        if not board:
            return None
        from rootboard.game.bots.eyrie.board import problem

        found = problem(board)
        return ("boards", BAD_BOARD("16.1.3", element=found[0], problem=found[1])) if found else None

    def cards_named_on_board(self, state):
        return []  # her Decree keeps order cards by suit, not by name (a bot has no hand)

    def board_words(self, state):
        return []  # no leader, and a Decree of order cards by suit: not the Dynasties' board to read

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] RuleHatesSurprises): ambush cards (4.3.1) cannot be
        # played against her; 16.1.3 sends the table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def battle_removals(self, state, fight, role, removals):
        # War Tax (a chosen trait, [CR] TextWarTax): each enemy whose building or token she
        # removed loses a point for it, whether she attacks or defends.
        from rootboard.game import hirelings
        from rootboard.game.bots import traits_of
        from rootboard.game.kinds import BUILDING, TOKEN

        if "war-tax" not in traits_of(state, self.id):
            return []
        lost: dict = {}
        for r in removals:
            if not r.item and r.kind in (BUILDING, TOKEN) and r.owner != self.id and r.owner in state.scores:
                lost[r.owner] = lost.get(r.owner, 0) + 1
        said = []
        for owner, n in sorted(lost.items()):
            fight.do(hirelings.score_edits(fight.state, owner, -n)[0])
            said.append(WAR_TAX("16.1.3", who=owner, count=n))
        return said


# The Eyrie's pieces and Lords of the Forest at her seat, without what the bot does not have:
# no leader (Commander, Despot), no crafting with roosts (she crafts the order card in Birdsong,
# 5.4.2) and none of the Dynasties' Decree actions (hers: rootboard.game.bots.eyrie.actions, in
# the Law's actions with every bot's); her battle ability is the Decree's longest column.
FACTION = ElectricEyrie(**{**{f.name: getattr(EYRIE_DYNASTIES, f.name) for f in fields(EYRIE_DYNASTIES)
                              if not f.name.startswith("_")},
                           "battle_effects": ("rootboard.game.bots.eyrie.battle:ABILITIES",), "actions": (),
                           "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.eyrie.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.eyrie.setup import setup as done

    return done(state, fid)

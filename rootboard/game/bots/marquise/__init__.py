"""The Mechanical Marquise 2.0 (Law of Rootbotics, chapter 4): the Marquise's seat played by a bot.

Her pieces are the Marquise's (25 warriors, 6 of each building, the keep: 4.3.1, 4.3.5 [RDB]);
she keeps no wood, no hand and no Field Hospitals: the one rule of her own is the Keep (4.2.1
[RDB]: only she places pieces in its clearing; once removed it leaves the game), which is the
Marquise's 6.2.2 hook, kept. Her turn: :mod:`.turn`; her setup (4.3): :mod:`.setup`.

Traits, as the bot's board prints them ([CR] ``src/app/models/marquise.ts``: always on, or
chosen by the table). Always on: Poor Manual Dexterity (no hand of cards), Hates Surprises
(no ambush card is played against her), The Keep. Chosen: Blitz, Fortified, Hospitals, Iron
Will. rootboard plays Hates Surprises (an ambush against her is refused), Blitz and Iron Will
in her turn, and Fortified and Hospitals in battles she defends (the Faction's battle hooks, on
another player's turn too): :mod:`.traits`.
"""

from __future__ import annotations

from rootboard.game.factions.marquise import FACTION as MARQUISE_DE_CAT, Marquise
from rootboard.messages import Template
from rootboard.records import fields

BOT = "mechanical-marquise"
CHAPTER = "4"  # of the Law of Rootbotics
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "the-keep")
OPTIONAL_TRAITS = ("blitz", "fortified", "hospitals", "iron-will")
PLAYED_TRAITS = OPTIONAL_TRAITS  # Blitz, Iron Will in her turn; Fortified, Hospitals in battle


HATES_SURPRISES = Template("bot.marquise.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Mechanical Marquise (a trait of the Law of Rootbotics)")


class MechanicalMarquise(Marquise):
    turn = "rootboard.game.bots.marquise.turn"  # her turn (4.4-4.7), imported when asked

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] RuleHatesSurprises): ambush cards (4.3.1) cannot be
        # played against her; 16.1.3 sends the table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def hit_targets(self, state, fight, role):
        # Fortified (a chosen trait, [CR] TextFortified): her buildings take two hits each.
        from rootboard.game.bots.marquise.traits import fortified_targets

        return fortified_targets(state, fight, role, self.id)

    def take_hit(self, state, fight, role, target):
        from rootboard.game.bots.marquise.traits import fortified_hit

        return fortified_hit(fight, target)

    def damaged_words(self, items):
        from rootboard.game.bots.marquise.traits import FORTIFIED_HOLDS

        return FORTIFIED_HOLDS("16.1.3", count=len(items))

    def battle_removals(self, state, fight, role, removals):
        # Hospitals (a chosen trait, [CR] TextHospitals): at the end of a battle she defends.
        from rootboard.game.bots.marquise.traits import hospitals

        return hospitals(state, fight, role, self.id)


# The Marquise's pieces and hooks at her seat, without what the bot does not have: Field
# Hospitals spends cards (she has none; Poor Manual Dexterity), and she crafts no cards with
# workshops (she crafts the order card in Birdsong, 4.4.2).
FACTION = MechanicalMarquise(**{**{f.name: getattr(MARQUISE_DE_CAT, f.name) for f in fields(MARQUISE_DE_CAT)
                                   if not f.name.startswith("_")},
                                "battle_effects": (), "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.marquise.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.marquise.setup import setup as done

    return done(state, fid)

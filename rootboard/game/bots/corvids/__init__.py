"""The Cogwheel Corvids (Law of Rootbotics, Clockwork 2): the Corvids' seat played by a bot.

Sources. [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json`` ("Cogwheel Corvids": setup,
difficulty, Birdsong, Daylight, Evening, the bots' plot rules) and ``src/app/models/corvid.ts``
(its traits, setup position "I"): the one text of the chapter read here, so every step and
value is single-source and marked unconfirmed. The chapter's number, 11, is therootdatabase's
(a scraper of its Law pages says the Cogwheel Corvids are its Rootbotics section 11); its
stored pages were not found, so the sub-sections (C.3 setup, C.4 Birdsong, C.5 Daylight,
C.6 Evening) follow [CR]'s order, as the Mechanical Marquise numbers her [CR]-only steps.

Its pieces are the Corvids' (15 warriors, 8 plots: [CR] Setup0, 13.2.2). Its board keeps
nothing, as theirs (no hand: Poor Manual Dexterity), so ``state.boards`` holds nothing for it.
Always on ([CR] corvid.ts): Poor Manual Dexterity, Hates Surprises (no ambush against it),
Embedded Agents and Nimble (the Corvids' own 13.2.5, 13.2.3, kept). Chosen by the table:
Backup Plans, Vendetta, Gamble, Mastermind; rootboard plays Mastermind (a second Plot in
Daylight) and Vendetta (each plot it flips goes off as a bomb too); Backup Plans and Gamble act
on plots removed by others and on a human's guess, and are kept as the table's choice, not
played yet.
"""

from __future__ import annotations

from rootboard.game.factions.corvids import FACTION as CORVID_CONSPIRACY, Corvids
from rootboard.messages import Template
from rootboard.records import fields

BOT = "cogwheel-corvids"
CHAPTER = "C"  # rootboard's numbering of its steps (the chapter's text not read: see above)
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "embedded-agents", "nimble")
OPTIONAL_TRAITS = ("backup-plans", "gamble", "mastermind", "vendetta")
PLAYED_TRAITS = ("mastermind", "vendetta")  # the chosen traits rootboard plays in its turn

HATES_SURPRISES = Template("bot.corvids.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Cogwheel Corvids (a trait of the Law of Rootbotics)")


class CogwheelCorvids(Corvids):
    turn = "rootboard.game.bots.corvids.turn"  # its turn (C.4-C.6), imported when asked
    flip_needs_warriors = False  # [CR] Birdsong Flip: "Flip each plot token (no warrior required)"

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] corvid.ts RuleHatesSurprises); 16.1.3 sends the
        # table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")


# The Corvids' pieces and hooks at their seat, without what the bot does not have: it crafts
# no cards with plots (it crafts the order card in Birdsong, [CR] CraftOrder).
FACTION = CogwheelCorvids(**{**{f.name: getattr(CORVID_CONSPIRACY, f.name) for f in fields(CORVID_CONSPIRACY)
                                if not f.name.startswith("_")},
                             "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.corvids.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.corvids.setup import setup as done

    return done(state, fid)

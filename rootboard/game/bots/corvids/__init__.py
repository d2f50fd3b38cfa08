"""The Cogwheel Corvids (Law of Rootbotics, Clockwork 2): the Corvids' seat played by a bot.

Sources. [RDB] therootdatabase.com/law/cogwheel-corvids/en, the Law of Rootbotics' chapter 11:
its text from 11.1 to 11.5.1 (overview, Nimble and Embedded Agents, setup, Birdsong, Battle) and
its table of sections to 11.8.2 (Daylight's Move, Plot, The Plot Thickens; Evening's Score and
Discard Order; 11.7 Plots; 11.8 Bot Interactions); the stored copy stops inside 11.5.2. Every
step cites its section there. [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json``
("Cogwheel Corvids") and ``src/app/models/corvid.ts`` (its traits, difficulty): the second
reading, agreeing except for 11.5.1 (battles) and 11.5.4 (Daylight's Plot Thickens), where the
chapter is followed; the text of 11.5.2-11.8, the difficulty levels and the traits is [CR]'s
alone (unconfirmed: the chapter's sections list no difficulty or traits).

Its pieces are the Corvids' (15 warriors, 8 plots: 11.3.1 [RDB], [CR] Setup0, 13.2.2). Its board keeps
nothing, as theirs (no hand: Poor Manual Dexterity), so ``state.boards`` holds nothing for it.
Always on ([CR] corvid.ts): Poor Manual Dexterity, Hates Surprises (no ambush against it),
Embedded Agents and Nimble (11.2.2, 11.2.1 [RDB]: the Corvids' own 13.2.5, 13.2.3, kept). Chosen by the table:
Backup Plans, Vendetta, Gamble, Mastermind; rootboard plays Mastermind (a second Plot in
Daylight) and Vendetta (each plot it flips goes off as a bomb too) in its turn, and Backup Plans
([CR] TextBackupPlans: a warrior where a plot was removed, by whomever) wherever a plot is
removed (its seat's ``removal_edits``; in battle ``removed_in_battle``, once every hit is taken,
1.5.4), and Gamble in its flips (the human's guess given by the table, ``rootboard bot --guess``).

11.8 Bot Interactions (sections [RDB], text [CR]) are the Corvids room's, for any Corvids' plots
against any bot: a bomb removes two pieces of each bot (11.8.1); a bot that would place in, or
move out of, a face-up snare's clearing removes the snare instead (11.8.2, ``Faction.bot_instead``).
"""

from __future__ import annotations

from rootboard.game.factions.corvids import FACTION as CORVID_CONSPIRACY, Corvids
from rootboard.messages import Template
from rootboard.records import fields

BOT = "cogwheel-corvids"
CHAPTER = "11"  # of the Law of Rootbotics ([RDB] cogwheel-corvids)
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "embedded-agents", "nimble")
OPTIONAL_TRAITS = ("backup-plans", "gamble", "mastermind", "vendetta")
PLAYED_TRAITS = OPTIONAL_TRAITS  # Backup Plans wherever a plot is removed; the rest in its turn

BACKUP_PLANS = Template("bot.corvids.backup-plans", "Backup Plans: a Cogwheel Corvids warrior is placed in "
                        "{where:area}, where its plot was removed (a trait of the Law of Rootbotics)")
HATES_SURPRISES = Template("bot.corvids.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Cogwheel Corvids (a trait of the Law of Rootbotics)")


class CogwheelCorvids(Corvids):
    turn = "rootboard.game.bots.corvids.turn"  # its turn (11.4-11.6), imported when asked
    flip_needs_warriors = False  # [CR] Birdsong Flip: "Flip each plot token (no warrior required)"

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] corvid.ts RuleHatesSurprises); 16.1.3 sends the
        # table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def _backup_count(self, state, r) -> int:
        """Backup Plans ([CR] TextBackupPlans, a chosen trait): warriors placed for plots removed
        from ``r.where``, one per plot, as its supply holds and where it may place (1.5.4)."""
        from rootboard.game.bots import traits_of
        from rootboard.game.factions.corvids.pieces import PLOTS
        from rootboard.game.kinds import WARRIOR
        from rootboard.game.movement import place_ban

        if r.piece not in PLOTS or "backup-plans" not in traits_of(state, self.id) or r.in_battle:
            return 0  # in battle: once the batch's removals are made (removed_in_battle, 1.5.4)
        if place_ban(state, self.id, r.where) is not None:
            return 0
        return min(r.count or 1, state.supply.get((self.id, WARRIOR), 0))

    def removal_edits(self, state, r, by):
        from rootboard.game.kinds import SUPPLY, WARRIOR
        from rootboard.game.state import shift

        n = self._backup_count(state, r)
        return [*super().removal_edits(state, r, by), *([shift((self.id, WARRIOR), SUPPLY, r.where, n)] if n else [])]

    def removed_in_battle(self, state, fight, removals, remover):
        from rootboard.game.battle.resolution import place_warriors
        from rootboard.game.bots import traits_of
        from rootboard.game.factions.corvids.pieces import PLOTS

        said = super().removed_in_battle(state, fight, removals, remover)
        plots = [r for r in removals if r.piece in PLOTS]
        if plots and "backup-plans" in traits_of(state, self.id):
            if place_warriors(fight, self.id, [fight.where] * len(plots)):
                said = [*said, BACKUP_PLANS("16.1.3", where=fight.where)]
        return said

    def removal_notes(self, state, r, by):
        backup = [BACKUP_PLANS("16.1.3", where=r.where)] if self._backup_count(state, r) else []
        return [*super().removal_notes(state, r, by), *backup]


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

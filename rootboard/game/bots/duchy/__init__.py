"""The Drillbit Duchy (Law of Rootbotics, Clockwork 2): the Underground Duchy's seat played by a bot.

Its pieces are the Duchy's (20 warriors, 3 tunnels, 3 citadels, 3 markets: [CR] Setup0,
Setup3), its Burrow and tunnels the Duchy's own rules (12.2.2), kept. It keeps no hand and
reveals no card (Poor Manual Dexterity), so the Duchy's card-spending actions and crafting are
dropped from its seat: its turn places, moves, battles and scores with the game's own actions.

Sources: [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json`` ("Drillbit Duchy": Setup0-4,
Difficulty, Birdsong, Daylight, Evening, the traits) and ``src/app/models/duchy.ts`` (commit
7327f0b). Its chapter is the Law of Rootbotics' 10 ([RDB] therootdatabase.com/law-of-root/en,
the table of contents); the chapter's own text was not found among the stored copies of
therootdatabase's pages: every rule here has [CR] as its one source, its sub-section numbers
follow the layout of the bot chapters read (10.3 setup, 10.4 Birdsong, 10.5 Daylight, 10.6
Evening; :mod:`.turn`) and are unconfirmed, as every printed value is (rootboard.game.unconfirmed).

Traits ([CR] duchy.ts ``rules``). Always on: Poor Manual Dexterity, Hates Surprises (no ambush
card is played against it), Cost of Errors. Chosen: Invaders, Overwhelm, Foundations, Investors.
rootboard plays Hates Surprises, Invaders (its dig's tie) and Overwhelm (two digs of three) in
its turn; Cost of Errors where its buildings are removed (the crown taken off with the removal,
once per battle), with Foundations choosing the minister, and Investors said to the human who
removed them, whose answer is the table's (``bot-duchy-investors``): :mod:`.traits`. Its ministers (:mod:`.board`) are crowned in Evening and act in
Daylight (:mod:`.turn`); the Captain's extra hit is :mod:`.battle`.
"""

from __future__ import annotations

from rootboard.game.factions.duchy import FACTION as UNDERGROUND_DUCHY, Duchy
from rootboard.messages import Template
from rootboard.records import fields

BOT = "drillbit-duchy"
CHAPTER = "10"  # of the Law of Rootbotics ([RDB] table of contents; its sub-sections unconfirmed)
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "cost-of-errors")
OPTIONAL_TRAITS = ("invaders", "overwhelm", "foundations", "investors")
PLAYED_TRAITS = OPTIONAL_TRAITS  # Invaders, Overwhelm in its turn; Foundations, Investors where it loses buildings

HATES_SURPRISES = Template("bot.duchy.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Drillbit Duchy (a trait of the Law of Rootbotics)")

class DrillbitDuchy(Duchy):
    turn = "rootboard.game.bots.duchy.turn"  # its turn (Birdsong, Daylight, Evening), imported when asked

    # Cost of Errors, always on ([CR] RuleCostOfErrors), in place of the Price of Failure (12.2.3):
    # the crown comes off with the removal; in a battle once, after its hits (1.5.4).
    def _building(self, piece) -> bool:
        from rootboard.game.kinds import BUILDING

        return self.piece(piece).kind == BUILDING

    def _suits(self, state, where) -> set:
        from rootboard.game.landmarks import clearing_suits

        return set(clearing_suits(state, where))

    def removal_notes(self, state, r, by):
        from rootboard.game.bots.duchy.traits import investors_note, uncrowned

        if not self._building(r.piece) or r.in_battle:
            return []
        return [uncrowned(state, self.id, self._suits(state, r.where))[1],
                *investors_note(state, self.id, by, self._suits(state, r.where))]

    def removal_edits(self, state, r, by):
        from rootboard.game.bots.duchy.traits import uncrown_edits, uncrowned

        if not self._building(r.piece) or r.in_battle:
            return []
        return uncrown_edits(state, uncrowned(state, self.id, self._suits(state, r.where))[0])

    def removed_in_battle(self, state, fight, removals, remover):
        from rootboard.game.bots.duchy.traits import investors_note, uncrown_edits, uncrowned

        if fight.memo.get("cost-of-errors") or not any(self._building(r.piece) for r in removals):
            return []
        fight.memo["cost-of-errors"] = True
        suits = self._suits(state, fight.where)
        minister, said = uncrowned(state, self.id, suits)
        fight.do(uncrown_edits(state, minister))
        fight.remind(*investors_note(state, self.id, remover, suits))
        return [said]

    def owed_candidates(self, state):
        return []  # Cost of Errors is paid with the removal: no Price of Failure is owed (12.2.3)

    def owed_notes(self, state):
        return []

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] RuleHatesSurprises): 16.1.3 sends the table to the Law of Rootbotics.
        return HATES_SURPRISES("4.3.1", "16.1.3")


# The Duchy's pieces, Burrow and tunnels at its seat, without what the bot does not have: no
# hand, so none of the Duchy's card actions (build, dig, sway by revealing cards) and no crafting
# with citadels and markets (it crafts the order card in Birdsong, [CR] CraftOrder).
FACTION = DrillbitDuchy(**{**{f.name: getattr(UNDERGROUND_DUCHY, f.name) for f in fields(UNDERGROUND_DUCHY)
                              if not f.name.startswith("_")},
                           "battle_effects": ("rootboard.game.bots.duchy.battle:ABILITIES",), "actions": (),
                           "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.duchy.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.duchy.setup import setup as done

    return done(state, fid)

"""The Automated Alliance (Law of Rootbotics, chapter 6): the Woodland Alliance's seat played by a bot.

Her pieces are the Alliance's (10 warriors, a base of each suit, 10 sympathy tokens: 6.2.1,
6.3.1-6.3.3 [RDB]). Her board keeps the bases and the sympathy track (its own printed points,
``unconfirmed.AUTOMATED_ALLIANCE_SYMPATHY``) and drops the rest of the human board: no hand, no
supporters, no officers, so none of 8.2.3-8.2.4 and no Guerrilla War (8.2.2) unless the table
chose Veterans. Her turn: :mod:`.turn`; her setup (6.3): :mod:`.setup`.

Sources: [RDB] therootdatabase.com/law/automated-alliance/en (6.1-6.4.3; its stored copy stops
inside 6.4.4); [CR] Vagabottos/clockroot src/assets/i18n/en-US.json "Automated Alliance" and
src/app/models/woodland.ts, src/app/woodland/woodland.component.ts (commit 7327f0b); [RT] a
third-party rules reference citing "Rootbotics p.8-9 §6" (its Daylight and Evening steps in order).

Traits ([CR] models/woodland.ts: always on, or chosen by the table). Always on: Poor Manual
Dexterity, Automated Ambush (6.2.2), Automated Outrage (6.2.3), Crackdown (6.2.4), Martial Law
(6.2.5). Chosen: Informants, Popularity, Veterans, Wildfire. rootboard plays Automated Ambush,
Informants and Veterans in battles she defends (Faction hooks), Wildfire in her Evening, makes
Crackdown when a base of hers is removed (removal_edits, removed_in_battle), and says Automated
Outrage when it happens; Popularity ([CR] TextPopularity: enemies
score nothing for removing her sympathy tokens) wherever a removal scores: in battle, and said
when a token is removed otherwise (her seat's ``scores_nothing_for``).
"""

from __future__ import annotations

from rootboard.game.faction import DEFENDER
from rootboard.game.factions.alliance import FACTION as WOODLAND_ALLIANCE, GUERRILLA_WAR, SYMPATHY, Alliance
from rootboard.game.kinds import WARRIOR
from rootboard.messages import Template
from rootboard.records import fields

BOT = "automated-alliance"
CHAPTER = "6"  # of the Law of Rootbotics
ALWAYS_TRAITS = ("poor-manual-dexterity", "automated-ambush", "automated-outrage", "crackdown", "martial-law")
OPTIONAL_TRAITS = ("informants", "popularity", "veterans", "wildfire")
PLAYED_TRAITS = OPTIONAL_TRAITS  # the chosen traits, all played

AUTOMATED_AMBUSH = Template("bot.alliance.automated-ambush", "Automated Ambush: defending with her warriors there, "
                            "the Automated Alliance deals an extra hit (a rule of the Law of Rootbotics)")
INFORMANTS = Template("bot.alliance.informants", "Informants: her defenseless sympathy token deals the extra hit of "
                      "Automated Ambush (a trait of the Law of Rootbotics)")
AUTOMATED_OUTRAGE = Template("bot.alliance.automated-outrage", "Automated Outrage: the player discards a card "
                             "matching {where:area}; if they cannot, the Automated Alliance scores 1 VP (a rule of "
                             "the Law of Rootbotics)")
POPULARITY = Template("bot.alliance.popularity", "Popularity: {who:faction} {who:faction|sg=scores|pl=score} no "
                      "point for removing a sympathy token of the Automated Alliance (a trait of the Law of Rootbotics)")
CRACKDOWN = Template("bot.alliance.crackdown", "Crackdown: every sympathy token in a {suit:suit} clearing is removed "
                     "(a rule of the Law of Rootbotics)")


def traits_of(state, fid) -> tuple:
    return tuple(state.bots.get(fid, {}).get("traits", ()))


class AutomatedAlliance(Alliance):
    turn = "rootboard.game.bots.alliance.turn"  # her turn (6.4-6.6), imported when asked

    def takes_higher_roll(self, state, fight, role):
        # No Guerrilla War for the bot (her chapter's 6.2 lists none); Veterans gives it back ([CR]).
        if role == DEFENDER and "veterans" in traits_of(state, self.id):
            return GUERRILLA_WAR("8.2.2", "16.1.3")
        return None

    def battle_extra_hits(self, state, fight, role):
        # Automated Ambush (6.2.2 [RDB]): as defender with at least one of her warriors there;
        # Informants ([CR]): a defenseless sympathy token benefits too.
        if role != DEFENDER:
            return []
        if state.count(fight.where, (self.id, WARRIOR)):
            return [AUTOMATED_AMBUSH("16.1.3")]
        if "informants" in traits_of(state, self.id) and state.count(fight.where, (self.id, SYMPATHY)):
            return [INFORMANTS("16.1.3")]
        return []

    def scores_nothing_for(self, state, piece, by):
        # Popularity (a chosen trait, [CR] TextPopularity; the Dark Companion variant's one point
        # a turn, TextPopularityDC, belongs to another bot board).
        if piece == SYMPATHY and by not in (None, self.id) and "popularity" in traits_of(state, self.id):
            return POPULARITY("3.2.1", "16.1.3", who=by)
        return None

    def arrival_notes(self, state, m):
        # Automated Outrage (6.2.3 [RDB]): warriors a human moves into a sympathetic clearing; a
        # bot causes none (its "human"). Said for the table, which holds the cards.
        if m.faction == self.id or m.faction in state.bots or not isinstance(m.destination, int):
            return []
        if state.law[m.faction].piece(m.kind).kind != WARRIOR or not state.count(m.destination, (self.id, SYMPATHY)):
            return []
        return [AUTOMATED_OUTRAGE("16.1.3", where=m.destination)]

    def removal_edits(self, state, r, by):
        # Crackdown (6.2.4 [RDB]): "remove all sympathy tokens from clearings matching the suit
        # of the base removed" -- made, not only said; no one scores for them (her own rule).
        return _crackdown(state, self.id, r.piece) if r.piece.endswith("-base") else []

    def removed_in_battle(self, state, fight, removals, remover):
        said = []
        for r in removals:
            if r.piece.endswith("-base"):
                fight.do(_crackdown(fight.state, self.id, r.piece))
                said.append(CRACKDOWN("16.1.3", suit=r.piece.partition("-")[0]))
        return said

    def removal_notes(self, state, r, by):
        # Crackdown (6.2.4 [RDB]) in place of the human's Removing Bases (8.2.4: she has no
        # supporters or officers), said with the removal (in battle, by removed_in_battle, which
        # makes it); Automated Outrage when a human removes a sympathy token (6.2.3).
        if r.piece.endswith("-base"):
            return [] if r.in_battle else [CRACKDOWN("16.1.3", suit=r.piece.partition("-")[0])]
        if r.piece == SYMPATHY and by not in (None, self.id) and by not in state.bots:
            return [AUTOMATED_OUTRAGE("16.1.3", where=r.where)]
        return []


def _crackdown(state, fid, base) -> list:
    """Crackdown's removals (6.2.4 [RDB]): her sympathy tokens in every clearing of the base's suit."""
    from rootboard.game.kinds import SUPPLY
    from rootboard.game.state import shift

    suit = base.partition("-")[0]
    return [shift((fid, SYMPATHY), c, SUPPLY, n) for c in sorted(state.topology.board.clearings)
            if state.suits.get(c) == suit and (n := state.count(c, (fid, SYMPATHY)))]


# The Alliance's pieces and hooks at her seat, without what the bot does not have: she crafts
# no cards (she crafts the order card in Birdsong, 6.4.2), keeps no hand or supporters.
FACTION = AutomatedAlliance(**{**{f.name: getattr(WOODLAND_ALLIANCE, f.name) for f in fields(WOODLAND_ALLIANCE)
                                  if not f.name.startswith("_")},
                               "battle_effects": (), "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.alliance.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.alliance.setup import setup as done

    return done(state, fid)

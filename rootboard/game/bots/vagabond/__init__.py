"""The Vagabot (Law of Rootbotics, chapter 7): the Vagabond's seat played by a bot.

Sources: [RDB] therootdatabase.com/law/vagabot/en, 7.1-7.2.5 (its stored copy stops at 7.3.1);
[CR] Vagabottos/clockroot ``src/app/models/vagabond.ts`` (setup, traits, difficulty, Birdsong,
Daylight by suit, Evening), the second reading of every rule and the only one of his setup and
turn; [RA] a Rootbotics assistant's step texts (the Vagabot's Daylight actions), a third reading.

His pieces and board are the Vagabond's (his pawn, his items on his board: 7.2.3 [RDB]); what
his board drops: relationships (he has no Allied track in [CR]'s board nor [RDB] 7.2), his
boots and item kinds (7.2.3: every item alike, so any face-up undamaged item pays for any
action: :meth:`Vagabot.pays_with`), swords as rolled hits (7.2.4: the Battle Track instead).

Traits ([CR] ``rules``): always on Poor Manual Dexterity (no hand), Hates Surprises (no ambush
against him: played, as the Mechanical Marquise's), Lone Wanderer (his pawn is not a warrior and
stays on the map: the Vagabond's 9.2.2 hooks, kept), Nimble (the Vagabond's 9.2.3, kept). Chosen:
Adventurer, Berserker, Helper, Marksman, all played ([CR] TextAdventurer, TextBerserker,
TextHelper, TextMarksman): Adventurer battles once and repeats Quest at the end of Daylight,
Berserker battles where the most pieces are and repairs one more item in Evening (:mod:`.turn`),
Helper doubles his Aid (:mod:`.actions`), Marksman's immediate hit (:mod:`.battle`). His Quest,
Aid and Special are played on the position (:mod:`.turn`, :mod:`.actions`).
"""

from __future__ import annotations

from rootboard.game.factions.vagabond import VAGABOND, Vagabond
from rootboard.game.kinds import WARRIOR
from rootboard.game.bots.vagabond.items import (BASE_ROLLED_HITS, BATTLE_TRACK, any_face_up, on_battle_track,
                                                undamaged)
from rootboard.messages import Template
from rootboard.records import fields

BOT = "vagabot"
CHAPTER = "7"  # of the Law of Rootbotics ([RDB] 7.1-7.3.1)
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "lone-wanderer", "nimble")
OPTIONAL_TRAITS = ("adventurer", "berserker", "helper", "marksman")
PLAYED_TRAITS = OPTIONAL_TRAITS  # in his turn, his Aid and his battles

HATES_SURPRISES = Template("bot.vagabot.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Vagabot (a trait of the Law of Rootbotics)")
NOTHING_TO_EXHAUST = Template("bot.vagabot.nothing-to-exhaust", "the Vagabot has no face-up undamaged item to "
                               "exhaust (all his items are alike; those on his Battle Track cannot be exhausted)")
WARRIORS_SCORED = Template("bot.vagabot.warriors-scored", "the Vagabot scores {count} VP: one per enemy warrior "
                            "removed in his battle", plural="the Vagabot scores {count} VP: one per enemy warrior "
                            "removed in his battle", count="count")
ONE_ITEM_A_MOVE = Template("bot.vagabot.one-item-a-move", "costs one item, whichever: all the Vagabot's items are "
                            "alike")
TWELFTH_ITEM = Template("bot.vagabot.twelfth-item", "the twelfth item on the Vagabot's Battle Track: one extra hit as "
                        "attacker")
ROLLED_HITS = Template("bot.vagabot.rolled-hits", "the Vagabot's Battle Track: at most {count} rolled hit, one "
                       "more at six and at nine undamaged items",
                       plural="the Vagabot's Battle Track: at most {count} rolled hits, one more at six and at nine "
                       "undamaged items", count="count")


class Vagabot(Vagabond):
    turn = "rootboard.game.bots.vagabond.turn"  # his turn (7.4-7.6), imported when asked

    def pays_with(self, board, item):
        return any_face_up(board) or item  # 7.2.3: any item; none left: the action's own refusal

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] rules): ambush cards cannot be played against him.
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def check_own_move(self, state, m):
        # The Ranger's Special slips him into a forest in Daylight ([CR] SpecialRanger), where the
        # Vagabond slips only in Birdsong (9.4.2).
        from rootboard.game.bots.vagabond.items import ranger_may_slip

        if m.slip and not m.ferry and ranger_may_slip(state, self.id):
            return None
        return super().check_own_move(state, m)

    # Moving: one item per move, whichever (7.2.3 [RDB]; [CR] explore "one item per move"); he
    # keeps no relationships, so no Hostile faction raises the cost.
    def boots(self, state, destination):
        return 1, []

    def move_cost(self, state, m):
        board = state.vagabonds.get(self.id)
        if board is None or not self._pays_boots(m):
            return None
        from rootboard.game.verdict import illegal

        return illegal(NOTHING_TO_EXHAUST("9.5.1", "16.1.3")) if any_face_up(board) is None else None

    def move_edits(self, state, m):
        board = state.vagabonds.get(self.id)
        item = any_face_up(board) if board is not None and self._pays_boots(m) else None
        if item is None:
            return []
        return [state.set_edit("vagabonds", {**state.vagabonds, self.id: board.exhaust(item)})]

    def move_notes(self, state, m):
        return [ONE_ITEM_A_MOVE("9.5.1", "16.1.3")] if self._pays_boots(m) else []

    # Battle: one item exhausted to battle (any, 7.2.3; [CR] battle), rolled hits from the
    # Battle Track, not swords (7.2.4 [RDB]).
    def battle_refusal(self, state, fight, role):
        from rootboard.game.factions.vagabond.actions import timing
        from rootboard.game.verdict import impossible

        board = state.vagabonds.get(self.id)
        if board is None or role != "attacker":
            return super().battle_refusal(state, fight, role) if board is None else None
        if any_face_up(board) is None:
            return impossible(NOTHING_TO_EXHAUST("9.5.2", "16.1.3"))
        return timing(state, self.id, "daylight", "Battle", "9.5.2")

    def battle_cost(self, state, fight):
        from rootboard.game.factions.vagabond.actions import board_edit

        board = state.vagabonds.get(self.id)
        item = any_face_up(board) if board is not None else None
        if item is None:
            return [], []
        return [board_edit(state, self.id, board.exhaust(item))], []

    def rolled_hits_cap(self, state, fight, role):
        board = state.vagabonds.get(self.id)
        n = BASE_ROLLED_HITS + (min(2, on_battle_track(board)) if board is not None else 0)
        return n, ROLLED_HITS("16.1.3", count=n)

    def battle_extra_hits(self, state, fight, role):
        # 7.2.4 [RDB]: the twelfth item on his Battle Track (twelve undamaged items) deals one
        # extra hit as attacker; the sixth and ninth only raise his rolled hits (rolled_hits_cap).
        board = state.vagabonds.get(self.id)
        if role != "attacker" or board is None or on_battle_track(board) < len(BATTLE_TRACK):
            return []
        return [TWELFTH_ITEM("16.1.3")]

    def battle_removals(self, state, fight, role, removals):
        # He keeps no relationships (no Hostility, no Infamy): in his own Battle he scores one
        # point per enemy warrior removed ([CR] battle; [RA] the same).
        if role != "attacker" or state.current != self.id:
            return []
        n = sum(1 for r in removals if not r.item and r.role != role and r.kind == WARRIOR)
        if n:
            fight.score(self.id, n, WARRIORS_SCORED("16.1.3", count=n))
        return []

    def explore_points(self):
        return 0  # no points for exploring ([RA] Explore; [CR] names none)

    def end_of_turn_refusal(self, state):
        # His Battle Track holds items up to twelve (7.2.4 [RDB]): he has no item limit of six
        # (9.6.4 is the Vagabond's; [CR]'s Evening has no such step).
        return None

    def defenseless(self, state, fight, role):
        # His pawn is not a warrior (7.2.1): defenseless when no undamaged item is left to take
        # a hit (the Vagabond's 9.2.4 read for the bot; unconfirmed, [RDB] 7.2 says nothing).
        board = state.vagabonds.get(self.id)
        return board is None or undamaged(board) == 0


# The Vagabond's pieces and hooks at his seat; his craft is the order card's (7.4.2 [CR]), so
# he keeps no crafting pieces (Poor Manual Dexterity: no cards to craft).
FACTION = Vagabot(**{**{f.name: getattr(VAGABOND, f.name) for f in fields(VAGABOND) if not f.name.startswith("_")},
                     "crafting_section": None,
                     "battle_effects": (*VAGABOND.battle_effects, "rootboard.game.bots.vagabond.battle:ABILITIES")})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.vagabond.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.vagabond.setup import setup as done

    return done(state, fid)

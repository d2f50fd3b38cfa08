"""The Corvid Conspiracy (chapter 13): its pieces, its plots, Nimble, snares, Embedded Agents,
raids; its setups are setup.py, its plots in play (flip, trick, expose) are :mod:`.plots`."""

from __future__ import annotations

from rootboard.game.faction import DEFENDER, Faction
from rootboard.game.factions.corvids.pieces import BOMB, EXTORTION, PLOTS, RAID, SNARE  # noqa: F401  (re-exported)
from rootboard.game.kinds import MAP, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.verdict import illegal
from rootboard.later import Later
from rootboard.messages import Template

# What a raid does (13.7.4), read at every removal of a Corvid piece (removal_notes), loaded
# when first read: an import statement at each call cost some 7,800 instructions (issue 32).
raids = Later("rootboard.game.factions.corvids.raid")


SNARE_BARS_MOVE = Template("move.snare-bars-move", "a face-up snare in {at:area}: {who:faction} pieces cannot move "
                           "out of it; only the Vagabond's Slip ignores it")
SNARE_BARS_PLACE = Template("place.snare-bars", "a face-up snare in {at:area}: no {who:faction} piece may be placed there")
FACE_DOWN = Template("place.face-down", "placed face down")
SNARE_INSTEAD = Template("bot.snare-instead", "a face-up snare in {at:area}: {who:faction.the} (a bot) "
                         "{who:faction|sg=removes|pl=remove} it instead of placing pieces there or moving them out")
ASK_SUIT_CLEARING = Template("setup.suit-clearing.ask", "Corvids: a warrior in a {suit:suit} clearing")
WRONG_SUIT = Template("setup.suit-clearing.wrong", "{at:area} is not a {suit:suit} clearing")
ASK_PLOT = Template("setup.corvids.plot.ask", "Corvids: which plot goes face down in the homeland?")
PLOT = Template("setup.corvids.plot", "a face-down plot in {at:area} (the Corvids know which)")

EMBEDDED_AGENTS = Template("battle.embedded-agents", "Embedded Agents, with a face-down plot there")
RAID_PLACES = Template("battle.raid", "the plot removed was a raid: a Corvid warrior is placed in each clearing "
                       "adjacent to {where:area} ({placed:area})")
RAID_REMINDER = Template("remove.raid", "the plot removed is a raid: place a Corvid warrior in each clearing "
                         "adjacent to {where:area} where one may go, as many as their supply holds ({places:area})")
RAID_SHORT = Template("battle.raid-short", "the plot removed was a raid: a Corvid warrior goes to each clearing "
                      "adjacent to {where:area}, and none could be placed")

_PLOT = OnePerClearing("plot", "13.2.2.II")  # one plot token per clearing, whatever its kind


# Why their points were scored, as the ledger says it (Faction.ledger_cause).
FLIP = Template("ledger.cause.flip", "a plot flipped face up in {where:area}")


class Corvids(Faction):
    setups = "rootboard.game.factions.corvids.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.corvids.turn"  # their turn's steps (13.4-13.6), imported when asked
    # A plot is flipped only in a clearing with Corvid warriors (13.4.2); a seat whose rules say
    # otherwise (the Cogwheel Corvids bot flips every plot, warriors or not) says so here.
    flip_needs_warriors = True

    def ledger_cause(self, action, verdict):
        if action.get("type") == "flip":  # a point per face-up plot (13.4.2)
            return FLIP("13.4.2", where=action["clearing"])
        return None

    def position_problem(self, state):
        # Their board keeps nothing between turns (board.py): a game file's must be empty.
        from rootboard.game.factions.corvids.board import board_problem

        return board_problem(state)

    def _face_up_snare(self, state, where) -> bool:
        return where in state.face_up and bool(state.count(where, (self.id, SNARE)))

    def _enemy(self, state, fid) -> bool:
        """A snare bars enemy pieces only (13.7.2): not the Corvids', nor the map's, nor those
        of a hireling the Corvids control, which is no enemy of its controller (16.4.3.II, 16.6.9)."""
        return fid not in (self.id, MAP) and state.controllers.get(fid) != self.id

    def bars_leaving(self, state, m):
        # Enemy pieces cannot move out of a face-up snare's clearing; Slip ignores it (13.7.2, 9.4.2).
        if not m.slip and self._face_up_snare(state, m.origin) and self._enemy(state, m.faction):
            return illegal(SNARE_BARS_MOVE("13.7.2", "9.4.2", at=m.origin, who=m.faction))
        return None

    def bars_placing(self, state, fid, where):
        if self._face_up_snare(state, where) and self._enemy(state, fid):
            return illegal(SNARE_BARS_PLACE("13.7.2", at=where, who=fid))
        return None

    def bot_instead(self, state, fid, action):
        # Law of Rootbotics 11.8.2 (Bot Interactions, Snare; its text [CR] en-US.json "Cogwheel
        # Corvids" BotInteractions.Snare, one source): a bot that would place in, or move out
        # of, a clearing with a face-up snare removes the snare instead of that action.
        if fid not in state.bots or not self._enemy(state, fid):
            return None
        request = getattr(action, "request", None)
        where = {"place": "where", "move": "origin"}.get(getattr(action, "kind", None))
        if where is None or getattr(request, "faction", None) != fid:
            return None
        at = getattr(request, where)
        if not isinstance(at, int) or not self._face_up_snare(state, at):
            return None
        from rootboard.game.factions.corvids.plots import snare_removal

        return "11.8.2", SNARE_INSTEAD(at=at, who=fid), snare_removal(self.id, at, fid)

    def piece_actions(self, state, area, piece):
        # A plot's own actions (13.4.2, 13.5.4, 13.2.4), offered on its stack; each is judged by
        # the rules when offered, so a menu shows why one cannot be taken now. Exposure is the
        # guess of the player on turn (13.2.4), never the Corvids'.
        from rootboard.game.factions.corvids.plots import Expose, Flip, Trick, plot_in
        if piece not in PLOTS or not isinstance(area, int):
            return []
        down = area not in state.face_up
        found = [Flip(area)] if down else []
        others = sorted(c for c in state.topology.board.clearings
                        if c != area and plot_in(state, c) is not None and (c not in state.face_up) == down)
        found += [Trick(area, other) for other in others]
        if down and state.current != self.id and state.current in state.in_game:
            found += [Expose(state.current, area, kind) for kind in PLOTS]
        return found

    # --- battle ------------------------------------------------------------------------------
    def battle_extra_hits(self, state, fight, role):
        # Embedded Agents: defending with a face-down plot there, even defenseless (13.2.5).
        if role == DEFENDER and self.face_down_plot(state, fight.where):
            return [EMBEDDED_AGENTS("13.2.5")]
        return []

    def face_down_plot(self, state, where) -> str | None:
        """The kind of the face-down plot in ``where`` (one per clearing, 13.2.2.II), or None."""
        if where in state.face_up:
            return None
        return next((p for p in PLOTS if state.count(where, (self.id, p))), None)

    def removed_in_battle(self, state, fight, removals, remover):
        return [m for r in removals if r.piece == RAID for m in self.raid(state, fight.where, fight)]

    def raid(self, state, where, fight) -> list:
        """A raid removed, face up or down: a Corvid warrior in each clearing adjacent to its
        clearing (13.7.4), as many as the supply holds and where they may be placed (1.5.4)."""
        from rootboard.game.battle.resolution import place_warriors  # in a battle only
        from rootboard.game.movement import open_neighbours

        around = open_neighbours(state, where)
        placed = place_warriors(fight, self.id, around)
        return [RAID_PLACES("13.7.4", where=where, placed=placed) if placed else RAID_SHORT("13.7.4", "1.5.4", where=where)]

    def removal_notes(self, state, r, by):
        # A raid removed outside battle (13.7.4; in battle the battle places its warriors,
        # removed_in_battle): the table's removal is bookkeeping of an effect rootboard does not
        # see, whose warriors the table places itself (a Rootlog records them), so it is said
        # where they go. Exposure removes it without a removal (13.2.4): nothing is said.
        if not raids.triggers(r):
            return []
        places = raids.raid_places(state, r.where)
        return [RAID_REMINDER("13.7.4", "1.5.4", where=r.where, places=places) if places
                else RAID_SHORT("13.7.4", "1.5.4", where=r.where)]

    def place_notes(self, state, r):
        return [FACE_DOWN("13.5.2")] if r.piece in PLOTS and not r.face_up else []


FACTION = Corvids("corvids", "Corvid Conspiracy", "Corvids", "13", (
    piece(WARRIOR, WARRIOR, 15, "B"),
    *(piece(p, TOKEN, 2, "13.2.2", one_per_clearing=_PLOT, face_down="plot") for p in PLOTS),
), nimble="13.2.3", actions=("rootboard.game.factions.corvids.plots:ACTIONS",
                              "rootboard.game.factions.corvids.actions:ACTIONS"),  # flip, trick, expose; recruit, plot
   crafting_pieces=frozenset(PLOTS), crafting_section="13.2.1", crafts_in="birdsong", setup_order=9)  # plots, up or down (13.2.1)

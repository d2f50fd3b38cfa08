"""The Eyrie Dynasties: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.eyrie.board import LEADERS, empty_board, with_leader
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit.engine import VALUE_NAMES, Step, options
from rootboard.game.setupkit.steps import corner_step, homeland, place
from rootboard.messages import Template

ASK_LEADER = Template("setup.leader.ask", "{who:faction}: choose a leader")
LEADER_CHOSEN = Template("setup.leader.chosen", "{who:faction} {who:faction|sg=chooses|pl=choose} the {leader:leader} "
                         "leader; its two Loyal Viziers go to the Decree")

# A leader offered at setup is named as the Law titles it in the table's language, never by its id
# (the setup engine names each kind of value; this kind is the Eyrie's).
VALUE_NAMES["leader"] = Template("setup.value.leader", "{value:leader}")


def choose_leader(faction, ctx):
    """7.3.3: she chooses a leader and places its two Loyal Viziers in the Decree."""
    fid = faction.id
    leader = yield Step(f"{fid}.leader", "leader", ASK_LEADER("7.3.3", who=fid), options(
        LEADERS, lambda name: None, lambda name: LEADER_CHOSEN("7.3.3", who=fid, leader=name)), fid)
    board = with_leader(ctx.state.boards.get(fid) or empty_board(), leader)
    ctx.apply([ctx.state.set_edit("boards", {**ctx.state.boards, fid: board})])
    ctx.say(LEADER_CHOSEN("7.3.3", who=fid, leader=leader))


def standard_setup(faction, ctx):
    """7.3.2: a roost and 6 warriors in a corner (the corner rule); 7.3.3: a leader."""
    yield from corner_step(ctx, faction.id, [("roost", 1), (WARRIOR, 6)], "7.3.2")
    yield from choose_leader(faction, ctx)


def advanced_setup(faction, ctx):
    home = yield from homeland(ctx, faction.id, 1, 1, [("roost", 1), (WARRIOR, 6)])
    place(ctx, faction.id, "roost", home)
    place(ctx, faction.id, WARRIOR, home, 6)
    yield from choose_leader(faction, ctx)

"""The Underground Duchy (chapter 12): its pieces, the Burrow and its tunnels; its setups: setup.py."""

from __future__ import annotations

from rootboard.board.topology import BURROW, PATH
from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.verdict import illegal
from rootboard.later import Later
from rootboard.messages import Template

# The Price of Failure's count, read at every end of a turn (owed_notes, 12.2.3), loaded when
# first read: an import statement at each call cost some 7,800 instructions (issue 32).
price_of_failure = Later("rootboard.game.factions.duchy.price")

TUNNEL = "tunnel"
BY_TUNNEL = "tunnel"

DUCHY_BURROW = Template("rule.burrow", "the Duchy rules the Burrow at all times")
BURROW_NEEDS_TUNNEL = Template("move.burrow-needs-tunnel",
                               "the Burrow is adjacent only to clearings with a tunnel, and {area:area} has none")
TUNNEL_LEADS_THERE = Template("move.tunnel-leads-there", "{to:area}: a tunnel leads there from the Burrow, so they are adjacent")
BURROW_NO_MOVE = Template("move.burrow-duchy-only", "only Duchy pieces may be placed in or moved into the Burrow; "
                          "{who:faction} cannot move into it")
PRICE_OF_FAILURE = Template("remove.price-of-failure", "a Duchy building removed: the Price of Failure, the Duchy "
                            "returns its highest swayed minister, removes its crown from the game and discards a "
                            "random card ('duchy-price')")
BURROW_NO_PLACE = Template("place.burrow-duchy-only", "only Duchy pieces may be placed in or moved into the Burrow; "
                           "{who:faction} cannot place in it")
# Why the Duchy scored, in the ledger (Faction.ledger_cause): the crown's space of a minister
# swayed (12.5.3.III), a minister's action (the Banker, the three lords, 12.5.2), the Mayor's.
SWAYED = Template("ledger.cause.duchy-sway", "the {minister:minister} swayed: its crown's space")
MINISTER_SCORED = Template("ledger.cause.duchy-minister", "the {minister:minister}'s action")
MAYOR_SCORED = Template("ledger.cause.duchy-mayor", "the Mayor, taking the {minister:minister}'s action")


class Duchy(Faction):
    setups = "rootboard.game.factions.duchy.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.duchy.turn"  # its turn's steps (12.4-12.6), imported when asked
    # The Price of Failure, paid whenever its buildings are removed, in anyone's turn (12.2.3;
    # actions.PriceOfFailure): no step of its turn takes it (Faction.any_moment_kinds).
    any_moment_kinds = frozenset({"duchy-price"})

    def ledger_cause(self, action, verdict):
        kind = action.get("type", "")
        if kind == "duchy-sway":
            return SWAYED("12.5.3.III", minister=action["minister"])
        if kind == "duchy-mayor":
            return MAYOR_SCORED("12.5.2", minister=action["as_minister"])
        minister = kind.removeprefix("duchy-")
        from rootboard.game.factions.duchy.board import MINISTERS

        if minister in MINISTERS:  # a minister's own action kind is its id (the Rootlog's)
            return MINISTER_SCORED("12.5.2", minister=minister)
        return None

    def status_line(self, state):
        from rootboard.game.factions.duchy.board import status_line

        return status_line(state)

    def position_problem(self, state):
        # Its board (the ministers, the crowns, the cards revealed) as a game file holds it.
        from rootboard.game.factions.duchy.board import board_problem

        return board_problem(state)

    def tunnels(self, state) -> list[int]:
        """The clearings with a tunnel: the Burrow's neighbours (12.2.2)."""
        return sorted(c for c in state.topology.board.clearings if state.count(c, (self.id, TUNNEL)))

    def claims(self, state, where):
        return DUCHY_BURROW("12.2.2") if where == BURROW else None  # 12.2.2

    def neighbours(self, state, area):
        if area == BURROW:
            return set(self.tunnels(state))
        return {BURROW} if isinstance(area, int) else set()

    def link(self, state, a, b):
        if BURROW in (a, b):
            # A tunnel in the clearing links it to the Burrow (12.2.2): that clearing's own count,
            # not every clearing's (each move into or out of the Burrow asks, issue 32).
            other = b if a == BURROW else a
            tunnel = isinstance(other, int) and other in state.topology.board.clearings \
                and state.count(other, (self.id, TUNNEL)) > 0
            return BY_TUNNEL if tunnel else None
        return None

    def unlinked(self, state, a, b):
        if BURROW in (a, b):
            return illegal(BURROW_NEEDS_TUNNEL("12.2.2", area=b if a == BURROW else a))
        return None

    def explain_links(self, state, area):
        if area != BURROW:
            return []
        from rootboard.board.explain import Explanation  # here: the explainer, only when asked

        return [Explanation(BURROW, c, PATH, True, "12.2.2", TUNNEL_LEADS_THERE("12.2.2", to=c))
                for c in self.tunnels(state)]

    def removal_notes(self, state, r, by):
        # Whenever any number of its buildings are removed (12.2.3).
        return [PRICE_OF_FAILURE("12.2.3")] if self.piece(r.piece).kind == BUILDING else []

    def owed_candidates(self, state):
        # The Price of Failure, in whoever's turn its buildings were removed (12.2.3).
        from rootboard.game.factions.duchy.actions import price_candidates

        return price_candidates(state)

    def owed_notes(self, state):
        said = price_of_failure.reminder(state)
        return [said] if said is not None else []

    def bars_entry(self, state, fid, where, placing):
        # Only Duchy pieces may be placed in or moved into the Burrow (12.2.2).
        if where == BURROW and fid != self.id:
            return illegal((BURROW_NO_PLACE if placing else BURROW_NO_MOVE)("12.2.2", who=fid))
        return None


FACTION = Duchy("duchy", "Underground Duchy", "Duchy", "12", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    piece("citadel", BUILDING, 3, "B"),
    piece("market", BUILDING, 3, "B"),
    piece(TUNNEL, TOKEN, 3, "12.2.4", one_per_clearing=OnePerClearing("tunnel", "12.5.1.V")),
), actions=("rootboard.game.factions.duchy.actions:ACTIONS",  # birdsong, build, recruit, dig, sway, price
            "rootboard.game.factions.duchy.ministers:ACTIONS"),  # the ministers' actions (12.5.2)
   crafting_pieces=frozenset({"citadel", "market"}), crafting_section="12.2.1", crafts_in="evening", areas=(BURROW,), setup_order=8,  # crafts with both (12.2.1)
   starts_in_a_corner=True)

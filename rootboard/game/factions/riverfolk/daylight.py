"""The Riverfolk Company's Daylight (11.5): actions paid with funds, in any order and number.

A fund committed (move 11.5.1, battle 11.5.2, draw 11.5.4, craft 11.5.3) goes to the Committed
box (those crafting onto the Trade Posts tracks) until Birdsong gathers it back (11.4.3); a fund
spent (recruit 11.5.5, a trade post 11.5.6) goes back to its owner's supply. Which owner's
warrior is the player's choice (``fund=``); not named, the Riverfolk's own first
(board.fund_owner). A move or battle is played as everyone's action (kinds "move", "battle")
after its fund is committed: the turn counts one per fund committed to them
(rootboard.game.factions.riverfolk.turn.times).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.factions.riverfolk.actions import NOT_IN_GAME, timing
from rootboard.game.factions.riverfolk.board import (DRAW_COST, RECRUIT_COST, RIVERFOLK, TRADE_POST_COST,
                                                     TRADE_POST_POINTS, box, fund_owner, trade_posts_placed,
                                                     with_board)
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("riverfolk.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_A_PLAYER = Template("riverfolk.funds.not-a-player", "{fund!r} plays no faction in this game: {choices}")
NOT_A_USE = Template("riverfolk.commit.not-a-use", "{use!r} is not what a fund is committed to here: move or battle")
NO_FUNDS = Template("riverfolk.funds.short", "{count} fund of {owner:faction} is needed: the Funds box holds {have} "
                    "of theirs", plural="{count} funds of {owner:faction} are needed: the Funds box holds {have} of "
                    "theirs", count="count")
NO_FUND = Template("riverfolk.funds.none", "{count} fund is needed: the Funds box holds {have}",
                   plural="{count} funds are needed: the Funds box holds {have}", count="count")
COMMITTED = Template("riverfolk.commit.done", "the Riverfolk commit a fund of {owner:faction} to {use}")
COMMIT_USE = {"move": Template("riverfolk.commit.move", "take a move"),
              "battle": Template("riverfolk.commit.battle", "initiate a battle")}
DRAWN = Template("riverfolk.draw.done", "the Riverfolk commit a fund of {owner:faction} and draw a card")
NOT_RIVER = Template("riverfolk.recruit.not-river", "{where:area} is not on a river: the Riverfolk recruit in a "
                     "clearing with a river")
NO_WARRIOR = Template("riverfolk.recruit.no-warrior", "the Riverfolk have no warrior left in their supply")
RECRUITED = Template("riverfolk.recruit.done", "the Riverfolk spend a fund of {owner:faction} and place a warrior "
                     "in {where:area}")
HAS_POST = Template("riverfolk.post.there", "{where:area} holds a trade post already")
NOT_RULED = Template("riverfolk.post.not-ruled", "no one rules {where:area}: a trade post goes to a clearing some "
                     "player rules")
NO_POST_LEFT = Template("riverfolk.post.none-left", "no {suit:suit} trade post is left on its track")
POST_FUNDS = Template("riverfolk.post.funds", "the funds spent are those of {ruler:faction}, who rules "
                      "{where:area}: {have} of 2 in Funds")
POSTED = Template("riverfolk.post.done", "the Riverfolk spend two funds of {ruler:faction} and place a {suit:suit} "
                  "trade post and a warrior in {where:area}: {points} VP")
# What the log says each did (its fund's owner is said when judged).
COMMIT_LOG = Template("riverfolk.commit.log", "the Riverfolk commit a fund to {use}")
DRAW_LOG = Template("riverfolk.draw.log", "the Riverfolk commit a fund and draw a card")
RECRUIT_LOG = Template("riverfolk.recruit.log", "the Riverfolk spend a fund and place a warrior in {where:area}")
POST_LOG = Template("riverfolk.post.log", "the Riverfolk establish a trade post in {where:area}")
NO_GARRISON = Template("riverfolk.post.no-garrison", "no Riverfolk warrior is left in the supply to place with it")


def _game(state):
    if RIVERFOLK not in state.factions:
        raise BadInput(NOT_IN_GAME())


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def _owner(state, fund, count: int, section: str):
    """(owner, refusal): whose ``count`` funds are used; refused (impossible) when none holds them."""
    if fund is not None and fund not in state.factions:
        raise BadInput(NOT_A_PLAYER(fund=fund, choices=", ".join(state.factions)))
    owner = fund_owner(state, fund, count)
    if owner is not None:
        return owner, None
    if fund is not None:
        return None, impossible(NO_FUNDS(section, "11.2.4", count=count, owner=fund,
                                         have=box(state, "funds").get(fund, 0)))
    return None, impossible(NO_FUND(section, "11.2.4", count=count, have=sum(box(state, "funds").values())))


def commit_edits(state, owner: str, count: int = 1) -> list:
    """A fund of ``owner`` moved from Funds to Committed (11.5)."""
    funds, committed = box(state, "funds"), box(state, "committed")
    funds[owner] -= count
    if not funds[owner]:
        del funds[owner]
    committed[owner] = committed.get(owner, 0) + count
    return [state.set_edit("boards", with_board(state, funds=funds, committed=committed))]


def spend_edits(state, owner: str, count: int) -> list:
    """Funds of ``owner`` spent: back to its owner's supply (11.5)."""
    funds = box(state, "funds")
    funds[owner] -= count
    if not funds[owner]:
        del funds[owner]
    return [state.set_edit("boards", with_board(state, funds=funds)), shift((owner, WARRIOR), OUT, SUPPLY, count)]


COMMIT_USED = "riverfolk-commit"  # "riverfolk-commit:move:N": the Nth fund committed to a move this turn


def commits(state, use: str | None = None) -> int:
    """Funds committed this turn to moves and battles (``use``: to that one only)."""
    return sum(1 for u in state.used if u.startswith(COMMIT_USED + ":")
               and (use is None or u.split(":")[1] == use))


@record(frozen=True)
class Commit(Action):
    """Commit one fund (``fund``: whose warrior) to take a move (11.5.1) or initiate a battle
    (11.5.2); the move or battle is played next as everyone's action."""

    use: str
    fund: str | None = None
    kind = "riverfolk-commit"

    def _plan(self, state):
        _game(state)
        if self.use not in COMMIT_USE:
            raise BadInput(NOT_A_USE(use=self.use))
        section = "11.5.1" if self.use == "move" else "11.5.2"
        owner, refused = _owner(state, self.fund, 1, section)
        return owner, refused or timing(state, "daylight", section), section

    def check(self, state):
        owner, problem, section = self._plan(state)
        return problem or legal(COMMITTED(section, "11.2.4", owner=owner, use=COMMIT_USE[self.use](section)))

    def edits(self, state):
        owner, _, _ = self._plan(state)
        used = f"{COMMIT_USED}:{self.use}:{commits(state, self.use) + 1}"
        return [*commit_edits(state, owner), state.set_edit("used", state.used | {used})]

    def describe(self, law):
        section = "11.5.1" if self.use == "move" else "11.5.2"
        use = COMMIT_USE[self.use](section)
        # Whose fund, when named: the options offer one per owner, told apart by it.
        return COMMITTED(section, owner=self.fund, use=use) if self.fund else COMMIT_LOG(section, use=use)


@record(frozen=True)
class DrawCard(Action):
    """Commit one fund to draw a card (11.5.4), drawn through the card table's Draw."""

    fund: str | None = None
    kind = "riverfolk-draw"

    def _plan(self, state):
        _game(state)
        owner, refused = _owner(state, self.fund, DRAW_COST, "11.5.4")
        return owner, refused or timing(state, "daylight", "11.5.4")

    def _draw(self, state):
        from rootboard.game.cards.actions import Draw

        return Draw(RIVERFOLK, 1)  # the card table's draw: the cards are kept from here on

    def check(self, state):
        owner, problem = self._plan(state)
        if problem is not None and not problem.possible:
            return problem
        drawn = self._draw(state).check(state)
        if not drawn.possible:
            return drawn
        return problem or legal(DRAWN("11.5.4", owner=owner))

    def edits(self, state):
        owner, _ = self._plan(state)
        return [*self._draw(state).edits(state), *commit_edits(state, owner, DRAW_COST)]

    def describe(self, law):
        return DRAWN("11.5.4", owner=self.fund) if self.fund else DRAW_LOG("11.5.4")


def on_river(state, where: int) -> bool:
    """A clearing with a river (the Lake's coast counts, 16.2.2.II)."""
    from rootboard.game.setupkit.places import river_clearings

    return where in river_clearings(state.topology)


@record(frozen=True)
class Recruit(Action):
    """Spend one fund to place a warrior in a clearing with a river (11.5.5)."""

    clearing: int
    fund: str | None = None
    kind = "riverfolk-recruit"

    def _plan(self, state):
        _game(state)
        where = _clearing(state, self.clearing)
        owner, refused = _owner(state, self.fund, RECRUIT_COST, "11.5.5")
        if refused is not None:
            return owner, refused
        if not state.supply.get((RIVERFOLK, WARRIOR), 0):
            return owner, impossible(NO_WARRIOR("11.5.5", "1.5.1"))
        refused = place_refusal(state, PieceRequest(RIVERFOLK, WARRIOR, where))
        if refused is not None and not refused.possible:
            return owner, refused
        problem = timing(state, "daylight", "11.5.5")
        if problem is None and not on_river(state, where):
            problem = illegal(NOT_RIVER("11.5.5", where=where))
        return owner, problem or refused

    def check(self, state):
        owner, problem = self._plan(state)
        return problem or legal(RECRUITED("11.5.5", owner=owner, where=self.clearing))

    def edits(self, state):
        owner, _ = self._plan(state)
        return [*spend_edits(state, owner, RECRUIT_COST), shift((RIVERFOLK, WARRIOR), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        if self.fund:
            return RECRUITED("11.5.5", owner=self.fund, where=self.clearing)
        return RECRUIT_LOG("11.5.5", where=self.clearing)


@record(frozen=True)
class TradePost(Action):
    """Establish a trade post with garrison (11.5.6): in a clearing without a trade post that
    some player rules, spending two funds of that player; the trade post of the clearing's suit
    and a warrior placed, the points of the space uncovered scored."""

    clearing: int
    kind = "riverfolk-trade-post"

    def _plan(self, state):
        """((ruler, suit, points, garrison), refusal)."""
        from rootboard.game.rules import ruler

        _game(state)
        where = _clearing(state, self.clearing)
        suit = state.suits.get(where)
        name = f"{suit}-trade-post"
        if not state.supply.get((RIVERFOLK, name), 0):
            return None, impossible(NO_POST_LEFT("11.5.6.III", "1.5.1", suit=suit))
        who = ruler(state, where)
        unruled = None
        if who is None:
            # Against 11.5.6.I; a table that does it anyway (teach mode) spends funds as the
            # player chooses, the Riverfolk's own first (board.fund_owner).
            unruled = illegal(NOT_RULED("11.5.6.I", where=where))
            who = fund_owner(state, None, TRADE_POST_COST)
            if who is None:
                return None, impossible(NO_FUND("11.5.6.II", "11.2.4", count=TRADE_POST_COST,
                                                have=sum(box(state, "funds").values())))
        have = box(state, "funds").get(who, 0)
        if have < TRADE_POST_COST:
            return None, impossible(POST_FUNDS("11.5.6.II", ruler=who, where=where, have=have))
        refused = place_refusal(state, PieceRequest(RIVERFOLK, name, where))
        if refused is not None and not refused.possible:
            return None, refused
        points = TRADE_POST_POINTS[trade_posts_placed(state, suit)]
        garrison = bool(state.supply.get((RIVERFOLK, WARRIOR), 0))
        problem = timing(state, "daylight", "11.5.6")
        if problem is None and any(state.count(where, (RIVERFOLK, p.name)) for p in state.law[RIVERFOLK].pieces
                                   if p.name.endswith("-trade-post")):
            problem = illegal(HAS_POST("11.5.6.I", where=where))
        return (who, suit, points, garrison), problem or unruled or refused

    def check(self, state):
        plan, problem = self._plan(state)
        if problem is not None:
            return problem
        who, suit, points, garrison = plan
        notes = [] if garrison else [NO_GARRISON("11.5.6.III", "1.5.1")]
        return legal(POSTED("11.5.6", "11.5.6.III", ruler=who, suit=suit, where=self.clearing, points=points), *notes)

    def edits(self, state):
        (who, suit, points, garrison), _ = self._plan(state)
        edits = [*spend_edits(state, who, TRADE_POST_COST),
                 shift((RIVERFOLK, f"{suit}-trade-post"), SUPPLY, self.clearing, 1)]
        if garrison:
            edits.append(shift((RIVERFOLK, WARRIOR), SUPPLY, self.clearing, 1))
        return [*edits, *hirelings.score_edits(state, RIVERFOLK, points)[0]]  # the ledger keeps them

    def describe(self, law):
        return POST_LOG("11.5.6", where=self.clearing)


EXPORTED = Template("riverfolk.export.done", "Export: the Riverfolk pay {card:cardname}'s cost with funds, discard it "
                    "and place one of their warriors in Payments")
EXPORT_SHORT = Template("riverfolk.export.short", "{card:cardname} costs {suits}: no fund on an empty space of that "
                        "Trade Posts track pays it", plural="{card:cardname} costs {suits}: no fund on an empty space "
                        "of those Trade Posts tracks pays them", count="n")
EXPORT_NO_WARRIOR = Template("riverfolk.export.no-warrior", "no Riverfolk warrior is left in the supply to place in "
                             "Payments")


@record(frozen=True)
class Export(Action):
    """Export (11.5.3.I): a card's cost paid as its crafting would be (funds on the Trade Posts
    tracks), its benefit ignored: the card discarded, one Riverfolk warrior placed in Payments."""

    card: str
    kind = "riverfolk-export"

    def _plan(self, state):
        from rootboard.game import crafting
        from rootboard.game.cards.actions import Discard, _card

        _game(state)
        card = _card(state, self.card)
        faction = state.law[RIVERFOLK]
        payment = crafting.best_payment(card.cost, crafting.ways_of(state, faction))
        if not payment.paid:
            return None, impossible(EXPORT_SHORT("11.5.3.I", "11.5.3", card=card.id, suits=list(payment.short),
                                                 n=len(payment.short)))
        if not state.supply.get((RIVERFOLK, WARRIOR), 0):
            return None, impossible(EXPORT_NO_WARRIOR("11.5.3.I", "1.5.1"))
        discard = Discard(RIVERFOLK, (card.id,)) if state.cards else None
        if discard is not None:
            dropped = discard.check(state)
            if not dropped.possible:
                return None, dropped
        return (payment, discard), timing(state, "daylight", "11.5.3.I")

    def check(self, state):
        plan, problem = self._plan(state)
        return problem or legal(EXPORTED("11.5.3.I", card=self.card))

    def edits(self, state):
        from rootboard.game import crafting

        (payment, discard), _ = self._plan(state)
        scratch = state.position_copy()
        edits = []
        for made in (discard.edits(scratch) if discard is not None else [],
                     crafting.payment_edits(scratch, state.law[RIVERFOLK], payment)):
            scratch.apply(made)
            edits += made
        payments = box(scratch, "payments")
        payments[RIVERFOLK] = payments.get(RIVERFOLK, 0) + 1
        return [*edits, shift((RIVERFOLK, WARRIOR), SUPPLY, OUT, 1),
                scratch.set_edit("boards", with_board(scratch, payments=payments))]

    def describe(self, law):
        return EXPORTED("11.5.3.I", card=self.card)


ACTIONS = (Commit, DrawCard, Recruit, TradePost, Export)

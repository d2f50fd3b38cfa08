"""The Cogwheel Corvids' turn (Law of Rootbotics chapter 11: 11.4 Birdsong, 11.5 Daylight,
11.6 Evening), step by step, each doing citing the chapter's own section.

Sources: [RDB] therootdatabase.com/law/cogwheel-corvids/en, the chapter's text from 11.1 to
11.5.1 and its table of sections to 11.8.2 (the stored copy stops inside 11.5.2); [CR]
Vagabottos/clockroot en-US.json "Cogwheel Corvids" (SpecificBirdsong, SpecificDaylight Move,
Plot, PlotThickens, SpecificEvening, SpecificDifficulty, SpecificExtra Plot-Tokens) and
models/corvid.ts (commit 7327f0b), the second reading, and the only text of 11.5.2-11.7 read:
those rules and values are unconfirmed. Where the two differ the chapter is followed: it
battles in each ordered clearing with two or more of its warriors (11.5.1 [RDB]; [CR] reads
"each of two"), and The Plot Thickens is Daylight's fourth step every turn (11.5 [RDB] "four
steps", 11.5.4; [CR] corvid.ts daylight agrees), besides its use when the supply runs out
(11.4.3.II). A bird order names every clearing (birds are wild, 2.1.1; as the other bots read it).

Each doing is the game's own action: warriors placed (``place``), the Corvids' own flip
(``flip``) and plot (``corvids-plot``), moves (``move``), battles (``battle``), points
(``score``); Plot Thickens and Mastermind's second plot remove a warrior and place a plot
(``remove``, ``place``), since the Corvids' Plot costs more for each plot of the turn (13.5.2)
and these cost one ([CR] PlotThickens, TextMastermind).
"""

from __future__ import annotations

import random

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing, GuessNeeded
from rootboard.game.factions.corvids.pieces import BOMB, EXTORTION, PLOTS
from rootboard.game.kinds import WARRIOR
from rootboard.game.unconfirmed import BOT_TRAITS, COGWHEEL_CORVIDS_RECRUITS as RECRUITED
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.cogwheel-corvids.birdsong", "reveal the order card, craft it, recruit, flip")
DAYLIGHT_STEP = Template("turn-step.cogwheel-corvids.daylight", "battle, move, plot, the Plot Thickens")
EVENING_STEP = Template("turn-step.cogwheel-corvids.evening", "score extortions, discard the order")

STEPS = rb.turn_steps("11", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 11.4-11.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD_EVERYWHERE
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.corvids.craft", "the order card shows {item:item}, still in the item supply: it crafts it "
                  "and scores 1 VP")
RECRUITS = Template("bot.corvids.recruit", "it recruits {count} warrior in {where:area}: of the ordered clearings, "
                    "one without a plot, then with the most Corvid warriors",
                    plural="it recruits {count} warriors in {where:area}: of the ordered clearings, one without a "
                    "plot, then with the most Corvid warriors", count="count")
NO_RECRUIT = Template("bot.corvids.no-recruit", "no warrior can be recruited in an ordered clearing")
THICKENS = Template("bot.corvids.thickens", "its supply is empty: the Plot Thickens in {where:area}, the clearing "
                    "without a plot with the most Corvid warriors (three or more): a warrior removed, a random "
                    "plot placed face down")
NO_THICKENS = Template("bot.corvids.no-thickens", "its supply is empty and no clearing without a plot has three "
                       "Corvid warriors: the rest is not recruited")
FLIPS = Template("bot.corvids.flip", "it flips the plot in {where:area}, no warrior needed: 1 VP per face-up plot, "
                 "then its effect")
BOMB_REPLACED = Template("bot.corvids.bomb-replaced", "the bomb in {where:area} is replaced by {plot:piece.a}, drawn "
                         "at random among its other plots and placed face up: it has no effect")
EXTORTS = Template("bot.corvids.extortion", "the extortion in {where:area}: each player with faction pieces there "
                   "discards a random card (the bot has no hand to take it)")
VENDETTA = Template("bot.corvids.vendetta", "Vendetta: the plot flipped in {where:area} goes off as a bomb: every "
                    "enemy piece there removed (two of a bot's, warriors first), 1 VP per building or token")
GUESS_NEEDED = Template("bot.corvids.guess-needed", "Gamble: {who:faction} guesses the kind of the plot in "
                        "{where:area} before it flips; the table gives the guess (--guess)")
GUESS_UNKNOWN = Template("bot.corvids.guess-unknown", "{guess!r} is not a plot: {plots}")
GAMBLE_WRONG = Template("bot.corvids.gamble-wrong", "Gamble: {who:faction} guessed {guess:piece} for the plot in "
                        "{where:area}, wrongly: the Cogwheel Corvids score 1 VP, and it flips (a trait of the Law of "
                        "Rootbotics)")
GAMBLE_RIGHT = Template("bot.corvids.gamble-right", "Gamble: {who:faction} guessed the {plot:piece} in {where:area}: "
                        "it flips and scores without its effect, and {who:faction} {who:faction|sg=removes|pl=remove} "
                        "it, scoring 1 VP (a trait of the Law of Rootbotics)")
GAMBLE_POINTS = BOT_TRAITS["gamble_points"]  # [CR] TextGamble (one source: unconfirmed)
NO_FLIP = Template("bot.corvids.no-flip", "no face-down plot on the map: nothing is flipped")
BATTLES = Template("bot.corvids.battle", "it battles {who:faction} in {where:area}: of the ordered clearings, by "
                   "priority; the player with the most buildings and tokens there, then the most victory points")
NO_BATTLE = Template("bot.corvids.no-battle", "no ordered clearing holds two or more of its warriors and an enemy "
                     "piece: no battle")
THICKENS_DAYLIGHT = Template("bot.corvids.thickens-daylight", "the Plot Thickens in {where:area}, the clearing without "
                             "a plot with the most Corvid warriors (three or more): a warrior removed, a random plot "
                             "placed face down")
NO_THICKENS_DAYLIGHT = Template("bot.corvids.no-thickens-daylight", "no clearing without a plot has three Corvid "
                                "warriors: the Plot does not thicken")
MOVES = Template("bot.corvids.move", "it moves {count} warrior from {origin:area}, an ordered clearing with a face-up "
                 "plot, to {to:area}: adjacent, without a plot, the most Corvid warriors; two stay",
                 plural="it moves {count} warriors from {origin:area}, an ordered clearing with a face-up plot, to "
                 "{to:area}: adjacent, without a plot, the most Corvid warriors; two stay", count="count")
MOVES_LOW = Template("bot.corvids.move-low", "it moves {count} warrior from {origin:area} to {to:area}: no adjacent "
                     "clearing is without a plot, so the one of lowest priority; two stay",
                     plural="it moves {count} warriors from {origin:area} to {to:area}: no adjacent clearing is "
                     "without a plot, so the one of lowest priority; two stay", count="count")
NO_MOVE = Template("bot.corvids.no-move", "no ordered clearing with a face-up plot has more than two Corvid "
                   "warriors with a legal move: nothing moves")
PLOTS_IN = Template("bot.corvids.plot", "it plots in {where:area}, the ordered clearing without a plot with the most "
                    "Corvid warriors: a warrior removed, a random plot placed face down")
MASTERMIND = Template("bot.corvids.mastermind", "Mastermind: it plots a second time, in {where:area}")
NO_PLOT = Template("bot.corvids.no-plot", "no ordered clearing without a plot holds a Corvid warrior, or no plot is "
                   "left: it does not plot")
SCORES = Template("bot.corvids.score", "it scores {points} VP, one per face-up extortion on the map",
                  plural="it scores {points} VP, one per face-up extortion on the map", count="points")
NIGHTMARE = Template("bot.corvids.nightmare", "Nightmare: it scores {points} VP more, one per two players, rounded up",
                     plural="Nightmare: it scores {points} VP more, one per two players, rounded up", count="points")
DISCARDS = Template("bot.corvids.discard", "the order card is discarded")

# Warriors recruited in each of two ordered clearings, by difficulty: RECRUITED, imported above
# ([CR] SpecificDifficulty; one source: rootboard.game.unconfirmed).
RECRUIT_CLEARINGS = 2  # "each of two ordered clearings" ([CR] RecruitOrder)
BATTLES_FROM = 2  # "each ordered clearing that has two or more Corvid warriors" (11.5.1 [RDB])
STAYS = 2  # "all but two warriors" ([CR] Daylight Move)
THICKENS_AT = 3  # "three or more Corvid warriors" ([CR] PlotThickens)
PLOTS_A_TURN = {"mastermind": 2}  # "You now Plot twice per turn" ([CR] TextMastermind); else once


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def turn(state, fid: str, ctx):
    """Its turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn, Score

    order = ctx.orders[0]
    yield Doing("11.4.1", ORDER_BIRD() if order == "bird" else ORDER(suit=order))
    # [CR] CraftOrder: "if it shows an available item", 1 VP
    yield rb.craft_order(state, fid, ctx.item, "11.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)
    yield from _recruit(state, fid, ctx, order)
    yield from _flip(state, fid, ctx.traits, ctx)
    yield Doing("11.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    yield from _battles(state, fid, ctx, order)
    yield from _moves(state, fid, order)
    yield from _plots(state, fid, ctx, order)
    yield from _thickens(state, fid)  # 11.5.4: Daylight's fourth step, every turn ([RDB] 11.5)
    yield Doing("11.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    points = sum(1 for c in state.face_up if isinstance(c, int) and state.count(c, (fid, EXTORTION)))
    yield Doing("11.6.1", SCORES(points=points), Score(fid, points) if points else None)
    if ctx.difficulty == "nightmare":  # [CR] Nightmare: "at the end of Evening", one per two players, rounded up
        extra = -(-len(state.factions) // 2)
        yield Doing("11.6.2", NIGHTMARE(points=extra), Score(fid, extra))
    yield Doing("11.6.2", DISCARDS(), EndTurn(walk=True))


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def place(fid, piece, where, count=1):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def _remove(fid, piece, where, count=1, by=None):
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    return Remove(PieceRequest(fid, piece, where, count), by or fid)


def _plot_there(state, fid, c) -> bool:
    return any(state.count(c, (fid, p)) for p in PLOTS)


def _supply(state, fid) -> int:
    return state.supply.get((fid, WARRIOR), 0)


def _random_plot(state, fid):
    """A random plot of its supply ([CR] "a random facedown plot"), drawn from the game's seed and
    the history's length, so a turn replayed draws the same; None when none is left."""
    left = [p for p in PLOTS if state.supply.get((fid, p), 0)]
    if not left:
        return None
    return random.Random(f"{state.seed}/bot-plot/{fid}/{len(state.history)}").choice(left)


# --- Birdsong (11.4) -----------------------------------------------------------------------

def _recruit(state, fid, ctx, suit):
    """11.4.3 [RDB] ([CR] RecruitOrder): its difficulty's warriors in each of two ordered
    clearings; ties (11.4.3.I): first those without a plot, then with the most Corvid warriors,
    then priority (2.1); a clearing where none may be placed is passed over (2.3). When its
    supply runs out, even midway, The Plot Thickens first, then the rest is placed (11.4.3.II)."""
    per = RECRUITED[ctx.difficulty]
    ranked = rb.ranked(rb.ordered(state, suit), lambda c: not _plot_there(state, fid, c),
                       lambda c: rb.warriors(state, fid, c))
    chosen = [c for c in ranked if place(fid, WARRIOR, c).check(state).legal][:RECRUIT_CLEARINGS]
    placed = False
    for c in rb.by_priority(chosen):  # 2.4: actions on several targets by priority
        want = per
        while want:
            if not _supply(state, fid):
                thickened = yield from _thickens(state, fid, "11.4.3", THICKENS, NO_THICKENS)
                if not thickened:
                    break
            n = min(want, _supply(state, fid))
            yield Doing("11.4.3", RECRUITS(count=n, where=c), place(fid, WARRIOR, c, n))
            placed, want = True, want - n
        if want:
            break
    if not placed:
        yield Doing("11.4.3", NO_RECRUIT())


def _thickens(state, fid, section="11.5.4", words=None, none_said=None):
    """The Plot Thickens (11.5.4 [RDB]; its text [CR] PlotThickens, unconfirmed): in the clearing
    without a plot with the most (three or more) Corvid warriors (11.5.4.I), ties by priority, a
    warrior removed and a random plot placed face down; whether it did."""
    words, none_said = words or THICKENS_DAYLIGHT, none_said or NO_THICKENS_DAYLIGHT
    places = [c for c in rb.ranked(rb.clearings(state), lambda c: rb.warriors(state, fid, c))
              if not _plot_there(state, fid, c) and rb.warriors(state, fid, c) >= THICKENS_AT]
    plot = _random_plot(state, fid)
    where = rb.first_legal(places, lambda c: place(fid, plot, c).check(state).legal) if plot else None
    if where is None:
        yield Doing(section, none_said())
        return False
    yield Doing(section, words(where=where), _remove(fid, WARRIOR, where))
    yield Doing(section, None, place(fid, plot, where))
    return True


def _bomb_replaced(state, fid, where):
    """11.7.1 ([CR] Plot-Tokens.Bomb, the text read): once its bomb has gone off (the Corvids' flip removed the enemy
    pieces and the bomb, 13.7.1), a random plot other than a bomb is placed face up in its place;
    placed, not flipped, it has no effect and scores nothing."""
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    left = [p for p in PLOTS if p != BOMB and state.supply.get((fid, p), 0)]
    if not left:
        return
    plot = random.Random(f"{state.seed}/bot-plot/{fid}/{len(state.history)}").choice(left)
    action = Place(PieceRequest(fid, plot, where, 1, face_up=True))
    if action.check(state).legal:
        yield Doing("11.7.1", BOMB_REPLACED(where=where, plot=plot), action)


def _vendetta(state, fid, where):
    """Vendetta ([CR] TextVendetta): a plot flipped also has a bomb's When Flipped effect: every
    enemy piece there removed (a bot's two, warriors first: [CR] BotInteractions.Bomb), each as a
    removal by the Corvids, and a point per building or token removed (3.2.1). The plot stays."""
    from rootboard.game.actions import Remove, Score
    from rootboard.game.law import rules_for
    from rootboard.game.factions.corvids.plots import bomb_removals
    from rootboard.game.kinds import BUILDING, TOKEN
    from rootboard.game.placement import PieceRequest

    removals = bomb_removals(state, where)
    if not removals:
        return
    kinds = rules_for(state).kinds
    points = sum(n for owner, piece, n in removals if kinds[(owner, piece)] in (BUILDING, TOKEN))
    yield Doing("11.4.4", VENDETTA(where=where))
    for owner, piece, n in removals:
        yield Doing("11.4.4", None, Remove(PieceRequest(owner, piece, where, n), fid))
    if points:
        yield Doing("11.4.4", None, Score(fid, points))


def _guesser(state, fid, c):
    """Gamble's guesser: the human with the most faction pieces in ``c``, then setup priority
    (2.2); None when no human has any there."""
    present = [f for f in state.factions if f != fid and f not in state.bots and rb.pieces_of(state, f, c)]
    order = rb.players_by_priority(state, present)
    return min(order, key=lambda f: (-rb.pieces_of(state, f, c), order.index(f)), default=None)


def _gamble(state, fid, ctx, c, kind):
    """Gamble ([CR] TextGamble, a chosen trait): before the plot in ``c`` flips, the human with the
    most faction pieces there guesses its kind (the table gives it: ``--guess``). Right: it flips
    and scores, without its When Flipped effect, and they remove it, scoring 1 VP; whether it did
    (then nothing more is flipped there). Wrong: the Corvids score 1 VP and it flips as ever."""
    from rootboard.errors import BadInput
    from rootboard.game.actions import Score
    from rootboard.game.factions.corvids.plots import face_up_plots

    who = _guesser(state, fid, c)
    if who is None:
        return False
    guess = ctx.guess()
    if guess is None:
        raise GuessNeeded(GUESS_NEEDED(who=who, where=c), who, c, PLOTS)
    if guess not in PLOTS:
        raise BadInput(GUESS_UNKNOWN(guess=guess, plots=list(PLOTS)))
    if guess != kind:
        yield Doing("11.4.4", GAMBLE_WRONG(who=who, where=c, guess=guess), Score(fid, GAMBLE_POINTS))
        return False
    yield Doing("11.4.4", GAMBLE_RIGHT(who=who, where=c, plot=kind), Score(fid, face_up_plots(state) + 1))
    yield Doing("11.4.4", None, _remove(fid, kind, c, by=who))
    yield Doing("11.4.4", None, Score(who, GAMBLE_POINTS))
    return True


def _flip(state, fid, traits=(), ctx=None):
    """11.4.4 [RDB] ([CR] Flip): every face-down plot, by priority (2.4), no warrior needed; the
    Corvids' own flip scores 1 VP per face-up plot and resolves its effect (13.4.2, 13.7)."""
    from rootboard.game.factions.corvids.plots import Flip

    from rootboard.game.factions.corvids.plots import plot_in

    down = [c for c in rb.clearings(state) if _plot_there(state, fid, c) and c not in state.face_up]
    for c in down:
        kind = plot_in(state, c)
        if "gamble" in traits:
            guessed = yield from _gamble(state, fid, ctx, c, kind)
            if guessed:
                continue
        yield Doing("11.4.4", FLIPS(where=c), Flip(c))
        if kind == BOMB:
            yield from _bomb_replaced(state, fid, c)
            continue
        if kind == EXTORTION:  # [CR] Plot-Tokens.Extortion: it has no hand to take a card into
            yield Doing("11.7.3", EXTORTS(where=c))
        if "vendetta" in traits:
            yield from _vendetta(state, fid, c)
    if not down:
        yield Doing("11.4.4", NO_FLIP())


# --- Daylight (11.5) -----------------------------------------------------------------------

def _defenders(state, fid, where) -> list[str]:
    """Whom it battles in ``where``, best first: the most buildings and tokens there, then the
    most victory points ([CR] Daylight Battle, "Defender Tie"), then setup priority (2.2)."""
    from rootboard.game.kinds import BUILDING, TOKEN
    from rootboard.game.law import rules_for

    kinds = rules_for(state).kinds
    order = rb.defenders(state, fid, where)

    def held(f):
        return sum(n for (o, p), n in state.pieces_at(where).items() if o == f and kinds[(o, p)] in (BUILDING, TOKEN))
    setup = rb.players_by_priority(state, order)
    return sorted(order, key=lambda f: (-held(f), -state.scores.get(f, 0), setup.index(f)))


def _battle(state, fid, ctx, where):
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.bots.marquise.turn import _answered

    if not rb.warriors(state, fid, where):
        return None
    rolls = ctx.roll()
    found = rb.first_legal((_answered(state, Battle(fid, who, where, rolls=rolls))
                            for who in _defenders(state, fid, where)), lambda b: b.check(state).legal)
    if found is None and rolls:
        ctx.rolls.insert(0, rolls)  # not rolled: the dice are the next battle's
    return found


def _battles(state, fid, ctx, suit):
    """11.5.1 [RDB]: a battle in each ordered clearing with two or more Corvid warriors, by
    priority (2.1, 2.4; [CR] reads "each of two": the chapter is followed); a clearing where no
    battle is legal passed over (2.3)."""
    fought = 0
    for c in rb.by_priority(rb.ordered(state, suit)):
        if rb.warriors(state, fid, c) < BATTLES_FROM:
            continue
        battle = _battle(state, fid, ctx, c)
        if battle is not None:
            fought += 1
            yield Doing("11.5.1", BATTLES(who=battle.defender, where=c), battle)
    if not fought:
        yield Doing("11.5.1", NO_BATTLE())


def _moves(state, fid, suit):
    """11.5.2 ([CR] Move; the chapter's text not read past its title): all but two warriors from each ordered clearing with a face-up plot,
    origins by priority (2.4), to the adjacent clearing without a plot with the most Corvid
    warriors (11.5.2.I), ties by priority; with no such clearing (11.5.2.II), the adjacent one
    of lowest priority (unconfirmed: [CR] says "Lowest Priority Clearing"); 2.3: the next when not legal."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest

    moved = False
    for c in rb.by_priority(rb.ordered(state, suit)):
        count = rb.warriors(state, fid, c) - STAYS
        if count <= 0 or c not in state.face_up or not _plot_there(state, fid, c):
            continue
        around = _adjacent(state, c)
        free = rb.ranked([d for d in around if not _plot_there(state, fid, d)], lambda d: rb.warriors(state, fid, d))
        words, targets = (MOVES, free) if free else (MOVES_LOW, around[::-1])
        move = rb.first_legal((Move(MoveRequest(fid, c, d, count)) for d in targets), lambda a: a.check(state).legal)
        if move is not None:
            moved = True
            yield Doing("11.5.2", words(count=count, origin=c, to=move.request.destination), move)
    if not moved:
        yield Doing("11.5.2", NO_MOVE())


def _adjacent(state, c) -> list[int]:
    """The clearings one move from ``c`` (printed paths, and what the rules link: tunnels)."""
    from rootboard.game.movement import neighbours

    clearings = set(state.topology.board.clearings)
    return sorted(d for d in neighbours(state, c) if d in clearings)


def _plots(state, fid, ctx, suit):
    """11.5.3 ([CR] Plot): in the ordered clearing without a plot with the most Corvid warriors
    (ties by priority), a warrior removed and a random plot placed face down: the Corvids' Plot
    (13.5.2). Mastermind plots twice; the second costs one warrior too ([CR] TextMastermind)."""
    from rootboard.game.factions.corvids.actions import PlacePlot

    for n in range(PLOTS_A_TURN.get(next((t for t in ctx.traits if t in PLOTS_A_TURN), ""), 1)):
        plot = _random_plot(state, fid)
        places = [c for c in rb.ranked(rb.ordered(state, suit), lambda c: rb.warriors(state, fid, c))
                  if rb.warriors(state, fid, c) and not _plot_there(state, fid, c)]
        if plot is None or not places:
            yield Doing("11.5.3", NO_PLOT())
            return
        if n == 0:
            found = rb.first_legal((PlacePlot(c, plot) for c in places), lambda a: a.check(state).legal)
            if found is None:
                yield Doing("11.5.3", NO_PLOT())
                return
            yield Doing("11.5.3", PLOTS_IN(where=found.clearing), found)
        else:
            where = rb.first_legal(places, lambda c: place(fid, plot, c).check(state).legal)
            if where is None:
                return
            yield Doing("11.5.3", MASTERMIND(where=where), _remove(fid, WARRIOR, where))
            yield Doing("11.5.3", None, place(fid, plot, where))

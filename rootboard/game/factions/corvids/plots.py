"""The Corvids' plots in play (13.2.2, 13.4.2, 13.5.4, 13.2.4, 13.7): flip, trick, expose.

* **Flip** (13.4.2): in their Birdsong, a face-down plot in a clearing with Corvid warriors
  is flipped face up; they score 1 VP per face-up plot on the map, this one included; then a
  bomb removes every enemy piece in its clearing and itself (13.7.1), an extortion takes a
  card from each enemy player with faction pieces there (13.7.3, the table's cards).
* **Trick** (13.5.4): in their Daylight (or Evening, by Exert, 13.6.1), two plots on the map
  swap places, both face up or both face down; a swap ignores what bars moving and placing
  (16.6.31), and the table sees nothing of face-down kinds.
* **Expose** (13.2.4): on its own turn, an enemy player with faction pieces in a clearing
  with a face-down plot shows the Corvids a card matching it and guesses its kind. Right:
  it removes the plot, scoring 1 VP, and ignores its effect (a raid places no warriors,
  13.7.4). Wrong: the Corvids say "no", and it gives them the card. The check says only that
  the guess is made: the answer is :meth:`Expose.answer`, told once the guess is played
  (a dry run must not answer it).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action, Remove
from rootboard.game.law import rules_for
from rootboard.game.factions.corvids.pieces import BOMB, EXTORTION, PLOTS, RAID, SNARE  # noqa: F401 (re-exported)
from rootboard.game.kinds import BUILDING, ITEM, MAP, PAWN, TOKEN, WARRIOR
from rootboard.game.placement import PieceRequest, remove_refusal
from rootboard.game.state import GameState, shift
from rootboard.game.turns.own_phase import refused_outside_own
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

CORVIDS = "corvids"

NOT_A_CLEARING = Template("plot.not-a-clearing", "plots lie in clearings; {where:area} is not one")
NO_PLOT = Template("plot.none", "there is no plot in {where:area}")
ALREADY_UP = Template("plot.already-up", "the plot in {where:area} is already face up")
FLIP_NEEDS_WARRIORS = Template("plot.flip-warriors", "a plot is flipped in a clearing with Corvid warriors; "
                               "{where:area} has none")
FLIP_IN_BIRDSONG = Template("plot.flip-phase", "plots are flipped in the Corvids' Birdsong; it is {current:faction.whose} "
                            "{now:phase}")
TRICK_IN_DAYLIGHT = Template("plot.trick-phase", "Trick is a Daylight action of the Corvids (or, by Exert, an "
                             "Evening one); it is {current:faction.whose} {now:phase}")
FLIPS = Template("plot.flips", "the Corvids flip the plot in {where:area} face up: {plot:piece.a}; they score "
                 "{points} VP, one per face-up plot on the map", plural="the Corvids flip the plot in {where:area} face "
                 "up: {plot:piece.a}; they score {points} VP, one per face-up plot on the map", count="points")
BOMB_GOES = Template("plot.bomb", "the bomb removes every enemy piece in {where:area} ({count}), then itself; "
                     "the Corvids score 1 VP per building or token removed")
BOMB_BOT = Template("plot.bomb-bot", "{who:faction} {who:faction|sg=is|pl=are} played by a bot: the bomb removes "
                    "{count} of {who:faction|sg=its|pl=their} pieces there, warriors first, not all (Law of Rootbotics)")
FLIPS_A_BOMB = Template("plot.flips-bomb", "{flip}; {bomb}")
BOMB_SPARES = Template("plot.bomb-spares", "the {piece:piece} of {who:faction} stays: it cannot be removed this way")
EXTORTS = Template("plot.extortion", "extortion: the Corvids take a random card from {players:faction}; while it "
                   "is face up they draw one more card in Evening")
EXTORTS_NOBODY = Template("plot.extortion-nobody", "extortion: no enemy player has faction pieces in {where:area} "
                          "to take a card from; while it is face up the Corvids draw one more card in Evening")
TRICK_SAME = Template("plot.trick-same", "a trick swaps two plots in two different clearings")
TRICK_FACING = Template("plot.trick-facing", "a trick swaps two plots both face up or both face down; the one in "
                        "{up:area} is face up, the one in {down:area} face down")
TRICKS = Template("plot.tricks", "the Corvids swap the plots in {first:area} and {second:area}")
EXPOSE_CORVIDS = Template("plot.expose-corvids", "Exposure is an enemy player's guess: the Corvids know their plots")
EXPOSE_PLAYER = Template("plot.expose-player", "Exposure is a player's guess, and {who:faction} {who:faction|sg=is|pl=are} a hireling")
EXPOSE_TURN = Template("plot.expose-turn", "Exposure is made on the guesser's own turn; it is {current:faction.whose}")
EXPOSE_PIECES = Template("plot.expose-pieces", "{who:faction} {who:faction|sg=has|pl=have} no faction piece in {where:area}: the guesser has "
                         "faction pieces in the plot's clearing (hireling pieces are not theirs)")
EXPOSE_FACE_UP = Template("plot.expose-face-up", "the plot in {where:area} is face up: only a face-down plot is guessed")
NOT_A_PLOT = Template("plot.not-a-plot", "a guess names a kind of plot: {plots}; not {piece!r}")
GUESSES = Template("plot.guesses", "{who:faction} shows the Corvids a card matching {where:area} and guesses "
                   "{plot:piece.a}")
BEFORE_DRAW = Template("plot.before-draw", "only before drawing cards in its Evening")
AFTER_DRAW = Template("plot.expose-after-draw", "{who:faction} {who:faction|sg=has|pl=have} left the step where "
                      "{who:faction|sg=it draws|pl=they draw} cards this Evening: Exposure is made before drawing")
RIGHT = Template("plot.right", "right: it is {plot:piece.a}; {who:faction} {who:faction|sg=removes|pl=remove} it, scores 1 VP and ignores its effect")
WRONG = Template("plot.wrong", "the Corvids say no: it is not {plot:piece.a}; {who:faction} gives them the card it showed")
FLIP_LOG = Template("plot.flip-log", "the Corvids flip the plot in {where:area}")
TRICK_LOG = Template("plot.trick-log", "the Corvids swap the plots in {first:area} and {second:area}")
EXPOSE_LOG = Template("plot.expose-log", "{who:faction} guesses {plot:piece.a} in {where:area}")


def plot_in(state: GameState, where) -> str | None:
    """The kind of the plot in ``where`` (one per clearing, 13.2.2.II), or None."""
    return next((p for p in PLOTS if state.count(where, (CORVIDS, p))), None)


def face_up_plots(state: GameState) -> int:
    return sum(1 for c in state.face_up if plot_in(state, c))


def _timing(state: GameState, refusal: Template, sections: tuple[str, ...], *phases: str):
    """Refused on another's turn, or (once the phase is tracked) in another phase."""
    return refused_outside_own(state, CORVIDS, phases, lambda: refusal(*sections, current=state.current,
                                                                       now=state.phase))


def _plot_there(state: GameState, where):
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING("13.2.2", where=where))
    plot = plot_in(state, where)
    if plot is None:
        return None, impossible(NO_PLOT("13.2.2", where=where))
    return plot, None


def _enemy(state: GameState, fid: str) -> bool:
    """An enemy of the Corvids (16.6.8): anyone but them, the map, a hireling they control."""
    return fid not in (CORVIDS, MAP) and state.controllers.get(fid) != CORVIDS


def snare_removal(corvids: str, where, by: str) -> Remove:
    """The Corvids' snare in ``where`` removed by ``by``: a bot's in place of placing there or
    moving out (Law of Rootbotics 11.8.2)."""
    return Remove(PieceRequest(corvids, SNARE, where, 1), by)


def bomb_removals(state: GameState, where) -> list[tuple[str, str, int]]:
    """Every enemy piece in ``where`` a bomb removes (13.7.1): not pawns (9.2.2: the Vagabond
    damages items instead, 9.2.2.I), not the warlord (14.2.2), not the map's (16.5.1.I)."""
    kinds = rules_for(state).kinds
    found = []
    for (owner, piece), n in sorted(state.pieces_at(where).items()):
        if not n or not _enemy(state, owner) or kinds[(owner, piece)] in (PAWN, ITEM):
            continue
        if remove_refusal(state, PieceRequest(owner, piece, where, n)) is None:
            found.append((owner, piece, n))
    return _bots_lose_two(state, found)


#: Pieces of each bot a bomb removes, warriors first, instead of all (the Law of Rootbotics'
#: plots against bots; source: Vagabottos/clockroot en-US.json "Cogwheel Corvids" BotInteractions
#: Bomb, the one source read: unconfirmed).
BOMB_BOT_PIECES = 2


def _bots_lose_two(state: GameState, found: list) -> list:
    """``found`` with each bot's share cut to two pieces, warriors first (16.1.3 sends the table
    to the Law of Rootbotics); other players' as they were."""
    if not any(owner in state.bots for owner, *_ in found):
        return found
    kinds = rules_for(state).kinds
    out = []
    for owner in dict.fromkeys(o for o, *_ in found):
        mine = [r for r in found if r[0] == owner]
        if owner in state.bots:
            left, kept = BOMB_BOT_PIECES, []
            for o, piece, n in sorted(mine, key=lambda r: kinds[(owner, r[1])] != WARRIOR):
                take = min(n, left)
                left -= take
                if take:
                    kept.append((o, piece, take))
            mine = kept
        out += mine
    return out


@record(frozen=True)
class Flip(Action):
    """Flip the face-down plot in ``clearing`` face up (13.4.2), and resolve a bomb or an extortion."""

    clearing: int
    kind = "flip"

    def check(self, state):
        plot, refusal = _plot_there(state, self.clearing)
        if refusal:
            return refusal
        where = self.clearing
        if where in state.face_up:
            return impossible(ALREADY_UP("13.4.2", where=where))
        if rules_for(state)[CORVIDS].flip_needs_warriors and not state.count(where, (CORVIDS, WARRIOR)):
            return illegal(FLIP_NEEDS_WARRIORS("13.4.2", where=where))
        late = _timing(state, FLIP_IN_BIRDSONG, ("13.4.2",), "birdsong")
        if late:
            return late
        points = face_up_plots(state) + 1
        message = FLIPS("13.4.2", where=where, plot=plot, points=points)
        notes = list(hirelings.score_edits(state, CORVIDS, points)[1])
        if plot == BOMB:
            removed = bomb_removals(state, where)
            # What the flip itself does (its edits remove the pieces), said with it: as a
            # reminder it outlived the pieces it spoke of ("Remember: the bomb removes...").
            message = FLIPS_A_BOMB("13.4.2", "13.7.1", "3.2.1", flip=message,
                                   bomb=BOMB_GOES(where=where, count=sum(n for *_, n in removed)))
            law = rules_for(state)
            for owner in dict.fromkeys(f for f, *_ in removed):
                for _, piece, n in (r for r in removed if r[0] == owner):
                    notes += law[owner].removal_notes(state, PieceRequest(owner, piece, where, n), CORVIDS)
            # Asked only of the enemies whose rules keep something from a full removal (9.2.2.I).
            for f in law.asked(state, "suffers_full_removal"):
                if _enemy(state, f.id):
                    notes += f.suffers_full_removal(state, where, CORVIDS)[1]
            notes += [BOMB_SPARES("14.2.2", who=f, piece=p) for (f, p), n in state.pieces_at(where).items()
                      if n and _enemy(state, f) and law.kinds[(f, p)] == WARRIOR and f not in state.bots
                      and not any(r[:2] == (f, p) for r in removed)]
            notes += [BOMB_BOT("13.7.1", "16.1.3", who=f, count=BOMB_BOT_PIECES)
                      for f in dict.fromkeys(f for f, *_ in removed) if f in state.bots]
        elif plot == EXTORTION:
            players = [f for f in state.factions if _enemy(state, f) and _has_faction_pieces(state, f, where)]
            notes.append(EXTORTS("13.7.3", players=players) if players else EXTORTS_NOBODY("13.7.3", where=where))
        unique = [n for i, n in enumerate(notes) if n not in notes[:i]]  # each reminder once
        return legal(message, *unique)

    def edits(self, state):
        where = self.clearing
        plot = plot_in(state, where)
        points = face_up_plots(state) + (0 if where in state.face_up else 1)
        edits = [state.set_edit("face_up", state.face_up | {where})]
        scratch = state.scratch()  # the flip and a bomb's removals worked out by their edits alone (GameState.scratch)
        scratch.apply(edits)
        if plot == BOMB:
            law = rules_for(state)
            scored = 0
            for owner, piece, n in bomb_removals(scratch, where):
                step = Remove(PieceRequest(owner, piece, where, n), CORVIDS).edits(scratch)
                scratch.apply(step)
                edits += step
                if law.kinds[(owner, piece)] in (BUILDING, TOKEN) \
                        and law[owner].scores_nothing_for(state, piece, CORVIDS) is None:
                    scored += n  # 3.2.1, unless its owner's rules give no point (a bot's Popularity)
            for f in law.asked(scratch, "suffers_full_removal"):
                if _enemy(scratch, f.id):
                    step = f.suffers_full_removal(scratch, where, CORVIDS)[0]
                    scratch.apply(step)
                    edits += step
            step = Remove(PieceRequest(CORVIDS, BOMB, where)).edits(scratch)
            scratch.apply(step)
            edits += step
            points += scored
        edits += hirelings.score_edits(scratch, CORVIDS, points)[0]
        return edits

    def describe(self, law):
        return FLIP_LOG("13.4.2", where=self.clearing)


def _has_faction_pieces(state: GameState, fid: str, where) -> bool:
    """Faction pieces of ``fid`` in ``where``: its warriors, pawn, buildings, tokens (16.6.10)."""
    kinds = rules_for(state).kinds
    return any(n for (f, p), n in state.pieces_at(where).items() if f == fid and kinds[(f, p)] != ITEM)


@record(frozen=True)
class Trick(Action):
    """Swap the plots in ``first`` and ``second``, both face up or both face down (13.5.4)."""

    first: int
    second: int
    kind = "trick"

    def check(self, state):
        if self.first == self.second:
            raise BadInput(TRICK_SAME("13.5.4"))
        for where in (self.first, self.second):
            _, refusal = _plot_there(state, where)
            if refusal:
                return refusal
        up = [w for w in (self.first, self.second) if w in state.face_up]
        if len(up) == 1:
            down = self.second if up[0] == self.first else self.first
            return illegal(TRICK_FACING("13.5.4", up=up[0], down=down))
        late = _timing(state, TRICK_IN_DAYLIGHT, ("13.5.4", "13.6.1"), "daylight", "evening")
        if late:
            return late
        return legal(TRICKS("13.5.4", "16.6.31", first=self.first, second=self.second))

    def edits(self, state):
        a, b = plot_in(state, self.first), plot_in(state, self.second)
        if a == b:
            return []  # two plots of one kind: the swap changes nothing on the board
        return [shift((CORVIDS, a), self.first, self.second, 1), shift((CORVIDS, b), self.second, self.first, 1)]

    def describe(self, law):
        return TRICK_LOG("13.5.4", first=self.first, second=self.second)


def _past_draw(state: GameState, fid: str) -> bool:
    """Whether ``fid``, on turn, has left the step of its Evening where it draws (13.2.4:
    "before drawing any cards in their Evening"); known only of a turn walked step by step
    (rootboard.game.turns), never of the generic one."""
    if not state.phase_tracked or state.phase != "evening":
        return False
    from rootboard.game.turns.steps import current_step, steps_of

    evening = [s for s in steps_of(state.law[fid]) if s.phase == "evening"]
    draws = [i for i, s in enumerate(evening) if "draw" in s.kinds and not s.any_kind]
    now = current_step(state)
    return bool(draws) and now in evening and evening.index(now) > draws[0]


@record(frozen=True)
class Expose(Action):
    """``faction`` guesses that the face-down plot in ``clearing`` is a ``piece`` (13.2.4)."""

    faction: str
    clearing: int
    piece: str
    kind = "expose"

    def check(self, state):
        if self.faction not in state.in_game:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.piece not in PLOTS:
            raise BadInput(NOT_A_PLOT("13.2.4", plots=list(PLOTS), piece=self.piece))
        if self.faction == CORVIDS:
            raise BadInput(EXPOSE_CORVIDS("13.2.4"))
        _, refusal = _plot_there(state, self.clearing)
        if refusal:
            return refusal
        where = self.clearing
        if where in state.face_up:
            return illegal(EXPOSE_FACE_UP("13.2.4", where=where))
        if rules_for(state)[self.faction].hireling:
            return illegal(EXPOSE_PLAYER("13.2.4", "16.4.3.III", who=self.faction))
        if not _has_faction_pieces(state, self.faction, where):
            return illegal(EXPOSE_PIECES("13.2.4", "16.4.3.III", who=self.faction, where=where))
        if state.current != self.faction:
            return illegal(EXPOSE_TURN("13.2.4", current=state.current))
        if _past_draw(state, self.faction):
            return illegal(AFTER_DRAW("13.2.4", "1.4.1", who=self.faction))
        return legal(GUESSES("13.2.4", who=self.faction, where=where, plot=self.piece), BEFORE_DRAW("13.2.4"))

    def piece_owner(self) -> str:
        return CORVIDS  # the piece guessed is a Corvid plot; ``faction`` is the guesser

    def right(self, state) -> bool:
        return plot_in(state, self.clearing) == self.piece

    def answer(self, state) -> Message:
        """What the Corvids answer: to be told once the guess is played, never on a dry run."""
        if self.right(state):
            return RIGHT("13.2.4", plot=self.piece, who=self.faction)
        return WRONG("13.2.4", plot=self.piece, who=self.faction)

    def edits(self, state):
        if not self.right(state):
            return []
        # Removed by Exposure: its effect is ignored (a raid places nothing, 13.7.4).
        return [*Remove(PieceRequest(CORVIDS, self.piece, self.clearing), self.faction).edits(state),
                *hirelings.score_edits(state, self.faction, 1)[0]]

    def describe(self, law):
        return EXPOSE_LOG("13.2.4", who=self.faction, plot=self.piece, where=self.clearing)


ACTIONS = (Flip, Trick, Expose)

"""A faction: what it is and the hooks through which the core learns what it may do.

The core (who rules, movement, placement, actions, setup) never asks which faction it is
looking at. It asks the factions of the game, through the hooks of :class:`Faction`, each of
which does nothing for a faction its rule does not concern; a faction's own module
(``rootboard.game.factions.marquise`` ...) overrides the hooks its rules need. So a rule of
one faction lives in that faction's module, cited there, and a new faction is one new module.
The factions a game is played under, with its actions and effects, are its Law
(:mod:`rootboard.game.law`), which the core reaches by ``rules_for(state)``.

Hooks get the state and what is asked; they return None (or nothing, or False) when they
have nothing to say, a Verdict when they decide, a Message or a list of Messages when they
add a reason or a reminder.
"""

from __future__ import annotations

from rootboard.records import field, record
from importlib import import_module

from rootboard.errors import BadInput
from rootboard.game.kinds import SUPPLY, SUITS, PieceType, plural_piece
from rootboard.i18n import current, folded, pgettext, typed_names
from rootboard.game.verdict import Verdict
from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, ClassVar

# The sides of a battle (4.3), as the battle hooks are told them (``role``).
ATTACKER, DEFENDER = "attacker", "defender"
ROLES = (ATTACKER, DEFENDER)

# The position each hook is handed (rootboard.game.state.GameState): the state keeps the Law
# it is played under and imports this module, and imports run one way, so here it is only named.
if TYPE_CHECKING:
    GameState = Any

PIECE_PER_SUIT = Template("input.piece-per-suit", "{faction:faction} {faction:faction|sg=has|pl=have} one {piece} per suit: name it ({choices}), or put it "
                          "in a clearing whose suit is known")
NO_SUCH_PIECE = Template("input.no-such-piece", "{faction:faction} {faction:faction|sg=has|pl=have} no piece {piece!r}; its pieces are: {choices:piece}")
NO_SUCH_PIECE_MEANT = Template("input.no-such-piece-meant",
                               "{faction:faction} {faction:faction|sg=has|pl=have} no piece {piece!r}; {meant} Its pieces are: {choices:piece}")


@record(frozen=True)
class Effect:
    """A card or service in effect for a faction, which the app cannot see being played:
    the table says so (``rootboard effect``). ``lasts``: "persistent" or "this turn";
    ``seller``: the faction selling it as a service (None: a card)."""

    id: str
    lasts: str
    section: str
    rivers_are_paths: bool = False  # its holder treats rivers as paths
    seller: str | None = None
    # Its holder treats clearings that both hold its crafting pieces as adjacent (Tunnels).
    crafting_pieces_adjacent: bool = False


@record(frozen=True)
class Faction:
    """What a faction is (its pieces, names and chapter) and what its rules change (the hooks).

    ``seated``: it takes turns (a player); hirelings and the map do not. ``nimble``: the
    section that lets it move regardless of rule. ``slips``/``enters_forests``: the Vagabond's
    Slip (9.4.2) and his moves into and out of forests (9.5.1). ``carries``: pieces its moving
    warriors carry along (the Keepers' relics, 15.2.4). ``areas``: areas off the printed board
    it brings into the game (the Duchy's Burrow, 12.2.2). ``actions``: its own actions, as
    Action classes. ``crafting_pieces``: the pieces it crafts with, as its chapter's Crafting
    section lists them (4.1.1: workshops, roosts, sympathy...; none for the Vagabond and the
    Riverfolk)."""

    id: str
    title: str  # the full name (term.faction-title)
    short: str  # its name in sentences (term.faction): "Marquise rules clearing 5"
    chapter: str  # the Law's chapter of the faction
    pieces: tuple[PieceType, ...]
    seated: bool = True
    hireling: bool = False
    vagabond: bool = False  # keeps a Vagabond's board and relationships (chapter 9)
    nimble: str | None = None
    swimmers: bool = False  # rivers are paths, and moves along one need no rule (11.2.2)
    slips: bool = False
    enters_forests: bool = False
    carries: frozenset[str] = frozenset()
    crafting_pieces: frozenset[str] = frozenset()
    # Its chapter's Crafting section and the phase it crafts in (6.2.1: the Marquise in
    # Daylight; 10.2.1: the Lizards in Evening; 13.2.1: the Corvids in Birdsong...); None: it
    # does not craft (the hirelings, 16.4.3.V).
    crafting_section: str | None = None
    crafts_in: str = "daylight"
    areas: tuple[str, ...] = ()
    actions: tuple = ()  # Action classes, or "module:NAME" of them (imported when first asked for)
    services: tuple[Effect, ...] = ()
    battle_effects: tuple = ()  # (or "module:NAME" of them) what the table declares in its battles (rootboard.game.battle.effects.BattleEffect)
    setup_order: int = 99  # Standard Setup's order A, B, C... (5.1.7)
    starts_in_a_corner: bool = False  # its Standard Setup takes a corner clearing (5)
    _index: dict = field(default=None, compare=False, repr=False)
    _names: dict = field(default=None, compare=False, repr=False)  # language -> its names of the pieces

    def __post_init__(self):
        object.__setattr__(self, "_index", {p.name: p for p in self.pieces})
        object.__setattr__(self, "_names", {})

    # --- its pieces ---------------------------------------------------------------------------
    def piece(self, name: str, suit: str | None = None) -> PieceType:
        """The piece type called ``name``; BadInput lists the faction's pieces.

        A piece may be named by its id or by its name in the run's language, singular or plural
        ("krijger", "guerreros", "vos-tuin"). Pieces that come in one kind per suit (gardens, trade
        posts) may be named without the suit ("garden", "tuin") when ``suit`` says which: the suit
        of the clearing they go to."""
        found = self._index.get(name)  # its id, as the rules and the files name it: most lookups
        if found is not None:
            return found
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        key = self._named().get(folded(name), key)
        found = self._index.get(key) or self._index.get(key.rstrip("s"))  # "warriors" is fine too
        if found is None and suit is not None:
            found = self._index.get(f"{suit}-{key}") or self._index.get(f"{suit}-{key.rstrip('s')}")
        if found is None:
            per_suit = [n for n in self._index if n.split("-", 1)[-1] in (key, key.rstrip("s"))]
            if per_suit:
                raise BadInput(PIECE_PER_SUIT(faction=self.id, piece=key, choices=per_suit))
            # A letter missed ("warior", "krijgr"): its nearest pieces, as the run's language names them.
            named = {**{p: p for p in self._index}, **{n: p for n, p in self._named().items() if p in self._index}}
            close = dict.fromkeys(named[c] for c in close_matches(folded(name), named))
            if close:
                from rootboard.board.mapfile import did_you_mean

                meant = did_you_mean(pgettext("term.piece", p, current()) for p in close)
                raise BadInput(NO_SUCH_PIECE_MEANT(faction=self.id, piece=name, meant=meant, choices=list(self._index)))
            raise BadInput(NO_SUCH_PIECE(faction=self.id, piece=name, choices=list(self._index)))
        return found

    def _named(self) -> dict[str, str]:
        """The run's language's names of its pieces (folded) -> the piece's id, or the per-suit
        piece's name without its suit ("tuin" -> "garden")."""
        lang = current()
        cached = self._names.get(lang)
        if cached is not None:
            return cached
        names: dict[str, str] = {}
        suits = {s: folded(pgettext("term.suit", s, lang)) for s in SUITS}
        for p in self.pieces:
            for n in typed_names("term.piece", p.name) | typed_names("term.pieces", plural_piece(p.name)):
                names.setdefault(n, p.name)
                suit, _, base = p.name.partition("-")
                if suit in suits:  # "vos-tuin" -> "tuin", "jardin-de-zorro" -> "jardin": the piece of any suit
                    words = [w for w in n.split("-") if w != suits[suit]]
                    while words and words[-1] in ("de", "del", "van"):
                        words.pop()
                    if words:
                        names.setdefault("-".join(words), base)
        self._names[lang] = names
        return names

    def has_piece(self, name: str) -> bool:
        return name in self._index

    def default_mover(self) -> str:
        """The piece a move takes unless told: its warriors, or a pawn when it has no warriors."""
        return "warrior" if self.has_piece("warrior") else "pawn"

    # --- who rules (2.5) -------------------------------------------------------------------------
    def claims(self, state: GameState, where) -> Message | None:
        """The reason it rules ``where`` whatever the counts (the Burrow, Pilgrims), or None."""
        return None

    def tie_break(self, state: GameState, where, leaders: list[str], counts: list) -> Message | None:
        """The reason it wins a tie for the most warriors and buildings (Lords of the Forest)."""
        return None

    def tie_won_by(self, state: GameState) -> str:
        """Who rules a tie its rules break (:meth:`tie_break`): itself, unless its rule is a
        "CONTROLLER:" ability it lends (a hireling's, 16.4.2: the Bluebird Nobles)."""
        return self.id

    def cards_named_on_board(self, state: GameState) -> list[str]:
        """The cards its board shows by name where the card table keeps only their count (the
        Eyrie's Decree, 7.2.1): copies no hand and no draw pile may hold (16.1.2)."""
        return []

    def aliases(self) -> tuple[str, ...]:
        """What a player may type for this faction besides its id (a hireling card's other side)."""
        return (self.id,)

    def turn_owner(self, state: GameState) -> str:
        """Whose turn this faction's pieces move in: its own (1.4.1)."""
        return self.id

    def rule_side(self, state: GameState, kind: str) -> str:
        """Whose rule its piece of ``kind`` counts for: its own, unless an effect lends it."""
        return self.id

    def no_rule_reason(self, state: GameState, where) -> Message | None:
        """Why nobody rules ``where`` when no one has warriors or buildings there, if its
        pieces there need saying (the Vagabond's pawn never rules, 9.2.2)."""
        return None

    # --- areas and links -----------------------------------------------------------------------
    def neighbours(self, state: GameState, area) -> set:
        """Areas it links to ``area`` beyond the printed board (a tunnel's Burrow, 12.2.2)."""
        return set()

    def link(self, state: GameState, a, b) -> str | None:
        """How its rules link ``a`` and ``b`` (a tunnel), or None."""
        return None

    def unlinked(self, state: GameState, a, b) -> Verdict | None:
        """Why its rules do not link ``a`` and ``b`` after all, when one is its area."""
        return None

    def explain_links(self, state: GameState, area) -> list:
        """What the explorer says of ``area``'s links its rules make (Explanations)."""
        return []

    # --- moving (4.2) ------------------------------------------------------------------------------
    def check_own_move(self, state: GameState, m) -> Verdict | None:
        """Its own rules for a move of its pieces, checked once the pieces are there: a
        verdict that decides it (a refusal, or a move by its own rule), or None."""
        return None

    def not_adjacent(self, state: GameState, m) -> Verdict | None:
        """Its own words for a move to an area that is not adjacent (a Slip's reach), or None."""
        return None

    def in_effect(self, state: GameState) -> set[str]:
        """The cards and services in effect for it: those the table recorded (``rootboard
        effect``) and the persistent cards in its play area on the card table (4.1.3: Boat
        Builders, Tunnels, whose catalogue ids are their effects' ids)."""
        if not state.cards:  # no card kept: no card data read (the command line starts without it)
            return set(state.effects.get(self.id, ()))
        from rootboard.game.cards.places import in_play

        return {*state.effects.get(self.id, ()), *in_play(state, self.id)}

    def rivers_are_paths(self, state: GameState) -> bool:
        """Whether it treats rivers as paths now: Swimmers (11.2.2), or a card or service in
        effect for it (Boat Builders 16.4.3.V, Riverboats 11.2.7.II)."""
        effects = state.law.effects
        return self.swimmers or any(effects[e].rivers_are_paths for e in self.in_effect(state) if e in effects)

    def linked_by_crafting(self, state: GameState, a, b) -> bool:
        """Whether a card in effect for it makes clearings ``a`` and ``b`` adjacent because both
        hold its crafting pieces (Tunnels, RULES.md 4.11, unconfirmed)."""
        effects = state.law.effects
        if not any(effects[e].crafting_pieces_adjacent for e in self.in_effect(state) if e in effects):
            return False
        return all(any(state.count(c, (self.id, p)) for p in self.crafting_pieces) for c in (a, b))

    def moves_without_rule(self, state: GameState, m, by: str) -> Message | None:
        """The reason its move needs no rule (4.2.1 does not apply), or None."""
        return None

    def move_cost(self, state: GameState, m) -> Verdict | None:
        """A refusal for a move it cannot pay for (the Vagabond's boots, 9.5.1), or None."""
        return None

    def move_edits(self, state: GameState, m) -> list:
        """What its move costs, as edits (boots exhausted)."""
        return []

    def move_notes(self, state: GameState, m) -> list[Message]:
        """Reminders that go with its legal move."""
        return []

    def controller_candidates(self, state: GameState, step) -> list:
        """The actions the faction on turn may take at ``step`` of its turn with this one, when
        it controls it (a hireling's Birdsong and Daylight actions, 16.4.2.III-IV); judged by
        their own checks, as the room's candidates are."""
        return []

    def offered_candidates(self, state: GameState, step) -> list:
        """The actions it offers the faction on turn (another) at ``step`` of that turn: the
        Riverfolk's services bought (11.2.6); judged by their own checks, as the room's
        candidates are."""
        return []

    def controller_leaving(self, state: GameState, step) -> list[Message]:
        """What its controller is reminded of on leaving ``step`` of its turn (a hireling's
        Birdsong action the card says it must take, 16.4.2.III)."""
        return []

    def gained_notes(self, state: GameState, controller: str) -> list[Message]:
        """What gaining control of this one asks of ``controller`` (a hireling's Hired action,
        16.4.2.I), said when it is gained."""
        return []

    def owed_candidates(self, state: GameState) -> list:
        """The actions it (or its controller) owes now, whoever is on turn (a hireling passed
        on, its Hired action, 16.4.2.I; the Duchy's Price of Failure, 12.2.3), offered to the
        table; judged by their own checks."""
        return []

    def owed_notes(self, state: GameState) -> list[Message]:
        """What it owes that does not hold the turn up, said as a reminder when a turn ends
        (the Duchy's Price of Failure not paid, 12.2.3)."""
        return []

    def owed_action(self, state: GameState) -> Message | None:
        """What its controller must still do, having gained it, before the turn may end (a
        hireling's Hired action, 16.4.2.I), or None."""
        return None

    def piece_actions(self, state: GameState, area, piece: str) -> list:
        """What a right-click on its stack of ``piece`` in ``area`` offers besides removing it:
        its room's own actions on that piece (the Corvids' plots: flip, trick, exposure), each
        offered under its action's kind. ``piece`` is the piece as it is, not as it is shown."""
        return []

    def bars_entry(self, state: GameState, fid: str, where, placing: bool) -> Verdict | None:
        """What its pieces or rules forbid ``fid``'s pieces to be placed in or moved into."""
        return None

    def bars_leaving(self, state: GameState, m) -> Verdict | None:
        """What its pieces forbid ``m``'s mover to move out of (a face-up snare, 13.7.2)."""
        return None

    def arrival_notes(self, state: GameState, m) -> list[Message]:
        """What ``m`` arriving causes for it (Outrage, 8.2.6)."""
        return []

    # --- placing and removing (16.6.19, 16.6.22) -----------------------------------------------
    def check_own_place(self, state: GameState, r) -> Verdict | None:
        """Its own rules for placing its pieces, or None."""
        return None

    def place_notes(self, state: GameState, r) -> list[Message]:
        return []

    def bars_placing(self, state: GameState, fid: str, where) -> Verdict | None:
        """What its pieces forbid ``fid`` to place in ``where`` (the keep, 6.2.2)."""
        return None

    def bot_instead(self, state: GameState, fid: str, action) -> tuple | None:
        """What the bot at ``fid``'s seat does instead of ``action`` by its pieces' rules for bots
        (a face-up snare removed, Law of Rootbotics 11.8.2): (section, words, action), or None."""
        return None

    def stands_on_paths(self, state: GameState | None = None) -> bool:
        """Whether its pieces stand on paths rather than in clearings (Highway Bandits; in
        ``state``, the side of its card showing decides)."""
        return False

    def check_own_removal(self, state: GameState, r) -> Verdict | None:
        """What of its own cannot be removed (the Vagabond's pawn, 9.2.2), or None."""
        return None

    def removal_notes(self, state: GameState, r, by: str | None) -> list[Message]:
        """What removing its piece causes (the keep leaves the game, 6.2.2)."""
        return []

    def scores_nothing_for(self, state: GameState, piece: str, by: str | None) -> Message | None:
        """Why ``by`` scores no point for removing its building or token ``piece`` (3.2.1 says one
        each): a bot's trait (the Automated Alliance's Popularity, Law of Rootbotics); None: it scores."""
        return None

    def removal_edits(self, state: GameState, r, by: str | None) -> list:
        """What removing its piece outside battle changes beyond the piece (a trade post's
        funds, 11.2.5.I); in battle, ``removed_in_battle``."""
        return []

    def removed_to(self, piece: str) -> str:
        """Where a removed piece of its goes: its supply, or out of the game."""
        return SUPPLY

    def removes_ruin(self, state: GameState, where) -> Message | None:
        """The reason its pieces in ``where`` may remove the ruin there (Explore, Raze), or None."""
        return None

    # --- battle (4.3): rootboard.game.battle.resolution asks these, ``fight`` being the battle so far ---------
    # ``role`` is the side the faction is on ("attacker" or "defender"); ``state`` the position
    # as the battle has left it so far. None means: as the Law's general rule says.
    def battle_refusal(self, state: GameState, fight, role: str) -> Verdict | None:
        """Why it cannot battle (or be battled) as ``role`` here: its own conditions (the
        Vagabond's sword to exhaust, 9.5.2), or None."""
        return None

    def battle_cost(self, state: GameState, fight) -> tuple[list, list[Message]]:
        """What initiating a battle costs it as attacker (edits), and the words for it."""
        return [], []

    def cost_to_battle(self, state: GameState, fight) -> tuple[list, list[Message]]:
        """What battling it costs the attacker (edits), and the words for it: nothing, unless
        its rules say (the Spring Uprising's card, 16.4.2.II)."""
        return [], []

    def lends_warriors(self, state: GameState, side: str, opponent: str, where) -> bool:
        """Whether its warriors in the clearing fight for ``side`` against ``opponent``, as
        ``side``'s own (mercenaries, 11.2.7.III)."""
        return False

    def lending_words(self, state: GameState, side: str, where) -> Message | None:
        return None

    def lent_warriors_take_hit(self, hits_taken: int) -> bool:
        """Whether its lent warriors take the ``hits_taken``-th hit of the side they fight for,
        while that side's own warriors stand too (11.2.7.III.a)."""
        return True

    def takes_higher_roll(self, state: GameState, fight, role: str) -> Message | None:
        """Why it deals the higher roll as ``role`` (Guerrilla War, 8.2.2), or None."""
        return None

    def rolled_hits_cap(self, state: GameState, fight, role: str) -> tuple[int, Message] | None:
        """Its maximum rolled hits and their words, when its rules say (the Vagabond's swords,
        9.2.6); None: its warriors there (4.3.2.I)."""
        return None

    def defenseless(self, state: GameState, fight, role: str) -> bool | None:
        """Whether it is defenseless (no undamaged sword, 9.2.4); None: no warriors there (4.3.3.II)."""
        return None

    def defenseless_sections(self) -> tuple[str, ...]:
        return ()

    def bars_ambush(self, state: GameState, fight) -> Message | None:
        """Why no ambush card may be played against it as attacker (a bot's Hates Surprises,
        Law of Rootbotics), or None."""
        return None

    def battle_extra_hits(self, state: GameState, fight, role: str) -> list[Message]:
        """One reason per extra hit its rules deal as ``role`` (Embedded Agents, 13.2.5)."""
        return []

    def ignores_first_hit(self, state: GameState, fight, role: str) -> Message | None:
        """Why it ignores the first hit it takes (Devout Knights, 15.2.4), or None."""
        return None

    def hit_targets(self, state: GameState, fight, role: str) -> list | None:
        """What may take its next hit (rootboard.game.battle.resolution.Target), when its rules say (the
        Vagabond's items, 9.2.7); None: its pieces, warriors first (4.3.4)."""
        return None

    def take_hit(self, state: GameState, fight, role: str, target) -> list:
        """The edits of a hit taken by an item target (the Vagabond damages it, 9.2.7)."""
        return []

    def damaged_words(self, items: list[str]) -> Message | None:
        return None

    def hits_lost_sections(self) -> tuple[str, ...]:
        """Why hits it cannot take are lost: nothing left to remove (1.5.4)."""
        return ("1.5.4",)

    def battle_order_name(self, state: GameState, fight, role: str, given: str) -> str | None:
        """A name in its removal order, in its own terms (an item), or None: a piece name."""
        return None

    def battle_order_available(self, state: GameState, fight, role: str, name: str) -> int | None:
        """How many of ``name`` it has there to take hits, when not its pieces in the clearing."""
        return None

    def removed_in_battle(self, state: GameState, fight, removals: list, remover: str) -> list[Message]:
        """What its pieces removed at the same time in battle trigger (a raid, 13.7.4; a relic's
        forest, 15.2.5), done with ``fight.do``; the words for it."""
        return []

    def battle_removals(self, state: GameState, fight, role: str, removals: list) -> list[Message]:
        """What the pieces it removed in the battle (as ``role``; None when it removed them for
        both sides, Instigate 16.3.4.II) do for it at the end (Hostile factions, Infamy:
        9.2.9.III), with ``fight.do`` and ``fight.score``; the words for it."""
        return []

    def suffers_full_removal(self, state: GameState, where, by: str) -> tuple[list, list[Message]]:
        """What an enemy's effect removing all enemy pieces in ``where`` (a bomb, a revolt)
        does to what of its own is not removed (the Vagabond damages three items, 9.2.2.I)."""
        return [], []

    # --- services, its board, the turn ----------------------------------------------------------
    def sells(self, state: GameState, effect: Effect, buyer: str) -> Verdict | None:
        """Why ``buyer`` cannot buy its service ``effect`` now, or None (11.2.7)."""
        return None

    def board_from_json(self, data: dict) -> Any:
        """Its faction board as kept in the game file (the Vagabond's items, 9.2)."""
        raise NotImplementedError(f"{self.id} keeps no board")

    def board_to_json(self, board: Any) -> dict:
        raise NotImplementedError(f"{self.id} keeps no board")

    def position_problem(self, state: GameState) -> tuple[str, Message] | None:
        """(element, problem) for what of its own a game file holds that cannot be (its board)."""
        return None

    def board_words(self, state: GameState) -> list[Message]:
        """What every player sees on its faction board that the map does not show, one sentence
        each, for the window beside the turn (the Riverfolk's boxes, prices and trade posts
        left, 11.2.3-11.2.7); [] when it keeps nothing the table must read off it."""
        return []

    def ledger_cause(self, action: dict, verdict: dict) -> Message | None:
        """Why one of its own actions scored it points, for the ledger (rootboard.game.ledger):
        a Message citing the Law, read from the action and its verdict as the history keeps
        them (data, never rendered words); None: the ledger's own reading (the sections of the
        verdict)."""
        return None

    def status_line(self, state: GameState) -> Message | None:
        """Its board as the table sees it, one line of ``rootboard status`` (the Lizard Cult's
        Outcast and acolytes, the Keepers' Retinue and relics, the Duchy's ministers and crowns);
        None: it says nothing there (the base factions' boards have their own lines)."""
        return None

    # --- crafting (4.1; the rules: rootboard.game.crafting) ------------------------------------------
    def crafting_ways(self, state: GameState):
        """The ways it may pay a card's cost now (``crafting.Way``), or a Message saying why
        rootboard cannot check the payment (funds it does not keep); None: its crafting pieces
        still to activate this turn, each of its clearing's suits (4.1.1,
        ``crafting.ways_of``)."""
        return None

    def holds(self, state: GameState, owner: str, piece: str) -> int:
        """How many of ``owner``'s ``piece`` its board holds out of their owner's supply (the
        Riverfolk's Payments, Funds and Committed boxes, 11.2.6.I): 0 by default."""
        return 0

    def activated_words(self, clearing, piece: str, count: int) -> Message | None:
        """How ``count`` of its crafting sources used are said, when not as pieces in a
        clearing (the Riverfolk's funds on their Trade Posts tracks, 11.5.3); None: as pieces."""
        return None

    def crafting_edits(self, state: GameState, payment) -> list | None:
        """The edits that pay with what a payment uses, when not by activating crafting pieces
        once per turn (4.1.1; ``crafting.payment_edits``): the Vagabond's hammers. None: the
        pieces are activated. Given the position as the craft has changed it so far."""
        return None

    def crafted_item(self, state: GameState, item: str, points: int, remove: bool):
        """Where its crafted item goes and what it scores (``crafting.ItemOutcome``) when its
        rule says otherwise than its Crafted Items box and the card's points (4.1.2), or None."""
        return None

    def reveals_crafted(self, state: GameState, crafter: str) -> Message | None:
        """The words by which ``crafter`` may reveal an item card it crafts instead of
        discarding it, to take it back at the end of its Evening, when its card lets it (the
        Mole Artisans, a hireling ``crafter`` controls, 16.4.2.II); None: it does not."""
        return None

    def end_of_turn_refusal(self, state: GameState) -> Message | None:
        """Why it cannot end its turn yet (the Vagabond's item limit, 9.6.4), or None."""
        return None

    # --- setup ---------------------------------------------------------------------------------
    # Its setups are written in its room's setup module (``setups``: standard_setup(faction, ctx),
    # advanced_setup(faction, ctx)), imported when a setup runs: what a faction is never
    # loads the setup kit.
    setups: ClassVar[str | None] = None
    # Its turn (rootboard.game.turns): the module of its room holding ``STEPS`` (and
    # ``candidates``, ``leaving``), imported when a turn is asked about; None: the generic turn.
    turn: ClassVar[str | None] = None
    # The kinds of its room's actions that its setup takes (the Riverfolk's starting funds and
    # prices, 11.3.4-11.3.5), which no step of its turn takes: the turn has nothing to say of
    # them in anyone's turn, and its module is not imported to learn so (issue 32).
    setup_kinds: ClassVar[frozenset] = frozenset()
    # The kinds of its room's actions played at any moment of anyone's turn, whoever plays them
    # (Outrage is paid by the faction that moved in, 8.2.6; the Vagabond's hits, taken in
    # another's battle, 9.2.7): the turn has nothing to say of them, and no module of its room
    # is imported to learn so (rootboard.game.turns.check reads this off the room of the action
    # played, not off the faction that plays it).
    any_moment_kinds: ClassVar[frozenset] = frozenset()

    def standard_setup(self, ctx):
        """Its Standard Setup (its chapter's Faction Setup): a script of setup steps."""
        script = self._setup_script("standard_setup")
        if script is None:
            return
            yield  # a script with no step is still a generator
        return (yield from script(self, ctx))

    def after_hands(self, ctx) -> None:
        """What its setup does once the starting hands are dealt (the Alliance's supporters drawn
        from the deck, 8.3.4): nothing by default."""
        script = self._setup_script("after_hands")
        if script is not None:
            script(self, ctx)

    def advanced_setup(self, ctx):
        """Its faction setup card (16.1.8.II); by default its Standard Setup."""
        script = self._setup_script("advanced_setup")
        if script is None:
            return (yield from self.standard_setup(ctx))
        return (yield from script(self, ctx))

    def _setup_script(self, name: str):
        return getattr(import_module(self.setups), name, None) if self.setups else None


ROOMS = "rootboard.game.factions."  # each faction's room: rootboard/game/factions/<room>/


def room_of(thing) -> str | None:
    """The room whose code defines ``thing`` (an action's class) or its class (an action, a
    faction's record); None for one of the core (a move, a card drawn) or of a bot. Each faction
    is a room, and what the notation writes and reads of it is its room's (the Rootlog writer's
    and reader's rooms, rootboard/notation/export/rooms.py, rootboard/notation/translate/rooms.py)."""
    module = (thing if isinstance(thing, type) else type(thing)).__module__
    if not module.startswith(ROOMS):
        return None
    return module[len(ROOMS):].split(".", 1)[0]


def close_matches(typed: str, names) -> list[str]:
    """The names most like a near miss ("marqise": marquise), for a did-you-mean."""
    from rootboard.board.mapfile import close_matches as close

    return close(typed, names, cutoff=0.75)


def held_by_others(state: GameState, owner: str, piece: str) -> int:
    """``owner``'s ``piece`` out of its supply on other factions' boards (``Faction.holds``):
    a faction's own count of what it keeps out (officers, acolytes) leaves them aside."""
    # Asked only of the players whose rules hold others' pieces (the Riverfolk's payments, 11.2.6.I).
    return sum(f.holds(state, owner, piece) for f in state.law.asked(state, "holds")
               if f.id != owner and f.id in state.factions)

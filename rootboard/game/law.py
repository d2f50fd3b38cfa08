"""The Law of a game: the factions that can play, the map's own pieces, the actions there are
(the generic ones and each faction's own) and the effects (cards, and the services factions
sell); what a game is played under.

A game is given its :class:`Law` when it is made or read (``GameState.law``), as it is given
its board: :func:`rules_for` is how the core reaches it, and through it the factions' hooks
(:class:`rootboard.game.faction.Faction`). It is built in one place,
:mod:`rootboard.game.factions`, which names every faction explicitly. Kept apart from the
faction's record: a faction changes with its rules, the Law with how a game gathers them.
"""

from __future__ import annotations

from functools import cached_property
from importlib import import_module

from rootboard.errors import BadInput
from rootboard.game.faction import Effect, Faction, close_matches
from rootboard.i18n import current, folded, pgettext, typed_names
from rootboard.messages import Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Iterable, Iterator

    GameState = Any  # rootboard.game.state.GameState, which imports this module: only named here

NO_SUCH_FACTION = Template("input.no-such-faction", "unknown faction {name!r}; known: {choices:faction}")
NO_SUCH_FACTION_MEANT = Template("input.no-such-faction-meant", "unknown faction {name!r}; {meant} Known: {choices:faction}")
NOT_IN_THIS_GAME = Template("input.faction-not-in-game", "{who:faction} {who:faction|sg=is|pl=are} not in this game; its "
                            "factions: {choices:faction}")


class Law:
    """The factions there are, the map's own pieces, the actions and the effects: what a game
    is played under. Looked up by id; ``parse`` reads a name typed on the command line."""

    def __init__(self, factions: Iterable[Faction], map_pieces: Faction, actions: Iterable[type] = (),
                 effects: Iterable[Effect] = (), battle_effects: Iterable = ()):
        factions = tuple(factions)
        self._factions = {f.id: f for f in (*factions, map_pieces)}
        if len(self._factions) != len(factions) + 1:
            raise ValueError("two factions with one id")
        self.map = map_pieces
        self.kinds = {(f.id, p.name): p.kind for f in self._factions.values() for p in f.pieces}
        self.effects: dict[str, Effect] = {e.id: e for e in (*effects, *(s for f in factions for s in f.services))}
        self._actions, self._battle_effects = tuple(actions), tuple(battle_effects)
        self._base = (factions, map_pieces, tuple(actions), tuple(effects), tuple(battle_effects))
        # Law.action: the actions found so far by kind, and the lists not imported yet.
        self._found: dict[str, type] = {}
        self._unread = [*self._actions, *(a for f in self._factions.values() for a in f.actions)]
        self._answering: dict[tuple, list] = {}  # Law.asked: hooks -> who answers them, and among the factions asked last

    @cached_property
    def actions(self) -> dict[str, type]:
        """Every action by kind: the generic ones, battle and each faction's own. Imported
        the first time a command reads, judges or applies one, never to show a position."""
        found: dict[str, type] = {}
        for action in (*loaded(self._actions), *(a for f in self._factions.values() for a in loaded(f.actions))):
            if found.setdefault(action.kind, action) is not action:
                raise ValueError(f"two actions of kind {action.kind!r}")
        return found

    def action(self, kind: str) -> type | None:
        """The action of ``kind``, or None: the lists of actions imported one at a time, in the
        order :attr:`actions` reads them, until one has it. A game file's history that names
        only everyone's actions (a move, the end of a turn) is read without importing battle
        or any faction's own actions; one that names a faction's imports that faction's."""
        if "actions" in self.__dict__:  # all imported already
            return self.actions.get(kind)
        while kind not in self._found and self._unread:
            for action in loaded((self._unread.pop(0),)):
                self._found.setdefault(action.kind, action)
        return self._found.get(kind)

    def action_references(self) -> list[str]:
        """Where each of its actions is written ("module:NAME", or module:Class for one given
        as a class), sorted, without importing one: what a proof of a history is keyed on."""
        return sorted({item if isinstance(item, str) else f"{item.__module__}:{item.__qualname__}"
                       for item in (*self._actions, *(a for f in self._factions.values() for a in f.actions))})

    @cached_property
    def battle_effects(self) -> dict:
        """What the table declares in a battle: the factions' (their abilities) and the cards'."""
        found: dict = {}
        for effect in (*loaded(self._battle_effects),
                       *(e for f in self._factions.values() for e in loaded(f.battle_effects))):
            if found.setdefault(effect.id, effect) is not effect:
                raise ValueError(f"two battle effects called {effect.id!r}")
        return found

    def __getitem__(self, fid: str) -> Faction:
        return self._factions[fid]

    def __contains__(self, fid: object) -> bool:
        return fid in self._factions

    def __iter__(self) -> Iterator[Faction]:
        return iter(self._factions.values())

    def get(self, fid: str) -> Faction | None:
        return self._factions.get(fid)

    @property
    def players(self) -> list[Faction]:
        """The factions players play (seated), in the Law's order."""
        return [f for f in self._factions.values() if f.seated]

    def present(self, state: GameState) -> list[Faction]:
        """The factions of ``state``: the players in seating order, then the hirelings."""
        return [self._factions[f] for f in state.in_game]

    def asked(self, state: GameState, *hooks: str) -> list[Faction]:
        """The factions of ``state`` (in :meth:`present`'s order) whose rules may answer one of
        ``hooks``: those whose class overrides :class:`Faction`'s, which has nothing to say (None,
        nothing, False) for a faction its rule does not concern. The core asks these instead of
        every faction present: a move, a placement and a verdict each asked the game's factions
        some ten hooks that only one or two of them answer (issue 32). Worked out once per Law
        and hooks, from the classes: a faction added (``with_faction``) is a new Law."""
        found = self._answering.get(hooks)
        if found is None:
            answering = frozenset(fid for fid, f in self._factions.items()
                                  if any(getattr(type(f), hook) is not getattr(Faction, hook) for hook in hooks))
            found = self._answering[hooks] = [answering, None, None, []]
        # The list made for the game's factions last asked about, kept while they are the same
        # (a game's seats change only by a hireling hired): compared, never trusted.
        if found[1] != state.factions or found[2] != state.hirelings:
            found[1:] = [list(state.factions), list(state.hirelings),
                         [self._factions[f] for f in state.in_game if f in found[0]]]
        return found[3]

    def parse(self, name: str, among: Iterable[str] | None = None) -> Faction:
        """The faction called ``name`` on the command line: its id, or its name in English or in
        the run's language ("markiezin", "los Córvidos"). BadInput names the factions ``among``
        (a game's; the players' when not given), never all the Law's hirelings."""
        key = name.strip().lower()
        if key in self._factions:
            return self._factions[key]
        names = self.typed_names()
        typed = folded(name)
        for form in (typed, typed.split("-", 1)[-1]):  # "de kraaien": the article may be typed
            if form in names:
                return self._factions[names[form]]
        choices = list(among) if among is not None else [f.id for f in self.players]
        raise self._unknown(name, typed, names, choices)

    def typed_names(self) -> dict[str, str]:
        """Every way a faction may be typed in the run's language (folded) -> its id."""
        names: dict[str, str] = {}
        for f in self._factions.values():
            # a hireling by either side of its card too ("Bospatrouille", "Katachtige Artsen")
            cards = [" ".join(w.capitalize() for w in alias.split("-")) for alias in f.aliases()]
            for n in (*typed_names("term.faction", f.short), *typed_names("term.faction-title", f.title), f.id,
                      *(n for card in cards for n in typed_names("term.card", card))):
                names.setdefault(n, f.id)
        return names

    def parse_in(self, state: GameState, name: str, extra: Iterable[str] = ()) -> Faction:
        """The faction of ``state`` called ``name`` (or one of ``extra``, such as the map): by
        id, or a hireling by either side of its card; BadInput lists this game's factions."""
        choices = [*state.in_game, *extra]
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        names = {alias: fid for fid in choices for alias in self._factions[fid].aliases()}
        typed = self.typed_names()  # its name in English or the run's language: "markiezin", "los Córvidos"
        names.update({n: fid for n, fid in typed.items() if fid in choices and n not in names})
        said = folded(name)
        for form in (key, said, said.split("-", 1)[-1]):  # "de kraaien": the article may be typed
            if form in names:
                return self._factions[names[form]]
        known = self._factions.get(key) or self._factions.get(typed.get(said, typed.get(said.split("-", 1)[-1], "")))
        if known is not None:
            raise BadInput(NOT_IN_THIS_GAME(who=known.id, choices=choices))
        raise self._unknown(name, said, names, choices)

    def _unknown(self, name: str, typed: str, names: dict[str, str], choices: list[str]) -> BadInput:
        """The error for a faction ``name`` not known: the factions ``choices``, and those of
        ``names`` (typed form -> id) most like it, in the run's language, as a did-you-mean."""
        close = close_matches(typed, names)
        if not close:
            return BadInput(NO_SUCH_FACTION(name=name, choices=choices))
        from rootboard.board.mapfile import did_you_mean

        meant = did_you_mean(sorted({pgettext("term.faction", self._factions[names[c]].short, current())
                                     for c in close}))
        return BadInput(NO_SUCH_FACTION_MEANT(name=name, meant=meant, choices=choices))

    def with_faction(self, faction: Faction) -> "Law":
        """This Law with one more faction (a fan faction, tried out)."""
        factions, map_pieces, actions, effects, battle_effects = self._base
        return Law((*factions, faction), map_pieces, actions, effects, battle_effects)

    def with_seat_played_by(self, faction: Faction) -> "Law":
        """This Law with ``faction`` in place of the faction of its id: a seat a bot plays
        (rootboard.game.bots), the same pieces under its own turn and rules."""
        factions, map_pieces, actions, effects, battle_effects = self._base
        if faction.id not in {f.id for f in factions}:
            raise ValueError(f"no faction {faction.id!r} to seat a bot at")
        return Law(tuple(faction if f.id == faction.id else f for f in factions), map_pieces, actions, effects,
                   battle_effects)


def loaded(items: Iterable) -> list:
    """``items`` with each "module:NAME" replaced by what its module names so (a tuple is
    spread): a faction's actions and battle abilities are imported only when asked for."""
    found: list = []
    for item in items:
        if isinstance(item, str):
            module, name = item.split(":")
            item = getattr(import_module(module), name)
            found.extend(item if isinstance(item, tuple) else (item,))
        else:
            found.append(item)
    return found


def rules_for(state: GameState) -> Law:
    """The Law ``state`` is played under: what the core asks instead of comparing ids."""
    return state.law

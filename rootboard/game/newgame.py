"""A new game: the map's own pieces where the map says, every faction's pieces in its supply."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.board.topology import Topology
from rootboard.game.mapref import MapReference, open_map
from rootboard.game.hirelings import MARKER_SPACES, excluded, is_named
from rootboard.i18n import folded
from rootboard.game.law import Law
from rootboard.game.factions import LAW
from rootboard.game.kinds import MAP, SUITS, SUPPLY
from rootboard.game.state import TRACK, GameState, shift
from rootboard.messages import Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable

DEFAULT_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")  # the base game's four

NOT_A_PLAYER = Template("input.not-a-player", "{faction!r} is not a player faction; players: {players}")
NO_FACTIONS = Template("input.no-factions", "a game needs at least one faction")
FACTION_TWICE = Template("input.faction-twice", "a faction is listed twice: {factions}")
HIRELINGS_RANGE = Template("input.hirelings-range", "a game has 0 to 3 hirelings, not {hirelings}")
NOT_A_HIRELING_CARD = Template("input.not-a-hireling-card", "unknown hireling {name!r}; hirelings: {choices}")
NOT_A_HIRELING_CARD_MEANT = Template("input.not-a-hireling-card-meant", "unknown hireling {name!r}; {meant} Hirelings: {choices}")
DEMOTED_NOT_IN_GAME = Template("input.demoted-not-in-game", "{demoted} cannot be demoted: not among this game's "
                               "hirelings ({hirelings})")
HIRELING_EXCLUDES = Template("input.hireling-excludes", "{faction:faction} {faction:faction|sg=plays|pl=play} beside the {hireling:card}: Advanced Setup "
                             "keeps a faction out while its hireling is in play")


def new_game(map_name: str | Topology, factions: Iterable[str] = DEFAULT_FACTIONS, seed: int | None = None,
             hirelings: int | Iterable[str] = 0, demoted: Iterable[str] = (), law: Law | None = None,
             suits: dict[int, str] | None = None) -> GameState:
    """A game on ``map_name`` (a shipped map's name, a map file, or a board already derived)
    with the map's own pieces where the map says (16.2).

    Ruins on R slots (2.2.4); the Ferry on its coastal corner (16.2.2.I); the Tower on the
    Pass (16.2.3.I); closed-path markers on the darker paths (16.2.3.I). Every faction's
    pieces start in its supply; the seating order is the order given, and the first faction
    takes the first turn. Suits: printed ones if the board has them for every clearing,
    otherwise the 12 suit markers shuffled with ``seed`` (16.1.1). A map file that is not
    shipped is kept by its resolved path and the SHA-256 of its bytes, so the game opens
    from any folder and knows when the file has changed.

    ``hirelings``: the named hirelings in play (16.1.6), their markers on 4, 8 and 12 of the
    score track (16.1.6.IV), those in ``demoted`` on their demoted side (16.1.6.II); or a
    number, for that many unnamed hirelings (hireling1..N) whose control is set by hand.
    ``law``: what the game is played under (every faction there is; a fan faction added).
    ``suits``: the clearings' suits as a record of the game gives them (a Rootlog's header):
    then they are the game's and no markers are shuffled (issue 32: a replay imports no
    ``random``).
    """
    law = LAW if law is None else law
    reference = MapReference(map_name.board.name, map_name) if isinstance(map_name, Topology) else open_map(map_name)
    board = reference.topology.board
    chosen = [law.parse(f).id for f in factions]
    players = [f.id for f in law.players]
    for fid in chosen:
        if fid not in players:
            raise BadInput(NOT_A_PLAYER(faction=fid, players=players))
    if not chosen:
        raise BadInput(NO_FACTIONS())
    if len(set(chosen)) != len(chosen):
        raise BadInput(FACTION_TWICE(factions=chosen))
    hired = _hirelings(hirelings, law)
    down = {hireling_id(h, law) for h in demoted}
    if not down <= set(hired):
        raise BadInput(DEMOTED_NOT_IN_GAME("16.1.6.II", demoted=sorted(down - set(hired)), hirelings=hired))
    if seed is None:
        import random  # only a game made without a seed (a replayed log names its own, issue 32)

        seed = random.SystemRandom().randrange(2**31)
    state = GameState(map_name=reference.name, factions=chosen, hirelings=hired,
                      suits=_setup_suits(board, seed) if suits is None else suits, seed=seed,
                      topology=reference.topology, law=law, map_digest=reference.digest)
    state.scores = {fid: 0 for fid in chosen}
    state.controllers = {h: None for h in state.hirelings}
    state.demoted = down
    if any(is_named(h) for h in hired):
        state.hireling_markers = {TRACK: list(MARKER_SPACES)}  # 16.1.6.IV
    for key, n in state.inventory().items():
        state.supply[key] = n
    setup = []
    for cid, c in board.clearings.items():
        if c.ruins:
            setup.append(shift((MAP, "ruin"), SUPPLY, cid, c.ruins))
    if board.ferry_start is not None:
        setup.append(shift((MAP, "ferry"), SUPPLY, board.ferry_start, 1))
    if board.tower_clearing is not None:
        setup.append(shift((MAP, "tower"), SUPPLY, board.tower_clearing, 1))
    state.apply(setup)
    state.closed_paths = {p.key for p in board.closed_paths}
    return state


def hireling_id(name: str, law: Law = LAW) -> str:
    """A hireling as typed ("Forest Patrol", "forest_patrol") to its id; BadInput lists them."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if key in law and law[key].hireling:
        return key
    named = law.typed_names().get(folded(name))  # its name in the run's language: "Bospatrouille"
    if named is not None and law[named].hireling:
        return named
    choices = [f.id for f in law if f.hireling and is_named(f.id)]
    from rootboard.board.mapfile import close_matches, did_you_mean

    close = close_matches(key, choices)  # a letter missed: the ids --hirelings takes
    if close:
        raise BadInput(NOT_A_HIRELING_CARD_MEANT(name=name, meant=did_you_mean(close), choices=choices))
    raise BadInput(NOT_A_HIRELING_CARD(name=name, choices=choices))


def _hirelings(hirelings: int | Iterable[str], law: Law) -> list[str]:
    if isinstance(hirelings, int):
        if not 0 <= hirelings <= 3:
            raise BadInput(HIRELINGS_RANGE("16.1.6", hirelings=hirelings))
        return [f"hireling{n}" for n in range(1, hirelings + 1)]
    hired = [hireling_id(h, law) for h in hirelings]
    if len(set(hired)) != len(hired) or len(hired) > 3:
        raise BadInput(HIRELINGS_RANGE("16.1.6", hirelings=len(hired)) if len(hired) > 3
                       else FACTION_TWICE(factions=hired))
    return hired


def exclusion_notes(state: GameState) -> list:
    """Factions playing beside the hireling that keeps them out at setup (16.1.6.V): a game
    made by hand may hold them (the Advanced Setup never deals them so); said, not refused."""
    return [HIRELING_EXCLUDES("16.1.6.V", hireling=h, faction=f)
            for h in state.hirelings for f in excluded(h) if f in state.factions]


def _setup_suits(board, seed: int) -> dict[int, str]:
    printed = {cid: c.suit for cid, c in board.clearings.items()}
    if all(printed.values()):
        return printed  # Autumn: printed suits (RULES.md 5.1 recommends this default)
    import random  # only a map without printed suits (issue 32: not at every start)

    markers = [SUITS[n % 3] for n in range(len(printed))]  # 4 of each on 12 clearings (B.1)
    random.Random(seed).shuffle(markers)
    return dict(zip(sorted(printed), markers))

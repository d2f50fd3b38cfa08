"""Commands that play: new, place, remove, move, open-path, end-turn, undo, redo, rule,
legal, status, log, pieces, and the state toggles the Law needs (phase, hostile, effect,
control, score).

Exit status: 0 legal (and, unless --dry-run, applied and saved); 1 refused, with
``Law SECTION: reason`` on stderr and the file unchanged; 2 bad input (unknown faction,
piece, area or file), from the RootboardError the core raises.
"""

from __future__ import annotations

import argparse
import json
import sys

import rootboard.game.terms  # noqa: F401  (the words of what this command says)
from rootboard.board.topology import BURROW
from rootboard.game.law import rules_for
from rootboard.game.factions import FACTIONS, LAW, NAMED_HIRELINGS, PLAYER_FACTIONS, faction
from rootboard.game.factions.vagabond.board import DAMAGED, SATCHEL, TRACK, vagabonds_report
from rootboard.game.hirelings import excluded, showing, title as hireling_title
from rootboard.game.kinds import MAP
from rootboard.game.landmarks import reminder, standing
from rootboard.game.display import position_display
from rootboard.game.rules import ruling, rulings
from rootboard.game.state import PHASES, TRACK as SCORE_TRACK, GameState, area_name
from rootboard.game.verdict import Verdict
from rootboard.loading import load
from rootboard.cli import count_argument, seed_argument, whole_number
from rootboard.cli.choices import choice_argument
from rootboard.cli.replacing import add_replace_argument, refuse_replacing_played
from rootboard.errors import BadInput
from rootboard.game.terms import faction_name, faction_title, kind_name, piece_name, pieces_said
from rootboard.i18n import N_, current, ntr, tr
from rootboard.i18n.sections import section as local_section
from rootboard.messages import Template, fill, render, text

EXIT_OK, EXIT_REFUSED = 0, 1
FACTION_NAMES = " ".join(f.id for f in PLAYER_FACTIONS)
HIRELING_NAMES = [h.id for h in NAMED_HIRELINGS]
# Looked up when the parser is built, in the language of the run.
AREA_HELP = N_("cli.help", "a clearing number, a forest id such as 1_9_10_12, a path such as 1-5 (Highway Bandits), "
                           "or 'burrow'")

FORESTS_HAVE_NO_RULE = Template("cli.forests-have-no-rule", "forests have no rule: rule is of clearings; "
                                "{where:area} is a forest")


def load_game(path: str) -> GameState:
    """The game in ``path``; what the reader noticed and accepted (a map file changed since
    the game was saved) goes to stderr, once, before the command's own output."""
    loaded = load(path)
    for note in loaded.notes:
        print(f"rootboard: {path}: {render(note)}", file=sys.stderr)
    return loaded.state


def _actions():
    """The actions, imported when a command makes one: showing a position never needs them."""
    from rootboard.game import actions

    return actions


def _vagabond_actions():
    from rootboard.game.factions.vagabond import actions

    return actions


def register(sub) -> None:
    p = sub.add_parser("new", help=tr("cli.help", "start a game file on a map"),
                       description=tr("cli.help", "Start a game: the map's own pieces (ruins, Ferry, Tower, "
                                                  "closed-path markers) where the map says, every faction's pieces in its supply."))
    p.add_argument("map", metavar="MAP",
                   help=tr("cli.help", "a shipped map (autumn, winter, lake, mountain) or a map file"))
    p.add_argument("-o", "--output", required=True, metavar="GAME.json", help=tr("cli.help", "the game file to write"))
    add_replace_argument(p)
    p.add_argument("--factions", default="marquise,eyrie,alliance,vagabond", metavar="LIST",
                   help=tr("cli.help", "seating order, comma-separated; the first takes the first turn. Names: {names}")
                   .format(names=FACTION_NAMES))
    p.add_argument("--seed", type=seed_argument, help=tr("cli.help", "seed for the shuffled suit markers (16.1.1)"))
    p.add_argument("--names", default="", metavar="LIST",
                   help=tr("cli.help", "the players' names, comma-separated, in the order of --factions; kept in the game file"))
    p.add_argument("--hirelings", default="", metavar="LIST",
                   help=tr("cli.help", "the hirelings in play, comma-separated (up to 3, 16.1.6): {names}; a number N "
                                       "gives N unnamed hirelings (hireling1..N), as older games had")
                   .format(names=" ".join(HIRELING_NAMES)))
    p.add_argument("--demoted", default="", metavar="LIST",
                   help=tr("cli.help", "hirelings on their demoted side (16.1.6.II)"))
    choice_argument(p, "--deck", choices=("standard", "exiles"), default="standard",
                       help=tr("cli.help", "the standard deck or the Exiles and Partisans deck (16.1.2)"))
    p.add_argument("--character", action="append", default=[], metavar="VAGABOND=NAME",
                   help=tr("cli.help", "a Vagabond's character and its starting items (9.3.1, 16.3), e.g. vagabond=thief; "
                                       "repeat for vagabond2 (later: 'rootboard character')"))
    p.set_defaults(run=run_new)

    p = _action_parser(sub, "place", tr("cli.help", "place pieces from a faction's supply (16.6.19)"))
    _piece_args(p)
    p.add_argument("--face-up", action="store_true",
                   help=tr("cli.help", "Corvid plots: place face up (default face down, 13.5.2)"))
    p.set_defaults(run=run_place)

    p = _action_parser(sub, "remove", tr("cli.help", "remove pieces to their supply, or out of the game (16.6.22)"))
    _piece_args(p)
    p.add_argument("--in-battle", action="store_true",
                   help=tr("cli.help", "the removal is a battle's hit (the warlord, 14.2.2)"))
    p.add_argument("--by", metavar="FACTION",
                   help=tr("cli.help", "who removes: a hireling scores its controller nothing (16.4.3.VI)"))
    p.set_defaults(run=run_remove)

    p = _action_parser(sub, "move", tr("cli.help", "move warriors or a pawn from one area to an adjacent one (4.2)"))
    p.add_argument("faction", metavar="FACTION", help=FACTION_NAMES)
    p.add_argument("origin", metavar="FROM", help=tr(*AREA_HELP))
    p.add_argument("destination", metavar="TO", help=tr(*AREA_HELP))
    p.add_argument("--count", type=count_argument, default=1, metavar="N",
                   help=tr("cli.help", "how many pieces move (default 1)"))
    p.add_argument("--piece", metavar="KIND", help=tr("cli.help", "which piece (default: warrior; the Vagabond: pawn)"))
    p.add_argument("--slip", action="store_true",
                   help=tr("cli.help", "the Vagabond's Birdsong Slip (9.4.2); without it a "
                                       "Vagabond move is his Daylight Move (9.5.1)"))
    p.add_argument("--ferry", action="store_true",
                   help=tr("cli.help", "take the Lake's Ferry to another coastal clearing (16.2.2.V)"))
    p.add_argument("--carry", action="append", default=[], metavar="RELIC",
                   help=tr("cli.help", "Keepers: a relic carried by a moving warrior (15.2.4); repeat for more"))
    p.add_argument("--with", dest="ally", metavar="FACTION",
                   help=tr("cli.help", "the Vagabond: an Allied faction whose "
                                       "warriors move with him from the same clearing (9.2.9.II.b)"))
    p.add_argument("--with-count", type=count_argument, default=1, metavar="N",
                   help=tr("cli.help", "how many of its warriors go with him (default 1)"))
    p.set_defaults(run=run_move)

    p = _action_parser(sub, "open-path", tr("cli.help", "remove a closed-path marker on the Mountain (16.2.3.III), "
                                                        "as the faction on turn, in its Daylight"))
    p.add_argument("a", type=whole_number, metavar="A")
    p.add_argument("b", type=whole_number, metavar="B")
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().OpenPath(args.a, args.b)))

    p = _action_parser(sub, "end-turn", tr("cli.help", "end the turn: Pass scoring (16.2.3.IV), next faction's Birdsong"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().EndTurn(walk=True)))

    p = _action_parser(sub, "phase", tr("cli.help", "set or advance the phase of the current turn (1.4.1); from then on "
                                                    "the phase is tracked and checked: Slip in Birdsong, Vagabond Move and closed-path "
                                                    "removal in Daylight (a new game leaves it untracked and trusts the action as declared)"))
    choice_argument(p, "phase", nargs="?", choices=PHASES, term="phase", help=tr("cli.help", "default: the next phase"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().AdvancePhase(args.phase, walk=True)))

    p = _action_parser(sub, "score", tr("cli.help", "add (or with a negative number take) victory points (3.2)"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("points", type=whole_number, metavar="POINTS")
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().Score(_in_game(s, args.faction), args.points)))

    p = _action_parser(sub, "hostile", tr("cli.help", "record that a faction is Hostile to a Vagabond (9.2.9.III): "
                                                      "his Move into its warriors costs +1 boot"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr("cli.help", "vagabond or vagabond2"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("--off", action="store_true", help=tr("cli.help", "no longer Hostile"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _vagabond_actions().SetHostile(
        _in_game(s, args.vagabond), _in_game(s, args.faction), not args.off)))

    p = _action_parser(sub, "effect", tr("cli.help", "record a card or service the app cannot see: "
                                                     "boat-builders (rivers are paths, 16.4.3.V), riverboats (rivers are paths this "
                                                     "turn, 11.2.7.II), mercenaries (Riverfolk warriors rule for the buyer this turn, 11.2.7.III)"))
    p.add_argument("faction", metavar="FACTION")
    choice_argument(p, "effect", choices=sorted(LAW.effects), term="effect")
    p.add_argument("--off", action="store_true", help=tr("cli.help", "the effect ends"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().SetEffect(
        _in_game(s, args.faction), args.effect, not args.off)))

    p = _action_parser(sub, "control", tr("cli.help", "set who controls a hireling by hand (16.4.3.I); 'none' for uncontrolled"))
    p.add_argument("hireling", metavar="HIRELING", help=tr("cli.help", "a hireling of the game, such as forest-patrol"))
    p.add_argument("controller", metavar="FACTION")
    p.add_argument("--markers", type=whole_number, metavar="N",
                   help=tr("cli.help", "the control markers on its card (16.4.1.II)"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().Control(
        _hireling(args.hireling), None if args.controller == "none" else _in_game(s, args.controller), args.markers)))

    p = _action_parser(sub, "hire", tr("cli.help", "a player gains a hireling and rolls for control (16.4.1): at the end of the "
                                                   "turn its score entered 4, 8 or 12, or when one is passed to it"))
    p.add_argument("hireling", metavar="HIRELING")
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("--pips", type=whole_number, required=True, metavar="N",
                   help=tr("cli.help", "all the pips the control die shows"))
    p.add_argument("--gold", type=whole_number, required=True, metavar="N", help=tr("cli.help", "the gold pips among them"))
    p.set_defaults(run=lambda args: _run_action(args, lambda s: _actions().Hire(
        _hireling(args.hireling), _in_game(s, args.faction), args.pips, args.gold)))

    for name, helptext, codes in (
            ("undo", tr("cli.help", "undo the last action"),
             tr("cli.help", "Exit 0 undone and saved, 1 nothing to undo (file unchanged), 2 bad input.")),
            ("redo", tr("cli.help", "redo the last undone action"),
             tr("cli.help", "Exit 0 redone and saved, 1 nothing to redo (file unchanged), 2 bad input."))):
        p = sub.add_parser(name, help=helptext, description=f"{helptext}. {codes}")
        p.add_argument("game", metavar="GAME.json")
        p.set_defaults(run=run_undo_redo)

    p = sub.add_parser("rule", help=tr("cli.help", "who rules each clearing, and why (2.5)"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("clearing", nargs="?", metavar="CLEARING")
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", '{"7": {"ruler": ..., "section": ..., "reason": ...}}'))
    p.set_defaults(run=run_rule)

    p = sub.add_parser("legal", help=tr("cli.help", "every legal destination of one piece from an area"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("origin", metavar="FROM", help=tr(*AREA_HELP))
    p.add_argument("--piece", metavar="KIND", help=tr("cli.help", "which piece (default: warrior; the Vagabond: pawn)"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_legal)

    p = sub.add_parser("status", help=tr("cli.help", "whose turn, scores, Ferry, closed paths, pieces per area"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("--json", action="store_true")
    p.add_argument("--as", dest="viewer", metavar="FACTION",
                   help=tr("cli.help", "show what only this faction may see (the kinds of the Corvids' "
                                       "face-down plots); without it, what the whole table sees"))
    p.set_defaults(run=run_status)

    p = sub.add_parser("log", help=tr("cli.help", "the action log"))
    p.add_argument("game", metavar="GAME.json")
    p.set_defaults(run=run_log)

    p = sub.add_parser("ledger", help=tr("cli.help", "every victory point with its cause, its Law section and its turn (3.2)"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("--faction", metavar="FACTION", help=tr("cli.help", "only this faction's points"))
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", "as JSON: every line with its entry, faction, points, Law section, round "
                                       "and turn; the starting points and the winner"))
    p.set_defaults(run=run_ledger)

    p = sub.add_parser("pieces", help=tr("cli.help", "the factions' pieces and how many are in the box"))
    p.add_argument("faction", nargs="?", metavar="FACTION",
                   help=tr("cli.help", "{factions}, a hireling ({hirelings}) or map").format(
        factions=FACTION_NAMES, hirelings=" ".join(HIRELING_NAMES)))
    p.set_defaults(run=run_pieces)


def _action_parser(sub, name: str, helptext: str) -> argparse.ArgumentParser:
    from rootboard.game import modes
    p = sub.add_parser(name, help=helptext, description=tr(
        "cli.help", "{help}. Exit 0 legal (applied and saved unless --dry-run), 1 refused (file unchanged), "
                    "2 bad input.").format(help=helptext))
    p.add_argument("game", metavar="GAME.json")
    choice_argument(p, "--mode", choices=modes.MODES, default=modes.ENFORCE,
                       help=tr("cli.help", "enforce: refuse illegal actions (default); teach: apply them with the warning logged"))
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help", "check only; change nothing"))
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", 'print the verdict as {"legal", "section", "reason"}'))
    return p


def _piece_args(p) -> None:
    p.add_argument("faction", metavar="FACTION",
                   help=tr("cli.help", "{factions}, a hireling such as highway-bandits, or map "
                                       "(ruins, landmarks)").format(factions=FACTION_NAMES))
    p.add_argument("piece", metavar="PIECE", help=tr("cli.help", "a piece name as `rootboard pieces FACTION` lists it"))
    p.add_argument("where", metavar="WHERE", help=tr(*AREA_HELP))
    p.add_argument("--count", type=count_argument, default=1, metavar="N", help=tr("cli.help", "how many (default 1)"))


def _hireling(name: str) -> str:
    from rootboard.game.newgame import hireling_id
    return name if name.startswith("hireling") else hireling_id(name)


def _in_game(state: GameState, name: str, allow_map: bool = False) -> str:
    if name in state.in_game or (allow_map and name == MAP):  # an id, as scripts type it
        return name  # without building every name of every faction in the run's language (10 ms)
    return rules_for(state).parse_in(state, name, extra=(MAP,) if allow_map else ()).id


# --- actions ---------------------------------------------------------------------------------

def _run_action(args, build) -> int:
    # Read, check and write under the file's lock: a command run at the same moment on the
    # same game waits its turn, then reads what this one wrote, so no action is lost. The save
    # proves what it wrote (rootboard.loading.save): the next command opens it proved.
    from rootboard.gamefile.file import changing
    from rootboard.game import replay
    from rootboard.loading import save
    with changing(args.game):
        state = load_game(args.game)
        action = build(state)
        outcome = replay.perform(state, action, args.mode, dry_run=args.dry_run)
        if outcome.applied:
            save(state, args.game)
    _report(outcome.verdict, args.json, outcome.applied, args.dry_run)
    ok = outcome.applied or (args.dry_run and outcome.verdict.legal)
    return EXIT_OK if ok else EXIT_REFUSED


def _report(verdict: Verdict, as_json: bool, applied: bool, dry_run: bool) -> None:
    if as_json:
        print(json.dumps(_verdict_json(verdict)))
    if not verdict.legal:
        if applied:
            print(tr("cli", "WARNING (teach mode, applied anyway): {reason}").format(reason=render(verdict.message)), file=sys.stderr)
            for note in verdict.notes:  # what it did all the same (a victory, 3.1)
                print("  " + tr("cli", "note: {note}").format(note=render(note)), file=sys.stderr)
        else:
            suffix = "" if verdict.possible else tr("cli", " (not possible even in teach mode)")
            print(f"{render(verdict.message)}{suffix}", file=sys.stderr)
        return
    if not as_json:
        print(render(verdict.message) + (tr("cli", " (dry run: nothing changed)") if dry_run else ""))
        for note in verdict.notes:
            print("  " + tr("cli", "note: {note}").format(note=render(note)))


def run_place(args) -> int:
    from rootboard.game import actions as act
    return _run_action(args, lambda s: act.Place(_piece_request(s, args, face_up=args.face_up)))


def run_remove(args) -> int:
    from rootboard.game import actions as act
    return _run_action(args, lambda s: act.Remove(_piece_request(s, args, in_battle=args.in_battle),
                                                  _in_game(s, args.by) if args.by else None))


def _piece_request(state: GameState, args, **extra):
    from rootboard.game.placement import PieceRequest
    fid = _in_game(state, args.faction, allow_map=True)
    where = state.parse_area(args.where)
    # "garden" / "trade-post" mean the one of the clearing's suit (10.x, 11.x).
    piece = FACTIONS[fid].piece(args.piece, suit=state.suits.get(where)).name
    return PieceRequest(fid, piece, where, args.count, **extra)


def run_move(args) -> int:
    from rootboard.game.movement import MoveRequest
    from rootboard.game import actions as act
    def build(state):
        fid = _in_game(state, args.faction)
        piece = FACTIONS[fid].piece(args.piece or FACTIONS[fid].default_mover()).name
        carry = tuple(FACTIONS[fid].piece(r).name for r in args.carry)
        request = MoveRequest(fid, state.parse_area(args.origin), state.parse_area(args.destination),
                              args.count, piece, args.slip, args.ferry, carry)
        if args.ally:  # the Vagabond's actions, imported only for his move with an ally (9.2.9.II.b)
            from rootboard.game.factions.vagabond.actions import MoveWithAlly
            return MoveWithAlly(request, _in_game(state, args.ally), args.with_count)
        return act.Move(request)
    return _run_action(args, build)


def run_new(args) -> int:
    from rootboard.game.factions.vagabond.actions import SetCharacter
    from rootboard.gamefile.file import changing, save_game
    from rootboard.game.newgame import exclusion_notes, new_game
    from rootboard.game.players import check_names, named, split_names
    refuse_replacing_played(args.output, args.replace)  # before anything is made: nothing played is lost
    names = [n for n in args.factions.replace(",", " ").split() if n]
    hired = [n for n in args.hirelings.split(",") if n.strip()]
    hirelings = int(hired[0]) if len(hired) == 1 and hired[0].strip().isdigit() else hired
    demoted = [n for n in args.demoted.split(",") if n.strip()]
    players = split_names(args.names)
    check_names(players, len(names), "--names")
    state = new_game(args.map, names, seed=args.seed, hirelings=hirelings, demoted=demoted)
    state.players = named(list(state.factions), players)  # --factions is the seating order
    state.deck = args.deck  # 16.1.2
    for given in args.character:  # his board as setup leaves it (9.3.5): part of the start, not of the history
        fid, _, name = given.partition("=")
        action = SetCharacter(_in_game(state, fid.strip()), name.strip())
        verdict = action.check(state)
        if not verdict.legal:
            raise BadInput(verdict.message)
        state.apply(action.edits(state))
    with changing(args.output):  # a game being played in that file waits for no half-made one
        save_game(state, args.output)
    for note in exclusion_notes(state):
        print(tr("cli", "note: {note}").format(note=render(note)), file=sys.stderr)
    print(fill(tr("cli", "{file}: {map:map}, turn order {seating:faction}; {first:faction} {first:faction|sg=takes|pl=take} the first turn"),
               file=args.output, map=state.topology.board.title, seating=list(state.factions), first=state.current))
    return EXIT_OK


def run_undo_redo(args) -> int:
    from rootboard.gamefile.file import changing
    from rootboard.game import replay
    from rootboard.loading import save
    with changing(args.game):
        state = load_game(args.game)
        done = (replay.undo if args.command == "undo" else replay.redo)(state)
        if done is not None:
            save(state, args.game)  # proved: the history is the one loaded, only its cursor moved
    if done is None:
        print(tr("cli", "nothing to undo") if args.command == "undo" else tr("cli", "nothing to redo"), file=sys.stderr)
        return EXIT_REFUSED
    # What the action did, as the log says it (a Message: said here, in the run's language).
    print((tr("cli", "undo: {what}") if args.command == "undo" else tr("cli", "redo: {what}")).format(what=text(done)))
    return EXIT_OK


# --- questions -------------------------------------------------------------------------------

def run_rule(args) -> int:
    state = load_game(args.game)
    if args.clearing is not None:
        where = state.parse_area(args.clearing)
        if not isinstance(where, int) and where != BURROW:
            raise BadInput(FORESTS_HAVE_NO_RULE("2.5", where=where))
        found = {where: ruling(state, where)}
    else:
        found = rulings(state)
    if args.json:
        print(json.dumps({str(k): with_spanish_sections(r.to_json()) for k, r in found.items()}, indent=1))
        return EXIT_OK
    for where, r in found.items():
        print(f"{area_name(where)}: {faction_name(r.ruler)} ({local_section(r.section, current())}) - {text(r.message)}")
    return EXIT_OK


def run_legal(args) -> int:
    from rootboard.game.movement import legal_destinations, via
    state = load_game(args.game)
    fid = _in_game(state, args.faction)
    origin = state.parse_area(args.origin)
    piece = FACTIONS[fid].piece(args.piece or FACTIONS[fid].default_mover()).name
    found = legal_destinations(state, fid, origin, piece)
    if args.json:
        print(json.dumps([{"to": d.area, "by": via(d.request, state), **_verdict_json(d.verdict)} for d in found], indent=1))
        return EXIT_OK
    if not found:
        when = (fill(tr("cli", "{phase:phase} of {who:faction}"), phase=state.phase, who=state.current)
                if state.phase_tracked else fill(tr("cli", "turn of {who:faction}"), who=state.current))
        print(fill(tr("cli", "{who:faction} {piece:piece} in {area:area}: no legal destination now ({when})"),
                   who=fid, piece=piece, area=origin, when=when))
    for d in found:
        print(tr("cli", "{area} by {way}: {verdict}").format(area=area_name(d.area), way=_way(via(d.request, state)),
                                                         verdict=render(d.verdict.message)))
    return EXIT_OK


def _way(how: str) -> str:
    """How a legal destination is reached, in words: 'path', 'slip', 'ferry'..."""
    words = {"path": tr("cli.via", "path"), "river": tr("cli.via", "river"), "tunnel": tr("cli.via", "tunnel"),
             "forest": tr("cli.via", "forest"), "ferry": tr("cli.via", "ferry"), "slip": tr("cli.via", "slip")}
    return words.get(how, how)


def viewer_of(state: GameState, name: str | None) -> str | None:
    """``--as FACTION``: a faction in the game, whose hidden pieces are then shown (13.2.2)."""
    return None if name is None else _in_game(state, name)


def status_report(state: GameState, viewer: str | None = None, lines: list | None = None) -> dict:
    """The position as the table sees it (face-down plots without their kind), or as ``viewer``
    does: the pieces come from the one builder of what is shown (game/display.py). ``lines``:
    the game's ledger (rootboard.game.ledger.ledger), when the caller has read it already."""
    shown = position_display(state, viewer)
    report = {
        "map": state.map_name,
        "turn": {"faction": state.current, "phase": state.phase if state.phase_tracked else None,
                 "phase_tracked": state.phase_tracked, "round": state.round,
                 "seating": list(state.factions)},
        "players": {fid: state.players[fid] for fid in state.factions if fid in state.players},
        "scores": dict(state.scores),
        "ferry": state.ferry,
        "tower": state.tower,
        "closed_paths": [list(k) for k in sorted(state.closed_paths)],
        "used_this_turn": sorted(state.used),
        "suits": {str(c): s for c, s in sorted(state.suits.items())},
        "areas": {_area_key(a): [_stack_json(s) for s in stacks]
                  for a, stacks in [*shown.pieces.items(), *([(BURROW, shown.burrow)] if shown.burrow else [])]},
        "hostile": {k: sorted(v) for k, v in state.hostile.items() if v},
        "effects": {k: sorted(v) for k, v in state.effects.items() if v},
        "controllers": dict(state.controllers),
        "hirelings": [{"name": h, "title": hireling_title(state, h), "demoted": h in state.demoted,
                       "excludes": list(excluded(h)), "controller": state.controllers.get(h),
                       "control_markers": state.control_markers.get(h), "to_roll": h in state.to_roll}
                      for h in state.hirelings],
        "hireling_markers": {k: list(v) for k, v in sorted(state.hireling_markers.items()) if v},
        "landmarks": [{"name": name, "clearing": c, "does": text(reminder(name, c))} for name, c in standing(state)],
        "vagabonds": vagabonds_report(state),  # 9.2: each Vagabond's board (game/vagabond.py)
        "boards": {f: b for f, b in sorted(state.boards.items()) if b},  # the factions' own boards, all public
        "crafted": crafted_report(state),  # 4.1: Crafted Items boxes, cards in play (game/crafted.py)
        "history": {"applied": state.cursor, "undone": len(state.history) - state.cursor},
        "winner": state.winner,  # 3.1, 3.3.1 (rootboard.game.victory)
        "ledger": _ledger_totals(state, lines) if state.cursor else {},  # each score by its causes (rootboard.game.ledger)
    }
    if state.setup is not None:  # what setup dealt and chose (rootboard.setup.record)
        report.update({"homelands": dict(state.setup["homelands"]), "characters": dict(state.setup["characters"])})
    report["deck"] = state.deck  # 16.1.2
    if state.coalitions:  # 9.2.8
        report["coalitions"] = dict(state.coalitions)
    if state.cards:  # the cards at the table, as the viewer sees them (one accessor: rootboard.game.cards.table)
        from rootboard.game.cards.table import cards_view

        report["cards"] = cards_view(state, viewer).to_json()
    return report


def crafted_report(state: GameState) -> dict:
    """What crafting left on the table (4.1), per faction: its Crafted Items box (the Hundreds'
    Hoard, 14.2.4), those of its items exhausted (only when some are) and the crafting pieces
    activated this turn; and what the item supply still
    holds (5.1.5). Its cards in play are the card table's ("cards": one list of them)."""
    crafted = state.crafted
    factions = {}
    for fid in state.factions:
        entry = {"items": list(crafted.boxes.get(fid, ())),
                 "activated": [{"clearing": c, "piece": p, "count": n} for f, c, p, n in crafted.activated if f == fid]}
        if crafted.exhausted.get(fid):  # its items face down (the League of Adventurous Mice): public
            entry["exhausted"] = list(crafted.exhausted[fid])
        if any(entry.values()):
            factions[fid] = entry
    return {"factions": factions, "item_supply": crafted.supply()}


def crafted_lines(state: GameState, report: dict) -> list[str]:
    """One line per faction that crafted something: its items and the pieces it activated; the
    item supply once anything left it. Its cards in play are the card table's lines."""
    from rootboard.game.crafted import ITEM_SUPPLY

    lines = []
    for fid, entry in report["factions"].items():
        parts = []
        if entry["items"]:
            # The Hundreds' Hoard stands in the place of their Crafted Items box (14.2.4).
            parts.append(fill(tr("cli", "Crafted Items: {items:item}"), items=entry["items"]))
        if entry.get("exhausted"):
            parts.append(fill(tr("cli", "exhausted: {items:item}"), items=entry["exhausted"]))
        if entry["activated"]:
            parts.append(tr("cli", "crafting pieces activated this turn: {pieces}").format(pieces=", ".join(
                fill(ntr("cli", "{count} {piece:piece} in {at:area}", "{count} {piece:pieces} in {at:area}", a["count"]),
                     count=a["count"], piece=a["piece"], at=a["clearing"]) for a in entry["activated"])))
        if parts:
            lines.append(fill(tr("cli", "crafted by {who:faction}: {parts}"), who=fid, parts="; ".join(parts)))
    supply = report["item_supply"]
    if supply != ITEM_SUPPLY:
        lines.append(tr("cli", "item supply: {items}").format(items=", ".join(
            f"{n} " + fill(tr("cli", "{item:items}") if n != 1 else tr("cli", "{item:item}"), item=i)
            for i, n in supply.items())))
    return lines


def _stack_json(stack) -> dict:
    entry = {"faction": stack.faction, "piece": stack.piece, "count": stack.count}
    if stack.face_down:  # its kind is the Corvids' to know (13.2.2)
        entry["face_down"] = True
    return entry


def _area_key(area) -> str:
    """An area as status names it: a clearing's number, a forest's id, a path as "A-B" (A < B)."""
    if isinstance(area, tuple):
        a, b = sorted(area)
        return f"{a}-{b}"
    return str(area)


def run_status(args) -> int:
    state = load_game(args.game)
    # Each score by its main causes ('rootboard ledger' lists every point): read once, for the
    # report and the lines below (a long history's every entry; issue 32), and only when there
    # is something to read, so a new game's status does not import the ledger.
    lines = None
    if state.cursor:
        from rootboard.game import ledger
        lines = ledger.ledger(state)
    report = status_report(state, viewer_of(state, args.viewer), lines)
    if args.json:
        print(json.dumps(report, indent=1))
        return EXIT_OK
    board = state.topology.board
    turn = report["turn"]
    if turn["phase"]:
        whose = fill(tr("cli", "{phase:phase} of {who:faction}"), phase=turn["phase"], who=turn["faction"])
    else:
        whose = fill(tr("cli", "turn of {who:faction} (phase not tracked: 'rootboard phase' sets it)"),
                     who=turn["faction"])
    print(fill(tr("cli", "{map:map}, round {round}: {whose} (turn order: {seating:faction})"),
               map=board.title, round=turn["round"], whose=whose, seating=turn["seating"]))
    if report["players"]:
        print(tr("cli", "players: {players}").format(players=", ".join(
            tr("cli", "{faction}: {player}").format(faction=faction_name(f), player=name)
            for f, name in report["players"].items())))
    print(tr("cli", "scores: {scores}").format(scores=", ".join(f"{faction_name(f)} {n}" for f, n in state.scores.items())))
    if lines:
        for said in ledger.summaries(state, lines).values():
            print("  " + render(said))
    if state.winner:  # who won: read only when someone has, so a new game's status does not import it
        from rootboard.game import victory
        print(render(victory.declared(state)))
    if board.lake is not None:
        used = tr("cli", " (used this turn)") if "ferry" in state.used else ""
        print(tr("cli", "Ferry: {area}{used}").format(area=area_name(state.ferry), used=used) if state.ferry
              else tr("cli", "Ferry: not on the map"))
    if board.closed_paths:
        still = ", ".join(f"{a}-{b}" for a, b in sorted(state.closed_paths)) or tr("cli", "none")
        print(tr("cli", "closed paths: {paths}").format(paths=still)
              + (tr("cli", "; one removed this turn") if "open-path" in state.used else ""))
    for vagabond, hostile in report["hostile"].items():  # 9.2.9.III
        print(fill(tr("cli", "Hostile to {vagabond:faction}: {factions:faction}"), vagabond=vagabond, factions=hostile))
    for fid, effects in report["effects"].items():
        print(fill(tr("cli", "effects for {who:faction}: {effects:effect}"), who=fid, effects=effects))
    for h in report["hirelings"]:
        print(_hireling_line(state, h))
    if report["hireling_markers"]:
        print(tr("cli", "hireling markers: {markers}").format(markers="; ".join(
            fill(tr("cli", "{spaces} on the score track"), spaces=", ".join(map(str, v))) if k == SCORE_TRACK
            else fill(tr("cli", "{spaces} taken by {who:faction}"), spaces=", ".join(map(str, v)), who=k)
            for k, v in report["hireling_markers"].items())))
    for lm in report["landmarks"]:
        print(tr("cli", "landmark: {does}").format(does=lm["does"]))
    for fid in (f for f in state.factions if FACTIONS[f].vagabond):
        print(_vagabond_line(fid, report["vagabonds"].get(fid)))
    # A later faction's board, as its room says it (Faction.status_line); a hireling card's (the Exile's items).
    for fid in state.in_game:
        said = state.law[fid].status_line(state)
        if said is not None:
            print(render(said))
            continue
        shown = state.law[fid].board_words(state)  # else what the Turn panel shows of it (the Riverfolk's)
        if shown:
            print(fill(tr("cli", "{who:faction.whose} board:"), who=fid))
            for words in shown:
                print("  " + render(words))
    for line in crafted_lines(state, report["crafted"]):
        print(line)
    print(tr("cli", "deck: {deck}").format(deck=tr("cards.deck", "The standard deck") if state.deck == "standard"
                                          else tr("cards.deck", "The Exiles and Partisans deck")))
    if "cards" in report:
        print("\n".join(_card_lines(report["cards"])))
    for vagabond, partner in report.get("coalitions", {}).items():
        print(fill(tr("cli", "coalition: {who:faction} with {partner:faction} (9.2.8)"), who=vagabond, partner=partner))
    print(tr("cli", "pieces:"))
    for area, entries in report["areas"].items():
        where = area_name(int(area) if area.isdigit() else area)
        print(f"  {where}: " + ", ".join(pieces_said(e["faction"], e["piece"], e["count"]) for e in entries))
    return EXIT_OK


def _ledger_totals(state: GameState, lines: list | None = None) -> dict:
    """Faction -> [{"cause", "section", "points"}]: its score by cause, the most first.
    ``lines``: the game's ledger, when read already."""
    from rootboard.game import ledger
    return {fid: [{"cause": m.id, "section": m.sections[0] if m.sections else "", "points": n}
                  for m, n in sorted(causes.values(), key=lambda c: -abs(c[1]))]
            for fid, causes in ledger.totals(ledger.ledger(state) if lines is None else lines).items()}


def run_ledger(args) -> int:
    from rootboard.game import ledger, victory
    state = load_game(args.game)
    who = _in_game(state, args.faction) if args.faction else None
    lines = ledger.ledger(state)
    start = ledger.starting_scores(state, lines)
    shown = [line for line in lines if who is None or line.faction == who]
    if args.json:
        print(json.dumps({"scores": dict(state.scores), "start": start, "lines": [line.to_json() for line in shown],
                          "winner": state.winner}, indent=1))
        return EXIT_OK
    for line in shown:
        print(f"{line.entry:3d}. {render(line.message())}")
    if not shown:
        print(tr("cli", "no point scored in play"))
    for fid, said in ledger.summaries(state, lines).items():
        if who is None or fid == who:
            print(render(said))
    won = victory.declared(state)
    if won is not None:
        print(render(won))
    return EXIT_OK
def _card_lines(cards: dict) -> list[str]:
    """The cards at the table as status says them: what everyone sees (1.2.1, 1.2.2), and the
    viewer's known cards when ``--as`` asked for them."""
    from rootboard.game.cards.names import card_title

    def named(ids) -> str:
        # No card: its own word, for a language whose "none" agrees with "card" (es "ninguna").
        return ", ".join(card_title(c) for c in ids) or tr("cli.cards", "none")

    if cards["hands"] is None:  # cards came into play from hands the table never dealt here
        lines = [tr("cli", "hands: not kept (no card dealt or drawn yet)"),
                 ntr("cli", "draw pile and hands: {n} card", "draw pile and hands: {n} cards",
                     cards["draw_pile"]).format(n=cards["draw_pile"])]
    else:
        lines = [tr("cli", "hands: {hands}").format(hands=", ".join(
            ntr("cli", "{faction} {n} card", "{faction} {n} cards", n).format(faction=faction_name(f), n=n)
            for f, n in cards["hands"].items())),
            ntr("cli", "draw pile: {n} card", "draw pile: {n} cards", cards["draw_pile"]).format(n=cards["draw_pile"])]
    lines.append(tr("cli", "discard pile (top last): {cards}").format(cards=named(cards["discard_pile"])))
    if cards.get("on_boards"):  # face down or face up, their number is everyone's (8.2.3, 7.2.1)
        lines.append(tr("cli", "on the faction boards: {boards}").format(boards=", ".join(
            ntr("cli", "{faction} {n} card", "{faction} {n} cards", n).format(faction=faction_name(f), n=n)
            for f, n in cards["on_boards"].items())))
    for fid, entries in cards["in_play"].items():
        lines.append(fill(tr("cli", "in play for {who:faction}: {cards}"), who=fid, cards=", ".join(
            card_title(e["card"]) + (tr("cli", " (used this turn)") if e["used"] else "") for e in entries)))
    if cards["dominance"]["available"]:
        lines.append(tr("cli", "dominance cards beside the map: {cards}").format(
            cards=named(cards["dominance"]["available"])))
    for fid, card in cards["dominance"]["activated"].items():
        lines.append(fill(tr("cli", "activated dominance card of {who:faction}: {card}"), who=fid, card=card_title(card)))
    for fid, known in cards.get("known", {}).items():
        lines.append(fill(tr("cli", "known cards in {who:faction.whose} hand: {cards}"), who=fid, cards=named(known)))
    return lines


def _hireling_line(state: GameState, h: dict) -> str:
    """"hireling Forest Patrol: controlled by Marquise, 2 control markers"; a hireling nobody
    controls may stand on the map all the same (16.4.3.I): "controlled by nobody"."""
    card = showing(state, h["name"])
    if h["controller"]:
        said = fill(tr("cli", "hireling {card:card}: controlled by {who:faction}"), card=card, who=h["controller"])
    else:
        said = fill(tr("cli", "hireling {card:card}: controlled by nobody"), card=card)
    if h["control_markers"] is not None:
        said += ntr("cli", ", {n} control marker", ", {n} control markers", h["control_markers"]).format(
            n=h["control_markers"])
    return said + (tr("cli", " (to roll for control)") if h["to_roll"] else "")


# Where his items are (9.2.1) and whether they are exhausted, in the status line: one string
# each, so that a language makes the state agree with the item ("bota (dañada, agotada)");
# how he stands with each faction (9.2.9) is said in the core's own words for it (vagabond_word).
ITEM_STATES = {
    (TRACK, False): N_("cli.vagabond", "{item:item} (on its track)"),
    (TRACK, True): N_("cli.vagabond", "{item:item} (on its track, exhausted)"),
    (SATCHEL, False): N_("cli.vagabond", "{item:item} (in the Satchel)"),
    (SATCHEL, True): N_("cli.vagabond", "{item:item} (in the Satchel, exhausted)"),
    (DAMAGED, False): N_("cli.vagabond", "{item:item} (damaged)"),
    (DAMAGED, True): N_("cli.vagabond", "{item:item} (damaged, exhausted)"),
}


def _vagabond_line(fid: str, board: dict | None) -> str:
    if board is None:
        return fill(tr("cli", "{who:faction}: items not known in this game ('rootboard character' sets up his board)"),
                    who=fid)
    items = ", ".join(fill(tr(*ITEM_STATES[i["where"], bool(i["exhausted"])]), item=i["item"]) for i in board["items"])
    relations = ", ".join(
        fill(tr("cli.vagabond", "{who:faction} {relation:vagabond~who}"), who=f, relation=r)
        + (" " + tr("cli.vagabond", "(Allied track {n})").format(n=board["allied_space"][f])
           if r == "indifferent" and board["allied_space"][f] else "")
        for f, r in board["relationships"].items())
    return fill(tr("cli", "{who:faction}: {character:character}; items: {items}; item limit {limit}; {relations}"),
                who=fid, character=board["character"], items=items or tr("cli", "none"),
                limit=board["item_limit"], relations=relations)


def run_log(args) -> int:
    state = load_game(args.game)
    lines = log_lines(state)
    print("\n".join(lines) if lines else tr("log", "no actions yet"))
    return EXIT_OK


def log_lines(state: GameState) -> list[str]:
    """The action log a person can read, in the run's language: the log's own words, as the
    window's log says them (undone, the teach-mode warning, the notes)."""
    from rootboard.game import replay
    lines = []
    for e in replay.log_entries(state):
        lines.append(f"{e.number:3d}. {text(e.description)}" + (tr("log", "  (undone)") if e.undone else ""))
        if e.warning is not None:
            lines.append("     " + tr("log", "WARNING (teach mode): {reason}").format(reason=render(e.warning)))
        lines += ["     " + tr("log", "note: {note}").format(note=render(note)) for note in e.notes]
    return lines


def run_pieces(args) -> int:
    chosen = [faction(args.faction)] if args.faction else list(FACTIONS.values())
    for f in chosen:
        print(f"{f.id}: {faction_title(f.id)} ({f.chapter})")
        for p in f.pieces:
            flag = "  " + tr("cli", "[unconfirmed]") if p.unconfirmed else ""
            # its name in the run's language too, where that is not its id: either may be typed
            named = f" {str(piece_name(p.name)):<24}" if current() != "en" else ""
            print(f"  {p.name:<18}{named} {kind_name(p.kind):<9} {p.count:>3}  ({p.section}){flag}")
    return EXIT_OK


def _verdict_json(verdict: Verdict) -> dict:
    """What --json prints: the verdict's words in English beside its data (the message's id,
    params and sections, as a catalogue in another language would render them)."""
    message = verdict.message.to_json()
    data = {"legal": verdict.legal, "section": verdict.section, "reason": text(verdict.message),
            "sections": list(verdict.sections), "id": message["id"], "params": message.get("params", {})}
    if verdict.notes:
        data["notes"] = [render(n) for n in verdict.notes]
    return with_spanish_sections(data)


def with_spanish_sections(data: dict) -> dict:
    """In a Spanish run, the sections as the Spanish rulebook numbers them as well: its glossary
    (16.6) is in Spanish alphabetical order ("section": "16.6.19", "section_es": "16.6.5"). The
    keys "section" and "sections" keep the English numbers, the same in every language."""
    if current() == "es":
        if data.get("section"):
            data["section_es"] = local_section(data["section"], "es")
        if "sections" in data:
            data["sections_es"] = [local_section(s, "es") for s in data["sections"]]
    return data

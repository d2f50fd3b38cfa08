"""The Vagabond's board in a Rootlog: his items and his relationships (chapter 9).

Items move between the areas of his board and turn face up or down: ``%s->e`` exhausts a sword,
``%h+%r->r`` refreshes two items (his Refresh, 9.4.1), ``(%f+%x)V$->d`` damages two (9.2.7),
``%sd->s`` repairs one, ``%_d->s+r`` (in a forest) is his Rest (9.6.1), ``%x->`` removes one from
play (9.6.4), ``%s10->$`` takes one from the ruin in clearing 10 (Explore, 9.5.3), ``%tE$->$`` one
from another player's Crafted Items (Aid, 9.5.4), ``Z%t`` one he crafts (9.5.8). Each becomes one
of his actions (rootboard.game.factions.vagabond.actions), checked against his board. rootboard
keeps face-up tea, coins and bags on their tracks (9.2.5): moving one there says nothing new.

What rootboard's own actions already do is not done twice: Explore exhausts its torch (the log's
``%r->e`` just before it), his Move its boots (the log's ``%f->e`` just before it).

His relationships: ``$_E->h`` makes the Eyrie Hostile, ``$_E->1`` puts its marker on the space
right of Indifferent, ``2`` the space left of Allied, ``a`` on Allied (9.2.9).

Items of other factions (crafted into their Crafted Items box, 4.1.2) are not modelled: what is
said of them is :func:`.crafts.others_items`' rule, a game with him or without him, and this module
only tells whose items they are. So with a relationship marker or a quest on the board of a
faction that is no Vagabond (:func:`.markers.relationship_refused`, :mod:`.cards`), refused before
this module is asked, and a character card on one (no card of the deck, :mod:`.cards`).

His reading of a log (this module, his quests' :mod:`.quests`, his character card and relationship
markers) is imported only for a game a Vagabond plays in, either seat (his room's reader, found
as every room's is: :mod:`.rooms`, issue 32): in any other game every item is another faction's
(:func:`.crafts.others_items`), a relationship marker and a quest are refused (:mod:`.markers`,
:mod:`.cards`), and his board, his quests and his actions are never loaded.

His Aid (9.5.4): on his turn, cards from his hand to another player's (``#V->E``), with the item
exhausted for each just before them (``%b->s+e/#V->E``) or, when none is, just after them and
any item taken and points (``#V->E/%tE$->$/%s->e``) unless what follows that uses it (a battle's
sword): one Aid of his room per card, which exhausts the item itself; a card given with no item
exhausted for it is an Aid the rules refuse. The relationship marker moved next after it
(``$_E->1``) is the last Aid's (9.2.9.I), which scores the space's printed points itself.
"""

from __future__ import annotations

from rootboard.game.factions.vagabond.board import ALLIED_SPACES, CHARACTER_BY_NAME, DAMAGED
from rootboard.game.movement import in_forest
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate import battles
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.crafts import EXHAUSTED, ITEM_ON_MAP, REFRESHED, others_item, others_items, put_on_map
from rootboard.notation.translate.markers import NOT_A_VAGABOND
from rootboard.notation.translate.pieces import slots
# quest_steps: a quest done, which cards.py reads through this module, his reading (9.5.5).
from rootboard.notation.translate.quests import ITEMS_OF_QUEST, item_name, quest_ahead, quest_steps  # noqa: F401
from rootboard.notation.translate.steps import Covered, NotModelled, Planned, Refused, Step

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# his items, his Aid, his character, his quests (read by .quests, his own module: a quest done
# is one of his readings, asked through this one) and his relationships.
ANSWERS = ("item_steps", "aid", "character_chosen", "quest_steps", "relationship_steps")

ITEM_GIVEN = Template("rootlog.replay.item-given",
                      "an item the Vagabond gives away is not modelled: it leaves his board here")
NOT_AN_ITEM = Template("rootlog.replay.not-an-item", "{text!r}: a Vagabond has no {item} on his board")
ON_TRACK = Template("rootlog.replay.on-track",
                    "nothing to do: rootboard keeps face-up tea, coins and bags on their track and the others in "
                    "the Satchel")
TORCH_OF_EXPLORE = Template("rootlog.replay.torch-of-explore", "the torch the Explore that follows exhausts")
TORCH_OF_GLIDE = Template("rootlog.replay.torch-of-glide", "the torch the Glide that follows exhausts")
NOT_EXHAUSTED = Template("rootlog.replay.not-exhausted",
                         "the {who:faction} has no exhausted {item:item} to refresh: the others are refreshed")
BATTLE_DAMAGED = Template("rootlog.replay.battle-damaged", "damaged by the battle before it")
SWORD_OF_BATTLE = Template("rootlog.replay.sword-of-battle", "the sword the Battle that follows exhausts")
BOOTS_OF_MOVE = Template("rootlog.replay.boots-of-move", "the boots the Move that follows exhausts")

#: Rootlog's relationship statuses -> a space of rootboard's Allied track (0 Indifferent); h is
#: Hostile. "1": one right of Indifferent; "2": one left of Allied; "a": Allied (Rootlog 2.8).
SPACES = {"0": 0, "1": 1, "2": ALLIED_SPACES - 1, "a": ALLIED_SPACES}
HOSTILE = "h"
GLIDE = "glide"  # the special action that moves his pawn (16.3.9)


# His rules through Later (rootboard/later.py), not an import statement at each of his actions
# (issue 32).
_his_actions = Later("rootboard.game.factions.vagabond.actions")


def his():
    """The Vagabond's actions (:mod:`rootboard.game.factions.vagabond.actions`), imported the
    first time a log's Vagabond does something with his board: a log without him never imports
    them (the largest module the replay would import, a sixth of its start)."""
    return _his_actions


def is_vagabond(state: GameState, fid: str | None) -> bool:
    return fid is not None and fid in state.factions and state.law[fid].vagabond


def character_chosen(state: GameState, who: str | None, name: str | None) -> Step | None:
    """His character card onto his board (``#thief->V$``, 9.3.1): his SetCharacter; None for a
    card that names no character, or a board that is no Vagabond's."""
    if name in CHARACTER_BY_NAME and is_vagabond(state, who):
        return Planned(his().SetCharacter(who, name), touches=frozenset({(who, "character", None)}))
    return None


ITEM_OF_AID = Template("rootlog.replay.item-of-aid", "the item the Aid exhausts")
MARKER_OF_AID = Template("rootlog.replay.marker-of-aid", "the relationship marker the Aid moves")


HAMMERS_OF_CRAFT = Template("rootlog.replay.hammers-of-craft", "the hammers the craft just after activates: the Craft "
                             "exhausts them itself")


def boots_before_move(ctx: TurnContext, state: GameState, move: m.Move) -> int:
    """How many boots ``move`` exhausts when it is only that, just before a move of the
    current Vagabond's pawn; 0 otherwise."""
    things = move.things
    if not things or not all(isinstance(t.what, m.Item) and t.what.type == "f" for t in things):
        return 0
    if move.to != (m.ItemSpace("", "e"),) or not is_vagabond(state, ctx.current):
        return 0
    following = ctx.next_action()
    if isinstance(following, m.Move) and any(isinstance(t.what, m.Piece) and t.what.type == "p"
                                             and faction_id(t.what.faction) == ctx.current for t in following.things):
        return sum(t.count for t in things)
    return 0


def _one_torch(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    things = move.things
    return len(things) == 1 and isinstance(things[0].what, m.Item) and things[0].what.type == "r" \
        and things[0].count == 1 and move.to == (m.ItemSpace("", "e"),) and is_vagabond(state, ctx.current)


def torch_before_explore(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    if not _one_torch(ctx, state, move):
        return False
    following = ctx.next_action()
    return isinstance(following, m.Move) and any(isinstance(t.what, m.Item) and isinstance(t.start, m.Clearing)
                                                 for t in following.things)


def sword_before_battle(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    """A sword exhausted just before the current Vagabond's battle that rootboard replays as a
    Battle: the Battle exhausts it itself (9.5.2)."""
    things = move.things
    if len(things) != 1 or not isinstance(things[0].what, m.Item) or things[0].what.type != "s" \
            or things[0].count != 1 or move.to != (m.ItemSpace("", "e"),) or not is_vagabond(state, ctx.current):
        return False
    following = ctx.next_action()
    if not isinstance(following, m.Battle) or faction_id(following.attacker) != ctx.current:
        return False
    later = ctx.actions[ctx.index + 2:]
    later = list(later[:battles.aftermath(later, following.clearing, following.attacker)])
    found = battles.infer(state, following, later, ctx.current)
    return found.battle is not None and found.resolution.verdict.possible


def torch_before_glide(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    """A torch exhausted just before his pawn moves, when his character's special action moves
    the pawn for a torch (the Harrier's Glide, 16.3.9)."""
    if not _one_torch(ctx, state, move):
        return False
    board = state.vagabonds.get(ctx.current)
    character = CHARACTER_BY_NAME.get(board.character) if board else None
    if character is None or character.special != GLIDE:
        return False
    following = ctx.next_action()
    return isinstance(following, m.Move) and any(isinstance(t.what, m.Piece) and t.what.type == "p"
                                                 and faction_id(t.what.faction) == ctx.current for t in following.things)


def hammers_before_craft(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    """Hammers exhausted just before the current Vagabond's craft (``%h->e/Z%x``): the Craft
    exhausts them itself, his crafting pieces (9.2.1, 4.1.1)."""
    things = move.things
    if not things or not all(isinstance(t.what, m.Item) and t.what.type == "h" for t in things):
        return False
    if move.to != (m.ItemSpace("", "e"),) or not is_vagabond(state, ctx.current):
        return False
    return any(isinstance(a, m.Craft) and faction_id(a.faction) == ctx.current for a in ctx.upcoming()[:2])


def item_steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """The steps of a Move's items."""
    if quest_ahead(ctx, state):
        return [Covered(ITEMS_OF_QUEST("9.5.5"))]
    if hammers_before_craft(ctx, state, move):
        return [Covered(HAMMERS_OF_CRAFT("9.2.1", "4.1.1"))]
    boots = boots_before_move(ctx, state, move)
    if boots:
        ctx.boots = boots
        return [Covered(BOOTS_OF_MOVE("9.5.1"))]
    if torch_before_explore(ctx, state, move):
        return [Covered(TORCH_OF_EXPLORE("9.5.3"))]
    if sword_before_battle(ctx, state, move):
        return [Covered(SWORD_OF_BATTLE("9.5.2"))]
    if torch_before_glide(ctx, state, move):
        ctx.glide = True
        return [Covered(TORCH_OF_GLIDE("16.3.9"))]
    exhausted = _exhausted(ctx, state, move)
    if exhausted and _aided(ctx, state, ctx.next_action()) >= len(exhausted):
        ctx.aid_items += exhausted
        return [Covered(ITEM_OF_AID("9.5.4"))]
    items = [s for s in move.steps() if isinstance(s.what, m.Item)]
    refreshing = [s for s in items if s.to == REFRESHED]
    if refreshing and len(refreshing) == len(items):
        return _refresh(ctx, state, move, refreshing)
    found: list[Step] = []
    for step in items:
        found += _item(ctx, state, move, step)
    return found


# --- Aid (9.5.4) -----------------------------------------------------------------------------------

def _aided(ctx: TurnContext, state: GameState, action: m.Action | None) -> int:
    """How many cards ``action`` gives from the current Vagabond's hand to another player's,
    on his turn: his Aids (9.5.4); 0 for any other action."""
    if not isinstance(action, m.Move) or len(action.to) != 1 or not isinstance(action.to[0], m.Hand) \
            or not is_vagabond(state, ctx.current) or (state.phase_tracked and state.phase != "daylight"):
        return 0
    target = faction_id(action.to[0].faction)
    if target == ctx.current or target not in state.factions:
        return 0
    if not all(isinstance(t.what, m.Card) and t.what.kind is None and isinstance(t.start, m.Hand)
               and faction_id(t.start.faction) == ctx.current for t in action.things):
        return 0
    return sum(t.count for t in action.things)


def _exhausted(ctx: TurnContext, state: GameState, move: m.Move) -> list[str]:
    """The items ``move`` only exhausts, of the current Vagabond's ([] for any other move)."""
    items = list(move.steps())
    if not items or not is_vagabond(state, ctx.current) or not all(
            isinstance(s.what, m.Item) and s.what.type is not None and isinstance(s.to, m.ItemSpace)
            and s.to.state == "e" and _ops(s.start, s.to) == ["exhaust"]
            and (s.start is None or isinstance(s.start, m.ItemSpace)) for s in items):
        return []
    return [name for s in items for name in [item_name(s.what)] * s.count if name]


def _after_aid(ctx: TurnContext, state: GameState, target: str, needed: int) -> tuple[list[str], int | None]:
    """The items exhausted for the Aids just after their cards (with the items taken and the
    points between, 9.5.4), unless what follows uses them; and the index of the relationship
    marker moved toward ``target`` next (None: none)."""
    items, marker = [], None
    for index in range(ctx.index + 1, len(ctx.actions)):
        action = ctx.actions[index]
        if isinstance(action, m.Score) or _taken_from(action, target):
            continue
        if marker is None and _marker_toward(ctx, action, target):
            marker = index
            continue
        exhausted = _exhausted(ctx, state, action) if isinstance(action, m.Move) else []
        if exhausted and len(items) + len(exhausted) <= needed and not _used_next(ctx, state, index, action):
            ctx.made_ahead(index, ITEM_OF_AID("9.5.4"))
            items += exhausted
            continue
        break
    return items, marker


def _taken_from(action: m.Action, target: str) -> bool:
    """``%tE$->$``: items taken from ``target``'s Crafted Items (the Aid's, 9.5.4)."""
    return isinstance(action, m.Move) and bool(action.things) and all(
        isinstance(t.what, m.Item) and isinstance(t.start, m.Board) and faction_id(t.start.faction) == target
        for t in action.things)


def _marker_toward(ctx: TurnContext, action: m.Action, target: str) -> bool:
    return isinstance(action, m.Move) and len(action.things) == 1 and isinstance(action.things[0].what, m.Marker) \
        and action.things[0].what.is_relationship and faction_id(action.things[0].what.owner) == ctx.current \
        and action.things[0].what.toward is not None and action.things[0].what.toward.faction_id == target


def _used_next(ctx: TurnContext, state: GameState, index: int, move: m.Move) -> bool:
    """Whether the action after the ``index``-th is one of his that exhausts items itself (a
    battle, his pawn's move, a craft, a ruin explored, a quest): the items are its, even where
    the rules then refuse it (read from the log alone, not from the position)."""
    later = ctx.actions[index + 1] if index + 1 < len(ctx.actions) else None
    if isinstance(later, m.Battle):
        return faction_id(later.attacker) == ctx.current
    if isinstance(later, m.Craft):
        return faction_id(later.faction) == ctx.current
    if isinstance(later, m.Move):
        return any(isinstance(t.what, m.Piece) and t.what.type == "p" and faction_id(t.what.faction) == ctx.current
                   or isinstance(t.what, m.Item) and isinstance(t.start, m.Clearing)
                   or isinstance(t.start, m.Quests) for t in later.things)
    return False


def aid(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """His Aids, one per card ``move`` gives (9.5.4), played after the card steps that give
    them (an export writes the card, then the item and marker after it); [] when ``move`` is no
    Aid."""
    count = _aided(ctx, state, move)
    if not count:
        return []
    target = faction_id(move.to[0].faction)
    items, ctx.aid_items = ctx.aid_items[:count], ctx.aid_items[count:]
    later, marker = _after_aid(ctx, state, target, count - len(items)) if len(items) < count else ([], None)
    if marker is None:
        marker = _after_aid(ctx, state, target, 0)[1]
    items += later
    items += [None] * (count - len(items))
    advance = False
    board = state.vagabonds.get(ctx.current)
    if marker is not None and board is not None:
        value = ctx.actions[marker].to[0].value if isinstance(ctx.actions[marker].to[0], m.Status) else None
        hostile = target in state.hostile.get(ctx.current, set())
        if not hostile and value in SPACES and SPACES[value] == board.space(target) + 1:
            advance = True
            ctx.made_ahead(marker, MARKER_OF_AID("9.2.9.I"))
    touches = frozenset({(ctx.current, target, None)})
    return [Planned(his().Aid(ctx.current, target, item, advance=advance and i == count - 1), touches=touches)
            for i, item in enumerate(items)]


def _refresh(ctx, state, move, steps) -> list[Step]:
    owner = _source(ctx, steps[0].start)
    if not is_vagabond(state, owner):
        return others_items(move, owner)  # another's items refreshed: its box's refresh (crafts' rule)
    names = []
    for step in steps:
        names += [name for name in _names(state, owner, step)]
    board = state.vagabonds.get(owner)
    if board is not None and _every_item(steps):
        # ``%_->r``: every item refreshed, as the table does it: the exhausted ones, as many as
        # his Refresh turns face up, none named (9.4.1); one not exhausted is not refreshed.
        return [Planned(his().Refresh(owner, ()), touches=frozenset(
            (owner, i.item, None) for i in board.items if i.exhausted))]
    found: list[Step] = []
    if board is not None:  # what is not exhausted cannot be refreshed: the rest still is (9.4.1)
        left = {name: board.count(name, exhausted=True) for name in set(names)}
        kept = []
        for name in names:
            if left[name]:
                left[name] -= 1
                kept.append(name)
            else:
                found.append(Refused(NOT_EXHAUSTED("9.4.1", who=owner, item=name),
                                     frozenset({(owner, name, None)})))
        names = kept
    if names or board is None:
        found.insert(0, Planned(his().Refresh(owner, tuple(names)), touches=frozenset((owner, n, None) for n in names)))
    return found


def _every_item(steps) -> bool:
    """``%_->r`` alone: every item of his board, wherever it is, not one named."""
    return len(steps) == 1 and steps[0].what.type is None and (
        steps[0].start is None or isinstance(steps[0].start, m.Board))


def _source(ctx: TurnContext, start) -> str | None:
    if isinstance(start, m.Board):
        return faction_id(start.faction)
    return ctx.current


def _names(state: GameState, owner: str, step: m.Step) -> list[str]:
    """The items a step names, ``count`` times; ``%_`` every item there is in its start."""
    if step.what.type is not None:
        name = item_name(step.what)
        return [name] * step.count if name else []
    board = state.vagabonds.get(owner)
    if board is None:
        return []
    start = step.start if isinstance(step.start, m.ItemSpace) else m.ItemSpace()
    chosen = []
    for i in board.items:
        if start.area and i.where != words.ITEM_AREAS[start.area]:
            continue
        if start.state and i.exhausted != (start.state == "e"):
            continue
        if step.to is not None and isinstance(step.to, m.ItemSpace) and step.to.area == "d" and i.where == DAMAGED:
            continue  # every item damaged: those not damaged yet
        chosen.append(i.item)
    return chosen


def _item(ctx: TurnContext, state: GameState, move: m.Move, step: m.Step) -> list[Step]:
    start, to = step.start, step.to
    target = faction_id(to.faction) if isinstance(to, m.Board) else None
    if isinstance(start, m.Clearing):  # from a ruin: Explore (9.5.3)
        who = target if isinstance(to, m.Board) else ctx.current
        name = item_name(step.what)
        if not is_vagabond(state, who) or name is None:
            return [others_item(step)]
        ruin = slots(step.start.number)  # an Explore that fails leaves the ruin in its slot (9.5.3)
        return [Planned(his().Explore(who, name), touches=frozenset({(who, name, None), ruin}))] * step.count
    source = _source(ctx, start)
    if put_on_map(step):  # to a clearing (Scorched Earth's torch), his or another's
        return [NotModelled(ITEM_ON_MAP())]
    if isinstance(to, m.Board) and target != source:
        if is_vagabond(state, target):  # from another's Crafted Items to his board (Aid, 9.5.4)
            name = item_name(step.what)
            if name is None:
                return [Refused(NOT_AN_ITEM("9.2.5", text=move.text, item=step.what.type))]
            return [Planned(his().ItemChange(target, name, "take", step.count),
                            touches=frozenset({(target, name, None)}))]
        if is_vagabond(state, source):
            return [NotModelled(ITEM_GIVEN(), touches=frozenset((source, n, None) for n in _names(state, source, step)))]
        return [others_item(step)]  # from one faction's Crafted Items to another's
    if not is_vagabond(state, source):  # its Crafted Items box: exhausted for the League, refreshed (crafts' rule)
        return [others_item(step, source)] * (step.count if step.to == EXHAUSTED else 1)
    if step.what.type is not None and item_name(step.what) is None:
        return [Refused(NOT_AN_ITEM("9.2.5", text=move.text, item=step.what.type))]
    names = _names(state, source, step)
    if isinstance(to, m.ItemSpace) and to.area == "s" and to.state == "r" and step.what.type is None \
            and isinstance(start, m.ItemSpace) and start.area == "d" and _in_forest(state, source):
        return [Planned(his().Rest(source), touches=frozenset((source, n, None) for n in names))]
    ops = _ops(start, to)
    if "damage" in ops and ctx.battles_own(source):
        return [Covered(BATTLE_DAMAGED("9.2.7", "4.3.4"))]
    if not ops:
        return [Covered(ON_TRACK("9.2.5"))]
    found: list[Step] = []
    for name in names:
        for op in ops:
            found.append(Planned(his().ItemChange(source, name, op), touches=frozenset({(source, name, None)})))
    return found


def _ops(start, to) -> list[str]:
    """What moving an item from ``start`` to ``to`` does on his board, as ItemChange's ops."""
    from_area = start.area if isinstance(start, m.ItemSpace) else ""
    if to is None:
        return ["remove"]
    # To his board without a space named (``->V``): no box, no face, nothing turns (9.2.5).
    area, face = (to.area, to.state) if isinstance(to, m.ItemSpace) else ("", "")
    ops = []
    if from_area == "d" and area in ("s", "t"):
        ops.append("repair")
    if face == "e":
        ops.append("exhaust")
    if area == "d" and from_area != "d":
        ops.append("damage")
    if face == "r":
        ops.append("refresh")
    return ops


def _in_forest(state: GameState, fid: str) -> bool:
    found = state.where_is((fid, "pawn"))
    return bool(found) and in_forest(found[0])


# --- relationships ---------------------------------------------------------------------------------

def relationship_steps(state: GameState, step: m.Step) -> list[Step]:
    """His relationship marker moved toward another faction (9.2.9): Hostile (``$_E->h``) or a
    space of the Allied track (``$_E->1``); refused toward a faction that is none of the game's or
    a Vagabond. A marker of a faction that is no Vagabond is refused before (:mod:`.markers`'
    rule, a game with him or without him), as is any other marker."""
    marker = step.what
    vagabond = faction_id(marker.owner)
    other = marker.toward.faction_id if marker.toward else None
    if other not in state.factions or state.law[other].vagabond:
        return [Refused(NOT_A_VAGABOND("9.2.9", who=other or marker.area))]
    value = step.to.value if isinstance(step.to, m.Status) else None
    touches = frozenset({(vagabond, other, None)})
    hostile = other in state.hostile.get(vagabond, set())
    if value == HOSTILE:
        return [Planned(his().SetHostile(vagabond, other, True), touches=touches)]
    found: list[Step] = []
    if hostile:
        found.append(Planned(his().SetHostile(vagabond, other, False), touches=touches))
    board = state.vagabonds.get(vagabond)
    if value in SPACES and board is not None and (board.space(other) != SPACES[value] or not hostile):
        found.append(Planned(his().SetAllied(vagabond, other, SPACES[value]), touches=touches))
    return found

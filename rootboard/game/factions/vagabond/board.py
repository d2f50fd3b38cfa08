"""The Vagabond's board as data: his character, his items and his relationships (chapter 9, 16.3).

A board is plain, immutable data kept in ``GameState.vagabonds`` (faction -> board). It changes
only through checked actions (:mod:`.actions`), each as one reversible
``set`` edit of that field, so undo and redo restore it exactly. Items are never created or
lost on the board: they arrive from the box at setup (9.3.5), from a ruin (Explore, 9.5.3) or
from another player's Crafted Items box or a craft (9.5.4, 9.5.8), and leave only when removed
permanently (item limit, 9.6.4) or placed on the map (Scorched Earth, 16.3.6); the board keeps
what left in ``removed`` so a count over the game always adds up.

Each item is somewhere: in the Satchel, on its track (tea, coins, bags, 9.2.5), or in the
Damaged box (9.2.7); face up or exhausted (face down). Items marked R came from a ruin, which
matters with two Vagabonds (9.7.3). Relationships (9.2.9): Hostile factions stay in
``GameState.hostile`` (files of version 2 already keep them there); the board keeps how far
each other faction's marker is along the Allied track, 0 being the Indifferent space (9.3.6).

A Vagabond of an old game file has no board here: his items are not known. Rules that need
them say so and leave it to the table; ``rootboard character`` sets his board up.

"""

from __future__ import annotations

from rootboard.records import field, record, replace

from rootboard.errors import BadInput
from rootboard.game.kinds import plural_item
from rootboard.game.ruins import R_ITEMS  # 9.3.4: one of each under a ruin (the Hundreds take them too, 14.4.1)
from rootboard.i18n.grammar import Word, word as grammar_word
from rootboard.messages import Message, Template, language

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

# --- items -------------------------------------------------------------------------------------

ITEMS = ("boot", "bag", "coins", "crossbow", "hammer", "sword", "tea", "torch")  # 9.2.5, B
TRACK_ITEMS = frozenset({"tea", "coins", "bag"})  # 9.2.5: they have tracks on his board
SATCHEL, TRACK, DAMAGED = "satchel", "track", "damaged"
WHERE = (SATCHEL, TRACK, DAMAGED)
ITEM_ALIASES = {"coin": "coins", "sack": "bag", "bags": "bag", "boots": "boot", "swords": "sword",
                "hammers": "hammer", "crossbows": "crossbow", "torches": "torch", "teas": "tea"}
# The Relationships chart's Allied track (9.2.9, 9.2.9.I), as printed on his board: for each space
# after the Indifferent one (0), how many times he must Aid that faction in one turn to move its
# marker onto it, and the VP printed on it; the last space is Allied (9.2.9.II), where each Aid
# scores ALLIED_AID_VP. The Law's "four spaces on the Allied track" counts the Indifferent one:
# Rootlog's statuses are likewise 0, 1, 2 and Allied. Two sources agree on every value:
# GAIGResearch/TabletopGames src/main/java/games/root/RootGameState.java, aid() (commit c4d7687c:
# 1 Aid -> One +1, 2 -> Two +2, 3 -> Allied +2, Allied +2 an Aid) and Tyler-B-Lee/ROOTRL
# envs/rootGameClasses/rootMechanics.py, the Vagabond's Aid (commit faa34941: the same); the
# published Rootlogs score ++ after "$_E->1" and ++2 after "$_E->2".
ALLIED_TRACK = ((1, 1), (2, 2), (3, 2))  # (Aids in one turn, VP printed) onto spaces 1, 2, 3 (Allied)
ALLIED_SPACES = len(ALLIED_TRACK)
ALLIED_AID_VP = 2  # 9.2.9.II: each Aid to an Allied faction (the same two sources)


def aids_to_advance(space: int) -> int:
    """The Aids in one turn that move a marker from ``space`` onto the next (9.2.9.I)."""
    return ALLIED_TRACK[space][0]


def space_points(space: int) -> int:
    """The VP printed on the Allied track's ``space`` (1 .. ALLIED_SPACES), scored when a marker
    moves onto it (9.2.9.I)."""
    return ALLIED_TRACK[space - 1][1]
BASE_ITEM_LIMIT, PER_BAG = 6, 2  # 9.6.4
BASE_REFRESH, PER_TEA = 3, 2  # 9.4.1

NO_SUCH_ITEM = Template("input.no-such-item", "unknown item {item!r}; items: {items:item}")
NO_SUCH_ITEM_MEANT = Template("input.no-such-item-meant", "unknown item {item!r}; {meant} Items: {items:item}")
OVER_LIMIT = Template("vagabond.over-limit", "the {who:faction} holds {held} items in his Satchel and Damaged box, "
                      "over his item limit of {limit}: at the end of Evening he removes {excess} of them "
                      "('rootboard item ... remove')")
NO_SUCH_CHARACTER = Template("input.no-such-character", "unknown character {name!r}; characters: {names}")
NO_SUCH_CHARACTER_MEANT = Template("input.no-such-character-meant", "unknown character {name!r}; {meant} Characters: {names}")


def item_name(text: str) -> str:
    """The item typed: its id, an alias ("coin"), or its name in the run's language ("laars", "botas")."""
    from rootboard.i18n import current, folded, pgettext, typed_names

    key = text.strip().lower()
    key = ITEM_ALIASES.get(key, key)
    if key not in ITEMS:
        named = {n: i for i in ITEMS for w in ({"coins": "coin"}.get(i, i),)
                 for n in (*typed_names("term.item", w), *typed_names("term.items", plural_item(w)))}
        key = named.get(folded(text), key)
    if key not in ITEMS:
        from rootboard.board.mapfile import close_matches, did_you_mean

        # A letter missed ("torche", "fakel"): the nearest items, as the run's language names them;
        # near enough to be that slip (0.75: "lantern" is not "munten").
        forms = {**{i: i for i in ITEMS}, **{a: i for a, i in ITEM_ALIASES.items() if i in ITEMS}, **named}
        close = dict.fromkeys(forms[c] for c in close_matches(folded(text), forms, cutoff=0.75))
        if close:
            meant = did_you_mean(pgettext("term.item", {"coins": "coin"}.get(i, i), current()) for i in close)
            raise BadInput(NO_SUCH_ITEM_MEANT(item=text, meant=meant, items=list(ITEMS)))
        raise BadInput(NO_SUCH_ITEM(item=text, items=list(ITEMS)))
    return key


# --- characters (16.3.1 to 16.3.9) -------------------------------------------------------------

@record(frozen=True)
class Character:
    name: str
    section: str  # 16.3.x (D.x)
    items: tuple[str, ...]  # the "S" items of its card
    special: str  # the special action's id
    special_item: str | None  # what the special action exhausts (None: nothing, see its rule)
    box: str


CHARACTERS_DATA = (
    Character("thief", "16.3.1", ("boot", "torch", "tea", "sword"), "steal", "torch", "Root"),
    Character("tinker", "16.3.2", ("boot", "torch", "bag", "hammer"), "day-labor", "torch", "Root"),
    Character("ranger", "16.3.3", ("boot", "torch", "crossbow", "sword"), "hideout", "torch", "Root"),
    Character("vagrant", "16.3.4", ("coins", "torch", "boot"), "instigate", "torch", "Riverfolk"),
    # Protector is offered by a defender before the roll; it exhausts nothing and scores 1 VP.
    Character("arbiter", "16.3.5", ("boot", "torch", "sword", "sword"), "protector", None, "Riverfolk"),
    Character("scoundrel", "16.3.6", ("boot", "boot", "torch", "crossbow"), "scorched-earth", "torch", "Riverfolk"),
    # Improvise works inside a Quest: the item it stands for is exhausted (and damaged) there.
    Character("adventurer", "16.3.7", ("boot", "torch", "hammer"), "improvise", None, "Vagabond Pack"),
    Character("ronin", "16.3.8", ("boot", "boot", "torch", "sword"), "swift-strike", "sword", "Vagabond Pack"),
    Character("harrier", "16.3.9", ("coins", "torch", "sword", "crossbow"), "glide", "torch", "Vagabond Pack"),
)
CHARACTER_BY_NAME = {c.name: c for c in CHARACTERS_DATA}
CHARACTERS = tuple(c.name for c in CHARACTERS_DATA)  # the names, as setup deals them (16.1.8.I.c)


def character(name: str) -> Character:
    key = name.strip().lower()
    if key not in CHARACTER_BY_NAME:
        from rootboard.board.mapfile import close_matches, did_you_mean

        close = close_matches(key, CHARACTERS)  # a letter missed: the ids --character takes
        if close:
            raise BadInput(NO_SUCH_CHARACTER_MEANT(name=name, meant=did_you_mean(close), names=list(CHARACTERS)))
        raise BadInput(NO_SUCH_CHARACTER(name=name, names=list(CHARACTERS)))
    return CHARACTER_BY_NAME[key]


# --- the board ---------------------------------------------------------------------------------

@record(frozen=True, order=True)
class Item:
    item: str
    where: str = SATCHEL
    exhausted: bool = False
    ruin: bool = False  # an R item, from a ruin (9.7.3)

    @property
    def usable(self) -> bool:
        """Can be exhausted to pay for an action: face up and undamaged (9.2.5)."""
        return not self.exhausted and self.where != DAMAGED

    def to_json(self) -> dict:
        data: dict[str, Any] = {"item": self.item, "where": self.where, "exhausted": self.exhausted}
        if self.ruin:
            data["ruin"] = True
        return data


def home(item: str) -> str:
    """Where a face-up undamaged item rests: tea, coins and bags on their track (9.2.5)."""
    return TRACK if item in TRACK_ITEMS else SATCHEL


@record(frozen=True)
class VagabondBoard:
    character: str
    items: tuple[Item, ...] = ()
    allied: dict[str, int] = field(default_factory=dict)  # faction -> space 1..4 (absent: Indifferent)
    removed: tuple[str, ...] = ()  # items out of the game or on the map (9.6.4, 16.3.6)

    def count(self, item: str, **where) -> int:
        return sum(1 for i in self.items if i.item == item and all(getattr(i, k) == v for k, v in where.items()))

    def usable(self, item: str) -> int:
        """Face-up, undamaged items of a kind: what can be exhausted (9.2.5)."""
        return sum(1 for i in self.items if i.item == item and i.usable)

    def face_up_on_track(self, item: str) -> int:
        return sum(1 for i in self.items if i.item == item and i.where == TRACK and not i.exhausted)

    @property
    def item_limit(self) -> int:
        return BASE_ITEM_LIMIT + PER_BAG * self.face_up_on_track("bag")  # 9.6.4

    @property
    def counted_for_limit(self) -> int:
        """Items in the Satchel and the Damaged box (9.6.4): tracks do not count."""
        return sum(1 for i in self.items if i.where != TRACK)

    @property
    def refresh_count(self) -> int:
        return BASE_REFRESH + PER_TEA * self.face_up_on_track("tea")  # 9.4.1

    def space(self, fid: str) -> int:
        return self.allied.get(fid, 0)

    # --- changes (each returns a new board) ---

    def with_items(self, items) -> "VagabondBoard":
        return replace(self, items=tuple(sorted(items)))

    def take(self, predicate) -> tuple[Item, list[Item]]:
        """The first item (in board order) that ``predicate`` accepts, and the others."""
        for n, i in enumerate(self.items):
            if predicate(i):
                return i, [*self.items[:n], *self.items[n + 1:]]
        raise KeyError("no such item")

    def exhaust(self, item: str, count: int = 1) -> "VagabondBoard":
        """Exhaust usable items: face down; one on a track goes to the Satchel (9.2.5)."""
        board = self
        for _ in range(count):
            found, rest = board.take(lambda i: i.item == item and i.usable)
            board = board.with_items([*rest, replace(found, where=SATCHEL, exhausted=True)])
        return board

    def refresh(self, item: str) -> "VagabondBoard":
        """Flip an exhausted item face up; undamaged tea, coins and bags return to their track."""
        found, rest = self.take(lambda i: i.item == item and i.exhausted and i.where != DAMAGED)
        return self.with_items([*rest, replace(found, where=home(item), exhausted=False)])

    def refresh_damaged(self, item: str) -> "VagabondBoard":
        found, rest = self.take(lambda i: i.item == item and i.exhausted and i.where == DAMAGED)
        return self.with_items([*rest, replace(found, exhausted=False)])

    def damage(self, item: str, exhausted: bool | None = None) -> "VagabondBoard":
        """An undamaged item to the Damaged box, keeping its face (9.2.7)."""
        found, rest = self.take(lambda i: i.item == item and i.where != DAMAGED
                                and (exhausted is None or i.exhausted == exhausted))
        return self.with_items([*rest, replace(found, where=DAMAGED)])

    def repair(self, item: str) -> "VagabondBoard":
        """A damaged item to the Satchel keeping its face; face up tea, coins, bags to their track (9.5.7)."""
        found, rest = self.take(lambda i: i.item == item and i.where == DAMAGED)
        where = home(item) if not found.exhausted else SATCHEL
        return self.with_items([*rest, replace(found, where=where)])

    def gain(self, item: str, ruin: bool = False) -> "VagabondBoard":
        """An item arrives face up, in the Satchel or on its track (9.5.3, 9.5.4, 9.5.8)."""
        return self.with_items([*self.items, Item(item, home(item), False, ruin)])

    def lose(self, item: str, predicate=None) -> "VagabondBoard":
        found, rest = self.take(lambda i: i.item == item and (predicate is None or predicate(i)))
        return replace(self.with_items(rest), removed=tuple(sorted((*self.removed, item))))

    def with_space(self, fid: str, space: int) -> "VagabondBoard":
        allied = dict(self.allied)
        if space:
            allied[fid] = space
        else:
            allied.pop(fid, None)
        return replace(self, allied=dict(sorted(allied.items())))

    # --- JSON ---

    def to_json(self) -> dict:
        data: dict[str, Any] = {"character": self.character, "items": [i.to_json() for i in sorted(self.items)],
                                "allied": dict(sorted(self.allied.items()))}
        if self.removed:
            data["removed"] = sorted(self.removed)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "VagabondBoard":
        items = tuple(sorted(Item(i["item"], i["where"], i["exhausted"], i.get("ruin", False)) for i in data["items"]))
        # A file written while rootboard counted four spaces after Indifferent may hold space 4:
        # its last space, Allied, as this track's last (the schema still reads 4 for them).
        allied = {fid: min(space, ALLIED_SPACES) for fid, space in data.get("allied", {}).items()}
        return cls(data["character"], items, dict(sorted(allied.items())),
                   tuple(sorted(data.get("removed", []))))


def starting_board(name: str) -> VagabondBoard:
    """The character's S items face up: tea, coins and bags on their tracks, the rest in the
    Satchel (9.3.5); every marker on Indifferent (9.3.6)."""
    c = character(name)
    return VagabondBoard(c.name, tuple(sorted(Item(i, home(i)) for i in c.items)))


# What makes a stored board impossible (a game file's strict reading).
BOARD_NOT_A_VAGABOND = Template("game-file.vagabond.not-a-vagabond", "{name!r} is not a Vagabond of this game")
BOARD_CHARACTER = Template("game-file.vagabond.character", "{who:faction}: unknown character {character!r}")
BOARD_NO_TRACK = Template("game-file.vagabond.no-track", "{who:faction}: {item:items} have no track (only {tracks:items})")
BOARD_EXHAUSTED_ON_TRACK = Template("game-file.vagabond.exhausted-on-track",
                                    "{who:faction}: an exhausted {item:item} is in the Satchel, not on its track")
BOARD_NOT_R = Template("game-file.vagabond.not-r-item", "{who:faction}: no {item:item} is an R item")
BOARD_RELATIONSHIP = Template("game-file.vagabond.relationship", "{who:faction}: relationship with {other!r}, which "
                              "is not a non-Vagabond faction of this game")
BOARD_SPACE = Template("game-file.vagabond.allied-space",
                       "{who:faction}: {other:faction} on space {space}; the Allied track has {spaces}")


def board_problem(state, fid: str, board: VagabondBoard) -> Message | None:
    """What makes a stored board impossible, or None (the game file's strict reading)."""
    factions = state.factions
    if fid not in factions or not state.law[fid].vagabond:
        return BOARD_NOT_A_VAGABOND(name=fid)
    if board.character not in CHARACTER_BY_NAME:
        return BOARD_CHARACTER(who=fid, character=board.character)
    for i in board.items:
        if i.where == TRACK and i.item not in TRACK_ITEMS:
            return BOARD_NO_TRACK("9.2.5", who=fid, item=i.item, tracks=sorted(TRACK_ITEMS))
        if i.where == TRACK and i.exhausted:
            return BOARD_EXHAUSTED_ON_TRACK("9.2.5", who=fid, item=i.item)
        if i.ruin and i.item not in R_ITEMS:
            return BOARD_NOT_R(who=fid, item=i.item)
    for other, space in board.allied.items():
        if other not in factions or state.law[other].vagabond:
            return BOARD_RELATIONSHIP("9.2.9", who=fid, other=other)
        if not 0 <= space <= ALLIED_SPACES:
            return BOARD_SPACE("9.2.9", who=fid, other=other, spaces=ALLIED_SPACES, space=space)
    return None


# --- relationships (9.2.9) ------------------------------------------------------------------------

INDIFFERENT, ALLIED, HOSTILE = "indifferent", "allied", "hostile"


def relationship(state, fid: str, other: str) -> str:
    if other in state.hostile.get(fid, set()):
        return HOSTILE
    board = state.vagabonds.get(fid)
    if board is not None and board.space(other) >= ALLIED_SPACES:
        return ALLIED
    return INDIFFERENT


def others(state, fid: str) -> list[str]:
    """The factions he has a relationship with: every non-Vagabond player (9.2.9)."""
    return [f for f in state.factions if not state.law[f].vagabond]


def vagabonds_report(state) -> dict:
    """What ``status --json`` says of each Vagabond's board: character, items, relationships."""
    report = {}
    for fid, board in sorted(state.vagabonds.items()):
        report[fid] = {
            "character": board.character,
            "items": [{"item": i.item, "where": i.where, "exhausted": i.exhausted} for i in board.items],
            "relationships": {f: relationship(state, fid, f) for f in others(state, fid)},
            "allied_space": {f: board.space(f) for f in others(state, fid)},
            "item_limit": board.item_limit,
            "removed": sorted(board.removed),
        }
    return report


def over_limit(state, fid: str):
    """The refusal to end his turn above the item limit (9.6.4), or None."""
    board = state.vagabonds.get(fid)
    if board is None or board.counted_for_limit <= board.item_limit:
        return None
    held, limit = board.counted_for_limit, board.item_limit
    return OVER_LIMIT("9.6.4", who=fid, held=held, limit=limit, excess=held - limit)


# --- the setup ---------------------------------------------------------------------------------

def vagabond_board_edits(state, faction: str, name: str) -> list:
    """The edits that give ``faction`` the board of character ``name`` (9.3.1, 9.3.5, 9.3.6):
    what a setup calls when it deals or chooses his character."""
    boards = {**state.vagabonds, faction: starting_board(name)}
    return [state.set_edit("vagabonds", boards)]


def character_name(character: str, lang: str | None = None) -> str:
    """A character as the language's rulebook names it (TERMS.md 7): Dief / Ladrón ..."""
    from rootboard.i18n.grammar import word
    from rootboard.messages import language

    return word("term.character", str(character), language(lang), str.title)  # "thief" reads "Thief"


# His special actions' names and the words of his actions and relationships: words of his
# board, so that any sentence can say them without his actions being imported (the terms
# ``character`` and ``vagabond`` of rootboard.game.terms say them).
SPECIAL_NAMES = {"steal": "Steal", "day-labor": "Day Labor", "hideout": "Hideout", "instigate": "Instigate",
                 "protector": "Protector", "scorched-earth": "Scorched Earth", "improvise": "Improvise",
                 "swift-strike": "Swift Strike", "glide": "Glide"}

# The words the Vagabond's messages use for his actions, special actions and relationships:
# shown through the catalogues.
VOCABULARY = ("Explore", "Strike", "Refresh", "Repair", "Rest", "Aid", "Move", "Slip", "Battle",
              "indifferent", "hostile", "allied")


def vagabond_word(word: str, lang: str | None = None) -> Word:
    """One of the Vagabond's words (:data:`VOCABULARY`, a special action's name) as the
    language's rulebook says it: Steal is Stelen / Robar; a relation agrees with its faction
    (``{relation:vagabond~ally}``: "aliada" for la Alianza)."""
    return grammar_word("term.vagabond", str(word), language(lang))

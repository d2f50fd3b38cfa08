"""Playing on the board with the mouse: drag pieces, drop them, right-click to remove.

The board asks, never decides: every option on a drop is an action of the core (``Place``,
``Move``, ``Remove``, ``OpenPath``) checked with ``session.check`` (a dry run) and done with
the window's ``perform``, so the mouse and the command line can never disagree. What a drag
or drop may do is decided in :mod:`rootboard.interaction` (no Qt, tested with plain Python);
this module is its Qt side: events, the ghost, the glow and the veil, menus and hints.

- **Drag a piece** on the board to move it (``Move``). A plain drag takes one piece;
  Shift+drag takes the whole stack; while dragging, the mouse wheel, + / - or a digit key
  changes how many. A drag from a supply tray places pieces (``Place``).
- **While dragging**, the legal destinations light up and the others dim: every area's
  verdicts are computed once when the drag starts (and again only if the count changes).
  Hovering an area tells its verdict, with its Law section, in the status bar and a tooltip.
- **On a drop** the one legal option is done. An illegal drop is refused in enforce mode
  (nothing changes, the reason is shown) or applied with its warning in teach mode. When
  there is a choice a menu offers it: the Vagabond's Slip or Move (also in his Birdsong,
  9.4.2), the Ferry's "Move by Ferry" from its clearing to a coastal one (16.2.2.V).
- **Right-click** a piece: Remove one, or the whole stack (``Remove``); an enemy's piece, or a
  clearing: Battle (4.3), which opens the battle panel; a closed path: Remove closed path
  (``OpenPath``, 16.2.3.III), or why not.
- **Drop a warrior on an enemy's piece** in its own clearing: the battle panel, for that battle.

Escape, or dropping off the board or back where it started, cancels a drag.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QLineF, QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QMenu, QToolTip

from rootboard import interaction as rules
from rootboard.game.display import FACE_DOWN
from rootboard.game.replay import TEACH, Outcome
from rootboard.game.actions import Action
from rootboard.game.state import area_name
from rootboard.i18n import N_, tr
from rootboard.interaction import Drag, Option
from rootboard.messages import fill, law, render

from rootboard.ui.board import theme
from rootboard.ui.board.items import Z_PIECES, Mark, PathItem
from rootboard.ui.board.piece_art import draw_piece
from rootboard.ui.board.pieces import PIECE_SIZE, PiecesItem, piece_label

DRAG_THRESHOLD = 4  # pixels a press may move and still be a click
MARKER_REACH = 12.0  # mm around a closed-path marker that a right-click picks it


def option_label(option: Option) -> str:
    """The words for an option in a menu or a hint (the window's edge: kinds are data)."""
    kind, action = option.kind, option.action
    if kind in (rules.REMOVE, rules.REMOVE_ALL):
        r = action.request
        pieces = piece_label((r.faction, option.shown or r.piece, r.count))  # a face-down plot stays one
        return (tr("drag", "Remove all {pieces}") if kind == rules.REMOVE_ALL else tr("drag", "Remove {pieces}")).format(
            pieces=pieces)
    if kind == rules.OPEN_PATH:
        return tr("drag", "Remove closed path {a}–{b}").format(a=action.a, b=action.b)
    if kind == rules.CARRY:
        return fill(tr("drag", "Move carrying {relic:piece.a}"), relic=option.relic)
    if kind == rules.BATTLE:
        return fill(tr("drag", "Battle: {attacker:faction} attacks {defender:faction}…"),
                    attacker=action.attacker, defender=action.defender)
    if kind == rules.TRICK:
        return fill(tr("drag", "Trick: swap with the plot in {other:area}"), other=action.second)
    if kind == rules.EXPOSE:
        return fill(tr("drag", "Expose: {who:faction} {who:faction|sg=guesses|pl=guess} {plot:piece.a}"),
                    who=action.faction, plot=action.piece)
    return tr(*OPTION_LABELS[kind])


OPTION_LABELS = {rules.PLACE: N_("drag", "Place"), rules.PLACE_FACE_UP: N_("drag", "Place face up"),
                 rules.MOVE: N_("drag", "Move"), rules.SLIP: N_("drag", "Slip"), rules.FERRY: N_("drag", "Move by Ferry"),
                 rules.GLIDE: N_("drag", "Glide (torch)"), rules.SPECIAL: N_("drag", "Special action"),
                 rules.FLIP: N_("drag", "Flip face up")}


def outcome_text(outcome: Outcome) -> str:
    """One line for the status bar: done, done against the rules, or refused, with the Law."""
    v = outcome.verdict
    if not outcome.applied:
        return tr("drag", "Refused: {reason}").format(reason=render(v.message))
    notes = "".join(tr("drag", " — remember: {note}").format(note=render(n)) for n in v.notes)
    said = tr("drag", "Done: {reason}") if v.legal else tr("drag", "Warning (teach mode): {reason}")
    return said.format(reason=render(v.message)) + notes


class GhostItem(QGraphicsItem):
    """The piece under the cursor while dragging, with a ✓ or ✗ for the area below it."""

    def __init__(self, drag: Drag):
        super().__init__()
        self.drag = drag
        self.verdict_ok: bool | None = None
        self.setZValue(Z_PIECES + 5)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._size = PIECE_SIZE * 1.35

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        d = self.drag
        draw_piece(painter, d.faction, d.piece, QPointF(0, 0), self._size, d.count, ghost=True)
        if self.verdict_ok is not None:
            at, r = QPointF(-self._size * 0.55, -self._size * 0.5), self._size * 0.2
            painter.setPen(theme.pen(theme.PAPER, 0.8))
            painter.setBrush(theme.DROP_OK.darker(160) if self.verdict_ok else theme.SUITS["fox"].darker(120))
            painter.drawEllipse(at, r, r)
            theme.draw_text(painter, at.x(), at.y() + 0.3, "✓" if self.verdict_ok else "✗", r * 1.5, theme.PAPER)


class DimItem(QGraphicsPathItem):
    """The veil over every area a dragged piece may not go to."""

    def __init__(self, path: QPainterPath):
        super().__init__(path)
        self.setPen(Qt.NoPen)
        self.setBrush(theme.DROP_DIM)
        self.setZValue(Z_PIECES - 0.5)  # over the board, under the pieces
        self.setAcceptedMouseButtons(Qt.NoButton)


class BoardInteraction(QObject):
    """Mouse play on a BoardView. ``session()`` returns the GameSession in play (or None:
    the board is then only explored); ``perform(action)`` does an action and shows its
    verdict (the window's); ``message`` carries hints and verdicts for the status bar."""

    message = Signal(str)
    dropped = Signal(object)  # the Outcome of a drop or a menu choice

    def __init__(self, view, session: Callable[[], object | None], perform: Callable[[Action], Outcome | None]):
        super().__init__(view)
        self.view = view
        self.session = session
        self.perform_action = perform
        self.drag: Drag | None = None
        self.hint = ""  # the last hint or verdict shown (tests read it)
        self.last_outcome: Outcome | None = None
        self.choose_from_menu = self._exec_menu  # how a menu is shown (kept swappable)
        self.open_battle: Callable | None = None  # shows the battle panel for a Battle (the window's)
        self._press: QPoint | None = None
        self._pending: tuple | None = None  # (area, piece, modifiers) pressed, not yet dragged
        self._ghost: GhostItem | None = None
        self._dim: DimItem | None = None
        self._saved_marks: dict = {}
        self._menu_on_press = False
        self._over_piece = False
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # keys while dragging
        view.area_clicked.connect(lambda _area: self.clear_hint())  # a click moves on from the last verdict

    # --- what is under the mouse ---------------------------------------------------------
    @property
    def scene(self):
        return self.view.scene()

    def _scene_pos(self, pos) -> QPointF:
        return self.view.mapToScene(pos.toPoint() if isinstance(pos, QPointF) else pos)

    def spot_at(self, pos: QPoint):
        """(area, (faction, piece, count)) of the stack under a viewport point, or None."""
        if self.scene is None:
            return None
        at = self._scene_pos(pos)
        for item in self.scene.items(at):
            if isinstance(item, PiecesItem):
                spot = item.spot_at(at)
                if spot is not None:
                    return item.area_id, spot.piece
        return None

    def area_at(self, pos: QPoint):
        """The area under a viewport point; None off the board or outside the viewport (a
        release over the tray it came from cancels)."""
        if not self.view.viewport().rect().contains(pos) or self.scene is None:
            return None
        # Highway Bandits are dropped on paths (16.4.3.V): a lane under the mouse is its path.
        return self.scene.area_at(self._scene_pos(pos), paths=self.drag is not None and self.drag.on_paths)

    def closed_path_at(self, pos: QPoint):
        """The (a, b) key of a closed path under a viewport point (its lane or its marker)."""
        if self.scene is None:
            return None
        at = self._scene_pos(pos)
        for item in self.scene.path_items.values():
            if item.closed and item.marker_at is not None and QLineF(at, item.marker_at).length() < MARKER_REACH:
                return item.path.key
        for item in self.scene.items(at):
            if isinstance(item, PathItem) and item.closed:
                return item.path.key
        return None

    # --- Qt events -----------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Enter, QEvent.Leave) and self.drag is not None:
            # The hint's tooltip popping up under the cursor makes the viewport "left": the
            # explorer's hover would then clear every mark, the drop glow with them.
            return True
        if watched is self.view:
            if kind == QEvent.KeyPress and self.drag is not None:
                return self._key(event)
            return False
        if kind == QEvent.MouseButtonPress:
            return self._mouse_press(event)
        if kind == QEvent.MouseMove:
            return self._mouse_move(event)
        if kind == QEvent.MouseButtonRelease:
            return self._mouse_release(event)
        if kind == QEvent.Wheel and self.drag is not None:
            steps = event.angleDelta().y() // 120
            self.set_count(self.drag.count + (steps or (1 if event.angleDelta().y() > 0 else -1)))
            return True
        if kind == QEvent.ContextMenu:
            if event.reason() == event.Reason.Mouse and self._menu_on_press:
                self._menu_on_press = False
                return True  # already shown on the press
            return self.context_menu(event.pos(), event.globalPos())
        return False

    def _mouse_press(self, event) -> bool:
        pos = event.position().toPoint()
        if self.session() is None:
            return False
        if event.button() == Qt.RightButton:
            self._menu_on_press = self.context_menu(pos, event.globalPosition().toPoint())
            return self._menu_on_press
        if event.button() != Qt.LeftButton or self.drag is not None:
            return self.drag is not None
        found = self.spot_at(pos)
        if found is None or found[1][1] == FACE_DOWN:  # a plot never moves (4.2); shown face down, nor is it named
            return False
        self._press = pos
        self._pending = (found[0], found[1], event.modifiers())
        return True

    def _mouse_move(self, event) -> bool:
        pos = event.position().toPoint()
        if self._pending is not None and self.drag is None:
            if (pos - self._press).manhattanLength() <= DRAG_THRESHOLD:
                return True
            area, (faction, piece, _), modifiers = self._pending
            self._pending = None
            self.begin_move(area, faction, piece, whole_stack=bool(modifiers & Qt.ShiftModifier))
        if self.drag is None:
            self._show_hand(self.session() is not None and self.spot_at(pos) is not None)
            return False
        self.drag_to(pos)
        return True

    def _show_hand(self, over_piece: bool) -> None:
        """An open hand over a piece says it can be picked up; elsewhere the view's cursor."""
        if over_piece != self._over_piece:
            self._over_piece = over_piece
            if over_piece:
                self.view.viewport().setCursor(Qt.OpenHandCursor)
            else:
                self.view.viewport().unsetCursor()

    def _mouse_release(self, event) -> bool:
        if event.button() != Qt.LeftButton:
            return self.drag is not None
        pos = event.position().toPoint()
        if self.drag is not None:
            self.drop_at(pos)
            return True
        if self._pending is not None:  # a click on a piece: select its area, as a click on the area would
            area = self._pending[0]
            self._pending = None
            self.view.area_clicked.emit(area)
            return True
        return False

    def _key(self, event) -> bool:
        key = event.key()
        if key == Qt.Key_Escape:
            self.cancel()
        elif key in (Qt.Key_Plus, Qt.Key_Equal):
            self.set_count(self.drag.count + 1)
        elif key in (Qt.Key_Minus, Qt.Key_Underscore):
            self.set_count(self.drag.count - 1)
        elif Qt.Key_1 <= key <= Qt.Key_9:
            self.set_count(key - Qt.Key_0)
        else:
            return False
        return True

    # --- dragging ------------------------------------------------------------------------
    def begin_move(self, origin, faction: str, piece: str, whole_stack: bool = False) -> Drag:
        return self._begin(rules.start_move(self.session().state, origin, faction, piece, whole_stack))

    def begin_place(self, faction: str, piece: str, count: int = 1) -> Drag | None:
        """A drag out of the supply tray (the tray calls this on a press)."""
        session = self.session()
        if session is None:
            return None
        return self._begin(rules.start_place(session.state, faction, piece, count))

    def _begin(self, drag: Drag) -> Drag:
        self.cancel()
        self.drag = drag
        self._saved_marks = {key: item.mark for key, item in self._lit_items().items()}
        self.view.viewport().setCursor(Qt.ClosedHandCursor)
        self._ghost = GhostItem(drag)
        self._ghost.setVisible(False)
        self.scene.addItem(self._ghost)
        self._judge()
        return drag

    def _lit_items(self) -> dict:
        """The items a drag lights: the areas, and the paths for pieces that stand on them."""
        scene = self.scene
        if self.drag is not None and self.drag.on_paths:
            return {**scene.area_items, **scene.path_areas}
        return scene.area_items

    def set_count(self, count: int) -> None:
        """How many pieces the drag carries (1 to the stack or supply); verdicts follow."""
        d = self.drag
        if d is None:
            return
        count = d.clamp(count)
        if count != d.count:
            d.count = count
            self._judge()
            self._ghost.update()
            self._show_hint(d.hovered, None)

    def _judge(self) -> None:
        """Every area's options now, and the board lit to match: legal glow, illegal veil."""
        d = self.drag
        session = self.session()
        scene = self.scene
        areas = rules.targets(session.state, d, scene.area_items)
        d.options = rules.judge(session.state, d, areas, lambda action: session.check(action).verdict)
        veil = QPainterPath()
        veil.setFillRule(Qt.WindingFill)
        lit = self._lit_items()
        for area, look in rules.looks(d, areas).items():
            item = lit.get(area)  # a river has no item of its own: it is only refused
            if item is None:
                continue
            if look == rules.ORIGIN:
                item.set_mark(Mark("selected"))
            elif look == rules.LEGAL:
                item.set_mark(Mark("drop"))
            else:
                item.set_mark(None)
                if area in scene.area_items:  # lanes are not veiled: the areas around them are
                    veil.addPath(item.shape())
        if self._dim is None:
            self._dim = DimItem(veil)
            scene.addItem(self._dim)
        else:
            self._dim.setPath(veil)

    def drag_to(self, pos: QPoint) -> None:
        d = self.drag
        if d is None:
            return
        self._ghost.setPos(self._scene_pos(pos))
        self._ghost.setVisible(self.view.viewport().rect().contains(pos))
        area = self.area_at(pos)
        if area != d.hovered:
            d.hovered = area
            self._show_hint(area, pos)

    def _show_hint(self, area, pos: QPoint | None) -> None:
        d = self.drag
        options = d.options.get(area) if area is not None else None
        what = piece_label((d.faction, d.piece, d.count))
        if not options:
            self._ghost.verdict_ok = None
            text = (tr("drag", "{pieces}: drop on a clearing or forest").format(pieces=what) if area is None else
                    fill(tr("drag", "{pieces}: back to {area:area}"), pieces=what, area=area))
        else:
            legal = rules.legal(options)
            self._ghost.verdict_ok = bool(legal)
            if legal:
                text = "✓ " + tr("drag", "  or  ").join(f"{option_label(o)}: {render(o.verdict.message)}" for o in legal)
            else:
                text = f"✗ {option_label(options[0])} {area_name(area)}: {render(options[0].verdict.message)}"
        self._ghost.update()
        self.hint = text
        self.message.emit(text)
        if pos is not None and area is not None:
            QToolTip.showText(self.view.viewport().mapToGlobal(pos) + QPoint(16, 16), text, self.view.viewport())

    def drop_at(self, pos: QPoint) -> Outcome | None:
        """Drop the drag at a viewport point: do the option chosen, or refuse and say why."""
        d = self.drag
        if d is None:
            return None
        spot = self.spot_at(pos)
        battle = rules.battle_on_drop(self.session().state, d, spot[0] if spot else None, spot[1][0] if spot else None)
        if battle is not None and self.open_battle is not None:  # a warrior dropped on an enemy: battle it (4.3)
            self.cancel()
            QToolTip.hideText()
            self.open_battle(battle)
            return None
        verdict = rules.drop(self.session().state, d, self.area_at(pos))
        self.cancel()
        QToolTip.hideText()
        if not verdict.options:
            return None
        option = verdict.chosen
        if verdict.asks:
            option = self.choose_from_menu(list(verdict.options), self.view.viewport().mapToGlobal(pos))
        if option is None:
            self.message.emit(tr("drag", "Nothing moved."))
            return None
        return self._perform(option.action)

    def _exec_menu(self, options: list[Option], at: QPoint) -> Option | None:
        menu = QMenu(self.view)
        teach = getattr(self.session(), "mode", "") == TEACH
        chosen = {}
        for o in options:
            if o.verdict.legal:
                action = menu.addAction(option_label(o))
            else:
                action = menu.addAction(f"{option_label(o)} — {law((o.verdict.section,))}")
                action.setEnabled(teach and o.verdict.possible)
            action.setToolTip(render(o.verdict.message))
            action.setStatusTip(render(o.verdict.message))
            chosen[action] = o
        menu.setToolTipsVisible(True)
        picked = menu.exec(at)
        return chosen.get(picked)

    def clear_hint(self) -> None:
        """The last hint or verdict no longer applies (Escape, a click, undo): stop showing it."""
        if self.hint:
            self.hint = ""
            self.message.emit("")

    def cancel(self) -> None:
        """Put the piece back: no ghost, no veil, the board lit as before the drag, and its
        hint gone."""
        self._pending = None
        if self.drag is None:
            return
        lit = self._lit_items() if self.scene is not None else {}
        self.drag = None
        self.clear_hint()
        self.view.viewport().unsetCursor()
        self._over_piece = False
        for item in (self._ghost, self._dim):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self._ghost = self._dim = None
        for key, item in lit.items():
            item.set_mark(self._saved_marks.get(key))
        self._saved_marks = {}

    def _perform(self, action: Action) -> Outcome | None:
        outcome = self.perform_action(action)
        self.last_outcome = outcome
        if outcome is not None:
            self.hint = outcome_text(outcome)
            self.message.emit(self.hint)
            self.dropped.emit(outcome)
        return outcome

    # --- right-click -----------------------------------------------------------------------
    def context_menu(self, pos: QPoint, global_pos: QPoint) -> bool:
        """Remove for a piece, Remove closed path for a closed path; False if neither is there."""
        if self.session() is None or self.drag is not None:
            return False
        options = self.menu_options(pos)
        if not options:
            return False
        if not any(o.verdict.legal for o in options):
            self.hint = f"✗ {option_label(options[0])}: {render(options[0].verdict.message)}"
            self.message.emit(self.hint)
        option = self.choose_from_menu(options, global_pos)
        if option is not None and option.kind == rules.BATTLE:
            if self.open_battle is not None:
                self.open_battle(option.action)
        elif option is not None:
            self._perform(option.action)
        return True

    def menu_options(self, pos: QPoint) -> list[Option]:
        session = self.session()
        check = lambda action: session.check(action).verdict  # noqa: E731
        found = self.spot_at(pos)
        if found is not None:
            area, (faction, piece, _) = found
            return rules.piece_options(session.state, area, faction, piece, check)
        key = self.closed_path_at(pos)
        if key is not None:
            return rules.path_options(key, check)
        area = self.area_at(pos)  # a clearing's own menu: its battles (4.3)
        return rules.battle_options(session.state, area, check) if area is not None else []

"""BoardView: fits the board to the window, zooms (wheel, keys), pans (drag), and turns
clicks and hovering into area ids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

if TYPE_CHECKING:  # PySide6 builds a class (and its enums) on first touch: not at startup
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent

ZOOM_STEP = 1.25
MIN_SCALE, MAX_SCALE = 0.2, 12.0  # relative to the fitted view
DRAG_THRESHOLD = 4  # pixels a press may move and still count as a click


class BoardView(QGraphicsView):
    """Shows a BoardScene. Signals carry area ids (clearing int, forest str) or None."""

    area_clicked = Signal(object)
    area_shift_clicked = Signal(object)
    area_hovered = Signal(object)
    painted = Signal()

    def __init__(self, scene=None, parent=None):
        super().__init__(parent)
        # The viewport made here, as QGraphicsView makes its own, so that Python knows its type:
        # wrapping the one Qt made (in viewport(), or in the first paint) first initialises every
        # QWidget subclass PySide knows, with their enums, to find its type: 8-15 ms of a cold start.
        viewport = QWidget()
        viewport.setAttribute(Qt.WA_InputMethodEnabled)
        self.setViewport(viewport)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setFrameShape(QFrame.NoFrame)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        self.setFocusPolicy(Qt.StrongFocus)
        self.viewport().setMouseTracking(True)
        self._fitted = True  # refit on resize until the user zooms
        self._zoom = 1.0
        self._press: QPoint | None = None
        self._dragging = False
        self._hovered = None
        self._layer = None  # the kept layer of the board (view_layer.ViewLayer), made with the first paint
        if scene is not None:
            self.setScene(scene)

    # --- scene -----------------------------------------------------------------------------
    def setScene(self, scene) -> None:  # Qt override: refit whenever the board changes
        super().setScene(scene)
        self._hovered = None
        self.fit()

    def fit(self) -> None:
        if self.scene() is None:
            return
        self.fitInView(self.scene().sceneRect(), Qt.KeepAspectRatio)
        self._fitted = True
        self._zoom = 1.0

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_SCALE, max(MIN_SCALE, self._zoom * factor))
        if target == self._zoom:
            return
        self.scale(target / self._zoom, target / self._zoom)
        self._zoom = target
        self._fitted = False

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    # --- Qt events -------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def drawBackground(self, painter, rect) -> None:  # Qt override: the kept static layer, if valid
        if self._layer is None:
            from rootboard.ui.board.view_layer import ViewLayer

            self._layer = ViewLayer(self)
        if not self._layer.draw(painter):
            super().drawBackground(painter, rect)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        caches_on = getattr(self.scene(), "caches_on", None)
        if caches_on is not None and caches_on():  # after a board's first frame (BoardScene._defer_caches)
            # Fill the caches at the next idle moment, not at the first hover: a repaint now
            # costs what the first frame saved, but nobody is pointing at anything yet.
            QTimer.singleShot(0, self, self._fill_caches)  # (not run if the view is gone by then)
        self.painted.emit()

    def _fill_caches(self) -> None:
        self.viewport().update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(ZOOM_STEP ** steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key_Plus, Qt.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key_Minus, Qt.Key_Underscore):
            self.zoom_out()
        elif key in (Qt.Key_0, Qt.Key_F):
            self.fit()
        elif key == Qt.Key_Escape:
            self.area_clicked.emit(None)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.LeftButton, Qt.MiddleButton):
            self._press = event.position().toPoint()
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & (Qt.LeftButton | Qt.MiddleButton):
            delta = pos - self._press
            if self._dragging or delta.manhattanLength() > DRAG_THRESHOLD:
                self._dragging = True
                self.setCursor(Qt.ClosedHandCursor)
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
                self._press = pos
            event.accept()
            return
        area = self.area_at(pos)
        if area != self._hovered:
            self._hovered = area
            self.setCursor(Qt.PointingHandCursor if area is not None else Qt.ArrowCursor)
            self.area_hovered.emit(area)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.LeftButton and not self._dragging:
            area = self.area_at(event.position().toPoint())
            if event.modifiers() & Qt.ShiftModifier and area is not None:
                self.area_shift_clicked.emit(area)
            else:
                self.area_clicked.emit(area)
        self._press = None
        self._dragging = False
        self.unsetCursor()
        event.accept()

    def leaveEvent(self, event) -> None:
        if self._hovered is not None:
            self._hovered = None
            self.area_hovered.emit(None)
        super().leaveEvent(event)

    def area_at(self, pos: QPoint):
        scene = self.scene()
        return scene.area_at(self.mapToScene(pos)) if scene is not None else None

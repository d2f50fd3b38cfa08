"""One QGraphicsItem class per kind of thing on the board.

Each item draws one element of the board's drawing (plain coordinates laid out by the
core, :mod:`rootboard.drawing.model`, turned into painter paths by :mod:`qtgeom`) in the
look of :mod:`theme`. Items hold display state only (a highlight, a toggle); which areas
to highlight and why is decided by the core and passed in by the scene.
"""

from __future__ import annotations

from rootboard.i18n import tr

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from rootboard.drawing.model import (
    RULER_HALO_WIDTH, RULER_RING_OFFSET, RULER_RING_WIDTH, ForestDrawing, LakeDrawing, Line, Ring,
)
from rootboard.board.mapfile import Clearing, Path, River
from rootboard.records import record

from rootboard.ui.board import theme
from rootboard.ui.board.qtgeom import line_path, point, shape_path, shapes_path
from rootboard.ui.board.trees import draw_trees

# Stacking order, bottom to top.
Z_GROUND, Z_FOREST, Z_LAKE, Z_RIVER, Z_PATH, Z_LINK, Z_CLEARING, Z_MARKER, Z_PIECES = range(9)


@record(frozen=True)
class Mark:
    """How an area is lit: as the selection, the Shift partner, or a neighbour by a link kind."""

    role: str  # "selected", "partner", "neighbour", "reach", "drop" (a legal destination), "homeland",
    # "bot-step" (where a bot's step acts: rootboard.ui.play.bot_turn; not adjacent: where pieces leave)
    kind: str | None = None  # link kind for neighbours; the faction whose homeland it is, or whose bot acts
    adjacent: bool = True

    def colour(self) -> QColor:
        if self.role == "selected":
            return theme.SELECTED
        if self.role == "partner":
            return theme.PARTNER
        if self.role == "reach":
            return theme.REACH
        if self.role == "drop":
            return theme.DROP_OK
        if self.role == "bot-step":
            return theme.BOT_STEP
        if self.role == "homeland":
            from rootboard.ui.board.faction_looks import look

            return QColor(look(self.kind).colour)
        return theme.HIGHLIGHT[self.kind]


def paint_shadowed(painter: QPainter, path: QPainterPath, offset: QPointF, shadow_alpha: int, fill, edge) -> None:
    """A filled outline over its drop shadow (the board, the Burrow)."""
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, shadow_alpha))
    painter.drawPath(path.translated(offset))
    painter.setBrush(fill)
    painter.setPen(edge)
    painter.drawPath(path)


def shown_by_layer(item, widget) -> bool:
    """Whether ``item`` is already on ``widget`` as part of the view's kept layer of the board
    (:mod:`rootboard.ui.board.view_layer`): then its paint is skipped, not painted twice over
    its own pixels. Only the viewport the layer is drawn on says so, for the items it holds:
    File > Export (``scene.render``) passes no widget and paints every item."""
    if widget is None:
        return False
    scene = item.scene()
    return widget is getattr(scene, "layer_shown_on", None) and id(item) in scene.layer_items

class BoardItem(QGraphicsItem):
    """Base for items drawn from one fixed painter path."""

    def __init__(self, path: QPainterPath, z: int):
        super().__init__()
        self._path = path
        self._bounds = path.boundingRect()
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._path


class MarkedItem(BoardItem):
    """An item the explorer lights up (an area, or the lane joining two clearings).

    Its own picture is costly (trees, icons, long lanes) and never changes with the explorer:
    it is cached at screen resolution, and the highlight is drawn on a separate overlay.
    """

    def __init__(self, path: QPainterPath, z: int, mark_behind: bool):
        super().__init__(path, z)
        self.mark: Mark | None = None
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.overlay = MarkOverlay(self, mark_behind)

    def set_mark(self, mark: Mark | None) -> None:
        if mark != self.mark:
            self.mark = mark
            self.overlay.update()

    def paint_mark(self, painter: QPainter) -> None:
        raise NotImplementedError


class MarkOverlay(QGraphicsItem):
    """Draws its owner's highlight, so lighting an item never repaints the item itself."""

    def __init__(self, owner: MarkedItem, behind: bool):
        super().__init__(owner)
        self._owner = owner
        if behind:
            self.setFlag(QGraphicsItem.ItemStacksBehindParent)

    def boundingRect(self) -> QRectF:
        return self._owner.boundingRect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._owner.mark is not None:
            self._owner.paint_mark(painter)


class AreaItem(MarkedItem):
    """A clearing or a forest: clickable, and lit up by the adjacency explorer."""

    area_id = None

    def __init__(self, path: QPainterPath, z: int, glow: float, mark_behind: bool):
        super().__init__(path, z, mark_behind)
        self._bounds = path.boundingRect().adjusted(-glow, -glow, glow, glow)


#: How far inside the board's edge its frame's inner line is drawn: nothing of the board's own
#: (a landmark beside an edge clearing) stands on the frame.
FRAME_INSET = 6.0


class GroundItem(BoardItem):
    """The board inside its edge: the ground around the path network, not forest."""

    def __init__(self, outline: Ring):
        super().__init__(shape_path((outline,)), Z_GROUND)
        self._bounds = self._bounds.adjusted(-4, -4, 6, 6)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        paint_shadowed(painter, self._path, QPointF(2.5, 3.5), 90, theme.GROUND, theme.pen(theme.GROUND_EDGE, 2.5))
        inner = self._path.boundingRect().adjusted(FRAME_INSET, FRAME_INSET, -FRAME_INSET, -FRAME_INSET)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(QColor(theme.GROUND_EDGE.red(), theme.GROUND_EDGE.green(),
                                        theme.GROUND_EDGE.blue(), 110), 0.8))
        painter.drawRect(inner)


class ForestItem(AreaItem):
    """A derived forest (2.4): moss ground with round trees, clipped to its polygon."""

    def __init__(self, forest_id: str, drawing: ForestDrawing):
        super().__init__(shape_path(drawing.shape), Z_FOREST, glow=0.0, mark_behind=False)
        self.area_id = forest_id
        self.drawing = drawing
        self.show_id = False
        self._trees = drawing.trees
        self._band_path: QPainterPath | None = None
        self.label = LabelItem(forest_id, point(drawing.label))
        self.label.setVisible(False)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.FOREST)
        painter.drawPath(self._path)
        painter.save()
        painter.setClipPath(self._path)
        draw_trees(painter, self._trees)
        painter.restore()
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(theme.FOREST_EDGE, 1.0))
        painter.drawPath(self._path)

    def paint_mark(self, painter: QPainter) -> None:
        """A light wash and a band along the inside of the edge, in the colour of the link.

        The band is a ring filled once computed (a clipped wide stroke costs milliseconds);
        lanes cover its outer 6 mm. A link that is not adjacency gets a dashed edge instead.
        """
        colour = self.mark.colour()
        wash = QColor(colour)
        wash.setAlpha(45 if self.mark.adjacent else 25)
        painter.setPen(Qt.NoPen)
        painter.setBrush(wash)
        painter.drawPath(self._path)
        band = QColor(colour)
        band.setAlpha(190)
        if self.mark.adjacent:
            painter.setBrush(band)
            painter.drawPath(self._band())
        else:
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(band, theme.PATH_EDGE_WIDTH / 2 + 4.0, Qt.DashLine, Qt.FlatCap))
            painter.drawPath(self._path)

    def _band(self) -> QPainterPath:
        if self._band_path is None:
            self._band_path = shapes_path(self.drawing.band)
        return self._band_path

    def set_mark(self, mark: Mark | None) -> None:
        super().set_mark(mark)
        self.label.setVisible(self.show_id or mark is not None)

    def set_show_id(self, on: bool) -> None:
        self.show_id = on
        self.label.setVisible(on or self.mark is not None)


class LabelItem(QGraphicsItem):
    """An area's id on a dark pill, above everything, so lanes and rivers never hide it."""

    SIZE = 6.5

    def __init__(self, text: str, at: QPointF):
        super().__init__()
        self.text = text
        self.setPos(at)
        width = 0.62 * self.SIZE * len(text) + 5
        self._rect = QRectF(-width / 2, -self.SIZE * 0.8, width, self.SIZE * 1.6)
        self.setZValue(Z_PIECES + 1)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def picture_key(self) -> str:
        """What it is painted from (see ClearingItem.picture_key)."""
        return f"label {self.text} at {self.pos().x()!r},{self.pos().y()!r}"

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setPen(theme.pen(QColor(251, 245, 230, 200), 0.5))
        painter.setBrush(QColor(38, 30, 20, 205))
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        theme.draw_text(painter, 0, 0.3, self.text, self.SIZE, theme.LABEL)


class LakeItem(BoardItem):
    """The lake (16.2.2.II): open water with a pale shore line and ripples."""

    def __init__(self, lake: LakeDrawing):
        super().__init__(shape_path((lake.outline,)), Z_LAKE)
        self._bounds = self._bounds.adjusted(-3, -3, 3, 3)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self._ripples = _ripples(lake.ripples)
        self._centre = point(lake.centre)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        gradient = QRadialGradient(self._centre, max(self._bounds.width(), self._bounds.height()) / 2)
        gradient.setColorAt(0.0, theme.LAKE_DEEP)
        gradient.setColorAt(1.0, theme.LAKE_WATER)
        painter.setPen(theme.pen(theme.LAKE_SHORE_LINE, 3.0))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(self._path)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(theme.RIVER_BANK, 0.9))
        painter.drawPath(self._path)
        painter.setPen(theme.pen(theme.RIVER_SHINE, 1.0))
        painter.drawPath(self._ripples)


def _ripples(spots) -> QPainterPath:
    """A small wave at each spot the layout chose, well inside the water."""
    path = QPainterPath()
    for x, y in spots:
        path.moveTo(x - 5, y)
        path.cubicTo(x - 3, y - 2, x - 1, y - 2, x, y)
        path.cubicTo(x + 1, y + 2, x + 3, y + 2, x + 5, y)
    return path


class RiverItem(BoardItem):
    """A river along its printed course (2.3): blue, under the paths that bridge it."""

    def __init__(self, river: River, course: tuple[Line, ...], board_outline: Ring):
        stroker = QPainterPathStroker()
        stroker.setWidth(theme.RIVER_BANK_WIDTH)
        self._line = _smooth(course)
        super().__init__(stroker.createStroke(self._line), Z_RIVER)
        self._edge = shape_path((board_outline,))
        self.river = river
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setClipPath(self._edge)  # rivers run off the board: cut them at its edge
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(theme.RIVER_BANK, theme.RIVER_BANK_WIDTH))
        painter.drawPath(self._line)
        painter.setPen(theme.pen(theme.RIVER_WATER, theme.RIVER_WIDTH))
        painter.drawPath(self._line)
        painter.setPen(theme.pen(theme.RIVER_SHINE, 1.2, Qt.DashLine, Qt.FlatCap))
        painter.drawPath(self._line.translated(-1.2, -1.2))


def _smooth(parts: tuple[Line, ...]) -> QPainterPath:
    """Polylines drawn through their points' midpoints with quadratic curves: a river's meander."""
    path = QPainterPath()
    for part in parts:
        pts = [QPointF(x, y) for x, y in part]
        if len(pts) < 2:
            continue
        path.moveTo(pts[0])
        for i in range(1, len(pts) - 1):
            mid = (pts[i] + pts[i + 1]) / 2
            path.quadTo(pts[i], mid)
        path.lineTo(pts[-1])
    return path


class PathItem(MarkedItem):
    """A printed path (2.2.1) as a cream lane; a closed path (16.2.3) as dug earth."""

    def __init__(self, path: Path, line: Line, marker_at: QPointF | None):
        stroker = QPainterPathStroker()
        stroker.setWidth(theme.PATH_EDGE_WIDTH)
        self._line = line_path(line)
        super().__init__(stroker.createStroke(self._line), Z_PATH, mark_behind=True)
        self.path = path
        self.closed = path.closed  # a game may have removed its marker (16.2.3.III)
        self.marker_at = marker_at
        self._bounds = self._bounds.adjusted(-4, -4, 4, 4)

    def paint_mark(self, painter: QPainter) -> None:
        """A glow along the lane: solid for a path, dashed for a closed one."""
        style = Qt.SolidLine if self.mark.adjacent else Qt.DashLine
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(self.mark.colour(), theme.PATH_EDGE_WIDTH + 5, style, Qt.FlatCap))
        painter.drawPath(self._line)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setBrush(Qt.NoBrush)
        if self.closed:
            painter.setPen(theme.pen(QColor("#2a1d14"), theme.PATH_EDGE_WIDTH))
            painter.drawPath(self._line)
            painter.setPen(theme.pen(theme.CLOSED_LANE, theme.PATH_WIDTH))
            painter.drawPath(self._line)
            painter.setPen(theme.speckle_pen([0.6, 2.2]))
            painter.drawPath(self._line.translated(1.6, 0.8))
            painter.drawPath(self._line.translated(-1.8, -1.0))
        else:
            painter.setPen(theme.pen(theme.PATH_EDGE, theme.PATH_EDGE_WIDTH))
            painter.drawPath(self._line)
            painter.setPen(theme.pen(theme.PATH_LANE, theme.PATH_WIDTH))
            painter.drawPath(self._line)


class MarkerItem(QGraphicsItem):
    """An icon from assets/ standing on the board: Tower, Ferry, a landmark, closed-path marker."""

    def __init__(self, icon: str, centre: QPointF, size: float, z: int = Z_MARKER):
        super().__init__()
        self.icon = icon
        self.landmark: str | None = None  # a landmark card's piece (16.5): its tooltip says what it does
        self.rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # SVG rendering is slow

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 3, 3)

    def picture_key(self) -> str:
        """What it is painted from (see ClearingItem.picture_key)."""
        r = self.rect
        return (f"marker {self.icon} {theme.icon_checksum(self.icon)} landmark {int(self.landmark is not None)} "
                f"at {r.x()!r},{r.y()!r},{r.width()!r} z {self.zValue()!r}")

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        if self.landmark is not None:
            # A landmark is a round token on the board (16.5): its picture on a pale disc,
            # so a green tree or a dark stall stands out from the forest behind it.
            r = self.rect.width() / 2
            painter.drawEllipse(self.rect.center() + QPointF(1.0, 1.5), r, r)
            painter.setPen(theme.pen(theme.INK, 1.3))
            painter.setBrush(theme.PAPER)
            painter.drawEllipse(self.rect.center(), r, r)
            theme.icon(self.icon).render(painter, self.rect.adjusted(r * 0.28, r * 0.28, -r * 0.28, -r * 0.28))
            return
        painter.drawEllipse(self.rect.center() + QPointF(1.2, 1.8), self.rect.width() * 0.42,
                            self.rect.height() * 0.42)
        theme.icon(self.icon).render(painter, self.rect)


class ClearingItem(AreaItem):
    """A clearing (2.2): suit colour and icon, building slots, R for ruins, priority number."""

    def __init__(self, clearing: Clearing):
        path = QPainterPath()
        path.addEllipse(point(clearing.centre), clearing.radius, clearing.radius)
        super().__init__(path, Z_CLEARING, glow=15.0, mark_behind=True)
        self.area_id = clearing.id
        self.clearing = clearing
        self.show_number = True
        self.suit = clearing.suit  # a game's setup markers give variant maps their suits (16.1.1)
        self.ruler: str | None = None  # faction ruling it (2.5), shown when a game is drawn
        self.ruins_present: int = clearing.ruins  # display only: a game may have explored some
        # Its kept face (image, device point), set by rootboard.ui.board.layer for one picture:
        # every pixel of its rectangle as it was painted alone over the board.
        self.face = None

    def set_ruler(self, faction: str | None) -> None:
        self.ruler = faction
        self.update()

    def picture_key(self) -> str:
        """Everything its pixels are painted from beyond the map and the code (the suit and its
        icon's file, the ruler, the ruins still there, the words of a clearing with no suit
        yet): a kept picture of it is reused only under the same key (rootboard.ui.board.layer)."""
        words = tr("board", "no suit yet") if self.suit is None else ""
        return (f"clearing {self.area_id}; suit {self.suit} icon {theme.icon_checksum(theme.suit_icon_name(self.suit))}; "
                f"ruler {self.ruler}; ruins {self.ruins_present}; number {int(self.show_number)}; words {words}")

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        if self.face is not None:
            image, at = self.face
            painter.save()
            painter.resetTransform()  # the face is in the picture's own pixels
            painter.drawImage(at, image)
            painter.restore()
            return
        c = self.clearing
        cx, cy = c.centre
        r = c.radius
        centre = QPointF(cx, cy)
        if self.ruler is not None:
            # The ruler's ring (2.5) on a halo that stands out from the ring and the fill alike.
            ring = r + RULER_RING_OFFSET
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(theme.ring_halo(self.ruler, self.suit), RULER_RING_WIDTH + 2 * RULER_HALO_WIDTH))
            painter.drawEllipse(centre, ring, ring)
            painter.setPen(theme.pen(theme.faction_colour(self.ruler), RULER_RING_WIDTH))
            painter.drawEllipse(centre, ring, ring)
        # shadow, then the disc: suit colour, lighter towards the middle
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(centre + QPointF(1.3, 2.0), r, r)
        suit = theme.suit_colour(self.suit)
        gradient = QRadialGradient(centre + QPointF(-r * 0.25, -r * 0.3), r * 1.3)
        gradient.setColorAt(0.0, suit.lighter(135))
        gradient.setColorAt(1.0, suit)
        painter.setBrush(QBrush(gradient))
        painter.setPen(theme.pen(theme.INK, 1.4))
        painter.drawEllipse(centre, r, r)
        painter.setPen(theme.pen(suit.darker(135), 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(centre, r - 2.2, r - 2.2)
        # suit icon at the top
        size = theme.ICON_SIZE * r / 32
        icon_rect = QRectF(cx - size / 2, cy - r * 0.82, size, size)
        theme.icon(theme.suit_icon_name(self.suit)).render(painter, icon_rect)
        self._paint_slots(painter)
        if self.suit is None:
            theme.draw_text(painter, cx, cy + r * 0.64, tr("board", "no suit yet"), 5.0, theme.INK, bold=False)
        if self.show_number:
            bx, by = cx + r * 0.74, cy + r * 0.74
            painter.setPen(theme.pen(theme.INK, 1.0))
            painter.setBrush(theme.INK)
            painter.drawEllipse(QPointF(bx, by), theme.BADGE_RADIUS, theme.BADGE_RADIUS)
            theme.draw_text(painter, bx, by + 0.3, str(c.id), 8.0, theme.PAPER)

    def _paint_slots(self, painter: QPainter) -> None:
        """White building slots in a row; the last ``ruins`` are printed with an R (2.2.4), covered
        by their ruin while it is there. An explored ruin that gave its last item is gone (9.5.3):
        its slot is an open one, drawn without the R."""
        n, ruins = self.clearing.slots, self.clearing.ruins
        for index, rect in enumerate(slot_rects(self.clearing)):
            is_ruin_slot = index >= n - ruins
            ruin_here = is_ruin_slot and (index - (n - ruins)) < self.ruins_present
            painter.setPen(theme.pen(theme.INK, 1.1))
            painter.setBrush(theme.RUIN if ruin_here else theme.SLOT)
            painter.drawRoundedRect(rect, 1.6, 1.6)
            if ruin_here:
                theme.draw_text(painter, rect.center().x(), rect.center().y() + 0.4, "R", 8.5, theme.PAPER)

    def paint_mark(self, painter: QPainter) -> None:
        """A halo behind the disc: solid for adjacency, dashed for a link that is not."""
        centre, r = point(self.clearing.centre), self.clearing.radius
        colour = self.mark.colour()
        halo = QColor(colour)
        halo.setAlpha(95)
        painter.setPen(Qt.NoPen)
        painter.setBrush(halo)
        if self.mark.role in ("drop", "bot-step"):  # a drop target, a bot's step: beyond the ruler's ring
            style = Qt.SolidLine if self.mark.adjacent else Qt.DashLine  # a bot's pieces leaving: dashed
            painter.setPen(theme.pen(colour, 5.0, style, Qt.FlatCap))
            painter.drawEllipse(centre, r + 12, r + 12)
            return
        painter.drawEllipse(centre, r + 9, r + 9)
        style = Qt.SolidLine if self.mark.adjacent else Qt.DashLine
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(colour, 4.0, style, Qt.FlatCap))
        painter.drawEllipse(centre, r + 6, r + 6)


def slot_rects(clearing: Clearing) -> list[QRectF]:
    """Where a clearing's building slots are printed, three to a row below its suit icon; the
    last ``ruins`` of them are the R slots (2.2.4). Pieces drawn in slots use the same rects."""
    n = clearing.slots
    s, gap, per_row = theme.SLOT_SIZE, 2.6, 3
    cx, cy = clearing.centre[0], clearing.centre[1] + clearing.radius * 0.2
    rects = []
    for row_no, start in enumerate(range(0, n, per_row)):
        count = min(per_row, n - start)
        left = cx - (count * s + (count - 1) * gap) / 2
        top = cy - s / 2 + row_no * (s + gap)
        rects += [QRectF(left + k * (s + gap), top, s, s) for k in range(count)]
    return rects


class LinkItem(BoardItem):
    """A river or lake link drawn as a dotted line between two clearings (a toggle)."""

    def __init__(self, kind: str, a: QPointF, b: QPointF):
        path = QPainterPath(a)
        # A gentle bow so links that share a clearing do not lie on top of each other.
        mid = (a + b) / 2
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy) or 1.0
        bow = QPointF(-dy / length, dx / length) * min(18.0, length * 0.12)
        path.quadTo(mid + bow, b)
        super().__init__(path, Z_LINK)
        self.kind = kind
        self._bounds = self._bounds.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):
            return
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(QColor(20, 30, 50, 160), 3.6, Qt.SolidLine))
        painter.drawPath(self._path)
        dots = theme.pen(theme.HIGHLIGHT[self.kind], 2.2, Qt.CustomDashLine)
        dots.setDashPattern([1.0, 1.6])
        painter.setPen(dots)
        painter.drawPath(self._path)


class BurrowItem(AreaItem):
    """The Underground Duchy's Burrow (12.2.2): a clearing off the board, drawn beside it as a
    dug-out den. Pieces in it are drawn on it; the explorer lights the clearings it reaches."""

    WIDTH, HEIGHT = 84.0, 74.0

    def __init__(self, area_id: str, top_left: QPointF):
        self.rect = QRectF(top_left.x(), top_left.y(), self.WIDTH, self.HEIGHT)
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        super().__init__(path, Z_CLEARING, glow=15.0, mark_behind=True)
        self.area_id = area_id

    def pieces_anchor(self) -> QPointF:
        """Where the Burrow's pieces gather: below its name."""
        return QPointF(self.rect.center().x(), self.rect.top() + self.HEIGHT * 0.62)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_shadowed(painter, self._path, QPointF(1.3, 2.0), 80, theme.CLOSED_LANE, theme.pen(theme.INK, 1.4))
        painter.setPen(theme.speckle_pen([0.6, 2.6]))
        inner = self.rect.adjusted(5, 5, -5, -5)
        painter.drawRoundedRect(inner, 10, 10)
        theme.draw_text(painter, self.rect.center().x(), self.rect.top() + 13, tr("board", "Burrow"), 9.0, theme.PAPER)
        theme.draw_text(painter, self.rect.center().x(), self.rect.top() + 23, "12.2.2", 5.5, theme.PAPER, bold=False)

    def paint_mark(self, painter: QPainter) -> None:
        colour = self.mark.colour()
        halo = QColor(colour)
        halo.setAlpha(95)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(halo if self.mark.role != "drop" else colour, 9.0 if self.mark.role != "drop" else 5.0))
        grow = 6.0 if self.mark.role != "drop" else 10.0
        painter.drawRoundedRect(self.rect.adjusted(-grow, -grow, grow, grow), 16, 16)

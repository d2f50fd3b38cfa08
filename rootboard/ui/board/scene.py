"""BoardScene: a QGraphicsScene that mirrors one board's topology, item for item.

It builds one item per clearing, forest, path, river (and the lake, markers, links) from
the board's drawing (plain coordinates the core laid out), and lights areas up when told
which and why. It owns no rules: the
explanations it displays come from :mod:`rootboard.board.explain`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from rootboard.board.topology import (
    BURROW, CLOSED_PATH, LAKE, PATH, RIVER, AreaId, Topology, is_forest, is_path, path_area, path_ends,
)

from rootboard.ui.board import theme
from rootboard.ui.board.items import (
    FRAME_INSET, AreaItem, BurrowItem, ClearingItem, ForestItem, GroundItem, LakeItem, LinkItem, MarkerItem, Mark, PathItem, RiverItem,
)
from rootboard.ui.board.qtgeom import point
from rootboard.drawing import board_drawing

if TYPE_CHECKING:
    from rootboard.board.explain import Explanation
    from rootboard.ui.board.pieces import Piece, PiecesItem

# The owner of the map's own pieces (the Tower, the Ferry, ruins): rootboard.game.pieces.MAP,
# spelled out so that a board to explore loads no piece modules.
MAP_FACTION = "map"

MARGIN = 14.0  # mm of table around the board
LANDMARK_SIZE = 26.0  # a landmark's token (16.5), a little smaller than the Tower's


class BoardScene(QGraphicsScene):
    """The drawn board. ``pieces``, ``rulers``, ``suits`` and ``closed_paths`` are display-only
    game data, if any: the suits set up on a variant map (16.1.1) and the paths still closed
    (16.2.3.III); without them the board is drawn as printed. ``tooltips`` False leaves the
    pieces and landmarks without the words a hover shows: a picture has no mouse."""

    def __init__(self, topology: Topology, pieces: dict[AreaId, list[Piece]] | None = None,
                 rulers: dict[int, str | None] | None = None, suits: dict[int, str] | None = None,
                 closed_paths=None, burrow: list[Piece] | None = None, parent=None, tooltips: bool = True):
        super().__init__(parent)
        self.topology = topology
        self.tooltips = tooltips
        self.burrow_item: BurrowItem | None = None
        board, drawing = topology.board, board_drawing(topology)
        self.drawing = drawing
        self.setBackgroundBrush(theme.TABLE)
        self.ground = GroundItem(drawing.outline)
        self.addItem(self.ground)
        self.forest_items = {fid: ForestItem(fid, drawing.forests[fid]) for fid in topology.forests}
        self.clearing_items = {cid: ClearingItem(c) for cid, c in board.clearings.items()}
        still_closed = None if closed_paths is None else {tuple(sorted(k)) for k in closed_paths}
        self.path_items = {}
        for p in board.paths:
            closed = p.closed if still_closed is None else p.closed and p.key in still_closed
            self.path_items[p.key] = PathItem(p, drawing.paths[p.key], self._marker_point(p) if closed else None)
            self.path_items[p.key].closed = closed
        # Paths as places (Highway Bandits stand on them, 16.4.3.V): a drop's hit areas.
        self.path_areas = {path_area(*key): item for key, item in self.path_items.items()}
        self.river_items = [RiverItem(r, course, drawing.outline) for r, course in zip(board.rivers, drawing.rivers)]
        self.lake_item = LakeItem(drawing.lake) if drawing.lake is not None else None
        self.link_items = [
            LinkItem(link.kind, QPointF(*board.clearings[link.a].centre), QPointF(*board.clearings[link.b].centre))
            for link in topology.links if link.kind in (RIVER, LAKE) and not is_forest(link.a)
        ]
        for group in (self.forest_items.values(), self.clearing_items.values(), self.path_items.values(),
                      self.river_items, self.link_items, [self.lake_item] if self.lake_item else []):
            for item in group:
                self.addItem(item)
        for item in self.link_items:
            item.setVisible(False)
        for item in self.forest_items.values():
            self.addItem(item.label)
        self.marker_items = self._closed_path_markers() + self._pieces_of_the_map(pieces)
        for item in self.marker_items:
            self.addItem(item)
        self.pieces_items = self._add_pieces(pieces or {})
        for cid, suit in (suits or {}).items():
            if cid in self.clearing_items:
                self.clearing_items[cid].suit = suit
        for cid, faction in (rulers or {}).items():
            if cid in self.clearing_items and faction is not None:
                self.clearing_items[cid].set_ruler(faction)
        self.area_items: dict[AreaId, AreaItem] = {**self.clearing_items, **self.forest_items}
        bounds = self.ground.boundingRect()
        # The Duchy's Burrow (12.2.2), off the board: beside it, when the Duchy plays.
        self.burrow_item = None if burrow is None else BurrowItem(BURROW, QPointF(bounds.right() + 16, bounds.top() + 24))
        if self.burrow_item is not None:
            self.addItem(self.burrow_item)
            self.area_items[BURROW] = self.burrow_item
            bounds = bounds.united(self.burrow_item.boundingRect())
            self.pieces_items = self._add_pieces({**(pieces or {}), BURROW: burrow})
        self.setSceneRect(bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        self.selected: AreaId | None = None
        self._deferred_caches = self._defer_caches()
        self.layer_shown_on = None  # the viewport whose kept layer shows some items now (view_layer) ...
        self.layer_items: set[int] = set()  # ... and the ids of the items it shows

    # --- item caches ---------------------------------------------------------------------
    def _defer_caches(self) -> list:
        """The board's items cache their pictures at screen resolution, so that lighting an
        area repaints in a few milliseconds. Filling those caches doubles the work of the
        first frame (10 ms of a start under X), so the first frame is drawn straight and the
        caches come on after it (:meth:`caches_on`, called by the view once it has painted)."""
        deferred = [(item, item.cacheMode()) for item in self.items() if item.cacheMode() != QGraphicsItem.NoCache]
        for item, _ in deferred:
            item.setCacheMode(QGraphicsItem.NoCache)
            item.cache_deferred = True  # painted straight in the first frames (view_layer.held_items)
        return deferred

    def caches_on(self) -> bool:
        """Turn the deferred caches on (True if any were); they fill as items next repaint.
        Changes no pixel."""
        deferred, self._deferred_caches = self._deferred_caches, []
        for item, mode in deferred:
            item.setCacheMode(mode)
        return bool(deferred)

    def painting_straight(self) -> bool:
        """Whether the items still paint straight onto the view, their caches not yet on
        (the view's kept static layer is drawn only then: rootboard.ui.board.view_layer)."""
        return bool(self._deferred_caches)

    def retranslate(self) -> None:
        """A change of language: every item draws its words again ("Burrow", "no suit yet").
        An item's cached picture keeps the words it was painted with; update() drops it."""
        for item in self.items():
            item.update()

    # --- what is where -----------------------------------------------------------------
    def area_at(self, pos: QPointF, paths: bool = False) -> AreaId | None:
        """The clearing or forest under a scene point (pieces count for their area); with
        ``paths``, a lane is its path ("A-B") and a river the two clearings it joins there
        (where Highway Bandits may be dropped, or refused)."""
        for item in self.items(pos):
            if paths and isinstance(item, PathItem):
                return path_area(*item.path.key)
            if paths and isinstance(item, RiverItem):
                found = self._river_at(pos)
                if found is not None:
                    return found
            area = getattr(item, "area_id", None)
            if area is not None:
                return area
        return None

    def _river_at(self, pos: QPointF) -> str | None:
        """The pair of clearings a river joins nearest ``pos`` (no path joining them), as "A-B"."""
        board = self.topology.board
        pairs = {path_area(link.a, link.b) for link in self.topology.links
                 if link.kind == RIVER and not is_forest(link.a) and not is_forest(link.b)} - set(self.path_areas)

        def distance(area: str) -> float:
            a, b = (QPointF(*board.clearings[c].centre) for c in path_ends(area))
            ab = b - a
            t = max(0.0, min(1.0, QPointF.dotProduct(pos - a, ab) / max(QPointF.dotProduct(ab, ab), 1e-9)))
            return QLineF(pos, a + ab * t).length()

        return min(pairs, key=distance, default=None)

    def area_centre(self, area: AreaId) -> QPointF:
        if area == BURROW and self.burrow_item is not None:
            return self.burrow_item.pieces_anchor()
        if is_forest(area):
            return point(self.drawing.forests[area].anchor)
        if is_path(area):  # pieces on a path stand halfway along it (16.4.3.V)
            from rootboard.drawing.pieces_layout import path_midpoint  # with a game's pieces, not at start

            return point(path_midpoint(self.drawing.paths[path_ends(area)]))
        return QPointF(*self.topology.board.clearings[area].centre)

    # --- toggles -------------------------------------------------------------------------
    def set_show_numbers(self, on: bool) -> None:
        for item in self.clearing_items.values():
            item.show_number = on
            item.update()

    def set_show_forest_ids(self, on: bool) -> None:
        for item in self.forest_items.values():
            item.set_show_id(on)

    def set_show_links(self, on: bool) -> None:
        for item in self.link_items:
            item.setVisible(on)

    # --- the explorer's highlight --------------------------------------------------------
    def show_neighbours(self, area: AreaId | None, explanations: list[Explanation],
                        partner: AreaId | None = None, reach: bool = False) -> None:
        """Light ``area`` and each explained neighbour by its kind of link; clear the rest."""
        marks: dict[AreaId, Mark] = {}
        for e in explanations:
            # Several links can join the same two areas; the first (adjacent first) wins.
            marks.setdefault(e.neighbour, Mark("reach" if reach else "neighbour", e.kind, e.adjacent))
        if area is not None:
            marks[area] = Mark("selected")
        if partner is not None and partner != area:
            marks[partner] = Mark("partner")
        for key, item in self.area_items.items():
            item.set_mark(marks.get(key))
        lanes: dict[tuple[int, int], Mark] = {}
        if area is not None and not is_forest(area):
            for e in explanations:
                if e.kind in (PATH, CLOSED_PATH) and not is_forest(e.neighbour):
                    lanes[tuple(sorted((area, e.neighbour)))] = Mark("neighbour", e.kind, e.adjacent)
        for key, item in self.path_items.items():
            item.set_mark(lanes.get(key))
        self.selected = area

    def marked(self) -> dict[AreaId, Mark]:
        """Which areas are lit, and how (for tests and the status bar)."""
        return {key: item.mark for key, item in self.area_items.items() if item.mark is not None}

    # --- a game in play ------------------------------------------------------------------
    def show_game(self, pieces: dict[AreaId, list[Piece]], rulers: dict[int, str | None],
                  closed_paths=None, burrow: list[Piece] | None = None) -> None:
        """Redraw what a game changes, in place: pieces, the map's own pieces, rulers and the
        paths still closed. The board items keep their cached pictures and the view keeps
        its zoom; only items whose look changed are repainted (pieces: by their layer)."""
        for cid, item in self.clearing_items.items():
            if item.ruler != rulers.get(cid):
                item.set_ruler(rulers.get(cid))
        if closed_paths is not None:
            still_closed = {tuple(sorted(k)) for k in closed_paths}
            for key, item in self.path_items.items():
                closed = item.path.closed and key in still_closed
                if closed != item.closed:
                    item.closed = closed
                    item.marker_at = self._marker_point(item.path) if closed else None
                    item.update()
        ruins_before = {cid: item.ruins_present for cid, item in self.clearing_items.items()}
        for item in self.marker_items:
            self.removeItem(item)
        self.marker_items = self._closed_path_markers() + self._pieces_of_the_map(pieces)
        for item in self.marker_items:
            self.addItem(item)
        if self.burrow_item is not None:
            pieces = {**pieces, BURROW: burrow or []}
        self.pieces_items = self._add_pieces(pieces)
        for cid, item in self.clearing_items.items():
            if item.ruins_present != ruins_before[cid]:
                item.update()

    # --- building ------------------------------------------------------------------------
    def _marker_point(self, path) -> QPointF | None:
        """Where a closed path's marker stands, as the layout placed it (16.2.3)."""
        at = self.drawing.closed_path_markers.get(path.key) if path.closed else None
        return None if at is None else point(at)

    def _closed_path_markers(self) -> list[MarkerItem]:
        return [MarkerItem("closed_path", item.marker_at, 20.0)
                for item in self.path_items.values() if item.marker_at is not None]

    def _pieces_of_the_map(self, pieces) -> list[MarkerItem]:
        """The Tower on the Pass and the Ferry, where the board (or a game) puts them."""
        board = self.topology.board
        tower, ferry = board.tower_clearing, board.ferry_start
        if pieces:
            tower = next((a for a, ps in pieces.items() for f, p, n in ps if f == MAP_FACTION and p == "tower"), tower)
            ferry = next((a for a, ps in pieces.items() for f, p, n in ps if f == MAP_FACTION and p == "ferry"), ferry)
            for cid, item in self.clearing_items.items():
                item.ruins_present = sum(n for f, p, n in pieces.get(cid, []) if f == MAP_FACTION and p in ("ruin", "ruins"))
        markers = self._landmarks(pieces or {})
        if tower is not None and tower in board.clearings:
            c = board.clearings[tower]
            markers.append(MarkerItem("tower", QPointF(c.centre[0] + c.radius * 0.78, c.centre[1] - c.radius * 0.78), 32.0))
        if ferry is not None and ferry in board.clearings:
            markers.append(MarkerItem("ferry", self._beside_the_water(ferry), 30.0))
        return markers

    def _landmarks(self, pieces) -> list[MarkerItem]:
        """The landmark cards' pieces (16.5) as their own icons, at the upper left of their
        clearing's disc (the Tower stands at its upper right), each telling what it does."""
        found = [(cid, p) for cid, ps in pieces.items() for f, p, n in ps
                 if f == MAP_FACTION and n and p not in ("tower", "ferry") and theme.has_icon(p)
                 and cid in self.clearing_items]
        if not found:
            return []
        from rootboard.game.landmarks import reminder  # with a game's pieces: the game is loaded
        from rootboard.messages import render

        markers = []
        for cid, name in found:
            marker = MarkerItem(name, self._landmark_spot(cid, LANDMARK_SIZE), LANDMARK_SIZE)
            marker.landmark = name
            if self.tooltips:
                marker.setToolTip(render(reminder(name, cid)))
            markers.append(marker)
        return markers

    def _landmark_spot(self, cid: int, size: float) -> QPointF:
        """Beside the clearing's disc, at its upper left where that stays inside the board's
        frame; else at the next corner that does (the Tower keeps the upper right), so a
        clearing at the board's edge never pushes its landmark onto the frame."""
        c = self.topology.board.clearings[cid]
        xs = [x for x, _ in self.topology.board.outline]
        ys = [y for _, y in self.topology.board.outline]
        inner = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            FRAME_INSET, FRAME_INSET, -FRAME_INSET, -FRAME_INSET)
        spots = [QPointF(c.centre[0] + dx * c.radius * 0.8, c.centre[1] + dy * c.radius * 0.8)
                 for dx, dy in ((-1, -1), (-1, 1), (1, 1), (1, -1))]
        half = size / 2
        for spot in spots:
            if inner.contains(QRectF(spot.x() - half, spot.y() - half, size, size)):
                return spot
        return spots[0]

    def _beside_the_water(self, cid: int) -> QPointF:
        """Just outside a coastal clearing's disc, on the lake side (as laid out)."""
        spot = self.drawing.shore_spots.get(cid)
        if spot is not None:
            return point(spot)
        c = self.topology.board.clearings[cid]  # a game put the Ferry off the shore
        return QPointF(c.centre[0] - c.radius, c.centre[1] + c.radius * 0.6)

    def _add_pieces(self, pieces: dict[AreaId, list[Piece]]) -> list[PiecesItem]:
        """Pieces through one layer that rebuilds only the areas whose pieces changed."""
        if not hasattr(self, "pieces_layer"):
            if not pieces:
                return []  # a board to explore: the piece art is imported with the first piece
            from rootboard.ui.board.pieces import PiecesLayer

            self.pieces_layer = PiecesLayer(self)
        ruins = {cid: item.ruins_present for cid, item in self.clearing_items.items()}
        keep_clear = {}  # what the Tower, the Ferry and the landmarks cover, by the clearing they stand beside
        for marker in self.marker_items:
            if marker.icon != "closed_path":
                at = marker.rect.center()
                cid = min(self.clearing_items, key=lambda c: QLineF(at, self.area_centre(c)).length())
                keep_clear.setdefault(cid, []).append((at.x(), at.y(), marker.rect.width() / 2))
        return self.pieces_layer.show(pieces, ruins, keep_clear)

    def board_rect(self) -> QRectF:
        return self.ground.boundingRect()

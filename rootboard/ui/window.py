"""MainWindow: the board, the explorer panel, the map switcher and the toggles.

Errors from the core (a broken map file, an unknown area) are caught here and shown in
a message box; they never take the window down.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QToolBar,
)

from rootboard.core.explain import explain_neighbours, relation, vagabond_reach
from rootboard.core.maps import load_topology, shipped_maps
from rootboard.core.topology import AreaId, Topology

from .panel import ExplorerPanel
from .render import save_picture
from .scene import BoardScene
from .view import BoardView

DEFAULT_MAP = "autumn"
ROOTBOARD_ERRORS = (ValueError, KeyError, OSError)  # MapFormatError is a ValueError


class MainWindow(QMainWindow):
    def __init__(self, map_name: str | None = None, settings: QSettings | None = None):
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.topology: Topology | None = None
        self.scene: BoardScene | None = None  # kept here: a scene only a view refers to can be collected
        self.selected: AreaId | None = None
        self.partner: AreaId | None = None
        self.view = BoardView()
        self.setCentralWidget(self.view)
        self.panel = ExplorerPanel()
        self.dock = QDockWidget("Explorer", self)
        self.dock.setObjectName("explorer-dock")
        self.dock.setWidget(self.panel)
        self.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        self.hover_label = QLabel()
        self.statusBar().addWidget(self.hover_label, 1)
        self._build_actions()
        self.view.area_clicked.connect(self.select)
        self.view.area_shift_clicked.connect(self.pick_partner)
        self.view.area_hovered.connect(self.hover)
        self.resize(1280, 860)
        self._restore_layout()
        name = map_name or str(self.settings.value("map", DEFAULT_MAP))
        if not self.open_map(name, quiet=map_name is None) and name != DEFAULT_MAP:
            self.open_map(DEFAULT_MAP)

    # --- actions ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        bar = QToolBar("Board")
        bar.setObjectName("board-toolbar")
        self.addToolBar(bar)
        self.map_box = QComboBox()
        self.map_box.setToolTip("Switch map")
        for name in shipped_maps():
            self.map_box.addItem(name.title(), name)
        self.map_box.activated.connect(lambda i: self.open_map(self.map_box.itemData(i)))
        bar.addWidget(QLabel(" Map "))
        bar.addWidget(self.map_box)
        bar.addSeparator()

        def action(text, slot, shortcut=None, checkable=False, checked=False):
            a = QAction(text, self)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            a.setCheckable(checkable)
            if checkable:
                a.setChecked(checked)
                a.toggled.connect(slot)
            else:
                a.triggered.connect(lambda _checked=False: slot())
            return a

        self.numbers_action = action("Priority numbers", self._toggle_numbers, "N", True, True)
        self.forest_ids_action = action("Forest ids", self._toggle_forest_ids, "I", True)
        self.links_action = action("River && lake links", self._toggle_links, "L", True)
        self.reach_action = action("Vagabond reach", lambda on: self.refresh(), "V", True)
        self.reach_action.setToolTip("Where a Vagabond in the selected area could Slip (9.4.2)")
        zoom_in = action("Zoom in", self.view.zoom_in, QKeySequence.ZoomIn)
        zoom_out = action("Zoom out", self.view.zoom_out, QKeySequence.ZoomOut)
        fit = action("Fit", self.view.fit, "Ctrl+0")
        export = action("Export image…", self.export_image, "Ctrl+E")
        open_file = action("Open map file…", self.open_map_file, QKeySequence.Open)
        quit_ = action("Quit", self.close, QKeySequence.Quit)
        toggles = (self.numbers_action, self.forest_ids_action, self.links_action, self.reach_action)
        zooms = (zoom_in, zoom_out, fit)
        add_groups(bar, toggles, zooms)
        add_groups(self.menuBar().addMenu("&File"), (open_file, export), (quit_,))
        add_groups(self.menuBar().addMenu("&View"), toggles, zooms + (self.dock.toggleViewAction(),))
        self.export_action = export

    def _toggle_numbers(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_numbers(on)

    def _toggle_forest_ids(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_forest_ids(on)

    def _toggle_links(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_links(on)

    # --- maps ------------------------------------------------------------------------------
    def open_map(self, name: str, quiet: bool = False) -> bool:
        """Show a shipped map or a map file; on a rootboard error, say so and keep the old one."""
        try:
            topology = load_topology(name)
        except ROOTBOARD_ERRORS as exc:
            if not quiet:
                self.show_error(f"Cannot open map {name}", exc)
            return False
        self.topology = topology
        self.scene = BoardScene(topology)
        self.scene.set_show_numbers(self.numbers_action.isChecked())
        self.scene.set_show_forest_ids(self.forest_ids_action.isChecked())
        self.scene.set_show_links(self.links_action.isChecked())
        self.view.setScene(self.scene)
        self.selected = self.partner = None
        self.refresh()
        index = self.map_box.findData(topology.board.name)
        if index >= 0:
            self.map_box.setCurrentIndex(index)
        self.setWindowTitle(f"rootboard — {topology.board.title}")
        self.settings.setValue("map", topology.board.name if index >= 0 else str(name))
        return True

    def open_map_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open map file", "", "rootboard maps (*.json)")
        if path:
            self.open_map(path)

    def show_error(self, title: str, exc: Exception) -> None:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        self.statusBar().showMessage(f"{title}: {message}", 10000)
        QMessageBox.warning(self, title, message)

    # --- explorer --------------------------------------------------------------------------
    def select(self, area: AreaId | None) -> None:
        self.selected = area
        self.partner = None
        self.refresh()

    def pick_partner(self, area: AreaId) -> None:
        if self.selected is None:
            self.select(area)
            return
        self.partner = area
        self.refresh()

    def hover(self, area: AreaId | None) -> None:
        if area is None:
            self.hover_label.setText("")
        else:
            self.hover_label.setText(f"{'forest' if isinstance(area, str) else 'clearing'} {area}")
        if self.selected is None:  # hovering previews until something is picked
            self.refresh(preview=area)

    def explanations(self, area: AreaId):
        if self.reach_action.isChecked():
            return vagabond_reach(self.topology, area)
        return explain_neighbours(self.topology, area)

    def refresh(self, preview: AreaId | None = None) -> None:
        if self.scene is None:
            return
        area = self.selected if self.selected is not None else preview
        reach = self.reach_action.isChecked()
        try:
            found = self.explanations(area) if area is not None else []
            pair = relation(self.topology, self.selected, self.partner) if self.partner is not None else None
        except ROOTBOARD_ERRORS as exc:
            self.show_error("Cannot explain that area", exc)
            return
        self.scene.show_neighbours(area, found, partner=self.partner, reach=reach)
        self.panel.show_area(area, found, reach=reach)
        self.panel.show_relation(pair)

    # --- pictures --------------------------------------------------------------------------
    def export_image(self, path: str | None = None) -> Path | None:
        """File > Export image: the part of the board in view, as PNG or SVG."""
        if not path:
            path, _ = QFileDialog.getSaveFileName(
                self, "Export image", f"{self.topology.board.name}.png", "PNG image (*.png);;SVG drawing (*.svg)")
            if not path:
                return None
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        source = visible.intersected(self.scene.sceneRect())
        width = max(800, self.view.viewport().width() * 2)
        try:
            return save_picture(self.scene, path, width, source, title=self.topology.board.title)
        except ROOTBOARD_ERRORS as exc:
            self.show_error("Cannot export the picture", exc)
            return None

    # --- layout memory ---------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window_state")
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        self.settings.sync()
        super().closeEvent(event)


def add_groups(target, *groups) -> None:
    """Actions into a toolbar or menu, a separator between groups."""
    for n, group in enumerate(groups):
        if n:
            target.addSeparator()
        for a in group:
            target.addAction(a)


def run_window(map_name: str | None, screenshot: str | None = None, timeout_ms: int = 15000) -> int:
    """Open the main window; with ``screenshot``, save a grab after the first paint and exit.

    Exit 0 when the picture was saved, 1 when the window never painted in time.
    """
    from .app import ensure_app

    if map_name is not None:
        load_topology(map_name)  # a map named on the command line: its error is the command's (exit 2)
    app = ensure_app()
    if screenshot is None and app.platformName() in ("offscreen", "minimal"):
        raise ValueError("no display to open the window on; use --screenshot OUT.png, "
                         "or `rootboard render MAP -o OUT.png` for a picture")
    window = MainWindow(map_name)
    window.show()
    if screenshot is None:
        return app.exec()
    result = {"status": 1}

    def grab_after_paint() -> None:
        window.view.painted.disconnect(grab_after_paint)
        # Let the paint finish and the rest of the window settle, then grab the whole window.
        QTimer.singleShot(50, save_grab)

    def save_grab() -> None:
        pixmap = window.grab()
        if not pixmap.isNull() and pixmap.save(str(screenshot)):
            result["status"] = 0
        app.quit()

    def give_up() -> None:
        import sys

        print(f"rootboard gui: the window did not paint within {timeout_ms} ms", file=sys.stderr)
        app.quit()

    window.view.painted.connect(grab_after_paint)
    QTimer.singleShot(timeout_ms, give_up)
    app.exec()
    window.close()
    return result["status"]

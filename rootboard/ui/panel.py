"""The explorer's side panel: the selected area, each neighbour and why, and a legend.

It only shows :class:`~rootboard.core.explain.Explanation` values made by the core.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from rootboard.core.explain import Explanation, area_name

from . import theme

STYLE = """
#explorer { background: #f4ecd8; }
#explorer QLabel { color: #3a2419; }
#explorer QListWidget { background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px; }
#explorer QListWidget::item { padding: 3px 2px; border-bottom: 1px solid #efe4c8; }
"""

HINT = ("Hover or click a clearing or forest to see what it is adjacent to, and why.\n"
        "Shift-click a second area to compare the two.")


def swatch(colour: QColor, solid: bool, size: int = 14) -> QIcon:
    """A small colour key: filled for adjacency, a dashed ring for a link that is not."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    if solid:
        painter.setPen(QPen(QColor("#3a2419"), 1))
        painter.setBrush(colour)
    else:
        painter.setPen(QPen(colour, 2, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(2, 2, size - 4, size - 4)
    painter.end()
    return QIcon(pixmap)


class ExplorerPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("explorer")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.setMinimumWidth(260)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.heading = QLabel("Adjacency explorer")
        self.heading.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.summary = QLabel(HINT)
        self.summary.setWordWrap(True)
        self.relation = QLabel()
        self.relation.setWordWrap(True)
        self.relation.setFrameShape(QFrame.StyledPanel)
        self.relation.setStyleSheet(f"padding: 6px; border: 2px solid {theme.PARTNER.name()}; border-radius: 4px;")
        self.relation.hide()
        self.neighbours = QListWidget()
        self.neighbours.setWordWrap(True)
        self.neighbours.setIconSize(QSize(14, 14))
        self.neighbours.setSelectionMode(QListWidget.NoSelection)
        self.neighbours.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.neighbours.setFocusPolicy(Qt.NoFocus)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.relation)
        layout.addWidget(self.neighbours, 1)
        layout.addWidget(self._legend())

    def _legend(self) -> QWidget:
        """Colour key, two columns: what each colour of light means."""
        legend = QWidget()
        grid = QGridLayout(legend)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.setHorizontalSpacing(10)
        entries = [(theme.HIGHLIGHT[kind], True, name) for kind, name in theme.HIGHLIGHT_NAMES.items()]
        entries += [(theme.REACH, True, "Vagabond Slip"), (theme.HIGHLIGHT["river"], False, "dashed: not adjacent")]
        for n, (colour, solid, name) in enumerate(entries):
            cell = QLabel(f"{name}")
            icon = QLabel()
            icon.setPixmap(swatch(colour, solid).pixmap(14, 14))
            row, col = divmod(n, 2)
            grid.addWidget(icon, row, 2 * col)
            grid.addWidget(cell, row, 2 * col + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        return legend

    def show_area(self, area, explanations: list[Explanation], reach: bool = False) -> None:
        if area is None:
            self.heading.setText("Adjacency explorer")
            self.summary.setText(HINT)
            self.neighbours.clear()
            self.show_relation(None)
            return
        self.heading.setText(area_name(area).capitalize())
        adjacent = sum(e.adjacent for e in explanations)
        if reach:
            self.summary.setText(f"A Vagabond here can Slip (9.4.2) to {adjacent} area{'s' * (adjacent != 1)}:")
        else:
            linked = len(explanations) - adjacent
            self.summary.setText(f"{adjacent} adjacent" + (f", {linked} linked but not adjacent" if linked else "") + ":")
        self.neighbours.clear()
        for e in explanations:
            colour = theme.REACH if reach else theme.HIGHLIGHT[e.kind]
            item = QListWidgetItem(swatch(colour, e.adjacent), e.sentence)
            item.setData(Qt.UserRole, e)
            self.neighbours.addItem(item)

    def show_relation(self, explanation: Explanation | None) -> None:
        if explanation is None:
            self.relation.hide()
            return
        self.relation.setText(explanation.sentence)
        self.relation.show()

    def sentences(self) -> list[str]:
        return [self.neighbours.item(i).text() for i in range(self.neighbours.count())]

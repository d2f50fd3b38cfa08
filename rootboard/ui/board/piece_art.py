"""Our own vector art for pieces: meeples, pawns, buildings and tokens in faction colours.

Every shape is a QPainterPath in a unit box centred on (0, 0), built once and scaled by the
painter, so the board, the supply trays, the drag ghost and ``rootboard render`` all draw
the same picture, sharp at every zoom and as vectors in SVG.

Colour is never the only cue (issue 5, accessibility): each faction has a glyph drawn on its
warriors and tokens (a paw for the Marquise, a feather for the Eyrie, a leaf for the
Alliance...), buildings carry their initial or their suit's icon, and the four kinds of piece
have four silhouettes: a meeple (warrior), a hooded figure (pawn), a square (building), a
disc (token).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPolygonF, QTransform

from rootboard.game.display import FACE_DOWN
from rootboard.game.kinds import BUILDING, MARKER, PAWN, SUITS, TOKEN, WARRIOR
from rootboard.game.factions import FACTIONS

from rootboard.ui.board import theme
from rootboard.ui.board.faction_looks import BIRD, CAT, CREST, OTHER, ROUND_EARS, SMALL_EARS, look

SHADOW = QColor(20, 12, 6, 110)


# --- small path helpers -----------------------------------------------------------------------
def _poly(points) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _circle(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


def _stroke(path: QPainterPath, width: float) -> QPainterPath:
    """A line as a filled outline, so every glyph is drawn the same way (one brush)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.RoundCap)
    stroker.setJoinStyle(Qt.RoundJoin)
    return stroker.createStroke(path)


def _line(*points) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(QPointF(*p))
    return path


def _union(*paths: QPainterPath) -> QPainterPath:
    result = QPainterPath()
    for p in paths:
        result = result.united(p)
    return result


# --- faction glyphs (unit box -0.5..0.5) ------------------------------------------------------
def _paw():
    return _union(_circle(0, 0.14, 0.2), _circle(-0.26, -0.1, 0.1), _circle(0, -0.24, 0.1),
                  _circle(0.26, -0.1, 0.1))


def _feather():
    return _union(_stroke(_line((-0.32, 0.05), (0, -0.3), (0.32, 0.05)), 0.13),
                  _stroke(_line((-0.32, 0.33), (0, -0.02), (0.32, 0.33)), 0.13))


def _leaf():
    leaf = QPainterPath(QPointF(0, -0.42))
    leaf.cubicTo(QPointF(0.42, -0.2), QPointF(0.3, 0.25), QPointF(0, 0.38))
    leaf.cubicTo(QPointF(-0.3, 0.25), QPointF(-0.42, -0.2), QPointF(0, -0.42))
    return leaf.subtracted(_stroke(_line((0, -0.2), (0, 0.3)), 0.07))


def _swords():
    return _union(_stroke(_line((-0.3, -0.3), (0.3, 0.3)), 0.12), _stroke(_line((0.3, -0.3), (-0.3, 0.3)), 0.12),
                  _stroke(_line((-0.32, 0.12), (-0.12, 0.32)), 0.1), _stroke(_line((0.32, 0.12), (0.12, 0.32)), 0.1))


def _wave():
    def wave(y):
        path = QPainterPath(QPointF(-0.36, y))
        path.cubicTo(QPointF(-0.2, y - 0.16), QPointF(-0.1, y - 0.16), QPointF(0, y))
        path.cubicTo(QPointF(0.1, y + 0.16), QPointF(0.2, y + 0.16), QPointF(0.36, y))
        return path
    return _union(_stroke(wave(-0.12), 0.12), _stroke(wave(0.18), 0.12))


def _eye():
    return _poly([(0, -0.4), (0.32, 0), (0, 0.4), (-0.32, 0)]).subtracted(_circle(0, 0, 0.1))


def _crown():
    return _poly([(-0.36, 0.28), (-0.36, -0.22), (-0.18, 0.0), (0, -0.32), (0.18, 0.0), (0.36, -0.22), (0.36, 0.28)])


def _claw():
    return _union(_stroke(_line((0, -0.36), (0, 0.06)), 0.12),
                  _stroke(_line((0, 0.02), (-0.3, 0.32)), 0.11), _stroke(_line((0, 0.02), (0, 0.38)), 0.11),
                  _stroke(_line((0, 0.02), (0.3, 0.32)), 0.11))


def _flame():
    flame = QPainterPath(QPointF(0, -0.42))
    flame.cubicTo(QPointF(0.18, -0.14), QPointF(0.36, 0.0), QPointF(0.3, 0.18))
    flame.cubicTo(QPointF(0.24, 0.38), QPointF(-0.24, 0.38), QPointF(-0.3, 0.18))
    flame.cubicTo(QPointF(-0.34, 0.0), QPointF(-0.12, -0.06), QPointF(0, -0.42))
    return flame


def _shield():
    shield = QPainterPath(QPointF(-0.32, -0.34))
    shield.lineTo(QPointF(0.32, -0.34))
    shield.lineTo(QPointF(0.32, 0.0))
    shield.cubicTo(QPointF(0.3, 0.22), QPointF(0.12, 0.34), QPointF(0, 0.42))
    shield.cubicTo(QPointF(-0.12, 0.34), QPointF(-0.3, 0.22), QPointF(-0.32, 0.0))
    shield.closeSubpath()
    return shield.subtracted(_stroke(_line((0, -0.26), (0, 0.28)), 0.08))


def _saw():
    """The sawmill: a round saw blade."""
    teeth = [(math.cos(math.radians(a)) * r, math.sin(math.radians(a)) * r)
             for k in range(10) for a, r in ((k * 36, 0.44), (k * 36 + 18, 0.3))]
    return _poly(teeth).subtracted(_circle(0, 0, 0.1))


def _hammer():
    """The workshop: a hammer."""
    return _union(_poly([(-0.36, -0.36), (0.3, -0.36), (0.36, -0.18), (-0.36, -0.14)]),
                  _stroke(_line((0, -0.2), (0, 0.38)), 0.14))


def _banner():
    """The recruiter: a banner on a pole."""
    return _union(_stroke(_line((-0.26, -0.4), (-0.26, 0.4)), 0.1),
                  _poly([(-0.22, -0.38), (0.36, -0.26), (0.2, -0.1), (0.36, 0.06), (-0.22, 0.04)]))


def _log():
    """Wood: a log's end, its rings."""
    return _circle(0, 0, 0.4).subtracted(_circle(0, 0, 0.28)).united(_circle(0, 0, 0.16).subtracted(_circle(0, 0, 0.06)))


def _keep():
    """The keep: a crenellated tower."""
    return _poly([(-0.32, 0.38), (-0.32, -0.36), (-0.18, -0.36), (-0.18, -0.22), (-0.06, -0.22), (-0.06, -0.36),
                  (0.06, -0.36), (0.06, -0.22), (0.18, -0.22), (0.18, -0.36), (0.32, -0.36), (0.32, 0.38)]
                 ).subtracted(_poly([(-0.1, 0.38), (-0.1, 0.12), (0.1, 0.12), (0.1, 0.38)]))


def _arch():
    """A tunnel: an arch into the earth."""
    arch = QPainterPath(QPointF(-0.38, 0.34))
    arch.lineTo(QPointF(-0.38, 0.0))
    arch.cubicTo(QPointF(-0.38, -0.5), QPointF(0.38, -0.5), QPointF(0.38, 0.0))
    arch.lineTo(QPointF(0.38, 0.34))
    arch.closeSubpath()
    hole = QPainterPath(QPointF(-0.2, 0.34))
    hole.lineTo(QPointF(-0.2, 0.04))
    hole.cubicTo(QPointF(-0.2, -0.26), QPointF(0.2, -0.26), QPointF(0.2, 0.04))
    hole.lineTo(QPointF(0.2, 0.34))
    hole.closeSubpath()
    return arch.subtracted(hole)


def _statue():
    """A relic figure: a little statue on a plinth."""
    return _union(_circle(0, -0.24, 0.12), _poly([(-0.14, -0.1), (0.14, -0.1), (0.1, 0.2), (-0.1, 0.2)]),
                  _poly([(-0.26, 0.2), (0.26, 0.2), (0.26, 0.36), (-0.26, 0.36)]))


def _tablet():
    """A relic tablet: a stone slab with lines of writing."""
    slab = QPainterPath()
    slab.addRoundedRect(QRectF(-0.28, -0.38, 0.56, 0.76), 0.14, 0.14)
    for y in (-0.16, 0.0, 0.16):
        slab = slab.subtracted(_stroke(_line((-0.14, y), (0.14, y)), 0.06))
    return slab


def _gem():
    """A relic jewel: a cut gem."""
    return _poly([(-0.36, -0.1), (-0.18, -0.32), (0.18, -0.32), (0.36, -0.1), (0, 0.38)]).subtracted(
        _stroke(_line((-0.36, -0.1), (0.36, -0.1)), 0.05))


def _bomb():
    """A bomb plot: a round bomb with its fuse."""
    return _union(_circle(-0.04, 0.08, 0.28), _stroke(_line((0.12, -0.14), (0.3, -0.34)), 0.08),
                  _circle(0.32, -0.36, 0.06))


# Pictures for pieces that share a faction with others of their kind: the Marquise's three
# buildings, wood and keep, the Duchy's tunnels, the Keepers' relics, a plot.
BUILDING_PICTURES = {"sawmill": _saw, "workshop": _hammer, "recruiter": _banner, "wood": _log, "keep": _keep,
                     "tunnel": _arch, "figure": _statue, "tablet": _tablet, "jewelry": _gem, "bomb": _bomb}


def _ring():
    return _circle(0, 0, 0.34).subtracted(_circle(0, 0, 0.2))


# The marks' shapes, by the name faction_looks gives each faction's mark.
GLYPH_SHAPES = {"paw": _paw, "feather": _feather, "leaf": _leaf, "swords": _swords, "wave": _wave, "eye": _eye,
                "crown": _crown, "claw": _claw, "flame": _flame, "shield": _shield, "ring": _ring}
RING = OTHER.mark_name  # the hirelings' mark


def mark_name(faction: str) -> str:
    """The English name of the faction's mark (shown through tr("glyph", ...))."""
    return look(faction).mark_name


@lru_cache(maxsize=None)
def glyph(faction: str) -> QPainterPath:
    """The faction's mark: the same on its warriors, tokens and tray (hirelings get a ring)."""
    return GLYPH_SHAPES[look(faction).mark]()


# --- silhouettes ------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def meeple(faction: str) -> QPainterPath:
    """A warrior: a meeple whose head tells the animal (cat ears, beak, round ears)."""
    body = _poly([(-0.12, -0.12), (-0.4, -0.04), (-0.42, 0.12), (-0.2, 0.12), (-0.3, 0.44), (-0.07, 0.44),
                   (0, 0.28), (0.07, 0.44), (0.3, 0.44), (0.2, 0.12), (0.42, 0.12), (0.4, -0.04), (0.12, -0.12)])
    body = _union(_stroke(body, 0.12), body)  # rounded corners
    head = _circle(0, -0.29, 0.19)
    shape = look(faction).head
    if shape == CAT:
        head = _union(head, _poly([(-0.17, -0.36), (-0.16, -0.52), (-0.04, -0.44)]),
                      _poly([(0.17, -0.36), (0.16, -0.52), (0.04, -0.44)]))
    elif shape == BIRD:
        head = _union(head, _poly([(0.12, -0.36), (0.32, -0.28), (0.12, -0.22)]))
    elif shape == ROUND_EARS:
        head = _union(head, _circle(-0.14, -0.43, 0.08), _circle(0.14, -0.43, 0.08))
    elif shape == SMALL_EARS:
        head = _union(head, _circle(-0.15, -0.4, 0.05), _circle(0.15, -0.4, 0.05))
    elif shape == CREST:
        head = _union(head, _poly([(-0.06, -0.47), (0, -0.56), (0.06, -0.47)]))
    return _union(body, head)


@lru_cache(maxsize=None)
def pawn() -> QPainterPath:
    """A pawn: a hooded traveller with a staff, taller and narrower than a warrior."""
    cloak = QPainterPath(QPointF(0, -0.5))
    cloak.cubicTo(QPointF(0.2, -0.48), QPointF(0.22, -0.28), QPointF(0.18, -0.18))
    cloak.lineTo(QPointF(0.3, 0.48))
    cloak.lineTo(QPointF(-0.3, 0.48))
    cloak.lineTo(QPointF(-0.18, -0.18))
    cloak.cubicTo(QPointF(-0.22, -0.28), QPointF(-0.2, -0.48), QPointF(0, -0.5))
    staff = _stroke(_line((0.38, -0.42), (0.38, 0.48)), 0.08)
    return _union(cloak, staff, _circle(0.38, -0.44, 0.07))


@lru_cache(maxsize=None)
def pawn_face() -> QPainterPath:
    return _circle(0, -0.27, 0.1)


SQUARE = QRectF(-0.5, -0.5, 1.0, 1.0)
GLYPH_TOKENS = ("sympathy", "mob", "torch")  # tokens that are the faction's mark itself


# --- drawing --------------------------------------------------------------------------------
def silhouette(kind: str) -> str:
    """Which of the four shapes a kind of piece takes."""
    if kind == WARRIOR:
        return "meeple"
    if kind == PAWN:
        return "pawn"
    if kind in (BUILDING, MARKER):
        return "square"
    return "disc"  # tokens, items, landmarks


def piece_kind(faction: str, piece: str) -> str:
    f = FACTIONS.get(faction)
    if f is None or not f.has_piece(piece):
        return TOKEN
    return f.piece(piece).kind


def piece_suit(piece: str) -> str | None:
    """Per-suit pieces (bases, gardens, trade posts) carry their suit's icon."""
    head = piece.split("-", 1)[0]
    return head if head in SUITS else None


def initial(piece: str) -> str:
    """The letter a building or token shows: 'S' sawmill, 'W' workshop, 'Wd' wood..."""
    special = {"wood": "Wd", "warlord": "W", "waystation": "W", "workshop": "W", "black-market": "BM",
               "lost-city": "LC", "legendary-forge": "LF", "elder-treetop": "ET", "extortion": "E",
               "torch": "T", "tablet": "Tb"}
    return special.get(piece, piece[:1].upper())


def draw_piece(painter: QPainter, faction: str, piece: str, centre: QPointF, size: float,
               count: int = 1, ghost: bool = False, badge: bool = True) -> None:
    """One piece (a stack when ``count`` > 1: a "×5" badge) of ``size`` mm, centred.
    ``badge`` False leaves the count for the caller to draw (over its neighbours)."""
    kind = piece_kind(faction, piece)
    shape = silhouette(kind)
    colour = QColor(theme.faction_colour(faction))
    ink = theme.ink_on(colour)
    painter.save()
    painter.translate(centre)
    painter.scale(size, size)
    if ghost:
        painter.setOpacity(0.85)
    outline = theme.pen(theme.INK, 0.06)
    if shape == "meeple":
        body = meeple(faction)
        if count > 1:  # a second meeple peeking out behind: a stack at a glance
            painter.setPen(outline)
            painter.setBrush(colour.darker(125))
            painter.drawPath(body.translated(-0.13, -0.07))
        _shadowed(painter, body, colour, outline)
        _draw_glyph(painter, faction, QPointF(0, 0.1), 0.4, ink)
    elif shape == "pawn":
        _shadowed(painter, pawn(), colour, outline)
        painter.setBrush(theme.PAPER)
        painter.setPen(Qt.NoPen)
        painter.drawPath(pawn_face())
        _draw_glyph(painter, faction, QPointF(0, 0.16), 0.3, ink)
    elif shape == "square":
        rect = QPainterPath()
        rect.addRoundedRect(SQUARE.adjusted(0.04, 0.04, -0.04, -0.04), 0.12, 0.12)
        _shadowed(painter, rect, colour, theme.pen(theme.INK, 0.07))
        _draw_mark(painter, faction, piece, 0.62, ink)
    else:
        disc = _circle(0, 0, 0.46)
        if piece == FACE_DOWN:  # the token's back: darker, the faction's glyph, no kind
            colour = colour.darker(135)
            ink = theme.ink_on(colour)
        _shadowed(painter, disc, colour if piece == FACE_DOWN else colour.lighter(112), theme.pen(theme.INK, 0.07))
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(colour.darker(140), 0.05))
        painter.drawEllipse(QPointF(0, 0), 0.36, 0.36)
        _draw_mark(painter, faction, piece, 0.5, ink)
    painter.restore()
    if count > 1 and badge:
        draw_count(painter, count_anchor(centre, size), count, size)


def count_anchor(centre: QPointF, size: float) -> QPointF:
    """Where a stack's "×5" badge goes: over the icon's lower right corner."""
    return centre + QPointF(size * 0.5, size * 0.42)


def _shadowed(painter: QPainter, path: QPainterPath, fill: QColor, outline) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(SHADOW)
    painter.drawPath(path.translated(0.05, 0.07))
    painter.setPen(outline)
    painter.setBrush(fill)
    painter.drawPath(path)


def _draw_glyph(painter: QPainter, faction: str, at: QPointF, scale: float, colour: QColor) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(QTransform().translate(at.x(), at.y()).scale(scale, scale).map(glyph(faction)))


def piece_mark(faction: str, piece: str) -> tuple[str, str | None]:
    """What a building or token shows, as data: ("face-down", None) for a plot whose kind is
    hidden (its back: the faction's glyph, 13.2.2), ("picture", piece), ("suit", suit),
    ("glyph", None) when the faction has one kind of it (roost, stronghold) or the token is its
    mark, else ("initial", letters)."""
    if piece == FACE_DOWN:
        return "face-down", None
    if piece in BUILDING_PICTURES:
        return "picture", piece
    suit = piece_suit(piece)
    if suit is not None:
        return "suit", suit
    if piece in GLYPH_TOKENS or _only_kind(faction, piece):
        return "glyph", None
    return "initial", initial(piece)


def _draw_mark(painter: QPainter, faction: str, piece: str, scale: float, ink: QColor) -> None:
    kind, what = piece_mark(faction, piece)
    if kind == "picture":
        painter.setPen(Qt.NoPen)
        painter.setBrush(ink)
        painter.drawPath(QTransform().scale(scale * 1.1, scale * 1.1).map(_picture(what)))
    elif kind == "suit":
        s = scale * 0.95
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.PAPER)
        painter.drawEllipse(QPointF(0, 0), s * 0.56, s * 0.56)
        theme.icon(what).render(painter, QRectF(-s / 2, -s / 2, s, s))
    elif kind in ("glyph", "face-down"):
        _draw_glyph(painter, faction, QPointF(0, 0), scale * 1.1, ink)
    else:
        theme.draw_text(painter, 0, 0.03, what, scale * (0.9 if len(what) == 1 else 0.62), ink)


@lru_cache(maxsize=None)
def _picture(piece: str) -> QPainterPath:
    return BUILDING_PICTURES[piece]()


def _only_kind(faction: str, piece: str) -> bool:
    """A faction's only building (roost, stronghold, waystation): its glyph says it all."""
    f = FACTIONS.get(faction)
    if f is None or not f.has_piece(piece) or f.piece(piece).kind != BUILDING:
        return False
    return sum(p.kind == BUILDING for p in f.pieces) == 1


def draw_count(painter: QPainter, at: QPointF, count: int, size: float) -> None:
    """A "×5" pill: how many pieces a stack holds, readable on any colour."""
    text = f"×{count}"
    h = size * 0.44
    w = h * (0.45 + 0.5 * len(text))
    rect = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
    painter.save()
    painter.setPen(theme.pen(theme.PAPER, size * 0.04))
    painter.setBrush(theme.INK)
    painter.drawRoundedRect(rect, h / 2, h / 2)
    theme.draw_text(painter, rect.center().x(), rect.center().y() + h * 0.04, text, h * 0.78, theme.PAPER)
    painter.restore()

"""What the window needs of a faction, in one table keyed by its id: its colour, the letters
of its badge, the head of its meeple and its mark.

The rules know a faction by its :class:`~rootboard.game.pieces.Faction` record; how it looks
on screen is the window's business and lives only here (theme, badges and piece art read it).
A faction this table does not know (a hireling, a fan faction) gets :data:`OTHER`: the
white, a monogram from its name, a plain head and a ring, so it is still drawn and
still told apart by its name.

Colours: the Law app's theme colours (RULES.md 3.2). Monograms: the initials of the faction's
full name as printed on its board (Marquise de Cat: MC). Marks are our own shapes, one per
faction, so that no piece is told apart by colour alone (issue 5).
"""

from __future__ import annotations

from rootboard.i18n import N_
from rootboard.records import record

# Meeple heads (piece_art.meeple): the animal at a glance.
CAT, BIRD, ROUND_EARS, SMALL_EARS, CREST, PLAIN = "cat", "bird", "round-ears", "small-ears", "crest", "plain"


@record(frozen=True)
class Look:
    colour: str  # "#rrggbb"
    monogram: str | None  # the badge's letters; None: from the faction's name
    head: str  # one of the heads above
    mark: str  # the glyph drawn on its warriors and tokens (piece_art.GLYPH_SHAPES)
    mark_name: str  # the mark's name, English (shown through tr("glyph", ...))


LOOKS: dict[str, Look] = {
    "marquise": Look("#e07a37", "MC", CAT, "paw", N_("glyph", "paw")[1]),
    "eyrie": Look("#416eb0", "ED", BIRD, "feather", N_("glyph", "feather")[1]),
    "alliance": Look("#68b653", "WA", ROUND_EARS, "leaf", N_("glyph", "leaf")[1]),
    "vagabond": Look("#6d6e70", "V", PLAIN, "swords", N_("glyph", "crossed swords")[1]),
    "vagabond2": Look("#a0a2a6", "V2", PLAIN, "swords", N_("glyph", "crossed swords")[1]),
    "riverfolk": Look("#5bc3bd", "RC", SMALL_EARS, "wave", N_("glyph", "wave")[1]),
    "lizards": Look("#fcf065", "LC", CREST, "eye", N_("glyph", "eye")[1]),
    "duchy": Look("#eec4ab", "UD", ROUND_EARS, "crown", N_("glyph", "crown")[1]),
    "corvids": Look("#925da5", "CC", BIRD, "claw", N_("glyph", "claw")[1]),
    "hundreds": Look("#e11b3f", "LH", ROUND_EARS, "flame", N_("glyph", "flame")[1]),
    "keepers": Look("#8b8d90", "KI", PLAIN, "shield", N_("glyph", "shield")[1]),
    "map": Look("#8c8173", None, PLAIN, "ring", N_("glyph", "ring")[1]),
}
# Hirelings (16.4) and any faction not above: white pieces with a ring.
OTHER = Look("#ffffff", None, PLAIN, "ring", N_("glyph", "ring")[1])


def look(fid: str | None) -> Look:
    return LOOKS.get(fid, OTHER) if fid is not None else OTHER

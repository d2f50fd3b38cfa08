"""Keys of the game's turn-structure actions (and of the turn panel's dock): the window's menus
bind them, the turn bar's hints name them. A module of their own, so that neither imports the
other."""

PHASE_SHORTCUT, END_TURN_SHORTCUT = "Ctrl+Right", "Ctrl+Return"
#: View › Turn panel: after the docks' Ctrl+1 (Explorer), Ctrl+2, Ctrl+3 and Game › Cards at the table's Ctrl+4.
TURN_PANEL_SHORTCUT = "Ctrl+5"


def key_name(sequence: str) -> str:
    """A shortcut as the window's language names its keys ("Ctrl+Pijl rechts", "Control+Derecha"):
    Qt's own words for them (its shipped translations, rootboard.ui.i18n), never the code's English."""
    from PySide6.QtGui import QKeySequence

    return QKeySequence(sequence).toString(QKeySequence.NativeText)

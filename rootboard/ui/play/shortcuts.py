"""Keys of the game's two turn-structure actions: the window's menus bind them, the turn bar's
hints name them. A module of their own, so that neither imports the other."""

PHASE_SHORTCUT, END_TURN_SHORTCUT = "Ctrl+Right", "Ctrl+Return"

"""Playing a game in the window: turn bar, trays, drags and drops, dialogs, log, game files."""

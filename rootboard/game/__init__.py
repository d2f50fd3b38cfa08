"""The game: pieces, who rules, movement, placement, actions (checked, undoable), the state
and its file. Never imports Qt; reads no map from disk during a rule check."""

"""Small widgets the explorer and the game share."""

"""How a history entry is played (rootboard.game.replay): enforce refuses an illegal action,
teach applies it with the warning logged, trust replays a record already played. Apart from
replay, so that a command line can offer the choice without importing the rules."""

ENFORCE, TEACH, TRUST = "enforce", "teach", "trust"
MODES = (ENFORCE, TEACH)  # what a player chooses; TRUST is for records already played
ALL_MODES = (ENFORCE, TEACH, TRUST)

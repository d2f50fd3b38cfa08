"""The Corvids' plots, by kind (13.2.2): what the faction's record and its plots in play
(plots.py) both name."""

PLOTS = ("bomb", "snare", "extortion", "raid")  # 13.2.2
BOMB, SNARE, EXTORTION, RAID = PLOTS

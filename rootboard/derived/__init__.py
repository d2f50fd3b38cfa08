"""Boards ready to use: the topology and drawing of a map file, from the derived cache on
disk or derived afresh, kept in memory per file version."""

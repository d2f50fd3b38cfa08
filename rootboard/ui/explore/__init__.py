"""The adjacency explorer: its side panel and Go to area."""

"""The Keepers in Iron's names that both their identity and their board use (chapter 15)."""

KEEPERS = "keepers"
RELICS = ("figure", "jewelry", "tablet")  # the relics' types (15.2.1)

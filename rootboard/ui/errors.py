"""The errors the window catches and shows: the core's bad input never takes the window down."""

ROOTBOARD_ERRORS = (ValueError, KeyError, OSError)  # MapFormatError and GameFormatError are ValueErrors

"""The errors the window catches and shows: the core's bad input never takes the window down."""

from rootboard.errors import RootboardError

# Bad input (a map or game file, a name) and files that cannot be read or written; anything
# else is a bug, and shows as a traceback.
ROOTBOARD_ERRORS = (RootboardError, OSError)

"""``python -m rootboard.i18n update``: see :mod:`rootboard.i18n.catalogues`."""

import sys

if __name__ == "__main__":
    from rootboard.i18n.catalogues import main

    sys.exit(main(sys.argv[1:]))

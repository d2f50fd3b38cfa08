import atexit
import os
import shutil
import tempfile

# Qt aborts without a display unless told to draw offscreen; set it before any QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The derived cache (rootboard.derived.cache) goes to a folder of this run's own, never the
# user's: every run starts cold, and tests that need a warm or broken cache make one.
_cache = tempfile.mkdtemp(prefix="rootboard-test-cache-")
os.environ["ROOTBOARD_CACHE_DIR"] = _cache
atexit.register(shutil.rmtree, _cache, ignore_errors=True)

# The tests read English unless they choose a language: the machine's own locale (LANG=nl_NL
# on a Dutch laptop) must not change what rootboard says in them, nor in the commands they run.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_by_default():
    """Each test starts in English and leaves English behind (main(["--lang", "nl", ...])
    chooses Dutch for the rest of the process)."""
    from rootboard import i18n

    i18n.choose(i18n.DEFAULT_LANGUAGE)
    yield
    i18n.choose(i18n.DEFAULT_LANGUAGE)

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

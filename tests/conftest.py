import os

# Qt aborts without a display unless told to draw offscreen; set it before any QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

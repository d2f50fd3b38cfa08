"""The window's language: chosen at start, changed from View › Language, applied at once.

The language is, in order: the command line's --lang, the one kept in the settings
(``language``), the system locale (QLocale), English. Qt's own dialogs and standard buttons
speak it through Qt's shipped translations (``qtbase_nl.qm``, ``qtbase_es.qm``).

Window strings are written ``tr(context, English)`` (:func:`rootboard.i18n.tr`, extracted into
the catalogues). A string set once at construction is set through :class:`Texts`, which
remembers how to set it, so that a change of language re-sets every one at once; strings
made on each refresh (panels, the turn bar, messages) are simply made again.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from rootboard import i18n
from rootboard.i18n import tr

SETTING = "language"
_qt_translator: QTranslator | None = None


def startup_language(settings: QSettings) -> str:
    """The language the window opens in (see the module's docstring)."""
    if i18n.explicit():
        return i18n.current()
    kept = i18n.normalise(str(settings.value(SETTING, "") or ""))
    if kept:
        return kept
    return i18n.normalise(QLocale.system().name()) or i18n.DEFAULT_LANGUAGE


def apply_language(lang: str) -> None:
    """Choose ``lang`` for rootboard's strings and Qt's own (file dialogs, standard buttons)."""
    global _qt_translator
    i18n.choose(lang)
    app = QApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if lang != i18n.DEFAULT_LANGUAGE:
        translator = QTranslator(app)
        if translator.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
            app.installTranslator(translator)
            _qt_translator = translator
    QLocale.setDefault(QLocale(lang))


class Texts:
    """Strings set once, re-set on a change of language: ``texts.set(action.setText, N_("menu", "Quit"))``."""

    def __init__(self):
        self._setters: list[tuple[Callable[[str], None], Callable[[], str]]] = []

    def set(self, setter: Callable[[str], None], marked: tuple[str, str]) -> None:
        """``marked`` is ``N_(context, English)``."""
        self.later(setter, lambda: tr(*marked))

    def later(self, setter: Callable[[str], None], make: Callable[[], str]) -> None:
        """``setter(make())`` now and after every change of language."""
        self._setters.append((setter, make))
        setter(make())

    def retranslate(self) -> None:
        for setter, make in self._setters:
            try:
                setter(make())
            except RuntimeError:  # the widget is gone (a closed dialog)
                pass

"""Words that carry their grammar, so that each language builds its own sentences.

A sentence needs more of a name than its letters: Spanish says "el Marquesado", "la Alianza",
"los Córvidos" and contracts "de" + "el" to "del"; Dutch says "de Markiezin" but "het
Arendsnest" and makes a verb agree with "de Kraaien" (plural). None of that can be typed into
English word order, and none of it is a rule of code: it is data of each word, in each
language, kept beside the catalogue in ``rootboard/locale/<lang>/names.tsv`` (a translator's
file, described at its top), keyed by the word's catalogue entry (msgctxt, msgid).

A :class:`Word` is the word as shown (a ``str``) with its gender, number and article; a
placeholder's format spec says which form a sentence wants (:meth:`Word.form`):

``{who:faction}``            the bare word              Marquesado, Kraaien
``{who:faction.the}``        with its article           el Marquesado, de Kraaien, el claro 5
``{who:faction.The}``        the same, capitalised      El Marquesado
``{who:faction.a}``          indefinite                 un guerrero, una bota, een krijger
``{who:faction.no}``         negative                   ningún guerrero, geen laars
``{who:faction.del}``        a preposition and article  del Marquesado, de la Alianza (the language's
``{who:faction.al}``         rows ``@form``/``@contract``) al Marquesado, a la Noche
``{who:faction.whose}``      English possessive         the Marquise’s, the Corvids’ (``whose-ascii``: ')
``{who:faction|sg=x|pl=y}``  a word that agrees         the first key that matches the word
``{state:vagabond~ally}``    a word inflected to agree with another parameter (messages.py)

Agreement keys a word matches: its gender in the singular (``m``, ``f``, ``n``), its gender and
number in the plural (``mpl``, ``fpl``, ``npl``), its number (``sg``, ``pl``), its definite
article (``de``, ``het``, ``el``, ``la``...), and ``*`` (anything); an ``@a`` or ``@no`` rule may
also key on the word's first letters (``^e``: English's "an extortion"). The term's name before the dot
is the messages' business (it chooses the term): a Word ignores it, so a Word formats the same
through :mod:`rootboard.messages` and through plain ``str.format``.
"""

from __future__ import annotations

from rootboard.records import field, record
from functools import lru_cache
from pathlib import Path

from rootboard import i18n

NAMES = "names.tsv"
SINGULAR, PLURAL = "sg", "pl"
ANY = "*"
NO_ARTICLE = "-"
APOSTROPHE = "'"  # for plain ASCII text (screen readers): the form whose-ascii
BEGINS = "^"  # a rule's key for the word's first letters (@a ^e an)


@record(frozen=True)
class Record:
    """One word's grammar in one language: gender, number, article (None: the language's
    rule for its gender and number; "": none) and inflections (key -> form, for ``~``)."""

    gender: str | None = None
    number: str = SINGULAR
    article: str | None = None
    inflections: tuple[tuple[str, str], ...] = ()


@record(frozen=True)
class Language:
    """A language's grammar: its words' records and its rules (``@`` rows of names.tsv)."""

    code: str
    records: dict[tuple[str, str], Record] = field(default_factory=dict)
    #: form -> [(key, word)]: the article of ``the``, ``a`` and ``no`` by what the word matches.
    determiners: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    #: form -> preposition: ``del`` -> "de", ``al`` -> "a".
    prepositions: dict[str, str] = field(default_factory=dict)
    #: "de el" -> "del".
    contractions: dict[str, str] = field(default_factory=dict)

    def record(self, context: str, msgid: str) -> Record | None:
        return self.records.get((context, msgid))


class NamesFileError(ValueError):
    """A names.tsv row that cannot be read: the file and the line, for its translator."""


def names_path(lang: str) -> Path:
    return i18n.LOCALE_DIR / lang / NAMES


@lru_cache(maxsize=None)
def language(lang: str) -> Language:
    """The language's grammar, read once (an absent file: no records, no rules)."""
    path = names_path(i18n.check(lang))
    if not path.exists():
        return Language(lang)
    return read_names(path.read_text(encoding="utf-8"), lang, str(path))


def read_names(text: str, lang: str, source: str = NAMES) -> Language:
    found = Language(lang)
    records = found.records
    # One Record for each grammar the file writes: a Record is frozen and compared by value, so
    # the words that share a grammar share it. A language's some 240 words have about a dozen
    # grammars, and its file is read by the first word a command says (a replayed log's first
    # faction or clearing named): a Record made for each row was half of reading it (issue 32).
    made: dict[tuple, Record] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")  # splitlines() left no line end
        if cells[0].startswith("@"):
            _rule(found, cells, f"{source}:{number}")
            continue
        if len(cells) < 3:
            raise NamesFileError(f"{source}:{number}: a word is: context, msgid, gender[, number[, article[, "
                                 "inflections]]]")
        context, msgid, gender, *rest = cells
        number_ = (rest[0] if rest else "") or SINGULAR
        if number_ not in (SINGULAR, PLURAL):
            raise NamesFileError(f"{source}:{number}: number {number_!r} is neither {SINGULAR} nor {PLURAL}")
        article = rest[1] if len(rest) > 1 and rest[1] else None
        inflections = tuple(_pairs(rest[2], f"{source}:{number}")) if len(rest) > 2 and rest[2] else ()
        grammar = (gender or None, number_, "" if article == NO_ARTICLE else article, inflections)
        shared = made.get(grammar)
        if shared is None:
            shared = made[grammar] = Record(*grammar)
        records[(context, msgid)] = shared
    return found


def _rule(found: Language, cells: list[str], where: str) -> None:
    kind, *args = cells
    if kind in ("@the", "@a", "@no") and len(args) == 2:
        found.determiners.setdefault(kind[1:], []).append((args[0], args[1]))
    elif kind == "@form" and len(args) == 2:
        found.prepositions[args[0]] = args[1]
    elif kind == "@contract" and len(args) == 2:
        found.contractions[args[0]] = args[1]
    else:
        raise NamesFileError(f"{where}: {kind} is not a rule (@the, @a, @no KEY WORD; @form FORM PREPOSITION; "
                             "@contract WORDS CONTRACTED)")


def _pairs(text: str, where: str):
    for part in text.split("|"):
        key, eq, value = part.partition("=")
        if not eq:
            raise NamesFileError(f"{where}: {part!r} is not key=form")
        yield key.strip(), value


class Word(str):
    """A word as shown, in ``lang``, with its gender, number and article (see the module)."""

    lang: str
    gender: str | None
    number: str
    _article: str | None
    inflections: tuple[tuple[str, str], ...]

    def __new__(cls, shown: str, lang: str, gender: str | None = None, number: str = SINGULAR,
                article: str | None = None, inflections: tuple[tuple[str, str], ...] = ()) -> "Word":
        self = super().__new__(cls, shown)
        self.lang, self.gender, self.number, self._article = lang, gender, number, article
        self.inflections = inflections
        return self

    # --- what the word is ---------------------------------------------------------------------

    @property
    def plural(self) -> bool:
        return self.number == PLURAL

    @property
    def article(self) -> str:
        """The definite article ("" for none): the record's own, or the language's rule."""
        if self._article is not None:
            return self._article
        return self._determiner("the")

    def keys(self) -> list[str]:
        """The agreement keys this word matches, most particular first."""
        found = []
        if self.gender:
            found.append(self.gender + ("pl" if self.plural else ""))
        found.append(self.number)
        article = self.article
        if article:
            found.append(article)
        found.append(ANY)
        return found

    def agree(self, choices: list[tuple[str, str]]) -> str:
        """The first choice whose key this word matches (the last choice if none does)."""
        mine = set(self.keys())
        for key, value in choices:
            if key in mine:
                return value
        return choices[-1][1] if choices else ""

    def inflected(self, other: "Word | None") -> str:
        """This word as it agrees with ``other`` (``~``): "aliada" for la Alianza."""
        if not self.inflections or not isinstance(other, Word):
            return str(self)
        return other.agree(list(self.inflections))

    def plural_of(self, shown: str) -> "Word":
        """The plural of this word, shown as ``shown``, with its gender (and, for a word said
        with no article, none: "open plekken 1 en 4")."""
        return Word(shown, self.lang, self.gender, PLURAL, "" if self._article == "" else None, self.inflections)

    # --- forms ---------------------------------------------------------------------------------

    def form(self, spec: str) -> str:
        """The word in the form ``spec`` asks for: ``faction.the``, ``.del``, ``|sg=a|pl=b``."""
        head, *slots = spec.split("|")
        if slots:
            return self.agree(list(_pairs("|".join(slots), spec)))
        name, _, form = head.partition(".")
        if "~" in name:
            return str(self)  # inflection needs the other parameter: messages.py does it
        if not form:
            return str(self)
        if form in ("the", "The"):
            shown = self._with(self.article)
            return _capital(shown) if form == "The" else shown
        if form in ("a", "no"):
            return self._with(self._determiner(form))
        if form.lower() in ("whose", "whose-ascii"):
            # English's possessive (rootboard.words): a bare apostrophe after a final s.
            from rootboard.words import APOSTROPHE as TYPOGRAPHIC, possessive

            shown = possessive(self._with(self.article), apostrophe=APOSTROPHE if form.endswith("ascii") else TYPOGRAPHIC)
            return _capital(shown) if form[0] == "W" else shown
        grammar = language(self.lang)
        preposition = grammar.prepositions.get(form.lower())
        if preposition is None:
            return str(self)  # a form the language lacks (a test of the catalogues names it): the word
        shown = f"{preposition} {self._with(self.article)}"
        for words, contracted in grammar.contractions.items():
            if shown.lower().startswith(words + " "):  # "de El Marquesado" too: "del Marquesado"
                shown = contracted + shown[len(words):]
                break
        return _capital(shown) if form[0].isupper() else shown

    def __format__(self, spec: str) -> str:
        return self.form(spec) if spec else str(self)

    def _with(self, determiner: str) -> str:
        return f"{determiner} {self}" if determiner else str(self)

    def _determiner(self, form: str) -> str:
        rules = language(self.lang).determiners.get(form, [])
        mine = self.keys_without_article()
        shown = str(self).lower()
        for key, word in rules:
            # ``^e``: a word spelled with these first letters (English "an extortion").
            if key in mine or (key.startswith(BEGINS) and shown.startswith(key[len(BEGINS):])):
                return "" if word == NO_ARTICLE else word
        return ""

    def keys_without_article(self) -> set[str]:
        keys = {self.number, ANY}
        if self.gender:
            keys.add(self.gender + ("pl" if self.plural else ""))
        return keys


#: The forms every language's words have; a language's ``@form`` rows add its own.
FORMS = ("the", "The", "a", "no", "whose", "Whose", "whose-ascii", "Whose-ascii", "and")


def forms(lang: str) -> set[str]:
    """The forms a placeholder may ask of a word in ``lang`` (``.the``, ``.del``...)."""
    found = set(FORMS) | set(language(lang).prepositions)
    return found | {f[:1].upper() + f[1:] for f in found}


def _capital(shown: str) -> str:
    return shown[:1].upper() + shown[1:]


def word(context: str, msgid: str, lang: str, spelled=None, **params) -> Word:
    """The catalogue's word for (``context``, ``msgid``) in ``lang``, with its grammar;
    ``params`` fill its placeholders ("claro {id}" -> "claro 5"). ``spelled``: how a msgid
    that is an id reads where the catalogue has no other word for it (English, whose words
    are the msgids: "legendary-forge" is "Legendary Forge")."""
    shown = i18n.pgettext(context, msgid, lang)
    if spelled is not None and shown == msgid:
        shown = spelled(msgid)
    if params:
        shown = shown.format(**params)
    record = language(lang).record(context, msgid) or Record()
    return Word(shown, lang, record.gender, record.number, record.article, record.inflections)


class Phrase(Word):
    """Words said together ("claro 5 y bosques 1_2_5_10 y 3_6_11"): a form is each part's,
    joined by ``join``; agreement is the parts' together (plural)."""

    parts: tuple[Word, ...]

    def __new__(cls, parts, join, lang: str) -> "Phrase":
        parts = tuple(parts)
        self = super().__new__(cls, join([str(p) for p in parts]), lang, group(list(parts), lang).gender, PLURAL)
        self.parts, self._join = parts, join
        return self

    def form(self, spec: str) -> str:
        if "|" in spec or not spec.partition(".")[2]:
            return super().form(spec)
        return self._join([p.form(spec) for p in self.parts])


def group(words: list, lang: str) -> Word:
    """What a list of words agrees as: one word, or a plural of their common gender
    (masculine where they differ, as Spanish has it; Dutch plurals take "de" either way)."""
    words = [w for w in words if isinstance(w, Word)] or [Word("", lang)]
    if len(words) == 1:
        return words[0]
    genders = {w.gender for w in words}
    gender = genders.pop() if len(genders) == 1 else "m"
    return Word("", lang, gender, PLURAL)

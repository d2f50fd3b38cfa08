"""Messages as data: an id, its parameters and its Law sections, turned into words at the edge.

Every verdict, reason, reminder, explanation and log entry rootboard produces is a
:class:`Message`. Nothing below the command line and the window turns one into text, and no
code reads rendered text back: a caller that needs to know *what* was said looks at the id,
the parameters or the sections. The Law section is kept apart from the words and printed
once, in front: ``Law 16.6.19: Marquise places 1 keep in clearing 1``.

A kind of message is a :class:`Template`: an id, its English text and, where a count
changes the words, a plural. Templates are declared where they are used (the module that
decides what to say), so the text sits beside the rule it explains. The English text is the
gettext msgid and the template's id its msgctxt, so two templates with the same English stay
apart: :func:`text` looks the words up in the language's catalogue (:mod:`rootboard.i18n`),
a plural through ngettext with the count parameter, so each language applies its own plural
rule. ``lang`` None means the language chosen for this run (:func:`rootboard.i18n.current`).

Placeholders name how a parameter is shown: ``{origin:area}`` shows a clearing or forest
id as "clearing 5" or "forest 1_2_5_10", ``{who:faction}`` a faction id as its name. These
*terms* belong to the layer that owns the word (the board owns areas, the game factions and
pieces) and are registered there with :func:`term`; a test checks that every placeholder of
every template has one. A parameter that is a Message is rendered in place; a list is shown
as its items joined. Parameters themselves stay plain JSON: ids and numbers, never words.

After the term's name a placeholder may ask for a form of the word, so that each language
builds its own sentence (:mod:`rootboard.i18n.grammar`): ``{who:faction.the}`` "los Córvidos",
``{at:area.del}`` "del claro 5", ``{who:faction|sg=plaatst|pl=plaatsen}`` a verb agreeing with
the faction, ``{relation:vagabond~ally}`` a word inflected to agree with the parameter ``ally``.
A list in a form is each item in that form, joined as the language joins the last two
(``list``: "el Transbordador y la Torre"); ``{names:piece.and}`` joins the bare words so. A
list asked to agree (``|pl=...``) agrees as its items do together.
"""

from __future__ import annotations

import string
import sys

from rootboard.records import field, record

from rootboard import i18n
from rootboard.i18n.grammar import Word, group

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Mapping

#: id -> Template, for every template declared (imported) so far.
TEMPLATES: dict[str, "Template"] = {}


def _declare(id: str) -> bool:
    """Import the module that declares template ``id``, as the catalogues' template records it
    (``#: module`` above each ``msgctxt``): a command imports only what it runs (issue 32), so a
    message a game file keeps may come from a module it never needed (a Vagabond's damaged
    items in a battle's verdict); whether ``id`` is declared now."""
    from importlib import import_module

    for module in _declaring_modules().get(id, ()):
        import_module(module)
    return id in TEMPLATES


_DECLARED_IN: dict[str, tuple[str, ...]] = {}


def _declaring_modules() -> dict[str, tuple[str, ...]]:
    if not _DECLARED_IN:
        from pathlib import Path

        modules: list[str] = []
        with open(Path(__file__).parent / "locale" / "rootboard.pot", encoding="utf-8") as pot:
            for line in pot:
                if line.startswith("#: rootboard."):
                    modules += line[3:].split()
                elif line.startswith('msgctxt "'):
                    _DECLARED_IN[line[9:].rstrip().rstrip('"')] = tuple(m for m in modules if ":" not in m)
                    modules = []
                elif not line.startswith("#"):
                    modules = [] if not line.strip() else modules
    return _DECLARED_IN
#: term name -> how a parameter value is shown, given the language.
TERMS: dict[str, Callable[[Any, str], str]] = {}
#: term name -> the (msgctxt, msgid) pairs it may look up, for the catalogues' extraction.
TERM_WORDS: dict[str, Callable[[], Iterable[tuple[str, str]]]] = {}
#: Terms that show a list as one phrase ("clearings 1, 2 and 5"), not item by item.
WHOLE_TERMS: set[str] = set()
#: A template id no longer declared -> how a message saved with it reads now: (params) -> (id, params).
#: Game files keep their verdicts as messages, so a file saved before a template was split still loads.
RENAMED: dict[str, Callable[[Mapping[str, Any]], tuple[str, Mapping[str, Any]]]] = {}

DEFAULT_LANGUAGE = i18n.DEFAULT_LANGUAGE


@record(frozen=True)
class Message:
    """What to say, as data. ``params`` are JSON values (or nested Messages)."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)
    sections: tuple[str, ...] = ()

    def __init__(self, id: str, params: Mapping[str, Any] | None = None, sections: tuple[str, ...] = ()):
        # Made by the hundred when the options judge a crowded position (issue 34), by the
        # thousand when a long game is read: its own __init__, as rootboard.records keeps it.
        # Its fields stored one by one, where update() was a call that first made a dict of its
        # keywords (issue 32).
        fields = self.__dict__
        fields["id"] = id
        fields["params"] = {} if params is None else params
        fields["sections"] = sections

    @property
    def template(self) -> "Template":
        try:
            return TEMPLATES[self.id]
        except KeyError:
            raise KeyError(f"no message template {self.id!r}") from None

    def to_json(self) -> dict:
        params, sections = self.params, self.sections
        if not params:
            return {"id": self.id, "sections": list(sections)} if sections else {"id": self.id}
        # Most parameters are ids and counts, already JSON, and most of the rest a message
        # (a battle's summary joins its steps): both written without a call of
        # _param_to_json each (a replay writes some 1,200 messages into its history, a
        # loop cheaper than a comprehension that makes its own call, issue 32).
        written = {}
        for key, value in params.items():
            kind = type(value)
            written[key] = value if kind in _PLAIN else {"message": value.to_json()} if kind is Message \
                else _param_to_json(value)
        # The object made whole, its keys in their order, where filling it key by key cost a
        # store each (issue 32).
        if sections:
            return {"id": self.id, "params": written, "sections": list(sections)}
        return {"id": self.id, "params": written}

    @classmethod
    def from_json(cls, data: Any) -> "Message":
        """The inverse of :meth:`to_json`; ValueError (naming what is wrong) otherwise."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError("a message is an object with an 'id'")
        params = data.get("params", {})
        if data["id"] not in TEMPLATES and data["id"] in RENAMED and isinstance(params, dict):
            new_id, params = RENAMED[data["id"]](params)
            data = {**data, "id": new_id, "params": params}
        if data["id"] not in TEMPLATES and not _declare(data["id"]):
            raise ValueError(f"unknown message id {data['id']!r}")
        sections = data.get("sections", [])
        if not isinstance(params, dict) or not isinstance(sections, list) \
                or not all(isinstance(s, str) for s in sections):
            raise ValueError(f"message {data['id']!r}: 'params' must be an object, 'sections' a list of strings")
        extra = set(data) - {"id", "params", "sections"}
        if extra:
            raise ValueError(f"message {data['id']!r}: unknown keys {sorted(extra)}")
        message = cls(data["id"], {k: _param_from_json(v) for k, v in params.items()}, tuple(sections))
        missing = TEMPLATES[message.id].placeholders - set(message.params)
        if missing:
            raise ValueError(f"message {message.id!r}: missing parameters {sorted(missing)}")
        return message

    def with_sections(self, *sections: str) -> "Message":
        return Message(self.id, self.params, tuple(sections))

    def __format__(self, spec: str) -> str:
        # f"{message}" or "...{}".format(message) would show the record's repr to a user
        # (it once did, in 'undo: Message(id=...)'): a Message is said with render() or text().
        raise TypeError(f"message {self.id!r} formatted as text: say it with messages.render() or text()")


_new = object.__new__


class Template:
    """A kind of message: ``Template("move.not-adjacent", "{to:area} is not adjacent to {at:area}")``.

    Calling it makes a Message: ``NOT_ADJACENT("4.2", to=5, at=1)``; the positional
    arguments are the Law sections. ``plural`` (with ``count``, the parameter that decides)
    is the text for counts other than one, as gettext's ngettext has it.
    """

    def __init__(self, id: str, text: str, plural: str | None = None, count: str | None = None):
        if id in TEMPLATES:
            raise ValueError(f"message id {id!r} is declared twice")
        if (plural is None) != (count is None):
            raise ValueError(f"{id}: a plural needs the count parameter that chooses it, and the reverse")
        self.id, self.text, self.plural, self.count = id, text, plural, count
        self._needed: set[str] | None = None  # worked out when it is first said (placeholders)
        # Where it is declared, for the translators' catalogues (rootboard.tools.catalogues).
        self.module = sys._getframe(1).f_globals.get("__name__", "")
        TEMPLATES[id] = self

    @property
    def placeholders(self) -> set[str]:
        """The parameters its texts name (and its count): worked out when it is first said, not
        when it is declared. A command declares every Template of the modules it imports, some
        thousand for a replayed log, and says a few dozen of them: parsing every text at each
        start took a few milliseconds of it (issue 32)."""
        found = self._needed
        if found is None:
            found = _placeholders(self.text) | (_placeholders(self.plural) if self.plural else set())
            found = self._needed = found | {self.count} if self.count is not None else found
        return found

    def __call__(self, *sections: str, **params: Any) -> Message:
        # Read as a plain attribute, once worked out: the interpreter looks up a property (or a
        # cached_property) the long way at every call, some 1,500 a replay (issue 32).
        needed = self._needed
        if needed is None:
            needed = self.placeholders
        if params:
            if not needed <= params.keys():
                raise TypeError(f"message {self.id!r} needs {sorted(needed - set(params))}")
            # Lists become tuples, as they read back from JSON, so a message equals its round trip
            # (``params`` is this call's own dict: changed in place).
            for k, v in params.items():
                if isinstance(v, list):
                    params[k] = tuple(v)
        elif needed:
            raise TypeError(f"message {self.id!r} needs {sorted(needed)}")
        # Made as Message.__init__ makes it, without a second call: some 1,500 messages are
        # made in a replay (issue 32).
        message = _new(Message)
        fields = message.__dict__
        fields["id"] = self.id
        fields["params"] = params
        fields["sections"] = sections
        return message

    def __repr__(self) -> str:
        return f"Template({self.id!r})"

    def terms(self) -> set[str]:
        """The term names its placeholders use (``area`` in ``{origin:area}``, ``{at:area.del}``)."""
        found = set()
        for text in filter(None, (self.text, self.plural)):
            found |= {term_of(spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None and spec}
        return found - {""}


def term_of(spec: str) -> str:
    """The term a format spec names: ``area`` in ``area``, ``area.del``, ``faction|sg=a|pl=b``,
    ``vagabond~ally``."""
    for i, char in enumerate(spec):
        if char in ".|~":
            return spec[:i]
    return spec


def term(name: str, words: Callable[[], Iterable[tuple[str, str]]] | None = None, whole: bool = False,
         ) -> Callable[[Callable[[Any, str], str]], Callable[[Any, str], str]]:
    """Register how a kind of parameter is shown: ``@term("area") def _(value, lang): ...``.

    ``words`` lists the (msgctxt, msgid) pairs the term looks up in the catalogues, so that
    extraction finds every word a term can say (faction names, piece names, phases).
    ``whole``: a list is given to the term as it is, to be said as one phrase."""

    def register(fn: Callable[[Any, str], str]) -> Callable[[Any, str], str]:
        TERMS[name] = fn
        if words is not None:
            TERM_WORDS[name] = words
        if whole:
            WHOLE_TERMS.add(name)
        return fn

    return register


def language(lang: str | None) -> str:
    """``lang``, or the language chosen for this run when None."""
    return i18n.current() if lang is None else lang


def text(message: Message, lang: str | None = None) -> str:
    """The message's words in ``lang``, without its Law sections."""
    lang = language(lang)
    template = message.template
    if template.plural is not None:
        count = message.params.get(template.count)
        n = abs(count) if isinstance(count, int) else 2  # "-1 point" is one point taken
        chosen = i18n.npgettext(template.id, template.text, template.plural, n, lang)
    else:
        chosen = i18n.pgettext(template.id, template.text, lang)
    return _Formatter(lang).vformat(chosen, (), message.params)


LAW = ("law", "Law {sections}")  # msgctxt, msgid: "Wet 4.2.1", "Ley 4.2.1"
#: How running text joins a list's last two items ("A, B and C"): msgctxt, msgid.
LIST = ("list", "{head} and {last}")


def law(sections: Iterable[str], lang: str | None = None) -> str:
    """``Law 4.2.1`` or ``Law 2.3, 11.2.2``; empty for no section. In Spanish the glossary's
    sections are the Spanish glossary's numbers (:mod:`rootboard.i18n.sections`)."""
    lang = language(lang)
    from rootboard.i18n.sections import section  # with the first message said: the window starts with none

    sections = [section(s, lang) for s in sections]
    if not sections:
        return ""
    return i18n.pgettext(*LAW, lang).format(sections=", ".join(sections))


def fill(words: str, lang: str | None = None, **params: Any) -> str:
    """A window or command-line string, already in its language (from ``tr()``), filled with
    ids through the terms it names, as a Template's text is: ``fill(tr("cli", "turn of
    {who:faction}"), who="corvids")`` -> "beurt van de Kraaien" where the msgstr says
    "beurt van {who:faction.the}". Pass ids, not names: a name has no grammar to ask for."""
    return _Formatter(language(lang)).vformat(words, (), params)


def render(message: Message, lang: str | None = None) -> str:
    """``Law 16.6.19: Marquise places 1 keep in clearing 1``: the sections once, in front."""
    lang = language(lang)
    words = text(message, lang)
    cited = law(message.sections, lang)
    return f"{cited}: {words}" if cited else words


# --- internals -------------------------------------------------------------------------------

def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def joined(items: list[str], lang: str) -> str:
    """"A, B and C" as ``lang`` says it (the catalogue's ``list``)."""
    if len(items) < 2:
        return "".join(items)
    return i18n.pgettext(*LIST, lang).format(head=", ".join(items[:-1]), last=items[-1])


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.params: Mapping[str, Any] = {}
        self.specs: dict[str, str] = {}

    def vformat(self, format_string, args, kwargs):
        self.params = kwargs
        # Which term each parameter is shown by, for a word that agrees with it ({x:term~it}).
        self.specs = {name: spec for _, name, spec, _ in self.parse(format_string) if name and spec}
        return super().vformat(format_string, args, kwargs)

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Message):
            return text(value, self.lang)
        name = term_of(format_spec)
        form = format_spec[len(name):]
        if isinstance(value, (list, tuple)) and name not in WHOLE_TERMS:
            if form.startswith("|"):
                return group([self.word(v, name) for v in value], self.lang).form(form)
            if form:
                shown = [self.format_field(v, name + ("" if form == ".and" else form)) for v in value]
                return joined(shown, self.lang)
            return ", ".join(self.format_field(v, format_spec) for v in value)
        if form.startswith("~"):
            other = form[1:]
            return self.word(value, name).inflected(self.word(self.params.get(other), term_of(self.specs.get(other, ""))))
        if name or isinstance(value, Word):
            return self.word(value, name).form(form) if form else str(self.word(value, name))
        return str(value)

    def word(self, value: Any, name: str) -> Any:
        """The value as its term shows it: a Word where the term knows its grammar."""
        if isinstance(value, Word) or not name:
            return value if isinstance(value, Word) else Word(str(value), self.lang)
        try:
            shown = TERMS[name]
        except KeyError:
            raise KeyError(f"no term {name!r} is registered") from None
        found = shown(value, self.lang)
        return found if isinstance(found, Word) else Word(str(found), self.lang)


_PLAIN = frozenset({str, int, float, bool, type(None)})


def _param_to_json(value: Any) -> Any:
    """A parameter as a game file reads it back (``json.loads(json.dumps(...))``): a history
    entry keeps its verdict in that form, made here without a second copy (issue 32)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is Message:
        return {"message": value.to_json()}
    if kind is list or kind is tuple:
        return [v if type(v) in _PLAIN else _param_to_json(v) for v in value]
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, (list, tuple)):
        return [_param_to_json(v) for v in value]
    import json  # a subclass of a plain type (a str the grammar made): what the file reads back

    return json.loads(json.dumps(value))


def _param_from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) == {"message"}:
            return Message.from_json(value["message"])
        raise ValueError("a message parameter is a plain value, a list, or {'message': ...}")
    if isinstance(value, list):
        return tuple(_param_from_json(v) for v in value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise ValueError(f"not a message parameter: {value!r}")

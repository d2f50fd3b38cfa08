"""messages.py: a Message is data that round-trips through JSON and renders its Law
sections once, in front; every declared template renders with its terms registered."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string

import pytest

import rootboard
from rootboard.messages import TEMPLATES, TERMS, Message, Template, law, render, term_of, text
from tests.json_same import same

# Declared once for these tests (a second declaration of an id is an error).
GREETING = Template("test.greeting", "{who} sees {n} {thing}", plural="{who} sees {n} {thing}s", count="n")
WRAPPED = Template("test.wrapped", "{inner}; also {items}")


def every_rootboard_module_outside_ui():
    for info in pkgutil.walk_packages(rootboard.__path__, "rootboard."):
        if not info.name.startswith("rootboard.ui") and info.name != "rootboard.__main__":
            yield info.name


for _name in every_rootboard_module_outside_ui():
    importlib.import_module(_name)  # declares every template and registers every term


def test_round_trip_with_nested_messages_and_lists():
    inner = GREETING("4.2", who="a", n=2, thing="fox")
    outer = WRAPPED("2.3", "11.2.2", inner=inner, items=[1, inner, "x"])
    data = outer.to_json()
    assert data["params"]["inner"] == {"message": inner.to_json()}
    assert Message.from_json(data) == outer
    assert Message.from_json(GREETING(who="a", n=1, thing="b").to_json()).sections == ()


class _Name(str):
    """A str of another type, as the grammar's words are."""


def test_to_json_is_what_a_file_reads_back_type_for_type():
    """A history entry keeps its verdict's message as to_json makes it, not read back again
    (rootboard.game.replay.record): to_json itself gives json's round trip, type for type."""
    import json

    inner = GREETING("4.2", who=_Name("a"), n=True, thing=("fox", 2))
    data = WRAPPED("2.3", inner=inner, items=((1, inner), [_Name("x")], None)).to_json()
    expected = json.loads(json.dumps(data))

    assert same(data, expected)
    assert type(data["params"]["inner"]["message"]["params"]["who"]) is str


def test_render_prints_the_sections_once_in_front():
    message = GREETING("2.3", "11.2.2", who="Marquise", n=1, thing="fox")
    assert render(message) == "Law 2.3, 11.2.2: Marquise sees 1 fox"
    assert text(message) == "Marquise sees 1 fox"
    assert render(GREETING(who="x", n=1, thing="y")) == "x sees 1 y"
    assert law(()) == "" and law(["4.2"]) == "Law 4.2"
    # A nested message is shown as its words: its sections are the outer message's to cite.
    assert render(WRAPPED("1.4", inner=message, items=[])) == "Law 1.4: Marquise sees 1 fox; also "


def test_plurals_are_chosen_by_the_count():
    assert text(GREETING(who="a", n=1, thing="fox")) == "a sees 1 fox"
    assert text(GREETING(who="a", n=0, thing="fox")) == "a sees 0 foxs"  # the plural text, as declared
    assert text(GREETING(who="a", n=3, thing="fox")) == "a sees 3 foxs"
    with pytest.raises(ValueError):
        Template("test.bad-plural", "{n} thing", plural="{n} things")  # no count to choose by


def test_unknown_id_and_missing_params_are_refused():
    with pytest.raises(ValueError, match="unknown message id"):
        Message.from_json({"id": "test.no-such-message"})
    with pytest.raises(KeyError):
        Message("test.no-such-message").template
    with pytest.raises(ValueError, match="missing parameters"):
        Message.from_json({"id": GREETING.id, "params": {"who": "a"}})
    with pytest.raises(TypeError):
        GREETING(who="a")
    with pytest.raises(ValueError, match="declared twice"):
        Template(GREETING.id, "again")


def test_a_template_refuses_a_message_short_of_its_parameters_from_its_first_call():
    """What a template needs is worked out when it is first said, and kept: its first call and
    its later ones refuse alike, with or without parameters, naming what is missing."""
    fresh = Template("test.fresh", "{who} sees {n} {thing}", plural="{who} sees {n} {thing}s", count="n")
    with pytest.raises(TypeError, match=re.escape("needs ['n', 'thing', 'who']")):
        fresh()
    with pytest.raises(TypeError, match=re.escape("needs ['thing']")):
        fresh(who="a", n=2)
    with pytest.raises(TypeError, match=re.escape("needs ['n', 'thing', 'who']")):
        fresh("4.2")
    said = fresh("4.2", who="a", n=2, thing="fox")
    assert fresh.placeholders == set(said.params) and said.sections == ("4.2",)
    assert Message.from_json(said.to_json()) == said


def _sample(name: str, spec: str, template: Template):
    """A sample value for a placeholder: by its term, or a number where the count chooses."""
    samples = {"area": 5, "faction": "marquise", "card": "forest-patrol", "piece": "warrior", "pieces": "warrior",
               "phase": "daylight", "suit": "fox", "vp": 1, "kind": "token", "group": "plot", "effect": "boat-builders",
               "lasts": "persistent", "item": "sword", "items": "sword", "character": "thief", "vagabond": "allied",
               "map": "Lake", "areas": (1, 5), "title": "eyrie", "battle-effect": "commander", "role": "attacker",
               "cardname": "armorers", "deck": "standard", "minister": "marshal", "rank": "noble", "cardsuit": "bird",
               "leader": "despot", "decree-column": "battle", "eyrie-step": "Turmoil",
               "difficulty": "nightmare"}
    if term_of(spec):
        return samples[term_of(spec)]
    return 2 if name == template.count else "x"


def test_every_template_uses_registered_terms_and_renders():
    assert len(TEMPLATES) > 100
    for template in TEMPLATES.values():
        assert template.terms() <= set(TERMS), (template.id, template.terms() - set(TERMS))
        params = {}
        for source in filter(None, (template.text, template.plural)):
            for _, name, spec, _ in string.Formatter().parse(source):
                if name:
                    params[name] = _sample(name, spec, template)
        if template.count:
            params.setdefault(template.count, 2)
        for n in ((1, 2) if template.count else (None,)):
            if n is not None:
                params[template.count] = n
            words = render(template("1.1", **params))
            assert words.startswith("Law 1.1: ") and "{" not in words, (template.id, words)


# A Law section written into the words, "(4.2)" or "..., 11.2.2)": render puts it in front, once.
SECTION_IN_WORDS = re.compile(r"\(\d+\.\d+|\d+\.\d+(\.\w+)*\)")


def test_no_template_writes_a_law_section_into_its_words():
    for template in TEMPLATES.values():
        for words in filter(None, (template.text, template.plural)):
            assert not SECTION_IN_WORDS.search(words), (template.id, words)


def test_a_message_or_verdict_formatted_into_a_string_is_a_bug_not_a_repr_on_screen():
    """A Message is said with render() or text(); formatting one into a string (an f-string,
    str.format) would show the dataclass's repr to a user, so it raises instead."""
    from rootboard.game.verdict import Verdict

    message = Message("turn.ends", {"who": "marquise", "next": "eyrie"}, ("1.4",))
    with pytest.raises(TypeError, match="render"):
        f"{message}"
    with pytest.raises(TypeError, match="render"):
        "undo: {what}".format(what=message)
    with pytest.raises(TypeError, match="render"):
        f"{Verdict(True, message)}"


def test_a_message_saved_under_a_template_since_split_reads_as_its_new_one():
    """Game files keep verdicts as messages: "item.done" (one template with an "op") reads as
    the operation's own template now ("item.done.take"), with the same words' data."""
    from rootboard.messages import RENAMED

    assert "item.done" in RENAMED and "item.none" in RENAMED
    saved = {"id": "item.done", "params": {"who": "vagabond", "count": 2, "item": "bag", "op": "take"},
             "sections": ["9.5.8"]}
    message = Message.from_json(saved)
    assert message.id == "item.done.take" and message.params == {"who": "vagabond", "count": 2, "item": "bag"}
    assert render(message) == "Law 9.5.8: the Vagabond takes 2 bags"
    with pytest.raises(ValueError, match="unknown message id"):
        Message.from_json({"id": "test.never-declared"})

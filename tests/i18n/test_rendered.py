"""Every catalogue entry read as a table sees it (tests/i18n/rendering.py fills each placeholder
with every value rootboard gives it): no capital article inside a sentence, no singular verb
after a plural faction where the English makes the verb agree, no "&" a reader sees, no
placeholder left, and English's "an" before a vowel."""

from __future__ import annotations

import pytest

from tests.i18n import rendering


@pytest.fixture(scope="module")
def found():
    return {lang: rendering.findings(lang) for lang in ("en", "nl", "es")}


@pytest.mark.parametrize("lang", ["nl", "es"])
@pytest.mark.parametrize("kind", ["capital article", "singular verb", "ampersand", "placeholder", "bare faction"])
def test_no_sentence_a_native_reader_would_correct(found, lang, kind):
    hits = found[lang][kind]
    assert not hits, f"{lang}, {kind}: {len(hits)}\n" + "\n".join(hits[:15])


@pytest.mark.parametrize("kind", ["a/an", "placeholder", "singular verb"])
def test_the_english_says_an_before_a_vowel_and_agrees_with_a_plural_faction(found, kind):
    hits = found["en"][kind]
    assert not hits, "\n".join(hits[:15])


def test_the_checks_catch_what_they_look_for():
    """Each check fails on the sentences the catalogues once showed (issue: the turn bar, the
    hover label, the battle panel, the menu)."""
    assert rendering.capital_articles("es", "Turno de La Conspiración Córvida")
    assert rendering.capital_articles("es", "claro 5: lo gobierna El Marquesado")
    assert not rendering.capital_articles("es", "Ley 4.2: El Marquesado coloca")
    assert not rendering.capital_articles("nl", " Het kan ook in leermodus niet.")
    corvids = {"who": "corvids", rendering.AGREEING: {"who"}}
    assert rendering.singular_verbs("es", "sigue los Córvidos", corvids, {"sigue"})
    assert rendering.singular_verbs("es", "y los Córvidos no está en esta batalla", corvids, {"está"})
    assert rendering.singular_verbs("es", "los Córvidos solo puede poner", corvids, {"puede"})
    assert rendering.singular_verbs("nl", "de Kraaien mag alleen", corvids, {"mag"})
    assert rendering.singular_verbs("en", "if the Vagabond wins, so does the Corvids", corvids, {"does"})
    assert not rendering.singular_verbs("en", "1 warrior of the Corvids goes", corvids, {"goes"})
    assert rendering.singular_verbs("nl", "als de Vagebond wint, wint de Kraaien ook", corvids, {"wint"})
    assert rendering.singular_verbs("es", "a los Córvidos no le queda nada", corvids, set())
    assert rendering.singular_verbs("nl", "de Markiezin beëindigt de beurt; de Kraaien is de volgende", corvids, {"is"})
    assert not rendering.singular_verbs("nl", "de markering van de Kraaien gaat naar ruimte 1", corvids, {"gaat"})
    assert not rendering.singular_verbs("es", "sigue los Córvidos", {"who": "corvids", rendering.AGREEING: set()}, {"sigue"})
    assert rendering.ampersands("es", "Uniones de río && lago") and rendering.ampersands("nl", "A & B")
    assert not rendering.ampersands("nl", "&Bestand")
    assert rendering.placeholders_left("lo gobierna {who}")
    assert rendering.bare_factions("nl", "in dit spel speelt geen bot de plaats van {who:faction}")
    assert rendering.bare_factions("es", "la Compañía gasta un fondo de {owner:faction}")
    assert not rendering.bare_factions("nl", "de plaats van {who:faction.the}")
    assert not rendering.bare_factions("es", "un fondo {owner:faction.del}: {who:faction} coloca")
    assert rendering.english_articles("a Alliance sympathy is removed") == ["a Alliance"]
    assert not rendering.english_articles("an Alliance sympathy, a warrior")

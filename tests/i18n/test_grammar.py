"""rootboard/i18n/grammar.py: words carry their gender, number and article, and each
language's rules (names.tsv) build the forms a sentence asks for."""

from __future__ import annotations

import pytest

from rootboard.i18n.grammar import NamesFileError, Word, forms, group, language, read_names

SPANISH = read_names("\n".join([
    "@the\tm\tel", "@the\tf\tla", "@the\tmpl\tlos", "@the\tfpl\tlas",
    "@a\tm\tun", "@a\tf\tuna", "@no\tf\tninguna", "@no\t*\tningún",
    "@form\tdel\tde", "@form\tal\ta", "@contract\tde el\tdel", "@contract\ta el\tal",
    "term.x\tMarquise\tm", "term.x\tCorvids\tm\tpl", "term.x\tBirdsong\tf\tsg\tel",
    "term.x\tthe map\tm\tsg\t-", "term.x\tallied\t\tsg\t-\tm=aliado|f=aliada|mpl=aliados",
]), "es")


def es(text, gender=None, number="sg", article=None, inflections=()):
    return Word(text, "es", gender, number, article, inflections)


def test_a_word_is_the_string_it_shows():
    w = es("Marquesado", "m")
    assert w == "Marquesado" and f"{w}" == "Marquesado" and type(str(w)) is str
    assert "{}".format(w) == "Marquesado"


def test_the_rules_of_the_language_give_articles_determiners_and_contractions():
    lang = language("es")
    assert lang.prepositions == {"del": "de", "al": "a"}
    marquesado, alianza, corvidos = es("Marquesado", "m"), es("Alianza", "f"), es("Córvidos", "m", "pl")
    assert [w.form("faction.the") for w in (marquesado, alianza, corvidos)] == \
        ["el Marquesado", "la Alianza", "los Córvidos"]
    assert marquesado.form(".del") == "del Marquesado" and alianza.form(".del") == "de la Alianza"
    assert corvidos.form("faction.al") == "a los Córvidos" and marquesado.form(".Al") == "Al Marquesado"
    assert alianza.form(".The") == "La Alianza"
    assert es("bota", "f").form("item.a") == "una bota" and es("martillo", "m").form("item.no") == "ningún martillo"


def test_an_article_of_its_own_wins_over_the_rule_and_still_contracts():
    alba = es("Alba", "f", article="el")
    assert alba.form(".the") == "el Alba" and alba.form(".al") == "al Alba"
    mapa = es("el mapa", "m", article="")  # a word that holds its article
    assert mapa.form(".the") == "el mapa" and mapa.form(".del") == "del mapa"


def test_agreement_takes_the_first_key_the_word_matches():
    spec = "faction|sg=coloca|pl=colocan"
    assert es("Marquesado", "m").form(spec) == "coloca"
    assert es("Córvidos", "m", "pl").form(spec) == "colocan"
    relation = "vagabond|m=Aliado|f=Aliada|mpl=Aliados|fpl=Aliadas"
    assert es("Alianza", "f").form(relation) == "Aliada" and es("Cientos", "m", "pl").form(relation) == "Aliados"
    # Dutch keys by article: a het-word takes no -e ("geen uitgeput zwaard"), a de-word does.
    zwaard, laars = Word("zwaard", "nl", "n"), Word("laars", "nl", "f")
    assert zwaard.form("item|de=e|het=") == "" and laars.form("item|de=e|het=") == "e"
    assert Word("laarzen", "nl", "f", "pl").form("item|de=e|het=") == "e"


def test_inflections_agree_with_another_word():
    allied = es("aliado", inflections=(("m", "aliado"), ("f", "aliada"), ("mpl", "aliados")))
    assert allied.inflected(es("Alianza", "f")) == "aliada"
    assert allied.inflected(es("Córvidos", "m", "pl")) == "aliados"
    assert allied.inflected(None) == "aliado"


def test_a_list_agrees_as_its_words_together():
    assert group([es("Torre", "f")], "es").form("|sg=queda|pl=quedan") == "queda"
    both = group([es("Transbordador", "m"), es("Torre", "f")], "es")
    assert both.plural and both.gender == "m" and both.form("|mpl=retirados|fpl=retiradas") == "retirados"
    assert group([es("Torre", "f"), es("ruina", "f")], "es").form("|mpl=retirados|fpl=retiradas") == "retiradas"


def test_english_possessive_after_the_article():
    assert Word("Hundreds", "en", None, "pl").form("faction.whose") == "the Hundreds’"
    assert Word("Marquise", "en").form("faction.Whose") == "The Marquise’s"
    assert Word("Marquise de Cat", "en", article="").form("title.whose-ascii") == "Marquise de Cat's"


def test_names_file_rows_are_read_and_bad_rows_named():
    assert SPANISH.record("term.x", "Corvids").number == "pl"
    assert SPANISH.record("term.x", "Birdsong").article == "el"
    assert SPANISH.record("term.x", "the map").article == ""
    assert dict(SPANISH.record("term.x", "allied").inflections)["f"] == "aliada"
    with pytest.raises(NamesFileError, match="names.tsv:2"):
        read_names("@the\tm\tel\n@article\tx", "es")
    with pytest.raises(NamesFileError, match=":1: number"):
        read_names("term.x\tMarquise\tm\tmany", "es")


def test_forms_of_each_language():
    assert {"the", "a", "no"} <= forms("nl") and "del" not in forms("nl")
    assert {"del", "Del", "al", "Al"} <= forms("es")


def test_a_rule_may_key_on_the_word_s_first_letters():
    # English: "an extortion", "a bomb" (names.tsv: @a ^e an, before @a * a).
    bomb, extortion = Word("bomb", "en"), Word("extortion", "en")
    assert bomb.form("piece.a") == "a bomb" and extortion.form("piece.a") == "an extortion"
    assert Word("Item", "en").form(".a") == "an Item"


def test_english_messages_say_an_before_a_vowel():
    from rootboard.game.factions.corvids.plots import EXPOSE_LOG
    from rootboard.messages import render
    import rootboard.game.terms  # noqa: F401  (the words the message names)

    assert render(EXPOSE_LOG(who="marquise", plot="extortion", where=3), "en") == \
        "Marquise guesses an extortion in clearing 3"

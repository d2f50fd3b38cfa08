"""The English possessive: a bare apostrophe after a name ending in s, ’s after any other."""

import pytest

from rootboard.game.factions import FACTIONS
from rootboard.game.terms import short_name
from rootboard.words import possessive


@pytest.mark.parametrize("name, expected", [
    ("Eyrie Dynasties", "Eyrie Dynasties’"),
    ("Marquise de Cat", "Marquise de Cat’s"),
    ("Corvids", "Corvids’"),
    ("Lord of the Hundreds", "Lord of the Hundreds’"),
    ("Vagabond", "Vagabond’s"),
])
def test_possessive_of_names(name, expected):
    assert possessive(name) == expected


@pytest.mark.parametrize("fid", sorted(FACTIONS))
def test_every_faction_name_takes_the_right_possessive(fid):
    for name in (FACTIONS[fid].title, short_name(fid)):
        shown = possessive(name)
        assert shown.startswith(name)
        assert shown[len(name):] == ("’" if name.endswith("s") else "’s"), name
        assert "s’s" not in shown


def test_plain_apostrophe_for_ascii_text():
    assert possessive("Eyrie Dynasties", apostrophe="'") == "Eyrie Dynasties'"
    assert possessive("Riverfolk", apostrophe="'") == "Riverfolk's"


@pytest.mark.parametrize("name, lang", [("", "en"), ("Marquise", "fr")])
def test_refuses_what_it_has_no_rule_for(name, lang):
    with pytest.raises(ValueError):
        possessive(name, lang)

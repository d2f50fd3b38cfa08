"""rootboard.later: a module imported at its first name read, then its names kept."""

from __future__ import annotations

import copy
import sys

import pytest

from rootboard.later import Later


def test_a_module_is_imported_at_its_first_name_read_and_the_name_kept(tmp_path, monkeypatch):
    (tmp_path / "later_probe.py").write_text("LOADS = []\nLOADS.append(1)\nVALUE = 41\n\ndef answer():\n"
                                             "    return VALUE + 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "later_probe", raising=False)
    probe = Later("later_probe")
    assert "later_probe" not in sys.modules  # named, not imported
    assert probe.answer() == 42
    module = sys.modules["later_probe"]
    assert probe.VALUE == 41 and module.LOADS == [1]  # imported once
    assert vars(probe)["answer"] is module.answer  # kept: read again as the object's own
    with pytest.raises(AttributeError):
        probe.nothing_of_the_sort
    with pytest.raises(AttributeError):
        probe.__deepcopy__  # a protocol's name is not asked of the module
    assert copy.copy(probe).VALUE == 41

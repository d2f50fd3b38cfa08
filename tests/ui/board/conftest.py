"""What the board's drawing tests share."""

from __future__ import annotations

import pytest


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A cache folder of the test's own (the derived boards, the kept layers, tiles and bands)."""
    where = tmp_path / "derived"
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(where))
    return where

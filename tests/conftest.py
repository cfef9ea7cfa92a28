"""Fixtures every folder of the suite may use."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests import toy


@pytest.fixture
def toy_game() -> Iterator[str]:
    """The test-only game *Ten* registered with every layer for one test (games.register_game), then forgotten."""
    toy.register()
    try:
        yield toy.KEY
    finally:
        toy.unregister()

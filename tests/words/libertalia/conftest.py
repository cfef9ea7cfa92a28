"""Every test here reads Libertalia's real words room (another test may have registered a stand-in under its name)."""

from __future__ import annotations

import pytest

from words.compose import register_room
from words.libertalia import GAME, ROOM


@pytest.fixture(autouse=True)
def libertalia_room() -> None:
    register_room(GAME, ROOM)

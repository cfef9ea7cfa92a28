"""A computer seat's user id names its colour, never a Discord user (games/computer.py)."""

from __future__ import annotations

from games.computer import computer_colour, computer_user, is_computer

COLOURS = ("red", "blue", "green")


def test_each_colour_has_its_own_computer_id_that_names_it_back() -> None:
    ids = [computer_user(COLOURS, c) for c in COLOURS]
    assert ids == [-1, -2, -3] and all(is_computer(u) for u in ids)
    assert [computer_colour(COLOURS, u) for u in ids] == list(COLOURS)


def test_a_person_is_never_a_computer() -> None:
    assert not is_computer(700_000_000_000_000_001) and not is_computer(None) and not is_computer(0)
    assert computer_colour(COLOURS, 700_000_000_000_000_001) is None
    assert computer_colour(COLOURS, -9) is None  # not a colour of this game

"""A tiny third game that exists only here, to prove that a game plugs in through one door (games/).

*Ten*: players in turn add 1, 2 or 3 to a shared count; whoever brings it to exactly ten wins (TY-1); nobody may
go past ten (TY-2); only the player whose turn it is may add (TY-3). Its rules adapter, words room, board and
words live in this folder; `register()` (or the `toy_game` fixture, tests/conftest.py) is the one call that
makes every layer offer it. No file outside tests/ names it.
"""

from __future__ import annotations

from pathlib import Path

from games import GameSpec, register_game, unregister_game

KEY = "toy"
HERE = Path(__file__).resolve().parent

SPEC = GameSpec(
    key=KEY,
    name="toy-ten",
    title="Ten",
    rules="tests.ten.rules:ToyRules",
    words="tests.ten.words",
    rule_prefixes=("TY-",),
    board="tests.ten.board",
    catalogue_dir=str(HERE / "messages"),
)


def register() -> None:
    register_game(SPEC)


def unregister() -> None:
    unregister_game(KEY)

"""The games the bot plays: the one list, and the registry every layer asks for a game's parts.

    from games import game, games
    game("libertalia").rules        # "service.libertalia.rules:LibertaliaRules"

Each game is assembled in one place, its own module here (games/mali.py, games/libertalia.py), from its rooms
in every layer; `LISTED` names those modules. A game from elsewhere (a test's) joins with one call,
`register_game(spec)`. The layers that are shared by every game (service, store, words, render, the cogs'
plumbing, the console's shell) know no game by name: they look it up here by its key, or by the game_type
stored with a row. `problems()` says, one line each, what a game lacks (the bot and the console refuse to
start with them).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from games.check import EVERY_PART
from games.check import problems as check
from games.spec import GameOption, GameSpec, load

LISTED = ("games.mali", "games.libertalia", "games.liberte")  # the one list: each module holds its game's SPEC; the first is
# the default game of /game new and of the console (DEFAULT_GAME in .env chooses another)

_specs: dict[str, GameSpec] = {}  # key -> spec, in the order registered
_names: dict[str, str] = {}  # stored game_type -> key
_loaded = False


class UnknownGame(KeyError):
    """No game of that key or stored name is registered here."""


def _load_listed() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in LISTED:
            register_game(import_module(module).SPEC)


def register_game(spec: GameSpec) -> None:
    """Make a game known to every layer (a second registration of a key replaces the first)."""
    _load_listed()
    old = _specs.pop(spec.key, None)
    if old is not None:
        _names.pop(old.name, None)
    _specs[spec.key] = spec
    _names[spec.name] = spec.key
    for forget in _forgetters:
        forget(spec.key)


def unregister_game(key: str) -> None:
    """Forget a game registered by `register_game` (a test's game, after the test)."""
    spec = _specs.pop(key, None)
    if spec is not None:
        _names.pop(spec.name, None)
        for forget in _forgetters:
            forget(key)


_forgetters: list[Callable[[str], object]] = []


def on_change(forget: Callable[[str], object]) -> None:
    """`forget(key)` is called when a game is registered again or removed: a layer that keeps a game's loaded
    parts (its rules adapter, its words room) drops them."""
    _forgetters.append(forget)


def games() -> list[GameSpec]:
    """Every registered game, the default first."""
    _load_listed()
    return list(_specs.values())


def not_on_discord(spec: GameSpec) -> str | None:
    """Why the game is not offered on Discord now (its descriptor's `discord` check), or None when it is."""
    if spec.discord is None:
        return None
    reason: str | None = load(spec.discord)()
    return reason


def on_discord() -> list[GameSpec]:
    """The games /game new offers: every registered game whose own check lets it."""
    return [s for s in games() if not_on_discord(s) is None]


def keys() -> list[str]:
    return [s.key for s in games()]


def default_key() -> str:
    return games()[0].key


def find(key_or_name: str | None) -> GameSpec | None:
    """A game by its key or by the game_type stored with its rows; None if there is none here."""
    _load_listed()
    if key_or_name is None:
        return None
    spec = _specs.get(key_or_name)
    if spec is None and key_or_name in _names:
        spec = _specs.get(_names[key_or_name])
    return spec


def game(key_or_name: str) -> GameSpec:
    """A game by its key or stored name; UnknownGame if there is none."""
    spec = find(key_or_name)
    if spec is None:
        raise UnknownGame(key_or_name)
    return spec


def of_rule(rule: str) -> GameSpec | None:
    """The game whose rule ids begin like `rule` (as typed: "lt3.3" is Libertalia's LT-3.3)."""
    typed = rule.strip().upper()
    found = [(len(prefix), s) for s in games() for prefix in s.rule_prefixes
             if typed.startswith(prefix) or typed.startswith(prefix.rstrip("-"))]
    return max(found, key=lambda f: f[0])[1] if found else None  # the longest: "LT-" before "L-"


def problems(parts: tuple[str, ...] | None = None, keys: list[str] | None = None) -> list[str]:
    """What the registered games (or those of `keys`) lack, one line each (games/check.py)."""
    return [line for spec in games() if keys is None or spec.key in keys
            for line in check(spec, parts or EVERY_PART)]


__all__ = ["LISTED", "GameOption", "GameSpec", "UnknownGame", "default_key", "find", "game", "games", "keys",
           "load", "not_on_discord", "of_rule", "on_change", "on_discord", "problems", "register_game", "unregister_game"]

"""Tunables per table: one default value each, overridden per variant and per player count.

tunables.json holds every tunable's default at the top level and, under `per_table`, overrides keyed by
`"<variant>"`, `"<players>"` or `"<variant>.<players>"` (e.g. `"basic"`, `"4"`, `"advanced.4"`). For a table
the value is taken from the most specific key that gives it: `variant.players`, then `variant`, then
`players`, then the default. A dict value is merged key by key into what it overrides (so
`{"orders_revealed": {"4": {"even": 3}}}` changes one number); a list or a number replaces it.

Every resolved table is checked here, so a bad override fails at load with its key and its value named,
never in the middle of a game. The fixed counts (players, number of orders, letters and drop tokens) are
facts about the printed game, not balance: they cannot be overridden.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

VARIANTS = ("basic", "advanced")
Table = tuple[str, int]  # (variant, player count)

FIXED = ("players", "order_count", "letter_count", "drop_token_count")
OVERRIDES = "per_table"


class TunableError(ValueError):
    """tunables.json is malformed; the message names the entry."""


def _int(value: Any, low: int, high: int | None = None) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low and (high is None or value <= high)


def _range(low: int, high: int | None = None) -> Callable[[Any], str | None]:
    text = f"an integer {low}..{high}" if high is not None else f"an integer >= {low}"

    def check(value: Any) -> str | None:
        return None if _int(value, low, high) else f"must be {text}"
    return check


def _fields(names: tuple[str, ...], low: int | None) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if not isinstance(value, dict) or set(value) != set(names):
            return f"must be an object with exactly the keys {', '.join(names)}"
        for name in names:
            ok = _int(value[name], low) if low is not None else _int(value[name], -1000)
            if not ok:
                return f"{name} must be an integer" + (f" >= {low}" if low is not None else "")
        return None
    return check


def _steps(value: Any) -> str | None:
    if not isinstance(value, list) or len(value) != 6 or not all(_int(v, 0, 20) for v in value):
        return "must list 6 integers 0..20, one per die face"
    return None


def _per_count(inner: Callable[[Any], str | None], counts: range) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        wanted = {str(n) for n in counts}
        if not isinstance(value, dict) or set(value) != wanted:
            return f"must be an object keyed by the player counts {', '.join(sorted(wanted))}"
        for key in sorted(value):
            problem = inner(value[key])
            if problem:
                return f"[{key}] {problem}"
        return None
    return check


def _revealed(value: Any) -> str | None:
    problem = _fields(("odd", "even"), 0)(value)
    if problem is None and value["odd"] + value["even"] == 0:
        return "must reveal at least one order every two rounds"
    return problem


def _checks(counts: range) -> dict[str, Callable[[Any], str | None]]:
    """One check per tunable that may vary between tables."""
    return {
        "order_deck_size": _per_count(_range(1), counts),
        "orders_revealed": _per_count(_revealed, counts),
        "track_length": _range(1, 12),
        "threat_limit": _range(1, 50),
        "threat_per_tank": _fields(("small", "large"), 0),
        "soldier_steps_by_roll": _steps,
        "soldier_catch_max_roll": _range(0, 6),
        "prison_owner_turns": _range(1, 20),
        "letter_points": _fields(("delivered", "carried"), None),
    }


def _merge(base: Any, over: Any) -> Any:
    if isinstance(base, dict) and isinstance(over, dict):
        merged = dict(base)
        for key, value in over.items():
            merged[key] = _merge(base.get(key), value)
        return merged
    return copy.deepcopy(over)


def _parse_key(key: str, counts: range) -> tuple[str | None, int | None]:
    variant, _, players = key.partition(".")
    if variant.isdigit() and not players:
        variant, players = "", variant
    if variant and variant not in VARIANTS:
        raise TunableError(f"tunables.json: {OVERRIDES}.{key}: unknown variant {variant!r} "
                           f"(known: {', '.join(VARIANTS)}; keys look like 'basic', '4' or 'advanced.4')")
    if players and (not players.isdigit() or int(players) not in counts):
        raise TunableError(f"tunables.json: {OVERRIDES}.{key}: player count must be one of "
                           f"{', '.join(str(n) for n in counts)}")
    if not variant and not players:
        raise TunableError(f"tunables.json: {OVERRIDES}: empty key")
    return variant or None, int(players) if players else None


def _players_range(spec: dict[str, Any]) -> range:
    players = spec.get("players")
    if not isinstance(players, dict) or not _int(players.get("min"), 1) or not _int(players.get("max"), 1):
        raise TunableError("tunables.json: players must give integer min and max")
    if not players["min"] <= players["max"]:
        raise TunableError("tunables.json: players.min is above players.max")
    for name in ("colours", "scouts_each"):
        if name not in players:
            raise TunableError(f"tunables.json: players.{name} is missing")
    return range(players["min"], players["max"] + 1)


def resolve_tunables(spec: Any) -> tuple[dict[str, Any], dict[Table, dict[str, Any]]]:
    """The defaults, and every table's resolved tunables; raises TunableError naming the bad entry."""
    if not isinstance(spec, dict):
        raise TunableError("tunables.json: must be a JSON object")
    counts = _players_range(spec)
    checks = _checks(counts)
    for name in FIXED:
        if name not in spec:
            raise TunableError(f"tunables.json: {name} is missing")
    defaults = {k: copy.deepcopy(v) for k, v in spec.items() if k != OVERRIDES and not k.startswith("_")}
    for name in checks:
        if name not in defaults:
            raise TunableError(f"tunables.json: {name} is missing")
    for name in sorted(set(defaults) - set(checks) - set(FIXED)):
        raise TunableError(f"tunables.json: unknown tunable {name!r}")
    for name, check in checks.items():
        problem = check(defaults[name])
        if problem:
            raise TunableError(f"tunables.json: {name} {problem} (got {defaults[name]!r})")
    overrides = spec.get(OVERRIDES, {})
    if not isinstance(overrides, dict):
        raise TunableError(f"tunables.json: {OVERRIDES} must be an object keyed like 'basic', '4' or 'advanced.4'")
    parsed: dict[tuple[str | None, int | None], dict[str, Any]] = {}
    for key, values in overrides.items():
        if key.startswith("_"):
            continue
        where = _parse_key(key, counts)
        if where in parsed:
            raise TunableError(f"tunables.json: {OVERRIDES}.{key} names the same table as another key")
        if not isinstance(values, dict):
            raise TunableError(f"tunables.json: {OVERRIDES}.{key} must be an object of tunables")
        for name in values:
            if name in FIXED:
                raise TunableError(f"tunables.json: {OVERRIDES}.{key}.{name} is a fixed count of the game, "
                                   "not a tunable that can vary by table")
            if name not in checks and not name.startswith("_"):
                raise TunableError(f"tunables.json: {OVERRIDES}.{key}.{name}: unknown tunable")
        parsed[where] = {k: v for k, v in values.items() if not k.startswith("_")}
    tables: dict[Table, dict[str, Any]] = {}
    for variant in VARIANTS:
        for n in counts:
            resolved = copy.deepcopy(defaults)
            for where in ((None, n), (variant, None), (variant, n)):  # least specific first
                for name, value in parsed.get(where, {}).items():
                    resolved[name] = _merge(resolved[name], value)
                    problem = checks[name](resolved[name])
                    if problem:
                        key = ".".join(str(x) for x in where if x is not None)
                        raise TunableError(f"tunables.json: {OVERRIDES}.{key}.{name} {problem} "
                                           f"(resolves to {resolved[name]!r})")
            tables[(variant, n)] = resolved
    return defaults, tables

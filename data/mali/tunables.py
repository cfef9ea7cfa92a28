"""Tunables per table: one default value each, overridden per variant, player count and expansion set.

tunables.json holds every tunable's default at the top level and, under `per_table`, overrides keyed by a
table pattern: `[variant][+expansion...][.players]`, e.g. `"basic"`, `"4"`, `"advanced.4"`, `"+mail"`,
`"advanced+liberator.3"`, `"basic+liberator+mail"`. A key matches a table when everything it names is
true of that table (`"+mail"` matches every game with Civilian Mail, with or without the Liberator).
The matching keys apply from the least to the most specific, the later winning: first by the number of
expansions named, then a variant beats a player count, then naming both beats naming one. Two keys of the
same rank that set the same tunable for the same table are refused as ambiguous, unless a more specific key
sets it too (then that one is applied last). A dict value is merged
key by key into what it overrides (so `{"orders_revealed": {"4": {"even": 3}}}` changes one number); a
list or a number replaces it.

Every resolved table is checked here, so a bad override fails at load with its key and its value named,
never in the middle of a game. The fixed counts (players, number of orders, letters and drop tokens) are
facts about the printed game, not balance: they cannot be overridden.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

VARIANTS = ("basic", "advanced")
EXPANSIONS = ("liberator", "mail")
Table = tuple[str, int, bool, bool]  # (variant, player count, Liberator in play, Civilian Mail in play)

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


@dataclass(frozen=True)
class Pattern:
    """One `per_table` key: the parts of a table it names (None or empty = any)."""

    key: str
    variant: str | None
    players: int | None
    expansions: frozenset[str]

    @property
    def rank(self) -> tuple[int, bool, bool]:
        return len(self.expansions), self.variant is not None, self.players is not None

    def matches(self, table: Table) -> bool:
        variant, players, liberator, mail = table
        in_play = {name for name, on in (("liberator", liberator), ("mail", mail)) if on}
        return ((self.variant is None or self.variant == variant) and (self.players is None or self.players == players)
                and self.expansions <= in_play)


def _parse_key(key: str, counts: range) -> Pattern:
    where = f"tunables.json: {OVERRIDES}.{key}"
    head, dot, players = key.rpartition(".")
    if not dot:
        head, players = (key, "") if not key.isdigit() else ("", key)
    variant, *expansions = head.split("+")
    if variant and variant not in VARIANTS:
        raise TunableError(f"{where}: unknown variant {variant!r} (known: {', '.join(VARIANTS)}; "
                           "keys look like 'basic', '4', 'advanced.4', '+mail' or 'basic+liberator.3')")
    for name in expansions:
        if name not in EXPANSIONS:
            raise TunableError(f"{where}: unknown expansion {name!r} (known: {', '.join(EXPANSIONS)})")
    if len(set(expansions)) != len(expansions):
        raise TunableError(f"{where}: names an expansion twice")
    if players and (not players.isdigit() or int(players) not in counts):
        raise TunableError(f"{where}: player count must be one of {', '.join(str(n) for n in counts)}")
    if not variant and not players and not expansions:
        raise TunableError(f"tunables.json: {OVERRIDES}: empty key")
    return Pattern(key, variant or None, int(players) if players else None, frozenset(expansions))


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
    patterns: list[tuple[Pattern, dict[str, Any]]] = []
    for key, values in overrides.items():
        if key.startswith("_"):
            continue
        pattern = _parse_key(key, counts)
        same = [p.key for p, _ in patterns if (p.variant, p.players, p.expansions) ==
                (pattern.variant, pattern.players, pattern.expansions)]
        if same:
            raise TunableError(f"tunables.json: {OVERRIDES}.{key} names the same tables as {same[0]!r}")
        if not isinstance(values, dict):
            raise TunableError(f"tunables.json: {OVERRIDES}.{key} must be an object of tunables")
        for name in values:
            if name in FIXED:
                raise TunableError(f"tunables.json: {OVERRIDES}.{key}.{name} is a fixed count of the game, "
                                   "not a tunable that can vary by table")
            if name not in checks and not name.startswith("_"):
                raise TunableError(f"tunables.json: {OVERRIDES}.{key}.{name}: unknown tunable")
        patterns.append((pattern, {k: v for k, v in values.items() if not k.startswith("_")}))
    patterns.sort(key=lambda item: item[0].rank)  # stable: the file's order within a rank
    tables: dict[Table, dict[str, Any]] = {}
    for variant in VARIANTS:
        for n in counts:
            for liberator in (False, True):
                for mail in (False, True):
                    table = (variant, n, liberator, mail)
                    tables[table] = _resolve_table(table, defaults, patterns, checks)
    return defaults, tables


def _resolve_table(table: Table, defaults: dict[str, Any], patterns: list[tuple[Pattern, dict[str, Any]]],
                   checks: dict[str, Callable[[Any], str | None]]) -> dict[str, Any]:
    resolved = copy.deepcopy(defaults)
    set_by: dict[str, list[Pattern]] = {}  # the keys of the highest rank so far that set each tunable
    for pattern, values in patterns:
        if not pattern.matches(table):
            continue
        for name, value in values.items():
            earlier = set_by.get(name, [])
            set_by[name] = [*earlier, pattern] if earlier and earlier[0].rank == pattern.rank else [pattern]
            resolved[name] = _merge(resolved[name], value)
            problem = checks[name](resolved[name])
            if problem:
                raise TunableError(f"tunables.json: {OVERRIDES}.{pattern.key}.{name} {problem} "
                                   f"(resolves to {resolved[name]!r} for {_describe(table)})")
    for name, keys in set_by.items():
        if len(keys) > 1:
            raise TunableError(f"tunables.json: {OVERRIDES}.{keys[0].key} and {OVERRIDES}.{keys[1].key} both set "
                               f"{name} for {_describe(table)}; say which wins with a more specific key")
    return resolved


def _describe(table: Table) -> str:
    variant, players, liberator, mail = table
    sets = "+".join(name for name, on in (("liberator", liberator), ("mail", mail)) if on) or "no expansions"
    return f"{variant} with {players} players, {sets}"

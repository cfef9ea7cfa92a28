"""What every game's typed actions share: a frozen dataclass that turns itself into log data, and the checks
that read an action back from a log entry, a button or a command, refusing malformed data with a RuleError.

Each game keeps its own action classes, its own rule id for a malformed action and its own reading of the
fields; only the mechanics live here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from engine.errors import RuleError


@dataclass(frozen=True, slots=True)
class Action:
    """One player's (or a moderator's) request, named by a stable `type` and the acting `player`."""

    type: ClassVar[str] = ""
    player: str

    def to_dict(self) -> dict[str, Any]:
        """The action as JSON data, "type" first; read field by field (dataclasses.asdict deep-copies, and an
        undoable action is turned into a dict on every apply)."""
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = field_names(type(self))
        d: dict[str, Any] = {"type": self.type}
        for name in names:
            value = getattr(self, name)
            d[name] = list(value) if isinstance(value, tuple) else value
        return d


_NAMES: dict[type[Action], tuple[str, ...]] = {}  # each action class's field names, in order

A = TypeVar("A", bound=Action)


def field_names(cls: type[Action]) -> tuple[str, ...]:
    """The dataclass fields of `cls`, in order ("player" first)."""
    return tuple(f.name for f in fields(cls))


def action_class(d: Any, types: dict[str, type[A]], rule: str) -> type[A]:
    """The class named by `d["type"]`; anything but a dict naming a known type is refused under `rule`."""
    if not isinstance(d, dict) or not isinstance(d.get("type"), str):
        raise RuleError(rule, "bad_action", detail="not an action")
    cls = types.get(d["type"])
    if cls is None:
        raise RuleError(rule, "bad_action", detail=f"unknown action {d['type']!r}")
    return cls


def number(value: Any, name: str, rule: str) -> int:
    """`value` as a whole number: an int, or text holding one (a button's custom id); never a bool."""
    if type(value) is int:
        return value
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise RuleError(rule, "bad_action", detail=f"{name} must be a number")
    try:
        return int(value)
    except ValueError as exc:
        raise RuleError(rule, "bad_action", detail=f"{name} must be a number") from exc


def text(value: Any, name: str, rule: str) -> str:
    if not isinstance(value, str):
        raise RuleError(rule, "bad_action", detail=f"{name} must be text")
    return value

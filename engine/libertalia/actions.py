"""Typed actions (LIBERTALIA.md): pick, choose, timeout, and the moderators' remove_player and abort."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.errors import RuleError


@dataclass(frozen=True, slots=True)
class Action:
    type: ClassVar[str] = ""
    player: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """LT-6.1: the secret selection; may be changed until the last player has picked."""

    type: ClassVar[str] = "pick"
    rank: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "rank": self.rank}


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer the pending choice addressed to `player` with one option's id."""

    type: ClassVar[str] = "choose"
    option: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "option": self.option}


@dataclass(frozen=True, slots=True)
class Timeout(Action):
    """The game master acts for an absent player: lowest rank in hand, or the first option (rules help)."""

    type: ClassVar[str] = "timeout"


@dataclass(frozen=True, slots=True)
class RemovePlayer(Action):
    """Moderator: `player` leaves the game."""

    type: ClassVar[str] = "remove_player"


@dataclass(frozen=True, slots=True)
class Abort(Action):
    """Moderator: end the game now, without a winner."""

    type: ClassVar[str] = "abort"


ACTION_TYPES: dict[str, type[Action]] = {c.type: c for c in (Pick, Choose, Timeout, RemovePlayer, Abort)}


def action_from_dict(d: Any) -> Action:
    """Rebuild an action from its dict; malformed data is a RuleError, never a crash."""
    if not isinstance(d, dict) or not isinstance(d.get("type"), str):
        raise RuleError("LT-16.3", "bad_action", detail="not an action")
    cls = ACTION_TYPES.get(d["type"])
    if cls is None:
        raise RuleError("LT-16.3", "bad_action", detail=f"unknown action {d['type']!r}")
    player = d.get("player")
    if not isinstance(player, str):
        raise RuleError("LT-16.3", "bad_action", detail="no player")
    if cls is Pick:
        rank = d.get("rank")
        if isinstance(rank, bool) or not isinstance(rank, int | str):
            raise RuleError("LT-16.3", "bad_action", detail="rank must be a number")
        try:
            return Pick(player, int(rank))
        except ValueError as exc:
            raise RuleError("LT-16.3", "bad_action", detail="rank must be a number") from exc
    if cls is Choose:
        option = d.get("option")
        if not isinstance(option, str):
            raise RuleError("LT-16.3", "bad_action", detail="option must be text")
        return Choose(player, option)
    return cls(player)

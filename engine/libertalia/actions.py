"""Typed actions (LIBERTALIA.md): pick, choose, timeout, and the moderators' remove_player and abort."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine import actions

RULE = "LT-16.3"  # a malformed action


@dataclass(frozen=True, slots=True)
class Action(actions.Action):
    """A Libertalia action (its own class, so the other game's actions are never taken for one)."""


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """LT-6.1: the secret selection; may be changed until the last player has picked."""

    type: ClassVar[str] = "pick"
    rank: int


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer the pending choice addressed to `player` with one option's id."""

    type: ClassVar[str] = "choose"
    option: str


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
    return actions.action_from_dict(d, ACTION_TYPES, RULE)

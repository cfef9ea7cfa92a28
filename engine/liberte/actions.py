"""Typed actions of Liberté: answer the open choice with one option, a timeout, and the moderators' abort.

Every decision of the game (an action, each block's province, a tie-break advance...) is one open choice with a
finite list of option ids (LB-9.4), so one action type answers them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine import actions

RULE = "LB-9.4"  # a malformed action


@dataclass(frozen=True, slots=True)
class Action(actions.Action):
    """A Liberté action (its own class, so another game's actions are never taken for one)."""


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer the open choice addressed to `player` with one of its option ids."""

    type: ClassVar[str] = "choose"
    option: str


@dataclass(frozen=True, slots=True)
class Timeout(Action):
    """The game master acts for an absent player: pass, decline, or the least committal option (LB-0.7)."""

    type: ClassVar[str] = "timeout"


@dataclass(frozen=True, slots=True)
class RemovePlayer(Action):
    """Moderator: `player` leaves; from now on the default (LB-0.7) answers every choice addressed to them."""

    type: ClassVar[str] = "remove_player"


@dataclass(frozen=True, slots=True)
class Abort(Action):
    """Moderator: end the game now, without a winner."""

    type: ClassVar[str] = "abort"


ACTION_TYPES: dict[str, type[Action]] = {c.type: c for c in (Choose, Timeout, RemovePlayer, Abort)}


def action_from_dict(d: Any) -> Action:
    """Rebuild an action from its dict; malformed data is a RuleError, never a crash."""
    return actions.action_from_dict(d, ACTION_TYPES, RULE)

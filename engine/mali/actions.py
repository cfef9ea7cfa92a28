"""Typed actions: everything a player (or a moderator, through the service) can ask the engine to do.

Each action is a frozen dataclass with a `player` colour and a stable `type` name; `to_dict` and
`action_from_dict` carry it through the action log. Scouts are named by their number (1-3) within
the acting player's own scouts, so an action can never name somebody else's piece.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine import actions

RULE = "B-3.1"  # a malformed action


@dataclass(frozen=True, slots=True)
class Action(actions.Action):
    """A Mali Powstańcy action (its own class, so the other game's actions are never taken for one)."""


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """B-2.4: place one scout during the advanced setup."""

    type: ClassVar[str] = "deploy"
    scout: int
    space: str


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """B-5.1: play a movement card; its value becomes this turn's MP."""

    type: ClassVar[str] = "play_card"
    card: str


@dataclass(frozen=True, slots=True)
class Move(Action):
    """B-5.2: move a scout to a space, one MP per step, along the shortest open route."""

    type: ClassVar[str] = "move"
    scout: int
    to: str


@dataclass(frozen=True, slots=True)
class PickUpOrder(Action):
    """B-5.4."""

    type: ClassVar[str] = "pick_up_order"
    scout: int
    order: int


@dataclass(frozen=True, slots=True)
class PickUpDrops(Action):
    """L-3.1: take every drop token lying on the scout's space."""

    type: ClassVar[str] = "pick_up_drops"
    scout: int


@dataclass(frozen=True, slots=True)
class PickUpLetters(Action):
    """M-2.1: take letters lying on the scout's space (all of them when none are named)."""

    type: ClassVar[str] = "pick_up_letters"
    scout: int
    letters: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ExchangeLetters(Action):
    """M-4.1: hand letters between two of your scouts on one space."""

    type: ClassVar[str] = "exchange_letters"
    from_scout: int
    to_scout: int
    letters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChangeOfOrders(Action):
    """B-8.1."""

    type: ClassVar[str] = "change_of_orders"
    order_a: int
    order_b: int


@dataclass(frozen=True, slots=True)
class Buddies(Action):
    """B-8.2 (card) or L-4.8 (token)."""

    type: ClassVar[str] = "buddies"
    scout_a: int
    scout_b: int
    source: str = "card"  # "card" | "token"


@dataclass(frozen=True, slots=True)
class Squad(Action):
    """B-8.3 (card) or L-4.9 (token)."""

    type: ClassVar[str] = "squad"
    source: str = "card"


@dataclass(frozen=True, slots=True)
class LightSignal(Action):
    """L-5.1."""

    type: ClassVar[str] = "light_signal"
    to: str


@dataclass(frozen=True, slots=True)
class UseToken(Action):
    """L-3.2 / L-4.2-L-4.7: use a drop token you hold (Buddies and Squad tokens go through their own actions)."""

    type: ClassVar[str] = "use_token"
    token: str
    space: str | None = None  # Grenade: the small tank's space
    order: int | None = None  # Radio Station: the order to remove
    scout: int | None = None  # Map: the scout delivering


@dataclass(frozen=True, slots=True)
class Undo(Action):
    """B-5.7: take back this turn's actions up to its start (or the last revealed secret), or only the last one
    (`scope` "step"). A stored undo without a scope took back the whole turn, and still does."""

    type: ClassVar[str] = "undo"
    scope: str = "turn"  # "turn" | "step"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """B-5.7."""

    type: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class TimeoutPass(Action):
    """B-5.7: the deadline passed; the lowest card is played if none was, and the turn ends."""

    type: ClassVar[str] = "timeout_pass"


@dataclass(frozen=True, slots=True)
class RemovePlayer(Action):
    """E-4 (moderator): `player` is the colour removed."""

    type: ClassVar[str] = "remove_player"


@dataclass(frozen=True, slots=True)
class Abort(Action):
    """E-3 (moderator): end the game now, without a winner."""

    type: ClassVar[str] = "abort"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (Deploy, PlayCard, Move, PickUpOrder, PickUpDrops, PickUpLetters, ExchangeLetters, ChangeOfOrders,
                Buddies, Squad, LightSignal, UseToken, Undo, EndTurn, TimeoutPass, RemovePlayer, Abort)
}



def action_from_dict(d: Any) -> Action:
    """Rebuild an action from its dict; malformed data is a RuleError, never a crash."""
    return actions.action_from_dict(d, ACTION_TYPES, RULE)

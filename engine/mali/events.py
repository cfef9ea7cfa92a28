"""Every event the Mali Powstańcy engine emits, one TypedDict per kind: mypy checks each dict the engine writes
against its kind, and words/mali/events.py reads them by kind (docs/VIEW.md, "Events").

At run time an event is a plain dict (stored as JSON in the outbox and read back), so these cost nothing. Keys
"from" and "to" name spaces or scouts, never recipients; only `token_found` is private (`private_to`, H-1).
Kinds whose keys are not identifiers ("from") use the functional syntax. No `from __future__ import
annotations` here: the tests read each kind's required and optional keys at run time.
"""

from typing import Any, Literal, NotRequired, TypeAlias, TypedDict, get_args


class ScoreRow(TypedDict):
    """One active player's final score (E-1, B-9): what `game_over` and the result record list."""

    colour: str
    orders: int
    orders_delivered: int
    tokens: int
    letters_delivered: int
    letters_carried: int
    letters: int
    goal: str | None
    goal_achieved: bool
    goal_points: int
    total: int


# Why a game ended: E-1 the deck and the track ran out, E-2 the threat reached its limit, E-3 a moderator ended
# it, E-4 only one player was left.
EndReason: TypeAlias = Literal["E-1", "E-2", "E-3", "E-4"]


class TieBreak(TypedDict):
    """E-1: more than one player reached the best total. More orders delivered decide; those still tied share the
    victory."""

    total: int  # the best total
    tied: list[str]  # every player with that total, in seat order
    orders: int  # the orders the winners delivered
    next_orders: int | None  # the most delivered by a tied player who did not win; None: every tied player won


class MaliResult(TypedDict):
    """The game's result record (`GameState.result`, the view's "result"): what `game_over` tells, and when."""

    outcome: Literal["victory", "defeat", "aborted"]
    winners: list[str]
    reason: EndReason
    scores: list[ScoreRow]
    round: int
    tie: NotRequired[TieBreak]  # a victory on a tied best total (records from before it was kept have none)


# ---- setup, phases, turns ----

class GameStarted(TypedDict):
    type: Literal["game_started"]
    seats: list[str]
    start_player: str
    options: dict[str, Any]


class Phase(TypedDict):
    type: Literal["phase"]
    phase: str
    round: int


class TurnStarted(TypedDict):
    type: Literal["turn_started"]
    player: str
    round: int


class TurnEnded(TypedDict):
    type: Literal["turn_ended"]
    player: str
    mp_lost: int


class TimeoutPass(TypedDict):
    type: Literal["timeout_pass"]
    player: str
    rule: str


class Undone(TypedDict):
    type: Literal["undone"]
    player: str
    actions: list[dict[str, Any]]  # the action dicts taken back (B-5.7)
    rule: str


class PlayerRemoved(TypedDict):
    type: Literal["player_removed"]
    player: str
    rule: str


class StartPlayer(TypedDict):
    type: Literal["start_player"]
    player: str
    rule: str


class HandRefilled(TypedDict):
    type: Literal["hand_refilled"]
    player: str


class GameOver(TypedDict):
    type: Literal["game_over"]
    outcome: Literal["victory", "defeat", "aborted"]
    winners: list[str]
    reason: EndReason
    scores: list[ScoreRow]
    tie: NotRequired[TieBreak]


# ---- a player's turn ----

class Deployed(TypedDict):
    type: Literal["deployed"]
    scout: str
    space: str


class CardPlayed(TypedDict):
    type: Literal["card_played"]
    player: str
    card: str
    mp: int
    auto: NotRequired[bool]  # the deadline played the lowest card (B-5.7)


class Moved(TypedDict):
    type: Literal["moved"]
    player: str
    scout: str
    path: list[str]  # every space walked, the start first
    mp_left: int


class OrderPickedUp(TypedDict):
    type: Literal["order_picked_up"]
    player: str
    scout: str
    order: int


class Ambush(TypedDict):
    type: Literal["ambush"]
    player: str
    scout: str
    token: str
    space: str
    rule: str


class AmbushNoOrder(TypedDict):
    type: Literal["ambush_no_order"]
    rule: str


class TokenFound(TypedDict):
    """The one private event: the identity of a drop token just picked up, for its owner only (H-1)."""

    type: Literal["token_found"]
    private_to: str
    scout: str
    token: str
    space: str


class DropsPickedUp(TypedDict):
    type: Literal["drops_picked_up"]
    player: str
    scout: str
    space: str
    count: int  # the tokens kept face down, at least one (ambushes are told on their own)
    rule: str


class LettersPickedUp(TypedDict):
    type: Literal["letters_picked_up"]
    player: str
    scout: str
    letters: list[str]
    space: str


LettersExchanged = TypedDict("LettersExchanged", {
    "type": Literal["letters_exchanged"], "player": str, "from": str, "to": str, "letters": list[str]})


class OrdersSwapped(TypedDict):
    type: Literal["orders_swapped"]
    player: str
    orders: list[int]
    rule: str


class Buddies(TypedDict):
    type: Literal["buddies"]
    player: str
    scouts: list[str]
    source: str  # "card" | "token"
    rule: str


class Squad(TypedDict):
    type: Literal["squad"]
    player: str
    source: str
    rule: str


LightSignal = TypedDict("LightSignal", {
    "type": Literal["light_signal"], "player": str, "from": str, "to": str, "rule": str})


class TokenUsed(TypedDict):
    type: Literal["token_used"]
    player: str
    token: str
    kind: str
    rule: str
    mp: NotRequired[int]  # bandages, drugs: the MP gained
    mp_left: NotRequired[int]  # bandages, drugs
    space: NotRequired[str]  # grenade: where the small tank was
    threat: NotRequired[int]  # grenade: the threat once that tank is gone
    order: NotRequired[int]  # radio station, map
    scout: NotRequired[str]  # map


# ---- deliveries ----

class OrderDelivered(TypedDict):
    type: Literal["order_delivered"]
    player: str
    scout: str
    order: int
    points: int
    space: str
    rule: str


class LetterDelivered(TypedDict):
    type: Literal["letter_delivered"]
    player: str
    scout: str
    letter: str
    space: str


class LettersDropped(TypedDict):
    type: Literal["letters_dropped"]
    scout: str
    space: str
    letters: list[str]
    rule: str


# ---- the phases nobody decides ----

class OrderRevealed(TypedDict):
    type: Literal["order_revealed"]
    order: int
    rule: str


class OrderDiscarded(TypedDict):
    type: Literal["order_discarded"]
    order: int
    rule: str
    carrier: NotRequired[str | None]  # B-7.6 only


class OrderFailed(TypedDict):
    type: Literal["order_failed"]
    order: int
    carrier: str | None
    rule: str


class PrisonWait(TypedDict):
    type: Literal["prison_wait"]
    scout: str


class Released(TypedDict):
    type: Literal["released"]
    scout: str
    space: str
    rule: str


class Caught(TypedDict):
    type: Literal["caught"]
    scout: str
    space: str
    order_dropped: int | None
    rule: str


class SoldierRoll(TypedDict):
    type: Literal["soldier_roll"]
    roll: int
    steps: int


SoldierMoved = TypedDict("SoldierMoved", {"type": Literal["soldier_moved"], "from": str, "to": str})


class SlippedAway(TypedDict):
    type: Literal["slipped_away"]
    scout: str
    roll: int
    space: str


ForcedMove = TypedDict("ForcedMove", {
    "type": Literal["forced_move"], "scout": str, "from": str, "to": str, "rule": str})


class TankPlaced(TypedDict):
    type: Literal["tank_placed"]
    space: str
    size: str
    order: int
    rule: str


class DistrictFell(TypedDict):
    type: Literal["district_fell"]
    district: str
    space: str
    order: int
    rule: str


class Threat(TypedDict):
    type: Literal["threat"]
    threat: int
    limit: int


# ---- the Liberator (L-2) ----

LiberatorMoved = TypedDict("LiberatorMoved", {"type": Literal["liberator_moved"], "from": str, "to": str})


class LiberatorCard(TypedDict):
    type: Literal["liberator_card"]
    card: str  # "drop" | "no_drop"
    space: str


class Drop(TypedDict):
    type: Literal["drop"]
    space: str
    count: int  # face-down tokens now on the space


LiberatorLeftWarsaw = TypedDict("LiberatorLeftWarsaw", {"type": Literal["liberator_left_warsaw"], "from": str})


MaliEvent: TypeAlias = (
    GameStarted | Phase | TurnStarted | TurnEnded | TimeoutPass | Undone | PlayerRemoved | StartPlayer |
    HandRefilled | GameOver | Deployed | CardPlayed | Moved | OrderPickedUp | Ambush | AmbushNoOrder | TokenFound |
    DropsPickedUp | LettersPickedUp | LettersExchanged | OrdersSwapped | Buddies | Squad | LightSignal | TokenUsed |
    OrderDelivered | LetterDelivered | LettersDropped | OrderRevealed | OrderDiscarded | OrderFailed | PrisonWait |
    Released | Caught | SoldierRoll | SoldierMoved | SlippedAway | ForcedMove | TankPlaced | DistrictFell | Threat |
    LiberatorMoved | LiberatorCard | Drop | LiberatorLeftWarsaw
)

EVENT_TYPES: tuple[type, ...] = get_args(MaliEvent)  # every kind, for tests

__all__ = ["EVENT_TYPES", "EndReason", "MaliEvent", "MaliResult", "ScoreRow", "TieBreak"]

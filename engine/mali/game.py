"""The engine's front door: new_game, apply, replay. The round's automatic phases run from here (B-3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from data.mali.loader import GameData, game_data
from engine.actions import replay as replay_log
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali import turn as T
from engine.mali.deliver import lay_down_letters
from engine.mali.events import MaliEvent
from engine.mali.liberator import liberator_phase
from engine.mali.phases import orders_phase, release_from_prison, soldier_phase, time_passes
from engine.mali.scoring import finish
from engine.mali.setup import build_new_game
from engine.mali.state import GameState, Options, Turn
from jsontypes import Json

Handler = Callable[[GameState, GameData, Any, list[MaliEvent]], None]

HANDLERS: dict[type[A.Action], Handler] = {
    A.Deploy: T.deploy,
    A.PlayCard: T.play_card,
    A.Move: T.move,
    A.PickUpOrder: T.pick_up_order,
    A.PickUpDrops: T.pick_up_drops,
    A.PickUpLetters: T.pick_up_letters,
    A.ExchangeLetters: T.exchange_letters,
    A.ChangeOfOrders: T.change_of_orders,
    A.Buddies: T.buddies,
    A.Squad: T.squad,
    A.LightSignal: T.light_signal,
    A.UseToken: T.use_token,
    A.EndTurn: T.end_turn,
    A.TimeoutPass: T.end_turn,
}

# Actions that belong to the turn in progress and can be taken back by an undo (B-5.7).
UNDOABLE = (A.PlayCard, A.Move, A.PickUpOrder, A.PickUpLetters, A.ExchangeLetters, A.ChangeOfOrders, A.Buddies,
            A.Squad, A.LightSignal, A.UseToken)
_UNDOABLE_TYPES = frozenset(UNDOABLE)


def reveals_token(action: A.Action) -> bool:
    return isinstance(action, A.UseToken) or (isinstance(action, A.Buddies | A.Squad) and action.source == "token")


def new_game(colours: list[str], options: Options, seed: int,
             data: GameData | None = None) -> tuple[GameState, list[MaliEvent]]:
    """Set up (B-2) and run until the first decision: deployment (advanced) or the first turn (basic)."""
    data = data or game_data()
    state = build_new_game(colours, options, seed, data)
    events: list[MaliEvent] = [{"type": "game_started", "seats": list(colours), "start_player": state.start_player,
                           "options": options.to_dict()}]
    if options.variant == "advanced":
        order = state.clockwise_from(state.start_player)
        per = int(data.tunables["players"]["scouts_each"])
        state.deploy_queue = [f"{c}-{n}" for n in range(1, per + 1) for c in order]
        state.phase = "deploy"
        announce_phase(state, events)
    else:
        state.phase = "orders"
    advance(state, data, events)
    return state, events


def apply(state: GameState, action: A.Action, data: GameData | None = None) -> tuple[GameState, list[MaliEvent]]:
    """Validate and apply one action on a copy; run the automatic phases that follow. Raises RuleError."""
    data = data or game_data()
    if state.phase == "ended":
        raise RuleError("E-1", "game_over")
    kind = type(action)
    seated = state.players.get(action.player)
    if kind is not A.Abort and (seated is None or seated.removed):
        raise RuleError("B-1.1", "not_a_player", player=action.player)
    events: list[MaliEvent] = []
    handler = HANDLERS.get(kind)
    if handler is not None:  # a player's action
        new = state.fork()  # shares players, scouts and orders with `state` until a handler edits one
        handler(new, data, action, events)
        if kind in _UNDOABLE_TYPES and new.turn is not None:
            if reveals_token(action):  # L-3.2: a used token lies face up; H-1: it must not go back into hiding
                T.seal(new)
            else:
                new.turn.since_checkpoint.append(action.to_dict())
    elif isinstance(action, A.Undo):
        return undo(state, data, action, events), events
    elif isinstance(action, A.Abort):
        new = state.fork()
        finish(new, data, "E-3", events)
        return new, events
    elif isinstance(action, A.RemovePlayer):
        new = state.fork()
        remove_player(new, data, action.player, events)
    else:
        raise RuleError("B-3.1", "bad_action", detail=action.type)
    advance(new, data, events)
    return new, events


def undo(state: GameState, data: GameData, action: A.Undo, events: list[MaliEvent]) -> GameState:
    """B-5.7: back to the checkpoint, then the turn's actions that stay replayed on it (one step: all but the
    last). A replay a moderator's removal since made impossible is refused: the whole turn can still go."""
    restored, kept = T.undo(state, data, action, events)
    for raw in kept:
        try:
            restored, _ = apply(restored, A.action_from_dict(raw), data)
        except RuleError as exc:
            raise RuleError("B-5.7", "undo_step_unavailable") from exc
    return restored


def remove_player(state: GameState, data: GameData, colour: str, events: list[MaliEvent]) -> None:
    """E-4. A removal is a moderator's act, not one of the players' own moves (B-5.7): the turn in progress keeps
    its undo, and the state an undo returns to loses the player too, so no undo brings them back."""
    leave(state, colour, events)
    turn = state.turn  # another player's turn (the removed player's own turn has just ended)
    if turn is not None and turn.checkpoint is not None:
        before = turn.checkpoint.fork()  # the checkpoint itself is never changed: it may be shared
        leave(before, colour, [])
        turn.checkpoint = before
    # A removed start player keeps the role on paper: the next round starts with the next seat clockwise
    # (B-7.7 passes it on from their empty seat), so nobody loses their turn as start player.
    events.append({"type": "player_removed", "player": colour, "rule": "E-4"})
    if len(state.active_players()) <= 1:
        finish(state, data, "E-4", events)


def leave(state: GameState, colour: str, events: list[MaliEvent]) -> None:
    """E-4 on one state: the player's scouts leave the board, their carried orders stay on the track
    uncarried, their letters lie where each scout stood, their unused tokens leave the game, the queues close up."""
    state.edit_all()
    for scout in state.scouts_of(colour):
        entry = state.carried_by(scout.id)
        if entry is not None:
            entry.carrier = None
        if scout.space is not None:
            lay_down_letters(state, scout, scout.space, events, "E-4")
        scout.letters = []
        scout.space = None
        scout.prison = 0
    player = state.players[colour]
    player.tokens = []
    player.removed = True
    state.turn_queue = [c for c in state.turn_queue if c != colour]
    state.deploy_queue = [s for s in state.deploy_queue if not s.startswith(f"{colour}-")]
    if state.turn is not None and state.turn.player == colour:
        state.turn = None
    state.last_moves = [m for m in state.last_moves if m["colour"] != colour]  # their scouts left the board


def start_turn(state: GameState, data: GameData, colour: str, events: list[MaliEvent]) -> None:
    state.turn = Turn(player=colour)
    release_from_prison(state, data, colour, events)
    T.checkpoint(state)
    events.append({"type": "turn_started", "player": colour, "round": state.round})


def announce_phase(state: GameState, events: list[MaliEvent]) -> None:
    """The phase the state is in now begins (a boundary: the service posts a new board)."""
    events.append({"type": "phase", "phase": state.phase, "round": state.round})


def advance(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """Run every phase that needs no decision (B-3.2) until somebody must act or the game is over."""
    while state.phase != "ended":
        phase = state.phase
        if phase == "deploy":
            if state.deploy_queue:
                return
            state.phase = "orders"
        elif phase == "orders":
            state.round += 1
            state.liberator_left = None
            announce_phase(state, events)
            orders_phase(state, data, events)
            state.phase = "liberator"
        elif phase == "liberator":
            if state.liberator is not None:
                announce_phase(state, events)
                liberator_phase(state, data, events)
            state.phase = "movement"
            state.turn_queue = state.clockwise_from(state.start_player)
            announce_phase(state, events)
        elif phase == "movement":
            if state.turn is not None:
                return
            if state.turn_queue:
                start_turn(state, data, state.turn_queue[0], events)
                return
            state.phase = "soldier"
        elif phase == "soldier":
            if state.soldier is not None:
                announce_phase(state, events)
                soldier_phase(state, data, events)
            state.phase = "time"
        elif phase == "time":
            announce_phase(state, events)
            time_passes(state, data, events)
            if state.phase != "ended":
                state.phase = "orders"
        else:
            raise RuntimeError(f"unknown phase {phase!r}")


def replay(colours: list[str], options: Options, seed: int, actions: Iterable[A.Action | Json],
           data: GameData | None = None) -> GameState:
    """Rebuild a game from its seed and action log; the same inputs always give the same state."""
    data = data or game_data()
    return replay_log(new_game(colours, options, seed, data)[0], partial(apply, data=data), A.action_from_dict,
                      A.Action, actions)

"""The engine's front door: new_game, apply, legal_actions, replay (pure; RuleError leaves the state untouched)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from data.libertalia.loader import GameData, game_data
from engine.actions import replay as replay_log
from engine.errors import RuleError
from engine.libertalia import actions as A
from engine.libertalia import anchor as _anchor  # noqa: F401
from engine.libertalia import day as _day  # noqa: F401  (registers the day and dusk task handlers)
from engine.libertalia import flow, moves, setup
from engine.libertalia import night as _night  # noqa: F401
from engine.libertalia.ctx import Ctx
from engine.libertalia.events import LibertaliaEvent
from engine.libertalia.resolve import answer
from engine.libertalia.state import GameState, Options
from jsontypes import Json


def new_game(colours: list[str], options: Options, seed: int,
             data: GameData | None = None) -> tuple[GameState, list[LibertaliaEvent]]:
    """Set up (§2), start voyage 1 and day 1: the game then waits for everybody's first pick."""
    data = data or game_data()
    state = setup.build(colours, options, seed, data)
    ctx = Ctx(state, data, [])
    ctx.emit("game_started", seats=list(colours), players=len(colours), midshipman=state.midshipman)
    setup.start_voyage(ctx)
    flow.start_day(ctx)
    ctx.emit("phase", phase="selection", voyage=state.voyage, day=state.day)
    flow.advance(ctx)
    state.last_events = ctx.events
    return state, ctx.events


def _pending_of(state: GameState, colour: str) -> Json | None:
    for p in state.pending:
        if p["player"] == colour:
            return p
    return None


def apply(state: GameState, action: A.Action, data: GameData | None = None) -> tuple[GameState, list[LibertaliaEvent]]:
    """Validate and apply one action on a copy, then run the automatic flow. Raises RuleError if illegal."""
    data = data or game_data()
    if state.phase == "ended":
        raise RuleError("LT-15.1", "game_over")
    if action.player not in state.players or (state.players[action.player].removed and not isinstance(
            action, A.Abort)):
        raise RuleError("LT-2.2", "not_a_player", player=action.player)
    new = state.clone()
    ctx = Ctx(new, data, [])
    if isinstance(action, A.Abort):
        flow.finish(ctx, "aborted", "abort")
    elif isinstance(action, A.RemovePlayer):
        remove_player(ctx, action.player)
    elif isinstance(action, A.Pick):
        _pick(ctx, action.player, action.rank)
    elif isinstance(action, A.Choose):
        _choose(ctx, action.player, action.option)
    elif isinstance(action, A.Timeout):
        _timeout(ctx, action.player)
    else:
        raise RuleError("LT-16.3", "bad_action", detail=action.type)
    flow.advance(ctx)
    new.last_events = ctx.events
    return new, ctx.events


def _pick(ctx: Ctx, colour: str, rank: int) -> None:
    state = ctx.state
    if state.phase != "selection":
        raise RuleError("LT-6.1", "lt_not_selection", phase=state.phase)
    p = state.players[colour]
    if not p.hand:
        raise RuleError("LT-6.1", "lt_empty_hand", player=colour)
    if rank not in p.hand:
        raise RuleError("LT-6.1", "lt_not_in_hand", rank=rank)
    changed = p.pick is not None
    p.pick = rank
    if changed:
        ctx.emit("pick_changed", player=colour, rule="LT-6.1")
    else:
        left = flow.pickers(ctx)
        ctx.emit("picked", player=colour, waiting=len(left), rule="LT-6.1", **({"last": left[0]} if len(left) == 1 else {}))


def _choose(ctx: Ctx, colour: str, option: str) -> None:
    pending = _pending_of(ctx.state, colour)
    if pending is None:
        raise RuleError("LT-16.3", "lt_no_choice", player=colour)
    if option not in [o["id"] for o in pending["options"]]:
        raise RuleError("LT-16.3", "lt_not_an_option", option=option, kind=pending["kind"])
    shown = None if pending.get("private") else option  # a hand or graveyard card stays secret (LT-16.2)
    ctx.emit("choice_made", player=colour, kind=pending["kind"], option=shown, rule=pending["rule"])
    answer(ctx, pending, option)


def _timeout(ctx: Ctx, colour: str) -> None:
    state = ctx.state
    if state.phase == "selection":
        if colour not in flow.pickers(ctx):
            raise RuleError("LT-6.1", "lt_not_waiting", player=colour)
        rank = state.players[colour].hand[0]
        ctx.emit("timeout", player=colour, kind="pick", option=None, rule="LT-6.1")
        _pick(ctx, colour, rank)
        return
    pending = _pending_of(state, colour)
    if pending is None:
        raise RuleError("LT-16.3", "lt_not_waiting", player=colour)
    option = str(pending["options"][0]["id"])
    shown = None if pending.get("private") else option
    ctx.emit("timeout", player=colour, kind=pending["kind"], option=shown, rule=pending["rule"])
    answer(ctx, pending, option)


def remove_player(ctx: Ctx, colour: str) -> None:
    """A moderator removes a player: their cards leave play, their token stays on the track as inactive."""
    state = ctx.state
    p = state.players[colour]
    p.removed = True
    p.pick = None
    for f in [f for f in state.island if f.owner == colour]:
        moves.island_to_graveyard(ctx, colour, f.rank, by=colour, rule="LT-3.6")
    for r in list(p.ship):
        moves.ship_to_graveyard(ctx, colour, r, by=colour, rule="LT-3.6")
    p.graveyard = sorted(p.graveyard + p.hand)
    p.hand = []
    for kind, n in list(p.loot.items()):
        for _ in range(n):
            moves.to_bag(ctx, kind)
    p.loot = {}
    p.coins = 0
    p.anchor_delta = 0
    state.lanes.pop(colour, None)
    # Tasks acting for them are dropped; a choice they owed in the main lane goes with its task.
    for lane, stack in list(state.lanes.items()):
        state.lanes[lane] = [t for t in stack if t.get("owner") != colour and t.get("chooser") != colour]
    # Every open choice is asked again (LT-16.3): its options may name the removed player's cards, loot or seat.
    # The task that asked is still on top of its lane, unanswered, so the flow re-runs it with the state as it is.
    state.pending = []
    state.night_deferred.pop(colour, None)
    ctx.emit("player_removed", player=colour)
    if len(state.active()) <= 1:
        flow.finish(ctx, "finished", "last_player")


def legal_actions(state: GameState, colour: str) -> list[A.Action]:
    """What `colour` may do now (moderator actions and timeouts are the service's, not listed)."""
    if state.phase == "ended" or colour not in state.players or state.players[colour].removed:
        return []
    if state.phase == "selection":
        p = state.players[colour]
        return [A.Pick(colour, r) for r in p.hand]
    pending = _pending_of(state, colour)
    if pending is None:
        return []
    return [A.Choose(colour, str(o["id"])) for o in pending["options"]]


def replay(colours: list[str], options: Options, seed: int, log: Iterable[A.Action | Json],
           data: GameData | None = None) -> GameState:
    """Rebuild a game from its seed and action log; the same inputs always give the same state."""
    data = data or game_data()
    return replay_log(new_game(colours, options, seed, data)[0], partial(apply, data=data), A.action_from_dict,
                      A.Action, log)

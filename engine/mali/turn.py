"""What a player does on their movement turn (B-5, B-8, L-3 - L-5, M-2 - M-4) and in the deployment (B-2.4).

Each handler checks everything first and raises a RuleError naming the rule; it works on a copy of the
state (see game.apply), so a refusal never leaves anything half done.
"""

from __future__ import annotations

from data.mali.loader import GameData
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali.board import can_enter, can_reach_things_on, route, threat
from engine.mali.deliver import check_deliveries, deliver_order
from engine.mali.events import MaliEvent, TokenUsed
from engine.mali.liberator import fly_to
from engine.mali.phases import draw_order
from engine.mali.state import GameState, Scout, Turn
from jsontypes import Json


def space_name(data: GameData, space: str | None) -> str:
    return data.spaces[space].name if space in data.spaces else str(space)


def require_turn(state: GameState, player: str, need_card: bool = True) -> Turn:
    if state.phase == "deploy":
        raise RuleError("B-2.4", "deploy_first")
    if state.phase != "movement" or state.turn is None:
        raise RuleError("B-3.1", "not_movement_phase")
    if state.turn.player != player:
        raise RuleError("B-5.1", "not_your_turn", player=player, current=state.turn.player)
    if need_card and state.turn.card is None:
        raise RuleError("B-5.1", "play_card_first")
    return state.turn


def own_scout(state: GameState, player: str, number: int | None, free: bool = True) -> Scout:
    """One of the player's scouts, this state's own copy (the caller may move it or hand it letters)."""
    sid = f"{player}-{number}"
    scout = state.scouts.get(sid)
    if scout is None:
        raise RuleError("B-1.1", "no_such_scout", scout=number)
    if free and (scout.prison > 0 or scout.space is None):
        raise RuleError("B-5.6", "scout_in_prison", scout=scout.id)
    return state.edit_scout(sid)


def checkpoint(state: GameState) -> None:
    """Remember the state an undo returns to (B-5.7): the turn's start, or the last secret revealed."""
    state.take_checkpoint()


# ---- deployment (B-2.4) ----

def deploy(state: GameState, data: GameData, a: A.Deploy, events: list[MaliEvent]) -> None:
    if state.phase != "deploy" or not state.deploy_queue:
        raise RuleError("B-2.4", "not_deploying")
    nxt = state.deploy_queue[0]
    owner = nxt.rsplit("-", 1)[0]
    if owner != a.player:
        raise RuleError("B-2.4", "not_your_deploy", current=owner)
    if nxt != f"{a.player}-{a.scout}":
        raise RuleError("B-2.4", "deploy_order", scout=nxt)
    if a.space not in data.spaces:
        raise RuleError("B-2.4", "unknown_space", space=a.space)
    if any(s.space == a.space for s in state.scouts.values()):
        raise RuleError("B-2.4", "space_taken", space=space_name(data, a.space))
    state.edit_scout(nxt).space = a.space
    state.deploy_queue = state.deploy_queue[1:]  # the state's lists are replaced, never changed: see fork
    events.append({"type": "deployed", "scout": nxt, "space": a.space})


# ---- the turn's card, moves and pick-ups ----

def play_card(state: GameState, data: GameData, a: A.PlayCard, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player, need_card=False)
    if turn.card is not None:
        raise RuleError("B-5.1", "card_already_played", card=turn.card)
    if a.card not in state.players[a.player].hand:
        raise RuleError("B-5.1", "card_not_in_hand", card=a.card)
    card = data.movement_cards[a.card]
    player = state.edit_player(a.player)
    player.hand.remove(a.card)
    player.played.append(a.card)
    turn.card = a.card
    turn.mp += card.value
    turn.special = card.special
    events.append({"type": "card_played", "player": a.player, "card": a.card, "mp": card.value})


def move(state: GameState, data: GameData, a: A.Move, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player)
    if turn.moves_closed:
        raise RuleError("L-5.1", "moves_closed")
    scout = own_scout(state, a.player, a.scout)
    if a.to not in data.spaces:
        raise RuleError("B-5.2", "unknown_space", space=a.to)
    start = scout.space or ""
    if a.to == start:
        raise RuleError("B-5.2", "already_there", space=space_name(data, a.to))
    if data.spaces[a.to].district in state.fallen:
        raise RuleError("B-7.4", "space_fallen", space=space_name(data, a.to))
    if a.to in state.tanks and not turn.squad:
        raise RuleError("B-5.3", "space_blocked", space=space_name(data, a.to))
    if state.soldier == a.to:
        raise RuleError("B-5.3", "soldier_there", space=space_name(data, a.to))
    path = route(state, data, start, a.to, turn.squad)
    if path is None:
        raise RuleError("B-5.3", "no_route", space=space_name(data, a.to))
    cost = len(path) - 1
    if cost > turn.mp:
        raise RuleError("B-5.2", "not_enough_mp", need=cost, have=turn.mp, space=space_name(data, a.to))
    turn.mp -= cost
    turn.moved = True
    events.append({"type": "moved", "player": a.player, "scout": scout.id, "path": path, "mp_left": turn.mp})
    turn.moves.append({"colour": a.player, "scout": scout.id, "path": list(path), "kind": "move"})
    for step in path[1:]:
        scout.space = step
        check_deliveries(state, data, scout, events)


def pick_up_order(state: GameState, data: GameData, a: A.PickUpOrder, events: list[MaliEvent]) -> None:
    require_turn(state, a.player)
    scout = own_scout(state, a.player, a.scout)
    entry = state.track_entry(a.order)
    if entry is None:
        raise RuleError("B-5.4", "order_not_on_track", order=a.order)
    if state.carried_by(scout.id) is not None:
        raise RuleError("B-5.4", "already_carrying", scout=scout.id)
    if entry.carrier is not None:
        raise RuleError("B-5.4", "order_taken", order=a.order, carrier=entry.carrier)
    pickup = data.orders[a.order].pickup
    if scout.space != pickup:
        raise RuleError("B-5.4", "not_at_pickup", order=a.order, space=space_name(data, pickup))
    state.edit_track()
    entry = state.track_entry(a.order)
    assert entry is not None
    entry.carrier = scout.id
    events.append({"type": "order_picked_up", "player": a.player, "scout": scout.id, "order": a.order})
    check_deliveries(state, data, scout, events)


def pile_in_reach(state: GameState, data: GameData, player: str, number: int, piles: dict[str, list[str]],
                  enabled: bool, rule: str, off_code: str, empty_code: str,
                  need_card: bool = True) -> tuple[Scout, str, list[str]]:
    """The scout, its space and what lies there for it to pick up (L-3.1, M-2.1), or the reason it cannot."""
    turn = require_turn(state, player, need_card=need_card)
    if not enabled:
        raise RuleError(rule, off_code)
    scout = own_scout(state, player, number)
    space = scout.space or ""
    pile = piles.get(space, [])
    if not pile:
        raise RuleError(rule, empty_code, space=space_name(data, space))
    if not can_reach_things_on(state, data, space, turn.squad):
        raise RuleError("B-7.5", "out_of_reach", space=space_name(data, space))
    return scout, space, pile


def pick_up_drops(state: GameState, data: GameData, a: A.PickUpDrops, events: list[MaliEvent]) -> None:
    """L-3.1: any time in the owner's movement turn, before or after the card (the only pick-up that may
    come before it)."""
    scout, space, tokens = pile_in_reach(state, data, a.player, a.scout, state.drops, state.options.liberator,
                                         "L-3.1", "no_liberator", "no_drops_here", need_card=False)
    del state.drops[space]
    player = state.edit_player(a.player)
    hidden = 0
    for token in tokens:
        player.drops_picked += 1
        if data.drop_tokens[token].kind == "ambush":  # L-4.10: shown to all, resolved at once
            player.ambushes.append(token)
            events.append({"type": "ambush", "player": a.player, "scout": scout.id, "token": token, "space": space,
                           "rule": "L-4.10"})
            if not draw_order(state, data, events, "L-4.10"):
                events.append({"type": "ambush_no_order", "rule": "L-4.10"})
        else:
            hidden += 1
            player.tokens.append(token)
            events.append({"type": "token_found", "private_to": a.player, "scout": scout.id, "token": token, "space": space})
    if hidden:  # only Ambushes there: each was told on its own, and nothing was kept
        events.append({"type": "drops_picked_up", "player": a.player, "scout": scout.id, "space": space,
                       "count": hidden, "rule": "L-3.1"})
    seal(state)


def seal(state: GameState) -> None:
    """Something hidden was revealed (a token looked at, or used face up): undo stops here (B-5.7)."""
    assert state.turn is not None
    checkpoint(state)
    state.turn.since_checkpoint.append({"type": "_revealed"})


def pick_up_letters(state: GameState, data: GameData, a: A.PickUpLetters, events: list[MaliEvent]) -> None:
    scout, space, lying = pile_in_reach(state, data, a.player, a.scout, state.board_letters, state.options.mail,
                                        "M-2.1", "no_mail", "no_letters_here")
    wanted = list(a.letters) or list(lying)
    for lt in wanted:
        if lt not in lying or wanted.count(lt) > 1:
            raise RuleError("M-2.1", "letter_not_here", letter=lt, space=space_name(data, space))
    left = list(lying)  # a pile is replaced, never changed in place: an earlier state may share it
    for lt in wanted:
        left.remove(lt)
    if left:
        state.board_letters[space] = left
    else:
        del state.board_letters[space]
    scout.letters.extend(wanted)
    events.append({"type": "letters_picked_up", "player": a.player, "scout": scout.id, "letters": wanted,
                   "space": space})
    check_deliveries(state, data, scout, events)


def exchange_letters(state: GameState, data: GameData, a: A.ExchangeLetters, events: list[MaliEvent]) -> None:
    require_turn(state, a.player)
    if not state.options.mail:
        raise RuleError("M-4.1", "no_mail")
    giver = own_scout(state, a.player, a.from_scout)
    taker = own_scout(state, a.player, a.to_scout)
    if giver.id == taker.id:
        raise RuleError("M-4.1", "same_scout")
    if giver.space != taker.space:
        raise RuleError("M-4.1", "not_together", a=giver.id, b=taker.id)
    if not a.letters:
        raise RuleError("M-4.1", "no_letters_named")
    for lt in a.letters:
        if lt not in giver.letters or a.letters.count(lt) > 1:
            raise RuleError("M-4.1", "letter_not_carried", letter=lt, scout=giver.id)
    for lt in a.letters:
        giver.letters.remove(lt)
        taker.letters.append(lt)
    events.append({"type": "letters_exchanged", "player": a.player, "from": giver.id, "to": taker.id,
                   "letters": list(a.letters)})


# ---- special actions: cards (B-8, L-5.1) and tokens (L-4) ----

def use_source(state: GameState, data: GameData, player: str, turn: Turn, source: str, kind: str, rule: str) -> None:
    """Spend the card's special action or the matching token, or refuse."""
    if source == "card":
        if turn.special != kind:
            raise RuleError(rule, "special_not_available", action=kind)
        turn.special = None
        return
    if source == "token":
        held = [t for t in state.players[player].tokens if data.drop_tokens[t].kind == kind]
        if not held:
            raise RuleError("L-3.2", "token_not_held", token=kind)
        holder = state.edit_player(player)
        holder.tokens.remove(held[0])
        holder.used_tokens.append(held[0])
        return
    raise RuleError("B-3.1", "bad_action", detail=f"unknown source {source!r}")


def change_of_orders(state: GameState, data: GameData, a: A.ChangeOfOrders, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player)
    first, second = state.track_entry(a.order_a), state.track_entry(a.order_b)
    if first is None or second is None:
        raise RuleError("B-8.1", "order_not_on_track", order=a.order_a if first is None else a.order_b)
    if first is second:
        raise RuleError("B-8.1", "same_order")
    use_source(state, data, a.player, turn, "card", "change_orders", "B-8.1")
    state.edit_track()
    first, second = state.track_entry(a.order_a), state.track_entry(a.order_b)
    assert first is not None and second is not None
    first.position, second.position = second.position, first.position
    events.append({"type": "orders_swapped", "player": a.player, "orders": [a.order_a, a.order_b], "rule": "B-8.1"})


def buddies(state: GameState, data: GameData, a: A.Buddies, events: list[MaliEvent]) -> None:
    """B-8.2. A swap moves scouts: a signal after moving closes it too, and a swap counts as moving (L-5.1)."""
    turn = require_turn(state, a.player)
    if turn.moves_closed:
        raise RuleError("L-5.1", "moves_closed")
    one = own_scout(state, a.player, a.scout_a)
    two = own_scout(state, a.player, a.scout_b)
    if one.id == two.id or one.space == two.space:
        raise RuleError("B-8.2", "swap_pointless")
    for scout, landing in ((one, two.space or ""), (two, one.space or "")):
        if not can_enter(state, data, landing, turn.squad):
            raise RuleError("B-8.2", "swap_blocked", scout=scout.id, space=space_name(data, landing))
    use_source(state, data, a.player, turn, a.source, "buddies", "B-8.2")
    turn.moved = True
    for scout, landing in ((one, two.space or ""), (two, one.space or "")):
        turn.moves.append({"colour": a.player, "scout": scout.id, "path": [scout.space or "", landing], "kind": "swap"})
    one.space, two.space = two.space, one.space
    events.append({"type": "buddies", "player": a.player, "scouts": [one.id, two.id], "source": a.source,
                   "rule": "B-8.2"})
    check_deliveries(state, data, one, events)
    check_deliveries(state, data, two, events)


def squad(state: GameState, data: GameData, a: A.Squad, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player)
    if turn.squad:
        raise RuleError("B-8.3", "squad_active")
    use_source(state, data, a.player, turn, a.source, "squad", "B-8.3")
    turn.squad = True
    events.append({"type": "squad", "player": a.player, "source": a.source, "rule": "B-8.3"})


def light_signal(state: GameState, data: GameData, a: A.LightSignal, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player)
    if turn.special != "light_signal":
        raise RuleError("L-5.1", "special_not_available", action="light_signal")
    here = state.liberator
    if here is None:
        raise RuleError("L-2.5", "liberator_gone")
    if a.to not in data.spaces[here].connections:
        raise RuleError("L-5.1", "signal_not_connected", space=space_name(data, a.to))
    if a.to == state.liberator_left:
        raise RuleError("L-5.1", "signal_back", space=space_name(data, a.to))
    if data.spaces[a.to].district in state.fallen:
        raise RuleError("L-5.1", "signal_fallen", space=space_name(data, a.to))
    turn.special = None
    if turn.moved:
        turn.moves_closed = True
    fly_to(state, data, a.to)
    events.append({"type": "light_signal", "player": a.player, "from": here, "to": a.to, "rule": "L-5.1"})


def use_token(state: GameState, data: GameData, a: A.UseToken, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player)
    player = state.edit_player(a.player)
    held = [t for t in player.tokens if t == a.token or data.drop_tokens[t].kind == a.token]
    if not held:
        raise RuleError("L-3.2", "token_not_held", token=a.token)
    token = held[0]
    kind = data.drop_tokens[token].kind
    event: TokenUsed = {"type": "token_used", "player": a.player, "token": token, "kind": kind, "rule": f"L-3.2/{kind}"}
    if kind in ("bandages", "drugs"):  # L-4.2, L-4.3
        turn.mp += data.drop_tokens[token].extra_mp
        event["mp"] = data.drop_tokens[token].extra_mp
        event["mp_left"] = turn.mp
    elif kind == "rifle":  # L-4.4
        raise RuleError("L-4.4", "rifle_not_usable")
    elif kind == "grenade":  # L-4.5
        if a.space is None or state.tanks.get(a.space) != "small":
            raise RuleError("L-4.5", "no_small_tank", space=space_name(data, a.space))
        del state.tanks[a.space]
        event["space"] = a.space
        event["threat"] = threat(state, data)
    elif kind == "radio":  # L-4.6
        entry = state.track_entry(a.order) if a.order is not None else None
        if entry is None:
            raise RuleError("L-4.6", "order_not_on_track", order=a.order)
        if entry.carrier is not None:
            raise RuleError("L-4.6", "order_carried", order=a.order, carrier=entry.carrier)
        state.track.remove(entry)
        state.discarded = [*state.discarded, entry.order]
        event["order"] = entry.order
    elif kind == "map":  # L-4.7
        scout = own_scout(state, a.player, a.scout)
        carried = state.carried_by(scout.id)
        if carried is None:
            raise RuleError("L-4.7", "map_no_order", scout=scout.id)
        dest = data.orders[carried.order].destination
        if data.spaces[scout.space or ""].district != data.spaces[dest].district:
            raise RuleError("L-4.7", "map_wrong_district", scout=scout.id,
                            district=data.districts[data.spaces[dest].district])
        event["scout"] = scout.id
        event["order"] = carried.order
    else:  # buddies and squad go through their own actions; ambushes are never held
        raise RuleError("L-3.2", "token_use_elsewhere", token=kind)
    player.tokens.remove(token)
    player.used_tokens.append(token)
    events.append(event)
    if kind == "map":
        deliver_order(state, data, own_scout(state, a.player, a.scout), events, rule="L-4.7")


def end_turn(state: GameState, data: GameData, a: A.EndTurn | A.TimeoutPass, events: list[MaliEvent]) -> None:
    turn = require_turn(state, a.player, need_card=isinstance(a, A.EndTurn))
    if turn.card is None:  # B-5.7: the deadline plays the lowest card
        player = state.edit_player(a.player)
        lowest = min(player.hand, key=lambda c: (data.movement_cards[c].value, c))
        player.hand.remove(lowest)
        player.played.append(lowest)
        turn.card = lowest
        events.append({"type": "card_played", "player": a.player, "card": lowest, "mp": 0, "auto": True})
    if isinstance(a, A.TimeoutPass):
        events.append({"type": "timeout_pass", "player": a.player, "rule": "B-5.7"})
    events.append({"type": "turn_ended", "player": a.player, "mp_lost": turn.mp})
    state.last_moves = list(turn.moves)  # what the table saw this player do; undone moves never got here
    state.turn = None
    if state.turn_queue and state.turn_queue[0] == a.player:
        state.turn_queue = state.turn_queue[1:]


UNDO_SCOPES = ("turn", "step")


def undo(state: GameState, data: GameData, a: A.Undo, events: list[MaliEvent]) -> tuple[GameState, list[Json]]:
    """The state the undo returns to, the checkpoint, and the actions to replay on it: none for the whole turn,
    all but the last for one step (the engine replays them: the same actions from the same state give the same
    state, dice and draws included)."""
    turn = require_turn(state, a.player, need_card=False)
    if a.scope not in UNDO_SCOPES:
        raise RuleError("B-3.1", "bad_action", detail=f"undo scope {a.scope!r}")
    undone = turn.undoable()
    if not undone:
        revealed = bool(turn.since_checkpoint)
        raise RuleError("B-5.7", "undo_after_reveal" if revealed else "nothing_to_undo")
    assert turn.checkpoint is not None
    restored = turn.checkpoint.fork()  # the checkpoint itself stays as it is, for the next undo
    assert restored.turn is not None
    restored.turn.checkpoint = turn.checkpoint
    restored.turn.since_checkpoint = [x for x in turn.since_checkpoint if x.get("type") == "_revealed"]
    kept = undone[:-1] if a.scope == "step" else []
    events.append({"type": "undone", "player": a.player, "actions": undone[len(kept):], "rule": "B-5.7"})
    return restored, kept

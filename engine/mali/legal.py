"""legal_actions: every action a player may take now (the source of autocomplete and of random play)."""

from __future__ import annotations

from itertools import combinations

from data.mali.loader import GameData, game_data
from engine.mali import actions as A
from engine.mali.board import can_enter, can_reach_things_on, reachable, route
from engine.mali.state import GameState


def legal_actions(state: GameState, player: str, data: GameData | None = None) -> list[A.Action]:
    data = data or game_data()
    out: list[A.Action] = []
    if state.phase == "deploy" and state.deploy_queue:
        nxt = state.deploy_queue[0]
        owner, number = nxt.rsplit("-", 1)
        if owner == player:
            taken = {s.space for s in state.scouts.values()}
            out.extend(A.Deploy(player, int(number), sp) for sp in data.space_order if sp not in taken)
        return out
    turn = state.turn
    if state.phase != "movement" or turn is None or turn.player != player:
        return out
    pstate = state.players[player]
    free = [s for s in state.scouts_of(player) if s.prison == 0 and s.space is not None]
    if turn.card is None:
        for card in sorted(set(pstate.hand)):
            out.append(A.PlayCard(player, card))
        for scout in free:  # L-3.1: drops may be picked up before the card too
            space = scout.space or ""
            if state.drops.get(space) and can_reach_things_on(state, data, space, turn.squad):
                out.append(A.PickUpDrops(player, scout.number))
        out.extend(undos(state, player))
        return out
    for scout in free:
        space = scout.space or ""
        if not turn.moves_closed and turn.mp > 0:
            for target in sorted(reachable(state, data, space, turn.mp, turn.squad)):
                out.append(A.Move(player, scout.number, target))
        if state.carried_by(scout.id) is None:
            for entry in state.track:
                if entry.carrier is None and data.orders[entry.order].pickup == space:
                    out.append(A.PickUpOrder(player, scout.number, entry.order))
        reach = can_reach_things_on(state, data, space, turn.squad)
        if state.drops.get(space) and reach:
            out.append(A.PickUpDrops(player, scout.number))
        if state.board_letters.get(space) and reach:
            out.append(A.PickUpLetters(player, scout.number))
    for one, two in combinations(free, 2):
        if one.space == two.space and state.options.mail:
            for giver, taker in ((one, two), (two, one)):
                for lt in giver.letters:
                    out.append(A.ExchangeLetters(player, giver.number, taker.number, (lt,)))
    token_kinds = {data.drop_tokens[t].kind for t in pstate.tokens}
    if turn.special == "change_orders":
        for a, b in combinations(sorted(e.order for e in state.track), 2):
            out.append(A.ChangeOfOrders(player, a, b))
    for source, ok in (("card", turn.special == "buddies"), ("token", "buddies" in token_kinds)):
        if ok and not turn.moves_closed:  # L-5.1: a swap is a move
            for one, two in combinations(free, 2):
                if one.space != two.space and can_enter(state, data, one.space or "", turn.squad) and can_enter(
                        state, data, two.space or "", turn.squad):
                    out.append(A.Buddies(player, one.number, two.number, source))
    if not turn.squad:
        if turn.special == "squad":
            out.append(A.Squad(player, "card"))
        if "squad" in token_kinds:
            out.append(A.Squad(player, "token"))
    if turn.special == "light_signal" and state.liberator is not None:
        for sp in sorted(data.spaces[state.liberator].connections):
            if sp != state.liberator_left and data.spaces[sp].district not in state.fallen:
                out.append(A.LightSignal(player, sp))
    for kind in sorted(token_kinds):
        if kind in ("bandages", "drugs"):
            out.append(A.UseToken(player, kind))
        elif kind == "grenade":
            out.extend(A.UseToken(player, kind, space=sp) for sp, k in sorted(state.tanks.items()) if k == "small")
        elif kind == "radio":
            out.extend(A.UseToken(player, kind, order=e.order) for e in state.track if e.carrier is None)
        elif kind == "map":
            for scout in free:
                carried = state.carried_by(scout.id)
                if carried is not None and data.spaces[scout.space or ""].district == data.spaces[
                        data.orders[carried.order].destination].district:
                    out.append(A.UseToken(player, kind, scout=scout.number))
    out.extend(undos(state, player))
    out.append(A.EndTurn(player))
    return out


def undos(state: GameState, player: str) -> list[A.Action]:
    """B-5.7: the whole turn so far, and its last step alone when there is more than one to take back."""
    count = len(state.turn.undoable()) if state.turn is not None else 0
    if not count:
        return []
    return [A.Undo(player)] if count == 1 else [A.Undo(player), A.Undo(player, "step")]


def legal_choices(state: GameState, player: str, data: GameData | None = None) -> list[dict[str, object]]:
    """legal_actions as dicts, moves annotated with their route and MP cost (for menus and autocomplete)."""
    data = data or game_data()
    squad = state.turn.squad if state.turn else False
    out: list[dict[str, object]] = []
    for action in legal_actions(state, player, data):
        d = action.to_dict()
        if isinstance(action, A.Move):
            start = state.scouts[f"{player}-{action.scout}"].space or ""
            path = route(state, data, start, action.to, squad) or []
            d["path"] = path
            d["cost"] = len(path) - 1
        out.append(d)
    return out

"""The phases nobody decides: orders (B-4), the German soldier (B-6), time passes (B-7), prison (B-5.6)."""

from __future__ import annotations

from data.mali.loader import GameData
from engine.mali.board import is_blocked, nearest, threat
from engine.mali.deliver import check_deliveries, lay_down_letters
from engine.mali.events import MaliEvent
from engine.mali.scoring import finish
from engine.mali.state import GameState, Scout, TrackOrder
from engine.rng import Rng


def draw_order(state: GameState, data: GameData, events: list[MaliEvent], rule: str) -> bool:
    """Put the top order on track space 1, replacing ones that arrive blocked (B-4.2). False if the deck ran out."""
    while state.deck:
        oid, state.deck = state.deck[0], state.deck[1:]  # the state's lists are replaced, never changed: see fork
        order = data.orders[oid]
        if is_blocked(state, data, order.pickup) or is_blocked(state, data, order.destination):
            state.discarded = [*state.discarded, oid]
            events.append({"type": "order_discarded", "order": oid, "rule": "B-4.2"})
            continue
        state.track.append(TrackOrder(order=oid, position=1))
        events.append({"type": "order_revealed", "order": oid, "rule": rule})
        return True
    return False


def orders_phase(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """B-4.1: reveal this round's orders, as many as the table of the players still seated says (E-4)."""
    n = str(max(len(state.active_players()), int(data.tunables["players"]["min"])))
    counts = data.tunables_of(state)["orders_revealed"][n]
    for _ in range(int(counts["odd" if state.round % 2 == 1 else "even"])):
        if not draw_order(state, data, events, "B-4.1"):
            break


def release_from_prison(state: GameState, data: GameData, colour: str, events: list[MaliEvent]) -> None:
    """B-5.6, at the start of the owner's turn: count down, and come back to headquarters when done."""
    for shared in state.scouts_of(colour):
        if shared.prison <= 0:
            continue
        scout = state.edit_scout(shared.id)
        scout.prison -= 1
        if scout.prison > 0:
            events.append({"type": "prison_wait", "scout": scout.id})
            continue
        hq = data.headquarters
        if is_blocked(state, data, hq) or state.soldier == hq:
            found = nearest(data, hq, lambda s: not is_blocked(state, data, s) and state.soldier != s)
            hq = found or hq
        scout.space = hq
        events.append({"type": "released", "scout": scout.id, "space": hq, "rule": "B-5.6"})
        check_deliveries(state, data, scout, events)


def catch(state: GameState, scout: Scout, space: str, events: list[MaliEvent], prison_turns: int = 2) -> None:
    """B-6.2: to prison, dropping the order (stays on the track) and the letters (M-5.1)."""
    scout = state.edit_scout(scout.id)
    state.edit_track()
    entry = state.carried_by(scout.id)
    if entry is not None:
        entry.carrier = None
    lay_down_letters(state, scout, space, events, "M-5.1")
    scout.space = None
    scout.prison = prison_turns
    events.append({"type": "caught", "scout": scout.id, "space": space, "order_dropped": entry.order if entry else None,
                   "rule": "B-6.2"})


def soldier_target(state: GameState, data: GameData) -> str | None:
    """B-6.1: the space of the nearest free scout not on his own space (ties: a carrier, then the lower space id).

    Picked once, when his move begins: he keeps walking towards it even if a scout he ignored at the start
    (one that slipped away on his space) is as near after his first step.
    """
    here = state.soldier
    if here is None:
        return None
    targets = [s for s in state.scouts.values() if s.space is not None and s.prison == 0 and s.space != here]
    if not targets:
        return None
    dist = data.distance[here]
    target = min(targets, key=lambda s: (dist[s.space or ""], state.carried_by(s.id) is None, s.space or ""))
    return target.space


def soldier_phase(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """B-6.1, B-6.2."""
    if state.soldier is None:
        return
    rng = Rng(state.rng)
    roll = rng.die()
    steps = int(data.tunables_of(state)["soldier_steps_by_roll"][roll - 1])
    events.append({"type": "soldier_roll", "roll": roll, "steps": steps})
    goal = soldier_target(state, data) if steps else None
    for _ in range(steps if goal is not None else 0):  # he stops at the latest on the goal: scouts stand there
        assert goal is not None
        here = state.soldier
        dist = data.distance[here]
        step = min(n for n in data.spaces[here].connections if data.distance[n][goal] == dist[goal] - 1)
        state.soldier = step
        events.append({"type": "soldier_moved", "from": here, "to": step})
        present = [s for s in state.scouts.values() if s.space == step]
        if present:
            for scout in present:
                die = rng.die()
                if die <= int(data.tunables_of(state)["soldier_catch_max_roll"]):
                    catch(state, scout, step, events, int(data.tunables_of(state)["prison_owner_turns"]))
                else:
                    events.append({"type": "slipped_away", "scout": scout.id, "roll": die, "space": step})
            break
    state.rng = rng.state


def apply_blocking(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """B-7.6 orders with a blocked end are discarded; B-7.5 scouts leave newly blocked spaces."""
    for entry in list(state.track):
        order = data.orders[entry.order]
        if is_blocked(state, data, order.destination) or (entry.carrier is None and is_blocked(state, data, order.pickup)):
            state.track.remove(entry)
            state.discarded = [*state.discarded, entry.order]
            events.append({"type": "order_discarded", "order": entry.order, "carrier": entry.carrier, "rule": "B-7.6"})
    for sid, shared in list(state.scouts.items()):
        if shared.space is not None and is_blocked(state, data, shared.space):
            frm = shared.space
            to = nearest(data, frm, lambda s: not is_blocked(state, data, s) and state.soldier != s)
            if to is None:
                continue
            scout = state.edit_scout(sid)
            scout.space = to
            events.append({"type": "forced_move", "scout": scout.id, "from": frm, "to": to, "rule": "B-7.5"})
            check_deliveries(state, data, scout, events)


def place_tank(state: GameState, data: GameData, order_id: int, events: list[MaliEvent]) -> None:
    """B-7.2: a small tank on the destination, or the district's small tank becomes large and it falls; into a
    district that has already fallen, a small tank still: every failure raises the threat by exactly 1."""
    dest = data.orders[order_id].destination
    district = data.spaces[dest].district
    if district in state.fallen:
        tank_into_fallen(state, data, order_id, dest, events)
        return
    small = [s for s, kind in state.tanks.items() if kind == "small" and data.spaces[s].district == district]
    if not small:
        state.tanks[dest] = "small"
        events.append({"type": "tank_placed", "space": dest, "size": "small", "order": order_id, "rule": "B-7.2"})
    else:
        state.tanks[small[0]] = "large"
        state.fallen = [*state.fallen, district]
        events.append({"type": "district_fell", "district": district, "space": small[0], "order": order_id,
                       "rule": "B-7.2"})


def tank_into_fallen(state: GameState, data: GameData, order_id: int, dest: str, events: list[MaliEvent]) -> None:
    """B-7.2, a failure into a fallen district: a small tank on the destination. A space shows one tank, so if
    one stands there already (several failures for one district in one round) the small tank goes to the
    district's nearest space without one (ties by space id); with none left, it joins a small tank of the
    district, and two small tanks count as a large one. Either way the threat rises by 1."""
    district = data.spaces[dest].district
    spaces = sorted(data.spaces_in(district), key=lambda s: (data.distance[dest][s], s))
    free = [s for s in spaces if s not in state.tanks]
    if free:
        state.tanks[free[0]] = "small"
        space = free[0]
    else:
        smalls = [s for s in spaces if state.tanks[s] == "small"]
        if not smalls:  # every space of the district holds a large tank: its threat alone is 4 or more
            return
        space = smalls[0]
        state.tanks[space] = "large"
    events.append({"type": "tank_placed", "space": space, "size": "small", "order": order_id, "rule": "B-7.2"})


def time_passes(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """B-7.1 - B-7.7."""
    state.edit_track()  # every order moves on
    last = int(data.tunables_of(state)["track_length"])
    failing = [t for t in state.track if t.position >= last]
    for entry in failing:
        state.track.remove(entry)
        state.failed = [*state.failed, entry.order]
        events.append({"type": "order_failed", "order": entry.order, "carrier": entry.carrier, "rule": "B-7.1"})
    for entry in state.track:
        entry.position += 1
    for entry in failing:
        place_tank(state, data, entry.order, events)
    level = threat(state, data)
    events.append({"type": "threat", "threat": level, "limit": int(data.tunables_of(state)["threat_limit"])})
    if level >= int(data.tunables_of(state)["threat_limit"]):
        finish(state, data, "E-2", events)
        return
    apply_blocking(state, data, events)
    for colour in state.active_players():  # B-5.1: an empty hand is picked up again
        if not state.players[colour].hand:
            p = state.edit_player(colour)
            p.hand, p.played = p.played, []
            events.append({"type": "hand_refilled", "player": colour})
    following = state.clockwise_from(state.start_player, skip_first=True)  # B-7.7
    if following:
        state.start_player = following[0]
    events.append({"type": "start_player", "player": state.start_player, "rule": "B-7.7"})
    if not state.deck and not state.track:
        finish(state, data, "E-1", events)

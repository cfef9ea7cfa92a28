"""Deliveries that happen by themselves: orders (B-5.5) and letters (M-3.1), and a caught or removed
scout leaving its letters behind (M-5.1, E-4)."""

from __future__ import annotations

from data.mali.loader import GameData
from engine.mali.events import MaliEvent
from engine.mali.state import GameState, Scout


def deliver_order(state: GameState, data: GameData, scout: Scout, events: list[MaliEvent], rule: str = "B-5.5") -> None:
    entry = state.carried_by(scout.id)
    if entry is None:
        return
    assert scout.space is not None  # a scout delivers where it stands
    state.track.remove(entry)
    state.edit_player(scout.player).delivered.append(entry.order)
    events.append({"type": "order_delivered", "player": scout.player, "scout": scout.id, "order": entry.order,
                   "points": data.orders[entry.order].points, "space": scout.space, "rule": rule})


def check_deliveries(state: GameState, data: GameData, scout: Scout, events: list[MaliEvent]) -> None:
    """Run whenever a scout arrives somewhere: by a step, a swap or a forced move. `scout` is the state's own."""
    if scout.space is None:
        return
    entry = state.carried_by(scout.id)
    if entry is not None and data.orders[entry.order].destination == scout.space:
        deliver_order(state, data, scout, events)
    if scout.letters:
        district = data.spaces[scout.space].district
        arrived = [lt for lt in scout.letters if data.letters[lt].destination == district]
        for lt in arrived:
            scout.letters.remove(lt)
            state.edit_player(scout.player).letters_delivered.append(lt)
            events.append({"type": "letter_delivered", "player": scout.player, "scout": scout.id, "letter": lt,
                           "space": scout.space})


def lay_down_letters(state: GameState, scout: Scout, space: str, events: list[MaliEvent], rule: str) -> None:
    if not scout.letters:
        return
    state.board_letters[space] = state.board_letters.get(space, []) + scout.letters  # a new pile: see fork
    events.append({"type": "letters_dropped", "scout": scout.id, "space": space, "letters": list(scout.letters),
                   "rule": rule})
    scout.letters = []

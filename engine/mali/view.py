"""What one player, or the public, may see (§15): the only thing renderers, messages and exports read.

`MaliView` and its parts are docs/VIEW.md as types: mypy checks `view` builds them and the renderer reads them.
At run time a view is a plain dict (it is stored and sent as JSON).
"""

from __future__ import annotations

from typing import Any, TypedDict

from data.mali.loader import GameData, game_data
from engine.mali.board import is_blocked, threat
from engine.mali.events import MaliResult
from engine.mali.liberator import next_space
from engine.mali.state import GameState


class TurnView(TypedDict):
    """The movement turn in progress."""

    player: str
    card: str | None
    mp: int
    special: str | None
    squad: bool
    moved: bool
    moves_closed: bool
    can_undo: bool
    undo_summary: list[dict[str, Any]] | None  # the actions an undo takes back: the turn's player's view only


class PlayerView(TypedDict):
    colour: str
    removed: bool
    hand_size: int
    hand: list[str] | None  # only in the owner's view
    played: list[str]  # face up (H-1)
    goal: str | None  # the owner's view, or everyone's once the game ended
    tokens_held: int
    tokens: list[str] | None  # identities: the owner's view only
    used_tokens: list[str]
    ambushes: list[str]
    delivered: list[int]  # order ids
    order_points: int
    letters_delivered: list[str]
    drops_picked: int


class ScoutView(TypedDict):
    id: str
    player: str
    number: int
    space: str | None  # None: in prison or not deployed yet
    prison: int  # owner turns left to wait (B-5.6)
    order: int | None  # carried order id
    letters: list[str]


class TrackView(TypedDict):
    order: int
    pickup: str
    destination: str
    points: int
    position: int  # 1 .. track_length
    rounds_left: int  # 1: fails at the end of this round
    carrier: str | None


class LiberatorView(TypedDict):
    space: str | None  # None once it has left Warsaw
    gone: bool
    next: str | None  # where it flies in the next Liberator phase, if known now
    deck_size: int
    stack_size: int


LetterView = TypedDict("LetterView", {"id": str, "from": str, "to": str, "space": str})  # a letter lying on the board


class MaliView(TypedDict):
    """docs/VIEW.md: the whole view, public or one player's."""

    format: int
    options: dict[str, Any]  # {"variant", "liberator", "mail"}
    round: int
    phase: str
    seats: list[str]
    start_player: str
    turn_order: list[str]
    waiting_for: str | None
    turn: TurnView | None
    deploy_next: str | None
    players: list[PlayerView]
    scouts: list[ScoutView]
    track: list[TrackView]
    track_length: int
    deck_size: int
    discarded: list[int]
    failed: list[int]
    tanks: dict[str, str]  # space -> "small" | "large"
    fallen: list[str]  # district ids
    blocked: list[str]
    threat: int
    threat_limit: int
    soldier: str | None  # basic variant only
    liberator: LiberatorView | None
    drops: dict[str, int]  # face-down token COUNT per space (H-2)
    letters: list[LetterView]
    result: MaliResult | None
    last_moves: list[dict[str, Any]]  # {colour, scout, path, kind} of the last ended movement turn


def waiting_for(state: GameState) -> str | None:
    if state.phase == "deploy" and state.deploy_queue:
        return state.deploy_queue[0].rsplit("-", 1)[0]
    if state.phase == "movement" and state.turn is not None:
        return state.turn.player
    return None


def view(state: GameState, viewer: str | None = None, data: GameData | None = None) -> MaliView:
    """H-1 - H-4: `viewer` sees their own hand, goal and tokens; nobody sees decks, face-down drops or the seed."""
    data = data or game_data()
    ended = state.phase == "ended"
    length = int(data.tunables_of(state)["track_length"])
    turn: TurnView | None = None
    if state.turn is not None:
        t = state.turn
        undoable = t.undoable()
        turn = {"player": t.player, "card": t.card, "mp": t.mp, "special": t.special, "squad": t.squad,
                "moved": t.moved, "moves_closed": t.moves_closed, "can_undo": bool(undoable),
                "undo_summary": undoable if viewer == t.player else None}
    players: list[PlayerView] = []
    for colour in state.seats:
        p = state.players[colour]
        own = viewer == colour
        players.append({
            "colour": colour, "removed": p.removed, "hand_size": len(p.hand), "hand": list(p.hand) if own else None,
            "played": list(p.played), "goal": p.goal if (own or ended) else None, "tokens_held": len(p.tokens),
            "tokens": list(p.tokens) if own else None, "used_tokens": list(p.used_tokens),
            "ambushes": list(p.ambushes), "delivered": list(p.delivered),
            "order_points": sum(data.orders[o].points for o in p.delivered),
            "letters_delivered": list(p.letters_delivered), "drops_picked": p.drops_picked,
        })
    carriers = {t.carrier: t.order for t in state.track if t.carrier}
    scouts: list[ScoutView] = [{"id": s.id, "player": s.player, "number": s.number, "space": s.space, "prison": s.prison,
               "order": carriers.get(s.id), "letters": list(s.letters)} for s in state.scouts.values()]
    track: list[TrackView] = []
    for entry in sorted(state.track, key=lambda e: (-e.position, e.order)):
        o = data.orders[entry.order]
        track.append({"order": entry.order, "pickup": o.pickup, "destination": o.destination, "points": o.points,
                      "position": entry.position, "rounds_left": length - entry.position + 1,
                      "carrier": entry.carrier})
    liberator: LiberatorView | None = None
    if state.options.liberator:
        liberator = {"space": state.liberator, "gone": state.liberator is None,
                     "next": next_space(state, data) if state.liberator else None,
                     "deck_size": len(state.liberator_deck), "stack_size": len(state.drop_stack)}
    letters: list[LetterView] = [{"id": lt, "from": data.letters[lt].origin, "to": data.letters[lt].destination, "space": space}
               for space, lts in sorted(state.board_letters.items()) for lt in lts]
    return {
        "format": state.format,
        "options": state.options.to_dict(),
        "round": state.round,
        "phase": state.phase,
        "seats": list(state.seats),
        "start_player": state.start_player,
        "turn_order": state.clockwise_from(state.start_player),
        "waiting_for": waiting_for(state),
        "turn": turn,
        "deploy_next": state.deploy_queue[0] if state.phase == "deploy" and state.deploy_queue else None,
        "players": players,
        "scouts": scouts,
        "track": track,
        "track_length": length,
        "deck_size": len(state.deck),
        "discarded": list(state.discarded),
        "failed": list(state.failed),
        "tanks": dict(state.tanks),
        "fallen": list(state.fallen),
        "blocked": [s for s in data.space_order if is_blocked(state, data, s)],
        "threat": threat(state, data),
        "threat_limit": int(data.tunables_of(state)["threat_limit"]),
        "soldier": state.soldier,
        "liberator": liberator,
        "drops": {space: len(tokens) for space, tokens in sorted(state.drops.items()) if tokens},
        "letters": letters,
        "result": state.result,
        "last_moves": [dict(m, path=list(m["path"])) for m in state.last_moves],
    }

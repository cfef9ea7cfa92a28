"""Helpers for the base-game rule tests: build a state for a scenario, drive it, fix the die.

A test starts from a real game (`engine.mali.new_game`), edits the `GameState` directly to set up the situation
a rule talks about (`arrange`), and then drives it only through `engine.mali.apply`. The die is fixed by choosing
the random generator's state (`dice`): the engine keeps it as one integer, `state.rng`, and only the German
soldier (B-6) draws from it after setup, so the next rolls are exactly the ones asked for.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import pytest

import engine.mali
from data.mali.loader import GameData, game_data
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali.state import GameState, Options, TrackOrder, Turn
from engine.mali.turn import checkpoint
from engine.rng import Rng
from jsontypes import Json
from words.refusals import rule_text

DATA: GameData = game_data()
TWO: tuple[str, ...] = ("orange", "red")
THREE: tuple[str, ...] = ("orange", "red", "violet")
FOUR: tuple[str, ...] = ("orange", "red", "violet", "green")
FAR = "ZO2"  # Plac Wilsona: 5 steps from Aleja Szucha, where the German soldier starts
Events = list[Json]

_KEEP: Any = object()


# ---- building a game ----

def game(colours: Sequence[str] = TWO, variant: str = "basic", seed: int = 1, liberator: bool = False,
         mail: bool = False) -> GameState:
    """A new game as `engine.mali.new_game` leaves it (basic: the first turn; advanced: deployment)."""
    state, _ = engine.mali.new_game(list(colours), Options(variant, liberator, mail), seed)
    return state


def deployed(colours: Sequence[str] = TWO, seed: int = 1, spaces: Sequence[str] | None = None,
             liberator: bool = False, mail: bool = False) -> GameState:
    """An advanced game after its deployment step, each scout on the next free space of `spaces`."""
    state = game(colours, "advanced", seed, liberator, mail)
    order = list(spaces or DATA.space_order)
    while state.phase == "deploy":
        owner, number = state.deploy_queue[0].rsplit("-", 1)
        taken = {s.space for s in state.scouts.values()}
        space = next(s for s in order if s not in taken)
        state, _ = engine.mali.apply(state, A.Deploy(owner, int(number), space))
    return state


def arrange(state: GameState, *,
            scouts: Mapping[str, str | None] | None = None,
            everyone: str | None = None,
            prison: Mapping[str, int] | None = None,
            track: Iterable[tuple[int, int] | tuple[int, int, str | None]] | None = None,
            deck: Sequence[int] | None = None,
            tanks: Mapping[str, str] | None = None,
            fallen: Sequence[str] | None = None,
            soldier: Any = _KEEP,
            rng: int | None = None,
            hands: Mapping[str, Sequence[str]] | None = None,
            delivered: Mapping[str, Sequence[int]] | None = None,
            goals: Mapping[str, str | None] | None = None,
            drops: Mapping[str, Sequence[str]] | None = None,
            tokens: Mapping[str, Sequence[str]] | None = None,
            letters: Mapping[str, Sequence[str]] | None = None,
            turn: str | None = None,
            card: str | None = None) -> GameState:
    """A copy of `state` with the pieces put where a test wants them.

    scouts: scout id -> space (None with `prison` for a scout in prison); `everyone` first puts every scout
    on that space. drops / letters: space (or scout id, for letters) -> what lies there or is carried;
    tokens: colour -> unused drop tokens held. track: (order, position[, carrier]). `turn` makes it that player's movement turn, first
    in this round's order (the start player), with a fresh undo checkpoint; `card` then plays that card.
    """
    s = state.clone()
    if everyone is not None:
        for sc in s.scouts.values():
            sc.space, sc.prison = everyone, 0
    for sid, space in (scouts or {}).items():
        s.scouts[sid].space = space
        s.scouts[sid].prison = 0
    for sid, wait in (prison or {}).items():
        s.scouts[sid].space, s.scouts[sid].prison = None, wait
    if track is not None:
        s.track = [TrackOrder(t[0], t[1], t[2] if len(t) == 3 else None) for t in track]
    if deck is not None:
        s.deck = list(deck)
    if tanks is not None:
        s.tanks = dict(tanks)
    if fallen is not None:
        s.fallen = list(fallen)
    if soldier is not _KEEP:
        s.soldier = soldier
    if rng is not None:
        s.rng = rng
    for colour, hand in (hands or {}).items():
        s.players[colour].hand = list(hand)
        s.players[colour].played = [c for c in movement_hand(s) if c not in hand]
    for colour, orders in (delivered or {}).items():
        s.players[colour].delivered = list(orders)
    for colour, goal in (goals or {}).items():
        s.players[colour].goal = goal
    # Drop tokens and letters are taken from wherever they are, so each stays in exactly one place.
    for space, toks in (drops or {}).items():
        _take_tokens(s, toks)
        s.drops[space] = list(toks)
    for colour, toks in (tokens or {}).items():
        _take_tokens(s, toks)
        s.players[colour].tokens = list(toks)
    for where, lts in (letters or {}).items():
        _take_letters(s, lts)
        if where in s.scouts:
            s.scouts[where].letters = list(lts)
        else:
            s.board_letters[where] = list(lts)
    if turn is not None:
        seats = s.active_players()
        i = seats.index(turn)
        s.phase = "movement"
        s.deploy_queue = []
        s.start_player = turn
        s.turn_queue = seats[i:] + seats[:i]
        s.turn = Turn(player=turn)
    if s.turn is not None:
        checkpoint(s)  # undo returns to the arranged state, not to the one before the edits
    if card is not None:
        assert s.turn is not None
        if card not in s.players[s.turn.player].hand:
            s.players[s.turn.player].hand.append(card)
        s, _ = engine.mali.apply(s, A.PlayCard(s.turn.player, card))
    return s


def _lift(piles: dict[str, list[str]], item: str) -> None:
    """Take `item` off whichever space holds it; a space left empty loses its entry."""
    for space in list(piles):
        if item in piles[space]:
            piles[space].remove(item)
        if not piles[space]:
            del piles[space]


def _take_tokens(state: GameState, tokens: Iterable[str]) -> None:
    for token in tokens:
        if token in state.drop_stack:
            state.drop_stack.remove(token)
        _lift(state.drops, token)
        for p in state.players.values():
            if token in p.tokens:
                p.tokens.remove(token)


def _take_letters(state: GameState, letters: Iterable[str]) -> None:
    for lt in letters:
        _lift(state.board_letters, lt)
        for scout in state.scouts.values():
            if lt in scout.letters:
                scout.letters.remove(lt)


def movement_hand(state: GameState) -> list[str]:
    from engine.mali.setup import movement_hand as hand
    return hand(DATA, state.options)


# ---- driving it ----

def act(state: GameState, *actions: A.Action) -> tuple[GameState, Events]:
    """Apply the actions in order; the events of all of them."""
    events: Events = []
    for action in actions:
        state, evs = engine.mali.apply(state, action)
        events.extend(evs)
    return state, events


def refused(state: GameState, action: A.Action, rule: str, code: str | None = None) -> RuleError:
    """Assert that `action` is refused under `rule` (and `code`), and that the state is left unchanged."""
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(RuleError) as caught:
        engine.mali.apply(state, action)
    assert caught.value.rule == rule, f"refused under {caught.value.rule} ({caught.value.code}), expected {rule}"
    if code is not None:
        assert caught.value.code == code
    assert json.dumps(state.to_dict(), sort_keys=True) == before, "a refused action changed the state"
    for lang in ("en", "pl"):  # a reason in words, with every placeholder filled in
        text = rule_text(caught.value, lang)
        assert text and "{" not in text and text.endswith(f"({rule})"), text
    return caught.value


def current(state: GameState) -> str:
    assert state.turn is not None, f"no turn in progress (phase {state.phase})"
    return state.turn.player


def finish_turn(state: GameState) -> tuple[GameState, Events]:
    """The current player plays their lowest card (if none yet) and ends the turn without moving."""
    colour = current(state)
    assert state.turn is not None
    events: Events = []
    if state.turn.card is None:
        lowest = min(state.players[colour].hand, key=lambda c: (DATA.movement_cards[c].value, c))
        state, events = act(state, A.PlayCard(colour, lowest))
    state, more = act(state, A.EndTurn(colour))
    return state, events + more


def finish_round(state: GameState, dice: Sequence[int] | None = None) -> tuple[GameState, Events]:
    """Every player still to move this round passes; the automatic phases then run up to the next turn.

    `dice`: the die rolls the German soldier will make this round (B-6), in order.
    """
    if dice is not None:
        state = arrange(state, rng=dice_state(tuple(dice)))
    start_round = state.round
    events: Events = []
    while state.phase != "ended" and state.round == start_round:
        state, evs = finish_turn(state)
        events.extend(evs)
    return state, events


def of_type(events: Iterable[Json], kind: str) -> Events:
    return [e for e in events if e.get("type") == kind]


def phases(events: Iterable[Json]) -> list[str]:
    return [str(e["phase"]) for e in events if e.get("type") == "phase"]


# ---- the die ----

@lru_cache(maxsize=256)
def dice_state(rolls: tuple[int, ...]) -> int:
    """A random generator state whose next die rolls are exactly `rolls`."""
    assert all(1 <= r <= 6 for r in rolls)
    seed = 0
    while True:
        rng = Rng(seed)
        if all(rng.die() == want for want in rolls):
            return seed
        seed += 1


def rolls_from(state_value: int, n: int) -> list[int]:
    rng = Rng(state_value)
    return [rng.die() for _ in range(n)]


# ---- reading ----

def keys_of(value: Any) -> set[str]:
    """Every dict key anywhere inside a JSON-like value (for checking what a view or an event leaves out)."""
    out: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            out |= keys_of(v)
    elif isinstance(value, list):
        for v in value:
            out |= keys_of(v)
    return out


def space_of(state: GameState, scout_id: str) -> str | None:
    return state.scouts[scout_id].space


def carrier_of(state: GameState, order: int) -> str | None:
    entry = state.track_entry(order)
    assert entry is not None, f"order {order} is not on the track"
    return entry.carrier


def position_of(state: GameState, order: int) -> int:
    entry = state.track_entry(order)
    assert entry is not None, f"order {order} is not on the track"
    return entry.position


def points(state: GameState, colour: str) -> int:
    return sum(DATA.orders[o].points for o in state.players[colour].delivered)

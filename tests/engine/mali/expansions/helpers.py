"""Small helpers for the expansion tests: build a game, put pieces where a test wants them, drive it.

Tests build a real game with `engine.mali.new_game`, edit the `GameState` directly to set up the situation a
rule talks about, then drive it only through `engine.mali.apply`. These helpers keep every drop token and
every letter in exactly one place while they move things around, so the invariants the property tests
check hold in hand-built states too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import engine.mali
from data.mali.loader import GameData, game_data
from engine.mali import actions as A
from engine.mali.state import GameState, Options, TrackOrder, Turn
from engine.mali.turn import checkpoint
from engine.rng import Rng
from jsontypes import Json

# the same driving helpers as the base tests, re-exported for the expansion tests
from ..helpers import act as act
from ..helpers import refused as refused

DATA: GameData = game_data()
RING: tuple[str, ...] = DATA.ring
Events = list[Json]


# ---- building games ----

def new(variant: str = "basic", liberator: bool = True, mail: bool = True, colours: tuple[str, ...] = ("orange", "red"),
        seed: int = 1) -> GameState:
    """A new game, deployed (advanced: every scout on the first free space of a fixed list) and waiting for a turn."""
    state, _ = engine.mali.new_game(list(colours), Options(variant, liberator, mail), seed)
    while state.phase == "deploy":
        nxt = state.deploy_queue[0]
        owner, number = nxt.rsplit("-", 1)
        taken = {s.space for s in state.scouts.values()}
        space = next(s for s in ("SR1", "SR2", "SR3", "SR4", "SR5", "WO1", "WO2", "PW1", "PW2", "CZ1", "CZ2", "ZO2")
                     if s not in taken)
        state, _ = engine.mali.apply(state, A.Deploy(owner, int(number), space))
    assert state.phase == "movement" and state.turn is not None
    return state


def turn_for(state: GameState, colour: str, card: str | None = None) -> GameState:
    """Make it `colour`'s movement turn (with a fresh undo checkpoint), and play `card` if given."""
    state.phase = "movement"
    if colour in state.turn_queue:  # keep this round's order: the players after `colour` still move
        state.turn_queue = state.turn_queue[state.turn_queue.index(colour):]
    else:
        seats = state.active_players()
        i = seats.index(colour)
        state.turn_queue = seats[i:] + seats[:i]
    state.turn = Turn(player=colour)
    if card is not None and card not in state.players[colour].hand:
        state.players[colour].hand.append(card)
    checkpoint(state)
    if card is not None:
        state, _ = engine.mali.apply(state, A.PlayCard(colour, card))
    return state


def other(state: GameState, colour: str) -> str:
    return next(c for c in state.seats if c != colour)


# ---- putting things where a test wants them ----

def place(state: GameState, scout_id: str, space: str | None) -> None:
    state.scouts[scout_id].space = space


def park_everyone(state: GameState, spaces: dict[str, str] | None = None) -> None:
    """Put every scout on SR1 (Poczta Harcerska) except those named in `spaces`; move the soldier far away."""
    for sid, scout in state.scouts.items():
        scout.space = (spaces or {}).get(sid, "SR1")
        scout.prison = 0
    if state.soldier is not None:
        state.soldier = "ZO2" if "ZO2" not in (spaces or {}).values() else "CZ2"


def _take(item: str, board: dict[str, list[str]], piles: Iterable[list[str]], what: str) -> None:
    """Remove `item` from the first place that holds it: a space of `board` (forgotten once empty), else a pile."""
    for space, held in list(board.items()):
        if item in held:
            held.remove(item)
            if not held:
                del board[space]
            return
    for pile in piles:
        if item in pile:
            pile.remove(item)
            return
    raise AssertionError(f"{what} {item} is nowhere")


def take_token(state: GameState, token: str) -> None:
    """Remove a drop token from wherever it is (stack, board, any player's tokens)."""
    if token in state.drop_stack:
        state.drop_stack.remove(token)
        return
    hands = (pile for p in state.players.values() for pile in (p.tokens, p.used_tokens, p.ambushes))
    _take(token, state.drops, hands, "token")


def give_tokens(state: GameState, colour: str, *tokens: str) -> None:
    for t in tokens:
        take_token(state, t)
        state.players[colour].tokens.append(t)


def put_drop(state: GameState, space: str, *tokens: str) -> None:
    for t in tokens:
        take_token(state, t)
        state.drops.setdefault(space, []).append(t)


def clear_drops(state: GameState) -> None:
    """Every token back on the stack (the board and hands emptied)."""
    for space in list(state.drops):
        for t in state.drops.pop(space):
            state.drop_stack.append(t)


def take_letter(state: GameState, letter: str) -> None:
    """Remove a letter from wherever it is (board, a scout, a player's delivered letters)."""
    held = [*(s.letters for s in state.scouts.values()), *(p.letters_delivered for p in state.players.values())]
    _take(letter, state.board_letters, held, "letter")


def give_letters(state: GameState, scout_id: str, *letters: str) -> None:
    for lt in letters:
        take_letter(state, lt)
        state.scouts[scout_id].letters.append(lt)


def lay_letters(state: GameState, space: str, *letters: str) -> None:
    for lt in letters:
        take_letter(state, lt)
        state.board_letters.setdefault(space, []).append(lt)


def put_order(state: GameState, order: int, position: int = 1, carrier: str | None = None) -> None:
    if order in state.deck:
        state.deck.remove(order)
    state.track = [t for t in state.track if t.order != order]
    state.track.append(TrackOrder(order=order, position=position, carrier=carrier))


def letter_to(district: str) -> str:
    """Some letter addressed to `district`."""
    return next(lt.id for lt in DATA.letters.values() if lt.destination == district)


# ---- driving ----

def pass_round(state: GameState, keep_track: bool = False) -> tuple[GameState, Events]:
    """Every player still to move this round times out; the automatic phases run to the next turn.

    Unless `keep_track`, the order track is emptied first so no order fails (and the deck is kept from
    running dry), so the game can go on for as many rounds as a test needs."""
    events: Events = []
    if not keep_track:
        state.track = []
        if len(state.deck) < 4:
            state.deck.extend(o for o in sorted(DATA.orders) if o not in state.deck)
    start_round = state.round
    while state.phase != "ended" and state.round == start_round:
        assert state.turn is not None
        state, ev = engine.mali.apply(state, A.TimeoutPass(state.turn.player))
        events.extend(ev)
    return state, events


def end_game(state: GameState) -> tuple[GameState, Events]:
    """Empty the deck and the track and let the round run out: the game ends by E-1 after Time passes."""
    state.deck = []
    state.track = []
    events: Events = []
    while state.phase != "ended":
        assert state.turn is not None
        state, ev = engine.mali.apply(state, A.TimeoutPass(state.turn.player))
        events.extend(ev)
    return state, events


def of_type(events: Events, kind: str) -> list[Json]:
    return [e for e in events if e["type"] == kind]


COLOURS = frozenset(DATA.tunables["players"]["colours"])


def private(event: Json) -> bool:
    """An event addressed to one player carries "private_to": <colour>; every other event is public."""
    return event.get("private_to") in COLOURS


def public(events: Events) -> list[Json]:
    return [e for e in events if not private(e)]


def rng_for_dice(*ok: tuple[int, ...]) -> int:
    """An Rng state whose next dice fall in the given sets (e.g. ((3, 4), (1, 2, 3)))."""
    for seed in range(100_000):
        rng = Rng(seed)
        if all(rng.die() in allowed for allowed in ok):
            return seed
    raise AssertionError("no such seed")


def score_of(state: GameState, colour: str) -> Json:
    assert state.result is not None
    return next(r for r in state.result["scores"] if r["colour"] == colour)


def strings_in(value: Any, skip_keys: tuple[str, ...] = ("type",)) -> Iterator[str]:
    """Every string in a JSON value (keys not included), skipping the values of `skip_keys`."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in skip_keys:
                yield from strings_in(v, skip_keys)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings_in(v, skip_keys)


# ---- invariants (shared by the rule tests and the property tests) ----

def token_places(state: GameState) -> list[tuple[str, str]]:
    """(token, where) for every drop token the state knows of."""
    out = [(t, "stack") for t in state.drop_stack]
    out += [(t, f"board:{space}") for space, tokens in state.drops.items() for t in tokens]
    for colour, p in state.players.items():
        out += [(t, f"{colour}:unused") for t in p.tokens]
        out += [(t, f"{colour}:used") for t in p.used_tokens]
        out += [(t, f"{colour}:ambush") for t in p.ambushes]
    return out


def letter_places(state: GameState) -> list[tuple[str, str]]:
    out = [(lt, f"board:{space}") for space, lts in state.board_letters.items() for lt in lts]
    out += [(lt, f"scout:{sid}") for sid, s in state.scouts.items() for lt in s.letters]
    out += [(lt, f"delivered:{c}") for c, p in state.players.items() for lt in p.letters_delivered]
    return out


def hidden_tokens(state: GameState) -> set[str]:
    """Token identities nobody but (for tokens in hand) their owner may know: H-1, H-2."""
    hidden = set(state.drop_stack) | {t for tokens in state.drops.values() for t in tokens}
    for p in state.players.values():
        hidden |= set(p.tokens)
    return hidden


def assert_every_token_and_letter_in_one_place(state: GameState) -> None:
    places = token_places(state)
    tokens = [t for t, _ in places]
    if state.options.liberator:
        expected = sorted(t.id for t in DATA.drop_tokens.values() if state.options.variant == "advanced" or not t.blue)
    else:
        expected = []
    assert sorted(tokens) == expected, places
    assert all(t for t in state.drops.values()), "an empty drop pile is left on the board"
    assert all(DATA.drop_tokens[t].kind == "ambush" for p in state.players.values() for t in p.ambushes)
    assert all(DATA.drop_tokens[t].kind != "ambush" for p in state.players.values() for t in p.tokens + p.used_tokens)
    letters = [lt for lt, _ in letter_places(state)]
    assert sorted(letters) == (sorted(DATA.letters) if state.options.mail else []), letter_places(state)
    assert all(lts for lts in state.board_letters.values()), "an empty letter pile is left on the board"


def masked(state: GameState) -> GameState:
    """The same state with every hidden token identity replaced by a meaningless name."""
    copy = state.clone()
    names = iter(f"?{i}" for i in range(100))
    copy.drop_stack = [next(names) for _ in copy.drop_stack]
    copy.drops = {space: [next(names) for _ in tokens] for space, tokens in copy.drops.items()}
    for p in copy.players.values():
        p.tokens = [next(names) for _ in p.tokens]
    return copy


def assert_public_view_hides_tokens(state: GameState) -> None:
    """H-1, H-2: the public view does not depend on hidden identities and never names one; counts are shown."""
    public_view = engine.mali.view(state, None)
    assert engine.mali.view(masked(state), None) == public_view
    hidden = hidden_tokens(state)
    leaked = hidden & set(strings_in(public_view, skip_keys=("type", "special")))
    assert not leaked, leaked
    for seen in public_view["players"]:
        p = state.players[seen["colour"]]
        assert seen["tokens"] is None and seen["tokens_held"] == len(p.tokens)
    assert public_view["drops"] == {s: len(t) for s, t in state.drops.items() if t}


def assert_public_events_hide_tokens(state: GameState, events: Events) -> None:
    """H-1, H-2: an event without a "to" never names a token that is (still or again) hidden."""
    hidden = hidden_tokens(state)
    for event in events:
        if event["type"] == "token_found":
            assert private(event) and event["private_to"] in state.seats, event
            continue
        assert not private(event), f"unexpected private event {event}"
        leaked = hidden & set(strings_in(event))
        assert not leaked, (leaked, event)

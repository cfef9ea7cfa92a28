"""Helpers for Liberté's rule tests: arrange a situation on a real game, then drive it through `apply`.

A test starts from `new_game` on the placeholder data, clears or edits the state to what a rule talks about,
starts the flow at a named stage (`run`), and answers every open choice with `choose` (the public interface).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import engine.liberte as L
from data.liberte.loader import FACTIONS, Card, LiberteData, placeholder_data
from engine.liberte.game import Ctx, advance
from engine.liberte.state import GameState
from jsontypes import Json

DATA: LiberteData = placeholder_data()
COLOURS = [str(c) for c in DATA.r("player_colours")]  # never red, blue or white: those are factions
P1, P2, P3 = COLOURS[:3]


def game(n: int = 3, seed: int = 1) -> GameState:
    return L.new_game(COLOURS[:n], seed)[0]


def cards(**want: object) -> list[int]:
    """Card ids of the placeholder deck whose fields equal `want` (type, faction, value, region, general...)."""
    out = []
    for c in DATA.cards.values():
        if all(getattr(c, k) == v for k, v in want.items()):
            out.append(c.id)
    return out


def card(cid: int) -> Card:
    return DATA.cards[cid]


def blank(n: int = 3, seed: int = 1, turn: int = 1) -> GameState:
    """A game with players in order P1, P2, P3…, empty hands and displays (all cards in the deck), no choice open."""
    s = game(n, seed)
    s.order = COLOURS[:n]
    for c in s.order:
        s.deck += s.hands[c] + s.displays[c]
        s.hands[c], s.displays[c] = [], []
    s.pending = None
    s.play = None
    s.turn = turn
    return s


def _pull(s: GameState, cid: int) -> None:
    for pile in [s.deck, s.offer, s.discard, s.box, *s.hands.values(), *s.displays.values()]:
        if cid in pile:
            pile.remove(cid)
            return
    raise AssertionError(f"card {cid} is nowhere")


def give(s: GameState, colour: str, ids: Iterable[int], display: bool = False) -> None:
    for cid in ids:
        _pull(s, cid)
        (s.displays if display else s.hands)[colour].append(cid)


def stack(s: GameState, prov: int, owner: str, colour: str, n: int) -> None:
    s.provinces[str(prov)].append({"owner": owner, "colour": colour, "n": n})
    s.supply[colour] -= n
    s.tokens[owner] -= 1


def run(s: GameState, stage: str) -> list[Json]:
    """Start the flow at `stage` (the arranged state is edited in place) and run it to the next choice."""
    s.stage = stage
    s.pending = None
    ctx = Ctx(s, DATA)
    advance(ctx)
    return ctx.events


def choose(s: GameState, colour: str, option: str) -> tuple[GameState, list[Json]]:
    return L.apply(s, L.Choose(colour, option))


def answer(s: GameState, *steps: tuple[str, str]) -> tuple[GameState, list[Json]]:
    events: list[Json] = []
    for colour, option in steps:
        s, ev = choose(s, colour, option)
        events += ev
    return s, events


def at_action(s: GameState) -> GameState:
    """Open the action phase (round 1, P1 to act)."""
    run(s, "action_start")
    return s


def conserved_blocks(s: GameState) -> dict[str, int]:
    """Blocks per faction wherever they are: supply, parked, map, votes, Lost Battles."""
    out = dict(s.supply)
    for parked in s.parked.values():
        for f in FACTIONS:
            out[f] += parked[f]
    for f, n in s.blocks().items():
        out[f] += n
    for v in s.votes.values():
        for f in FACTIONS:
            out[f] += v[f]
    out["W"] += len(s.lost_battles)
    return out


def tokens_of(s: GameState, colour: str) -> int:
    """A player's tokens wherever they are (two are on the VP and order tracks, LB-0.10.1)."""
    on_map = sum(1 for stacks in s.provinces.values() for st in stacks if st["owner"] == colour)
    return s.tokens[colour] + on_map + s.battle_box[colour] + s.presence.count(colour) + 2


def random_game(n: int, seed: int, limit: int = 100_000) -> tuple[GameState, list[L.Action]]:
    """A whole game with uniformly random legal choices (fixed seed)."""
    s = game(n, seed)
    r = random.Random(seed)
    log: list[L.Action] = []
    while s.phase != "ended" and len(log) < limit:
        w = L.waiting_for(s)[0]
        a = r.choice(L.legal_actions(s, w))
        log.append(a)
        s, _ = L.apply(s, a)
    return s, log

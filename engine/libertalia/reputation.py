"""Reputation (§3): the track is a list of the 6 tokens, position 1 = lowest. Overflow turns into doubloons."""

from __future__ import annotations

from engine.libertalia import coins
from engine.libertalia.ctx import Ctx


def _move(track: list[str], colour: str, to: int) -> None:
    track.remove(colour)
    track.insert(to - 1, colour)


def gain(ctx: Ctx, colour: str, n: int, **why: object) -> None:
    """LT-3.3: up n spaces (others slide left); beyond the top, gain the rest as doubloons."""
    if n <= 0:
        return
    track = ctx.state.reputation
    p = track.index(colour) + 1
    top = len(track)
    to = min(p + n, top)
    overflow = max(0, p + n - top)
    _move(track, colour, to)
    ctx.emit("reputation_gained", player=colour, count=n, **{"from": p}, to=to, overflow=overflow, **why)
    coins.gain(ctx, colour, overflow, rule="LT-3.3")


def lose(ctx: Ctx, colour: str, n: int, **why: object) -> None:
    """LT-3.4: down n spaces (others slide right); below the bottom, lose the rest as doubloons (floored)."""
    if n <= 0:
        return
    track = ctx.state.reputation
    p = track.index(colour) + 1
    to = max(p - n, 1)
    overflow = max(0, 1 - (p - n))
    _move(track, colour, to)
    ctx.emit("reputation_lost", player=colour, count=n, **{"from": p}, to=to, overflow=overflow, **why)
    coins.lose(ctx, colour, overflow, rule="LT-3.4")


def to_end(ctx: Ctx, colour: str, end: str, coins_per_space: int, **why: object) -> None:
    """LT-3.5 (Bandit, Captain): move to the leftmost/rightmost space; gain or lose per space moved, no overflow."""
    track = ctx.state.reputation
    p = track.index(colour) + 1
    to = 1 if end == "left" else len(track)
    moved = abs(p - to)
    if moved == 0:
        return
    _move(track, colour, to)
    kind = "reputation_lost" if to < p else "reputation_gained"
    ctx.emit(kind, player=colour, count=moved, **{"from": p}, to=to, overflow=0, **why)
    amount = moved * coins_per_space
    if amount > 0:
        coins.gain(ctx, colour, amount, rule="LT-3.5")
    elif amount < 0:
        coins.lose(ctx, colour, -amount, rule="LT-3.5")

"""Doubloons (§4): gains, losses with the floor at zero (LT-4.2), payments between players (LT-4.3)."""

from __future__ import annotations

from engine.libertalia.ctx import Ctx


def gain(ctx: Ctx, colour: str, n: int, **why: object) -> None:
    if n <= 0:
        return
    p = ctx.state.players[colour]
    p.coins += n
    ctx.emit("coins_gained", player=colour, count=n, coins=p.coins, **why)


def lose(ctx: Ctx, colour: str, n: int, **why: object) -> int:
    """Lose up to n doubloons; the part beyond the coins held is not paid (LT-4.2). Returns what was lost."""
    if n <= 0:
        return 0
    p = ctx.state.players[colour]
    paid = min(n, p.coins)
    p.coins -= paid
    ctx.emit("coins_lost", player=colour, count=paid, asked=n, coins=p.coins, **why)
    return paid


def pay(ctx: Ctx, payer: str, to: str, n: int, **why: object) -> int:
    """`payer` gives `to` min(n, payer's coins) (LT-4.3)."""
    if n <= 0 or payer == to:
        return 0
    src, dst = ctx.state.players[payer], ctx.state.players[to]
    paid = min(n, src.coins)
    src.coins -= paid
    dst.coins += paid
    ctx.emit("coins_paid", player=payer, to=to, count=paid, asked=n, **why)
    return paid

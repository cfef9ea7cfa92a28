"""Characters and loot moving between places, each move once, with its public event (LT-0.3 terms)."""

from __future__ import annotations

from bisect import insort

from engine.libertalia import island
from engine.libertalia.ctx import Ctx


def island_to_graveyard(ctx: Ctx, owner: str, rank: int, by: str, **why: object) -> bool:
    if island.remove(ctx.state, owner, rank) is None:
        return False
    insort(ctx.state.players[owner].graveyard, rank)
    ctx.emit("character_discarded", owner=owner, rank=rank, **{"from": "island"}, by=by, **why)
    return True


def island_to_ship(ctx: Ctx, owner: str, rank: int, **why: object) -> bool:
    if island.remove(ctx.state, owner, rank) is None:
        return False
    insort(ctx.state.players[owner].ship, rank)
    ctx.emit("character_boarded", owner=owner, rank=rank, **{"from": "island"}, **why)
    return True


def leave_ship(ctx: Ctx, owner: str, rank: int) -> bool:
    p = ctx.state.players[owner]
    if rank not in p.ship:
        return False
    p.ship.remove(rank)
    if rank in p.kept:  # a kept mark goes with the card (LT-12.10)
        p.kept.remove(rank)
    return True


def ship_to_graveyard(ctx: Ctx, owner: str, rank: int, by: str, **why: object) -> bool:
    if not leave_ship(ctx, owner, rank):
        return False
    insort(ctx.state.players[owner].graveyard, rank)
    ctx.emit("character_discarded", owner=owner, rank=rank, **{"from": "ship"}, by=by, **why)
    return True


def ship_to_hand(ctx: Ctx, owner: str, rank: int, **why: object) -> bool:
    if not leave_ship(ctx, owner, rank):
        return False
    insort(ctx.state.players[owner].hand, rank)
    ctx.emit("character_to_hand", owner=owner, rank=rank, **{"from": "ship"}, **why)
    return True


def _shift(src: list[int], dst: list[int], rank: int) -> bool:
    """Move `rank` from one sorted pile to another; False (and nothing moved) when `src` lacks it."""
    if rank not in src:
        return False
    src.remove(rank)
    insort(dst, rank)
    return True


def hand_to_ship(ctx: Ctx, owner: str, rank: int, **why: object) -> bool:
    p = ctx.state.players[owner]
    if not _shift(p.hand, p.ship, rank):
        return False
    ctx.emit("character_boarded", owner=owner, rank=rank, **{"from": "hand"}, **why)
    return True


def graveyard_to_ship(ctx: Ctx, owner: str, rank: int, **why: object) -> bool:
    p = ctx.state.players[owner]
    if not _shift(p.graveyard, p.ship, rank):
        return False
    ctx.emit("character_boarded", owner=owner, rank=rank, **{"from": "graveyard"}, **why)
    return True


def graveyard_to_hand(ctx: Ctx, owner: str, rank: int, **why: object) -> bool:
    p = ctx.state.players[owner]
    if not _shift(p.graveyard, p.hand, rank):
        return False
    ctx.emit("character_recovered", owner=owner, **why)  # which card stays private (LT-16.2)
    return True


# ---- loot ----

def add_loot(ctx: Ctx, colour: str, kind: str) -> None:
    p = ctx.state.players[colour]
    p.loot[kind] = p.loot.get(kind, 0) + 1


def remove_loot(ctx: Ctx, colour: str, kind: str, n: int = 1) -> None:
    p = ctx.state.players[colour]
    left = p.loot.get(kind, 0) - n
    if left < 0:
        raise RuntimeError(f"{colour} has no {kind} to remove")
    if left:
        p.loot[kind] = left
    else:
        p.loot.pop(kind, None)


def day_to_player(ctx: Ctx, colour: str, kind: str, **why: object) -> None:
    """`colour` takes a `kind` token from the current day's loot (LT-8.2, and the abilities that take one)."""
    ctx.state.loot_days[ctx.state.day - 1].remove(kind)
    add_loot(ctx, colour, kind)
    ctx.emit("loot_taken", player=colour, loot=kind, **{"from": "day"}, **why)


def to_bag(ctx: Ctx, kind: str) -> None:
    """The bag is kept sorted in the canonical order, so its content (not the draw order) is the state."""
    insort(ctx.state.bag, kind, key=ctx.data.loot_index.__getitem__)


def take_from_day(ctx: Ctx, day_index: int, kind: str) -> bool:
    tokens = ctx.state.loot_days[day_index]
    if kind not in tokens:
        return False
    tokens.remove(kind)
    return True


def kinds_in(ctx: Ctx, tokens: list[str]) -> list[str]:
    """Distinct kinds in canonical order: options are offered once per kind (the tokens are identical)."""
    if len(tokens) <= 1:
        return list(tokens)
    return sorted(set(tokens), key=ctx.data.loot_index.__getitem__)

"""End of a voyage (§10): the anchor batch (LT-4.4), hooks (LT-12.7/12.10), scoring and clean-up.

Order within one player's anchor matters only between the First Mate's count, the Witch's return and the hooks;
the engine uses the order best for the owner (ruling R-4 in docs/RULINGS_LIBERTALIA.md): characters' counts
first, then the Witch's return, then loot, then the hooks — so no question is asked except the hooks' choice.
"""

from __future__ import annotations

from bisect import insort

from engine.libertalia import moves
from engine.libertalia.ctx import Ctx
from engine.libertalia.resolve import Ask, handler, push
from jsontypes import Json


def _item(ctx: Ctx, colour: str, delta: int, source: Json) -> None:
    if delta == 0:
        return
    ctx.state.players[colour].anchor_delta += delta
    ctx.emit("anchor_item", player=colour, count=delta, source=source, rule="LT-10.2")


def snapshot(ctx: Ctx) -> None:
    """LT-10.2: who holds an Aristocrat-like card, looked at once before anybody resolves anything."""
    for r in ctx.data.anchor_unique_ranks:
        ctx.state.snapshot[f"anchor_{r}"] = [c for c in ctx.state.active() if r in ctx.state.players[c].ship]


@handler("anchor_player")
def anchor_player(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    state, data = ctx.state, ctx.data
    p = state.players[me]
    p.anchor_delta = 0
    p.kept = []  # a kept mark lasts one clean-up (LT-12.10)
    witch: list[int] = []
    extra_maps = 0
    loot_count = p.loot
    for r in list(p.ship):
        a = data.characters[r].ability("anchor")
        if a is None:
            continue
        eff = a["effect"]
        src: Json = {"rank": r}
        if eff == "gain":
            _item(ctx, me, int(a["coins"]), src)
        elif eff == "lose":
            _item(ctx, me, -int(a["coins"]), src)
        elif eff == "gain_per_loot":
            wanted = set(a["loots"])
            _item(ctx, me, sum(n for k, n in loot_count.items() if k in wanted) * int(a["coins"]), src)
        elif eff == "gain_per_ship":
            _item(ctx, me, len(p.ship) * int(a["coins"]), src)
        elif eff == "extra_map":
            if loot_count.get("map", 0) > 0:
                extra_maps += int(a["maps"])
        elif eff == "unique_in_ships":
            holders = state.snapshot.get(f"anchor_{r}", [])
            _item(ctx, me, int(a["gain"]) if holders == [me] else -int(a["lose"]), src)
        elif eff == "collector":
            different = sum(1 for n in loot_count.values() if n > 0)
            table = {int(k): int(v) for k, v in a["table"].items()}
            value = int(a["at_least_coins"]) if different >= int(a["at_least"]) else table.get(different, 0)
            _item(ctx, me, value, src)
        elif eff == "witch_return":
            witch.append(r)
    for r in witch:  # after the counts (the First Mate counts her), before the hooks
        others = [x for x in p.ship if x != r and x in data.night_ranks]
        if not others and r in p.ship:
            moves.ship_to_hand(ctx, me, r, rule="LT-13.5")
    hooks = 0
    for kind in data.loot_order:
        n = loot_count.get(kind, 0)
        if n == 0:
            continue
        a = data.loot[kind].ability("anchor")
        if a is None:
            continue
        eff = a["effect"]
        src = {"loot": kind, "count": n}
        if eff == "gain":
            _item(ctx, me, n * int(a["coins"]), src)
        elif eff == "lose":
            _item(ctx, me, -n * int(a["coins"]), src)
        elif eff == "maps":
            _item(ctx, me, data.map_value(n + extra_maps), dict(src, count=n + extra_maps))
        elif eff == "hook":
            hooks += n
    tasks: list[Json] = [{"op": "hook", "owner": me, "n": i} for i in range(hooks)]
    tasks.append({"op": "anchor_close", "owner": me})
    push(ctx, *tasks)
    return None


@handler("hook")
def hook(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    p = ctx.state.players[me]
    gain = int(ctx.data.loot["hook"].abilities["anchor"]["coins"])
    last = ctx.state.voyage >= int(ctx.data.tunables["voyages"])
    if "answer" not in task:
        opts: list[Json] = [{"id": "gain", "count": gain}]
        if not last:  # LT-12.10: keeping has no effect in voyage 3
            opts += [{"id": f"keep:rank:{r}", "rank": r} for r in p.ship if r not in p.kept]
        return Ask(me, "hook", "LT-12.7", opts, {"loot": "hook", "owner": me})
    if task["answer"] == "gain":
        _item(ctx, me, gain, {"loot": "hook"})
    else:
        r = int(str(task["answer"]).split(":")[2])
        insort(p.kept, r)
        ctx.emit("kept", player=me, rank=r, rule="LT-12.7")
    return None


@handler("anchor_close")
def anchor_close(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    p = ctx.state.players[me]
    before = p.coins
    p.coins = max(0, p.coins + p.anchor_delta)  # LT-4.4: clamp once, at the end
    ctx.emit("anchor_total", player=me, before=before, delta=p.anchor_delta, coins=p.coins, rule="LT-4.4")
    p.anchor_delta = 0
    return None


def score_and_clean(ctx: Ctx) -> None:
    """LT-10.3 and LT-10.4."""
    state = ctx.state
    for c in state.active():
        p = state.players[c]
        p.score += p.coins
        p.voyage_scores.append(p.coins)
        ctx.emit("voyage_scored", player=c, coins=p.coins, score=p.score, rule="LT-10.3")
        p.coins = 0
    for c in state.seats:
        p = state.players[c]
        for kind, n in list(p.loot.items()):
            for _ in range(n):
                moves.to_bag(ctx, kind)
        p.loot = {}
        for r in list(p.ship):
            if r not in p.kept:
                p.ship.remove(r)
                insort(p.graveyard, r)
    for day in state.loot_days:
        for kind in day:
            moves.to_bag(ctx, kind)
    state.loot_days = []
    state.snapshot = {}
    ctx.emit("voyage_ended", voyage=state.voyage, rule="LT-10.4")

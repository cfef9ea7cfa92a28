"""Night (§9): every player's ship abilities, in the order the owner likes, all players at once.

A player's night touches only their own coins, ship and graveyard (the Wind Nymph looks at the others through
the snapshot taken at dusk's end, LT-9.4), so each player's night is a small pure model. The engine explores
every order (and every Witch copy) on that model: when the choice of which ability goes next cannot change
the set of endings still reachable, it resolves the lowest rank without asking; otherwise it asks the owner
which ability resolves next (`night_order`). The Witch's copy is asked the same way (`witch_copy`). Losses are floored one
by one (LT-4.5). End-of-night abilities (Freed Prisoner, and a Witch copying it) wait for LT-9.3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from data.libertalia.loader import GameData
from engine.libertalia import moves
from engine.libertalia.ctx import Ctx
from engine.libertalia.resolve import Ask, handler, push
from jsontypes import Json

WITCH_EFFECT = "copy_night"


@dataclass(frozen=True, slots=True)
class Model:
    coins: int
    ship: tuple[int, ...]
    discarded: tuple[int, ...]  # sorted
    deferred: tuple[tuple[int, int], ...]  # (acting, ability) for the end of the night


@dataclass(frozen=True, slots=True)
class Env:
    data: GameData
    loot: tuple[tuple[str, int], ...]
    unique_nymph: bool


def _ability(env: Env, rank: int) -> dict[str, Any]:
    return env.data.characters[rank].abilities["night"]


def is_end_of_night(env: Env, rank: int) -> bool:
    return rank in env.data.end_of_night_ranks


def _discard(m: Model, rank: int) -> Model:
    ship = tuple(r for r in m.ship if r != rank)
    return Model(m.coins, ship, tuple(sorted((*m.discarded, rank))), m.deferred)


def step(m: Model, acting: int, ability: int, env: Env, out: list[Json] | None = None) -> Model:
    """Carry out `ability`'s night effect for the card `acting` (LT-13.4); events go to `out` if given."""
    a = _ability(env, ability)
    eff = a["effect"]

    def coins(delta: int, mm: Model) -> Model:
        if delta == 0:
            return mm
        new = max(0, mm.coins + delta)
        if out is not None:
            if delta > 0:
                out.append({"type": "coins_gained", "count": delta, "coins": new, "source": {"rank": acting}})
            else:
                out.append({"type": "coins_lost", "count": mm.coins - new, "asked": -delta, "coins": new,
                            "source": {"rank": acting}})
        return Model(new, mm.ship, mm.discarded, mm.deferred)

    def discard(rank: int, mm: Model) -> Model:
        if out is not None:
            out.append({"type": "character_discarded", "rank": rank, "from": "ship", "source": {"rank": acting}})
        return _discard(mm, rank)

    if a.get("end_of_night"):
        return Model(m.coins, m.ship, m.discarded, (*m.deferred, (acting, ability)))
    if eff == "gain":
        return coins(int(a["coins"]), m)
    if eff == "gain_per_loot":
        kinds = set(a["loots"])
        return coins(sum(n for k, n in env.loot if k in kinds) * int(a["coins"]), m)
    if eff == "mutineer":
        if m.ship:
            m = discard(min(m.ship), m)
        return coins(int(a["coins"]), m)
    if eff == "topman":
        m = coins(int(a["coins"]), m)
        return coins(-len(m.ship) * int(a["loss_per_card"]), m)
    if eff == "unique_in_ships":
        if env.unique_nymph:
            return coins(int(a["coins"]), m)
        return discard(acting, m) if acting in m.ship else m
    raise RuntimeError(f"night effect {eff!r} has no step")


def end_of_night(m: Model, env: Env, out: list[Json] | None = None) -> Model:
    """LT-9.3: Freed Prisoner (and a copy) after everything else, in the acting cards' rank order."""
    for acting, ability in sorted(m.deferred):
        if acting not in m.ship:
            continue
        a = _ability(env, ability)
        if out is not None:
            out.append({"type": "ability", "rank": acting, "phase": "night",
                        **({"copy_of": ability} if ability != acting else {})})
        count = sum(1 for r in m.ship if r > int(a["above"]))
        gain = count * int(a["coins_per_card"])
        if gain:
            m = Model(m.coins + gain, m.ship, m.discarded, m.deferred)
            if out is not None:
                out.append({"type": "coins_gained", "count": gain, "coins": m.coins, "source": {"rank": acting}})
        if gain >= int(a["discard_at"]):
            if out is not None:
                out.append({"type": "character_discarded", "rank": acting, "from": "ship",
                            "source": {"rank": acting}})
            m = _discard(m, acting)
    return Model(m.coins, m.ship, m.discarded, ())


def available(m: Model, done: frozenset[int], env: Env) -> list[int]:
    night = env.data.night_ranks
    return [r for r in m.ship if r in night and r not in done and not is_end_of_night(env, r)]


def witch_targets(m: Model, acting: int, env: Env) -> list[int]:
    return [r for r in m.ship if r in env.data.night_ranks and r != acting]


def _is_witch(env: Env, rank: int) -> bool:
    return bool(_ability(env, rank)["effect"] == WITCH_EFFECT)


def resolve_options(m: Model, rank: int, env: Env) -> list[Model]:
    """The models after resolving `rank`'s night ability, one per choice it may make (the Witch's copy)."""
    if rank not in m.ship:
        return [m]
    if _is_witch(env, rank):
        targets = witch_targets(m, rank, env)
        return [step(m, rank, t, env) for t in targets] or [m]
    return [step(m, rank, rank, env)]


def outcomes(m: Model, done: frozenset[int], env: Env, memo: dict[Any, frozenset[Model]]) -> frozenset[Model]:
    key = (m, done)
    hit = memo.get(key)
    if hit is not None:
        return hit
    avail = available(m, done, env)
    if not avail:
        res = frozenset({end_of_night(m, env)})
    else:
        acc: set[Model] = set()
        for r in avail:
            for m2 in resolve_options(m, r, env):
                acc |= outcomes(m2, done | {r}, env, memo)
        res = frozenset(acc)
    memo[key] = res
    return res


def _order_matters(m: Model, done: frozenset[int], avail: list[int], env: Env,
                   memo: dict[Any, frozenset[Model]]) -> bool:
    """Whether choosing which ability goes next can change what the night may end with (ruling R-3)."""
    reachable = set()
    for r in avail:
        acc: set[Model] = set()
        for m2 in resolve_options(m, r, env):
            acc |= outcomes(m2, done | {r}, env, memo)
        reachable.add(frozenset(acc))
    return len(reachable) > 1


# ---------------------------------------------------------------- against the real state

def model_of(ctx: Ctx, colour: str) -> tuple[Model, Env]:
    p = ctx.state.players[colour]
    holders = ctx.state.snapshot.get("night_nymph", [])
    env = Env(ctx.data, tuple(sorted(p.loot.items())), holders == [colour])
    return Model(p.coins, tuple(p.ship), (), tuple((a, b) for a, b in ctx.state.night_deferred.get(colour, []))), env


def commit(ctx: Ctx, colour: str, before: Model, after: Model, events: list[Json]) -> None:
    p = ctx.state.players[colour]
    p.coins = after.coins
    for e in events:  # in the order they happened: a Freed Prisoner gains, then leaves the ship
        if e["type"] == "character_discarded":
            moves.ship_to_graveyard(ctx, colour, int(e["rank"]), by=colour, source=e["source"], rule="LT-9.1")
            continue
        ctx.emit(e["type"], **{"player": colour, **{k: v for k, v in e.items() if k != "type"}})
    for r in before.ship:  # the model's ship is the truth; every discard above is named by an event
        if r not in after.ship:
            moves.ship_to_graveyard(ctx, colour, r, by=colour, rule="LT-9.1")
    if after.deferred:
        ctx.state.night_deferred[colour] = [[a, b] for a, b in after.deferred]
    else:
        ctx.state.night_deferred.pop(colour, None)


@handler("night_step")
def night_step(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    done = frozenset(int(x) for x in task["done"])
    m, env = model_of(ctx, me)
    avail = available(m, done, env)
    if not avail:
        return None
    if "answer" in task:
        r = int(str(task["answer"]).split(":")[1])
    else:
        memo: dict[Any, frozenset[Model]] = {}
        if len(avail) > 1 and _order_matters(m, done, avail, env, memo):
            return Ask(me, "night_order", "LT-9.1", [{"id": f"order:{x}", "rank": x} for x in avail])
        r = avail[0]
    push(ctx, {"op": "night_resolve", "owner": me, "rank": r, "done": sorted(done | {r})},
         {"op": "night_step", "owner": me, "done": sorted(done | {r})})
    return None


@handler("night_resolve")
def night_resolve(ctx: Ctx, task: Json) -> Ask | None:
    me, rank = str(task["owner"]), int(task["rank"])
    m, env = model_of(ctx, me)
    if rank not in m.ship:
        return None
    target = rank
    if _is_witch(env, rank):
        targets = witch_targets(m, rank, env)
        if not targets:
            ctx.emit("ability_nothing", player=me, rank=rank, reason="no_option")
            return None
        if "answer" in task:
            target = int(str(task["answer"]).split(":")[1])
        else:
            done = frozenset(int(x) for x in task["done"])
            memo: dict[Any, frozenset[Model]] = {}
            reachable = {outcomes(step(m, rank, t, env), done, env, memo) for t in targets}
            if len(reachable) > 1:
                return Ask(me, "witch_copy", "LT-13.4", [{"id": f"rank:{t}", "rank": t} for t in targets],
                           {"rank": rank, "owner": me})
            target = targets[0]
    ctx.emit("ability", player=me, rank=rank, phase="night", **({"copy_of": target} if target != rank else {}))
    out: list[Json] = []
    after = step(m, rank, target, env, out)
    commit(ctx, me, m, after, out)
    return None


def finish_night(ctx: Ctx) -> None:
    """LT-9.3 for every player, then clear the night's bookkeeping."""
    for colour in ctx.state.active():
        if not ctx.state.night_deferred.get(colour):
            continue
        m, env = model_of(ctx, colour)
        out: list[Json] = []
        after = end_of_night(m, env, out)
        commit(ctx, colour, m, after, out)
    ctx.state.night_deferred = {}

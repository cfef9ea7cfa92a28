"""Daytime (§7) and dusk (§8) abilities of the characters and the loot tokens, as resolution tasks.

Task shapes (main lane): day_ability {owner, rank, ability} (rank = the acting card, ability = the card whose
day ability runs: differs for an Apprentice copy, LT-13.4), dusk_turn {owner, rank}, loot_step, token_gained
{owner, loot}, saber, cook, char_dusk, board, board_self, discard_self, midshipman_remove, scout_place.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.libertalia import coins, island, moves, reputation
from engine.libertalia.ctx import Ctx
from engine.libertalia.resolve import Ask, handler, push, run_lane
from engine.libertalia.state import MAIN, Figure
from engine.rng import Rng
from jsontypes import Json

DayFn = Callable[[Ctx, Json, str, int, dict[str, Any]], "Ask | None"]  # (ctx, task, owner, acting rank, params)


def _src(task: Json) -> Json:
    return {"rank": int(task["rank"]), "owner": str(task["owner"])}


def _nothing(ctx: Ctx, task: Json, reason: str) -> None:
    ctx.emit("ability_nothing", player=task["owner"], rank=int(task["rank"]), reason=reason)


def _loot_options(ctx: Ctx, tokens: list[str]) -> list[Json]:
    return [{"id": f"loot:{k}", "loot": k} for k in moves.kinds_in(ctx, tokens)]


def _rank_options(ranks: list[int]) -> list[Json]:
    return [{"id": f"rank:{r}", "rank": r} for r in ranks]


def _ask(ctx: Ctx, task: Json, me: str, kind: str, rule: str, options: list[Json], empty: str,
         private: bool = False) -> Ask | None:
    """Ask `me` to pick one of `options`; with none to pick, the ability does nothing (`empty` says why)."""
    if not options:
        _nothing(ctx, task, empty)
        return None
    return Ask(me, kind, rule, options, _src(task), private=private)


def _answer_part(task: Json, i: int) -> str:
    return str(task["answer"]).split(":")[i]


def current_day(ctx: Ctx) -> list[str]:
    return ctx.state.loot_days[ctx.state.day - 1]


# ---------------------------------------------------------------- day abilities

@handler("day_ability")
def day_ability(ctx: Ctx, task: Json) -> Ask | None:
    ability = ctx.data.characters[int(task["ability"])].abilities["day"]
    fn = DAY_EFFECTS[str(ability["effect"])]
    return fn(ctx, task, str(task["owner"]), int(task["rank"]), ability)


def _scout(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    moves.island_to_graveyard(ctx, me, rank, by=me, rule="LT-13.6")
    push(ctx, {"op": "scout_place", "owner": me, "rank": rank})
    return None


@handler("scout_place")
def scout_place(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    hand = ctx.state.players[me].hand
    if "answer" not in task:
        return _ask(ctx, task, me, "scout_place", "LT-13.6", _rank_options(hand), "empty_hand", private=True)
    r = int(_answer_part(task, 1))
    hand.remove(r)
    fig = Figure(r, me)
    island.insert(ctx.state, fig, int(ctx.data.tunables["midshipman_below"]))
    ctx.emit("character_inserted", owner=me, rank=r, slot=island.slot_of(ctx.state, fig), rule="LT-6.4")
    return None


def _copy_day(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    ship = ctx.state.players[me].ship
    if "answer" not in task:
        ranks = [r for r in ship if r in ctx.data.day_ranks and r != rank]
        if not ranks:
            _nothing(ctx, task, "no_option")
            return None
        if len(ranks) == 1 or not _same_outcome(ctx, me, rank, ranks):
            return Ask(me, "apprentice_copy", "LT-13.4", _rank_options(ranks), _src(task))
        r = ranks[0]  # every copy leaves the same state (e.g. all do nothing): not asked
    else:
        r = int(_answer_part(task, 1))
    ctx.emit("ability", player=me, rank=rank, phase="day", copy_of=r)
    push(ctx, {"op": "day_ability", "owner": me, "rank": rank, "ability": r})
    return None


def _same_outcome(ctx: Ctx, me: str, rank: int, ranks: list[int]) -> bool:
    """Whether copying each of `ranks` ends in one and the same state, none of them asking a question of its own.

    The only choice whose different options can lead to the same state is the Apprentice's (two copied
    abilities that both do nothing, say); the contract is that such a choice is not asked (ruling R-1).
    """
    seen: set[str] = set()
    for r in ranks:
        trial = ctx.state.clone()
        trial.pending = []
        trial.lanes = {MAIN: [{"op": "day_ability", "owner": me, "rank": rank, "ability": r}]}
        if run_lane(Ctx(trial, ctx.data, [], MAIN), MAIN):
            return False
        d = trial.to_dict()
        d.pop("last_events")
        seen.add(json.dumps(d, sort_keys=True))
        if len(seen) > 1:
            return False
    return True


def _rightmost(ctx: Ctx, task: Json) -> tuple[str, int] | None:
    """Owner and rank of the character at the island's right end; None (and the ability does nothing) when that
    is the Midshipman."""
    right = ctx.state.island[-1] if ctx.state.island else None
    if right is None or right.owner is None:
        _nothing(ctx, task, "midshipman")
        return None
    return right.owner, right.rank


def _beggar(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    right = _rightmost(ctx, task)
    if right is None:
        return None
    owner, _ = right
    coins.pay(ctx, owner, me, int(a["coins"]), rule="LT-4.3")
    reputation.gain(ctx, owner, int(a["reputation"]), rule="LT-13.5")
    return None


def _ship_to_hand(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    if "answer" not in task:
        return _ask(ctx, task, me, "innkeeper_return", "LT-13.5", _rank_options(ctx.state.players[me].ship),
                    "no_option")
    moves.ship_to_hand(ctx, me, int(_answer_part(task, 1)), rule="LT-13.5")
    return None


def _if_leftmost_gain(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    isl = ctx.state.island
    if isl and isl[0].owner == me and isl[0].rank == rank:
        coins.gain(ctx, me, int(a["coins"]), source={"rank": rank})
    else:
        _nothing(ctx, task, "not_leftmost")
    return None


def _if_rightmost_gain(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    isl = ctx.state.island
    if isl and isl[-1].owner == me and isl[-1].rank == rank:
        coins.gain(ctx, me, int(a["coins"]), source={"rank": rank})
    else:
        _nothing(ctx, task, "not_rightmost")
    return None


def _reputation_to_end(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    reputation.to_end(ctx, me, str(a["end"]), int(a["coins_per_space"]), rule="LT-3.5")
    return None


def _preacher(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    p = ctx.state.players[me]
    if "answer" not in task:
        if not p.loot:
            _nothing(ctx, task, "no_loot")
            return None
        return Ask(me, "preacher_keep", "LT-13.5", _loot_options(ctx, [k for k in p.loot]), _src(task))
    keep = _answer_part(task, 1)
    gone: list[str] = []
    for kind in ctx.data.loot_order:
        n = p.loot.get(kind, 0) - (1 if kind == keep else 0)
        if n > 0:
            moves.remove_loot(ctx, me, kind, n)
            for _ in range(n):
                moves.to_bag(ctx, kind)
            gone += [kind] * n
    if gone:
        ctx.emit("loot_discarded", player=me, loots=gone, source={"rank": rank})
        reputation.gain(ctx, me, len(gone) * int(a["reputation_per_token"]), rule="LT-13.5")
    return None


def _stowaway(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    bag = ctx.state.bag
    after = {"op": "discard_self", "owner": me, "rank": rank}
    if not bag:
        _nothing(ctx, task, "empty_bag")
        push(ctx, after)
        return None
    rng = Rng(ctx.state.rng)
    kind = bag.pop(rng.below(len(bag)))
    ctx.state.rng = rng.state
    moves.add_loot(ctx, me, kind)
    ctx.emit("loot_taken", player=me, loot=kind, **{"from": "bag"}, source={"rank": rank})
    push(ctx, {"op": "token_gained", "owner": me, "rank": rank, "loot": kind}, after)
    return None


def _lose_fraction(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    p = ctx.state.players[me]
    coins.lose(ctx, me, p.coins * int(a["numerator"]) // int(a["denominator"]), source={"rank": rank})
    return None


def _officer(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    p = ctx.state.players[me]
    target = int(a["threshold"])
    if p.coins >= target:
        reputation.gain(ctx, me, int(a["reputation"]), rule="LT-13.5")
    else:
        n = target - p.coins
        p.coins = target
        ctx.emit("coins_set", player=me, count=n, coins=p.coins, source={"rank": rank})
    return None


def _smuggler(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    after = {"op": "board_self", "owner": me, "rank": rank}
    tokens = current_day(ctx)
    if "answer" not in task:
        if not tokens:
            _nothing(ctx, task, "no_loot")
            push(ctx, after)
            return None
        return Ask(me, "smuggler_take", "LT-13.6", _loot_options(ctx, tokens), _src(task))
    kind = _answer_part(task, 1)
    moves.day_to_player(ctx, me, kind, source={"rank": rank})
    push(ctx, {"op": "token_gained", "owner": me, "rank": rank, "loot": kind}, after)
    return None


def _bodyguard(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    tokens = current_day(ctx)
    kinds = set(a["loots"])
    gone = [k for k in tokens if k in kinds]
    if not gone:
        _nothing(ctx, task, "no_loot")
        return None
    ctx.state.loot_days[ctx.state.day - 1] = [k for k in tokens if k not in kinds]
    for k in gone:
        moves.to_bag(ctx, k)
    ctx.emit("loot_destroyed", player=me, loots=gone, source={"rank": rank})
    coins.gain(ctx, me, len(gone) * int(a["coins_per_token"]), source={"rank": rank})
    return None


def _brute(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    right = _rightmost(ctx, task)
    if right is None:
        return None
    owner, target = right
    moves.island_to_graveyard(ctx, owner, target, by=me, source={"rank": rank})
    reputation.gain(ctx, owner, int(a["reputation"]), rule="LT-13.5")
    return None


def _ship_options(ctx: Ctx, colours: list[str], ranks: set[int] | None = None) -> list[Json]:
    out = []
    for c in colours:
        for r in ctx.state.players[c].ship:
            if ranks is None or r in ranks:
                out.append({"id": f"owner:{c}:rank:{r}", "owner": c, "rank": r})
    return out


def _gunner(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    if "answer" not in task:
        opts = _ship_options(ctx, ctx.state.active())
        return _ask(ctx, task, me, "gunner_target", "LT-13.5", opts, "no_target")
    owner, r = _answer_part(task, 1), int(_answer_part(task, 3))
    moves.ship_to_graveyard(ctx, owner, r, by=me, source={"rank": rank})
    if owner == me:
        reputation.gain(ctx, me, int(a["reputation_own"]), rule="LT-13.5")
    else:
        reputation.lose(ctx, me, int(a["reputation_other"]), rule="LT-13.5")
    return None


def _necromancer(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    p = ctx.state.players[me]
    relic = str(a["loot"])
    if "answer" not in task:
        if not p.loot.get(relic):
            _nothing(ctx, task, "no_relic")
            return None
        return _ask(ctx, task, me, "necromancer_raise", "LT-13.6", _rank_options(p.graveyard), "empty_graveyard",
                    private=True)
    moves.remove_loot(ctx, me, relic)
    moves.to_bag(ctx, relic)
    ctx.emit("loot_discarded", player=me, loots=[relic], source={"rank": rank})
    moves.graveyard_to_ship(ctx, me, int(_answer_part(task, 1)), source={"rank": rank})
    return None


def _gain_each(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any], n: int, empty: str) -> None:
    """a["coins"] doubloons for each of `n` things counted; none counted, the ability does nothing (`empty`)."""
    if n:
        coins.gain(ctx, me, n * int(a["coins"]), source={"rank": rank})
    else:
        _nothing(ctx, task, empty)


def _lose_each(ctx: Ctx, me: str, rank: int, a: dict[str, Any], n: int) -> None:
    if n:
        coins.lose(ctx, me, n * int(a["coins"]), source={"rank": rank})


def _gain_per_ship(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    below = a.get("below")
    n = sum(1 for r in ctx.state.players[me].ship if below is None or r < int(below))
    _gain_each(ctx, task, me, rank, a, n, "no_option")
    return None


def _lose_per_ship(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    _lose_each(ctx, me, rank, a, len(ctx.state.players[me].ship))
    return None


def _brawler(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    base = int(task["ability"])
    if "answer" not in task:
        opts = _ship_options(ctx, [c for c in ctx.state.active() if c != me], {base})
        return _ask(ctx, task, me, "brawler_target", "LT-13.5", opts, "no_target")
    owner, r = _answer_part(task, 1), int(_answer_part(task, 3))
    moves.ship_to_graveyard(ctx, owner, r, by=me, source={"rank": rank})
    reputation.gain(ctx, me, int(a["reputation"]), rule="LT-13.5")
    return None


def neighbours(ctx: Ctx, me: str) -> list[str]:
    """LT-2.1 / LT-13.6: the players seated next to `me` (among those still playing), in seat order."""
    act = ctx.state.active()
    if me not in act or len(act) < 2:
        return []
    i = act.index(me)
    near = {act[i - 1], act[(i + 1) % len(act)]}
    return [c for c in act if c in near and c != me]


def _thief(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    if "answer" not in task:
        opts = []
        for c in neighbours(ctx, me):
            for k in moves.kinds_in(ctx, list(ctx.state.players[c].loot)):
                opts.append({"id": f"owner:{c}:loot:{k}", "owner": c, "loot": k})
        return _ask(ctx, task, me, "thief_take", "LT-13.6", opts, "no_loot")
    owner, kind = _answer_part(task, 1), _answer_part(task, 3)
    moves.remove_loot(ctx, owner, kind)
    moves.add_loot(ctx, me, kind)
    ctx.emit("loot_stolen", player=me, from_player=owner, loot=kind, source={"rank": rank}, rule="LT-8.5")
    reputation.lose(ctx, me, int(a["reputation_loss"]), rule="LT-13.5")
    return None


def _recruiter(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    if "answer" not in task:
        return _ask(ctx, task, me, "recruiter_board", "LT-13.6", _rank_options(ctx.state.players[me].hand),
                    "empty_hand", private=True)
    moves.hand_to_ship(ctx, me, int(_answer_part(task, 1)), source={"rank": rank})
    return None


def _watchman(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    d = ctx.state.day - 1
    days = ctx.state.loot_days
    if d + 1 >= len(days):
        _nothing(ctx, task, "no_next_day")
        return None
    cur, nxt = days[d], days[d + 1]
    if "answer" not in task:
        if not cur or not nxt:
            _nothing(ctx, task, "no_loot")
            return None
        opts = []
        same = False
        for x in moves.kinds_in(ctx, cur):
            for y in moves.kinds_in(ctx, nxt):
                if x == y:
                    if same:
                        continue  # every same-kind swap leaves the board as it was: offer one
                    same = True
                opts.append({"id": f"swap:{x}:{y}", "loot": x, "loot_next": y})
        return Ask(me, "watchman_swap", "LT-13.6", opts, _src(task))
    x, y = _answer_part(task, 1), _answer_part(task, 2)
    cur.remove(x)
    nxt.remove(y)
    cur.append(y)
    nxt.append(x)
    order = ctx.data.loot_order
    cur.sort(key=order.index)
    nxt.sort(key=order.index)
    ctx.emit("loot_swapped", player=me, loot=x, loot_next=y, source={"rank": rank})
    return None


def _merchant(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    p = ctx.state.players[me]
    prices = {int(k): int(v) for k, v in a["prices"].items()}
    if "answer" not in task:
        opts = []
        for k in moves.kinds_in(ctx, list(p.loot)):
            for n in sorted(prices):
                if n <= p.loot[k]:
                    opts.append({"id": f"loot:{k}:count:{n}", "loot": k, "count": n, "coins": prices[n]})
        return _ask(ctx, task, me, "merchant_sell", "LT-13.6", opts, "no_loot")
    kind, n = _answer_part(task, 1), int(_answer_part(task, 3))
    moves.remove_loot(ctx, me, kind, n)
    for _ in range(n):
        moves.to_bag(ctx, kind)
    ctx.emit("loot_sold", player=me, loot=kind, count=n, coins=prices[n], source={"rank": rank})
    coins.gain(ctx, me, prices[n], source={"rank": rank})
    return None


def _surgeon(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    if "answer" not in task:
        return _ask(ctx, task, me, "surgeon_recover", "LT-13.5", _rank_options(ctx.state.players[me].graveyard),
                    "empty_graveyard", private=True)
    moves.graveyard_to_hand(ctx, me, int(_answer_part(task, 1)), source={"rank": rank})
    return None


def _loot_count(ctx: Ctx, me: str, kinds: list[str] | None) -> int:
    loot = ctx.state.players[me].loot
    return sum(n for k, n in loot.items() if kinds is None or k in kinds)


def _gain_per_loot(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    _gain_each(ctx, task, me, rank, a, _loot_count(ctx, me, a.get("loots")), "no_loot")
    return None


def _lose_per_loot(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    _lose_each(ctx, me, rank, a, _loot_count(ctx, me, a.get("loots")))
    return None


def _reputation(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    reputation.gain(ctx, me, int(a["count"]), rule="LT-13.5")
    return None


def _gain(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    coins.gain(ctx, me, int(a["coins"]), source={"rank": rank})
    return None


def _lose(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    coins.lose(ctx, me, int(a["coins"]), source={"rank": rank})
    return None


def _governor(ctx: Ctx, task: Json, me: str, rank: int, a: dict[str, Any]) -> Ask | None:
    ship = list(ctx.state.players[me].ship)
    if not ship:
        _nothing(ctx, task, "no_option")
        return None
    for r in ship:
        moves.ship_to_graveyard(ctx, me, r, by=me, source={"rank": rank})
    reputation.gain(ctx, me, len(ship) * int(a["reputation_per_card"]), rule="LT-13.5")
    return None


DAY_EFFECTS: dict[str, DayFn] = {
    "scout": _scout, "copy_day": _copy_day, "beggar": _beggar, "ship_to_hand": _ship_to_hand,
    "if_leftmost_gain": _if_leftmost_gain, "if_rightmost_gain": _if_rightmost_gain,
    "reputation_to_end": _reputation_to_end, "preacher": _preacher, "stowaway": _stowaway,
    "lose_fraction": _lose_fraction, "officer": _officer, "smuggler": _smuggler, "bodyguard": _bodyguard,
    "brute": _brute, "gunner": _gunner, "necromancer": _necromancer, "gain_per_ship": _gain_per_ship,
    "lose_per_ship": _lose_per_ship, "brawler": _brawler, "thief": _thief, "recruiter": _recruiter,
    "watchman": _watchman, "merchant": _merchant, "surgeon": _surgeon, "gain_per_loot": _gain_per_loot,
    "lose_per_loot": _lose_per_loot, "reputation": _reputation, "governor": _governor, "gain": _gain, "lose": _lose,
}


@handler("discard_self")
def discard_self(ctx: Ctx, task: Json) -> Ask | None:
    moves.island_to_graveyard(ctx, str(task["owner"]), int(task["rank"]), by=str(task["owner"]), rule="LT-13.4")
    return None


@handler("board_self")
def board_self(ctx: Ctx, task: Json) -> Ask | None:
    moves.island_to_ship(ctx, str(task["owner"]), int(task["rank"]), rule="LT-13.6")
    return None


# ---------------------------------------------------------------- loot tokens gained (LT-8.5)

@handler("token_gained")
def token_gained(ctx: Ctx, task: Json) -> Ask | None:
    kind = str(task["loot"])
    a = ctx.data.loot[kind].ability("dusk")
    if a is None:
        return None
    me = str(task["owner"])
    if a["effect"] == "reputation":
        reputation.gain(ctx, me, int(a["count"]), rule="LT-12.5")
    elif a["effect"] == "saber":
        push(ctx, {"op": "saber", "owner": me, "rank": int(task["rank"])})
    return None


@handler("saber")
def saber(ctx: Ctx, task: Json) -> Ask | None:
    me = str(task["owner"])
    if "answer" not in task:
        opts = [{"id": f"owner:{f.owner}:rank:{f.rank}", "owner": f.owner, "rank": f.rank}
                for f in ctx.state.island if f.owner is not None and f.owner != me]
        if not opts:
            ctx.emit("ability_nothing", player=me, rank=int(task["rank"]), reason="no_target", loot="saber")
            return None
        return Ask(me, "saber_target", "LT-12.8", opts, {"loot": "saber", "owner": me})
    owner, r = _answer_part(task, 1), int(_answer_part(task, 3))
    moves.island_to_graveyard(ctx, owner, r, by=me, source={"loot": "saber"}, rule="LT-12.8")
    return None


# ---------------------------------------------------------------- dusk (§8)

@handler("dusk_turn")
def dusk_turn(ctx: Ctx, task: Json) -> Ask | None:
    me, rank = str(task["owner"]), int(task["rank"])
    fig = ctx.state.figure(me, rank)
    if fig is None:
        return None
    tasks: list[Json] = []
    if ctx.state.midshipman and fig.slot == 2:
        other = [c for c in ctx.state.active() if c != me]
        if other:
            tasks.append({"op": "midshipman_remove", "owner": me, "rank": rank, "chooser": other[0]})
    if ctx.data.characters[rank].effect("dusk") == "skip_loot":
        tasks.append({"op": "dusk_skip", "owner": me, "rank": rank})
    else:
        tasks.append({"op": "loot_step", "owner": me, "rank": rank})
    tasks.append({"op": "board", "owner": me, "rank": rank})
    push(ctx, *tasks)
    return None


@handler("dusk_skip")
def dusk_skip(ctx: Ctx, task: Json) -> Ask | None:
    ctx.emit("dusk_skip", player=task["owner"], rank=int(task["rank"]), rule="LT-13.6")
    return None


@handler("midshipman_remove")
def midshipman_remove(ctx: Ctx, task: Json) -> Ask | None:
    chooser = str(task["chooser"])
    tokens = current_day(ctx)
    if "answer" not in task:
        if not tokens:
            return None
        ctx.emit("midshipman_removal", player=chooser, owner=task["owner"], rule="LT-11.5")
        return Ask(chooser, "midshipman_remove", "LT-11.5", _loot_options(ctx, tokens),
                   {"rank": int(task["rank"]), "owner": str(task["owner"])})
    kind = _answer_part(task, 1)
    tokens.remove(kind)
    moves.to_bag(ctx, kind)
    ctx.emit("loot_removed", player=chooser, loot=kind, rule="LT-11.5")
    return None


def _char_dusk_task(ctx: Ctx, me: str, rank: int, took: str | None) -> Json | None:
    if ctx.data.characters[rank].ability("dusk") is None:
        return None
    return {"op": "char_dusk", "owner": me, "rank": rank, "took": took}


@handler("loot_step")
def loot_step(ctx: Ctx, task: Json) -> Ask | None:
    me, rank = str(task["owner"]), int(task["rank"])
    tokens = current_day(ctx)
    if "answer" not in task:
        if not tokens:
            after = _char_dusk_task(ctx, me, rank, None)
            if after:
                push(ctx, after)
            return None
        return Ask(me, "loot_take", "LT-8.2", _loot_options(ctx, tokens), _src(task))
    kind = _answer_part(task, 1)
    moves.day_to_player(ctx, me, kind, rank=rank, rule="LT-8.2")
    # LT-8.2 step 2: the token's and the character's dusk abilities never interact (LT-14.11 ruling in
    # docs/RULINGS_LIBERTALIA.md), so they run token first without asking for an order.
    tasks: list[Json] = [{"op": "token_gained", "owner": me, "rank": rank, "loot": kind}]
    after = _char_dusk_task(ctx, me, rank, kind)
    if after:
        tasks.append(after)
    push(ctx, *tasks)
    return None


@handler("char_dusk")
def char_dusk(ctx: Ctx, task: Json) -> Ask | None:
    me, rank = str(task["owner"]), int(task["rank"])
    a = ctx.data.characters[rank].abilities["dusk"]
    effect = a["effect"]
    if effect == "if_took_loot":
        if task.get("took") in a["loots"]:
            reputation.gain(ctx, me, int(a["reputation"]), rule="LT-13.5")
        return None
    if effect == "cook":
        push(ctx, {"op": "cook", "owner": me, "rank": rank})
    return None


@handler("cook")
def cook(ctx: Ctx, task: Json) -> Ask | None:
    me, rank = str(task["owner"]), int(task["rank"])
    if ctx.state.figure(me, rank) is None:
        return None
    tokens = current_day(ctx)
    if "answer" not in task:
        return _ask(ctx, task, me, "cook_take", "LT-13.5", _loot_options(ctx, tokens), "no_loot")
    kind = _answer_part(task, 1)
    moves.day_to_player(ctx, me, kind, rank=rank, source={"rank": rank})
    push(ctx, {"op": "token_gained", "owner": me, "rank": rank, "loot": kind})
    return None


@handler("board")
def board(ctx: Ctx, task: Json) -> Ask | None:
    moves.island_to_ship(ctx, str(task["owner"]), int(task["rank"]), rule="LT-8.2")
    return None

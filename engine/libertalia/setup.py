"""Setup (§2) and the start of each voyage (LT-5.2): loot, the six shared ranks, voyage-start doubloons."""

from __future__ import annotations

from data.libertalia.loader import GameData
from engine.errors import RuleError
from engine.libertalia.ctx import Ctx
from engine.libertalia.state import GameState, Options, Player
from engine.rng import Rng


def build(colours: list[str], options: Options, seed: int, data: GameData) -> GameState:
    lo, hi = int(data.tunables["players"]["min"]), int(data.tunables["players"]["max"])
    if not lo <= len(colours) <= hi:
        raise RuleError("LT-2.1", "player_count", count=len(colours), min=lo, max=hi)
    if len(set(colours)) != len(colours) or any(c not in data.colours for c in colours):
        raise RuleError("LT-2.2", "bad_colours", colours=", ".join(colours))
    rng = Rng(seed)
    if len(colours) == 2:  # LT-2.5: the players on spaces 3 and 4, the inactive tokens around them
        mid = list(colours)
        rng.shuffle(mid)
        rest = [c for c in data.colours if c not in colours]
        rng.shuffle(rest)
        a, b = (int(x) for x in data.tunables["two_player_positions"])
        track: list[str] = []
        for pos in range(1, len(data.colours) + 1):
            track.append(mid.pop(0) if pos in (a, b) else rest.pop(0))
    else:
        track = list(data.colours)
        rng.shuffle(track)
    bag = [k for k in data.loot_order for _ in range(data.loot[k].count)]
    return GameState(options=options, rng=rng.state, seats=list(colours),
                     players={c: Player(c) for c in colours}, reputation=track, midshipman=len(colours) == 2,
                     bag=bag, undealt=list(range(1, int(data.tunables["ranks"]) + 1)))


def start_voyage(ctx: Ctx) -> None:
    """LT-5.2: populate loot (LT-5.3), deal six ranks to everyone (LT-5.4), pay the reputation doubloons."""
    state, data = ctx.state, ctx.data
    state.voyage += 1
    days = data.days_in(state.voyage)
    ctx.emit("voyage_started", voyage=state.voyage, days=days, rule="LT-5.1")
    rng = Rng(state.rng)
    per_day = data.loot_per_day(len(state.active()))  # LT-5.3: the players still in the game
    state.loot_days = []
    for _ in range(days):
        drawn = [state.bag.pop(rng.below(len(state.bag))) for _ in range(min(per_day, len(state.bag)))]
        drawn.sort(key=data.loot_order.index)
        state.loot_days.append(drawn)
    ctx.emit("loot_populated", voyage=state.voyage, loot_days=[list(d) for d in state.loot_days], rule="LT-5.3")
    deal = sorted(state.undealt.pop(rng.below(len(state.undealt))) for _ in range(int(data.tunables["deal"])))
    state.rng = rng.state
    state.dealt.append(deal)
    for c in state.active():
        hand = state.players[c].hand
        hand.extend(deal)
        hand.sort()
    ctx.emit("cards_dealt", voyage=state.voyage, ranks=list(deal), rule="LT-5.4")
    for c in state.active():
        pos = state.position(c)
        n = data.reputation_coins(pos)
        state.players[c].coins += n
        ctx.emit("voyage_coins", player=c, count=n, position=pos, coins=state.players[c].coins, rule="LT-3.7")
    state.day = 0

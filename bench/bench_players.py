"""The computer players worth playing with (issue 26) against today's greedy ones: win and defeat rates with 95 %
Wilson intervals, and the time each of their decisions takes.

    nice -n 10 .venv/bin/python bench/bench_players.py [--quick] [--expansions] [--libertalia N] [--mali N]

Targets:
- Libertalia: the look-ahead player (tools/libertalia/lookahead.py) wins at least 60 % of 2-player games against
  the greedy player (tools/libertalia/players.py), and at least 35 % of 4-player games against three of them;
- Mali Powstańcy: a table of cooperative players (tools/mali/cooperative.py) is defeated at least 10 percentage
  points less often than a table of greedy players (tools/mali/players.py), in every variant x player count
  (without expansions; `--expansions` adds the 18 cells with them);
- both new players decide in at most 300 ms at the 95th percentile.

A rate meets its target when the measured rate does; the interval says how sure that is ("sure" when the whole
interval clears the target). Decision times are the CPU time of this process (time.process_time: the players do
no I/O, so other processes on a shared machine do not count); the wall-clock p95 is printed beside them, with
the load average before and after.

Everything is seeded: Libertalia game i uses the seed `--seed` + i, the new player sits in seat i mod n, and who
of the players owing a pick acts first is drawn from a generator seeded by i; Mali game i of every cell uses the
seed of tools/mali/simulate.py (`game_seed`) for both tables, so the two tables meet the same decks.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine.libertalia as L
from data.libertalia.loader import game_data as libertalia_data
from data.mali.loader import game_data as mali_data
from engine.mali.game import new_game as mali_new_game
from engine.mali.state import Options as MaliOptions
from tools.libertalia.lookahead import lookahead_player
from tools.libertalia.players import greedy_action
from tools.mali.cooperative import cooperative_player
from tools.mali.players import Player, greedy_player, play_game
from tools.mali.simulate import COLOURS as MALI_COLOURS
from tools.mali.simulate import SETS, game_seed, wilson

LIBERTALIA_COLOURS = ["red", "blue", "green", "yellow", "purple", "black"]
WIN_TARGETS = {2: 0.60, 4: 0.35}  # Libertalia: players -> the rate the new player must reach
DEFEAT_GAIN = 0.10  # Mali: how many points fewer defeats the new table must suffer
DECISION_P95_MS = 300.0


@dataclass
class Clock:
    """The time of each decision of one player kind: CPU (judged) and wall (shown)."""

    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)

    def timed(self, choose: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
        def run(state: Any, colour: str) -> Any:
            c0, w0 = time.process_time(), time.perf_counter()
            action = choose(state, colour)
            self.cpu.append(time.process_time() - c0)
            self.wall.append(time.perf_counter() - w0)
            return action
        return run

    def line(self, name: str) -> tuple[str, float]:
        cpu, wall = sorted(self.cpu), sorted(self.wall)
        p95 = _pct(cpu, 0.95) * 1000
        return (f"{name:<28} {len(cpu):>7} {statistics.median(cpu) * 1000:>8.1f} {p95:>8.1f} "
                f"{cpu[-1] * 1000:>8.1f} {_pct(wall, 0.95) * 1000:>10.1f}", p95)


def _pct(values: Sequence[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def _pc(x: float) -> str:
    return f"{100 * x:.1f} %"


def _interval(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{100 * lo:.1f}–{100 * hi:.1f} %"


# ---- Libertalia ----

def libertalia_game(players: int, index: int, base_seed: int, clock: Clock) -> bool:
    """One game: the look-ahead player in seat `index` mod `players`, greedy players elsewhere. Did it win?"""
    data = libertalia_data()
    colours = LIBERTALIA_COLOURS[:players]
    state, _ = L.new_game(colours, L.Options(), base_seed + index, data)
    me = colours[index % players]
    mine = clock.timed(lookahead_player(random.Random(base_seed * 1000 + index), data))
    order = random.Random(index)
    while not state.ended:
        colour = order.choice(L.waiting_for(state))
        action = mine(state, colour) if colour == me else greedy_action(state, colour, data)
        state, _ = L.apply(state, action, data)
    return state.result is not None and state.result["winner"] == me


def bench_libertalia(games: int, seed: int, clock: Clock) -> list[str]:
    missed: list[str] = []
    for players, target in WIN_TARGETS.items():
        start = time.perf_counter()
        wins = sum(libertalia_game(players, i, seed, clock) for i in range(games))
        rate, (lo, _) = wins / games, wilson(wins, games)
        verdict = ("ok, sure" if lo >= target else "ok") if rate >= target else "MISSED"
        versus = "1 greedy" if players == 2 else f"{players - 1} greedy"
        print(f"libertalia {players}p  look-ahead vs {versus:<9} wins {games:>5} {_pc(rate):>8} "
              f"{_interval(wins, games):>14}   >= {_pc(target):<8} {verdict:<9} ({time.perf_counter() - start:.0f} s)",
              flush=True)
        if rate < target:
            missed.append(f"Libertalia {players}p wins {_pc(rate)} < {_pc(target)}")
    return missed


# ---- Mali Powstańcy ----

def mali_defeats(variant: str, players: int, liberator: bool, mail: bool, games: int, seed: int,
                 kind: str, clock: Clock) -> int:
    """Defeats of `games` games of one cell, every seat played by `kind` ("greedy" or "cooperative")."""
    data = mali_data()
    colours = MALI_COLOURS[:players]
    lost = 0
    for i in range(games):
        s = game_seed(seed, i)
        bots: dict[str, Player] = {}
        for k, colour in enumerate(colours):
            rng = random.Random(s * 8 + k)
            bots[colour] = clock.timed(cooperative_player(rng, data)) if kind == "cooperative" else greedy_player(
                rng, data)
        state, _ = mali_new_game(colours, MaliOptions(variant, liberator, mail), s, data)
        state, _ = play_game(state, bots, data=data)
        lost += state.result is not None and state.result["outcome"] == "defeat"
    return lost


def bench_mali(games: int, seed: int, sets: Sequence[str], clock: Clock) -> list[str]:
    missed: list[str] = []
    print(f"{'mali cell':<32} {'games':>5} {'greedy':>8} {'95 % interval':>14} {'new':>8} {'95 % interval':>14} "
          f"{'fewer':>7}  target")
    for name in sets:
        liberator, mail = SETS[name]
        for variant in ("basic", "advanced"):
            for players in (2, 3, 4):
                start = time.perf_counter()
                old = mali_defeats(variant, players, liberator, mail, games, seed, "greedy", Clock())
                new = mali_defeats(variant, players, liberator, mail, games, seed, "cooperative", clock)
                gain = (old - new) / games
                label = f"mali {players}p {variant} {'+'.join(x for x, on in (('lib', liberator), ('mail', mail)) if on) or '-'}"
                ok = gain >= DEFEAT_GAIN
                print(f"{label:<32} {games:>5} {_pc(old / games):>8} {_interval(old, games):>14} {_pc(new / games):>8} "
                      f"{_interval(new, games):>14} {100 * gain:>5.1f} pt  >= {100 * DEFEAT_GAIN:.0f} pt "
                      f"{'ok' if ok else 'MISSED'} ({time.perf_counter() - start:.0f} s)", flush=True)
                if not ok:
                    missed.append(f"{label} {100 * gain:.1f} points fewer defeats < {100 * DEFEAT_GAIN:.0f}")
    return missed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run: a few games of each kind")
    parser.add_argument("--libertalia", type=int, default=None, help="Libertalia games per player count (40)")
    parser.add_argument("--mali", type=int, default=None, help="Mali games per cell and table (120)")
    parser.add_argument("--expansions", action="store_true", help="Mali: also the cells with expansions")
    parser.add_argument("--seed", type=int, default=1944)
    args = parser.parse_args(argv)
    lt_games = args.libertalia or (3 if args.quick else 40)
    mali_games = args.mali or (3 if args.quick else 120)
    sets = list(SETS) if args.expansions else ["none"]
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (before)")
    print(f"seed {args.seed}; Libertalia {lt_games} games per player count; Mali {mali_games} games per cell and table")
    lt_clock, mali_clock = Clock(), Clock()
    missed = bench_libertalia(lt_games, args.seed, lt_clock)
    missed += bench_mali(mali_games, args.seed, sets, mali_clock)
    print(f"{'decision time (CPU ms)':<28} {'moves':>7} {'median':>8} {'p95':>8} {'max':>8} {'wall p95':>10}")
    for name, clock in (("libertalia look-ahead", lt_clock), ("mali cooperative", mali_clock)):
        line, p95 = clock.line(name)
        print(line)
        if p95 > DECISION_P95_MS:
            missed.append(f"{name} p95 {p95:.0f} ms > {DECISION_P95_MS:.0f} ms")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (after)")
    print("targets met" if not missed else f"targets missed: {'; '.join(missed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

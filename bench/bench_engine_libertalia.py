"""Libertalia engine speed: actions applied per second, and the replay time of a whole 6-player game.

    python bench/bench_engine_libertalia.py

Targets (issue 14, chosen by the engine helper): at least 5,000 actions/s through `apply` (every action copies
the state, validates and runs the automatic flow to the next decision), and a whole 6-player game replayed from
its log in at most 50 ms. The floor is one `GameState.clone()` per action — the least any pure `apply` does —
measured interleaved with the cost (alternate rounds, medians) because the machine is shared.
"""

from __future__ import annotations

import os
import random
import statistics
import time

from data.libertalia.loader import game_data
from engine.libertalia import Options, apply, new_game, replay
from engine.libertalia.actions import Action
from engine.libertalia.state import GameState
from tools.libertalia.players import play_game

COLOURS = ["red", "blue", "green", "yellow", "purple", "black"]
TARGET_RATE = 5000.0
TARGET_REPLAY_MS = 50.0


def recorded(n: int, games: int) -> list[tuple[int, list[Action]]]:
    out = []
    for seed in range(games):
        state, _ = new_game(COLOURS[:n], Options(), seed)
        _, log = play_game(state, random.Random(seed))
        out.append((seed, log))
    return out


def time_apply(starts: list[GameState], games: list[tuple[int, list[Action]]]) -> tuple[float, float]:
    """Wall-clock and CPU seconds (the CPU figure is less disturbed when other processes share the cores)."""
    data = game_data()
    t0, c0 = time.perf_counter(), time.process_time()
    for state, (_, log) in zip(starts, games, strict=True):
        for action in log:
            state, _ = apply(state, action, data)
    return time.perf_counter() - t0, time.process_time() - c0


def time_floor(starts: list[GameState], games: list[tuple[int, list[Action]]]) -> float:
    t0 = time.perf_counter()
    for state, (_, log) in zip(starts, games, strict=True):
        for _ in log:
            state.clone()
    return time.perf_counter() - t0


def main() -> None:
    data = game_data()
    missed: list[str] = []
    rows = []
    for n in (2, 4, 6):
        games = recorded(n, 6)
        total = sum(len(log) for _, log in games)
        starts = [new_game(COLOURS[:n], Options(), seed, data)[0] for seed, _ in games]
        costs, cpus, floors = [], [], []
        for _ in range(5):  # interleaved rounds
            wall, cpu = time_apply(starts, games)
            costs.append(wall)
            cpus.append(cpu)
            floors.append(time_floor(starts, games))
        rate = total / statistics.median(costs)
        cpu_rate = total / statistics.median(cpus)
        floor_rate = total / statistics.median(floors)
        rows.append((n, total / len(games), rate, floor_rate))
        print(f"{n}p: {total / len(games):.0f} actions per game; apply {rate:,.0f} actions/s "
              f"({cpu_rate:,.0f}/s of CPU time; floor: state copy {floor_rate:,.0f}/s, apply costs "
              f"{floor_rate / rate:.1f} copies)")
        if rate < TARGET_RATE:
            missed.append(f"{n}p apply {rate:,.0f}/s < {TARGET_RATE:,.0f}/s")
    six = recorded(6, 5)
    replay_ms, floor_ms = [], []
    for seed, log in six:
        dicts = [a.to_dict() for a in log]
        for _ in range(5):
            t0 = time.perf_counter()
            replay(COLOURS, Options(), seed, dicts, data)
            replay_ms.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            s, _ = new_game(COLOURS, Options(), seed, data)
            for _ in dicts:
                s.clone()
            floor_ms.append((time.perf_counter() - t0) * 1000)
    med, fl = statistics.median(replay_ms), statistics.median(floor_ms)
    print(f"6p replay of a whole game from its log (JSON dicts): median {med:.1f} ms, max {max(replay_ms):.1f} ms "
          f"(floor: new game + one copy per action {fl:.1f} ms, ratio {med / fl:.1f}); target <= "
          f"{TARGET_REPLAY_MS:.0f} ms")
    if med > TARGET_REPLAY_MS:
        missed.append(f"6p replay {med:.1f} ms > {TARGET_REPLAY_MS:.0f} ms")
    load = os.getloadavg()
    print(f"load average: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (2 cores, shared)")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))


if __name__ == "__main__":
    main()

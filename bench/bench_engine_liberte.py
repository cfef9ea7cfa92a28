"""Liberté engine speed (issue 29): actions applied per second over random placeholder games at 3, 4 and 6 players,
and the replay of a whole 6-player game from its seed and log.

    python bench/bench_engine_liberte.py [--games 10]

Targets: at least 2,000 actions/s through `apply` (each copies the state, validates the choice and runs the flow to
the next one), and a whole 6-player game replayed in at most 500 ms (a page of the web view or an import replays
it). The floor is one `GameState.clone()` per action, the least a pure `apply` does.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.liberte import apply, legal_actions, new_game, replay, waiting_for
from engine.liberte.actions import Action
from engine.liberte.state import GameState

COLOURS = ["green", "yellow", "purple", "black", "orange", "brown"]
TARGET_RATE = 2000.0
TARGET_REPLAY_MS = 500.0


def random_game(n: int, seed: int) -> tuple[list[GameState], list[Action]]:
    rng = random.Random(seed)
    state, _ = new_game(COLOURS[:n], seed)
    states, log = [state], []
    while state.phase != "ended":
        (who,) = waiting_for(state)[:1]
        action = rng.choice(legal_actions(state, who))
        state, _ = apply(state, action)
        states.append(state)
        log.append(action)
    return states, log


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args(argv)
    games = [(n, seed, *random_game(n, seed)) for n in (3, 4, 6) for seed in range(args.games)]
    actions = sum(len(log) for *_, log in games)
    started = time.perf_counter()
    for _, _, states, log in games:
        for state, action in zip(states, log, strict=False):
            apply(state, action)
    rate = actions / (time.perf_counter() - started)
    started = time.perf_counter()
    for _, _, states, _ in games:
        for state in states:
            state.clone()
    floor = sum(len(s) for _, _, s, _ in games) / (time.perf_counter() - started)
    six = [(seed, states, log) for n, seed, states, log in games if n == 6]
    replays = []
    for seed, states, log in six:
        started = time.perf_counter()
        rebuilt = replay(COLOURS[:6], seed, log)
        replays.append((time.perf_counter() - started) * 1000)
        assert rebuilt.to_dict() == states[-1].to_dict(), "a replay rebuilds the state"
    longest = max(len(log) for _, _, log in six)
    print(f"Liberté engine, {len(games)} random placeholder games (3, 4 and 6 players), {actions} actions, "
          f"load {os.getloadavg()[0]:.2f}:")
    print(f"  apply: {rate:,.0f} actions/s (floor: one clone per action, {floor:,.0f}/s; ratio {floor / rate:.1f})")
    print(f"  replay of a whole 6-player game ({longest} actions at most): median {statistics.median(replays):.0f} ms,"
          f" worst {max(replays):.0f} ms")
    missed = []
    if rate < TARGET_RATE:
        missed.append(f"apply {rate:,.0f}/s < {TARGET_RATE:,.0f}/s")
    if max(replays) > TARGET_REPLAY_MS:
        missed.append(f"replay {max(replays):.0f} ms > {TARGET_REPLAY_MS:.0f} ms")
    print("targets met" if not missed else "missed: " + "; ".join(missed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

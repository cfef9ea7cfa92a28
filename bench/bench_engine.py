"""Engine speed: actions applied per second, and the time to replay a complete 4-player game's log.

    python bench/bench_engine.py

Targets (issue 2): at least 20,000 actions/s; a complete 4-player game replayed in at most 20 ms.
"""

from __future__ import annotations

import random
import statistics
import time

from data.mali.loader import game_data
from engine.mali.actions import action_from_dict
from engine.mali.game import apply, new_game, replay
from engine.mali.state import Options
from tools.players import greedy_player, play_game

COLOURS = ["orange", "red", "violet", "green"]


def recorded_games(n: int, options: Options) -> list[tuple[int, list[dict[str, object]]]]:
    games = []
    for seed in range(n):
        state, _ = new_game(COLOURS, options, seed)
        bots = {c: greedy_player(random.Random(seed * 10 + i)) for i, c in enumerate(COLOURS)}
        _, log = play_game(state, bots)
        games.append((seed, [a.to_dict() for a in log]))
    return games


def main() -> None:
    data = game_data()
    for options in (Options("basic", False, False), Options("advanced", True, True)):
        games = recorded_games(8, options)
        actions = [(seed, [action_from_dict(d) for d in log]) for seed, log in games]
        total = sum(len(log) for _, log in actions)
        # Throughput of apply() alone: start states are built outside the timer.
        starts = [new_game(COLOURS, options, seed, data)[0] for seed, _ in actions]
        rates = []
        for _ in range(3):
            t0 = time.perf_counter()
            for state, (_, log) in zip(starts, actions, strict=True):
                for action in log:
                    state, _ = apply(state, action, data)
            rates.append(total / (time.perf_counter() - t0))
        replay_ms = []
        for seed, log in games:
            for _ in range(5):
                t0 = time.perf_counter()
                replay(COLOURS, options, seed, log, data)
                replay_ms.append((time.perf_counter() - t0) * 1000)
        label = f"4p {options.variant}{' +Liberator +Mail' if options.liberator else ''}"
        print(f"{label}: {total / len(games):.0f} actions per game")
        print(f"  apply: {statistics.median(rates):,.0f} actions/s (target >= 20,000: "
              f"{statistics.median(rates) / 20000:.1f}x)")
        med = statistics.median(replay_ms)
        print(f"  replay of a whole game from its log (JSON dicts): median {med:.2f} ms, max {max(replay_ms):.2f} ms "
              f"(target <= 20 ms: {med / 20:.2f} of budget)")


if __name__ == "__main__":
    main()

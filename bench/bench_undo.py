"""What undoing one step (B-5.7) costs, against its floor, in the turns real games play.

    python bench/bench_undo.py [--quick]

A step is undone by going back to the turn's checkpoint and replaying the turn's actions but the last
(engine/mali/game.undo), so its cost grows with the turn. Measured at every in-turn state of seeded greedy games
(4 players, basic and advanced with both expansions) that has two or more actions to take back:

- the floor: the whole-turn undo plus applying the kept actions on the state it returns to, what a replay
  cannot do without; target: a step at most 1.3x the floor (medians, interleaved rounds);
- the slowest step at most 5 ms (CPU), far inside Discord's 3 s for an answer.

Times are this process's CPU time (time.process_time: the engine does no I/O); wall-clock figures beside them.
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_engine import recorded_games, run_variants, states_before
from data.mali.loader import GameData
from engine.mali.actions import Undo, action_from_dict
from engine.mali.game import apply
from engine.mali.state import GameState, Options

MAX_RATIO = 1.3
MAX_STEP_MS = 5.0


def turn_states(n_games: int, options: Options, data: GameData) -> list[GameState]:
    """Every state of the games in which the player on turn has two or more actions to take back."""
    pairs = states_before(recorded_games(n_games, options, data), options, data)
    return [s for s, _ in pairs if s.turn is not None and len(s.turn.undoable()) >= 2]


def cpu_and_wall(run: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(r[0] for r in run), statistics.median(r[1] for r in run)


def measure(name: str, options: Options, data: GameData, n_games: int, rounds: int) -> list[str]:
    states = turn_states(n_games, options, data)
    steps = [Undo(s.turn.player, "step") for s in states if s.turn is not None]
    wholes = [Undo(s.turn.player) for s in states if s.turn is not None]
    kept = [[action_from_dict(a) for a in s.turn.undoable()[:-1]] for s in states if s.turn is not None]
    restored = [apply(s, w, data)[0] for s, w in zip(states, wholes, strict=True)]

    def run_step() -> None:
        for state, step in zip(states, steps, strict=True):
            apply(state, step, data)

    def run_floor() -> None:
        for state, whole, back, actions in zip(states, wholes, restored, kept, strict=True):
            apply(state, whole, data)
            for action in actions:
                back, _ = apply(back, action, data)

    slowest = 0.0
    for state, step in zip(states, steps, strict=True):
        t0 = time.process_time()
        apply(state, step, data)
        slowest = max(slowest, time.process_time() - t0)
    gc.collect()
    gc.freeze()
    step_runs: list[tuple[float, float]] = []
    floor_runs: list[tuple[float, float]] = []
    for _ in range(rounds):  # interleaved, so load changes hit cost and floor alike
        for run, out in ((run_step, step_runs), (run_floor, floor_runs)):
            c0, w0 = time.process_time(), time.perf_counter()
            run()
            out.append((time.process_time() - c0, time.perf_counter() - w0))
    gc.unfreeze()
    (step_s, step_wall), (floor_s, floor_wall) = cpu_and_wall(step_runs), cpu_and_wall(floor_runs)
    n = len(states)
    ratio = step_s / floor_s
    sizes = [len(k) + 1 for k in kept]
    label = f"4p {options.variant}{' +Liberator +Mail' if options.liberator else ''}"
    print(f"{label}: {n_games} games, {n} in-turn states with 2+ actions to take back "
          f"(mean {statistics.mean(sizes):.1f}, most {max(sizes)}), {rounds} interleaved rounds")
    print(f"  step undo: {step_s / n * 1e6:.1f} us CPU (wall {step_wall / n * 1e6:.1f} us); "
          f"slowest {slowest * 1000:.2f} ms (target <= {MAX_STEP_MS:.0f} ms)")
    print(f"  floor (whole undo + the kept actions applied): {floor_s / n * 1e6:.1f} us CPU "
          f"(wall {floor_wall / n * 1e6:.1f} us)")
    print(f"  ratio step/floor: {ratio:.2f}x CPU (target <= {MAX_RATIO}x); wall {step_wall / floor_wall:.2f}x")
    missed = []
    if ratio > MAX_RATIO:
        missed.append(f"{name} step/floor {ratio:.2f}x")
    if slowest * 1000 > MAX_STEP_MS:
        missed.append(f"{name} slowest step {slowest * 1000:.2f} ms")
    return missed


def main() -> None:
    run_variants(measure, (3, 6))


if __name__ == "__main__":
    main()

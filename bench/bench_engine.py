"""Engine speed against its floor, the replay of a whole game, and the size of a stored in-turn state.

    python bench/bench_engine.py [--quick]

Targets (issue 16):
- apply <= 1.5x the floor, measured in the same run. The floor is copying the state (GameState.clone: every
  player, scout, order and list copied, what an apply that never touches its input must at worst pay) plus one
  lookup (the action's handler); apply and floor rounds alternate and the medians are compared;
- at least 20,000 actions/s;
- a whole 4-player game replayed from its JSON log in at most 10 ms (median);
- a committed in-turn state blob (service.encoding.encode_state of state.to_dict()) at most half of what the
  format-2 engine wrote for the same states (BEFORE_BLOB, measured on commit 52d1869 with these seeds).

Times are the CPU time of this process (time.process_time; the engine does no I/O), so that other processes on
a shared machine do not count; the wall-clock figures are printed beside them.

The games are played by seeded greedy bots before any timing, so every run (and every engine version that plays
the rules the same way) times the same actions.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from data.mali.loader import GameData, game_data
from engine.mali.actions import Action, action_from_dict
from engine.mali.game import HANDLERS, apply, new_game, replay
from engine.mali.state import GameState, Options
from service.encoding import encode_state
from tools.mali.players import greedy_player, play_game

COLOURS = ["orange", "red", "violet", "green"]
VARIANTS = {"basic": Options("basic", False, False), "advanced": Options("advanced", True, True)}
# Mean blob bytes per in-turn state of these games (4 seeds with --quick, else 8) with the format-2 engine
# (commit 52d1869), whose undo checkpoint was a whole second copy of the state.
BEFORE_BLOB = {("basic", 4): 5164.7, ("basic", 8): 5139.9, ("advanced", 4): 6158.8, ("advanced", 8): 6125.0}
APPLY_MAX_RATIO = 1.5
RATE_MIN = 20_000.0
REPLAY_MAX_MS = 10.0
BLOB_MAX_RATIO = 0.5

Game = tuple[int, list[Action], list[dict[str, object]]]


def recorded_games(n: int, options: Options, data: GameData) -> list[Game]:
    games: list[Game] = []
    for seed in range(n):
        state, _ = new_game(COLOURS, options, seed, data)
        bots = {c: greedy_player(random.Random(seed * 10 + i)) for i, c in enumerate(COLOURS)}
        _, log = play_game(state, bots, data=data)
        dicts = [a.to_dict() for a in log]
        games.append((seed, [action_from_dict(d) for d in dicts], dicts))
    return games


def states_before(games: list[Game], options: Options, data: GameData) -> list[tuple[GameState, Action]]:
    """Every (state, action) pair the games go through, for the floor (it copies the same states apply sees)."""
    pairs = []
    for seed, log, _ in games:
        state, _ = new_game(COLOURS, options, seed, data)
        for action in log:
            pairs.append((state, action))
            state, _ = apply(state, action, data)
    return pairs


def blob_bytes(games: list[Game], options: Options, data: GameData) -> float:
    sizes = []
    for seed, log, _ in games:
        state, _ = new_game(COLOURS, options, seed, data)
        for action in log:
            state, _ = apply(state, action, data)
            if state.turn is not None:
                sizes.append(len(encode_state(state.to_dict()).text.encode("utf-8")))
    return statistics.mean(sizes)


def timed(run: Callable[[], object]) -> tuple[float, float]:
    """(CPU seconds this process used, wall seconds): the engine does no I/O, so on an idle machine the two agree;
    on a shared one the CPU time leaves out the time other processes held the cores."""
    c0, w0 = time.process_time(), time.perf_counter()
    run()
    return time.process_time() - c0, time.perf_counter() - w0


def median_of(runs: list[tuple[float, float]], per: int) -> tuple[float, float]:
    return statistics.median(r[0] for r in runs) / per, statistics.median(r[1] for r in runs) / per


def measure(name: str, options: Options, data: GameData, n_games: int, rounds: int) -> list[str]:
    """Print one variant's figures; return the targets it missed."""
    games = recorded_games(n_games, options, data)
    total = sum(len(log) for _, log, _ in games)
    starts = [new_game(COLOURS, options, seed, data)[0] for seed, _, _ in games]
    pairs = states_before(games, options, data)

    def run_apply() -> None:
        for state, (_, log, _) in zip(starts, games, strict=True):
            for action in log:
                state, _ = apply(state, action, data)

    def run_floor() -> None:
        handlers = HANDLERS
        for state, action in pairs:
            state.clone()
            handlers.get(type(action))

    def run_replay() -> None:
        for seed, _, dicts in games:
            replay(COLOURS, options, seed, dicts, data)

    # The thousands of states kept for the floor are the bench's own; frozen, the collector does not walk them
    # again on every collection it makes while apply or the floor runs (it still runs, as in the service).
    gc.collect()
    gc.freeze()
    applies: list[tuple[float, float]] = []
    floors: list[tuple[float, float]] = []
    replays: list[tuple[float, float]] = []
    for _ in range(rounds):  # interleaved, so load changes hit cost and floor alike
        applies.append(timed(run_apply))
        floors.append(timed(run_floor))
        replays.append(timed(run_replay))
    gc.unfreeze()
    (apply_s, apply_wall), (floor_s, floor_wall) = median_of(applies, total), median_of(floors, total)
    replay_s, replay_wall = median_of(replays, len(games))
    apply_us, floor_us, replay_ms = apply_s * 1e6, floor_s * 1e6, replay_s * 1000
    rate = 1e6 / apply_us
    ratio = apply_us / floor_us
    blob = blob_bytes(games, options, data)
    before = BEFORE_BLOB[name, n_games]
    label = f"4p {options.variant}{' +Liberator +Mail' if options.liberator else ''}"
    print(f"{label}: {n_games} games, {total / len(games):.0f} actions per game, {rounds} interleaved rounds")
    print(f"  apply: {apply_us:.1f} us/action CPU = {rate:,.0f} actions/s (target >= {RATE_MIN:,.0f}); "
          f"wall {apply_wall * 1e6:.1f} us")
    print(f"  floor (state.clone() + one handler lookup): {floor_us:.1f} us CPU; wall {floor_wall * 1e6:.1f} us")
    print(f"  ratio apply/floor: {ratio:.2f}x CPU (target <= {APPLY_MAX_RATIO}x); wall {apply_wall / floor_wall:.2f}x")
    print(f"  replay of a whole game from its JSON log: median {replay_ms:.2f} ms CPU (target <= {REPLAY_MAX_MS:.0f} ms);"
          f" wall {replay_wall * 1000:.2f} ms")
    print(f"  blob bytes per in-turn state: {blob:,.0f} (format-2 engine: {before:,.0f}; ratio {blob / before:.2f}, "
          f"target <= {BLOB_MAX_RATIO})")
    missed = []
    if ratio > APPLY_MAX_RATIO:
        missed.append(f"{name} apply/floor {ratio:.2f}x")
    if rate < RATE_MIN:
        missed.append(f"{name} {rate:,.0f} actions/s")
    if replay_ms > REPLAY_MAX_MS:
        missed.append(f"{name} replay {replay_ms:.2f} ms")
    if blob / before > BLOB_MAX_RATIO:
        missed.append(f"{name} blob {blob / before:.2f} of before")
    return missed


Measure = Callable[[str, Options, GameData, int, int], list[str]]


def run_variants(measure: Measure, games: tuple[int, int]) -> None:
    """Measure each variant (`games`: how many games with --quick and without), between two load averages, and
    end with `targets met` or what was missed (bench_undo.py runs the same way)."""
    quick = "--quick" in sys.argv
    data = game_data()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (before)")
    missed: list[str] = []
    for name, options in VARIANTS.items():
        missed += measure(name, options, data, games[0] if quick else games[1], 5 if quick else 9)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (after)")
    print("targets met" if not missed else f"targets missed: {'; '.join(missed)}")


def main() -> None:
    run_variants(measure, (4, 8))


if __name__ == "__main__":
    main()

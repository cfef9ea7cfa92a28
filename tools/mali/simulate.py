"""Play many games with computer players and print balance figures per table.

    python -m tools.mali.simulate --games 400 --expansions            # every cell, all cores
    python -m tools.mali.simulate --games 100 --variant basic --tunable basic:soldier_catch_max_roll=2
    python -m tools.mali.simulate --games 400 --expansions --policy greedy   # the calibration's baseline

The tables are played by the cooperative computer player (tools/mali/cooperative.py, the one the console and
Discord seat) unless `--policy` says greedy or random; the calibration's target bands (docs/BALANCE.md) were
set for greedy tables, so a cooperative table loses less often than they expect.

A cell is a variant x player count x expansion set. Per cell it prints the collective-defeat rate with its
95 % Wilson interval, the mean winner score (victories only), mean rounds and mean actions. Games run in
worker processes (--jobs, default every core); each game's seed comes from the base seed and the game's
index alone, and results are gathered by index, so the figures are the same whatever the number of
processes. Cells share their seeds (game i of every cell uses the same seed), which makes differences
between tunables less noisy. A progress line on stderr says how far it is.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from data.mali.loader import DataError, GameData, game_data
from engine.mali.game import new_game
from engine.mali.state import Options
from tools.mali.cooperative import cooperative_player
from tools.mali.players import Player, greedy_player, play_game, random_player
from tools.pipe import run_quietly

COLOURS = ["orange", "red", "violet", "green"]
SETS = {"none": (False, False), "lib": (True, False), "mail": (False, True), "both": (True, True)}
CHUNK = 4  # games per task: small enough to balance, large enough to keep the pipe quiet


@dataclass(frozen=True)
class Cell:
    variant: str
    players: int
    liberator: bool = False
    mail: bool = False

    @property
    def options(self) -> Options:
        return Options(self.variant, self.liberator, self.mail)

    @property
    def expansions(self) -> str:
        return "+".join(x for x, on in (("Liberator", self.liberator), ("Mail", self.mail)) if on) or "-"

    @property
    def label(self) -> str:
        return f"{self.players}p {self.variant:<8} {self.expansions:<14}"


@dataclass(frozen=True)
class GameResult:
    index: int
    defeat: bool
    winner_score: int | None  # None when nobody won (defeat)
    rounds: int
    actions: int


@dataclass
class Row:
    cell: Cell
    games: int
    defeats: int
    mean_score: float
    mean_rounds: float
    mean_actions: float

    @property
    def rate(self) -> float:
        return self.defeats / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.defeats, self.games)


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion: honest near 0 % and 100 %, unlike p +- 2 sigma."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def game_seed(base: int, index: int) -> int:
    """Game `index`'s seed: a hash of the base seed and the index, so it never depends on who plays it."""
    digest = hashlib.blake2b(f"mali-sim:{base}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def play_one(cell: Cell, index: int, base_seed: int, policy: str, data: GameData) -> GameResult:
    seed = game_seed(base_seed, index)
    colours = COLOURS[:cell.players]
    bots: dict[str, Player] = {}
    for i, colour in enumerate(colours):
        rng = random.Random(seed * 8 + i)
        if policy == "cooperative":
            bots[colour] = cooperative_player(rng, data)
        else:
            bots[colour] = greedy_player(rng, data) if policy == "greedy" else random_player(rng)
    state, _ = new_game(colours, cell.options, seed, data)
    state, log = play_game(state, bots, data=data)
    outcome = state.result["outcome"] if state.result is not None else None
    best = max((r["total"] for r in state.result["scores"]), default=0) if state.result is not None else 0
    return GameResult(index, outcome == "defeat", best if outcome == "victory" else None, state.round, len(log))


def summarise(cell: Cell, results: Sequence[GameResult]) -> Row:
    ordered = sorted(results, key=lambda r: r.index)  # the same sums in the same order, whatever the jobs
    scores = [r.winner_score for r in ordered if r.winner_score is not None]
    return Row(cell, len(ordered), sum(r.defeat for r in ordered),
               statistics.fmean(scores) if scores else 0.0,
               statistics.fmean(r.rounds for r in ordered) if ordered else 0.0,
               statistics.fmean(r.actions for r in ordered) if ordered else 0.0)


# ---- the tunables under test ----

def apply_override(spec: dict[str, Any], item: str) -> None:
    """`KEY=JSON` sets a default; `TABLE:KEY=JSON` sets it for one table (`basic`, `4`, `advanced.4`)."""
    target, _, value = item.partition("=")
    if not value:
        raise ValueError(f"--tunable {item!r}: expected KEY=JSON or TABLE:KEY=JSON")
    table, _, key = target.rpartition(":")
    try:
        parsed = json.loads(value)
    except json.JSONDecodeError as exc:
        raise ValueError(f"--tunable {item!r}: the value is not JSON ({exc})") from exc
    if table:
        spec.setdefault("per_table", {}).setdefault(table, {})[key] = parsed
    else:
        if key not in spec:
            raise ValueError(f"--tunable {item!r}: unknown tunable {key!r}; see data/mali/tunables.json")
        spec[key] = parsed


def tunables_spec(overrides: Sequence[str]) -> dict[str, Any]:
    spec = copy.deepcopy(game_data().tunables_spec)
    for item in overrides:
        apply_override(spec, item)
    return spec


# ---- running, in this process or in workers ----

_WORKER: dict[str, Any] = {}


def _init_worker(spec: dict[str, Any], policy: str, base_seed: int) -> None:
    _WORKER.update(data=game_data().with_tunables(spec), policy=policy, seed=base_seed)


def _play_chunk(task: tuple[Cell, int, int]) -> tuple[Cell, list[GameResult]]:
    cell, start, stop = task
    data: GameData = _WORKER["data"]
    return cell, [play_one(cell, i, _WORKER["seed"], _WORKER["policy"], data) for i in range(start, stop)]


def _tasks(cells: Sequence[Cell], games: int) -> list[tuple[Cell, int, int]]:
    # Slowest cells first (more players, expansions), so the last minutes are not one process alone.
    ordered = sorted(cells, key=lambda c: (-c.players, -(c.liberator + c.mail)))
    return [(c, i, min(i + CHUNK, games)) for c in ordered for i in range(0, games, CHUNK)]


def simulate(cells: Sequence[Cell], games: int, policy: str = "greedy", seed: int = 1944,
             spec: dict[str, Any] | None = None, jobs: int = 1,
             progress: Callable[[int, int], None] | None = None) -> list[Row]:
    """Play `games` games in each cell, on `jobs` processes; rows in the order of `cells`."""
    spec = spec if spec is not None else copy.deepcopy(game_data().tunables_spec)
    tasks = _tasks(cells, games)
    total = games * len(cells)
    done: dict[Cell, list[GameResult]] = {c: [] for c in cells}
    finished = 0

    def collect(results: Iterator[tuple[Cell, list[GameResult]]]) -> None:
        nonlocal finished
        for cell, chunk in results:
            done[cell].extend(chunk)
            finished += len(chunk)
            if progress:
                progress(finished, total)

    if jobs <= 1:
        _init_worker(spec, policy, seed)
        collect(_play_chunk(t) for t in tasks)
    else:
        ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(jobs, initializer=_init_worker, initargs=(spec, policy, seed)) as pool:
            collect(pool.imap_unordered(_play_chunk, tasks))
    return [summarise(c, done[c]) for c in cells]


def run(players: int, options: Options, games: int, policy: str, seed: int, data: GameData | None = None) -> Row:
    """One cell in this process (for tests and quick looks)."""
    spec = (data or game_data()).tunables_spec
    cell = Cell(options.variant, players, options.liberator, options.mail)
    return simulate([cell], games, policy, seed, copy.deepcopy(spec), jobs=1)[0]


class Progress:
    """One line on stderr, rewritten in place on a terminal, every 15 s otherwise (logs stay readable)."""

    def __init__(self, stream: TextIO, every: float | None = None) -> None:
        self.stream = stream
        self.tty = stream.isatty()
        self.every = every if every is not None else (0.5 if self.tty else 15.0)
        self.start = time.perf_counter()
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < self.every:
            return
        self.last = now
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (total - done) / rate if rate > 0 else 0.0
        line = f"{done}/{total} games  {rate:5.1f} games/s  elapsed {_clock(elapsed)}  left ~{_clock(eta)}"
        if self.tty:
            self.stream.write("\r" + line + ("\n" if done >= total else ""))
        else:
            self.stream.write(line + "\n")
        self.stream.flush()


def _clock(seconds: float) -> str:
    s = int(seconds + 0.5)
    return f"{s // 60}m{s % 60:02d}s"


def band_for(cell: Cell, low: float | None, high: float | None) -> tuple[float, float]:
    """The target defeat band (issue 13): 20-45 % without expansions, 15-55 % with any."""
    default = (0.20, 0.45) if not (cell.liberator or cell.mail) else (0.15, 0.55)
    return (low if low is not None else default[0], high if high is not None else default[1])


def format_table(rows: Sequence[Row], markdown: bool, low: float | None = None, high: float | None = None) -> str:
    lines = []
    if markdown:
        lines.append("| players | variant | expansions | games | defeat | 95 % interval | target | win score | rounds |")
        lines.append("|---|---|---|---|---|---|---|---|---|")
    else:
        lines.append(f"{'cell':<30} {'games':>5} {'defeat':>7}  {'95 % interval':<15} {'target':<8} "
                     f"{'win score':>9} {'rounds':>6} {'actions':>7}")
    for row in rows:
        lo, hi = row.interval
        b_lo, b_hi = band_for(row.cell, low, high)
        verdict = "ok" if b_lo <= row.rate <= b_hi else ("LOW" if row.rate < b_lo else "HIGH")
        target = f"{100 * b_lo:.0f}-{100 * b_hi:.0f} {verdict}"
        c = row.cell
        if markdown:
            lines.append(f"| {c.players} | {c.variant} | {c.expansions} | {row.games} | {100 * row.rate:.1f} % | "
                         f"{100 * lo:.1f}–{100 * hi:.1f} % | {target} | {row.mean_score:.1f} | {row.mean_rounds:.1f} |")
        else:
            lines.append(f"{c.label:<30} {row.games:>5} {100 * row.rate:6.1f}%  "
                         f"{100 * lo:5.1f}-{100 * hi:5.1f} %   {target:<8} "
                         f"{row.mean_score:9.1f} {row.mean_rounds:6.1f} {row.mean_actions:7.1f}")
    return "\n".join(lines)


def cells_for(variants: Sequence[str], players: Sequence[int], sets: Sequence[str]) -> list[Cell]:
    return [Cell(v, n, *SETS[s]) for s in sets for v in variants for n in players]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100,
                        help="games per cell (default 100); a cell is a variant x player count x expansion set, so "
                             "the run plays this many times the number of cells (6 by default)")
    parser.add_argument("--policy", choices=("cooperative", "greedy", "random"), default="cooperative",
                        help="who plays: the computer player of the console and of Discord (cooperative, the "
                             "default), or the greedy baseline the calibration uses (docs/BALANCE.md)")
    parser.add_argument("--seed", type=int, default=1944, help="base seed; game i's seed derives from it and i")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all cores)")
    parser.add_argument("--variant", choices=("basic", "advanced"), action="append", help="only this variant")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), action="append", help="only this player count")
    parser.add_argument("--expansions", action="store_true", help="also every expansion set (= --sets none lib mail both)")
    parser.add_argument("--sets", nargs="+", choices=tuple(SETS), help="expansion sets to play (default: none)")
    parser.add_argument("--tunable", action="append", default=[], metavar="[TABLE:]KEY=JSON",
                        help="try another value, e.g. soldier_catch_max_roll=2 or advanced.4:track_length=3")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown (for docs/BALANCE.md)")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    try:
        spec = tunables_spec(args.tunable)
        game_data().with_tunables(spec)  # fail here, with the entry named, not in every worker
    except (ValueError, DataError) as exc:
        parser.error(str(exc))
    sets = args.sets or (list(SETS) if args.expansions else ["none"])
    cells = cells_for(args.variant or ("basic", "advanced"), args.players or (2, 3, 4), sets)
    jobs = max(1, args.jobs)
    print(f"policy={args.policy} games/cell={args.games} cells={len(cells)} ({args.games * len(cells)} games in all: "
          f"{args.games} per cell × {len(cells)} cells) seed={args.seed} jobs={jobs} "
          f"tunables changed: {' '.join(args.tunable) or 'none'}", flush=True)
    start = time.perf_counter()
    rows = simulate(cells, args.games, args.policy, args.seed, spec, jobs,
                    None if args.quiet else Progress(sys.stderr))
    elapsed = time.perf_counter() - start
    print(format_table(rows, args.markdown))
    if args.policy != "greedy":
        print("(the target bands are the calibration's, for tables of greedy players: --policy greedy)")
    total = args.games * len(cells)
    print(f"{total} games in {elapsed:.1f} s: {total / elapsed:.1f} games/s on {jobs} process(es)")


if __name__ == "__main__":
    raise SystemExit(run_quietly(main))

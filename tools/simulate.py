"""Play many games with computer players and print balance figures per player count, variant and expansions.

    python -m tools.simulate --games 200 --policy greedy

Prints, per row, the collective-defeat rate, mean winner score, mean rounds and games per second.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import random
import statistics
import time
from dataclasses import dataclass

from data.loader import GameData, game_data
from engine.game import new_game
from engine.state import Options
from tools.players import Player, greedy_player, play_game, random_player

COLOURS = ["orange", "red", "violet", "green"]


@dataclass
class Row:
    players: int
    variant: str
    liberator: bool
    mail: bool
    games: int
    defeats: int
    mean_score: float
    mean_rounds: float
    mean_actions: float
    games_per_second: float

    @property
    def label(self) -> str:
        ext = "+".join(x for x, on in (("Lib", self.liberator), ("Mail", self.mail)) if on) or "-"
        return f"{self.players}p {self.variant:<8} {ext:<8}"


def with_tunables(overrides: list[str]) -> GameData:
    """The shipped data with some tunables replaced, e.g. `soldier_catch_max_roll=2` or `track_length=5`."""
    data = game_data()
    tunables = copy.deepcopy(data.tunables)
    for item in overrides:
        key, _, raw = item.partition("=")
        if key not in tunables:
            raise SystemExit(f"unknown tunable {key!r}; see data/tunables.json")
        tunables[key] = json.loads(raw)
    return dataclasses.replace(data, tunables=tunables)


def run(players: int, options: Options, games: int, policy: str, seed: int, data: GameData | None = None) -> Row:
    data = data or game_data()
    defeats = 0
    scores: list[float] = []
    rounds: list[int] = []
    actions: list[int] = []
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed * 100_003 + g
        rng = random.Random(game_seed)
        colours = COLOURS[:players]
        bots: dict[str, Player] = {
            c: (greedy_player(random.Random(game_seed + i), data) if policy == "greedy" else random_player(rng))
            for i, c in enumerate(colours)
        }
        state, _ = new_game(colours, options, game_seed, data)
        state, log = play_game(state, bots, data=data)
        result = state.result or {}
        if result.get("outcome") == "defeat":
            defeats += 1
        sheet = result.get("scores", [])
        scores.append(max((r["total"] for r in sheet), default=0))
        rounds.append(state.round)
        actions.append(len(log))
    elapsed = time.perf_counter() - start
    return Row(players, options.variant, options.liberator, options.mail, games, defeats,
               statistics.fmean(scores), statistics.fmean(rounds), statistics.fmean(actions), games / elapsed)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per row")
    parser.add_argument("--policy", choices=("greedy", "random"), default="greedy")
    parser.add_argument("--seed", type=int, default=1944)
    parser.add_argument("--expansions", action="store_true", help="also every Liberator / Civilian Mail combination")
    parser.add_argument("--variant", choices=("basic", "advanced"), action="append", help="only this variant")
    parser.add_argument("--tunable", action="append", default=[], metavar="KEY=JSON",
                        help="try another value of a tunable, e.g. --tunable soldier_catch_max_roll=2")
    args = parser.parse_args(argv)
    data = with_tunables(args.tunable)
    combos = [(False, False)]
    if args.expansions:
        combos += [(True, False), (False, True), (True, True)]
    print(f"policy={args.policy} games/row={args.games} seed={args.seed} tunables changed: {args.tunable or 'none'}")
    print(f"{'table':<24} {'defeat':>7} {'win score':>9} {'rounds':>7} {'actions':>8} {'games/s':>8}")
    for liberator, mail in combos:
        for variant in args.variant or ("basic", "advanced"):
            for players in (2, 3, 4):
                row = run(players, Options(variant, liberator, mail), args.games, args.policy, args.seed, data)
                print(f"{row.label:<24} {100 * row.defeats / row.games:6.1f}% {row.mean_score:9.1f} "
                      f"{row.mean_rounds:7.1f} {row.mean_actions:8.1f} {row.games_per_second:8.1f}", flush=True)


if __name__ == "__main__":
    main()

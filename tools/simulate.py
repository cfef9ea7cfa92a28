"""Play many games with computer players and print balance figures per player count, variant and expansions.

    python -m tools.simulate --games 200 --policy greedy

Prints, per row, the collective-defeat rate, mean winner score, mean rounds and games per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass

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


def run(players: int, options: Options, games: int, policy: str, seed: int) -> Row:
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
            c: (greedy_player(random.Random(game_seed + i)) if policy == "greedy" else random_player(rng))
            for i, c in enumerate(colours)
        }
        state, _ = new_game(colours, options, game_seed)
        state, log = play_game(state, bots)
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
    args = parser.parse_args(argv)
    combos = [(False, False)]
    if args.expansions:
        combos += [(True, False), (False, True), (True, True)]
    print(f"policy={args.policy} games/row={args.games} seed={args.seed}")
    print(f"{'table':<24} {'defeat':>7} {'win score':>9} {'rounds':>7} {'actions':>8} {'games/s':>8}")
    for liberator, mail in combos:
        for variant in ("basic", "advanced"):
            for players in (2, 3, 4):
                row = run(players, Options(variant, liberator, mail), args.games, args.policy, args.seed)
                print(f"{row.label:<24} {100 * row.defeats / row.games:6.1f}% {row.mean_score:9.1f} "
                      f"{row.mean_rounds:7.1f} {row.mean_actions:8.1f} {row.games_per_second:8.1f}", flush=True)


if __name__ == "__main__":
    main()

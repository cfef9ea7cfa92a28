"""Play many games of Libertalia with computer players and print mean scores and how often each character is
played, per player count.

    .venv/bin/python -m tools.libertalia.simulate --games 50              # 2-6 players, seat 1 the computer
    .venv/bin/python -m tools.libertalia.simulate --games 50 --players 2 4 --greedy 0
    .venv/bin/python -m tools.libertalia.simulate --games 200 --player greedy   # the old greedy figures

Seat 1 plays with the computer player (`--greedy N` seats, default 1): the look-ahead player of the console and
of Discord (tools/libertalia/lookahead.py), or the greedy one with `--player greedy`
(tools/libertalia/players.py); the others play at random.
Game i of every player count uses the seed `--seed + i`, so a run is reproducible. "Played" counts the
characters revealed on the island (LT-6.2); a Scout's or Recruiter's extra card is counted too, a changed
pick is not. The figures show the engine's behaviour with naive players, not the game's balance between
skilled ones.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from data.libertalia.loader import GameData, game_data
from engine.libertalia import Options, new_game
from engine.libertalia.events import LibertaliaEvent
from tools.libertalia.lookahead import lookahead_player
from tools.libertalia.players import Chooser, play_game
from tools.pipe import run_quietly

COLOURS = ["red", "blue", "green", "yellow", "purple", "black"]


@dataclass
class Cell:
    """What the games of one player count added up to."""

    players: int
    games: int = 0
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    greedy: list[int] = field(default_factory=list)
    others: list[int] = field(default_factory=list)
    greedy_wins: int = 0
    actions: list[int] = field(default_factory=list)
    played: Counter[int] = field(default_factory=Counter)
    in_games: Counter[int] = field(default_factory=Counter)


def _ranks_played(event: LibertaliaEvent) -> list[int]:
    if event["type"] == "revealed":
        return [p["rank"] for p in event["picks"]]
    if event["type"] == "character_inserted" or (event["type"] == "character_boarded" and event["from"] == "hand"):
        return [event["rank"]]  # the Scout's card, the Recruiter's card
    return []


def play_one(players: int, seed: int, greedy_seats: int, data: GameData,
             player: str = "lookahead") -> tuple[dict[str, int], str, int, list[int]]:
    """One game to the end: final scores, the winner, the number of actions and the ranks played. The first
    `greedy_seats` seats play with `player` ("lookahead" or "greedy"), the others at random."""
    colours = COLOURS[:players]
    played: list[int] = []
    start, _ = new_game(colours, Options(), seed)
    computer: Chooser | None = lookahead_player(random.Random(seed), data) if player == "lookahead" else None
    state, log = play_game(start, random.Random(seed), frozenset(colours[:greedy_seats]), data,
                           observe=lambda events: played.extend(r for ev in events for r in _ranks_played(ev)),
                           computer=computer)
    actions = len(log)
    scores = {c: state.players[c].score for c in colours}
    winner = max(colours, key=lambda c: (scores[c], state.position(c)))  # LT-15.2: score, then reputation
    return scores, winner, actions, played


def simulate(counts: Sequence[int], games: int, seed: int, greedy_seats: int, player: str = "lookahead") -> list[Cell]:
    data = game_data()
    cells = []
    for n in counts:
        cell = Cell(n)
        for i in range(games):
            scores, winner, actions, played = play_one(n, seed + i, greedy_seats, data, player)
            cell.games += 1
            cell.scores.extend(scores.values())
            cell.winners.append(scores[winner])
            greedy = COLOURS[:min(greedy_seats, n)]
            cell.greedy.extend(scores[c] for c in greedy)
            cell.others.extend(s for c, s in scores.items() if c not in greedy)
            cell.greedy_wins += winner in greedy
            cell.actions.append(actions)
            cell.played.update(played)
            cell.in_games.update(set(played))
        cells.append(cell)
    return cells


def _mean(xs: Sequence[int]) -> str:
    return f"{statistics.fmean(xs):.1f}" if xs else "—"


def report(cells: Sequence[Cell], out: TextIO = sys.stdout) -> None:
    names = {rank: c.key for rank, c in game_data().characters.items()}
    write = out.write
    write("players  games  mean score  winner    bots  random    bots wins  actions\n")
    for c in cells:
        write(f"{c.players:>7}  {c.games:>5}  {_mean(c.scores):>10}  {_mean(c.winners):>6}  {_mean(c.greedy):>6}"
              f"  {_mean(c.others):>6}  {c.greedy_wins / max(c.games, 1):>11.0%}  {_mean(c.actions):>7}\n")
    write("\ncharacters played per game (and share of games in which at least one was played)\n")
    write("rank  name            " + "".join(f"{c.players:>4}p       " for c in cells) + "\n")
    for rank in range(1, 41):
        row = "".join(f"{c.played[rank] / max(c.games, 1):>5.2f} {c.in_games[rank] / max(c.games, 1):>4.0%} "
                      for c in cells)
        write(f"{rank:>4}  {names.get(rank, '?'):<14}  {row}\n")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--games", type=int, default=100,
                    help="games per player count (default 100): the run plays this many times the counts given")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--greedy", type=int, default=1,
                    help="how many seats play with the computer player, the first ones (the others: at random)")
    ap.add_argument("--player", choices=("lookahead", "greedy"), default="lookahead",
                    help="the computer player: the look-ahead one (default) or the old greedy one")
    args = ap.parse_args(argv)
    bad = [n for n in args.players if not 2 <= n <= 6]
    if bad:
        ap.error(f"player counts must be 2-6, not {bad}")
    counts = len(args.players)
    print(f"{args.games * counts} games in all: {args.games} per player count × {counts} player counts "
          f"({' '.join(map(str, args.players))})", flush=True)
    report(simulate(args.players, args.games, args.seed, args.greedy, args.player))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_quietly(main))

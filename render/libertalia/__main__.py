"""Render a saved Libertalia view or game state to a PNG file, or a random game's board at some step.

    python -m render.libertalia FILE.json -o out.png [--lang pl|en] [--names JSON]
    python -m render.libertalia --random 4 --seed 7 --steps 40 -o out.png

A file with a "players" list of records and no "rng" is taken as a view; any other file as a game state,
turned into the public view with the engine. `--random N` plays N colours at random for `--steps` actions
(tools/libertalia/players.py) and draws the public board then.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from render.cli import read_json_object, write_png
from render.libertalia import render_board
from render.strings import LANGS


def from_state(data: dict[str, Any]) -> Mapping[str, Any]:
    from engine.libertalia import GameState, view

    return view(GameState.from_dict(data), None)


def random_view(players: int, seed: int, steps: int) -> Mapping[str, Any]:
    from engine.libertalia import Options, apply, new_game, view, waiting_for
    from tools.libertalia.players import random_action

    colours = ["red", "blue", "green", "yellow", "purple", "black"][:players]
    state, _ = new_game(colours, Options(), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.ended:
            break
        state, _ = apply(state, random_action(state, rng.choice(waiting_for(state)), rng))
    return view(state, None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m render.libertalia", description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("file", type=Path, nargs="?", help="a view or a game state, as JSON")
    ap.add_argument("-o", "--output", type=Path, required=True, help="the PNG file to write")
    ap.add_argument("--lang", choices=LANGS, default="pl")
    ap.add_argument("--names", help='display names as JSON, e.g. \'{"red": "Ania"}\'')
    ap.add_argument("--random", type=int, metavar="N", help="draw a random N-player game instead of a file")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=30, help="actions to play before drawing (--random)")
    args = ap.parse_args(argv)
    if args.random is not None and not 2 <= args.random <= 6:
        ap.error(f"--random takes 2 to 6 players, not {args.random}")  # LT-2.1
    if args.random:
        v = random_view(args.random, args.seed, args.steps)
    elif args.file:
        data = read_json_object(ap, args.file)
        is_view = "rng" not in data and any(isinstance(p, dict) for p in data.get("players") or [])
        v = data if is_view else from_state(data)
    else:
        ap.error("give a FILE or --random N")
    write_png(args.output, render_board(v, json.loads(args.names) if args.names else None, args.lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

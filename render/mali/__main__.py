"""Render a saved view (or a saved game state) of Mali Powstańcy to a PNG file.

    python -m render.mali FILE.json -o out.png [--player COLOUR] [--lang pl|en] [--width 1080] [--names JSON]

A file with an "rng" key is a full game state: it is turned into a view with the engine (imported only
then), for the public or for `--player`. Any other file is taken as a view (docs/VIEW.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from render.cli import read_json_object, write_png
from render.mali.board import BASE_W, render_board
from render.strings import LANGS


def load_view(data: dict[str, Any], player: str | None) -> Mapping[str, Any]:
    if "rng" not in data:
        if player:
            print("note: --player is ignored for a saved view; it already is someone's view", file=sys.stderr)
        return data
    try:
        from engine.mali import view as engine_view
        from engine.mali.state import GameState
    except ImportError as exc:
        raise SystemExit(f"this file is a game state (it has 'rng'), but the engine cannot make a view of it: {exc}. "
                         "Save a view instead.") from exc
    return engine_view(GameState.from_dict(data), player)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m render.mali", description="Render a saved view or game state to PNG.")
    ap.add_argument("file", type=Path, help="a view dict or a game state dict, as JSON")
    ap.add_argument("-o", "--output", type=Path, required=True, help="the PNG file to write")
    ap.add_argument("--player", help="colour whose view to render (game states only; default: public)")
    ap.add_argument("--lang", choices=LANGS, default="pl")
    ap.add_argument("--width", type=int, default=BASE_W, help=f"image width in pixels (default {BASE_W})")
    ap.add_argument("--names", help='display names as JSON, e.g. \'{"red": "Ania"}\'')
    args = ap.parse_args(argv)
    data = read_json_object(ap, args.file)
    names = json.loads(args.names) if args.names else None
    write_png(args.output, render_board(load_view(data, args.player), names, args.lang, args.width))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

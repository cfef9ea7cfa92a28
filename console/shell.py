"""The console table's shell: which game, and the arguments every table understands; the game's own console
front (its descriptor's `console`, games/) plays it.

    ./scripts/run.sh --local [--game KEY] [--players a,b] [--seed N] [--lang pl] [--bots …] [--db FILE] …

A game's options (`/game new`'s, from its descriptor) are flags here too: `--variant advanced --liberator`.
Nothing here imports the Discord library (tests/console/test_startup_imports.py).
"""

from __future__ import annotations

import argparse
import sys
from contextlib import suppress
from pathlib import Path
from typing import TextIO

from console.output import OutputGone, guarded
from console.words import say
from games import GameSpec, default_key, game, games, load, problems
from words.languages import codes

CONSOLE_PARTS = ("rules", "words", "catalogue", "console", "players")  # what a sitting needs (boards: when drawn)


def parser() -> argparse.ArgumentParser:
    specs = games()
    ap = argparse.ArgumentParser(
        prog="./scripts/run.sh",
        description="Play a game at a local console table, without Discord: "
                    + ", ".join(f"{s.key} ({s.title})" for s in specs) + ".",
        epilog="Without a Discord token ./scripts/run.sh (or python bot.py) opens this table anyway; --local opens "
               "it even when a token is configured. Type help at the table for its commands.")
    ap.add_argument("--local", action="store_true",
                    help="the console table, not the Discord bot, even when a token is configured")
    ap.add_argument("--game", choices=[s.key for s in specs], default=default_key(),
                    help=f"the game at the table (default {default_key()})")
    ap.add_argument("--players", default=None, help="colours in seat order, comma-separated (default: the "
                                                    "game's first colours, as few as it may be played by)")
    ap.add_argument("--seed", type=int, default=None, help="the game's random seed (a replayable game)")
    ap.add_argument("--lang", choices=codes(), default="en",
                    help="the table's language: " + ", ".join(codes()) + " (default en)")
    ap.add_argument("--script", type=Path, help="play these lines first, then the keyboard (or --bots)")
    ap.add_argument("--boards", type=Path, default=Path("boards"),
                    help="folder for the games' folders (board images and the record of moves)")
    ap.add_argument("--bots", default="", help="colours played by the computer, e.g. red,violet (or all)")
    ap.add_argument("--db", type=Path, help="keep the game in this SQLite file, and resume the game kept in it")
    ap.add_argument("--web", nargs="?", type=int, const=8080, default=None, metavar="PORT",
                    help="serve the game's web page (board, log, replay) on this machine, port 8080 unless given "
                         "(0: any free port); the table prints its link")
    ap.add_argument("--record", type=Path, help="write every accepted line here (default: moves.txt in the "
                                                "game's folder)")
    seen: set[str] = set()
    for spec in specs:  # each game's own options, once each (two games may share a name)
        for option in spec.options:
            if option.name in seen:
                continue
            seen.add(option.name)
            where = f"{spec.title}: {option.describe or option.name}"
            if option.flag:
                ap.add_argument(f"--{option.name}", action="store_true", default=None, help=where)
            else:
                ap.add_argument(f"--{option.name}", choices=option.choices, default=None,
                                help=f"{where} (default {option.default})")
    return ap


def options_of(spec: GameSpec, args: argparse.Namespace) -> dict[str, object]:
    """The game's options given on the command line (the others keep their defaults)."""
    given = {o.name: getattr(args, o.name, None) for o in spec.options}
    return {name: value for name, value in given.items() if value is not None}


def no_token_note(argv: list[str]) -> str:
    """The note that the table starts because no token is configured, in the language --lang asks for (read
    before the arguments are parsed: the note comes first)."""
    lang = "en"
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.partition("=")[2]
    return say("no_token", lang if lang in codes() else "en")


def tell_no_token(argv: list[str], out: TextIO | None = None) -> None:
    """Print the no-token note (bot.py, before the table starts); output whose reader has gone is no error
    here either (the table that follows ends at its first line)."""
    with suppress(OutputGone):
        print(no_token_note(argv), end="\n\n", file=guarded(out or sys.stdout))


def main(argv: list[str] | None = None, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    args = parser().parse_args(argv)
    spec = game(args.game)
    missing = problems(CONSOLE_PARTS, [spec.key])
    if missing:  # a game that lacks a part says so here, in one line each, not halfway through a game
        for line in missing:
            print(line, file=sys.stderr)
        return 2
    args.options = options_of(spec, args)
    out = out or sys.stdout
    code: int = load(spec.console).run(args, stdin or sys.stdin, out)
    with suppress(OutputGone):  # flushed here, not in Python's exit: a reader gone (… | head -1) ends quietly
        guarded(out).flush()
    return code

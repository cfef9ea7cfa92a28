"""The local console table: play a game in the terminal, or replay a script file, without Discord.

    python -m console.table --players orange,red --variant basic --liberator --mail
    python -m console.table --script game.txt --boards boards/

Each line is `colour: command` (see `help`). Public messages print as they happen; private ones are
marked with their recipient. After each phase the public board is written to the boards folder when
the renderer is available. Seats not played by a person can be filled with computer players (--bots).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TextIO

from console.commands import HELP, CommandError, parse
from data.loader import game_data
from engine import GameState, Options, RuleError, apply, new_game, view
from engine.actions import Action
from engine.narrate import card_name, colour_name, describe, goal_name, order_name, token_name
from engine.view import waiting_for
from tools.players import Player, greedy_player

Json = dict[str, object]


class ConsoleTable:
    def __init__(self, colours: list[str], options: Options, seed: int, lang: str, out: TextIO,
                 boards: Path | None, bots: dict[str, Player]) -> None:
        self.lang = lang
        self.out = out
        self.boards = boards
        self.bots = bots
        self.board_count = 0
        self.state: GameState
        self.state, events = new_game(colours, options, seed)
        self.log: list[Action] = []
        self.say(events)

    # ---- output ----
    def say(self, events: list[Json]) -> None:
        boundary = False
        for ev in events:
            text = describe(ev, self.lang)
            recipient = ev.get("private_to")
            if isinstance(recipient, str):
                print(f"  [only to {recipient}] {text}", file=self.out)
            else:
                print(f"  {text}", file=self.out)
            boundary = boundary or ev.get("type") in ("phase", "game_over")
        if boundary:
            self.write_board()
        if self.state.phase == "ended" and self.state.result:
            self.print_scores()
        else:
            who = waiting_for(self.state)
            if who:
                turn = self.state.turn
                mp = f", {turn.mp} MP" if turn and turn.card else ""
                print(f"> {colour_name(who, self.lang)} to act{mp}", file=self.out)

    def write_board(self) -> None:
        if self.boards is None:
            return
        try:
            from render import render_board
        except ImportError:
            return
        self.boards.mkdir(parents=True, exist_ok=True)
        self.board_count += 1
        path = self.boards / f"board-{self.board_count:03d}-r{self.state.round}-{self.state.phase}.png"
        path.write_bytes(render_board(view(self.state, None), lang=self.lang))
        print(f"  (board image: {path})", file=self.out)

    def print_scores(self) -> None:
        result = self.state.result or {}
        print(f"== {describe({'type': 'game_over', 'outcome': result.get('outcome')}, self.lang)}", file=self.out)
        print(f"{'player':<14}{'orders':>7}{'tokens':>7}{'letters':>8}{'goal':>6}{'total':>7}", file=self.out)
        for row in result.get("scores", []):
            mark = " *" if row["colour"] in result.get("winners", []) else ""
            print(f"{colour_name(row['colour'], self.lang):<14}{row['orders']:>7}{row['tokens']:>7}"
                  f"{row['letters']:>8}{row['goal_points']:>6}{row['total']:>7}{mark}", file=self.out)

    def show(self) -> None:
        data = game_data()
        v = view(self.state, None)
        print(f"Round {v['round']} · {v['phase']} · threat {v['threat']}/{v['threat_limit']} · deck {v['deck_size']}",
              file=self.out)
        for t in v["track"]:
            carrier = f" carried by {t['carrier']}" if t["carrier"] else ""
            print(f"  [{t['rounds_left']} left] {order_name(t['order'], self.lang)}{carrier}", file=self.out)
        for s in v["scouts"]:
            where = data.spaces[s["space"]].name if s["space"] else f"prison ({s['prison']})"
            extra = f" order {s['order']}" if s["order"] else ""
            extra += f" letters {','.join(s['letters'])}" if s["letters"] else ""
            print(f"  {s['id']:<10} {where}{extra}", file=self.out)
        if v["tanks"]:
            print("  tanks: " + ", ".join(f"{data.spaces[k].name} ({t})" for k, t in v["tanks"].items()),
                  file=self.out)
        if v["soldier"]:
            print(f"  German soldier: {data.spaces[v['soldier']].name}", file=self.out)
        lib = v["liberator"]
        if lib and lib["space"]:
            print(f"  Liberator: {data.spaces[lib['space']].name} (next {lib['next']})", file=self.out)
        if v["drops"]:
            print("  drops: " + ", ".join(f"{data.spaces[k].name} ×{n}" for k, n in v["drops"].items()),
                  file=self.out)
        for lt in v["letters"]:
            print(f"  letter {lt['id']} on {data.spaces[lt['space']].name} → {data.districts[lt['to']]}",
                  file=self.out)

    def hand(self, colour: str) -> None:
        v = view(self.state, colour)
        me = next((p for p in v["players"] if p["colour"] == colour), None)
        if me is None:
            print(f"  {colour} is not playing", file=self.out)
            return
        cards = ", ".join(card_name(c, self.lang) for c in me["hand"] or [])
        tokens = ", ".join(token_name(t, self.lang) for t in me["tokens"] or []) or "-"
        goal = goal_name(me["goal"], self.lang) if me["goal"] else "-"
        print(f"  [only to {colour}] hand: {cards}; tokens: {tokens}; goal: {goal}", file=self.out)

    # ---- input ----
    def act(self, action: Action) -> bool:
        try:
            self.state, events = apply(self.state, action)
        except RuleError as err:
            print(f"  ! {err.message(self.lang)}", file=self.out)
            return False
        self.log.append(action)
        self.say(events)
        return True

    def run_bots(self) -> None:
        while self.state.phase != "ended":
            who = waiting_for(self.state)
            if who is None or who not in self.bots:
                return
            self.act(self.bots[who](self.state, who))

    def handle(self, line: str) -> bool:
        """One line of input; False means quit."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        word = line.split()[0].lower()
        if word in ("quit", "exit"):
            return False
        if word == "help":
            print(HELP, file=self.out)
        elif word == "show":
            self.show()
        elif word == "hand":
            self.hand(line.split()[1] if len(line.split()) > 1 else "")
        elif word == "log":
            for i, a in enumerate(self.log, 1):
                print(f"  {i:>3}. {a.to_dict()}", file=self.out)
        else:
            try:
                parsed = parse(line)
            except CommandError as err:
                print(f"  ? {err}", file=self.out)
                return True
            self.act(parsed.action)
        self.run_bots()
        return True

    def play(self, lines: Iterable[str], echo: bool = False) -> None:
        self.run_bots()
        for line in lines:
            if self.state.phase == "ended":
                break
            if echo and line.strip():
                print(f"> {line.rstrip()}", file=self.out)
            if not self.handle(line):
                break


def prompt_lines() -> Iterator[str]:
    """Keyboard lines with a prompt; piped lines are echoed so a transcript reads like a game."""
    interactive = sys.stdin.isatty()
    while True:
        try:
            line = input("> ") if interactive else sys.stdin.readline()
        except EOFError:
            return
        if not interactive and not line:
            return
        yield line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play Mali Powstańcy at a local console table, without Discord.")
    parser.add_argument("--players", default="orange,red", help="colours in seat order (orange,red,violet,green)")
    parser.add_argument("--variant", choices=("basic", "advanced"), default="basic")
    parser.add_argument("--liberator", action="store_true", help="play with the Liberator expansion")
    parser.add_argument("--mail", action="store_true", help="play with the Civilian Mail expansion")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--lang", choices=("pl", "en"), default="en")
    parser.add_argument("--script", type=Path, help="read commands from this file instead of the keyboard")
    parser.add_argument("--boards", type=Path, default=Path("boards"), help="folder for board images")
    parser.add_argument("--bots", default="", help="colours played by the computer, e.g. red,violet")
    args = parser.parse_args(argv)
    colours = [c.strip() for c in args.players.split(",") if c.strip()]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    options = Options(args.variant, args.liberator, args.mail)
    bots = {c.strip(): greedy_player(random.Random(seed + i)) for i, c in enumerate(args.bots.split(",")) if c.strip()}
    print(f"Local table: {', '.join(colours)} · {options.variant} · Liberator {'on' if options.liberator else 'off'}"
          f" · Civilian Mail {'on' if options.mail else 'off'} · seed {seed}. Type 'help' for commands.")
    try:
        table = ConsoleTable(colours, options, seed, args.lang, sys.stdout, args.boards, bots)
    except RuleError as err:
        print(err.message(args.lang), file=sys.stderr)
        return 2
    if args.script:
        lines = args.script.read_text(encoding="utf-8").splitlines()
        table.play(lines, echo=True)
    else:
        table.play(prompt_lines(), echo=not sys.stdin.isatty())
    return 0


if __name__ == "__main__":
    sys.exit(main())

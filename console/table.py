"""The local console table: the bot's own service, store and renderer, with the terminal instead of Discord.

    python -m console.table --players orange,red --variant basic --liberator --mail
    python -m console.table --script game.txt --boards boards/

Each line is `colour: command` (see `help`), or `mod: skip|rollback [previous]|end` for the moderator.
Every line goes through the table service exactly as a slash command would: the same permissions, the
same SQLite store (a temporary file unless --db is given), the same messages. Public posts print as they
come; private ones are marked with their recipient; each board image the bot would post is written to the
boards folder. Seats played by the computer (--bots) use the greedy player of tools/players.py.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any, TextIO

from console.commands import HELP, CommandError, parse, to_line
from data.loader import game_data
from engine import GameState, Options
from engine.narrate import card_name, colour_name, goal_name, order_name, token_name
from render import render_board
from service import Caller, FakeClock, Outcome, ServiceError, TableService
from store import SqliteStore
from tools.players import Player, greedy_player

CHANNEL = 1
COLOURS = ("orange", "red", "violet", "green")
MODERATOR = 99
MENTION = re.compile(r"<@(\d+)>")
TIMESTAMP = re.compile(r"<t:(\d+):[A-Za-z]>")


def user_of(colour: str) -> int:
    return COLOURS.index(colour) + 1


class ConsoleTable:
    """One game at the terminal, driven through the table service."""

    def __init__(self, service: TableService, lang: str, out: TextIO, boards: Path | None,
                 bots: dict[str, Player], record: TextIO | None = None) -> None:
        self.service = service
        self.lang = lang
        self.out = out
        self.boards = boards
        self.bots = bots
        self.record = record
        self.board_count = 0
        self.finished = False

    # ---- setting up ----
    async def open(self, colours: list[str], options: Options) -> None:
        host = Caller(user_of(colours[0]))
        self.show_outcome(await self.service.create_game(
            CHANNEL, host, variant=options.variant, liberator=options.liberator, mail=options.mail,
            deadline_seconds=None, colour=colours[0]))
        for colour in colours[1:]:
            self.show_outcome(await self.service.join(CHANNEL, Caller(user_of(colour)), colour))
        self.show_outcome(await self.service.start(CHANNEL, host))

    # ---- output ----
    def words(self, text: str) -> str:
        text = MENTION.sub(lambda m: "@" + self.name_of(int(m.group(1))), text)
        return TIMESTAMP.sub("(deadline)", text)

    def name_of(self, user: int) -> str:
        if 1 <= user <= len(COLOURS):
            return colour_name(COLOURS[user - 1], self.lang)
        return "moderator" if user == MODERATOR else str(user)

    def show_outcome(self, outcome: Outcome) -> None:
        for message in outcome.public:
            print(f"  {self.words(message.text(self.lang))}", file=self.out)
        for message in outcome.moderators:
            print(f"  [to moderators] {self.words(message.text(self.lang))}", file=self.out)
        for user, messages in outcome.private.items():
            for message in messages:
                print(f"  [only to {COLOURS[user - 1] if 1 <= user <= 4 else user}] "
                      f"{self.words(message.text(self.lang))}", file=self.out)
        for request in outcome.renders:
            self.write_board(request.view)
            if request.view.get("result"):
                self.finished = True
                self.print_scores(request.view["result"])

    def write_board(self, view: dict[str, Any]) -> None:
        if self.boards is None:
            return
        self.boards.mkdir(parents=True, exist_ok=True)
        self.board_count += 1
        path = self.boards / f"board-{self.board_count:03d}-r{view.get('round', 0)}-{view.get('phase')}.png"
        path.write_bytes(render_board(view, lang=self.lang))
        print(f"  (board image: {path})", file=self.out)

    def print_scores(self, result: dict[str, Any]) -> None:
        print(f"== {result.get('outcome')} ({result.get('reason')})", file=self.out)
        print(f"{'player':<14}{'orders':>7}{'tokens':>7}{'letters':>8}{'goal':>6}{'total':>7}", file=self.out)
        for row in result.get("scores", []):
            mark = " *" if row["colour"] in result.get("winners", []) else ""
            print(f"{colour_name(row['colour'], self.lang):<14}{row['orders']:>7}{row['tokens']:>7}"
                  f"{row['letters']:>8}{row['goal_points']:>6}{row['total']:>7}{mark}", file=self.out)

    async def show(self) -> None:
        data = game_data()
        v = (await self.service.board(CHANNEL)).data["view"]
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
            print("  tanks: " + ", ".join(f"{data.spaces[k].name} ({t})" for k, t in v["tanks"].items()), file=self.out)
        if v["soldier"]:
            print(f"  German soldier: {data.spaces[v['soldier']].name}", file=self.out)
        lib = v["liberator"]
        if lib and lib["space"]:
            print(f"  Liberator: {data.spaces[lib['space']].name} (next {lib['next']})", file=self.out)
        if v["drops"]:
            print("  drops: " + ", ".join(f"{data.spaces[k].name} ×{n}" for k, n in v["drops"].items()), file=self.out)
        for lt in v["letters"]:
            print(f"  letter {lt['id']} on {data.spaces[lt['space']].name} → {data.districts[lt['to']]}", file=self.out)

    async def hand(self, colour: str) -> None:
        if colour not in COLOURS:
            print(f"  ? unknown colour '{colour}'", file=self.out)
            return
        info = (await self.service.my_info(CHANNEL, Caller(user_of(colour)))).data
        me = info["me"]
        cards = ", ".join(card_name(c, self.lang) for c in me.get("hand") or [])
        tokens = ", ".join(token_name(t, self.lang) for t in me.get("tokens") or []) or "-"
        goal = goal_name(me["goal"], self.lang) if me.get("goal") else "-"
        print(f"  [only to {colour}] hand: {cards}; tokens: {tokens}; goal: {goal}", file=self.out)

    # ---- input ----
    async def waiting(self) -> str | None:
        status = (await self.service.status(CHANNEL)).data
        if status.get("status") != "running":
            self.finished = True
            return None
        waiting = status.get("waiting_for")
        return str(waiting) if waiting else None

    async def act(self, colour: str, action: dict[str, Any]) -> bool:
        try:
            outcome = await self.service.act(CHANNEL, Caller(user_of(colour)), action)
        except ServiceError as err:
            print(f"  ! {err.message(self.lang)}", file=self.out)
            return False
        if self.record is not None:
            print(to_line(colour, action), file=self.record)
        self.show_outcome(outcome)
        return True

    async def run_bots(self) -> None:
        while not self.finished:
            who = await self.waiting()
            if who is None or who not in self.bots:
                return
            record = await self.service.store.active_game(CHANNEL)
            if record is None or record.state is None:
                return
            action = self.bots[who](GameState.from_dict(record.state), who)
            await self.act(who, action.to_dict())

    async def moderate(self, words: list[str]) -> None:
        mod = Caller(MODERATOR, is_moderator=True)
        verb = words[0] if words else ""
        try:
            if verb == "skip":
                outcome = await self.service.skip(CHANNEL, mod)
            elif verb == "rollback":
                outcome = await self.service.rollback(CHANNEL, mod, words[1] if len(words) > 1 else "current")
            elif verb == "end":
                outcome = await self.service.end_game(CHANNEL, mod)
            else:
                print("  ? moderator commands: mod: skip | rollback [current|previous] | end", file=self.out)
                return
        except ServiceError as err:
            print(f"  ! {err.message(self.lang)}", file=self.out)
            return
        self.show_outcome(outcome)

    async def handle(self, line: str) -> bool:
        """One line of input; False means quit."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        words = line.split()
        word = words[0].lower()
        if word in ("quit", "exit"):
            return False
        if word == "help":
            print(HELP, file=self.out)
        elif word == "show":
            await self.show()
        elif word == "hand":
            await self.hand(words[1] if len(words) > 1 else "")
        elif word == "log":
            for entry in (await self.service.log(CHANNEL, limit=1000)).data["entries"]:
                print(f"  {entry.get('kind')}: {entry.get('payload')}", file=self.out)
        elif word == "mod:":
            await self.moderate(words[1:])
        else:
            try:
                parsed = parse(line)
            except CommandError as err:
                print(f"  ? {err}", file=self.out)
                return True
            await self.act(parsed.colour, parsed.action.to_dict())
        await self.run_bots()
        return True

    async def play(self, lines: Iterable[str] | AsyncIterator[str], echo: bool = False) -> None:
        await self.run_bots()
        if isinstance(lines, AsyncIterator):
            async for line in lines:
                if self.finished or not await self.step(line, echo):
                    break
        else:
            for line in lines:
                if self.finished or not await self.step(line, echo):
                    break

    async def step(self, line: str, echo: bool) -> bool:
        if echo and line.strip():
            print(f"> {line.rstrip()}", file=self.out)
        return await self.handle(line)


async def keyboard() -> AsyncIterator[str]:
    """Keyboard lines with a prompt (or piped lines), read off the event loop."""
    interactive = sys.stdin.isatty()
    while True:
        try:
            line = await asyncio.to_thread(input, "> ") if interactive else await asyncio.to_thread(sys.stdin.readline)
        except EOFError:
            return
        if not interactive and not line:
            return
        yield line


async def run_table(args: argparse.Namespace) -> int:
    colours = [c.strip() for c in args.players.split(",") if c.strip()]
    bad = [c for c in colours if c not in COLOURS]
    if bad or not colours:
        print(f"Unknown colour(s): {', '.join(bad) or '-'}; choose from {', '.join(COLOURS)}.", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    options = Options(args.variant, args.liberator, args.mail)
    bot_colours = colours if args.bots.strip() == "all" else [c.strip() for c in args.bots.split(",") if c.strip()]
    bots = {c: greedy_player(random.Random(seed + i)) for i, c in enumerate(bot_colours)}
    print(f"Local table: {', '.join(colours)} · {options.variant} · Liberator {'on' if options.liberator else 'off'}"
          f" · Civilian Mail {'on' if options.mail else 'off'} · seed {seed}. Type 'help' for commands.")
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or Path(tmp) / "console.sqlite3"
        store = SqliteStore(db)
        await store.open()
        try:
            service = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
            record = args.record.open("w", encoding="utf-8") if args.record else None
            table = ConsoleTable(service, args.lang, sys.stdout, args.boards, bots, record)
            try:
                await table.open(colours, options)
            except ServiceError as err:
                print(err.message(args.lang), file=sys.stderr)
                return 2
            if args.script:
                await table.play(args.script.read_text(encoding="utf-8").splitlines(), echo=True)
            else:
                await table.play(keyboard(), echo=not sys.stdin.isatty())
            if record is not None:
                record.close()
        finally:
            await store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play Mali Powstańcy at a local console table, without Discord.")
    parser.add_argument("--players", default="orange,red", help="colours in seat order (orange,red,violet,green)")
    parser.add_argument("--variant", choices=("basic", "advanced"), default="basic")
    parser.add_argument("--liberator", action="store_true", help="play with the Liberator expansion")
    parser.add_argument("--mail", action="store_true", help="play with the Civilian Mail expansion")
    parser.add_argument("--seed", type=int, default=None, help="the game's random seed (a replayable game)")
    parser.add_argument("--lang", choices=("pl", "en"), default="en")
    parser.add_argument("--script", type=Path, help="read commands from this file instead of the keyboard")
    parser.add_argument("--boards", type=Path, default=Path("boards"), help="folder for board images")
    parser.add_argument("--bots", default="", help="colours played by the computer, e.g. red,violet (or all)")
    parser.add_argument("--db", type=Path, help="keep the game in this SQLite file (default: a temporary one)")
    parser.add_argument("--record", type=Path, help="write every accepted move to this file as a script")
    return asyncio.run(run_table(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())

"""The console table of any game, from its descriptor alone (games/spec.py: the default `console`): a numbered
option for every legal action, named by the game's words room.

    python bot.py --local --game KEY --players a,b [--bots b] [--seed 7] [--lang pl]

Each line is `colour: N` (that player's Nth option, as `hand colour` lists them) or a table command: `hand
COLOUR`, `show`, `bots COLOUR…|all|off`, `rules WORDS`, `help`, `quit`. Every line goes through the table
service exactly as a tap on Discord would; public posts print as they come, private ones marked with their
reader; each board the bot would post is written to the game's folder. The computer plays with the game's
own player (its descriptor's `players`). A game's own console (console/libertalia.py) builds on `ChoiceTable`.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, TextIO

from console.output import CHANNEL, Keyboard, TableOutput, cap, read_line
from console.words import say
from games import GameSpec, game, load
from jsontypes import Json
from service import Caller, FakeClock, ServiceError, TableService
from service.rules import game_colours, rules_of
from store import SqliteStore
from words.compose import room


class ChoiceTable(TableOutput):
    """One game at the terminal, any game: its seats act by the number of a legal action."""

    def __init__(self, spec: GameSpec, service: TableService, lang: str, out: TextIO, folder: Path,
                 seed: int) -> None:
        self.spec = spec
        self.game = spec.key
        self.service = service
        self.lang = lang
        self.out = out
        self.folder = folder
        self.seed = seed
        self.colours = list(game_colours(spec))
        self.bots: set[str] = set()
        self.seats: list[str] = []
        self.finished = False
        self.boards = 0
        self.computer = load(spec.players)(rules_of(spec), random.Random(seed))

    # ---- words ----
    def word(self, key: str, **params: object) -> str:
        return say(key, self.lang, self.game, **params)

    def seat_colours(self) -> list[str]:
        return self.colours

    def colour_word(self, colour: str) -> str:
        return room(self.game).term("colour", colour, self.lang).text

    def action_text(self, colour: str, action: Json) -> str:
        """One legal action in words, as the game's words room names it."""
        return cap(room(self.game).describe_action({**action, "player": colour}, self.lang, self.front))

    # ---- output ----
    def board_name(self, view: Json) -> str:
        from render import board_filename

        return board_filename(self.game, view)

    def write_board(self, view: Json) -> None:
        if self.spec.board is None:
            return
        from render import render_board  # at the first board: the first prompt need not wait for it

        self.folder.mkdir(parents=True, exist_ok=True)
        self.boards += 1
        path = self.folder / f"board-{self.boards:03d}-{self.board_name(view).removeprefix('board-')}"
        names = {c: cap(self.colour_word(c)) for c in self.seats}
        path.write_bytes(render_board(self.game, view, names, self.lang))
        self.say(f"  {say('board_image', self.lang, path=path)}")

    # ---- reading the service ----
    async def status(self) -> Json:
        return dict((await self.service.status(CHANNEL)).data)

    async def me(self, colour: str) -> Json:
        return dict((await self.service.my_info(CHANNEL, Caller(self.user_of(colour)))).data)

    async def waiting(self) -> list[str]:
        status = await self.status()
        if status.get("status") != "running":
            self.finished = True
            return []
        return [str(c) for c in status.get("waiting") or []]

    async def legal(self, colour: str) -> list[Json]:
        try:
            return list((await self.me(colour)).get("legal_actions") or [])
        except ServiceError:
            return []

    # ---- setting up ----
    async def open(self, seats: list[str], options: dict[str, Any]) -> None:
        host = Caller(self.user_of(seats[0]))
        self.show_outcome(await self.service.create_game(CHANNEL, host, self.game, options, deadline_seconds=None,
                                                         colour=seats[0]))
        for colour in seats[1:]:
            self.show_outcome(await self.service.join(CHANNEL, Caller(self.user_of(colour)), colour))
        self.show_outcome(await self.service.start(CHANNEL, host))

    # ---- commands ----
    async def hand(self, colour: str) -> None:
        """A player's own options, numbered (hot seat: the others look away)."""
        to = say("only_to", self.lang, colour=cap(self.colour_word(colour)))
        for line in await self.option_lines(colour):
            self.say(f"  {to} {line}")

    async def option_lines(self, colour: str) -> list[str]:
        legal = await self.legal(colour)
        if not legal:
            return [self.word("no_options", colour=cap(self.colour_word(colour)))]
        return [f"{i}. {self.action_text(colour, a)}" for i, a in enumerate(legal, 1)]

    async def show(self) -> None:
        status = await self.status()
        phase = room(self.game).term("phase", str(status.get("phase") or "-"), self.lang).text
        self.say(f"  {self.word('status_line', phase=phase, round=status.get('round') or 0)}")
        self.write_board(dict((await self.service.board(CHANNEL)).data["view"]))

    async def tell_waiting(self) -> None:
        if self.finished:
            return
        waiting = await self.waiting()
        if waiting:
            self.say(f"  {self.word('waiting_for', colours=', '.join(cap(self.colour_word(c)) for c in waiting))}")

    async def act(self, colour: str, action: Json) -> bool:
        try:
            outcome = await self.service.act(CHANNEL, Caller(self.user_of(colour)), action)
        except ServiceError as err:
            self.say(f"  ! {err.message(self.lang)}")
            return False
        self.show_outcome(outcome)
        return True

    async def choose(self, colour: str, number: str) -> None:
        """The Nth of the player's options."""
        legal = await self.legal(colour)
        if not legal:
            self.say(f"  {self.word('no_options', colour=cap(self.colour_word(colour)))}")
            return
        if not number.isdigit() or not 1 <= int(number) <= len(legal):
            self.say(f"  {self.word('choose_range', count=len(legal))}")
            return
        await self.act(colour, legal[int(number) - 1])

    def computer_did(self, colour: str, action: Json, state: Any) -> str:
        """What the line says the computer did (a game with secrets says less)."""
        return self.action_text(colour, action)

    async def run_bots(self) -> None:
        """The computer's seats act while one of them is awaited (a human's move may wait for theirs)."""
        while not self.finished:
            due = [c for c in await self.waiting() if c in self.bots]
            if not due:
                return
            state = await self.current_state()
            if state is None:
                return
            colour = due[0]
            action = self.computer(state, colour)
            self.say(f"  {say('computer', self.lang)} {cap(self.colour_word(colour))}: "
                     f"{self.computer_did(colour, action, state)}")
            if not await self.act(colour, action):
                return

    async def seat_line(self, colour: str, words: list[str]) -> None:
        """`colour: …`: a number is that player's option."""
        if len(words) == 1 and words[0].isdigit():
            await self.choose(colour, words[0])
        else:
            self.say(f"  {self.word('usage')}")

    async def step(self, line: str) -> bool:
        """One typed line; False to leave."""
        words = line.strip().split()
        if not words:
            return True
        head = words[0].lower()
        if head in ("quit", "exit", "koniec"):
            return False
        if head == "help":
            self.say(self.word("help"))
        elif head == "show":
            await self.show()
        elif head == "hand" and len(words) == 2:
            await self.hand(self.colour_of(words[1]) or words[1])
        elif head == "bots":
            self.set_bots(words[1:])
        elif head == "rules":
            self.rules(" ".join(words[1:]))
        elif head.endswith(":") and len(words) >= 2:
            colour = self.colour_of(head[:-1])
            if colour is None:
                self.say(f"  {say('unknown_colour', self.lang, colour=head[:-1])}")
                return True
            await self.seat_line(colour, words[1:])
        else:
            self.say(f"  {self.word('usage')}")
        await self.run_bots()
        await self.tell_waiting()
        return not self.finished

    def colour_of(self, word: str) -> str | None:
        word = word.lower()
        for c in self.colours:
            names = {room(self.game).term("colour", c, lang).text.lower() for lang in (self.lang, "en")}
            if word == c or word in names:
                return c
        return None

    def set_bots(self, words: list[str]) -> None:
        if words and words[0].lower() == "off":
            self.bots.clear()
        elif words and words[0].lower() == "all":
            self.bots = set(self.seats)
        else:
            self.bots |= {c for c in (self.colour_of(w) for w in words) if c in self.seats}
        names = ", ".join(self.colour_word(c) for c in sorted(self.bots, key=self.colours.index))
        self.say(f"  {say('bots_now', self.lang, colours=names)}" if self.bots else f"  {say('bots_none', self.lang)}")

    def rules(self, query: str) -> None:
        found = load(self.spec.rules_help).lookup(query, self.lang, limit=3) if self.spec.rules_help and \
            query.strip() else []
        if not found:
            self.say(f"  {say('rules_none', self.lang, query=query)}")
        for entry in found:
            self.say(f"  {entry.id} · {entry.title}")
            for para in entry.text.splitlines():
                self.say(f"    {para}")


def seats_of(spec: GameSpec, colours: list[str], given: str | None, lang: str, out: TextIO) -> list[str] | None:
    """The seats asked for (default: the game's first colours, as few as it may be played by), or None after
    saying what is wrong with them."""
    rules = rules_of(spec)
    seats = [c.strip() for c in (given or ",".join(colours[:rules.min_players])).split(",") if c.strip()]
    bad = [c for c in seats if c not in colours]
    if bad or len(set(seats)) != len(seats) or not rules.min_players <= len(seats) <= rules.max_players:
        for colour in bad:
            print(say("unknown_colour", lang, colour=colour), file=out)
        print(say("bad_seats", lang, all=", ".join(colours), min=rules.min_players, max=rules.max_players), file=out)
        return None
    return seats


def run(args: argparse.Namespace, stdin: Keyboard | None = None, out: TextIO | None = None,
        table: type[ChoiceTable] = ChoiceTable) -> int:
    """The whole sitting of one game at the console; 0 when it ends normally."""
    stdin, out = stdin or sys.stdin, out or sys.stdout
    spec = game(args.game)
    lang: str = args.lang
    seats = seats_of(spec, list(game_colours(spec)), args.players, lang, out)
    if seats is None:
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    folder = Path(args.boards) / f"{spec.key}-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}"
    with tempfile.TemporaryDirectory() as tmp, asyncio.Runner() as runner:
        store = SqliteStore(Path(tmp) / "console.sqlite3")
        runner.run(store.open())
        try:
            service = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
            sitting = table(spec, service, lang, out, folder, seed)
            sitting.seats = seats
            print(say("banner", lang, spec.key, title=room(spec.key).title(lang),
                      players=", ".join(sitting.colour_word(c) for c in seats), seed=seed), file=out)
            runner.run(sitting.open(seats, dict(getattr(args, "options", {}) or {})))
            asked = [c.strip() for c in (args.bots or "").split(",") if c.strip()]
            sitting.bots = set(seats) if asked == ["all"] else {c for c in asked if c in seats}
            runner.run(sitting.run_bots())
            runner.run(sitting.tell_waiting())
            while not sitting.finished:
                line = read_line(stdin)
                if line is None:
                    break
                if not stdin.isatty():
                    print(f"> {line.rstrip()}", file=out)  # piped lines echoed, as a transcript reads
                if not runner.run(sitting.step(line)):
                    break
        except KeyboardInterrupt:
            print(say("interrupted", lang), file=out)
        except ServiceError as err:
            print(err.message(lang), file=out)
            return 2
        finally:
            runner.run(store.close())
    if folder.is_dir():
        print(say("boards_at", lang, folder=folder), file=out)
    return 0


__all__ = ["ChoiceTable", "run", "seats_of"]

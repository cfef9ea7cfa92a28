"""Libertalia at the local console table: the bot's own service, store and board, the terminal instead of Discord.

    python bot.py --local --game libertalia --players red,blue,green --bots blue,green [--lang pl] [--seed 7]

Each line is `colour: pick RANK` (the day's secret card; a new pick replaces it until the last one is in),
`colour: choose N` (the Nth option of that player's open choice, as listed), or a table command: `hand
COLOUR` (that player's private view: cards, pick, graveyard, options), `show`, `bots COLOUR…|all|off`,
`rules WORDS`, `help`, `quit`. Every line goes through the table service exactly as a Discord click would;
public posts print as they come, private ones are marked with their reader; each board the bot would post is
written to the game's folder. Seats played by the computer use tools/libertalia_players.greedy_action.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path
from typing import TextIO

from console.describe import cap
from console.session import Keyboard, read_line
from console.table import TableOutput, console_command
from console.words import say
from jsontypes import Json
from service import Caller, FakeClock, ServiceError, TableService
from store import SqliteStore
from words import PlainFront
from words.libertalia.choices import action_label, describe_pending, options, pick_prompt, waiting_line
from words.libertalia.terms import card_label, colour_name, colours, loot_count, phase_name

GAME = "libertalia"
CHANNEL = 1


def user_of(colour: str) -> int:
    return colours().index(colour) + 1


class LibertaliaTable(TableOutput):
    """One Libertalia game at the terminal, driven through the table service."""

    def __init__(self, service: TableService, lang: str, out: TextIO, folder: Path, seed: int) -> None:
        self.service = service
        self.lang = lang
        self.out = out
        self.folder = folder
        self.seed = seed
        self.bots: set[str] = set()
        self.seats: list[str] = []
        self.finished = False
        self.boards = 0
        self.front = PlainFront(names=self.name_of, commands=console_command)  # `hand`, not /hand

    # ---- output ----
    def seat_colours(self) -> list[str]:
        return list(colours())

    def colour_word(self, colour: str) -> str:
        return colour_name(colour, self.lang)

    def write_board(self, view: Json) -> None:
        from render.libertalia import render_board  # at the first board: the first prompt need not wait for it

        self.folder.mkdir(parents=True, exist_ok=True)
        self.boards += 1
        path = self.folder / f"board-{self.boards:03d}-v{view.get('voyage', 0)}d{view.get('day', 0)}-{view.get('phase')}.png"
        names = {c: cap(colour_name(c, self.lang)) for c in colours()}
        path.write_bytes(render_board(view, names, self.lang))
        self.say(f"  {say('board_image', self.lang, path=path)}")

    # ---- reading the service ----
    async def status(self) -> Json:
        return dict((await self.service.status(CHANNEL)).data)

    async def me(self, colour: str) -> Json:
        return dict((await self.service.my_info(CHANNEL, Caller(user_of(colour)))).data)

    async def waiting(self) -> list[str]:
        status = await self.status()
        if status.get("status") != "running":
            self.finished = True
            return []
        return [str(c) for c in status.get("waiting") or []]

    # ---- setting up ----
    async def open(self, seats: list[str]) -> None:
        host = Caller(user_of(seats[0]))
        self.show_outcome(await self.service.create_game(CHANNEL, host, game=GAME, deadline_seconds=None,
                                                         colour=seats[0]))
        for colour in seats[1:]:
            self.show_outcome(await self.service.join(CHANNEL, Caller(user_of(colour)), colour))
        self.show_outcome(await self.service.start(CHANNEL, host))

    # ---- commands ----
    async def hand(self, colour: str) -> None:
        """A player's private view, numbered options included (hot seat: the others look away)."""
        try:
            info = await self.me(colour)
        except ServiceError as err:
            self.say(f"  ! {err.message(self.lang)}")
            return
        view: Json = info.get("view") or {}
        to = say("only_to", self.lang, colour=cap(colour_name(colour, self.lang)))
        cards = ", ".join(card_label(r, self.lang) for r in view.get("hand") or []) or "-"
        pick = card_label(view["pick"], self.lang) if view.get("pick") is not None else "-"
        grave = ", ".join(card_label(r, self.lang) for r in view.get("graveyard") or []) or "-"
        self.say(f"  {to} {say('lt_hand', self.lang, cards=cards, pick=pick, graveyard=grave)}")
        for line in self.option_lines(view, colour):
            self.say(f"  {to} {line}")

    def option_lines(self, view: Json, colour: str) -> list[str]:
        mine = [p for p in view.get("pending") or [] if p.get("player") == colour and p.get("options")]
        if mine:
            lines = [cap(describe_pending(mine[0], self.lang, self.front))]
            lines += [f"  {i}. {label}" for i, (_, label) in enumerate(options(mine[0], self.lang, self.front), 1)]
            return lines
        if view.get("phase") == "selection" and view.get("hand"):
            return [cap(pick_prompt(int(view.get("voyage") or 1), int(view.get("day") or 1), self.lang, self.front))]
        return []

    async def show(self) -> None:
        view = dict((await self.service.board(CHANNEL)).data["view"])
        self.say(f"  {say('lt_show', self.lang, voyage=view.get('voyage'), day=view.get('day'), phase=phase_name(str(view.get('phase')), self.lang))}")
        for p in view.get("players") or []:
            loot = ", ".join(loot_count(k, n, self.lang) for k, n in (p.get("loot") or {}).items() if n) or "-"
            ship = ", ".join(card_label(s["rank"] if isinstance(s, dict) else s, self.lang)
                             for s in p.get("ship") or []) or "-"
            self.say(f"  {say('lt_player', self.lang, colour=cap(colour_name(str(p.get('colour')), self.lang)), coins=p.get('coins', 0), score=p.get('score', 0), cards=p.get('hand_size', 0), ship=ship, loot=loot)}")
        self.write_board(view)

    async def tell_waiting(self) -> None:
        if self.finished:
            return
        view = dict((await self.service.board(CHANNEL)).data["view"])
        waiting = await self.waiting()
        if waiting:
            self.say(f"  {cap(waiting_line(waiting, list(view.get('pending') or []), self.lang, self.front))}")

    async def act(self, colour: str, action: Json) -> bool:
        try:
            outcome = await self.service.act(CHANNEL, Caller(user_of(colour)), action)
        except ServiceError as err:
            self.say(f"  ! {err.message(self.lang)}")
            return False
        self.show_outcome(outcome)
        return True

    async def choose(self, colour: str, number: str) -> None:
        info = await self.me(colour)
        view: Json = info.get("view") or {}
        mine = [p for p in view.get("pending") or [] if p.get("player") == colour and p.get("options")]
        if not mine:
            self.say(f"  {say('lt_no_choice', self.lang, colour=cap(colour_name(colour, self.lang)))}")
            return
        ids = [str(o.get("id")) for o in mine[0]["options"]]
        if not number.isdigit() or not 1 <= int(number) <= len(ids):
            self.say(f"  {say('lt_choose_range', self.lang, count=len(ids))}")
            return
        await self.act(colour, {"type": "choose", "player": colour, "option": ids[int(number) - 1]})

    async def run_bots(self) -> None:
        """The computer's seats act while one of them is awaited (a human's pick may wait for theirs)."""
        from tools.libertalia_players import greedy_action

        rules = self.service.pipeline.rules_for(GAME)
        while rules is not None and not self.finished:
            due = [c for c in await self.waiting() if c in self.bots]
            if not due:
                return
            state = await self.current_state()
            if state is None:
                return
            colour = due[0]
            action = greedy_action(state, colour).to_dict()
            kind = next((str(p.get("kind")) for p in rules.view(state, colour).get("pending") or []
                         if p.get("player") == colour), "")
            did = say("lt_bot_did", self.lang) if action.get("type") == "pick" else action_label(action, self.lang, kind)
            self.say(f"  {say('computer', self.lang)} {cap(colour_name(colour, self.lang))}: {did}")
            if not await self.act(colour, action):
                return

    async def step(self, line: str) -> bool:
        """One typed line; False to leave."""
        words = line.strip().split()
        if not words:
            return True
        head = words[0].lower()
        if head in ("quit", "exit", "koniec"):
            return False
        if head == "help":
            self.say(say("lt_help", self.lang))
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
            verb, arg = (words[1].lower(), words[2] if len(words) > 2 else "") if not words[1].isdigit() \
                else ("", words[1])
            if not verb:  # a bare number: the answer to an open choice, or else the day's pick
                verb = "choose" if await self.has_choice(colour) else "pick"
            if verb in ("pick", "wybierz"):
                if not arg.isdigit():
                    self.say(f"  {say('lt_usage', self.lang)}")
                    return True
                await self.act(colour, {"type": "pick", "player": colour, "rank": int(arg)})
            elif verb in ("choose", "opcja"):
                await self.choose(colour, arg)
            else:
                self.say(f"  {say('lt_usage', self.lang)}")
        else:
            self.say(f"  {say('lt_usage', self.lang)}")
        await self.run_bots()
        await self.tell_waiting()
        return not self.finished

    async def has_choice(self, colour: str) -> bool:
        try:
            view: Json = (await self.me(colour)).get("view") or {}
        except ServiceError:
            return False
        return any(p.get("player") == colour and p.get("options") for p in view.get("pending") or [])

    def colour_of(self, word: str) -> str | None:
        word = word.lower()
        for c in colours():
            if word in (c, colour_name(c, self.lang).lower(), colour_name(c, "en").lower()):
                return c
        return None

    def set_bots(self, words: list[str]) -> None:
        if words and words[0].lower() == "off":
            self.bots.clear()
        elif words and words[0].lower() == "all":
            self.bots = set(self.seats)
        else:
            self.bots |= {c for c in (self.colour_of(w) for w in words) if c in self.seats}
        names = ", ".join(colour_name(c, self.lang) for c in sorted(self.bots, key=colours().index))
        self.say(f"  {say('bots_now', self.lang, colours=names)}" if self.bots else f"  {say('bots_none', self.lang)}")

    def rules(self, query: str) -> None:
        from data.libertalia.rules_help import lookup

        found = lookup(query, self.lang, limit=3) if query.strip() else []
        if not found:
            self.say(f"  {say('rules_none', self.lang, query=query)}")
        for entry in found:
            self.say(f"  {entry.id} · {entry.title}")
            for para in entry.text.splitlines():
                self.say(f"    {para}")


def run_libertalia(args: argparse.Namespace, stdin: Keyboard, out: TextIO) -> int:
    """The whole sitting of a Libertalia game; 0 when it ends normally."""
    lang: str = args.lang
    seats = [c.strip() for c in (args.players or "red,blue,green").split(",") if c.strip()]
    bad = [c for c in seats if c not in colours()]
    if bad or not 2 <= len(seats) <= 6:
        print(say("bad_colours", lang, bad=", ".join(bad) or "-", all=", ".join(colours())), file=out)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    folder = Path(args.boards) / f"libertalia-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}"
    with tempfile.TemporaryDirectory() as tmp, asyncio.Runner() as runner:
        store = SqliteStore(Path(tmp) / "console.sqlite3")
        runner.run(store.open())
        try:
            service = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
            table = LibertaliaTable(service, lang, out, folder, seed)
            table.seats = seats
            print(say("lt_banner", lang, players=", ".join(colour_name(c, lang) for c in seats), seed=seed), file=out)
            runner.run(table.open(seats))
            asked = [c.strip() for c in (args.bots or "").split(",") if c.strip()]
            table.bots = set(seats) if asked == ["all"] else {c for c in asked if c in seats}
            runner.run(table.run_bots())
            runner.run(table.tell_waiting())
            while not table.finished:
                line = read_line(stdin)
                if line is None:
                    break
                if not stdin.isatty():
                    print(f"> {line.rstrip()}", file=out)  # piped lines echoed, as a transcript reads
                if not runner.run(table.step(line)):
                    break
        except KeyboardInterrupt:
            print(say("interrupted", lang), file=out)
        finally:
            runner.run(store.close())
    if folder.is_dir():
        print(say("boards_at", lang, folder=folder), file=out)
    return 0

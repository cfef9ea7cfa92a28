"""Mali Powstańcy at the local console table: the bot's own service, store and renderer, the terminal instead of Discord.

    ./scripts/run.sh --local --players orange,red --variant basic --liberator --mail
    ./scripts/run.sh --local --db game.sqlite3            # keep the game; run it again to resume
    ./scripts/run.sh --local --script game.txt --bots red # play a script, then the keyboard (and the computer)

Each line is `colour: command` (see `help`), or `mod: skip|rollback [previous]|end` for the moderator.
Every line goes through the table service exactly as a slash command would: the same permissions, the
same SQLite store (a temporary file unless --db is given), the same messages. Public posts print as they
come; private ones are marked with their recipient; each board image the bot would post is written to the
game's own folder, with the record of every accepted line (a script that replays the game).
Seats played by the computer (--bots, or `bots COLOUR` mid-game) use the cooperative player of
tools/mali/cooperative.py, which sees only its own seat.
The sitting (resuming, the record, the keyboard, leaving) is console/sitting.py, shared by every game, with
Mali's part in console/mali/session.py; the shell console/shell.py.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TextIO

from console.mali.commands import COLOURS as COLOUR_WORDS
from console.mali.commands import CommandError, parse, to_line
from console.mali.describe import log_line, result_lines, show_lines
from console.mali.words import GAME, help_text, say
from console.output import CHANNEL, MODERATOR, TableOutput
from data.mali.names import fold
from data.mali.rules_help import lookup
from engine.mali import Options
from jsontypes import Json
from service import Caller, ServiceError, TableService
from tools.mali.cooperative import cooperative_player
from tools.mali.players import Player
from words.mali import card_name, colour_name, colours, goal_name, token_name

COLOURS = colours()  # the one list, from data/
LOG_LINES = 15


def user_of(colour: str) -> int:
    return COLOURS.index(colour) + 1


class ConsoleTable(TableOutput):
    """One game of Mali Powstańcy at the terminal, driven through the table service."""

    game = GAME

    def __init__(self, service: TableService, lang: str, out: TextIO, boards: Path | None,
                 bots: dict[str, Player], record: TextIO | None = None, seed: int = 0) -> None:
        self.service = service
        self.lang = lang
        self.out = out
        self.folder = boards  # this game's own folder; None until the sitting knows it
        self.bots = bots
        self.record = record
        self.seed = seed
        self.board_count = len(list(boards.glob("board-*.png"))) if boards is not None and boards.is_dir() else 0
        self.finished = False
        self.bots_paused = False  # while a script plays, the computer waits its turn
        self.pending = []
        self.seats: list[str] = []

    # ---- setting up ----
    async def open(self, colours: list[str], options: Options) -> None:
        host = Caller(user_of(colours[0]))
        self.show_outcome(await self.service.create_game(CHANNEL, host, GAME, options.to_dict(), deadline_seconds=None,
                                                         colour=colours[0]))
        for colour in colours[1:]:
            self.show_outcome(await self.service.join(CHANNEL, Caller(user_of(colour)), colour))
        self.show_outcome(await self.service.start(CHANNEL, host))

    # ---- reading the service (one place, so a change in the service's results touches only these) ----
    async def status(self) -> Json:
        return dict((await self.service.status(CHANNEL)).data)

    async def view(self) -> Json:
        return dict((await self.service.board(CHANNEL)).data["view"])

    async def entries(self, limit: int) -> list[Json]:
        return list((await self.service.log(CHANNEL, limit=limit)).data["entries"])

    async def me(self, colour: str) -> Json:
        return dict((await self.service.my_info(CHANNEL, Caller(user_of(colour)))).data["me"])

    # ---- output ----
    def seat_colours(self) -> list[str]:
        return list(COLOURS)

    def colour_word(self, colour: str) -> str:
        return colour_name(colour, self.lang)

    def show_result(self, result: Json) -> None:
        for line in result_lines(result, self.lang):
            self.say(line)

    def board_file(self, view: Json) -> str:
        return f"r{view.get('round', 0)}-{view.get('phase')}.png"

    def save_board(self, path: Path, view: Json) -> None:
        """Draw the board into `path` (a sitting draws them in the background: console/mali/session.py)."""
        from render.mali.board import render_board  # at the first board, not at import: the first prompt need not wait

        path.write_bytes(render_board(view, lang=self.lang))

    # ---- table commands ----
    async def show(self) -> None:
        for line in show_lines(await self.view(), self.lang):
            self.say(line)

    async def hand(self, colour: str) -> None:
        colour = COLOUR_WORDS.get(fold(colour), colour)
        if colour not in COLOURS:
            self.say(f"  {say('unknown_colour', self.lang, colour=colour)}")
            return
        me = await self.me(colour)
        cards = ", ".join(card_name(c, self.lang) for c in me.get("hand") or []) or "-"
        tokens = ", ".join(token_name(t, self.lang) for t in me.get("tokens") or []) or "-"
        goal = goal_name(me["goal"], self.lang) if me.get("goal") else "-"
        to = say("only_to", self.lang, colour=colour_name(colour, self.lang))
        self.say(f"  {to} {say('hand', self.lang, cards=cards, tokens=tokens, goal=goal)}")

    async def log(self, words: list[str]) -> None:
        if words and words[0] not in ("all",) and not words[0].isdigit():
            self.say(f"  {say('log_usage', self.lang)}")
            return
        limit = 1000 if words and words[0] == "all" else int(words[0]) if words else LOG_LINES
        entries = await self.entries(max(1, limit))
        if not entries:
            self.say(f"  {say('log_empty', self.lang)}")
        names = {user_of(c): colour_name(c, self.lang) for c in COLOURS}
        names[MODERATOR] = say("moderator", self.lang)
        for entry in entries:
            self.say(log_line(entry, self.lang, names))

    def rules(self, query: str) -> None:
        if not query.strip():
            self.say(f"  {say('rules_usage', self.lang)}")
            return
        found = lookup(query, self.lang, limit=3)
        if not found:
            self.say(f"  {say('rules_none', self.lang, query=query)}")
        for entry in found:
            self.say(f"  {entry.title}" if entry.id.startswith("topic:") else f"  {entry.id} · {entry.title}")
            for para in entry.text.splitlines():
                self.say(f"    {para}")

    async def set_bots(self, words: list[str]) -> None:
        """`bots red violet` / `bots all` hands seats to the computer; `bots off [COLOUR…]` takes them back."""
        seated = [str(s["colour"]) for s in (await self.status()).get("seats", [])
                  if s.get("colour") and not s.get("removed")]
        off = bool(words) and fold(words[0]) in ("off", "none", "wylacz")
        names = words[1:] if off else words
        if off and not names:
            picked = list(self.bots)
        elif names and fold(names[0]) in ("all", "wszystkie"):
            picked = seated
        else:
            picked = []
            for word in names:
                colour = COLOUR_WORDS.get(fold(word))
                if colour is None or colour not in seated:
                    self.say(f"  {say('bots_not_seated', self.lang, colour=word)}")
                    return
                picked.append(colour)
        if words and not picked and not off:
            self.say(f"  {say('bots_usage', self.lang)}")
            return
        for colour in picked:
            if off:
                self.bots.pop(colour, None)
            elif colour not in self.bots:
                self.bots[colour] = cooperative_player(random.Random(self.seed + user_of(colour)))
        if self.bots:
            self.say(f"  {say('bots_now', self.lang, colours=', '.join(colour_name(c, self.lang) for c in self.bots))}")
        else:
            self.say(f"  {say('bots_none', self.lang)}")

    def bot_colours(self) -> list[str]:
        return [c for c in COLOURS if c in self.bots]

    def add_bots(self, colours: list[str]) -> None:
        self.bots.update({c: cooperative_player(random.Random(self.seed + i)) for i, c in enumerate(colours)})

    # ---- playing ----
    async def waiting(self) -> str | None:
        status = await self.status()
        if status.get("status") != "running":
            self.finished = True
            return None
        waiting = status.get("waiting_for")
        return str(waiting) if waiting else None

    async def act(self, colour: str, action: Json) -> bool:
        if action.get("type") == "timeout_pass":
            self.say(f"  {say('pass_hint', self.lang, colour=colour)}")
            return False
        try:
            outcome = await self.service.act(CHANNEL, Caller(user_of(colour)), action)
        except ServiceError as err:
            self.say(f"  ! {self.refusal(err)}")
            return False
        self.write_record(to_line(colour, action))
        self.show_outcome(outcome)
        return True

    async def run_bots(self) -> None:
        while not self.finished and not self.bots_paused:
            who = await self.waiting()
            if who is None or who not in self.bots:
                return
            state = await self.current_state()
            if state is None:
                return
            action = self.bots[who](state, who).to_dict()
            self.say(f"  {say('computer', self.lang)} {to_line(who, action)}")
            if not await self.act(who, action):
                return

    async def moderate(self, words: list[str]) -> None:
        mod = Caller(MODERATOR, is_moderator=True)
        verb = words[0].lower() if words else ""
        try:
            if verb == "skip":
                outcome = await self.service.skip(CHANNEL, mod)
                line = "mod: skip"
            elif verb == "rollback":
                to = words[1].lower() if len(words) > 1 else "current"
                outcome = await self.service.rollback(CHANNEL, mod, to)
                line = f"mod: rollback {to}"
            elif verb == "end":
                outcome = await self.service.end_game(CHANNEL, mod)
                line = "mod: end"
            else:
                self.say(f"  {say('mod_usage', self.lang)}")
                return
        except ServiceError as err:
            self.say(f"  ! {self.refusal(err)}")
            return
        self.write_record(line)
        self.show_outcome(outcome)

    async def handle(self, line: str) -> bool:
        """One line of input; False means quit."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        words = line.split()
        word = words[0].lower()
        if word in ("quit", "exit", "wyjdz"):
            return False
        if word in ("help", "pomoc"):
            self.say(help_text(self.lang))
        elif word in ("show", "plansza"):
            await self.show()
        elif word in ("hand", "reka"):
            await self.hand(words[1] if len(words) > 1 else "")
        elif word in ("log", "dziennik"):
            await self.log(words[1:])
        elif word in ("rules", "zasady"):
            self.rules(line.partition(" ")[2])
        elif word in ("bots", "boty"):
            await self.set_bots(words[1:])
        elif word == "mod:" or (word.startswith("mod:") and len(word) > 4):
            await self.moderate(([word[4:]] if len(word) > 4 else []) + words[1:])
        else:
            try:
                parsed = parse(line)
            except CommandError as err:
                self.say(f"  {err.message(self.lang)}")
                return True
            await self.act(parsed.colour, parsed.action.to_dict())
        await self.run_bots()
        return True

    async def step(self, line: str, echo: bool = False) -> bool:
        if echo and line.strip() and not line.lstrip().startswith("#"):
            self.say(f"> {line.rstrip()}")
        return await self.handle(line)

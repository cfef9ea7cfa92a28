"""The console table of any game, from its descriptor alone (games/spec.py: the default `console`): a numbered
option for every legal action, named by the game's words room.

    ./scripts/run.sh --local --game KEY --players a,b [--bots b] [--seed 7] [--lang pl] [--db FILE] [--script FILE]

Each line is `colour: N` (that player's Nth option, as `hand colour` lists them) or a table command: `hand
COLOUR`, `show`, `bots COLOUR…|all|off`, `rules WORDS`, `help`, `quit`. Every line goes through the table
service exactly as a tap on Discord would; public posts print as they come, private ones marked with their
reader; each board the bot would post is written to the game's folder, with the record of every accepted line
(`colour: N`, a script that replays the game). While the table waits for a person, their options are printed
with the prompt. The sitting (--db, --record, --script, leaving) is the shared one (console/sitting.py). The
computer plays with the game's own player (its descriptor's `players`). A game's own console
(console/libertalia.py) builds on `ChoiceTable`.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any, TextIO

from console.output import CHANNEL, Keyboard, TableOutput, cap
from console.sitting import SittingFront, seats_of, sit
from console.words import say
from engine.errors import RuleError
from games import GameSpec, game, load
from jsontypes import Json
from service import Caller, ServiceError, TableService
from service.rules import game_colours, rules_of
from store.records import LogEntry
from words.compose import room


class ChoiceTable(TableOutput):
    """One game at the terminal, any game: its seats act by the number of a legal action."""

    def __init__(self, spec: GameSpec, service: TableService, lang: str, out: TextIO, folder: Path | None,
                 seed: int) -> None:
        self.spec = spec
        self.game = spec.key
        self.service = service
        self.lang = lang
        self.out = out
        self.folder = folder  # the game's own folder; None until the sitting knows it (boards wait for it)
        self.seed = seed
        self.colours = list(game_colours(spec))
        self.bots: set[str] = set()
        self.seats: list[str] = []
        self.finished = False
        self.pending = []
        self.shown: dict[str, list[str]] = {}  # the options last printed with the prompt, per seat
        self._computer: Any = None

    @property
    def computer(self) -> Any:
        """The game's computer player, seeded by the game's seed (known once a kept game is resumed)."""
        if self._computer is None:
            self._computer = load(self.spec.players)(rules_of(self.spec), random.Random(self.seed))
        return self._computer

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
    def draws_boards(self) -> bool:
        return self.spec.board is not None

    def board_file(self, view: Json) -> str:
        from render import board_filename

        return board_filename(self.game, view).removeprefix("board-")

    def save_board(self, path: Path, view: Json) -> None:
        from render import render_board  # at the first board: the first prompt need not wait for it

        names = {c: cap(self.colour_word(c)) for c in self.seats}
        path.write_bytes(render_board(self.game, view, names, self.lang))

    # ---- reading the service ----
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
        self.seats = list(seats)
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
        lines = await self.option_lines(colour)
        for line in lines or [self.word("no_options", colour=cap(self.colour_word(colour)))]:
            self.say(f"  {to} {line}")
        self.shown[colour] = lines

    async def option_lines(self, colour: str) -> list[str]:
        """The player's numbered options, in the order `colour: N` counts them (none: nothing to do)."""
        return [f"{i}. {self.action_text(colour, a)}" for i, a in enumerate(await self.legal(colour), 1)]

    async def show(self) -> None:
        status = await self.status()
        phase = room(self.game).term("phase", str(status.get("phase") or "-"), self.lang).text
        self.say(f"  {self.word('status_line', phase=phase, round=status.get('round') or 0)}")
        self.write_board(dict((await self.service.board(CHANNEL)).data["view"]))

    async def waiting_line(self, waiting: list[str]) -> str:
        return self.word("waiting_for", colours=", ".join(cap(self.colour_word(c)) for c in waiting))

    async def tell_waiting(self) -> None:
        """Whom the table waits for, and to each person awaited their options when they are new: a choice
        shows what may be chosen, as a panel on Discord does."""
        if self.finished:
            return
        waiting = await self.waiting()
        if not waiting:
            return
        self.say(f"  {await self.waiting_line(waiting)}")
        for colour in waiting:
            if colour in self.bots:
                continue
            lines = await self.option_lines(colour)
            if lines and lines != self.shown.get(colour):
                to = say("only_to", self.lang, colour=cap(self.colour_word(colour)))
                for line in lines:
                    self.say(f"  {to} {line}")
            self.shown[colour] = lines

    async def prompt(self) -> None:
        await self.tell_waiting()

    @staticmethod
    def line_of(colour: str, action: Json, legal: list[Json]) -> str | None:
        """The console line that plays `action` among these legal ones (the record's line): `colour: N`."""
        for number, option in enumerate(legal, 1):
            if dict(option) == dict(action):
                return f"{colour}: {number}"
        return None

    async def act(self, colour: str, action: Json, legal: list[Json] | None = None) -> bool:
        line = self.line_of(colour, action, legal if legal is not None else await self.legal(colour))
        try:
            outcome = await self.service.act(CHANNEL, Caller(self.user_of(colour)), action)
        except ServiceError as err:
            self.say(f"  ! {self.refusal(err)}")
            return False
        if line is not None:
            self.write_record(line)
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
        await self.act(colour, legal[int(number) - 1], legal)

    def computer_did(self, colour: str, action: Json, state: Any) -> str:
        """What the line says the computer did (a game with secrets says less)."""
        return self.action_text(colour, action)

    def bot_colours(self) -> list[str]:
        return [c for c in self.colours if c in self.bots]

    def add_bots(self, colours: list[str]) -> None:
        self.bots |= set(colours)

    async def run_bots(self) -> None:
        """The computer's seats act while one of them is awaited (a human's move may wait for theirs)."""
        while not self.finished and not self.bots_paused:
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

    async def step(self, line: str, echo: bool = False) -> bool:
        """One typed (or scripted) line; False to leave."""
        if line.lstrip().startswith("#"):
            return True  # a comment (a record's first lines)
        if echo and line.strip():
            self.say(f"> {line.rstrip()}")
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
            colour = self.colour_of(words[1])
            if colour is None:
                self.say(f"  {say('unknown_colour', self.lang, colour=words[1])}")
            else:
                await self.hand(colour)
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
        names = ", ".join(self.colour_word(c) for c in self.bot_colours())
        self.say(f"  {say('bots_now', self.lang, colours=names)}" if self.bots else f"  {say('bots_none', self.lang)}")

    def rules(self, query: str) -> None:
        found = load(self.spec.rules_help).lookup(query, self.lang, limit=3) if self.spec.rules_help and \
            query.strip() else []
        if not found:
            self.say(f"  {say('rules_none', self.lang, query=query)}")
        for entry in found:
            rule = entry.id.startswith(self.spec.rule_prefixes)  # a card's or a topic's entry has no rule id to show
            self.say(f"  {entry.id} · {entry.title}" if rule else f"  {entry.title}")
            for para in entry.text.splitlines():
                self.say(f"    {para}")


class ChoiceFront(SittingFront):
    """What any game's sitting knows: its table (ChoiceTable or a game's own), its banner, its numbered lines."""

    def __init__(self, spec: GameSpec, table: type[ChoiceTable] = ChoiceTable) -> None:
        super().__init__(spec)
        self.table_class = table

    def table(self, service: TableService, lang: str, out: TextIO, seed: int) -> ChoiceTable:
        return self.table_class(self.spec, service, lang, out, None, seed)

    def banner(self, colours: list[str], options: dict[str, object], seed: int, lang: str) -> str:
        names = ", ".join(room(self.spec.key).term("colour", c, lang).text for c in colours)
        return self.say("banner", lang, title=room(self.spec.key).title(lang), players=names, seed=seed)

    async def open(self, table: TableOutput, colours: list[str], options: dict[str, object]) -> None:
        assert isinstance(table, ChoiceTable)
        await table.open(colours, dict(options))

    def history(self, entries: list[LogEntry]) -> list[str] | None:
        """The kept game replayed by its rules, each action written as the line that plays it then."""
        rules = rules_of(self.spec)
        state: Any = None
        lines: list[str] = []
        try:
            for entry in entries:
                payload, action = entry.payload, entry.payload.get("action")
                if "new_game" in payload and entry.kind == "start":
                    new = payload["new_game"]
                    state, _ = rules.new_game(list(new["colours"]), dict(new["options"]), int(new["seed"]))
                elif entry.kind == "action" and isinstance(action, dict) and state is not None:
                    colour = str(action.get("player"))
                    line = self.table_class.line_of(colour, action, rules.legal_actions(state, colour))
                    if line is None:
                        return None
                    lines.append(line)
                    state, _ = rules.apply(state, action)
                elif entry.kind not in ("create", "join", "deadline"):
                    return None
        except (RuleError, KeyError, TypeError, ValueError):  # a log this version cannot read back: no lines
            return None
        return lines


def run(args: argparse.Namespace, stdin: Keyboard | None = None, out: TextIO | None = None,
        table: type[ChoiceTable] = ChoiceTable) -> int:
    """The whole sitting of one game at the console (console/sitting.py); 0 when it ends normally."""
    return sit(args, stdin, out, ChoiceFront(game(args.game), table))


__all__ = ["ChoiceFront", "ChoiceTable", "run", "seats_of"]

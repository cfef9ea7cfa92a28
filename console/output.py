"""What every console table prints alike, whatever its game: an outcome's messages as lines (public, the
moderators', then each private one marked with its reader), seats named by their colour, boards written to the
game's own folder, and the computer's seats.

A game's table (console/mali/, console/libertalia.py, console/choice.py) builds on `TableOutput`.
"""

from __future__ import annotations

import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, Protocol, TextIO, cast

from console.words import say
from jsontypes import Json
from service import Outcome, ServiceError, TableService
from service.messages import service_text
from words import PlainFront
from words import text as words_text
from words.refusals import rule_text

CHANNEL = 1  # the console's one "channel"
MODERATOR = 99  # the user id of `mod:` lines


class Keyboard(Protocol):
    """Where typed lines come from: the terminal (sys.stdin), a pipe, or a test's text."""

    def readline(self) -> str: ...

    def isatty(self) -> bool: ...


class OutputGone(Exception):
    """Whoever read the table's output has gone (`… | head -1`): the sitting ends quietly."""


_BROKEN: set[int] = set()  # the streams (by id) whose reader has gone: a later table on one ends at once


class GuardedOutput:
    """The table's output; when its reader has gone, the first write raises `OutputGone` (the sitting ends and
    closes its store, instead of a BrokenPipeError traceback) and every later write, leaving's lines included,
    is dropped. A standard output that broke is pointed at /dev/null, so that Python's own last flush at exit
    has nowhere to fail either."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.gone = False

    def write(self, text: str) -> int:
        if not self.gone:
            if id(self.stream) in _BROKEN:
                self.went()
            try:
                return self.stream.write(text)
            except BrokenPipeError:
                self.went()
        return len(text)

    def flush(self) -> None:
        if not self.gone:
            try:
                self.stream.flush()
            except BrokenPipeError:
                self.went()

    def isatty(self) -> bool:
        return not self.gone and self.stream.isatty()

    def went(self) -> None:
        self.gone = True
        if id(self.stream) not in _BROKEN:
            _BROKEN.add(id(self.stream))
            forget_output(self.stream)
        raise OutputGone from None


def forget_output(stream: TextIO) -> None:
    """Point a broken standard stream's descriptor at /dev/null (what it still buffers goes nowhere)."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError):  # not a file (a test's StringIO)
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def guarded(out: TextIO) -> TextIO:
    """`out` as the table writes to it (once: a guarded stream is returned as it is)."""
    return out if isinstance(out, GuardedOutput) else cast(TextIO, GuardedOutput(out))


def read_line(stdin: Keyboard) -> str | None:
    """One line from the keyboard (with a prompt) or from piped input; None at the end (Ctrl-D)."""
    try:
        if stdin.isatty():
            sys.stdout.flush()  # input() would swallow a failed flush: a reader that has gone is found here
            return input("> ") + "\n"
        line = stdin.readline()
    except EOFError:
        return None
    except BrokenPipeError:  # the prompt could not be written: the output's reader has gone
        _BROKEN.add(id(sys.stdout))
        forget_output(sys.stdout)
        raise OutputGone from None
    except OSError:  # no input at all (a test runner's stdin, a closed terminal)
        return None
    return line or None


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def console_command(path: str, lang: str, game: str | None = None) -> str:
    """A command the service's sentences name ("hand"), as a console player types it."""
    return words_text("console", "cmd." + path.replace(" ", "_"), lang, _room=game)


def refusal(err: ServiceError, lang: str, front: PlainFront) -> str:
    """A refusal as the console shows it: the commands it names are the console's (`hand`, not /hand)."""
    if err.rule_error is not None:
        return rule_text(err.rule_error, lang, front)
    return service_text(err.key, lang, front, _room=err.room, **err.params)


def message_lines(outcome: Outcome, lang: str, front: PlainFront, name_of: Callable[[int], str]) -> list[str]:
    """An outcome's messages as the console prints them (any game): public ones, then the moderators', then
    each private one marked with its reader."""
    lines = [f"  {cap(m.text(lang, front))}" for m in outcome.public]
    lines += [f"  {say('to_moderators', lang)} {cap(m.text(lang, front))}" for m in outcome.moderators]
    for user, messages in outcome.private.items():
        to = say("only_to", lang, colour=name_of(user))
        lines += [f"  {to} {cap(m.text(lang, front))}" for m in messages]
    return lines


class TableOutput(ABC):
    """What every console table prints alike: an outcome's messages as lines, users named by their seat's
    colour, each board written to the game's folder. A game's table names its colours and draws its board."""

    game: str  # the game's key (games/)
    lang: str
    out: TextIO
    finished: bool
    service: TableService
    seed: int  # the game's seed (the computer's choices derive from it)
    seats: list[str]  # the colours seated, in order (set when the game opens or resumes)
    bots_paused = False  # while a script plays, the computer waits its turn
    record: TextIO | None = None  # the sitting's record of accepted lines (console/sitting.py)

    def plain_front(self) -> PlainFront:
        """Names and console commands (`hand`, not /hand), not mentions."""
        return PlainFront(names=self.name_of, commands=partial(console_command, game=self.game))

    async def current_state(self) -> Any | None:
        """The engine's state of the table's game as the service has it now (for the computer players), or None."""
        try:
            return (await self.service.pipeline.read(CHANNEL)).state
        except ServiceError:
            return None

    # ---- what a sitting asks of every table (console/sitting.py) ----
    @abstractmethod
    async def step(self, line: str, echo: bool = False) -> bool:
        """One typed (or scripted) line, echoed first when `echo`; False to leave."""

    @abstractmethod
    async def run_bots(self) -> None:
        """The computer's seats act while one of them is awaited (not while a script plays)."""

    @abstractmethod
    def bot_colours(self) -> list[str]:
        """The colours the computer plays now, in seat order."""

    @abstractmethod
    def add_bots(self, colours: list[str]) -> None:
        """The computer takes these seats from the start of the sitting (--bots)."""

    # ---- boards: each one the bot would post is written to the game's own folder ----
    folder: Path | None = None  # None until the sitting knows it: boards drawn before then wait in `pending`
    board_count = 0  # boards in the folder (a resumed game goes on numbering them)
    pending: list[Json]  # each table starts it empty

    def use_folder(self, folder: Path | None) -> None:
        """The game's own folder: its boards (and by default its record) go there; the boards drawn before it
        was known are written there first."""
        self.folder = folder
        self.board_count = len(list(folder.glob("board-*.png"))) if folder is not None and folder.is_dir() else 0
        pending, self.pending = self.pending, []
        for view in pending:
            self.write_board(view)

    def write_board(self, view: Json) -> None:
        """Draw the board of a public view into the game's folder and say where."""
        if not self.draws_boards():
            return
        if self.folder is None:
            self.pending.append(view)
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        self.board_count += 1
        path = self.folder / f"board-{self.board_count:03d}-{self.board_file(view)}"
        self.save_board(path, view)
        self.say(f"  {say('board_image', self.lang, path=path)}")

    def draws_boards(self) -> bool:
        """False for a game without a board."""
        return True

    @abstractmethod
    def board_file(self, view: Json) -> str:
        """The image's file name after its number: where in the game it was drawn."""

    @abstractmethod
    def save_board(self, path: Path, view: Json) -> None:
        """Draw the board of `view` into `path`."""

    async def status(self) -> Json:
        return dict((await self.service.status(CHANNEL)).data)

    async def prompt(self) -> None:  # noqa: B027 (a hook: a table whose messages say whose turn it is needs none)
        """What the table says while it waits for the keyboard (whose turn, their options)."""

    def start_drawing(self) -> None:  # noqa: B027 (a hook: a table that draws as it goes needs none)
        """From now on boards may be drawn (a table that draws in the background waits for this)."""

    def finish_boards(self) -> None:  # noqa: B027 (a hook, as start_drawing)
        """Wait for the boards still being drawn (leaving)."""

    def write_record(self, line: str) -> None:
        """Each accepted line at once, so a crash loses nothing."""
        if self.record is not None:
            print(line, file=self.record, flush=True)

    def refusal(self, err: ServiceError) -> str:
        return refusal(err, self.lang, self.front)

    @abstractmethod
    def seat_colours(self) -> list[str]:
        """The game's colours in seat-choice order (a seat's user id is its place here, from 1)."""

    @abstractmethod
    def colour_word(self, colour: str) -> str:
        """A colour in the table's language."""

    def show_result(self, result: Json) -> None:  # noqa: B027 (a hook: most tables need nothing more)
        """The final standings, when the game's last board says it ended (nothing more by default)."""

    def user_of(self, colour: str) -> int:
        """The console's user id of a seat: its colour's place in the game's colours, from 1."""
        return self.seat_colours().index(colour) + 1

    def name_of(self, user: int) -> str:
        seats = self.seat_colours()
        if 1 <= user <= len(seats):
            return cap(self.colour_word(seats[user - 1]))  # a seat is named by its colour, as a name: capitalised
        return say("moderator", self.lang) if user == MODERATOR else str(user)

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def show_outcome(self, outcome: Outcome) -> None:
        for line in message_lines(outcome, self.lang, self.front, self.name_of):
            self.say(line)
        for request in outcome.renders:
            self.write_board(request.view)
            if request.view.get("result"):
                self.finished = True
                self.show_result(request.view["result"])

    @property
    def front(self) -> PlainFront:
        return self.plain_front()

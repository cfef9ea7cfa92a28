"""What every console table prints alike, whatever its game: an outcome's messages as lines (public, the
moderators', then each private one marked with its reader), seats named by their colour, boards written to the
game's own folder, and the computer's seats.

A game's table (console/mali/, console/libertalia.py, console/choice.py) builds on `TableOutput`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, TextIO

from console.words import say
from jsontypes import Json
from service import Outcome, ServiceError, TableService
from words import PlainFront
from words import text as words_text

CHANNEL = 1  # the console's one "channel"
MODERATOR = 99  # the user id of `mod:` lines


class Keyboard(Protocol):
    """Where typed lines come from: the terminal (sys.stdin), a pipe, or a test's text."""

    def readline(self) -> str: ...

    def isatty(self) -> bool: ...


def read_line(stdin: Keyboard) -> str | None:
    """One line from the keyboard (with a prompt) or from piped input; None at the end (Ctrl-D)."""
    try:
        if stdin.isatty():
            return input("> ") + "\n"
        line = stdin.readline()
    except EOFError:
        return None
    except OSError:  # no input at all (a test runner's stdin, a closed terminal)
        return None
    return line or None


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def console_command(path: str, lang: str, game: str | None = None) -> str:
    """A command the service's sentences name ("hand"), as a console player types it."""
    return words_text("console", "cmd." + path.replace(" ", "_"), lang, _room=game)


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

    def plain_front(self) -> PlainFront:
        """Names and console commands (`hand`, not /hand), not mentions."""
        return PlainFront(names=self.name_of, commands=partial(console_command, game=self.game))

    async def current_state(self) -> Any | None:
        """The engine's state of the table's game as the service has it now (for the computer players), or None."""
        try:
            return (await self.service.pipeline.read(CHANNEL)).state
        except ServiceError:
            return None

    @abstractmethod
    def seat_colours(self) -> list[str]:
        """The game's colours in seat-choice order (a seat's user id is its place here, from 1)."""

    @abstractmethod
    def colour_word(self, colour: str) -> str:
        """A colour in the table's language."""

    @abstractmethod
    def write_board(self, view: Json) -> None:
        """Draw the board of a public view into the game's folder and say where."""

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

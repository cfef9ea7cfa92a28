"""Typed message parameters and the front ends that write them.

A message never holds a front end's syntax: the service says "this is user 42, this is a time", and the
front end writes it: Discord as a mention or a live timestamp, the console as a name and a local clock time.
Game terms (a colour, a space, a card ...) are `Term`s, named by the game's own room of the words layer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo


@dataclass(frozen=True, slots=True)
class Id:
    """Something Discord names by an id: a front end writes it as a mention, the console as a name."""

    id: int


class User(Id):
    __slots__ = ()


class Channel(Id):
    __slots__ = ()


class Role(Id):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Time:
    """A moment as a Unix time; `style` is Discord's: R relative, t short time, f date and time."""

    at: float
    style: str = "R"


@dataclass(frozen=True, slots=True)
class Term:
    """A game term by its id: kind is colour, space, card, token, phase, variant, scout, order ..."""

    kind: str
    id: str | int


class Front:
    """How one front end writes users, channels, roles and times."""

    name = "plain"

    def user(self, user: User) -> str:
        raise NotImplementedError

    def channel(self, channel: Channel) -> str:
        raise NotImplementedError

    def role(self, role: Role) -> str:
        raise NotImplementedError

    def time(self, time: Time) -> str:
        raise NotImplementedError

    def command(self, path: str, lang: str) -> str:
        """A command as this front end's user types it ("game join" -> "/gra dolacz" on Discord)."""
        from words.commands import slash

        return slash(path, lang)


class DiscordFront(Front):
    """Mentions and live timestamps, which every Discord client shows in its reader's own time zone."""

    name = "discord"

    def user(self, user: User) -> str:
        return f"<@{user.id}>"

    def channel(self, channel: Channel) -> str:
        return f"<#{channel.id}>"

    def role(self, role: Role) -> str:
        return f"<@&{role.id}>"

    def time(self, time: Time) -> str:
        """Discord's timestamp markup (each reader's client shows it in their own time zone and language)."""
        style = time.style if time.style in ("t", "T", "d", "D", "f", "F", "R") else "R"
        return f"<t:{int(time.at)}:{style}>"


class PlainFront(Front):
    """Names and local clock times, for the console and logs."""

    name = "plain"

    def __init__(self, names: Callable[[int], str] | None = None, tz: tzinfo | None = None,
                 commands: Callable[[str, str], str] | None = None) -> None:
        self.names = names
        self.tz = tz
        self.commands = commands

    def command(self, path: str, lang: str) -> str:
        return self.commands(path, lang) if self.commands else super().command(path, lang)

    def user(self, user: User) -> str:
        return self.names(user.id) if self.names else f"#{user.id}"

    def channel(self, channel: Channel) -> str:
        return f"#{channel.id}"

    def role(self, role: Role) -> str:
        return f"@{role.id}"

    def time(self, time: Time) -> str:
        moment = datetime.fromtimestamp(time.at, tz=self.tz or UTC)
        return moment.strftime("%H:%M" if time.style in ("t", "R") else "%Y-%m-%d %H:%M")


DISCORD: Front = DiscordFront()
PLAIN: Front = PlainFront()

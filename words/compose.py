"""Filling a message in: typed parameters resolved for one reader's language and one front end.

`text(part, key, lang, front, **params)` is the whole API. A parameter is a `User`, `Channel`, `Role`,
`Time`, a `Term`, a number (kept a number, so the catalogue picks the plural form), a list (each item
resolved, joined with commas) or text. Plain values under a known name are typed by that name, so callers
that pass `user=42` or `colour="red"` get the same as `User(42)` or `Term("colour", "red")`. A term that
has a grammatical gender also gives the message `<name>_gender` to select on, and one with case forms
gives `<name>_gen`, `<name>_acc`, `<name>_ins`, `<name>_loc` (Polish declines a colour: "gracza czerwonego").
The composer adds `$front` (the front end's name) and every `$cmd_…` command name a message reads, in the
reader's language. A game's terms are named by its words room (its descriptor's `words`, games/), loaded on
first use; a message outside any game (`_room=None`) names no terms. With a game, a message is looked for in
that game's catalogue folder first (data/messages/<lang>/<game>/<part>.ftl), then in the shared part: a game
words a shared message its own way by writing it again in its folder.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from fluent.runtime.types import fluent_number

from games import find, load, on_change
from games.computer import computer_colour, is_computer
from words.catalogue import Arg, format_message, has, variables
from words.commands import PREFIX, path_of
from words.params import DISCORD, Channel, Front, Role, Term, Time, User

CASE = re.compile(r"^(\w+?)_(?:gen|dat|acc|ins|loc)$")
DETAIL = "detail"  # why a request was refused: a code with a sentence in service.ftl (detail.<code>), or raw text
FRONT = "front"  # every message may select on the front end's name: discord, plain
USER_NAMES = frozenset({"user", "old", "host"})
CHANNEL_NAMES = frozenset({"channel"})
ROLE_NAMES = frozenset({"role"})
TIME_NAMES = frozenset({"deadline", "at"})
OWES = "owes"  # what a player still owes: "owes.<it>" of the game's service part, else the shared one
GAME = "game"  # a game's key names the game (a game's id, a number, stands as it is)


@dataclass(frozen=True, slots=True)
class Named:
    """A term in words: its text and, where the language has one, its grammatical gender."""

    text: str
    gender: str | None = None
    forms: dict[str, str] = field(default_factory=dict)  # grammatical cases: {"gen": "pomarańczowego", ...}


class Room(Protocol):
    """What a game gives the words layer: which parameters are its terms, and their names.

    A list under a kind in `whole` is named as one (a list of logged actions is one summary); any other
    list is named item by item and joined with commas.
    """

    whole: frozenset[str]

    def kind_of(self, name: str, value: Any) -> str | None: ...

    def term(self, kind: str, value: Any, lang: str) -> Named: ...

    def constant(self, name: str, lang: str) -> str | None:
        """A fact of the game a message may read without being given it ($all_colours), or None."""
        ...

    def title(self, lang: str) -> str:
        """The game's name in `lang` ("Libertalia: Wiatry Galecrest")."""
        ...

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        """One of the game's events as a sentence."""
        ...

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        """One logged action of the game in words (undo and rollback summaries, the log)."""
        ...


class NoGame:
    """The room of a message that belongs to no game (server settings, a refusal before any game is known):
    it names no terms, so an id stands as it is."""

    whole: frozenset[str] = frozenset()

    def kind_of(self, name: str, value: Any) -> str | None:
        return None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        return Named(str(value))

    def constant(self, name: str, lang: str) -> str | None:
        return None

    def title(self, lang: str) -> str:
        return ""

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        return str(event.get("type", ""))

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        return str(action.get("type", ""))


NO_GAME = NoGame()
_rooms: dict[str, Room] = {}
on_change(lambda key: _rooms.pop(key, None))


def room(game: str | None = None) -> Room:
    """The words room of a game's key (loaded from its descriptor on first use); None: `NO_GAME`. KeyError
    for a game that is not registered."""
    if game is None:
        return NO_GAME
    made = _rooms.get(game)
    if made is None:
        spec = find(game)
        if spec is None:
            raise KeyError(f"no game {game!r}")
        made = _rooms[game] = load(spec.words).ROOM
    return made


def folder_of(game: str | None) -> str | None:
    """A game's catalogue folder (data/messages/<lang>/<folder>/), or None."""
    spec = find(game)
    return None if spec is None else spec.folder


def part_for(part: str, key: str, lang: str, game: str | None) -> str:
    """Where a message is worded for a game: the game's own part of that name if it has the key, else `part`."""
    own = folder_of(game)
    if own is not None and "/" not in part and has(lang, f"{own}/{part}", key):
        return f"{own}/{part}"
    return part


def game_colours_of(game_key: str | None) -> tuple[str, ...]:
    """A game's colours as its descriptor gives them without its engine (empty: it gives none)."""
    spec = find(game_key)
    return () if spec is None or spec.colours is None else tuple(load(spec.colours)())


def computer_name(user: int, lang: str, game_key: str | None) -> str:
    """A computer seat as every text names it: "Computer · green" (games/computer.py: its id names its colour)."""
    colour = computer_colour(game_colours_of(game_key), user)
    if colour is None:
        return format_message(lang, "service", "computer_nameless", {})
    return format_message(lang, "service", "computer_name", {"colour": room(game_key).term("colour", colour, lang).text})


def resolve(name: str, value: Any, lang: str, front: Front, game: Room,
            game_key: str | None = None) -> tuple[Arg, Named | None]:
    """One parameter as the catalogue's argument, and the term it names (for its gender and cases)."""
    user = value.id if isinstance(value, User) else value if name in USER_NAMES and isinstance(value, int) else None
    if isinstance(user, int) and not isinstance(user, bool) and is_computer(user):
        return computer_name(user, lang, game_key), None
    if isinstance(value, User):
        return front.user(value), None
    if isinstance(value, Channel):
        return front.channel(value), None
    if isinstance(value, Role):
        return front.role(value), None
    if isinstance(value, Time):
        return front.time(value), None
    if isinstance(value, Term):
        named = game.term(value.kind, value.id, lang)
        return named.text, named
    if isinstance(value, bool):
        return str(value).lower(), None
    if isinstance(value, int) and not isinstance(value, bool):
        if name in USER_NAMES:
            return front.user(User(value)), None
        if name in CHANNEL_NAMES:
            return front.channel(Channel(value)), None
        if name in ROLE_NAMES:
            return front.role(Role(value)), None
    if isinstance(value, int | float) and name in TIME_NAMES:
        return front.time(Time(float(value))), None
    if name == DETAIL and isinstance(value, str) and has(lang, "service", f"detail.{value}"):
        return format_message(lang, "service", f"detail.{value}", {}), None  # a reason given as a code
    if name == OWES and isinstance(value, str):  # what a player owes (GameRules.owes), in the game's words
        key = f"owes.{value}"
        part = part_for("service", key, lang, game_key)
        if has(lang, part, key):
            return format_message(lang, part, key, {}), None
    if name == GAME and isinstance(value, str) and find(value) is not None:
        return room(value).title(lang), None  # a game's key: its name
    kind = game.kind_of(name, value)
    if kind is not None:
        if isinstance(value, list | tuple) and kind not in game.whole:
            return ", ".join(game.term(kind, v, lang).text for v in value), None
        named = game.term(kind, value, lang)
        return named.text, named
    if isinstance(value, list | tuple):
        return ", ".join(str(resolve(name, v, lang, front, game, game_key)[0]) for v in value), None
    if isinstance(value, int | float):
        return _number(value), None
    return "—" if value is None else str(value), None


def _number(value: int | float) -> Any:
    """A number the catalogue can select a plural on, written without thousands separators (game 1234, not
    "1 234"): ids, seeds and versions are numbers too."""
    return fluent_number(value, useGrouping=False)


def arguments(params: Mapping[str, Any], lang: str, front: Front = DISCORD, game: str | None = None) -> dict[str, Arg]:
    """Every parameter resolved, plus `<name>_gender` and `<name>_<case>` ("colour_gen") where the term has them."""
    g = room(game)
    args: dict[str, Arg] = {}
    for name, value in params.items():
        arg, named = resolve(name, value, lang, front, g, game)
        args[name] = arg
        if named is not None:
            if named.gender:
                args[f"{name}_gender"] = named.gender
            for case, form in named.forms.items():
                args[f"{name}_{case}"] = form
    return args


def text(part: str, key: str, lang: str, front: Front = DISCORD, *, _room: str | None = None,
         _errors: list[Exception] | None = None, **params: Any) -> str:
    """One message of a catalogue part in `lang`, its parameters written for `front`; with a game (`_room`, its
    key), that game's own wording of the message where its folder has one.

    The two underscored options (the game's room, a list that collects Fluent's complaints) cannot clash
    with a message parameter.
    """
    part = part_for(part, key, lang, _room)
    args = arguments(params, lang, front, _room)
    args.setdefault(FRONT, front.name)
    for name in variables(lang, part, key):
        if name in args:
            continue
        if name.startswith(PREFIX):
            args[name] = front.command(path_of(name), lang)
        elif (m := CASE.match(name)) and m.group(1) in args and not name.endswith("_gender"):
            args[name] = args[m.group(1)]  # a name without case forms (already in words) stands as it is
        elif (fact := room(_room).constant(name, lang)) is not None:
            args[name] = fact
    return format_message(lang, part, key, args, _errors)

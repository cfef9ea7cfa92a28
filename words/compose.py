"""Filling a message in: typed parameters resolved for one reader's language and one front end.

`text(part, key, lang, front, **params)` is the whole API. A parameter is a `User`, `Channel`, `Role`,
`Time`, a `Term`, a number (kept a number, so the catalogue picks the plural form), a list (each item
resolved, joined with commas) or text. Plain values under a known name are typed by that name, so callers
that pass `user=42` or `colour="red"` get the same as `User(42)` or `Term("colour", "red")`. A term that
has a grammatical gender also gives the message `<name>_gender` to select on, and one with case forms
gives `<name>_gen`, `<name>_acc`, `<name>_ins`, `<name>_loc` (Polish declines a colour: "gracza czerwonego").
The composer adds `$front` (the front end's name) and every `$cmd_…` command name a message reads, in the
reader's language. Game terms are named by the game's room (`register_room`); Mali Powstańcy's is the default.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Protocol

from fluent.runtime.types import fluent_number

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

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        """One of the game's events as a sentence."""
        ...

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        """One logged action of the game in words (undo and rollback summaries, the log)."""
        ...


_rooms: dict[str, Room] = {}
DEFAULT_ROOM = "mali"
KNOWN_ROOMS = {"libertalia": "words.libertalia"}  # game -> the module that registers its room


def register_room(game: str, words_room: Room) -> None:
    """Make a game's terms known to the composer (a second game registers its own room)."""
    _rooms[game] = words_room


def room(game: str | None = None) -> Room:
    """The words room of a game (default: Mali Powstańcy); a known game's room is imported on first use."""
    name = game or DEFAULT_ROOM
    if name not in _rooms and name == DEFAULT_ROOM:
        from words.mali.terms import ROOM

        register_room(name, ROOM)
    if name not in _rooms and name in KNOWN_ROOMS:
        import_module(KNOWN_ROOMS[name])  # the module registers its room when imported
    if name not in _rooms:
        raise KeyError(f"no words room for game {name!r}")
    return _rooms[name]


def resolve(name: str, value: Any, lang: str, front: Front, game: Room) -> tuple[Arg, Named | None]:
    """One parameter as the catalogue's argument, and the term it names (for its gender and cases)."""
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
    kind = game.kind_of(name, value)
    if kind is not None:
        if isinstance(value, list | tuple) and kind not in game.whole:
            return ", ".join(game.term(kind, v, lang).text for v in value), None
        named = game.term(kind, value, lang)
        return named.text, named
    if isinstance(value, list | tuple):
        return ", ".join(str(resolve(name, v, lang, front, game)[0]) for v in value), None
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
        arg, named = resolve(name, value, lang, front, g)
        args[name] = arg
        if named is not None:
            if named.gender:
                args[f"{name}_gender"] = named.gender
            for case, form in named.forms.items():
                args[f"{name}_{case}"] = form
    return args


def text(part: str, key: str, lang: str, front: Front = DISCORD, *, _room: str | None = None,
         _errors: list[Exception] | None = None, **params: Any) -> str:
    """One message of a catalogue part in `lang`, its parameters written for `front`.

    The two underscored options (the game's room, a list that collects Fluent's complaints) cannot clash
    with a message parameter.
    """
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

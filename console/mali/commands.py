"""Turn a typed line such as `orange: move 2 Pawiak` into an engine action.

Used by the local console table (and its script files). Space names may be typed without Polish letters,
in any case, or by id (WO1), or by a unique beginning ("plac trz"). Verbs have English and Polish forms.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from console.mali.words import say
from data.mali import names
from data.mali.loader import GameData, game_data
from data.mali.names import fold
from engine.mali import actions as A

COLOURS = {"orange": "orange", "red": "red", "violet": "violet", "green": "green",
           "pomaranczowy": "orange", "czerwony": "red", "fioletowy": "violet", "zielony": "green"}

ALIASES = {  # each verb and the other words that say it at the console (Polish without its letters)
    "play": ("zagraj",), "move": ("idz", "ruch"), "take": ("podejmij", "pickup"), "drops": ("zrzuty",),
    "letters": ("listy",), "give": ("przekaz",), "swap": ("koledzy",), "squad": ("oddzial",),
    "signal": ("sygnal",), "change": ("zmiana",), "use": ("uzyj",), "deploy": ("rozstaw",), "undo": ("cofnij",),
    "end": ("koniec",), "pass": ("pas",),
}
VERBS = {word: verb for verb, others in ALIASES.items() for word in (verb, *others)}


class CommandError(ValueError):
    """The line could not be understood; the message says how to write it, in the table's language (its key
    in data/messages/<lang>/mali/console.ftl, or the shared console part); str() is the English one."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str) -> str:
        return say(self.key, lang, **self.params)


@dataclass(frozen=True)
class Parsed:
    colour: str
    action: A.Action


def find_space(text: str, data: GameData | None = None) -> str:
    """data.names.find_space, with its refusal as this console's error."""
    try:
        return names.find_space(text, data)
    except names.UnknownName as exc:
        raise CommandError(f"line-space_{exc.key}", **exc.params) from exc


def number(word: str, what: str) -> int:
    try:
        return int(word)
    except ValueError as exc:
        raise CommandError(f"line-number_{what}", word=word) from exc


def parse(line: str, data: GameData | None = None) -> Parsed:
    data = data or game_data()
    who, sep, rest = line.partition(":")
    if not sep:
        raise CommandError("line-no_colour")
    colour = COLOURS.get(fold(who))
    if colour is None:
        raise CommandError("unknown_colour", colour=who.strip())
    words = rest.split()
    if not words:
        raise CommandError("line-nothing")
    verb = VERBS.get(fold(words[0]))
    args = words[1:]
    if verb is None:
        raise CommandError("line-unknown_command", command=words[0])

    def need(n: int) -> None:
        """At least n arguments; else the verb's usage (its placeholders worded by the catalogue)."""
        if len(args) < n:
            raise CommandError(f"usage-{verb}", colour=who.strip(), command=words[0])

    action: A.Action
    if verb == "play":
        need(1)
        action = A.PlayCard(colour, args[0])
    elif verb == "move":
        need(2)
        action = A.Move(colour, number(args[0], "scout"), find_space(" ".join(args[1:]), data))
    elif verb == "take":
        need(2)
        action = A.PickUpOrder(colour, number(args[0], "scout"), number(args[1], "order"))
    elif verb == "drops":
        need(1)
        action = A.PickUpDrops(colour, number(args[0], "scout"))
    elif verb == "letters":
        need(1)
        action = A.PickUpLetters(colour, number(args[0], "scout"), tuple(a.upper() for a in args[1:]))
    elif verb == "give":
        need(3)
        action = A.ExchangeLetters(colour, number(args[0], "scout"), number(args[1], "scout"),
                                   tuple(a.upper() for a in args[2:]))
    elif verb == "swap":
        need(2)
        source = "token" if len(args) > 2 and fold(args[2]) in ("token", "zeton") else "card"
        action = A.Buddies(colour, number(args[0], "scout"), number(args[1], "scout"), source)
    elif verb == "squad":
        source = "token" if args and fold(args[0]) in ("token", "zeton") else "card"
        action = A.Squad(colour, source)
    elif verb == "signal":
        need(1)
        action = A.LightSignal(colour, find_space(" ".join(args), data))
    elif verb == "change":
        need(2)
        action = A.ChangeOfOrders(colour, number(args[0], "order"), number(args[1], "order"))
    elif verb == "use":
        need(1)
        token = fold(args[0]).split("-")[0]  # token ids such as ambush-1 name their kind first
        extra = " ".join(args[1:])
        if token == "grenade":
            action = A.UseToken(colour, token, space=find_space(extra, data))
        elif token == "radio":
            action = A.UseToken(colour, token, order=number(extra, "order"))
        elif token == "map":
            action = A.UseToken(colour, token, scout=number(extra, "scout"))
        else:
            action = A.UseToken(colour, token)
    elif verb == "deploy":
        need(2)
        action = A.Deploy(colour, number(args[0], "scout"), find_space(" ".join(args[1:]), data))
    elif verb == "undo":  # "undo step" (or "cofnij krok"): the last step only (B-5.7)
        action = A.Undo(colour, "step" if args and fold(args[0]) in ("step", "krok") else "turn")
    elif verb == "end":
        action = A.EndTurn(colour)
    else:
        action = A.TimeoutPass(colour)
    return Parsed(colour, action)


def to_line(colour: str, action: dict[str, object]) -> str:
    """The console line that `parse` turns back into this action (used to record games as scripts)."""
    kind = action.get("type")
    a = action

    def s(key: str) -> str:
        return str(a.get(key))

    def many(key: str) -> str:
        value = a.get(key) or []
        return " ".join(str(x) for x in value) if isinstance(value, list | tuple) else ""

    body: Callable[[], str] | None = {
        "play_card": lambda: f"play {s('card')}",
        "move": lambda: f"move {s('scout')} {s('to')}",
        "pick_up_order": lambda: f"take {s('scout')} {s('order')}",
        "pick_up_drops": lambda: f"drops {s('scout')}",
        "pick_up_letters": lambda: f"letters {s('scout')} {many('letters')}".rstrip(),
        "exchange_letters": lambda: f"give {s('from_scout')} {s('to_scout')} {many('letters')}",
        "buddies": lambda: f"swap {s('scout_a')} {s('scout_b')}" + (" token" if a.get("source") == "token" else ""),
        "squad": lambda: "squad" + (" token" if a.get("source") == "token" else ""),
        "light_signal": lambda: f"signal {s('to')}",
        "change_of_orders": lambda: f"change {s('order_a')} {s('order_b')}",
        "use_token": lambda: " ".join(["use", s("token")] + [str(a[k]) for k in ("space", "order", "scout")
                                                            if a.get(k) is not None]),
        "deploy": lambda: f"deploy {s('scout')} {s('space')}",
        "undo": lambda: "undo step" if a.get("scope") == "step" else "undo",
        "end_turn": lambda: "end",
        "timeout_pass": lambda: "pass",
    }.get(str(kind))
    if body is None:
        raise CommandError("line-no_line", kind=str(kind))
    return f"{colour}: {body()}"

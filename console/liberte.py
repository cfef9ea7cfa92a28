"""Liberté at the local console table: any game's numbered options (console/choice.py) in Liberté's words.

    ./scripts/run.sh --local --game liberte --players green,yellow,purple --bots all [--lang pl] [--seed 3]

`colour: N` answers that player's open choice with its Nth option, as `hand colour` lists them (the question
first, then the options, each named as the Discord panel names it). `hand COLOUR` shows that player's hand and
display too. Without an owner's edition data installed the table plays on the placeholder map and deck, and the
banner says plainly that they are made up, not Liberté's (LB-D.8).
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from console.choice import ChoiceFront, ChoiceTable
from console.output import Keyboard, cap
from console.sitting import sit
from console.words import say
from data.liberte.loader import edition_installed
from games import game
from jsontypes import Json
from service import ServiceError
from words.liberte import card_label, colour_name, describe_pending, option_label, options, pending_of
from words.liberte.actions import describe_action


class LiberteTable(ChoiceTable):
    """One Liberté game at the terminal, driven through the table service."""

    def board_file(self, view: Json) -> str:
        return f"t{view.get('turn', 0)}-{view.get('phase')}-r{view.get('round', 0)}.png"

    async def view_of(self, colour: str) -> Json:
        try:
            return dict((await self.me(colour)).get("view") or {})
        except ServiceError:
            return {}

    async def option_lines(self, colour: str) -> list[str]:
        return self.option_lines_of(await self.view_of(colour), colour)

    def option_lines_of(self, view: Json, colour: str) -> list[str]:
        """The question, then the numbered options in the order `colour: N` counts them (the legal actions)."""
        choice = pending_of(view) or {}
        if choice.get("player") != colour or not choice.get("options"):
            return []
        return [cap(describe_pending(choice, self.lang, self.front))] + [
            f"  {i}. {label}" for i, (_, label) in enumerate(options(choice, self.lang, self.front), 1)]

    async def hand(self, colour: str) -> None:
        """A player's hand and display, then their options (hot seat: the others look away)."""
        view = await self.view_of(colour)
        to = say("only_to", self.lang, colour=cap(colour_name(colour, self.lang)))
        placeholder = bool(view.get("placeholder_data", True))
        cards = "; ".join(card_label(c, self.lang, placeholder) for c in view.get("hand") or []) or "-"
        shown = (view.get("displays") or {}).get(colour) or []
        display = "; ".join(card_label(c, self.lang, placeholder) for c in shown) or "-"
        self.say(f"  {to} {self.word('hand', cards=cards, display=display)}")
        lines = self.option_lines_of(view, colour)
        for line in lines or [self.word("no_options", colour=cap(colour_name(colour, self.lang)))]:
            self.say(f"  {to} {line}")
        self.shown[colour] = lines

    def computer_did(self, colour: str, action: Json, state: Any) -> str:
        """A computer's choice by its label; a card it discards or draws from its hidden hand stays hidden."""
        pending = getattr(state, "pending", None) or {}
        kind = str(pending.get("kind", ""))
        if kind in ("refresh_discard", "take_discard") and action.get("option") != "keep":
            return self.word("bot_discards")
        if action.get("type") == "choose":
            return option_label(kind, action.get("option"), self.lang, self.front)
        return describe_action(action, self.lang, self.front)


class LiberteFront(ChoiceFront):
    """Liberté's sitting: its table, and a banner that says when the map and cards are the placeholder's."""

    def banner(self, colours: list[str], options: dict[str, object], seed: int, lang: str) -> str:
        names = ", ".join(colour_name(c, lang) for c in colours)
        key = "banner" if edition_installed() else "banner.placeholder"
        return self.say(key, lang, title=game(self.spec.key).title, players=names, seed=seed)


def run(args: argparse.Namespace, stdin: Keyboard | None = None, out: TextIO | None = None) -> int:
    """Liberté's console table (games/liberte.py: `console`); 0 when it ends normally."""
    return sit(args, stdin, out, LiberteFront(game(args.game), LiberteTable))

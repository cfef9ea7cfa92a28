"""Libertalia at the local console table: the bot's own service, store and board, the terminal instead of Discord.

    ./scripts/run.sh --local --game libertalia --players red,blue,green --bots blue,green [--lang pl] [--seed 7]

Built on any game's console table (console/choice.py), in Libertalia's words: `colour: N` is that player's
Nth option as `hand colour` lists them (today's cards while the table picks, else the options of their open
choice), and they are printed with the prompt whenever they change; `colour: pick RANK` the day's secret card
by its number (a new pick replaces it until the last one is in), `colour: choose N` the Nth option of an open
choice; `hand COLOUR` shows that player's cards, pick and graveyard too, and `show` everyone's doubloons,
score, ship and loot. The sitting (--db, --record, --script) is the shared one (console/sitting.py); a pick is
recorded as `colour: pick RANK`, any other action as its number. The computer's seats use the game's
look-ahead player (tools/libertalia/lookahead.py), which sees only its own seat.
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from console.choice import ChoiceTable
from console.choice import run as run_choice
from console.output import CHANNEL, Keyboard, cap
from console.words import say
from jsontypes import Json
from service import ServiceError
from words.libertalia.actions import action_label
from words.libertalia.choices import describe_pending, options, pick_prompt, waiting_line
from words.libertalia.terms import card_label, colour_name, loot_count, phase_name


class LibertaliaTable(ChoiceTable):
    """One Libertalia game at the terminal, driven through the table service."""

    def board_file(self, view: Json) -> str:
        return f"v{view.get('voyage', 0)}d{view.get('day', 0)}-{view.get('phase')}.png"

    async def hand(self, colour: str) -> None:
        """A player's private view, numbered options included (hot seat: the others look away)."""
        try:
            info = await self.me(colour)
        except ServiceError as err:
            self.say(f"  ! {self.refusal(err)}")
            return
        view: Json = info.get("view") or {}
        to = say("only_to", self.lang, colour=cap(colour_name(colour, self.lang)))
        cards = ", ".join(card_label(r, self.lang) for r in view.get("hand") or []) or "-"
        pick = card_label(view["pick"], self.lang) if view.get("pick") is not None else "-"
        grave = ", ".join(card_label(r, self.lang) for r in view.get("graveyard") or []) or "-"
        self.say(f"  {to} {self.word('hand', cards=cards, pick=pick, graveyard=grave)}")
        lines = self.option_lines_of(view, colour)
        for line in lines:
            self.say(f"  {to} {line}")
        self.shown[colour] = lines

    async def option_lines(self, colour: str) -> list[str]:
        try:
            info = await self.me(colour)
        except ServiceError:
            return []
        return self.option_lines_of(info.get("view") or {}, colour)

    def option_lines_of(self, view: Json, colour: str) -> list[str]:
        """The numbered options, in the order `colour: N` counts them (the rules' legal actions)."""
        mine = [p for p in view.get("pending") or [] if p.get("player") == colour and p.get("options")]
        if mine:
            lines = [cap(describe_pending(mine[0], self.lang, self.front))]
            return lines + [f"  {i}. {label}" for i, (_, label) in enumerate(options(mine[0], self.lang, self.front), 1)]
        if view.get("phase") == "selection" and view.get("hand"):
            prompt = cap(pick_prompt(int(view.get("voyage") or 1), int(view.get("day") or 1), self.lang, self.front))
            return [prompt] + [f"  {i}. {card_label(r, self.lang)}" for i, r in enumerate(view["hand"], 1)]
        return []

    async def show(self) -> None:
        view = dict((await self.service.board(CHANNEL)).data["view"])
        phase = phase_name(str(view.get("phase")), self.lang)
        self.say(f"  {self.word('show', voyage=view.get('voyage'), day=view.get('day'), phase=phase)}")
        for p in view.get("players") or []:
            loot = ", ".join(loot_count(k, n, self.lang) for k, n in (p.get("loot") or {}).items() if n) or "-"
            ship = ", ".join(card_label(s["rank"] if isinstance(s, dict) else s, self.lang)
                             for s in p.get("ship") or []) or "-"
            self.say(f"  {self.word('player', colour=cap(colour_name(str(p.get('colour')), self.lang)), coins=p.get('coins', 0), score=p.get('score', 0), cards=p.get('hand_size', 0), ship=ship, loot=loot)}")
        self.write_board(view)

    async def waiting_line(self, waiting: list[str]) -> str:
        view = dict((await self.service.board(CHANNEL)).data["view"])
        return cap(waiting_line(waiting, list(view.get("pending") or []), self.lang, self.front))

    @staticmethod
    def line_of(colour: str, action: Json, legal: list[Json]) -> str | None:
        """A pick by its card's number (readable, and the same whatever the hand's order), else the option's."""
        if action.get("type") == "pick" and action.get("rank") is not None:
            return f"{colour}: pick {action['rank']}"
        return ChoiceTable.line_of(colour, action, legal)

    def computer_did(self, colour: str, action: Json, state: Any) -> str:
        if action.get("type") == "pick":
            return self.word("bot_did")  # a pick stays secret until the reveal
        rules = self.service.pipeline.rules_for(self.game)
        kind = "" if rules is None else next((str(p.get("kind")) for p in rules.view(state, colour).get("pending")
                                              or [] if p.get("player") == colour), "")
        return action_label(action, self.lang, kind)

    async def seat_line(self, colour: str, words: list[str]) -> None:
        verb = words[0].lower()
        arg = words[1] if len(words) > 1 else ""
        if verb.isdigit():
            await self.choose(colour, verb)
        elif verb in ("pick", "wybierz") and arg.isdigit():
            await self.act(colour, {"type": "pick", "player": colour, "rank": int(arg)})
        elif verb in ("choose", "opcja") and arg:
            await self.choose(colour, arg)
        else:
            self.say(f"  {self.word('usage')}")


def run(args: argparse.Namespace, stdin: Keyboard, out: TextIO) -> int:
    """Libertalia's console table (games/libertalia.py: `console`)."""
    return run_choice(args, stdin, out, LibertaliaTable)

"""Playing whole games the way players do on Discord: slash commands with the values autocomplete offered,
the turn prompt's buttons, the card menu, and the "yes, do it" confirmation.

Which action to take comes from the service (the test's oracle, with a seeded random choice); how it is
taken is only ever a raw payload: the action must be reachable through what Discord showed the player.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from jsontypes import Json
from tests.dispatch.fakediscord import Exchange, Msg
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim, by_user, choose

# action type -> (command path, the option autocomplete fills)
COMMANDS: dict[str, tuple[str, str]] = {
    "move": ("move", "space"),
    "pick_up_order": ("pickup", "option"),
    "pick_up_drops": ("pickup", "option"),
    "pick_up_letters": ("pickup", "option"),
    "use_token": ("token", "option"),
    "change_of_orders": ("special", "option"),
    "light_signal": ("signal", "space"),
    "exchange_letters": ("letters", "option"),
    "deploy": ("deploy", "space"),
}


def slim(action: Json) -> Json:
    return {k: v for k, v in action.items() if k != "player" and v is not None}


def stands_for(value: str, action: Json) -> bool:
    """Whether an offered value (a JSON action, a card id or a space id) is this action."""
    try:
        decoded = json.loads(value)
    except ValueError:
        decoded = None
    if isinstance(decoded, dict):
        return bool(slim(decoded) == slim(action))
    if action["type"] == "play_card":
        return value == str(action["card"])
    if action["type"] in ("move", "light_signal", "deploy"):
        return value == str(action.get("to") or action.get("space"))
    return False


ONE_OFF = ("mp:cm:", "mp:ok:", "mp:reset:")  # the card menu and the confirmations (persistent since issue 11)


def one_off(custom_id: str) -> bool:
    """A menu's or a confirmation's id (not a turn button's nor the panel's)."""
    return custom_id.startswith(ONE_OFF) or not custom_id.startswith("mp:")


@dataclass
class Played:
    """A game as the players lived it: every exchange, by kind."""

    exchanges: list[Exchange] = field(default_factory=list)
    autocompletes: list[list[Json]] = field(default_factory=list)
    actions: int = 0


class Driver:
    def __init__(self, sim: Sim, players: int = 2, channel_id: int = CHANNEL, patient: bool = False) -> None:
        """`patient`: a player whose tap got no answer (a lost acknowledgement) simply tries again later."""
        self.sim = sim
        self.patient = patient
        self.players = PLAYERS[:players]
        self.channel_id = channel_id
        self.played = Played()

    async def run(self, ex_coro: Any) -> Exchange:
        ex: Exchange = await ex_coro
        self.played.exchanges.append(ex)
        return ex

    async def seat(self, **options: Any) -> list[Exchange]:
        host, *others = self.players
        out = [await self.run(self.sim.slash(host, "game new", channel_id=self.channel_id, **options))]
        for p in others:
            out.append(await self.run(self.sim.slash(p, "game join", channel_id=self.channel_id)))
        out.append(await self.run(self.sim.slash(host, "game start", channel_id=self.channel_id)))
        return out

    async def choice_for(self, user: Person, path: str, focused: str, action: Json, **options: Any) -> str:
        """The value autocomplete offers for `action` (typing part of its label if the first 25 lack it)."""
        tries = 5 if self.patient else 1
        choices = await self.sim.autocomplete(user, path, focused, "", tries=tries, **options)
        self.played.autocompletes.append(choices)
        found = [c for c in choices if stands_for(str(c["value"]), action)]
        if not found:
            from cogs.mali.texts import action_label

            typed = action_label(action, user.lang)[:30]
            choices = await self.sim.autocomplete(user, path, focused, typed, tries=tries, **options)
            self.played.autocompletes.append(choices)
            found = [c for c in choices if stands_for(str(c["value"]), action)]
        assert found, f"autocomplete /{path} {focused} does not offer {action}: {choices}"
        return str(found[0]["value"])

    async def confirm_if_asked(self, ex: Exchange, user: Person) -> list[Exchange]:
        """Press the one-more-tap button if the reply carried one."""
        for msg in ex.private:
            ids = [c for c in msg.custom_ids() if one_off(c)]
            if ids:
                return [ex, await self.run(self.sim.press(user, msg, ids[0]))]
        return [ex]

    async def perform(self, user: Person, action: Json, game_id: int) -> list[Exchange]:
        kind = action["type"]
        prompt = self.sim.latest_prompt(game_id, self.channel_id)
        if kind == "end_turn":
            ex = await self.run(self.sim.press_turn(user, prompt, game_id, "end"))
            return await self.confirm_if_asked(ex, user)
        if kind == "play_card":
            ex = await self.run(self.sim.press_turn(user, prompt, game_id, "card"))
            if self.patient and not ex.replies:
                return [ex]
            menu = self.menu_of(ex)
            select_id = next(c for c in menu.custom_ids())
            component = menu.component(select_id)
            assert component is not None and len(component["options"]) <= 25
            values = [o["value"] for o in component["options"] if stands_for(o["value"], action)]
            assert values, f"the card menu does not offer {action}"
            return [ex, await self.run(self.sim.select(user, menu, select_id, values[:1]))]
        if kind == "undo":
            ex = await self.run(self.sim.slash(user, "undo", channel_id=self.channel_id))
            return await self.confirm_if_asked(ex, user)
        if kind in ("buddies", "squad"):
            path, focused = ("token", "option") if action.get("source") == "token" else ("special", "option")
        else:
            path, focused = COMMANDS[kind]
        extra: Json = {"scout": action["scout"]} if kind == "move" else {}
        value = await self.choice_for(user, path, focused, action, **extra)
        given: Json = {**extra, focused: value}
        return [await self.run(self.sim.slash(user, path, channel_id=self.channel_id, **given))]

    @staticmethod
    def menu_of(ex: Exchange) -> Msg:
        for msg in ex.private:
            if any(one_off(c) for c in msg.custom_ids()):
                return msg
        raise AssertionError(f"no menu in the reply: {ex.reply_text!r}")

    async def step(self, rng: random.Random, end_bias: float = 0.35) -> list[Exchange] | None:
        status = await self.sim.status(self.channel_id)
        if not status.running or status.waiting_user is None:
            return None
        user = by_user(status.waiting_user)
        action = choose(await self.sim.legal(user, self.channel_id), rng, end_bias)
        self.played.actions += 1
        return await self.perform(user, action, status.game_id)

    async def play_to_end(self, seed: int, limit: int = 2000, end_bias: float = 0.35) -> Played:
        rng = random.Random(seed)
        for _ in range(limit):
            if await self.step(rng, end_bias) is None:
                return self.played
        raise AssertionError("the game did not end")

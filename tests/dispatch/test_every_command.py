"""Every command and subcommand of the synced tree, dispatched as Discord would send it with its required options
filled (a choice, the minimum, a member, a role, an attachment, the first autocomplete value): each is
acknowledged within 3 s, answers its caller, and none ends in the internal-error apology (a bug)."""

from __future__ import annotations

from typing import Any

from cogs.i18n import bot_text
from jsontypes import Json
from tests.dispatch.helpers import started
from tests.dispatch.payloads import ATTACHMENT, BOOLEAN, INTEGER, NUMBER, ROLE, STRING, USER
from tests.dispatch.sim import MODERATOR, PLAYERS, Sim, by_user

LAST = ("mod remove", "mod replace", "mod reset", "mod end", "game abandon", "game leave")  # they end the game


def leaves(commands: list[Json]) -> list[tuple[str, list[Json]]]:
    out: list[tuple[str, list[Json]]] = []

    def walk(path: str, options: list[Json]) -> None:
        subs = [o for o in options if o["type"] in (1, 2)]
        if not subs:
            out.append((path, options))
        for o in subs:
            walk(f"{path} {o['name']}", list(o.get("options") or []))
    for c in commands:
        walk(str(c["name"]), list(c.get("options") or []))
    return out


async def value_for(sim: Sim, user: Any, path: str, option: Json, filled: Json) -> Any:
    kind = option["type"]
    if option.get("choices"):
        return option["choices"][0]["value"]
    if option.get("autocomplete"):
        choices = await sim.autocomplete(user, path, option["name"], "", **filled)
        return str(choices[0]["value"]) if choices else "x"
    if kind == STRING:
        return "x"
    if kind in (INTEGER, NUMBER):
        return option.get("min_value", 1)
    if kind == BOOLEAN:
        return False
    if kind == USER:
        return PLAYERS[2]
    if kind == ROLE:
        return 4242
    if kind == ATTACHMENT:
        return sim.discord.attachment(600_000_000_000_000_100, "game.json", b"{}")
    raise AssertionError(f"no value for option type {kind}")


async def test_every_command_of_the_synced_tree_answers(sim: Sim) -> None:
    await started(sim, 2, liberator=True, mail=True)
    status = await sim.status()
    player = by_user(status.waiting_user or 0)
    paths = leaves(sim.discord.commands)
    assert len(paths) >= 25
    ordered = sorted(paths, key=lambda p: (p[0] in LAST, LAST.index(p[0]) if p[0] in LAST else 0))
    for path, options in ordered:
        user = MODERATOR if path.startswith("mod") else player
        filled: Json = {}
        for option in options:
            if option.get("required"):
                filled[option["name"]] = await value_for(sim, user, path, option, filled)
        ex = await sim.slash(user, path, **filled)
        assert ex.answered and ex.first_response_delay < 3.0, path
        assert ex.replies, f"/{path} acknowledged but never answered"
        assert bot_text("internal_error", user.lang) not in ex.reply_text, (path, filled, ex.reply_text)
        assert not ex.failed_calls, (path, [(c.kind, c.status, c.body) for c in ex.failed_calls])

"""Interactions Discord can deliver outside a game channel (a DM), and /mod import with a real attachment in the
payload, downloaded from the CDN through discord.py."""

from __future__ import annotations

import json
from typing import Any

from cogs.i18n import bot_text
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, HOST, MODERATOR, OTHER_CHANNEL, PLAYERS, Sim

GAME_COMMANDS = ("game", "move", "play", "pickup", "token", "special", "signal", "letters", "deploy", "undo", "end",
                 "board", "hand", "log", "mod")


def dm_allowed(fake: FakeDiscord, name: str) -> bool:
    """Whether Discord would deliver this synced command from a DM with the bot."""
    cmd = next(c for c in fake.commands if c["name"] == name)
    contexts = cmd.get("contexts")
    if contexts is not None:
        return 1 in contexts
    return cmd.get("dm_permission", True) is not False


async def test_game_commands_are_for_servers_only(sim: Sim) -> None:
    offered = [n for n in GAME_COMMANDS if dm_allowed(sim.discord, n)]
    assert not offered, f"Discord would offer these in DMs: {offered}"
    assert dm_allowed(sim.discord, "help") and dm_allowed(sim.discord, "rules")


async def test_a_game_command_from_a_dm_is_refused_privately_and_opens_nothing(sim: Sim) -> None:
    """Were Discord to deliver one anyway (an old client, a cached command), it is refused privately."""
    for name in ("game new", "move", "hand", "end"):
        options: dict[str, Any] = {"scout": 1, "space": "PW"} if name == "move" else {}
        ex = await sim.slash(HOST, name, guild=False, **options)
        assert ex.answered and ex.first_response_delay < 3.0
        assert ex.replies and all(m.ephemeral for m in ex.replies), ex.reply_text
        assert not ex.posts and bot_text("internal_error", HOST.lang) not in ex.reply_text
    assert not await sim.service.store.active_game(CHANNEL)
    assert not [m for m in sim.discord.messages if m.via == "channel"]


async def test_help_and_rules_answer_in_a_dm(sim: Sim) -> None:
    cases: list[tuple[str, dict[str, Any]]] = [("help", {}), ("rules", {"query": "B-5.4"})]
    for name, options in cases:
        ex = await sim.slash(PLAYERS[1], name, guild=False, **options)
        assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies)


async def finished_export(sim: Sim) -> bytes:
    await sim.slash(HOST, "game new", variant="basic")
    await sim.slash(PLAYERS[1], "game join")
    await sim.slash(HOST, "game start")
    done = await sim.slash(MODERATOR, "mod end")
    assert done.answered
    ex = await sim.slash(MODERATOR, "mod export", full=True)
    assert ex.answered and ex.private
    files = [data for m in ex.private for name, data in m.files if name.endswith(".json")]
    assert files, ex.reply_text
    return files[0]


async def test_mod_import_reads_the_attachment_from_the_payload(sim: Sim) -> None:
    body = await finished_export(sim)
    json.loads(body)
    attachment = sim.discord.attachment(OTHER_CHANNEL, "game-1-full.json", body)
    ex = await sim.slash(MODERATOR, "mod import", channel_id=OTHER_CHANNEL, file=attachment)
    assert ex.answered and ex.private
    assert sim.discord.count("cdn", 200) == 1
    assert bot_text("internal_error", MODERATOR.lang) not in ex.reply_text, ex.reply_text


async def test_mod_import_of_something_not_json_is_refused_politely(sim: Sim) -> None:
    attachment = sim.discord.attachment(CHANNEL, "notes.json", b"not json at all")
    ex = await sim.slash(MODERATOR, "mod import", file=attachment)
    assert ex.answered and ex.private and not ex.public_replies
    assert bot_text("internal_error", MODERATOR.lang) not in ex.reply_text


async def test_mod_import_by_a_non_moderator_downloads_nothing(sim: Sim) -> None:
    attachment = sim.discord.attachment(CHANNEL, "game.json", b"{}")
    player = Person(PLAYERS[2].id, "Celina", "pl")
    ex = await sim.slash(player, "mod import", file=attachment)
    assert ex.answered and ex.private
    assert sim.discord.count("cdn") == 0


async def test_mod_import_whose_download_fails_says_so(sim: Sim) -> None:
    attachment = sim.discord.attachment(CHANNEL, "game.json", b"{}")
    sim.discord.cdn.clear()  # the file expired on the CDN
    ex = await sim.slash(MODERATOR, "mod import", file=attachment)
    assert ex.answered and ex.private
    assert bot_text("internal_error", MODERATOR.lang) not in ex.reply_text, ex.reply_text

"""The layer's own guarantees: nothing here can reach the network, and the recorder answers as Discord does."""

from __future__ import annotations

import json
import socket

import aiohttp
import pytest

from tests.dispatch.fakediscord import API
from tests.dispatch.guard import NetworkBlocked
from tests.dispatch.sim import HOST, PLAYERS, Sim


def test_sockets_cannot_connect() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s, pytest.raises(NetworkBlocked):
        s.connect(("127.0.0.1", 9))


async def test_a_real_aiohttp_session_cannot_connect() -> None:
    async with aiohttp.ClientSession() as session:
        with pytest.raises(NetworkBlocked):
            await session.get("https://discord.com/api/v10/gateway")


async def test_the_bot_logs_in_syncs_and_runs_without_members(sim: Sim) -> None:
    assert sim.discord.syncs == 1 and {c["name"] for c in sim.discord.commands} >= {"game", "mod", "move", "end"}
    assert sim.bot is not None and not sim.bot.intents.members
    guild = sim.bot.get_guild(600_000_000_000_000_001)
    assert guild is not None and guild.get_member(HOST.id) is None  # the member cache is empty, as in production
    assert sim.bot.application_id == sim.discord.application_id and sim.bot.user is not None
    assert not sim.discord.unexpected


async def test_the_recorder_holds_the_bot_to_discords_rules(sim: Sim) -> None:
    """A second acknowledgement is 400 (40060); a follow-up before any is 404; a late first one is 404 (10062)."""
    fake = sim.discord
    url = f"{API}/interactions/1/tok-a/callback"
    for token in ("tok-a", "tok-b", "tok-c"):
        fake.open_exchange(token, "command", HOST.id, 600_000_000_000_000_100)
    defer = {"data": json.dumps({"type": 5, "data": {"flags": 64}})}
    assert fake.answer("POST", url, defer).status == 200
    assert fake.answer("POST", url, defer).status == 400
    assert fake.answer("POST", f"{API}/webhooks/{fake.application_id}/tok-b", {"data": "{}"}).status == 404
    fake.exchanges["tok-c"].dispatched_at -= 3.5
    assert fake.answer("POST", f"{API}/interactions/1/tok-c/callback", defer).status == 404


async def test_a_refusal_after_a_public_board_request_is_private(sim: Sim) -> None:
    ex = await sim.slash(PLAYERS[1], "board", public=True)  # no game in this channel: a refusal
    assert ex.answered
    assert ex.replies and all(m.ephemeral for m in ex.replies), [m.text for m in ex.public_replies]

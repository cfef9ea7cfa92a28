"""Where is it my turn (issue 27) through real dispatch: `/games` for a player seated on two servers (Mali on one,
Libertalia on the other, one of them their turn), from a server's channel and from a direct message; private,
theirs first, each with a link to its channel and the deadline as a Discord timestamp; one store read."""

from __future__ import annotations

import re
from typing import Any

from cogs.i18n import bot_text
from jsontypes import Json
from tests.dispatch.payloads import guild_create, text_channel
from tests.dispatch.sim import CHANNEL, GUILD, PLAYERS, STRANGER, Sim, gateway_event
from tests.store.counting import Counting

ISLAND = 600_000_000_000_000_002  # the second server
ISLAND_CHANNEL = 600_000_000_000_000_200


def second_server(sim: Sim) -> None:
    """The bot is on a second server ("Wyspa") with a channel of its own."""
    assert sim.bot is not None
    channel = text_channel(ISLAND_CHANNEL, ISLAND, "libertalia")
    sim.discord.channels[ISLAND_CHANNEL] = channel
    payload: Json = guild_create(ISLAND, [channel], sim.discord.bot_user)
    payload["name"] = "Wyspa"
    gateway_event(sim.bot, "GUILD_CREATE", payload)


async def two_servers(sim: Sim) -> None:
    """Mali on the first server (its first player, PLAYERS[0], to move), Libertalia on the second (everybody
    picks at once, so PLAYERS[1] owes a pick there too)."""
    second_server(sim)
    host, other = PLAYERS[0], PLAYERS[1]
    for ex in (await sim.slash(host, "game new", variant="basic"), await sim.slash(other, "game join"),
               await sim.slash(host, "game start")):
        assert ex.answered, ex.label
    for user in (other, PLAYERS[2], PLAYERS[3]):  # Libertalia hosted by Bartek, without Ala
        path = "game new" if user is other else "game join"
        extra: dict[str, Any] = {"game": "libertalia"} if user is other else {}
        assert (await sim.slash(user, path, channel_id=ISLAND_CHANNEL, **extra)).answered
    assert (await sim.slash(other, "game start", channel_id=ISLAND_CHANNEL)).answered
    assert await sim.posted_all()


async def test_games_lists_both_servers_theirs_first_privately(sim: Sim) -> None:
    await two_servers(sim)
    status = await sim.status()
    mover = next(p for p in PLAYERS if p.id == status.waiting_user)
    bystander = PLAYERS[1] if mover is not PLAYERS[1] else PLAYERS[0]
    counting = Counting(sim.service.pipeline.store)
    sim.service.pipeline.store = counting
    try:
        ex = await sim.slash(bystander, "games")
    finally:
        sim.service.pipeline.store = counting.store
    assert counting.calls == ["games_of"], counting.calls  # one store read, whatever the number of games
    assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies) and not ex.posts
    text = ex.reply_text
    lang = bystander.lang
    lines = text.splitlines()
    assert lines[0] == bot_text("games-title", lang, count=2), text
    assert "**Wyspa**" in lines[1] and "**Powstańcy**" in lines[2], text  # their pick first (Libertalia), then Mali
    assert f"https://discord.com/channels/{ISLAND}/{ISLAND_CHANNEL}" in lines[1]
    assert f"https://discord.com/channels/{GUILD}/{CHANNEL}" in lines[2]
    assert "Libertalia" in lines[1] and "Mali" in lines[2]
    assert f"<@{mover.id}>" in lines[2]  # whose turn it is in Mali
    assert re.search(r"<t:\d+:", lines[1]) and re.search(r"<t:\d+:", lines[2]), text  # the deadlines


async def test_games_in_a_direct_message_and_for_somebody_with_none(sim: Sim) -> None:
    await two_servers(sim)
    ex = await sim.slash(PLAYERS[2], "games", guild=False)
    assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies)
    assert bot_text("servers_only", PLAYERS[2].lang) not in ex.reply_text
    assert "**Wyspa**" in ex.reply_text and "**Powstańcy**" not in ex.reply_text  # Celina sits only on the island
    none = await sim.slash(STRANGER, "games", guild=False)
    assert none.answered and none.reply_text.startswith(bot_text("games-none", STRANGER.lang)[:20])


async def test_the_list_follows_the_turn(sim: Sim) -> None:
    """After the Mali player's whole turn, the list says the other one is to move."""
    from tests.dispatch.driver import Driver

    await two_servers(sim)
    status = await sim.status()
    mover = next(p for p in PLAYERS if p.id == status.waiting_user)
    before = await sim.service.my_games(mover.id)
    mali = next(g for g in before if g.channel_id == CHANNEL)
    assert mali.turn
    driver = Driver(sim)
    import random
    rng = random.Random(3)
    while (await sim.status()).waiting_user == mover.id:
        assert await driver.step(rng) is not None
    after = next(g for g in await sim.service.my_games(mover.id) if g.channel_id == CHANNEL)
    assert not after.turn and after.line.key == "games_waiting"


def test_games_is_offered_in_direct_messages(sim: Sim) -> None:
    cmd = next(c for c in sim.discord.commands if c["name"] == "games")
    assert 1 in (cmd.get("contexts") or []) and 0 in (cmd.get("contexts") or [])
    assert cmd["name_localizations"]["pl"] == "gry"

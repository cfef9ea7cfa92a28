"""Deadline news without any interaction: the sweeper's outcomes posted by `GameBot.post_deadline_news` through
the real channel (found in the guild cache) and the real HTTP route: reminders, passes, the next player's ping
with the turn buttons, and where moderator alerts go."""

from __future__ import annotations

from tests.dispatch.helpers import started, sweep
from tests.dispatch.sim import CHANNEL, GUILD, Sim, turn_id

HOUR = 3600


async def test_a_missed_deadline_passes_the_turn_and_pings_the_next_player_with_buttons(sim: Sim) -> None:
    await started(sim, 2, deadline_hours=1)
    before = await sim.status()
    sim.clock.advance(2 * HOUR)
    await sweep(sim)
    sim.clock.advance(2 * HOUR)
    await sweep(sim)
    after = await sim.status()
    assert after.version > before.version and after.waiting_user != before.waiting_user
    last_ping = [m for m in sim.discord.channel_messages(CHANNEL) if after.waiting_user in m.pinged][-1]
    assert turn_id(last_ping, after.game_id, "end") is not None
    assert last_ping.allowed_mentions is not None and last_ping.allowed_mentions.get("parse") == []


async def test_a_missed_turns_alert_is_not_just_posted_in_the_game_channel(sim: Sim) -> None:
    await started(sim, 2, deadline_hours=1)
    alerts: list[str] = []
    for _ in range(30):
        sim.clock.advance(2 * HOUR)
        for out in await sweep(sim):
            alerts += [m.text("pl") for m in out.moderators]
        if alerts:
            break
    assert alerts, "three missed turns raise an alert"
    public = "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    assert not any(a in public for a in alerts), alerts
    guild = sim.bot.get_guild(GUILD) if sim.bot is not None else None
    assert guild is not None and guild.owner_id is not None  # neither a moderators' channel nor a role: the owner
    assert all(a in "\n".join(m.text for m in sim.discord.dm_messages(guild.owner_id)) for a in alerts)

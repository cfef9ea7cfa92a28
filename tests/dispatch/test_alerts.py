"""Where moderator alerts go (issue 11): to the moderators' channel chosen in /mod settings, else pinging the
moderator role, delivered through the outbox and the real HTTP route like any post."""

from __future__ import annotations

import logging
import random

import pytest

from service import Caller
from service.guild import alert_target
from service.outbox import owner_queue
from tests.dispatch.helpers import end_turn, started, sweep, until_end_turn
from tests.dispatch.sim import CHANNEL, GUILD, MODERATOR, OTHER_CHANNEL, PLAYERS, Sim

HOUR = 3600
ROLE = 600_000_000_000_000_777


async def until_alert(sim: Sim) -> list[str]:
    """Let deadlines pass until the missed turns raise an alert; its Polish text."""
    await started(sim, 2, deadline_hours=1)
    for _ in range(30):
        sim.clock.advance(2 * HOUR)
        alerts = [m.text("pl") for out in await sweep(sim) for m in out.moderators]
        if alerts:
            return alerts
    raise AssertionError("missed turns raise no alert")


def texts(sim: Sim, channel_id: int) -> str:
    return "\n".join(m.text for m in sim.discord.channel_messages(channel_id))


async def test_alerts_go_to_the_moderators_channel_not_the_game_channel(sim: Sim) -> None:
    mod = Caller(MODERATOR.id, True, GUILD)
    await sim.service.update_settings(GUILD, mod, alert_channel_id=OTHER_CHANNEL)
    alerts = await until_alert(sim)
    assert all(a in texts(sim, OTHER_CHANNEL) for a in alerts), "the alert reached the moderators' channel"
    assert not any(a in texts(sim, CHANNEL) for a in alerts), "the alert was posted in the game channel"


async def test_without_a_moderators_channel_the_alert_pings_the_moderator_role(sim: Sim) -> None:
    mod = Caller(MODERATOR.id, True, GUILD)
    await sim.service.update_settings(GUILD, mod, moderator_role_id=ROLE)
    alerts = await until_alert(sim)
    posted = [m for m in sim.discord.channel_messages(CHANNEL) if any(a in m.text for a in alerts)]
    assert posted, "the alert is in the game channel"
    for m in posted:
        assert f"<@&{ROLE}>" in m.text
        assert m.allowed_mentions is not None and [int(r) for r in m.allowed_mentions.get("roles") or []] == [ROLE], m.allowed_mentions
        assert not m.allowed_mentions.get("parse"), "nobody else is pinged"


async def test_clearing_the_moderators_channel_brings_alerts_back_to_the_role(sim: Sim) -> None:
    mod = Caller(MODERATOR.id, True, GUILD)
    await sim.service.update_settings(GUILD, mod, alert_channel_id=OTHER_CHANNEL, moderator_role_id=ROLE)
    await sim.service.update_settings(GUILD, mod, alert_channel_id=None)
    alerts = await until_alert(sim)
    assert not any(a in texts(sim, OTHER_CHANNEL) for a in alerts)
    assert any(f"<@&{ROLE}>" in m.text for m in sim.discord.channel_messages(CHANNEL) if any(a in m.text for a in alerts))


async def test_a_channel_refusing_posts_is_reported_in_the_moderators_channel(sim: Sim) -> None:
    mod = Caller(MODERATOR.id, True, GUILD)
    await sim.service.update_settings(GUILD, mod, alert_channel_id=OTHER_CHANNEL)
    driver = await started(sim, 2)
    user = await until_end_turn(driver, random.Random(2))
    sim.discord.fail("channel_post", 403, channel_id=CHANNEL)
    await end_turn(driver, user)
    alerts = [m for m in sim.discord.channel_messages(OTHER_CHANNEL) if f"<#{CHANNEL}>" in m.text]
    assert len(alerts) == 1, [m.text for m in sim.discord.channel_messages(OTHER_CHANNEL)]
    assert "Wysyłanie wiadomości" in alerts[0].text  # the missing permission, in the server's language
    await sim.slash(user, "game status")  # the channel still refuses: the moderators are not told again
    assert len([m for m in sim.discord.channel_messages(OTHER_CHANNEL) if f"<#{CHANNEL}>" in m.text]) == 1


async def test_sweep_failed_is_worded_not_python_text() -> None:
    from service.deadlines import sweep_detail
    from service.errors import ServiceError
    from service.messages import Message
    from store.errors import StoreError

    for error, code in ((StoreError("connection refused"), "store_unavailable"), (ServiceError("no_game"), "sweep_refused")):
        assert sweep_detail(error) == code
        for lang in ("pl", "en"):
            text = Message("sweep_failed", {"game": 3, "detail": code}).text(lang)
            assert code not in text and "connection refused" not in text, text


async def test_mod_settings_alert_channel_through_the_synced_tree(sim: Sim) -> None:
    from tests.dispatch.payloads import text_channel

    ex = await sim.slash(MODERATOR, "mod settings", alert_channel=text_channel(OTHER_CHANNEL, GUILD, "gra-2"))
    assert ex.answered and ex.private and not ex.posts
    assert f"<#{OTHER_CHANNEL}>" in ex.reply_text
    assert await alert_target(sim.service.pipeline, GUILD) == (OTHER_CHANNEL, None)
    refused = await sim.slash(PLAYERS[1], "mod settings", alert_channel=text_channel(CHANNEL, GUILD))
    assert refused.answered and refused.private
    assert await alert_target(sim.service.pipeline, GUILD) == (OTHER_CHANNEL, None)


async def test_mod_settings_no_alert_channel_brings_alerts_back_to_the_role(sim: Sim) -> None:
    from tests.dispatch.payloads import text_channel

    await sim.slash(MODERATOR, "mod settings", alert_channel=text_channel(OTHER_CHANNEL, GUILD, "gra-2"))
    ex = await sim.slash(MODERATOR, "mod settings", moderator_role=ROLE, no_alert_channel=True)
    assert ex.answered and ex.private and f"<@&{ROLE}>" in ex.reply_text
    assert await alert_target(sim.service.pipeline, GUILD) == (None, ROLE)


def owner_of(sim: Sim) -> int:
    """The server's owner, as GUILD_CREATE told it (no members intent needed)."""
    assert sim.bot is not None
    guild = sim.bot.get_guild(GUILD)
    assert guild is not None and guild.owner_id is not None
    return guild.owner_id


async def test_with_neither_channel_nor_role_the_owner_gets_the_alert_by_direct_message(sim: Sim) -> None:
    assert await alert_target(sim.service.pipeline, GUILD) == (owner_queue(GUILD), None)
    alerts = await until_alert(sim)
    dms = sim.discord.dm_messages(owner_of(sim))
    assert dms, "the owner got a direct message"
    text = "\n".join(m.text for m in dms)
    assert all(a in text for a in alerts), text
    assert "`/mod ustawienia` z opcją `kanał_alertów`" in text, "how to choose a moderators' channel, Polish command names"
    assert "Powstańcy" in text, "which server the alert is about"
    assert not any(a in texts(sim, CHANNEL) for a in alerts), "not in the game channel"
    assert all(m.allowed_mentions is not None and not m.allowed_mentions.get("parse") for m in dms)
    sent = [c.body for c in sim.discord.calls if c.kind == "dm_post"]
    assert sent and all(isinstance(b, dict) and b.get("nonce") and b.get("enforce_nonce") for b in sent)
    assert not await sim.service.pipeline.store.pending_posts(owner_queue(GUILD), 10), "delivered through the outbox"


async def test_the_owners_direct_message_is_in_the_servers_language(sim: Sim) -> None:
    await sim.service.update_settings(GUILD, Caller(MODERATOR.id, True, GUILD), language="en")
    await started(sim, 2, deadline_hours=1)
    for _ in range(30):
        sim.clock.advance(2 * HOUR)
        alerts = [m.text("en") for out in await sweep(sim) for m in out.moderators]
        if alerts:
            break
    text = "\n".join(m.text for m in sim.discord.dm_messages(owner_of(sim)))
    assert alerts and all(a in text for a in alerts), text
    assert "`/mod settings` with the option `alert_channel`" in text


async def test_closed_dms_are_logged_shown_to_moderators_in_status_and_not_retried(
        sim: Sim, caplog: pytest.LogCaptureFixture) -> None:
    from cogs.i18n import bot_text

    owner = owner_of(sim)
    sim.discord.close_dms(owner)
    with caplog.at_level(logging.WARNING, logger="mp.outbox"):
        alerts = await until_alert(sim)
    assert alerts and not sim.discord.dm_messages(owner)
    assert any("refuses direct messages" in r.getMessage() for r in caplog.records)
    tries = [c for c in sim.discord.calls if c.kind == "dm_post"]
    assert len(tries) == 1 and tries[0].status == 403, [(c.kind, c.status) for c in tries]
    assert not await sim.service.pipeline.store.pending_posts(owner_queue(GUILD), 10), "given up, not left to retry"
    assert sim.bot is not None and sim.bot.deliverer is not None
    sim.clock.advance(3600)
    await sim.bot.deliverer.catch_up()
    await sim.bot.deliverer.flush(owner_queue(GUILD))
    assert len([c for c in sim.discord.calls if c.kind == "dm_post"]) == 1, "no endless retry"
    shown = await sim.slash(MODERATOR, "game status")
    assert bot_text("outbox-owner_refused", "pl") in shown.reply_text
    assert "`kanał_alertów`" in shown.reply_text
    player = await sim.slash(PLAYERS[1], "game status")
    assert bot_text("outbox-owner_refused", "pl") not in player.reply_text, "for moderators only"


async def test_a_channel_refusing_posts_is_reported_to_the_owner_when_nothing_is_set(sim: Sim) -> None:
    driver = await started(sim, 2)
    user = await until_end_turn(driver, random.Random(2))
    sim.discord.fail("channel_post", 403, channel_id=CHANNEL)
    await end_turn(driver, user)
    dms = [m for m in sim.discord.dm_messages(owner_of(sim)) if f"<#{CHANNEL}>" in m.text]
    assert len(dms) == 1, [m.text for m in sim.discord.dm_messages(owner_of(sim))]
    assert "Wysyłanie wiadomości" in dms[0].text

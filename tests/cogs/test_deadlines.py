"""Deadline news from the sweeper: plain channel posts (no interaction token), pinging exactly the late player."""

from __future__ import annotations

from bot import GameBot
from cogs.mali.turn_buttons import TurnButton
from service import FakeClock
from tests.cogs.harness import FakeBot, Table, check_mentions, mentioned, says


async def sweep(bot: FakeBot) -> None:
    """One pass of the service's sweeper, posting through the bot's own method (with the fake bot as `self`)."""
    for outcome in await bot.service.sweep():
        await GameBot.post_deadline_news(bot, outcome)  # type: ignore[arg-type]


async def test_reminder_and_deadline_pass_are_posted_and_ping_the_player(table: Table, clock: FakeClock) -> None:
    await table.seat_quietly(3, variant="advanced", liberator=True, mail=True, deadline_seconds=4 * 3600)
    table.open_channel()
    status = await table.status()
    late = status["waiting_user"]

    clock.advance(3 * 3600 + 60)  # past the reminder (a quarter before the deadline)
    await sweep(table.bot)
    [reminder] = table.posts
    check_mentions(reminder)
    assert says(reminder.text, "service", "reminder", "pl")
    assert {u.id for u in reminder.allowed_mentions.users} == {late} == mentioned(reminder.text)  # type: ignore[union-attr]

    clock.advance(3600)  # past the deadline: the game master passes for them
    await sweep(table.bot)
    news = table.posts[1:]
    for post in news:
        check_mentions(post)
    assert says(news[0].text, "service", "auto_pass", "pl")
    after = await table.status()
    [ping] = [p for p in news if p.allowed_mentions and p.allowed_mentions.users]
    # (one message: the news names the late player, the ping pings the next one only)
    assert {u.id for u in ping.allowed_mentions.users} == {after["waiting_user"]} != {late}  # type: ignore[union-attr]
    assert after["waiting_user"] in mentioned(ping.text)
    assert ping.view is not None
    assert all(TurnButton.__discord_ui_compiled_template__.fullmatch(c.custom_id)  # type: ignore[attr-defined]
               for c in ping.view.children)

    await sweep(table.bot)  # nothing more is due: nothing more is posted
    assert len(table.posts) == 1 + len(news)


async def test_news_for_a_vanished_channel_is_skipped(table: Table, clock: FakeClock) -> None:
    await table.seat_quietly(2, deadline_seconds=3600)
    clock.advance(2 * 3600)
    await sweep(table.bot)  # the channel is unknown and fetching it fails: no crash, nothing posted
    assert table.posts == []

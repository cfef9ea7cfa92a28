"""Who reads which language: a private reply follows the reader's Discord locale, a public post the server's
language, which is the bot's DEFAULT_LANGUAGE until a moderator sets one."""

from __future__ import annotations

from pathlib import Path

from cogs.mali.texts import mali_text
from service import FakeClock
from service.errors import ServiceError
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim


async def test_private_replies_follow_the_readers_locale(sim: Sim) -> None:
    for p in PLAYERS[:2]:  # Ala reads Polish, Bartek English
        ex = await sim.slash(p, "game status")  # no game yet: the refusal, in the reader's language
        assert ex.private and ex.reply_text == ServiceError("no_game").message(p.lang), ex.reply_text
    ex = await sim.slash(PLAYERS[1], "help")
    assert ex.reply_text.startswith(mali_text("help", "en")[:20])


async def test_public_posts_use_default_language_until_the_server_sets_one(fake_discord: FakeDiscord,
                                                                           tmp_path: Path) -> None:
    sim = Sim(fake_discord, tmp_path / "en.sqlite3", FakeClock(), default_language="en")
    await sim.start()
    try:
        await sim.slash(PLAYERS[0], "game new", variant="basic")  # a Polish host on an English-default bot
        post = [m for m in fake_discord.channel_messages(CHANNEL) if m.via == "channel"][-1]
        assert "/game join" in post.text, post.text
    finally:
        await sim.stop()

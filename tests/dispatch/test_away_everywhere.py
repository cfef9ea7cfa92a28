"""Away from all one's games (issue 26) through real dispatch: `/away` on one server marks every game the player
sits in, on every server (the players' index); the other game's channel is told, and `/back` on either server
ends it everywhere."""

from __future__ import annotations

from tests.dispatch.sim import CHANNEL, PLAYERS, Sim
from tests.dispatch.test_where import ISLAND_CHANNEL, two_servers


def says_away(text: str, user: int) -> bool:
    """/game status names who is away, in the asker's language."""
    return f"The computer plays for <@{user}> (away until" in text or f"<@{user}> (nieobecność do" in text


async def status_text(sim: Sim, channel: int) -> str:
    ex = await sim.slash(PLAYERS[0] if channel == CHANNEL else PLAYERS[2], "game status", channel_id=channel)
    assert ex.answered and ex.private
    return ex.reply_text


async def test_away_on_one_server_marks_every_game_and_back_on_another_clears_them(sim: Sim) -> None:
    await two_servers(sim)
    bartek = PLAYERS[1]  # seated in the Mali game of the first server and hosting the Libertalia one of the second
    ex = await sim.slash(bartek, "away", hours=30, channel_id=ISLAND_CHANNEL)
    assert ex.answered
    assert await sim.posted_all()
    for channel in (CHANNEL, ISLAND_CHANNEL):
        text = await status_text(sim, channel)
        assert says_away(text, bartek.id), (channel, text)
    told = [m.text for m in sim.discord.channel_messages(CHANNEL)]
    assert any(f"<@{bartek.id}>" in t and "nieobecność w tej grze" in t for t in told), \
        "the first server's game channel is told, in its own language"
    back = await sim.slash(bartek, "back", channel_id=CHANNEL)
    assert back.answered
    assert await sim.posted_all()
    for channel in (CHANNEL, ISLAND_CHANNEL):
        assert not says_away(await status_text(sim, channel), bartek.id), channel
    again = await sim.slash(bartek, "back", channel_id=ISLAND_CHANNEL)
    assert again.answered and again.private, "nothing left to end: told privately"

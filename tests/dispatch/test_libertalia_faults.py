"""A complete Libertalia game by panel taps on a Discord that answers 429 or 500 to 20 % of channel posts,
follow-ups and edits (fixed seed), against the same game on a Discord that never fails: every post arrives
once and in order, and every tap is answered."""

from __future__ import annotations

from pathlib import Path

from tests.dispatch.helpers import played_with_faults
from tests.dispatch.sim import CHANNEL, Sim
from tests.dispatch.test_libertalia import open_panel, play, seat, tap
from tests.dispatch.test_refused_posts import PERMISSION_WORDS

SEED = 5


async def run(tmp: Path, name: str, faults: dict[str, bool]) -> tuple[list[str], Sim]:
    async def game(sim: Sim) -> None:
        sim.faulty = bool(faults)  # type: ignore[attr-defined]  # the helpers then only ask that each is answered
        await seat(sim, 3)
        await play(sim, seed=SEED)

    return await played_with_faults(tmp, name, faults, SEED, game)


async def test_20_percent_429_and_500_lose_no_libertalia_post(tmp_path: Path) -> None:
    clean, _ = await run(tmp_path, "clean", {})
    noisy, sim = await run(tmp_path, "noisy", {"channel_post": True, "followup": False, "webhook_edit": True})
    assert noisy == clean, "the same posts, once each, in the same order"
    assert sim.discord.retried > 0
    assert all(ex.answered for ex in sim.exchanges), [ex.kind for ex in sim.exchanges if not ex.answered]


async def test_a_channel_refusing_posts_with_403_at_the_reveal_keeps_the_day_and_posts_it_once_allowed(
        sim: Sim) -> None:
    """The last pick of a day while the channel refuses posts (403 Missing Permissions): the tap is answered in
    time, privately, saying what is missing; the day is revealed and kept (committed with its posts); once the
    permission is back, the reveal's board and the next day's ping arrive once each."""
    a, b = await seat(sim, 2)
    _, panel = await open_panel(sim, a, by_ping=False)
    await tap(sim, a, panel, next(x for x in await sim.legal(a) if x["type"] == "pick"))
    before = len(sim.discord.channel_messages(CHANNEL))
    pinged = len(sim.discord.pings_of(a.id))
    sim.discord.fail("channel_post", 403)
    _, panel = await open_panel(sim, b, by_ping=False)
    ex = await tap(sim, b, panel, next(x for x in await sim.legal(b) if x["type"] == "pick"))
    assert ex.answered and ex.first_response_delay < 3.0
    told = [m for m in ex.replies if PERMISSION_WORDS[b.lang][1] in m.text]
    assert told and all(m.ephemeral for m in told), ex.reply_text
    assert sim.discord.channel_messages(CHANNEL)[before:] == [], "nothing got through"
    status = await sim.status()
    assert (status.phase, status.round) != ("selection", 1), "the day was revealed and kept"
    sim.discord.heal()
    await sim.restart()  # a restart delivers what was committed, once its retry time came
    assert await sim.posted_all()
    posts = sim.discord.channel_messages(CHANNEL)[before:]
    assert any(m.pngs() for m in posts), "the reveal's board"
    assert len(sim.discord.pings_of(a.id)) == pinged + 1, "the next day's ping, once"

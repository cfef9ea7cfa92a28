"""429 and 500 answers injected on 20 % of channel posts and follow-ups (fixed seed) across a complete game: compared with the same game
played on a Discord that never fails, every channel post arrives once and in order, and every tap is answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from service import FakeClock
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.sim import CHANNEL, Sim

SEED = 4


async def play(tmp: Path, name: str, faults: dict[str, bool], players: int = 2,
               **options: object) -> tuple[list[str], Sim]:
    """One complete game; `faults` maps route kinds to whether a 5xx there lands before the error."""
    fake = FakeDiscord()
    with fake.installed():
        for n, (kind, landed) in enumerate(faults.items()):
            fake.fail_at_rate(kind, 0.2, (429, 500), seed=SEED + n, landed=landed)
        sim = Sim(fake, tmp / f"{name}.sqlite3", FakeClock())
        await sim.start()
        try:
            driver = Driver(sim, players=players)
            await driver.seat(**options)
            await driver.play_to_end(seed=SEED)
            assert (await sim.status()).status == "finished"
        finally:
            await sim.stop()
    posts = [m.text + "".join(f"[{n}]" for n, _ in m.files) for m in fake.channel_messages(CHANNEL)
             if m.via == "channel"]
    return posts, sim


@pytest.mark.parametrize(("players", "variant"), [(2, "basic"), (4, "advanced")])
async def test_20_percent_429_and_500_on_posts_and_replies_lose_nothing(tmp_path: Path, players: int,
                                                                       variant: str) -> None:
    options = {"variant": variant, "liberator": True, "mail": True}
    clean, _ = await play(tmp_path, "clean", {}, players, **options)
    noisy, sim = await play(tmp_path, "noisy", {"channel_post": True, "followup": False}, players, **options)
    assert noisy == clean, "the same posts, once each, in the same order"
    assert sim.discord.retried > 0.1 * len(sim.discord.calls)
    assert all(ex.answered for ex in sim.exchanges), [ex.kind for ex in sim.exchanges if not ex.answered]
    dup_ids = [m.id for m in sim.discord.messages]
    assert len(dup_ids) == len(set(dup_ids))


@pytest.mark.xfail(strict=True, reason="issue 11: no duplicates — a follow-up whose 5xx came after Discord created "
                                       "it is retried by discord.py without a nonce, so the player reads it twice")
async def test_a_landed_5xx_on_a_private_reply_is_not_shown_twice(tmp_path: Path) -> None:
    fake = FakeDiscord()
    with fake.installed():
        sim = Sim(fake, tmp_path / "g.sqlite3", FakeClock())
        await sim.start()
        try:
            driver = Driver(sim, players=2)
            await driver.seat(variant="basic")
            fake.fail("followup", 500, times=1, landed=True)
            ex = await sim.slash(driver.players[0], "hand")
            ex2 = await sim.slash(driver.players[0], "help")
        finally:
            await sim.stop()
    assert ex.answered and ex2.answered
    texts = [m.text for m in ex.messages if m.text]
    assert len(texts) == len(set(texts)) == 1, texts

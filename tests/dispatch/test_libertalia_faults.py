"""A complete Libertalia game by panel taps on a Discord that answers 429 or 500 to 20 % of channel posts,
follow-ups and edits (fixed seed), against the same game on a Discord that never fails: every post arrives
once and in order, and every tap is answered."""

from __future__ import annotations

from pathlib import Path

from service import FakeClock
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.sim import CHANNEL, Sim
from tests.dispatch.test_libertalia import play, seat

SEED = 5


async def run(tmp: Path, name: str, faults: dict[str, bool]) -> tuple[list[str], Sim]:
    fake = FakeDiscord()
    with fake.installed():
        for n, (kind, landed) in enumerate(faults.items()):
            fake.fail_at_rate(kind, 0.2, (429, 500), seed=SEED + n, landed=landed)
        sim = Sim(fake, tmp / f"{name}.sqlite3", FakeClock())
        sim.faulty = bool(faults)  # type: ignore[attr-defined]  # the helpers then only ask that each is answered
        await sim.start()
        try:
            await seat(sim, 3)
            await play(sim, seed=SEED)
            assert (await sim.status()).status == "finished"
        finally:
            await sim.stop()
    posts = [m.text + "".join(f"[{n}]" for n, _ in m.files) for m in fake.channel_messages(CHANNEL)
             if m.via == "channel"]
    return posts, sim


async def test_20_percent_429_and_500_lose_no_libertalia_post(tmp_path: Path) -> None:
    clean, _ = await run(tmp_path, "clean", {})
    noisy, sim = await run(tmp_path, "noisy", {"channel_post": True, "followup": False, "webhook_edit": True})
    assert noisy == clean, "the same posts, once each, in the same order"
    assert sim.discord.retried > 0
    assert all(ex.answered for ex in sim.exchanges), [ex.kind for ex in sim.exchanges if not ex.answered]

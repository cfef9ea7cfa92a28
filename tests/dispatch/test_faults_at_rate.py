"""429 and 500 answers injected on 20 % of channel posts, follow-ups and edits of the deferred answer (fixed
seed) across a complete game: compared with the same game played on a Discord that never fails, every channel
post arrives once and in order, every tap is answered, and no private answer is shown twice."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest

from service import FakeClock
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange, FakeDiscord
from tests.dispatch.helpers import played_with_faults
from tests.dispatch.sim import Sim

SEED = 4
T = TypeVar("T")


async def play(tmp: Path, name: str, faults: dict[str, bool], players: int = 2,
               **options: object) -> tuple[list[str], Sim]:
    """One complete game; `faults` maps route kinds to whether a 5xx there lands before the error."""
    async def game(sim: Sim) -> None:
        driver = Driver(sim, players=players)
        await driver.seat(**options)
        await driver.play_to_end(seed=SEED)

    return await played_with_faults(tmp, name, faults, SEED, game)


@pytest.mark.parametrize(("players", "variant"), [(2, "basic"), (4, "advanced")])
async def test_20_percent_429_and_500_on_posts_and_replies_lose_nothing(tmp_path: Path, players: int,
                                                                       variant: str) -> None:
    options = {"variant": variant, "liberator": True, "mail": True}
    clean, _ = await play(tmp_path, "clean", {}, players, **options)
    # The first private answer edits the deferred message (idempotent: a landed 5xx is harmless); further
    # follow-ups take no nonce, so their 5xx come before Discord acted.
    noisy, sim = await play(tmp_path, "noisy", {"channel_post": True, "followup": False, "webhook_edit": True},
                            players, **options)
    assert noisy == clean, "the same posts, once each, in the same order"
    assert sim.discord.retried > 0.1 * len(sim.discord.calls)
    assert all(ex.answered for ex in sim.exchanges), [ex.kind for ex in sim.exchanges if not ex.answered]
    shown = [[m.text for m in ex.messages if m.text] for ex in sim.exchanges]
    assert all(len(texts) == len(set(texts)) for texts in shown), "no private answer is shown twice"
    dup_ids = [m.id for m in sim.discord.messages]
    assert len(dup_ids) == len(set(dup_ids))


async def in_seated_game(fake: FakeDiscord, tmp: Path, act: Callable[[Sim, Driver], Awaitable[T]]) -> T:
    """What `act` returns, run on a seated 2-player basic game over `fake` (the bot stopped afterwards)."""
    with fake.installed():
        sim = Sim(fake, tmp / "g.sqlite3", FakeClock())
        await sim.start()
        try:
            driver = Driver(sim, players=2)
            await driver.seat(variant="basic")
            return await act(sim, driver)
        finally:
            await sim.stop()


async def private_answers_under(tmp: Path, kind: str) -> tuple[list[str], list[str], FakeDiscord]:
    """/hand then /help with one landed 5xx on `kind`: what each exchange shows the player."""
    fake = FakeDiscord()

    async def hand_then_help(sim: Sim, driver: Driver) -> tuple[Exchange, Exchange]:
        fake.fail(kind, 500, times=1, landed=True)
        return await sim.slash(driver.players[0], "hand"), await sim.slash(driver.players[0], "help")

    ex, ex2 = await in_seated_game(fake, tmp, hand_then_help)
    assert ex.answered and ex2.answered
    assert all(m.ephemeral for m in (*ex.messages, *ex2.messages)), "a private answer stays private"
    return [m.text for m in ex.messages if m.text], [m.text for m in ex2.messages if m.text], fake


async def test_a_landed_5xx_on_a_private_reply_is_not_shown_twice(tmp_path: Path) -> None:
    """Issue 11 (no duplicates): the first private answer fills in the deferred message (PATCH @original), not a
    follow-up, which discord.py would retry without a nonce after a 5xx that came once Discord had created it."""
    texts, help_texts, _ = await private_answers_under(tmp_path, "followup")
    assert len(texts) == len(set(texts)) == 1, texts
    assert len(help_texts) == 1, help_texts


async def test_a_landed_5xx_on_the_edit_is_retried_and_shows_once(tmp_path: Path) -> None:
    """The edit of the deferred message is idempotent: discord.py retries it after a landed 5xx, and the same
    message is changed again, so the player reads the answer once."""
    texts, help_texts, fake = await private_answers_under(tmp_path, "webhook_edit")
    assert fake.count("webhook_edit", 500) == 1 and fake.count("webhook_edit", 200) >= 2, "failed once, retried"
    assert len(texts) == len(set(texts)) == 1, texts
    assert len(help_texts) == 1, help_texts


async def with_callback_5xx(tmp: Path, failures: int, act: Callable[[Sim, Driver], Awaitable[T]]) -> tuple[FakeDiscord, T]:
    """A seated 2-player basic game on a Discord sleeping for real, whose next `failures` callbacks answer 500;
    what `act` returns."""
    fake = FakeDiscord(sleep_scale=1.0)

    async def after_failures(sim: Sim, driver: Driver) -> T:
        fake.fail("callback", 500, times=failures)
        return await act(sim, driver)

    return fake, await in_seated_game(fake, tmp, after_failures)


@pytest.mark.parametrize("failures", [2, 3])
async def test_5xx_in_a_row_on_the_acknowledgement_still_answer_within_3_s(tmp_path: Path, failures: int) -> None:
    """Issue 11 (every interaction gets an answer): after two 5xx discord.py would wait 3 s more before trying
    the callback again, past Discord's 3 s window; the defer starts afresh instead. Real sleeps: the window is
    measured on the clock the retries really take."""
    async def hand(sim: Sim, driver: Driver) -> Exchange:
        return await sim.slash(driver.players[0], "hand")

    fake, ex = await with_callback_5xx(tmp_path, failures, hand)
    assert fake.count("callback", 500) == failures
    assert ex.answered and ex.first_response_delay < 3.0, ex.first_response_delay
    texts = [m.text for m in ex.messages if m.text]
    assert len(texts) == 1 and all(m.ephemeral for m in ex.messages), texts


async def test_5xx_in_a_row_on_an_autocomplete_answer_still_offer_choices_within_3_s(tmp_path: Path) -> None:
    """The same for an autocomplete's answer (its choices): two 5xx in a row, real sleeps, answered in time."""
    async def card_choices(sim: Sim, driver: Driver) -> tuple[object, Exchange]:
        choices = await sim.autocomplete(driver.players[0], "play", "card", "")  # one try: it must answer
        return choices, sim.exchanges[-1]

    fake, (choices, ex) = await with_callback_5xx(tmp_path, 2, card_choices)
    assert fake.count("callback", 500) == 2
    assert ex.answered and ex.first_response_delay < 3.0 and isinstance(choices, list), ex.first_response_delay


async def test_a_landed_5xx_on_the_acknowledgement_still_carries_the_action_through(sim: Sim) -> None:
    """Discord acknowledged the interaction but answered 5xx: discord.py's retry then meets "already
    acknowledged" (40060). The interaction is acknowledged all the same, so the command goes on and answers."""
    driver = Driver(sim, players=2)
    await driver.seat(variant="basic")
    sim.discord.fail("callback", 500, times=1, landed=True)
    ex = await sim.slash(driver.players[0], "hand")
    assert sim.discord.count("callback", 500) == 1
    assert ex.answered and ex.first_response_delay < 3.0
    texts = [m.text for m in ex.messages if m.text]
    assert len(texts) == 1 and all(m.ephemeral for m in ex.messages), texts

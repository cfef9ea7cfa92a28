"""Posting refused by Discord on the channel-post route (403 Missing Permissions, 500, 429) while a player ends
their turn with the turn prompt's button: what the presser sees, whether the move is kept, whether the next
player is pinged. discord.py retries 429 and 5xx by itself (up to five tries); 403 it does not. The posts are
in the outbox (written with the commit): the presser is answered first, the deliverer posts after, and a
refused post waits, in order, until Discord takes it (issue 11)."""

from __future__ import annotations

import random

import pytest

from tests.dispatch.fakediscord import Exchange
from tests.dispatch.helpers import end_turn, started, until_end_turn
from tests.dispatch.payloads import Person
from tests.dispatch.sim import PLAYERS, Sim, by_user

PERMISSION_WORDS = {"pl": ("uprawnie", "Wysyłanie wiadomości"), "en": ("permission", "Send Messages")}


async def end_turn_refused(sim: Sim, status: int, *, times: int | None = None) -> tuple[Person, list[Exchange]]:
    """Ends a turn while the channel-post route answers `status` (`times` calls, or until healed)."""
    driver = await started(sim, 2)
    user = await until_end_turn(driver, random.Random(2))
    sim.discord.fail("channel_post", status, times=times)
    exs = await end_turn(driver, user)
    return user, exs


def next_player(user: Person) -> Person:
    return PLAYERS[1] if user == PLAYERS[0] else PLAYERS[0]


async def test_refused_with_403_the_tap_is_answered_in_time_and_the_move_is_kept(sim: Sim) -> None:
    user, exs = await end_turn_refused(sim, 403)
    last = exs[-1]
    assert all(ex.answered and ex.first_response_delay < 3.0 for ex in exs)
    assert last.private and not last.public_replies, "the presser got a private answer, nothing else"
    assert sim.discord.count("channel_post", 403) >= 1 and not last.posts
    status = await sim.status()
    assert status.waiting_user == next_player(user).id  # committed


async def test_refused_with_403_the_presser_hears_what_is_missing(sim: Sim) -> None:
    user, exs = await end_turn_refused(sim, 403)
    text = exs[-1].reply_text
    assert all(w in text for w in PERMISSION_WORDS[user.lang]), text
    told = [m for m in exs[-1].replies if PERMISSION_WORDS[user.lang][1] in m.text]
    assert told and all(m.ephemeral for m in told)
    assert told[0].at - exs[-1].dispatched_at < 3.0, "within the interaction's 3 s window"


async def test_after_403_the_next_player_is_pinged_once_allowed_again(sim: Sim) -> None:
    user, _ = await end_turn_refused(sim, 403)
    waiting = next_player(user)
    pinged_before = len(sim.discord.pings_of(waiting.id))
    sim.discord.heal()
    await sim.slash(waiting, "game status")  # any later interaction (or the deliverer) may carry the posts out
    await sim.restart()  # and at the latest a restart delivers what was committed (once its retry time came)
    assert await sim.posted_all()
    assert len(sim.discord.pings_of(waiting.id)) == pinged_before + 1


async def test_500_on_every_try_loses_no_ping(sim: Sim) -> None:
    user, _ = await end_turn_refused(sim, 500)
    waiting = next_player(user)
    pinged_before = len(sim.discord.pings_of(waiting.id))
    sim.discord.heal()
    await sim.restart()
    assert await sim.posted_all()
    assert len(sim.discord.pings_of(waiting.id)) == pinged_before + 1


@pytest.mark.parametrize("status", [500, 502, 429])
async def test_one_transient_refusal_is_retried_and_the_next_player_pinged(sim: Sim, status: int) -> None:
    user, exs = await end_turn_refused(sim, status, times=1)
    last = exs[-1]
    assert last.answered and last.first_response_delay < 3.0
    waiting = next_player(user)
    assert any(waiting.id in m.pinged for m in last.posts)
    assert sim.discord.count("channel_post", status) == 1
    assert sim.discord.waits, "discord.py waited before its retry"
    texts = [m.text for m in last.posts]
    assert len(texts) == len(set(texts)), "no post twice"


async def test_a_500_after_the_post_landed_is_not_posted_twice(sim: Sim) -> None:
    """The unknown outcome: Discord created the message but the answer was an error; discord.py retries with
    the same nonce and enforce_nonce, so the channel holds it once."""
    driver = await started(sim, 2)
    user = await until_end_turn(driver, random.Random(2))
    sim.discord.fail("channel_post", 500, times=1, landed=True)
    exs = await end_turn(driver, user)
    texts = [m.text for m in exs[-1].posts]
    assert texts and len(texts) == len(set(texts))
    ids = [m.id for m in sim.discord.channel_messages(exs[-1].posts[0].channel_id)]
    assert len(ids) == len(set(ids))
    assert by_user((await sim.status()).waiting_user or 0) == next_player(user)


async def test_refused_with_403_a_slash_command_says_what_is_missing(sim: Sim) -> None:
    driver = await started(sim, 2, every_move=True)  # a move posts at once (by default it waits for the turn's end)
    status = await sim.status()
    user = by_user(status.waiting_user or 0)
    card = next(a for a in await sim.legal(user) if a["type"] == "play_card")
    await driver.perform(user, card, status.game_id)
    move = next(a for a in await sim.legal(user) if a["type"] == "move")
    sim.discord.fail("channel_post", 403)
    ex = (await driver.perform(user, move, status.game_id))[-1]  # /move scout:… space:…
    assert ex.answered and ex.private and not ex.posts
    assert any(w in ex.reply_text for w in PERMISSION_WORDS[user.lang]), ex.reply_text


async def test_with_5xx_on_every_try_the_presser_hears_back_within_3_s(sim: Sim) -> None:
    _, exs = await end_turn_refused(sim, 500)
    last = exs[-1]
    assert last.answered and last.replies
    reply_at = min(m.at for m in last.replies)
    assert reply_at - last.dispatched_at < 3.0, f"the reply came {reply_at - last.dispatched_at:.1f} s after the tap"


async def test_after_403_game_status_says_what_waits_and_what_is_missing(sim: Sim) -> None:
    user, _ = await end_turn_refused(sim, 403)
    ex = await sim.slash(user, "game status")
    words = {"pl": ("czeka", "Wysyłanie wiadomości"), "en": ("waiting", "Send Messages")}[user.lang]
    assert ex.answered and ex.private and not ex.posts
    assert all(w in ex.reply_text for w in words), ex.reply_text
    sim.discord.heal()
    await sim.restart()
    assert await sim.posted_all()
    ex = await sim.slash(user, "game status")
    assert not any(w in ex.reply_text for w in words), "nothing waits once the posts went out"

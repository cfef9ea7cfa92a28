"""*Play again* under a game's final post, through discord.py's real dispatch: a seated player's press opens a
new table in the channel with the same players (seats and colours) and options, the presser hosting; a member
who was not seated, and a press once something newer was opened, are refused politely in the presser's
language. Any game: Mali Powstańcy ended by its host, and the test-only *Ten* played to its end."""

from __future__ import annotations

import random

from cogs.i18n import bot_text
from service.messages import service_text
from tests.dispatch.fakediscord import Msg
from tests.dispatch.sim import CHANNEL, PLAYERS, STRANGER, Sim, by_user
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_libertalia import open_panel, tap

ADVANCED = {"variant": "advanced", "liberator": True, "mail": True, "deadline_hours": 12}


def final_post(sim: Sim) -> tuple[Msg, str]:
    """The game's last post with its *Play again* button."""
    for msg in reversed(sim.discord.channel_messages(CHANNEL)):
        found = [c for c in msg.custom_ids() if c.startswith("pa:")]
        if found:
            return msg, found[0]
    raise AssertionError("no final post with Play again")


def seats_of(status: object) -> list[tuple[int, str | None]]:
    return [(s.user, s.colour) for s in status.seats]  # type: ignore[attr-defined]


async def test_play_again_opens_the_same_table_hosted_by_the_presser_and_refuses_others(sim: Sim) -> None:
    host, bartek, celina = PLAYERS[:3]
    check_exchange(await sim.slash(host, "game new", colour="violet", **ADVANCED))
    check_exchange(await sim.slash(bartek, "game join"))
    check_exchange(await sim.slash(celina, "game join", colour="green"))
    check_exchange(await sim.slash(host, "game start"))
    ended = await sim.status()
    check_exchange(await sim.slash(host, "game abandon"))
    assert (await sim.status()).status == "finished"
    post, custom_id = final_post(sim)
    assert custom_id == f"pa:{ended.game_id}"
    button = post.component(custom_id) or {}
    assert button.get("label") == bot_text("again.button", "pl"), "worded in the server's language"
    assert sum(1 for m in sim.discord.channel_messages(CHANNEL) if any(c.startswith("pa:") for c in m.custom_ids())) == 1

    stranger = await sim.press(STRANGER, post, custom_id)  # never seated: refused, in English, privately
    check_exchange(stranger)
    assert stranger.replies and all(m.ephemeral for m in stranger.replies)
    assert service_text("again_not_seated", "en").split(";")[0] in stranger.reply_text
    assert (await sim.status()).game_id == ended.game_id, "nothing opened"

    before = len(sim.discord.channel_messages(CHANNEL))
    pressed = await sim.press(bartek, post, custom_id)
    check_exchange(pressed)
    again = await sim.status()
    assert again.game_id != ended.game_id and again.status == "lobby" and again.game == "mali"
    assert again.host == bartek.id, "the presser hosts"
    assert seats_of(again) == seats_of(ended), "the same players in the same seats and colours"
    assert again.options == ended.options and again.deadline_seconds == ended.deadline_seconds == 12 * 3600
    news = sim.discord.channel_messages(CHANNEL)[before:]
    assert len(news) == 1 and all(f"<@{p.id}>" in news[0].text for p in (host, bartek, celina))

    busy = await sim.press(celina, post, custom_id)  # the new table is there already: refused, in Polish
    check_exchange(busy)
    assert service_text("again_busy", "pl").split(";")[0] in busy.reply_text
    assert (await sim.status()).game_id == again.game_id
    check_exchange(await sim.slash(bartek, "game start"))  # and the new table plays
    assert (await sim.status()).running


async def test_play_again_serves_any_registered_game(toy_sim: Sim, toy_game: str) -> None:
    """Ten, known to the shared layers only through the registry, played to its end by taps."""
    sim = toy_sim
    host, guest = PLAYERS[:2]
    check_exchange(await sim.slash(host, "game new", game=toy_game))
    check_exchange(await sim.slash(guest, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    rng = random.Random(5)
    for _ in range(40):
        status = await sim.status()
        if not status.running:
            break
        user = by_user(status.waiting_user or 0)
        _, panel = await open_panel(sim, user)
        check_exchange(await tap(sim, user, panel, rng.choice(await sim.legal(user))))
    ended = await sim.status()
    assert ended.status == "finished" and ended.result is not None
    post, custom_id = final_post(sim)
    check_exchange(await sim.press(guest, post, custom_id))
    again = await sim.status()
    assert again.game == toy_game and again.status == "lobby" and again.host == guest.id
    assert seats_of(again) == seats_of(ended) and again.options == ended.options


async def test_a_restarted_bot_still_answers_an_old_play_again(sim: Sim) -> None:
    host, bartek = PLAYERS[:2]
    check_exchange(await sim.slash(host, "game new"))
    check_exchange(await sim.slash(bartek, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    check_exchange(await sim.slash(host, "game abandon"))
    post, custom_id = final_post(sim)
    await sim.restart()
    check_exchange(await sim.press(host, post, custom_id))
    again = await sim.status()
    assert again.status == "lobby" and again.host == host.id and len(again.seats) == 2

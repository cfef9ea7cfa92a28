"""Buttons and menus over time: a restart in the middle of a game (a new bot process over the same database,
Discord keeping its messages), a menu tapped twice, and /mod reset followed by a tap on an old button."""

from __future__ import annotations

import random
import re

from tests.dispatch.driver import Driver
from tests.dispatch.helpers import says, started, until_end_turn
from tests.dispatch.payloads import Person
from tests.dispatch.records import Msg
from tests.dispatch.sim import CHANNEL, MODERATOR, PLAYERS, Sim, by_user, turn_id


async def test_turn_buttons_work_after_a_restart(sim: Sim) -> None:
    driver = await started(sim, 2)
    user = await until_end_turn(driver, random.Random(5))
    status = await sim.status()
    old_prompt = sim.latest_prompt(status.game_id)
    await sim.restart()  # a new process: nothing in memory, the same file, Discord still shows the old prompt
    me = await sim.press_turn(PLAYERS[1], old_prompt, status.game_id, "me")
    assert me.answered and me.private and not me.public_replies
    ended = await driver.perform(user, {"type": "end_turn"}, status.game_id)
    assert all(ex.answered for ex in ended)
    after = await sim.status()
    assert after.version > status.version and after.waiting_user != user.id
    assert any(after.waiting_user in m.pinged for ex in ended for m in ex.posts), "the next player is pinged"


async def open_card_menu(sim: Sim) -> tuple[Person, Msg, str, str]:
    """A started 2-player game whose acting player has opened the card menu: who, the menu, its select, a card."""
    driver = await started(sim, 2)
    status = await sim.status()
    user = by_user(status.waiting_user or 0)
    ex = await sim.press_turn(user, sim.latest_prompt(status.game_id), status.game_id, "card")
    menu = driver.menu_of(ex)
    select_id = menu.custom_ids()[0]
    value = menu.component(select_id)["options"][0]["value"]  # type: ignore[index]
    return user, menu, select_id, value


async def test_a_card_menu_from_before_a_restart_still_answers(sim: Sim) -> None:
    user, menu, select_id, value = await open_card_menu(sim)
    await sim.restart()
    tap = await sim.select(user, menu, select_id, [value])
    assert tap.answered


async def test_a_used_card_menu_is_disabled_or_refuses_politely(sim: Sim) -> None:
    user, menu, select_id, value = await open_card_menu(sim)
    first = await sim.select(user, menu, select_id, [value])
    assert first.answered
    component = sim.discord.by_id[menu.id].component(select_id)
    if component is not None and component.get("disabled"):
        return  # disabled in place: Discord would not even send a second tap
    second = await sim.select(user, menu, select_id, [value])
    assert second.answered and second.private


async def reset(sim: Sim) -> None:
    ask = await sim.slash(MODERATOR, "mod reset")
    assert ask.answered and ask.private
    confirm = next(m for m in ask.private if m.custom_ids())
    done = await sim.press(MODERATOR, confirm, confirm.custom_ids()[0])
    assert done.answered


async def test_an_old_button_after_reset_is_refused_politely(sim: Sim) -> None:
    await started(sim, 2)
    before = await sim.status()
    old_prompt = sim.latest_prompt(before.game_id)
    await reset(sim)
    now = await sim.status()
    assert now.running
    user = by_user(now.waiting_user or 0)
    tap = await sim.press_turn(user, old_prompt, before.game_id, "card")
    assert tap.answered and tap.private
    assert not any(m.custom_ids() for m in tap.private), "the old prompt offered a menu for the new deal"
    assert says(tap.reply_text, "stale_button", user.lang)
    assert (await sim.status()).version == now.version


async def test_the_ping_after_reset_carries_the_turn_buttons(sim: Sim) -> None:
    await started(sim, 2)
    await reset(sim)
    now = await sim.status()
    last_ping = [m for m in sim.discord.channel_messages(CHANNEL) if m.pinged][-1]
    assert now.waiting_user in last_ping.pinged
    assert turn_id(last_ping, now.game_id, "end") is not None


async def test_a_late_confirmation_is_refused_in_plain_words(sim: Sim) -> None:
    driver = await started(sim, 2)
    status = await sim.status()
    user = by_user(status.waiting_user or 0)
    card = next(a for a in await sim.legal(user) if a["type"] == "play_card")
    await driver.perform(user, card, status.game_id)
    ask = await sim.press_turn(user, sim.latest_prompt(status.game_id), status.game_id, "end")
    confirm = next(m for m in ask.private if m.custom_ids())  # MP are left: "end anyway?"
    move = next(a for a in await sim.legal(user) if a["type"] == "move")
    await driver.perform(user, move, status.game_id)  # the game moves on before the tap
    before = (await sim.status()).version
    late = await sim.press(user, confirm, confirm.custom_ids()[0])
    assert late.answered and late.private and (await sim.status()).version == before
    assert not re.search(r"wersj|version", late.reply_text, re.I), late.reply_text


async def ask_to_end_with_mp_left(sim: Sim) -> tuple[Driver, Person, Msg]:
    """A player with a card played and MP left taps End turn: the "end anyway?" confirmation."""
    driver = await started(sim, 2)
    status = await sim.status()
    user = by_user(status.waiting_user or 0)
    card = next(a for a in await sim.legal(user) if a["type"] == "play_card")
    await driver.perform(user, card, status.game_id)
    ask = await sim.press_turn(user, sim.latest_prompt(status.game_id), status.game_id, "end")
    return driver, user, next(m for m in ask.private if m.custom_ids())


async def test_an_end_turn_confirmation_from_before_a_restart_still_ends_the_turn(sim: Sim) -> None:
    _, user, confirm = await ask_to_end_with_mp_left(sim)
    before = await sim.status()
    await sim.restart()
    tap = await sim.press(user, confirm, confirm.custom_ids()[0])
    assert tap.answered and not tap.public_replies
    after = await sim.status()
    assert after.version > before.version and after.waiting_user != user.id
    assert any(after.waiting_user in m.pinged for m in tap.posts), "the next player is pinged"


async def test_a_used_confirmation_is_disabled_in_place(sim: Sim) -> None:
    _, user, confirm = await ask_to_end_with_mp_left(sim)
    first = await sim.press(user, confirm, confirm.custom_ids()[0])
    assert first.answered
    component = sim.discord.by_id[confirm.id].component(confirm.custom_ids()[0])
    assert component is not None and component.get("disabled"), "the used confirmation still looks live"
    assert sim.discord.by_id[confirm.id].obj.get("content") == confirm.obj.get("content"), "only greyed out"


async def test_a_card_menu_after_a_reset_is_refused_politely(sim: Sim) -> None:
    user, menu, select_id, value = await open_card_menu(sim)
    await reset(sim)
    now = await sim.status()
    tap = await sim.select(user, menu, select_id, [value])
    assert tap.answered and tap.private and not tap.posts
    assert (await sim.status()).version == now.version
    assert not re.search(r"wersj|version", tap.reply_text, re.I), tap.reply_text


async def test_a_reset_confirmation_answers_after_a_restart_and_an_old_one_is_refused(sim: Sim) -> None:
    await started(sim, 2)
    first = await sim.slash(MODERATOR, "mod reset")
    old = next(m for m in first.private if m.custom_ids())
    await sim.restart()
    second = await sim.slash(MODERATOR, "mod reset")
    fresh = next(m for m in second.private if m.custom_ids())
    done = await sim.press(MODERATOR, fresh, fresh.custom_ids()[0])
    assert done.answered and (await sim.status()).epoch == 1
    now = await sim.status()
    late = await sim.press(MODERATOR, old, old.custom_ids()[0])  # asked before that reset
    assert late.answered and late.private and not late.posts
    assert says(late.reply_text, "stale_button", MODERATOR.lang)
    assert (await sim.status()).version == now.version

"""The turn prompt's persistent buttons: rebuilt from their custom id after a restart, working on the live game,
politely refusing on a finished or replaced one."""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable

import discord
import pytest

from cogs.lobby import Lobby
from cogs.mali.menus import ActionMenu, Confirm
from cogs.mali.turn_buttons import TurnButton
from cogs.moderation import Moderation
from cogs.prompt import TurnPrompt
from tests.cogs.harness import HOST, MODERATOR, STRANGER, FakeBot, Reply, Table, check_reply, says

BOTH = {"variant": "basic", "liberator": True, "mail": True}


async def prompt_ids(table: Table) -> dict[str, str]:
    """The custom ids under the latest "your turn" ping, by what they do."""
    pings = [p for p in table.posts if p.view is not None]
    assert pings, "no turn prompt was posted"
    view = pings[-1].view
    assert view is not None and view.timeout is None  # persistent
    ids = {}
    for child in view.children:
        assert isinstance(child, TurnButton) and isinstance(child.item, discord.ui.Button)
        ids[child.what] = child.custom_id
    return ids


async def press_after_restart(bot: FakeBot, custom_id: str, user: int, lang: str = "pl") -> Reply:
    """What discord.py does when a click arrives for a dynamic item: match the template, rebuild, call back."""
    table = Table(bot)
    reply = table.interaction(user, lang=lang)
    match = re.match(TurnButton.__discord_ui_compiled_template__, custom_id)
    assert match is not None
    item: discord.ui.Button[discord.ui.View] = discord.ui.Button(custom_id=custom_id)
    button = await TurnButton.from_custom_id(reply.interaction, item, match)
    assert (button.game_id, button.what, button.custom_id) == (int(match["game"]), match["what"], custom_id)
    reply.started = time.perf_counter()
    await button.callback(reply.interaction)
    reply.finished = time.perf_counter()
    check_reply(reply)
    assert reply.first.kind == "defer" and reply.first.ephemeral
    return reply


async def test_prompt_has_five_buttons_with_the_game_in_their_ids() -> None:
    view = TurnPrompt().build(42, "en", game="mali")
    assert view is not None
    labels = [(b.custom_id, b.item.label) for b in view.children if isinstance(b, TurnButton)]
    assert labels == [("mp:turn:42:turn", "My turn"), ("mp:turn:42:card", "Play a card"), ("mp:turn:42:end", "End turn"),
                      ("mp:turn:42:undo", "Undo"), ("mp:turn:42:me", "My cards & goal")]


async def test_buttons_work_after_a_restart(table: Table, bots: Callable[[], Awaitable[FakeBot]]) -> None:
    await table.seat(3, **BOTH)
    ids = await prompt_ids(table)
    status = await table.status()
    user = int(status["waiting_user"])
    restarted = await bots()  # a new process over the same database

    r = await press_after_restart(restarted, ids["me"], user, "en")
    [msg] = r.messages
    assert msg.ephemeral and says(msg.text, "bot", "hand.title", "en")
    assert not r.posts

    r = await press_after_restart(restarted, ids["undo"], user)
    assert says(r.reply_text, "service", "undo_nothing", "pl")

    r = await press_after_restart(restarted, ids["card"], user)
    [menu] = r.views()
    assert isinstance(menu, ActionMenu)
    cards = [a for a in await table.legal(user) if a["type"] == "play_card"]
    options = menu.select.options
    assert 1 <= len(options) <= 25 and len(options) == len(cards)
    menu.select._values = [options[0].value]  # the player picks the first card
    chosen = Table(restarted).interaction(user)
    before = await table.status()
    chosen.started = time.perf_counter()
    await menu.chosen(chosen.interaction)
    chosen.finished = time.perf_counter()
    check_reply(chosen)
    assert (await table.status())["version"] > before["version"]
    # the card is narrated to its player; the channel hears of it with the turn's end (issue 24)
    assert not chosen.posts, "a move within the turn posts nothing"
    assert " plays " in chosen.reply_text or " zagrywa " in chosen.reply_text, chosen.reply_text

    r = await press_after_restart(restarted, ids["card"], user)  # a card is already played
    assert says(r.reply_text, "bot", "no_card_now", "pl")

    mp_left = any(a["type"] == "move" for a in await table.legal(user))
    before_end = await table.status()
    r = await press_after_restart(restarted, ids["end"], user, "en")
    if mp_left:  # one more tap to be sure
        assert says(r.reply_text, "bot", "end_with_mp", "en")
        [confirm] = r.views()
        assert isinstance(confirm, Confirm)
        assert (await table.status())["version"] == before_end["version"]
        pressed = await Table(restarted).press(confirm.confirmed, user)
        check_reply(pressed)
        assert pressed.posts
    else:
        assert r.posts
    log = await restarted.service.store.log(before_end["game_id"])
    assert log[-1].payload["action"]["type"] == "end_turn"


async def test_a_stranger_pressing_a_players_button_is_refused(table: Table) -> None:
    await table.seat(2, **BOTH)
    ids = await prompt_ids(table)
    for what in ("me", "card", "undo", "end"):
        r = await press_after_restart(table.bot, ids[what], STRANGER, "en")
        assert says(r.reply_text, "service", "not_seated", "en"), (what, r.reply_text)
        assert not r.posts


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_buttons_of_a_finished_or_replaced_game_are_stale(
        table: Table, bots: Callable[[], Awaitable[FakeBot]], lang: str) -> None:
    await table.seat(2, **BOTH)
    old = await prompt_ids(table)
    user = int((await table.status())["waiting_user"])
    await table.run(Moderation.end, MODERATOR, moderator=True)
    restarted = await bots()
    for what, custom_id in old.items():
        r = await press_after_restart(restarted, custom_id, user, lang)
        [msg] = r.messages
        assert msg.ephemeral and says(msg.text, "bot", "stale_button", lang), what
        assert not r.posts

    # A new game in the same channel: the old buttons still belong to the old one.
    table2 = Table(restarted)
    await table2.run(Lobby.new, HOST)
    await table2.run(Lobby.join, STRANGER)
    await table2.run(Lobby.start, HOST)
    new = await prompt_ids(table2)
    assert new["me"] != old["me"]
    r = await press_after_restart(restarted, old["me"], HOST, lang)
    assert says(r.reply_text, "bot", "stale_button", lang)
    r = await press_after_restart(restarted, new["me"], HOST, lang)
    assert says(r.reply_text, "bot", "hand.title", lang)


# ---- issue 11: the deployment prompt, old buttons after a reset or rollback, pings after /mod commands ----

async def test_the_deployment_prompt_offers_no_card_and_a_normal_turn_does(table: Table) -> None:
    await table.seat(2, variant="advanced")
    user = int((await table.status())["waiting_user"])
    assert {a["type"] for a in await table.legal(user)} == {"deploy"}
    assert set(await prompt_ids(table)) == {"turn", "end", "undo", "me"}
    basic = Table(table.bot, channel_id=table.channel_id + 1)
    await basic.seat(2, variant="basic")
    assert "card" in await prompt_ids(basic)


async def reset_by_moderator(table: Table) -> Reply:
    ask = await table.run(Moderation.reset, MODERATOR, moderator=True)
    [view] = ask.views()
    done = await table.press(view.children[0].callback, MODERATOR, moderator=True)
    check_reply(done)
    return done


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_button_from_before_a_reset_is_refused_and_the_new_ping_has_working_buttons(
        table: Table, bots: Callable[[], Awaitable[FakeBot]], lang: str) -> None:
    await table.seat(2, **BOTH)
    old = await prompt_ids(table)
    done = await reset_by_moderator(table)
    status = await table.status()
    assert status["epoch"] == 1
    assert any(p.view is not None for p in done.posts), "the ping after the reset carries the buttons"
    new = await prompt_ids(table)
    assert set(new.values()).isdisjoint(old.values())
    user = int(status["waiting_user"])
    restarted = await bots()  # the epoch is in the id and the game: a restart changes nothing
    for what in ("card", "me", "end"):
        r = await press_after_restart(restarted, old[what], user, lang)
        assert says(r.reply_text, "bot", "stale_button", lang), (what, r.reply_text)
        assert not r.posts and not any(m.view for m in r.messages)
    assert (await table.status())["version"] == status["version"]
    r = await press_after_restart(restarted, new["me"], user, lang)
    assert says(r.reply_text, "bot", "hand.title", lang)
    r = await press_after_restart(restarted, new["card"], user, lang)
    assert any(m.view for m in r.messages), "the new deal's card menu opens"


async def test_a_button_from_before_a_rollback_is_refused(table: Table) -> None:
    await table.seat(2, **BOTH)
    user = int((await table.status())["waiting_user"])
    card = next(a for a in await table.legal(user) if a["type"] == "play_card")
    await table.perform(user, card)
    old = await prompt_ids(table)
    r = await table.run(Moderation.rollback, MODERATOR, moderator=True, to="current")
    check_reply(r)
    assert any(p.view is not None for p in r.posts), "the ping after a rollback carries the buttons"
    r = await press_after_restart(table.bot, old["me"], user)
    assert says(r.reply_text, "bot", "stale_button", "pl")


async def test_the_ping_after_a_moderator_skip_carries_the_buttons(table: Table) -> None:
    await table.seat(2, **BOTH)
    r = await table.run(Moderation.skip, MODERATOR, moderator=True)
    check_reply(r)
    status = await table.status()
    [ping] = [p for p in r.posts if p.view is not None]
    assert str(status["waiting_user"]) in ping.text
    assert f"mp:turn:{status['game_id']}:end" in [c.custom_id for c in ping.view.children]  # type: ignore[union-attr]

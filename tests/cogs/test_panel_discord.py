"""The turn panel on (fake) Discord, issue 12: opened from the ping's *My turn* button after a restart, a whole
turn played by taps that edit the private panel in place, a tap on an out-of-date panel refused politely with
the panel as it stands now, a stranger refused, and the richer ping (card count)."""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from typing import Any
from unittest.mock import AsyncMock

import discord

from cogs.mali.panel import PanelButton, PanelSelect
from cogs.mali.panel_text import ping_lines
from cogs.mali.texts import mali_text
from cogs.mali.turn_buttons import TurnButton
from cogs.turn import Turn
from data.mali.loader import game_data
from service.caller import Caller
from tests.cogs.harness import STRANGER, FakeBot, Reply, Table, check_reply, says
from tests.cogs.test_buttons import prompt_ids
from words.mali import order_name

BOTH = {"variant": "basic", "liberator": True, "mail": True}


class Shown:
    """The panel as the player sees it: its text and its components (custom id, kind, choices)."""

    def __init__(self, content: str, view: discord.ui.View) -> None:
        self.content = content
        # By custom id, not isinstance: a test elsewhere unloads the cogs' extensions, and a re-import makes new
        # classes of the same name.
        self.items: list[Any] = [c for c in view.children if str(getattr(c, "custom_id", "")).startswith(
            ("mp:pb:", "mp:ps:"))]
        assert len(self.items) == len(view.children)
        assert view.timeout is None

    def buttons(self) -> dict[str, str]:
        """Button choice -> custom id."""
        return {b.choice: b.custom_id for b in self.items if b.custom_id.startswith("mp:pb:")}

    def menus(self) -> dict[str, tuple[str, list[str]]]:
        """Menu key -> (custom id, option values)."""
        out = {}
        for m in self.items:
            if m.custom_id.startswith("mp:ps:"):
                assert isinstance(m.item, discord.ui.Select) and len(m.item.options) <= 25
                out[m.menu] = (m.custom_id, [o.value for o in m.item.options])
        return out


def instrument(reply: Reply) -> AsyncMock:
    edit = AsyncMock(return_value=None)
    reply.interaction.edit_original_response = edit
    return edit


async def tap(bot: FakeBot, custom_id: str, user: int, value: str | None = None, lang: str = "pl"
              ) -> tuple[Reply, Shown | None]:
    """What discord.py does with a click on a dynamic item: match the template, rebuild it, call it back."""
    table = Table(bot)
    reply = table.interaction(user, lang=lang)
    edit = instrument(reply)
    cls: Any = PanelSelect if custom_id.startswith("mp:ps:") else PanelButton
    match = re.match(cls.__discord_ui_compiled_template__, custom_id)
    assert match is not None, custom_id
    item: Any = discord.ui.Select(custom_id=custom_id) if cls is PanelSelect else discord.ui.Button(custom_id=custom_id)
    rebuilt = await cls.from_custom_id(reply.interaction, item, match)
    if value is not None:
        rebuilt.item._values = [value]
    reply.started = time.perf_counter()
    await rebuilt.callback(reply.interaction)
    reply.finished = time.perf_counter()
    check_reply(reply)
    if not edit.await_args:
        return reply, None
    return reply, Shown(edit.await_args.kwargs["content"], edit.await_args.kwargs["view"])


async def open_from_ping(bot: FakeBot, table: Table, user: int, lang: str = "pl") -> Shown:
    ids = await prompt_ids(table)
    reply = Table(bot).interaction(user, lang=lang)
    match = re.match(TurnButton.__discord_ui_compiled_template__, ids["turn"])
    assert match is not None
    button = await TurnButton.from_custom_id(reply.interaction, discord.ui.Button(custom_id=ids["turn"]), match)
    reply.started = time.perf_counter()
    await button.callback(reply.interaction)
    reply.finished = time.perf_counter()
    check_reply(reply)
    [msg] = reply.messages
    assert msg.ephemeral and msg.view is not None and not reply.posts
    return Shown(msg.text, msg.view)


async def test_a_whole_turn_by_taps_after_a_restart(table: Table, bots: Callable[[], Awaitable[FakeBot]]) -> None:
    await table.seat(2, **BOTH)
    status = await table.status()
    user = int(status["waiting_user"])
    restarted = await bots()
    panel = await open_from_ping(restarted, table, user, "en")
    assert mali_text("panel.no_card", "en") in panel.content
    cards = [c for c in panel.buttons() if c.startswith("a")]
    legal = await table.legal(user)
    assert len(cards) == len([a for a in legal if a["type"] == "play_card"]) + len(
        [a for a in legal if a["type"] == "pick_up_drops"])
    reply, shown = await tap(restarted, panel.buttons()[cards[0]], user, lang="en")
    # the card is narrated to its player on the panel, redrawn in place; the channel hears of it at the turn's end
    assert shown is not None and not reply.posts and " plays " in shown.content, shown and shown.content
    after = await table.status()
    assert after["version"] > status["version"]
    assert all(f":{after['version']}:" in i.custom_id for i in shown.items)
    moves = {k: v for k, v in shown.menus().items() if k.startswith("m")}
    if moves:  # move one scout: one choice in its menu
        _, (menu_id, values) = sorted(moves.items())[0]
        reply, moved = await tap(restarted, menu_id, user, values[0], "en")
        assert moved is not None and (await table.status())["version"] > after["version"]
        shown = moved
    end = next(c for c, i in shown.buttons().items() if c.startswith(("a", "c")) and
               mali_text("panel.end", "en") in next(b.item.label or "" for b in shown.items
                                                    if b.custom_id.startswith("mp:pb:") and b.choice == c))
    reply, shown = await tap(restarted, shown.buttons()[end], user, lang="en")
    assert shown is not None
    if end.startswith("c"):  # MP left (B-5.7): the service asks once more, nothing is ended yet
        assert mali_text("end_with_mp", "en", mp=1)[:10] in shown.content
        [confirm] = [c for c in shown.buttons() if c.startswith("a")]
        reply, shown = await tap(restarted, shown.buttons()[confirm], user, lang="en")
        assert shown is not None
    assert mali_text("panel.done", "en") in shown.content
    assert not [c for c in shown.buttons() if c.startswith(("a", "c"))]  # nothing left to do for this player
    log = await restarted.service.store.log(status["game_id"])
    assert log[-1].payload["action"]["type"] == "end_turn"
    ping = [p for p in reply.posts if p.view is not None][-1]
    assert any(mali_text("ping.cards", "pl", count=n) in ping.text.splitlines() for n in range(1, 8)), ping.text


async def test_an_out_of_date_panel_is_refused_politely(table: Table) -> None:
    await table.seat(2, **BOTH)
    user = int((await table.status())["waiting_user"])
    panel = await open_from_ping(table.bot, table, user)
    cards = [c for c in panel.buttons() if c.startswith("a")]
    await tap(table.bot, panel.buttons()[cards[0]], user)
    version = (await table.status())["version"]
    reply, shown = await tap(table.bot, panel.buttons()[cards[-1]], user)  # the old panel's button
    assert shown is not None and mali_text("panel.stale", "pl") in shown.content
    assert (await table.status())["version"] == version  # nothing applied
    assert not reply.posts
    assert all(f":{version}:" in i.custom_id for i in shown.items)  # the fresh panel taps at the new version
    _, refreshed = await tap(table.bot, panel.buttons()["r"], user)  # Refresh asks for just that: no note
    assert refreshed is not None and mali_text("panel.stale", "pl") not in refreshed.content


async def test_a_stranger_gets_a_refusal_not_a_panel(table: Table) -> None:
    await table.seat(2, **BOTH)
    user = int((await table.status())["waiting_user"])
    panel = await open_from_ping(table.bot, table, user)
    cards = [c for c in panel.buttons() if c.startswith("a")]
    reply, shown = await tap(table.bot, panel.buttons()[cards[0]], STRANGER, lang="en")
    assert shown is None and says(reply.reply_text, "service", "not_seated", "en")
    assert not reply.posts


def test_the_ping_says_what_a_last_round_order_would_cause() -> None:
    """B-7.2: an order in its last round whose district already has a small tank would make it fall; with the
    threat one short of the limit (E-2) its failure is defeat for everybody."""
    data = game_data()
    order = data.orders[1]
    district = data.spaces[order.destination].district
    other = next(s for s in data.spaces_in(district) if s != order.destination)
    view: dict[str, Any] = {"players": [{"colour": "red", "hand_size": 3}], "threat": 1, "threat_limit": 4,
                            "tanks": {other: "small"}, "fallen": [],
                            "track": [{"order": 1, "destination": order.destination, "rounds_left": 1}]}
    lines = ping_lines(view, "red", "en")
    assert lines == [mali_text("ping.cards", "en", count=3), mali_text(
        "ping.urgent", "en", orders=mali_text("ping.fail.falls", "en", order=order_name(1, "en")))]
    assert "upada" in ping_lines(view, "red", "pl")[1] and "3 karty" in ping_lines(view, "red", "pl")[0]
    view["threat"] = 3
    assert mali_text("ping.fail.defeat", "en", order=order_name(1, "en")) in ping_lines(view, "red", "en")[1]
    view["track"][0]["rounds_left"] = 2
    assert ping_lines(view, "red", "en") == [mali_text("ping.cards", "en", count=3)]


async def test_the_turn_command_opens_the_same_panel(table: Table) -> None:
    """/turn (pl: /tura) opens the private panel like the ping's button; to a player not on turn it says why."""
    await table.seat(2, **BOTH)
    status = await table.status()
    user = int(status["waiting_user"])
    other = next(int(s["user"]) for s in status["seats"] if int(s["user"]) != user)
    cog = Turn(table.bot)
    for who in (user, other):
        reply = table.interaction(who, lang="en")
        reply.started = time.perf_counter()
        await cog.turn.callback(cog, reply.interaction)  # type: ignore[call-arg, arg-type]
        reply.finished = time.perf_counter()
        check_reply(reply)
        [msg] = reply.messages
        assert msg.ephemeral and msg.view is not None
        shown = Shown(msg.text, msg.view)
        if who == user:
            assert mali_text("panel.no_card", "en") in msg.text and shown.buttons()
        else:  # nothing to tap but Refresh, and the reason in words
            assert list(shown.buttons()) == ["r"] and not shown.menus()
            assert "not your turn" in msg.text.lower()


async def test_undo_asks_with_what_it_takes_back_then_the_panel_is_as_before(table: Table) -> None:
    """B-5.7: after a card, Undo leads to a confirmation naming what goes back; confirmed, the card is back."""
    await table.seat(2, **BOTH)
    user = int((await table.status())["waiting_user"])
    panel = await open_from_ping(table.bot, table, user, "en")
    first = next(c for c in panel.buttons() if c.startswith("a"))
    _, shown = await tap(table.bot, panel.buttons()[first], user, lang="en")
    assert shown is not None
    undo = next(c for c in shown.buttons() if c.startswith("c") and any(
        b.custom_id.startswith("mp:pb:") and b.choice == c and b.item.label == mali_text("panel.undo", "en")
        for b in shown.items))
    version = (await table.status())["version"]
    _, asking = await tap(table.bot, shown.buttons()[undo], user, lang="en")
    assert asking is not None and (await table.status())["version"] == version
    assert mali_text("panel.undo_ask", "en", what="X").split("X")[0] in asking.content
    assert sorted(asking.buttons()) == ["a" + undo[1:], "m"]
    _, back = await tap(table.bot, asking.buttons()["a" + undo[1:]], user, lang="en")
    assert back is not None and mali_text("panel.no_card", "en") in back.content
    assert (await table.status())["version"] > version


async def view_of(table: Table, user: int) -> Any:
    table.bot.service.pipeline.forget(table.channel_id)
    return (await table.bot.service.my_info(table.channel_id, Caller(user))).result.view  # type: ignore[union-attr]


async def test_B_5_7_undo_one_step_from_the_panel_takes_back_only_the_last_move(table: Table) -> None:
    """After a card and a move the panel offers the whole turn (asked once more) and the last step (at once);
    the step puts the scout back and keeps the card played."""
    await table.seat(2, **BOTH)
    user = int((await table.status())["waiting_user"])
    panel = await open_from_ping(table.bot, table, user, "en")
    card = next(c for c in panel.buttons() if c.startswith("a"))
    _, shown = await tap(table.bot, panel.buttons()[card], user, lang="en")
    assert shown is not None
    select_id, values = next(v for k, v in shown.menus().items() if k.startswith("m"))
    before = await view_of(table, user)
    _, shown = await tap(table.bot, select_id, user, value=next(v for v in values if v.startswith("a")), lang="en")
    assert shown is not None
    labels = {b.choice: b.item.label for b in shown.items if b.custom_id.startswith("mp:pb:")}
    whole = next(c for c, label in labels.items() if label == mali_text("panel.undo-all", "en"))
    step = next(c for c, label in labels.items() if label == mali_text("panel.undo-step", "en"))
    assert whole.startswith("c") and step.startswith("a"), "the whole turn asks once more, a step goes at once"
    _, back = await tap(table.bot, shown.buttons()[step], user, lang="en")
    assert back is not None
    after = await view_of(table, user)
    assert after["scouts"] == before["scouts"] and after["turn"]["card"] == before["turn"]["card"] is not None
    assert mali_text("panel.undo", "en") in {b.item.label for b in back.items if b.custom_id.startswith("mp:pb:")}

"""Whatever happens, every interaction gets an answer: a bug (an exception the service never meant to raise) or
a refusal injected into each kind of callback — slash command, autocomplete, persistent button (DynamicItem),
select menu, a view's button — ends in a private, polite reply in the caller's language (or, for an
autocomplete, in no choices), never in "thinking…" nor a traceback. There is no modal in this bot."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from cogs.info import Info
from cogs.lobby import Lobby
from cogs.mali.menus import ActionMenu, Confirm
from cogs.mali.play import Play
from cogs.mali.turn_buttons import TurnButton
from cogs.moderation import ResetConfirm
from service.errors import ServiceError
from tests.cogs.harness import HOST, Reply, Table, check_reply, says

BOOM = "boom-secret-detail"


def broken(kind: str) -> Callable[..., Awaitable[Any]]:
    async def fail(*args: Any, **kwargs: Any) -> Any:
        if kind == "bug":
            raise RuntimeError(BOOM)
        raise ServiceError("not_seated")
    return fail


def answered(reply: Reply, kind: str, lang: str) -> None:
    check_reply(reply)
    assert reply.messages, "no answer besides the defer"
    text = reply.reply_text
    assert BOOM not in text
    if kind == "bug":
        assert says(text, "bot", "internal_error", lang), text
    else:
        assert says(text, "service", "not_seated", lang), text
    assert all(m.ephemeral for m in reply.messages)


@pytest.fixture
async def running(table: Table) -> Table:
    await table.seat_quietly(2)
    return table


async def waiting(table: Table) -> int:
    return int((await table.status())["waiting_user"])


def inject(table: Table, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    svc = table.bot.service
    for name in ("my_info", "act", "status", "board", "undo_preview", "reset"):
        monkeypatch.setattr(svc, name, broken(kind))


@pytest.mark.parametrize("kind", ["bug", "refusal"])
@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_slash_commands(running: Table, monkeypatch: pytest.MonkeyPatch, kind: str, lang: str,
                              caplog: pytest.LogCaptureFixture) -> None:
    user = await waiting(running)
    inject(running, monkeypatch, kind)
    cases: list[tuple[Any, dict[str, Any]]] = [(Play.end, {}), (Info.hand, {}), (Info.board, {}),
                                               (Lobby.status, {}), (Play.pickup, {"option": "x"}), (Play.undo, {})]
    for command, options in cases:
        with caplog.at_level(logging.ERROR, logger="mp.cogs"):
            reply = await running.run(command, user, lang=lang, **options)
        answered(reply, kind, lang)
    if kind == "bug":
        assert BOOM in caplog.text  # the details go to the log


@pytest.mark.parametrize("kind", ["bug", "refusal"])
async def test_autocomplete_offers_nothing(running: Table, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    user = await waiting(running)
    inject(running, monkeypatch, kind)
    for func in (Play.play_card_choices, Play.move_choices, Play.pickup_choices, Play.deploy_choices):
        assert await running.complete(func, user, "a") == []


@pytest.mark.parametrize("kind", ["bug", "refusal"])
@pytest.mark.parametrize("what", ["card", "end", "undo", "me"])
async def test_persistent_buttons(running: Table, monkeypatch: pytest.MonkeyPatch, kind: str, what: str) -> None:
    user = await waiting(running)
    game_id = int((await running.status())["game_id"])
    monkeypatch.setattr("cogs.kit.current_game", _true)  # get past the stale-button check
    inject(running, monkeypatch, kind)
    reply = await running.press(TurnButton(game_id, what, "en").callback, user, lang="en")
    answered(reply, kind, "en")


async def _true(*args: Any) -> bool:
    return True


@pytest.mark.parametrize("kind", ["bug", "refusal"])
async def test_views_select_and_buttons(running: Table, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    user = await waiting(running)
    cards = [a for a in await running.legal(user) if a["type"] == "play_card"]
    game_id = int((await running.status())["game_id"])
    menu = ActionMenu(running.bot, cards, "pl", None, game_id)
    menu.select._values = [menu.select.options[0].value]
    confirm = Confirm(running.bot, {"type": "end_turn"}, "pl", None, game_id)
    reset = ResetConfirm(running.bot, "pl", game_id, 0)
    monkeypatch.setattr("cogs.kit.current_game", _true)  # get past the stale check: the action itself fails
    inject(running, monkeypatch, kind)
    for callback in (menu.chosen, confirm.confirmed, reset.confirmed):
        reply = await running.press(callback, HOST if callback == reset.confirmed else user, moderator=True)
        answered(reply, kind, "pl")

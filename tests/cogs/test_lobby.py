"""/game new, join, leave, start, status, abandon — through their callbacks, with mocked interactions."""

from __future__ import annotations

import pytest

from cogs.lobby import Lobby, status_text
from cogs.mali.turn_buttons import TurnButton
from cogs.moderation import Moderation
from service import Caller
from service.results import GameStatus, SeatView
from tests.cogs.harness import HOST, MODERATOR, PLAYERS, STRANGER, Table, check_reply, mentioned, says

PNG = b"\x89PNG\r\n\x1a\n"


def refused_with(reply_text: str, key: str, lang: str, part: str = "service") -> None:
    assert says(reply_text, part, key, lang), reply_text


async def test_new_game_defers_posts_publicly_and_answers_privately(table: Table) -> None:
    r = await table.run(Lobby.new, HOST, variant="advanced", liberator=True, mail=True, deadline_hours=6,
                        colour="red")
    check_reply(r)
    assert r.first.kind == "defer" and r.first.ephemeral and r.first.thinking
    [post] = r.posts
    assert says(post.text, "service", "created", "pl") and f"<@{HOST}>" in post.text
    assert post.allowed_mentions is not None and post.allowed_mentions.users is False  # shown, not pinged
    [private] = r.private
    assert private.text == "Gotowe."
    status = await table.status()
    assert status["options"] == {"variant": "advanced", "liberator": True, "mail": True}
    assert status["deadline_seconds"] == 6 * 3600
    assert status["seats"] == [{"user": HOST, "colour": "red", "removed": False}]


async def test_new_game_zero_hours_means_no_deadline_and_empty_means_server_default(table: Table) -> None:
    await table.bot.service.update_settings(table.guild_id, Caller(MODERATOR, True), default_deadline_seconds=7200)
    r = await table.run(Lobby.new, HOST)
    check_reply(r)
    assert (await table.status())["deadline_seconds"] == 7200
    await table.run(Lobby.abandon, HOST)
    r = await table.run(Lobby.new, HOST, deadline_hours=0)
    check_reply(r)
    assert (await table.status())["deadline_seconds"] is None


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_busy_channel_refuses_a_second_game_politely_in_the_callers_language(table: Table, lang: str) -> None:
    await table.run(Lobby.new, HOST)
    posts = len(table.posts)
    r = await table.run(Lobby.new, PLAYERS[1], lang=lang)
    check_reply(r)
    [msg] = r.messages
    assert msg.ephemeral
    refused_with(msg.text, "channel_busy", lang)
    assert len(table.posts) == posts  # nothing public


async def test_join_and_leave(table: Table) -> None:
    await table.run(Lobby.new, HOST, colour="orange")
    r = await table.run(Lobby.join, PLAYERS[1], colour="orange")
    check_reply(r)
    refused_with(r.reply_text, "colour_taken", "pl")
    r = await table.run(Lobby.join, PLAYERS[1], colour="green", lang="en")
    check_reply(r)
    # the lobby is one message (issue 24): a seat taken is told to whoever took it, the start names every seat
    assert not r.posts and says(r.reply_text, "service", "joined", "en"), r.reply_text
    r = await table.run(Lobby.join, PLAYERS[1])
    refused_with(r.reply_text, "already_seated", "pl")
    r = await table.run(Lobby.leave, PLAYERS[1])
    check_reply(r)
    assert says(r.posts[0].text, "service", "left", "pl")
    r = await table.run(Lobby.leave, PLAYERS[2])
    check_reply(r)
    refused_with(r.reply_text, "not_seated", "pl")
    r = await table.run(Lobby.leave, HOST)
    check_reply(r)
    assert says(r.posts[0].text, "service", "lobby_closed", "pl")
    assert (await table.status())["status"] == "finished"


async def test_start_posts_the_board_and_pings_exactly_the_first_player_with_buttons(table: Table) -> None:
    await table.run(Lobby.new, HOST, variant="advanced", liberator=True, mail=True)
    await table.run(Lobby.join, PLAYERS[1])
    r = await table.run(Lobby.start, PLAYERS[1])  # not the host
    check_reply(r)
    refused_with(r.reply_text, "host_or_moderator_only", "pl")
    assert not r.posts
    r = await table.run(Lobby.start, HOST)
    check_reply(r)
    assert r.first.kind == "defer"
    boards = [p for p in r.posts if p.files]
    assert len(boards) == 1 and boards[0].pngs()[0].startswith(PNG)
    assert says(boards[0].text, "service", "started", "pl")
    status = await table.status()
    [ping] = [p for p in r.posts if p.allowed_mentions and p.allowed_mentions.users]
    assert mentioned(ping.text) == {status["waiting_user"]}
    assert [u.id for u in ping.allowed_mentions.users] == [status["waiting_user"]]  # type: ignore[union-attr]
    assert ping.view is not None
    ids = [item.custom_id for item in ping.view.children]  # type: ignore[attr-defined]
    # the advanced game opens with the deployment (B-2): no *Play a card* until a card can be played (issue 11)
    assert ids == [f"mp:turn:{status['game_id']}:{w}" for w in ("turn", "end", "undo", "me")]
    for custom_id in ids:
        assert TurnButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    # The host learns privately where the private information is; nobody else's secrets are in the posts.
    assert says(r.reply_text, "service", "private_info", "pl")
    assert all(p.ephemeral for p in r.private)


async def test_a_moderator_may_start_somebody_elses_game(table: Table) -> None:
    await table.run(Lobby.new, HOST)
    await table.run(Lobby.join, PLAYERS[1])
    r = await table.run(Lobby.start, MODERATOR, moderator=True)
    check_reply(r)
    assert (await table.status())["status"] == "running"


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_status_is_private_and_names_who_must_act(table: Table, lang: str) -> None:
    r = await table.run(Lobby.status, STRANGER, lang=lang)
    check_reply(r)
    refused_with(r.reply_text, "no_game", lang)
    await table.seat_quietly(2, variant="basic", liberator=True, mail=False)
    r = await table.run(Lobby.status, STRANGER, lang=lang)
    check_reply(r)
    assert not r.posts and r.messages and all(m.ephemeral for m in r.messages)
    status = await table.status()
    text = r.reply_text
    assert f"<@{status['waiting_user']}>" in text and f"<@{HOST}>" in text
    assert says(text, "bot", "status.waiting", lang) and says(text, "bot", "status.round", lang)
    assert ("Liberator: on" if lang == "en" else "Liberator: tak") in text


async def test_abandon_by_host_closes_the_lobby_and_refuses_others(table: Table) -> None:
    await table.run(Lobby.new, HOST)
    r = await table.run(Lobby.abandon, PLAYERS[1], lang="en")
    check_reply(r)
    refused_with(r.reply_text, "host_or_moderator_only", "en")
    r = await table.run(Lobby.abandon, HOST)
    check_reply(r)
    assert says(r.posts[0].text, "service", "lobby_closed", "pl")
    r = await table.run(Lobby.abandon, HOST)
    refused_with(r.reply_text, "game_finished", "pl")


async def test_public_posts_follow_the_servers_language(table: Table) -> None:
    r = await table.run(Moderation.settings, MODERATOR, moderator=True, language="en")
    check_reply(r)
    r = await table.run(Lobby.new, HOST, lang="pl")
    check_reply(r)
    assert says(r.posts[0].text, "service", "created", "en")  # public: the server's language
    assert r.reply_text == "Gotowe."  # private: the caller's


async def test_nothing_is_left_thinking_when_the_service_breaks(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("database exploded")

    monkeypatch.setattr(table.bot.service, "join", broken)
    await table.run(Lobby.new, HOST)
    r = await table.run(Lobby.join, PLAYERS[1], lang="en")
    check_reply(r)
    assert says(r.reply_text, "bot", "internal_error", "en")
    assert "exploded" not in r.reply_text


@pytest.mark.parametrize(("lang", "line"), [("en", "Voyage 2 of 3, day 5 of 5 · "), ("pl", "Rejs 2 z 3, dzień 5 z 5 · ")])
def test_a_libertalia_status_counts_voyage_and_day(lang: str, line: str) -> None:
    status = GameStatus(7, "running", 40, HOST, (SeatView(HOST, "red", False),), {}, None, None, "red", HOST, "dusk",
                        9, None, None, game="libertalia", progress={"voyage": 2, "voyages": 3, "day": 5, "days": 5})
    text = status_text(status, lang)
    assert line in text and ("Dusk" in text if lang == "en" else "Zmierzch" in text), text
    assert "Day 9" not in text and "Dzień 9" not in text, "the day of the whole game is not what players count"

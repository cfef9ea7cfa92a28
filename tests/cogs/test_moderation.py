"""/mod …: refused for ordinary players, allowed with Manage Server or with the server's moderator role."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from cogs.lobby import Lobby
from cogs.moderation import Moderation, ResetConfirm
from service import Caller
from tests.cogs.harness import (
    HOST,
    MODERATOR,
    PLAYERS,
    STRANGER,
    Json,
    Reply,
    Table,
    check_reply,
    mentioned,
    says,
)

BOTH = {"variant": "advanced", "liberator": True, "mail": True}
ROLE = 777


def member(user_id: int) -> Any:
    m = MagicMock(spec=discord.Member)
    m.id = user_id
    return m


def attachment(body: bytes, size: int | None = None) -> Any:
    a = MagicMock(spec=discord.Attachment)
    a.size = len(body) if size is None else size
    a.filename = "game.json"
    a.read = AsyncMock(return_value=body)
    return a


# Each moderator command with options that make sense in a running game (the waiting player is orange).
COMMANDS: dict[str, tuple[Any, Json]] = {
    "rollback": (Moderation.rollback, {"to": "current"}),
    "skip": (Moderation.skip, {}),
    "replace": (Moderation.replace, {"colour": "red", "member": member(STRANGER)}),
    "remove": (Moderation.remove, {"colour": "red"}),
    "deadline": (Moderation.deadline, {"hours": 5}),
    "end": (Moderation.end, {}),
    "export-full": (Moderation.export, {"full": True}),
    "settings": (Moderation.settings, {"language": "en"}),
}
REFUSAL = {"rollback": "moderator_only", "skip": "host_or_moderator_only", "replace": "moderator_only",
           "remove": "moderator_only", "deadline": "moderator_only", "end": "host_or_moderator_only",
           "export-full": "moderator_only", "settings": "moderator_only"}
HOST_MAY = {"skip", "end"}  # issue 11 (powers): the rest is for moderators only


async def running(table: Table, actions: int = 6) -> Json:
    """A running 3-player game a few actions in (so there is something to roll back)."""
    await table.seat_quietly(3, **BOTH)
    rng = random.Random(2)
    await table.advance_until(lambda a: False, rng, limit=actions)
    return await table.status()


@pytest.mark.parametrize("name", sorted(COMMANDS))
@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_ordinary_players_are_refused_politely(table: Table, name: str, lang: str) -> None:
    await running(table)
    before = await table.status()
    command, options = COMMANDS[name]
    r = await table.run(command, PLAYERS[1], lang=lang, **options)  # seated, not the host, no permission
    check_reply(r)
    assert r.first.kind == "defer"
    assert not r.posts
    [msg] = r.messages
    assert msg.ephemeral and says(msg.text, "service", REFUSAL[name], lang), msg.text
    assert (await table.status())["version"] == before["version"]


@pytest.mark.parametrize("name", sorted(COMMANDS))
@pytest.mark.parametrize("how", ["manage_guild", "role"])
async def test_moderators_may(table: Table, name: str, how: str) -> None:
    await table.bot.service.update_settings(table.guild_id, Caller(1, True), moderator_role_id=ROLE)
    status = await running(table)
    if name == "export-full":
        await table.bot.service.end_game(table.channel_id, Caller(HOST))
    command, options = COMMANDS[name]
    kwargs: Json = {"moderator": True} if how == "manage_guild" else {"roles": [ROLE, 12]}
    r = await table.run(command, MODERATOR, **kwargs, **options)
    check_reply(r)
    assert r.first.kind == "defer"
    for msg in r.messages:
        assert not says(msg.text, "service", "moderator_only", "pl")
        assert not says(msg.text, "service", "host_or_moderator_only", "pl")
    if name == "export-full":
        [msg] = r.messages
        assert msg.ephemeral and msg.files[0].filename == f"game-{status['game_id']}-full.json"
    elif name == "settings":
        assert (await table.bot.service.settings(table.guild_id)).language == "en"
        assert says(r.reply_text, "service", "settings_saved", "pl")
    else:
        assert r.posts, "a moderator's change is announced in the channel"
        assert (await table.status())["version"] > status["version"]


async def test_a_role_that_is_not_the_moderator_role_is_not_enough(table: Table) -> None:
    await table.bot.service.update_settings(table.guild_id, Caller(1, True), moderator_role_id=ROLE)
    await running(table)
    r = await table.run(Moderation.skip, STRANGER, roles=[ROLE + 1])
    check_reply(r)
    assert says(r.reply_text, "service", "host_or_moderator_only", "pl")
    r = await table.run(Moderation.skip, STRANGER, roles=[ROLE], as_member=False)  # not a Member: no roles
    check_reply(r)
    assert says(r.reply_text, "service", "host_or_moderator_only", "pl")


async def test_the_host_may_skip_through_game_skip(table: Table) -> None:
    before = await running(table)
    table.bot.service.clock.advance(before["deadline_seconds"] / 4)  # issue 23: the player has waited a while
    r = await table.run(Lobby.skip, HOST)
    check_reply(r)
    assert any(says(m.text, "service", "skipped", "pl") for m in r.posts), [m.text for m in r.posts]
    assert (await table.status())["version"] > before["version"]


@pytest.mark.parametrize("name", sorted(set(COMMANDS) - HOST_MAY))
async def test_the_host_without_permission_may_not_steer_beyond_skip_and_abandon(table: Table, name: str) -> None:
    await running(table)
    before = await table.status()
    command, options = COMMANDS[name]
    r = await table.run(command, HOST, **options)
    check_reply(r)
    assert not r.posts
    [msg] = r.messages
    assert msg.ephemeral and says(msg.text, "service", "moderator_only", "pl"), msg.text
    assert (await table.status())["version"] == before["version"]


async def reset_asked(table: Table, user: int, **kwargs: Any) -> Reply:
    r = await table.run(Moderation.reset, user, **kwargs)
    check_reply(r)
    return r


async def test_reset_needs_a_moderator_and_a_second_tap(table: Table) -> None:
    await table.bot.service.update_settings(table.guild_id, Caller(1, True), moderator_role_id=ROLE)
    await running(table)
    r = await reset_asked(table, PLAYERS[1], lang="en")
    assert says(r.reply_text, "service", "moderator_only", "en") and all(m.ephemeral for m in r.messages)
    assert not r.views()
    for kwargs in ({"moderator": True}, {"roles": [ROLE]}):
        before = await table.status()
        r = await reset_asked(table, MODERATOR, **kwargs)
        assert says(r.reply_text, "bot", "reset.ask", "pl")
        [view] = r.views()
        assert isinstance(view, ResetConfirm)
        assert (await table.status())["version"] == before["version"]  # asking changes nothing
        pressed = await table.press(view.children[0].callback, MODERATOR, moderator=True)
        check_reply(pressed)
        assert pressed.first.kind == "defer"
        assert says(pressed.posts[0].text, "service", "reset_done", "pl")
        assert any(p.files for p in pressed.posts)  # the new deal's board
        assert (await table.status())["version"] > before["version"]


async def test_skip_passes_the_turn_and_pings_the_next_player(table: Table) -> None:
    status = await running(table, actions=0)
    r = await table.run(Moderation.skip, MODERATOR, moderator=True)
    check_reply(r)
    assert says(r.posts[0].text, "service", "skipped", "pl")
    after = await table.status()
    assert after["waiting_user"] != status["waiting_user"] or after["phase"] != status["phase"]
    pings = [p for p in r.posts if p.allowed_mentions and p.allowed_mentions.users]
    assert [{u.id for u in p.allowed_mentions.users} for p in pings] == [{after["waiting_user"]}]  # type: ignore[union-attr]
    assert after["waiting_user"] in mentioned(pings[0].text)


async def test_rollback_names_what_it_takes_back_and_refuses_when_there_is_nothing(table: Table) -> None:
    await running(table, actions=0)
    r = await table.run(Moderation.rollback, MODERATOR, moderator=True)
    check_reply(r)
    assert says(r.reply_text, "service", "nothing_to_roll_back", "pl")
    await table.advance_until(lambda a: False, random.Random(4), limit=3)
    r = await table.run(Moderation.rollback, MODERATOR, moderator=True, lang="en")
    check_reply(r)
    assert says(r.posts[0].text, "service", "rollback_done", "pl")
    assert any(p.files for p in r.posts)


async def test_replace_hands_the_seat_over_and_pings_the_newcomer_when_it_is_their_turn(table: Table) -> None:
    status = await running(table, actions=0)
    colour = status["waiting_for"]
    old = status["waiting_user"]
    r = await table.run(Moderation.replace, MODERATOR, moderator=True, colour=colour, member=member(STRANGER))
    check_reply(r)
    text = "\n".join(p.text for p in r.posts)
    assert says(text, "service", "replaced", "pl") and f"<@{STRANGER}>" in text and f"<@{old}>" in text
    pinged = {u.id for p in r.posts if p.allowed_mentions and p.allowed_mentions.users
              for u in p.allowed_mentions.users}  # type: ignore[union-attr]
    assert pinged == {STRANGER}  # the newcomer is told it is their move; the old player is not pinged
    assert (await table.status())["waiting_user"] == STRANGER
    r = await table.run(Moderation.replace, MODERATOR, moderator=True, colour=colour, member=member(PLAYERS[1]))
    check_reply(r)
    assert says(r.reply_text, "service", "user_already_seated", "pl")


async def test_remove_and_end(table: Table) -> None:
    await running(table)
    r = await table.run(Moderation.remove, MODERATOR, moderator=True, colour="green")
    check_reply(r)
    assert says(r.reply_text, "service", "no_such_player", "pl")
    r = await table.run(Moderation.remove, MODERATOR, moderator=True, colour="red")
    check_reply(r)
    assert says(r.posts[0].text, "service", "removed", "pl")
    r = await table.run(Moderation.end, MODERATOR, moderator=True)
    check_reply(r)
    assert says(r.posts[0].text, "service", "ended_by_moderator", "pl")
    assert (await table.status())["status"] == "finished"
    r = await table.run(Moderation.end, MODERATOR, moderator=True)
    check_reply(r)
    assert says(r.reply_text, "service", "game_finished", "pl")


async def test_export_is_private_and_hidden_information_waits_for_the_end(table: Table) -> None:
    status = await running(table)
    r = await table.run(Moderation.export, PLAYERS[2], lang="en")  # the public export: anybody
    check_reply(r)
    [msg] = r.messages
    assert msg.ephemeral and not r.posts
    doc = json.loads(msg.files[0].fp.getvalue())  # type: ignore[attr-defined]
    assert doc["game_id"] == status["game_id"]
    assert "seed" not in json.dumps(doc)
    r = await table.run(Moderation.export, MODERATOR, moderator=True, full=True)
    check_reply(r)
    assert says(r.reply_text, "service", "full_export_running", "pl")


async def test_import_brings_back_a_finished_game(table: Table) -> None:
    await running(table)
    await table.bot.service.end_game(table.channel_id, Caller(HOST))
    r = await table.run(Moderation.export, MODERATOR, moderator=True, full=True)
    body = r.messages[0].files[0].fp.getvalue()  # type: ignore[attr-defined]
    elsewhere = Table(table.bot, channel_id=table.channel_id + 1)
    r = await elsewhere.run(Moderation.import_, PLAYERS[1], file=attachment(body))
    check_reply(r)
    assert says(r.reply_text, "service", "moderator_only", "pl")
    r = await elsewhere.run(Moderation.import_, MODERATOR, moderator=True, file=attachment(body))
    check_reply(r)
    assert says(r.posts[0].text, "service", "imported", "pl")
    assert (await elsewhere.status())["status"] == "finished"
    r = await elsewhere.run(Moderation.import_, MODERATOR, moderator=True, file=attachment(b"{not json"))
    check_reply(r)
    assert says(r.reply_text, "service", "import_bad", "pl")
    r = await elsewhere.run(Moderation.import_, MODERATOR, moderator=True, file=attachment(b"{}", size=50 << 20))
    check_reply(r)
    assert r.first.kind == "send_message" and says(r.reply_text, "bot", "import.too_big", "pl")


async def test_settings_set_the_role_the_deadline_and_the_language(table: Table) -> None:
    role = SimpleNamespace(id=ROLE)
    r = await table.run(Moderation.settings, MODERATOR, moderator=True, moderator_role=role,
                        default_deadline_hours=0, language="en")
    check_reply(r)
    s = await table.bot.service.settings(table.guild_id)
    assert (s.moderator_role_id, s.default_deadline_seconds, s.language) == (ROLE, None, "en")
    r = await table.run(Moderation.settings, MODERATOR, roles=[ROLE], default_deadline_hours=48)
    check_reply(r)
    assert (await table.bot.service.settings(table.guild_id)).default_deadline_seconds == 48 * 3600


# ---- issue 11: /mod import refuses before downloading; a failed download says so ----

async def test_import_by_a_non_moderator_downloads_nothing(table: Table) -> None:
    file = attachment(b"{}")
    r = await table.run(Moderation.import_, PLAYERS[1], file=file)
    check_reply(r)
    assert says(r.reply_text, "service", "moderator_only", "pl")
    file.read.assert_not_called()


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_failed_import_download_says_so(table: Table, lang: str) -> None:
    from cogs.i18n import bot_text
    from service.errors import ServiceError

    file = attachment(b"{}")
    file.read = AsyncMock(side_effect=discord.NotFound(MagicMock(status=404, reason="Not Found"), "gone"))
    r = await table.run(Moderation.import_, MODERATOR, moderator=True, file=file, lang=lang)
    check_reply(r)
    assert r.reply_text == ServiceError("import_bad", detail="download").message(lang)
    assert bot_text("internal_error", lang) not in r.reply_text


async def test_default_language_speaks_for_servers_that_chose_none(table: Table) -> None:
    """Issue 11: DEFAULT_LANGUAGE reaches public posts unless the server's moderators chose a language."""
    from cogs.kit import server_lang

    bot = table.bot
    bot.default_language = "en"
    assert await server_lang(bot, table.guild_id) == "en"  # nothing chosen: the bot's default
    r = await table.run(Lobby.new, HOST)
    assert [p for p in r.posts if says(p.text, "service", "created", "en")], "the table opens in English"
    r = await table.run(Moderation.settings, MODERATOR, moderator=True, language="pl")
    check_reply(r)
    assert await server_lang(bot, table.guild_id) == "pl"  # chosen, even the store's own default
    bot.default_language = "pl"
    r = await table.run(Moderation.settings, MODERATOR, moderator=True, language="en")
    assert await server_lang(bot, table.guild_id) == "en"
    assert await server_lang(bot, None) == "pl"


# ---- issue 11: the moderators' channel for alerts ----

async def test_settings_choose_the_moderators_channel_and_say_where_alerts_go(table: Table) -> None:
    from cogs.i18n import bot_text

    r = await table.run(Moderation.settings, MODERATOR, moderator=True, lang="en")
    check_reply(r)
    assert bot_text("settings.alerts_owner", "en") in r.reply_text  # neither set: by DM to the owner
    await table.bot.service.update_settings(table.guild_id, Caller(1, True), moderator_role_id=ROLE)
    r = await table.run(Moderation.settings, MODERATOR, moderator=True)
    assert bot_text("settings.alerts_role", "pl", role=f"<@&{ROLE}>") in r.reply_text
    channel = SimpleNamespace(id=4242)
    r = await table.run(Moderation.settings, MODERATOR, moderator=True, alert_channel=channel)
    check_reply(r)
    assert bot_text("settings.alerts", "pl", where="<#4242>") in r.reply_text
    s = await table.bot.service.settings(table.guild_id)
    assert s.extra.get("alert_channel") == 4242 and s.moderator_role_id == ROLE


async def test_only_moderators_choose_the_moderators_channel(table: Table) -> None:
    r = await table.run(Moderation.settings, HOST, alert_channel=SimpleNamespace(id=4242))
    check_reply(r)
    assert says(r.reply_text, "service", "moderator_only", "pl")
    assert "alert_channel" not in (await table.bot.service.settings(table.guild_id)).extra

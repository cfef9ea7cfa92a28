"""/board, /hand, /log, /rules, /help: private unless asked otherwise, and nothing posted in the channel."""

from __future__ import annotations

import pytest

from cogs.i18n import game_text
from cogs.info import Info
from cogs.mali.texts import mali_text
from games import games
from service import Caller
from tests.cogs.harness import HOST, PLAYERS, STRANGER, Table, check_reply, says
from words.mali import card_name, goal_name

PNG = b"\x89PNG\r\n\x1a\n"
BOTH = {"variant": "advanced", "liberator": True, "mail": True}


async def test_board_is_private_by_default_and_public_on_request(table: Table) -> None:
    r = await table.run(Info.board, HOST)
    check_reply(r)
    assert says(r.reply_text, "service", "no_game", "pl")
    await table.bot.service.create_game(table.channel_id, Caller(HOST, guild_id=table.guild_id))
    r = await table.run(Info.board, HOST, lang="en")
    check_reply(r)
    assert says(r.reply_text, "service", "not_started", "en")
    await table.bot.service.end_game(table.channel_id, Caller(HOST))
    table = Table(table.bot, channel_id=table.channel_id + 1)
    await table.seat_quietly(2, **BOTH)

    r = await table.run(Info.board, STRANGER)  # anybody may look at the public board
    check_reply(r)
    assert r.first.kind == "defer" and r.first.ephemeral
    [msg] = r.messages
    assert msg.ephemeral and msg.pngs()[0].startswith(PNG)
    assert not r.posts

    r = await table.run(Info.board, STRANGER, public=True)
    check_reply(r)
    assert r.first.kind == "defer" and r.first.ephemeral  # a refusal would stay private (issue 11)
    [post] = r.posts
    assert post.pngs()[0].startswith(PNG)  # the board itself is posted for everyone
    assert all(m.ephemeral for m in r.messages)


async def test_hand_shows_only_the_callers_secrets_and_only_to_them(table: Table) -> None:
    await table.seat_quietly(3, **BOTH)
    for user in PLAYERS[:3]:
        info = (await table.bot.service.my_info(table.channel_id, Caller(user))).data
        me = info["me"]
        r = await table.run(Info.hand, user, lang="en")
        check_reply(r)
        assert not r.posts
        [msg] = r.messages
        assert msg.ephemeral
        for card in me["hand"]:
            assert card_name(card, "en") in msg.text
        assert goal_name(me["goal"], "en") in msg.text
        others = [u for u in PLAYERS[:3] if u != user]
        for other in others:  # nobody else's goal is named (unless they share it)
            theirs = (await table.bot.service.my_info(table.channel_id, Caller(other))).data["me"]["goal"]
            if theirs != me["goal"] and goal_name(theirs, "en") not in goal_name(me["goal"], "en"):
                assert goal_name(theirs, "en") not in msg.text
    r = await table.run(Info.hand, STRANGER)
    check_reply(r)
    assert says(r.reply_text, "service", "not_seated", "pl") and all(m.ephemeral for m in r.messages)


async def test_log_lists_the_latest_moves_privately(table: Table) -> None:
    await table.seat(2, variant="basic", liberator=True, mail=True)
    import random

    for _ in range(4):
        await table.step(random.Random(3), end_bias=0.0)
    r = await table.run(Info.log, STRANGER, lang="en")
    check_reply(r)
    assert not r.posts
    [msg] = r.messages
    assert msg.ephemeral
    assert says(msg.text, "bot", "log.start", "en")
    assert "<t:" in msg.text  # each line has its time as a Discord timestamp
    assert len(msg.text.splitlines()) >= 5


@pytest.mark.parametrize(("lang", "query", "rule"), [("pl", "B-5.4", "B-5.4"), ("pl", "granat", "L-4.5"),
                                                     ("en", "grenade", "L-4.5"), ("en", "b5.4", "B-5.4")])
async def test_rules_lookup_is_private_and_immediate(table: Table, lang: str, query: str, rule: str) -> None:
    r = await table.run(Info.rules, STRANGER, lang=lang, query=query)
    check_reply(r)
    [msg] = r.messages
    assert msg.kind == "send_message" and msg.ephemeral and msg.embed is not None
    assert msg.embed.fields[0].name is not None and msg.embed.fields[0].name.startswith(rule)
    assert all(len(f.value or "") <= 1024 for f in msg.embed.fields)
    assert not table.bot.spy.calls  # no database needed


async def test_rules_for_nothing_says_how_to_ask(table: Table) -> None:
    r = await table.run(Info.rules, STRANGER, lang="en", query="zzzqqq")
    check_reply(r)
    assert says(r.reply_text, "bot", "rules.none", "en") and r.messages[0].ephemeral


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_help_is_private_and_in_the_callers_language(table: Table, lang: str) -> None:
    r = await table.run(Info.help, STRANGER, lang=lang)
    check_reply(r)
    [msg] = r.messages
    assert msg.ephemeral  # no game here: how to open a table, naming every game
    assert msg.text == game_text(None, "help", lang, games=", ".join(s.title for s in games()))


async def test_rules_autocomplete_offers_at_most_25_rules_that_lookup_finds(table: Table) -> None:
    from data.mali.rules_help import lookup

    for lang, typed in (("pl", ""), ("pl", "B-5"), ("en", "grenade"), ("pl", "rozkaz"), ("en", "x" * 120)):
        choices = await table.complete(Info.rules_choices, STRANGER, typed, lang=lang)
        assert len(choices) <= 25
        for c in choices:
            assert 1 <= len(c.name) <= 100 and 1 <= len(str(c.value)) <= 100
            assert lookup(str(c.value), lang, limit=1)[0].id == c.value
        if typed.startswith("B-5"):
            assert choices and all(str(c.value).startswith("B-5") for c in choices)


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_hand_during_the_deployment_says_not_placed_not_in_prison(table: Table, lang: str) -> None:

    await table.seat_quietly(2, variant="advanced")
    user = int((await table.status())["waiting_user"])
    r = await table.run(Info.hand, user, lang=lang)
    check_reply(r)
    assert mali_text("hand.not_placed", lang) in r.reply_text  # B-2: the advanced game's scouts start off the board
    assert mali_text("hand.prison", lang) not in r.reply_text


def test_board_names_come_from_the_service_when_the_member_cache_is_empty() -> None:
    from unittest.mock import MagicMock

    import discord

    from cogs.sender import player_names
    from service.outcome import Outcome

    guild = MagicMock(spec=discord.Guild)
    guild.get_member.return_value = None  # production without the members intent
    outcome = Outcome(1, seats={"red": 5, "blue": 6}, names={"red": "Ala"})
    assert player_names(outcome, guild) == {"red": "Ala"}
    member = MagicMock(display_name="Bartek")
    guild.get_member.return_value = member  # a cached member fills a seat the service has no name for yet
    assert player_names(outcome, guild) == {"red": "Ala", "blue": "Bartek"}


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_refused_public_board_stays_private(table: Table, lang: str) -> None:
    """Issue 11: after a public defer Discord would show the refusal to everyone; it is answered before that."""
    r = await table.run(Info.board, STRANGER, public=True, lang=lang)
    check_reply(r)
    assert r.first.kind == "defer" and r.first.ephemeral  # never deferred publicly
    assert says(r.reply_text, "service", "no_game", lang)
    assert all(m.ephemeral for m in r.messages) and not r.posts

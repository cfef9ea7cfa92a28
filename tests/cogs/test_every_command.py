"""Every slash command, called once in a realistic state: answered in time (defer before any database work),
private where it should be, never a traceback; and no command is missing from the list."""

from __future__ import annotations

import itertools

import pytest
from discord import app_commands

from tests.cogs.cases import Case, cases, invoke, prepared
from tests.cogs.harness import FakeBot, Table, check_reply, says

CASES = cases()
NO_DATABASE = {"rules"}


def all_commands(bot: FakeBot) -> set[str]:
    names = set()
    for cog in (bot.lobby, bot.play, bot.info, bot.mod):
        for cmd in cog.walk_app_commands():
            if isinstance(cmd, app_commands.Command):
                names.add(cmd.qualified_name)
    return names


def test_every_command_has_a_case(bot: FakeBot) -> None:
    assert {c.name for c in CASES} == all_commands(bot)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_every_command_answers_in_time_and_privately(bot: FakeBot, case: Case) -> None:
    channels = itertools.count(10_000)
    table, call = await prepared(case, lambda: Table(bot, channel_id=next(channels)))
    reply = await invoke(table, case, call)
    check_reply(reply)
    touched = [t for t, _ in bot.spy.calls if reply.started <= t <= reply.finished]
    if case.name in NO_DATABASE:
        assert not touched and reply.first.kind == "send_message"
    else:
        assert reply.first.kind == "defer" and reply.first.thinking
    assert not says(reply.reply_text, "bot", "internal_error", "pl")
    assert reply.messages, "the caller heard nothing back"

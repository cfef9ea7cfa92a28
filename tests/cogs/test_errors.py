"""Whatever slips past a command (a failed check, a bug) reaches the user as a private, friendly line."""

from __future__ import annotations

import pytest
from discord import app_commands

from bot import GameBot
from cogs.edge import GameTree
from cogs.lobby import Lobby
from tests.cogs.harness import STRANGER, Table, check_reply, says


@pytest.mark.parametrize(("error", "key"), [(app_commands.CheckFailure("nope"), "service:moderator_only"),
                                            (app_commands.NoPrivateMessage("nope"), "servers_only"),
                                            (app_commands.CommandInvokeError(Lobby.new, KeyError("seats")),
                                             "internal_error")])
@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_the_tree_error_handler_answers_privately(table: Table, error: app_commands.AppCommandError, key: str,
                                                        lang: str) -> None:
    """A failed permission check reads as every refusal to a member who is not a moderator (issue 23: one
    wording, the service's); a bug as the apology."""
    part, _, key = key.rpartition(":")
    for deferred in (False, True):
        reply = table.interaction(STRANGER, lang=lang)
        if deferred:
            await reply.interaction.response.defer(ephemeral=True, thinking=True)
        await GameTree.on_error(table.bot.tree, reply.interaction, error)  # type: ignore[arg-type]
        check_reply(reply)
        [msg] = reply.messages
        assert msg.ephemeral and says(msg.text, part or "bot", key, lang)
        assert "seats" not in msg.text and "nope" not in msg.text


def test_the_bot_uses_the_guarded_tree() -> None:
    from settings import Settings

    assert isinstance(GameBot(Settings()).tree, GameTree)

"""The first private answer after a defer fills in the deferred "thinking…" message (an edit of @original,
which a retry cannot duplicate, issue 11), as private as the defer; files and views go with it; anything
further is an ephemeral follow-up."""

from __future__ import annotations

from cogs.info import Info
from cogs.moderation import Moderation
from tests.cogs.harness import MODERATOR, STRANGER, Reply, Table, check_reply, says

PNG = b"\x89PNG\r\n\x1a\n"


def kinds(reply: Reply) -> list[str]:
    return [s.kind for s in reply.sent]


async def test_the_private_board_fills_in_the_deferred_message_with_its_file(table: Table) -> None:
    await table.seat_quietly(2, variant="basic")
    r = await table.run(Info.board, STRANGER)
    check_reply(r)
    assert kinds(r) == ["defer", "original"]
    [answer] = r.messages
    assert answer.ephemeral and answer.pngs()[0].startswith(PNG)


async def test_a_refusal_after_the_defer_is_the_private_edit(table: Table) -> None:
    r = await table.run(Info.hand, STRANGER, lang="en")  # no game here
    check_reply(r)
    assert kinds(r) == ["defer", "original"] and r.sent[0].ephemeral and r.sent[1].ephemeral
    assert says(r.reply_text, "service", "no_game", "en")


async def test_a_public_board_still_answers_privately(table: Table) -> None:
    await table.seat_quietly(2, variant="basic")
    r = await table.run(Info.board, STRANGER, public=True)
    check_reply(r)
    assert [s.kind for s in r.sent if s.kind != "channel"] == ["defer", "original"]
    assert all(m.ephemeral for m in r.messages) and len(r.posts) == 1


async def test_a_view_or_a_file_goes_with_the_edit(table: Table) -> None:
    await table.seat_quietly(2, variant="basic")
    r = await table.run(Moderation.reset, MODERATOR, moderator=True)
    check_reply(r)
    assert kinds(r) == ["defer", "original"] and r.sent[1].view is not None and r.sent[1].ephemeral
    r = await table.run(Moderation.export, MODERATOR, moderator=True)
    check_reply(r)
    assert kinds(r) == ["defer", "original"] and [f.filename.endswith(".json") for f in r.sent[1].files] == [True]

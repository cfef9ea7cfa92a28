"""A whole game with both expansions, played only through the cogs' callbacks and their autocomplete values."""

from __future__ import annotations

import re

import pytest

from service import Caller
from tests.cogs.harness import PLAYERS, Table, check_reply, mentioned, says

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(("players", "variant", "seed"), [(3, "advanced", 1), (2, "basic", 4)])
async def test_full_game_with_both_expansions_through_the_cogs(table: Table, players: int, variant: str,
                                                                seed: int) -> None:
    seating = await table.seat(players, variant=variant, liberator=True, mail=True, deadline_hours=12)
    replies = seating + await table.play_to_end(seed=seed)
    for reply in replies:
        check_reply(reply)

    status = await table.status()
    assert status["status"] == "finished"
    result = status["result"]
    assert result and result["scores"]

    # Every action reached the game: the log holds one entry per command that changed something.
    log = await table.bot.service.store.log(status["game_id"])
    assert sum(1 for e in log if e.kind == "action") >= 30

    # The board was posted as a PNG at the start and after phases; every ping named exactly its player.
    boards = [p for p in table.posts if p.files]
    assert len(boards) >= result["round"] + 1
    for post in boards:
        for png in post.pngs():
            assert png.startswith(PNG)
    for reply in replies:  # every command that ended a phase posted the new board with the news
        if any(says(p.text, "events", "ev.phase", "pl") for p in reply.posts):
            assert any(png.startswith(PNG) for p in reply.posts for png in p.pngs()), reply.posts[0].text
    pings = [p for p in table.posts if p.allowed_mentions is not None and p.allowed_mentions.users]
    assert pings
    for post in pings:  # (the news in the same message may name the host who dealt: named, not pinged)
        assert post.allowed_mentions is not None
        pinged = {u.id for u in post.allowed_mentions.users} & mentioned(post.text)
        assert len(pinged) == 1 and pinged <= set(PLAYERS[:players])
        assert re.search(r"<t:\d+:R>", post.text)  # the deadline as a Discord timestamp

    # The final post: the game-over narration, the score table, and the final board.
    final = table.posts[-1]
    assert says(final.text, "events", "ev.game_over", "pl"), final.text
    assert final.pngs()
    for row in result["scores"]:
        assert f"**{row['total']}** pkt" in final.text
    assert "Wyniki" in final.text

    # Nobody is pinged once the game is over, and the last word is public: the private replies said "done".
    assert not (final.allowed_mentions and final.allowed_mentions.users)
    info = await table.bot.service.my_info(table.channel_id, Caller(PLAYERS[0]))
    assert info.data["legal_actions"] == []

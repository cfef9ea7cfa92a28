"""Complete games through raw payloads: /game new to the final score, by slash commands, the turn buttons and the
card menu, checking what each player sees (private replies ephemeral, pings to exactly one player, a PNG
board with phase news)."""

from __future__ import annotations

import re

from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange, FakeDiscord
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim

PNG = b"\x89PNG\r\n\x1a\n"
LEAKS = re.compile(r"Traceback|Error\b|Exception|KeyError|TypeError|ValueError|File \"|line \d+,")


def check_exchange(ex: Exchange) -> None:
    """What every tap must give: an acknowledgement in time, private replies only to the presser, no errors."""
    assert ex.answered, f"{ex.kind} by {ex.user_id} was never acknowledged"
    assert ex.first_response_delay < 3.0
    assert not ex.failed_calls, [(c.kind, c.status, c.body) for c in ex.failed_calls]
    for msg in ex.messages:
        assert msg.via == "interaction"
        if msg.ephemeral:
            assert msg.visible_to == ex.user_id and not msg.pinged
    for msg in [*ex.replies, *ex.posts]:
        assert not LEAKS.search(msg.text), msg.text


def check_public(fake: FakeDiscord, players: tuple[int, ...]) -> None:
    """The channel's posts: each ping names exactly one seated player and pings only them."""
    posts = [m for m in fake.channel_messages(CHANNEL) if m.via == "channel"]
    pings = [m for m in posts if m.pinged]
    assert pings
    for msg in pings:
        assert len(msg.pinged) == 1 and msg.pinged <= set(players), (msg.pinged, msg.text)
        assert msg.allowed_mentions is not None and msg.allowed_mentions.get("parse") == []
    for msg in posts:
        assert msg.allowed_mentions is not None, f"a post without allowed_mentions pings everyone named: {msg.text}"
        assert not fake.by_id[msg.id].obj["mention_everyone"]


async def test_two_player_game_from_new_to_the_end(sim: Sim) -> None:
    driver = Driver(sim, players=2)
    seating = await driver.seat(variant="basic", liberator=True, mail=True, deadline_hours=12)
    for ex in seating:
        check_exchange(ex)
        assert ex.ack_type == 5 and ex.deferred_ephemeral  # "thinking…" only the caller sees
    start = seating[-1]
    assert any(p.pngs() for p in start.posts), "the start posts the first board"
    assert any(p.pinged for p in start.posts), "the start pings the first player"

    played = await driver.play_to_end(seed=4)
    assert played.actions >= 30, played.actions
    for ex in sim.exchanges:
        check_exchange(ex)
    status = await sim.status()
    assert status.status == "finished" and status.result and status.result["scores"]
    ids = tuple(p.id for p in PLAYERS[:2])
    check_public(sim.discord, ids)

    kinds = {ex.kind for ex in sim.exchanges}
    assert {"command", "button", "select", "autocomplete"} <= kinds
    for choices in played.autocompletes:
        assert 0 < len(choices) <= 25
        assert all(len(c["name"]) <= 100 and len(str(c["value"])) <= 100 for c in choices)

    # Phase news carries the board as a PNG; the game's last post is the result with the final board.
    boards = [m for m in sim.discord.channel_messages(CHANNEL) if m.pngs()]
    assert len(boards) >= int(status.result["round"]) + 1
    assert all(png.startswith(PNG) for m in boards for png in m.pngs())
    final = [m for m in sim.discord.channel_messages(CHANNEL) if m.via == "channel"][-1]
    assert final.pngs() and not final.pinged
    for row in status.result["scores"]:
        assert f"**{row['total']}**" in final.text

    # What each player saw in private stayed private: nothing ephemeral reached the other player.
    for p in PLAYERS[:2]:
        other = PLAYERS[1] if p is PLAYERS[0] else PLAYERS[0]
        mine = [m for m in sim.discord.seen_by(p.id, CHANNEL) if m.ephemeral]
        assert mine and all(m.visible_to == p.id for m in mine)
        assert not set(map(id, mine)) & {id(m) for m in sim.discord.seen_by(other.id, CHANNEL) if m.ephemeral}
    assert not sim.discord.unexpected


async def test_hand_is_private_and_board_public_is_for_everyone(sim: Sim) -> None:
    driver = Driver(sim, players=2)
    await driver.seat(variant="advanced")
    hand = await sim.slash(PLAYERS[1], "hand")
    check_exchange(hand)
    assert hand.replies and all(m.ephemeral and m.visible_to == PLAYERS[1].id for m in hand.replies)
    board = await sim.slash(PLAYERS[0], "board", public=True)
    check_exchange(board)
    shown = [m for m in [*board.replies, *board.posts] if not m.ephemeral and m.pngs()]
    assert shown and shown[0].pngs()[0].startswith(PNG), "the whole channel sees the board"
    private_board = await sim.slash(PLAYERS[0], "board")
    assert private_board.private and private_board.private[0].pngs()[0].startswith(PNG)


async def test_four_player_advanced_game_with_both_expansions(sim: Sim) -> None:
    driver = Driver(sim, players=4)
    for ex in await driver.seat(variant="advanced", liberator=True, mail=True, deadline_hours=24):
        check_exchange(ex)
    played = await driver.play_to_end(seed=7)
    assert played.actions >= 20, played.actions
    for ex in sim.exchanges:
        check_exchange(ex)
    status = await sim.status()
    assert status.status == "finished" and status.result and len(status.result["scores"]) == 4
    check_public(sim.discord, tuple(p.id for p in PLAYERS[:4]))
    kinds = {ex.kind for ex in sim.exchanges}
    assert {"command", "button", "select", "autocomplete"} <= kinds
    for p in PLAYERS[:4]:  # every player was pinged, and saw private replies meant for them alone
        assert sim.discord.pings_of(p.id)
        assert all(m.visible_to == p.id for m in sim.discord.seen_by(p.id, CHANNEL) if m.ephemeral)

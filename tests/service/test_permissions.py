"""Every refusal of who may do what: each leaves the game exactly as it was."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from service import Caller, FakeClock, ServiceError, TableService
from tests.service.driver import HOST, MOD, player, seat_game, waiting_caller

STRANGER = Caller(4242)
DAY = 24 * 3600  # the default turn deadline


async def refused(svc: TableService, channel: int, key: str, call: Callable[[], Awaitable[Any]]) -> ServiceError:
    """The call is refused with `key`, and the game's row and log are unchanged."""
    before = await svc.store.active_game(channel)
    log_before = await svc.store.log(before.id) if before else []
    with pytest.raises(ServiceError) as err:
        await call()
    assert err.value.key == key, err.value.message("en")
    assert err.value.message("pl") and err.value.message("en")
    after = await svc.store.active_game(channel)
    assert after == before
    if before:
        assert await svc.store.log(before.id) == log_before
    return err.value


async def test_lobby_refusals(svc: TableService) -> None:
    await svc.create_game(1, HOST)
    await refused(svc, 1, "channel_busy", lambda: svc.create_game(1, player(1)))
    await refused(svc, 1, "already_seated", lambda: svc.join(1, HOST))
    await refused(svc, 1, "bad_colour", lambda: svc.join(1, player(1), colour="blue"))
    await refused(svc, 1, "not_seated", lambda: svc.leave(1, STRANGER))
    await refused(svc, 1, "player_count", lambda: svc.start(1, HOST))  # alone at the table
    await svc.join(1, player(1), colour="red")
    await refused(svc, 1, "colour_taken", lambda: svc.join(1, player(2), colour="red"))
    await refused(svc, 1, "host_or_moderator_only", lambda: svc.start(1, player(1)))
    await refused(svc, 1, "not_started", lambda: svc.act(1, HOST, {"type": "end_turn"}))
    await refused(svc, 1, "not_started", lambda: svc.skip(1, HOST))
    await refused(svc, 1, "not_started", lambda: svc.rollback(1, HOST))
    for i in (2, 3):
        await svc.join(1, player(i))
    await refused(svc, 1, "table_full", lambda: svc.join(1, STRANGER))
    await refused(svc, 1, "moved_on", lambda: svc.start(1, HOST, expected_version=2))
    out = await svc.start(1, MOD)  # a moderator may start somebody else's game
    assert out.version is not None
    await refused(svc, 1, "already_started", lambda: svc.join(1, STRANGER))
    await refused(svc, 1, "already_started", lambda: svc.start(1, HOST))
    await refused(svc, 1, "leave_running", lambda: svc.leave(1, player(1)))


async def test_bad_options_are_refused_before_anything_is_written(svc: TableService) -> None:
    await refused(svc, 2, "bad_option", lambda: svc.create_game(2, HOST, options={"variant": "expert"}))
    await refused(svc, 2, "bad_deadline", lambda: svc.create_game(2, HOST, deadline_seconds=5))
    await refused(svc, 2, "bad_colour", lambda: svc.create_game(2, HOST, colour="pink"))
    assert await svc.store.games_in_channel(2) == []


async def test_playing_refusals(svc: TableService) -> None:
    await seat_game(svc, 3, 3)
    who = await waiting_caller(svc, 3)
    assert who is not None
    other = next(player(i) for i in range(3) if player(i) != who)
    me = (await svc.my_info(3, who)).data["colour"]
    theirs = (await svc.my_info(3, other)).data["colour"]
    legal = (await svc.my_info(3, who)).data["legal_actions"]
    await refused(svc, 3, "not_seated", lambda: svc.act(3, STRANGER, legal[0]))
    await refused(svc, 3, "not_seated", lambda: svc.act(3, MOD, legal[0]))  # moderators do not play
    await refused(svc, 3, "not_your_turn", lambda: svc.act(3, other, {"type": "play_card", "card": "1"}))
    await refused(svc, 3, "not_your_piece", lambda: svc.act(3, who, {**legal[0], "player": theirs}))
    await refused(svc, 3, "moderator_action", lambda: svc.act(3, who, {"type": "timeout_pass"}))
    await refused(svc, 3, "moderator_action", lambda: svc.act(3, who, {"type": "abort"}))
    await refused(svc, 3, "moderator_action", lambda: svc.act(3, who, {"type": "remove_player"}))
    err = await refused(svc, 3, "rule", lambda: svc.act(3, who, {"type": "move", "scout": 1, "to": "XX9"}))
    assert err.rule_error is not None and "(" in err.message("pl")
    version = (await svc.status(3)).data["version"]
    await refused(svc, 3, "moved_on", lambda: svc.act(3, who, legal[0], expected_version=version - 1))
    out = await svc.act(3, who, legal[0], expected_version=version)
    assert out.version == version + 1
    assert me


ARGS: dict[str, tuple[Any, ...]] = {"remove_player": ("red",), "replace_player": ("red", 777), "set_deadline": (3600,)}
HOST_POWERS = ["skip", "end_game"]


def call(svc: TableService, method: str, caller: Caller) -> Callable[[], Awaitable[Any]]:
    """The service call `method` on channel 4 by `caller`, not yet awaited."""
    def run() -> Awaitable[Any]:
        result: Awaitable[Any] = getattr(svc, method)(4, caller, *ARGS.get(method, ()))
        return result
    return run
MODERATOR_POWERS = ["reset", "rollback", "remove_player", "replace_player", "set_deadline"]


@pytest.mark.parametrize("method", HOST_POWERS)
async def test_host_tools_refuse_players_and_strangers(svc: TableService, method: str) -> None:
    await seat_game(svc, 4, 2)
    for caller in (player(1), STRANGER):
        await refused(svc, 4, "host_or_moderator_only", call(svc, method, caller))


@pytest.mark.parametrize("method", MODERATOR_POWERS)
async def test_moderator_tools_refuse_the_host_players_and_strangers(svc: TableService, method: str) -> None:
    """Issue 11 (powers): the host without permission may not roll back, reset, change the deadline, remove or
    replace a player — only a moderator may."""
    await seat_game(svc, 4, 2)
    for caller in (HOST, player(1), STRANGER):
        await refused(svc, 4, "moderator_only", call(svc, method, caller))


async def test_the_host_may_skip_the_waiting_player_and_abandon_the_table(svc: TableService, clock: FakeClock) -> None:
    await seat_game(svc, 8, 2)
    before = (await svc.status(8)).data
    clock.advance(DAY / 4)  # issue 23: a host skips a player who has been waiting a while, not at once
    out = await svc.skip(8, HOST)
    assert out.version is not None and out.version > before["version"]
    game = await svc.store.active_game(8)
    assert game is not None
    last = (await svc.store.log(game.id))[-1]
    assert (last.kind, last.actor_id) == ("skip", HOST.user_id)
    await svc.end_game(8, HOST)
    assert await svc.store.active_game(8) is None


async def test_the_host_may_not_change_the_deadline_of_their_lobby(svc: TableService) -> None:
    await svc.create_game(9, HOST)
    await refused(svc, 9, "moderator_only", lambda: svc.set_deadline(9, HOST, 3600))
    out = await svc.set_deadline(9, MOD, 3600)
    assert out.version is not None


async def test_only_moderators_export_everything_import_or_change_settings(svc: TableService) -> None:
    await seat_game(svc, 5, 2)
    await refused(svc, 5, "moderator_only", lambda: svc.export(5, HOST, full=True))  # the host is not enough
    await refused(svc, 5, "full_export_running", lambda: svc.export(5, MOD, full=True))
    await refused(svc, 5, "moderator_only", lambda: svc.import_game(5, HOST, {}))
    await refused(svc, 5, "moderator_only", lambda: svc.update_settings(77, HOST, language="en"))
    out = await svc.export(5, player(1))  # the public export is for everybody
    assert out.data["kind"] == "public"


async def test_moderator_tool_refusals_on_bad_targets(svc: TableService) -> None:
    await seat_game(svc, 6, 3)
    await refused(svc, 6, "no_such_player", lambda: svc.remove_player(6, MOD, "green"))
    await refused(svc, 6, "no_such_player", lambda: svc.replace_player(6, MOD, "green", 5))
    await refused(svc, 6, "user_already_seated", lambda: svc.replace_player(6, MOD, "red", 1000))
    await refused(svc, 6, "bad_deadline", lambda: svc.set_deadline(6, MOD, 10**9))
    await refused(svc, 6, "nothing_to_roll_back", lambda: svc.rollback(6, MOD))
    await refused(svc, 6, "no_previous_phase", lambda: svc.rollback(6, MOD, to="previous"))
    await refused(svc, 6, "bad_request", lambda: svc.rollback(6, MOD, to="yesterday"))


async def test_a_removed_player_can_no_longer_act(svc: TableService) -> None:
    await seat_game(svc, 7, 3)
    out = await svc.remove_player(7, MOD, "violet")
    assert out.public[0].key == "removed"
    await refused(svc, 7, "not_seated", lambda: svc.act(7, player(2), {"type": "end_turn"}))
    await refused(svc, 7, "no_such_player", lambda: svc.remove_player(7, MOD, "violet"))
    log = await svc.store.log(out.game_id or 0)
    assert log[-1].kind == "remove" and log[-1].moderator and log[-1].actor_id == MOD.user_id


# ---- issue 23: the host role passes on when the host leaves; a host skips only a player who is away ----

async def test_the_host_role_passes_to_the_next_seated_player_when_the_host_leaves(svc: TableService) -> None:
    await svc.create_game(10, HOST)
    for i in (1, 2):
        await svc.join(10, player(i))
    out = await svc.leave(10, HOST)
    assert [m.key for m in out.public] == ["left", "host_passed"] and out.public[1].params["user"] == player(1).user_id
    assert (await svc.status(10)).data["host"] == player(1).user_id
    for power in (lambda: svc.start(10, HOST), lambda: svc.end_game(10, HOST)):  # the one who left: no powers
        await refused(svc, 10, "host_or_moderator_only", power)
    await svc.leave(10, player(2))  # a player who is not the host leaves: the host stays
    assert (await svc.status(10)).data["host"] == player(1).user_id
    await svc.join(10, player(3))
    await svc.start(10, player(1))  # the new host deals


async def test_the_last_one_to_leave_closes_the_table(svc: TableService) -> None:
    await svc.create_game(11, HOST)
    await svc.join(11, player(1))
    await svc.leave(11, HOST)
    out = await svc.leave(11, player(1))  # the new host, alone: the table closes
    assert [m.key for m in out.public] == ["lobby_closed"]
    assert await svc.store.active_game(11) is None


async def test_a_removed_or_replaced_host_hands_the_table_on(svc: TableService, clock: FakeClock) -> None:
    await seat_game(svc, 12, 3)
    out = await svc.replace_player(12, MOD, (await svc.my_info(12, HOST)).data["colour"], 777)
    assert "host_passed" in [m.key for m in out.public] and (await svc.status(12)).data["host"] == player(1).user_id
    clock.advance(DAY)
    await refused(svc, 12, "host_or_moderator_only", lambda: svc.skip(12, HOST))
    out = await svc.remove_player(12, MOD, (await svc.my_info(12, player(1))).data["colour"])
    assert "host_passed" in [m.key for m in out.public] and (await svc.status(12)).data["host"] == player(2).user_id
    await refused(svc, 12, "host_or_moderator_only", lambda: svc.end_game(12, player(1)))


@pytest.mark.parametrize("deadline", [DAY, None])
async def test_a_host_skips_only_a_player_waiting_a_quarter_of_the_deadline(svc: TableService, clock: FakeClock,
                                                                            deadline: int | None) -> None:
    await seat_game(svc, 13, 2, deadline_seconds=deadline)
    wait = deadline / 4 if deadline else 3600
    started = clock.now()
    clock.advance(wait - 60)
    err = await refused(svc, 13, "skip_too_early", lambda: svc.skip(13, HOST))
    assert err.params["at"] == started + wait  # from when: written by the front end (a Discord timestamp)
    for lang in ("en", "pl"):
        assert f"<t:{int(started + wait)}:R>" in err.message(lang)
    moderator = await svc.skip(13, MOD)  # a moderator skips at once
    assert moderator.public[0].key == "skipped"
    clock.advance(wait - 1)  # the next player has waited a little less than that
    await refused(svc, 13, "skip_too_early", lambda: svc.skip(13, HOST))
    clock.advance(1)
    out = await svc.skip(13, HOST)
    assert out.public[0].key == "skipped"

"""Property: random requests — well-formed or not, allowed or not — only ever raise the service's own
user-facing error, and never break a game (every stored game still equals the replay of its log)."""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import Caller, FakeClock, ServiceError, TableService
from store import SqliteStore
from tests.service.driver import current_state, replayed_state

COLOURS = ["orange", "red", "violet", "green", "blue", None, 3]
ACTION_TYPES = ["deploy", "play_card", "move", "pick_up_order", "pick_up_drops", "pick_up_letters",
                "exchange_letters", "change_of_orders", "buddies", "squad", "light_signal", "use_token", "undo",
                "end_turn", "timeout_pass", "remove_player", "abort", "", "nonsense"]
json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-5, 40), st.text(max_size=6),
                      st.sampled_from(["ZO1", "MO3", "1", "3", "grenade", "L01", "red", "orange"]))
junk = st.recursive(json_leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                      st.dictionaries(st.text(max_size=5), inner, max_size=3)),
                    max_leaves=6)
random_action = st.one_of(
    junk,
    st.fixed_dictionaries({"type": st.sampled_from(ACTION_TYPES)},
                          optional={"player": st.sampled_from(COLOURS), "scout": json_leaf, "to": json_leaf,
                                    "card": json_leaf, "order": json_leaf, "space": json_leaf, "token": json_leaf,
                                    "letters": junk}),
)
callers = st.builds(Caller, st.sampled_from([1000, 1001, 1002, 1003, 1004, 9999]), st.booleans(),
                    st.sampled_from([None, 1]))
request = st.one_of(
    st.tuples(st.just("create"), st.sampled_from(["basic", "advanced", "x"]), st.booleans(),
              st.sampled_from([None, 3600, 5, "default"]), st.sampled_from(COLOURS)),
    st.tuples(st.just("join"), st.sampled_from(COLOURS)),
    st.tuples(st.just("leave")),
    st.tuples(st.just("start")),
    st.tuples(st.just("legal"), st.integers(0, 1000)),
    st.tuples(st.just("legal"), st.integers(0, 1000)),
    st.tuples(st.just("legal"), st.integers(0, 1000)),
    st.tuples(st.just("act"), random_action, st.sampled_from([None, 0, 1, 5, 10**12])),
    st.tuples(st.just("skip")),
    st.tuples(st.just("remove"), st.sampled_from(COLOURS)),
    st.tuples(st.just("replace"), st.sampled_from(COLOURS), st.integers(999, 1006)),
    st.tuples(st.just("deadline"), st.sampled_from([None, 60, 3600, 0, -1, True, "1h"])),
    st.tuples(st.just("end")),
    st.tuples(st.just("reset")),
    st.tuples(st.just("rollback"), st.sampled_from(["current", "previous", "x"])),
    st.tuples(st.just("sweep"), st.integers(0, 3 * 24 * 3600)),
    st.tuples(st.just("look"), st.sampled_from(["status", "board", "log", "info", "export", "full", "undo"])),
    st.tuples(st.just("import"), junk),
)


async def perform(svc: TableService, clock: FakeClock, channel: int, caller: Caller, req: tuple[Any, ...]) -> None:
    op = req[0]
    if op == "create":
        await svc.create_game(channel, caller, options={"variant": req[1], "liberator": req[2], "mail": req[2]},
                              deadline_seconds=req[3], colour=req[4])
    elif op == "join":
        await svc.join(channel, caller, colour=req[1])
    elif op == "leave":
        await svc.leave(channel, caller)
    elif op == "start":
        await svc.start(channel, caller)
    elif op == "legal":  # a legal action of whoever must act, so that games move on
        status = (await svc.status(channel)).data
        if status["waiting_user"] is not None:
            who = Caller(status["waiting_user"])
            legal = (await svc.my_info(channel, who)).data["legal_actions"]
            if legal:
                await svc.act(channel, who, legal[req[1] % len(legal)])
    elif op == "act":
        await svc.act(channel, caller, req[1], expected_version=req[2])
    elif op == "skip":
        await svc.skip(channel, caller)
    elif op == "remove":
        await svc.remove_player(channel, caller, req[1])
    elif op == "replace":
        await svc.replace_player(channel, caller, req[1], req[2])
    elif op == "deadline":
        await svc.set_deadline(channel, caller, req[1])
    elif op == "end":
        await svc.end_game(channel, caller)
    elif op == "reset":
        await svc.reset(channel, caller)
    elif op == "rollback":
        await svc.rollback(channel, caller, to=req[1])
    elif op == "sweep":
        clock.advance(req[1])
        await svc.sweep()
    elif op == "import":
        await svc.import_game(channel, caller, req[1])
    else:
        look = req[1]
        if look == "status":
            await svc.status(channel)
        elif look == "board":
            await svc.board(channel)
        elif look == "log":
            await svc.log(channel)
        elif look == "info":
            await svc.my_info(channel, caller)
        elif look == "undo":
            await svc.undo_preview(channel, caller)
        else:
            await svc.export(channel, caller, full=look == "full")


async def run(steps: list[tuple[int, Caller, tuple[Any, ...]]], seed: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        clock = FakeClock()
        rng = random.Random(seed)
        async with SqliteStore(Path(tmp) / "h.db") as store:
            svc = TableService(store, clock=clock, seed_source=lambda: rng.getrandbits(40))
            for channel, caller, req in steps:
                try:
                    await perform(svc, clock, channel, caller, req)
                except ServiceError as e:
                    assert e.message("en") and e.message("pl")
            restarted = TableService(store, clock=clock)
            for channel in (1, 2):
                for rec in await store.games_in_channel(channel):
                    assert await replayed_state(restarted, rec.id) == current_state(restarted, rec)
                try:
                    await restarted.status(channel)
                except ServiceError as e:
                    assert e.key == "no_game"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(st.tuples(st.sampled_from([1, 2]), callers, request), max_size=60), st.integers(0, 1000))
def test_random_requests_only_raise_service_errors_and_never_break_a_game(
        steps: list[tuple[int, Caller, tuple[Any, ...]]], seed: int) -> None:
    asyncio.run(run(steps, seed))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.just(1), callers, request), min_size=30, max_size=120), st.integers(0, 1000))
def test_a_seated_game_survives_random_requests(steps: list[tuple[int, Caller, tuple[Any, ...]]], seed: int) -> None:
    """The same, starting from a running game so that most requests reach the rules."""
    host = Caller(1000)
    setup: list[tuple[int, Caller, tuple[Any, ...]]] = [
        (1, host, ("create", "advanced", True, 3600, None)), (1, Caller(1001), ("join", None)),
        (1, Caller(1002), ("join", None)), (1, host, ("start",))]
    asyncio.run(run(setup + steps, seed))

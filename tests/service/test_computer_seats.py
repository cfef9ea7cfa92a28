"""Computer seats in the table service (issue 26): what the computer player is handed (its seat's view, never
another's hand, goal or pick), its short delay before it plays, the wake-up it asks for, its moves logged as its
seat's and taken back by a moderator's rollback like anyone's."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import service.computer
from games.computer import is_computer
from jsontypes import Json
from service import Caller, FakeClock, TableService
from service.rules import GameRules
from store import GameStore
from tests.service.driver import HOST, MOD

Seen = list[tuple[Any, str]]


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> Seen:
    """Every state a computer player is handed, and for which seat (the real player then decides)."""
    handed: Seen = []
    real = service.computer.chooser

    def spy(rules: GameRules, rng: random.Random) -> Callable[[Any, str], Json]:
        choose = real(rules, rng)

        def watched(state: Any, colour: str) -> Json:
            handed.append((state, colour))
            return choose(state, colour)
        return watched

    monkeypatch.setattr(service.computer, "chooser", spy)
    return handed


async def computers_play(svc: TableService) -> None:
    """Sweep until the game waits for a person (or has ended)."""
    for _ in range(400):
        status = (await svc.status(1)).data
        if status["status"] != "running" or any(not is_computer(u) for u in status["waiting_users"]):
            return
        assert await svc.sweep()
    raise AssertionError("the computer seats never stopped")


async def open_with_computers(svc: TableService, game: str, computers: int, **options: Any) -> None:
    await svc.create_game(1, HOST, game, options, computers=computers)
    await svc.start(1, HOST)


async def play_person(svc: TableService, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        await computers_play(svc)
        status = (await svc.status(1)).data
        if status["status"] != "running":
            return
        user = next(u for u in status["waiting_users"] if not is_computer(u))
        info = (await svc.my_info(1, Caller(user))).data
        legal = [a for a in info["legal_actions"] if a["type"] != "undo"]
        await svc.act(1, Caller(user), rng.choice(legal))


async def test_a_mali_computer_is_handed_its_seat_only(store: GameStore, clock: FakeClock, seen: Seen) -> None:
    svc = TableService(store, clock=clock, seed_source=lambda: 21, computer_delay=0)
    await open_with_computers(svc, "mali", 2, variant="advanced")
    await play_person(svc, random.Random(1), 12)
    assert seen, "the computer seats played"
    for state, colour in seen:
        for c, p in state.players.items():
            if c != colour:
                assert set(p.hand) <= {"?"} and set(p.tokens) <= {"?"} and p.goal in (None, "?"), \
                    "never another player's hand, drop tokens or secret goal"
        assert set(state.deck) <= {-1} and state.rng == 0 and all(set(t) <= {"?"} for t in state.drops.values())


async def test_a_libertalia_computer_is_handed_its_seat_only(store: GameStore, clock: FakeClock,
                                                            seen: Seen) -> None:
    svc = TableService(store, clock=clock, seed_source=lambda: 5, computer_delay=0)
    await open_with_computers(svc, "libertalia", 3)
    await play_person(svc, random.Random(2), 20)
    assert seen
    for state, colour in seen:
        for c, p in state.players.items():
            if c != colour:
                assert set(p.hand) <= {0} and set(p.graveyard) <= {0} and p.pick in (None, 0), \
                    "never another player's hand, graveyard or secret pick"
        assert set(state.bag) <= {"?"} and state.rng == 0


async def test_a_computer_plays_after_its_delay_and_asks_to_be_woken(store: GameStore, clock: FakeClock) -> None:
    svc = TableService(store, clock=clock, seed_source=lambda: 7, computer_delay=5)
    woken: list[float] = []
    svc.pipeline.wake = woken.append
    await svc.create_game(1, HOST, "libertalia", {}, computers=1)
    start = await svc.start(1, HOST)
    assert woken == [clock.now() + 5], "the bot's sweeper is asked to come back when the computer is due"
    assert start.pings == [HOST.user_id], "only the person is pinged"
    assert await svc.sweep() == [], "not before its delay"
    clock.advance(5)
    [played] = await svc.sweep()
    assert played.version is not None
    status = (await svc.status(1)).data
    assert status["waiting_users"] == [HOST.user_id], "the computer has picked; the person still owes theirs"


async def test_a_rollback_takes_back_the_computers_moves(store: GameStore, clock: FakeClock) -> None:
    svc = TableService(store, clock=clock, seed_source=lambda: 3, computer_delay=0)
    await open_with_computers(svc, "mali", 1, variant="basic")
    await play_person(svc, random.Random(4), 6)
    log = (await svc.log(1, limit=500)).data["entries"]
    moves = [e for e in log if e["kind"] == "action" and e["payload"].get("computer")]
    assert moves and all(is_computer(e["actor"]) and e["colour"] for e in moves), "logged as the seat's actions"
    before = (await svc.status(1)).data["version"]
    out = await svc.rollback(1, MOD, "previous")
    assert out.version is not None and out.version > before
    exported = (await svc.export(1, MOD)).data
    assert any(e["payload"].get("computer") for e in exported["log"]), "the export keeps them"


async def test_lobby_computer_seats(svc: TableService) -> None:
    await svc.create_game(1, HOST, "mali", {"variant": "basic"}, computers=1)
    out = await svc.add_computer(1, HOST, "red")
    seats = [s for s in (await svc.status(1)).data["seats"]]
    assert [s["colour"] for s in seats if is_computer(s["user"])][-1] == "red"
    [said] = out.private[HOST.user_id]  # a seat taken in the lobby is said to whoever took it (the start names all)
    assert said.text("en").startswith("Computer · red")
    other = Caller(1001)
    from service.errors import ServiceError

    with pytest.raises(ServiceError):
        await svc.add_computer(1, other)
    await svc.remove_computer(1, HOST)
    await svc.remove_computer(1, HOST)
    with pytest.raises(ServiceError) as e:
        await svc.remove_computer(1, HOST)
    assert e.value.key == "no_computer_seat"
    await svc.add_computer(1, HOST)
    await svc.leave(1, HOST)
    assert (await svc.status(1)).data["status"] == "finished", "the computer alone keeps no table open"


async def test_the_sweeper_woken_by_a_commit_plays_the_computer_between_its_rounds(store: GameStore,
                                                                                   clock: FakeClock) -> None:
    """The bot's sweeper comes round every 30 s; a commit that leaves a computer seat due asks it to come back
    then (Pipeline.wake -> Sweeper.wake), so the computer plays after its own short delay."""
    import asyncio

    from service.outcome import Outcome
    from service.sweeper import Sweeper

    svc = TableService(store, clock=clock, seed_source=lambda: 9, computer_delay=0)
    delivered: list[Outcome] = []

    async def deliver(out: Outcome) -> None:
        delivered.append(out)

    sweeper = Sweeper(svc, deliver, interval=3600)  # its rounds never come in this test
    svc.pipeline.wake = sweeper.wake
    await svc.create_game(1, HOST, "libertalia", {}, computers=2)
    await svc.start(1, HOST)  # both computer seats owe a pick at once
    for _ in range(200):
        if len(delivered) >= 2:
            break
        await asyncio.sleep(0.01)
    await sweeper.stop()
    assert len(delivered) >= 2, "woken, the sweeper played both computer seats"
    assert (await svc.status(1)).data["waiting_users"] == [HOST.user_id]

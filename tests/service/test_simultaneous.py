"""Several players owing at once (a simultaneous pick, simultaneous choices), on a tiny game of Libertalia's
shape (fake_libertalia): the turn call names all of them, each gets a deadline, the game master plays for each
absent one at theirs, a pick may change until the last one is in, and a restart loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service import Caller, FakeClock, TableService
from service.errors import ServiceError
from service.libertalia.rules import LibertaliaRules
from service.outcome import Outcome
from store import GameStore
from tests.service import fake_libertalia
from tests.service.driver import HOST, MOD, player

CH = 40
HOUR = 3600


@pytest.fixture
def rules() -> LibertaliaRules:
    return LibertaliaRules(fake_libertalia)


@pytest.fixture
def lsvc(store: GameStore, clock: FakeClock, seeds: Callable[[], int], rules: LibertaliaRules) -> TableService:
    return TableService(store, rules, clock=clock, seed_source=seeds)


async def seated(svc: TableService, players: int = 3, deadline: int | None = HOUR) -> list[Caller]:
    await svc.create_game(CH, HOST, game="libertalia", deadline_seconds=deadline)
    for i in range(1, players):
        await svc.join(CH, player(i))
    return [HOST, *(player(i) for i in range(1, players))]


async def to_the_second_night(svc: TableService) -> tuple[Caller, Caller, Outcome]:
    """A 3-player fake game to the night of day 2, where two players owe a choice at once: day 1's doubloon
    taken by a, day 2's by b. Gives a, b and the outcome of b's choice."""
    a, b, c = await seated(svc)
    await svc.start(CH, HOST)
    for who, rank in ((a, 3), (b, 2), (c, 1)):
        await svc.act(CH, who, {"type": "pick", "rank": rank})
    await svc.act(CH, a, {"type": "choose", "option": "coin"})
    for who, rank in ((a, 1), (b, 3), (c, 2)):
        await svc.act(CH, who, {"type": "pick", "rank": rank})
    return a, b, await svc.act(CH, b, {"type": "choose", "option": "coin"})


async def colour_of(svc: TableService, who: Caller) -> str:
    return str((await svc.my_info(CH, who)).data["colour"])


async def test_the_start_calls_every_player_at_once(lsvc: TableService) -> None:
    people = await seated(lsvc)
    out = await lsvc.start(CH, HOST)
    assert out.turn is not None and set(out.turn.users) == {p.user_id for p in people}
    assert set(out.pings) >= {p.user_id for p in people}
    call = [m for m in out.public if m.key.startswith("your_turn")]
    assert [m.key for m in call] == ["your_turn_many"] and call[0].room == "libertalia"
    status = (await lsvc.status(CH)).result
    assert status is not None and set(status.waiting_users) == {p.user_id for p in people}  # type: ignore[union-attr]


async def test_a_pick_can_change_until_the_last_one(lsvc: TableService) -> None:
    a, b, c = await seated(lsvc)
    await lsvc.start(CH, HOST)
    first = await lsvc.act(CH, a, {"type": "pick", "rank": 3})
    assert first.turn is None, "nobody new owes anything: no new call"
    await lsvc.act(CH, a, {"type": "pick", "rank": 1})  # changed before the reveal
    await lsvc.act(CH, b, {"type": "pick", "rank": 2})
    last = await lsvc.act(CH, c, {"type": "pick", "rank": 1})
    revealed = [m.params["event"] for m in last.public if m.key == "event" and m.params["event"]["type"] == "revealed"]
    assert revealed and revealed[0]["ranks"] == {await colour_of(lsvc, a): 1, await colour_of(lsvc, b): 2,
                                                 await colour_of(lsvc, c): 1}
    assert last.renders, "the reveal posts a board"
    assert last.turn is not None and last.turn.users == (b.user_id,) and last.turn.owes == "choose"
    with pytest.raises(ServiceError) as err:
        await lsvc.act(CH, a, {"type": "pick", "rank": 2})
    assert err.value.key == "not_your_turn"


async def test_each_absent_player_is_played_for_at_their_deadline(lsvc: TableService, clock: FakeClock) -> None:
    a, b, c = await seated(lsvc)
    await lsvc.start(CH, HOST)
    await lsvc.act(CH, a, {"type": "pick", "rank": 3})
    clock.advance(HOUR * 3 / 4)  # the reminders fall due: one message naming both who still owe a pick
    reminders = await lsvc.sweep()
    assert len(reminders) == 1 and [m.key for m in reminders[0].public] == ["reminder_many"]
    assert set(reminders[0].pings) == {b.user_id, c.user_id}
    assert await lsvc.sweep() == [], "a reminder goes once"
    await lsvc.act(CH, b, {"type": "pick", "rank": 2})  # b picks in time; the reminder is not sent again
    assert await lsvc.sweep() == []
    clock.advance(HOUR / 4 + 1)
    passed = await lsvc.sweep()
    assert len(passed) == 1
    assert next(m.key for m in passed[0].public) == "auto_play"
    assert passed[0].public[0].params["user"] == c.user_id
    info = (await lsvc.my_info(CH, c)).data
    assert info["view"]["phase"] == "day" and info["view"]["hand"] == [2, 3], "the lowest card was played for c"
    status = (await lsvc.status(CH)).data
    assert status["waiting"] == [await colour_of(lsvc, a)], "a played the highest: a chooses, with a new deadline"
    assert status["deadline_at"] == clock.now() + HOUR


async def test_simultaneous_choices_each_time_out(lsvc: TableService, clock: FakeClock) -> None:
    a, b = await seated(lsvc, 2)
    await lsvc.start(CH, HOST)
    for day in range(2):  # both take a doubloon each day when they can: the night asks both at once
        await lsvc.act(CH, a, {"type": "pick", "rank": 3 - day})
        await lsvc.act(CH, b, {"type": "pick", "rank": 3 - day})
        await lsvc.act(CH, a, {"type": "choose", "option": "coin"})
    status = (await lsvc.status(CH)).data
    assert status["phase"] == "night" and status["waiting"] == [await colour_of(lsvc, a)]
    clock.advance(HOUR + 1)
    outs = await lsvc.sweep()
    assert [o.public[0].key for o in outs] == ["auto_play"]
    assert (await lsvc.status(CH)).data["status"] == "finished"


async def test_two_owing_choices_at_night_both_pass_at_the_deadline(store: GameStore, clock: FakeClock,
                                                                    seeds: Callable[[], int],
                                                                    rules: LibertaliaRules) -> None:
    svc = TableService(store, rules, clock=clock, seed_source=seeds)
    a, b, out = await to_the_second_night(svc)
    assert out.turn is not None and set(out.turn.users) == {a.user_id, b.user_id}
    assert [m.key for m in out.public if m.key.startswith("your_turn")] == ["your_turn_many"]
    clock.advance(HOUR + 1)
    outs = await svc.sweep()
    assert [o.public[0].key for o in outs] == ["auto_play", "auto_play"]
    assert {o.public[0].params["user"] for o in outs} == {a.user_id, b.user_id}
    assert (await svc.status(CH)).data["status"] == "finished"


async def test_skip_plays_for_everyone_owing(lsvc: TableService, clock: FakeClock) -> None:
    a, _b, _c = await seated(lsvc)
    await lsvc.start(CH, HOST)
    await lsvc.act(CH, a, {"type": "pick", "rank": 1})
    clock.advance(HOUR / 4)  # issue 23: the host skips those who have waited a quarter of the deadline
    out = await lsvc.skip(CH, HOST)
    assert [m.params["user"] for m in out.public if m.key == "skipped"] == [HOST.user_id, HOST.user_id]
    assert (await lsvc.status(CH)).data["phase"] in ("day", "selection")


@pytest.mark.parametrize("when", ["pick", "choice"])
async def test_a_restart_keeps_an_open_pick_or_choice(store: GameStore, reopen: Callable[[], Any],
                                                      clock: FakeClock, seeds: Callable[[], int],
                                                      rules: LibertaliaRules, when: str) -> None:
    svc = TableService(store, rules, clock=clock, seed_source=seeds)
    a, b, c = await seated(svc)
    await svc.start(CH, HOST)
    await svc.act(CH, a, {"type": "pick", "rank": 3})
    if when == "choice":
        await svc.act(CH, b, {"type": "pick", "rank": 2})
        await svc.act(CH, c, {"type": "pick", "rank": 1})
    before = (await svc.status(CH)).data
    async with reopen() as again:
        fresh = TableService(again, LibertaliaRules(fake_libertalia), clock=clock, seed_source=seeds)
        now = (await fresh.status(CH)).data
        assert (now["waiting"], now["deadline_at"], now["version"]) == (before["waiting"], before["deadline_at"],
                                                                        before["version"])
        if when == "pick":
            assert (await fresh.my_info(CH, a)).data["view"]["pick"] == 3, "the secret pick survived"
            await fresh.act(CH, b, {"type": "pick", "rank": 1})
            out = await fresh.act(CH, c, {"type": "pick", "rank": 1})
            assert any(m.key == "event" and m.params["event"]["type"] == "revealed" for m in out.public)
        else:
            legal = (await fresh.my_info(CH, a)).data["legal_actions"]
            assert [x["option"] for x in legal] == ["gain", "coin"]
            out = await fresh.act(CH, a, legal[0])
            assert out.turn is not None and out.turn.owes == "pick"


async def test_a_game_stored_before_per_player_timers_keeps_its_deadline(svc: TableService, store: GameStore,
                                                                          clock: FakeClock) -> None:
    """A row written by the previous version (one turn key in meta "turn", no "turns") keeps its deadline and
    reminder: an action that does not end the turn does not restart them, and the deadline still passes."""
    from store.records import GameChange
    from tests.service.driver import seat_game

    await seat_game(svc, 41, 2, deadline_seconds=HOUR)
    rec = await store.active_game(41)
    assert rec is not None and rec.deadline_at is not None
    meta = dict(rec.meta)
    turns = meta.pop("turns")
    (only,) = turns.values()
    meta["turn"] = only["key"]
    await store.commit(rec.id, rec.version, GameChange(rec.status, meta, rec.state, rec.deadline_at, rec.remind_at,
                                                       rec.updated_at))
    svc.pipeline.forget(41)
    who = Caller(int((await svc.status(41)).data["waiting_user"]))
    card = next(a for a in (await svc.my_info(41, who)).data["legal_actions"] if a["type"] == "play_card")
    await svc.act(41, who, card)  # within the turn: its deadline stays
    assert (await svc.status(41)).data["deadline_at"] == rec.deadline_at
    clock.advance(HOUR + 1)
    outs = await svc.sweep()
    assert outs and "auto_pass" in [m.key for m in outs[0].public], "the old row's deadline passed for the absent player"


async def test_only_the_newly_owing_are_called(store: GameStore, clock: FakeClock, seeds: Callable[[], int],
                                               rules: LibertaliaRules) -> None:
    """At night both owe a choice; when one answers and the other still owes the same, nobody is called again."""
    svc = TableService(store, rules, clock=clock, seed_source=seeds)
    a, b, _ = await to_the_second_night(svc)
    clock.advance(60)
    out = await svc.act(CH, a, {"type": "choose", "option": "keep"})
    assert out.turn is None and not out.pings, "b still owes the same choice: no second call"
    status = (await svc.status(CH)).data
    assert status["waiting"] == [await colour_of(svc, b)] and status["deadline_at"] == clock.now() - 60 + HOUR


async def test_a_host_skips_only_those_who_have_waited_long_enough(lsvc: TableService, clock: FakeClock) -> None:
    """Issue 23: at a simultaneous pick every waiting player has their own clock; the host's skip passes for
    those who have waited a quarter of the deadline, and is refused (saying from when) while none has."""
    a, _b, _c = await seated(lsvc)
    await lsvc.start(CH, HOST)
    await lsvc.act(CH, a, {"type": "pick", "rank": 1})
    with pytest.raises(ServiceError) as err:
        await lsvc.skip(CH, HOST)
    assert err.value.key == "skip_too_early" and err.value.params["at"] == clock.now() + HOUR / 4
    out = await lsvc.skip(CH, MOD)  # a moderator at once, for everyone owing
    assert len([m for m in out.public if m.key == "skipped"]) == 2

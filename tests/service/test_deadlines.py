"""Deadlines, reminders, the deadline pass, missed-turn alerts and catching up, on a fake clock."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from service import Caller, FakeClock, TableService
from service.messages import service_text
from store import GameStore
from tests.service.driver import HOST, MOD, player, replayed_state, seat_game, stored_state, waiting_caller

DAY = 24 * 3600


async def test_default_deadline_reminder_then_pass(svc: TableService, clock: FakeClock) -> None:
    start = await seat_game(svc, 1, 2)
    status = (await svc.status(1)).data
    assert status["deadline_seconds"] == DAY
    assert status["deadline_at"] == clock.now() + DAY
    first = status["waiting_for"]
    assert any(m.key == "your_turn" and m.params["deadline"] == int(clock.now() + DAY) for m in start.public)

    clock.advance(DAY * 3 / 4 - 1)
    assert await svc.sweep() == []  # nothing due yet
    clock.advance(2)
    [reminder] = await svc.sweep()
    [msg] = reminder.public
    assert msg.key == "reminder" and msg.params["colour"] == first and msg.params["owes"] == "card"
    assert "play a movement card" in msg.text("en") and "zagrać kartę" in msg.text("pl")
    assert reminder.pings == [status["waiting_user"]]
    assert await svc.sweep() == []  # a reminder goes out once
    assert (await svc.status(1)).data["version"] == status["version"]  # and makes no new version

    clock.advance(DAY / 4)
    [passed] = await svc.sweep()
    assert passed.public[0].key == "auto_pass" and passed.public[0].params["colour"] == first
    assert any(m.key == "event" and m.params["event"].get("auto") for m in passed.public)  # lowest card played
    after = (await svc.status(1)).data
    assert after["waiting_for"] != first
    assert after["deadline_at"] == clock.now() + DAY  # the next player gets a whole deadline
    assert passed.pings == [after["waiting_user"]]
    assert await svc.sweep() == []  # idempotent
    log = await svc.store.log(after["game_id"])
    assert log[-1].kind == "timeout" and log[-1].actor_id is None
    assert await stored_state(svc, after["game_id"]) == await replayed_state(svc, after["game_id"])


async def test_reminder_names_what_is_still_owed(svc: TableService, clock: FakeClock) -> None:
    await seat_game(svc, 2, 2)
    who = await waiting_caller(svc, 2)
    assert who is not None
    card = next(a for a in (await svc.my_info(2, who)).data["legal_actions"] if a["type"] == "play_card")
    await svc.act(2, who, card)
    clock.advance(DAY * 0.8)
    [reminder] = await svc.sweep()
    assert reminder.public[0].params["owes"] == "end_turn"


async def test_acting_keeps_the_deadline_until_the_turn_changes(svc: TableService, clock: FakeClock) -> None:
    await seat_game(svc, 3, 2)
    deadline = (await svc.status(3)).data["deadline_at"]
    who = await waiting_caller(svc, 3)
    assert who is not None
    clock.advance(600)
    card = next(a for a in (await svc.my_info(3, who)).data["legal_actions"] if a["type"] == "play_card")
    await svc.act(3, who, card)
    assert (await svc.status(3)).data["deadline_at"] == deadline
    out = await svc.act(3, who, {"type": "end_turn"})
    assert (await svc.status(3)).data["deadline_at"] == clock.now() + DAY
    assert out.pings and out.pings[0] != who.user_id


async def test_moderators_are_told_after_missed_turns(svc: TableService, clock: FakeClock) -> None:
    await seat_game(svc, 4, 2)
    absent = (await svc.status(4)).data["waiting_for"]
    alerts = []
    for _ in range(6):
        clock.advance(DAY + 1)
        for out in await svc.sweep():
            alerts += [m for m in out.moderators if m.key == "missed_turns"]
    counts = sorted({(m.params["colour"], m.params["count"]) for m in alerts})
    assert (absent, 2) in counts  # the default: after 2 missed turns in a row
    assert all(c % 2 == 0 for _, c in counts)
    # playing resets the count
    who = await waiting_caller(svc, 4)
    assert who is not None
    colour = (await svc.my_info(4, who)).data["colour"]
    await svc.act(4, who, (await svc.my_info(4, who)).data["legal_actions"][0])
    rec = await svc.store.active_game(4)
    assert rec is not None and colour not in rec.meta["missed"]


async def test_no_deadline_means_nothing_is_ever_due(svc: TableService, clock: FakeClock) -> None:
    await svc.create_game(5, HOST, deadline_seconds=None)
    await svc.join(5, player(1))
    start = await svc.start(5, HOST)
    assert any(m.key == "your_turn_no_deadline" for m in start.public)
    clock.advance(365 * DAY)
    assert await svc.sweep() == []
    await svc.set_deadline(5, MOD, 3600)
    assert (await svc.status(5)).data["deadline_at"] == clock.now() + 3600
    clock.advance(3601)
    [out] = await svc.sweep()
    assert out.public[0].key == "auto_pass"
    log = await svc.store.log(out.game_id or 0)
    assert [e.kind for e in log if e.moderator] == ["start", "deadline"]


async def test_catch_up_after_downtime_passes_each_overdue_turn_once(reopen: Callable[[], GameStore], clock: FakeClock) -> None:
    async with reopen() as store:
        svc = TableService(store, clock=clock, seed_source=lambda: 3)
        for ch in range(10, 15):
            await seat_game(svc, ch, 2)
        waiting = {ch: (await svc.status(ch)).data["waiting_for"] for ch in range(10, 15)}
    clock.advance(5 * DAY)  # the bot was down for five days
    async with reopen() as store:
        svc = TableService(store, clock=clock, seed_source=lambda: 3)
        outs = await svc.sweep()  # start-up catch-up
        passed = {o.channel_id: o.public[0].params["colour"] for o in outs if o.public[0].key == "auto_pass"}
        assert passed == waiting
        assert not any(o.public[0].key == "reminder" for o in outs)  # a stale reminder is not sent
        assert await svc.sweep() == []
        for ch in range(10, 15):
            assert (await svc.status(ch)).data["deadline_at"] == clock.now() + DAY


async def test_a_due_transition_done_twice_has_no_extra_effect(reopen: Callable[[], GameStore], clock: FakeClock) -> None:
    async with reopen() as s1, reopen() as s2:
        a = TableService(s1, clock=clock, seed_source=lambda: 3)
        b = TableService(s2, clock=clock, seed_source=lambda: 3, claim_lease=0.0)
        await seat_game(a, 1, 2)
        version = (await a.status(1)).data["version"]
        clock.advance(DAY + 1)
        first = await a.sweep()
        second = await b.sweep()  # another sweeper, even one ignoring claims, finds nothing left to do
        assert len(first) == 1 and second == []
        assert (await a.status(1)).data["version"] == version + 1


async def test_skip_by_a_moderator_is_a_logged_pass(svc: TableService) -> None:
    await seat_game(svc, 6, 2)
    colour = (await svc.status(6)).data["waiting_for"]
    out = await svc.skip(6, MOD)
    assert out.public[0].key == "skipped" and out.public[0].params["colour"] == colour
    log = await svc.store.log(out.game_id or 0)
    assert log[-1].kind == "skip" and log[-1].moderator and log[-1].payload["action"]["type"] == "timeout_pass"


async def test_the_replacement_gets_the_seat_and_its_turn(svc: TableService) -> None:
    await seat_game(svc, 7, 2)
    status = (await svc.status(7)).data
    out = await svc.replace_player(7, MOD, status["waiting_for"], 5555)
    assert out.pings == [5555] and 5555 in out.private
    info = await svc.my_info(7, Caller(5555))
    assert info.data["colour"] == status["waiting_for"]
    await svc.act(7, Caller(5555), info.data["legal_actions"][0])


async def test_the_sweeper_task_catches_up_then_keeps_watching(svc: TableService, clock: FakeClock) -> None:
    import asyncio

    from service.outcome import Outcome
    from service.sweeper import Sweeper

    await seat_game(svc, 20, 2)
    delivered: list[Outcome] = []

    async def deliver(out: Outcome) -> None:
        delivered.append(out)
        raise RuntimeError("Discord is down")  # a failing post must not stop the sweeper

    clock.advance(DAY + 1)
    sweeper = Sweeper(svc, deliver, interval=0.01)
    sweeper.start()
    for _ in range(100):
        if delivered:
            break
        await asyncio.sleep(0.01)
    assert [o.public[0].key for o in delivered] == ["auto_pass"]
    clock.advance(DAY * 0.8)
    for _ in range(100):
        if len(delivered) == 2:
            break
        await asyncio.sleep(0.01)
    await sweeper.stop()
    assert [o.public[0].key for o in delivered] == ["auto_pass", "reminder"]


async def test_a_pass_the_rules_refuse_is_told_in_words_not_by_its_code(svc: TableService, clock: FakeClock,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: the moderators' alert said "(play_card_first)", the rules' code; it says what it means."""
    await seat_game(svc, 21, 2)
    monkeypatch.setattr(type(svc.rules), "timeout_action",
                        lambda self, state, colour: {"type": "end_turn", "player": colour})  # before a card: refused
    clock.advance(24 * 3600 + 1)
    [out] = await svc.sweep()
    [alert] = out.moderators
    assert alert.key == "auto_pass_failed"
    for lang in ("en", "pl"):
        said = alert.text(lang)
        detail = service_text("detail.pass_refused", lang)  # (as a sentence: with a capital)
        assert "play_card_first" not in said and detail[0].lower() + detail[1:] in said, said

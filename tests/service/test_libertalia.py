"""Libertalia through the service with its real engine: complete games (random players, 2-6 seats), every
message worded in both languages, picks secret in the log until their reveal, and deadlines for absent players
at a pick and at a pending choice."""

from __future__ import annotations

import random

import pytest

from service import Caller, FakeClock, TableService
from service.outcome import Outcome
from tests.service.driver import HOST, player

CH = 60
HOUR = 3600


async def seated(svc: TableService, players: int, deadline: int | None = None) -> list[Caller]:
    await svc.create_game(CH, HOST, game="libertalia", deadline_seconds=deadline)
    for i in range(1, players):
        await svc.join(CH, player(i))
    await svc.start(CH, HOST)
    return [HOST, *(player(i) for i in range(1, players))]


def worded(out: Outcome) -> None:
    for lang in ("pl", "en"):
        for m in [*out.public, *out.moderators, *(m for ms in out.private.values() for m in ms)]:
            text = m.text(lang)
            assert text and "{" not in text and "owes." not in text, (m.key, text)


async def play_random(svc: TableService, seed: int, limit: int = 2000) -> list[Outcome]:
    rng = random.Random(seed)
    outs: list[Outcome] = []
    for _ in range(limit):
        status = (await svc.status(CH)).data
        if status["status"] != "running":
            return outs
        who = Caller(rng.choice(status["waiting_users"]))
        legal = (await svc.my_info(CH, who)).data["legal_actions"]
        outs.append(await svc.act(CH, who, rng.choice(legal)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 4, 6])
async def test_a_complete_game_through_the_service(svc: TableService, players: int) -> None:
    await seated(svc, players)
    outs = await play_random(svc, seed=players)
    status = (await svc.status(CH)).data
    assert status["status"] == "finished" and status["game"] == "libertalia"
    assert next(r["place"] for r in status["result"]) == 1 and len(status["result"]) == players
    for out in outs[:: max(1, len(outs) // 40)] + outs[-3:]:
        worded(out)
    assert sum(1 for o in outs if o.renders) > 10, "a board after every reveal and phase"
    assert outs[-1].renders and outs[-1].renders[-1].reason == "end"


async def test_picks_stay_out_of_the_log_until_their_reveal(svc: TableService) -> None:
    a, b, c = await seated(svc, 3)
    hand = [x["rank"] for x in (await svc.my_info(CH, a)).data["legal_actions"]]
    await svc.act(CH, a, {"type": "pick", "rank": hand[0]})
    await svc.act(CH, a, {"type": "pick", "rank": hand[1]})  # changed: the first stays secret for good
    await svc.act(CH, b, {"type": "pick", "rank": (await svc.my_info(CH, b)).data["legal_actions"][0]["rank"]})
    picks = [e["payload"]["action"] for e in (await svc.log(CH)).data["entries"] if e["kind"] == "action"]
    assert picks and all("rank" not in p for p in picks), "nothing is revealed yet"
    doc = (await svc.export(CH, HOST)).data
    assert all("rank" not in e["payload"].get("action", {}) for e in doc["log"]), "nor in a public export"
    await svc.act(CH, c, {"type": "pick", "rank": (await svc.my_info(CH, c)).data["legal_actions"][0]["rank"]})
    picks = [e["payload"]["action"] for e in (await svc.log(CH)).data["entries"] if e["kind"] == "action"]
    assert next(p.get("rank") for p in picks) is None and picks[1]["rank"] == hand[1]
    assert all("rank" in p for p in picks[1:])


async def test_deadlines_at_a_pick_and_at_a_choice(svc: TableService, clock: FakeClock) -> None:
    people = await seated(svc, 3, deadline=HOUR)
    for p in people[:2]:
        await svc.act(CH, p, {"type": "pick", "rank": (await svc.my_info(CH, p)).data["legal_actions"][-1]["rank"]})
    clock.advance(HOUR + 1)
    outs = await svc.sweep()
    assert [o.public[0].key for o in outs] == ["auto_play"] and outs[0].public[0].params["user"] == people[2].user_id
    for out in outs:
        worded(out)
    status = (await svc.status(CH)).data
    assert status["phase"] != "selection"
    if status["waiting"] and status["phase"] != "selection":  # a pending choice now: its own deadline
        assert status["deadline_at"] == clock.now() + HOUR
        clock.advance(HOUR + 1)
        passed = await svc.sweep()
        assert passed and passed[0].public[0].key == "auto_play"
        assert (await svc.status(CH)).data["version"] > status["version"]


async def test_a_rollback_names_no_secret_pick(svc: TableService) -> None:
    from tests.service.driver import MOD

    a, _b, _c = await seated(svc, 3)
    await svc.act(CH, a, {"type": "pick", "rank": (await svc.my_info(CH, a)).data["legal_actions"][0]["rank"]})
    out = await svc.rollback(CH, MOD, "current")
    told = next(m for m in out.public if m.key == "rollback_done")
    assert told.params["actions"] and all("rank" not in x for x in told.params["actions"])
    assert (await svc.my_info(CH, a)).data["view"]["pick"] is None, "the pick is taken back"


def test_lt_5_1_the_day_of_the_game_counts_4_5_and_6_days() -> None:
    """/game status and rollbacks name "day N of the game": 1 to 15 over the three voyages, never twice."""
    import random as _random

    from engine.libertalia import Options, apply, new_game, waiting_for
    from service.libertalia.rules import LibertaliaRules
    from tools.libertalia.players import random_action

    rules = LibertaliaRules()
    state, _ = new_game(["red", "blue", "green"], Options(), 4)
    rng = _random.Random(4)
    days: list[int] = []
    while not state.ended:
        phase, day = rules.phase(state)
        if phase == "selection" and (not days or days[-1] != day):
            days.append(day)
        state, _ = apply(state, random_action(state, rng.choice(waiting_for(state)), rng))
    assert days == list(range(1, 16))


async def test_status_counts_voyage_and_day_as_the_players_do(svc: TableService) -> None:
    """/game status: voyage N of 3, day D of that voyage's days (LT-5.1: 4, 5, 6); phase() keeps the day of the
    whole game for snapshots (day 5 of voyage 2 is day 9); an ended game has none."""
    await seated(svc, 3)
    status = (await svc.status(CH)).data
    assert status["progress"] == {"voyage": 1, "voyages": 3, "day": 1, "days": 4} and status["round"] == 1
    rng = random.Random(5)
    seen = set()
    while status["status"] == "running":
        progress = status["progress"]
        seen.add(progress["voyage"])
        assert progress["days"] == 3 + progress["voyage"]
        assert status["round"] == sum(range(4, 3 + progress["voyage"])) + progress["day"]
        who = Caller(rng.choice(status["waiting_users"]))
        await svc.act(CH, who, rng.choice((await svc.my_info(CH, who)).data["legal_actions"]))
        status = (await svc.status(CH)).data
    assert seen == {1, 2, 3} and status["progress"] is None

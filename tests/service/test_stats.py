"""A server's statistics (issue 28): real games played through the service on a fake clock, then counted — the
games running and finished, victory rates (team games), wins by seat (ranked games), the time players took per
turn and each player's record. On every backend."""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service import Caller, FakeClock, TableService
from service.stats import GuildStats, turn_times
from store import GameStore
from store.records import LogEntry
from tests.service.driver import choose

GUILD, ELSEWHERE = 5_000, 6_000
ALA, BOB = 1001, 1002
MOD = Caller(9999, is_moderator=True, guild_id=GUILD)
PACE = {ALA: 60.0, BOB: 300.0}  # how long each of them takes per action, in seconds


def as_(user: int, guild: int = GUILD) -> Caller:
    return Caller(user, guild_id=guild, name={ALA: "Ala <b>", BOB: "Bob"}.get(user))


async def open_table(svc: TableService, channel: int, game: str, guild: int = GUILD, **options: object) -> None:
    await svc.create_game(channel, as_(ALA, guild), game, dict(options))
    await svc.join(channel, as_(BOB, guild))
    await svc.start(channel, as_(ALA, guild))


async def play(svc: TableService, clock: FakeClock, channel: int, seed: int, steps: int = 5000,
               guild: int = GUILD) -> list[tuple[int, float]]:
    """Random legal moves (each player at their own pace) for `steps` actions or to the end; the turns as the
    statistics should time them: a player's consecutive actions are one turn."""
    rng = random.Random(seed)
    turns: list[tuple[int, float]] = []
    for _ in range(steps):
        status = (await svc.status(channel)).data
        if status["status"] != "running":
            break
        user = int(status["waiting_users"][0])
        legal = (await svc.my_info(channel, as_(user, guild))).data["legal_actions"]
        clock.advance(PACE[user])
        await svc.act(channel, as_(user, guild), choose(legal, rng))
        if turns and turns[-1][0] == user:
            turns[-1] = (user, turns[-1][1] + PACE[user])
        else:
            turns.append((user, PACE[user]))
    return turns


@pytest.fixture
def svc(store: GameStore, clock: FakeClock, seeds: Callable[[], int]) -> TableService:
    return TableService(store, clock=clock, seed_source=seeds, computer_delay=0)


async def test_a_servers_games_counted_and_timed(svc: TableService, clock: FakeClock) -> None:
    await open_table(svc, 1, "mali", variant="basic")
    mali_turns = await play(svc, clock, 1, seed=1)
    mali = (await svc.status(1)).data
    await open_table(svc, 2, "libertalia")
    lib_turns = await play(svc, clock, 2, seed=2)
    lib = (await svc.status(2)).data
    await open_table(svc, 3, "mali", variant="advanced", liberator=True)
    await play(svc, clock, 3, seed=3, steps=4)  # still running
    await open_table(svc, 4, "mali", variant="basic")
    await play(svc, clock, 4, seed=4, steps=3)
    await svc.end_game(4, MOD)  # aborted (E-3): no result
    await svc.create_game(5, as_(ALA), "libertalia", {})
    await svc.end_game(5, as_(ALA))  # a lobby closed before its start: not a game
    await svc.create_game(6, as_(BOB), "mali", {})  # a lobby
    await open_table(svc, 7, "libertalia", guild=ELSEWHERE)  # another server's
    assert mali["status"] == "finished" and lib["status"] == "finished"

    found = await svc.stats(GUILD)
    assert (found.running, found.lobbies, found.finished, found.sampled) == (1, 1, 3, False)
    assert [g.channel_id for g in found.running_games] == [3]
    running = found.running_games[0]
    assert running.game == "mali" and dict(running.variant) == {"variant": "advanced", "liberator": True,
                                                                "mail": False}
    assert [(p.user, p.name) for p in running.players] == [(ALA, "Ala <b>"), (BOB, "Bob")]
    assert [g.channel_id for g in found.finished_games] == [4, 2, 1], "newest first; the closed lobby left out"

    won = mali["result"]["outcome"] == "victory"
    by_game = {g.game: g for g in found.games}
    assert by_game["mali"].kind == "team" and by_game["mali"].finished == 1 and by_game["mali"].running == 1
    assert (by_game["mali"].victories, by_game["mali"].defeats) == ((1, 0) if won else (0, 1))
    assert by_game["mali"].victory_rate == (1.0 if won else 0.0)
    assert by_game["libertalia"].kind == "rank" and by_game["libertalia"].victory_rate is None

    groups = {(g.game, g.players, g.variant): g for g in found.groups}
    basic = groups["mali", 2, (("variant", "basic"), ("liberator", False), ("mail", False))]
    assert (basic.finished, basic.aborted) == (1, 1), "the aborted game is counted apart"
    ranked = groups["libertalia", 2, ()]
    seats = [s["colour"] for s in lib["seats"]]
    standings = lib["result"]
    first = next(r["colour"] for r in standings if r["place"] == 1)
    assert ranked.wins_by_seat == tuple(1 if c == first else 0 for c in seats)
    assert ranked.wins_by_colour == ((first, 1),)
    assert by_game["libertalia"].wins_by_seat == ranked.wins_by_seat and by_game["mali"].wins_by_seat == ()

    expected = [t for _, t in lib_turns]
    assert ranked.times.turns == len(expected)
    assert ranked.times.median == pytest.approx(statistics.median(expected))
    assert ranked.times.mean == pytest.approx(statistics.fmean(expected))
    mali_times = [t for _, t in mali_turns]
    assert basic.times.turns >= len(mali_times), "the aborted game's turns count too"

    records = {r.user: r for r in found.players}
    assert set(records) == {ALA, BOB}, "people only; nobody from another server"
    ala_won = (1 if won else 0) + (1 if seats[0] == first else 0)
    assert (records[ALA].played, records[ALA].won, records[ALA].lost) == (2, ala_won, 2 - ala_won)
    assert records[ALA].name == "Ala <b>"
    ala_turns = [t for u, t in mali_turns + lib_turns if u == ALA]
    assert records[ALA].times.turns >= len(ala_turns)
    bob_median, ala_median = records[BOB].times.median, records[ALA].times.median
    assert bob_median is not None and ala_median is not None
    assert bob_median > ala_median, "Bob takes five times as long per action"
    json.dumps(found.to_json())  # plain data all the way down


async def test_the_figures_are_kept_a_minute(svc: TableService, clock: FakeClock) -> None:
    empty = await svc.stats(GUILD)
    assert (empty.running, empty.finished, empty.games, empty.players) == (0, 0, (), ())
    await open_table(svc, 1, "libertalia")
    assert (await svc.stats(GUILD)).running == 0, "the same answer within a minute"
    assert (await svc.stats(GUILD, fresh=True)).running == 1
    await svc.end_game(1, MOD)
    clock.advance(61)
    again = await svc.stats(GUILD)
    assert (again.running, again.finished) == (0, 1) and again.groups[0].aborted == 1


async def test_only_the_newest_finished_games_are_read(store: GameStore, clock: FakeClock) -> None:
    from service.stats import guild_stats

    svc = TableService(store, clock=clock, seed_source=lambda: 3)
    for channel in (1, 2, 3):
        await open_table(svc, channel, "libertalia")
        await svc.end_game(channel, MOD)
    found: GuildStats = await guild_stats(store, GUILD, clock.now(), recent=2)
    assert found.finished == 2 and found.sampled
    assert [g.channel_id for g in found.finished_games] == [3, 2]


def entry(seq: int, at: float, kind: str = "action", actor: int | None = ALA, moderator: bool = False) -> LogEntry:
    return LogEntry(seq, 1, seq, kind, {}, at, actor, moderator)


def test_turn_times_run_from_the_entry_before_to_the_players_last_action() -> None:
    log = [entry(1, 0.0, "start", ALA), entry(2, 10.0), entry(3, 15.0),  # Ala's turn: 15 s
           entry(4, 100.0, actor=BOB),  # Bob's: 85 s
           entry(5, 130.0, "action", MOD.user_id, moderator=True),  # a moderator's entry is no turn
           entry(6, 150.0, actor=-1),  # a computer seat's neither
           entry(7, 160.0, "timeout", None),  # nor the game master's deadline pass
           entry(8, 400.0, actor=BOB)]  # Bob again: 240 s since the entry before
    assert turn_times(log) == [(ALA, 15.0), (BOB, 85.0), (BOB, 240.0)]
    assert turn_times([]) == [] and turn_times([entry(1, 5.0)]) == [], "a first entry has nothing before it"


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.floats(0, 1e5), st.sampled_from(["action", "join", "timeout"]),
                          st.sampled_from([ALA, BOB, -1, None]), st.booleans()), max_size=40))
def test_turn_times_never_exceed_the_log_or_its_players_actions(raw: list[tuple[float, str, int | None, bool]]) -> None:
    """Whatever the log: every turn is a person's, none is negative, the turns together take no longer than the
    log spans, and there are no more turns than the person's own actions."""
    at, log = 0.0, []
    for seq, (gap, kind, actor, moderator) in enumerate(raw, 1):
        at += gap
        log.append(entry(seq, at, kind, actor, moderator))
    found = turn_times(log)
    own = [e for e in log[1:] if e.kind == "action" and e.actor_id in (ALA, BOB) and not e.moderator]
    assert len(found) <= len(own)
    assert all(u in (ALA, BOB) and t >= 0 for u, t in found)
    assert sum(t for _, t in found) <= (log[-1].at - log[0].at if log else 0.0) + 1e-6

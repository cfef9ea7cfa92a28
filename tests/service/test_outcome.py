"""How an ended game came out, in the terms every game shares (GameRules.outcome, issue 28): the default read from
the public view's "result", Mali's cooperative result (E-1 .. E-4) and Libertalia's standings (LT-15.2)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service import Caller, FakeClock, TableService
from service.rules import RANK, TEAM, outcome_of, rules_named
from store import SqliteStore
from tests.service.driver import choose

ALA, BOB = Caller(1), Caller(2)
MOD = Caller(99, is_moderator=True)


def test_the_default_reads_the_views_result() -> None:
    assert outcome_of({"outcome": "victory", "winners": ["red"]}) == {
        "kind": TEAM, "won": True, "winners": ["red"], "places": [], "aborted": False}
    assert outcome_of({"outcome": "defeat", "winners": []})["won"] is False
    assert outcome_of({"winners": ["blue"]}) == {"kind": RANK, "won": None, "winners": ["blue"], "places": [],
                                                 "aborted": False}
    assert outcome_of({"winner": "green", "places": ["green", "red"]})["places"] == ["green", "red"]
    assert outcome_of({"outcome": "aborted"}) == {"kind": RANK, "won": None, "winners": [], "places": [],
                                                  "aborted": True}
    assert outcome_of({"outcome": "aborted"}, TEAM)["kind"] == TEAM, "a game that knows its kind keeps it"
    assert outcome_of(None)["kind"] == RANK and outcome_of([1, 2])["winners"] == []


async def ended_state(game: str, seed: int, abort: bool = False, **options: Any) -> Any:
    """A game played at random to its end (or aborted by a moderator) through the service, and its final state."""
    async with SqliteStore(":memory:") as store:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
        await svc.create_game(1, ALA, game, dict(options))
        await svc.join(1, BOB)
        await svc.start(1, ALA)
        rng = random.Random(seed)
        for _ in range(5000):
            status = (await svc.status(1)).data
            if status["status"] != "running":
                break
            if abort:
                await svc.end_game(1, MOD)
                continue
            user = Caller(int(status["waiting_users"][0]))
            await svc.act(1, user, choose((await svc.my_info(1, user)).data["legal_actions"], rng))
        return svc.pipeline.parse((await store.games_in_channel(1))[0]).state


async def test_mali_is_a_team_game_won_or_lost_together_E_1() -> None:
    rules = rules_named("mali")
    assert rules is not None
    state = await ended_state("mali", 1, variant="basic")
    result = rules.view(state, None)["result"]
    found = rules.outcome(state)
    assert found is not None and found["kind"] == TEAM and not found["aborted"]
    assert found["won"] is (result["outcome"] == "victory") and found["winners"] == result["winners"]


async def test_mali_aborted_is_still_a_team_game_without_a_result_E_3() -> None:
    rules = rules_named("mali")
    assert rules is not None
    found = rules.outcome(await ended_state("mali", 2, abort=True, variant="basic"))
    assert found == {"kind": TEAM, "won": None, "winners": [], "places": [], "aborted": True}


async def test_libertalia_is_ranked_by_its_standings_LT_15_2() -> None:
    rules = rules_named("libertalia")
    assert rules is not None
    state = await ended_state("libertalia", 3)
    view = rules.view(state, None)
    found = rules.outcome(state)
    assert found is not None and found["kind"] == RANK and found["won"] is None and not found["aborted"]
    assert found["winners"] == [view["winner"]]
    assert found["places"] == [r["colour"] for r in sorted(view["result"], key=lambda r: r["place"])]
    assert found["places"][0] == view["winner"]


@pytest.mark.parametrize("game", ["mali", "libertalia"])
async def test_no_outcome_while_the_game_runs(game: str) -> None:
    rules = rules_named(game)
    assert rules is not None
    state, _ = rules.new_game(list(rules.colours[:2]), rules.options({}), 1)
    assert rules.outcome(state) is None


async def test_a_game_with_only_the_defaults_is_ranked_by_its_winners(toy_game: str) -> None:
    rules = rules_named(toy_game)
    assert rules is not None
    state = await ended_state(toy_game, 4)
    found = rules.outcome(state)
    assert found is not None and found["kind"] == RANK
    assert found["winners"] == rules.view(state, None)["result"]["winners"]

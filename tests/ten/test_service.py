"""Ten, the test-only game, through the table service: registered by one call, played to its end with no file
outside tests/ knowing it (games/: the registry; service/rules.BaseRules: the defaults it leans on)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest

from service import Caller, FakeClock, ServiceError, TableService
from store import SqliteStore

CH = 5


@pytest.fixture
async def svc() -> AsyncIterator[TableService]:
    async with SqliteStore(":memory:") as store:
        yield TableService(store, clock=FakeClock(), seed_source=lambda: 5)


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_whole_game_of_ten_through_the_service(svc: TableService, toy_game: str, lang: str) -> None:
    news = await svc.create_game(CH, Caller(1), toy_game)
    assert news.game == toy_game
    assert {"pl": "Dziesięć", "en": "Ten"}[lang] in news.public[0].text(lang)  # the shared news names the game
    await svc.join(CH, Caller(2))
    out = await svc.start(CH, Caller(1))
    assert out.turn is not None and out.turn.game == toy_game and out.renders, "a prompt and a board"
    rng = random.Random(3)
    said: list[str] = []
    for _ in range(20):
        status = (await svc.status(CH)).data
        if status["status"] != "running":
            break
        user = int(status["waiting_user"])
        info = (await svc.my_info(CH, Caller(user))).data
        out = await svc.act(CH, Caller(user), rng.choice(info["legal_actions"]))
        said += [m.text(lang) for m in out.public]
    status = (await svc.status(CH)).data
    assert status["status"] == "finished" and status["game"] == toy_game
    assert status["result"]["winners"], "somebody reached ten"
    assert any(("wygrywa" if lang == "pl" else "wins") in line for line in said), said
    assert all("ev." not in line and "{" not in line for line in said), said  # worded from its own catalogue


async def test_its_refusals_are_worded_by_its_own_catalogue(svc: TableService, toy_game: str) -> None:
    await svc.create_game(CH, Caller(1), toy_game)
    await svc.join(CH, Caller(2))
    await svc.start(CH, Caller(1))
    status = (await svc.status(CH)).data
    user = int(status["waiting_user"])
    with pytest.raises(ServiceError) as refused:
        await svc.act(CH, Caller(user), {"type": "add", "n": 7})
    assert refused.value.message("pl") == "Można dodać 1, 2 albo 3. (TY-2)"
    assert refused.value.message("en") == "Add 1, 2 or 3. (TY-2)"
    other = 1 if user == 2 else 2
    with pytest.raises(ServiceError) as refused:
        await svc.act(CH, Caller(other), {"type": "add", "n": 1})
    assert "niebieski" in refused.value.message("pl") or "czerwony" in refused.value.message("pl")


async def test_a_deadline_and_a_removal_use_the_base_rules_defaults(svc: TableService, toy_game: str) -> None:
    """What Ten does not write itself: a deadline pass (its timeout action through BaseRules' turn keys), a
    moderator's removal (BaseRules.remove_action), the public log."""
    await svc.create_game(CH, Caller(1), toy_game, deadline_seconds=3600)
    await svc.join(CH, Caller(2))
    await svc.join(CH, Caller(3))
    await svc.start(CH, Caller(1))
    before = (await svc.status(CH)).data["result"], (await svc.board(CH)).data["view"]["count"]
    svc.clock.advance(3601)  # type: ignore[attr-defined]
    await svc.sweep()
    assert (await svc.board(CH)).data["view"]["count"] == before[1] + 1, "the absent player's turn was played"
    mod = Caller(99, is_moderator=True)
    await svc.remove_player(CH, mod, "green")
    assert [p["colour"] for p in (await svc.board(CH)).data["view"]["players"]] == ["red", "blue"]
    log = (await svc.log(CH)).data["entries"]
    assert log and all("rank" not in str(e) for e in log)


def test_the_registry_says_what_a_game_lacks(toy_game: str) -> None:
    """A game missing a part fails at start-up with one clear line (games/check.py), not later in a player's face."""
    from dataclasses import replace

    from games import problems, register_game
    from tests import ten as toy

    assert problems(keys=[toy_game]) == []
    register_game(replace(toy.SPEC, words="tests.ten.nowhere", board="tests.ten.rules"))
    lines = problems(keys=[toy_game])
    assert len(lines) == 2, lines
    assert lines[0].startswith("game 'toy': words 'tests.ten.nowhere' cannot be loaded")
    assert lines[1] == "game 'toy': board 'tests.ten.rules' lacks render_board, board_filename"


async def test_ten_with_a_computer_seat_plays_to_its_end_and_is_listed(toy_game: str) -> None:
    """What every game has through the one door: a computer seat (the default computer player, handed the default
    seat view) and the players' index (/games), with nothing about Ten outside tests/."""
    from games.computer import is_computer

    async with SqliteStore(":memory:") as store:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 5, computer_delay=0)
        await svc.create_game(CH, Caller(1), toy_game, computers=1)
        await svc.start(CH, Caller(1))
        (listed,) = await svc.my_games(1)
        assert listed.game == toy_game and listed.channel_id == CH
        rng = random.Random(4)
        computer_moves = 0
        for _ in range(60):
            status = (await svc.status(CH)).data
            if status["status"] != "running":
                break
            user = int(status["waiting_user"])
            if is_computer(user):
                assert await svc.sweep(), "the computer seat's turn is due at once (delay 0)"
                computer_moves += 1
                continue
            info = (await svc.my_info(CH, Caller(user))).data
            await svc.act(CH, Caller(user), rng.choice(info["legal_actions"]))
        assert (await svc.status(CH)).data["status"] == "finished" and computer_moves > 0
        assert await svc.my_games(1) == [], "a finished game leaves the list"

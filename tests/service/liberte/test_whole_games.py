"""Whole placeholder games of Liberté through the table service (LB-0.7, LB-9): at 3 and 6 players, every move
through `act` as a tap would send it, one deadline passed by the sweeper, to the end; every post worded in both
languages from Liberté's catalogues (no key, hole or engine id), and no hand in anything the table sees."""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from service import Caller, FakeClock, TableService
from service.messages import Message
from store import SqliteStore
from words.liberte import ROOM, card_label

CH = 29
RAW = re.compile(r"[{}]|\b(?:ev|option|choice|act|kind)[.-]\w|\b[a-z]+_[a-z_]+\b|\b(?:play|offer|province|stack|"
                 r"card|advance|discard|special|second):\w")


@pytest.fixture
async def svc() -> AsyncIterator[TableService]:
    async with SqliteStore(":memory:") as store:
        yield TableService(store, clock=FakeClock(), seed_source=lambda: 29)


def words_of(messages: list[Message]) -> list[str]:
    said = []
    for m in messages:
        for lang in ("en", "pl"):
            text = m.text(lang).replace("python -m data.liberte.validate", "")
            assert not RAW.search(text), (lang, RAW.search(text), text)
            said.append(text)
    return said


async def play_to_the_end(svc: TableService, players: int, seed: int) -> tuple[dict[str, Any], list[str]]:
    await svc.create_game(CH, Caller(1), "liberte", deadline_seconds=3600)
    for user in range(2, players + 1):
        await svc.join(CH, Caller(user))
    out = await svc.start(CH, Caller(1))
    public = words_of(out.public)
    rng = random.Random(seed)
    seats: dict[int, str] = {}
    for step in range(5000):
        status = (await svc.status(CH)).data
        if status["status"] != "running":
            break
        if step == 40:  # one absent player: the sweeper answers for them at the deadline (LB-0.7)
            svc.clock.advance(3601)  # type: ignore[attr-defined]
            for done in await svc.sweep():
                public += words_of(done.public)
            continue
        user = int(status["waiting_user"])
        info = (await svc.my_info(CH, Caller(user))).data
        colour = str(info["colour"])
        seats[user] = colour
        view = info["view"]
        assert view["choice"]["player"] == colour and view["choice"]["options"]
        if step % 25 == 0:
            board = (await svc.board(CH)).data["view"]
            assert "hand" not in board and "hands" not in board  # LB-9.2: the table never sees a hand
        out = await svc.act(CH, Caller(user), rng.choice(info["legal_actions"]))
        public += words_of(out.public)
        for reader, messages in out.private.items():
            for said in words_of(messages):
                others = [c for u, c in seats.items() if u != reader]
                assert not any(f"{c}'s hand" in said for c in others)
    status = (await svc.status(CH)).data
    return status, public


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (6, 2)])
async def test_a_whole_placeholder_game_through_the_service(svc: TableService, players: int, seed: int) -> None:
    status, public = await play_to_the_end(svc, players, seed)
    assert status["status"] == "finished" and status["game"] == "liberte"
    assert status["result"]["winners"], status["result"]
    en = [line for line in public if "Game over" in line]
    assert en and ("wins!" in en[-1] or "share the win!" in en[-1])
    assert any("Koniec gry" in line for line in public)
    assert any("time ran out" in line for line in public), "the deadline's default was said"
    assert any("made-up placeholder, not Liberté's" in line for line in public)
    for line in public:  # a hand's card is named in public only once it is played, taken from the offer or shown
        assert "Your hand" not in line and "Twoja ręka" not in line


async def test_the_private_panel_holds_the_own_hand_only(svc: TableService) -> None:
    await svc.create_game(CH, Caller(1), "liberte")
    await svc.join(CH, Caller(2))
    await svc.join(CH, Caller(3))
    await svc.start(CH, Caller(1))
    infos = [(await svc.my_info(CH, Caller(u))).data for u in (1, 2, 3)]
    hands = [list(i["view"]["hand"]) for i in infos]
    assert all(len(h) == 7 for h in hands) and not set(hands[0]) & set(hands[1])
    waiting = int((await svc.status(CH)).data["waiting_user"])
    for user, info in zip((1, 2, 3), infos, strict=True):
        options = info["view"]["choice"].get("options")
        assert (options is not None) == (user == waiting)  # another player's options name their hand
    assert "hands" not in infos[0]["view"] and infos[0]["view"]["hand_sizes"] == {c: 7 for c in infos[0]["view"]["order"]}
    (_, secret), = ROOM.secrets(infos[0]["view"], str(infos[0]["colour"]), "en")
    assert all(card_label(c, "en") in secret for c in hands[0])
    assert not any(card_label(c, "en") in secret for c in hands[1] if card_label(c, "en") not in
                   [card_label(x, "en") for x in hands[0]])

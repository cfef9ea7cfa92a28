"""Autocomplete offers at most 25 choices, only legal ones (the service's legal actions), all of them when they fit."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cogs.mali.play import Play
from cogs.mali.texts import action_label
from data.mali.names import fold
from jsontypes import Json
from service import Caller
from tests.cogs.harness import HOST, PLAYERS, STRANGER, Table, choose, stands_for

Keep = Callable[[Json], bool]

# autocomplete -> which legal actions it offers
OFFERS: dict[str, tuple[Any, Keep]] = {
    "play": (Play.play_card_choices, lambda a: a["type"] == "play_card"),
    "pickup": (Play.pickup_choices, lambda a: a["type"] in ("pick_up_order", "pick_up_drops", "pick_up_letters")),
    "token": (Play.token_choices, lambda a: a["type"] == "use_token" or (
        a["type"] in ("buddies", "squad") and a.get("source") == "token")),
    "special": (Play.special_choices, lambda a: a["type"] == "change_of_orders" or (
        a["type"] in ("buddies", "squad") and a.get("source") == "card")),
    "signal": (Play.signal_choices, lambda a: a["type"] == "light_signal"),
    "letters": (Play.letters_choices, lambda a: a["type"] == "exchange_letters"),
    "deploy": (Play.deploy_choices, lambda a: a["type"] == "deploy"),
}


async def check_offer(table: Table, user: int, name: str, func: Any, offered: list[Json], lang: str,
                      **namespace: Any) -> int:
    choices = await table.complete(func, user, "", lang=lang, **namespace)
    assert len(choices) <= 25, name
    for c in choices:
        assert 1 <= len(c.name) <= 100 and 1 <= len(str(c.value)) <= 100, (name, c)
        assert any(stands_for(str(c.value), a) for a in offered), f"/{name} offers {c.value}, not legal now"
    distinct = {c.value for c in choices}
    assert len(distinct) == len(choices), f"/{name} offers a choice twice"
    wanted = {str(v) for v in (c.value for c in choices)}
    if len({action_label(a, lang) + str(a.get("to")) for a in offered}) <= 25:
        for a in offered:  # everything legal fits: everything legal is offered
            assert any(stands_for(v, a) for v in wanted), f"/{name} misses {a}"
    if offered:  # typing part of a label narrows the list to matching labels
        label = action_label(offered[-1], lang)
        typed = label[: max(2, len(label) // 2)]
        narrowed = await table.complete(func, user, typed, lang=lang, **namespace)
        assert narrowed and all(fold(typed) in fold(c.name) for c in narrowed), (name, typed)
    return len(choices)


@pytest.mark.parametrize(("options", "seed"), [({"variant": "advanced", "liberator": True, "mail": True}, 1),
                                               ({"variant": "advanced", "liberator": False, "mail": True}, 0),
                                               ({"variant": "basic", "liberator": True, "mail": False}, 2)])
async def test_choices_are_legal_complete_and_at_most_25(table: Table, options: Json, seed: int) -> None:
    await table.seat_quietly(3, **options)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for step in range(400):
        status = await table.status()
        if status["status"] != "running":
            break
        user = int(status["waiting_user"])
        legal = await table.legal(user)
        if step % 4 == 0:
            lang = "pl" if step % 8 else "en"
            for name, (func, keep) in OFFERS.items():
                seen[name] = seen.get(name, 0) + await check_offer(
                    table, user, name, func, [a for a in legal if keep(a)], lang)
            moves = [a for a in legal if a["type"] == "move"]
            for scout in sorted({a["scout"] for a in moves}):
                mine = [a for a in moves if a["scout"] == scout]
                seen["move"] = seen.get("move", 0) + await check_offer(
                    table, user, "move", Play.move_choices, mine, lang, scout=scout)
            others = [u for u in PLAYERS[:3] if u != user]
            for func, _ in OFFERS.values():  # the others have nothing to choose now
                assert await table.complete(func, others[0], "") == []
            assert await table.complete(Play.move_choices, STRANGER, "", scout=1) == []
        await table.bot.service.act(table.channel_id, Caller(user), choose(legal, rng))
    assert seen.get("play") and seen.get("move") and seen.get("pickup")


async def test_move_without_a_scout_chosen_offers_every_scouts_moves_up_to_25(table: Table) -> None:
    await table.seat_quietly(2, variant="basic", liberator=False, mail=False)
    rng = random.Random(0)
    user = await table.advance_until(lambda a: a["type"] == "move", rng)
    assert user is not None
    choices = await table.complete(Play.move_choices, user, "")
    legal = [a for a in await table.legal(user) if a["type"] == "move"]
    assert 1 <= len(choices) <= 25
    assert all(any(stands_for(str(c.value), a) for a in legal) for c in choices)
    # a choice shows the route's cost in MP
    assert any(" MP" in c.name or " PR" in c.name for c in choices)


async def test_nothing_is_offered_before_the_game_or_without_one(table: Table) -> None:
    for func, _ in OFFERS.values():
        assert await table.complete(func, HOST, "") == []
    await table.bot.service.create_game(table.channel_id, Caller(HOST))
    for func, _ in OFFERS.values():
        assert await table.complete(func, HOST, "") == []

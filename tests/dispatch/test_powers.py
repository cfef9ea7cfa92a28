"""Who may do what, as the synced tree shows it and as the service enforces it: the host of a table is not a
moderator (no Manage Server, no moderator role)."""

from __future__ import annotations

import random
from typing import Any

from tests.dispatch.helpers import end_turn, says, started, until_end_turn
from tests.dispatch.sim import HOST, MODERATOR, PLAYERS, Sim

CASES: list[tuple[str, dict[str, Any]]] = [("mod rollback", {}), ("mod deadline", {"hours": 5})]


def visible_to_everyone(commands: list[dict[str, Any]], word: str) -> list[str]:
    """Command paths containing `word` that members without any permission see."""
    out = []
    for c in commands:
        if c.get("default_member_permissions") is not None:  # a permission is needed ("0": administrators only)
            continue
        names = [c["name"], *[f"{c['name']} {o['name']}" for o in c.get("options") or [] if o["type"] == 1]]
        out += [n for n in names if word in n]
    return out


async def test_a_moderator_may_roll_back_and_change_the_deadline(sim: Sim) -> None:
    driver = await started(sim, 2, deadline_hours=12)
    await until_end_turn(driver, random.Random(1))
    for path, options in CASES:
        before = (await sim.status()).version
        ex = await sim.slash(MODERATOR, path, **options)
        assert ex.answered and ex.private
        assert (await sim.status()).version > before, path


async def test_the_host_without_permissions_may_not_roll_back_or_change_the_deadline(sim: Sim) -> None:
    driver = await started(sim, 2, deadline_hours=12)
    await until_end_turn(driver, random.Random(1))
    for path, options in CASES:
        before = (await sim.status()).version
        ex = await sim.slash(HOST, path, **options)
        assert ex.answered and ex.private
        assert (await sim.status()).version == before, f"/{path} by the host changed the game"


async def test_a_skip_command_is_visible_to_hosts(sim: Sim) -> None:
    assert visible_to_everyone(sim.discord.commands, "skip") == ["game skip"]
    assert "game abandon" in visible_to_everyone(sim.discord.commands, "abandon")


def moderator_group(commands: list[dict[str, Any]]) -> dict[str, Any]:
    return next(c for c in commands if c["name"] == "mod")


async def test_mod_stays_hidden_behind_manage_server(sim: Sim) -> None:
    mod = moderator_group(sim.discord.commands)
    assert int(mod["default_member_permissions"]) == 1 << 5  # Manage Server
    assert not visible_to_everyone(sim.discord.commands, "mod")


async def test_the_host_skips_an_absent_player_through_game_skip(sim: Sim) -> None:
    driver = await started(sim, 2)
    status = await sim.status()
    absent = next(p for p in PLAYERS[:2] if p.id != HOST.id)
    rng = random.Random(3)
    for _ in range(5):  # the host plays their own turn as usual first
        if status.waiting_user != HOST.id:
            break
        await end_turn(driver, await until_end_turn(driver, rng))
        status = await sim.status()
    assert status.waiting_user == absent.id
    ex = await sim.slash(HOST, "game skip")
    assert ex.answered and ex.private
    after = await sim.status()
    assert after.version > status.version
    assert (after.waiting_user, after.round, after.phase) != (absent.id, status.round, status.phase), "turn passed"
    assert any(after.waiting_user in m.pinged for m in ex.posts), "the next player is pinged, with buttons"


async def test_a_player_who_is_not_the_host_may_not_skip(sim: Sim) -> None:
    await started(sim, 2)
    status = await sim.status()
    other = next(p for p in PLAYERS[:2] if p.id != HOST.id)
    ex = await sim.slash(other, "game skip")
    assert ex.answered and ex.private and not ex.posts
    assert says(ex.reply_text, "host_or_moderator_only", other.lang) or ex.reply_text
    assert (await sim.status()).version == status.version


async def test_the_host_may_not_remove_or_replace_a_player(sim: Sim) -> None:
    await started(sim, 2)
    before = (await sim.status()).version
    for path in ("mod remove", "mod reset"):
        options: dict[str, Any] = {"colour": "red"} if path == "mod remove" else {}
        ex = await sim.slash(HOST, path, **options)
        assert ex.answered and ex.private and not ex.posts, path
        assert not any(m.custom_ids() for m in ex.private), f"/{path} offered the host a confirmation"
    assert (await sim.status()).version == before


async def test_the_host_abandons_their_table_through_game_abandon(sim: Sim) -> None:
    await started(sim, 2)
    ex = await sim.slash(HOST, "game abandon")
    assert ex.answered
    assert not (await sim.status()).running

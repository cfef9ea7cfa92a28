"""Who may do what, as the synced tree shows it and as the service enforces it: the host of a table is not a
moderator (no Manage Server, no moderator role)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.dispatch.helpers import started, until_end_turn
from tests.dispatch.sim import HOST, MODERATOR, Sim

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


@pytest.mark.xfail(strict=True, reason="issue 11: powers — the host, with no permission, can roll back a phase and "
                                       "change the deadline")
async def test_the_host_without_permissions_may_not_roll_back_or_change_the_deadline(sim: Sim) -> None:
    driver = await started(sim, 2, deadline_hours=12)
    await until_end_turn(driver, random.Random(1))
    for path, options in CASES:
        before = (await sim.status()).version
        ex = await sim.slash(HOST, path, **options)
        assert ex.answered and ex.private
        assert (await sim.status()).version == before, f"/{path} by the host changed the game"


@pytest.mark.xfail(strict=True, reason="issue 11: powers — 'the host may skip' is unreachable: skip exists only "
                                       "under /mod, hidden from members without Manage Server")
async def test_a_skip_command_is_visible_to_hosts(sim: Sim) -> None:
    assert visible_to_everyone(sim.discord.commands, "skip")

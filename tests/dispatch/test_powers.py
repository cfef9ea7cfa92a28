"""Who may do what, as the synced tree shows it and as the service enforces it: the host of a table is not a
moderator (no Manage Server, no moderator role)."""

from __future__ import annotations

import random
from typing import Any

from games import keys
from service.messages import service_text
from tests.dispatch.fakediscord import Exchange
from tests.dispatch.helpers import end_turn, says, started, until_end_turn
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, HOST, MODERATOR, OTHER_CHANNEL, PLAYERS, Sim

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
    sim.clock.advance(24 * 3600 / 4)  # issue 23: the absent player has waited a quarter of the deadline
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


# ---- issue 23: the host-powers matrix (seated host, host who left, moderator, member) ----

def service_says(text: str, key: str, lang: str, **params: Any) -> bool:
    """Whether `text` holds the service's message `key`, as the shared catalogue or a game words it."""
    return any(service_text(key, lang, _room=g, **params) in text for g in (None, *keys()))


LEFT, HEIR, MEMBER, LAST = PLAYERS[:4]  # the host who opened the table and left it; who hosts then; two players
DEADLINE_HOURS = 12


async def lobby_left_by_its_host(sim: Sim, channel_id: int) -> None:
    """A table opened by LEFT, joined by the others; LEFT leaves it: the host role passes to HEIR."""
    await sim.slash(LEFT, "game new", channel_id=channel_id, variant="basic", deadline_hours=DEADLINE_HOURS)
    for p in (HEIR, MEMBER, LAST):
        await sim.slash(p, "game join", channel_id=channel_id)
    ex = await sim.slash(LEFT, "game leave", channel_id=channel_id)
    assert ex.answered and ex.private
    assert any(service_says(m.text, "host_passed", sim.default_language, user=HEIR.id) for m in ex.posts), \
        [m.text for m in ex.posts]
    assert (await sim.status(channel_id)).host == HEIR.id


async def refused_with(sim: Sim, who: Person, path: str, key: str, channel_id: int, **params: Any) -> Exchange:
    """`who` runs /`path`: one private refusal worded `key` in their language, nothing posted, nothing changed."""
    before = await sim.status(channel_id)
    ex = await sim.slash(who, path, channel_id=channel_id)
    assert ex.answered and ex.private and not ex.posts, (path, who.name, ex.reply_text)
    assert service_says(ex.reply_text, key, who.lang, **params), (path, who.name, ex.reply_text)
    after = await sim.status(channel_id)
    assert (after.version, after.status) == (before.version, before.status), f"/{path} by {who.name} changed it"
    return ex


async def test_start_the_host_who_left_and_a_member_may_not_the_seated_host_and_a_moderator_may(sim: Sim) -> None:
    await lobby_left_by_its_host(sim, CHANNEL)
    for who in (LEFT, MEMBER):
        await refused_with(sim, who, "game start", "host_or_moderator_only", CHANNEL)
    ex = await sim.slash(HEIR, "game start")
    assert ex.answered and (await sim.status()).running
    await lobby_left_by_its_host(sim, OTHER_CHANNEL)
    ex = await sim.slash(MODERATOR, "game start", channel_id=OTHER_CHANNEL)
    assert ex.answered and (await sim.status(OTHER_CHANNEL)).running


async def test_skip_the_host_who_left_and_a_member_never_the_seated_host_after_a_while_a_moderator_at_once(
        sim: Sim) -> None:
    await lobby_left_by_its_host(sim, CHANNEL)
    await sim.slash(HEIR, "game start")
    for who in (LEFT, MEMBER):
        await refused_with(sim, who, "game skip", "host_or_moderator_only", CHANNEL)
    status = await sim.status()
    began = sim.clock.now()
    sim.clock.advance(DEADLINE_HOURS * 3600 / 4 - 60)  # a minute short of a quarter of the deadline
    ex = await refused_with(sim, HEIR, "game skip", "skip_too_early", CHANNEL, colour=status.waiting_for,
                            at=int(began + DEADLINE_HOURS * 3600 / 4))
    assert f"<t:{int(began + DEADLINE_HOURS * 3600 / 4)}:R>" in ex.reply_text  # from when: a Discord timestamp
    sim.clock.advance(60)
    ex = await sim.slash(HEIR, "game skip")
    assert ex.answered and any(service_says(m.text, "skipped", sim.default_language, colour=status.waiting_for, user=HEIR.id)
                               for m in ex.posts), [m.text for m in ex.posts]
    after = await sim.status()
    assert after.version > status.version
    ex = await sim.slash(MODERATOR, "game skip")  # the next player, at once
    assert ex.answered and (await sim.status()).version > after.version


async def test_abandon_the_host_who_left_and_a_member_may_not_the_seated_host_and_a_moderator_may(
        sim: Sim) -> None:
    await lobby_left_by_its_host(sim, CHANNEL)
    await sim.slash(HEIR, "game start")
    for who in (LEFT, MEMBER):
        await refused_with(sim, who, "game abandon", "host_or_moderator_only", CHANNEL)
    ex = await sim.slash(HEIR, "game abandon")
    assert ex.answered and not (await sim.status()).running
    await lobby_left_by_its_host(sim, OTHER_CHANNEL)
    await sim.slash(HEIR, "game start", channel_id=OTHER_CHANNEL)
    ex = await sim.slash(MODERATOR, "game abandon", channel_id=OTHER_CHANNEL)
    assert ex.answered and not (await sim.status(OTHER_CHANNEL)).running

"""Where moderator alerts go (issue 11): the moderators' channel in the server's settings, else the moderator
role pinged in the game's channel, else (neither set) the server's owner by direct message; the outbox writes
them as a row of their own for that destination."""

from __future__ import annotations

import pytest

from service import Caller, FakeClock, ServiceError, TableService
from service.guild import alert_target
from service.messages import Message
from service.outbox import OWNER, outcome_of, owner_queue, posts_of
from service.outcome import Outcome

MOD = Caller(9999, is_moderator=True)
GUILD = 77


async def test_the_moderators_channel_is_stored_and_cleared(svc: TableService) -> None:
    assert await alert_target(svc.pipeline, GUILD) == (owner_queue(GUILD), None)  # neither set: the owner's DMs
    await svc.update_settings(GUILD, MOD, moderator_role_id=5)
    assert await alert_target(svc.pipeline, GUILD) == (None, 5)
    await svc.update_settings(GUILD, MOD, alert_channel_id=123)
    assert await alert_target(svc.pipeline, GUILD) == (123, None)
    svc.pipeline.guilds.pop(GUILD)  # from the store, not from memory
    assert (await svc.settings(GUILD)).extra["alert_channel"] == 123
    await svc.update_settings(GUILD, MOD, alert_channel_id=None)
    assert await alert_target(svc.pipeline, GUILD) == (None, 5)
    assert await alert_target(svc.pipeline, None) == (None, None)


@pytest.mark.parametrize("bad", ["123", True, -4, 1.5])
async def test_a_bad_moderators_channel_is_refused_in_words(svc: TableService, bad: object) -> None:
    with pytest.raises(ServiceError) as err:
        await svc.update_settings(GUILD, MOD, alert_channel_id=bad)  # type: ignore[arg-type]
    assert err.value.key == "bad_request"
    assert "alert_channel" not in err.value.message("pl") and "alert_channel" not in err.value.message("en")


def test_alerts_for_the_moderators_channel_are_a_row_of_their_own() -> None:
    out = Outcome(10, 1, 5, public=[Message("auto_pass", {"colour": "red", "user": 3})],
                  moderators=[Message("missed_turns", {"colour": "red", "user": 3, "count": 2, "channel": 10})],
                  alerts_to=20)
    public, alerts = posts_of(out, 1.0, None)
    assert public.channel_id is None and public.kind == "public"  # the game's channel (the commit's)
    assert outcome_of(public.body, 10).moderators == []
    assert alerts.channel_id == 20 and alerts.kind == "moderators"
    back = outcome_of(alerts.body, 20)
    assert [m.key for m in back.moderators] == ["missed_turns"] and not back.public and back.turn is None


def test_without_a_moderators_channel_the_alert_keeps_the_role_to_ping() -> None:
    out = Outcome(10, 1, 5, moderators=[Message("sweep_failed", {"game": 1, "detail": "store_unavailable"})],
                  alert_role=55)
    [row] = posts_of(out, 1.0, None)
    assert outcome_of(row.body, 10).alert_role == 55


def test_alerts_for_the_owner_are_a_row_of_their_own_in_a_queue_no_channel_has() -> None:
    out = Outcome(10, 1, 5, public=[Message("auto_pass", {"colour": "red", "user": 3})],
                  moderators=[Message("missed_turns", {"colour": "red", "user": 3, "count": 2, "channel": 10})],
                  alerts_to=owner_queue(GUILD))
    public, alerts = posts_of(out, 1.0, None)
    assert outcome_of(public.body, 10).moderators == [], "not in the game channel"
    assert alerts.kind == OWNER and alerts.channel_id == owner_queue(GUILD) < 0
    assert [m.key for m in outcome_of(alerts.body, alerts.channel_id).moderators] == ["missed_turns"]


async def test_with_nothing_set_the_missed_turns_alert_is_committed_for_the_owner(svc: TableService,
                                                                                clock: FakeClock) -> None:
    """Both stores, no schema change: the owner's row is written with the timeout's commit, kind "owner"."""
    host = Caller(1000, guild_id=GUILD)
    await svc.create_game(4, host)
    await svc.join(4, Caller(1001, guild_id=GUILD))
    await svc.start(4, host)
    for _ in range(6):
        clock.advance(25 * 3600)
        if any(m.key == "missed_turns" for out in await svc.sweep() for m in out.moderators):
            break
    rows = await svc.store.pending_posts(owner_queue(GUILD), 10)
    assert rows and all(r.kind == OWNER and r.guild_id == GUILD and r.game_id is not None for r in rows)
    assert [m.key for m in outcome_of(rows[0].body, rows[0].channel_id).moderators] == ["missed_turns"]
    game_rows = await svc.store.pending_posts(4, 100)
    assert not any(outcome_of(r.body, 4).moderators for r in game_rows), "nothing for moderators in the game channel"
    await svc.store.post_progress(rows[0].id, 0, delivered_at=clock.now(), error="403 50007: owner DM refused")
    assert rows[0].id not in [r.id for r in await svc.store.pending_posts(owner_queue(GUILD), 10)]

"""Where moderator alerts go (issue 11): the moderators' channel in the server's settings, else the moderator
role pinged in the game's channel; the outbox writes them as a row of their own for that channel."""

from __future__ import annotations

import pytest

from service import Caller, ServiceError, TableService
from service.guild import alert_target
from service.messages import Message
from service.outbox import outcome_of, posts_of
from service.outcome import Outcome

MOD = Caller(9999, is_moderator=True)
GUILD = 77


async def test_the_moderators_channel_is_stored_and_cleared(svc: TableService) -> None:
    assert await alert_target(svc.pipeline, GUILD) == (None, None)
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

"""The players' notification settings (service/notify.py): quiet hours in the player's own zone, over midnight
and across a change of summer time; one setting for all games, overridable per game; closed DMs fall back."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from service.errors import ServiceError
from service.notify import GameOverride, NotifySettings, parse_quiet

WARSAW = ZoneInfo("Europe/Warsaw")


def at(y: int, mo: int, d: int, h: int, mi: int = 0, zone: ZoneInfo = WARSAW) -> float:
    return datetime(y, mo, d, h, mi, tzinfo=zone).timestamp()


def test_quiet_hours_over_midnight_in_the_players_zone() -> None:
    s = NotifySettings(quiet=parse_quiet("22-7"), zone="Europe/Warsaw")
    assert s.quiet_until(at(2026, 1, 10, 21, 59)) is None
    assert s.quiet_until(at(2026, 1, 10, 22, 0)) == at(2026, 1, 11, 7)
    assert s.quiet_until(at(2026, 1, 11, 3, 30)) == at(2026, 1, 11, 7)
    assert s.quiet_until(at(2026, 1, 11, 7, 0)) is None
    tokyo = NotifySettings(quiet=(22 * 60, 7 * 60), zone="Asia/Tokyo")  # the same instant is day in Tokyo
    assert tokyo.quiet_until(at(2026, 1, 10, 23, 0)) is None


def test_quiet_hours_across_the_change_to_summer_time() -> None:
    s = NotifySettings(quiet=(1 * 60, 4 * 60), zone="Europe/Warsaw")  # 29 March 2026: 2:00 -> 3:00
    assert s.quiet_until(at(2026, 3, 29, 1, 30)) == at(2026, 3, 29, 4)
    assert s.quiet_until(at(2026, 3, 29, 1, 30)) - at(2026, 3, 29, 1, 30) == 1.5 * 3600


def test_spans_and_refusals() -> None:
    assert parse_quiet("22:30-07:15") == (22 * 60 + 30, 7 * 60 + 15)
    assert parse_quiet("off") is None and parse_quiet("") is None
    for bad in ("late", "25-7", "7-7", "22-"):
        with pytest.raises(ServiceError):
            parse_quiet(bad)


def test_a_game_overrides_and_closed_dms_fall_back_to_the_channel() -> None:
    s = NotifySettings(where="dm", next=True, games={5: GameOverride("both", False)})
    assert s.for_game(5) == ("both", False) and s.for_game(6) == ("dm", True)
    assert NotifySettings(where="dm", dm_closed=True).for_game(6) == ("channel", False)
    assert NotifySettings.from_json(s.to_json()) == s


def test_mali_says_who_is_next_in_its_own_order() -> None:
    from service.mali.rules import MaliRules

    rules = MaliRules()
    state, _ = rules.new_game(["orange", "red", "violet"], rules.options({"variant": "basic"}), 7)
    now = rules.waiting_for(state)[0]
    after = rules.next_up(state)
    assert after and after != now

"""/away's moment: some hours from now, or a date and time (UTC unless it names an offset)."""

from __future__ import annotations

from datetime import UTC, datetime

from cogs.away import moment

NOW = 1_700_000_000.0


def test_hours_from_now() -> None:
    assert moment(5, None, NOW) == NOW + 5 * 3600
    assert moment(5, "2030-01-01 10:00", NOW) == NOW + 5 * 3600  # hours win when both are given


def test_a_date_and_time_in_utc_or_with_its_offset() -> None:
    assert moment(None, "2026-12-24 18:00", NOW) == datetime(2026, 12, 24, 18, tzinfo=UTC).timestamp()
    assert moment(None, "2026-12-24T18:00+01:00", NOW) == datetime(2026, 12, 24, 17, tzinfo=UTC).timestamp()


def test_nothing_readable_is_none() -> None:
    assert moment(None, None, NOW) is None
    assert moment(None, "next friday", NOW) is None
    assert moment(None, "  ", NOW) is None

"""The multi-process test's figures, on ledgers made by hand: a wrong count there would pass a broken delivery or
fail a sound one (tests/integration/ledger.py)."""

from __future__ import annotations

from pathlib import Path

from tests.integration import ledger as lg
from tests.integration.ledger import Entry, SharedDir


def post(at: float, channel: int, nonce: str, status: int = 200, pid: int = 1, refs: tuple[int, ...] = ()) -> Entry:
    return Entry(at, pid, f"w{pid}", "channel_post", channel, nonce, status, refs=refs)


def test_a_repeated_nonce_is_a_part_posted_twice_and_a_late_part_is_out_of_order() -> None:
    entries = [post(0.0, 7, "1.0.1"), post(0.1, 7, "2.0.1"), post(0.2, 7, "1.0.1", pid=2), post(0.3, 8, "3.0.2"),
               post(0.4, 7, "2.1.1"), post(0.5, 7, "4.0.0", status=403)]
    assert lg.posted_twice(entries) == {(1, 0): 2}
    assert lg.out_of_order(entries) == [(7, (1, 0), (2, 0))]
    assert lg.out_of_order([post(0.0, 7, "1.0.1"), post(0.1, 7, "1.1.1"), post(0.2, 8, "0.0.1")]) == []


def test_the_busiest_second_slides() -> None:
    entries = [post(t / 100, 7, f"{t}.0.1") for t in range(0, 60)] + [post(2.0 + t / 10, 7, f"{t}.0.1")
                                                                      for t in range(5)]
    assert lg.busiest_second(entries)[0] == 60
    assert lg.busiest_second([post(0.0, 7, "1.0.1"), post(1.0, 7, "2.0.1")])[0] == 1


def test_refusals_allowed_follow_the_doubling_pause() -> None:
    assert lg.allowed_refusals(0.5, 1.0, 4.0) == 1
    assert lg.allowed_refusals(5.9, 1.0, 4.0) == 3  # at 0, 1 and 3 s; the next at 7 s
    assert lg.allowed_refusals(14.9, 1.0, 4.0) == 5  # 0, 1, 3, 7, 11; the next at 15 s
    refused = [post(t, 7, "1.0.1", status=403) for t in (0.0, 0.45, 1.5, 3.5)]
    assert lg.tight_refusals(refused, 1.0) == 1


def test_alerts_are_counted_by_outbox_post_in_the_moderators_channel() -> None:
    entries = [post(0.0, 9, "5.0.0", refs=(7,)), post(0.1, 9, "6.0.0", refs=(7,)), post(0.2, 9, "6.0.0", refs=(7,)),
               post(0.3, 9, "8.0.0", refs=(3,)), post(0.4, 7, "9.0.0", refs=(7,))]
    assert lg.alerts_about(entries, 7, 9) == {5: 1, 6: 2}


def test_the_global_window_answers_the_51st_request_of_a_second(tmp_path: Path) -> None:
    shared = SharedDir(tmp_path).make()
    with shared.locked():
        assert all(shared.admit(100.0 + i / 100) is None for i in range(50))
        wait = shared.admit(100.5)
        assert wait is not None and 0.45 < wait <= 0.51
        assert shared.admit(101.2) is None  # the first second's requests have left the window
    shared.append({"at": 1.0, "pid": 1, "worker": "w1", "kind": "channel_post", "channel": 7, "nonce": "1.0.1",
                   "status": 429, "global": True})
    assert lg.global_429s(lg.read_ledger(tmp_path)) == 1

"""Who hears "you're next" (service/notices.py): the rules' own order where they say it (Mali: this deployment's
or round's queue, nobody at its end), else the next seat; never someone already waited for."""

from __future__ import annotations

from service.meta import GameMeta, Seat
from service.notices import dm_queue, next_up


def meta(*colours: str) -> GameMeta:
    return GameMeta(host=1, options={}, seats=[Seat(i + 1, c) for i, c in enumerate(colours)])


def test_the_rules_say_or_the_next_seat() -> None:
    m = meta("red", "blue", "green")
    assert next_up(m, ["red"]) == "blue" and next_up(m, ["green"]) == "red"
    assert next_up(m, ["red"], "green") == "green"  # the rules' order wins
    assert next_up(m, ["red"], "") is None  # nobody can tell yet (a round's end)
    assert next_up(m, ["red", "blue"]) is None  # several at once: nobody is "next"
    assert next_up(meta("red"), ["red"]) is None


def test_a_players_queue_is_never_a_channel_or_an_owners() -> None:
    assert dm_queue(42) == -42 < 0

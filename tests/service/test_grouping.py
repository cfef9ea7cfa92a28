"""The channel's policy (service/grouping.py), on its own: what a commit's outcome posts, for any game (here the
rules of Ten, tests/ten, with one notable event added), with the turn call and events a commit would give it."""

from __future__ import annotations

from jsontypes import Event
from service.grouping import SINCE_LINES, group
from service.messages import EVENT, SINCE, SUMMARY, Message
from service.meta import GameMeta, Seat
from service.outcome import Outcome
from service.results import TurnCall
from tests.ten.rules import ToyRules

RED, BLUE = 1, 2


class Rules(ToyRules):
    def notable(self, event: Event) -> bool:
        return event.get("type") == "boom"

    def said_by_ping(self, event: Event) -> bool:
        return event.get("type") == "turn_of"


RULES = Rules()


def meta(live: bool = False) -> GameMeta:
    return GameMeta(host=RED, options={}, seats=[Seat(RED, "red"), Seat(BLUE, "blue")], live=live)


def said(*kinds: str) -> list[Message]:
    return [Message(EVENT, {"event": {"type": k}}, RULES.key) for k in kinds]


def move(m: GameMeta, who: int, *kinds: str, turn: TurnCall | None = None, events: list[Event] | None = None,
         kind: str = "action", played: bool = True, replaced: bool = False) -> Outcome:
    """One commit's outcome after `group`: public events `kinds`, a turn call if someone new must act."""
    evs: list[Event] = events if events is not None else [{"type": k} for k in kinds]
    out = Outcome(1, 1, 1, public=said(*kinds), turn=turn, game=RULES.key)
    if turn is not None:
        out.public.append(Message("your_turn", {"colour": turn.colour, "user": turn.user, "deadline": None}))
        out.ping(turn.user)
    group(out, m, RULES, evs, kind=kind, actor=who, played=played, replaced=replaced)
    return out


def blue_turn() -> TurnCall:
    return TurnCall("blue", BLUE, None, 0, "turn", ("blue",), (BLUE,), game=RULES.key)


def summary_kinds(out: Outcome) -> list[str]:
    [summary] = [m for m in out.public if m.key == SUMMARY]
    return [line["params"]["event"]["type"] for line in summary.params["lines"]]


def test_moves_within_a_turn_are_held_and_told_to_their_player_B_5_7() -> None:
    m = meta()
    out = move(m, RED, "played")
    assert out.public == [] and [x.params["event"]["type"] for x in out.private[RED]] == ["played"]
    move(m, RED, "moved")
    end = move(m, RED, "ended", turn=blue_turn())
    assert end.one and summary_kinds(end) == ["played", "moved"]
    assert [x.key for x in end.public][-1] == "your_turn" and end.pings == [BLUE]
    assert m.held == []


def test_an_undo_of_one_step_drops_only_that_step_and_of_the_turn_all_of_it_B_5_7() -> None:
    m = meta()
    for kind in ("played", "moved", "took"):
        move(m, RED, kind)
    undo_one = move(m, RED, "undone", events=[{"type": "undone", "actions": [{"type": "take"}]}])
    assert undo_one.public == [] and undo_one.private[RED]
    end = move(m, RED, "ended", turn=blue_turn())
    assert summary_kinds(end) == ["played", "moved"], "the undone step never reaches the channel"
    for kind in ("played", "moved"):
        move(m, BLUE, kind)
    move(m, BLUE, "undone", events=[{"type": "undone", "actions": [{"type": "a"}, {"type": "b"}]}])
    assert m.held == []


def test_a_rollback_throws_away_what_was_held() -> None:
    m = meta()
    move(m, RED, "played")
    out = move(m, RED, "rolled", kind="rollback", replaced=True, turn=blue_turn())
    assert not [x for x in out.public if x.key == SUMMARY] and m.held == []


def test_a_reminder_leaves_the_turn_held() -> None:
    m = meta()
    move(m, RED, "played")
    reminder = Outcome(1, 1, 1, public=[Message("reminder", {})], game=RULES.key)
    reminder.ping(RED)
    group(reminder, m, RULES, [], kind="remind", actor=None, played=False, replaced=False)
    assert reminder.one and [x.key for x in reminder.public] == ["reminder"] and len(m.held) == 1


def test_every_move_live_posts_each_move_as_it_happens() -> None:
    m = meta(live=True)
    out = move(m, RED, "played")
    assert [x.params["event"]["type"] for x in out.public] == ["played"] and not out.one and m.held == []


def test_since_your_last_turn_is_the_news_told_since_the_pinged_player_acted() -> None:
    m = meta()
    move(m, BLUE, "ended", turn=TurnCall("red", RED, None, 0, "turn", ("red",), (RED,), game=RULES.key))
    for _ in range(SINCE_LINES + 2):  # red's turns, each with news, each ending with blue's ping
        move(m, RED, "boom")
        out = move(m, RED, "ended", turn=blue_turn())
    [since] = [x for x in out.public if x.key == SINCE]
    assert len(since.params["lines"]) == SINCE_LINES, "the latest few, told in earlier messages"
    assert [x.key for x in out.public][-2:] == [SINCE, "your_turn"]
    first = move(m, BLUE, "ended", turn=TurnCall("red", RED, None, 0, "turn", ("red",), (RED,), game=RULES.key))
    assert not [x for x in first.public if x.key == SINCE], "red saw its own news: nothing since"


def test_a_line_that_only_says_whose_turn_it_is_gives_way_to_the_ping() -> None:
    """"Turn of: blue." above "@blue, your turn" says it twice: the ping says it (the game names such lines)."""
    m = meta()
    end = move(m, RED, "ended", "turn_of", turn=blue_turn())
    kinds = [x.params["event"]["type"] for x in end.public if x.key == EVENT]
    assert kinds == ["ended"] and end.public[-1].key == "your_turn"
    live = move(meta(live=True), RED, "ended", "turn_of", turn=blue_turn())
    assert [x.params["event"]["type"] for x in live.public if x.key == EVENT] == ["ended", "turn_of"], "live: as before"

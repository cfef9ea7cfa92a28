"""One public message per turn (issue 24): the service's policy for what a commit posts in the channel.

While a player takes their turn, what each of their actions says is held in the game's metadata (committed with
the move, so a restart loses none of it) and shown to them privately; an undo drops what it takes back, so an
undone move never reaches the channel. The channel gets one message when someone new must act, a phase ends
(the board), the game ends, or anything else happens (a moderator, a deadline): the turn's held words as one
line, what then happened by itself, the board, and the ping with, for those pinged, what happened since they
last acted (the game's `notable` news, already told in earlier messages). A table that asked for every move
live (`GameMeta.live`) posts each action as it happens, as before.

Knows no game: the rules adapter says which events are news and which only tell how far a simultaneous move got.
"""

from __future__ import annotations

from collections.abc import Sequence

from jsontypes import Event
from service.messages import EVENT, SINCE, SUMMARY, Message, message_json
from service.meta import GameMeta
from service.outcome import Outcome
from service.rules import GameRules

TURN_KEYS = frozenset({"your_turn", "your_turn_no_deadline", "your_turn_many", "your_turn_many_no_deadline"})
UNDO_KEYS = frozenset({"undo_done"})
QUIET_KINDS = frozenset({"join"})  # the lobby is one message (its opening): who sat down, the start names them
SINCE_LINES = 6  # at most this many lines of "since your last turn" in a ping (the latest)
NEWS_KEPT = 2 * SINCE_LINES  # news kept for it in the game's metadata (written with every commit: kept small)


def group(out: Outcome, meta: GameMeta, rules: GameRules, events: Sequence[Event], *, kind: str,
          actor: int | None, played: bool, replaced: bool) -> None:
    """Decide what `out` posts: held for the end of the turn, or one message with what was held (a seat taken
    in the lobby: nothing, the start names every seat). `kind` is the log entry's, `actor` who acted, `played` whether the state changed, `replaced` whether it was replaced
    rather than played on (a start, a reset, a rollback: what was held is void)."""
    if meta.live:
        return
    seat = None if actor is None else meta.seat_of(actor)
    colour = None if seat is None else seat.colour
    remember(meta, rules, events, colour if kind == "action" else None)
    if replaced:
        meta.held = []
    if any(rules.progress_only(ev) for ev in events):
        out.public = [m for m in out.public if not (m.key == EVENT and rules.progress_only(m.params["event"]))]
    told = [m for m in out.public if m.key not in TURN_KEYS]
    undone = next((ev for ev in events if ev.get("type") == "undone"), None)
    if kind in QUIET_KINDS and not out.pings:
        if actor is not None:
            for m in told:
                out.tell(actor, m)
        out.public = []
        return
    if played and kind == "action" and out.turn is None and not out.renders and not out.moderators \
            and not out.pings:
        if undone is not None:
            actions = undone.get("actions")
            taken = len(actions) if isinstance(actions, list) and actions else len(meta.held)
            meta.held = meta.held[:max(0, len(meta.held) - taken)]
        else:
            meta.held.append([message_json(m) for m in told])
        if actor is not None:
            for m in told:
                out.tell(actor, m)
        out.public = [m for m in out.public if m.key in TURN_KEYS]
        return
    held = [line for group_ in meta.held for line in group_] if played else []  # a reminder leaves them held
    if played:
        meta.held = []
    if not out.public and not held and not out.renders and not out.moderators:
        return
    out.one = True
    lines = [m for m in told if not (undone is not None and (m.key in UNDO_KEYS or is_event(m, "undone")))]
    if out.turn is not None and out.pings:  # the ping says whose turn it is
        lines = [m for m in lines if not (m.key == EVENT and rules.said_by_ping(m.params["event"]))]
    summary = [Message(SUMMARY, {"lines": held}, rules.key)] if held else []
    since = since_message(meta, rules, out) if out.turn is not None else []
    out.public = [*summary, *lines, *since, *[m for m in out.public if m.key in TURN_KEYS]]
    if played:  # the news of the moves held until now is in this message
        meta.told = meta.counter


def is_event(m: Message, kind: str) -> bool:
    return m.key == EVENT and m.params["event"].get("type") == kind


def remember(meta: GameMeta, rules: GameRules, events: Sequence[Event], colour: str | None) -> None:
    """Number this commit's news for "since your last turn", and mark the colour that acted."""
    notable = [ev for ev in events if "private_to" not in ev and rules.notable(ev)]
    if notable:
        meta.counter += 1
        meta.news = [*meta.news, *({"n": meta.counter, "e": ev} for ev in notable)][-NEWS_KEPT:]
    if colour is not None:
        meta.acted[colour] = meta.counter
        seated = meta.colours()
        if seated and all(c in meta.acted for c in seated):  # what every player has seen since is no one's news
            oldest = min(meta.acted[c] for c in seated)
            meta.news = [n for n in meta.news if int(n["n"]) > oldest]


def since_message(meta: GameMeta, rules: GameRules, out: Outcome) -> list[Message]:
    """For those the message pings: the news told in earlier messages since the first of them last acted
    (none for a player who never acted yet)."""
    assert out.turn is not None
    marks = [meta.acted[c] for c in out.turn.colours if c in meta.acted]
    if not marks:
        return []
    after = min(marks)
    lines = [n["e"] for n in meta.news if after < int(n["n"]) <= meta.told][-SINCE_LINES:]
    if not lines:
        return []
    return [Message(SINCE, {"lines": [message_json(Message(EVENT, {"event": e}, rules.key)) for e in lines]},
                    rules.key)]

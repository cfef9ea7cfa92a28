"""The outbox's bodies: an outcome's public part as plain JSON, written in the same transaction as the commit
that causes it (issue 11), and read back into an `Outcome` when the deliverer posts it.

Only what is needed to word and draw the posts is kept: the messages (key and parameters, worded at delivery
in the server's language), the last public view to draw (the PNG is drawn at delivery, never stored), the
pings, the turn call and the seats' names. A crash between the commit and the posts loses nothing: on
start-up the deliverer posts what was committed but never delivered.
"""

from __future__ import annotations

from dataclasses import replace

from games import find
from jsontypes import Json
from service.encoding import encode_json
from service.messages import message_json, message_of
from service.outcome import Outcome, RenderRequest
from service.results import TurnCall
from store.errors import CorruptRow
from store.interface import GameStore
from store.records import NewPost, Post

FORMAT = 2  # 2: the body names its game ("key"); a body of format 1 (an older bot's) takes the game of its row
OWNER = "owner"  # the outbox kind of a moderator alert sent by direct message to the server's owner


def owner_queue(guild_id: int) -> int:
    """The outbox "channel" of a server's owner-DM alerts: the guild id negated, so it can never be a real
    channel's queue (the DM channel itself is opened at delivery: the owner is known from the gateway only)."""
    return -guild_id


def is_owner_queue(channel_id: int | None) -> bool:
    return channel_id is not None and channel_id < 0


def has_public(out: Outcome) -> bool:
    """Whether the outcome has anything to post in the channel (news, a board, moderator alerts)."""
    return bool(out.public or out.renders or out.moderators)


def body_of(out: Outcome) -> Json:
    """The outcome's public part as JSON (the board: only the last view, the one that is drawn)."""
    turn = out.turn
    return {
        "format": FORMAT, "game": out.game_id, "key": out.game, "version": out.version,
        "public": [message_json(m) for m in out.public],
        "moderators": [message_json(m) for m in out.moderators],
        "render": None if not out.renders else {"view": out.renders[-1].view, "reason": out.renders[-1].reason},
        "pings": list(out.pings),
        "turn": None if turn is None else {"colour": turn.colour, "user": turn.user, "deadline": turn.deadline,
                                           "epoch": turn.epoch, "owes": turn.owes, "colours": list(turn.colours),
                                           "users": list(turn.users), "game": turn.game},
        "seats": dict(out.seats), "names": dict(out.names), "alert_role": out.alert_role,
        **({"one": True} if out.one else {}),
    }


def posts_of(out: Outcome, at: float, actor_id: int | None) -> list[NewPost]:
    """The outbox rows an outcome needs: none when it has nothing public; moderator alerts bound for the
    moderators' channel (`alerts_to`) in a row of their own for that channel (kind "moderators"), or, with
    neither a channel nor a role set, for the owner's direct messages (kind "owner", `owner_queue`)."""
    if not has_public(out):
        return []
    if out.moderators and out.alerts_to is not None and out.alerts_to != out.channel_id:
        alerts = Outcome(out.channel_id, out.game_id, out.version, moderators=list(out.moderators), game=out.game)
        public = replace(out, moderators=[])
        rows = [NewPost(encode_json(body_of(public)), at, actor_id=actor_id)] if has_public(public) else []
        return [*rows, NewPost(encode_json(body_of(alerts)), at, channel_id=out.alerts_to, actor_id=actor_id, kind=OWNER if is_owner_queue(out.alerts_to) else "moderators")]
    return [NewPost(encode_json(body_of(out)), at, actor_id=actor_id)]


def outcome_of(body: Json, channel_id: int, game: str | None = None) -> Outcome:
    """An outbox body back as the outcome the posting code reads; `game` is the key of the game of the post's
    row, for a body that does not name it (written by an older bot)."""
    game = body.get("key") or game
    out = Outcome(channel_id, body.get("game"), body.get("version"), game=None if game is None else str(game),
                  public=[message_of(m) for m in body.get("public", [])],
                  moderators=[message_of(m) for m in body.get("moderators", [])],
                  pings=[int(u) for u in body.get("pings", [])],
                  seats={str(k): int(v) for k, v in body.get("seats", {}).items()},
                  names={str(k): str(v) for k, v in body.get("names", {}).items()},
                  alert_role=None if body.get("alert_role") is None else int(body["alert_role"]),
                  one=bool(body.get("one", False)))
    render = body.get("render")
    if isinstance(render, dict):
        out.renders.append(RenderRequest(render["view"], str(render.get("reason", "board"))))
    turn = body.get("turn")
    if isinstance(turn, dict):
        out.turn = TurnCall(str(turn["colour"]), turn.get("user"), turn.get("deadline"), int(turn.get("epoch", 0)),
                            turn.get("owes"), tuple(str(c) for c in turn.get("colours") or [turn["colour"]]),
                            tuple(int(u) for u in turn.get("users") or ([turn["user"]] if turn.get("user") else [])),
                            game=str(turn.get("game") or out.game))
    return out


async def game_of(post: Post, store: GameStore) -> str | None:
    """The key of the game a post is about, for a body that does not name it (written by an older bot): the
    game of the post's row. None when the body names it, or nothing does."""
    if post.body.get("key") or post.game_id is None:
        return None
    try:
        rec = await store.game(post.game_id)
    except CorruptRow:
        return None
    spec = None if rec is None else find(rec.game_type)
    return None if spec is None else spec.key

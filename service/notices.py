"""Direct-message notices (issue 27): "your turn", "you're next" and reminders, written to the outbox with the
commit that causes them, one queue per player, and delivered by the outbox's delivery like any post (exactly
once, in order per player, retried, after a restart too).

A notice is written for every player the game newly waits for (and for the player after them, "you're next") who
takes direct messages at all (the store writes it only then: `NewPost.for_user`, so a player who never asked
costs nothing); whether it is sent, waits for the end of quiet hours, or is dropped is decided when it is delivered, from the
player's settings then (service/notify.py), so that a commit never reads them. A player whose direct messages
refuse the bot gets the channel's ping instead (`fallback_posts`), and their settings remember it.
"""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from service.encoding import encode_json
from service.messages import Message
from service.meta import GameMeta
from service.outbox import FORMAT, body_of
from service.outcome import Outcome
from service.rules import GameRules
from store.records import NewPost, Post

DM = "dm"  # the outbox kind of a notice by direct message to a player
TURN, NEXT, REMINDER = "turn", "next", "reminder"


def dm_queue(user_id: int) -> int:
    """A player's notices' outbox "channel": the user id negated, never a real channel (nor a server owner's queue,
    service.outbox.owner_queue: Discord's ids are unique across users and servers)."""
    return -user_id


def notice(kind: str, user: int, game_id: int, game: str, channel_id: int, guild_id: int | None, *,
           epoch: int = 0, owes: str | None = None, deadline: float | None = None, version: int | None = None) -> Json:
    return {"format": FORMAT, "notice": kind, "user": user, "game": game_id, "key": game, "channel": channel_id,
            "guild": guild_id, "epoch": epoch, "owes": owes, "deadline": None if deadline is None else int(deadline),
            "version": version}


def next_up(meta: GameMeta, waiting: list[str], said: str | None = None) -> str | None:
    """The player after the one the game now waits for (a game of turns, one player at a time): as the rules say
    (`said`; "" nobody yet), else the next seat; unless they are waiting already; None when several wait at once."""
    if len(waiting) != 1:
        return None
    if said is not None:
        return None if not said or said in waiting else said
    colours = [s.colour for s in meta.seats if s.colour is not None and not s.removed]
    if waiting[0] not in colours or len(colours) < 2:
        return None
    after = colours[(colours.index(waiting[0]) + 1) % len(colours)]
    return None if after in waiting else after


def turn_notices(out: Outcome, meta: GameMeta, rules: GameRules, state: Any, guild_id: int | None,
                 at: float) -> list[NewPost]:
    """The notices a commit that starts new turns writes: "your turn" to each player newly waited for, "you're
    next" to the one after (a one-at-a-time game)."""
    turn = out.turn
    if turn is None or out.game_id is None or state is None:
        return []
    posts = []
    for colour in turn.colours:
        user = meta.user_of(colour)
        if user is None:
            continue
        timer = meta.turns.get(colour)
        body = notice(TURN, user, out.game_id, rules.key, out.channel_id, guild_id, epoch=meta.epoch,
                      owes=rules.owes(state, colour), deadline=None if timer is None else timer.deadline,
                      version=out.version)
        posts.append(NewPost(encode_json(body), at, channel_id=dm_queue(user), guild_id=guild_id, kind=DM,
                             for_user=user))
    said = getattr(rules, "next_up", None)  # (a stand-in adapter of a test may not say)
    after = next_up(meta, list(rules.waiting_for(state)), None if said is None else said(state))
    user = meta.user_of(after)
    if after is not None and user is not None and user not in turn.users:
        body = notice(NEXT, user, out.game_id, rules.key, out.channel_id, guild_id, epoch=meta.epoch,
                      version=out.version)
        posts.append(NewPost(encode_json(body), at, channel_id=dm_queue(user), guild_id=guild_id, kind=DM,
                             for_user=user))
    return posts


def reminder_notices(out: Outcome, game: str, guild_id: int | None, deadline: float | None, epoch: int,
                     at: float) -> list[NewPost]:
    """A reminder's notices: one to each player it names."""
    if out.game_id is None:
        return []
    return [NewPost(encode_json(notice(REMINDER, user, out.game_id, game, out.channel_id, guild_id, epoch=epoch,
                                       deadline=deadline, version=out.version)),
                    at, channel_id=dm_queue(user), guild_id=guild_id, kind=DM, for_user=user)
            for user in out.pings]


def fallback_posts(post: Post, at: float) -> list[NewPost]:
    """A "your turn" or reminder notice the player's direct messages refused: the ping in the game's channel
    instead (a "you're next" is only dropped)."""
    body = post.body
    if body.get("notice") not in (TURN, REMINDER) or not isinstance(body.get("channel"), int):
        return []
    user = int(body["user"])
    out = Outcome(int(body["channel"]), post.game_id, None, public=[Message("turn_ping_dm_closed", {"user": user})],
                  pings=[user], game=str(body.get("key")) if body.get("key") else None)
    out.in_room(out.game)
    return [NewPost(encode_json(body_of(out)), at, channel_id=out.channel_id, guild_id=post.guild_id,
                    actor_id=None)]

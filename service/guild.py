"""A server's settings (moderator role, default deadline, language, missed-turn alert, the moderators' channel
for alerts), remembered per server and forgotten when they change, so a click does not read them from the store
again and again. The moderators' channel lives in the settings' JSON `extra` (no new column on either store)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service import checks
from service.caller import Caller
from service.errors import refused
from service.messages import Message
from service.outbox import owner_queue
from service.outcome import Outcome
from service.pipeline import Pipeline
from service.results import SettingsView
from store.records import GuildSettings
from words.languages import codes

DEFAULT = "default"
LANGUAGES = codes()  # the one list: data/messages/languages.json
STORED_DEFAULT = GuildSettings(0).language  # what the store says for a server that never chose a language
LANGUAGE_SET = "language_set"  # in `extra`: a moderator chose the language (even the stored default)
ALERT_CHANNEL = "alert_channel"  # in `extra`: the channel moderator alerts go to (issue 11)
EVERY_MOVE = "every_move"  # in `extra`: new tables post every action as it happens (issue 24)
DEADLINE_COMPUTER = "deadline_computer"  # in `extra`: at a deadline, the computer plays the turn (issue 26)


def computer_at_deadline(settings: GuildSettings) -> bool:
    """The server's deadline policy: the computer plays an absent player's turn (True), or it is passed as
    before (the default)."""
    return settings.extra.get(DEADLINE_COMPUTER) is True


def every_move_of(settings: GuildSettings) -> bool:
    """Whether the server's new tables post each action live (the default: one message per turn)."""
    return settings.extra.get(EVERY_MOVE) is True


def alert_channel(settings: GuildSettings) -> int | None:
    """The moderators' channel chosen in /mod settings, or None."""
    value = settings.extra.get(ALERT_CHANNEL)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


async def alert_target(p: Pipeline, guild_id: int | None) -> tuple[int | None, int | None]:
    """Where a moderator alert goes: (the moderators' channel, None) when one is chosen, else (None, the
    moderator role to ping in the game's channel); with neither set, (the owner's queue, None): the alert goes
    by direct message to the server's owner, never just into the game's channel (issue 11)."""
    if guild_id is None:
        return None, None
    settings = await guild_settings(p, guild_id)
    channel = alert_channel(settings)
    if channel is not None:
        return channel, None
    if settings.moderator_role_id:
        return None, settings.moderator_role_id
    return owner_queue(guild_id), None


def chosen_language(settings: GuildSettings) -> str | None:
    """The language a moderator chose for the server, or None (a language other than the store's default was
    chosen by somebody, before the choice was recorded)."""
    chosen = bool(settings.extra.get(LANGUAGE_SET)) or settings.language != STORED_DEFAULT
    return settings.language if chosen and settings.language in LANGUAGES else None


def public_language(settings: GuildSettings, default: str) -> str:
    """The language of a server's public posts: the one a moderator chose, else the bot's DEFAULT_LANGUAGE."""
    return chosen_language(settings) or default


async def guild_settings(p: Pipeline, guild_id: int | None) -> GuildSettings:
    """The server's settings (defaults outside a server), from memory while recent."""
    if guild_id is None:
        return GuildSettings(0)
    hit = p.guilds.get(guild_id) if p.use_cache else None
    now = p.clock.now()
    if hit is not None and now - hit[1] < p.read_seconds:
        return hit[0]
    settings = await p.store.settings(guild_id)
    p.guilds.put(guild_id, (settings, now))
    return settings


async def update_settings(p: Pipeline, guild_id: int, caller: Caller, *, moderator_role_id: Any,
                          default_deadline_seconds: Any, language: str | None,
                          missed_turns_alert: int | None, alert_channel_id: Any = DEFAULT,
                          every_move: bool | None = None, deadline_computer: bool | None = None) -> Outcome:
    if not caller.is_moderator:
        raise refused("moderator_only")
    s = await p.store.settings(guild_id)
    if moderator_role_id != DEFAULT:
        if moderator_role_id is not None and not isinstance(moderator_role_id, int):
            raise refused("bad_request", detail="moderator_role")
        s = replace(s, moderator_role_id=moderator_role_id)
    if default_deadline_seconds != DEFAULT:
        s = replace(s, default_deadline_seconds=checks.deadline(default_deadline_seconds))
    if language is not None:
        if language not in LANGUAGES:
            raise refused("bad_request", detail="language")
        s = replace(s, language=language, extra={**s.extra, LANGUAGE_SET: True})
    if missed_turns_alert is not None:
        if isinstance(missed_turns_alert, bool) or not isinstance(missed_turns_alert, int) or not (
                0 <= missed_turns_alert <= 100):
            raise refused("bad_request", detail="missed_turns")
        s = replace(s, missed_turns_alert=missed_turns_alert)
    if alert_channel_id != DEFAULT:  # None: back to the game's channel, pinging the moderator role
        if alert_channel_id is not None and (isinstance(alert_channel_id, bool) or not isinstance(
                alert_channel_id, int) or alert_channel_id <= 0):
            raise refused("bad_request", detail="alert_channel")
        extra = {k: v for k, v in s.extra.items() if k != ALERT_CHANNEL}
        s = replace(s, extra=extra if alert_channel_id is None else {**extra, ALERT_CHANNEL: alert_channel_id})
    if every_move is not None:  # the tables opened from now on
        if not isinstance(every_move, bool):
            raise refused("bad_request", detail="every_move")
        s = replace(s, extra={**{k: v for k, v in s.extra.items() if k != EVERY_MOVE},
                              **({EVERY_MOVE: True} if every_move else {})})
    if deadline_computer is not None:  # every running game of the server, from its next deadline
        if not isinstance(deadline_computer, bool):
            raise refused("bad_request", detail="deadline_computer")
        s = replace(s, extra={**{k: v for k, v in s.extra.items() if k != DEADLINE_COMPUTER},
                              **({DEADLINE_COMPUTER: True} if deadline_computer else {})})
    p.guilds.pop(guild_id)
    await p.store.put_settings(s)
    p.guilds.put(guild_id, (s, p.clock.now()))
    return Outcome(0, public=[Message("settings_saved", {})],
                   result=SettingsView(s.moderator_role_id, s.default_deadline_seconds, chosen_language(s),
                                       s.missed_turns_alert, every_move_of(s)))

"""Raw gateway payloads as Discord sends them: GUILD_CREATE, and INTERACTION_CREATE for slash commands (with
subcommands, groups, options and resolved users, roles and attachments), autocomplete, buttons and selects.

Command payloads are built from the command JSON the bot synced (what Discord knows), not from the Python
objects, so a tree that does not match what the code expects fails here as it would on Discord; options
with choices or ranges are checked as Discord's client checks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

from jsontypes import Json
from tests.dispatch.fakediscord import iso

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11
LOCALES = {"pl": "pl", "en": "en-US"}
JOINED = iso(1_700_000_000)

PLAYER_PERMISSIONS = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True,
                                         use_application_commands=True, attach_files=True, embed_links=True)
MODERATOR_PERMISSIONS = PLAYER_PERMISSIONS | discord.Permissions(manage_guild=True, manage_messages=True)
BOT_PERMISSIONS = PLAYER_PERMISSIONS | discord.Permissions(mention_everyone=False)


@dataclass(frozen=True)
class Person:
    """A Discord user as a payload carries them."""

    id: int
    name: str
    lang: str = "pl"
    moderator: bool = False
    roles: tuple[int, ...] = field(default=())

    def user(self) -> Json:
        return {"id": str(self.id), "username": self.name.lower(), "global_name": self.name, "discriminator": "0",
                "avatar": None, "public_flags": 0}

    def member(self, with_user: bool = True) -> Json:
        perms = MODERATOR_PERMISSIONS if self.moderator else PLAYER_PERMISSIONS
        member: Json = {"roles": [str(r) for r in self.roles], "nick": None, "avatar": None, "joined_at": JOINED,
                        "deaf": False, "mute": False, "flags": 0, "pending": False, "permissions": str(perms.value),
                        "communication_disabled_until": None}
        if with_user:
            member["user"] = self.user()
        return member


def text_channel(channel_id: int, guild_id: int, name: str = "gra") -> Json:
    return {"id": str(channel_id), "type": 0, "guild_id": str(guild_id), "name": name, "position": 0,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None, "last_message_id": None,
            "rate_limit_per_user": 0, "flags": 0}


def guild_create(guild_id: int, channels: list[Json], bot_user: Json, roles: list[Json] | None = None) -> Json:
    """GUILD_CREATE as a bot without the members intent gets it: its own member only, no others."""
    everyone = {"id": str(guild_id), "name": "@everyone", "permissions": str(PLAYER_PERMISSIONS.value),
                "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0,
                "icon": None, "unicode_emoji": None}
    return {"id": str(guild_id), "name": "Powstańcy", "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": "1", "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 1, "explicit_content_filter": 0, "roles": [everyone, *(roles or [])],
            "emojis": [], "features": [], "mfa_level": 0, "application_id": None, "system_channel_id": None,
            "system_channel_flags": 0, "rules_channel_id": None, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "preferred_locale": "pl", "public_updates_channel_id": None,
            "nsfw_level": 0, "premium_progress_bar_enabled": False, "stickers": [], "joined_at": JOINED,
            "large": False, "unavailable": False, "member_count": 6, "voice_states": [],
            "members": [{"user": bot_user, "roles": [], "nick": None, "joined_at": JOINED, "deaf": False,
                         "mute": False, "flags": 0}],
            "channels": channels, "threads": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": []}


def role(role_id: int, name: str) -> Json:
    return {"id": str(role_id), "name": name, "permissions": "0", "position": 1, "color": 0, "hoist": False,
            "managed": False, "mentionable": True, "flags": 0, "icon": None, "unicode_emoji": None}


def find(options: list[Json], name: str, what: str) -> Json:
    for option in options:
        if option["name"] == name:
            return option
    raise AssertionError(f"the synced tree has no {what} {name!r} (has {[o['name'] for o in options]})")


def command_data(commands: list[Json], path: str, options: Json, *, focused: str | None = None,
                 resolved: Json | None = None) -> Json:
    """The `data` of a slash command (or its autocomplete when `focused` names an option), as Discord builds
    it from the synced command: `path` is "game new" or "mod reset"; `options` the values by option name
    (a Person for a user option, an attachment dict for an attachment option, a role id for a role)."""
    names = path.split()
    top = find(commands, names[0], "command")
    data: Json = {"id": top["id"], "name": top["name"], "type": 1}
    container = data
    level = top.get("options") or []
    for name in names[1:]:
        sub = find(level, name, "subcommand")
        assert sub["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP), f"{name} is not a subcommand"
        node: Json = {"type": sub["type"], "name": name, "options": []}
        container.setdefault("options", []).append(node)
        container = node
        level = sub.get("options") or []
    assert all(o["type"] not in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in level), f"/{path} needs a subcommand"
    out = container.setdefault("options", [])
    res: Json = {}
    for key, value in options.items():
        spec = find(level, key, f"option of /{path}:")
        kind = spec["type"]
        raw: Any = value
        if key == focused:
            raw = str(value)  # what the user has typed so far
        elif kind == USER:
            assert isinstance(value, Person)
            res.setdefault("users", {})[str(value.id)] = value.user()
            res.setdefault("members", {})[str(value.id)] = value.member(with_user=False)
            raw = str(value.id)
        elif kind == ROLE:
            res.setdefault("roles", {})[str(value)] = role(int(value), f"role{value}")
            raw = str(value)
        elif kind == CHANNEL:  # a channel Json (text_channel); Discord resolves it with the caller's permissions
            assert isinstance(value, dict)
            res.setdefault("channels", {})[value["id"]] = {
                k: value[k] for k in ("id", "type", "name", "parent_id") if k in value} | {"permissions": "0"}
            raw = value["id"]
        elif kind == ATTACHMENT:
            res.setdefault("attachments", {})[value["id"]] = value
            raw = value["id"]
        else:
            check_value(spec, value, path)
        entry: Json = {"name": key, "type": kind, "value": raw}
        if key == focused:
            entry["focused"] = True
        out.append(entry)
    if focused is None:
        missing = [o["name"] for o in level if o.get("required") and o["name"] not in options]
        assert not missing, f"Discord would not send /{path} without {missing}"
    else:
        assert focused in options, "the focused option must be given (what is typed so far)"
        assert find(level, focused, "option").get("autocomplete"), f"/{path} {focused} has no autocomplete"
    if res or resolved:
        data["resolved"] = {**res, **(resolved or {})}
    return data


def check_value(spec: Json, value: Any, path: str) -> None:
    """What Discord's client enforces before sending: the option's type, its choices, its range."""
    kind = spec["type"]
    types: dict[int, type | tuple[type, ...]] = {STRING: str, INTEGER: int, BOOLEAN: bool, NUMBER: (int, float)}
    if kind in types:
        assert isinstance(value, types[kind]) and not (kind == INTEGER and isinstance(value, bool)), (
            f"/{path} {spec['name']}: {value!r} is not of type {kind}")
    if spec.get("choices"):
        assert value in [c["value"] for c in spec["choices"]], f"/{path} {spec['name']}: {value!r} is not a choice"
    if "min_value" in spec:
        assert value >= spec["min_value"], f"/{path} {spec['name']}: {value} below the minimum"
    if "max_value" in spec:
        assert value <= spec["max_value"], f"/{path} {spec['name']}: {value} above the maximum"


def interaction(*, interaction_id: int, application_id: int, token: str, kind: int, data: Json, user: Person,
                channel: Json, guild_id: int | None, message: Json | None = None) -> Json:
    """INTERACTION_CREATE: in a server (a member with permissions) or in a DM (a plain user, no guild)."""
    payload: Json = {"id": str(interaction_id), "application_id": str(application_id), "type": kind,
                     "token": token, "version": 1, "data": data, "channel_id": channel["id"], "channel": channel,
                     "locale": LOCALES[user.lang], "app_permissions": str(BOT_PERMISSIONS.value), "entitlements": [],
                     "attachment_size_limit": 10 * 1024 * 1024}
    if guild_id is not None:
        payload.update({"guild_id": str(guild_id), "member": user.member(), "guild_locale": "pl", "context": 0,
                        "authorizing_integration_owners": {"0": str(guild_id)}})
    else:
        payload.update({"user": user.user(), "context": 1, "authorizing_integration_owners": {"0": "1"}})
    if message is not None:
        payload["message"] = message
    return payload


def dm_channel(channel_id: int, user: Person) -> Json:
    return {"id": str(channel_id), "type": 1, "last_message_id": None, "flags": 0, "recipients": [user.user()]}

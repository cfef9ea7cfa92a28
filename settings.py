"""Settings from the environment or `.env`, checked at start-up with messages that say what to fix.

The token and the database's password are kept out of `repr` and logs; `redact` scrubs both from any text
that might be printed.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path

from games import keys as game_keys
from store.secrets import redact as redact_secrets
from words.languages import codes

TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class SettingsError(ValueError):
    """A setting is missing or malformed; the message names it and says how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str = field(default="", repr=False)
    dev_guild_id: int | None = None
    database_url: str = "var/games.sqlite3"
    log_level: str = "INFO"
    default_language: str = "pl"
    default_game: str = ""  # the key of the game /game new opens unless told (empty: the first in games/)
    boards_dir: Path = Path("var/boards")
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    sync_commands: bool = True  # False (SYNC_COMMANDS=0): never; otherwise when the tree changed
    force_sync: bool = False  # SYNC_COMMANDS=1: at every start, changed or not
    cache_size: int = 1000  # games (and servers) the service keeps in memory, least recently used out first
    cache_seconds: int = 60  # how long a remembered game answers reads; 0 when several processes serve a channel
    # channel posts and edits per second for the bot token, all processes together (Discord allows about 50)
    global_rate: float = 40.0
    computer_delay: float = 4.0  # seconds a computer seat (or a computer playing for an away player) waits to play
    web_port: int | None = None  # the read-only web view (issue 28) listens here when set
    web_host: str = "127.0.0.1"  # ... on this address (0.0.0.0: every interface)
    web_public_url: str = ""  # the address players open (a proxy's https://...); empty: http://<host>:<port>
    web_secret: str = field(default="", repr=False)  # signs the links; empty: kept in var/web-secret

    @property
    def has_token(self) -> bool:
        return bool(self.token)

    def redact(self, text: str) -> str:
        """`text` without the token and without any database password or password file (store/secrets.py:
        every form a URL or a DSN gives them)."""
        if self.token:
            text = text.replace(self.token, "[token hidden]")
        if self.web_secret:
            text = text.replace(self.web_secret, "[secret hidden]")
        return redact_secrets(text)

    def __repr__(self) -> str:
        """Every setting but the token, the database URL with its password hidden."""
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr)
        return f"Settings({redact_secrets(shown)})"


def _int(env: Mapping[str, str], name: str) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    try:
        return int(raw)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a whole number (got {raw!r})") from exc


def _number(env: Mapping[str, str], name: str, default: float, unit: str, *, above: float | None = None,
            at_least: float | None = None, at_most: float) -> float:
    """A number setting within its bounds (empty: the default); SettingsError naming it otherwise."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a number of {unit} (got {raw!r})") from exc
    low_ok = (above is None or value > above) and (at_least is None or value >= at_least)
    if not low_ok or value > at_most or value != value:
        low = f"above {above:g}" if above is not None else f"at least {at_least:g}"
        raise SettingsError(f"{name} must be {low} and at most {at_most:g} (got {raw})")
    return value


def from_env(env: Mapping[str, str] | None = None) -> Settings:
    """Read the settings; raise SettingsError naming the first bad one."""
    env = os.environ if env is None else env
    token = env.get("DISCORD_TOKEN", "").strip()
    if token and not TOKEN_SHAPE.match(token):
        raise SettingsError("DISCORD_TOKEN does not look like a bot token (three parts separated by dots); "
                            "copy it again from the developer portal: Bot -> Reset Token")
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)} (got {level!r})")
    lang = env.get("DEFAULT_LANGUAGE", "pl").strip().lower() or "pl"
    if lang not in codes():
        raise SettingsError(f"DEFAULT_LANGUAGE must be one of {', '.join(codes())} (got {lang!r})")
    game = env.get("DEFAULT_GAME", "").strip().lower()
    if game and game not in game_keys():
        raise SettingsError(f"DEFAULT_GAME must be one of {', '.join(game_keys())} (got {game!r})")
    shard_count = _int(env, "SHARD_COUNT")
    raw_ids = env.get("SHARD_IDS", "").strip()
    shard_ids: tuple[int, ...] | None = None
    if raw_ids:
        try:
            shard_ids = tuple(int(x) for x in raw_ids.split(","))
        except ValueError as exc:
            raise SettingsError(f"SHARD_IDS must be numbers separated by commas (got {raw_ids!r})") from exc
        if shard_count is None:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT (the total number of shards across all processes)")
        if any(not 0 <= i < shard_count for i in shard_ids):
            raise SettingsError(f"every shard id in SHARD_IDS must be between 0 and SHARD_COUNT-1 ({shard_count - 1})")
    cache_size = _int(env, "CACHE_SIZE")
    if cache_size is not None and cache_size < 1:
        raise SettingsError(f"CACHE_SIZE must be at least 1 (got {cache_size})")
    cache_seconds = _int(env, "CACHE_SECONDS")
    if cache_seconds is not None and cache_seconds < 0:
        raise SettingsError(f"CACHE_SECONDS must be 0 or more (got {cache_seconds})")
    global_rate = _number(env, "DISCORD_GLOBAL_RATE", 40.0, "requests per second", above=0, at_most=50)
    computer_delay = _number(env, "COMPUTER_DELAY_SECONDS", 4.0, "seconds", at_least=0, at_most=3600)
    web_port = _int(env, "WEB_PORT")
    if web_port is not None and not 0 < web_port < 65536:
        raise SettingsError(f"WEB_PORT must be a port number between 1 and 65535 (got {web_port})")
    web_public_url = env.get("WEB_PUBLIC_URL", "").strip().rstrip("/")
    if web_public_url and not re.match(r"^https?://[^\s/]+", web_public_url):
        raise SettingsError(f"WEB_PUBLIC_URL must start with http:// or https:// (got {web_public_url!r})")
    web_secret = env.get("WEB_SECRET", "").strip()
    if web_secret and len(web_secret) < 16:
        raise SettingsError("WEB_SECRET must be at least 16 characters long (a random string: "
                            "python -c 'import secrets; print(secrets.token_urlsafe(32))')")
    raw_sync = env.get("SYNC_COMMANDS", "").strip().lower()
    sync = raw_sync not in ("0", "false", "no", "off")
    force_sync = raw_sync in ("1", "true", "yes", "on")
    return Settings(
        token=token,
        dev_guild_id=_int(env, "DEV_GUILD_ID"),
        database_url=env.get("DATABASE_URL", "").strip() or "var/games.sqlite3",
        log_level=level,
        default_language=lang,
        default_game=game,
        boards_dir=Path(env.get("BOARDS_DIR", "").strip() or "var/boards"),
        shard_count=shard_count,
        shard_ids=shard_ids,
        sync_commands=sync,
        force_sync=force_sync,
        cache_size=1000 if cache_size is None else cache_size,
        cache_seconds=60 if cache_seconds is None else cache_seconds,
        global_rate=global_rate,
        computer_delay=computer_delay,
        web_port=web_port,
        web_host=env.get("WEB_HOST", "").strip() or "127.0.0.1",
        web_public_url=web_public_url,
        web_secret=web_secret,
    )

"""Signed links to the read-only web view (issue 28): a game's page and a server's statistics page.

A link names what it opens and its generation, and carries an HMAC of both under the deployment's secret
(WEB_SECRET): nobody can guess one or forge another from one they hold, and a moderator's reissue (the game's
`GameMeta.web`, the server's `GuildSettings.extra["web"]`, +1) makes every older link of that page stop working.
Nothing here reads the store: the caller passes the current generation.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from urllib.parse import quote

GAME = "g"  # the paths' first part: a game's page
SERVER = "s"  # a server's statistics page
SIGNATURE_CHARS = 27  # 160 bits of the HMAC, base64url without padding
SERVER_GENERATION = "web"  # GuildSettings.extra: the generation of the server page's link


@dataclass(frozen=True, slots=True)
class Signed:
    """A link's parts as the web server reads them back from a path."""

    kind: str
    ident: int
    generation: int
    signature: str


class WebLinks:
    """Builds and checks the links; `base_url` is what players open (WEB_PUBLIC_URL, or the local address)."""

    def __init__(self, secret: bytes, base_url: str) -> None:
        if len(secret) < 16:
            raise ValueError("the web view's secret must hold at least 16 bytes")
        self._secret = secret
        self.base_url = base_url.rstrip("/")

    def signature(self, kind: str, ident: int, generation: int) -> str:
        digest = hmac.new(self._secret, f"{kind}:{ident}:{generation}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode()[:SIGNATURE_CHARS]

    def path(self, kind: str, ident: int, generation: int) -> str:
        return f"/{kind}/{ident}/{generation}/{self.signature(kind, ident, generation)}"

    def url(self, kind: str, ident: int, generation: int, lang: str | None = None) -> str:
        tail = f"?lang={quote(lang)}" if lang else ""
        return f"{self.base_url}{self.path(kind, ident, generation)}{tail}"

    def game_url(self, game_id: int, generation: int, lang: str | None = None) -> str:
        return self.url(GAME, game_id, generation, lang)

    def server_url(self, guild_id: int, generation: int, lang: str | None = None) -> str:
        return self.url(SERVER, guild_id, generation, lang)

    def valid(self, signed: Signed) -> bool:
        """Whether the signature is this deployment's for that page and generation (compared in constant time);
        the caller still checks that the generation is the current one."""
        expected = self.signature(signed.kind, signed.ident, signed.generation)
        return hmac.compare_digest(expected.encode(), signed.signature.encode())


def read_path(kind: str, ident: str, generation: str, signature: str) -> Signed | None:
    """A link's parts from a request's path, or None when they are not a link's shape."""
    if kind not in (GAME, SERVER) or len(signature) != SIGNATURE_CHARS or not ident.isdigit() \
            or not generation.isdigit() or len(ident) > 20 or len(generation) > 9:
        return None
    return Signed(kind, int(ident), int(generation), signature)


__all__ = ["GAME", "SERVER", "SERVER_GENERATION", "Signed", "WebLinks", "read_path"]

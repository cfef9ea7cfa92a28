"""Database secrets kept out of whatever is printed: logs, error messages, `repr(Settings)`, the copy tool.

A PostgreSQL password reaches a URL in three ways asyncpg (and libpq) accept: in the user info
(`postgresql://bot:secret@host/db`), as a query parameter (`?password=secret`, `sslpassword=`), and through a
password file (`?passfile=/home/bot/.pgpass`, whose path is hidden too); a keyword DSN (`host=h
password=secret`) writes them the same way. `redact` hides each wherever it stands in a text, so it serves a
bare URL and an error message that quotes one alike. Nothing here imports the rest of the store: the settings
and the start-up line use it before any store is made.
"""

from __future__ import annotations

import re

HIDDEN = "***"

# scheme://user:secret@ — the secret runs to the last "@" before the host (as urlsplit reads a user info)
USER_INFO = re.compile(r"(?P<head>\b[A-Za-z][A-Za-z0-9+.\-]*://[^\s/?#@:]*):(?P<secret>[^\s/?#]*)@")
# password=…, passfile=…, sslpassword=… in a query string or a keyword DSN, quoted or not
PARAMETER = re.compile(r"(?P<head>\b(?:password|passfile|sslpassword)\s*=\s*)(?P<secret>'[^']*'|\"[^\"]*\"|[^\s&;#'\"]*)",
                       re.IGNORECASE)


def redact(text: str) -> str:
    """`text` with every database password and password file hidden ("***"); the rest (user, host, database,
    other parameters) stays, to say which database is meant."""
    text = USER_INFO.sub(lambda m: f"{m['head']}:{HIDDEN}@", text)
    return PARAMETER.sub(lambda m: f"{m['head']}{HIDDEN}", text)

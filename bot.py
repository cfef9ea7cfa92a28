"""Start the game master: the Discord bot when a token is configured, otherwise the local console table.

    python bot.py              # reads DISCORD_TOKEN from the environment or .env
    python bot.py --local ...  # the console table, whatever the configuration (options: --help)
"""

from __future__ import annotations

import os
import sys

from dotenv import load_dotenv

NO_TOKEN = """No Discord token is configured, so the local console table starts instead.
To run the Discord bot: copy .env.example to .env, put your bot token after DISCORD_TOKEN=
(Discord developer portal -> your application -> Bot -> Reset Token), and run this command again.
"""


def main(argv: list[str]) -> int:
    load_dotenv()
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if "--local" in argv or not token:
        from console.table import main as table_main

        if not token:
            print(NO_TOKEN)
        return table_main([a for a in argv if a != "--local"])
    print("The Discord front-end is not built yet (issue 6); use --local for the console table.", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env bash
# Set up (if needed) and start the bot; without a token it opens the local console table instead.
set -euo pipefail
cd "$(dirname "$0")/.."
# setup.sh only when the environment is missing or stale: its Python version check alone can take most of a
# second (a pyenv shim), and the console table should be at its prompt within 1.2 s. The stamp is setup.sh's
# own (same formula); if they ever differ, setup.sh simply runs every time.
stamp=.venv/.installed-$(cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)
if [ ! -x .venv/bin/python ] || [ ! -f "$stamp" ]; then
  bash scripts/setup.sh
fi
exec .venv/bin/python bot.py "$@"

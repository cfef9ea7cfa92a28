#!/usr/bin/env bash
# Set up (if needed) and start the bot; without a token it opens the local console table instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python bot.py "$@"

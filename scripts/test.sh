#!/usr/bin/env bash
# Set up (if needed) and run the whole suite: ruff, mypy, the import contracts (lint-imports, pyproject.toml's
# [tool.importlinter]), pytest (on every core, slowest tests listed), and say how long each took. Every step runs
# even if an earlier one failed; the exit code is non-zero if any did.
# Extra arguments go to pytest (they win over ours: `-n 0` runs in one process).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh
# PostgreSQL tests run where a server is installed (they skip with the reason elsewhere): start it if it is down.
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ] && ! pg_isready -q -h 127.0.0.1 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >/dev/null 2>&1 || true
fi
# The web view's browser tests (issue 28) drive Chromium from Debian's packages: installed here when it is missing
# and this runs as root (as CI does); elsewhere those tests skip and say why (.ci/run requires them).
if ! command -v chromium >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing Chromium for the browser tests (Debian's chromium package)"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } \
    || echo "Chromium could not be installed: the browser tests will skip (or fail where they are required)" >&2
fi
took() { printf '%dm %02ds' $(( (SECONDS - $1) / 60 )) $(( (SECONDS - $1) % 60 )); }
parts=""
failed=()
trap 'echo "== took $(took $start) in all${parts:+ ($parts)}"' EXIT  # printed whatever happens
set +e
t=$SECONDS; echo "== ruff"; .venv/bin/ruff check . || failed+=(ruff); parts="ruff $(took $t)"
t=$SECONDS; echo "== mypy"; .venv/bin/mypy || failed+=(mypy); parts="$parts, mypy $(took $t)"
t=$SECONDS; echo "== import contracts"; .venv/bin/lint-imports --no-logo --no-cache || failed+=(import-contracts)
parts="$parts, import contracts $(took $t)"
echo "== pytest"
# A stuck run (a thread keeping the interpreter alive at exit) fails after 30 minutes instead of eating CI's budget;
# a single hung test fails long before that (pytest-timeout, configured in pyproject.toml).
limit=()
command -v timeout >/dev/null 2>&1 && limit=(timeout --kill-after=30 1800)
t=$SECONDS
${limit[@]+"${limit[@]}"} .venv/bin/python -m pytest -n "${MP_TEST_WORKERS:-auto}" --durations=15 "$@"
rc=$?
parts="$parts, pytest $(took $t)"
set -e
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
  echo "pytest did not finish within 30 minutes (exit $rc): something hangs." >&2
fi
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests for these arguments (exit 5); nothing failed."
  rc=0
fi
[ "$rc" -ne 0 ] && failed+=(pytest)
if [ ${#failed[@]} -gt 0 ]; then
  echo "== FAILED: ${failed[*]}" >&2
  [ "$rc" -ne 0 ] && exit "$rc"
  exit 1
fi
echo "== all green"

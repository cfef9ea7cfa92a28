#!/usr/bin/env bash
# Set up (if needed) and run the whole suite: ruff, mypy, pytest. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# PostgreSQL tests run where a server is installed (they skip with the reason elsewhere): start it if it is down.
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ] && ! pg_isready -q -h 127.0.0.1 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >/dev/null 2>&1 || true
fi
echo "== ruff"; .venv/bin/ruff check .
echo "== mypy"; .venv/bin/mypy
echo "== pytest"
set +e
# A stuck run (a thread keeping the interpreter alive at exit) fails after 30 minutes instead of eating CI's budget.
limit=()
command -v timeout >/dev/null 2>&1 && limit=(timeout --kill-after=30 1800)
${limit[@]+"${limit[@]}"} .venv/bin/python -m pytest "$@"
rc=$?
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
  echo "pytest did not finish within 30 minutes (exit $rc): something hangs." >&2
fi
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests for these arguments (exit 5); nothing failed."
  exit 0
fi
exit "$rc"

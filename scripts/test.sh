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
.venv/bin/python -m pytest "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests for these arguments (exit 5); nothing failed."
  exit 0
fi
exit "$rc"

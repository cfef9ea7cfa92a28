#!/usr/bin/env bash
# Set up (if needed) and run the whole suite: ruff, mypy, pytest. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
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

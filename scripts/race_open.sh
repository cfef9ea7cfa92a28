#!/usr/bin/env bash
# Issue 15's proof: run the concurrent-open tests (2 and 5 openers, in one process and as separate processes)
# ROUNDS times per store, each round a fresh pytest process under a time limit, and count failures and hangs.
#   ./scripts/race_open.sh [ROUNDS] [sqlite postgres]
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-300}; shift || true
stores=("$@"); [ ${#stores[@]} -eq 0 ] && stores=(sqlite postgres)
log=$(mktemp -d)/race
for store in "${stores[@]}"; do
  failed=0; hung=0; passed=0; start=$(date +%s)
  for i in $(seq "$rounds"); do
    timeout --kill-after=10 300 .venv/bin/python -m pytest -q -p no:cacheprovider tests/store/test_concurrent_open.py \
      -k "together and $store" >"$log.$store.$i" 2>&1
    rc=$?
    if [ "$rc" -eq 0 ]; then
      passed=$((passed + $(grep -oE '^[0-9]+ passed' "$log.$store.$i" | cut -d' ' -f1))); rm -f "$log.$store.$i"
    elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then hung=$((hung + 1)); echo "$store round $i: hung (log $log.$store.$i)"
    else failed=$((failed + 1)); echo "$store round $i: failed, exit $rc (log $log.$store.$i)"; fi
  done
  echo "$store: $rounds rounds, $passed tests passed, $failed rounds failed, $hung rounds hung, $(( $(date +%s) - start )) s"
done

#!/usr/bin/env bash
# Write requirements.lock: the exact versions of everything the bot and its dev tools need, resolved by pip in
# a clean virtual environment from pyproject.toml (newest releases that fit, or those of a constraints file).
#   ./scripts/lock.sh [-c constraints.txt]     then ./scripts/setup.sh installs exactly these
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$PY" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet "$@" pip
# the project's requirements (runtime and dev) as pyproject.toml states them; nothing is built in the work tree.
# setuptools is the build backend: locked too, so setup.sh installs the project without fetching it
"$tmp/venv/bin/python" - > "$tmp/requirements.in" <<'PY'
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join([*project["dependencies"], *project["optional-dependencies"]["dev"]]))
PY
"$tmp/venv/bin/python" -m pip install --quiet "$@" -r "$tmp/requirements.in" "setuptools>=68"
"$tmp/venv/bin/python" -m pip check
{
  echo "# Exact versions of the bot's dependencies, its dev tools, pip and setuptools (Python $("$tmp/venv/bin/python" -c 'import sys; print("%d.%d" % sys.version_info[:2])'))."
  echo "# Written by ./scripts/lock.sh from pyproject.toml in a clean venv; installed by ./scripts/setup.sh. Do not edit."
  "$tmp/venv/bin/python" -m pip freeze --all | sort -f
} > requirements.lock
echo "requirements.lock: $(grep -c '==' requirements.lock) pinned packages"

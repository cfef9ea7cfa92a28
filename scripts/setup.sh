#!/usr/bin/env bash
# Create .venv and install exactly the versions in requirements.lock (runtime and dev tools), then the project
# itself; again only when requirements.lock or pyproject.toml changes.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if ! "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
  echo "Python 3.11 or newer is needed (found: $("$PY" --version 2>&1)). Set PYTHON=/path/to/python3.11." >&2
  exit 1
fi
if [ ! -x .venv/bin/python ]; then
  echo "Creating the virtual environment in .venv ..."
  "$PY" -m venv .venv
fi
stamp=.venv/.installed-$(cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)
if [ ! -f "$stamp" ]; then
  echo "Installing the locked packages into .venv (first run, or requirements.lock / pyproject.toml changed) ..."
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
  # the project on top, as an editable install of this folder; its dependencies are the locked ones above.
  # setuptools' boxed note that an editable install is one (not a warning about the project) is left out
  PYTHONWARNINGS="ignore:Editable installation:UserWarning" .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
  rm -f .venv/.installed-*
  touch "$stamp"
fi

"""Render tests; the shared colour checks keep pytest's detailed assertion messages."""

import pytest

pytest.register_assert_rewrite("tests.render.cvd")

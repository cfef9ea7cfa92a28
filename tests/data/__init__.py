"""Data tests; the shared checks keep pytest's detailed assertion messages."""

import pytest

pytest.register_assert_rewrite("tests.data.rules_help_checks")

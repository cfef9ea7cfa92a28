"""The error of a game's data files: what is wrong, named so that whoever edits them can fix it."""

from __future__ import annotations


class DataError(ValueError):
    """A data file is missing or malformed; the message names the file and the entry."""

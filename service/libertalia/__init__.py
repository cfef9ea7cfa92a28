"""Libertalia's room in the service: its rules adapter (rules.py)."""

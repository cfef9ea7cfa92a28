"""Moved: events are worded by the words layer (words/mali/). This name stays only for old imports."""

from words.mali import card_name, colour_name, describe, goal_name, order_name, scout_name, term, token_name

__all__ = ["card_name", "colour_name", "describe", "goal_name", "order_name", "scout_name", "term", "token_name"]

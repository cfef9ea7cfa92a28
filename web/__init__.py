"""The read-only web view (issue 28): a page per game, and a server's page."""

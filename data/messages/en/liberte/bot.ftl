status-round = Round { $round } · { $phase }
status-progress = Turn { $turn } of { $turns }, round { $round } · { $phase }
not_offered = No owner's edition data is installed in data/liberte/edition (check it with python -m data.liberte.validate); the console table plays Liberté on made-up placeholder data.

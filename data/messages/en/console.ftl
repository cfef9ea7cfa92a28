## The console table's own words. Commands as a console player types them (the service's sentences name
## commands through { $cmd_… }, and the console front end answers with these).
cmd-hand = “hand COLOUR”
cmd-deploy = “COLOUR: deploy N SPACE”
cmd-game_new = a new table (python bot.py --local)
cmd-game_join = --players

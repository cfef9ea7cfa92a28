## Słowa stołu lokalnego. Polecenia tak, jak wpisuje je gracz przy konsoli (zdania usługi wymieniają
## polecenia przez { $cmd_… }, a konsola podstawia te).
cmd-hand = „hand KOLOR”
cmd-deploy = „KOLOR: deploy N POLE”
cmd-game_new = nowy stół (python bot.py --local)
cmd-game_join = --players

banner = Libertalia: Winds of Galecrest at the console table. Players: { $players }; seed { $seed }. Type help for the commands.
hand = cards: { $cards }; today's pick: { $pick }; graveyard: { $graveyard }
show = Voyage { $voyage }, day { $day } ({ $phase }).
player = { $colour }: { $coins ->
    [one] 1 doubloon
   *[other] { $coins } doubloons
  }, score { $score }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } in hand; ship: { $ship }; loot: { $loot }
bot_did = picked a card (secret until the reveal)
usage = ? usage: COLOUR: pick RANK | COLOUR: choose N | COLOUR: N | hand COLOUR | show | bots … | rules … | help | quit
help =
    Commands (one per line):
      red: 2                         the 2nd of red's options as hand red lists them: today's cards while the
                                     table picks, else the options of red's open choice
      red: pick 17                   red's secret card for today, by its number (pick again to change it until
                                     everyone has picked)
      red: choose 2                  the 2nd option of red's open choice
      hand COLOUR                    that player's cards, pick, graveyard and options (the others look away)
      show                           everyone's doubloons, score, ship and loot, and the board image
      rules QUERY                    find a rule: rules LT-3.3, rules saber
      bots COLOUR… | bots all | off  the computer plays these colours
      help | quit                    this help | leave
    Polish words work too: wybierz = pick, opcja = choose, koniec = quit, and the colours' Polish names (czerwony: wybierz 17).

banner = Libertalia: Wiatry Galecrest przy stole w konsoli. Gracze: { $players }; ziarno { $seed }. Wpisz help, by zobaczyć polecenia.
hand = karty: { $cards }; dzisiejszy wybór: { $pick }; cmentarz: { $graveyard }
show = Rejs { $voyage }, dzień { $day } ({ $phase }).
player = { $colour }: { $coins ->
    [one] 1 dublon
    [few] { $coins } dublony
   *[many] { $coins } dublonów
  }, wynik { $score }, { $cards ->
    [one] 1 karta
    [few] { $cards } karty
   *[many] { $cards } kart
  } na ręce; statek: { $ship }; łupy: { $loot }
bot_did = karta wybrana (tajna do odkrycia)
usage = ? użycie: KOLOR: pick RANGA | KOLOR: choose N | KOLOR: N | hand KOLOR | show | bots … | rules … | help | quit
help =
    Polecenia (jedno w wierszu):
      czerwony: 2                    druga z opcji czerwonego tak, jak pokazuje je hand czerwony: dzisiejsze karty,
                                     gdy stół wybiera, a poza tym opcje otwartego wyboru czerwonego
      czerwony: pick 17              tajna karta czerwonego na dziś, według numeru (można ją zmienić, dopóki
                                     wszyscy nie wybiorą)
      czerwony: choose 2             druga opcja otwartego wyboru czerwonego
      hand KOLOR                     karty, wybór, cmentarz i opcje tego gracza (pozostali nie patrzą)
      show                           dublony, wynik, statek i łupy wszystkich oraz obraz planszy
      rules ZAPYTANIE                znajdź regułę: rules LT-3.3, rules szabla
      bots KOLOR… | bots all | off   komputer gra tymi kolorami
      help | quit                    ta pomoc | wyjście
    Słowa polskie też działają: wybierz = pick, opcja = choose, koniec = quit (np. czerwony: wybierz 17, czerwony: opcja 2).

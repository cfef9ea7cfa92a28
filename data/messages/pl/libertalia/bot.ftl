status-round = Dzień { $round } gry · { $phase }
status-progress = Rejs { $voyage } z { $voyages }, dzień { $day } z { $days } · { $phase }
cp-title = { $colour } · rejs { $voyage }, dzień { $day } z { $days } · { $phase }
cp-purse = Dublony: { $coins } · wynik: { $score }
cp-hand = Twoja ręka: { $cards }
cp-pick = Wybierz postać na dziś (tajną, dopóki wszyscy nie wybiorą).
cp-picked = Twój wybór: { $card }. Możesz go zmienić, dopóki ostatni gracz nie wybierze.
cp-pick_menu = Twoja ręka: wybierz postać
cp-graveyard = Twoje odrzucone postacie: { $cards }
cp-ping-pick = Wybierz w tajemnicy dzisiejszą postać: stuknij *Twój ruch* (wybór możesz zmienić, dopóki wszyscy nie wybiorą).
cp-ping-choose = Czeka na ciebie wybór: stuknij *Twój ruch*.
help = **Jak tu grać** (Libertalia: Wiatry Galecrest)
    • Gdy wezwanie cię woła, dotknij *Twój ruch* albo użyj `{ $cmd_turn }`: prywatny panel pokazuje twoją rękę, dublony i wynik oraz przycisk lub menu do tego, co możesz teraz zrobić.
    • Każdego dnia wszyscy w tajemnicy wybierają postać z ręki; wybór można zmienić, dopóki wszyscy nie wybiorą, potem wszystkie są odkrywane naraz, a bot rozgrywa dzień, zmierzch i noc. Zatrzymuje się tylko tam, gdzie ktoś musi wybrać (żeton łupu, cel…): ta osoba dostaje wezwanie i wybiera na panelu.
    • `{ $cmd_hand }` pokazuje tylko tobie twoją rękę, dzisiejszy wybór i stos odrzuconych. `{ $cmd_board }` pokazuje wyspę, statki i wyniki, `{ $cmd_log }` ostatnie ruchy, `{ $cmd_rules } LT-3.3` albo `{ $cmd_rules } szabla` objaśnia zasadę.
    • Gospodarz może pominąć nieobecnego gracza (`{ $cmd_game_skip }`: mistrz gry zagrywa wtedy najniższą kartę z ręki tego gracza albo pierwszą opcję otwartego wyboru) i porzucić stół (`{ $cmd_game_abandon }`); moderatorzy mają `/mod`.
rules-none = Żadna zasada nie pasuje do „{ $query }”. Spróbuj numeru, np. LT-3.3, albo słowa, np. szabla.

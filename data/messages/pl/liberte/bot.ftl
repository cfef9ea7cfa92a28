status-round = Runda { $round } · { $phase }
status-progress = Tura { $turn } z { $turns }, runda { $round } · { $phase }
not_offered = W data/liberte/edition nie zainstalowano danych wydania od właściciela gry (sprawdzi je python -m data.liberte.validate); stół w konsoli gra w Liberté na zmyślonych danych zastępczych.
cp-title = { $colour } · tura { $turn }, runda { $round } · { $phase }
cp-placeholder = Dane zastępcze: mapa i karty są zmyślone, to nie są mapa ani karty Liberté.
cp-me = { $vp } PZ · wolne żetony: { $tokens } · w polu bitwy: { $box }
cp-hand = Twoja ręka ({ $count }): { $cards }
cp-display = Twoja wystawa ({ $count }): { $cards }
cp-ping-action = Twoja akcja: dotknij *Twój ruch*, by zagrać kartę, dobrać karty albo spasować.
cp-ping-refresh = Odśwież rękę: dotknij *Twój ruch*, by odrzucić karty i dobrać do siedmiu.
cp-ping-tiebreak = Dogrywka: dotknij *Twój ruch*, by wystawić kartę ze swojej wystawy albo zrezygnować.
result-vp = Końcowe punkty zwycięstwa: { $rows }.
result-points = { $tally ->
        [red] Czerwone punkty
       *[white] Białe punkty
    } (głosy + bloki na mapie + bloki na kartach): { $rows }.
result-points_row = { $colour } { $total } ({ $votes } + { $map } + { $cards })
result-hand = Ręka gracza { $colour_gen }, odkryta: { $cards }
help = **Jak tu grać** (Liberté)
    • Gdy wezwanie cię woła, dotknij *Twój ruch* albo użyj `{ $cmd_turn }`: prywatny panel pokazuje twoją rękę, twoją wystawę, punkty zwycięstwa i żetony oraz przycisk lub menu dla każdej opcji, którą masz teraz.
    • Wszystko toczy się w kolejności graczy, po jednym wyborze: twoja akcja (zagranie karty i postawienie jej bloków, dobranie kart albo pas), odświeżenie ręki, cel karty specjalnej i dogrywki, w których każdy z remisujących po kolei wystawia kartę ze swojej wystawy albo rezygnuje.
    • `{ $cmd_hand }` pokazuje twoje prywatne informacje, `{ $cmd_board }` planszę, `{ $cmd_log }` ostatnie ruchy, `{ $cmd_rules } LB-6.4` objaśnia zasadę.
    • Gospodarz może pominąć nieobecnego gracza (`{ $cmd_game_skip }`: mistrz gry pasuje wtedy w zastępstwie albo rezygnuje w dogrywce) i porzucić stół (`{ $cmd_game_abandon }`); moderatorzy mają `/mod`.

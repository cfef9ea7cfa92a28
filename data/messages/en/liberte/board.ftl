# Liberté's board: the words only the picture uses (render/liberte/). Keys of the board's own (board-…);
# the game's terms (terms.ftl) are in the same bundle but not needed here.

board-title = LIBERTÉ
board-turn = Turn { $turn }/{ $turns }
board-phase-setup = Set-up
board-phase-refresh = Refresh hands
board-phase-action = Actions
board-phase-action-round = Actions · round { $round }
board-phase-battle = Battle
board-phase-election = Elections
board-phase-ended = Game over
board-placeholder = PLACEHOLDER DATA — not the real game: a made-up map and deck
board-waiting = Waiting for
# What the waited-for player is asked (choice kinds of engine/liberte/game.py)
board-await-action = choosing an action: play, take or pass
board-await-place = placing blocks
board-await-keep = keeping the card in the display or discarding it
board-await-next = going on with the play or ending it
board-await-target = choosing the Special card's target
board-await-take = taking a card
board-await-take_second = taking a second value-1 card or stopping
board-await-take_discard = discarding two cards before taking
board-await-refresh_discard = discarding from the hand
board-await-refresh_draw = drawing up to seven
board-await-tiebreak-battle = advancing a General or declining
board-await-tiebreak-province = advancing a card or declining
board-await-tiebreak-track = advancing a card or declining
board-await-tiebreak-vp = advancing a card or declining
board-await-other = their move
board-tie-battle = Tie-break: who leads the army
board-tie-province = Tie-break for a province
board-tie-province-at = Tie-break for province { $province }
board-tie-track = Tie-break on the election track
board-tie-vp = Tie-break for VP for votes
board-tie-other = Tie-break
board-tie-round = round { $round }
board-tie-advanced = advanced { $value }
board-result-turns = Game over after the last turn: most VP wins
board-result-radical_landslide = Game over: Radical landslide, most red points wins
board-result-counter_revolution = Game over: counter-revolution, most white points wins
board-result-other = Game over
board-winner = winner
board-result-points = votes { $votes } · on the map { $map } · on cards { $cards }
board-points = { $points } { $points ->
        [one] point
       *[other] points
    }
board-vp = { $vp } VP
board-faction-R = Radicals
board-faction-M = Moderates
board-faction-W = Royalists
board-colour-green = green
board-colour-yellow = yellow
board-colour-purple = purple
board-colour-black = black
board-colour-orange = orange
board-colour-brown = brown
board-map = Map · provinces by region, in election order
board-legend-cr = counter-revolution province (lit: white holds it)
board-legend-vp = VP province: its winner scores in turns 3 and 4
board-legend-paris = Paris: the winner takes the whole stack as votes
board-mark-cr = CR
board-mark-vp = { $vp } VP
board-election = Election track
board-government = government
board-opposition = opposition
board-presence = Presence in government
board-none = nobody
board-cr-count = Counter-revolution: { $held } CR { $held ->
        [one] province
       *[other] provinces
    } held by white + { $lost } lost { $lost ->
        [one] battle
       *[other] battles
    } = { $total } of { $need }
board-supply = Supply
board-piles = Deck { $deck } · discards { $discard } · out of the game { $box }
board-turns = Turn track and Battle Box
board-turn-space = Turn { $turn }
board-battle = Battle
board-no-battle = no battle
board-lost = lost
board-battle-box = Battle Box
board-empty = empty
board-offer = Offer
board-flag-general = G
board-flag-general-name = General
board-flag-cannon = C
board-flag-cannon-name = Cannon
board-flag-sans_culottes = S
board-flag-sans_culottes-name = Sans-Culottes
board-card-special = Special
board-card-club = Club
board-card-region = region
board-players = Players in turn order
board-hand = hand: { $count } { $count ->
        [one] card
       *[other] cards
    }
board-tokens = { $count } unused { $count ->
        [one] token
       *[other] tokens
    }
board-in-box = { $count } in the Battle Box
board-in-government = in government
board-votes = votes: { $votes }
board-removed = out of the game
board-display-empty = display empty

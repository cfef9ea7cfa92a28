## Liberté — the game's terms (our own words), shared by every part of its catalogue (events, engine, board …).
## A player is named by their token colour. Cards, provinces, regions and battles are named by the data set in use
## (data/liberte/), as printed; these messages only frame them.

game-name = Liberté

## Token colours of the players (rules.toml player_colours).
colour-green = green
colour-yellow = yellow
colour-purple = purple
colour-black = black
colour-orange = orange
colour-brown = brown

## Factions (LB-0.3) and their block colours.
faction-R = the Radicals (red)
faction-M = the Moderates (blue)
faction-W = the Royalists (white)
block_colour-R = red
block_colour-M = blue
block_colour-W = white
blocks-R = { $count } red { $count ->
        [one] block
       *[other] blocks
    }
blocks-M = { $count } blue { $count ->
        [one] block
       *[other] blocks
    }
blocks-W = { $count } white { $count ->
        [one] block
       *[other] blocks
    }

## Phases of a turn (LB-3.0).
phase-setup = Set-up
phase-refresh = Refresh hand
phase-action = Action phase
phase-battle = Battle
phase-election = Election
phase-ended = Game over
phase-other = { $phase }

## Kinds of open choice and of tie-break (a status line, a refusal).
kind-action = the action
kind-refresh_discard = the refresh discards
kind-refresh_draw = the refresh draw
kind-place = placing blocks
kind-keep = keeping the card or not
kind-next = the rest of the Play
kind-target = the Special card's target
kind-take_discard = the discards before taking
kind-take = taking a card
kind-take_second = a second card to take
kind-tiebreak = the tie-break
kind-other = a choice

## Tie-breaks by what they decide (LB-0.6).
tie-battle = the battle tie-break
tie-province = the province tie-break
tie-track = the election-track tie-break
tie-vp = the tie-break for the votes' victory points

## Places that score victory points for votes (LB-6.14–6.16).
place-gov_first = most government votes
place-gov_second = second most government votes
place-opp_first = most opposition votes
place-gov_first_tied_each = tied for most government votes
place-gov_second_tied_each = tied for second most government votes
place-opp_first_tied_each = tied for most opposition votes

## Symbols on a card, and a card on a button or in a menu.
symbol-cannon = Cannon
symbol-general = General
symbol-sans_culottes = Sans-Culottes
card-placing = { $title } ({ $faction } { $value }, { $region }{ $has_symbols ->
        [true] ; { $symbols }
       *[other] {""}
    })
card-club_region = Club, any region
card-short = { $title } ({ $faction } { $value })
card-special = { $title } (Special)

## A province: its election number, its printed name, its marks.
province = { $order } · { $name }{ $has_marks ->
        [true] { " " }({ $marks })
       *[other] {""}
    }
mark-paris = Paris
mark-cr = CR
mark-vp = { $vp } VP

## Numbers with their nouns.
vp = { $count } VP
votes = { $count } { $count ->
        [one] vote
       *[other] votes
    }
cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
tokens = { $count } { $count ->
        [one] token
       *[other] tokens
    }
nobody = nobody
none = none

## Why a game ended.
reason-turns = after the last turn, most VP
reason-radical_landslide = Radical landslide, most red points
reason-counter_revolution = counter-revolution, most white points

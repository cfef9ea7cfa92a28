owes-action = take an action (play, take or pass)
owes-refresh = refresh the hand
owes-tiebreak = advance a card in a tie-break, or decline

owes-pick = pick a character from the hand
owes-choose = answer a choice

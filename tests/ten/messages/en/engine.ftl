over = The game is over.
not_yours = It is not your turn.
bad_step = Add 1, 2 or 3.
too_far = That goes past ten: at most { $left } more.
bad_action = That is not a move of this game.

"""This War of Mine's rules (in the making): the state and the setup so far. The day's phases, the
decisions and the GameRules object come next; until then the game stays off the New game screen."""

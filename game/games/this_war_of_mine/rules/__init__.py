"""This War of Mine's rules (in the making): the state, the setup and the seven phases of the day, the
book of scripts, Trade and most of the op vocabulary. Combat, the GameRules object, the view and the bots
come next; until then the game stays off the New game screen (game/core/registry.py plans it)."""

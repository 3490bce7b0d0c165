"""This War of Mine's rules (in the making): the state, the setup, the seven phases of the day with their
fights and trades, the book of scripts and the op vocabulary but for the Narrative Actions' two. Playing
Narrative Actions, the GameRules object, the view and the bots come next; until then the game stays off
the New game screen (game/core/registry.py plans it)."""

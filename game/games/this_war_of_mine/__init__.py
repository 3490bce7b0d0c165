"""This War of Mine: The Board Game (in the making: its content and schema; not yet on the New game
screen, see game/core/registry.py's planned games)."""

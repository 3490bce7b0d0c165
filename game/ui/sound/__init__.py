"""The table's sounds: made by our own code (palette.py), played by the app (player.py)."""

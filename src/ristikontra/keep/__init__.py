"""What the game keeps on disk for the player: settings, the autosave, exported histories and
online seat tokens (the server's own tables are `net/store.py`, a different thing)."""

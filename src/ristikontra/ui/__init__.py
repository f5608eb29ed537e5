"""The keyboard table at a terminal, by job: `terminal/` (the prompt_toolkit shell and one
terminal's game), `seat/` (the keyboard seat and what it opens), `online/` (that seat at a
server's table)."""

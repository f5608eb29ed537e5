"""The prompt_toolkit shell: the terminal held quiet and raw (`tty`), keys in (`app`), lines out
(`transcript`, `liveline`), Control+Z (`suspend`), and one terminal's game (`session`)."""

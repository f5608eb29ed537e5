from ristikontra import quitkeys

# Before anything else loads: Control+C in the first moments must not kill the game unsaid.
quitkeys.hold()

from ristikontra.cli import main  # noqa: E402

raise SystemExit(main())

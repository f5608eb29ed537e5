from ristikontra.cli import main

raise SystemExit(main())

from ristikontra.script import main

raise SystemExit(main())

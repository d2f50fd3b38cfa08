from rootboard.cli import main

raise SystemExit(main())

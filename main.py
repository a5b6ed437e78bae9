"""Start Speedsetzer & Speedbuch: ``python main.py [options]`` or ``python main.py lookup WORD...``."""
from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())

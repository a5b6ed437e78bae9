"""``python -m spielcenter`` = ``speedsetzer-center``."""
import sys

from spielcenter.cli import main

sys.exit(main())

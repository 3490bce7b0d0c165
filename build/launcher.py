"""Entry script for the frozen app (PyInstaller needs a file, not a module path)."""
import sys

from game.__main__ import main

sys.exit(main())

"""Entry point for the one-file executable (PyInstaller runs this as a plain script)."""

import sys

from goldmines_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())

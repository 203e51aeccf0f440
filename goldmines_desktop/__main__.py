import sys

from .cli import main

if __name__ == "__main__":  # the computer players' worker process imports this module too
    sys.exit(main())

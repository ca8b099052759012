"""``python -m byte``: see :mod:`byte.cli`."""

import sys

from byte.cli import main

sys.exit(main())

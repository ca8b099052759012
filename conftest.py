"""Test collection for the whole repository: the package's doctests run with the unit tests.

The browser glue imports Pyodide's ``js`` and PyScript, so only the browser tests (``e2e/``)
exercise it.
"""

collect_ignore = ["byte/web/app.py", "byte/web/main.py", "byte/web/share.py",
                  "byte/web/worker_client.py"]

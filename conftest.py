"""Test collection for the whole repository: the package's doctests run with the unit tests.

The browser glue imports Pyodide's ``js`` and PyScript, so only the browser tests (``e2e/``)
exercise it.
"""

collect_ignore = [f"byte/web/{name}.py" for name in (
    "app", "main", "share", "keeping", "worker_client", "computer", "controls", "dialogs", "motion",
    "review_panel", "puzzle_panel", "lessons", "welcome",
    "analysis_board", "editor", "table_clock_screen", "panel_tabs", "game_over", "send_move")]

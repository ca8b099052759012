"""Keeping the keyboard focus in a panel that is redrawn by replacing its markup.

A panel drawn anew with ``innerHTML`` loses the focused button with the old markup; the
keyboard user would land at the top of the page. The panels remember which of their
buttons had the focus (by a ``data-`` attribute naming its job) and give it back to the
button of the same job, or else to the panel's first button.
"""

from __future__ import annotations

from typing import Any


def focused_job(document: Any, panel_id: str, attribute: str) -> str:
    """The ``attribute`` of the focused element when it is inside ``#panel_id``, else ``""``."""
    active = document.activeElement
    if active is not None and active.closest and active.closest(f"#{panel_id}"):
        return str(active.getAttribute(attribute) or "")
    return ""


def refocus(panel: Any, attribute: str, job: str, fallback: str) -> None:
    """Focus the panel's element whose ``attribute`` is ``job``, else the first ``fallback``."""
    if not job:
        return
    target = panel.querySelector(f'[{attribute}="{job}"]') or panel.querySelector(fallback)
    if target:
        target.focus()

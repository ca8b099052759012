"""Byte, Mark Steere's stacking game: rules (``rules``), the computer player's hooks
(``engine``), records (``records``) and drawing (``view``)."""

import json
import pathlib

import pytest

DATA = pathlib.Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def vectors() -> list[dict]:
    """The spec's public test positions (from an independent implementation)."""
    lines = (DATA / "byte-vectors.jsonl").read_text().splitlines()
    return [json.loads(line) for line in lines if line.strip()]

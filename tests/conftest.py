"""Options for the whole suite: `--long` (or SURVIVAL_FUZZ_LONG=1) runs the fuzz suites at full size."""
from __future__ import annotations

import os
import tempfile

import pytest

# the synthesised sounds are made once for the whole run and shared by every test's app (each has a home of
# its own, and making them again for each would cost every test a second and a half)
os.environ.setdefault("SURVIVAL_TABLETOP_CACHE", tempfile.mkdtemp(prefix="survival-tabletop-cache-"))


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="run the fuzz suites with thousands of cases instead of the quick sample")


@pytest.fixture(scope="session")
def long_run(request) -> bool:
    """True when the fuzz suites should run their long version."""
    return bool(request.config.getoption("--long") or os.environ.get("SURVIVAL_FUZZ_LONG"))

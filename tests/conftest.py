"""Shared test settings: hypothesis profiles (CI runs the default, thorough enough and fast),
and one Dask LocalCluster for the tests that need a cluster."""

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from taskfarm import Executor

# 60 examples a property in the README's run (the tests that ask for more say so), so that it
# stays under 5 minutes on two cores; HYPOTHESIS_PROFILE=thorough draws 2000.
settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.register_profile(
    "thorough", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=2000
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(scope="session")
def dask_executor() -> Iterator[Executor]:
    """One LocalCluster of 2 worker processes for the tests that only need a cluster to run on.

    Skipped where dask is not installed (CI installs it with the ``test`` extra).
    """
    pytest.importorskip("dask.distributed", reason="dask is optional: pip install '.[cluster]'")
    from taskfarm import DaskExecutor

    with DaskExecutor(workers=2) as executor:
        yield executor


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Games the tests finish are recorded in a folder of their own, never the user's."""
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path_factory.mktemp("minesweeper-data")))

"""The examples of docs/when-the-search-stalls.md run and print what their comments say."""

from __future__ import annotations

import pytest

from tests.pages import printed_and_promised, python_blocks

BLOCKS = python_blocks("when-the-search-stalls.md")


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("block", BLOCKS, ids=[str(k) for k in range(len(BLOCKS))])
def test_each_example_prints_what_it_promises(block: str) -> None:
    printed, promised = printed_and_promised(block, "when-the-search-stalls.md")
    assert printed == promised

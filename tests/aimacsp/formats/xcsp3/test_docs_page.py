"""The examples of docs/xcsp3.md run and print what their comments say."""

from __future__ import annotations

import pytest

from tests.pages import printed_and_promised, python_blocks

BLOCKS = python_blocks("xcsp3.md")


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("block", BLOCKS, ids=[str(k) for k in range(len(BLOCKS))])
def test_each_example_prints_what_it_promises(block: str) -> None:
    printed, promised = printed_and_promised(block, "xcsp3.md")
    assert printed == promised

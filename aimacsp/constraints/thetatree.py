"""The Θ-Λ-tree (Vilím 2004, 2008): the earliest completion time of a set of tasks on one
machine, kept in O(log n) per change.

The leaves are the tasks in the order of their earliest starts. Each task is out of the tree,
in Θ (white: scheduled), or in Λ (gray: a candidate). A node knows, for the tasks of its
subtree, the total duration of Θ and the earliest time Θ can be finished (``ect``), and the
same two figures when at most one gray task may join Θ, with the gray task responsible.
Edge finding, detectable precedences and not-first/not-last ask these at the root.

>>> tree = ThetaTree([0, 2, 3], [3, 2, 4])   # three tasks: earliest starts, durations
>>> tree.insert(0); tree.insert(1); tree.ect()
5
>>> tree.insert_gray(2); tree.ect(), tree.ect_gray(), tree.responsible()
(5, 9, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["ThetaTree"]


class ThetaTree:
    """A balanced tree over tasks sorted by earliest start; all tasks start out of the tree."""

    __slots__ = ("est", "dur", "leaf", "size", "total", "ect_", "total_gray", "ect_gray_",
                 "resp_total", "resp_ect", "none", "gray")  # fmt: skip

    def __init__(self, est: Sequence[int], dur: Sequence[int]) -> None:
        n = len(est)
        self.est = est
        self.dur = dur
        order = sorted(range(n), key=est.__getitem__)
        size = 1
        while size < n:
            size *= 2
        self.size = size
        self.leaf = [0] * n
        for position, task in enumerate(order):
            self.leaf[task] = size + position
        # A time earlier than any completion the tree can compute, even after adding durations.
        self.none = (min(est) if n else 0) - sum(dur) - 1
        nodes = 2 * size
        self.total = [0] * nodes
        self.ect_ = [self.none] * nodes
        # The gray figures are kept only once a task has been gray: the rules that use white
        # tasks alone pay for two figures per node, not six.
        self.gray = False
        self.total_gray: list[int] = []
        self.ect_gray_: list[int] = []
        self.resp_total: list[int] = []
        self.resp_ect: list[int] = []

    def fill(self) -> None:
        """Put every task of a new tree in Θ at once (O(n), where n inserts cost O(n log n))."""
        total, ect = self.total, self.ect_
        for task, v in enumerate(self.leaf):
            p = self.dur[task]
            total[v] = p
            ect[v] = self.est[task] + p
        for v in range(self.size - 1, 0, -1):
            left, right = 2 * v, 2 * v + 1
            total[v] = total[left] + total[right]
            through = ect[left] + total[right]
            ect[v] = through if through > ect[right] else ect[right]

    def insert(self, task: int) -> None:
        """Put ``task`` in Θ."""
        v = self.leaf[task]
        p = self.dur[task]
        self.total[v] = p
        self.ect_[v] = self.est[task] + p
        if self.gray:
            self.total_gray[v] = p
            self.ect_gray_[v] = self.est[task] + p
            self.resp_total[v] = self.resp_ect[v] = -1
            self._update(v)
        else:
            self._update_white(v)

    def insert_gray(self, task: int) -> None:
        """Put ``task`` in Λ (it counts only in the gray figures)."""
        if not self.gray:
            # Until now the gray figures were the white ones.
            self.gray = True
            self.total_gray = self.total[:]
            self.ect_gray_ = self.ect_[:]
            self.resp_total = [-1] * len(self.total)
            self.resp_ect = [-1] * len(self.total)
        v = self.leaf[task]
        p = self.dur[task]
        self.total[v] = 0
        self.ect_[v] = self.none
        self.total_gray[v] = p
        self.ect_gray_[v] = self.est[task] + p
        self.resp_total[v] = self.resp_ect[v] = task
        self._update(v)

    def remove(self, task: int) -> None:
        """Take ``task`` out of the tree, white or gray."""
        v = self.leaf[task]
        self.total[v] = 0
        self.ect_[v] = self.none
        if self.gray:
            self.total_gray[v] = 0
            self.ect_gray_[v] = self.none
            self.resp_total[v] = self.resp_ect[v] = -1
            self._update(v)
        else:
            self._update_white(v)

    def ect(self) -> int:
        """The earliest completion time of Θ (``none`` when Θ is empty)."""
        return self.ect_[1]

    def ect_gray(self) -> int:
        """The earliest completion time of Θ plus at most one task of Λ."""
        return self.ect_gray_[1] if self.gray else self.ect_[1]

    def responsible(self) -> int:
        """The gray task that `ect_gray` counts, or -1."""
        return self.resp_ect[1] if self.gray else -1

    def _update_white(self, v: int) -> None:
        total, ect = self.total, self.ect_
        v //= 2
        while v:
            left, right = 2 * v, 2 * v + 1
            total[v] = total[left] + total[right]
            through = ect[left] + total[right]
            ect[v] = through if through > ect[right] else ect[right]
            v //= 2

    def _update(self, v: int) -> None:
        total, ect, total_gray, ect_gray = self.total, self.ect_, self.total_gray, self.ect_gray_
        resp_total, resp_ect = self.resp_total, self.resp_ect
        v //= 2
        while v:
            left, right = 2 * v, 2 * v + 1
            total[v] = total[left] + total[right]
            through = ect[left] + total[right]
            ect[v] = through if through > ect[right] else ect[right]
            # Total with one gray task: on the left or on the right.
            through_left = total_gray[left] + total[right]
            through_right = total[left] + total_gray[right]
            if through_left > through_right:
                total_gray[v], resp_total[v] = through_left, resp_total[left]
            else:
                total_gray[v], resp_total[v] = through_right, resp_total[right]
            # Completion with one gray task: within the right, the left's Θ then the right's
            # gray total, or the left's gray completion then the right's Θ.
            best, resp = ect_gray[right], resp_ect[right]
            candidate = ect[left] + total_gray[right]
            if candidate > best:
                best, resp = candidate, resp_total[right]
            candidate = ect_gray[left] + total[right]
            if candidate > best:
                best, resp = candidate, resp_ect[left]
            ect_gray[v], resp_ect[v] = best, resp
            v //= 2

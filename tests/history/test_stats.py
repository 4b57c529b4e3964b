"""The rank test and the bootstrap interval against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from watcher.history.stats import bootstrap_ratio_interval, mann_whitney, median_ratio


@pytest.mark.parametrize(
    ("new", "old", "p"),
    [
        # complete separation: only 2 of C(10,5) = 252 arrangements are as extreme
        ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], 2 / 252),
        ([6, 7, 8, 9, 10], [1, 2, 3, 4, 5], 2 / 252),
        # 3 vs 3 separated: 2 of 20, so three runs a side can never reach p < 0.05
        ([1, 2, 3], [4, 5, 6], 2 / 20),
        # one swap: U = 1, P(U <= 1) = 2/252, twice that
        ([1, 2, 3, 4, 6], [5, 7, 8, 9, 10], 4 / 252),
        # interleaved: U = 10 of 25, P(U <= 10) = 87/252, twice that
        ([1, 3, 5, 7, 9], [2, 4, 6, 8, 10], 174 / 252),
    ],
)
def test_exact_p_values(new: list[float], old: list[float], p: float) -> None:
    """Without ties the p-value is the exact two-sided tail of the U distribution."""
    result = mann_whitney(new, old)
    assert result.method == "exact"
    assert result.p_value == pytest.approx(p)


def test_ties_use_the_corrected_normal_approximation() -> None:
    """Tied values switch to the normal approximation; all-equal sets give p = 1."""
    tied = mann_whitney([1, 1, 2, 2, 3], [3, 4, 4, 5, 5])
    assert tied.method == "normal" and 0.0 < tied.p_value < 0.05
    assert mann_whitney([2, 2, 2], [2, 2, 2]).p_value == 1.0


def test_large_sets_use_the_normal_approximation() -> None:
    """60 runs a side: approximation, and a clear shift is overwhelming evidence."""
    new = [100.0 + i * 0.01 for i in range(60)]
    old = [110.0 + i * 0.01 for i in range(60)]
    result = mann_whitney(new, old)
    assert result.method == "normal" and result.p_value < 1e-10


def test_empty_set_is_refused() -> None:
    """No runs: a ValueError, never a p-value."""
    with pytest.raises(ValueError, match="at least one run"):
        mann_whitney([], [1.0])


def test_ratio_and_interval() -> None:
    """The interval holds the point ratio, is deterministic, and is narrow for tight runs."""
    new, old = [90.0, 91.0, 89.5, 90.2, 90.8], [100.0, 101.0, 99.0, 100.5, 99.7]
    ratio = median_ratio(new, old)
    assert ratio == pytest.approx(90.2 / 100.0)
    lo, hi = bootstrap_ratio_interval(new, old)
    assert lo <= ratio <= hi
    assert (lo, hi) == bootstrap_ratio_interval(new, old)
    assert lo > 0.87 and hi < 0.93
    assert not math.isclose(lo, hi)

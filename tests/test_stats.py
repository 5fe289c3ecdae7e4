"""The balance lab's statistics (app/core/stats.py) against published values."""

from __future__ import annotations

import math

import pytest

from app.core import stats


class TestIntervals:
    def test_the_normal_quantile(self) -> None:
        assert stats.z_value(0.95) == pytest.approx(1.959964, abs=1e-6)
        assert stats.z_value(0.99) == pytest.approx(2.575829, abs=1e-6)

    def test_wilson_against_published_values(self) -> None:
        # Newcombe (1998), table I: 15 of 148 -> 0.0624 to 0.1605; 0 of 20 -> 0 to 0.1611;
        # 1 of 29 -> 0.0061 to 0.1718
        for (k, n), (lo, hi) in (((15, 148), (0.0624, 0.1605)), ((0, 20), (0.0, 0.1611)),
                                 ((1, 29), (0.0061, 0.1718)), ((81, 263), (0.2553, 0.3662))):
            got = stats.wilson(k, n)
            assert got == pytest.approx((lo, hi), abs=1e-4), (k, n)
        # 12 of 20 (the designer's example) and 8 of 10
        assert stats.wilson(12, 20) == pytest.approx((0.3866, 0.7812), abs=1e-4)
        assert stats.wilson(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)
        assert stats.wilson(0, 0) == (0.0, 1.0)

    def test_wilson_agrees_with_its_score_test(self) -> None:
        """p0 lies outside the interval exactly when the score test rejects it."""
        for k, n in ((3, 20), (11, 20), (37, 50), (0, 12)):
            lo, hi = stats.wilson(k, n)
            for p0 in (0.05, 0.2, 0.25, 0.5, 0.75, 0.9):
                rejected = stats.score_test(k, n, p0) < 0.05
                assert rejected == (not lo <= p0 <= hi), (k, n, p0)
        assert stats.score_test(60, 100, 0.5) == pytest.approx(0.0455, abs=1e-4)  # z = 2

    def test_fractional_successes_are_a_share(self) -> None:
        """A tie's split win: 10.5 of 21 sits in the middle of its interval."""
        lo, hi = stats.wilson(10.5, 21)
        assert (lo + hi) / 2 == pytest.approx(0.5)

    def test_student_t(self) -> None:
        # tables: t(0.975; 1) = 12.706, t(0.975; 5) = 2.571, t(0.975; 19) = 2.093,
        # t(0.995; 10) = 3.169, and the normal quantile for many degrees of freedom
        for p, df, t in ((0.975, 1, 12.7062), (0.975, 5, 2.5706), (0.975, 19, 2.0930),
                         (0.995, 10, 3.1693), (0.95, 30, 1.6973)):
            assert stats.t_quantile(p, df) == pytest.approx(t, abs=1e-4), (p, df)
        assert stats.t_quantile(0.975, 100000) == pytest.approx(1.96, abs=1e-3)
        assert stats.t_quantile(0.025, 5) == pytest.approx(-2.5706, abs=1e-4)
        assert stats.t_cdf(2.0, 10) == pytest.approx(0.963306, abs=1e-6)
        # I_0.4(2, 3): P(at least 2 successes of 4 at 0.4) = 0.5248
        assert stats.incomplete_beta(2, 3, 0.4) == pytest.approx(0.5248, abs=1e-10)

    def test_mean_interval(self) -> None:
        mean, lo, hi = stats.mean_interval([1, 2, 3, 4, 5])
        half = 2.776445 * math.sqrt(2.5) / math.sqrt(5)
        assert (mean, lo, hi) == pytest.approx((3.0, 3.0 - half, 3.0 + half), abs=1e-5)
        assert stats.mean_interval([4]) == (4.0, 4.0, 4.0)

    def test_median_interval_from_order_statistics(self) -> None:
        # the 95% interval of the median is x(2)..x(9) for 10 values, x(6)..x(15) for 20
        assert stats.median_interval(list(range(1, 11))) == (5.5, 2, 9)
        assert stats.median_interval(list(range(1, 21))) == (10.5, 6, 15)
        assert stats.median_interval([3, 1, 2]) == (2, 1, 3)  # too few: the whole range
        assert stats.binomial_cdf(2, 10) == pytest.approx(56 / 1024)

    def test_many_values_use_the_normal_approximation(self) -> None:
        values = list(range(3001))
        _, lo, hi = stats.median_interval(values)
        assert (lo, hi) == pytest.approx((1446, 1554), abs=2)


class TestManyTests:
    def test_holm(self) -> None:
        # sorted 0.005, 0.01, 0.03, 0.04 -> 0.02, 0.03, 0.06, max(0.06, 0.04)
        assert stats.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
        assert stats.holm([]) == []
        assert stats.holm([0.5, 0.9]) == [1.0, 1.0]

    def test_bonferroni(self) -> None:
        assert stats.bonferroni(0.95, 10) == pytest.approx(0.995)

    def test_games_needed(self) -> None:
        assert stats.games_needed(0.5, 0.05) == 385  # 1.96^2 / 4 / 0.05^2 = 384.1
        assert stats.games_needed(1 / 3, 0.05) == 342


class TestShapes:
    def test_quartiles_and_far_out(self) -> None:
        assert stats.quartiles([1, 2, 3, 4, 5]) == (2, 3, 4)
        assert stats.far_out([7, 8, 8, 9, 9, 10]) == pytest.approx((8 - 3 * 1.0, 9 + 3 * 1.0))
        assert stats.far_out([8, 8, 8, 8], least=2) == (2.0, 14.0)

    def test_histogram_fills_the_gaps(self) -> None:
        assert stats.histogram([3, 5, 5, 7]) == [(3, 1), (4, 0), (5, 2), (6, 0), (7, 1)]
        assert stats.histogram([]) == []

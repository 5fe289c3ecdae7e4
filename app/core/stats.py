"""The statistics of the balance lab, in plain Python (no numpy: docs/architecture.md says why).

Rates get **Wilson score intervals** (Wilson 1927): the interval of every proportion ``p0``
that a score test at the same level would not reject, so a rate's interval and its test
always agree, and it behaves at 0 and 1 successes, where the textbook ``p +- z*se`` does not.
A share with fractional successes (a tie splits a win between its winners) uses the same
formula: a game's share lies between 0 and 1, so its variance is at most ``p(1-p)``, and
the interval is at least as wide as it needs to be.

Means get Student's t interval (the game is the unit: a game's seats are not independent),
medians the distribution-free interval between two order statistics (binomial), and many
tests at once Holm's step-down correction (familywise error at most ``alpha``, never weaker
than Bonferroni's and never less powerful). Each formula is checked against published values
in tests/test_stats.py.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from statistics import NormalDist, fmean, quantiles, stdev

CONFIDENCE = 0.95
_NORMAL = NormalDist()


def z_value(confidence: float = CONFIDENCE) -> float:
    """The normal quantile of a two-sided interval at ``confidence`` (1.96 for 95%)."""
    return _NORMAL.inv_cdf(0.5 + confidence / 2)


def wilson(successes: float, trials: float, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of a proportion; (0, 1) with no trials.

    ``successes`` may be fractional (see the module text)."""
    if trials <= 0:
        return (0.0, 1.0)
    z = z_value(confidence)
    n = trials
    p = min(1.0, max(0.0, successes / n))
    d = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def score_test(successes: float, trials: float, p0: float) -> float:
    """The two-sided p-value of the score test of "the proportion is ``p0``" (the test whose
    acceptance region the Wilson interval is); 1 with no trials."""
    if trials <= 0 or not 0.0 < p0 < 1.0:
        return 1.0
    z = (successes / trials - p0) / math.sqrt(p0 * (1 - p0) / trials)
    return 2.0 * (1.0 - _NORMAL.cdf(abs(z)))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's adjusted p-values, in the given order: reject test ``i`` at level ``alpha`` when
    its adjusted value is at most ``alpha``, with a familywise error of at most ``alpha``."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def bonferroni(confidence: float, tests: int) -> float:
    """The confidence each of ``tests`` intervals needs for all of them to hold together at
    ``confidence``."""
    return 1.0 - (1.0 - confidence) / max(1, tests)


def games_needed(p: float, half_width: float, confidence: float = CONFIDENCE) -> int:
    """About how many trials measure a proportion near ``p`` within +- ``half_width``."""
    z = z_value(confidence)
    p = min(max(p, 0.05), 0.95)
    return math.ceil(z * z * p * (1 - p) / (half_width * half_width))


# --- Student's t, through the regularized incomplete beta function ---------------------------


def _beta_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 500):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        step = d * c
        h *= step
        if abs(step - 1.0) < 1e-14:
            break
    return h


def incomplete_beta(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _beta_fraction(a, b, x) / a
    return 1.0 - front * _beta_fraction(b, a, 1.0 - x) / b


def t_cdf(t: float, df: float) -> float:
    """Student's t distribution function."""
    tail = 0.5 * incomplete_beta(df / 2.0, 0.5, df / (df + t * t))
    return 1.0 - tail if t >= 0 else tail


def t_quantile(prob: float, df: float) -> float:
    """The quantile of Student's t (bisection on :func:`t_cdf`, to 1e-10)."""
    if prob == 0.5:
        return 0.0
    if prob < 0.5:
        return -t_quantile(1.0 - prob, df)
    lo, hi = 0.0, 1.0
    while t_cdf(hi, df) < prob:
        hi *= 2.0
    while hi - lo > 1e-10 * max(1.0, hi):
        mid = (lo + hi) / 2
        if t_cdf(mid, df) < prob:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def mean_interval(values: Sequence[float],
                  confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """(mean, low, high): Student's t interval of the mean; the mean alone with fewer than two
    values."""
    if not values:
        return (0.0, 0.0, 0.0)
    mean = fmean(values)
    if len(values) < 2:
        return (mean, mean, mean)
    half = t_quantile(0.5 + confidence / 2, len(values) - 1) * stdev(values) / math.sqrt(
        len(values))
    return (mean, mean - half, mean + half)


def binomial_cdf(k: int, n: int, p: float = 0.5) -> float:
    """P(X <= k) for X binomial(n, p), summed exactly (n up to a few thousand)."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    total = 0.0
    log_p, log_q = math.log(p), math.log1p(-p)
    for i in range(k + 1):
        total += math.exp(math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
                          + i * log_p + (n - i) * log_q)
    return min(1.0, total)


def median_interval(values: Sequence[float],
                    confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """(median, low, high): the distribution-free interval of the median between the order
    statistics ``x(j)`` and ``x(n+1-j)`` with the largest ``j`` whose binomial(n, 1/2) tail
    ``P(X < j)`` is at most half the error; the whole range when ``n`` is too small for it
    (fewer than 6 values at 95%)."""
    if not values:
        return (0.0, 0.0, 0.0)
    xs = sorted(values)
    n = len(xs)
    mid = (xs[(n - 1) // 2] + xs[n // 2]) / 2
    alpha = 1.0 - confidence
    j = 0
    if n <= 2000:
        while j + 1 <= n // 2 and binomial_cdf(j, n) <= alpha / 2:
            j += 1
    else:  # the normal approximation of the binomial
        j = max(0, math.floor(n / 2 - z_value(confidence) * math.sqrt(n) / 2))
    if j == 0:
        return (mid, xs[0], xs[-1])
    return (mid, xs[j - 1], xs[n - j])


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """Lower quartile, median and upper quartile (the 'inclusive' method); all equal for one
    value."""
    if not values:
        return (0.0, 0.0, 0.0)
    if len(values) == 1:
        return (values[0], values[0], values[0])
    q1, q2, q3 = quantiles(values, n=4, method="inclusive")
    return (q1, q2, q3)


def far_out(values: Sequence[float], reach: float = 3.0,
            least: float = 0.0) -> tuple[float, float]:
    """Tukey's fences for far-out values: quartiles minus and plus ``reach`` interquartile
    ranges (a range under ``least`` counts as ``least``: whole numbers that hardly vary)."""
    q1, _, q3 = quartiles(values)
    spread = max(q3 - q1, least)
    return (q1 - reach * spread, q3 + reach * spread)


def histogram(values: Iterable[int]) -> list[tuple[int, int]]:
    """(value, how many) for every whole value from the lowest to the highest."""
    counts = Counter(values)
    if not counts:
        return []
    lo, hi = min(counts), max(counts)
    return [(v, counts.get(v, 0)) for v in range(lo, hi + 1)]


def sample_sd(values: Sequence[float]) -> float:
    """The sample standard deviation (0 with fewer than two values)."""
    return stdev(values) if len(values) > 1 else 0.0

/** Statistics for match-up results: Wilson score intervals and five-number summaries. */

export interface Interval {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval for `k` successes in `n` trials (Wilson 1927; Newcombe 1998, method 3):
 * unlike the normal approximation it stays inside [0, 1] and behaves at rates near 0 or 1.
 */
export function wilson(k: number, n: number, z = 1.959963984540054): Interval {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly min: number;
  readonly p25: number;
  readonly median: number;
  readonly p75: number;
  readonly max: number;
}

/** Quantile by linear interpolation between order statistics (type 7, the R and NumPy default). */
function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { n: 0, mean: 0, min: 0, p25: 0, median: 0, p75: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    n: sorted.length,
    mean,
    min: sorted[0] as number,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1] as number,
  };
}

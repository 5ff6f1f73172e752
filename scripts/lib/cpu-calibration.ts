/**
 * The Lighthouse gate's CPU calibration. Lighthouse simulates a phone by multiplying the main-thread work it saw on the
 * host by `cpuSlowdownMultiplier` (4 by default, 1 for the desktop preset), so the same page scores worse on a slower or
 * busier host. Its throttling documentation's answer is to calibrate the multiplier to the host's `benchmarkIndex`
 * (the same benchmark Lighthouse runs before each page): here the multiplier scales with the host's index against the
 * index of the host the targets were set on, so a host half as fast is throttled half as much and a page's simulated
 * work is the same wherever the gate runs.
 */

/** benchmarkIndex of the 2-core machine the gate's targets were set on (Debian's Chromium 156, nothing else running). */
export const REFERENCE_BENCHMARK_INDEX = 2500;

/**
 * The multiplier that makes `base` (the profile's own: 4 mobile, 1 desktop) mean on this host what it means on the
 * reference host. Kept within a quarter and twice the base: beyond that the benchmark itself is not to be trusted (a
 * host four times slower than the reference cannot be measured fairly at all, and says so in the gate's table).
 */
export function calibratedMultiplier(base: number, hostIndex: number, referenceIndex = REFERENCE_BENCHMARK_INDEX): number {
  if (!(hostIndex > 0) || !(referenceIndex > 0) || !(base > 0)) throw new Error(`cannot calibrate with benchmarkIndex ${hostIndex} against ${referenceIndex}`);
  const m = (base * hostIndex) / referenceIndex;
  return Math.round(Math.min(base * 2, Math.max(base / 4, m)) * 100) / 100;
}

/** The median of a host's benchmark readings (one reading varies by ±10 % here, the median of three by far less). */
export function medianIndex(readings: readonly number[]): number {
  const s = readings.filter((r) => r > 0).sort((a, b) => a - b);
  if (s.length === 0) throw new Error('no benchmarkIndex reading');
  return s[Math.floor(s.length / 2)]!;
}

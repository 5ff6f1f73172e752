import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, medianIndex, REFERENCE_BENCHMARK_INDEX } from '../../scripts/lib/cpu-calibration';

describe("the Lighthouse gate's CPU calibration", () => {
  it('keeps the profile’s multiplier on the reference host', () => {
    expect(calibratedMultiplier(4, REFERENCE_BENCHMARK_INDEX)).toBe(4);
    expect(calibratedMultiplier(1, REFERENCE_BENCHMARK_INDEX)).toBe(1);
  });

  it('throttles a host half as fast half as much, and a faster one more', () => {
    expect(calibratedMultiplier(4, 1250, 2500)).toBe(2);
    expect(calibratedMultiplier(4, 3000, 2500)).toBe(4.8);
    expect(calibratedMultiplier(1, 2000, 2500)).toBe(0.8);
  });

  it('stays within a quarter and twice the base, where the benchmark stops being a fair measure', () => {
    expect(calibratedMultiplier(4, 100, 2500)).toBe(1);
    expect(calibratedMultiplier(4, 100_000, 2500)).toBe(8);
  });

  it('makes the simulated work of a page the same on any host in range (work × slowness of the host × multiplier)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 2, noNaN: true }), fc.integer({ min: 1, max: 500 }), (speed, workMs) => {
        // A host `speed` times the reference's runs the same work in workMs / speed and scores an index × speed.
        const simulated = (workMs / speed) * calibratedMultiplier(4, REFERENCE_BENCHMARK_INDEX * speed);
        expect(Math.abs(simulated - workMs * 4)).toBeLessThanOrEqual(workMs * 4 * 0.01);
      }),
    );
  });

  it('reads the median of a host’s readings and refuses to calibrate without one', () => {
    expect(medianIndex([2600, 2100, 2500])).toBe(2500);
    expect(() => medianIndex([])).toThrow();
    expect(() => calibratedMultiplier(4, 0)).toThrow();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, mainThreadWaitRatio, medianReading, REFERENCE_WORKLOAD_MS, REFERENCE_WAIT_RATIO, type TraceEvent } from '../../scripts/lib/cpu-calibration';

describe("the Lighthouse gate's CPU calibration", () => {
  it('keeps the profile’s multiplier on the reference host', () => {
    expect(calibratedMultiplier(4, REFERENCE_WORKLOAD_MS)).toBe(4);
    expect(calibratedMultiplier(1, REFERENCE_WORKLOAD_MS)).toBe(1);
  });

  it('throttles a host that needs twice as long for the workload half as much, and a faster one more', () => {
    expect(calibratedMultiplier(4, 1300, REFERENCE_WAIT_RATIO, 650)).toBe(2);
    expect(calibratedMultiplier(4, 500, REFERENCE_WAIT_RATIO, 600)).toBe(4.8);
    expect(calibratedMultiplier(1, 800, REFERENCE_WAIT_RATIO, 640)).toBe(0.8);
  });

  it('stays within a quarter and twice the base, where the workload stops being a fair measure', () => {
    expect(calibratedMultiplier(4, 100_000, REFERENCE_WAIT_RATIO, 650)).toBe(1);
    expect(calibratedMultiplier(4, 10, REFERENCE_WAIT_RATIO, 650)).toBe(8);
  });

  it('makes the simulated work of a page the same on any host in range (work × slowness of the host × multiplier)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 2, noNaN: true }), fc.integer({ min: 1, max: 500 }), (speed, workMs) => {
        // A host `speed` times the reference's runs the same work, and the workload, in 1 / speed of the time.
        const simulated = (workMs / speed) * calibratedMultiplier(4, REFERENCE_WORKLOAD_MS / speed);
        expect(Math.abs(simulated - workMs * 4)).toBeLessThanOrEqual(workMs * 4 * 0.01);
      }),
    );
  });

  it('throttles a run whose main thread shared its core half as much as one that had the reference host’s share', () => {
    expect(calibratedMultiplier(4, REFERENCE_WORKLOAD_MS, REFERENCE_WAIT_RATIO * 2)).toBe(2);
    expect(calibratedMultiplier(4, REFERENCE_WORKLOAD_MS, REFERENCE_WAIT_RATIO)).toBe(4);
    expect(() => calibratedMultiplier(4, REFERENCE_WORKLOAD_MS, 0.5)).toThrow();
  });

  it('makes the simulated work of a page the same however much of the core its main thread had (CPU time × wait × multiplier)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.6, max: 1.8, noNaN: true }), fc.integer({ min: 1, max: 500 }), (sharing, cpuMs) => {
        // The page's tasks take `sharing` times the reference host's wall time for the same CPU time.
        const ratio = REFERENCE_WAIT_RATIO * sharing;
        const simulated = cpuMs * ratio * calibratedMultiplier(4, REFERENCE_WORKLOAD_MS, ratio);
        const reference = cpuMs * REFERENCE_WAIT_RATIO * 4;
        expect(Math.abs(simulated - reference)).toBeLessThanOrEqual(reference * 0.01);
      }),
    );
  });

  it('still sees added work: the same sharing with more CPU time simulates more work', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 50, max: 500 }), (ratio, cpuMs, addedMs) => {
        const m = calibratedMultiplier(4, REFERENCE_WORKLOAD_MS, ratio);
        expect((cpuMs + addedMs) * ratio * m - cpuMs * ratio * m).toBeGreaterThanOrEqual(addedMs);
      }),
    );
  });

  it('reads the page’s main thread from a trace: the renderer main thread with the most CPU time, its wall over its CPU', () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 3, tid: 3, args: { name: 'CrBrowserMain' } },
      // about:blank's renderer: little work
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, dur: 1000, tdur: 100 },
      // the page
      { name: 'RunTask', ph: 'X', pid: 2, tid: 7, dur: 30_000, tdur: 10_000 },
      { name: 'RunTask', ph: 'X', pid: 2, tid: 7, dur: 10_000, tdur: 10_000 },
      { name: 'FunctionCall', ph: 'X', pid: 2, tid: 7, dur: 99_000, tdur: 1 },
      // the browser: not a renderer
      { name: 'RunTask', ph: 'X', pid: 3, tid: 3, dur: 5_000_000, tdur: 5_000_000 },
    ];
    expect(mainThreadWaitRatio(events)).toBe(2);
    expect(mainThreadWaitRatio(events.filter((e) => e.pid !== 2))).toBe(10);
    expect(mainThreadWaitRatio([{ name: 'RunTask', ph: 'X', pid: 2, tid: 7, dur: 30_000 }])).toBeUndefined();
  });

  it('reads the median of a host’s readings and refuses to calibrate without one', () => {
    expect(medianReading([1300, 1100, 1150, 990, 1600])).toBe(1150);
    expect(() => medianReading([])).toThrow();
    expect(() => calibratedMultiplier(4, 0)).toThrow();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, drawInFilmstrip, mainThreadWaitRatio, medianReading, REFERENCE_WORKLOAD_MS, REFERENCE_WAIT_RATIO, shortenPreemptedTasks, type TraceEvent } from '../../scripts/lib/cpu-calibration';

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

  describe('taking the time other processes had the core out of the page’s tasks', () => {
    const MAIN = { pid: 2, tid: 7 };
    const named = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
    const task = (ts: number, dur: number, tdur: number, at = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ...at, ts, dur, tdur });
    const child = (name: string, ts: number, dur?: number, at = MAIN): TraceEvent => ({ name, ph: dur === undefined ? 'I' : 'X', ...at, ts, ...(dur === undefined ? {} : { dur }) });

    it('shortens a task the thread was kept from to its CPU time × the cap, its events drawn in with it', () => {
      // A 14 ms task that took 323 ms of wall time (seen on a busy host), then a task within the cap.
      const preempted = task(1_000_000, 323_000, 14_000);
      const script = child('EvaluateScript', 1_100_000, 200_000);
      const paint = child('largestContentfulPaint::Candidate', 1_323_000);
      const next = task(1_400_000, 30_000, 20_000);
      const inNext = child('Layout', 1_405_000, 10_000);
      const elsewhere = task(1_000_000, 323_000, 14_000, { pid: 1, tid: 1 });
      const events = [named(2, 7, 'CrRendererMain'), named(1, 1, 'CrRendererMain'), preempted, script, paint, next, inNext, elsewhere];
      expect(shortenPreemptedTasks(events, 2)).toBe(1);
      expect(preempted).toMatchObject({ ts: 1_000_000, dur: 28_000 });
      // The same place in the task, in proportion: 100 of 323 ms in, 200 ms of it long → 8.7 ms in, 17.3 ms long.
      expect(script).toMatchObject({ ts: 1_000_000 + Math.round(100_000 * (28 / 323)), dur: Math.round(200_000 * (28 / 323)) });
      expect(paint.ts).toBe(1_028_000);
      // The task within the cap, and another renderer's (not the page's main thread), as they were.
      expect(next).toMatchObject({ ts: 1_400_000, dur: 30_000 });
      expect(inNext).toMatchObject({ ts: 1_405_000, dur: 10_000 });
      expect(elsewhere).toMatchObject({ ts: 1_000_000, dur: 323_000 });
    });

    it('changes nothing in a trace without thread times, or where every task is within the cap', () => {
      const events = [named(2, 7, 'CrRendererMain'), { ...task(0, 50_000, 30_000), tdur: undefined }, child('Layout', 10, 5)];
      const before = structuredClone(events);
      expect(shortenPreemptedTasks(events)).toBe(0);
      expect(events).toEqual(before);
      const within = [named(2, 7, 'CrRendererMain'), task(0, 50_000, 30_000), task(60_000, 10_000, 9_000)];
      const kept = structuredClone(within);
      expect(shortenPreemptedTasks(within, 2)).toBe(0);
      expect(within).toEqual(kept);
    });

    it('by default takes every task to its CPU time: a CPU-bound task and a preempted one alike', () => {
      // A layout of 54 ms CPU as two cores run it (1.2 ×) and as one core does (7 ×), and a task already at its CPU time.
      const twoCores = task(0, 65_000, 54_000);
      const oneCore = task(100_000, 378_000, 54_000);
      const bare = task(500_000, 9_000, 9_000);
      expect(shortenPreemptedTasks([named(2, 7, 'CrRendererMain'), twoCores, oneCore, bare])).toBe(2);
      expect([twoCores.dur, oneCore.dur, bare.dur]).toEqual([54_000, 54_000, 9_000]);
    });

    it('never lengthens a task, keeps every start, order and nesting, and leaves no more than cap × CPU time', () => {
      const taskArb = fc.record({
        gap: fc.integer({ min: 1, max: 50_000 }),
        dur: fc.integer({ min: 1, max: 500_000 }),
        cpuShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
        children: fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), len: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 4 }),
      });
      fc.assert(
        fc.property(fc.array(taskArb, { minLength: 1, maxLength: 12 }), fc.double({ min: 1, max: 4, noNaN: true }), (specs, cap) => {
          let ts = 0;
          const tasks: TraceEvent[] = [];
          const childrenOf: TraceEvent[][] = [];
          const events: TraceEvent[] = [named(2, 7, 'CrRendererMain')];
          for (const spec of specs) {
            ts += spec.gap;
            const t = task(ts, spec.dur, Math.max(1, Math.floor(spec.dur * spec.cpuShare)));
            const kids = spec.children.map((c) => {
              const start = ts + Math.floor(c.at * spec.dur);
              return child('FunctionCall', start, Math.floor(c.len * (ts + spec.dur - start)));
            });
            tasks.push(t);
            childrenOf.push(kids);
            events.push(t, ...kids);
            ts += spec.dur;
          }
          const before = structuredClone(tasks);
          shortenPreemptedTasks(events, cap);
          tasks.forEach((t, i) => {
            const was = before[i]!;
            expect(t.ts).toBe(was.ts);
            expect(t.dur).toBeLessThanOrEqual(was.dur!);
            expect(t.dur).toBe(was.dur! > was.tdur! * cap ? Math.max(1, Math.round(was.tdur! * cap)) : was.dur);
            for (const k of childrenOf[i]!) {
              expect(k.ts).toBeGreaterThanOrEqual(t.ts!);
              expect(k.ts! + k.dur!).toBeLessThanOrEqual(t.ts! + t.dur! + 1);
            }
            if (i > 0) expect(t.ts).toBeGreaterThan(tasks[i - 1]!.ts! + tasks[i - 1]!.dur! - 1);
          });
        }),
      );
    });
  });

  describe('drawing the filmstrip in by as much as the page waited for the core', () => {
    const frames = () => [
      { name: 'Screenshot', ph: 'O', ts: 900 },
      { name: 'Screenshot', ph: 'O', ts: 1_000 + 400_000 },
      { name: 'Screenshot', ph: 'O', ts: 1_000 + 1_000_000 },
      { name: 'Layout', ph: 'X', ts: 1_000 + 400_000, dur: 50 },
    ];

    it('scales the frames after the origin by the reference ratio over the run’s, and nothing else', () => {
      const events: TraceEvent[] = frames();
      expect(drawInFilmstrip(events, 1_000, 4.4, 2.2)).toBe(0.5);
      expect(events.map((e) => e.ts)).toEqual([900, 1_000 + 200_000, 1_000 + 500_000, 1_000 + 400_000]);
    });

    it('never draws them out: a run that waited less than the reference’s is left as it is', () => {
      for (const ratio of [1, 2.2]) {
        const events: TraceEvent[] = frames();
        expect(drawInFilmstrip(events, 1_000, ratio, 2.2)).toBe(1);
        expect(events).toEqual(frames());
      }
    });
  });
});


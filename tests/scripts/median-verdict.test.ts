import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorityOf, medianVerdictCertain } from '../../scripts/lib/median-verdict';

/** The median as the gate takes it: the middle of the sorted values (the upper middle of an even count). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the verdict of a median known before its last runs', () => {
  it('needs a majority of the runs on one side of every target', () => {
    expect(majorityOf(5)).toBe(3);
    expect(majorityOf(4)).toBe(3);
    // One target: three misses of five decide it, two do not.
    expect(medianVerdictCertain([[true], [true], [true]], 5)).toBe(true);
    expect(medianVerdictCertain([[true], [true]], 5)).toBe(false);
    expect(medianVerdictCertain([[true], [false], [false], [false]], 5)).toBe(true);
    expect(medianVerdictCertain([[true], [false], [true], [false]], 5)).toBe(false);
    // Two targets: the second still open keeps the runs going.
    expect(medianVerdictCertain([[true, true], [true, false], [true, true]], 5)).toBe(false);
    expect(medianVerdictCertain([[true, false], [true, false], [true, false]], 5)).toBe(true);
  });

  it('is certain once every run is taken, and never before the first', () => {
    expect(medianVerdictCertain([], 5)).toBe(false);
    expect(medianVerdictCertain([[true], [false], [true], [false], [true]], 5)).toBe(true);
  });

  it('says what the median of all five says, whatever the runs it left out would have read', () => {
    // Five runs of two figures (a score held to ≥ 90, a time held to ≤ 200): wherever the verdict is certain after the
    // first k runs, the median of all five misses a target exactly where the first k runs' majority missed it.
    const run = fc.record({ score: fc.integer({ min: 60, max: 100 }), ms: fc.integer({ min: 0, max: 600 }) });
    fc.assert(
      fc.property(fc.array(run, { minLength: 5, maxLength: 5 }), (runs) => {
        const missed = (r: { score: number; ms: number }) => [r.score < 90, r.ms > 200];
        const whole = [median(runs.map((r) => r.score)) < 90, median(runs.map((r) => r.ms)) > 200];
        for (let k = 1; k <= 5; k++) {
          const taken = runs.slice(0, k).map(missed);
          if (!medianVerdictCertain(taken, 5)) continue;
          const majorityMissed = (t: number) => taken.filter((v) => v[t]).length >= majorityOf(5);
          expect([majorityMissed(0), majorityMissed(1)]).toEqual(whole);
          // The median of the runs taken (what the gate reports) says the same.
          expect([median(runs.slice(0, k).map((r) => r.score)) < 90, median(runs.slice(0, k).map((r) => r.ms)) > 200]).toEqual(whole);
        }
      }),
    );
  });
});

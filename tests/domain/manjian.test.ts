import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manjianNext, manjianReduction, manjianTiers, type ManjianRule } from '@/domain/manjian';
import { addFen, fen } from '@/domain/money';

const rules: ManjianRule[] = [
  { amountFen: fen(30000), reduceFen: fen(4000) },
  { amountFen: fen(10000), reduceFen: fen(1000) },
  { amountFen: fen(20000), reduceFen: fen(2500) },
];

const rulesArb = fc.array(
  fc.record({ amountFen: fc.integer({ min: 0, max: 1_000_000 }).map(fen), reduceFen: fc.integer({ min: -100, max: 1_000_000 }).map(fen) }),
  { maxLength: 6 },
);

describe('manjianTiers', () => {
  it('lists achieved tiers first (highest first), then pending ascending', () => {
    expect(manjianTiers(rules, fen(25000))).toEqual([
      { amountFen: 20000, reduceFen: 2500, status: 1 },
      { amountFen: 10000, reduceFen: 1000, status: 1 },
      { amountFen: 30000, reduceFen: 4000, status: 0 },
    ]);
    expect(manjianTiers(rules, fen(0)).map((t) => t.status)).toEqual([0, 0, 0]);
    expect(manjianTiers([], fen(100))).toEqual([]);
  });

  it('status is 1 exactly when the total reaches the amount, and all achieved come before pending', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 1_000_000 }).map(fen), (rs, total) => {
        const tiers = manjianTiers(rs, total);
        expect(tiers).toHaveLength(rs.length);
        tiers.forEach((t) => expect(t.status).toBe(total >= t.amountFen ? 1 : 0));
        const firstPending = tiers.findIndex((t) => t.status === 0);
        if (firstPending >= 0) expect(tiers.slice(firstPending).every((t) => t.status === 0)).toBe(true);
      }),
    );
  });
});

describe('manjianReduction / manjianNext', () => {
  it('examples', () => {
    expect(manjianReduction(rules, fen(9999))).toBe(0);
    expect(manjianReduction(rules, fen(10000))).toBe(1000);
    expect(manjianReduction(rules, fen(29999))).toBe(2500);
    expect(manjianReduction(rules, fen(50000))).toBe(4000);
    expect(manjianReduction([{ amountFen: fen(0), reduceFen: fen(500) }], fen(300))).toBe(300);
    expect(manjianNext(rules, fen(25000))).toEqual({ needFen: 5000, reduceFen: 4000 });
    expect(manjianNext(rules, fen(0))).toEqual({ needFen: 10000, reduceFen: 1000 });
    expect(manjianNext(rules, fen(30000))).toBeNull();
  });

  it('is monotone in the total, ≤ the total and never negative', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: -1000, max: 1_100_000 }).map(fen), fc.integer({ min: 0, max: 100_000 }).map(fen), (rs, t, d) => {
        const a = manjianReduction(rs, t);
        const b = manjianReduction(rs, addFen(t, d));
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(Math.max(t, 0));
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('reaching the advertised next tier gives at least its reduction', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 1_000_000 }).map(fen), (rs, t) => {
        const next = manjianNext(rs, t);
        if (!next) return;
        expect(next.needFen).toBeGreaterThan(0);
        const reached = addFen(t, next.needFen);
        expect(manjianReduction(rs, reached)).toBeGreaterThanOrEqual(Math.min(next.reduceFen, reached));
        expect(manjianReduction(rs, reached)).toBeGreaterThan(manjianReduction(rs, t));
      }),
    );
  });
});

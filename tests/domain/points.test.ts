import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fen } from '@/domain/money';
import { maxPointsFor, pointsNeededFor, pointsToFen, POINTS_MAX_PERCENT } from '@/domain/points';

describe('points as money', () => {
  it('100 积分 pay ¥1, and the points needed for an amount always cover it', () => {
    expect(pointsToFen(100)).toBe(100);
    expect(pointsNeededFor(fen(6400))).toBe(6400);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }).map(fen), (amount) => {
        expect(pointsToFen(pointsNeededFor(amount))).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it('an order uses at most the cap of what is left to pay and never more than is held', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1e9 }).map(fen), fc.integer({ min: 0, max: 1e9 }), (remaining, held) => {
        const p = maxPointsFor(remaining, held);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(held);
        expect(pointsToFen(p) * 100).toBeLessThanOrEqual(Math.max(0, remaining) * POINTS_MAX_PERCENT);
      }),
    );
  });
});

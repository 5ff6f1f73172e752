import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponEligibility, type CouponLine, type CouponRule } from '@/domain/coupon';
import { fen } from '@/domain/money';

const NOW = '2025-03-15 12:00:00';
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  id: 1,
  type: 1,
  thresholdFen: fen(10000),
  reduceFen: fen(1000),
  startAt: '2025-03-01 00:00:00',
  endAt: '2025-03-31 23:59:59',
  ...over,
});
const lines: CouponLine[] = [
  { goodsId: 1, categoryId: 10, amountFen: fen(6000), couponEligible: true },
  { goodsId: 2, categoryId: 20, amountFen: fen(5000), couponEligible: true },
  { goodsId: 3, categoryId: 10, amountFen: fen(9000), couponEligible: false },
];

/** A voucher without threshold that takes off more than any cart: it saves exactly the total of the lines it covers. */
const coveredTotal = (over: Partial<CouponRule>) => couponEligibility(coupon({ type: 2, thresholdFen: fen(0), reduceFen: fen(10_000_000), ...over }), lines, NOW).savingFen;

describe('the goods a coupon covers', () => {
  it('are its coupon-eligible lines, restricted by goods or category (either list covers a line)', () => {
    expect(coveredTotal({})).toBe(11000);
    expect(coveredTotal({ goodsIds: [2, 3] })).toBe(5000);
    expect(coveredTotal({ categoryIds: [10] })).toBe(6000);
    expect(coveredTotal({ goodsIds: [2], categoryIds: [10] })).toBe(11000);
    expect(coveredTotal({ goodsIds: [], categoryIds: null })).toBe(11000);
  });
});

describe('couponEligibility', () => {
  it('explains in Chinese why a coupon cannot be used', () => {
    expect(couponEligibility(coupon(), lines, NOW)).toEqual({ ok: true, reason: null, savingFen: 1000 });
    expect(couponEligibility(coupon({ status: 'used' }), lines, NOW).reason).toBe('已使用');
    expect(couponEligibility(coupon({ status: 'expired' }), lines, NOW).reason).toBe('券已过期');
    expect(couponEligibility(coupon({ endAt: '2025-03-15 11:59:59' }), lines, NOW).reason).toBe('券已过期');
    expect(couponEligibility(coupon({ endAt: NOW }), lines, NOW).ok).toBe(true);
    expect(couponEligibility(coupon({ startAt: '2025-03-15 12:00:01' }), lines, NOW).reason).toBe('未到使用时间');
    expect(couponEligibility(coupon({ goodsIds: [99] }), lines, NOW).reason).toBe('没有适用商品');
    expect(couponEligibility(coupon({ thresholdFen: fen(20000) }), lines, NOW)).toEqual({
      ok: false,
      reason: '未达到使用门槛，还差 ¥90.00',
      savingFen: 0,
    });
    expect(couponEligibility(coupon({ thresholdFen: fen(0), reduceFen: fen(50000), type: 2 }), lines, NOW).savingFen).toBe(11000);
  });
});

const couponArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  type: fc.constantFrom(1 as const, 2 as const),
  thresholdFen: fc.integer({ min: 0, max: 50_000 }).map(fen),
  reduceFen: fc.integer({ min: 0, max: 10_000 }).map(fen),
  startAt: fc.constantFrom('2025-01-01 00:00:00', '2025-03-15 12:00:00', '2025-04-01 00:00:00'),
  endAt: fc.constantFrom('2025-03-15 11:59:59', '2025-03-20 00:00:00', '2025-03-31 23:59:59', '2025-12-31 23:59:59'),
  goodsIds: fc.option(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 })),
  categoryIds: fc.option(fc.array(fc.constantFrom(10, 20, 30), { maxLength: 2 })),
  status: fc.option(fc.constantFrom('unused' as const, 'used' as const, 'expired' as const), { nil: undefined }),
});
const lineArb = fc.record({
  goodsId: fc.integer({ min: 1, max: 5 }),
  categoryId: fc.constantFrom(10, 20, 30),
  amountFen: fc.integer({ min: 0, max: 30_000 }).map(fen),
  couponEligible: fc.boolean(),
});

describe('couponEligibility, for any coupon and cart', () => {
  it('a usable coupon saves its reduction, at most the total it covers; one that cannot be used saves nothing', () => {
    fc.assert(
      fc.property(couponArb, fc.array(lineArb, { maxLength: 6 }), (c, ls) => {
        const e = couponEligibility(c, ls, NOW);
        // What the same goods restriction covers, read through a voucher that is usable now and takes off any amount.
        const covered = couponEligibility(coupon({ type: 2, thresholdFen: fen(0), reduceFen: fen(10_000_000), goodsIds: c.goodsIds, categoryIds: c.categoryIds }), ls, NOW).savingFen;
        expect(e.savingFen).toBe(e.ok ? Math.min(c.reduceFen, covered) : 0);
      }),
    );
  });
});

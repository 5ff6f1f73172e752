import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFen, fen, subFen } from '@/domain/money';
import { orderPay, type OrderPayInput } from '@/domain/order-pay';
import { maxPointsFor, pointsToFen } from '@/domain/points';

const fenArb = fc.integer({ min: 0, max: 5_000_000 }).map(fen);
const input: fc.Arbitrary<OrderPayInput> = fc
  .record({
    discountableFen: fenArb,
    shippingFen: fc.integer({ min: 0, max: 5000 }).map(fen),
    couponSavingFen: fenArb,
    voucherSavingFen: fenArb,
    heldPoints: fc.integer({ min: 0, max: 1_000_000 }),
    pointsShare: fc.double({ min: 0, max: 1, noNaN: true }),
    balanceFen: fenArb,
    useBalance: fc.boolean(),
  })
  .map((r) => {
    const payableFen = addFen(r.discountableFen, r.shippingFen);
    const base = { ...r, payableFen, usePoints: 0 };
    // Ask for a share of what the order allows, as the page's clamp would.
    const max = orderPay(base).maxPoints;
    return { ...base, usePoints: Math.floor(max * r.pointsShare) };
  });

describe('orderPay: coupon → voucher → points → balance', () => {
  it('the deductions and what is left add up to the payable amount, and none is negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = orderPay(i);
        for (const v of [p.couponFen, p.voucherFen, p.pointsFen, p.balanceFen, p.payFen, p.maxPoints]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(p.couponFen + p.voucherFen + p.pointsFen + p.balanceFen + p.payFen).toBe(i.payableFen);
      }),
    );
  });

  it('a coupon never takes shipping, points stay within the cap of what coupon and voucher left, balance only when asked', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = orderPay(i);
        expect(p.couponFen).toBeLessThanOrEqual(Math.min(i.couponSavingFen, i.discountableFen));
        expect(p.voucherFen).toBeLessThanOrEqual(i.voucherSavingFen);
        expect(p.maxPoints).toBe(maxPointsFor(subFen(i.payableFen, p.couponFen, p.voucherFen), i.heldPoints));
        expect(p.pointsFen).toBe(pointsToFen(i.usePoints));
        if (!i.useBalance) expect(p.balanceFen).toBe(0);
        else expect(p.balanceFen).toBe(Math.min(i.balanceFen, i.payableFen - p.couponFen - p.voucherFen - p.pointsFen));
      }),
    );
  });

  it('a worked example: ¥1,246.00 goods after 满减, ¥10 shipping, ¥50 coupon, ¥10 voucher, 1,000 积分, balance on', () => {
    const p = orderPay({
      discountableFen: fen(124_600),
      payableFen: fen(125_600),
      couponSavingFen: fen(5000),
      voucherSavingFen: fen(1000),
      heldPoints: 1280,
      usePoints: 1000,
      balanceFen: fen(50_000),
      useBalance: true,
    });
    expect(p).toEqual({ couponFen: 5000, voucherFen: 1000, maxPoints: 1280, pointsFen: 1000, balanceFen: 50_000, payFen: 68_600 });
  });
});

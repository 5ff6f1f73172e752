import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFen, fen, subFen } from '@/domain/money';
import { deductionRows, figuresAgree, rowsTotal } from '@/domain/order-deductions';
import { orderPay } from '@/domain/order-pay';

const fenArb = fc.integer({ min: 0, max: 50_000_000 }).map(fen);

/** A random ordinary order as checkout builds it: goods, 满减 below the goods, shipping, and the buyer's choices. */
const orders = fc
  .record({
    goods: fc.integer({ min: 1, max: 50_000_000 }).map(fen),
    manjianShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shipping: fc.integer({ min: 0, max: 5_000 }).map(fen),
    coupon: fenArb,
    voucher: fenArb,
    held: fc.integer({ min: 0, max: 10_000_000 }),
    use: fc.integer({ min: 0, max: 10_000_000 }),
    balance: fenArb,
    useBalance: fc.boolean(),
  })
  .map((r) => ({ ...r, manjian: fen(Math.floor(r.goods * r.manjianShare)) }));

describe('order detail deductions', () => {
  it('for any order, the rows drawn from orderPay add up to the amount paid, to the fen', () => {
    fc.assert(
      fc.property(orders, (o) => {
        const pay = orderPay({
          discountableFen: subFen(o.goods, o.manjian),
          payableFen: addFen(subFen(o.goods, o.manjian), o.shipping),
          couponSavingFen: o.coupon,
          voucherSavingFen: o.voucher,
          heldPoints: o.held,
          usePoints: Math.min(o.use, o.held),
          balanceFen: o.balance,
          useBalance: o.useBalance,
        });
        const figures = {
          goodsFen: o.goods,
          manjianFen: o.manjian,
          couponFen: pay.couponFen,
          voucherFen: pay.voucherFen,
          pointsFen: pay.pointsFen,
          balanceFen: pay.balanceFen,
          shippingFen: o.shipping,
        };
        expect(rowsTotal(deductionRows(figures))).toBe(pay.payFen);
        expect(figuresAgree(figures, pay.payFen)).toBe(true);
      }),
    );
  });

  it('refuses figures that do not add up or are not whole fen', () => {
    const f = { goodsFen: fen(10_000), manjianFen: fen(1_000), couponFen: fen(500), voucherFen: fen(0), pointsFen: fen(100), balanceFen: fen(0), shippingFen: fen(0) };
    expect(figuresAgree(f, fen(8_400))).toBe(true);
    expect(figuresAgree(f, fen(8_401))).toBe(false);
    // @ts-expect-error -- 100.5 is not a Fen; an answer off the wire can still carry it, and must be refused
    expect(figuresAgree({ ...f, pointsFen: 100.5 }, 8_399.5)).toBe(false);
  });

  it('keeps the checkout order of the rows', () => {
    const labels = deductionRows({ goodsFen: fen(1), manjianFen: fen(0), couponFen: fen(0), voucherFen: fen(0), pointsFen: fen(0), balanceFen: fen(0), shippingFen: fen(0) }).map((r) => r.label);
    expect(labels).toEqual(['商品金额', '满减', '优惠券', '现金券', '积分抵扣', '余额抵扣', '运费']);
  });
});

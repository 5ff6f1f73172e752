import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCartTotals, effectiveSelected, splitHm, type CartLineInput } from '@/domain/cart-totals';
import { ladderUnitPrice } from '@/domain/ladder';
import { manjianReduction } from '@/domain/manjian';
import { addFen, fen, mulFen, sumFen } from '@/domain/money';

const line = (over: Partial<CartLineInput>): CartLineInput => ({
  id: 1,
  goodsId: 1,
  quantity: 10,
  baseFen: fen(1000),
  ladder: [],
  selected: true,
  buyable: true,
  stock: 100,
  couponEligible: true,
  isHm: false,
  ...over,
});

const opts = {
  manjian: [
    { amountFen: fen(10000), reduceFen: fen(1000) },
    { amountFen: fen(30000), reduceFen: fen(4000) },
  ],
  shippingAmountFen: fen(800),
  freeThresholdFen: fen(50000),
};

describe('computeCartTotals', () => {
  it('worked example', () => {
    const totals = computeCartTotals(
      [
        line({ id: 1, quantity: 120, ladder: [{ number: 100, priceFen: fen(900) }], unit: '盒' }),
        line({ id: 2, quantity: 5, baseFen: fen(2000), couponEligible: false, freeShippingNumber: 8 }),
        line({ id: 3, quantity: 3, selected: false }),
        line({ id: 4, quantity: 3, buyable: false }),
        line({ id: 5, quantity: 3, stock: 0 }),
      ],
      opts,
    );
    expect(totals.selectedCount).toBe(2);
    expect(totals.selectedQuantity).toBe(125);
    expect(totals.goodsTotalFen).toBe(120 * 900 + 5 * 2000);
    expect(totals.couponEligibleTotalFen).toBe(120 * 900);
    expect(totals.manjianReduceFen).toBe(4000);
    expect(totals.tiers.map((t) => t.status)).toEqual([1, 1]);
    expect(totals.shippingFen).toBe(0);
    expect(totals.payableFen).toBe(118000 - 4000);
    expect(totals.lines[0]).toEqual({ id: 1, unitFen: 900, amountFen: 108000, ladderText: '已满 100盒，单价 ¥9.00', freeShippingNeed: 0 });
    expect(totals.lines[1]).toMatchObject({ id: 2, amountFen: 10000, ladderText: null, freeShippingNeed: 3 });
    expect(totals.lines[2]).toMatchObject({ id: 3, amountFen: 3000 });
  });

  it('charges shipping below the threshold and handles an empty cart', () => {
    const small = computeCartTotals([line({ quantity: 5 })], opts);
    expect(small).toMatchObject({ goodsTotalFen: 5000, manjianReduceFen: 0, shippingFen: 800, payableFen: 5800 });
    const empty = computeCartTotals([], opts);
    expect(empty).toMatchObject({ selectedCount: 0, goodsTotalFen: 0, shippingFen: 0, payableFen: 0, lines: [] });
  });

  const lineArb = fc.record({
    id: fc.integer({ min: 1, max: 1e6 }),
    goodsId: fc.integer({ min: 1, max: 50 }),
    quantity: fc.integer({ min: 0, max: 500 }),
    baseFen: fc.integer({ min: 0, max: 100_000 }).map(fen),
    ladder: fc.array(fc.record({ number: fc.integer({ min: 1, max: 300 }), priceFen: fc.integer({ min: 0, max: 100_000 }).map(fen) }), {
      maxLength: 3,
    }),
    selected: fc.boolean(),
    buyable: fc.boolean(),
    stock: fc.integer({ min: 0, max: 1000 }),
    couponEligible: fc.boolean(),
    isHm: fc.boolean(),
    freeShippingNumber: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
  });
  const optsArb = fc.record({
    manjian: fc.array(fc.record({ amountFen: fc.integer({ min: 0, max: 500_000 }).map(fen), reduceFen: fc.integer({ min: 0, max: 600_000 }).map(fen) }), {
      maxLength: 4,
    }),
    shippingAmountFen: fc.integer({ min: 0, max: 2000 }).map(fen),
    freeThresholdFen: fc.integer({ min: 0, max: 1_000_000 }).map(fen),
  });

  it('payable = goods − 满减 + shipping, never negative; only counted lines contribute', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), optsArb, (ls, o) => {
        const t = computeCartTotals(ls, o);
        expect(t.payableFen).toBe(t.goodsTotalFen - t.manjianReduceFen + t.shippingFen);
        expect(t.payableFen).toBeGreaterThanOrEqual(0);
        expect(t.manjianReduceFen).toBeLessThanOrEqual(t.couponEligibleTotalFen);
        expect(t.couponEligibleTotalFen).toBeLessThanOrEqual(t.goodsTotalFen);
        expect(t.manjianReduceFen).toBe(manjianReduction(o.manjian, t.couponEligibleTotalFen));
        expect(t.lines.map((l) => l.id)).toEqual(ls.map((l) => l.id));

        const counted = ls.filter((l) => effectiveSelected(l) && l.quantity > 0);
        const amount = (l: CartLineInput) => mulFen(ladderUnitPrice(l.baseFen, l.ladder, l.quantity).priceFen, l.quantity);
        expect(t.selectedCount).toBe(counted.length);
        expect(t.goodsTotalFen).toBe(sumFen(counted.map(amount)));

        // Changing anything about a line that does not count leaves every total unchanged.
        const mutated = ls.map((l) => {
          if (counted.includes(l)) return l;
          // A selected line with quantity 0 would start counting if its quantity changed; vary only its price.
          return effectiveSelected(l) ? { ...l, baseFen: addFen(l.baseFen, fen(999)) } : { ...l, quantity: l.quantity + 7, baseFen: addFen(l.baseFen, fen(999)) };
        });
        const t2 = computeCartTotals(mutated, o);
        expect({ ...t2, lines: [] }).toEqual({ ...t, lines: [] });
      }),
    );
  });

  it('effectiveSelected forces unbuyable or out-of-stock lines off', () => {
    expect(effectiveSelected({ selected: true, buyable: true, stock: 1 })).toBe(true);
    expect(effectiveSelected({ selected: true, buyable: false, stock: 1 })).toBe(false);
    expect(effectiveSelected({ selected: true, buyable: true, stock: 0 })).toBe(false);
    expect(effectiveSelected({ selected: false, buyable: true, stock: 1 })).toBe(false);
  });
});

describe('splitHm', () => {
  it('separates 含麻 lines keeping order', () => {
    const ls = [line({ id: 1 }), line({ id: 2, isHm: true }), line({ id: 3 }), line({ id: 4, isHm: true })];
    const { normal, hm } = splitHm(ls);
    expect(normal.map((l) => l.id)).toEqual([1, 3]);
    expect(hm.map((l) => l.id)).toEqual([2, 4]);
  });
});

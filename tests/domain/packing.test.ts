import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidQuantity,
  maxQuantity,
  minQuantity,
  normalizeQuantity,
  quantityStep,
  stepDown,
  stepUp,
} from '@/domain/packing';

const optsArb = fc.record({ zbz: fc.integer({ min: 1, max: 50 }), stock: fc.integer({ min: 0, max: 2000 }) });
const inputArb = fc.oneof(
  fc.integer({ min: -100, max: 3000 }),
  fc.double({ noNaN: false }),
  fc.string(),
  fc.integer({ min: 0, max: 3000 }).map(String),
  fc.constantFrom('', ' 20 ', '12.5', 'abc', '0x10', '1e3', '-5', '.5', 'NaN', 'Infinity'),
);

describe('steps and bounds', () => {
  it('steps by zbz and falls to the stock below one zbz', () => {
    expect(quantityStep(10, 35)).toBe(10);
    expect(quantityStep(10, 7)).toBe(7);
    expect(quantityStep(10, 0)).toBe(0);
    expect(quantityStep(0, 5)).toBe(1); // a missing zbz means "any whole number"
    expect(quantityStep(2.7, 5)).toBe(2);
    expect(minQuantity(10, 35)).toBe(10);
    expect(maxQuantity(10, 35)).toBe(30);
    expect(maxQuantity(10, 7)).toBe(7);
    expect(maxQuantity(10, -3)).toBe(0);
    expect(maxQuantity(1, 35.9)).toBe(35);
  });

  it('validity', () => {
    const opts = { zbz: 10, stock: 35 };
    expect([0, 5, 10, 15, 20, 30, 40, 10.0001].map((q) => isValidQuantity(q, opts))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(isValidQuantity(7, { zbz: 10, stock: 7 })).toBe(true);
    expect(isValidQuantity(5, { zbz: 10, stock: 7 })).toBe(false);
    expect(isValidQuantity(0, { zbz: 10, stock: 0 })).toBe(false);
  });

  it('min ≤ max ≤ stock, and max is a multiple of the step', () => {
    fc.assert(
      fc.property(optsArb, ({ zbz, stock }) => {
        const step = quantityStep(zbz, stock);
        const min = minQuantity(zbz, stock);
        const max = maxQuantity(zbz, stock);
        if (stock === 0) {
          expect([step, min, max]).toEqual([0, 0, 0]);
          return;
        }
        expect(step).toBeGreaterThanOrEqual(1);
        expect(min).toBeLessThanOrEqual(max);
        expect(max).toBeLessThanOrEqual(stock);
        expect(max % step).toBe(0);
        expect(stock - max).toBeLessThan(step); // nothing larger fits
      }),
    );
  });
});

describe('normalizeQuantity', () => {
  const opts = { zbz: 10, stock: 35 };

  it('corrects and explains in Chinese', () => {
    expect(normalizeQuantity(20, opts)).toEqual({ quantity: 20, adjusted: false, reason: null, message: null });
    expect(normalizeQuantity('20', opts)).toEqual({ quantity: 20, adjusted: false, reason: null, message: null });
    expect(normalizeQuantity(15, opts)).toEqual({
      quantity: 20,
      adjusted: true,
      reason: 'not_multiple',
      message: '数量须为中包装 10 的整数倍，已调整为 20',
    });
    expect(normalizeQuantity(50, opts)).toEqual({
      quantity: 30,
      adjusted: true,
      reason: 'over_stock',
      message: '库存仅剩 35，已调整为 30',
    });
    expect(normalizeQuantity(33, opts)).toMatchObject({ quantity: 30, reason: 'over_stock' });
    expect(normalizeQuantity('abc', opts)).toMatchObject({ quantity: 10, adjusted: true, reason: 'not_number' });
    expect(normalizeQuantity('', opts)).toMatchObject({ quantity: 10, reason: 'not_number' });
    expect(normalizeQuantity('0x10', opts)).toMatchObject({ quantity: 10, reason: 'not_number' });
    expect(normalizeQuantity(0, opts)).toMatchObject({ quantity: 10, reason: 'below_min' });
    expect(normalizeQuantity(-20, opts)).toMatchObject({ quantity: 10, reason: 'below_min' });
    expect(normalizeQuantity(3, opts)).toMatchObject({ quantity: 10, reason: 'not_multiple' });
    expect(normalizeQuantity('12.5', opts)).toMatchObject({ quantity: 20, reason: 'not_multiple' });
    expect(normalizeQuantity(2.5, { zbz: 1, stock: 9 })).toMatchObject({
      quantity: 3,
      message: '购买数量须为整数，已调整为 3',
    });
    expect(normalizeQuantity(5, { zbz: 10, stock: 7 })).toMatchObject({ quantity: 7, reason: 'not_multiple' });
    expect(normalizeQuantity(5, { zbz: 10, stock: 0 })).toEqual({
      quantity: 0,
      adjusted: true,
      reason: 'no_stock',
      message: '该商品暂无库存',
    });
  });

  it('always returns a valid quantity and is idempotent, for any input', () => {
    fc.assert(
      fc.property(optsArb, inputArb, (o, input) => {
        const r = normalizeQuantity(input, o);
        if (o.stock === 0) {
          expect(r).toMatchObject({ quantity: 0, reason: 'no_stock' });
          return;
        }
        const step = quantityStep(o.zbz, o.stock);
        expect(isValidQuantity(r.quantity, o)).toBe(true);
        expect(r.quantity % step).toBe(0);
        expect(r.quantity).toBeLessThanOrEqual(o.stock);
        expect(r.quantity).toBeGreaterThanOrEqual(minQuantity(o.zbz, o.stock));
        expect(r.reason === null).toBe(r.message === null);
        if (r.reason === null) expect(r.adjusted).toBe(false);
        const again = normalizeQuantity(r.quantity, o);
        expect(again).toEqual({ quantity: r.quantity, adjusted: false, reason: null, message: null });
      }),
    );
  });

  it('keeps valid quantities untouched and rounds others up to the nearest allowed one when it fits', () => {
    fc.assert(
      fc.property(optsArb, fc.integer({ min: 1, max: 2000 }), (o, q) => {
        const r = normalizeQuantity(q, o);
        if (isValidQuantity(q, o)) expect(r.quantity).toBe(q);
        else if (o.stock > 0 && q <= maxQuantity(o.zbz, o.stock)) {
          expect(r.quantity).toBeGreaterThan(q);
          expect(r.quantity - q).toBeLessThan(quantityStep(o.zbz, o.stock));
        }
      }),
    );
  });
});

describe('stepper', () => {
  const opts = { zbz: 10, stock: 35 };
  it('moves between neighbouring allowed quantities and stops at the ends', () => {
    expect(stepUp(10, opts)).toBe(20);
    expect(stepUp(15, opts)).toBe(20);
    expect(stepUp(30, opts)).toBe(30);
    expect(stepUp(0, opts)).toBe(10);
    expect(stepDown(30, opts)).toBe(20);
    expect(stepDown(25, opts)).toBe(20);
    expect(stepDown(10, opts)).toBe(10);
    expect(stepDown(100, opts)).toBe(30);
    expect(stepUp(7, { zbz: 10, stock: 7 })).toBe(7);
    expect(stepDown(7, { zbz: 10, stock: 7 })).toBe(7);
    expect(stepUp(1, { zbz: 10, stock: 0 })).toBe(0);
  });

  it('always lands on a valid quantity; up never decreases, down never increases within range', () => {
    fc.assert(
      fc.property(optsArb, fc.integer({ min: -10, max: 2100 }), (o, q) => {
        fc.pre(o.stock > 0);
        const up = stepUp(q, o);
        const down = stepDown(q, o);
        expect(isValidQuantity(up, o)).toBe(true);
        expect(isValidQuantity(down, o)).toBe(true);
        if (isValidQuantity(q, o)) {
          expect(up).toBeGreaterThanOrEqual(q);
          expect(down).toBeLessThanOrEqual(q);
          expect(stepDown(up, o)).toBe(up === q ? stepDown(q, o) : q);
        }
      }),
    );
  });
});

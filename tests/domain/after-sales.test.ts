import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partRefundFen, returnableNumber, returnProblem, type ReturnableLine } from '@/domain/after-sales';
import { fen } from '@/domain/money';

const line = (over: Partial<ReturnableLine> = {}): ReturnableLine => ({ id: 1, name: '连花清瘟胶囊', unit: '盒', bought: 30, taken: 10, ...over });

describe('returnable quantity', () => {
  it('is what was bought minus what earlier applications took, never below 0', () => {
    expect(returnableNumber(30, 10)).toBe(20);
    expect(returnableNumber(30, 30)).toBe(0);
    expect(returnableNumber(30, 45)).toBe(0);
    expect(returnableNumber(30, -3)).toBe(30);
  });

  it('for any order line and request, a request within bought − taken passes and one above it is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5, max: 20_000 }), (bought, taken, n) => {
        const l = line({ bought, taken });
        const p = returnProblem([l], [{ lineId: 1, number: n }]);
        const left = Math.max(0, bought - taken);
        expect(p === null).toBe(n >= 1 && n <= left);
      }),
    );
  });
});

describe('the request', () => {
  it('names the line and what is left when asking for too many', () => {
    expect(returnProblem([line()], [{ lineId: 1, number: 21 }])).toEqual({ field: 'numbers', message: '连花清瘟胶囊 最多还可申请 20 盒', lineId: 1 });
  });
  it('needs a line, of this order, once', () => {
    expect(returnProblem([line()], [])?.field).toBe('line_ids');
    expect(returnProblem([line()], [{ lineId: 2, number: 1 }])?.message).toBe('所选商品不属于该订单');
    expect(returnProblem([line()], [{ lineId: 1, number: 1 }, { lineId: 1, number: 1 }])?.message).toContain('重复');
  });
  it('refuses a line already wholly in after-sales', () => {
    expect(returnProblem([line({ taken: 30 })], [{ lineId: 1, number: 1 }])?.message).toBe('连花清瘟胶囊 已全部申请售后');
  });
});

describe('part refunds', () => {
  it('for any line returned in any parts, the refunds add up to its paid share exactly and none is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map(fen),
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 30 }),
        (paid, bought, parts) => {
          let taken = 0;
          let refunded = 0;
          for (const p of parts) {
            const n = Math.min(p, bought - taken);
            if (n === 0) break;
            const r = partRefundFen(paid, bought, taken, n);
            expect(r).toBeGreaterThanOrEqual(0);
            refunded += r;
            taken += n;
          }
          if (taken < bought) refunded += partRefundFen(paid, bought, taken, bought - taken);
          expect(refunded).toBe(paid);
        },
      ),
    );
  });
  it('a part is floored to the fen: 10 of 30 pieces whose share is 426.00 refunds 142.00', () => {
    expect(partRefundFen(fen(42_600), 30, 0, 10)).toBe(14_200);
    expect(partRefundFen(fen(100), 3, 0, 1)).toBe(33);
    expect(partRefundFen(fen(100), 3, 1, 2)).toBe(67);
  });
  it('never refunds more than is left of the line', () => {
    expect(partRefundFen(fen(1000), 10, 8, 5)).toBe(200);
    expect(partRefundFen(fen(1000), 10, 10, 1)).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FEN,
  addFen,
  allocate,
  applyRate,
  fen,
  fenToYuan,
  floorFen,
  floorYuan,
  formatYuan,
  maxFen,
  minFen,
  mulFen,
  negFen,
  subFen,
  sumFen,
  toFen,
  tryToFen,
} from '@/domain/money';

const MONEY_RE = /^-?\d{1,12}(\.\d{1,2})?$/;
const fenArb = fc.integer({ min: -MAX_FEN, max: MAX_FEN }).map((n) => fen(n));

/** Exact rational comparison of two decimal strings, via BigInt scaled to a common number of decimals. */
function toScaled(text: string, decimals: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new Error(`bad decimal ${text}`);
  const [, sign = '', int = '', frac = ''] = m;
  const v = BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals));
  return sign === '-' ? -v : v;
}

describe('toFen', () => {
  it('parses the examples exactly', () => {
    expect(toFen('12.5')).toBe(1250);
    expect(toFen('-3.07')).toBe(-307);
    expect(toFen('0.10')).toBe(10);
    expect(toFen('100')).toBe(10000);
    expect(toFen(' 7 ')).toBe(700);
    expect(toFen('+0.01')).toBe(1);
    expect(toFen('1.500')).toBe(150);
    expect(toFen(12.34)).toBe(1234);
    expect(toFen(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(toFen(1.15)).toBe(115);
    expect(Object.is(toFen('-0.00'), 0)).toBe(true);
  });

  it('rejects invalid input and more than 2 decimals with RangeError', () => {
    for (const bad of ['', 'abc', '1.', '.5', '1,00', '1.234', '1e3', '¥1', '--1', '1.2.3', '1000000000000.00']) {
      expect(() => toFen(bad), bad).toThrow(RangeError);
    }
    for (const bad of [0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 1e21, 1.001]) {
      expect(() => toFen(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('tryToFen answers null instead of throwing', () => {
    expect(tryToFen('9.80')).toBe(980);
    expect(tryToFen('9.805')).toBeNull();
    expect(tryToFen(null)).toBeNull();
    expect(tryToFen(undefined)).toBeNull();
    expect(tryToFen({})).toBeNull();
  });

  it('round-trips with fenToYuan for every fen in range', () => {
    fc.assert(
      fc.property(fenArb, (fen) => {
        const text = fenToYuan(fen);
        expect(text).toMatch(MONEY_RE);
        expect(text).toMatch(/\.\d\d$/);
        expect(toFen(text)).toBe(fen);
      }),
    );
  });

  it('round-trips from any well-formed money string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[1-9]\d{0,11}(\.\d{1,2})?$/), (text) => {
        expect(toScaled(fenToYuan(toFen(text)), 2)).toBe(toScaled(text, 2));
      }),
    );
  });

  it('accepts numbers exactly when their decimal text has ≤ 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
        const text = `${yuan < 0 ? '-' : ''}${Math.abs(yuan)}.${String(cents).padStart(2, '0')}`;
        const n = Number(text);
        const expected = toFen(text);
        expect(toFen(n)).toBe(expected);
      }),
    );
  });
});

describe('fenToYuan / formatYuan', () => {
  it('formats with exactly 2 decimals', () => {
    expect(fenToYuan(fen(1250))).toBe('12.50');
    expect(fenToYuan(fen(-307))).toBe('-3.07');
    expect(fenToYuan(fen(0))).toBe('0.00');
    expect(fenToYuan(fen(-5))).toBe('-0.05');
    expect(fenToYuan(MAX_FEN)).toBe('999999999999.99');
    expect(formatYuan(fen(1250))).toBe('¥12.50');
    expect(formatYuan(fen(-307))).toBe('-¥3.07');
    expect(formatYuan(fen(0))).toBe('¥0.00');
  });

  it('rejects fractional or out-of-range fen', () => {
    // @ts-expect-error -- a fractional number is not a Fen; the run-time guard must still refuse it
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(fen(MAX_FEN + 1))).toThrow(RangeError);
    // @ts-expect-error -- NaN is not a Fen; the run-time guard must still refuse it
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('floorYuan', () => {
  it('floors toward −∞ to exactly 2 decimals', () => {
    expect(floorYuan('12.349')).toBe('12.34');
    expect(floorYuan('12.3')).toBe('12.30');
    expect(floorYuan('12')).toBe('12.00');
    expect(floorYuan('-1.005')).toBe('-1.01');
    expect(floorYuan('-1.00')).toBe('-1.00');
    expect(floorYuan('-0.001')).toBe('-0.01');
    expect(floorYuan('0.009')).toBe('0.00');
    expect(floorYuan('-0.000')).toBe('0.00');
    expect(floorYuan(9.999)).toBe('9.99');
    expect(floorYuan(1e-7)).toBe('0.00');
    expect(floorYuan(-1e-7)).toBe('-0.01');
    expect(floorYuan(1e21)).toBe('1000000000000000000000.00');
    expect(floorFen('9.995')).toBe(999);
    expect(() => floorYuan('12,5')).toThrow(RangeError);
  });

  it('never exceeds the input and is within 0.01 of it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,14}(\.\d{1,8})?$/), (text) => {
        const floored = floorYuan(text);
        expect(floored).toMatch(/^-?\d+\.\d\d$/);
        const input = toScaled(text, 8);
        const out = toScaled(floored, 8);
        expect(out <= input).toBe(true);
        expect(input - out < 1_000_000n).toBe(true); // 0.01 at 8 decimals
      }),
    );
  });

  it('is the identity on values that already have ≤ 2 decimals', () => {
    fc.assert(
      fc.property(fenArb, (fen) => {
        expect(floorYuan(fenToYuan(fen))).toBe(fenToYuan(fen));
      }),
    );
  });
});

describe('arithmetic', () => {
  it('mulFen and sumFen', () => {
    expect(mulFen(fen(980), 12)).toBe(11760);
    expect(mulFen(fen(-5), 0)).toBe(0);
    expect(() => mulFen(fen(980), 1.5)).toThrow(RangeError);
    // @ts-expect-error -- a fractional number is not a Fen; the run-time guard must still refuse it
    expect(() => mulFen(1.5, 2)).toThrow(RangeError);
    expect(() => mulFen(MAX_FEN, 1000)).toThrow(RangeError);
    expect(sumFen([])).toBe(0);
    expect(sumFen([1, 2, -4].map((n) => fen(n)))).toBe(-1);
    // @ts-expect-error -- a fractional number is not a Fen; the run-time guard must still refuse it
    expect(() => sumFen([fen(1), 0.5])).toThrow(RangeError);
  });

  it('applyRate floors: 94折 of ¥10.01 is ¥9.40', () => {
    expect(applyRate(fen(1001), 94, 100)).toBe(940);
    expect(applyRate(fen(-1001), 94, 100)).toBe(-941);
    expect(applyRate(fen(100), 1, 3)).toBe(33);
    expect(applyRate(MAX_FEN, 99, 100)).toBe(98_999_999_999_999);
    expect(() => applyRate(fen(100), 1, 0)).toThrow(RangeError);
    expect(() => applyRate(fen(100), 0.5, 1)).toThrow(RangeError);
  });

  it('applyRate equals the exact floor of fen × n / d', () => {
    fc.assert(
      fc.property(fenArb, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (fen, n, d) => {
        const exact = BigInt(fen) * BigInt(n);
        const approx = exact / BigInt(d);
        if (approx > BigInt(Number.MAX_SAFE_INTEGER) - 1n || approx < BigInt(Number.MIN_SAFE_INTEGER) + 1n) {
          expect(() => applyRate(fen, n, d)).toThrow(RangeError);
          return;
        }
        const r = applyRate(fen, n, d);
        expect(Number.isInteger(r)).toBe(true);
        // floor: r·d ≤ fen·n < (r+1)·d
        expect(BigInt(r) * BigInt(d) <= exact).toBe(true);
        expect(exact < BigInt(r + 1) * BigInt(d)).toBe(true);
      }),
    );
  });
});

describe('fen and the add/subtract/negate/min/max helpers', () => {
  it('fen accepts exactly the safe integers', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(fen(n)).toBe(n);
      }),
    );
    for (const bad of [1.5, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => fen(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('addFen and subFen equal the exact BigInt sum and difference, and undo each other', () => {
    fc.assert(
      fc.property(fenArb, fc.array(fenArb, { maxLength: 5 }), (a, rest) => {
        const exactSum = rest.reduce((s, b) => s + BigInt(b), BigInt(a));
        const exactDiff = rest.reduce((s, b) => s - BigInt(b), BigInt(a));
        expect(BigInt(addFen(a, ...rest))).toBe(exactSum);
        expect(BigInt(subFen(a, ...rest))).toBe(exactDiff);
        expect(subFen(addFen(a, ...rest), ...rest)).toBe(a);
        expect(Object.is(subFen(a, a), 0)).toBe(true);
      }),
    );
    expect(() => addFen(MAX_FEN, fen(Number.MAX_SAFE_INTEGER))).toThrow(RangeError);
    expect(() => subFen(fen(-Number.MAX_SAFE_INTEGER), MAX_FEN)).toThrow(RangeError);
    // @ts-expect-error -- a fractional number is not a Fen; the run-time guard must still refuse it
    expect(() => subFen(fen(1), 0.5)).toThrow(RangeError);
  });

  it('negFen is its own inverse, cancels the amount and never answers -0', () => {
    fc.assert(
      fc.property(fenArb, (a) => {
        expect(negFen(negFen(a))).toBe(a);
        expect(addFen(a, negFen(a))).toBe(0);
        expect(Math.sign(negFen(a))).toBe(-Math.sign(a) || 0);
      }),
    );
    expect(Object.is(negFen(fen(0)), 0)).toBe(true);
  });

  it('minFen and maxFen answer one of the amounts, bounding all of them', () => {
    fc.assert(
      fc.property(fenArb, fc.array(fenArb, { maxLength: 5 }), (a, rest) => {
        const all = [a, ...rest];
        const lo = minFen(a, ...rest);
        const hi = maxFen(a, ...rest);
        expect(all).toContain(lo);
        expect(all).toContain(hi);
        for (const x of all) {
          expect(lo).toBeLessThanOrEqual(x);
          expect(hi).toBeGreaterThanOrEqual(x);
        }
      }),
    );
  });
});

describe('allocate', () => {
  it('splits by largest remainder', () => {
    expect(allocate(fen(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(fen(1000), [3000, 5000, 2000])).toEqual([300, 500, 200]);
    expect(allocate(fen(10), [1, 2])).toEqual([3, 7]);
    expect(allocate(fen(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(fen(5), [0, 0])).toEqual([3, 2]);
    expect(allocate(fen(5), [0, 7])).toEqual([0, 5]);
    expect(allocate(fen(0), [])).toEqual([]);
    expect(() => allocate(fen(1), [])).toThrow(RangeError);
    expect(() => allocate(fen(1), [-1, 2])).toThrow(RangeError);
  });

  it('parts sum exactly to the total, stay within one fen of the exact share, and zero weights get nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => fen(n)),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sumW = weights.reduce((a, b) => a + b, 0);
          if (sumW === 0) return;
          parts.forEach((part, i) => {
            const w = weights[i] ?? 0;
            expect(Number.isInteger(part)).toBe(true);
            if (w === 0) expect(part).toBe(0);
            const exact = (total * w) / sumW;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

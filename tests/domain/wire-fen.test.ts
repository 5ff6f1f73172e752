/** wireFen: the one reader of money off the wire (prices, amounts, savings), floored to the fen, never rounded up. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FEN, fen, fenToYuan, tryToFen, wireFen } from '@/domain/money';

/** A decimal string in yuan with 0..6 decimals and up to 12 integer digits, signed or not. */
const decimalArb = fc
  .record({
    negative: fc.boolean(),
    int: fc.bigInt({ min: 0n, max: 999_999_999_999n }),
    frac: fc.stringMatching(/^\d{0,6}$/),
  })
  .map(({ negative, int, frac }) => `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);

/** The exact value of a decimal string in millionths of a yuan (10^-6), as a BigInt. */
function micros(text: string): bigint {
  const [, sign = '', int = '', frac = ''] = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text) ?? [];
  const v = BigInt(int + frac.padEnd(6, '0'));
  return sign === '-' ? -v : v;
}

/** Anything that is not a decimal in yuan: objects, booleans, junk text, non-finite numbers. */
const junkArb = fc.oneof(
  fc.constantFrom(undefined, null, '', ' ', 'abc', '1,00', '¥1', '1.2.3', '--1', '.5', '1.', NaN, Infinity, -Infinity, true, false),
  fc.object(),
  fc.array(fc.integer()),
  fc.string().filter((s) => !/^\s*[+-]?\d+(\.\d+)?\s*$/.test(s)),
);

describe('wireFen', () => {
  it('reads the examples', () => {
    expect(wireFen('12.50')).toBe(1250);
    expect(wireFen('12.349')).toBe(1234);
    expect(wireFen('9.995')).toBe(999);
    expect(wireFen('-1.005')).toBe(-101);
    expect(wireFen(12.34)).toBe(1234);
    expect(wireFen(0.1 + 0.2)).toBe(30);
    expect(wireFen('1.500')).toBe(150);
    expect(wireFen(null)).toBeNull();
    expect(wireFen('')).toBeNull();
    expect(wireFen('abc', fen(0))).toBe(0);
  });

  it('gives back every amount the contract can carry, to the fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_FEN, max: MAX_FEN }).map(fen), (amount) => {
        expect(wireFen(fenToYuan(amount))).toBe(amount);
      }),
    );
  });

  it('floors a longer decimal: never above the value, less than one fen below it', () => {
    fc.assert(
      fc.property(decimalArb, (text) => {
        const fen = wireFen(text);
        expect(fen).not.toBeNull();
        const read = BigInt(fen as number) * 10_000n;
        const exact = micros(text);
        expect(read <= exact).toBe(true);
        expect(exact - read < 10_000n).toBe(true);
      }),
    );
  });

  it('agrees with the exact parser wherever that one reads the value', () => {
    fc.assert(
      fc.property(fc.oneof(decimalArb, fc.double({ noNaN: true })), (v) => {
        const exact = tryToFen(v);
        if (exact !== null) expect(wireFen(v)).toBe(exact);
      }),
    );
  });

  it('answers the fallback for anything that is not an amount, null unless told otherwise', () => {
    fc.assert(
      fc.property(junkArb, fc.integer({ min: -100, max: 100 }).map(fen), (v, fallback) => {
        expect(wireFen(v)).toBeNull();
        expect(wireFen(v, fallback)).toBe(fallback);
      }),
    );
  });

  it('with a fallback of 0 is the plain reading or 0, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(decimalArb, junkArb, fc.double()), (v) => {
        expect(wireFen(v, fen(0))).toBe(wireFen(v) ?? 0);
      }),
    );
  });
});

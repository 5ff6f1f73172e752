import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isEan13, isScannerBurst, readBarcode, SCAN_WINDOW_MS, withCheckDigit } from '@/domain/barcode';

const twelve = fc.stringMatching(/^\d{12}$/);

describe('EAN-13 check digit', () => {
  it('matches codes printed on real boxes', () => {
    // 6901234567892 is GS1 China's own example; 4006381333931 is the classic EAN-13 example.
    expect(isEan13('6901234567892')).toBe(true);
    expect(isEan13('4006381333931')).toBe(true);
    expect(ean13CheckDigit('690123456789')).toBe(2);
  });

  it('for any 12 digits, appending the check digit gives a valid code and any other last digit an invalid one', () => {
    fc.assert(
      fc.property(twelve, fc.integer({ min: 1, max: 9 }), (d, shift) => {
        const code = withCheckDigit(d);
        expect(isEan13(code)).toBe(true);
        const wrong = `${d}${(Number(code[12]) + shift) % 10}`;
        expect(isEan13(wrong)).toBe(false);
      }),
    );
  });

  it('catches any single wrong digit and any swap of two adjacent different digits but the 0/5 family the weights cannot see', () => {
    fc.assert(
      fc.property(twelve, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (d, at, shift) => {
        const code = withCheckDigit(d);
        const digits = code.split('');
        digits[at] = String((Number(digits[at]) + shift) % 10);
        expect(isEan13(digits.join(''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(twelve, fc.integer({ min: 0, max: 11 }), (d, at) => {
        const code = withCheckDigit(d);
        const a = Number(code[at]);
        const b = Number(code[at + 1]);
        // Weights 1 and 3 differ by 2, so a swap goes unseen exactly when 2·(a−b) is a multiple of 10.
        fc.pre(a !== b && Math.abs(a - b) !== 5);
        const swapped = code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2);
        expect(isEan13(swapped)).toBe(false);
      }),
    );
  });

  it('refuses what is not 13 ASCII digits', () => {
    for (const bad of ['', '690123456789', '69012345678920', '690123456789a', '６９０１２３４５６７８９２', ' 6901234567892']) expect(isEan13(bad), bad).toBe(false);
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
  });
});

describe('reading a barcode from typed text', () => {
  it('folds full-width digits and spaces or dashes a scanner or an IME may add', () => {
    expect(readBarcode('６９０１２３４５６７８９２')).toBe('6901234567892');
    expect(readBarcode(' 690-1234 567892 ')).toBe('6901234567892');
  });
  it('is null for anything but a valid code', () => {
    expect(readBarcode('6901234567891')).toBeNull();
    expect(readBarcode('阿莫西林')).toBeNull();
    expect(readBarcode('')).toBeNull();
  });
});

describe('a scanner burst', () => {
  const code = '6901234567892';
  const steady = (gap: number) => Array.from({ length: 14 }, (_, i) => 1000 + i * gap);

  it('is 13 digits and Enter within the window', () => {
    expect(isScannerBurst(code, steady(5))).toBe(true);
    expect(isScannerBurst(code, steady(Math.floor(SCAN_WINDOW_MS / 13)))).toBe(true);
  });
  it('is not a person typing, however accurately', () => {
    expect(isScannerBurst(code, steady(120))).toBe(false);
    expect(isScannerBurst(code, [...steady(5).slice(0, 13), 1000 + SCAN_WINDOW_MS + 1])).toBe(false);
  });
  it('needs a valid code and one time stamp per key', () => {
    expect(isScannerBurst('6901234567891', steady(5))).toBe(false);
    expect(isScannerBurst(code, steady(5).slice(1))).toBe(false);
    expect(isScannerBurst(code, [...steady(5)].reverse())).toBe(false);
  });
  it('for any keystroke times, holds exactly when they ascend and span at most the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 13, maxLength: 13 }), (gaps) => {
        const times = [0];
        for (const g of gaps) times.push(times[times.length - 1]! + g);
        expect(isScannerBurst(code, times)).toBe(times[13]! <= SCAN_WINDOW_MS);
      }),
    );
  });
});

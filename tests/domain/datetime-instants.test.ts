import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBeijing, formatBeijingDate, formatBeijingTime, parseBeijing, startOfBeijingDay } from '@/domain/datetime';

const DAY = 86_400_000;
const instants = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2200, 0, 1) });

describe('Beijing time of epoch milliseconds (the demo API keeps instants as numbers)', () => {
  it('formats a number exactly as the Date of that number', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect(formatBeijing(ms)).toBe(formatBeijing(new Date(ms)));
        expect(formatBeijingDate(ms)).toBe(formatBeijingDate(new Date(ms)));
      }),
    );
  });

  it('the date and the HH:mm are the parts of the full text', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const full = formatBeijing(ms);
        expect(formatBeijingDate(ms)).toBe(full.slice(0, 10));
        expect(formatBeijingTime(ms)).toBe(full.slice(11, 16));
        expect(formatBeijingTime(ms)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }),
    );
  });

  it('refuses a time that is not a finite instant', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 9e15]) expect(() => formatBeijing(bad), String(bad)).toThrow(RangeError);
  });

  it('the start of the Beijing day is 00:00:00 of the same Beijing date, at most a day before', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const start = startOfBeijingDay(ms);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(DAY);
        expect(formatBeijing(start)).toBe(`${formatBeijingDate(ms)} 00:00:00`);
        expect(startOfBeijingDay(start)).toBe(start);
        expect(start).toBe(parseBeijing(formatBeijingDate(ms)).getTime());
      }),
    );
  });

  it('midnight Beijing is 16:00 UTC of the day before', () => {
    expect(startOfBeijingDay(Date.parse('2026-11-22T02:30:00Z'))).toBe(Date.parse('2026-11-21T16:00:00Z'));
    expect(startOfBeijingDay(Date.parse('2026-11-21T16:00:00Z'))).toBe(Date.parse('2026-11-21T16:00:00Z'));
    expect(startOfBeijingDay(Date.parse('2026-11-21T15:59:59Z'))).toBe(Date.parse('2026-11-20T16:00:00Z'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts, formatBeijing, formatBeijingDate, parseBeijing, tryParseBeijing } from '@/domain/datetime';

describe('Beijing time', () => {
  it('formats in UTC+8 whatever the machine zone', () => {
    expect(formatBeijing(new Date('2024-12-31T16:30:05Z'))).toBe('2025-01-01 00:30:05');
    expect(formatBeijing(new Date('2024-06-01T00:00:00+08:00'))).toBe('2024-06-01 00:00:00');
    expect(formatBeijingDate(new Date('2024-12-31T16:30:05Z'))).toBe('2025-01-01');
    expect(() => formatBeijing(new Date('nope'))).toThrow(RangeError);
  });

  it('parses Beijing text', () => {
    expect(parseBeijing('2025-01-01 00:30:05').toISOString()).toBe('2024-12-31T16:30:05.000Z');
    expect(parseBeijing('2025-01-01').toISOString()).toBe('2024-12-31T16:00:00.000Z');
    expect(parseBeijing('2025-01-01T08:00').toISOString()).toBe('2025-01-01T00:00:00.000Z');
    for (const bad of ['2024-02-30 00:00:00', '2024-01-01 24:00:00', '2024-1-1', '', 'tomorrow', '2024-01-01 10:60:00']) {
      expect(() => parseBeijing(bad), bad).toThrow(RangeError);
    }
    expect(parseBeijing('2024-02-29 12:00:00').toISOString()).toBe('2024-02-29T04:00:00.000Z');
    expect(tryParseBeijing('x')).toBeNull();
    expect(tryParseBeijing(5)).toBeNull();
  });

  it('format and parse are inverse to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const whole = Math.floor(ms / 1000) * 1000;
        const text = formatBeijing(new Date(ms));
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(parseBeijing(text).getTime()).toBe(whole);
      }),
    );
  });
});

describe('countdownParts', () => {
  it('splits and floors', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(90061_500)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('parts are in range and add back up to the whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const p = countdownParts(ms);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});

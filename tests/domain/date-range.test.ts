import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, daysBetween, isCalendarDate, MAX_RANGE_DAYS, monthSoFar } from '@/domain/date-range';

describe('date ranges', () => {
  it('reads only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '2026-11-31', '', '20261101', null, 20261101]) expect(isCalendarDate(bad), String(bad)).toBe(false);
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29);
    expect(daysBetween('2026-11-01', 'x')).toBeNull();
  });

  it('says in Chinese what is wrong with a range, with its field', () => {
    expect(dateRangeProblem('', '2026-11-30')).toEqual({ field: 'start', message: '请选择开始日期和结束日期' });
    expect(dateRangeProblem('2026-11-01', undefined)).toEqual({ field: 'end', message: '请选择开始日期和结束日期' });
    expect(dateRangeProblem('2026-02-30', '2026-03-01')?.field).toBe('start');
    expect(dateRangeProblem('2026-11-30', '2026-11-01')).toEqual({ field: 'end', message: '开始日期不能晚于结束日期' });
    expect(dateRangeProblem('2025-11-01', '2026-11-03')).toEqual({ field: 'end', message: '日期范围不能超过 366 天' });
    expect(dateRangeProblem('2025-11-01', '2026-11-02')).toBeNull();
    // 2024 is a leap year: 2024-01-01 to 2025-01-01 is 366 days, the longest range allowed.
    expect(dateRangeProblem('2024-01-01', '2025-01-01')).toBeNull();
    expect(dateRangeProblem('2026-11-26', '2026-11-26')).toBeNull();
  });

  it('accepts exactly the ranges of 0…366 days', () => {
    const day = fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 0, 1) / 86_400_000 });
    const text = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 800 }), (a, span) => {
        const problem = dateRangeProblem(text(a), text(a + span));
        expect(problem === null).toBe(span >= 0 && span <= MAX_RANGE_DAYS);
      }),
    );
  });

  it('gives the month so far', () => {
    expect(monthSoFar('2026-11-26')).toEqual({ start: '2026-11-01', end: '2026-11-26' });
    expect(monthSoFar('2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(() => monthSoFar('2026-11-31')).toThrow(RangeError);
  });
});

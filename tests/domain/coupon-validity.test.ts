import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_ENDING_DAYS, couponThresholdText, couponValidity } from '@/domain/coupon';
import { fen } from '@/domain/money';

const DAY = 86_400_000;
const iso = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
/** Days from 2020-01-01 to 2035-12-31 as day numbers. */
const dayN = fc.integer({ min: 18262, max: 24106 });

describe('couponValidity', () => {
  it('names the states at their edges', () => {
    expect(couponValidity('2026-11-01', '2026-11-30', '2026-10-31')).toEqual({ state: 'upcoming', daysLeft: 31 });
    expect(couponValidity('2026-11-01', '2026-11-30', '2026-11-01')).toEqual({ state: 'active', daysLeft: 30 });
    expect(couponValidity('2026-11-01', '2026-11-30', '2026-11-28')).toEqual({ state: 'ending', daysLeft: 3 });
    expect(couponValidity('2026-11-01', '2026-11-30', '2026-11-30')).toEqual({ state: 'ending', daysLeft: 1 });
    expect(couponValidity('2026-11-01', '2026-11-30', '2026-12-01')).toEqual({ state: 'ended', daysLeft: 0 });
  });

  it('reads unreadable or impossible dates as ended', () => {
    expect(couponValidity('2026-02-30', '2026-03-31', '2026-03-01').state).toBe('ended');
    expect(couponValidity('2026-03-01', 'soon', '2026-03-01').state).toBe('ended');
    expect(couponValidity('2026-03-01', '2026-03-31', '').state).toBe('ended');
  });

  it('is ended exactly after the last day, and counts the days left with today included', () => {
    fc.assert(
      fc.property(dayN, fc.integer({ min: 0, max: 400 }), dayN, (start, length, today) => {
        const end = start + length;
        const v = couponValidity(iso(start), iso(end), iso(today));
        if (today > end) return v.state === 'ended' && v.daysLeft === 0;
        if (v.daysLeft !== end - today + 1) return false;
        if (today < start) return v.state === 'upcoming';
        return v.state === (end - today + 1 <= COUPON_ENDING_DAYS ? 'ending' : 'active');
      }),
    );
  });

  it('never gains days as the days pass', () => {
    fc.assert(
      fc.property(dayN, fc.integer({ min: 0, max: 400 }), dayN, (start, length, today) => {
        const a = couponValidity(iso(start), iso(start + length), iso(today)).daysLeft;
        const b = couponValidity(iso(start), iso(start + length), iso(today + 1)).daysLeft;
        return b <= a;
      }),
    );
  });
});

describe('couponThresholdText', () => {
  it('says 无门槛 for no threshold and the floored amount otherwise', () => {
    expect(couponThresholdText(fen(0))).toBe('无门槛');
    expect(couponThresholdText(fen(100_000))).toBe('满¥1000.00可用');
  });

  it('always names a positive threshold with its amount', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000_00 }).map(fen), (amount) => /^满¥\d+\.\d{2}可用$/.test(couponThresholdText(amount))));
  });
});

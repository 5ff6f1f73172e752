import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBeijing } from '@/domain/datetime';
import { fen, fenToYuan, type Fen } from '@/domain/money';
import {
  arrivalDue,
  cutPrice,
  defaultWanted,
  isShort,
  MAX_WANTED,
  maxWanted,
  morningAfter,
  morningAtOrBefore,
  normalizeWanted,
  priceDropDue,
  readTargetPrice,
  restockLevel,
  wantedDown,
  wantedUp,
} from '@/domain/reminders';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') });
const priceFen = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n as Fen);

describe('the warehouses’ morning (06:00 Beijing)', () => {
  it('examples: 10:00 and 05:59 Beijing', () => {
    // 2026-11-22 10:00 Beijing = 02:00 UTC: the last morning was that day's 06:00, the next one the day after.
    expect(formatBeijing(morningAtOrBefore(Date.parse('2026-11-22T02:00:00Z')))).toBe('2026-11-22 06:00:00');
    expect(formatBeijing(morningAfter(Date.parse('2026-11-22T02:00:00Z')))).toBe('2026-11-23 06:00:00');
    // 05:59 Beijing on the 23rd is still before that day's morning.
    expect(formatBeijing(morningAtOrBefore(Date.parse('2026-11-22T21:59:00Z')))).toBe('2026-11-22 06:00:00');
    expect(formatBeijing(morningAtOrBefore(Date.parse('2026-11-22T22:00:00Z')))).toBe('2026-11-23 06:00:00');
  });

  it('the morning at or before an instant is a 06:00 Beijing within the day before it; the next is a day later', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const m = morningAtOrBefore(ms);
        expect(m).toBeLessThanOrEqual(ms);
        expect(ms - m).toBeLessThan(DAY);
        expect(formatBeijing(m).slice(11)).toBe('06:00:00');
        expect(morningAfter(ms)).toBe(m + DAY);
        expect(morningAfter(ms)).toBeGreaterThan(ms);
        expect(morningAtOrBefore(m)).toBe(m);
      }),
    );
  });
});

describe('price cuts', () => {
  it('take 5 % off, floored to the fen, at least a fen; ¥0.01 stays', () => {
    expect(cutPrice(fen(1180))).toBe(1121);
    expect(cutPrice(fen(10))).toBe(9); // 9.5 floored
    expect(cutPrice(fen(2))).toBe(1); // 5 % of 2 fen is under a fen: one fen off
    expect(cutPrice(fen(1))).toBe(1);
  });

  it('always lower a price above a fen, never below a fen, never by more than 5 % plus a fen', () => {
    fc.assert(
      fc.property(priceFen, (p) => {
        const c = cutPrice(p);
        expect(Number.isSafeInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c < p || p === 1).toBe(true);
        expect(c).toBeGreaterThanOrEqual(Math.floor((p * 95) / 100));
      }),
    );
  });

  it('restock a hundred 中包装 a line', () => {
    expect(restockLevel(10)).toBe(1000);
    expect(restockLevel(0)).toBe(100);
  });
});

describe('when a reminder is due', () => {
  it('arrival: the stock covers the quantity wanted', () => {
    expect(arrivalDue(0, 10)).toBe(false);
    expect(arrivalDue(9, 10)).toBe(false);
    expect(arrivalDue(10, 10)).toBe(true);
  });

  it('price drop: at or below the target, or below the price then without one; a hidden price never', () => {
    expect(priceDropDue(fen(1100), fen(1180), fen(1100))).toBe(true);
    expect(priceDropDue(fen(1101), fen(1180), fen(1100))).toBe(false);
    expect(priceDropDue(fen(1179), fen(1180), null)).toBe(true);
    expect(priceDropDue(fen(1180), fen(1180), null)).toBe(false);
    expect(priceDropDue(null, fen(1180), null)).toBe(false);
    expect(priceDropDue(fen(1), null, null)).toBe(false);
  });

  it('any drop is due exactly when the price is lower', () => {
    fc.assert(
      fc.property(priceFen, priceFen, (now, then) => {
        expect(priceDropDue(now, then, null)).toBe(now < then);
      }),
    );
  });

  it('short: stock below the quantity; unreadable stock counts as none', () => {
    expect(isShort(0, 10)).toBe(true);
    expect(isShort(9, 10)).toBe(true);
    expect(isShort(10, 10)).toBe(false);
    expect(isShort(undefined, 1)).toBe(true);
    expect(isShort('20', 10)).toBe(true);
    expect(isShort(Number.NaN, 10)).toBe(true);
  });
});

describe('the quantity wanted', () => {
  it('defaults to one 中包装 and steps by it', () => {
    expect(defaultWanted(10)).toBe(10);
    expect(defaultWanted(0)).toBe(1);
    expect(wantedUp(10, 10)).toBe(20);
    expect(wantedDown(20, 10)).toBe(10);
    expect(wantedDown(10, 10)).toBe(10);
    expect(maxWanted(10)).toBe(99_990);
    expect(wantedUp(99_990, 10)).toBe(99_990);
  });

  it('corrects a typed quantity with a Chinese reason', () => {
    expect(normalizeWanted('25', 10)).toEqual({ quantity: 30, message: '数量须为中包装 10 的整数倍，已调整为 30' });
    expect(normalizeWanted('abc', 10)).toEqual({ quantity: 10, message: '请输入正确的期望数量，已调整为 10' });
    expect(normalizeWanted('0', 10)).toEqual({ quantity: 10, message: '期望数量至少为 10，已调整为 10' });
    expect(normalizeWanted('200000', 10)).toEqual({ quantity: 99_990, message: '期望数量最多 99990，已调整为 99990' });
    expect(normalizeWanted('40', 10)).toEqual({ quantity: 40, message: null });
  });

  it('always lands on a whole 中包装 between one and the maximum, and stays there', () => {
    const input = fc.oneof(fc.integer({ min: -100, max: 200_000 }), fc.string(), fc.double());
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 500 }), (typed, zbz) => {
        const { quantity, message } = normalizeWanted(typed, zbz);
        expect(quantity % zbz).toBe(0);
        expect(quantity).toBeGreaterThanOrEqual(zbz);
        expect(quantity).toBeLessThanOrEqual(MAX_WANTED);
        // A quantity left as typed is said nothing about; a corrected one always is.
        expect(message === null && quantity !== Number(typeof typed === 'string' ? typed.trim() : typed)).toBe(false);
        expect(normalizeWanted(quantity, zbz)).toEqual({ quantity, message: null });
      }),
    );
  });
});

describe('the target price', () => {
  it('blank is any drop; otherwise above 0 and below the current price, in the demo API’s words', () => {
    expect(readTargetPrice('', fen(1180))).toEqual({ ok: true, targetFen: null });
    expect(readTargetPrice('  ', fen(1180))).toEqual({ ok: true, targetFen: null });
    expect(readTargetPrice('11', fen(1180))).toEqual({ ok: true, targetFen: 1100 });
    expect(readTargetPrice('11.5', fen(1180))).toEqual({ ok: true, targetFen: 1150 });
    expect(readTargetPrice('11.80', fen(1180))).toEqual({ ok: false, message: '目标价须低于当前价 11.80 元' });
    expect(readTargetPrice('12', fen(1180))).toEqual({ ok: false, message: '目标价须低于当前价 11.80 元' });
    expect(readTargetPrice('0', fen(1180))).toEqual({ ok: false, message: '目标价须大于 0' });
    expect(readTargetPrice('-1', fen(1180))).toEqual({ ok: false, message: '目标价须大于 0' });
    for (const bad of ['11.555', 'abc', '1e3', '¥11', '11,5', '0x10']) {
      expect(readTargetPrice(bad, fen(1180))).toEqual({ ok: false, message: '请输入正确的目标价，最多两位小数' });
    }
  });

  it('takes every price in fen strictly between 0 and the current price, written in yuan, and refuses the rest', () => {
    fc.assert(
      fc.property(priceFen, priceFen, (target, current) => {
        const r = readTargetPrice(fenToYuan(target), current);
        expect(r).toEqual(target < current ? { ok: true, targetFen: target } : { ok: false, message: `目标价须低于当前价 ${fenToYuan(current)} 元` });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beijingDay, countedPurchases, purchaseRhythm, ratioText, replenishmentReason, replenishmentSuggestion, settingsProblem, type PurchaseFact } from '@/domain/replenishment';

const DAY = 86_400_000;
const T0 = Date.parse('2026-06-01T02:00:00Z');

const fact = fc.record({
  day: fc.integer({ min: 0, max: 200 }),
  number: fc.integer({ min: 1, max: 500 }),
  refundedNumber: fc.integer({ min: 0, max: 600 }),
  paid: fc.boolean(),
  cancelled: fc.boolean(),
});
const toFact = (f: { day: number; number: number; refundedNumber: number; paid: boolean; cancelled: boolean }): PurchaseFact => ({ at: T0 + f.day * DAY, number: f.number, refundedNumber: f.refundedNumber, paid: f.paid, cancelled: f.cancelled });
const settings = fc.record({ leadDays: fc.integer({ min: 1, max: 30 }), safetyDays: fc.integer({ min: 0, max: 60 }) });

describe('purchase rhythm', () => {
  it('counts only paid, not cancelled purchases, less what was refunded; cancelled, unpaid and refunded pieces never count', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 30 }), (raw) => {
        const facts = raw.map(toFact);
        const counted = countedPurchases(facts);
        const expected = raw.filter((f) => f.paid && !f.cancelled).reduce((s, f) => s + Math.max(0, f.number - f.refundedNumber), 0);
        expect(counted.reduce((s, p) => s + p.number, 0)).toBe(expected);
        // Adding a cancelled or unpaid purchase changes nothing.
        const noise = [...facts, { at: T0, number: 999, refundedNumber: 0, paid: false, cancelled: false }, { at: T0 + DAY, number: 999, refundedNumber: 0, paid: true, cancelled: true }];
        expect(countedPurchases(noise)).toEqual(counted);
      }),
    );
  });

  it('needs at least two purchases on different days, not fully refunded', () => {
    const one = (day: number, refunded = 0): PurchaseFact => ({ at: T0 + day * DAY, number: 10, refundedNumber: refunded, paid: true, cancelled: false });
    expect(purchaseRhythm([one(0)])).toBeNull();
    expect(purchaseRhythm([one(0), one(0)])).toBeNull();
    expect(purchaseRhythm([one(0), one(14, 10)])).toBeNull();
    expect(purchaseRhythm([one(0), one(14)])).toMatchObject({ purchases: 2, interval: { num: 14, den: 1 }, dailyUse: { num: 10, den: 14 } });
  });

  it('has an interval of (last − first) / (n − 1) days and a daily use of what was bought before the last purchase over the span', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 2, maxLength: 15 }), fc.integer({ min: 1, max: 50 }), (days, n) => {
        const facts = days.map((d) => ({ at: T0 + d * DAY, number: n, refundedNumber: 0, paid: true, cancelled: false }));
        const r = purchaseRhythm(facts)!;
        const sorted = [...days].sort((a, b) => a - b);
        const span = sorted.at(-1)! - sorted[0]!;
        expect(r.interval.num * (days.length - 1)).toBe(r.interval.den * span);
        expect(r.dailyUse.num * span).toBe(r.dailyUse.den * n * (days.length - 1));
        expect(r.usualQuantity).toBe(n);
      }),
    );
  });
});

describe('the suggestion', () => {
  const stockInput = fc.record({
    stock: fc.integer({ min: 0, max: 5000 }),
    sales: fc.integer({ min: 1, max: 3000 }),
    zbz: fc.integer({ min: 1, max: 50 }),
    buyable: fc.integer({ min: 0, max: 10_000 }),
    settings,
  });

  it('is (到货天数 + 安全天数) × daily use − stock rounded up to whole 中包装, never negative, never above what can be bought', () => {
    fc.assert(
      fc.property(stockInput, ({ stock, sales, zbz, buyable, settings: s }) => {
        const today = 1000;
        const r = replenishmentSuggestion({ rhythm: null, stock: { stock, sales30: sales, day: today }, today, settings: s, zbz, buyable })!;
        const target = s.leadDays + s.safetyDays;
        // Exactly, in integers: need × 30 = target × sales − stock × 30.
        const needTimes30 = target * sales - stock * 30;
        const pieces = needTimes30 > 0 ? Math.ceil(needTimes30 / 30) : 0;
        expect(r.needed).toBe(Math.ceil(pieces / zbz) * zbz);
        expect(r.quantity % zbz).toBe(0);
        expect(r.quantity).toBeGreaterThanOrEqual(0);
        expect(r.quantity).toBeLessThanOrEqual(buyable);
        expect(r.quantity).toBe(Math.min(r.needed, Math.floor(buyable / zbz) * zbz));
        // The quantity covers the need (when it can be bought), and one 中包装 less would not.
        if (r.quantity === r.needed && r.needed > 0) {
          expect((stock + r.quantity) * 30).toBeGreaterThanOrEqual(target * sales);
          expect((stock + r.quantity - zbz) * 30).toBeLessThan(target * sales);
        }
      }),
    );
  });

  it('is due exactly when the days of cover fall below 到货天数 + 安全天数, and its due day is the first such day', () => {
    fc.assert(
      fc.property(stockInput, ({ stock, sales, zbz, buyable, settings: s }) => {
        const today = 500;
        const r = replenishmentSuggestion({ rhythm: null, stock: { stock, sales30: sales, day: today }, today, settings: s, zbz, buyable })!;
        const target = s.leadDays + s.safetyDays;
        const due = stock * 30 < target * sales;
        expect(r.dueInDays === 0).toBe(due);
        expect(r.group === 'today').toBe(due);
        if (!due) {
          // On the due day the cover is below the target; the day before it was not.
          const on = replenishmentSuggestion({ rhythm: null, stock: { stock, sales30: sales, day: today }, today: today + r.dueInDays, settings: s, zbz, buyable })!;
          const before = replenishmentSuggestion({ rhythm: null, stock: { stock, sales30: sales, day: today }, today: today + r.dueInDays - 1, settings: s, zbz, buyable })!;
          expect(on.dueInDays).toBe(0);
          expect(before.dueInDays).toBeGreaterThan(0);
        }
        expect(r.coverDays).toBe(Math.floor((stock * 30) / sales));
      }),
    );
  });

  it('takes the daily use from the export’s sales when given, else from the rhythm; nothing without either', () => {
    const facts = [0, 14, 28].map((d) => ({ at: T0 + d * DAY, number: 28, refundedNumber: 0, paid: true, cancelled: false }));
    const rhythm = purchaseRhythm(facts)!;
    const today = beijingDay(T0) + 40;
    const s = { leadDays: 3, safetyDays: 7 };
    const byRhythm = replenishmentSuggestion({ rhythm, stock: null, today, settings: s, zbz: 10, buyable: 1000 })!;
    expect(byRhythm).toMatchObject({ basis: 'rhythm', dailyUseFrom: 'rhythm', dailyUse: { num: 56, den: 28 }, stockEstimated: true });
    // 28 bought 12 days ago at 2 a day: 4 left, 2 days; (10 × 2 − 4) = 16 → 20.
    expect(byRhythm).toMatchObject({ stock: 4, coverDays: 2, group: 'today', quantity: 20 });
    const bySales = replenishmentSuggestion({ rhythm, stock: { stock: 4, sales30: 90, day: today }, today, settings: s, zbz: 10, buyable: 1000 })!;
    expect(bySales).toMatchObject({ basis: 'both', dailyUseFrom: 'sales', dailyUse: { num: 90, den: 30 }, quantity: 30 });
    const stockNoSales = replenishmentSuggestion({ rhythm, stock: { stock: 4, sales30: null, day: today }, today, settings: s, zbz: 10, buyable: 1000 })!;
    expect(stockNoSales).toMatchObject({ basis: 'both', dailyUseFrom: 'rhythm', stockEstimated: false, stock: 4 });
    expect(replenishmentSuggestion({ rhythm: null, stock: { stock: 4, sales30: null, day: today }, today, settings: s, zbz: 10, buyable: 1000 })).toBeNull();
    expect(replenishmentSuggestion({ rhythm: null, stock: { stock: 4, sales30: 0, day: today }, today, settings: s, zbz: 10, buyable: 1000 })).toBeNull();
  });

  it('has no float drift: a daily use of 1/3 over 30 days needs exactly 10', () => {
    const r = replenishmentSuggestion({ rhythm: null, stock: { stock: 0, sales30: 10, day: 0 }, today: 0, settings: { leadDays: 10, safetyDays: 20 }, zbz: 1, buyable: 100 })!;
    expect(r.needed).toBe(10);
    expect(ratioText({ num: 72, den: 30 })).toBe('2.4');
    expect(ratioText({ num: 1, den: 1000 })).toBe('0.1');
    expect(ratioText({ num: 60, den: 30 })).toBe('2');
  });
});

describe('settings and the reason', () => {
  it('accepts 到货天数 1–30 and 安全天数 0–60, whole numbers only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (lead, safety) => {
        const ok = lead >= 1 && lead <= 30 && safety >= 0 && safety <= 60;
        expect(settingsProblem(lead, safety) === null).toBe(ok);
      }),
    );
    expect(settingsProblem(2.5, 3)?.field).toBe('lead_days');
    expect(settingsProblem(3, '7')?.field).toBe('safety_days');
  });

  it('says why in one sentence', () => {
    expect(
      replenishmentReason({ unit: '盒', intervalDays: 14, daysSinceLast: 16, stock: 12, stockEstimated: false, dailyUse: '2.4', dailyUseFrom: 'sales', coverDays: 5 }),
    ).toBe('平均每 14 天采购一次，上次是 16 天前；库存 12 盒，按近 30 天日均 2.4 盒可用 5 天');
    expect(replenishmentReason({ unit: '盒', intervalDays: 10, daysSinceLast: 12, stock: 0, stockEstimated: true, dailyUse: '2', dailyUseFrom: 'rhythm', coverDays: 0 })).toBe(
      '平均每 10 天采购一次，上次是 12 天前；按采购节奏日均 2 盒，估计已用完',
    );
  });
});

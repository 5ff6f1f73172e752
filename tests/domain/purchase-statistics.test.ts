import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBeijing } from '@/domain/datetime';
import { allocate, fen, sumFen, type Fen } from '@/domain/money';
import { partRefundFen } from '@/domain/after-sales';
import { daysBetween } from '@/domain/date-range';
import {
  linePaidShares,
  lineNetFen,
  periodMonths,
  periodProblem,
  presetPeriod,
  purchaseStatistics,
  STATS_OTHER_MAKERS,
  STATS_TOP_GOODS,
  STATS_TOP_MAKERS,
  type StatsLineFact,
  type StatsOrderFact,
  type StatsPeriod,
} from '@/domain/purchase-statistics';

const at = (s: string) => parseBeijing(s).getTime();

const line = (over: Partial<StatsLineFact> = {}): StatsLineFact => ({
  goodsId: 1,
  name: '阿莫西林胶囊',
  tradeName: null,
  ypgg: '0.25g*24粒',
  bzdw: '盒',
  maker: '华北制药股份有限公司',
  categoryId: 1,
  categoryName: '化学药制剂',
  number: 10,
  paidFen: fen(10_000),
  returnedNumber: 0,
  refundFen: fen(0),
  ...over,
});

const order = (over: Partial<StatsOrderFact> = {}): StatsOrderFact => ({
  paid: true,
  cancelled: false,
  at: at('2026-11-10 10:00:00'),
  manjianFen: fen(0),
  couponFen: fen(0),
  voucherFen: fen(0),
  pointsFen: fen(0),
  lines: [line()],
  ...over,
});

const NOV: StatsPeriod = { start: '2026-11-01', end: '2026-11-30' };

describe('the period', () => {
  it('refuses what the contract refuses, in Chinese, naming the field', () => {
    expect(periodProblem('', '2026-11-30')).toEqual({ field: 'start', message: '请选择起始日期' });
    expect(periodProblem('2026-02-30', '2026-03-01')?.field).toBe('start');
    expect(periodProblem('2026-11-01', '')).toEqual({ field: 'end', message: '请选择截止日期' });
    expect(periodProblem('2026-11-01', '2026/11/30')?.field).toBe('end');
    expect(periodProblem('2026-11-02', '2026-11-01')).toEqual({ field: 'end', message: '截止日期不能早于起始日期' });
    expect(periodProblem('2025-11-01', '2026-11-03')).toEqual({ field: 'end', message: '统计期间不能超过 366 天' });
    expect(periodProblem('2025-11-01', '2026-11-02')).toBeNull(); // 366 days apart
    expect(periodProblem('2026-11-22', '2026-11-22')).toBeNull();
  });

  it('counts days across month and leap-year ends', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('lists every month of the period, across a year end', () => {
    expect(periodMonths({ start: '2025-11-15', end: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodMonths({ start: '2026-11-22', end: '2026-11-22' })).toEqual(['2026-11']);
    expect(() => periodMonths({ start: '2026-11-22', end: '2026-11-01' })).toThrow(RangeError);
  });

  it('sets the presets on the Beijing day: whole months up to today', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Beijing.
    const now = Date.parse('2026-11-30T20:00:00Z');
    expect(presetPeriod('month', now)).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(presetPeriod('3m', now)).toEqual({ start: '2026-10-01', end: '2026-12-01' });
    expect(presetPeriod('12m', now)).toEqual({ start: '2026-01-01', end: '2026-12-01' });
    expect(presetPeriod('3m', Date.parse('2026-02-10T00:00:00Z'))).toEqual({ start: '2025-12-01', end: '2026-02-10' });
  });

  it('keeps every preset within the limit, whatever the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2099-12-31') }), fc.constantFrom('month', '3m', '12m'), (now, preset) => {
        const p = presetPeriod(preset as 'month', now);
        expect(periodProblem(p.start, p.end)).toBeNull();
        expect(periodMonths(p)).toHaveLength(preset === 'month' ? 1 : preset === '3m' ? 3 : 12);
      }),
    );
  });
});

describe('the paid share of each line', () => {
  it('takes the discounts off in proportion and adds up exactly', () => {
    expect(linePaidShares([fen(1000), fen(3000)], fen(101))).toEqual([fen(975), fen(2924)]);
    expect(linePaidShares([], fen(0))).toEqual([]);
  });

  it('is the after-sales paid share: refunding every piece refunds the share, so a wholly returned line nets 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), fc.nat(10_000), fc.integer({ min: 1, max: 500 }), (amounts, d, bought) => {
        const fens = amounts.map((a) => fen(a));
        const discount = fen(Math.min(d, sumFen(fens)));
        const shares = linePaidShares(fens, discount);
        expect(sumFen(shares)).toBe(sumFen(fens) - discount);
        const old = allocate(discount, fens);
        shares.forEach((s, i) => {
          expect(s).toBe(fens[i]! - old[i]!);
          expect(partRefundFen(s, bought, 0, bought)).toBe(Math.max(0, s));
        });
      }),
    );
  });
});

describe('the statistics of a period, by example', () => {
  it('counts paid orders only, less refunds, with the savings, and names the months', () => {
    const stats = purchaseStatistics(
      [
        order({ manjianFen: fen(500), couponFen: fen(300), voucherFen: fen(100), pointsFen: fen(50) }),
        order({ at: at('2026-11-30 23:59:59'), lines: [line({ goodsId: 2, name: '布洛芬缓释胶囊', tradeName: '芬必得', maker: '中美天津史克制药有限公司', paidFen: fen(2_000), number: 2, returnedNumber: 1, refundFen: fen(1_000) })] }),
        order({ paid: false }),
        order({ cancelled: true }),
        order({ at: at('2026-12-01 00:00:00') }),
        order({ at: at('2026-10-31 23:59:59') }),
      ],
      NOV,
    );
    expect(stats.totalFen).toBe(11_000);
    expect(stats.orderCount).toBe(2);
    expect(stats.goodsCount).toBe(2);
    expect(stats.saved).toEqual({ manjianFen: 500, couponFen: 300, voucherFen: 100, pointsFen: 50, totalFen: 950 });
    expect(stats.byMonth).toEqual([{ month: '2026-11', amountFen: 11_000, orders: 2 }]);
    expect(stats.byCategory).toEqual([{ categoryId: 1, name: '化学药制剂', amountFen: 11_000 }]);
    expect(stats.byManufacturer.map((m) => m.name)).toEqual(['华北制药股份有限公司', '中美天津史克制药有限公司']);
    expect(stats.topGoods.map((g) => [g.goodsId, g.number, g.amountFen])).toEqual([
      [1, 10, 10_000],
      [2, 1, 1_000],
    ]);
  });

  it('keeps the empty months and answers zeros for a period without purchases', () => {
    const stats = purchaseStatistics([order({ paid: false })], { start: '2026-09-15', end: '2026-11-02' });
    expect(stats.totalFen).toBe(0);
    expect(stats.byMonth).toEqual([
      { month: '2026-09', amountFen: 0, orders: 0 },
      { month: '2026-10', amountFen: 0, orders: 0 },
      { month: '2026-11', amountFen: 0, orders: 0 },
    ]);
    expect([stats.byCategory, stats.byManufacturer, stats.topGoods]).toEqual([[], [], []]);
  });

  it('lists at most 10 makers and puts the rest under 其他, last', () => {
    const lines = Array.from({ length: 13 }, (_, i) => line({ goodsId: i + 1, maker: `厂家${String(i).padStart(2, '0')}`, paidFen: fen(1_000 + i) }));
    const stats = purchaseStatistics([order({ lines })], NOV);
    expect(stats.byManufacturer).toHaveLength(STATS_TOP_MAKERS + 1);
    expect(stats.byManufacturer[0]!.name).toBe('厂家12');
    expect(stats.byManufacturer.at(-1)).toEqual({ name: STATS_OTHER_MAKERS, amountFen: 1_000 + 1_001 + 1_002, other: true });
  });

  it('drops a wholly returned goods from the goods count and the top goods', () => {
    const stats = purchaseStatistics([order({ lines: [line(), line({ goodsId: 2, returnedNumber: 10, refundFen: fen(10_000) })] })], NOV);
    expect(stats.goodsCount).toBe(1);
    expect(stats.topGoods.map((g) => g.goodsId)).toEqual([1]);
    expect(stats.totalFen).toBe(10_000);
  });

  it('refuses a period the contract refuses', () => {
    expect(() => purchaseStatistics([], { start: '2025-01-01', end: '2026-11-30' })).toThrow('统计期间不能超过 366 天');
  });
});

// ---------------------------------------------------------------- properties over random order sets

const MAKERS = Array.from({ length: 14 }, (_, i) => `厂家${i}`);
const CATEGORIES = ['化学药制剂', '中成药', '抗生素', '中药饮片', '医疗器械'];

/** A line as the demo API builds it: a paid share, and refunds of some of its pieces at that share. */
const lineArb = fc
  .record({
    goodsId: fc.integer({ min: 1, max: 40 }),
    number: fc.integer({ min: 1, max: 500 }),
    paidFen: fc.integer({ min: 0, max: 5_000_000 }),
    returned: fc.nat(500),
  })
  .map(({ goodsId, number, paidFen, returned }): StatsLineFact => {
    // A goods has one maker and one category, as in the catalogue.
    const maker = MAKERS[goodsId % MAKERS.length]!;
    const category = goodsId % CATEGORIES.length;
    const back = Math.min(number, returned % (number + 1));
    return line({
      goodsId,
      name: `商品${goodsId}`,
      maker,
      categoryId: category + 1,
      categoryName: CATEGORIES[category]!,
      number,
      paidFen: fen(paidFen),
      returnedNumber: back,
      refundFen: partRefundFen(fen(paidFen), number, 0, back),
    });
  });

const instantArb = fc.integer({ min: at('2025-06-01 00:00:00'), max: at('2027-01-31 23:59:59') });
const orderArb = fc.record({
  paid: fc.boolean(),
  cancelled: fc.boolean(),
  at: instantArb,
  manjianFen: fc.nat(50_000).map(fen),
  couponFen: fc.nat(50_000).map(fen),
  voucherFen: fc.nat(50_000).map(fen),
  pointsFen: fc.nat(50_000).map(fen),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
});
const periodArb = fc
  .tuple(fc.integer({ min: at('2025-06-01 00:00:00'), max: at('2027-01-31 00:00:00') }), fc.integer({ min: 0, max: 366 }))
  .map(([start, days]): StatsPeriod => {
    const s = new Date(start + 8 * 3_600_000).toISOString().slice(0, 10);
    const e = new Date(Date.parse(`${s}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return { start: s, end: e };
  });

const inPeriod = (o: StatsOrderFact, p: StatsPeriod) => o.at >= at(`${p.start} 00:00:00`) && o.at < at(`${p.end} 00:00:00`) + 86_400_000;
const counted = (orders: readonly StatsOrderFact[], p: StatsPeriod) => orders.filter((o) => o.paid && !o.cancelled && inPeriod(o, p));
const sum = (list: readonly { amountFen: Fen }[]) => sumFen(list.map((x) => x.amountFen));

describe('the statistics of a period, for any orders', () => {
  it('total is the counted orders’ paid goods less refunds, and every breakdown adds up to it', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), periodArb, (orders, p) => {
        const stats = purchaseStatistics(orders, p);
        const mine = counted(orders, p);
        expect(stats.totalFen).toBe(sumFen(mine.flatMap((o) => o.lines.map((l) => l.paidFen))) - sumFen(mine.flatMap((o) => o.lines.map((l) => l.refundFen))));
        expect(sumFen(mine.flatMap((o) => o.lines.map(lineNetFen)))).toBe(stats.totalFen);
        expect(sum(stats.byMonth)).toBe(stats.totalFen);
        expect(sum(stats.byCategory)).toBe(stats.totalFen);
        expect(sum(stats.byManufacturer)).toBe(stats.totalFen);
        expect(stats.orderCount).toBe(mine.length);
        expect(stats.byMonth.reduce((n, m) => n + m.orders, 0)).toBe(mine.length);
        expect(stats.saved.totalFen).toBe(sumFen(mine.flatMap((o) => [o.manjianFen, o.couponFen, o.voucherFen, o.pointsFen])));
      }),
    );
  });

  it('lists every month once, in order; categories, makers and goods largest first; at most 20 goods and 10 makers + 其他', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), periodArb, (orders, p) => {
        const stats = purchaseStatistics(orders, p);
        const months = stats.byMonth.map((m) => m.month);
        expect(months).toEqual([...months].sort());
        expect(new Set(months).size).toBe(months.length);
        expect(months[0]).toBe(p.start.slice(0, 7));
        expect(months.at(-1)).toBe(p.end.slice(0, 7));
        const desc = (list: readonly { amountFen: number }[]) => list.every((x, i) => i === 0 || list[i - 1]!.amountFen >= x.amountFen);
        expect(desc(stats.byCategory)).toBe(true);
        expect(desc(stats.byManufacturer.filter((m) => !m.other))).toBe(true);
        expect(desc(stats.topGoods)).toBe(true);
        expect(stats.topGoods.length).toBeLessThanOrEqual(STATS_TOP_GOODS);
        expect(stats.byManufacturer.filter((m) => !m.other).length).toBeLessThanOrEqual(STATS_TOP_MAKERS);
        expect(stats.byManufacturer.filter((m) => m.other).length).toBeLessThanOrEqual(1);
        const other = stats.byManufacturer.findIndex((m) => m.other);
        expect([-1, STATS_TOP_MAKERS]).toContain(other);
        expect(other === -1 || other === stats.byManufacturer.length - 1).toBe(true);
        // The top goods are the largest of all goods bought: none left out spent more than the last listed.
        const last = stats.topGoods.at(-1);
        const kept = new Set(stats.topGoods.map((g) => g.goodsId));
        const perGoods = new Map<number, number>();
        for (const o of counted(orders, p)) for (const l of o.lines) perGoods.set(l.goodsId, (perGoods.get(l.goodsId) ?? 0) + lineNetFen(l));
        for (const [id, amount] of perGoods) if (!kept.has(id) && last) expect(amount).toBeLessThanOrEqual(last.amountFen);
        expect(stats.goodsCount).toBeLessThanOrEqual(perGoods.size);
      }),
    );
  });

  it('never counts an unpaid or cancelled order, wherever it is added', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), fc.array(orderArb, { maxLength: 10 }), periodArb, fc.nat(), (orders, extra, p, seed) => {
        const noise = extra.map((o, i) => ({ ...o, ...((seed + i) % 3 === 0 ? { paid: false } : (seed + i) % 3 === 1 ? { cancelled: true } : { paid: false, cancelled: true }) }));
        const mixed = [...orders];
        noise.forEach((o, i) => mixed.splice((seed + i * 7) % (mixed.length + 1), 0, o));
        expect(purchaseStatistics(mixed, p)).toEqual(purchaseStatistics(orders, p));
      }),
    );
  });

  it('never answers a fractional or unsafe amount', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), periodArb, (orders, p) => {
        const stats = purchaseStatistics(orders, p);
        const money = [
          stats.totalFen,
          ...Object.values(stats.saved),
          ...stats.byMonth.map((m) => m.amountFen),
          ...stats.byCategory.map((c) => c.amountFen),
          ...stats.byManufacturer.map((m) => m.amountFen),
          ...stats.topGoods.map((g) => g.amountFen),
        ];
        expect(money.every((n) => Number.isSafeInteger(n))).toBe(true);
        expect(stats.topGoods.every((g) => Number.isSafeInteger(g.number) && g.number >= 0)).toBe(true);
      }),
    );
  });

  it('does not depend on the order the orders come in', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), periodArb, (orders, p) => {
        expect(purchaseStatistics([...orders].reverse(), p)).toEqual(purchaseStatistics(orders, p));
      }),
    );
  });
});

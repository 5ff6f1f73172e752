/**
 * 采购统计 (/cgtj): what a buyer spent in a period, from the facts of its orders. The demo API answers
 * getPurchaseStatistics with it and the site words the period with the same rules, so the presets, the 366-day limit
 * and the refusals read alike on the page and in a 422.
 *
 * - An order counts when it was paid and not cancelled, by the Beijing calendar day it was placed (下单时间, as the
 *   order list's date filter), within the period's first and last day (both inclusive).
 * - A line's money is what was paid for the goods: its amount less its share of the order's 满减, coupon and cash
 *   voucher (`linePaidShares`, shared out by `allocate` — the after-sales refund's paid share). Points pay like money
 *   (100 积分 = ¥1) and freight is not goods. What completed after-sales refunded is taken off the line it refunded,
 *   in the order's own month, so every breakdown adds up to the total to the fen.
 * - 节省 adds up the counted orders' 满减, coupon, voucher and points deductions.
 * - by_month lists every month of the period, empty ones too; by_category and by_manufacturer are largest first (at
 *   most 10 makers, the rest as one 其他); top_goods the 20 goods with the largest spend.
 * Money is integer fen throughout (Fen); nothing here is a float.
 */
import { dateRangeProblem, type DateRangeProblem, type RangeWords } from './date-range';
import { formatBeijingDate, parseBeijing } from './datetime';
import { addFen, allocate, fen, subFen, sumFen, type Fen } from './money';

/** The longest period, in days from the first day to the last (the contract's limit). */
const STATS_MAX_DAYS = 366;
/** Goods listed in top_goods. */
export const STATS_TOP_GOODS = 20;
/** Manufacturers listed by name; the rest are one row. */
export const STATS_TOP_MAKERS = 10;
/** The row holding the manufacturers beyond the first 10. */
export const STATS_OTHER_MAKERS = '其他';

const DAY_MS = 86_400_000;

export interface StatsPeriod {
  /** First day, YYYY-MM-DD (Beijing), inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

export type PeriodProblem = DateRangeProblem;

/** How the statistics name their dates (起始/截止日期, 统计期间), in the words the site and the 422 use. */
const PERIOD_WORDS: RangeWords = {
  missingStart: '请选择起始日期',
  missingEnd: '请选择截止日期',
  invalidStart: '起始日期无效，请按 年-月-日 填写',
  invalidEnd: '截止日期无效，请按 年-月-日 填写',
  reversed: '截止日期不能早于起始日期',
  tooLong: (maxDays) => `统计期间不能超过 ${maxDays} 天`,
};

/** What is wrong with a period, or null (the shared range rule of date-range.ts, in the statistics' words). */
export function periodProblem(start: unknown, end: unknown): PeriodProblem | null {
  return dateRangeProblem(start, end, STATS_MAX_DAYS, PERIOD_WORDS);
}

export type PeriodPreset = 'month' | '3m' | '12m';

/** How the page names each preset. */
export const PERIOD_PRESET_TEXT: Record<PeriodPreset, string> = { month: '本月', '3m': '近 3 个月', '12m': '近 12 个月' };

/**
 * The period of a preset on the Beijing day of `nowMs`: whole calendar months up to today — 本月 from the 1st, 近 3
 * 个月 from the 1st two months back, 近 12 个月 from the 1st eleven months back (at most 366 days).
 */
export function presetPeriod(preset: PeriodPreset, nowMs: number): StatsPeriod {
  const end = formatBeijingDate(nowMs);
  const back = preset === 'month' ? 0 : preset === '3m' ? 2 : 11;
  const y = Number(end.slice(0, 4));
  const m = Number(end.slice(5, 7)) - 1 - back;
  const first = new Date(Date.UTC(y, m, 1));
  return { start: `${first.toISOString().slice(0, 7)}-01`, end };
}

/** Every month of the period, YYYY-MM, in order. Throws RangeError for a period periodProblem refuses. */
export function periodMonths(p: StatsPeriod): string[] {
  assertPeriod(p);
  const out: string[] = [];
  let y = Number(p.start.slice(0, 4));
  let m = Number(p.start.slice(5, 7));
  const last = p.end.slice(0, 7);
  for (;;) {
    const key = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

function assertPeriod(p: StatsPeriod): void {
  const problem = periodProblem(p.start, p.end);
  if (problem) throw new RangeError(problem.message);
}

/** The Beijing month (YYYY-MM) of an instant. */
function beijingMonth(ms: number): string {
  return formatBeijingDate(ms).slice(0, 7);
}

/**
 * What each line of an order was paid: its amount less its share of the order's discounts (满减 + coupon + cash
 * voucher), shared out in proportion to the line amounts by largest remainder, so the shares add up to the order's
 * goods less its discounts exactly. The same paid share the after-sales refund is computed from.
 */
export function linePaidShares(amounts: readonly Fen[], discountFen: Fen): Fen[] {
  if (amounts.length === 0) return [];
  const discounts = allocate(discountFen, amounts);
  return amounts.map((a, i) => subFen(a, discounts[i] ?? fen(0)));
}

/** One order line as the statistics need it (a combination is given as its goods, each with its share). */
export interface StatsLineFact {
  goodsId: number;
  name: string;
  tradeName: string | null;
  ypgg: string;
  bzdw: string;
  /** 生产厂家 (sccj). */
  maker: string;
  /** The goods' top category (经营范围). */
  categoryId: number;
  categoryName: string;
  /** Pieces bought. */
  number: number;
  /** What was paid for the line (linePaidShares). */
  paidFen: Fen;
  /** Pieces sent back by completed 退货退款. */
  returnedNumber: number;
  /** Money completed after-sales refunded for the line. */
  refundFen: Fen;
}

export interface StatsOrderFact {
  paid: boolean;
  cancelled: boolean;
  /** When the order was placed (epoch ms). */
  at: number;
  manjianFen: Fen;
  couponFen: Fen;
  voucherFen: Fen;
  pointsFen: Fen;
  lines: readonly StatsLineFact[];
}

interface StatsMonth {
  month: string;
  amountFen: Fen;
  orders: number;
}

interface StatsCategory {
  categoryId: number;
  name: string;
  amountFen: Fen;
}

interface StatsMaker {
  name: string;
  amountFen: Fen;
  /** The 其他 row (the makers beyond the first 10). */
  other: boolean;
}

interface StatsGoods {
  goodsId: number;
  name: string;
  tradeName: string | null;
  ypgg: string;
  maker: string;
  bzdw: string;
  /** Pieces, returns deducted. */
  number: number;
  amountFen: Fen;
}

interface StatsSaved {
  manjianFen: Fen;
  couponFen: Fen;
  voucherFen: Fen;
  pointsFen: Fen;
  totalFen: Fen;
}

export interface PurchaseStats extends StatsPeriod {
  totalFen: Fen;
  orderCount: number;
  /** Distinct goods bought and kept (net pieces above 0). */
  goodsCount: number;
  saved: StatsSaved;
  byMonth: StatsMonth[];
  byCategory: StatsCategory[];
  byManufacturer: StatsMaker[];
  topGoods: StatsGoods[];
}

/** Whether an order's purchases count: paid and not cancelled. */
function orderCounts(o: Pick<StatsOrderFact, 'paid' | 'cancelled'>): boolean {
  return o.paid && !o.cancelled;
}

/** A line's money after refunds. */
export function lineNetFen(l: Pick<StatsLineFact, 'paidFen' | 'refundFen'>): Fen {
  return subFen(l.paidFen, l.refundFen);
}

/** Larger amounts first; ties by the key, so the order never depends on the input's. */
const byAmount = <T extends { amountFen: Fen }>(key: (x: T) => number | string) => (a: T, b: T) => {
  if (a.amountFen !== b.amountFen) return b.amountFen - a.amountFen;
  const ka = key(a);
  const kb = key(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

/** The statistics of the period from the buyer's orders (any orders: those that do not count are skipped). */
export function purchaseStatistics(orders: readonly StatsOrderFact[], period: StatsPeriod): PurchaseStats {
  assertPeriod(period);
  const from = parseBeijing(period.start).getTime();
  const until = parseBeijing(period.end).getTime() + DAY_MS;
  const months = new Map(periodMonths(period).map((m) => [m, { month: m, amountFen: fen(0), orders: 0 }]));
  const categories = new Map<number, StatsCategory>();
  const makers = new Map<string, Fen>();
  const goods = new Map<number, StatsGoods>();
  const saved = { manjianFen: fen(0), couponFen: fen(0), voucherFen: fen(0), pointsFen: fen(0) };
  let totalFen = fen(0);
  let orderCount = 0;

  for (const o of orders) {
    if (!orderCounts(o) || !(o.at >= from && o.at < until)) continue;
    const month = months.get(beijingMonth(o.at));
    if (!month) continue; // cannot happen for an instant inside the period; kept so a bad clock never throws
    orderCount += 1;
    month.orders += 1;
    saved.manjianFen = addFen(saved.manjianFen, o.manjianFen);
    saved.couponFen = addFen(saved.couponFen, o.couponFen);
    saved.voucherFen = addFen(saved.voucherFen, o.voucherFen);
    saved.pointsFen = addFen(saved.pointsFen, o.pointsFen);
    for (const l of o.lines) {
      const net = lineNetFen(l);
      const pieces = Math.max(0, l.number - Math.max(0, l.returnedNumber));
      totalFen = addFen(totalFen, net);
      month.amountFen = addFen(month.amountFen, net);
      const c = categories.get(l.categoryId) ?? { categoryId: l.categoryId, name: l.categoryName, amountFen: fen(0) };
      c.amountFen = addFen(c.amountFen, net);
      categories.set(l.categoryId, c);
      makers.set(l.maker, addFen(makers.get(l.maker) ?? fen(0), net));
      const g = goods.get(l.goodsId) ?? { goodsId: l.goodsId, name: l.name, tradeName: l.tradeName, ypgg: l.ypgg, maker: l.maker, bzdw: l.bzdw, number: 0, amountFen: fen(0) };
      g.number += pieces;
      g.amountFen = addFen(g.amountFen, net);
      goods.set(l.goodsId, g);
    }
  }

  const byCategory = [...categories.values()].filter((c) => c.amountFen !== 0).sort(byAmount((c) => c.categoryId));
  const makerRows = [...makers.entries()]
    .map(([name, amountFen]) => ({ name, amountFen, other: false }))
    .filter((m) => m.amountFen !== 0)
    .sort(byAmount((m) => m.name));
  const byManufacturer =
    makerRows.length > STATS_TOP_MAKERS
      ? [
          ...makerRows.slice(0, STATS_TOP_MAKERS),
          { name: STATS_OTHER_MAKERS, amountFen: sumFen(makerRows.slice(STATS_TOP_MAKERS).map((m) => m.amountFen)), other: true },
        ]
      : makerRows;
  const kept = [...goods.values()].filter((g) => g.amountFen !== 0 || g.number > 0);
  const topGoods = kept
    .sort((a, b) => b.amountFen - a.amountFen || b.number - a.number || a.goodsId - b.goodsId)
    .slice(0, STATS_TOP_GOODS);

  return {
    start: period.start,
    end: period.end,
    totalFen,
    orderCount,
    goodsCount: kept.filter((g) => g.number > 0).length,
    saved: { ...saved, totalFen: sumFen([saved.manjianFen, saved.couponFen, saved.voucherFen, saved.pointsFen]) },
    byMonth: [...months.values()],
    byCategory,
    byManufacturer,
    topGoods,
  };
}


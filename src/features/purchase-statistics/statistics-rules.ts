import { goodsTitle } from '@/domain/goods-name';
import { fenToYuan, formatYuan, wireFen, type Fen } from '@/domain/money';
import { isCalendarDate } from '@/domain/date-range';
import { periodProblem, presetPeriod, type PeriodPreset, type PeriodProblem, type StatsPeriod } from '@/domain/purchase-statistics';

/** The period choices of the page, in the order they are offered. */
export type PeriodChoice = PeriodPreset | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = ['month', '3m', '12m', 'custom'];
const DEFAULT_CHOICE: PeriodChoice = '3m';

/** What the address asks for: the choice, the custom days as typed (checked by `periodProblem`), the store. */
export interface StatsQuery {
  choice: PeriodChoice;
  /** The custom period's days as given ('' when absent); unused by the presets. */
  start: string;
  end: string;
  /** A chain head office's store, or null for 全部门店. */
  storeId: number | null;
}

const ID_RE = /^[1-9]\d{0,11}$/;

/** The query of an address (?period=3m&store=5, ?period=custom&start=…&end=…); anything unreadable is the default. */
export function readStatsQuery(search: string): StatsQuery {
  const q = new URLSearchParams(search);
  const period = q.get('period');
  const choice = (PERIOD_CHOICES as readonly string[]).includes(period ?? '') ? (period as PeriodChoice) : DEFAULT_CHOICE;
  const store = q.get('store') ?? '';
  return {
    choice,
    start: choice === 'custom' ? (q.get('start') ?? '').trim().slice(0, 10) : '',
    end: choice === 'custom' ? (q.get('end') ?? '').trim().slice(0, 10) : '',
    storeId: ID_RE.test(store) ? Number(store) : null,
  };
}

/** The address's search for a query (the default period without a store is the bare address). */
export function statsSearch(query: StatsQuery): string {
  const q = new URLSearchParams();
  if (query.choice !== DEFAULT_CHOICE) q.set('period', query.choice);
  if (query.choice === 'custom') {
    q.set('start', query.start);
    q.set('end', query.end);
  }
  if (query.storeId !== null) q.set('store', String(query.storeId));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The period a query asks for on the Beijing day of `nowMs`, or what is wrong with its custom days. */
export function periodOf(query: StatsQuery, nowMs: number): { period: StatsPeriod; problem: null } | { period: null; problem: PeriodProblem } {
  if (query.choice !== 'custom') return { period: presetPeriod(query.choice, nowMs), problem: null };
  const problem = periodProblem(query.start, query.end);
  return problem ? { period: null, problem } : { period: { start: query.start, end: query.end }, problem: null };
}

// ---------------------------------------------------------------- the answer, read defensively

export interface MonthRow {
  month: string;
  amountFen: Fen;
  orders: number;
}
export interface NamedRow {
  key: string;
  name: string;
  amountFen: Fen;
}
export interface GoodsRow {
  goodsId: number;
  name: string;
  tradeName: string | null;
  ypgg: string;
  maker: string;
  unit: string;
  number: number;
  amountFen: Fen;
}
export interface StatsView {
  start: string;
  end: string;
  totalFen: Fen;
  orderCount: number;
  goodsCount: number;
  saved: { manjianFen: Fen; couponFen: Fen; voucherFen: Fen; pointsFen: Fen; totalFen: Fen };
  byMonth: MonthRow[];
  byCategory: NamedRow[];
  byManufacturer: NamedRow[];
  topGoods: GoodsRow[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
const text = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Rows of a list that can be drawn, at most `max` (a malformed row is left out rather than breaking the page). */
function rows<T>(list: unknown, max: number, read: (item: Obj) => T | null): T[] {
  if (!Array.isArray(list)) return [];
  const out: T[] = [];
  for (const item of list) {
    if (out.length >= max) break;
    const row = isObj(item) ? read(item) : null;
    if (row) out.push(row);
  }
  return out;
}

/**
 * The statistics of an answer's `data`, money as fen (floored to the fen as every figure shown), or null when the
 * answer cannot be read at all: no total, counts or lists. Rows that cannot be drawn are left out.
 */
export function readStatistics(data: unknown): StatsView | null {
  if (!isObj(data)) return null;
  const totalFen = wireFen(data.total);
  const orderCount = count(data.order_count);
  const goodsCount = count(data.goods_count);
  const saved = isObj(data.saved) ? data.saved : null;
  if (totalFen === null || orderCount === null || goodsCount === null || !saved) return null;
  if (!isCalendarDate(data.start) || !isCalendarDate(data.end)) return null;
  if (![data.by_month, data.by_category, data.by_manufacturer, data.top_goods].every(Array.isArray)) return null;
  const zero = 0 as Fen;
  const s = {
    manjianFen: wireFen(saved.manjian, zero),
    couponFen: wireFen(saved.coupon, zero),
    voucherFen: wireFen(saved.voucher, zero),
    pointsFen: wireFen(saved.points, zero),
    totalFen: wireFen(saved.total, zero),
  };
  return {
    start: data.start,
    end: data.end,
    totalFen,
    orderCount,
    goodsCount,
    saved: s,
    byMonth: rows(data.by_month, 13, (m) => {
      const amountFen = wireFen(m.amount);
      const orders = count(m.orders);
      return typeof m.month === 'string' && MONTH_RE.test(m.month) && amountFen !== null && orders !== null ? { month: m.month, amountFen, orders } : null;
    }),
    byCategory: rows(data.by_category, 50, (c) => {
      const name = text(c.name, 40);
      const amountFen = wireFen(c.amount);
      return name && amountFen !== null ? { key: `c${String(c.category_id)}-${name}`, name, amountFen } : null;
    }),
    byManufacturer: rows(data.by_manufacturer, 11, (m) => {
      const name = text(m.name, 60);
      const amountFen = wireFen(m.amount);
      return name && amountFen !== null ? { key: name, name, amountFen } : null;
    }),
    topGoods: rows(data.top_goods, 20, (g) => {
      const name = text(g.name, 80);
      const amountFen = wireFen(g.amount);
      const number = count(g.number);
      const goodsId = count(g.goods_id);
      if (!name || amountFen === null || number === null || goodsId === null) return null;
      return { goodsId, name, tradeName: text(g.trade_name, 40), ypgg: text(g.ypgg, 60) ?? '', maker: text(g.sccj, 60) ?? '', unit: text(g.bzdw, 8) ?? '', number, amountFen };
    }),
  };
}

// ---------------------------------------------------------------- wording

/** ¥12.34 (the page's money, floored to 2 decimals); — for an amount that cannot be printed. */
export function yuanText(f: Fen): string {
  try {
    return formatYuan(f);
  } catch {
    return '—';
  }
}

/** 12.34 (yuan, 2 decimals) for a spreadsheet cell. */
export function yuanCell(f: Fen): string {
  try {
    return fenToYuan(f);
  } catch {
    return '';
  }
}

/** An axis tick: whole yuan with thousands separators (¥12,000), 万 from ten thousand up (¥1.2万). */
export function axisYuan(value: number): string {
  if (!Number.isFinite(value)) return '';
  const yuan = Math.trunc(value / 100);
  const sign = yuan < 0 ? '-' : '';
  const abs = Math.abs(yuan);
  if (abs >= 10_000) {
    const tenth = Math.floor(abs / 1_000);
    return `${sign}¥${Math.floor(tenth / 10)}${tenth % 10 ? `.${tenth % 10}` : ''}万`;
  }
  return `${sign}¥${abs.toLocaleString('zh-CN')}`;
}

/** The share of `part` in `whole` with one decimal, floored (12.3%); — when there is no whole. Exact: BigInt. */
export function shareText(part: Fen, whole: Fen): string {
  if (!(whole > 0) || !Number.isSafeInteger(part) || !Number.isSafeInteger(whole)) return '—';
  const permille = (BigInt(part) * 1000n) / BigInt(whole);
  const neg = permille < 0n;
  const abs = neg ? -permille : permille;
  return `${neg ? '-' : ''}${abs / 10n}.${abs % 10n}%`;
}

/** 2026-11 → 2026年11月. */
export function monthText(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

/** 布洛芬缓释胶囊（芬必得）: a goods as pharmacies name it (src/domain/goods-name.ts). */
export function goodsRowTitle(g: Pick<GoodsRow, 'name' | 'tradeName'>): string {
  return goodsTitle(g.name, g.tradeName);
}

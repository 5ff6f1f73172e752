import { BEIJING_OFFSET_MS } from './datetime';

/**
 * 补货建议 (/bhjy): what a pharmacy should reorder, how much, and why — from its purchase rhythm (the orders it paid
 * for) and, when it uploaded one, the stock export of its own ERP. Shared by the demo API (which answers the lines) and
 * the site (which says why). Pure and total.
 *
 * Quantities are whole pieces (the goods' 包装单位, e.g. 盒) and days are whole Beijing calendar days; a daily use is
 * kept as a ratio of two integers (pieces per days), so "(到货天数 + 安全天数) × 日均 − 库存" is computed exactly, in
 * integers, and rounded up only once, to whole 中包装.
 */

const DAY_MS = 86_400_000;

/** A non-negative ratio of integers, `num / den` with `den > 0`. */
export interface Ratio {
  num: number;
  den: number;
}

/** The Beijing calendar day of an instant, as a day number (days since 1970-01-01 in Beijing). */
export function beijingDay(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
}

/** One order line of a goods as bought: when, how many, and what became of it. */
export interface PurchaseFact {
  /** When the order was placed (epoch ms). */
  at: number;
  /** Pieces ordered. */
  number: number;
  /** Pieces refunded or returned by after-sales. */
  refundedNumber: number;
  paid: boolean;
  cancelled: boolean;
}

/** A purchase as the rhythm counts it: one Beijing day's paid, not refunded pieces of the goods. */
export interface CountedPurchase {
  day: number;
  number: number;
}

/**
 * The purchases that count, one per day, oldest first: paid, not cancelled, less what was refunded; a line refunded
 * in full, an unpaid or a cancelled order counts for nothing. Two orders on one day are one purchase.
 */
export function countedPurchases(facts: readonly PurchaseFact[]): CountedPurchase[] {
  const byDay = new Map<number, number>();
  for (const f of facts) {
    if (!f.paid || f.cancelled) continue;
    const net = Math.max(0, Math.floor(f.number) - Math.max(0, Math.floor(f.refundedNumber)));
    if (net <= 0) continue;
    const day = beijingDay(f.at);
    byDay.set(day, (byDay.get(day) ?? 0) + net);
  }
  return [...byDay.entries()].sort((a, b) => a[0] - b[0]).map(([day, number]) => ({ day, number }));
}

/** A goods' purchase rhythm: at least two counted purchases. */
export interface Rhythm {
  purchases: number;
  firstDay: number;
  lastDay: number;
  /** Average days between purchases: (lastDay − firstDay) / (purchases − 1). */
  interval: Ratio;
  /** The median purchase (the lower one of an even count), in pieces. */
  usualQuantity: number;
  lastQuantity: number;
  /**
   * Pieces used a day: what was bought before the last purchase, used up by the day of the last one
   * (Σ all but the last ÷ (lastDay − firstDay)).
   */
  dailyUse: Ratio;
}

/** The rhythm of a goods' purchases, or null with fewer than two counted purchases. */
export function purchaseRhythm(facts: readonly PurchaseFact[]): Rhythm | null {
  const counted = countedPurchases(facts);
  if (counted.length < 2) return null;
  const first = counted[0]!;
  const last = counted[counted.length - 1]!;
  const span = last.day - first.day;
  const before = counted.slice(0, -1).reduce((s, p) => s + p.number, 0);
  const sorted = counted.map((p) => p.number).sort((a, b) => a - b);
  return {
    purchases: counted.length,
    firstDay: first.day,
    lastDay: last.day,
    interval: { num: span, den: counted.length - 1 },
    usualQuantity: sorted[Math.floor((sorted.length - 1) / 2)]!,
    lastQuantity: last.number,
    dailyUse: { num: before, den: span },
  };
}

/** 到货天数 and 安全天数 of an account. */
export interface ReplenishmentSettings {
  /** Days from ordering until the goods are on the shelf. */
  leadDays: number;
  /** Days of safety stock kept beyond that. */
  safetyDays: number;
}

export const DEFAULT_REPLENISHMENT_SETTINGS: ReplenishmentSettings = { leadDays: 3, safetyDays: 7 };
export const LEAD_DAYS_RANGE = { min: 1, max: 30 } as const;
export const SAFETY_DAYS_RANGE = { min: 0, max: 60 } as const;

/** Why settings cannot be kept (the field and a Chinese message), or null. */
export function settingsProblem(leadDays: unknown, safetyDays: unknown): { field: 'lead_days' | 'safety_days'; message: string } | null {
  if (typeof leadDays !== 'number' || !Number.isInteger(leadDays) || leadDays < LEAD_DAYS_RANGE.min || leadDays > LEAD_DAYS_RANGE.max) {
    return { field: 'lead_days', message: `到货天数须为 ${LEAD_DAYS_RANGE.min}–${LEAD_DAYS_RANGE.max} 的整数` };
  }
  if (typeof safetyDays !== 'number' || !Number.isInteger(safetyDays) || safetyDays < SAFETY_DAYS_RANGE.min || safetyDays > SAFETY_DAYS_RANGE.max) {
    return { field: 'safety_days', message: `安全天数须为 ${SAFETY_DAYS_RANGE.min}–${SAFETY_DAYS_RANGE.max} 的整数` };
  }
  return null;
}

/** A stock export row as kept for a goods: pieces in stock and, when the export had them, the last 30 days' sales. */
export interface StockFigure {
  stock: number;
  sales30: number | null;
  /** The export's day (a Beijing day number). */
  day: number;
}

export type ReplenishmentGroup = 'today' | 'week' | 'later';

export interface SuggestionInput {
  rhythm: Rhythm | null;
  stock: StockFigure | null;
  /** Today, a Beijing day number. */
  today: number;
  settings: ReplenishmentSettings;
  /** 中包装: the step of a quantity. */
  zbz: number;
  /** The most pieces the buyer can buy now (stock on sale, per-order limit); 0 when none. */
  buyable: number;
}

export interface Suggestion {
  basis: 'rhythm' | 'stock' | 'both';
  dailyUse: Ratio;
  dailyUseFrom: 'sales' | 'rhythm';
  /** Pieces in stock: the export's, else the estimate from the rhythm (floored). */
  stock: number;
  stockEstimated: boolean;
  /** Whole days the stock lasts at the daily use. */
  coverDays: number;
  /** Days from today until the line is due (0: due today). */
  dueInDays: number;
  group: ReplenishmentGroup;
  /** (到货天数 + 安全天数) × daily use − stock, rounded up to whole 中包装, never negative, never above what can be bought. */
  quantity: number;
  /** The quantity before the cap of what can be bought. */
  needed: number;
}

/** ⌈a / b⌉ for integers, b > 0. */
function ceilDiv(a: number, b: number): number {
  return -Math.floor(-a / b);
}

/** The largest multiple of zbz not above max (0 when max < zbz). */
export function buyableInSteps(max: number, zbz: number): number {
  const step = Math.max(1, Math.floor(zbz));
  return Math.max(0, Math.floor(Math.max(0, max) / step) * step);
}

/**
 * The suggestion for one goods, or null when nothing says how fast it sells (no rhythm and no sales in the export),
 * or when it does not sell at all (a daily use of 0).
 *
 * Daily use comes from the export's sales when given, else from the rhythm. Stock is the export's; without one it is
 * estimated from the rhythm: the last purchase less the daily use since. A line is due when its days of cover fall
 * below 到货天数 + 安全天数; its due day is the first day on which they do.
 */
export function replenishmentSuggestion(input: SuggestionInput): Suggestion | null {
  const { rhythm, stock, today, settings } = input;
  const zbz = Math.max(1, Math.floor(input.zbz));
  let dailyUse: Ratio;
  let dailyUseFrom: Suggestion['dailyUseFrom'];
  if (stock && stock.sales30 !== null) {
    dailyUse = { num: stock.sales30, den: 30 };
    dailyUseFrom = 'sales';
  } else if (rhythm) {
    dailyUse = rhythm.dailyUse;
    dailyUseFrom = 'rhythm';
  } else return null;
  if (dailyUse.num <= 0 || dailyUse.den <= 0) return null;
  const { num, den } = dailyUse;
  // Stock in 1/den pieces, so a daily use of num/den pieces takes `num` of them a day.
  let units: number;
  let estimated = false;
  if (stock) {
    // The export's stock, less what sold since its day.
    units = Math.max(0, stock.stock * den - num * Math.max(0, today - stock.day));
  } else {
    estimated = true;
    units = Math.max(0, rhythm!.lastQuantity * den - num * Math.max(0, today - rhythm!.lastDay));
  }
  const target = Math.max(0, settings.leadDays) + Math.max(0, settings.safetyDays);
  const coverDays = Math.floor(units / num);
  const short = target * num - units;
  const dueInDays = short > 0 ? 0 : Math.floor(-short / num) + 1;
  const needed = short > 0 ? ceilDiv(short, den * zbz) * zbz : 0;
  const quantity = Math.min(needed, buyableInSteps(input.buyable, zbz));
  return {
    basis: rhythm && stock ? 'both' : rhythm ? 'rhythm' : 'stock',
    dailyUse,
    dailyUseFrom,
    stock: Math.floor(units / den),
    stockEstimated: estimated,
    coverDays,
    dueInDays,
    group: dueInDays === 0 ? 'today' : dueInDays <= 7 ? 'week' : 'later',
    quantity,
    needed,
  };
}

/** A ratio to one decimal, rounded half up ("2.4", "12", "0.1"); "0.1" at least for a ratio above 0. */
export function ratioText(r: Ratio): string {
  if (r.den <= 0 || r.num <= 0) return '0';
  const tenths = Math.max(1, Math.floor((r.num * 20 + r.den) / (2 * r.den)));
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}

/** A ratio rounded half up to a whole number. */
export function ratioRounded(r: Ratio): number {
  return r.den <= 0 ? 0 : Math.floor((r.num * 2 + r.den) / (2 * r.den));
}

/** What a line says about itself, as the server answers it. */
export interface ReasonFacts {
  unit: string;
  /** Average days between purchases, and days since the last one; null without a rhythm. */
  intervalDays: number | null;
  daysSinceLast: number | null;
  stock: number | null;
  stockEstimated: boolean;
  /** Daily use as text ("2.4") and where it comes from. */
  dailyUse: string;
  dailyUseFrom: 'sales' | 'rhythm';
  coverDays: number;
}

/**
 * The one sentence saying why a line is suggested: "平均每 14 天采购一次，上次是 16 天前；库存 12 盒，按近 30 天日均
 * 2.4 盒可用 5 天".
 */
export function replenishmentReason(f: ReasonFacts): string {
  const parts: string[] = [];
  if (f.intervalDays !== null && f.daysSinceLast !== null) {
    const since = f.daysSinceLast === 0 ? '上次是今天' : `上次是 ${f.daysSinceLast} 天前`;
    parts.push(`平均每 ${Math.max(1, f.intervalDays)} 天采购一次，${since}`);
  }
  const use = f.dailyUseFrom === 'sales' ? `按近 30 天日均 ${f.dailyUse} ${f.unit}` : `按采购节奏日均 ${f.dailyUse} ${f.unit}`;
  const lasts = f.coverDays <= 0 ? '已不够 1 天' : `可用 ${f.coverDays} 天`;
  if (f.stockEstimated || f.stock === null) parts.push(`${use}，估计${f.coverDays <= 0 ? '已用完' : `还可用 ${f.coverDays} 天`}`);
  else parts.push(`库存 ${f.stock} ${f.unit}，${use}${lasts}`);
  return parts.join('；');
}

import type { CartAddLineInput, Replenishment, ReplenishmentLine, ReplenishmentStockRow, ReplenishmentStockRowInput } from '@generated/models';
import { replenishmentReason, type ReplenishmentGroup } from '@/domain/replenishment';
import type { StockExportRow } from '@/domain/stock-export';

/** The three groups in the order the page shows them, each with its title and what it means. */
export const GROUPS: ReadonlyArray<{ key: ReplenishmentGroup; title: string; hint: string }> = [
  { key: 'today', title: '今天该补', hint: '可用天数已低于到货天数与安全天数之和' },
  { key: 'week', title: '本周内', hint: '7 天内将低于到货天数与安全天数之和' },
  { key: 'later', title: '以后', hint: '库存暂时充足' },
];

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function isLine(l: unknown): l is ReplenishmentLine {
  const x = l as ReplenishmentLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof x.goods === 'object' &&
    x.goods !== null &&
    isInt(x.goods.id) &&
    isText(x.goods.name) &&
    isInt(x.goods.zbz) &&
    x.goods.zbz >= 1 &&
    isInt(x.suggested_quantity) &&
    x.suggested_quantity >= 0 &&
    isInt(x.max_quantity) &&
    x.max_quantity >= 0 &&
    (x.group === 'today' || x.group === 'week' || x.group === 'later') &&
    isInt(x.cover_days) &&
    isText(x.daily_use)
  );
}

/** The answer as the page draws it, or null when it cannot be read (the page says so instead of half a list). */
export function readReplenishment(data: unknown): Replenishment | null {
  const d = data as Replenishment;
  if (typeof data !== 'object' || data === null || !Array.isArray(d.lines) || typeof d.settings !== 'object' || d.settings === null) return null;
  if (!isInt(d.settings.lead_days) || !isInt(d.settings.safety_days) || !d.lines.every(isLine)) return null;
  return d;
}

/** The one sentence saying why a line is suggested. */
export function reasonOf(l: ReplenishmentLine): string {
  return replenishmentReason({
    unit: l.goods.bzdw || '件',
    intervalDays: l.interval_days,
    daysSinceLast: l.days_since_last,
    stock: l.stock,
    stockEstimated: l.stock_estimated === 1,
    dailyUse: l.daily_use,
    dailyUseFrom: l.daily_use_from,
    coverDays: l.cover_days,
  });
}

/** Whether the line can go to the cart now. */
export function buyable(l: ReplenishmentLine): boolean {
  return l.goods.is_buy === 1 && !l.goods.buy_block && l.max_quantity > 0;
}

/** What the page keeps per goods: the quantity chosen and whether it is selected. */
export interface Choice {
  quantity: number;
  selected: boolean;
}

/** The first choice of a line: its suggestion, selected when it is due today and can be bought. */
export function firstChoice(l: ReplenishmentLine): Choice {
  return { quantity: l.suggested_quantity, selected: l.group === 'today' && buyable(l) && l.suggested_quantity > 0 };
}

/** The cart lines of the selected lines, in one request (POST /api/cart). */
export function cartLinesOf(lines: readonly ReplenishmentLine[], choices: ReadonlyMap<number, Choice>): CartAddLineInput[] {
  const out: CartAddLineInput[] = [];
  for (const l of lines) {
    const c = choices.get(l.goods.id) ?? firstChoice(l);
    if (!c.selected || c.quantity <= 0 || !buyable(l)) continue;
    out.push({
      id: l.goods.id,
      number: c.quantity,
      ck_id: l.goods.ck_id,
      goods_price_id: l.goods.goods_price_id,
      ladder_price_id: l.goods.ladder_price_id ?? null,
      goods_manjian_id: l.goods.goods_manjian_id ?? null,
      is_yj: l.goods.is_yj ?? 0,
    });
  }
  return out;
}

/** Export rows in the contract's shape, with the goods the buyer picked for ambiguous rows. */
export function stockInput(rows: readonly StockExportRow[], picks: ReadonlyMap<number, number>): ReplenishmentStockRowInput[] {
  return rows.map((r) => ({
    line: r.line,
    ...(r.code ? { code: r.code } : {}),
    ...(r.name ? { name: r.name } : {}),
    ...(r.spec ? { spec: r.spec } : {}),
    ...(r.maker ? { maker: r.maker } : {}),
    ...(r.pzwh ? { pzwh: r.pzwh } : {}),
    ...(r.barcode ? { barcode: r.barcode } : {}),
    stock: r.stock,
    ...(r.sales !== null ? { sales: r.sales } : {}),
    ...(picks.has(r.line) ? { goods_id: picks.get(r.line)! } : {}),
  }));
}

/** The answer's rows by line, or null when a row sent has no answer (the page says so). */
export function readStockRows(rows: readonly StockExportRow[], answer: unknown): Map<number, ReplenishmentStockRow> | null {
  if (!Array.isArray(answer)) return null;
  const byLine = new Map<number, ReplenishmentStockRow>();
  for (const a of answer as ReplenishmentStockRow[]) {
    if (a && isInt(a.line) && (a.status === 'matched' || a.status === 'ambiguous' || a.status === 'unknown')) byLine.set(a.line, a);
  }
  return rows.every((r) => byLine.has(r.line)) ? byLine : null;
}

export const STOCK_STATUS_TEXT: Record<ReplenishmentStockRow['status'], string> = { matched: '已匹配', ambiguous: '待确认', unknown: '未识别' };

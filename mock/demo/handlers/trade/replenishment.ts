import type { Replenishment } from '@generated/models/replenishment';
import type { ReplenishmentLine } from '@generated/models/replenishmentLine';
import type { ReplenishmentSnapshot } from '@generated/models/replenishmentSnapshot';
import type { ReplenishmentStockGoods } from '@generated/models/replenishmentStockGoods';
import type { ReplenishmentStockRow } from '@generated/models/replenishmentStockRow';
import type { ReplenishmentStockRowInput } from '@generated/models/replenishmentStockRowInput';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import {
  beijingDay,
  buyableInSteps,
  countedPurchases,
  DEFAULT_REPLENISHMENT_SETTINGS,
  purchaseRhythm,
  ratioRounded,
  ratioText,
  replenishmentSuggestion,
  settingsProblem,
  type PurchaseFact,
  type ReplenishmentSettings,
  type StockFigure,
} from '@/domain/replenishment';
import { isFormulaCell } from '@/domain/stock-export';
import type { PartialHandlers } from '../../core/engine';
import { invalid, invalidField, notFound, refuse, reply, unauthorized } from '../../core/respond';
import type { FieldErrors } from '../../core/validate';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, GoodsRecord } from '../../data/types';
import { areaState, type DemoDb } from '../../state';
import { currentBuyer, loggedInAccount, type Ctx } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';
import { startTrade } from './lifecycle';
import { rankStockRow, type Scored } from './purchase-list';
import { ordersAsFacts } from './statistics';

/**
 * 补货建议 (contract tag `replenishment`, /bhjy): each buying store's suggestion lines from its purchase rhythm (its
 * orders as the statistics count them: paid, not cancelled, less what after-sales returned) and the stock export it
 * uploaded, with the rules of src/domain/replenishment.ts, on the demo clock. The export's rows are matched with the
 * purchase-list matching (purchase-list.ts: barcode, 批准文号, names with trade names and typos, spec, maker) and kept
 * per store with their date until replaced or removed; 到货天数 and 安全天数 are kept per logged-in account.
 */

/** A kept stock export row: what it said and what it was matched to. */
interface SnapshotRow {
  line: number;
  text: string;
  status: ReplenishmentStockRow['status'];
  goodsId: number | null;
  stock: number;
  sales: number | null;
}

interface SnapshotRecord {
  uploadedAt: number;
  rows: SnapshotRow[];
}

interface ReplenishmentArea {
  /** Store id → its stock export. */
  snapshots: Record<string, SnapshotRecord>;
  /** Logged-in account id → its settings. */
  settings: Record<string, ReplenishmentSettings>;
}

function area(db: DemoDb): ReplenishmentArea {
  return areaState(db, 'replenishment', () => ({ snapshots: {}, settings: {} }));
}

/** A row is matched at this confidence with no close second; ambiguous from AMBIGUOUS up; unknown below. */
const MATCHED = 80;
const AMBIGUOUS = 50;
/** A second candidate this close to the best makes a row ambiguous (two packs of one drug, two makers). */
const CLOSE = 3;

/** The store a call is about: store_id when it is the caller or one of its stores (else 404), or the buying store. */
function storeOf(ctx: Ctx, storeId: unknown): AccountRecord {
  const me = loggedInAccount(ctx);
  const buyer = currentBuyer(ctx);
  if (!me || !buyer) throw unauthorized();
  if (storeId === undefined || storeId === null || storeId === '') return buyer;
  const id = Number(storeId);
  const own = [me.id, ...me.storeIds, ...(buyer.id !== me.id ? [buyer.id] : [])];
  const store = own.includes(id) ? ctx.db.members.byId.get(id) : undefined;
  if (!store) throw notFound('该门店不存在');
  return store;
}

function settingsOf(db: DemoDb, account: AccountRecord): ReplenishmentSettings {
  return area(db).settings[String(account.id)] ?? { ...DEFAULT_REPLENISHMENT_SETTINGS };
}

function stockGoods(g: GoodsRecord, confidence: number): NonNullable<ReplenishmentStockGoods> {
  return { id: g.id, name: g.name, trade_name: g.tradeName, ypgg: g.ypgg, sccj: g.sccj, bzdw: g.bzdw, zbz: g.zbz, confidence };
}

const pct = (s: Scored) => Math.max(0, Math.min(100, Math.round(s.score * 100)));

function snapshotView(s: SnapshotRecord): NonNullable<ReplenishmentSnapshot> {
  const count = (st: SnapshotRow['status']) => s.rows.filter((r) => r.status === st).length;
  return {
    date: formatBeijingDate(s.uploadedAt),
    uploaded_at: formatBeijing(s.uploadedAt),
    total: s.rows.length,
    matched: count('matched'),
    ambiguous: count('ambiguous'),
    unknown: count('unknown'),
  };
}

/** Purchases of each goods by the store, as the rhythm reads them. */
function purchasesByGoods(db: DemoDb, storeId: number): Map<number, PurchaseFact[]> {
  const out = new Map<number, PurchaseFact[]>();
  for (const o of ordersAsFacts(db, new Set([storeId]))) {
    for (const l of o.lines) {
      const list = out.get(l.goodsId) ?? [];
      list.push({ at: o.at, number: l.number, refundedNumber: l.returnedNumber, paid: o.paid, cancelled: o.cancelled });
      out.set(l.goodsId, list);
    }
  }
  return out;
}

/** The matched rows of a kept export, by goods (two rows of one goods add up). */
function stockByGoods(s: SnapshotRecord | undefined): Map<number, StockFigure> {
  const out = new Map<number, StockFigure>();
  if (!s) return out;
  const day = beijingDay(s.uploadedAt);
  for (const r of s.rows) {
    if (r.status !== 'matched' || r.goodsId === null) continue;
    const f = out.get(r.goodsId);
    if (!f) out.set(r.goodsId, { stock: r.stock, sales30: r.sales, day });
    else {
      f.stock += r.stock;
      f.sales30 = f.sales30 === null && r.sales === null ? null : (f.sales30 ?? 0) + (r.sales ?? 0);
    }
  }
  return out;
}

function lineOf(ctx: Ctx, store: AccountRecord, g: GoodsRecord, facts: readonly PurchaseFact[] | undefined, stock: StockFigure | undefined, today: number, settings: ReplenishmentSettings, dayText: (day: number) => string): ReplenishmentLine | null {
  const rhythm = facts ? purchaseRhythm(facts) : null;
  if (!rhythm && !stock) return null;
  const inventory = ctx.db.inventory;
  const line = defaultStock(inventory, g);
  const onSale = lineStock(inventory, line);
  const { block, seePrice } = blockFor(ctx, g, store, onSale);
  const canBuy = block ? 0 : g.limitNumber > 0 ? Math.min(onSale, g.limitNumber) : onSale;
  const s = replenishmentSuggestion({ rhythm, stock: stock ?? null, today, settings, zbz: g.zbz, buyable: canBuy });
  if (!s) return null;
  return {
    goods: {
      id: g.id,
      name: g.name,
      trade_name: g.tradeName,
      ypgg: g.ypgg,
      sccj: g.sccj,
      bzdw: g.bzdw,
      zbz: g.zbz,
      image: g.images[0] ?? '',
      number: onSale,
      price: seePrice ? fenToYuan(line.priceFen) : null,
      ck_id: line.ckId,
      goods_price_id: line.goodsPriceId,
      ladder_price_id: null,
      goods_manjian_id: g.manjianId,
      is_yj: 0,
      is_buy: block ? 0 : 1,
      buy_block: block,
    },
    basis: s.basis,
    purchase_count: facts ? countedPurchases(facts).length : 0,
    interval_days: rhythm ? Math.max(1, ratioRounded(rhythm.interval)) : null,
    last_purchase_date: rhythm ? dayText(rhythm.lastDay) : null,
    days_since_last: rhythm ? Math.max(0, today - rhythm.lastDay) : null,
    usual_quantity: rhythm ? rhythm.usualQuantity : null,
    daily_use: ratioText(s.dailyUse),
    daily_use_from: s.dailyUseFrom,
    stock: s.stock,
    stock_estimated: s.stockEstimated ? 1 : 0,
    cover_days: s.coverDays,
    due_date: dayText(today + s.dueInDays),
    group: s.group,
    suggested_quantity: s.quantity,
    max_quantity: buyableInSteps(canBuy, g.zbz),
  };
}

/** The store's suggestion lines on the demo clock: due first, by due date, then by name. */
export function replenishmentOf(ctx: Ctx, store: AccountRecord, settings: ReplenishmentSettings): Replenishment {
  const now = ctx.now.getTime();
  const today = beijingDay(now);
  const dayText = (day: number) => formatBeijingDate(now + (day - today) * 86_400_000);
  const purchases = purchasesByGoods(ctx.db, store.id);
  const kept = area(ctx.db).snapshots[String(store.id)];
  const stocks = stockByGoods(kept);
  const ids = new Set([...purchases.keys(), ...stocks.keys()]);
  const lines: ReplenishmentLine[] = [];
  for (const id of ids) {
    const g = ctx.db.catalogue.goodsById.get(id);
    if (!g) continue;
    const l = lineOf(ctx, store, g, purchases.get(id), stocks.get(id), today, settings, dayText);
    if (l) lines.push(l);
  }
  lines.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.goods.name.localeCompare(b.goods.name, 'zh') || a.goods.id - b.goods.id));
  const count = (g: ReplenishmentLine['group']) => lines.filter((l) => l.group === g).length;
  return {
    today: dayText(today),
    store: { id: store.id, name: store.company || store.name },
    settings: { lead_days: settings.leadDays, safety_days: settings.safetyDays },
    snapshot: kept ? snapshotView(kept) : null,
    summary: { today: count('today'), week: count('week'), later: count('later') },
    lines,
  };
}

/** The text fields a row may carry, by contract name, with how the error names them. */
const TEXT_FIELDS: ReadonlyArray<[keyof ReplenishmentStockRowInput, string]> = [
  ['code', '商品编码'],
  ['name', '商品名称'],
  ['spec', '规格'],
  ['maker', '生产厂家'],
  ['pzwh', '批准文号'],
  ['barcode', '条码'],
];

function matchRow(ctx: Ctx, row: ReplenishmentStockRowInput): { out: ReplenishmentStockRow; kept: SnapshotRow } {
  const text = [row.name, row.spec, row.maker, row.pzwh, row.barcode, row.code].filter(Boolean).join(' ');
  const base = { line: row.line, text, stock: row.stock, sales: row.sales ?? null };
  if (row.goods_id !== undefined) {
    const g = ctx.db.catalogue.goodsById.get(row.goods_id)!;
    return { out: { line: row.line, status: 'matched', goods: stockGoods(g, 100), candidates: [] }, kept: { ...base, status: 'matched', goodsId: g.id } };
  }
  const ranked = rankStockRow(ctx, { name: row.name, spec: row.spec, maker: row.maker, pzwh: row.pzwh, barcode: row.barcode });
  const best = ranked[0];
  const top = best ? pct(best) : 0;
  const second = ranked[1] ? pct(ranked[1]) : -1;
  if (best && top >= MATCHED && top - second > CLOSE) {
    return { out: { line: row.line, status: 'matched', goods: stockGoods(best.goods, top), candidates: [] }, kept: { ...base, status: 'matched', goodsId: best.goods.id } };
  }
  if (best && top >= AMBIGUOUS) {
    const candidates = ranked.filter((s) => pct(s) >= AMBIGUOUS).map((s) => stockGoods(s.goods, pct(s)));
    return { out: { line: row.line, status: 'ambiguous', goods: null, candidates }, kept: { ...base, status: 'ambiguous', goodsId: null } };
  }
  return { out: { line: row.line, status: 'unknown', goods: null, candidates: [] }, kept: { ...base, status: 'unknown', goodsId: null } };
}

export const replenishmentHandlers: PartialHandlers<DemoDb> = {
  getReplenishment(ctx) {
    startTrade(ctx);
    const store = storeOf(ctx, ctx.query.store_id);
    return reply(replenishmentOf(ctx, store, settingsOf(ctx.db, loggedInAccount(ctx)!)));
  },

  uploadReplenishmentStock(ctx) {
    startTrade(ctx);
    const store = storeOf(ctx, ctx.body.store_id);
    const rows = ctx.body.rows;
    const errors: FieldErrors = {};
    rows.forEach((r, i) => {
      for (const [key, title] of TEXT_FIELDS) {
        const v = r[key];
        if (typeof v === 'string' && isFormulaCell(v)) errors[`rows.${i}.${key}`] = [`第 ${r.line} 行${title}是公式，请导出为文本后再上传`];
      }
      if (!r.name?.trim() && !r.pzwh?.trim() && !r.barcode?.trim() && r.goods_id === undefined) errors[`rows.${i}.name`] = [`第 ${r.line} 行请填写商品名称、批准文号或条码`];
      if (r.goods_id !== undefined && !ctx.db.catalogue.goodsById.has(r.goods_id)) errors[`rows.${i}.goods_id`] = [`第 ${r.line} 行选定的商品不存在或已下架`];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const matched = rows.map((r) => matchRow(ctx, r));
    if (matched.every((m) => m.kept.status === 'unknown')) {
      throw refuse('库存表中没有一行能对应到本站商品，未保存；请检查是否选错了文件', 40079);
    }
    const record: SnapshotRecord = { uploadedAt: ctx.now.getTime(), rows: matched.map((m) => m.kept) };
    area(ctx.db).snapshots[String(store.id)] = record;
    return reply({ snapshot: snapshotView(record), rows: matched.map((m) => m.out) }, '库存表已保存');
  },

  deleteReplenishmentStock(ctx) {
    const store = storeOf(ctx, ctx.query.store_id);
    const snapshots = area(ctx.db).snapshots;
    if (!snapshots[String(store.id)]) throw refuse('该门店还没有上传库存表', 40078);
    delete snapshots[String(store.id)];
    return reply(null, '库存表已删除');
  },

  updateReplenishmentSettings(ctx) {
    const me = loggedInAccount(ctx);
    if (!me) throw unauthorized();
    const { lead_days, safety_days } = ctx.body;
    const problem = settingsProblem(lead_days, safety_days);
    if (problem) throw invalidField(problem.field, problem.message);
    const settings = { leadDays: lead_days, safetyDays: safety_days };
    area(ctx.db).settings[String(me.id)] = settings;
    return reply({ lead_days, safety_days }, '设置已保存');
  },
};

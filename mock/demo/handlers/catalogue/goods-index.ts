import { lineStock } from '../../data/inventory';
import type { Catalogue, GoodsRecord, Inventory } from '../../data/types';
import type { DemoDb } from '../../state';
import { defaultStock } from '../shared/goods-view';

/**
 * The goods list engine. Lists must stay fast at 50,000 goods, and at that size even one pass reading every goods
 * record costs ~10 ms (the records are scattered in memory), so a request never touches the records it does not
 * show:
 * - each sort key has an array of goods positions presorted once; a request walks it forwards or backwards;
 * - the filterable attributes are kept in packed columns (flag bits, brand, maker), so the walk tests typed arrays;
 * - id lists (search hits, a category, a zone) become a position mask;
 * - only the page's records are returned, and only those are turned into views by the caller.
 *
 * Stock (db.inventory) changes with the trade, and with it the default warehouse whose price a list shows. Re-reading
 * them costs a pass over every record, so it runs when the state shows a write (the id sequences moved: an order, a
 * cart line, a log entry…) and otherwise at most every 5 seconds; the in-stock column is refreshed and only the
 * orders whose inputs changed are re-sorted. So a change made through the API shows at once, and any other within 5
 * seconds.
 * The index is derived data: it lives in a WeakMap keyed by the catalogue, never in the persisted state.
 */
export type SortKey = 'default' | 'sales' | 'price' | 'new';
export type SortOrder = 'asc' | 'desc';

/** Flag bits of the `flags` column. */
export const F_KX = 1;
export const F_YOUX = 2;
export const F_ZY = 4;
export const F_QX = 8;
/** Some warehouse line is near expiry. */
export const F_JXQ = 16;
/** Some warehouse line has stock (refreshed with the orders). */
export const F_STOCK = 32;

interface ListIndex {
  goods: GoodsRecord[];
  /** Ids are goods[0].id + position (as the catalogue builds them): then no map lookup is needed. */
  firstId: number;
  contiguous: boolean;
  pos: Map<number, number>;
  flags: Uint8Array;
  brand: Int32Array;
  maker: Int32Array;
  /** Positions ascending by key, ties by id ascending; `default` is the 综合 order (read forwards only). */
  orders: Record<SortKey, Int32Array>;
  sig: { sales: number; price: number; stock: number };
  /** Sum of the id sequences when last checked, and when (wall clock, ms). */
  writeMark: number;
  checkedAt: number;
  /** Query results (every matching position, in order) by the caller's cache key; cleared when anything changes. */
  results: Map<string, Int32Array>;
}

const RESULTS_MAX = 64;
const RECHECK_MS = 5000;
const indexes = new WeakMap<Catalogue, ListIndex>();

/** Unit price a list shows for a goods: its default warehouse line (first with stock), as goodsView does. */
const listPriceFen = (inventory: Inventory) => (g: GoodsRecord): number => defaultStock(inventory, g).priceFen;

function staticFlags(g: GoodsRecord): number {
  let f = 0;
  if (g.isKx === 1) f |= F_KX;
  // is_youx=1 asks for the free-shipping zone's goods (contract: 仅包邮（优选）专区商品), i.e. the yx zone members.
  if (g.zones.includes('yx')) f |= F_YOUX;
  if (g.scope === '中药饮片') f |= F_ZY;
  if (g.scope === '医疗器械') f |= F_QX;
  if (g.stocks.some((s) => s.isJxq === 1)) f |= F_JXQ;
  return f;
}

/** One pass over the records: the signatures of the changing values, and the in-stock column refreshed. */
function refresh(goods: readonly GoodsRecord[], flags: Uint8Array, inventory: Inventory): ListIndex['sig'] {
  const units = inventory.stock;
  let sales = goods.length;
  let price = goods.length;
  let stock = goods.length;
  for (let i = 0; i < goods.length; i++) {
    const g = goods[i]!;
    // The default line, inlined: the first with stock, else the first.
    const lines = g.stocks;
    let line = lines[0]!;
    let has = false;
    for (let k = 0; k < lines.length; k++) {
      if ((units[lines[k]!.goodsPriceId] ?? 0) > 0) {
        line = lines[k]!;
        has = true;
        break;
      }
    }
    flags[i] = has ? flags[i]! | F_STOCK : flags[i]! & ~F_STOCK;
    sales = (Math.imul(sales, 31) + g.sales) | 0;
    price = (Math.imul(price, 31) + line.priceFen) | 0;
    stock = (Math.imul(stock, 31) + (has ? 1 : 0)) | 0;
  }
  return { sales, price, stock };
}

function writeMarkOf(db: DemoDb): number {
  let sum = 0;
  for (const k in db.seq) sum += db.seq[k] ?? 0;
  return sum;
}

function sortedPositions(goods: readonly GoodsRecord[], key: (g: GoodsRecord) => number): Int32Array {
  const n = goods.length;
  const keys = new Float64Array(n);
  const ids = new Float64Array(n);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    keys[i] = key(goods[i]!);
    ids[i] = goods[i]!.id;
    out[i] = i;
  }
  out.sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
  return out;
}

/**
 * 综合 (default) order: goods in stock first, then best sellers, then the lower id. Stored ascending by a key that
 * already encodes "best first", so it is read forwards.
 */
const defaultKey = (inventory: Inventory) => (g: GoodsRecord): number =>
  (lineStock(inventory, defaultStock(inventory, g)) > 0 ? 0 : 1e12) - g.sales;

function build(cat: Catalogue, db: DemoDb): ListIndex {
  const goods = cat.goods;
  const n = goods.length;
  const pos = new Map<number, number>();
  const flags = new Uint8Array(n);
  const brand = new Int32Array(n);
  const maker = new Int32Array(n);
  const firstId = n > 0 ? goods[0]!.id : 0;
  let contiguous = true;
  for (let i = 0; i < n; i++) {
    const g = goods[i]!;
    pos.set(g.id, i);
    if (g.id !== firstId + i) contiguous = false;
    flags[i] = staticFlags(g);
    brand[i] = g.brandId ?? 0;
    maker[i] = g.manufacturerId;
  }
  const sig = refresh(goods, flags, db.inventory);
  return {
    goods,
    firstId,
    contiguous,
    pos,
    flags,
    brand,
    maker,
    orders: {
      default: sortedPositions(goods, defaultKey(db.inventory)),
      sales: sortedPositions(goods, (g) => g.sales),
      price: sortedPositions(goods, listPriceFen(db.inventory)),
      new: sortedPositions(goods, (g) => g.createdAt),
    },
    sig,
    writeMark: writeMarkOf(db),
    checkedAt: Date.now(),
    results: new Map(),
  };
}

/** The list index of the db's catalogue, brought up to date (see above for when). */
export function listIndex(db: DemoDb): ListIndex {
  const cat = db.catalogue;
  let index = indexes.get(cat);
  if (!index || index.goods !== cat.goods || index.goods.length !== index.pos.size) {
    index = build(cat, db);
    indexes.set(cat, index);
    return index;
  }
  const mark = writeMarkOf(db);
  const wall = Date.now();
  if (mark === index.writeMark && wall - index.checkedAt < RECHECK_MS) return index;
  index.writeMark = mark;
  index.checkedAt = wall;
  const sig = refresh(index.goods, index.flags, db.inventory);
  if (sig.sales !== index.sig.sales || sig.stock !== index.sig.stock || sig.price !== index.sig.price) index.results.clear();
  if (sig.sales !== index.sig.sales || sig.stock !== index.sig.stock) {
    index.orders.default = sortedPositions(index.goods, defaultKey(db.inventory));
  }
  if (sig.sales !== index.sig.sales) index.orders.sales = sortedPositions(index.goods, (g) => g.sales);
  if (sig.price !== index.sig.price) index.orders.price = sortedPositions(index.goods, listPriceFen(db.inventory));
  index.sig = sig;
  return index;
}

function positionOf(index: ListIndex, id: number): number | undefined {
  if (index.contiguous) {
    const p = id - index.firstId;
    return p >= 0 && p < index.goods.length ? p : undefined;
  }
  return index.pos.get(id);
}

export interface GoodsQuery {
  /** Each list restricts the result to its ids (AND between lists); e.g. search hits, a category, a zone. */
  idSets?: ReadonlyArray<readonly number[]>;
  /** Flag bits (F_*) that must all be set. */
  flags?: number;
  brandId?: number;
  makerId?: number;
  /**
   * A condition on the live record. It reads every candidate record, so use it only with `firstPageOnly` or on
   * small id sets; such queries are never cached.
   */
  where?: (g: GoodsRecord) => boolean;
  /** Stop once the page is full (home-page blocks): `total` then counts only what was seen; no customKey. */
  firstPageOnly?: boolean;
  sort?: SortKey;
  order?: SortOrder;
  /** For sort=default: walk these ids in this order (a zone's display order, search relevance) instead of 综合. */
  defaultOrder?: readonly number[];
  /** A zone's own sort key (e.g. the near-expiry batch's price): the matching goods are collected and sorted by it. */
  customKey?: (g: GoodsRecord) => number;
  /**
   * Names this query (everything but the page) so its full result is kept until the data changes: paging through a
   * list or many buyers opening the same list then cost only the page. The caller guarantees the key determines
   * the id sets, filters and order.
   */
  cacheKey?: string;
}

export interface GoodsSlice {
  total: number;
  items: GoodsRecord[];
  page: number;
  pageSize: number;
}

/** Marks the positions allowed by every id list; null when there is no list (everything allowed). */
function allowMask(index: ListIndex, idSets: ReadonlyArray<readonly number[]>): Uint8Array | null {
  if (idSets.length === 0) return null;
  const mask = new Uint8Array(index.goods.length);
  for (let round = 0; round < idSets.length; round++) {
    const ids = idSets[round]!;
    for (let k = 0; k < ids.length; k++) {
      const p = positionOf(index, ids[k]!);
      // Counting rounds makes the mask the intersection; a repeated id within one list cannot count twice.
      if (p !== undefined && mask[p] === round) mask[p] = round + 1;
    }
  }
  const need = idSets.length;
  if (need > 1) for (let i = 0; i < mask.length; i++) mask[i] = mask[i] === need ? 1 : 0;
  return mask;
}

/** The walk order of a query: positions, read forwards (`step` 1) or backwards (-1). */
function walkOrder(index: ListIndex, q: GoodsQuery): { order: Int32Array; step: 1 | -1 } {
  const sort = q.sort ?? 'default';
  if (sort === 'default' && q.defaultOrder) {
    const seen = new Uint8Array(index.goods.length);
    const out = new Int32Array(q.defaultOrder.length);
    let n = 0;
    for (const id of q.defaultOrder) {
      const p = positionOf(index, id);
      if (p === undefined || seen[p] === 1) continue;
      seen[p] = 1;
      out[n++] = p;
    }
    return { order: out.subarray(0, n), step: 1 };
  }
  return { order: index.orders[sort], step: sort !== 'default' && (q.order ?? 'desc') === 'desc' ? -1 : 1 };
}

/** Every matching position in the query's order. The loop reads only packed columns (plus `where`, if given). */
function collect(index: ListIndex, q: GoodsQuery): Int32Array {
  const { goods, flags, brand, maker } = index;
  const mask = allowMask(index, q.idSets ?? []);
  const need = q.flags ?? 0;
  const brandId = q.brandId ?? -1;
  const makerId = q.makerId ?? -1;
  const where = q.where ?? null;
  const { order, step } = walkOrder(index, q);
  const out = new Int32Array(order.length);
  let n = 0;
  const last = order.length - 1;
  for (let i = 0; i <= last; i++) {
    const p = order[step === 1 ? i : last - i]!;
    if (mask !== null && mask[p] !== 1) continue;
    if ((flags[p]! & need) !== need) continue;
    if (brandId !== -1 && brand[p] !== brandId) continue;
    if (makerId !== -1 && maker[p] !== makerId) continue;
    if (where !== null && !where(goods[p]!)) continue;
    out[n++] = p;
  }
  const all = out.subarray(0, n);
  if (q.customKey) {
    const key = q.customKey;
    const dir = q.order === 'asc' || (q.sort ?? 'default') === 'default' ? 1 : -1;
    const keys = new Map<number, number>();
    for (const p of all) keys.set(p, key(goods[p]!));
    return Int32Array.from(all).sort((a, b) => dir * (keys.get(a)! - keys.get(b)! || goods[a]!.id - goods[b]!.id));
  }
  return all;
}

function isPlain(q: GoodsQuery): boolean {
  return (
    (q.idSets?.length ?? 0) === 0 &&
    !q.flags &&
    q.brandId === undefined &&
    q.makerId === undefined &&
    !q.where &&
    !q.customKey &&
    !((q.sort ?? 'default') === 'default' && q.defaultOrder)
  );
}

/** Runs a goods query and keeps one page: total counts every match, items are the page's records only. */
export function queryGoods(db: DemoDb, q: GoodsQuery, page: number, pageSize: number): GoodsSlice {
  const index = listIndex(db);
  const { goods } = index;
  const from = (page - 1) * pageSize;
  const to = from + pageSize;

  if (isPlain(q)) {
    // The whole catalogue in a presorted order: the page is read straight off the order.
    const { order, step } = walkOrder(index, q);
    const items: GoodsRecord[] = [];
    const last = order.length - 1;
    for (let i = from; i < Math.min(to, order.length); i++) items.push(goods[order[step === 1 ? i : last - i]!]!);
    return { total: order.length, items, page, pageSize };
  }

  if (q.firstPageOnly) {
    const { order, step } = walkOrder(index, q);
    const items: GoodsRecord[] = [];
    let total = 0;
    const last = order.length - 1;
    const mask = allowMask(index, q.idSets ?? []);
    const need = q.flags ?? 0;
    for (let i = 0; i <= last && total < to; i++) {
      const p = order[step === 1 ? i : last - i]!;
      if (mask !== null && mask[p] !== 1) continue;
      if ((index.flags[p]! & need) !== need) continue;
      if (q.brandId !== undefined && index.brand[p] !== q.brandId) continue;
      if (q.makerId !== undefined && index.maker[p] !== q.makerId) continue;
      if (q.where && !q.where(goods[p]!)) continue;
      if (total >= from) items.push(goods[p]!);
      total++;
    }
    return { total, items, page, pageSize };
  }

  let all: Int32Array | undefined;
  const cacheable = q.cacheKey !== undefined && !q.where;
  if (cacheable) {
    all = index.results.get(q.cacheKey!);
    if (all) {
      // Refresh its place in the LRU order.
      index.results.delete(q.cacheKey!);
      index.results.set(q.cacheKey!, all);
    }
  }
  if (!all) {
    all = collect(index, q);
    if (cacheable) {
      index.results.set(q.cacheKey!, all);
      if (index.results.size > RESULTS_MAX) index.results.delete(index.results.keys().next().value!);
    }
  }
  const items: GoodsRecord[] = [];
  for (let i = from; i < Math.min(to, all.length); i++) items.push(goods[all[i]!]!);
  return { total: all.length, items, page, pageSize };
}

/** The catalogue's goods by id, in the given order, skipping unknown ids. */
export function goodsByIds(cat: Catalogue, ids: readonly number[]): GoodsRecord[] {
  const out: GoodsRecord[] = [];
  for (const id of ids) {
    const g = cat.goodsById.get(id);
    if (g) out.push(g);
  }
  return out;
}

/** The manufacturer id whose registered name is `sccj` (the list's exact-match filter); 0, which no goods has, for none. */
export function makerIdByName(cat: Catalogue, sccj: string): number {
  return cat.manufacturers.find((m) => m.name === sccj)?.id ?? 0;
}

/**
 * 扫码采购: the list a buyer fills by scanning boxes (a USB scanner, a typed code or the phone's camera) before adding
 * it to the cart in one go. Each scan of a goods adds one 中包装 to its line by the rules of `packing.ts` (the step is
 * the 中包装, or the remaining stock when that is below one; never beyond the stock); a goods the buyer cannot buy
 * keeps its line with the reason and a quantity of 0, and never goes to the cart. A code whose lookup failed (the
 * network) is kept as pending, with how often it was scanned, so nothing scanned is lost.
 *
 * Everything here is pure and total: the list is a value, each change returns a new one.
 */
import { goodsTitle } from './goods-name';
import { normalizeQuantity, quantityStep, stepUp } from './packing';

/** The most lines (and pending codes) a list keeps: a day's restocking, well within sessionStorage. */
export const MAX_SCAN_LINES = 200;

/** A code the camera keeps seeing is taken again only after it was out of sight this long. */
export const CAMERA_REPEAT_MS = 1500;

/** What the cart needs back of the goods' price, as the server sent it. */
interface ScanCartRef {
  ck_id: number;
  goods_price_id: number;
  ladder_price_id: number | null;
  goods_manjian_id: number | null;
  is_yj: number;
}

/** A scanned goods, as the list keeps it: enough to show its line, step its quantity and send it to the cart. */
export interface ScanGoods {
  id: number;
  barcode: string;
  /** 通用名. */
  name: string;
  /** 商品名, or null. */
  tradeName: string | null;
  /** 规格. */
  spec: string;
  /** 生产厂家. */
  maker: string;
  /** 包装单位 (盒, 瓶 …). */
  unit: string;
  zbz: number;
  stock: number;
  /** The unit price as the wire's yuan string, or null when hidden. */
  price: string | null;
  /** Why the buyer cannot buy it (the server's buy_block), or null. */
  block: string | null;
  cart: ScanCartRef;
}

export interface ScanLine extends ScanGoods {
  /** The quantity to add to the cart; 0 for a line that cannot be bought. */
  quantity: number;
  /** How often it was scanned. */
  scans: number;
  /** Why the cart refused it the last time; cleared when the line changes. */
  refused: string | null;
}

/** A code scanned whose goods is not known yet: being looked up (`reason` null) or the lookup failed (why). */
interface PendingScan {
  code: string;
  scans: number;
  reason: string | null;
}

export interface ScanList {
  /** Newest first. */
  lines: ScanLine[];
  pending: PendingScan[];
}

export const EMPTY_SCAN_LIST: ScanList = Object.freeze({ lines: [] as ScanLine[], pending: [] as PendingScan[] });

const NO_STOCK = '该商品暂无库存';

/** Why the goods cannot be bought: the server's reason, else "no stock" when not even one piece is left; null when it can. */
export function scanBlock(goods: Pick<ScanGoods, 'block' | 'zbz' | 'stock'>): string | null {
  if (goods.block) return goods.block;
  return quantityStep(goods.zbz, goods.stock) === 0 ? NO_STOCK : null;
}

/**
 * 阿莫西林胶囊（阿莫仙）0.5g*20粒 — the goods' title (goods-name.ts: the generic name, the trade name in brackets when
 * there is one) and the spec, after the bracket or a space.
 */
export function scanTitle(goods: Pick<ScanGoods, 'name' | 'tradeName' | 'spec'>): string {
  const title = goodsTitle(goods.name, goods.tradeName);
  const spec = goods.spec.trim();
  if (!spec) return title;
  return title.endsWith('）') ? `${title}${spec}` : `${title} ${spec}`;
}

/** What one scan did: `added` pieces (one step each time), nothing more because of the stock, a blocked goods, or a full list. */
export type ScanOutcome =
  | { kind: 'added'; line: ScanLine; added: number }
  | { kind: 'at_max'; line: ScanLine }
  | { kind: 'blocked'; line: ScanLine }
  | { kind: 'full' };

/** The quantity after `times` more steps from q, never beyond the stock. */
function stepTimes(q: number, goods: Pick<ScanGoods, 'zbz' | 'stock'>, times: number): number {
  let next = q;
  for (let i = 0; i < times; i++) {
    const up = stepUp(next, { zbz: goods.zbz, stock: goods.stock });
    if (up === next) break;
    next = up;
  }
  return next;
}

/** A quantity the line may hold: 0 when blocked, else corrected to the 中包装 and the stock (0 stays 0). */
function fitQuantity(q: number, goods: Pick<ScanGoods, 'block' | 'zbz' | 'stock'>): number {
  if (scanBlock(goods) !== null || !(q > 0)) return 0;
  return normalizeQuantity(q, { zbz: goods.zbz, stock: goods.stock }).quantity;
}

/**
 * Adds `times` scans of a goods (the goods as the server describes it now, or the line itself for a code already in
 * the list): a new line on top with one step per scan, or an existing line (the same goods id) a step more per scan,
 * its facts (stock, reason, price) refreshed from `goods`. The code leaves the pending codes.
 */
export function addScan(list: ScanList, goods: ScanGoods, times = 1): { list: ScanList; outcome: ScanOutcome } {
  const n = Number.isInteger(times) && times > 0 ? times : 1;
  const pending = list.pending.filter((p) => p.code !== goods.barcode);
  const at = list.lines.findIndex((l) => l.id === goods.id);
  const old = at >= 0 ? list.lines[at]! : null;
  if (!old && list.lines.length >= MAX_SCAN_LINES) return { list, outcome: { kind: 'full' } };
  const facts: ScanGoods = {
    id: goods.id,
    barcode: goods.barcode,
    name: goods.name,
    tradeName: goods.tradeName,
    spec: goods.spec,
    maker: goods.maker,
    unit: goods.unit,
    zbz: goods.zbz,
    stock: goods.stock,
    price: goods.price,
    block: goods.block,
    cart: { ...goods.cart },
  };
  const block = scanBlock(facts);
  const before = old ? fitQuantity(old.quantity, facts) : 0;
  const quantity = block === null ? stepTimes(before, facts, n) : 0;
  const line: ScanLine = { ...facts, block, quantity, scans: (old?.scans ?? 0) + n, refused: null };
  const lines = old ? list.lines.map((l, i) => (i === at ? line : l)) : [line, ...list.lines];
  const next = { lines, pending };
  if (block !== null) return { list: next, outcome: { kind: 'blocked', line } };
  if (quantity === before) return { list: next, outcome: { kind: 'at_max', line } };
  return { list: next, outcome: { kind: 'added', line, added: quantity - before } };
}

/** The line with this barcode, or undefined. */
export function lineOfCode(list: ScanList, code: string): ScanLine | undefined {
  return list.lines.find((l) => l.barcode === code);
}

/**
 * A code scanned before its goods is known: a pending code (being looked up when `reason` is null), or one more scan
 * of it. Unchanged when the list holds as many codes as it may.
 */
export function addPending(list: ScanList, code: string, reason: string | null = null, times = 1): ScanList {
  const n = Number.isInteger(times) && times > 0 ? times : 1;
  const at = list.pending.findIndex((p) => p.code === code);
  if (at >= 0) return { ...list, pending: list.pending.map((p, i) => (i === at ? { code, scans: p.scans + n, reason } : p)) };
  if (list.pending.length >= MAX_SCAN_LINES) return list;
  return { ...list, pending: [...list.pending, { code, scans: n, reason }] };
}

/** Marks a pending code's lookup as failed with why (or as being looked up again with null); its scans are kept. */
export function setPendingReason(list: ScanList, code: string, reason: string | null): ScanList {
  return { ...list, pending: list.pending.map((p) => (p.code === code ? { ...p, reason } : p)) };
}

/** The list without this pending code. */
export function dropPending(list: ScanList, code: string): ScanList {
  return { ...list, pending: list.pending.filter((p) => p.code !== code) };
}

/** A quantity typed or stepped on a line, corrected by the 中包装 rules; the message says why it was changed. */
export function setLineQuantity(list: ScanList, id: number, input: number | string): { list: ScanList; message: string | null } {
  const line = list.lines.find((l) => l.id === id);
  if (!line || line.block !== null) return { list, message: null };
  const r = normalizeQuantity(input, { zbz: line.zbz, stock: line.stock });
  const lines = list.lines.map((l) => (l.id === id ? { ...l, quantity: r.quantity, refused: null } : l));
  return { list: { ...list, lines }, message: r.adjusted ? r.message : null };
}

/** The list without the line of this goods. */
export function removeLine(list: ScanList, id: number): ScanList {
  return { ...list, lines: list.lines.filter((l) => l.id !== id) };
}

/** A line that goes to the cart: buyable, with a quantity. */
export function goesToCart(line: ScanLine): boolean {
  return line.block === null && line.quantity > 0;
}

/** One line to add to the cart, in the contract's shape (CartAddLineInput). */
interface ScanCartLine extends ScanCartRef {
  id: number;
  number: number;
}

/** The cart lines of the list: every buyable line with its quantity, newest first. */
export function scanCartLines(list: ScanList): ScanCartLine[] {
  return list.lines.filter(goesToCart).map((l) => ({ id: l.id, number: l.quantity, ...l.cart }));
}

export interface CartAddReport {
  list: ScanList;
  /** What the cart took: the line's title and the quantity it added (its note when it corrected it). */
  added: Array<{ id: number; title: string; number: number; note: string | null }>;
  /** What the cart refused, with why; those lines stay in the list with the reason. */
  refused: Array<{ id: number; title: string; reason: string }>;
  /** The answer could not be read: the list is left as it was. */
  unreadable: boolean;
}

interface LineResult {
  id: number;
  added: number;
  number: number;
  msg: string;
}

function isLineResult(r: unknown): r is LineResult {
  const x = r as LineResult;
  return typeof r === 'object' && r !== null && Number.isInteger(x.id) && (x.added === 0 || x.added === 1) && Number.isInteger(x.number) && x.number >= 0;
}

/**
 * The list after the cart answered an add of `sent` (in order) with `results` (the contract's per-line results, in
 * request order): a line the cart took leaves the list — or keeps what was scanned on top of what was sent while the
 * request was under way —, a line it refused stays with the reason. An answer that does not match what was sent
 * changes nothing and says so, so no line is dropped without having reached the cart.
 */
export function applyCartResult(list: ScanList, sent: readonly ScanCartLine[], results: unknown): CartAddReport {
  const ok = Array.isArray(results) && results.length === sent.length && results.every((r, i) => isLineResult(r) && r.id === sent[i]!.id);
  if (!ok) return { list, added: [], refused: [], unreadable: true };
  const added: CartAddReport['added'] = [];
  const refused: CartAddReport['refused'] = [];
  let lines = list.lines;
  sent.forEach((s, i) => {
    const r = (results as LineResult[])[i]!;
    const line = lines.find((l) => l.id === s.id);
    const title = line ? scanTitle(line) : `商品 ${s.id}`;
    const msg = typeof r.msg === 'string' ? r.msg.trim() : '';
    if (r.added === 1) {
      added.push({ id: s.id, title, number: r.number, note: r.number !== s.number && msg ? msg : null });
      if (!line) return;
      const left = line.quantity - s.number;
      lines = left > 0 ? lines.map((l) => (l.id === s.id ? { ...l, quantity: fitQuantity(left, l), refused: null } : l)) : lines.filter((l) => l.id !== s.id);
    } else {
      const reason = msg || '未能加入购物车';
      refused.push({ id: s.id, title, reason });
      lines = lines.map((l) => (l.id === s.id ? { ...l, refused: reason } : l));
    }
  });
  return { list: { ...list, lines }, added, refused, unreadable: false };
}

/**
 * Whether the camera's detection of `code` at `now` counts as a scan: the code was not seen within `windowMs` before.
 * Every sighting counts as seen, so a box held in front of the camera is taken once; it is taken again after it was
 * out of sight for the window. Sightings older than the window are forgotten.
 */
export function acceptSighting(
  seen: Readonly<Record<string, number>>,
  code: string,
  now: number,
  windowMs = CAMERA_REPEAT_MS,
): { accept: boolean; seen: Record<string, number> } {
  const last = seen[code];
  const accept = last === undefined || !(now - last < windowMs) || now < last;
  const next: Record<string, number> = {};
  for (const [k, t] of Object.entries(seen)) if (now - t < windowMs && t <= now) next[k] = t;
  next[code] = now;
  return { accept, seen: next };
}

// ——— reading a stored list back: anything may be in storage (another version, a hand edit, a full disk) ———

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const text = (v: unknown, max = 200): string | null => (typeof v === 'string' ? v.slice(0, max) : null);
const intOr = (v: unknown, fallback: number): number => (Number.isInteger(v) ? (v as number) : fallback);
const idOrNull = (v: unknown): number | null => (isId(v) ? v : null);
const BARCODE = /^\d{13}$/;

function readLine(v: unknown): ScanLine | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const cart = (typeof o.cart === 'object' && o.cart !== null ? o.cart : {}) as Record<string, unknown>;
  const name = text(o.name);
  const barcode = text(o.barcode, 13);
  if (!isId(o.id) || !name || !barcode || !BARCODE.test(barcode) || !isId(cart.ck_id) || !isId(cart.goods_price_id)) return null;
  const zbz = typeof o.zbz === 'number' && Number.isFinite(o.zbz) ? o.zbz : 1;
  const stock = typeof o.stock === 'number' && Number.isFinite(o.stock) ? o.stock : 0;
  const price = text(o.price, 20);
  const goods: ScanGoods = {
    id: o.id,
    barcode,
    name,
    tradeName: text(o.tradeName) || null,
    spec: text(o.spec) ?? '',
    maker: text(o.maker) ?? '',
    unit: text(o.unit, 10) ?? '',
    zbz,
    stock,
    price: price && /^-?\d{1,12}(\.\d{1,2})?$/.test(price) ? price : null,
    block: text(o.block) || null,
    cart: {
      ck_id: cart.ck_id,
      goods_price_id: cart.goods_price_id,
      ladder_price_id: idOrNull(cart.ladder_price_id),
      goods_manjian_id: idOrNull(cart.goods_manjian_id),
      is_yj: intOr(cart.is_yj, 0),
    },
  };
  const block = scanBlock(goods);
  const quantity = typeof o.quantity === 'number' ? fitQuantity(o.quantity, goods) : 0;
  return { ...goods, block, quantity, scans: Math.max(1, intOr(o.scans, 1)), refused: text(o.refused) || null };
}

function readPending(v: unknown): PendingScan | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const code = text(o.code, 13);
  if (!code || !BARCODE.test(code)) return null;
  return { code, scans: Math.max(1, intOr(o.scans, 1)), reason: text(o.reason) || null };
}

/**
 * A list read back from storage (parsed JSON, or anything else): the lines and pending codes that can still be read,
 * each goods once, quantities corrected by the 中包装 rules, at most MAX_SCAN_LINES of each; anything else is dropped.
 */
export function readScanList(raw: unknown): ScanList {
  if (typeof raw !== 'object' || raw === null) return { lines: [], pending: [] };
  const o = raw as Record<string, unknown>;
  const lines: ScanLine[] = [];
  const ids = new Set<number>();
  for (const v of Array.isArray(o.lines) ? o.lines : []) {
    const line = readLine(v);
    if (!line || ids.has(line.id)) continue;
    ids.add(line.id);
    lines.push(line);
    if (lines.length >= MAX_SCAN_LINES) break;
  }
  const pending: PendingScan[] = [];
  const codes = new Set(lines.map((l) => l.barcode));
  for (const v of Array.isArray(o.pending) ? o.pending : []) {
    const p = readPending(v);
    if (!p || codes.has(p.code)) continue;
    codes.add(p.code);
    pending.push(p);
    if (pending.length >= MAX_SCAN_LINES) break;
  }
  return { lines, pending };
}

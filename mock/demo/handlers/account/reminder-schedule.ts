import { goodsTitle } from '@/domain/goods-name';
import { fenToYuan, type Fen } from '@/domain/money';
import {
  arrivalDue,
  cutPrice,
  MAX_PRICE_CUTS,
  morningAfter,
  morningAtOrBefore,
  priceDropDue,
  restockLevel,
} from '@/domain/reminders';
import { lineStock } from '../../data/inventory';
import type { Catalogue, GoodsRecord } from '../../data/types';
import { areaState, nextId, type DemoDb } from '../../state';
import { buyerPriceFen, defaultStock, shownStock } from '../shared/goods-view';
import { pushMessage } from '../shared/ledgers';

/**
 * 到货提醒 and 降价提醒, and the demo warehouses' morning that makes them fire. Like the trade's back office
 * (trade/lifecycle.ts), nothing runs in the background: every call first catches up to the request's clock
 * (`settleReminders`, from app.ts), so moving the demo clock on (POST /__demo/clock/advance) lets the mornings happen.
 *
 * Every day at 06:00 Beijing time (MORNING_HOUR in src/domain/reminders.ts):
 * - **Restock.** The warehouses restock what buyers wait for: each goods with a waiting arrival reminder (of any
 *   buyer) that is still short has every warehouse line holding less than 100 × 中包装 filled up to 100 × 中包装; if
 *   the line a buyer sees still holds less than the largest quantity waited for, that line gets the rest, in whole
 *   中包装. Goods nobody waits for are left as they are, so the seed's sold-out goods stay sold out.
 * - **Price drops.** The pricing desk lowers the goods buyers watch: each goods with a waiting price-drop reminder
 *   loses 5 % (floored to the fen, at least ¥0.01) off every warehouse price and ladder tier, at most 6 mornings
 *   per goods (about 26 % in all); a target below that is never reached.
 * - Then every waiting reminder whose condition holds fires once, dated that morning: status 1 已到货 or 2 已降价,
 *   `fired_at`, and a 系统通知 (type 1) in the buyer's inbox (and its chain head's) linking to the goods.
 * A reminder whose condition comes true between mornings (stock returned by a cancelled order, the price a buyer
 * sees moving to another warehouse) fires at the first call after it, once anything was written.
 *
 * The cost per call is a comparison with the next morning's time and, after a write, one look at the waiting
 * reminders; a morning touches only the goods reminders wait for — never the whole catalogue. Mornings that find
 * nothing to do are skipped at once, so a clock moved on by a year costs a handful of mornings.
 *
 * Prices live in the catalogue, which is rebuilt from the seed at every start and never saved; the cuts made are kept
 * in this area's state (`priceCuts`) and laid over the catalogue again after a restore (DEMO_STATE_FILE), so every
 * answer — lists, the detail, the cart, orders — sees the same price.
 */
export interface ReminderRecord {
  id: number;
  /** The account that buys (a chain's store when the head buys for it). */
  accountId: number;
  goodsId: number;
  type: 1 | 2;
  /** 0 waiting, 1 已到货, 2 已降价, 3 已取消. */
  status: 0 | 1 | 2 | 3;
  /** Arrival: the quantity wanted; null for a price drop. */
  number: number | null;
  /** Price drop: the target, or null for any drop. */
  targetFen: Fen | null;
  /** The account's price when it subscribed (null when hidden from it). */
  priceThenFen: Fen | null;
  createdAt: number;
  firedAt: number | null;
}

interface ReminderAreaState {
  reminders: ReminderRecord[];
  /** The latest morning (06:00 Beijing, epoch ms) already applied; 0 until the first call. */
  mornings: number;
  /** Price cuts made so far, by goods id (each cut lowers every warehouse price and ladder tier of the goods by 5 %). */
  priceCuts: Record<string, number>;
}

export function reminderArea(db: DemoDb): ReminderAreaState {
  return areaState(db, 'reminders', () => ({ reminders: [], mornings: 0, priceCuts: {} }));
}

/** The cuts already applied to each catalogue's records (derived: a catalogue rebuilt from the seed has none). */
const appliedCuts = new WeakMap<Catalogue, Map<number, number>>();
/** Which state's cuts each catalogue was last brought up to (the state object is replaced on restore). */
const syncedState = new WeakMap<Catalogue, ReminderAreaState>();
/** The db's write mark when its waiting reminders were last looked at. */
const checkedMark = new WeakMap<DemoDb, number>();

function cutOnce(goods: GoodsRecord): void {
  for (const line of goods.stocks) line.priceFen = cutPrice(line.priceFen);
  for (const tier of goods.ladder) tier.priceFen = cutPrice(tier.priceFen);
  goods.priceFen = goods.stocks[0]?.priceFen ?? goods.priceFen;
}

/** Lays the state's price cuts over the catalogue (after a start or a restore, the catalogue is the seed's). */
function syncPrices(db: DemoDb, state: ReminderAreaState): void {
  const cat = db.catalogue;
  if (syncedState.get(cat) === state) return;
  const applied = appliedCuts.get(cat) ?? new Map<number, number>();
  appliedCuts.set(cat, applied);
  let changed = false;
  for (const [id, wanted] of Object.entries(state.priceCuts)) {
    const goods = cat.goodsById.get(Number(id));
    if (!goods) continue;
    for (let n = applied.get(goods.id) ?? 0; n < wanted; n++) {
      cutOnce(goods);
      changed = true;
    }
    applied.set(goods.id, Math.max(wanted, applied.get(goods.id) ?? 0));
  }
  syncedState.set(cat, state);
  if (changed) markCatalogueChanged(db);
}

function writeMark(db: DemoDb): number {
  let sum = 0;
  for (const k in db.seq) sum += db.seq[k] ?? 0;
  return sum;
}

/** Tells the goods list that stock or prices changed (its index refreshes when the id sequences move). */
function markCatalogueChanged(db: DemoDb): void {
  nextId(db, 'catalogueSchedule');
}

function waiting(state: ReminderAreaState): ReminderRecord[] {
  return state.reminders.filter((r) => r.status === 0);
}

/** The warehouses restock the goods waited for (see above). Answers whether anything changed. */
function restock(db: DemoDb, open: readonly ReminderRecord[]): boolean {
  const wantedBy = new Map<number, number>();
  for (const r of open) if (r.type === 1) wantedBy.set(r.goodsId, Math.max(wantedBy.get(r.goodsId) ?? 0, r.number ?? 1));
  let changed = false;
  for (const [goodsId, wanted] of wantedBy) {
    const goods = db.catalogue.goodsById.get(goodsId);
    if (!goods || arrivalDue(shownStock(db.inventory, goods), wanted)) continue;
    const level = restockLevel(goods.zbz);
    for (const line of goods.stocks) {
      if (lineStock(db.inventory, line) < level) db.inventory.stock[line.goodsPriceId] = level;
    }
    const shown = shownStock(db.inventory, goods);
    if (shown < wanted) {
      const line = defaultStock(db.inventory, goods);
      const zbz = Math.max(1, Math.floor(goods.zbz) || 1);
      db.inventory.stock[line.goodsPriceId] = shown + Math.ceil((wanted - shown) / zbz) * zbz;
    }
    changed = true;
  }
  return changed;
}

/** The pricing desk lowers the goods watched (see above). Answers whether anything changed. */
function lowerPrices(db: DemoDb, state: ReminderAreaState, open: readonly ReminderRecord[]): boolean {
  const watched = new Set(open.filter((r) => r.type === 2).map((r) => r.goodsId));
  const applied = appliedCuts.get(db.catalogue) ?? new Map<number, number>();
  appliedCuts.set(db.catalogue, applied);
  let changed = false;
  for (const goodsId of watched) {
    const goods = db.catalogue.goodsById.get(goodsId);
    const done = state.priceCuts[String(goodsId)] ?? 0;
    if (!goods || done >= MAX_PRICE_CUTS) continue;
    const before = goods.stocks.map((l) => l.priceFen).join();
    cutOnce(goods);
    state.priceCuts[String(goodsId)] = done + 1;
    applied.set(goodsId, done + 1);
    if (goods.stocks.map((l) => l.priceFen).join() !== before) changed = true;
  }
  return changed;
}

/** Where a reminder leads: the goods' detail page. */
const reminderGoodsUrl = (goodsId: number): string => `/list/info/${goodsId}`;

/** Fires the waiting reminders whose condition holds now, dated `at`. Answers how many fired. */
function fireDue(db: DemoDb, open: readonly ReminderRecord[], at: number): number {
  let fired = 0;
  for (const r of open) {
    const goods = db.catalogue.goodsById.get(r.goodsId);
    const account = db.members.byId.get(r.accountId);
    if (!goods || !account || r.status !== 0) continue;
    const title = goodsTitle(goods.name, goods.tradeName);
    const stock = shownStock(db.inventory, goods);
    const price = buyerPriceFen(db.inventory, goods, account);
    let message: { title: string; content: string } | null = null;
    if (r.type === 1 && arrivalDue(stock, r.number ?? 1)) {
      r.status = 1;
      message = {
        title: `到货提醒：${title}`,
        content: `您订阅到货提醒的 ${title}（${goods.ypgg}，${goods.sccj}）已到货，现有库存 ${stock}${goods.bzdw}，满足您期望的 ${r.number ?? 1}${goods.bzdw}，欢迎采购。`,
      };
    } else if (r.type === 2 && priceDropDue(price, r.priceThenFen, r.targetFen) && price !== null) {
      r.status = 2;
      const then = r.priceThenFen !== null ? `由 ¥${fenToYuan(r.priceThenFen)} ` : '';
      const target = r.targetFen !== null ? `，已达到您的目标价 ¥${fenToYuan(r.targetFen)}` : '';
      message = {
        title: `降价提醒：${title}`,
        content: `您关注的 ${title}（${goods.ypgg}，${goods.sccj}）已降价，采购价${then}降至 ¥${fenToYuan(price)}${target}，欢迎采购。`,
      };
    }
    if (!message) continue;
    r.firedAt = at;
    fired++;
    // The buyer and, when a chain's head buys for the store, the head: each once (the inbox is the logged-in person's).
    for (const id of new Set([account.id, account.parentId ?? account.id])) {
      const inbox = db.members.byId.get(id);
      if (inbox) pushMessage(db, inbox, { type: 1, ...message, url: reminderGoodsUrl(goods.id) }, at);
    }
  }
  return fired;
}

/** One morning: restock, lower prices, then fire what is due, dated that morning. Answers whether anything happened. */
function morning(db: DemoDb, state: ReminderAreaState, at: number): boolean {
  const open = waiting(state);
  if (open.length === 0) return false;
  const restocked = restock(db, open);
  const lowered = lowerPrices(db, state, open);
  if (restocked || lowered) markCatalogueChanged(db);
  const fired = fireDue(db, open, at);
  return restocked || lowered || fired > 0;
}

/**
 * Every call starts here (app.ts): the cuts are laid over the catalogue, the mornings since the last call happen in
 * order, and, when anything was written since the last look, the waiting reminders that came due fire.
 */
export function settleReminders(db: DemoDb, at: number): void {
  const state = reminderArea(db);
  syncPrices(db, state);
  if (state.mornings === 0) state.mornings = morningAtOrBefore(at);
  for (let due = morningAfter(state.mornings); due <= at; due = morningAfter(due)) {
    state.mornings = due;
    // A morning that changes nothing leaves nothing for the next: every later morning until now would do the same.
    if (!morning(db, state, due)) {
      state.mornings = morningAtOrBefore(at);
      break;
    }
  }
  const mark = writeMark(db);
  if (checkedMark.get(db) === mark) return;
  const open = waiting(state);
  if (open.length > 0) fireDue(db, open, at);
  checkedMark.set(db, writeMark(db));
}

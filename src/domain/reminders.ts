/**
 * 到货提醒 (arrival) and 降价提醒 (price-drop) reminders: when one is due, the quantity a buyer may ask for, the target
 * price a buyer may set, and the demo warehouses' morning (when they restock and reprice). Shared by the site's
 * dialogs and the demo API, so the page refuses what the server would refuse, in the same words.
 */
import { applyRate, fenToYuan, tryToFen, type Fen } from './money';
import { maxQuantity, normalizeQuantity, stepDown, stepUp } from './packing';
import { BEIJING_OFFSET_MS } from './datetime';

/** The most a buyer may ask to be told about (the contract's `number` maximum). */
export const MAX_WANTED = 99_999;

/** Waiting reminders a buyer may have at once (the contract's 40077). */
export const MAX_WAITING_REMINDERS = 100;

function cleanZbz(zbz: number): number {
  return Number.isFinite(zbz) && zbz >= 1 ? Math.floor(zbz) : 1;
}

/** The quantity an arrival reminder asks for unless the buyer says otherwise: one 中包装. */
export function defaultWanted(zbz: number): number {
  return cleanZbz(zbz);
}

/** The largest quantity a buyer may ask for: the last whole 中包装 within MAX_WANTED. */
export function maxWanted(zbz: number): number {
  return maxQuantity(zbz, MAX_WANTED);
}

/**
 * Whether a goods is short of what a buyer wants, so an arrival reminder makes sense: its stock (the warehouse line a
 * buyer sees) is below the quantity (one 中包装 by default). Unreadable stock counts as none.
 */
export function isShort(stock: unknown, wanted: number): boolean {
  const s = typeof stock === 'number' && Number.isFinite(stock) ? stock : 0;
  return s < wanted;
}

interface WantedQuantity {
  quantity: number;
  /** Why the typed quantity was corrected (Chinese), or null when it stood. */
  message: string | null;
}

/**
 * A typed arrival quantity corrected by the 中包装 rules of packing.ts (whole 中包装, rounded up; at least one), with
 * MAX_WANTED as the upper bound instead of the stock.
 */
export function normalizeWanted(input: number | string, zbz: number): WantedQuantity {
  const z = cleanZbz(zbz);
  const max = maxWanted(z);
  const n = normalizeQuantity(input, { zbz: z, stock: max });
  if (n.reason === null) return { quantity: n.quantity, message: null };
  if (n.reason === 'over_stock') return { quantity: max, message: `期望数量最多 ${max}，已调整为 ${max}` };
  if (n.reason === 'not_number') return { quantity: n.quantity, message: `请输入正确的期望数量，已调整为 ${n.quantity}` };
  if (n.reason === 'below_min') return { quantity: n.quantity, message: `期望数量至少为 ${n.quantity}，已调整为 ${n.quantity}` };
  return { quantity: n.quantity, message: n.message };
}

/** The arrival stepper's + and −: one 中包装 at a time, between one 中包装 and maxWanted. */
export function wantedUp(q: number, zbz: number): number {
  return stepUp(q, { zbz: cleanZbz(zbz), stock: maxWanted(zbz) });
}

export function wantedDown(q: number, zbz: number): number {
  return stepDown(q, { zbz: cleanZbz(zbz), stock: maxWanted(zbz) });
}

type TargetPrice = { ok: true; targetFen: Fen | null } | { ok: false; message: string };

/**
 * A 降价提醒's target price as typed: blank means any drop (null); otherwise yuan with at most two decimals, above 0
 * and below the buyer's current price. The messages are the demo API's 422 `target_price` messages.
 */
export function readTargetPrice(text: unknown, currentFen: Fen | null): TargetPrice {
  const raw = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : '';
  if (raw === '') return { ok: true, targetFen: null };
  const parsed = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(raw) ? tryToFen(raw) : null;
  if (parsed === null) return { ok: false, message: '请输入正确的目标价，最多两位小数' };
  if (parsed <= 0) return { ok: false, message: '目标价须大于 0' };
  if (currentFen !== null && parsed >= currentFen) return { ok: false, message: `目标价须低于当前价 ${fenToYuan(currentFen)} 元` };
  return { ok: true, targetFen: parsed };
}

/** An arrival reminder is due once the stock a buyer sees covers the quantity wanted. */
export function arrivalDue(stock: number, wanted: number): boolean {
  return stock >= wanted;
}

/**
 * A price-drop reminder is due once the buyer's price reaches the target, or, without one, falls below the price when
 * it was set. A price the buyer cannot see (null) is never due.
 */
export function priceDropDue(priceFen: Fen | null, priceThenFen: Fen | null, targetFen: Fen | null): boolean {
  if (priceFen === null) return false;
  if (targetFen !== null) return priceFen <= targetFen;
  return priceThenFen !== null && priceFen < priceThenFen;
}

// ---------------------------------------------------------------- the demo warehouses' morning

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The hour (Beijing time) at which the demo warehouses restock and the pricing desk lowers prices. */
const MORNING_HOUR = 6;

/** Epoch ms of the latest 06:00 Beijing time at or before `ms`. */
export function morningAtOrBefore(ms: number): number {
  const shift = BEIJING_OFFSET_MS - MORNING_HOUR * HOUR_MS;
  return Math.floor((ms + shift) / DAY_MS) * DAY_MS - shift;
}

/** Epoch ms of the first 06:00 Beijing time after `ms`. */
export function morningAfter(ms: number): number {
  return morningAtOrBefore(ms) + DAY_MS;
}

/** One morning's price cut: 5 % off, floored to the fen, at least ¥0.01; a price of ¥0.01 (or less) stays. */
const PRICE_CUT_PERCENT = 5;

export function cutPrice(priceFen: Fen): Fen {
  if (priceFen <= 1) return priceFen;
  const cut = applyRate(priceFen, 100 - PRICE_CUT_PERCENT, 100);
  return (cut < priceFen ? cut : priceFen - 1) as Fen;
}

/** How many mornings in a row a goods' price may be cut (0.95⁶ ≈ 73.5 % of the price it started at). */
export const MAX_PRICE_CUTS = 6;

/** How many units a restock puts in each warehouse line that holds less: a hundred 中包装. */
export function restockLevel(zbz: number): number {
  return cleanZbz(zbz) * 100;
}

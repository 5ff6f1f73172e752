import { formatBeijingDate, formatBeijingTime, startOfBeijingDay } from '@/domain/datetime';
import { lineStock } from '../../data/inventory';
import type { Catalogue, GoodsRecord, Inventory, SpikeSession } from '../../data/types';

/**
 * The time-relative activities as they stand at a given instant. The catalogue places them around the moment it was
 * built; a demo server that keeps running moves them along so they stay current: spike sessions by whole hours (one
 * ended, one running, one to come, as built), the daily special by whole Beijing days. Every area that prices or
 * shows these activities should read them through here, so the countdown the buyer sees and the price the cart
 * charges agree.
 */
const HOUR_MS = 3_600_000;

function spikeShiftMs(cat: Catalogue, nowMs: number): number {
  return (Math.floor(nowMs / HOUR_MS) - Math.floor(cat.builtAt / HOUR_MS)) * HOUR_MS;
}

function dailyShiftMs(cat: Catalogue, nowMs: number): number {
  return startOfBeijingDay(nowMs) - startOfBeijingDay(cat.builtAt);
}

/** The spike sessions at `nowMs`, ascending by start, with their titles following the moved start times. */
export function spikeSessionsAt(cat: Catalogue, nowMs: number): SpikeSession[] {
  const shift = spikeShiftMs(cat, nowMs);
  return [...cat.spikes]
    .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
    .map((s) => ({ ...s, title: `${formatBeijingTime(s.startAt + shift)}场`, startAt: s.startAt + shift, endAt: s.endAt + shift }));
}

/** Today's daily special at `nowMs`: its Beijing date and end moved to the current day. */
export function dailySpecialAt(cat: Catalogue, nowMs: number) {
  const shift = dailyShiftMs(cat, nowMs);
  const endAt = cat.dailySpecial.endAt + shift;
  return { date: formatBeijingDate(endAt), endAt, items: cat.dailySpecial.items };
}

/**
 * 天天低价: the goods whose everyday wholesale price sits furthest below the suggested retail price, among goods
 * everyone may buy (not 含麻, not controlled). The catalogue keeps no separate list, so it is derived once per
 * catalogue; the goods are then shown with their current state.
 */
const EVERYDAY_MAX = 10;
const everydayCache = new WeakMap<Catalogue, number[]>();

export function everydayPriceGoodsIds(cat: Catalogue, inventory: Inventory): number[] {
  let ids = everydayCache.get(cat);
  if (!ids) {
    const score = (g: GoodsRecord) => (g.basePriceFen - g.priceFen) / Math.max(1, g.basePriceFen);
    const better = (a: GoodsRecord, b: GoodsRecord) => score(a) - score(b) || a.sales - b.sales || b.id - a.id;
    // One pass keeping the best few: no sort of the whole catalogue (it may hold 50,000 goods).
    const best: GoodsRecord[] = [];
    for (const g of cat.goods) {
      if (g.isHm === 1 || g.isKx === 1 || g.basePriceFen <= g.priceFen || !(lineStock(inventory, g.stocks[0]!) > 0)) continue;
      if (best.length === EVERYDAY_MAX && better(g, best[best.length - 1]!) <= 0) continue;
      let i = best.length;
      while (i > 0 && better(g, best[i - 1]!) > 0) i--;
      best.splice(i, 0, g);
      if (best.length > EVERYDAY_MAX) best.pop();
    }
    ids = best.map((g) => g.id);
    everydayCache.set(cat, ids);
  }
  return ids;
}

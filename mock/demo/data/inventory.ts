import type { GoodsRecord, GoodsStock, Inventory } from './types';

/**
 * Reading the inventory: the counters the trade moves, apart from the catalogue (types.ts, Inventory). A line or
 * offer the inventory has no entry for has none left.
 */
export function emptyInventory(): Inventory {
  return {
    stock: {},
    combinationStock: {},
    pointsGoodsStock: {},
    couponsReceived: {},
    groupBuyJoined: {},
    spikes: {},
    dailySpecialStock: {},
  };
}

/** The key of a spike line in Inventory.spikes. */
export const spikeKey = (sessionId: number, goodsId: number): string => `${sessionId}:${goodsId}`;

/** Units in stock of one warehouse line. */
export function lineStock(inventory: Inventory, line: GoodsStock): number {
  return inventory.stock[line.goodsPriceId] ?? 0;
}

/** Units in stock of a goods over all its warehouses. */
export function totalStock(inventory: Inventory, goods: GoodsRecord): number {
  let n = 0;
  for (const line of goods.stocks) n += lineStock(inventory, line);
  return n;
}

/** Whether any warehouse of the goods has stock. */
export function hasStock(inventory: Inventory, goods: GoodsRecord): boolean {
  return goods.stocks.some((line) => lineStock(inventory, line) > 0);
}

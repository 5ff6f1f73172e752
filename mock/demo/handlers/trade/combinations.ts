import type { BuyBlock } from '@generated/models/buyBlock';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, Combination, GoodsRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';

/** A combination (组合购) as the trade sells it: by the set, limited by its own stock and each of its goods'. */

/** Sets of a combination that can be sold now: its own stock and every line's default warehouse. */
export function comboAvailable(db: DemoDb, combo: Combination): number {
  const inventory = db.inventory;
  let sets = Math.max(0, inventory.combinationStock[combo.id] ?? 0);
  for (const line of combo.lines) {
    const goods = db.catalogue.goodsById.get(line.goodsId);
    if (!goods || line.number <= 0) return 0;
    sets = Math.min(sets, Math.floor(lineStock(inventory, defaultStock(inventory, goods)) / line.number));
  }
  return Math.max(0, sets);
}

/** The first line of a combination the buyer may not buy (scope, documents, 控销), stock aside. */
export function comboBlock(ctx: Ctx, combo: Combination, buyer: AccountRecord | null): { goods: GoodsRecord; block: NonNullable<BuyBlock> } | null {
  const inventory = ctx.db.inventory;
  for (const line of combo.lines) {
    const goods = ctx.db.catalogue.goodsById.get(line.goodsId);
    if (!goods) continue;
    const { block } = blockFor(ctx, goods, buyer, Math.max(1, lineStock(inventory, defaultStock(inventory, goods))));
    if (block) return { goods, block };
  }
  return null;
}

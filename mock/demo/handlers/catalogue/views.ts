import type { Goods } from '@generated/models/goods';
import { fenToYuan, type Fen } from '@/domain/money';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, GoodsRecord, GoodsStock, Inventory } from '../../data/types';
import type { Ctx } from '../shared/buyer';
import { goodsView, type GoodsViewOptions } from '../shared/goods-view';
import type { GoodsSlice } from './goods-index';
import { viewer } from './support';

/**
 * Goods presented to the caller, always through goodsView (prices and buy_block follow the buyer). Zone prices go
 * through goodsView's price override; the zone's "before" price replaces base_price only where prices are visible.
 */
export type ViewOptionsOf = (g: GoodsRecord) => GoodsViewOptions & { basePriceFen?: Fen; number?: number };

export function goodsViews(ctx: Ctx, records: readonly GoodsRecord[], opts?: ViewOptionsOf, account = viewer(ctx)): Goods[] {
  return records.map((g) => present(ctx, g, account, opts?.(g)));
}

export function present(
  ctx: Ctx,
  g: GoodsRecord,
  account: AccountRecord | null,
  opts?: GoodsViewOptions & { basePriceFen?: Fen; number?: number },
): Goods {
  const view = goodsView(ctx, g, account, opts);
  if (opts?.basePriceFen !== undefined && view.price !== null) view.base_price = fenToYuan(opts.basePriceFen);
  if (opts?.number !== undefined) view.number = Math.max(0, opts.number);
  return view;
}

export function goodsPage(ctx: Ctx, slice: GoodsSlice, opts?: ViewOptionsOf) {
  return { total: slice.total, page: slice.page, page_size: slice.pageSize, list: goodsViews(ctx, slice.items, opts) };
}

/** The near-expiry batch a zone sells: the first near-expiry line with stock, else the first near-expiry line. */
export function jxqLine(inventory: Inventory, g: GoodsRecord): GoodsStock | null {
  return g.stocks.find((s) => s.isJxq === 1 && lineStock(inventory, s) > 0) ?? g.stocks.find((s) => s.isJxq === 1) ?? null;
}

import type { AccountRecord } from '../../data/types';
import { cartCount } from '../trade/cart';
import { advance } from '../trade/lifecycle';
import type { Ctx } from './buyer';

/** The buyer's cart line count (goods kinds), for the user state's badge: the same number GET /api/cart/total answers. */
export function cartLineCount(ctx: Ctx, buyer: AccountRecord): number {
  return cartCount(ctx.db, buyer.id);
}

/**
 * Applies what the trade's simulated back office has done by now (unpaid orders timed out, receipts confirmed, orders
 * shipped, invoices issued), so areas that show its effects — the inbox, the wallet logs — are up to date. The trade
 * calls do this themselves; other areas may call it before reading messages or logs.
 */
export function settleTrade(ctx: Ctx): void {
  advance(ctx.db, ctx.now.getTime());
}

import { areaState, type DemoDb } from '../../state';
import type { CartLineRecord, TradeState } from './records';

/**
 * The trade area's state (records.ts) in the db. It starts empty; the demo's past orders are laid in when the db is
 * built (history.ts, from app.ts createDemoDb).
 */
function init(): TradeState {
  return {
    carts: {},
    orders: {},
    paySessions: {},
    afterSales: {},
    invoices: {},
    pointsOrders: {},
    groupJoins: {},
    taps: {},
  };
}

export function tradeState(db: DemoDb): TradeState {
  return areaState(db, 'trade', init);
}

export function cartOf(state: TradeState, storeId: number): CartLineRecord[] {
  return (state.carts[String(storeId)] ??= []);
}

/** Lines (goods kinds) in a store's cart: GET /api/cart/total and the user state's badge. */
export function cartCount(db: DemoDb, storeId: number): number {
  return tradeState(db).carts[String(storeId)]?.length ?? 0;
}

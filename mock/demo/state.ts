import type { Catalogue, Inventory, Members } from './data/types';

/**
 * The demo API's whole state, built from a fixed seed at start (app.ts createDemoDb):
 * - `catalogue`: goods, activities, content and configuration — never changed by a request; only the warehouses'
 *   morning price cuts (handlers/account/reminder-schedule.ts) lower some prices, and those are kept in an area's state
 *   and laid over the seed's catalogue again after a restore;
 * - `inventory`: the counters requests change (stock, coupons handed out, group-buy joins, spike, combination and
 *   points-mall stock), kept apart from the catalogue;
 * - `members`: the accounts with their wallets, points, coupons, inbox, addresses and documents;
 * - `areas`: each handler area's own records, created by its `init` (the trade's carts and orders…).
 * Everything but the catalogue is plain data, so it can be written to DEMO_STATE_FILE and read back (persist.ts).
 */
export interface DemoDb {
  catalogue: Catalogue;
  inventory: Inventory;
  members: Members;
  /** Monotonic id sequences by name (orders, cart lines, messages…), so ids never repeat after a restart. */
  seq: Record<string, number>;
  /** Area states keyed by area name; each area reads its own through a typed accessor. */
  areas: Record<string, unknown>;
}

export function nextId(db: DemoDb, name: string, start = 1): number {
  const value = (db.seq[name] ?? start - 1) + 1;
  db.seq[name] = value;
  return value;
}

/** Typed access to an area's state, created on first use. */
export function areaState<T>(db: DemoDb, name: string, init: (db: DemoDb) => T): T {
  if (!(name in db.areas)) db.areas[name] = init(db);
  return db.areas[name] as T;
}

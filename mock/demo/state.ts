import type { Catalogue } from './data/types';

/**
 * The demo API's whole state. The catalogue (with its mutable accounts: balance, points, coupons, messages…) is built
 * from a fixed seed at start; each handler area keeps its own records in `areas`, created by its `init`.
 * Everything is plain data so it can be written to DEMO_STATE_FILE and read back.
 */
export interface DemoDb {
  cat: Catalogue;
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

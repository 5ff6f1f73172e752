import { buildSeed, DEFAULT_GOODS_COUNT } from './data/catalogue';
import { staticAsset } from './data/images';
import { membersOf } from './data/members';
import { createEngine, type Engine, type Handlers, type PartialHandlers } from './core/engine';
import { loadContract } from './core/contract';
import type { DemoFault } from './data/types';
import type { DemoDb } from './state';
import { accountHandlers } from './handlers/account';
import { settleReminders } from './handlers/account/reminder-schedule';
import { settleReviews } from './handlers/account/review';
import { accountArea } from './handlers/account/state';
import { catalogueHandlers } from './handlers/catalogue';
import { tradeHandlers } from './handlers/trade';
import { warmGoodsIndexes } from './handlers/catalogue/goods';
import { seedTradeHistory } from './handlers/trade/history';
import { warmPurchaseListIndex } from './handlers/trade/purchase-list';

/**
 * The stateful demo API: the seeded marketplace plus the handlers of every contract operation, organised by the
 * contract's tags in three areas (catalogue: what a visitor browses; trade: cart, orders, payment, coupons, points;
 * account: session and member centre).
 */

export interface DemoApiOptions {
  seed?: number;
  goodsCount?: number;
  /**
   * Test-only: the oldest industry news and renhe's purchase-request and feedback replies carry attack payloads
   * (data/hostile-content.ts), for the tests that prove the site's sanitiser. Off by default: `npm start` never has it.
   */
  hostileContent?: boolean;
  /** Test-only deliberate faults (DemoFault, data/types.ts), for the tests that prove the conformance kit finds them. */
  faults?: readonly DemoFault[];
  now?: () => Date;
  log?: (line: string) => void;
  /** Lays saved state over the fresh seed (DEMO_STATE_FILE). */
  restore?: (api: DemoApi) => void;
  /** Called after every successful write request (e.g. to persist). */
  afterWrite?: (api: DemoApi) => void;
  /**
   * Whether the list, search and purchase-list match indexes are built at start (the default: the first buyer's
   * request does not wait for them) or by the first request that needs one. Test-only false: an e2e world that never
   * searches then does not pay ~150 ms of CPU for them.
   */
  warmIndexes?: boolean;
}

export type DemoApi = Engine<DemoDb>;

/** Whether the table has a handler for every operation of the contract. */
function coversContract(handlers: PartialHandlers<DemoDb>, missing: string[]): handlers is Handlers<DemoDb> {
  return missing.length === 0;
}

/** Every operation of the contract has its handler; a new operation without one stops the demo API at start. */
export function allHandlers(): Handlers<DemoDb> {
  const merged: PartialHandlers<DemoDb> = { ...catalogueHandlers, ...tradeHandlers, ...accountHandlers };
  const missing = loadContract()
    .operations.map((op) => op.operationId)
    .filter((id) => !merged[id]);
  if (!coversContract(merged, missing)) throw new Error(`the demo API has no handler for: ${missing.join(', ')}`);
  return merged;
}

/**
 * The simulated back office reviewing documents, and the warehouses' mornings that make reminders fire, catch up to
 * the request's clock before any call (review.ts, reminder-schedule.ts).
 */
function catchUp(db: DemoDb, now: Date): void {
  settleReviews(db, now.getTime());
  settleReminders(db, now.getTime());
}

/** The seeded marketplace: catalogue, inventory and accounts from the seed, and the trade's past orders. */
export function createDemoDb(options: DemoApiOptions = {}): DemoDb {
  const now = options.now ?? (() => new Date());
  const { catalogue, inventory, accounts } = buildSeed({
    seed: options.seed,
    goodsCount: options.goodsCount ?? (Number(process.env.DEMO_GOODS) || DEFAULT_GOODS_COUNT),
    now: now(),
    hostileContent: options.hostileContent ?? false,
    faults: options.faults ?? [],
  });
  const db: DemoDb = { catalogue, inventory, members: membersOf(accounts), seq: {}, areas: {} };
  seedTradeHistory(db);
  return db;
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const db = createDemoDb(options);
  const handlers = allHandlers();
  const api: DemoApi = createEngine({
    db,
    handlers,
    // The catalogue's pictures, then those of what members uploaded.
    asset: (p) => staticAsset(p, db.catalogue, accountArea(db).pictures),
    clock: options.now,
    beforeHandler: catchUp,
    log: options.log ?? ((line) => console.warn(line)),
    afterWrite: () => options.afterWrite?.(api),
    writes: (op) => op.method !== 'GET' || op.operationId === 'drawPrize',
  });
  options.restore?.(api);
  // The list, search and purchase-list match indexes are built now, not by the first buyer's request.
  if (options.warmIndexes !== false) {
    warmGoodsIndexes(db);
    warmPurchaseListIndex(db.catalogue);
  }
  return api;
}

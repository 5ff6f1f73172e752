/**
 * Shared state of the conformance scenario: the running demo API, the log, the seeded accounts, named browser-like
 * clients and small helpers to state what a step expects without stopping the run.
 */
import type { Obj } from '@tests/contract/load-contract';
import type { ConformanceLog } from '@tests/demo/support/conformance-log';
import type { DemoAccounts } from '@tests/demo/support/demo-accounts';
import { DemoClient, type CallResult } from '@tests/demo/support/demo-client';
import type { RunningDemo } from '@tests/demo/support/demo-server';
import type { AccountRecord } from '@mock/demo/data/types';

export interface Scenario {
  demo: RunningDemo;
  log: ConformanceLog;
  accounts: DemoAccounts;
  client(name: string): DemoClient;
  /** Values found by earlier steps that later steps act on (ids of goods, orders, coupons…). */
  memo: Map<string, unknown>;
}

export function createScenario(demo: RunningDemo, log: ConformanceLog, accounts: DemoAccounts): Scenario {
  const clients = new Map<string, DemoClient>();
  return {
    demo,
    log,
    accounts,
    memo: new Map(),
    client(name) {
      let c = clients.get(name);
      if (!c) {
        c = new DemoClient(demo.baseUrl, log, name);
        clients.set(name, c);
      }
      return c;
    },
  };
}

/** Records an unmet expectation when the status is not one of `statuses` (operations not built yet are not blamed). */
export function expectStatus(s: Scenario, r: CallResult, statuses: number | number[], what: string): boolean {
  const list = Array.isArray(statuses) ? statuses : [statuses];
  if (r.notBuilt) return false;
  return s.log.expectation(list.includes(r.status), `${what}: expected ${list.join('/')}, got ${r.status}${r.msg ? ` (${r.msg})` : ''}`);
}

export function expectOk(s: Scenario, r: CallResult, what: string): boolean {
  if (r.notBuilt) return false;
  return s.log.expectation(r.ok, `${what}: expected success, got ${r.status}${r.msg ? ` (${r.msg})` : ''}`);
}

export async function login(s: Scenario, client: DemoClient, account: AccountRecord): Promise<boolean> {
  const r = await client.call('loginByPassword', { body: { username: account.username, password: account.password }, label: `login ${account.username}` });
  return expectOk(s, r, `login as ${account.username}`);
}

/** A list inside a page or a bare list, whichever the operation answers. */
export function listOf<T = Obj>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as Obj).list)) return (data as Obj).list as T[];
  return [];
}

/** The first number in a path like `/yjh/12` or `/zqmb/7`. */
export function idFromUrl(url: unknown, prefix: string): number | null {
  if (typeof url !== 'string') return null;
  const m = new RegExp(`/${prefix}/(\\d+)`).exec(url);
  return m ? Number(m[1]) : null;
}

export function firstDefined<T>(...values: Array<T | null | undefined>): T | undefined {
  for (const v of values) if (v !== null && v !== undefined) return v;
  return undefined;
}

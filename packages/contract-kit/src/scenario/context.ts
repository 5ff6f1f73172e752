/**
 * Shared state of the kit's stateful scenario: the server under test, the log, the accounts it may use, named
 * browser-like clients and small helpers to state what a step expects without stopping the run. Every id the
 * scenario acts on comes from an earlier answer; nothing is read from a server's database.
 */
import { KitClient, type CallResult } from '../client';
import type { Obj } from '../contract';
import type { KitLog } from '../log';

export interface Credentials {
  username: string;
  password: string;
}

/** The accounts a run may log in with. Only `buyer` is needed; each other kind unlocks the steps that need it. */
export interface KitAccounts {
  /** A buyer with valid qualifications and a signed e-contract. */
  buyer: Credentials;
  /** A chain head with stores (store switch, cart copy, new store). */
  chain?: Credentials;
  /** An account without a signed e-contract (buying answers 459 until it signs). */
  unsigned?: Credentials;
  /** An account with an expired qualification (buying refused). */
  expired?: Credentials;
  /** An account whose 经营范围 excludes devices (buying a device refused). */
  clinic?: Credentials;
  /** An account whose profile and password the run may change (the password is changed and changed back). */
  spare?: Credentials;
}

export interface KitTarget {
  baseUrl: string;
  accounts: KitAccounts;
  /** An SMS code the server accepts for any phone (test systems); without it the SMS and registration steps are skipped. */
  smsCode?: string;
  /** Moves the server's clock forward (QR codes get scanned, SMS resend waits pass); without it those steps are skipped. */
  advance?: (ms: number) => void;
  /** Seeds the phone numbers and names the run registers, so two runs against one server do not collide. */
  seed: number;
}

export interface Scenario {
  target: KitTarget;
  log: KitLog;
  client(name: string): KitClient;
  /** Values found by earlier steps that later steps act on (ids of goods, orders, coupons…). */
  memo: Map<string, unknown>;
  /** Every same-site link seen in answers (`/hdzx?ids=…`, `/yjh/12`), for ids no list exposes. */
  links: Set<string>;
}

export function createScenario(target: KitTarget, log: KitLog): Scenario {
  const clients = new Map<string, KitClient>();
  return {
    target,
    log,
    memo: new Map(),
    links: new Set(),
    client(name) {
      let c = clients.get(name);
      if (!c) {
        c = new KitClient(target.baseUrl, log, name);
        clients.set(name, c);
      }
      return c;
    },
  };
}

/** Records an unmet expectation when the status is not one of `statuses`. */
export function expectStatus(s: Scenario, r: CallResult<unknown>, statuses: number | number[], what: string): boolean {
  const list = Array.isArray(statuses) ? statuses : [statuses];
  return s.log.expectation(list.includes(r.status), `${what}: expected ${list.join('/')}, got ${r.status}${r.msg ? ` (${r.msg})` : ''}`);
}

export function expectOk(s: Scenario, r: CallResult<unknown>, what: string): boolean {
  return s.log.expectation(r.ok, `${what}: expected success, got ${r.status}${r.msg ? ` (${r.msg})` : ''}`);
}

export async function login(s: Scenario, client: KitClient, account: Credentials): Promise<boolean> {
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

/** Collects every same-site link (a string starting with `/` and naming a page) found in an answer. */
export function collectLinks(s: Scenario, data: unknown, depth = 0): void {
  if (depth > 8 || data === null || data === undefined) return;
  if (typeof data === 'string') {
    if (/^\/[a-z]/i.test(data) && !data.startsWith('/static/') && !data.startsWith('/api/')) s.links.add(data);
    return;
  }
  if (Array.isArray(data)) for (const v of data) collectLinks(s, v, depth + 1);
  else if (typeof data === 'object') for (const v of Object.values(data as Obj)) collectLinks(s, v, depth + 1);
}

/** A phone number for this run: 139 + 8 digits from the seed and a serial, never one of the well-known demo phones. */
export function runPhone(s: Scenario, serial: number): string {
  const n = (Math.abs(s.target.seed) * 7919 + serial * 104729) % 100_000_000;
  return `139${String(n).padStart(8, '0')}`;
}

/**
 * A small client of the demo API's engine for the account tests: bodies form-encoded exactly as the site sends
 * them, the session cookie kept like a browser keeps it, a clock the test moves, and every answer checked against
 * the contract (any violation fails the test at the call that caused it).
 */
import { expect } from 'vitest';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '@mock/demo/app';
import type { AccountRecord } from '@mock/demo/data/types';
import { encodeForm } from '@/lib/http/form';
import { operation } from '@yaocai/contract-kit';
import { callEngine } from '../support/engine-calls';

export const START = Date.parse('2026-11-22T02:00:00Z');

export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: unknown;
  msg: string;
  data: T;
  errors: Record<string, string[]> | undefined;
  setCookies: string[];
}

export class Clock {
  t = START;
  advance(ms: number): void {
    this.t += ms;
  }
  readonly now = (): Date => new Date(this.t);
}

/** One demo API and its clock, shared by the browsers of a test (`hostileContent`: the sanitiser tests' payloads). */
export function demo(options: Pick<DemoApiOptions, 'hostileContent'> = {}): { api: DemoApi; clock: Clock } {
  const clock = new Clock();
  return { api: createDemoApi({ now: clock.now, log: () => {}, ...options }), clock };
}

export interface CallInput {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export class Browser {
  cookie: string | null = null;

  constructor(readonly api: DemoApi) {}

  call<T = Record<string, unknown>>(operationId: string, input: CallInput = {}): Answer<T> {
    const op = operation(operationId);
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(input.path?.[name])));
    const qs = input.query ? encodeForm(input.query).toString() : '';
    const req = {
      method: op.method,
      url: qs ? `${path}?${qs}` : path,
      cookie: this.cookie,
      contentType: input.body ? 'application/x-www-form-urlencoded' : null,
      body: input.body ? encodeForm(input.body).toString() : null,
    };
    const ans = callEngine(this.api, op, req);
    expect(ans.violations.map((v) => v.message), `${operationId} answer breaks the contract`).toEqual([]);
    for (const line of ans.cookies) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name !== 'yc_session') continue;
      this.cookie = value && !/max-age=0/i.test(line) ? `yc_session=${value}` : null;
    }
    const json = (ans.json ?? {}) as Record<string, unknown>;
    return {
      status: ans.status,
      code: json.code,
      msg: String(json.msg ?? ''),
      data: json.data as T,
      errors: json.errors as Record<string, string[]> | undefined,
      setCookies: ans.cookies,
    };
  }

  login(username: string, password: string): Answer {
    return this.call('loginByPassword', { body: { username, password } });
  }

  loginAs(account: AccountRecord): this {
    const r = this.login(account.username, account.password);
    expect(r.status, `login ${account.username}: ${r.msg}`).toBe(200);
    return this;
  }
}

export const hasChinese = (s: unknown) => typeof s === 'string' && /[\u4e00-\u9fa5]/.test(s);

/** The seeded accounts that log in themselves (not the stores a chain head buys for). */
export function topAccounts(api: DemoApi): AccountRecord[] {
  return api.db.members.accounts.filter((a) => a.parentId === null && a.password !== '');
}

export function account(api: DemoApi, pick: (a: AccountRecord) => boolean, what: string): AccountRecord {
  const a = api.db.members.accounts.find(pick);
  if (!a) throw new Error(`the seed has no ${what}`);
  return a;
}

import { randomBytes } from 'node:crypto';
import { createDemoApi, type DemoApiOptions } from '@mock/demo/app';
import { SESSION_COOKIE } from '@mock/demo/core/engine';

/**
 * Calls the demo API's engine directly. Sessions are opened on the engine itself (as a login would), so these tests
 * depend only on the catalogue handlers, not on the account area's login.
 */
export const NOW = new Date('2026-11-22T02:00:00Z');

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, string>;
}

export type Api = ReturnType<typeof createDemoApi>;

export function demo(options: DemoApiOptions = {}): Api {
  return createDemoApi({ now: () => NOW, log: () => {}, ...options });
}

export function sessionFor(api: Api, accountId: number, storeId = accountId): string {
  const token = randomBytes(12).toString('hex');
  api.sessions.set(token, { token, accountId, storeId });
  return `${SESSION_COOKIE}=${token}`;
}

export function call<T = unknown>(api: Api, method: string, url: string, cookie?: string, body?: string): Answer<T> {
  const r = api.handle({ method, url, cookie, contentType: 'application/x-www-form-urlencoded', body });
  const parsed = JSON.parse(String(r.body)) as { code: number; msg: string; data: T };
  return { status: r.status, code: parsed.code, msg: parsed.msg, data: parsed.data, headers: r.headers };
}

export const get = <T = unknown>(api: Api, url: string, cookie?: string) => call<T>(api, 'GET', url, cookie);

export const ACCOUNTS = { pharmacy: 1, clinic: 2, expired: 3, chain: 4, unsigned: 8 } as const;

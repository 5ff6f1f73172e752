/**
 * Calls the demo API's engine directly (no HTTP: fast enough for property tests) and checks each answer with the
 * contract validator.
 */
import type { DemoApi } from '@mock/demo/app';
import type { DemoRequest } from '@mock/demo/core/engine';
import { encodeForm } from '@/lib/http/form';
import { checkResponse, type ContractOperation, type Obj, type Violation } from '@yaocai/contract-kit';

/** A 503 answered for an operation whose handler is not written yet. */
const NOT_BUILT_MSG = '该功能暂未开放';

function isNotBuilt(status: number, json: unknown): boolean {
  return status === 503 && !!json && typeof json === 'object' && (json as Obj).msg === NOT_BUILT_MSG;
}

export const SESSION_COOKIE = 'yc_session';

export interface EngineAnswer {
  status: number;
  contentType: string | null;
  text: string;
  json: Record<string, unknown> | null;
  cookies: string[];
  notBuilt: boolean;
  violations: Violation[];
}

export function callEngine(api: DemoApi, op: ContractOperation, req: DemoRequest): EngineAnswer {
  const res = api.handle(req);
  const contentType = res.headers['Content-Type'] ?? res.headers['content-type'] ?? null;
  const text = typeof res.body === 'string' ? res.body : `(binary ${res.body.length} bytes)`;
  const headers: Record<string, string | string[]> = { 'set-cookie': res.setCookies };
  for (const [k, v] of Object.entries(res.headers)) headers[k.toLowerCase()] = v;
  const { violations, json } = checkResponse(op, `${req.method} ${req.url}`, { status: res.status, contentType, text, headers });
  const obj = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  return { status: res.status, contentType, text, json: obj, cookies: res.setCookies, notBuilt: isNotBuilt(res.status, obj), violations };
}

/** Logs in by password through the engine; the session cookie, or null when the login does not succeed. */
export function engineLogin(api: DemoApi, username: string, password: string): string | null {
  const res = api.handle({
    method: 'POST',
    url: '/api/auth/login',
    contentType: 'application/x-www-form-urlencoded',
    body: encodeForm({ username, password }).toString(),
  });
  if (res.status !== 200) return null;
  for (const c of res.setCookies) {
    const [pair] = c.split(';');
    if (pair!.startsWith(`${SESSION_COOKIE}=`) && pair!.length > SESSION_COOKIE.length + 1) return pair!;
  }
  return null;
}

export const hasChinese = (s: unknown): boolean => typeof s === 'string' && /[\u4e00-\u9fa5]/.test(s);

/** Everything wrong with one answer, as readable lines (empty when it is fine). */
export function problemsOf(ans: EngineAnswer): string[] {
  const out: string[] = [];
  const msg = ans.json?.msg;
  if (ans.status >= 500) out.push(`answered ${ans.status} (${String(msg ?? ans.text.slice(0, 120))})`);
  for (const v of ans.violations) out.push(v.message);
  if (ans.status >= 400) {
    if (!ans.json) out.push(`the ${ans.status} answer is not JSON (${ans.contentType})`);
    else {
      if (!hasChinese(msg)) out.push(`${ans.status} msg is not a Chinese explanation: ${JSON.stringify(msg)}`);
      if (ans.json.data !== null && ans.json.data !== undefined) out.push(`${ans.status} data is not null`);
      if (ans.status === 422) {
        const errors = ans.json.errors as Record<string, unknown> | undefined;
        if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) out.push('422 without an errors map');
        else {
          for (const [field, list] of Object.entries(errors)) {
            if (!Array.isArray(list) || list.length === 0 || !list.every(hasChinese)) out.push(`422 errors.${field} has no Chinese message: ${JSON.stringify(list)}`);
          }
        }
      }
    }
  }
  return out;
}


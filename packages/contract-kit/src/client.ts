/**
 * A browser-like client of an API under test, over real HTTP: a cookie jar, bodies form-encoded exactly like the site
 * (src/lib/http/form.ts encodeForm), multipart for the upload operations. Every call is checked against the contract
 * (request and answer) and recorded in a KitLog; calls never throw on HTTP errors, so a run keeps going and the
 * report lists everything at once.
 */
import type { operations } from '../../../generated/openapi';
import { encodeForm } from '../../../src/lib/http/form';
import { bodyExample, operation, parameterExamples, resolveRef, type ContractOperation, type Obj } from './contract';
import type { KitLog } from './log';
import { checkRequest, checkResponse, type Violation } from './validator';

export interface UploadFile {
  name: string;
  type: string;
  content: string | Uint8Array;
}

export interface CallOptions {
  path?: Obj;
  query?: Obj;
  /** Form fields; defaults to the contract's request example when the operation has a body. */
  body?: Obj;
  /** Multipart fields (the upload operations); UploadFile values become file parts. */
  multipart?: Record<string, string | number | UploadFile | UploadFile[] | undefined>;
  /** Sends this text as the body instead (malformed input), with `contentType`. */
  rawBody?: string;
  contentType?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Leave out the required query parameters' examples. */
  exactQuery?: boolean;
  /** The request is malformed on purpose (a refusal is under test): its own contract violations are not reported. */
  malformed?: boolean;
  label?: string;
  phase?: 'scenario' | 'examples' | 'fuzz';
}

export interface CallResult<T = Obj> {
  status: number;
  ok: boolean;
  /** The whole JSON envelope, when the answer is JSON. */
  json: Obj | null;
  /** The envelope's data when the call succeeded, else null. */
  data: T | null;
  msg: string;
  code: number | null;
  contentType: string | null;
  headers: Headers;
  violations: Violation[];
}

/** An operationId of the contract (generated/openapi.d.ts, openapi-typescript): a misspelt one fails the typecheck. */
export type OperationId = keyof operations & string;

/** A tiny valid PNG (1×1), used as the picture of every upload. */
export const PNG_1X1 = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

export function pngFile(name = '回单.png'): UploadFile {
  return { name, type: 'image/png', content: PNG_1X1 };
}

function fillPath(template: string, params: Obj): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined || v === null) throw new Error(`path parameter ${name} missing for ${template}`);
    return encodeURIComponent(String(v));
  });
}

export class KitClient {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly log: KitLog,
    readonly name: string,
  ) {}

  hasCookie(name: string): boolean {
    return this.jar.has(name);
  }

  clearCookies(): void {
    this.jar.clear();
  }

  /** Sets a cookie by hand (a forged or stale session, to prove 401 handling). */
  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  private cookieHeader(): string | undefined {
    if (this.jar.size === 0) return undefined;
    return [...this.jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private storeCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq <= 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  url(op: ContractOperation, opts: CallOptions): string {
    const pathParams = { ...parameterExamples(op, 'path'), ...(opts.path ?? {}) };
    const query = { ...(opts.exactQuery ? {} : parameterExamples(op, 'query', true)), ...(opts.query ?? {}) };
    const qs = encodeForm(query).toString();
    return fillPath(op.path, pathParams) + (qs ? `?${qs}` : '');
  }

  async call<T = Obj>(operationId: OperationId, opts: CallOptions = {}): Promise<CallResult<T>> {
    const op = operation(operationId);
    const url = this.url(op, opts);
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(opts.headers ?? {}) };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | undefined;
    let checked: string | Obj | null = null;
    // fetch sets the multipart boundary itself, so the type the request check sees is kept apart from the headers.
    let checkType: string | null = null;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      checked = opts.rawBody;
      headers['content-type'] = opts.contentType ?? 'application/x-www-form-urlencoded';
    } else if (opts.multipart) {
      const form = new FormData();
      const fields: Obj = {};
      for (const [k, v] of Object.entries(opts.multipart)) {
        if (v === undefined) continue;
        const list = Array.isArray(v) ? v : [v];
        for (const item of list) {
          if (typeof item === 'object') {
            form.append(k, new Blob([typeof item.content === 'string' ? item.content : Uint8Array.from(item.content)], { type: item.type }), item.name);
            fields[k] = Array.isArray(v) ? [...((fields[k] as string[] | undefined) ?? []), item.name] : item.name;
          } else {
            form.append(k, String(item));
            fields[k] = String(item);
          }
        }
      }
      body = form;
      checked = fields;
      checkType = 'multipart/form-data';
    } else if (op.body) {
      const fields = opts.body ?? bodyExample(op);
      body = encodeForm(fields).toString();
      checked = body;
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (opts.body) {
      // A body for an operation that takes none: sent anyway, and flagged by the request check.
      body = encodeForm(opts.body).toString();
      checked = body;
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    checkType ??= headers['content-type'] ?? null;
    const call = `${this.name}: ${op.method} ${url}`;
    const requestCheck = checkRequest({ method: op.method, url, contentType: checkType, body: checked });
    const violations: Violation[] = opts.malformed ? [] : requestCheck.violations.map((v) => ({ ...v, call }));
    if (requestCheck.op && requestCheck.op.operationId !== op.operationId) {
      violations.push({ operationId: op.operationId, kind: 'request', call, status: null, pointer: '', message: `the path routes to ${requestCheck.op.operationId}, not ${op.operationId}` });
    }

    let res: Response;
    try {
      res = await fetch(this.baseUrl + url, { method: op.method, headers, body, redirect: 'manual' });
    } catch (e) {
      // No answer at all (connection refused or reset): the operation is not reached; the run goes on.
      this.log.skip(op.operationId, `no answer: ${e instanceof Error ? e.message : String(e)}`);
      return { status: 0, ok: false, json: null, data: null, msg: '', code: null, contentType: null, headers: new Headers(), violations };
    }
    const setCookies = res.headers.getSetCookie();
    this.storeCookies(setCookies);
    const contentType = res.headers.get('content-type');
    let text: string;
    if ((contentType ?? '').includes('json') || (contentType ?? '').startsWith('text/')) text = await res.text();
    else {
      const bytes = new Uint8Array(await res.arrayBuffer());
      text = bytes.length ? `(binary ${bytes.length} bytes, starts ${JSON.stringify(Buffer.from(bytes.slice(0, 5)).toString('latin1'))})` : '';
    }
    const responseHeaders: Record<string, string | string[]> = { 'set-cookie': setCookies };
    res.headers.forEach((v, k) => {
      if (k !== 'set-cookie') responseHeaders[k] = v;
    });
    const responseCheck = checkResponse(op, call, { status: res.status, contentType, text, headers: responseHeaders });
    violations.push(...responseCheck.violations);
    // 500 is declared for outages; an answer to a request is never a crash, whatever the request.
    if (res.status === 500) violations.push({ operationId: op.operationId, kind: 'crash', call, status: 500, pointer: '', message: `answered 500 (${text.slice(0, 160)})` });
    const json = responseCheck.json && typeof responseCheck.json === 'object' ? (responseCheck.json as Obj) : null;
    const msg = typeof json?.msg === 'string' ? json.msg : '';
    const code = typeof json?.code === 'number' ? json.code : null;
    this.log.record({ operationId: op.operationId, call, status: res.status, code, msg: json ? msg : null, label: opts.label ?? '', phase: opts.phase ?? 'scenario' }, violations);
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, ok, json, data: ok ? ((json?.data ?? null) as T | null) : null, msg, code, contentType, headers: res.headers, violations };
  }
}

/** The contract's multipart example with every binary field replaced by a small PNG file. */
export function multipartExample(op: ContractOperation): NonNullable<CallOptions['multipart']> {
  const schema = resolveRef<Obj>(op.body?.schema ?? {});
  const props = (schema.properties as Record<string, Obj> | undefined) ?? {};
  const out: NonNullable<CallOptions['multipart']> = {};
  for (const [k, v] of Object.entries(bodyExample(op))) {
    const prop = resolveRef<Obj>(props[k] ?? {});
    const items = resolveRef<Obj>(prop.items ?? {});
    if (prop.format === 'binary') out[k] = pngFile(`${k}.png`);
    else if (items.format === 'binary') out[k] = [pngFile(`${k}.png`)];
    else if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}

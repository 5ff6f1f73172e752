import { randomBytes } from 'node:crypto';
import { loadContract, type OperationSpec } from './contract';
import { parseForm } from './form';
import { createIdempotencyStore, IDEMPOTENCY_HEADER, idempotencyConflict, requestFingerprint } from './idempotency';
import { boundaryOf, parseMultipart, type UploadedFile } from './multipart';
import type { OperationBody, OperationData, OperationId, OperationPath, OperationQuery, RawBody } from './operations';
import { ApiFailure, invalid, notFound, refuse, unauthorized, type Reply } from './respond';
import { revalidateQuery, validateRequest, type FieldErrors } from './validate';

/**
 * The demo API's engine, independent of any HTTP stack: a request in, a response out. The Node server (mock/server.ts)
 * and the MSW adapter (vitest) are thin shells around it. Handlers are synchronous over in-memory state, so a request
 * is applied atomically: Node runs one at a time, which is what makes parallel adds and checkouts safe.
 */
export const SESSION_COOKIE = 'yc_session';

export interface DemoRequest {
  method: string;
  /** Path and query, e.g. `/api/goods/list?page=2`. */
  url: string;
  cookie?: string | null;
  contentType?: string | null;
  /** Text for forms and JSON; bytes for multipart uploads (text is read as UTF-8). */
  body?: string | Uint8Array | null;
  /** Other request headers the operations read (e.g. `Idempotency-Key`), by name in any case. */
  headers?: Record<string, string | string[] | null | undefined>;
}

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
  setCookies: string[];
}

export interface Session {
  token: string;
  accountId: number;
  /** The store a multi-store account buys for (its own id otherwise). */
  storeId: number;
}

export interface HandlerContext<Db> {
  op: OperationSpec;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  db: Db;
  session: Session | null;
  now: Date;
  /** The request's headers, names in lower case (one value each). */
  headers: Record<string, string>;
  /** Files of a multipart upload (their names are in `body`). */
  files: UploadedFile[];
  /** Starts a session for the account and sets the httpOnly cookie. */
  login(accountId: number, storeId?: number): Session;
  /** Ends the current session and clears the cookie. */
  logout(): void;
  /** Ends every session of an account except the current one (after a password change or reset). */
  endOtherSessions(accountId: number): number;
}

/**
 * What the handler of operation K is given: the request's path parameters, query and body typed by the contract
 * (generated/openapi.d.ts, see ./operations.ts) — exactly the fields its operation declares, as the engine validated
 * and coerced them (./validate.ts). A field the operation does not have is not there to read.
 */
export type OperationContext<Db, K extends OperationId> = Omit<HandlerContext<Db>, 'op' | 'params' | 'query' | 'body'> & {
  op: OperationSpec<K>;
  params: OperationPath<K>;
  query: OperationQuery<K>;
  body: OperationBody<K>;
};

type HandlerResult<K extends OperationId> = OperationData[K] | Reply<OperationData[K]>;
export type Handler<Db, K extends OperationId> = (ctx: OperationContext<Db, K>) => HandlerResult<K>;
export type Handlers<Db> = { [K in OperationId]: Handler<Db, K> };
export type PartialHandlers<Db> = { [K in OperationId]?: Handler<Db, K> };

interface EngineOptions<Db> {
  db: Db;
  handlers: Handlers<Db>;
  /** Serves `/static/...` (generated SVG images). */
  asset?: (path: string) => { type: string; body: string | Uint8Array } | null;
  /** Called before every handler with the request's clock, e.g. to let simulated back-office work catch up to it. */
  beforeHandler?: (db: Db, now: Date) => void;
  /** Called after every successful write request, e.g. to persist the state. */
  afterWrite?: () => void;
  /** Whether an operation changes state (default: every method but GET). GET /api/draw (drawPrize) draws a prize, so it is a write too. */
  writes?: (op: OperationSpec) => boolean;
  clock?: () => Date;
  /** Sessions survive a restart when the state is persisted. */
  sessions?: Map<string, Session>;
  log?: (line: string) => void;
}

export interface Engine<Db> {
  handle(req: DemoRequest): DemoResponse;
  readonly db: Db;
  readonly sessions: Map<string, Session>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const CONTRACT_VERSION_HEADER = 'X-Contract-Version';

/** Removes the session cookies already set in this answer (the last word on the session is the one sent). */
function dropSessionCookies(setCookies: string[]): void {
  for (let i = setCookies.length - 1; i >= 0; i--) if (setCookies[i]!.startsWith(`${SESSION_COOKIE}=`)) setCookies.splice(i, 1);
}

function json(status: number, payload: unknown, setCookies: string[] = []): DemoResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' }, body: JSON.stringify(payload), setCookies };
}

function failure(e: ApiFailure, setCookies: string[] = []): DemoResponse {
  const payload: Record<string, unknown> = { code: e.code, msg: e.message, data: null };
  if (e.errors) payload.errors = e.errors;
  const res = json(e.status, payload, setCookies);
  if (e.headers) Object.assign(res.headers, e.headers);
  return res;
}

/** Header names in lower case, one value each (a repeated header keeps its first value). */
function headerMap(raw: DemoRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const v = Array.isArray(value) ? value[0] : value;
    if (typeof v === 'string') out[name.toLowerCase()] = v;
  }
  return out;
}

function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

const firstMessage = (errors: FieldErrors): string => Object.values(errors)[0]?.[0] ?? '请求参数不正确';

/** Picks the refusal an operation declares for input it cannot accept, in the contract's order of preference. */
function inputFailure(op: OperationSpec, errors: FieldErrors, place: 'path' | 'query' | 'body'): ApiFailure | null {
  if (place === 'path' && op.statuses.has(404)) return notFound();
  if (op.statuses.has(422)) return invalid(errors);
  if (op.statuses.has(400)) return refuse(firstMessage(errors), 40000);
  if (op.statuses.has(404)) return notFound();
  return null;
}

export function createEngine<Db>(options: EngineOptions<Db>): Engine<Db> {
  const { doc, operations } = loadContract();
  const contractVersion = String(doc.info.version);
  const sessions = options.sessions ?? new Map<string, Session>();
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? (() => {});
  const idempotency = createIdempotencyStore<DemoResponse>();

  function route(method: string, pathname: string): { op: OperationSpec; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const op of operations) {
      const m = op.match.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (op.method !== method) continue;
      const params: Record<string, string> = {};
      op.pathParams.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1]!);
        } catch {
          params[name] = m[i + 1]!;
        }
      });
      return { op, params };
    }
    return pathMatched ? 'method' : null;
  }

  /** Every answer of /api/ states the contract version it implements (X-Contract-Version, the contract's ContractVersion). */
  function handle(req: DemoRequest): DemoResponse {
    const res = answer(req);
    if (!new URL(req.url, 'http://demo').pathname.startsWith('/api/')) return res;
    return { ...res, headers: { ...res.headers, [CONTRACT_VERSION_HEADER]: contractVersion } };
  }

  function answer(req: DemoRequest): DemoResponse {
    const url = new URL(req.url, 'http://demo');
    const method = req.method.toUpperCase();
    if (url.pathname.startsWith('/static/') && options.asset) {
      const asset = options.asset(url.pathname);
      if (!asset) return json(404, { code: 40004, msg: '图片不存在', data: null });
      return {
        status: 200,
        headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' },
        body: asset.body,
        setCookies: [],
      };
    }
    const found = route(method, url.pathname);
    if (found === null) return json(404, { code: 40004, msg: '接口不存在', data: null });
    if (found === 'method') return json(405, { code: 405, msg: '不支持的请求方式', data: null });
    const { op } = found;
    const setCookies: string[] = [];

    const token = readCookie(req.cookie, SESSION_COOKIE);
    const session = token ? (sessions.get(token) ?? null) : null;
    if (token && !session && !op.public && op.statuses.has(401)) {
      // A cookie that names no session (expired, ended by a password change): the contract's SessionInvalid — even
      // operations open to visitors answer 401, and the cookie is cleared so the next call is a plain visitor's.
      setCookies.push(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      return failure(new ApiFailure(401, 401, '登录已过期，请重新登录'), setCookies);
    }
    if (!session && !op.optionalAuth) return failure(unauthorized(), setCookies);

    let body: Record<string, unknown> | null = null;
    let files: UploadedFile[] = [];
    if (req.body && req.body.length > 0) {
      const type = (req.contentType ?? '').toLowerCase();
      const boundary = type.includes('multipart/form-data') ? boundaryOf(req.contentType ?? '') : null;
      const bytes = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : req.body;
      const bodyText = typeof req.body === 'string' ? req.body : Buffer.from(req.body).toString('utf8');
      if (boundary) {
        const parsed = parseMultipart(bytes, boundary);
        body = parsed.fields;
        files = parsed.files;
      } else if (type.includes('application/json')) {
        try {
          const parsed: unknown = JSON.parse(bodyText);
          body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
        } catch {
          body = null;
        }
        if (!body) {
          const f = inputFailure(op, { _: ['请求内容格式不正确'] }, 'body');
          if (f) return failure(f);
        }
      } else body = parseForm(bodyText);
    }

    return serve(op, { params: found.params, query: parseForm(url.searchParams), body }, { req, method, files, session, setCookies });
  }

  /**
   * The request of one operation from its validation on: a handler is called only with input that passed the
   * operation's schemas, typed as its operation's (K is the operation the route found).
   */
  function serve<K extends OperationId>(
    op: OperationSpec<K>,
    raw: { params: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> | null },
    call: { req: DemoRequest; method: string; files: UploadedFile[]; session: Session | null; setCookies: string[] },
  ): DemoResponse {
    const { req, method, files, setCookies } = call;
    let session = call.session;
    const outcome = validateRequest(op, raw);
    // Input the operation cannot take is refused the way it declares; an operation that declares no refusal for bad
    // optional query values ignores them (defaults apply). A request that still fails declares no refusal the
    // contract allows: it is refused anyway (and logged), never handed to the handler.
    const undeclared = (errors: FieldErrors) => {
      log(`[demo] ${op.operationId} refused input it declares no refusal for: ${JSON.stringify(errors)}`);
      return failure(refuse(firstMessage(errors), 40000));
    };
    const path = outcome.path;
    if (!path.ok) {
      const f = inputFailure(op, path.errors, 'path');
      return f ? failure(f) : undeclared(path.errors);
    }
    let query = outcome.query;
    if (!query.ok) {
      const f = inputFailure(op, query.errors, 'query');
      if (f) return failure(f);
      query = revalidateQuery(op, query.value, Object.keys(query.errors));
      if (!query.ok) return undeclared(query.errors);
    }
    const body = outcome.body;
    if (!body.ok) {
      const f = inputFailure(op, body.errors, 'body');
      return f ? failure(f) : undeclared(body.errors);
    }

    const headers = headerMap(req.headers);
    const now = clock();
    // Idempotency-Key (order and pay operations): a key is applied once per account and operation; a repeat answers
    // the first result, the same key with another request is a conflict. Handlers are synchronous, so a repeat that
    // arrives while the first is "running" still finds its answer here.
    const takesKey = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER);
    const key = takesKey ? headers[IDEMPOTENCY_HEADER] : undefined;
    let remember: ((res: DemoResponse) => void) | null = null;
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
        const f = inputFailure(op, { 'Idempotency-Key': ['幂等键格式不正确（8–64 位字母、数字、下划线或连字符）'] }, 'query');
        if (f) return failure(f);
      } else {
        const scope = `${session ? `${session.accountId}:${session.storeId}` : 'visitor'}|${op.operationId}|${key}`;
        const fingerprint = requestFingerprint(raw.params, query.value, body.value, files);
        const seen = idempotency.find(scope, now.getTime());
        if (seen) return seen.fingerprint === fingerprint ? { ...seen.response, setCookies: [] } : failure(idempotencyConflict());
        remember = (res) => idempotency.keep(scope, fingerprint, res, now.getTime());
      }
    }

    const ctx: OperationContext<Db, K> = {
      op,
      params: path.value,
      query: query.value,
      body: body.value,
      db: options.db,
      session,
      now,
      headers,
      files,
      login(accountId, storeId = accountId) {
        const t = randomBytes(18).toString('base64url');
        session = { token: t, accountId, storeId };
        sessions.set(t, session);
        ctx.session = session;
        // One Set-Cookie per answer: a login that ended the caller's earlier session replaces its clearing cookie.
        dropSessionCookies(setCookies);
        setCookies.push(`${SESSION_COOKIE}=${t}; Path=/; HttpOnly; SameSite=Lax`);
        return session;
      },
      logout() {
        if (session) sessions.delete(session.token);
        session = null;
        ctx.session = null;
        dropSessionCookies(setCookies);
        setCookies.push(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      },
      endOtherSessions(accountId) {
        let ended = 0;
        for (const [t, s] of sessions) {
          if (s.accountId === accountId && t !== session?.token) {
            sessions.delete(t);
            ended += 1;
          }
        }
        return ended;
      },
    };

    const answered = run(op, ctx, method, setCookies);
    // Every answer of the handler is the key's result, except a server failure (the retry may then succeed).
    if (remember && answered.status < 500) remember(answered);
    return answered;
  }

  function run<K extends OperationId>(op: OperationSpec<K>, ctx: OperationContext<Db, K>, method: string, setCookies: string[]): DemoResponse {
    try {
      options.beforeHandler?.(ctx.db, ctx.now);
      const handler: Handler<Db, K> = options.handlers[op.operationId];
      const result: unknown = handler(ctx);
      if (options.writes ? options.writes(op) : method !== 'GET') options.afterWrite?.();
      if (result && typeof result === 'object' && (result as RawBody).raw === true) {
        const raw = result as RawBody;
        return { status: 200, headers: { 'Content-Type': raw.contentType, ...raw.headers }, body: raw.body, setCookies };
      }
      const isReply = result && typeof result === 'object' && (result as Reply).kind === 'reply';
      const data = isReply ? (result as Reply).data : result;
      const msg = isReply ? (result as Reply).msg : '操作成功';
      const status = op.successStatus;
      return json(status, { code: status === 201 ? 201 : 10000, msg, data: data === undefined ? null : data }, setCookies);
    } catch (e) {
      if (e instanceof ApiFailure) {
        if (!op.statuses.has(e.status)) log(`[demo] ${op.operationId} answered ${e.status}, which the contract does not declare`);
        return failure(e, setCookies);
      }
      log(`[demo] ${op.operationId} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return json(500, { code: 500, msg: '系统繁忙，请稍候再试', data: null }, setCookies);
    }
  }

  return { handle, db: options.db, sessions };
}

import { ApiError, type ApiErrorKind } from './api-error';
import { presentError, reportAnswer } from './effects';
import { rateLimitedText, STATUS_KIND, SUCCESS_CODES, TEXT, UNAUTHORIZED_CODES } from './error-catalogue';
import { encodeForm, encodeQuery } from './form';
import { takeFirstAnswer } from './first-answers';
import { InflightRegistry } from './inflight';
import { getRuntimeConfig } from './runtime-config';
import { answerSourceOf, KEPT_BECAUSE_HEADER, STORED_AT_HEADER } from '../offline/cache-rules';
import { nextTask } from '../main-thread';

/** What orval passes to the mutator for every generated call. */
interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'get' | 'post' | 'put' | 'delete' | 'patch';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

/** Per-call options: the generated hooks accept them as `request`. */
interface RequestOptions {
  /** Silence: no toast, alert or redirect (search suggestions, banners). The promise still rejects with an ApiError. */
  silent?: boolean;
  /** Overrides the configured timeout for this call. */
  timeoutMs?: number;
}

const inflight = new InflightRegistry();

interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  errors?: unknown;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number' && typeof (v as Envelope).msg === 'string';

function fieldErrorsOf(v: unknown): Record<string, string[]> | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [k, msgs] of Object.entries(v)) {
    const list = (Array.isArray(msgs) ? msgs : [msgs]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length) out[k] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Seconds of a Retry-After header (whole seconds, or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Maps an answer that is not a success to its ApiError (the kinds of error-catalogue.ts). */
function classify(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  // A gateway timeout is the client's own timeout seen from further away: the same dialog.
  if (status === 504) return new ApiError({ kind: 'timeout', status, code: isEnvelope(body) ? body.code : undefined, body, message: TEXT.timeout });
  if (status === 429 || (isEnvelope(body) && body.code === 429)) {
    const retryAfter = retryAfterSeconds(retryAfterHeader);
    const msg = isEnvelope(body) ? body.msg : undefined;
    return new ApiError({ kind: 'rate-limited', status, code: isEnvelope(body) ? body.code : undefined, body, retryAfter, message: rateLimitedText(msg, retryAfter) });
  }
  if (!isEnvelope(body)) {
    const kind: ApiErrorKind = status === 401 ? 'unauthorized' : 'server';
    return new ApiError({ kind, status, message: kind === 'server' ? TEXT.systemBusy : TEXT.loginRequired, body });
  }
  const { code, msg } = body;
  let kind: ApiErrorKind;
  if (status === 401 || UNAUTHORIZED_CODES.includes(code)) kind = 'unauthorized';
  else if (status === 459 || code === 459) kind = 'e-contract';
  else if (status === 422 || code === 422) kind = 'validation';
  else if (status >= 500 || (code >= 500 && code < 600)) kind = 'server';
  else kind = (STATUS_KIND as Record<number, ApiErrorKind>)[status] ?? 'business';

  if (kind === 'validation') {
    const fieldErrors = fieldErrorsOf(body.errors);
    const first = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
    return new ApiError({ kind, status, code, fieldErrors, body, message: first ?? (msg || TEXT.validationFallback) });
  }
  if (kind === 'server') return new ApiError({ kind, status, code, body, message: TEXT.systemBusy });
  if (kind === 'business') return new ApiError({ kind, status, code, body, message: msg || TEXT.businessFallback });
  return new ApiError({ kind, status, code, body, message: msg });
}

function buildBody(config: RequestConfig, headers: Headers): BodyInit | undefined {
  const { data } = config;
  if (data === undefined || data === null) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    headers.delete('Content-Type'); // the browser adds the multipart boundary
    return data;
  }
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data;
  headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  return encodeForm(data).toString();
}

/**
 * The one mutator every generated call uses: base URL from runtime configuration, cookies, timeout, form bodies,
 * cancellation of a repeated in-flight URL, envelope checking and the error catalogue.
 */
export async function customFetch<T>(config: RequestConfig, options?: RequestOptions): Promise<T> {
  // Every call starts in a task of its own. A call is asked for from wherever a page needs it — a render, an effect,
  // a store's action — and setting one up and handing it to the browser costs a few milliseconds on a phone: a page
  // that mounts with five calls made its first effects one long task. Calls still start in the order they were made.
  await nextTask();
  const runtime = getRuntimeConfig();
  const method = config.method.toUpperCase();
  const path = config.url;
  // The page's document may carry this call's answer (first-answers.ts): taken once, in place of a request. Only a
  // success is taken as it is; anything else, or an API on another host, asks the network as usual.
  if (method === 'GET' && runtime.apiBaseUrl === '' && config.responseType !== 'blob' && !config.signal?.aborted) {
    const first = takeFirstAnswer(`${path}${encodeQuery(config.params)}`);
    if (first && isEnvelope(first.answer) && SUCCESS_CODES.includes(first.answer.code)) return first.answer as T;
  }
  const headers = new Headers(config.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  const body = buildBody(config, headers);

  const controller = new AbortController();
  let reason: 'timeout' | 'superseded' | 'caller' | undefined;
  const onCallerAbort = () => {
    reason ??= 'caller';
    controller.abort();
  };
  if (config.signal?.aborted) onCallerAbort();
  config.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const supersede = new AbortController();
  supersede.signal.addEventListener('abort', () => {
    reason ??= 'superseded';
    controller.abort();
  });
  const done = inflight.start(method, path, supersede);
  const timer = setTimeout(() => {
    reason ??= 'timeout';
    controller.abort();
  }, options?.timeoutMs ?? runtime.timeoutMs);

  const fail = (error: ApiError): never => {
    if (!options?.silent) presentError(error);
    throw error;
  };

  try {
    let res: Response;
    try {
      res = await fetch(`${runtime.apiBaseUrl}${path}${encodeQuery(config.params)}`, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (e) {
      if (reason === 'timeout') return fail(new ApiError({ kind: 'timeout', message: TEXT.timeout }));
      if (reason) throw new ApiError({ kind: 'cancelled', message: 'cancelled' });
      // A write that could not reach the network was not sent, and is never sent later by itself (the service worker
      // queues nothing): the buyer is told so, and what they typed stays on the page.
      reportAnswer({ unreachable: true });
      return fail(new ApiError({ kind: 'network', message: method === 'GET' ? TEXT.network : TEXT.offlineWrite, body: e }));
    }
    // The service worker's kept answer (the network was down or too slow) carries the time it was stored.
    reportAnswer(answerSourceOf(res.headers.get(STORED_AT_HEADER), res.headers.get(KEPT_BECAUSE_HEADER)));

    const contentType = res.headers.get('Content-Type') ?? '';
    if (config.responseType === 'blob' && res.ok && !contentType.includes('json')) return (await res.blob()) as T;

    let parsed: unknown;
    try {
      const text = await res.text();
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (reason === 'timeout') return fail(new ApiError({ kind: 'timeout', message: TEXT.timeout }));
      if (reason) throw new ApiError({ kind: 'cancelled', message: 'cancelled' });
      parsed = undefined; // not JSON: classified as a server failure below
    }
    if (res.ok && isEnvelope(parsed) && SUCCESS_CODES.includes(parsed.code)) return parsed as T;
    return fail(classify(res.status, parsed, res.headers.get('Retry-After')));
  } finally {
    clearTimeout(timer);
    done();
    config.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export default customFetch;

/** Orval reads these: every generated hook's error is an ApiError, whatever the contract's error bodies are. */
export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;

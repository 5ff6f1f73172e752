import type { Metric } from 'web-vitals';
import { routeNameOf } from '@/app/field-telemetry';
import { parseRuntimeConfig } from '@/lib/http/runtime-config';
import { startFieldTelemetry, type FieldTelemetryOptions } from '@/lib/telemetry';
import { cleanMessage, ownFrame } from '@/lib/telemetry/error-record';
import { startFieldClient, toBatches, type Vitals } from '@/lib/telemetry/field-client';
import { MAX_BATCH_BYTES, MAX_MESSAGE, MAX_RECORDS_PER_REQUEST, type ErrorRecord, type FieldRecord, type MetricRecord } from '@/lib/telemetry/records';
import { sendBatch } from '@/lib/telemetry/transport';

const ORIGIN = window.location.origin;

/** A window of the test's own (its listeners die with the test): errors, visibilitychange and pagehide go to it. */
function fakeView() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return Object.assign(new EventTarget(), { document }) as unknown as Window & { document: { visibilityState: DocumentVisibilityState } };
}

/** web-vitals' registrations, held so a test can report a metric when it wants. */
function fakeVitals() {
  const callbacks = new Map<string, (m: Metric) => void>();
  const options = new Map<string, unknown>();
  const register = (name: string) => (cb: (m: Metric) => void, opts?: unknown) => {
    callbacks.set(name, cb);
    options.set(name, opts);
  };
  const vitals = { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onFCP: register('FCP'), onTTFB: register('TTFB') } as unknown as Vitals;
  const report = (name: Metric['name'], value: number, id = `v5-${name}-1`) =>
    callbacks.get(name)?.({ name, value, id, rating: 'good', delta: value, entries: [], navigationType: 'navigate' } as unknown as Metric);
  return { vitals, report, options };
}

/**
 * Starts the telemetry as the site does, with a client loaded at once whose batches go to `sent` instead of the
 * network; `routeName` reads the address of the test's jsdom window.
 */
function start(options: Partial<FieldTelemetryOptions> = {}) {
  const view = fakeView();
  const sent: FieldRecord[][] = [];
  const { vitals, report } = fakeVitals();
  const loadClient = vi.fn(async () => ({
    startFieldClient: (o: Parameters<typeof startFieldClient>[0]) => startFieldClient({ ...o, vitals, send: (_url, records) => sent.push([...records]) }),
  }));
  const telemetry = startFieldTelemetry({
    url: '/telemetry',
    routeName: () => routeNameOf(window.location.pathname, window.location.search),
    whenIdle: (run) => run(),
    loadClient,
    view,
    ...options,
  });
  const hide = () => {
    view.document.visibilityState = 'hidden';
    view.document.dispatchEvent(new Event('visibilitychange'));
  };
  const fail = (error: unknown) => view.dispatchEvent(new ErrorEvent('error', { message: error instanceof Error ? `Uncaught ${error.name}: ${error.message}` : String(error), error }));
  const reject = (reason: unknown) => view.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  return { telemetry, view, sent, report, hide, fail, reject, loadClient, records: () => sent.flat() };
}

const errorsOf = (records: FieldRecord[]) => records.filter((r): r is ErrorRecord => r.kind === 'error');
const metricsOf = (records: FieldRecord[]) => records.filter((r): r is MetricRecord => r.kind === 'metric');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('runtime-config.json: telemetryUrl and telemetrySampleRate', () => {
  it('keeps a same-origin path or an http(s) URL, with the sample rate (1 when not given)', () => {
    expect(parseRuntimeConfig({ telemetryUrl: '/telemetry' })).toEqual({ telemetryUrl: '/telemetry', telemetrySampleRate: 1 });
    expect(parseRuntimeConfig({ telemetryUrl: 'https://rum.yaocai.example.cn/t', telemetrySampleRate: 0.25 })).toEqual({
      telemetryUrl: 'https://rum.yaocai.example.cn/t',
      telemetrySampleRate: 0.25,
    });
  });

  it.each([
    ['a script URL', { telemetryUrl: 'javascript:alert(1)' }],
    ['another host without a scheme', { telemetryUrl: '//evil.example.cn/t' }],
    ['not a string', { telemetryUrl: 42 }],
    ['an empty string', { telemetryUrl: '' }],
    ['a rate above 1', { telemetryUrl: '/telemetry', telemetrySampleRate: 2 }],
    ['a negative rate', { telemetryUrl: '/telemetry', telemetrySampleRate: -0.1 }],
    ['a rate as text', { telemetryUrl: '/telemetry', telemetrySampleRate: '0.5' }],
    ['a rate that is not a number', { telemetryUrl: '/telemetry', telemetrySampleRate: null }],
  ])('turns the measurements off for %s', (_, raw) => {
    const parsed = parseRuntimeConfig({ apiBaseUrl: '', ...raw });
    expect(parsed).not.toHaveProperty('telemetryUrl');
    expect(parsed).toEqual({ apiBaseUrl: '' });
  });
});

describe('startFieldTelemetry', () => {
  it('without a telemetryUrl listens to nothing, loads nothing and sends nothing', async () => {
    const t = start({ url: undefined });
    expect(t.telemetry.status).toBe('off');
    t.fail(new TypeError('x is undefined'));
    t.hide();
    await expect(t.telemetry.loaded).resolves.toBe(false);
    expect(t.loadClient).not.toHaveBeenCalled();
    expect(t.sent).toEqual([]);
  });

  it.each([Number.NaN, 1.5, -1])('treats a sample rate of %s as off, never as a crash', async (rate) => {
    const t = start({ sampleRate: rate });
    expect(t.telemetry.status).toBe('off');
    await expect(t.telemetry.loaded).resolves.toBe(false);
    expect(t.loadClient).not.toHaveBeenCalled();
  });

  it('decides once per page load whether it measures: a load outside the sample loads and sends nothing', async () => {
    const random = vi.fn(() => 0.3);
    const out = start({ sampleRate: 0.25, random });
    expect(out.telemetry.status).toBe('not-sampled');
    out.fail(new Error('boom'));
    out.hide();
    expect(out.loadClient).not.toHaveBeenCalled();
    expect(out.sent).toEqual([]);
    expect(random).toHaveBeenCalledTimes(1);

    const inside = start({ sampleRate: 0.25, random: () => 0.2 });
    expect(inside.telemetry.status).toBe('started');
    await expect(inside.telemetry.loaded).resolves.toBe(true);
    expect(inside.loadClient).toHaveBeenCalledTimes(1);
  });

  it('measures no load at a rate of 0 and every load at 1', () => {
    expect(start({ sampleRate: 0, random: () => 0 }).telemetry.status).toBe('not-sampled');
    expect(start({ sampleRate: 1, random: () => 0.999999 }).telemetry.status).toBe('started');
  });

  it('loads the client only when the page is idle', async () => {
    let idle: (() => void) | undefined;
    const t = start({ whenIdle: (run) => (idle = run) });
    expect(t.loadClient).not.toHaveBeenCalled();
    idle?.();
    await t.telemetry.loaded;
    expect(t.loadClient).toHaveBeenCalledTimes(1);
  });

  it('keeps the errors that happen before the client arrives and sends them with it', async () => {
    let idle: (() => void) | undefined;
    const t = start({ whenIdle: (run) => (idle = run) });
    t.fail(new TypeError('early failure'));
    idle?.();
    await t.telemetry.loaded;
    t.hide();
    expect(errorsOf(t.records()).map((e) => e.message)).toEqual(['TypeError: early failure']);
  });

  it('stops listening when the client cannot be fetched', async () => {
    const t = start({ loadClient: () => Promise.reject(new Error('chunk failed')) });
    await expect(t.telemetry.loaded).resolves.toBe(false);
    t.fail(new Error('after'));
    t.hide();
    expect(t.sent).toEqual([]);
  });
});

describe('route names, never addresses', () => {
  it('names an address by the route table, whatever its id or query', () => {
    expect(routeNameOf('/list/info/98765', '?keywords=阿莫西林&from=13800138000')).toBe('list_info');
    expect(routeNameOf('/')).toBe('home');
    expect(routeNameOf('/no/such/page')).toBe('notFound');
  });

  it('tags an error with the route shown when it happened, with no id or query in the batch', async () => {
    window.history.replaceState(null, '', '/list/info/98765?keywords=%E9%98%BF%E8%8E%AB&token=abc');
    const t = start();
    await t.telemetry.loaded;
    t.fail(new Error('detail failed'));
    window.history.pushState(null, '', '/cart');
    t.fail(new Error('cart failed'));
    t.hide();
    expect(errorsOf(t.records()).map((e) => [e.message, e.route])).toEqual([
      ['Error: detail failed', 'list_info'],
      ['Error: cart failed', 'cart'],
    ]);
    const body = JSON.stringify(t.sent);
    expect(body).not.toContain('98765');
    expect(body).not.toContain('keywords');
    expect(body).not.toContain('token');
  });

  it("tags every metric with the page load's route, also after a route change (soft navigations start no new measurement)", async () => {
    window.history.replaceState(null, '', '/list?page=2');
    const t = start();
    await t.telemetry.loaded;
    t.report('TTFB', 120.4);
    window.history.pushState(null, '', '/list/info/5');
    t.report('CLS', 0.123456);
    t.report('INP', 88.6);
    t.hide();
    expect(metricsOf(t.records()).map((m) => [m.name, m.value, m.route])).toEqual([
      ['TTFB', 120, 'list_index'],
      ['CLS', 0.1235, 'list_index'],
      ['INP', 89, 'list_index'],
    ]);
  });
});

describe('errors', () => {
  it('counts repeats within a page load instead of sending them again', async () => {
    const t = start();
    await t.telemetry.loaded;
    for (let i = 0; i < 3; i += 1) t.fail(new TypeError("Cannot read properties of undefined (reading 'price')"));
    t.reject(new Error('network down'));
    t.fail('a thrown string');
    t.hide();
    expect(errorsOf(t.records()).map((e) => [e.type, e.message, e.count])).toEqual([
      ['error', "TypeError: Cannot read properties of undefined (reading 'price')", 3],
      ['rejection', 'Error: network down', 1],
      ['error', 'a thrown string', 1],
    ]);
  });

  it('sends a repeat after a flush again, counted from then', async () => {
    const t = start();
    await t.telemetry.loaded;
    t.fail(new Error('again'));
    t.fail(new Error('again'));
    t.hide();
    t.fail(new Error('again'));
    t.view.dispatchEvent(new Event('pagehide'));
    expect(t.sent.map((batch) => errorsOf(batch).map((e) => e.count))).toEqual([[2], [1]]);
  });

  it('keeps at most 20 distinct errors a page load', async () => {
    const t = start();
    await t.telemetry.loaded;
    for (let i = 0; i < 30; i += 1) t.fail(new Error(`failure ${String.fromCharCode(97 + i)}`));
    t.hide();
    expect(errorsOf(t.records())).toHaveLength(20);
  });

  it('takes addresses, queries, e-mails and long numbers out of a message and caps its length', () => {
    expect(cleanMessage('Failed to load http://127.0.0.1:8080/assets/page.js?v=3#x for 13800138000')).toBe('Failed to load /assets/page.js for #');
    expect(cleanMessage('GET /api/goods?keywords=阿莫西林 failed')).toBe('GET /api/goods failed');
    expect(cleanMessage('no price on https://www.yaocai.example.cn/list/info/12?from=search')).toBe('no price on /list/info/#');
    expect(cleanMessage('mail zhang.min@example.cn\n\tbounced')).toBe('mail [email] bounced');
    const long = cleanMessage('错'.repeat(500));
    expect(long).toHaveLength(MAX_MESSAGE);
    expect(long.endsWith('…')).toBe(true);
  });

  it("names the first frame of the site's own code, without origin or query", () => {
    const stack = [
      'TypeError: x',
      '    at chrome-extension://abc/inject.js:1:10',
      '    at f (https://cdn.example.cn/lib.js:2:20)',
      `    at g (${ORIGIN}/assets/goods-detail-page_5a04.5c9ce65b.js?v=2:1:2345)`,
      `    at h (${ORIGIN}/assets/index_3e2a.c58429ff.js:1:99)`,
    ].join('\n');
    expect(ownFrame({ stack }, ORIGIN)).toBe('/assets/goods-detail-page_5a04.5c9ce65b.js:1:2345');
    expect(ownFrame({ stack: `g@${ORIGIN}/assets/a.js:3:4\n` }, ORIGIN)).toBe('/assets/a.js:3:4');
  });

  it("uses the error event's script and position for an error without a stack, and nothing for another host's", () => {
    expect(ownFrame({ filename: `${ORIGIN}/assets/x.js?q=1`, lineno: 7, colno: 8 }, ORIGIN)).toBe('/assets/x.js:7:8');
    expect(ownFrame({ filename: 'https://other.example.cn/x.js', lineno: 7, colno: 8 }, ORIGIN)).toBeUndefined();
    expect(ownFrame({ filename: `${ORIGIN}/list/info/123`, lineno: 1, colno: 1 }, ORIGIN)).toBeUndefined();
  });
});

describe('metrics', () => {
  it('asks web-vitals for every change of LCP, CLS and INP, so a value settled as the page hides is not lost', () => {
    const { vitals, options } = fakeVitals();
    startFieldClient({ url: '/telemetry', loadRoute: 'home', vitals, view: fakeView(), send: () => undefined });
    expect(Object.fromEntries(options)).toEqual({
      TTFB: undefined,
      FCP: undefined,
      LCP: { reportAllChanges: true },
      CLS: { reportAllChanges: true },
      INP: { reportAllChanges: true },
    });
  });

  it('sends the last report of each metric of the page load when the page is hidden', async () => {
    const t = start();
    await t.telemetry.loaded;
    t.report('LCP', 1800.2);
    t.report('CLS', 0.01, 'v5-cls-a');
    t.report('CLS', 0.05, 'v5-cls-a');
    expect(t.sent).toEqual([]);
    t.hide();
    expect(metricsOf(t.records()).map((m) => [m.name, m.value])).toEqual([
      ['LCP', 1800],
      ['CLS', 0.05],
    ]);
    expect(metricsOf(t.records())[0]).toMatchObject({ kind: 'metric', rating: 'good', id: 'v5-LCP-1', navigation: 'navigate', route: 'home', version: 'dev' });
  });

  it('sends nothing when there is nothing new', async () => {
    const t = start();
    await t.telemetry.loaded;
    t.hide();
    t.view.dispatchEvent(new Event('pagehide'));
    expect(t.sent).toEqual([]);
  });
});

describe('batches and transport', () => {
  const record = (i: number, message = 'x'): ErrorRecord => ({ kind: 'error', type: 'error', message: `${message} ${i}`, route: 'home', count: 1, version: 'dev' });

  it('splits records into requests of at most 20 records and 12 KB', () => {
    const many = toBatches(Array.from({ length: 45 }, (_, i) => record(i)));
    expect(many.map((b) => b.length)).toEqual([MAX_RECORDS_PER_REQUEST, MAX_RECORDS_PER_REQUEST, 5]);
    const heavy = toBatches(Array.from({ length: 20 }, (_, i) => record(i, '药'.repeat(MAX_MESSAGE))));
    expect(heavy.length).toBeGreaterThan(1);
    for (const batch of heavy) expect(new TextEncoder().encode(JSON.stringify({ records: batch })).length).toBeLessThan(MAX_BATCH_BYTES + 100);
  });

  it('sends with a beacon when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchImpl = vi.fn();
    expect(sendBatch('/telemetry', [record(1)], { sendBeacon, fetch: fetchImpl })).toBe('beacon');
    expect(sendBeacon).toHaveBeenCalledWith('/telemetry', JSON.stringify({ records: [record(1)] }));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', () => false],
    ['throws on it', () => { throw new TypeError('bad URL'); }],
  ])('falls back to fetch with keepalive when the browser %s', (_, beacon) => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(sendBatch('/telemetry', [record(1)], { sendBeacon: beacon, fetch: fetchImpl as unknown as typeof fetch })).toBe('fetch');
    expect(fetchImpl).toHaveBeenCalledWith('/telemetry', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit', body: JSON.stringify({ records: [record(1)] }) }));
  });

  it('uses fetch where there is no sendBeacon, and a failed fetch stays quiet', async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(sendBatch('/telemetry', [record(1)], { fetch: fetchImpl as unknown as typeof fetch })).toBe('fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sendBatch('/telemetry', [record(1)], {})).toBe('failed');
  });
});

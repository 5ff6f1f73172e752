import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Metric } from 'web-vitals';
import { clientAddress, createCollector, type CollectorOptions } from '@mock/telemetry/collector';
import { MAX_RECORDS } from '@mock/telemetry/record-schema';
import { createFieldClient } from '@/lib/telemetry/field-client';
import type { FieldRecord } from '@/lib/telemetry/records';

const servers: http.Server[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A collector on a free port of its own, writing into a fresh temporary folder. */
async function collector(options: Partial<CollectorOptions> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-collector-'));
  dirs.push(dir);
  const file = options.file ?? path.join(dir, 'nested', 'telemetry.ndjson');
  const handle = createCollector({ ...options, file });
  const server = http.createServer((req, res) => (req.url === '/telemetry' ? handle(req, res) : res.end('ok')));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: string, contentType = 'text/plain;charset=UTF-8') => fetch(`${base}/telemetry`, { method: 'POST', body, headers: { 'Content-Type': contentType } });
  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : []);
  return { base, dir, file, post, lines };
}

const metric = (over: Record<string, unknown> = {}) => ({ kind: 'metric', name: 'LCP', value: 1834, rating: 'good', id: 'v5-1-2', navigation: 'navigate', route: 'list_info', connection: '4g', version: '0.1.0+603cf63', ...over });
const error = (over: Record<string, unknown> = {}) => ({ kind: 'error', type: 'error', message: 'TypeError: x is undefined', route: 'cart', frame: '/assets/cart-page_c088.231355b6.js:1:2345', count: 3, version: '0.1.0+603cf63', ...over });
const batch = (...records: unknown[]) => JSON.stringify({ records });

describe('the field-measurement collector', () => {
  it('stores a batch sent as a beacon (text/plain) as NDJSON with the time received, dropping unknown fields', async () => {
    const c = await collector({ now: () => Date.parse('2026-11-26T02:00:00.000Z') });
    const res = await c.post(JSON.stringify({ records: [metric({ email: 'zhang@example.cn' }), error({ url: '/list/info/123?k=x' })], extra: 1 }));
    expect(res.status).toBe(204);
    expect(c.lines()).toEqual([
      { ...metric(), received_at: '2026-11-26T02:00:00.000Z' },
      { ...error(), received_at: '2026-11-26T02:00:00.000Z' },
    ]);
  });

  it('takes application/json too, and appends', async () => {
    const c = await collector();
    expect((await c.post(batch(metric()), 'application/json')).status).toBe(204);
    expect((await c.post(batch(metric({ name: 'CLS', value: 0.02 })), 'application/json; charset=utf-8')).status).toBe(204);
    expect(c.lines().map((l) => l.name)).toEqual(['LCP', 'CLS']);
  });

  it('accepts what the site’s own client sends', async () => {
    const sent: FieldRecord[][] = [];
    const client = createFieldClient({ url: '/telemetry', loadRoute: 'list_info', origin: 'http://127.0.0.1', version: '0.1.0+603cf63', connection: () => '3g', send: (_u, r) => sent.push([...r]) });
    client.metric({ name: 'INP', value: 136.2, rating: 'good', id: 'v5-1732586400000-8273645537281', delta: 136.2, entries: [], navigationType: 'back-forward-cache' } as unknown as Metric);
    client.error({ type: 'rejection', message: 'ApiError: 网络异常 for /api/goods?keywords=x', stack: 'ApiError\n    at http://127.0.0.1/assets/index_3e2a.c58429ff.js:1:999', route: 'list_index' });
    client.flush();
    const c = await collector();
    expect(sent).toHaveLength(1);
    expect((await c.post(batch(...(sent[0] ?? [])))).status).toBe(204);
    expect(c.lines().map((l) => [l.kind, l.route])).toEqual([
      ['metric', 'list_info'],
      ['error', 'list_index'],
    ]);
  });

  it.each([
    ['malformed JSON', '{"records": [', 'text/plain'],
    ['no records', '{"records": []}', 'text/plain'],
    ['a value that is text', batch(metric({ value: '1834' })), 'application/json'],
    ['an unknown metric', batch(metric({ name: 'FID' })), 'application/json'],
    ['a route with an address', batch(error({ route: '/list/info/123' })), 'application/json'],
    ['a frame with an origin', batch(error({ frame: 'http://evil.example/assets/a.js:1:2' })), 'application/json'],
    ['a message over 200 characters', batch(error({ message: 'x'.repeat(201) })), 'application/json'],
    ['one bad record among good ones', batch(metric(), error({ count: 0 }), metric()), 'application/json'],
    [`more than ${MAX_RECORDS} records`, batch(...Array.from({ length: MAX_RECORDS + 1 }, () => metric())), 'application/json'],
  ])('refuses %s with 400 and stores nothing', async (_, body, type) => {
    const c = await collector();
    const res = await c.post(body, type);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    expect(fs.existsSync(c.file)).toBe(false);
  });

  it('refuses a body over 16 KB with 413 and stores nothing', async () => {
    const c = await collector();
    const big = JSON.stringify({ records: [metric()], padding: 'x'.repeat(17 * 1024) });
    const res = await c.post(big);
    expect(res.status).toBe(413);
    expect(fs.existsSync(c.file)).toBe(false);
  });

  it('refuses other methods and media types', async () => {
    const c = await collector();
    const get = await fetch(`${c.base}/telemetry`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await c.post(batch(metric()), 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(fs.existsSync(c.file)).toBe(false);
  });

  it('limits each client address with a token bucket: 429 with Retry-After, then room again as time passes', async () => {
    let now = Date.parse('2026-11-26T02:00:00.000Z');
    const c = await collector({ rate: { burst: 2, perSecond: 0.5 }, now: () => now });
    expect((await c.post(batch(metric()))).status).toBe(204);
    expect((await c.post(batch(metric()))).status).toBe(204);
    const limited = await c.post(batch(metric()));
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2']);
    expect(c.lines()).toHaveLength(2);
    now += 2_000;
    expect((await c.post(batch(metric()))).status).toBe(204);
  });

  it('counts a client behind a proxy on this machine by the address the proxy forwards', async () => {
    const c = await collector({ rate: { burst: 1, perSecond: 0.1 }, now: () => 0 });
    const from = (address: string) => fetch(`${c.base}/telemetry`, { method: 'POST', body: batch(metric()), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.9, ${address}` } });
    expect((await from('203.0.113.7')).status).toBe(204);
    expect((await from('203.0.113.8')).status).toBe(204);
    expect((await from('203.0.113.7')).status).toBe(429);
  });

  it('reads X-Forwarded-For only from a connection of this machine', () => {
    const req = (remoteAddress: string) => ({ socket: { remoteAddress }, headers: { 'x-forwarded-for': '198.51.100.1' } }) as unknown as Parameters<typeof clientAddress>[0];
    expect(clientAddress(req('127.0.0.1'))).toBe('198.51.100.1');
    expect(clientAddress(req('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('rotates the file at its size limit, keeping the rotated files it is told to', async () => {
    const c = await collector({ maxBytes: 1024, keep: 2 });
    const one = batch(...Array.from({ length: 3 }, () => metric()));
    for (let i = 0; i < 12; i += 1) expect((await c.post(one)).status).toBe(204);
    const names = fs.readdirSync(path.dirname(c.file)).sort();
    expect(names).toEqual(['telemetry.ndjson', 'telemetry.ndjson.1', 'telemetry.ndjson.2']);
    for (const name of names) expect(fs.statSync(path.join(path.dirname(c.file), name)).size).toBeLessThanOrEqual(1024);
  });

  it('answers 503 when the disk fails, logs it once, and the server goes on answering', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-collector-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    const log = vi.fn();
    const c = await collector({ file: path.join(dir, 'not-a-folder', 'telemetry.ndjson'), log });
    const first = await c.post(batch(metric()));
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '60']);
    expect((await c.post(batch(metric()))).status).toBe(503);
    expect(log).toHaveBeenCalledTimes(1);
    expect(await (await fetch(`${c.base}/elsewhere`)).text()).toBe('ok');
  });
});

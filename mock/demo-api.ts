import http from 'node:http';
import type net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Duplex } from 'node:stream';
import { createDemoApi } from './demo/app';
import type { AskApi } from './first-answers';
import type { DemoFault } from './demo/data/types';
import { CLOCK_REFUSED, clockAdvanceAllowed, createDemoClock, readAdvance, type DemoClock } from './demo/clock';
import { nodeHandler } from './demo/core/node-adapter';
import { persistence } from './demo/persist';
import { createCollector } from './telemetry/collector';
import { fieldFileFromEnv, maxBytesFromEnv } from './telemetry/settings';

/**
 * `npm run demo:api`: the stateful demo API alone (mock/demo), on DEMO_API_PORT (default 8081) and DEMO_API_HOST
 * (default 127.0.0.1), for a site served by another web server — nginx in front of it (`npm run deploy:nginx`)
 * proxies /api/, /static/ and /telemetry here. The engine is built exactly as `npm start` builds it
 * (createDemoBackend, which mock/server.ts uses too); DEMO_STATE_FILE keeps its state across restarts, and
 * `POST /__demo/clock/advance?hours=N` moves its clock. `POST /telemetry` is the field-measurement collector
 * (mock/telemetry/collector.ts) with `npm start`'s settings (FIELD_FILE, FIELD_MAX_BYTES; TELEMETRY=off turns it off);
 * the site sends to it when the deployment's runtime-config.json names `"telemetryUrl": "/telemetry"`. Its answers are
 * not compressed: the web server in front does it.
 */

/** The demo API's engine over Node's http, its clock and its state file (DEMO_STATE_FILE, or memory only). */
export interface DemoBackend {
  /** Answers a request of /api/ or /static/. */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  clock: DemoClock;
  /** Writes the state file now (at close), when there is one. */
  flush: () => void;
  /** Asks the engine for a GET of /api/ directly, as the browser would (the page's answers in its document). */
  ask: AskApi;
}

/**
 * `hostileContent`: the sanitiser tests' attack payloads in the back office's text; `faults`: deliberate faults for the
 * conformance kit's tests (both test-only, mock/demo/app.ts; no environment variable or command sets them).
 */
export function createDemoBackend(stateFile: string | undefined, options: { hostileContent?: boolean; faults?: readonly DemoFault[]; warmIndexes?: boolean } = {}): DemoBackend {
  const store = persistence(stateFile);
  const clock = createDemoClock();
  const api = createDemoApi({
    now: clock.now,
    restore: (a) => store.restore(a),
    afterWrite: (a) => store.save(a),
    hostileContent: options.hostileContent,
    faults: options.faults,
    warmIndexes: options.warmIndexes,
  });
  const ask: AskApi = (url, cookie) => {
    const out = api.handle({ method: 'GET', url, cookie: cookie ?? null, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } });
    return {
      status: out.status,
      contentType: Object.entries(out.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '',
      body: typeof out.body === 'string' ? out.body : Buffer.from(out.body).toString('utf8'),
      setsCookie: out.setCookies.length > 0,
    };
  };
  return { handle: nodeHandler(api), clock, flush: () => store.flush(api), ask };
}

/**
 * Closing `server` also ends its open connections (kept-alive HTTP/1.1 sockets, HTTP/2 sessions), which
 * server.close() alone would wait for.
 */
export function closingConnections(server: net.Server): () => Promise<void> {
  const sockets = new Set<Duplex>();
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}

/**
 * POST /__demo/clock/advance?hours=N — moves the demo API's clock on (see mock/demo/clock.ts), for a request from
 * this machine (the socket's address) or anyone's with DEMO_CLOCK=1; any other caller is refused with 403.
 */
export function advanceDemoClock(req: http.IncomingMessage, res: http.ServerResponse, url: URL, clock: DemoClock): void {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (!clockAdvanceAllowed(req.socket.remoteAddress)) return send(403, { msg: CLOCK_REFUSED });
  if (req.method !== 'POST') return send(405, { msg: '仅支持 POST' });
  const ms = readAdvance(url.searchParams);
  if (ms === null) return send(400, { msg: '请用 ms、minutes、hours 或 days 之一给出前进的时长（不超过 366 天）' });
  const offset = clock.advance(ms);
  send(200, { now: clock.now().toISOString(), offset_ms: offset });
}

export interface DemoApiServer {
  /** e.g. http://127.0.0.1:8081 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface DemoApiServerOptions {
  /** State in memory only, whatever DEMO_STATE_FILE says: a test's own API (tests/e2e/nginx.e2e.ts). */
  isolatedDemo?: boolean;
  /** The field-measurement collector (`POST /telemetry`) on, appending to this NDJSON file; without it, off. */
  fieldFile?: string;
  /** Test-only deliberate faults (the packed conformance kit's test, tests/contract/kit/package.test.ts). */
  faults?: readonly DemoFault[];
}

export async function startDemoApiServer(port: number, host = '127.0.0.1', options: DemoApiServerOptions = {}): Promise<DemoApiServer> {
  const backend = createDemoBackend(options.isolatedDemo ? undefined : process.env.DEMO_STATE_FILE, { faults: options.faults });
  const collector = options.fieldFile ? createCollector({ file: options.fieldFile, maxBytes: maxBytesFromEnv() }) : null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/static/')) return backend.handle(req, res);
    if (url.pathname === '/__demo/clock/advance') return advanceDemoClock(req, res, url, backend.clock);
    if (collector && url.pathname === '/telemetry') return collector(req, res);
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 40004, msg: '接口不存在（演示接口只提供 /api/、/static/ 与 /telemetry）', data: null }));
  });
  const close = closingConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    port: actual,
    close: async () => {
      backend.flush();
      await close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.DEMO_API_PORT ?? 8081);
  const host = process.env.DEMO_API_HOST ?? '127.0.0.1';
  let fieldFile: string | undefined;
  Promise.resolve()
    .then(() => startDemoApiServer(port, host, { fieldFile: (fieldFile = fieldFileFromEnv()) }))
    .then(
      (s) => console.log(`药采平台 demo API on ${s.url}: /api/, /static/${fieldFile ? `, /telemetry → ${fieldFile}` : ''}`),
      (e: unknown) => {
        console.error(e instanceof Error ? e.message : e);
        process.exit(1);
      },
    );
}

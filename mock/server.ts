import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import type { ChildProcess } from 'node:child_process';
import { startPrism } from './prism';
import { apiDocsHandler } from './api-docs';
import { pictureHandler } from './pictures';
import type { DemoClock } from './demo/clock';
import { advanceDemoClock, closingConnections, createDemoBackend } from './demo-api';
import { pageAnswer, withFirstAnswers, type AskApi } from './first-answers';
import { cacheControlFor, PRIVATE_DOCUMENT, routeAnswers, SECURITY_HEADERS, SERVICE_WORKER_PATH, SITE_CSP } from './site-headers';
import { labWorkHandler, type LabWork } from './lab-work';
import { createCollector } from './telemetry/collector';
import { fieldFileFromEnv, maxBytesFromEnv, sampleRateFromEnv } from './telemetry/settings';

/**
 * `npm start`: serves the production build (dist/, or SITE_DIST) and the API on one port (PORT, default 8080).
 * The API is the stateful demo API in this process (mock/demo). `API=prism` serves the pure contract mock instead
 * (Prism on PRISM_PORT, default PORT+1, proxied); API_TARGET proxies /api to any other host (a real backend).
 * /api-docs/ is the contract's rendered reference (dist-api-docs/, or API_DOCS_DIR), which `npm start` builds first.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SITE_DIST: another build folder (parallel builds and e2e runs on one machine each use their own).
const dist = path.resolve(root, process.env.SITE_DIST ?? 'dist');
// The rendered API reference (`npm run docs:contract`), served at /api-docs/ with its own CSP (mock/api-docs.ts).
const apiDocs = path.resolve(root, process.env.API_DOCS_DIR ?? 'dist-api-docs');

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/**
 * With the collector on, the site is told where to send its field measurements and how many page loads measure.
 * `serviceWorker` false (Prism mode, `npm run dev`, SERVICE_WORKER=off): the site registers no service worker and
 * unregisters one it installed before (src/lib/offline/service-worker.ts).
 */
function runtimeConfig(serviceWorker: boolean, telemetry?: { sampleRate: number }): string {
  const config = { apiBaseUrl: process.env.API_BASE_URL ?? '', loginUrl: process.env.LOGIN_URL ?? '/login', serviceWorker };
  return JSON.stringify(telemetry ? { ...config, telemetryUrl: '/telemetry', telemetrySampleRate: telemetry.sampleRate } : config);
}

/**
 * The built files, by sirv: the precompressed `.br`/`.gz` twin that `npm run build` writes beside each text file
 * (scripts/precompress.ts) when the browser accepts it, hashed files under /assets/ cached for a year as immutable,
 * everything else (index.html, favicon) revalidated on every load (no-cache with an ETag), and every path without an
 * extension answered with index.html (the SPA's routes); a missing file with an extension is a 404. `dev: true` makes
 * sirv look the files up at each request instead of listing the folder once at start, so the rebuilds of
 * `npm run dev` are served at once. The headers are mock/site-headers.ts's, which the nginx configuration shares.
 */
/** The headers every file and document of the site carries: its caching, the CSP and the security headers. */
function siteHeaders(res: http.ServerResponse, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Security-Policy', SITE_CSP);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

function staticFiles(ask: AskApi | undefined): http.RequestListener {
  // The page's API calls are preloaded only where the app calls this host's /api/ (no API_BASE_URL).
  const answerFor = routeAnswers(dist, { data: !process.env.API_BASE_URL });
  // The answers for a route of the SPA, whose Link header differs between a visitor and a member: Vary: Cookie, so a
  // shared cache never hands one's to the other (set beside sirv's own Vary: Accept-Encoding).
  const pages = new WeakSet<http.ServerResponse>();
  const files = sirv(dist, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    single: true,
    setHeaders(res, pathname) {
      siteHeaders(res, cacheControlFor(pathname));
      if (pages.has(res)) res.setHeader('Vary', [res.getHeader('Vary'), 'Cookie'].filter(Boolean).join(', '));
    },
  });
  // A document that carries its answers is made for its request, so compressed then: brotli or gzip, as the browser
  // accepts. Brotli at quality 5, not its best: /yjh/1's document (47 KB with its answers) took 65 ms at quality 11
  // (8.8 KB) and takes 1 ms at 5 (10.1 KB) — every page's time to its first byte was mostly that compression (~100 ms
  // in Lighthouse's phone runs), and 1.3 KB more is ~6 ms of a slow 4G link, within the first round trip's window.
  const compressDocument = compression({ threshold: 0, level: 9, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } } });
  return (req, res) => {
    // A route of the SPA (a GET of a path without an extension): answered with its own document (index.html naming
    // the page's merged files, scripts/merge-route-chunks.ts) or index.html, with its page's files preloaded. Its
    // first API calls' answers inside it where the demo API runs in this process (mock/first-answers.ts), else those
    // calls preloaded too (a member's only with the session cookie): either way they start with the code, not after it.
    const { pathname, search } = new URL(req.url ?? '/', 'http://site');
    if ((req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      const route = answerFor({ pathname: decodeURIComponentSafe(pathname), search, cookie: req.headers.cookie });
      const page = pageAnswer(dist, route, req.headers.cookie, ask);
      if (page.answers.size) {
        // This request's own answers: private, never stored by a shared cache, revalidated on every load.
        const html = withFirstAnswers(fs.readFileSync(path.join(dist, page.file.slice(1)), 'utf8'), page.answers);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        siteHeaders(res, PRIVATE_DOCUMENT);
        res.setHeader('Vary', 'Cookie');
        if (page.link) res.setHeader('Link', page.link);
        compressDocument(req as Parameters<typeof compressDocument>[0], res as Parameters<typeof compressDocument>[1], () => {
          res.writeHead(200);
          res.end(req.method === 'HEAD' ? undefined : html);
        });
        return;
      }
      if (page.link) res.setHeader('Link', page.link);
      // sirv answers the document's file (and its precompressed twin); the address the browser shows is unchanged.
      req.url = page.file;
      pages.add(res);
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end('Not found');
    });
  };
}

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

// Headers that describe one connection rather than the message (connection, keep-alive, transfer-encoding, …; each hop
// sets its own) and HTTP/2's pseudo-headers (:path, :method, …): never forwarded by the proxy, and an HTTP/2 answer
// may not carry them at all.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: URL): void {
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...endToEnd(req.headers), host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, msg: '网关错误', data: null }));
  });
  req.pipe(upstream);
}

export interface SiteServerOptions {
  /** A certificate and its key (PEM): the site is then served over HTTPS, HTTP/2 with an HTTP/1.1 fallback. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /**
   * The in-process demo API with its state in memory only, whatever API, API_TARGET or DEMO_STATE_FILE say: each e2e
   * test's own world (tests/e2e/world.ts), which must neither proxy elsewhere nor read or write a shared state file.
   */
  isolatedDemo?: boolean;
  /**
   * Test-only: the demo API's back-office text carries the sanitiser tests' attack payloads (mock/demo/app.ts); never
   * for `npm start`.
   */
  hostileContent?: boolean;
  /**
   * Test-only false: the demo API builds its goods indexes on the first request that needs one instead of at start
   * (createDemoApi's warmIndexes), for e2e worlds, most of which never search. Never for `npm start`.
   */
  warmIndexes?: boolean;
  /**
   * The field-measurement collector (`POST /telemetry`, mock/telemetry/collector.ts) on, appending to this NDJSON file,
   * and runtime-config.json naming it; without it, off. `npm start` passes FIELD_FILE's unless TELEMETRY=off
   * (mock/telemetry/settings.ts); an e2e world only when its test gives a file of its own.
   */
  fieldFile?: string;
  /**
   * false: the pages' documents never carry their first calls' answers (mock/first-answers.ts), which are then
   * preloaded by `Link` headers only, as nginx does — for the tests of those preloads. FIRST_ANSWERS=off does the same
   * for `npm start`. They are carried only with the in-process demo API anyway.
   */
  firstAnswers?: boolean;
  /** Lab only: one page loads with main-thread work added on purpose (mock/lab-work.ts); never for `npm start`. */
  labWork?: LabWork;
  /**
   * Test-only: when it returns a script, /sw.js is answered with it instead of the build's file — the offline e2e's
   * second deployment (tests/e2e/offline.e2e.ts). Never set by `npm start`.
   */
  serviceWorkerScript?: () => string | undefined;
}

/**
 * Whether the site registers its service worker: not in Prism mode (the contract's examples, not a buyer's data, and
 * every answer would be kept) nor in dev mode (scripts/dev.ts sets SERVICE_WORKER=off: a worker would serve the
 * previous build's shell after each rebuild), and not where the installation turned it off (SERVICE_WORKER=off).
 */
export function serviceWorkerEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.API !== 'prism' && env.SERVICE_WORKER !== 'off';
}

export async function startSiteServer(port: number, host = '127.0.0.1', options: SiteServerOptions = {}): Promise<SiteServer> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  let prism: ChildProcess | undefined;
  let target: URL | null = null;
  let demo: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  let flush: (() => void) | undefined;
  // Demo only: the simulated back office's clock (mock/demo/clock.ts); never created when proxying an API.
  let demoClock: DemoClock | null = null;
  // The demo API asked directly for the answers a page's document carries (mock/first-answers.ts).
  let ask: AskApi | undefined;
  const env = options.isolatedDemo ? {} : process.env;
  if (env.API_TARGET) target = new URL(env.API_TARGET);
  else if (env.API === 'prism') {
    const prismPort = Number(process.env.PRISM_PORT ?? port + 1);
    prism = await startPrism(prismPort);
    target = new URL(`http://127.0.0.1:${prismPort}`);
  } else {
    // The demo API as `npm run demo:api` serves it alone (mock/demo-api.ts).
    const backend = createDemoBackend(env.DEMO_STATE_FILE, { hostileContent: options.hostileContent, warmIndexes: options.warmIndexes });
    demoClock = backend.clock;
    flush = backend.flush;
    demo = backend.handle;
    if (options.firstAnswers !== false && (options.isolatedDemo || process.env.FIRST_ANSWERS !== 'off')) ask = backend.ask;
  }
  const serveStatic = staticFiles(ask);
  const serveApiDocs = apiDocsHandler(apiDocs);
  // /static/: the demo's generated pictures, from the demo API when it runs (members' uploads included), else drawn
  // from its seed (mock/pictures.ts), so the pictures of the contract's examples load under Prism too.
  const servePictures = demo ?? pictureHandler();
  const collector = options.fieldFile ? createCollector({ file: options.fieldFile, maxBytes: maxBytesFromEnv(env) }) : null;
  const telemetry = collector ? { sampleRate: sampleRateFromEnv(env) } : undefined;
  const serviceWorker = serviceWorkerEnabled(options.isolatedDemo ? {} : process.env);
  // The API's answers (JSON, the demo's SVG pictures) compressed by the `compression` middleware: brotli (quality 4)
  // or gzip as the browser accepts, above 1 KB. The home page's twelve first calls fall from ~60 KB to ~12 KB on the
  // wire, which a phone on a slow network waits for before it can draw the page. A proxied answer that the upstream
  // already encoded passes as it is.
  const compress = compression({ threshold: 1024 });
  const lab = options.labWork ? labWorkHandler(dist, options.labWork, ask) : null;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (lab?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/static/')) {
      const answer = () => (url.pathname.startsWith('/static/') ? servePictures(req, res) : target ? proxy(req, res, target) : demo!(req, res));
      return compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], answer);
    }
    if (url.pathname === '/api-docs' || url.pathname.startsWith('/api-docs/')) return serveApiDocs(req, res);
    if (demoClock && url.pathname === '/__demo/clock/advance') return advanceDemoClock(req, res, url, demoClock);
    if (collector && url.pathname === '/telemetry') return collector(req, res);
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(runtimeConfig(serviceWorker, telemetry));
      return;
    }
    const nextWorker = url.pathname === SERVICE_WORKER_PATH ? options.serviceWorkerScript?.() : undefined;
    if (nextWorker !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': cacheControlFor(SERVICE_WORKER_PATH), 'Content-Security-Policy': SITE_CSP, ...SECURITY_HEADERS });
      res.end(nextWorker);
      return;
    }
    serveStatic(req, res);
  };
  // With a certificate: HTTPS, HTTP/2 for browsers (every file and call of a page shares one connection instead of
  // queueing on six) and HTTP/1.1 for other clients. Without: plain HTTP/1.1, as for local development and tests.
  const tls = options.tls;
  const server = tls
    ? // The handler takes both kinds of request: HTTP/1.1 ones as IncomingMessage, HTTP/2 ones through Node's
      // compatibility API, which has its interface (the typed listener names only the HTTP/2 classes).
      http2.createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }).on('request', handler)
    : http.createServer(handler);
  const closeServer = closingConnections(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${actual}`,
    close: () => {
      prism?.kill();
      flush?.();
      return closeServer();
    },
  };
}

/** TLS_CERT and TLS_KEY (PEM files) both set: serve HTTPS with HTTP/2; neither: plain HTTP; one alone is a mistake. */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteServerOptions['tls'] {
  const { TLS_CERT: cert, TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: set both (PEM files) to serve HTTPS, or neither');
  return { cert: fs.readFileSync(cert), key: fs.readFileSync(key) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  Promise.resolve()
    .then(() => startSiteServer(port, host, { tls: tlsFromEnv(), fieldFile: fieldFileFromEnv() }))
    .then(
      (s) => console.log(`药采平台 on ${s.url.replace('0.0.0.0', 'localhost')}`),
      (e: unknown) => {
        console.error(e instanceof Error ? e.message : e);
        process.exit(1);
      },
    );
}

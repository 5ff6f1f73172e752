import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import type { ChildProcess } from 'node:child_process';
import type { Duplex } from 'node:stream';
import { startPrism } from './prism';
import { apiDocsHandler } from './api-docs';
import { createDemoApi } from './demo/app';
import { createDemoClock, readAdvance, type DemoClock } from './demo/clock';
import { nodeHandler } from './demo/core/node-adapter';
import { persistence } from './demo/persist';

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

// No inline scripts and nothing from other hosts: the Farm runtime is an external file (runtime.isolate). Images may
// also be blob: URLs, which only the page itself can make: the preview of a transfer receipt before it is uploaded.
// 'wasm-unsafe-eval' lets the page compile WebAssembly — the barcode reader of 扫码采购's camera, fetched from this
// site's /assets/ — and nothing else: eval() and new Function() stay forbidden.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

function runtimeConfig(): string {
  return JSON.stringify({ apiBaseUrl: process.env.API_BASE_URL ?? '', loginUrl: process.env.LOGIN_URL ?? '/login' });
}

/**
 * The built files, by sirv: the precompressed `.br`/`.gz` twin that `npm run build` writes beside each text file
 * (scripts/precompress.ts) when the browser accepts it, hashed files under /assets/ cached for a year as immutable,
 * everything else (index.html, favicon) revalidated on every load (no-cache with an ETag), and every path without an
 * extension answered with index.html (the SPA's routes); a missing file with an extension is a 404. `dev: true` makes
 * sirv look the files up at each request instead of listing the folder once at start, so the rebuilds of
 * `npm run dev` are served at once.
 */
function staticFiles(): http.RequestListener {
  const files = sirv(dist, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    single: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Content-Security-Policy', CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'same-origin');
    },
  });
  return (req, res) => {
    // A route of the SPA (a GET of a path without an extension, answered with index.html): its page's files preloaded.
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    if ((req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      const link = preloadHeader(decodeURIComponentSafe(pathname));
      if (link) res.setHeader('Link', link);
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

interface RoutePreloads {
  routes: Array<{ route: string; pattern: string; preload: string[] }>;
}
let preloads: { mtimeMs: number; routes: Array<{ regex: RegExp; preload: string[] }> } | undefined;

/**
 * The `Link: rel=preload` header for a route's index.html: the page's own chunks and style sheets, listed by
 * scripts/route-preloads.ts at build time (route-preloads.json), so the browser fetches them with the shell's files
 * instead of after the shell has run. Re-read when a rebuild changes the file; no file or no match, no header.
 */
function preloadHeader(pathname: string): string | undefined {
  const file = path.join(dist, 'route-preloads.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (preloads?.mtimeMs !== mtimeMs) {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
      preloads = { mtimeMs, routes: parsed.routes.map((r) => ({ regex: new RegExp(r.pattern, 'i'), preload: r.preload })) };
    } catch {
      preloads = { mtimeMs, routes: [] };
    }
  }
  const files = preloads.routes.find((r) => r.regex.test(pathname))?.preload ?? [];
  const safe = files.filter((f) => /^\/assets\/[\w.-]+\.(js|css)$/.test(f));
  return safe.length ? safe.map((f) => `<${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`).join(', ') : undefined;
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

/** POST /__demo/clock/advance?hours=N — moves the demo API's clock on (see mock/demo/clock.ts). */
function advanceDemoClock(req: http.IncomingMessage, res: http.ServerResponse, url: URL, clock: DemoClock): void {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST') return send(405, { msg: '仅支持 POST' });
  const ms = readAdvance(url.searchParams);
  if (ms === null) return send(400, { msg: '请用 ms、minutes、hours 或 days 之一给出前进的时长（不超过 366 天）' });
  const offset = clock.advance(ms);
  send(200, { now: clock.now().toISOString(), offset_ms: offset });
}

export interface SiteServerOptions {
  /** A certificate and its key (PEM): the site is then served over HTTPS, HTTP/2 with an HTTP/1.1 fallback. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /**
   * The in-process demo API with its state in memory only, whatever API, API_TARGET or DEMO_STATE_FILE say: each e2e
   * test's own world (tests/e2e/world.ts), which must neither proxy elsewhere nor read or write a shared state file.
   */
  isolatedDemo?: boolean;
}

export async function startSiteServer(port: number, host = '127.0.0.1', options: SiteServerOptions = {}): Promise<SiteServer> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  let prism: ChildProcess | undefined;
  let target: URL | null = null;
  let demo: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  let flush: (() => void) | undefined;
  // Demo only: the simulated back office's clock (mock/demo/clock.ts); never created when proxying an API.
  let demoClock: DemoClock | null = null;
  const env = options.isolatedDemo ? {} : process.env;
  if (env.API_TARGET) target = new URL(env.API_TARGET);
  else if (env.API === 'prism') {
    const prismPort = Number(process.env.PRISM_PORT ?? port + 1);
    prism = await startPrism(prismPort);
    target = new URL(`http://127.0.0.1:${prismPort}`);
  } else {
    const store = persistence(env.DEMO_STATE_FILE);
    demoClock = createDemoClock();
    const api = createDemoApi({ now: demoClock.now, restore: (a) => store.restore(a), afterWrite: (a) => store.save(a) });
    flush = () => store.flush(api);
    demo = nodeHandler(api);
  }
  const serveStatic = staticFiles();
  const serveApiDocs = apiDocsHandler(apiDocs);
  // The API's answers (JSON, the demo's SVG pictures) compressed by the `compression` middleware: brotli (quality 4)
  // or gzip as the browser accepts, above 1 KB. The home page's twelve first calls fall from ~60 KB to ~12 KB on the
  // wire, which a phone on a slow network waits for before it can draw the page. A proxied answer that the upstream
  // already encoded passes as it is.
  const compress = compression({ threshold: 1024 });
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/') || (demo && url.pathname.startsWith('/static/'))) {
      return compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => (target ? proxy(req, res, target) : demo!(req, res)));
    }
    if (url.pathname === '/api-docs' || url.pathname.startsWith('/api-docs/')) return serveApiDocs(req, res);
    if (demoClock && url.pathname === '/__demo/clock/advance') return advanceDemoClock(req, res, url, demoClock);
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(runtimeConfig());
      return;
    }
    serveStatic(req, res);
  };
  // With a certificate: HTTPS, HTTP/2 for browsers (every file and call of a page shares one connection instead of
  // queueing on six) and HTTP/1.1 for other clients. Without: plain HTTP/1.1, as for local development and tests.
  const tls = options.tls;
  const server = tls
    ? http2.createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, handler as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void)
    : http.createServer(handler);
  // Every open connection, so close() ends kept-alive HTTP/1.1 sockets and HTTP/2 sessions alike.
  const sockets = new Set<Duplex>();
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        prism?.kill();
        flush?.();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
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
    .then(() => startSiteServer(port, host, { tls: tlsFromEnv() }))
    .then(
      (s) => console.log(`药采平台 on ${s.url.replace('0.0.0.0', 'localhost')}`),
      (e: unknown) => {
        console.error(e instanceof Error ? e.message : e);
        process.exit(1);
      },
    );
}

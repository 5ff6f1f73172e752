import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { startPrism } from './prism';
import { createDemoApi } from './demo/app';
import { nodeHandler } from './demo/core/node-adapter';
import { persistence } from './demo/persist';

/**
 * `npm start`: serves the production build (dist/) and the API on one port (PORT, default 8080).
 * The API is the stateful demo API in this process (mock/demo). `API=prism` serves the pure contract mock instead
 * (Prism on PRISM_PORT, default PORT+1, proxied); API_TARGET proxies /api to any other host (a real backend).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

// No inline scripts and nothing from other hosts: the Farm runtime is an external file (runtime.isolate). Images may
// also be blob: URLs, which only the page itself can make: the preview of a transfer receipt before it is uploaded.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

function runtimeConfig(): string {
  return JSON.stringify({ apiBaseUrl: process.env.API_BASE_URL ?? '', loginUrl: process.env.LOGIN_URL ?? '/login' });
}

function serveFile(res: http.ServerResponse, file: string, status = 200): void {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  // Headers go out once the file is open: a file removed between the check and the read (a rebuild under way) is
  // answered 503 instead of taking the server down.
  const stream = fs.createReadStream(file);
  stream.on('open', () => {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
    stream.pipe(res);
  });
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
    res.end('站点正在更新，请稍候刷新');
  });
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: URL): void {
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, msg: '网关错误', data: null }));
  });
  req.pipe(upstream);
}

export async function startSiteServer(port: number, host = '127.0.0.1'): Promise<SiteServer> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  let prism: ChildProcess | undefined;
  let target: URL | null = null;
  let demo: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  let flush: (() => void) | undefined;
  if (process.env.API_TARGET) target = new URL(process.env.API_TARGET);
  else if (process.env.API === 'prism') {
    const prismPort = Number(process.env.PRISM_PORT ?? port + 1);
    prism = await startPrism(prismPort);
    target = new URL(`http://127.0.0.1:${prismPort}`);
  } else {
    const store = persistence(process.env.DEMO_STATE_FILE);
    const api = createDemoApi({ restore: (a) => store.restore(a), afterWrite: (a) => store.save(a) });
    flush = () => store.flush(api);
    demo = nodeHandler(api);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/') || (demo && url.pathname.startsWith('/static/'))) {
      return target ? proxy(req, res, target) : demo!(req, res);
    }
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(runtimeConfig());
      return;
    }
    const file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) return serveFile(res, file);
    if (path.extname(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    serveFile(res, path.join(dist, 'index.html')); // SPA routes
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        prism?.kill();
        flush?.();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  startSiteServer(port, host).then(
    (s) => console.log(`药采平台 on ${s.url.replace('0.0.0.0', 'localhost')}`),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}

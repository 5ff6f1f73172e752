/**
 * Lab only: a regression on purpose, for the Lighthouse gate's sensitivity check (scripts/lighthouse.ts --gate). The
 * page at `path` is served with one more script, `/__lab/main-thread-work.js`, which keeps the main thread busy for
 * `ms` as the page loads (a deferred script: after the HTML is parsed, before the app's module starts); the gate must
 * fail that page. Only startSiteServer's `labWork` option turns it on: `npm start` never does.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { cacheControlFor, routePreloads, SECURITY_HEADERS, SITE_CSP } from './site-headers';

export interface LabWork {
  /** The page's path, e.g. /list. */
  path: string;
  /** How long the script keeps the main thread busy, in milliseconds. */
  ms: number;
}

const SCRIPT = '/__lab/main-thread-work.js';

/** A handler that answers the lab page and its script and says so; every other request is left to the site. */
export function labWorkHandler(dist: string, work: LabWork): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const ms = Math.max(0, Math.min(10_000, Math.round(work.ms)));
  const preloadHeader = routePreloads(dist);
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const { pathname, search } = new URL(req.url ?? '/', 'http://site');
    const headers = (type: string, file: string) => ({
      'Content-Type': type,
      'Cache-Control': cacheControlFor(file),
      'Content-Security-Policy': SITE_CSP,
      ...SECURITY_HEADERS,
    });
    if (pathname === SCRIPT) {
      res.writeHead(200, headers('text/javascript; charset=utf-8', pathname));
      res.end(`{const end=performance.now()+${ms};while(performance.now()<end){}}\n`);
      return true;
    }
    if (pathname !== work.path) return false;
    // The end of the head (the built file is minified: `<body>` may be where the head ends).
    const tag = `<script src="${SCRIPT}" defer></script>`;
    const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const html = built.includes('</head>') ? built.replace('</head>', `${tag}</head>`) : built.replace('<body>', `${tag}<body>`);
    if (html === built) throw new Error('lab work: index.html has neither </head> nor <body> to put the script before');
    const link = preloadHeader({ pathname, search, cookie: req.headers.cookie });
    res.writeHead(200, { ...headers('text/html; charset=utf-8', '/index.html'), ...(link ? { Link: link } : {}) });
    res.end(html);
    return true;
  };
}

/**
 * Lab only: a regression on purpose, for the Lighthouse gate's sensitivity check (scripts/lighthouse.ts --gate). The
 * page at `path` is served with one more script, `/__lab/main-thread-work.js`, which, once the page has painted its
 * first content, gives the main thread a fixed computation of about `ms` milliseconds (on the machines of record: AMD
 * EPYC at 2.1 GHz, Chromium 156). A fixed amount of work, not a wait on the clock: on a slower or busier host a wait
 * of 300 ms would be less work, which the gate's calibration then shrinks further, so the check would weaken exactly
 * where it is needed. After the first paint, so that it is blocking time in every run: work that happens to land
 * before the first paint (a deferred script does, when the host is slow) only delays the paint. The gate must fail that
 * page. Only startSiteServer's `labWork` option turns it on: `npm start` never does.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pageAnswer, withFirstAnswers, type AskApi } from './first-answers';
import { cacheControlFor, PRIVATE_DOCUMENT, routeAnswers, SECURITY_HEADERS, SITE_CSP } from './site-headers';

export interface LabWork {
  /** The page's path, e.g. /list. */
  path: string;
  /** How much work the script adds, in milliseconds of the main thread's CPU on the machines of record. */
  ms: number;
}

/**
 * Rounds of the script's computation (three shifts and xors each) per millisecond on the machines of record: 1e8 rounds
 * took 183–234 ms in a page of their Chromium (2026-11-29).
 */
export const LAB_ROUNDS_PER_MS = 470_000;

/** The script: after the first contentful paint, one task of `rounds` rounds; its result kept so none is left out. */
export function labWorkScript(rounds: number): string {
  return [
    '{',
    `const rounds=${rounds};`,
    'const work=()=>{let x=1;for(let i=0;i<rounds;i++){x^=x<<13;x^=x>>>17;x^=x<<5;}self.__labWork=x;};',
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(work,0);}}).observe({type:'paint',buffered:true});",
    '}',
    '',
  ].join('\n');
}

const SCRIPT = '/__lab/main-thread-work.js';

/** A handler that answers the lab page and its script and says so; every other request is left to the site. */
export function labWorkHandler(dist: string, work: LabWork, ask?: AskApi): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const rounds = Math.max(0, Math.min(10_000, Math.round(work.ms))) * LAB_ROUNDS_PER_MS;
  const answerFor = routeAnswers(dist);
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
      res.end(labWorkScript(rounds));
      return true;
    }
    if (pathname !== work.path) return false;
    // The end of the head (the built file is minified: `<body>` may be where the head ends).
    const tag = `<script src="${SCRIPT}" defer></script>`;
    // The site's own document for the page, its answers inside as the site sends them (mock/first-answers.ts).
    const page = pageAnswer(dist, answerFor({ pathname, search, cookie: req.headers.cookie }), req.headers.cookie, ask);
    const built = withFirstAnswers(fs.readFileSync(path.join(dist, page.file.slice(1)), 'utf8'), page.answers);
    const html = built.includes('</head>') ? built.replace('</head>', `${tag}</head>`) : built.replace('<body>', `${tag}<body>`);
    if (html === built) throw new Error(`lab work: ${page.file} has neither </head> nor <body> to put the script before`);
    res.writeHead(200, {
      ...headers('text/html; charset=utf-8', '/index.html'),
      ...(page.answers.size ? { 'Cache-Control': PRIVATE_DOCUMENT } : {}),
      ...(page.link ? { Link: page.link } : {}),
    });
    res.end(html);
    return true;
  };
}

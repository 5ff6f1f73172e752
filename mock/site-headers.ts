import fs from 'node:fs';
import path from 'node:path';
import { isOwnPicture } from '@/domain/lead-pictures';
import { ROUTE_ID_PARAM } from '@/domain/route-id';

/**
 * The headers the site's files are served with, written once for every server of the build: the reference server
 * (mock/server.ts) sets them on its answers, and the nginx configuration (`npm run deploy:nginx`,
 * scripts/lib/nginx-config.ts) is rendered from the same values, so the two cannot drift apart.
 */

// No inline scripts and nothing from other hosts: the Farm runtime is an external file (runtime.isolate). Images may
// also be blob: URLs, which only the page itself can make: the preview of a transfer receipt before it is uploaded.
// 'wasm-unsafe-eval' lets the page compile WebAssembly — the barcode reader of 扫码采购's camera, fetched from this
// site's /assets/ — and nothing else: eval() and new Function() stay forbidden.
// The service worker and the web app manifest are this site's own files too, named on their own (worker-src,
// manifest-src) rather than left to default-src, so a later change of default-src cannot widen them.
export const SITE_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** Sent with every file of the site (and of the API reference, under its own CSP). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** The build's hashed files: their names change with their content, so they are cached for a year as immutable. */
export const ASSETS_PATH = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html and the SPA's routes, runtime-config.json, the favicon) is revalidated on every load. */
export const CACHE_REVALIDATE = 'no-cache';
/** A document carrying one request's own API answers (mock/first-answers.ts): only the browser may keep it, revalidated. */
export const PRIVATE_DOCUMENT = 'private, no-cache';

/**
 * The service worker (src/service-worker.ts), at the root so its scope is the whole site. Always revalidated: the
 * browser checks it on every navigation, and a new deployment's worker must be seen at once, never a cached old one.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The web app manifest (public/manifest.webmanifest), with the type browsers expect of it. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const MANIFEST_TYPE = 'application/manifest+json';

/** The Cache-Control of a file of the build by its path. */
export function cacheControlFor(pathname: string): string {
  if (pathname === SERVICE_WORKER_PATH) return CACHE_REVALIDATE;
  return pathname.startsWith(ASSETS_PATH) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** One API call of a page's first paint, as route-preloads.json names it (src/app/route-data.ts's routeDataQueries). */
export interface RouteData {
  /** The same-origin address, `{name}` standing for a path parameter of the route. */
  url: string;
  /** Only a member makes it (its answer is a visitor's 401): preloaded only with a session cookie. */
  member?: boolean;
  /** The address for a page address without a query string: preloaded only then (with one, the page asks for another). */
  bare?: boolean;
}

/** One entry of route-preloads.json (scripts/route-preloads.ts writes it beside index.html at build time). */
export interface RoutePreload {
  /** The route's name, for the reader. */
  route: string;
  /** The source of a case-insensitive regex matching the route's paths. */
  pattern: string;
  /**
   * The files its page loads beyond the first load: /assets/ scripts and style sheets (those its own document names,
   * scripts/merge-route-chunks.ts), which the Link header preloads.
   */
  preload: string[];
  /**
   * The document its addresses are answered with (`/pages/<route>.html`: index.html naming the route's merged files);
   * without one, index.html.
   */
  document?: string;
  /** Farm's own files of the page, which the runtime loads when the page is opened inside the app (as preload, unmerged). */
  chunks?: string[];
  /** The names of the pattern's groups (path parameters), in order. */
  params: string[];
  /**
   * The query parameters whose plain id names what the page shows (/zqmb?id=7): a call naming one (`{id}`) is
   * preloaded only for an address whose query string gives it (queryIdOf).
   */
  query?: string[];
  /** The API calls its first paint needs. */
  data: RouteData[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The folder of the build with each route's own document (scripts/merge-route-chunks.ts). */
export const PAGE_DOCUMENTS_DIR = 'pages';
/** The document of an SPA path without a route document of its own. */
export const SHELL_DOCUMENT = '/index.html';
/** Only a file of that folder, named as the build names them, is ever answered for a route: anything else is dropped. */
const PAGE_DOCUMENT = new RegExp(`^/${PAGE_DOCUMENTS_DIR}/[\\w-]+\\.html$`);

/**
 * The session cookie (httpOnly, so only a server sees it): with one, the page belongs to a member, whose calls are
 * preloaded too. Any value counts — the server decides what a forged one gets (a 401); without one, a member's call is
 * never started.
 */
export const SESSION_COOKIE = 'yc_session';

/** Whether a request's Cookie header carries a non-empty session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((c) => {
    const eq = c.indexOf('=');
    return eq > 0 && c.slice(0, eq).trim() === SESSION_COOKIE && c.slice(eq + 1).trim() !== '';
  });
}

/** Only the build's own scripts and style sheets are ever named in a header: anything else in the file is dropped. */
const PRELOADABLE = /^\/assets\/[\w.-]+\.(js|css)$/;
/**
 * Only this site's API, with characters that cannot end the `<…>` of a Link header, start another parameter or be
 * read by nginx as a variable, and no `.` or `..` segment; `{name}` (a parameter the route has, filled with a plain id)
 * as a path segment or in the query string (`?goods_id={id}`). Anything else is dropped.
 */
const DATA_URL = /^(?!.*\/\.\.?(?:[/?]|$))\/api\/(?:[\w.~-]+|\{\w+\})(?:\/(?:[\w.~-]+|\{\w+\}))*(?:\?(?:[\w.~%*+=&-]|\{\w+\})*)?$/;
/** The largest Link header sent: a route whose header would be longer keeps its calls and drops files from the end. */
export const LINK_MAX_CHARS = 4096;

/**
 * The `Link` header for a route's index.html: the page's own chunks and style sheets preloaded at low priority, so
 * the browser fetches them with the shell's files instead of after the shell has run. Undefined when there are none.
 */
export function preloadLink(files: readonly string[]): string | undefined {
  return joinLinks(fileLinks(files));
}

function fileLinks(files: readonly string[]): string[] {
  return files.filter((f) => PRELOADABLE.test(f)).map((f) => `<${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`);
}

const joinLinks = (links: string[]): string | undefined => (links.length ? links.join(', ') : undefined);

/** Who asks for a route's page: a member or a visitor, with or without a query string, and its path parameters. */
export interface PreloadRequest {
  member: boolean;
  /** The page's address has no query string. */
  bare: boolean;
  /**
   * A path parameter's or query id's value as it goes into an address, or undefined to leave out the calls that
   * name it.
   */
  param: (name: string) => string | undefined;
}

/** A parameter's name as route-preloads.json may give it: a word, so it can go into a pattern or an nginx variable. */
const PARAM_NAME = /^\w+$/;

/**
 * The source of the pattern that reads a query id from a query string (without its `?`), as both servers apply it to
 * the raw string (nginx to `$args`): the first parameter of that name must be a plain id (ROUTE_ID_PARAM), written
 * as is — `id=7`, not `id=%37` nor `id=07`. A stricter rule than the page's own reading costs a preload at most, never
 * a wrong one.
 */
export function queryIdPattern(name: string): string {
  return `^(?:(?!${name}=)[^&]*&)*${name}=(${ROUTE_ID_PARAM.source.slice(1, -1)})(?:&|$)`;
}

/** A query id's value in an address's query string (`?id=7` or `id=7`), or undefined (queryIdPattern). */
export function queryIdOf(search: string, name: string): string | undefined {
  if (!PARAM_NAME.test(name)) return undefined;
  return new RegExp(queryIdPattern(name)).exec(search.replace(/^\?/, ''))?.[1];
}

/**
 * The API calls of a route's first paint for one request, as same-origin addresses: a member's call only for a member,
 * a `bare` one only without a query string, a call naming a parameter only when the parameter has a value; an address
 * that is not this site's API, or names a parameter the route does not have, never.
 */
export function dataUrls(entry: RoutePreload, request: PreloadRequest): string[] {
  const out: string[] = [];
  for (const d of entry.data) {
    if (!DATA_URL.test(d.url) || (d.member && !request.member) || (d.bare && !request.bare)) continue;
    let ok = true;
    const url = d.url.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = entry.params.includes(name) || entry.query?.includes(name) ? request.param(name) : undefined;
      if (value === undefined) ok = false;
      return value ?? '';
    });
    if (ok) out.push(url);
  }
  return out;
}

/**
 * A call as a `Link` preload: `as=fetch` with `crossorigin=use-credentials`, the mode and credentials mode of the app's
 * own fetch (src/lib/http/mutator.ts: cors, credentials include), so the browser hands the preloaded answer to the
 * app's call instead of asking again.
 */
const dataLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/**
 * A lead picture (src/domain/lead-pictures.ts) as a `Link` preload: an image at high priority, without crossorigin, as
 * the page's `<img>` asks for it, so the browser hands it the preloaded picture.
 */
const pictureLink = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;

/**
 * The whole `Link` header of a route's index.html for one request: the lead pictures its carried answers name, then
 * its calls (small, and what the page's first paint waits for once its code has run), then its files, within
 * LINK_MAX_CHARS. Undefined when there is nothing. `answered`: calls whose answers the document itself carries
 * (src/lib/http/first-answers.ts), not preloaded; `pictures`: the lead pictures of those answers (only this site's own
 * are ever named).
 */
export function routeLink(entry: RoutePreload, request: PreloadRequest, answered: ReadonlySet<string> = new Set(), pictures: readonly string[] = []): string | undefined {
  const links = [
    ...pictures.filter(isOwnPicture).map(pictureLink),
    ...dataUrls(entry, request)
      .filter((url) => !answered.has(url))
      .map(dataLink),
  ];
  let length = links.join(', ').length;
  for (const f of fileLinks(entry.preload)) {
    if (length + f.length + 2 > LINK_MAX_CHARS) break;
    links.push(f);
    length += f.length + 2;
  }
  return joinLinks(links);
}

/** The entries of `<dist>/route-preloads.json` in their order (the first that matches a path wins); [] without one. */
export function readRoutePreloads(dist: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return [];
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const isData = (d: unknown): d is RouteData =>
    typeof d === 'object' && d !== null && typeof (d as RouteData).url === 'string' &&
    ['undefined', 'boolean'].includes(typeof (d as RouteData).member) && ['undefined', 'boolean'].includes(typeof (d as RouteData).bare);
  return routes
    .filter((r): r is RoutePreload => typeof r === 'object' && r !== null && typeof r.route === 'string' && typeof r.pattern === 'string' && strings(r.preload))
    .map((r) => ({
      route: r.route,
      pattern: r.pattern,
      preload: r.preload,
      // A build from before the calls were preloaded has neither: it preloads its files only.
      params: strings(r.params) ? r.params : [],
      ...(strings(r.query) && r.query.every((n) => PARAM_NAME.test(n)) ? { query: r.query } : {}),
      data: Array.isArray(r.data) ? r.data.filter(isData) : [],
      // A build from before the route documents has neither: index.html, and the preloads are the chunks.
      ...(typeof r.document === 'string' && PAGE_DOCUMENT.test(r.document) ? { document: r.document } : {}),
      ...(strings(r.chunks) ? { chunks: r.chunks } : {}),
    }));
}

/** What the reference server knows of a request for a page. */
export interface PageRequest {
  pathname: string;
  search: string;
  cookie: string | undefined;
}

/** How a path of the SPA is answered: the document to send, its first calls and its `Link` header. */
export interface RouteAnswer {
  document: string;
  /** The addresses of the page's first API calls for this request (dataUrls), in their order. */
  calls: string[];
  /**
   * The `Link` header (undefined when there is nothing to preload): the lead picture of the carried answers
   * (`pictures`), the calls, except those whose answers the document carries (`answered`), then the page's files.
   */
  link(answered?: ReadonlySet<string>, pictures?: readonly string[]): string | undefined;
}

const NOTHING_TO_PRELOAD = (): undefined => undefined;

/**
 * How a path of the SPA is answered, from `<dist>/route-preloads.json`: the first route whose pattern matches decides
 * its document (its own, or index.html) and its `Link` header. The file is re-read when a rebuild changes it; no file
 * or no match: index.html without a header. `data: false` (the API on another host, API_BASE_URL): the files only,
 * since a preload of this host's /api/ would not be the address the app asks for.
 */
export function routeAnswers(dist: string, options: { data: boolean } = { data: true }): (request: PageRequest) => RouteAnswer {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  let cached: { mtimeMs: number; routes: Array<{ regex: RegExp; entry: RoutePreload }> } | undefined;
  return ({ pathname, search, cookie }) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return { document: SHELL_DOCUMENT, calls: [], link: NOTHING_TO_PRELOAD };
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const routes: Array<{ regex: RegExp; entry: RoutePreload }> = [];
      for (const r of readRoutePreloads(dist)) {
        try {
          routes.push({ regex: new RegExp(r.pattern, 'i'), entry: options.data ? r : { ...r, data: [] } });
        } catch {
          // A pattern that is not a regex matches nothing.
        }
      }
      cached = { mtimeMs, routes };
    }
    for (const { regex, entry } of cached.routes) {
      const m = regex.exec(pathname);
      if (!m) continue;
      // A parameter goes into an address only as a plain id (ROUTE_ID_PARAM, the rule the page's own call follows);
      // a query id only as queryIdOf reads it.
      const param = (name: string) => {
        if (!entry.params.includes(name)) return entry.query?.includes(name) ? queryIdOf(search, name) : undefined;
        const value = m[entry.params.indexOf(name) + 1];
        return value !== undefined && ROUTE_ID_PARAM.test(value) ? value : undefined;
      };
      const request: PreloadRequest = { member: hasSessionCookie(cookie), bare: search === '' || search === '?', param };
      return {
        document: entry.document ?? SHELL_DOCUMENT,
        calls: dataUrls(entry, request),
        link: (answered, pictures) => routeLink(entry, request, answered, pictures),
      };
    }
    return { document: SHELL_DOCUMENT, calls: [], link: NOTHING_TO_PRELOAD };
  };
}

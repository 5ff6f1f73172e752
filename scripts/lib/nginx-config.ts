/**
 * The nginx configuration of the site (`npm run deploy:nginx`, scripts/deploy-nginx.ts): a complete nginx.conf for
 * Debian's nginx 1.22 that serves a build as the reference server (mock/server.ts) does — the same CSP, security and
 * cache headers and the same per-route preload `Link` headers, all taken from mock/site-headers.ts — and proxies the API
 * to another host. Reading the arguments and the machine (parseNginxArgs, resolveNginxSite) is kept apart from the
 * rendering (renderNginxConfig), which is pure and unit-tested (tests/scripts/nginx-config.test.ts); the e2e
 * tests/e2e/nginx.e2e.ts runs the result in a real nginx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UPLOAD_MAX_BYTES } from '@/domain/upload';
import { ROUTE_ID_PARAM } from '@/domain/route-id';
import { API_DOCS_CSP, API_DOCS_PATH, CONTRACT_TYPES } from '../../mock/api-docs';
import {
  ASSETS_PATH,
  CACHE_IMMUTABLE,
  cacheControlFor,
  CACHE_REVALIDATE,
  MANIFEST_PATH,
  MANIFEST_TYPE,
  queryIdPattern,
  readRoutePreloads,
  routeLink,
  SECURITY_HEADERS,
  SESSION_COOKIE,
  SERVICE_WORKER_PATH,
  SHELL_DOCUMENT,
  SITE_CSP,
  type PreloadRequest,
  type RoutePreload,
} from '../../mock/site-headers';

/** What the command line asks for. */
export interface NginxArgs {
  /** The build to serve (absolute). */
  root: string;
  /** The API host, HOST:PORT (an IPv6 address in brackets). */
  api: string;
  /** The port nginx listens on, and the address when only one (127.0.0.1 for a local test) is wanted. */
  port: number;
  listen?: string;
  /** The rendered API reference (`npm run docs:contract`), served at /api-docs/ (absolute). */
  apiDocs: string;
  /** Everything nginx writes (pid, logs, temporary files) in this folder, for a run by a user who is not root. */
  standalone?: string;
  /** false: never serve the `.br` twins, even with the brotli module installed. */
  brotli: boolean;
  mimeTypes: string;
}

/** Everything the configuration is rendered from: the arguments and what was read from the machine and the build. */
export interface NginxSite {
  root: string;
  apiDocs: string;
  api: string;
  /** The operand of `listen`: `8088`, `127.0.0.1:8088`, `[::1]:8088`. */
  listen: string;
  mimeTypes: string;
  /** The brotli static module to load (its .so), or null: no `.br` twins served. */
  brotliModule: string | null;
  /** The `user` the workers run as (only when nginx starts as root), or null: nginx's own default. */
  user: string | null;
  workerProcesses: number | 'auto';
  pid: string;
  errorLog: string;
  accessLog: string;
  /** The folder for nginx's temporary files (request bodies, proxied answers), or null: nginx's compiled-in paths. */
  tempDir: string | null;
  /** route-preloads.json's entries, in order. */
  routes: RoutePreload[];
}

/** A mistake in the arguments or a build that cannot be served: the message says it in Chinese and in English. */
export class NginxConfigError extends Error {}

const fail = (zh: string, en: string): never => {
  throw new NginxConfigError(`${zh}（${en}）`);
};

export const NGINX_USAGE = `npm run deploy:nginx -- --root DIR --api HOST:PORT [--port N] [options] > nginx.conf

  --root DIR          the build to serve (npm run build writes dist/)
  --api HOST:PORT     where /api/, /static/ and /telemetry are proxied (npm run demo:api listens on 127.0.0.1:8081)
  --port N            the port nginx listens on (default 80)
  --listen ADDRESS    listen on this address only (default: every address)
  --api-docs DIR      the API reference served at /api-docs/ (default: dist-api-docs beside --root; npm run docs:contract)
  --standalone DIR    pid, logs and temporary files in DIR, for running nginx as a user who is not root
                      (nginx -c FILE -p DIR -g 'daemon off;'); without it, Debian's /run and /var/log/nginx paths
  --no-brotli         do not serve the .br twins even when the brotli static module is installed
  --mime-types FILE   default /etc/nginx/mime.types`;

/** Reads the command line; relative folders are taken from `cwd`. */
export function parseNginxArgs(argv: string[], cwd = process.cwd()): NginxArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        root: { type: 'string' },
        api: { type: 'string' },
        port: { type: 'string' },
        listen: { type: 'string' },
        'api-docs': { type: 'string' },
        standalone: { type: 'string' },
        'no-brotli': { type: 'boolean' },
        'mime-types': { type: 'string' },
      },
    }));
  } catch (e) {
    // node:util's messages name what is wrong in quotes: `Unknown option '--x'`, `Option '--root <value>' argument missing`.
    const code = (e as { code?: string }).code;
    const what = (/'([^']+)'/.exec(e instanceof Error ? e.message : '')?.[1] ?? '').replace(/ <value>$/, '');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return fail(`未知选项 ${what}`, `unknown option ${what}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return fail(`选项 ${what} 缺少值`, `${what} wants a value`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return fail(`多余的参数 ${what}：每个值都跟在它的选项后面`, `unexpected argument ${what}: every value follows its option`);
    throw e;
  }
  const text = (name: string) => {
    const v = values[name];
    if (v === '') fail(`--${name} 的值为空`, `--${name} is empty`);
    return typeof v === 'string' ? v : undefined;
  };
  const rootArg = text('root') ?? fail('缺少 --root：请给出要发布的构建目录，例如 --root dist', '--root is required: the build folder, e.g. --root dist');
  const root = path.resolve(cwd, rootArg);
  const api = text('api') ?? fail('缺少 --api：请给出接口服务的 主机:端口，例如 --api 127.0.0.1:8081', '--api is required: the API host as HOST:PORT, e.g. --api 127.0.0.1:8081');
  const apiMatch = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):(\d{1,5})$/.exec(api);
  if (!apiMatch || !validPort(apiMatch[2]!)) {
    fail(`--api 应为 主机:端口，例如 127.0.0.1:8081，收到 "${api}"`, `--api wants HOST:PORT, e.g. 127.0.0.1:8081; got "${api}"`);
  }
  const portArg = text('port') ?? '80';
  if (!validPort(portArg)) fail(`--port 应为 1 到 65535 之间的整数，收到 "${portArg}"`, `--port wants a whole number from 1 to 65535; got "${portArg}"`);
  const listen = text('listen');
  if (listen !== undefined && !/^(\[[0-9A-Fa-f:.]+\]|[0-9A-Fa-f:.]+|[A-Za-z0-9.-]+)$/.test(listen)) {
    fail(`--listen 应为一个地址，例如 127.0.0.1，收到 "${listen}"`, `--listen wants an address, e.g. 127.0.0.1; got "${listen}"`);
  }
  const apiDocs = text('api-docs');
  const standalone = text('standalone');
  return {
    root,
    api,
    port: Number(portArg),
    ...(listen === undefined ? {} : { listen }),
    apiDocs: apiDocs === undefined ? path.join(path.dirname(root), 'dist-api-docs') : path.resolve(cwd, apiDocs),
    ...(standalone === undefined ? {} : { standalone: path.resolve(cwd, standalone) }),
    brotli: values['no-brotli'] !== true,
    mimeTypes: path.resolve(cwd, text('mime-types') ?? '/etc/nginx/mime.types'),
  };
}

function validPort(v: string): boolean {
  const n = Number(v);
  return /^\d{1,5}$/.test(v) && n >= 1 && n <= 65535;
}

/** Where Debian's nginx keeps its modules, and the module configurations `nginx.conf` includes. */
export const DEBIAN_NGINX = { modulesDir: '/usr/lib/nginx/modules', enabledDir: '/etc/nginx/modules-enabled', prefix: '/usr/share/nginx' };
const BROTLI_STATIC = 'ngx_http_brotli_static_module.so';

/**
 * The brotli static module's .so (libnginx-mod-http-brotli-static), or null when it is not installed: the path a
 * modules-enabled file loads it from (relative paths are nginx's prefix's), else the modules folder's copy.
 */
export function findBrotliModule(dirs = DEBIAN_NGINX): string | null {
  let enabled: string[] = [];
  try {
    enabled = fs.readdirSync(dirs.enabledDir).map((f) => path.join(dirs.enabledDir, f));
  } catch {
    // No modules-enabled folder: look in the modules folder alone.
  }
  for (const file of enabled) {
    let conf = '';
    try {
      conf = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const m = new RegExp(`^\\s*load_module\\s+(\\S*${BROTLI_STATIC.replace(/\./g, '\\.')})\\s*;`, 'm').exec(conf);
    const so = m && path.resolve(dirs.prefix, m[1]!);
    if (so && fs.existsSync(so)) return so;
  }
  const so = path.join(dirs.modulesDir, BROTLI_STATIC);
  return fs.existsSync(so) ? so : null;
}

/** The nginx binary: NGINX, else `nginx` on the PATH, else Debian's /usr/sbin/nginx (not on a user's PATH); null without one. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.NGINX, ...(env.PATH ?? '').split(path.delimiter).filter(Boolean).map((d) => path.join(d, 'nginx')), '/usr/sbin/nginx'];
  for (const file of candidates) {
    if (!file) continue;
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // Not there, or not executable: the next one.
    }
  }
  return null;
}

/**
 * The arguments and the machine made into what renderNginxConfig needs: the build's route-preloads.json, the brotli
 * module when it is installed (and wanted), and where nginx writes. The build must be there (its index.html).
 */
export function resolveNginxSite(args: NginxArgs, machine = { brotliModule: findBrotliModule(), uid: process.getuid?.() ?? -1, user: os.userInfo().username }): NginxSite {
  if (!fs.existsSync(path.join(args.root, 'index.html'))) {
    fail(`${args.root} 里没有构建（index.html）：请先运行 npm run build`, `no build in ${args.root} (no index.html): run npm run build first`);
  }
  const dir = args.standalone;
  return {
    root: args.root,
    apiDocs: args.apiDocs,
    api: args.api,
    listen: args.listen === undefined ? String(args.port) : `${args.listen.includes(':') && !args.listen.startsWith('[') ? `[${args.listen}]` : args.listen}:${args.port}`,
    mimeTypes: args.mimeTypes,
    brotliModule: args.brotli ? machine.brotliModule : null,
    // Standalone started by root: the workers run as root too, since the folder may be root's alone (mkdtemp's 0700).
    user: dir !== undefined && machine.uid === 0 ? machine.user : null,
    workerProcesses: dir === undefined ? 'auto' : 1,
    pid: dir === undefined ? '/run/nginx.pid' : path.join(dir, 'nginx.pid'),
    errorLog: dir === undefined ? '/var/log/nginx/error.log' : path.join(dir, 'error.log'),
    accessLog: dir === undefined ? '/var/log/nginx/access.log' : path.join(dir, 'access.log'),
    tempDir: dir === undefined ? null : dir,
    routes: readRoutePreloads(args.root),
  };
}

/**
 * A string as one nginx token, in double quotes. nginx reads `\\`, `\"`, `\'`, `\t`, `\r` and `\n` as escapes in any
 * token, so every backslash is doubled (a regex's `\/` stays `\/`) and a double quote escaped.
 */
export function quoteNginx(value: string): string {
  if (/[\r\n]/.test(value)) throw new NginxConfigError(`换行不能写进 nginx 配置（a line break cannot go into the nginx configuration）: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `add_header` lines; `always` so that errors (a 404) carry them too. nginx would read a `$` as a variable. */
function addHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (value.includes('$')) throw new NginxConfigError(`响应头 ${name} 的值含有 $（the value of ${name} holds a $, which nginx reads as a variable）`);
    return `add_header ${name} ${quoteNginx(value)} always;`;
  });
}

interface Location {
  /** The comment above it. */
  note: string;
  match: string;
  body: string[];
}

const UPSTREAM = 'yaocai_api';
/** Uploads (receipts, qualification documents, feedback pictures) are at most UPLOAD_MAX_BYTES; 1 MB more for the form around one. */
const BODY_LIMIT_MB = Math.ceil(UPLOAD_MAX_BYTES / 1024 / 1024) + 1;

/** The site's headers: its CSP and security headers with a Cache-Control, and a route's preloads. */
function siteHeaders(cacheControl: string, link?: string): Record<string, string> {
  return { 'Content-Security-Policy': SITE_CSP, ...SECURITY_HEADERS, 'Cache-Control': cacheControl, ...(link ? { Link: link } : {}) };
}

const DOCS_HEADERS = { 'Content-Security-Policy': API_DOCS_CSP, ...SECURITY_HEADERS, 'Cache-Control': CACHE_REVALIDATE };

/**
 * A route's Link header: one string when it is the same for every request, else those a request can get — a
 * visitor's or a member's (the session cookie), for an address without a query string or with one, and for a route
 * named by query ids (/zqmb?id=7) with each id given or not — keyed as the map `$yc_member$yc_bare…` reads them ("00"
 * a visitor with a query string … "11" a member without; "101" a member with a query string giving the one id).
 */
type RouteLink = string | undefined | VaryingLink;
interface VaryingLink {
  /** The variables whose values, side by side, are the map's key. */
  key: string;
  /** The keys in order, the first (a visitor with a query string, no query id) the map's default. */
  keys: string[];
  link: Record<string, string | undefined>;
}
const LINK_KEYS = ['00', '01', '10', '11'] as const;

/**
 * The query ids a route's calls name (mock/site-headers.ts: filled in from the address's query string); words only,
 * as readRoutePreloads keeps them.
 */
const queryIdsOf = (r: RoutePreload) => (r.query ?? []).filter((n) => r.data.some((d) => d.url.includes(`{${n}}`)));
/** The variable nginx sets to a query id's plain value (queryIdPattern), or to "" without one; and whether it has one. */
const queryIdVariable = (name: string) => `yc_arg_${name.toLowerCase()}`;
const hasQueryIdVariable = (name: string) => `yc_has_arg_${name.toLowerCase()}`;

function linksOf(r: RoutePreload, param: PreloadRequest['param']): RouteLink {
  const ids = queryIdsOf(r);
  // Every combination of the query ids given (1) or not (0), after the member and bare flags.
  const keys = ids.reduce<string[]>((acc) => acc.flatMap((k) => [`${k}0`, `${k}1`]), [...LINK_KEYS]);
  const byKey = Object.fromEntries(
    keys.map((k) => {
      const given = (name: string) => k[2 + ids.indexOf(name)] === '1';
      const value = (name: string) => (!ids.includes(name) ? param(name) : given(name) ? `$${queryIdVariable(name)}` : undefined);
      return [k, routeLink(r, { member: k[0] === '1', bare: k[1] === '1', param: value })];
    }),
  );
  if (keys.every((k) => byKey[k] === byKey['00'])) return byKey['00'];
  return { key: ['$yc_member', '$yc_bare', ...ids.map((n) => `$${hasQueryIdVariable(n)}`)].join(''), keys, link: byKey };
}

const sameLink = (a: RouteLink, b: RouteLink) => JSON.stringify(a) === JSON.stringify(b);

/** The variable nginx sets from a location's named capture of a path parameter. */
const captureName = (param: string) => `yc_${param.toLowerCase()}`;

/** A route pattern's group for one path segment (compilePattern's `([^/]+)`, the slash escaped or not). */
const SEGMENT_GROUP = /\(\[\^\\?\/\]\+\)/g;

/**
 * The route's pattern with each path parameter that its calls name narrowed to a plain id in a named capture
 * (`(?<yc_id>[1-9][0-9]{0,9})`, ROUTE_ID_PARAM), or undefined when its calls name none (or the pattern is not one
 * compilePattern wrote). Matched first, it is the only way a value from the address reaches a header.
 */
function idPattern(r: RoutePreload): string | undefined {
  const named = new Set(r.data.flatMap((d) => [...d.url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)).filter((n) => r.params.includes(n)));
  if (!named.size || (r.pattern.match(SEGMENT_GROUP) ?? []).length !== r.params.length) return undefined;
  let i = 0;
  return r.pattern.replace(SEGMENT_GROUP, (group) => {
    const name = r.params[i++]!;
    return named.has(name) && /^\w+$/.test(name) ? `(?<${captureName(name)}>${ROUTE_ID_PARAM.source.slice(1, -1)})` : group;
  });
}

/** The maps of the Link headers that differ by request, one per distinct set, named in order; and the query ids they read. */
class LinkMaps {
  readonly maps: Array<{ name: string; link: VaryingLink }> = [];
  readonly queryIds = new Set<string>();
  add(link: VaryingLink, queryIds: readonly string[]): string {
    for (const n of queryIds) this.queryIds.add(n);
    const known = this.maps.find((m) => sameLink(m.link, link));
    if (known) return known.name;
    const name = `yc_link_${this.maps.length + 1}`;
    this.maps.push({ name, link });
    return name;
  }
  /** The http block's lines: who is a member and whether there is a query string, then each map. */
  render(): string[] {
    if (!this.maps.length) return [];
    return [
      '',
      `# A member has the session cookie (its value is the API's to check): only then are a member's calls preloaded.`,
      `map $cookie_${SESSION_COOKIE} $yc_member {`,
      '    "" 0;',
      '    default 1;',
      '}',
      '# An address without a query string: only then are the calls for the page’s default view preloaded.',
      'map $args $yc_bare {',
      '    "" 1;',
      '    default 0;',
      '}',
      ...[...this.queryIds].flatMap((n) => [
        `# The query's ${n} as a plain id, written as is (mock/site-headers.ts queryIdPattern), or "": only then is a call naming it preloaded.`,
        `map $args $${queryIdVariable(n)} {`,
        `    ${quoteNginx(`~${queryIdPattern(n)}`)} $1;`,
        '    default "";',
        '}',
        `map $${queryIdVariable(n)} $${hasQueryIdVariable(n)} {`,
        '    "" 0;',
        '    default 1;',
        '}',
      ]),
      ...this.maps.flatMap(({ name, link }) => [
        `map "${link.key}" $${name} {`,
        ...link.keys.map((k, i) => `    ${i === 0 ? 'default' : `"${k}"`} ${quoteNginx(link.link[k] ?? '')};`),
        '}',
      ]),
    ];
  }
}

/** The locations of the server, in the order nginx reads its regex locations (the first match wins, as in mock/server.ts). */
function locations(site: NginxSite, linkMaps: LinkMaps): Location[] {
  const proxied = (note: string, match: string): Location => ({
    note,
    match,
    body: [`proxy_pass http://${UPSTREAM};`, ...addHeaders({ 'Content-Security-Policy': SITE_CSP, ...SECURITY_HEADERS })],
  });
  const docsDir = site.apiDocs.endsWith('/') ? site.apiDocs : `${site.apiDocs}/`;
  const out: Location[] = [
    proxied('The API, as the site calls it (same origin).', `^~ /api/`),
    proxied("The demo API's generated pictures (a real backend serves its own or none).", `^~ /static/`),
    proxied("The site's measurements (POST /telemetry), collected by the API host.", `= /telemetry`),
    { note: 'The API reference, under its own CSP (mock/api-docs.ts).', match: `= ${API_DOCS_PATH.slice(0, -1)}`, body: [`return 301 ${API_DOCS_PATH};`, ...addHeaders(DOCS_HEADERS)] },
    {
      note: 'npm run docs:contract writes it; its _headers file is a note for other servers, not part of the page.',
      match: `^~ ${API_DOCS_PATH}`,
      body: [
        `alias ${quoteNginx(docsDir)};`,
        'index index.html;',
        ...addHeaders(DOCS_HEADERS),
        `location ~ ${quoteNginx(`^${API_DOCS_PATH}[_.]`)} {`,
        '    return 404;',
        '}',
        // The contract beside the page, with the types mock/api-docs.ts gives it (mime.types knows no YAML).
        ...Object.entries(CONTRACT_TYPES).flatMap(([file, type]) => [
          `location = ${API_DOCS_PATH}${file.slice(1)} {`,
          `    alias ${quoteNginx(docsDir + file.slice(1))};`,
          '    types { }',
          `    default_type ${quoteNginx(type)};`,
          '}',
        ]),
      ],
    },
    {
      note: 'Written per deployment (API host, login address): operators edit it in the root; never cached.',
      match: '= /runtime-config.json',
      body: ['try_files $uri =404;', ...addHeaders(siteHeaders(CACHE_REVALIDATE))],
    },
    {
      note: 'The service worker, from the root so its scope is the whole site; revalidated on every check, so a deployment is seen at once.',
      match: `= ${SERVICE_WORKER_PATH}`,
      body: ['try_files $uri =404;', ...addHeaders(siteHeaders(cacheControlFor(SERVICE_WORKER_PATH)))],
    },
    {
      note: 'The web app manifest, with its own type (Debian\'s mime.types does not know .webmanifest).',
      match: `= ${MANIFEST_PATH}`,
      body: ['types { }', `default_type ${quoteNginx(MANIFEST_TYPE)};`, 'try_files $uri =404;', ...addHeaders(siteHeaders(CACHE_REVALIDATE))],
    },
    { note: 'Hashed files: cached for a year; a missing one is a 404.', match: `^~ ${ASSETS_PATH}`, body: ['try_files $uri =404;', ...addHeaders(siteHeaders(CACHE_IMMUTABLE))] },
    {
      note: 'Any other path with an extension is a file of the build (index.html, favicon.svg) or a 404, never the SPA.',
      match: `~ ${quoteNginx('[^/]\\.[A-Za-z0-9]+$')}`,
      body: ['try_files $uri =404;', ...addHeaders(siteHeaders(CACHE_REVALIDATE))],
    },
  ];
  // One location for each run of consecutive entries with the same headers (a route and its aliases), in the file's
  // order. An entry whose calls name a path parameter (/list/info/:id → /api/goods/detail/{id}) gets a location of its
  // own before it, matching only a plain id (ROUTE_ID_PARAM) into a named capture that the header names.
  const runs: Array<{ routes: string[]; patterns: string[]; link: RouteLink; document: string; queryIds: string[] }> = [];
  const push = (r: RoutePreload, pattern: string, link: RouteLink) => {
    const last = runs.at(-1);
    const document = r.document ?? SHELL_DOCUMENT;
    if (last && sameLink(last.link, link) && last.document === document) {
      if (!last.routes.includes(r.route)) last.routes.push(r.route);
      last.patterns.push(pattern);
    } else runs.push({ routes: [r.route], patterns: [pattern], link, document, queryIds: queryIdsOf(r) });
  };
  for (const r of site.routes) {
    try {
      new RegExp(r.pattern, 'i');
    } catch {
      continue; // mock/server.ts matches nothing with it either
    }
    const strict = idPattern(r);
    if (strict) push(r, strict, linksOf(r, (name) => `$${captureName(name)}`));
    push(r, r.pattern, linksOf(r, () => undefined));
  }
  for (const run of runs) {
    const { link } = run;
    const varying = typeof link !== 'string' && link !== undefined;
    const name = varying ? linkMaps.add(link, run.queryIds) : undefined;
    out.push({
      note: `${run.routes.join(', ')}: ${run.document.slice(1)}${link ? ' with the files and API calls the page loads, preloaded' : ''}${varying ? ' (a member’s and an address without a query string’s own)' : ''}.`,
      match: `~* ${quoteNginx(run.patterns.length === 1 ? run.patterns[0]! : run.patterns.map((p) => `(?:${p})`).join('|'))}`,
      body: [
        `try_files ${run.document} =404;`,
        ...addHeaders(siteHeaders(CACHE_REVALIDATE, typeof link === 'string' && !link.includes('$') ? link : undefined)),
        // A header that names a captured id, or differs by visitor and query string: nginx fills it in per request.
        ...(name ? [`add_header Link ${quoteNginx(`$${name}`)} always;`] : typeof link === 'string' && link.includes('$') ? [`add_header Link ${quoteNginx(link)} always;`] : []),
        // The header differs between a visitor and a member: a shared cache must not hand one's to the other.
        `add_header Vary ${quoteNginx('Cookie')} always;`,
      ],
    });
  }
  out.push({
    note: 'Any other path without an extension: the SPA (it shows its own 404 page).',
    match: '/',
    body: ['try_files /index.html =404;', ...addHeaders(siteHeaders(CACHE_REVALIDATE))],
  });
  return out;
}

const indent = (lines: string[], by: string) => lines.map((l) => (l ? by + l : l));

/** The whole nginx.conf. */
export function renderNginxConfig(site: NginxSite): string {
  const temp = site.tempDir;
  const linkMaps = new LinkMaps();
  const server = [
    `listen ${site.listen};`,
    `root ${quoteNginx(site.root)};`,
    '# Redirects name the path only (/api-docs → /api-docs/), whatever host and port the buyer reached.',
    'absolute_redirect off;',
    `client_max_body_size ${BODY_LIMIT_MB}m;`,
    '',
    '# To the API host: kept-alive HTTP/1.1, with who asked; the site sets the security headers itself.',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    ...['Content-Security-Policy', ...Object.keys(SECURITY_HEADERS)].map((h) => `proxy_hide_header ${h};`),
    '',
    '# Every location that answers sets all its headers: nginx drops inherited add_header lines in a location with its own.',
    ...locations(site, linkMaps).flatMap((l) => ['', `# ${l.note}`, `location ${l.match} {`, ...indent(l.body, '    '), '}']),
  ];
  const http = [
    `include ${quoteNginx(site.mimeTypes)};`,
    'default_type application/octet-stream;',
    'charset utf-8;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
    'server_tokens off;',
    `access_log ${quoteNginx(site.accessLog)};`,
    ...(temp
      ? ['', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${quoteNginx(path.join(temp, t))};`)]
      : []),
    '',
    '# The twins `npm run build` writes beside every text file over 1 KB (scripts/precompress.ts), as the browser accepts.',
    'gzip_static on;',
    ...(site.brotliModule ? ['brotli_static on;'] : ['# brotli_static: the brotli static module is not loaded, so the .br twins are not served.']),
    '# The API answers (JSON, the demo pictures) compressed here, above 1 KB.',
    'gzip on;',
    'gzip_proxied any;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_comp_level 5;',
    'gzip_types application/json image/svg+xml;',
    ...linkMaps.render(),
    '',
    `upstream ${UPSTREAM} {`,
    `    server ${site.api};`,
    '    keepalive 16;',
    '}',
    '',
    'server {',
    ...indent(server, '    '),
    '}',
  ];
  return [
    `# 药采平台 — the site in ${site.root}, the API at ${site.api}: rendered by \`npm run deploy:nginx\``,
    '# (scripts/deploy-nginx.ts). Render it again after every build: the preload headers come from the build.',
    ...(site.brotliModule ? [`load_module ${quoteNginx(site.brotliModule)};`] : []),
    ...(site.user ? [`user ${site.user};`] : []),
    `worker_processes ${site.workerProcesses};`,
    `pid ${quoteNginx(site.pid)};`,
    `error_log ${quoteNginx(site.errorLog)} warn;`,
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(http, '    '),
    '}',
    '',
  ].join('\n');
}

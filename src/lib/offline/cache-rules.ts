/**
 * The service worker's caching rules, in one place: which requests it answers and how, the caches it keeps, and the
 * header that marks an answer it kept. Pure (no Workbox, no DOM): the worker (src/service-worker.ts) wires these rules
 * to Workbox, the page reads the marker (src/lib/http) and clears the member caches on logout (./kept-answers.ts), and
 * tests/lib/offline/cache-rules.test.ts pins them.
 */

/** The caches the worker keeps besides Workbox's precache; every name starts with `yc-`. */
export const CACHE = {
  /** API reads (catalogue, cart, orders, messages): what the session saw last, the member's when one is logged in. */
  api: 'yc-api',
  /** Who the kept API answers belong to (a digest of the member, or "visitor"): one entry. */
  session: 'yc-session',
  /** runtime-config.json: the installation's settings, so the site boots offline with them. */
  config: 'yc-config',
  /** The build's hashed files that are not precached (the less visited pages' chunks), cached when first used. */
  assets: 'yc-assets',
  /** The catalogue's pictures under /static/: stale-while-revalidate, capped. */
  pictures: 'yc-pictures',
} as const;

/** The caches that may hold a member's answers: all cleared on logout, on a visitor answer and on another member's. */
export const MEMBER_CACHES: readonly string[] = [CACHE.api, CACHE.session];

/** The header the worker adds to an API answer it keeps: when it was stored (ms since the epoch). */
export const STORED_AT_HEADER = 'X-Yc-Stored-At';
/**
 * The header the worker adds when it answers with a kept answer: `offline` when the network failed, `slow` when it
 * did not answer within API_NETWORK_TIMEOUT_SECONDS (the device may still be online).
 */
export const KEPT_BECAUSE_HEADER = 'X-Yc-Kept-Because';
export type KeptBecause = 'offline' | 'slow';

/** How long the worker waits for the network on an API read before it answers with the kept one. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;
/** Kept API answers: at most this many, none older than a week (the device shows nothing older than that). */
export const API_MAX_ENTRIES = 300;
export const API_MAX_AGE_SECONDS = 7 * 24 * 3600;
/** Pictures: at most this many (a few MB of product pictures), none older than 30 days. */
export const PICTURE_MAX_ENTRIES = 400;
export const PICTURE_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** Chunks of the less visited pages, cached when first used. */
export const ASSET_MAX_ENTRIES = 120;

/** The message the page sends a waiting worker when the buyer clicks 有新版本，点击刷新 (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * The API reads the worker keeps: what the catalogue (home, lists, detail, zones, search, articles), the cart, the
 * orders and the messages show, and who is logged in. Everything else — payment, login, registration, downloads, QR
 * codes, lottery draws — always goes to the network, as every write does.
 */
const KEPT_API = [
  /^\/api\/global\//,
  /^\/api\/focus(\/|$)/,
  /^\/api\/article\//,
  /^\/api\/goods\//,
  /^\/api\/index(_wntj)?\//,
  /^\/api\/activity\/everyday_price$/,
  /^\/api\/zone\//,
  /^\/api\/cart\/(list|total|next_hint)$/,
  /^\/api\/order(\/\d+)?$/,
  /^\/api\/order\/\d+\/logistics$/,
  /^\/api\/message(\/unread_count)?$/,
  /^\/api\/user\/(base|summary|couponNum)$/,
];

/**
 * The catalogue's pictures (goods, banners, categories, brands), the same for everyone. Other pictures under /static/
 * (a member's qualification scans, a login QR code) are the member's own and are never kept.
 */
const CATALOGUE_PICTURES = /^\/static\/(goods|banner|category|brand)\//;

/** Who answers a request: the worker's strategy for it, or 'network' (the worker stays out of the way). */
export type CacheRule = 'api' | 'config' | 'assets' | 'pictures' | 'shell' | 'network';

/**
 * The rule for a request of the site's own origin (`url` is the request's URL, `method` its method, `mode` its mode).
 * Only GETs are ever answered from the device: a write (POST, PUT, DELETE, PATCH) always goes to the network, so it
 * is never queued or replayed, and fails visibly when the network is down.
 */
export function cacheRuleFor(url: URL, method: string, mode: string, origin: string): CacheRule {
  if (method.toUpperCase() !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (mode === 'navigate') return isShellPath(path) ? 'shell' : 'network';
  if (path.startsWith('/api/')) return KEPT_API.some((re) => re.test(path)) ? 'api' : 'network';
  if (path === '/runtime-config.json') return 'config';
  if (path.startsWith('/assets/')) return 'assets';
  if (CATALOGUE_PICTURES.test(path)) return 'pictures';
  return 'network';
}

/**
 * A navigation the SPA's shell (index.html) answers: any path without an extension, except those the server answers
 * itself (the API, pictures, the API reference, the demo's and the measurements' endpoints).
 */
export function isShellPath(path: string): boolean {
  if (/^\/(api|static|api-docs|__demo)(\/|$)/.test(path) || path === '/telemetry') return false;
  return !/[^/]\.[A-Za-z0-9]+$/.test(path);
}

/**
 * Who an answer of GET /api/user/base or /api/user/summary says is logged in: `member:<company>` or `visitor`, or
 * undefined when the answer says neither (another path, a failure, something malformed). Only these two calls tell.
 */
export function sessionOfAnswer(path: string, status: number, body: unknown): string | undefined {
  if (status === 401) return 'visitor';
  if (status !== 200 || (path !== '/api/user/base' && path !== '/api/user/summary')) return undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code === 401 || code === 10001) return 'visitor';
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as { show?: unknown; company?: unknown };
  if (path === '/api/user/base' && d.show !== 1) return 'visitor';
  return typeof d.company === 'string' && d.company ? `member:${d.company}` : undefined;
}

/**
 * Whether the kept member answers must go before a network answer is kept: the session ended (a 401, a visitor's base
 * user) or another member is logged in than the one the kept answers belong to. With no record (a first visit, or
 * just after a logout, which deletes the record with the answers) everything kept was kept for this browser's
 * current session, and the first answer that tells records whose it is.
 */
export function mustForgetKeptAnswers(keptFor: string | undefined, seen: string | undefined): boolean {
  return seen !== undefined && keptFor !== undefined && seen !== keptFor;
}

/** The time a kept answer was stored, from its marker header; undefined for a network answer or a malformed header. */
export function storedAtOf(header: string | null | undefined): number | undefined {
  if (!header || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 11月28日 09:12, in the device's time zone (the buyer's wall clock). */
export function storedAtText(at: number): string {
  const d = new Date(at);
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Where an API answer came from, as the transport reads it from the worker's headers. */
export interface AnswerSource {
  /** When the worker stored the answer it gave instead of the network's; undefined for the network's own answer. */
  keptAt?: number;
  /** The network could not be reached (a failed call, or a kept answer given because the network failed). */
  unreachable?: boolean;
}

/** The answer's source from its two headers (X-Yc-Stored-At, X-Yc-Kept-Because). */
export function answerSourceOf(storedAt: string | null | undefined, keptBecause: string | null | undefined): AnswerSource {
  const keptAt = storedAtOf(storedAt);
  if (keptAt === undefined) return {};
  return keptBecause === 'slow' ? { keptAt } : { keptAt, unreachable: true };
}

/** The offline banner's line: what the page shows and from when, or that the network is gone with nothing kept. */
export function offlineText(offline: boolean, keptAt: number | undefined): string {
  if (keptAt !== undefined) return `${offline ? '离线' : '网络不畅'}：显示的是 ${storedAtText(keptAt)} 的数据`;
  return '离线：网络已断开，联网后可继续操作';
}

export const BACK_ONLINE_TEXT = '网络已恢复，可以继续下单';
export const UPDATE_TEXT = '有新版本，点击刷新';

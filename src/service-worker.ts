/// <reference lib="webworker" />
/**
 * The service worker (/sw.js): an entry of its own, bundled by scripts/build-service-worker.ts after `farm build`, and
 * never part of a page's load. Its rules are src/lib/offline/cache-rules.ts; this file only wires them to Workbox.
 *
 * - The shell (index.html), the first load's scripts and styles and the most visited pages' chunks are precached from
 *   the build's file list (injected at `self.__WB_MANIFEST`); every navigation of the SPA is answered with the
 *   precached shell, so a repeat visit paints from the device and the shell always runs with its own chunks.
 * - The API reads of the catalogue, cart, orders and messages: network first, and after 4 s or a network failure the
 *   answer kept last, marked with the time it was stored (X-Yc-Stored-At), which the page shows in its offline banner.
 * - Writes never pass through here: the worker answers GETs only, so a POST/PUT/DELETE offline fails at once in the
 *   page, which says so; nothing is queued or replayed.
 * - The kept API answers belong to one session: a 401, a visitor's base user or another member's empties them first.
 * - A new worker waits until the buyer clicks 有新版本，点击刷新 (the page sends SKIP_WAITING_MESSAGE).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  API_MAX_AGE_SECONDS,
  API_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  ASSET_MAX_ENTRIES,
  CACHE,
  cacheRuleFor,
  KEPT_BECAUSE_HEADER,
  type KeptBecause,
  mustForgetKeptAnswers,
  PICTURE_MAX_AGE_SECONDS,
  PICTURE_MAX_ENTRIES,
  sessionOfAnswer,
  SKIP_WAITING_MESSAGE,
  STORED_AT_HEADER,
  type CacheRule,
} from './lib/offline/cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

const ruleIs = (rule: CacheRule) => ({ url, request }: { url: URL; request: Request }) =>
  cacheRuleFor(url, request.method, request.mode, self.location.origin) === rule;

registerRoute(ruleIs('shell'), createHandlerBoundToURL('/index.html'));

/** The kept API answers: at most API_MAX_ENTRIES, none older than API_MAX_AGE_SECONDS. */
/**
 * Marks the kept answer the worker gives instead of the network's with why: `offline` when the network failed first
 * (fetchDidFail runs before the cache is read), `slow` when the time-out ran out while the network was still trying.
 */
const markKeptBecause: WorkboxPlugin = {
  async fetchDidFail({ state }) {
    if (state) state.networkFailed = true;
  },
  async cachedResponseWillBeUsed({ cachedResponse, state }) {
    if (!cachedResponse) return cachedResponse;
    const because: KeptBecause = state?.networkFailed ? 'offline' : 'slow';
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_BECAUSE_HEADER, because);
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const apiExpiration = new ExpirationPlugin({ maxEntries: API_MAX_ENTRIES, maxAgeSeconds: API_MAX_AGE_SECONDS, purgeOnQuotaError: true });

/** The record of whom the kept API answers belong to (one entry of CACHE.session). */
const SESSION_KEY = '/__yc-session';

async function keptFor(): Promise<string | undefined> {
  const res = await (await caches.open(CACHE.session)).match(SESSION_KEY);
  return res ? res.text() : undefined;
}

/**
 * Watches who the network's answers are for: when it is not whom the kept answers belong to, they are all dropped
 * before anything more is kept. Reads the body only of the two calls that say who is logged in (and of a 401).
 */
const sessionGuard: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    const path = new URL(request.url).pathname;
    const tells = response.status === 401 || path === '/api/user/base' || path === '/api/user/summary';
    if (!tells) return response;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      body = undefined;
    }
    const seen = sessionOfAnswer(path, response.status, body);
    if (seen !== undefined && mustForgetKeptAnswers(await keptFor(), seen)) {
      await apiExpiration.deleteCacheAndMetadata();
    }
    if (seen !== undefined) await (await caches.open(CACHE.session)).put(SESSION_KEY, new Response(seen));
    return response;
  },
};

/** Keeps only whole successful answers, each marked with the time it was stored. */
const stampStoredAt: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

registerRoute(
  ruleIs('api'),
  new NetworkFirst({ cacheName: CACHE.api, networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS, plugins: [sessionGuard, stampStoredAt, markKeptBecause, apiExpiration] }),
);

registerRoute(ruleIs('config'), new NetworkFirst({ cacheName: CACHE.config, networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }));

registerRoute(
  ruleIs('assets'),
  new CacheFirst({ cacheName: CACHE.assets, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: ASSET_MAX_ENTRIES, purgeOnQuotaError: true })] }),
);

registerRoute(
  ruleIs('pictures'),
  new StaleWhileRevalidate({
    cacheName: CACHE.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: PICTURE_MAX_ENTRIES, maxAgeSeconds: PICTURE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

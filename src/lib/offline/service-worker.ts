import { getRuntimeConfig } from '../http/runtime-config';
import { afterLoadWhenIdle } from '../main-thread';
import { MEMBER_CACHES } from './cache-rules';

/**
 * The one place the site registers its service worker (/sw.js, src/service-worker.ts). Called once at boot
 * (src/main.tsx), after runtime-config.json is read:
 * - `serviceWorker: false` there (Prism and dev mode, or an installation that turned it off): no worker, and one
 *   installed before is unregistered and everything it kept deleted;
 * - otherwise, once the page has loaded and the browser is idle, workbox-window (its own small chunk, never the first load's) registers the
 *   worker. A new deployment's worker installs in the background and waits: `updateWaiting` is told, with the function
 *   that applies the update when the buyer asks (the waiting worker takes over, and the page reloads on
 *   `controllerchange`), so an old shell never runs with the new build's chunks.
 */
export interface ServiceWorkerEvents {
  /** A new version is installed and waiting; `apply` activates it and reloads the page. */
  updateWaiting(apply: () => void): void;
}

export const SERVICE_WORKER_URL = '/sw.js';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function startServiceWorker(events: ServiceWorkerEvents): void {
  if (!supported()) return;
  if (!getRuntimeConfig().serviceWorker) {
    void removeServiceWorker();
    return;
  }
  const register = () => {
    void import('workbox-window')
      .then(async ({ Workbox }) => {
        const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
        wb.addEventListener('waiting', () =>
          events.updateWaiting(() => {
            navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
            wb.messageSkipWaiting();
          }),
        );
        await wb.register();
        // A buyer who keeps the site open for days hears of a deployment when they come back to the tab.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
        });
      })
      // No worker (private mode, blocked by policy, offline before the chunk was kept): the site works without it.
      .catch(() => undefined);
  };
  // After the load event, when the browser is idle: its script and sw.js are never fetched while the page's own
  // files and pictures load.
  afterLoadWhenIdle(register);
}

/** Unregisters every worker of the site and deletes every cache it kept (the installation turned the worker off). */
export async function removeServiceWorker(): Promise<void> {
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * Deletes every kept member answer (logout): the caches of API answers and of whom they belong to. The worker keeps
 * nothing more until the network answers again, and then only for the session that asked.
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

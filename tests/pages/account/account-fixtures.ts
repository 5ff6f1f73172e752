import { createDemoApi, type DemoApiOptions } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { setHttpEffects } from '@/lib/http';
import { server } from '@tests/msw-server';

/**
 * A fresh demo API behind MSW, and the transport's effects recorded instead of shown. `hostileContent` seeds the
 * sanitiser tests' attack payloads (mock/demo/data/hostile-content.ts).
 */
export function startDemo(options: Pick<DemoApiOptions, 'hostileContent'> = {}) {
  const api = createDemoApi({ goodsCount: 60, ...options });
  server.use(...demoMswHandlers(api));
  const seen = { toasts: [] as string[], alerts: [] as string[], redirects: [] as string[] };
  setHttpEffects({
    toast: (t) => void seen.toasts.push(t),
    alert: (_title, t) => {
      seen.alerts.push(t);
      return Promise.resolve();
    },
    redirect: (u) => void seen.redirects.push(u),
    currentPath: () => '/basic',
  });
  return { api, seen };
}

/** How many requests reached a path (method and path, e.g. 'POST /api/forget/step1'). */
export function countRequests(): { of(key: string): number; stop(): void } {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  server.events.on('request:start', listener);
  return { of: (key) => counts.get(key) ?? 0, stop: () => server.events.removeListener('request:start', listener) };
}

import type { QueryClient } from '@tanstack/react-query';
import { getGetRegisterWechatQrQueryKey, getGetRegisterWechatQrQueryOptions } from '@generated/endpoints/auth/auth';

/**
 * How long an answered code waits in the cache for the page to show it: the call starts with the page's code (route
 * data), and on a slow phone the page's chunk may arrive well after the answer. Far below the code's own life (5 min).
 */
const WAIT_FOR_PAGE_MS = 2 * 60_000;

/**
 * The registration code's call, one for the page and for its start at boot: each answer is a new scene on the server,
 * so it is asked once (never refetched by itself) and quietly (the page says what went wrong).
 */
export function wechatQrOptions() {
  return getGetRegisterWechatQrQueryOptions({
    query: { staleTime: Infinity, gcTime: WAIT_FOR_PAGE_MS, refetchOnWindowFocus: false, retry: false },
    request: { silent: true },
  });
}

/**
 * Once the scan leaves the page, its code is dropped, so coming back asks for a new scene. Dropped a task later, and
 * only if nothing shows it by then: React mounts a component twice in development, and the second mount keeps it.
 */
export function dropWechatQrLater(client: QueryClient): void {
  setTimeout(() => {
    const query = client.getQueryCache().find({ queryKey: getGetRegisterWechatQrQueryKey(), exact: true });
    if (query && query.getObserversCount() === 0) client.getQueryCache().remove(query);
  }, 0);
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ScrollMemory } from './scroll-memory';

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const RESTORE_WINDOW_MS = 2000;
const RETRY_MS = 50;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isReturnVisit(): boolean {
  try {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload' || nav?.type === 'back_forward';
  } catch {
    return false;
  }
}

/**
 * Scroll position is restored per route. Back and forward (popstate) return to where the buyer was on that
 * address; any other navigation starts at the top.
 */
export function ScrollRestorer({ memory }: { memory?: ScrollMemory }) {
  const [path] = useLocation();
  const search = useSearch();
  const key = `${path}${search ? `?${search}` : ''}`;
  const store = useRef<ScrollMemory>(memory ?? new ScrollMemory(sessionStorageOrNull()));
  const current = useRef(key);
  const popped = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const memo = store.current;
    const prev = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        memo.save(current.current, window.scrollY);
      });
    };
    const onPop = () => {
      popped.current = true;
    };
    const onHide = () => memo.persist();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.history.scrollRestoration = prev;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
      if (frame) cancelAnimationFrame(frame);
      memo.persist();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    // A reload or a back/forward into the site restores too: the first render is a return to this address.
    const restore = popped.current || (first.current && isReturnVisit());
    popped.current = false;
    first.current = false;
    const target = restore ? store.current.get(key) ?? 0 : 0;
    window.scrollTo(0, target);
    if (target === 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable) window.scrollTo(0, target);
      if (reachable || Date.now() - started > RESTORE_WINDOW_MS || current.current !== key) clearInterval(timer);
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [key]);

  return null;
}

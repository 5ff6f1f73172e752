import { forgetKeptAnswers } from '@/lib/offline/service-worker';
import { browser } from './browser';

/**
 * The session login flag (sessionStorage, per tab): after logging in the site reloads once, and logging out clears
 * the flag and reloads, so no page keeps what it showed the other side of the session.
 * - The login page sets it and then loads the return page in full: that load is the one reload, and it drops every
 *   visitor-state answer the SPA had cached (prices shown as 会员可见, an empty cart badge).
 * - A page restored from the back-forward cache whose flag no longer matches what it rendered with reloads once.
 * - A visitor answer from /api/user/base clears a stale flag (the session ended elsewhere).
 */
export const LOGIN_FLAG_KEY = 'yc_login';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the flag is a convenience, never a requirement
  }
}

export function hasLoginFlag(): boolean {
  return storage()?.getItem(LOGIN_FLAG_KEY) === '1';
}

export function setLoginFlag(): void {
  storage()?.setItem(LOGIN_FLAG_KEY, '1');
}

export function clearLoginFlag(): void {
  storage()?.removeItem(LOGIN_FLAG_KEY);
}

/** After a successful login: set the flag and load the (already validated) return path in full. */
export function completeLogin(returnPath: string): void {
  setLoginFlag();
  browser.replace(returnPath);
}

/**
 * After a successful logout: clear the flag, delete once more what the service worker kept (an answer that was on its
 * way while the logout was sent) and reload.
 */
export function completeLogout(): Promise<void> {
  clearLoginFlag();
  return forgetKeptAnswers().then(() => browser.reload());
}

/**
 * Watches back-forward-cache restores: the page was frozen with `renderedAsMember`; if the flag says otherwise now,
 * reload once so the header and prices match the session. Returns the unsubscribe function.
 */
export function watchRestores(renderedAsMember: () => boolean): () => void {
  const onShow = (e: PageTransitionEvent) => {
    if (e.persisted && hasLoginFlag() !== renderedAsMember()) browser.reload();
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}

import { href } from '@/lib/routes/paths';
import { sitePath } from './safe-link';

const LOGIN_PAGE = new RegExp(`^${href('login')}(?:[/?#]|$)`, 'i');

/**
 * Where the buyer comes back to after logging in: a path on this site (the one link rule, `sitePath`), never the login
 * page itself (it would show the form again); anything else is the home page.
 */
export function loginReturnPath(raw: string | null | undefined, origin: string = window.location.origin): string {
  // The router and URLSearchParams give the address decoded, so a search for two words carries a space: in the
  // address it was %20, and it is put back so before the rule (which refuses white space) reads it.
  const path = sitePath(typeof raw === 'string' ? raw.replaceAll(' ', '%20') : raw, origin) ?? '/';
  return LOGIN_PAGE.test(path) ? '/' : path;
}

/**
 * The login page with the way back, e.g. /login?redirect=%2Fcart: the one builder of every login link and of the
 * transport's redirect when a session ends. `loginUrl` is the deployment's login page (on this site or the main one).
 */
export function loginHref(loginUrl: string, here: string, origin: string = window.location.origin): string {
  const sep = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${sep}redirect=${encodeURIComponent(loginReturnPath(here, origin))}`;
}

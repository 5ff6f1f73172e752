import { fillPattern, ROUTE_PATHS } from './paths';
import { FLAT_ROUTES, routeByName, type FlatRoute, type RouteParamsRecord } from './route-table';

interface Compiled {
  regex: RegExp;
  keys: string[];
}

/** `/ppzq/info/:id/:page?` → a regex with one group per param; case-insensitive and an optional trailing slash. */
export function compilePattern(pattern: string): Compiled {
  const keys: string[] = [];
  let source = '';
  for (const seg of pattern.split('/').filter(Boolean)) {
    const m = /^:(\w+)(\?)?$/.exec(seg);
    if (m) {
      keys.push(m[1] as string);
      source += m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${seg.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    }
  }
  return { regex: new RegExp(`^${source}/?$`, 'i'), keys };
}

const cache = new Map<string, Compiled>();
const compiled = (p: string): Compiled => {
  let c = cache.get(p);
  if (!c) cache.set(p, (c = compilePattern(p)));
  return c;
};

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function matchPattern(pattern: string, pathname: string): RouteParamsRecord | null {
  const { regex, keys } = compiled(pattern);
  const m = regex.exec(pathname);
  if (!m) return null;
  const params: RouteParamsRecord = {};
  keys.forEach((k, i) => {
    const v = m[i + 1];
    params[k] = v === undefined ? undefined : safeDecode(v);
  });
  return params;
}

type Resolution =
  | { kind: 'page'; route: FlatRoute; params: RouteParamsRecord; viaAlias: boolean }
  | { kind: 'redirect'; route: FlatRoute; to: string }
  | { kind: 'external'; route: FlatRoute; url: string }
  | { kind: 'unknown'; to: string };

interface ResolveOptions {
  /** The main site's root, where eleven_index goes. */
  mainSiteRoot?: string;
}

/** Redirects chain (register → register_index → register/step1); a loop in the table stops here, not in the browser. */
const MAX_HOPS = 5;

/** What the site shows for a path: a page, a redirect, a trip to another site, or the 404 redirect for unknown paths. */
export function resolvePath(pathname: string, search = '', options: ResolveOptions = {}): Resolution {
  for (const route of FLAT_ROUTES) {
    if (route.group) continue;
    let params = matchPattern(route.path, pathname);
    let viaAlias = false;
    if (!params) {
      for (const alias of route.aliases) {
        params = matchPattern(alias, pathname);
        if (params) {
          viaAlias = true;
          break;
        }
      }
    }
    if (!params) continue;
    if (route.external === 'mainSiteRoot') return { kind: 'external', route, url: options.mainSiteRoot ?? '/' };
    if (route.redirect) {
      const to = typeof route.redirect === 'function' ? route.redirect(params, search) : fillPattern(ROUTE_PATHS[route.redirect], params) + search;
      return { kind: 'redirect', route, to };
    }
    return { kind: 'page', route, params, viaAlias };
  }
  return { kind: 'unknown', to: ROUTE_PATHS.notFound };
}

/** Follows redirects to the page finally shown (for tests and for the e2e walk). */
export function resolveFinal(pathname: string, search = '', options: ResolveOptions = {}): { resolution: Resolution; hops: string[] } {
  const hops: string[] = [];
  let res = resolvePath(pathname, search, options);
  while ((res.kind === 'redirect' || res.kind === 'unknown') && hops.length < MAX_HOPS) {
    hops.push(res.to);
    const [p, q = ''] = res.to.split('?');
    res = resolvePath(p ?? '/', q ? `?${q}` : '', options);
  }
  return { resolution: res, hops };
}

/** The main-site root from the configured login page: its origin when absolute, this site's root otherwise. */
export function mainSiteRootFrom(loginUrl: string, origin: string): string {
  try {
    return `${new URL(loginUrl, origin).origin}/`;
  } catch {
    return '/';
  }
}

export { routeByName };

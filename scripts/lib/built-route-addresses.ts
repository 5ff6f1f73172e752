/**
 * Every built route (src/app/route-pages.ts ROUTE_PAGES) as an address to visit, for what must cover every
 * page — the axe and phone walks in Chromium (tests/e2e/), the contract fuzz in jsdom (tests/app/contract-fuzz/) and
 * the Lighthouse sweep of every route (scripts/lighthouse.ts --all) —
 * so a page another change builds is covered the day it is added. Each parametrised route gets a sample from the demo
 * API's seed: a real goods id for the detail pages, a real category for the category list, and the first id otherwise
 * (a page that finds nothing for it shows its own empty or not-found state, which is tested too).
 */
import { ROUTE_PAGES } from '@/app/route-pages';
import type { RouteName } from '@/lib/routes/paths';
import { FLAT_ROUTES } from '@/lib/routes/route-table';

/** Samples by route, then by parameter name (a goods id of the seed: 1006 is 阿莫西林胶囊, with pictures and ladders). */
const BY_ROUTE: Partial<Record<RouteName, Record<string, string>>> = {
  list_info: { id: '1006' },
  list_info_pt: { id: '1006' },
  list_other: { id: '301', name: '抗生素' },
  // An activity of the seed (without one, the zone sends the buyer to /noActivity).
  yjh: { id: '1' },
  hdzx: { ids: '1,2', id: '1' },
  zqmb: {},
  hdmb: {},
};
const BY_PARAM: Record<string, string> = { id: '1', name: '抗生素', page: '1', url: 'spring', url1: '2', url2: '3', ads: '1', ids: '1', type: 'help' };
/** Queries a page needs to show more than its empty state. */
const QUERY: Partial<Record<RouteName, string>> = {
  search_index: '?keywords=amxl',
  search_table: '?keywords=amxl',
  zqmb: '?id=1',
  hdmb: '?id=4',
};

export interface BuiltRoute {
  name: RouteName;
  path: string;
}

/** Every built route but the 404 page's own duplicates, in the route table's order, each with a sample address. */
export function builtRoutes(): BuiltRoute[] {
  const out: BuiltRoute[] = [];
  for (const r of FLAT_ROUTES) {
    if (r.group || r.redirect || r.external || !ROUTE_PAGES[r.name]) continue;
    const samples = { ...BY_PARAM, ...BY_ROUTE[r.name] };
    // Optional segments are left out unless the route has its own sample for them.
    const path = r.path
      .replace(/\/:(\w+)\?/g, (_m, k: string) => (BY_ROUTE[r.name]?.[k] ? `/${encodeURIComponent(BY_ROUTE[r.name]![k]!)}` : ''))
      .replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(samples[k] ?? '1'));
    out.push({ name: r.name, path: `${path || '/'}${QUERY[r.name] ?? ''}` });
  }
  return out;
}

import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { getListArticleCategoryQueryOptions } from '@generated/endpoints/article/article';
import { getGetCartTotalQueryOptions } from '@generated/endpoints/cart/cart';
import { getGetGlobalCommonQueryOptions, getGetGlobalConfigQueryOptions } from '@generated/endpoints/common/common';
import { getGetLotterySimpleQueryOptions } from '@generated/endpoints/draw/draw';
import {
  getGetSiteAdsQueryOptions,
  getListHomeBannersQueryOptions,
  getListHomePostsQueryOptions,
  getListRightBannersQueryOptions,
} from '@generated/endpoints/focus/focus';
import {
  getGetGoodsActivitiesQueryOptions,
  getGetGoodsDetailQueryOptions,
  getListGoodsQueryOptions,
  getGetSpikeSessionsQueryOptions,
  getListEverydayPriceGoodsQueryOptions,
  getListHotGoodsQueryOptions,
  getListRecommendedGoodsQueryOptions,
} from '@generated/endpoints/goods/goods';
import { getGetUnreadMessageCountQueryOptions } from '@generated/endpoints/message/message';
import { getGetUserBaseQueryOptions } from '@generated/endpoints/user/user';
import { PAGE_SIZE, parseListQuery, toListGoodsParams } from '@/features/catalogue/list-filters/list-query';
import { FOOTER_HELP_CATEGORY_ID } from '@/features/footer/help-category';
import { wechatQrOptions } from '@/features/wechat-registration/wechat-qr-query';
import { getRuntimeConfig } from '@/lib/http';
import { encodeQuery } from '@/lib/http/form';
import { ROUTE_ID_PARAM } from '@/domain/route-id';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';
import type { RouteName } from '@/lib/routes/paths';
import type { FlatRoute, RouteParamsRecord } from '@/lib/routes/route-table';
import type { RootStore } from '@/stores';

const SILENT = { request: { silent: true } } as const;

/**
 * One call a page's first paint needs: the options its hook uses (same query key, same quiet transport), whether only a
 * member makes it (a visitor's answer is a quiet 401), and whether it depends on the address's query string (`bare`:
 * what it is for an address without one).
 */
export interface RouteQuery {
  options: FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;
  member: boolean;
  bare: boolean;
}

const call = (options: object, flags: { member?: boolean; bare?: boolean } = {}): RouteQuery => ({
  options: options as RouteQuery['options'],
  member: flags.member ?? false,
  bare: flags.bare ?? false,
});

type RouteData = (params: RouteParamsRecord, search: string) => RouteQuery[];

/** A goods list in cards (20 a page) or the dense table (50), with the filters in the address, as GoodsListView asks. */
const goodsList =
  (view: 'cards' | 'table'): RouteData =>
  (_params, search) => {
    const params = toListGoodsParams(parseListQuery(search), {}, view === 'table' ? PAGE_SIZE.table : PAGE_SIZE.cards);
    return [call(getListGoodsQueryOptions(params, SILENT), { bare: true })];
  };

/**
 * A goods detail (and its group-buy view): the goods, and its activities (group buy, the activity tags), which the
 * detail asks for as it draws. Only for a plain goods id (1–10 digits, no leading zero): the same rule the servers use
 * before they preload it.
 */
const goodsDetail: RouteData = (params) =>
  ROUTE_ID_PARAM.test(params.id ?? '') ? [call(getGetGoodsDetailQueryOptions(Number(params.id))), call(getGetGoodsActivitiesQueryOptions({ goods_id: Number(params.id) }, SILENT))] : [];

/**
 * The calls a page makes first, asked for at boot, while the page's own code is still downloading: on a phone the
 * page then finds its answers in the cache (or on their way) instead of starting them a few round trips later. The
 * options are the page's own (same query keys, same quiet transport), so the page's hooks share these requests. The
 * server names the same calls in the page's `Link` preload headers (scripts/route-preloads.ts writes them into
 * route-preloads.json), so on a first load they start with the page's code rather than after it.
 *
 * An entry's imports ride in every route's first load, so one is worth it only where they are small or there anyway.
 * Every other page's first calls are recorded from the page itself (scripts/page-first-calls.json) and preloaded
 * by the servers alone — the member's order list among them, whose API module and rules (~7 KB brotli) the first load
 * carried only for this table; an address of it with a query string starts its call with the page's code.
 */
const ROUTE_DATA: Partial<Record<RouteName, RouteData>> = {
  home: () => [
    call(getListHomeBannersQueryOptions(SILENT)),
    call(getListRightBannersQueryOptions(SILENT)),
    call(getListHomePostsQueryOptions(SILENT)),
    call(getGetSpikeSessionsQueryOptions(SILENT)),
    call(getListEverydayPriceGoodsQueryOptions(SILENT)),
    call(getListRecommendedGoodsQueryOptions(SILENT)),
    call(getListHotGoodsQueryOptions(SILENT)),
  ],
  list_info: goodsDetail,
  list_info_pt: goodsDetail,
  list_index: goodsList('cards'),
  list_no_image: goodsList('cards'),
  list_table: goodsList('table'),
  search_index: goodsList('cards'),
  search_table: goodsList('table'),
  // The registration code: its scan's picture is the page's largest paint.
  register_wechat: () => [call(wechatQrOptions())],
};

/**
 * The frame's own calls, which every page with the full header waits for: the shared settings (server time, hot
 * searches), the base user (a visitor's too: the API answers it with `show` 0, never 401), the site's settings
 * (hotline, manager, QR), the site ads (top-right and bottom banners) and the footer's help articles. Same options as
 * the hooks that read them (SessionLoader, ServerClock, SideBar, LotteryHost, SiteFooter).
 *
 * Then a member's: the cart badge's count (SessionLoader, once the base user says member), the side bar's unread
 * messages and the lottery behind the bottom banner. Only the servers start these (`member`: with the session cookie,
 * carried in the document or preloaded); the app's boot does not, since it cannot tell a member before the base user
 * answers and a visitor's request would only be a 401.
 */
export function frameQueries(route: FlatRoute): RouteQuery[] {
  const out = [call(getGetGlobalCommonQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }))];
  if (route.fetchUser) out.push(call(getGetUserBaseQueryOptions({ ...SILENT, query: { staleTime: 60_000 } })));
  if (route.layout.header || route.layout.loginHeader || route.layout.sideBar) {
    out.push(call(getGetGlobalConfigQueryOptions({ ...SILENT, query: { staleTime: 10 * 60_000 } })));
  }
  if (route.layout.header) out.push(call(getGetSiteAdsQueryOptions({ ...SILENT, query: { staleTime: 5 * 60_000 } })));
  if (route.layout.footer) {
    out.push(call(getListArticleCategoryQueryOptions({ category_id: FOOTER_HELP_CATEGORY_ID }, { ...SILENT, query: { staleTime: 10 * 60_000 } })));
  }
  if (route.fetchUser) out.push(call(getGetCartTotalQueryOptions(SILENT), { member: true }));
  if (route.layout.sideBar) out.push(call(getGetUnreadMessageCountQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }), { member: true }));
  if (route.layout.header) out.push(call(getGetLotterySimpleQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }), { member: true }));
  return out;
}

/** The first calls of a route's page (ROUTE_DATA), then the frame's: the page's own data first, since its main content waits for it. */
export function routeDataQueries(route: FlatRoute, params: RouteParamsRecord, search: string): RouteQuery[] {
  return [...(ROUTE_DATA[route.name]?.(params, search) ?? []), ...frameQueries(route)];
}

/** The same-origin address a call's query key stands for, as customFetch asks for it (path, then the query string). */
export function queryUrl(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new TypeError('a query key starts with its path');
  return `${path}${encodeQuery(typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : undefined)}`;
}

/**
 * Starts the first calls of the page at `pathname` (routeDataQueries; each call goes out in a task of its own, in this
 * order: see customFetch). The ones the server preloaded are answered from the browser's preload cache, not asked again.
 */
export function prefetchRouteData(client: QueryClient, store: RootStore, pathname: string, search: string): void {
  const { resolution } = resolveFinal(pathname, search, { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) });
  if (resolution.kind !== 'page') return;
  // A member's cart, taken by the cart page's model for its first load (a visitor's 401 is quiet).
  if (resolution.route.name === 'cart') store.cart.startFirstLines();
  // A member's calls are the servers' to start (frameQueries): a visitor's would only be 401s.
  for (const q of routeDataQueries(resolution.route, resolution.params, search)) if (!q.member) void client.prefetchQuery(q.options);
}

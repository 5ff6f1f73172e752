import type { QueryClient } from '@tanstack/react-query';
import { getListArticleCategoryQueryOptions } from '@generated/endpoints/article/article';
import { getGetGlobalCommonQueryOptions, getGetGlobalConfigQueryOptions } from '@generated/endpoints/common/common';
import {
  getGetSiteAdsQueryOptions,
  getListHomeBannersQueryOptions,
  getListHomePostsQueryOptions,
  getListRightBannersQueryOptions,
} from '@generated/endpoints/focus/focus';
import {
  getGetGoodsDetailQueryOptions,
  getListGoodsQueryOptions,
  getGetSpikeSessionsQueryOptions,
  getListEverydayPriceGoodsQueryOptions,
  getListHotGoodsQueryOptions,
  getListRecommendedGoodsQueryOptions,
} from '@generated/endpoints/goods/goods';
import { getListOrdersQueryOptions } from '@generated/endpoints/order/order';
import { getGetUserBaseQueryOptions } from '@generated/endpoints/user/user';
import { PAGE_SIZE, parseListQuery, toListGoodsParams } from '@/features/catalogue/list-filters/list-query';
import { FOOTER_HELP_CATEGORY_ID } from '@/features/footer/site-footer';
import { ORDER_LIST_STALE_MS, orderListParams, readListQuery } from '@/features/orders/order-rules';
import { getRuntimeConfig } from '@/lib/http';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';
import type { RouteName } from '@/lib/routes/paths';
import type { FlatRoute, RouteParamsRecord } from '@/lib/routes/route-table';
import type { RootStore } from '@/stores';

const SILENT = { request: { silent: true } } as const;

type RouteData = (client: QueryClient, params: RouteParamsRecord, search: string, store: RootStore) => void;

/** A goods list in cards (20 a page) or the dense table (50), with the filters in the address, as GoodsListView asks. */
const goodsList =
  (view: 'cards' | 'table'): RouteData =>
  (client, _params, search) => {
    const params = toListGoodsParams(parseListQuery(search), {}, view === 'table' ? PAGE_SIZE.table : PAGE_SIZE.cards);
    void client.prefetchQuery(getListGoodsQueryOptions(params, SILENT));
  };

/**
 * The calls a page makes first, asked for at boot, while the page's own code is still downloading: on a phone the
 * page then finds its answers in the cache (or on their way) instead of starting them a few round trips later. The
 * options are the page's own (same query keys, same quiet transport), so the page's hooks share these requests.
 */
const ROUTE_DATA: Partial<Record<RouteName, RouteData>> = {
  home: (client) => {
    void client.prefetchQuery(getListHomeBannersQueryOptions(SILENT));
    void client.prefetchQuery(getListRightBannersQueryOptions(SILENT));
    void client.prefetchQuery(getListHomePostsQueryOptions(SILENT));
    void client.prefetchQuery(getGetSpikeSessionsQueryOptions(SILENT));
    void client.prefetchQuery(getListEverydayPriceGoodsQueryOptions(SILENT));
    void client.prefetchQuery(getListRecommendedGoodsQueryOptions(SILENT));
    void client.prefetchQuery(getListHotGoodsQueryOptions(SILENT));
  },
  list_info: (client, params) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0) void client.prefetchQuery(getGetGoodsDetailQueryOptions(id));
  },
  list_index: goodsList('cards'),
  list_no_image: goodsList('cards'),
  list_table: goodsList('table'),
  search_index: goodsList('cards'),
  search_table: goodsList('table'),
  // A member's cart, taken by the cart page's model for its first load (a visitor's 401 is quiet).
  cart: (_client, _params, _search, store) => store.cart.startFirstLines(),
  // A member's orders (a visitor's call answers 401 quietly; the page then sends them to log in).
  order: (client, _params, search) => {
    const params = orderListParams(readListQuery(search));
    if (params) void client.prefetchQuery(getListOrdersQueryOptions(params, { ...SILENT, query: { staleTime: ORDER_LIST_STALE_MS } }));
  },
};

/**
 * The frame's own calls, which every page with the full header waits for: the shared settings (server time, hot
 * searches), the base user, the site's settings (hotline, manager, QR), the site ads (top-right and bottom banners)
 * and the footer's help articles. Same options as the hooks that read them (SessionLoader, ServerClock, SideBar,
 * LotteryHost, SiteFooter).
 */
function prefetchFrame(client: QueryClient, route: FlatRoute): void {
  void client.prefetchQuery(getGetGlobalCommonQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }));
  if (route.fetchUser) void client.prefetchQuery(getGetUserBaseQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }));
  if (route.layout.header || route.layout.loginHeader || route.layout.sideBar) {
    void client.prefetchQuery(getGetGlobalConfigQueryOptions({ ...SILENT, query: { staleTime: 10 * 60_000 } }));
  }
  if (route.layout.header) void client.prefetchQuery(getGetSiteAdsQueryOptions({ ...SILENT, query: { staleTime: 5 * 60_000 } }));
  if (route.layout.footer) {
    void client.prefetchQuery(getListArticleCategoryQueryOptions({ category_id: FOOTER_HELP_CATEGORY_ID }, { ...SILENT, query: { staleTime: 10 * 60_000 } }));
  }
}

/**
 * Starts the first calls of the page at `pathname` (ROUTE_DATA), then the frame's (prefetchFrame): the page's own data
 * first, since the page's main content waits for it (each call goes out in a task of its own, in this order: see
 * customFetch).
 */
export function prefetchRouteData(client: QueryClient, store: RootStore, pathname: string, search: string): void {
  const { resolution } = resolveFinal(pathname, search, { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) });
  if (resolution.kind !== 'page') return;
  ROUTE_DATA[resolution.route.name]?.(client, resolution.params, search, store);
  prefetchFrame(client, resolution.route);
}

import type { QueryClient } from '@tanstack/react-query';
import { getGetGlobalCommonQueryOptions } from '@generated/endpoints/common/common';
import { getListHomeBannersQueryOptions, getListHomePostsQueryOptions, getListRightBannersQueryOptions } from '@generated/endpoints/focus/focus';
import {
  getGetGoodsDetailQueryOptions,
  getGetSpikeSessionsQueryOptions,
  getListEverydayPriceGoodsQueryOptions,
  getListHotGoodsQueryOptions,
  getListRecommendedGoodsQueryOptions,
} from '@generated/endpoints/goods/goods';
import { getRuntimeConfig } from '@/lib/http';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';
import type { RouteName } from '@/lib/routes/paths';
import type { RouteParamsRecord } from '@/lib/routes/route-table';

const SILENT = { request: { silent: true } } as const;

/**
 * The calls a page makes first, asked for at boot, while the page's own code is still downloading: on a phone the
 * page then finds its answers in the cache (or on their way) instead of starting them a few round trips later. The
 * options are the page's own (same query keys, same quiet transport), so the page's hooks share these requests.
 */
const ROUTE_DATA: Partial<Record<RouteName, (client: QueryClient, params: RouteParamsRecord) => void>> = {
  home: (client) => {
    void client.prefetchQuery(getGetGlobalCommonQueryOptions({ ...SILENT, query: { staleTime: 60_000 } }));
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
};

/** Starts the first calls of the page at `pathname` (see ROUTE_DATA); nothing for a route that has none. */
export function prefetchRouteData(client: QueryClient, pathname: string, search: string): void {
  const { resolution } = resolveFinal(pathname, search, { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) });
  if (resolution.kind === 'page') ROUTE_DATA[resolution.route.name]?.(client, resolution.params);
}

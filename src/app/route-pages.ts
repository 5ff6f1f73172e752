import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../lib/routes/paths';
import type { PageProps } from '../lib/routes/route-context';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** The 404 page; it is also the body of every route whose page has not been built yet. */
export const NotFoundPage: LazyPage = lazy(() => import('../pages/not-found/not-found-page'));

/**
 * The built pages, each its own chunk. A route of the table missing here shows NotFoundPage until its issue adds
 * one line: `name: lazy(() => import('../pages/…'))`.
 */
export const ROUTE_PAGES: Partial<Record<RouteName, LazyPage>> = {
  login: lazy(() => import('../pages/login/login-page')),
  notFound: NotFoundPage,
  list_index: lazy(() => import('../pages/list/list-page')),
  list_table: lazy(() => import('../pages/list/list-table-page')),
  list_no_image: lazy(() => import('../pages/list/list-no-image-page')),
  list_other: lazy(() => import('../pages/list/list-other-page')),
  search_index: lazy(() => import('../pages/search/search-page')),
  search_table: lazy(() => import('../pages/search/search-table-page')),
  list_info: lazy(() => import('../pages/goods-detail/goods-detail-page')),
  list_info_pt: lazy(() => import('../pages/goods-detail/group-buy-detail-page')),
  home: lazy(() => import('../pages/home/home-page')),
  qxzq: lazy(() => import('../pages/zones/qxzq-page')),
  zyyp: lazy(() => import('../pages/zones/zyyp-page')),
  jxqzc: lazy(() => import('../pages/zones/jxqzc-page')),
  yx_index: lazy(() => import('../pages/zones/yx-page')),
  yx_table: lazy(() => import('../pages/zones/yx-table-page')),
  yx_rule: lazy(() => import('../pages/zones/yx-rule-page')),
  welfare: lazy(() => import('../pages/zones/welfare-page')),
  mrtj: lazy(() => import('../pages/zones/mrtj-page')),
  ppzq: lazy(() => import('../pages/zones/ppzq-page')),
  ppzq_info: lazy(() => import('../pages/zones/ppzq-info-page')),
};

export function pageFor(name: RouteName): { Page: LazyPage; built: boolean } {
  const Page = ROUTE_PAGES[name];
  return Page ? { Page, built: true } : { Page: NotFoundPage, built: false };
}

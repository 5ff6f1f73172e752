import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getRuntimeConfig } from '@/lib/http';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';
import type { RouteName } from '@/lib/routes/paths';
import type { PageProps } from '@/lib/routes/route-context';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** The 404 page; it is also the body of every route whose page has not been built yet. */
export const NotFoundPage: LazyPage = lazy(() => import('@/pages/not-found/not-found-page'));

/**
 * The built pages, each its own chunk: the one place that says which routes have a page. A route of the table
 * missing here shows NotFoundPage; giving it a page is one line: `name: lazy(() => import('@/pages/…'))`.
 */
export const ROUTE_PAGES: Partial<Record<RouteName, LazyPage>> = {
  login: lazy(() => import('@/pages/login/login-page')),
  notFound: NotFoundPage,
  list_index: lazy(() => import('@/pages/list/list-page')),
  list_table: lazy(() => import('@/pages/list/list-table-page')),
  list_no_image: lazy(() => import('@/pages/list/list-no-image-page')),
  list_other: lazy(() => import('@/pages/list/list-other-page')),
  search_index: lazy(() => import('@/pages/search/search-page')),
  search_table: lazy(() => import('@/pages/search/search-table-page')),
  list_info: lazy(() => import('@/pages/goods-detail/goods-detail-page')),
  list_info_pt: lazy(() => import('@/pages/goods-detail/group-buy-detail-page')),
  home: lazy(() => import('@/pages/home/home-page')),
  qxzq: lazy(() => import('@/pages/zones/qxzq-page')),
  zyyp: lazy(() => import('@/pages/zones/zyyp-page')),
  jxqzc: lazy(() => import('@/pages/zones/jxqzc-page')),
  yx_index: lazy(() => import('@/pages/zones/yx-page')),
  yx_table: lazy(() => import('@/pages/zones/yx-table-page')),
  yx_rule: lazy(() => import('@/pages/zones/yx-rule-page')),
  welfare: lazy(() => import('@/pages/zones/welfare-page')),
  mrtj: lazy(() => import('@/pages/zones/mrtj-page')),
  ppzq: lazy(() => import('@/pages/zones/ppzq-page')),
  ppzq_info: lazy(() => import('@/pages/zones/ppzq-info-page')),
  zqmb: lazy(() => import('@/pages/zones/zqmb-page')),
  hdmb: lazy(() => import('@/pages/zones/hdmb-page')),
  yyh: lazy(() => import('@/pages/zones/yyh-page')),
  yyh_list: lazy(() => import('@/pages/zones/yyh-list-page')),
  zhzq: lazy(() => import('@/pages/zones/zhzq-page')),
  ptzq: lazy(() => import('@/pages/zones/ptzq-page')),
  jfsc: lazy(() => import('@/pages/zones/jfsc-page')),
  loading_activity: lazy(() => import('@/pages/zones/loading-activity-page')),
  noActivity: lazy(() => import('@/pages/zones/no-activity-page')),
  kxzq: lazy(() => import('@/pages/zones/kxzq-page')),
  kxzq_new: lazy(() => import('@/pages/zones/kxzq-new-page')),
  kxzq_goods: lazy(() => import('@/pages/zones/kxzq-goods-page')),
  yjh: lazy(() => import('@/pages/zones/yjh-page')),
  hdzx: lazy(() => import('@/pages/zones/hdzx-page')),
  hb: lazy(() => import('@/pages/zones/hb-page')),
  lqzx: lazy(() => import('@/pages/zones/lqzx-page')),
  cart: lazy(() => import('@/pages/cart/cart-page')),
  cart_step2: lazy(() => import('@/pages/cart/step2-page')),
  cart_step3: lazy(() => import('@/pages/cart/step3-page')),
  cart_step4: lazy(() => import('@/pages/cart/step4-page')),
  cart_hm: lazy(() => import('@/pages/cart/hm-page')),
  dzht: lazy(() => import('@/pages/dzht/dzht-page')),
  order: lazy(() => import('@/pages/orders/order-list-page')),
  order_info: lazy(() => import('@/pages/orders/order-detail-page')),
  order_after_sales_info: lazy(() => import('@/pages/orders/after-sales-page')),
  order_return_info: lazy(() => import('@/pages/orders/return-info-page')),
  order_jfdd: lazy(() => import('@/pages/orders/points-orders-page')),
  order_hmdd: lazy(() => import('@/pages/orders/hm-orders-page')),
  help: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_hyzc: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_gwzn: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_aqgy: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_wzzz: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_yhxy: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_zskf: lazy(() => import('@/pages/help/help-page')),
  help_us_tsjy: lazy(() => import('@/pages/help/help-page')),
  help_us_link: lazy(() => import('@/pages/help/help-page')),
  help_pay: lazy(() => import('@/pages/help/help-page')),
  help_zfps_ddzf: lazy(() => import('@/pages/help/help-page')),
  help_zfps_hwps: lazy(() => import('@/pages/help/help-page')),
  help_zfps_ypth: lazy(() => import('@/pages/help/help-page')),
  news_hy: lazy(() => import('@/pages/news/news-hy-page')),
  news_company: lazy(() => import('@/pages/news/news-company-page')),
  newsInfo: lazy(() => import('@/pages/news/news-info-page')),
  forget_step1: lazy(() => import('@/pages/account/forget-step1-page')),
  forget_step2: lazy(() => import('@/pages/account/forget-step2-page')),
  forget_step3: lazy(() => import('@/pages/account/forget-step3-page')),
  register_step1: lazy(() => import('@/pages/account/register-step1-page')),
  register_step2: lazy(() => import('@/pages/account/register-step2-page')),
  register_step3: lazy(() => import('@/pages/account/register-step3-page')),
  register_wechat: lazy(() => import('@/pages/account/register-wechat-page')),
  register_dd_step1: lazy(() => import('@/pages/account/register-dd-step1-page')),
  register_dd_step2: lazy(() => import('@/pages/account/register-dd-step2-page')),
  register_dd_step3: lazy(() => import('@/pages/account/register-dd-step3-page')),
  basic: lazy(() => import('@/pages/account/basic-page')),
  addr: lazy(() => import('@/pages/account/addr-page')),
  wdqb: lazy(() => import('@/pages/account/yegl-page')),
  yegl: lazy(() => import('@/pages/account/yegl-page')),
  jfgl: lazy(() => import('@/pages/account/jfgl-page')),
  user_hyzx: lazy(() => import('@/pages/account/user-page')),
  zzzj: lazy(() => import('@/pages/account/zzzj-page')),
  ddgl: lazy(() => import('@/pages/account/ddgl-page')),
  wdxx: lazy(() => import('@/pages/account/wdxx-page')),
  dhtx: lazy(() => import('@/pages/account/dhtx-page')),
  cgtj: lazy(() => import('@/pages/account/cgtj-page')),
  bhjy: lazy(() => import('@/pages/account/bhjy-page')),
  bdwx: lazy(() => import('@/pages/account/bdwx-page')),
  kjcg: lazy(() => import('@/pages/self-service/kjcg-page')),
  pzqg: lazy(() => import('@/pages/self-service/pzqg-page')),
  pzqg_add: lazy(() => import('@/pages/self-service/pzqg-add-page')),
  pzqg_info: lazy(() => import('@/pages/self-service/pzqg-info-page')),
  dzfp: lazy(() => import('@/pages/self-service/dzfp-page')),
  star: lazy(() => import('@/pages/self-service/star-page')),
  yjfk: lazy(() => import('@/pages/self-service/yjfk-page')),
  yhq: lazy(() => import('@/pages/account/yhq-page')),
  xjq: lazy(() => import('@/pages/account/xjq-page')),
};

export function pageFor(name: RouteName): { Page: LazyPage; built: boolean } {
  const Page = ROUTE_PAGES[name];
  return Page ? { Page, built: true } : { Page: NotFoundPage, built: false };
}

/** What React.lazy keeps of its loader (React 17 and 18): the payload, and the function a first render calls with it. */
interface LazyInternals {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

/**
 * Loads the page of `name` so that React renders it without suspending. React.lazy loads its module on its first
 * render and suspends until it is there, even when the page's chunk is already in the browser (the server preloads
 * it): the boot's first commit then drew the loading frame (which the HTML shell already shows) and the page only a
 * commit later, with an idle gap between in which the work after load (the service worker's script, the install
 * links) started ahead of the page's largest paint. Asking the lazy page to initialise as its first render would
 * (React's `_init`, which throws the pending import) and waiting for that import settles it beforehand.
 *
 * Resolves, never rejects: a failed load is left to the page's Suspense and error boundary, as before; with a React
 * whose lazy components lack these fields, nothing happens and the first render suspends as it always did
 * (tests/app/prepare-page.test.tsx fails then).
 */
export function preparePage(name: RouteName): Promise<void> {
  return prepareLazy(pageFor(name).Page);
}

/** preparePage for any lazy component. */
export async function prepareLazy<P>(component: LazyExoticComponent<ComponentType<P>>): Promise<void> {
  const lazyComponent = component as unknown as LazyInternals;
  if (typeof lazyComponent._init !== 'function') return;
  try {
    lazyComponent._init(lazyComponent._payload);
  } catch (pending) {
    if (pending && typeof (pending as PromiseLike<unknown>).then === 'function') await Promise.resolve(pending).catch(() => undefined);
  }
}

/** preparePage for the page the address finally shows (after the route table's redirects); nothing for any other. */
export function preparePageAt(pathname: string, search: string): Promise<void> {
  const { resolution } = resolveFinal(pathname, search, { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) });
  return resolution.kind === 'page' ? preparePage(resolution.route.name) : Promise.resolve();
}
